#!/usr/bin/env bash
# Speed of `itnprep evaluate` against the Python anchor (metrics_anchor.py)
# on the same file, in one run: both are timed end to end (process start,
# reading, scoring, printing), each several times. Reported: the best wall
# time of each (other load on the machine only ever adds time) and the
# median CPU time (user+sys) per run, which load distorts far less than
# wall time when the machine is shared.
#
# usage: scripts/bench-eval.sh [FILE] [GO_RUNS] [PY_RUNS]
# default FILE: $ITNPREP_SHARED or ../shared, anchors/data/metrics_sample.jsonl
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
shared=${ITNPREP_SHARED:-$(cd "$root/.." && pwd)/shared}
[ -d "$shared/anchors" ] || shared=/work/shared
file=${1:-$shared/anchors/data/metrics_sample.jsonl}
go_runs=${2:-20}
py_runs=${3:-3}
anchor=$shared/anchors/metrics_anchor.py
python=${PYTHON:-python3}

bin=$(mktemp -d)/itnprep
trap 'rm -rf "$(dirname "$bin")"' EXIT
(cd "$root" && go build -o "$bin" ./cmd/itnprep)

best() { # best and median wall seconds, median CPU seconds of N runs
  local n=$1; shift
  "$python" - "$n" "$@" <<'PY'
import resource, subprocess, sys, time
n = int(sys.argv[1]); cmd = sys.argv[2:]
walls, cpus = [], []
for _ in range(n):
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    walls.append(time.perf_counter() - t)
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpus.append(r1.ru_utime - r0.ru_utime + r1.ru_stime - r0.ru_stime)
walls.sort(); cpus.sort()
print(f"{walls[0]:.4f} {walls[len(walls)//2]:.4f} {cpus[len(cpus)//2]:.4f}")
PY
}

echo "file: $file ($(wc -l < "$file") lines)"
echo "machine: $(nproc) CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg)"
read -r py_best py_med py_cpu < <(best "$py_runs" "$python" "$anchor" "$file")
echo "python anchor ($python $anchor FILE): wall best ${py_best}s, median ${py_med}s of $py_runs; CPU ${py_cpu}s"
read -r go_best go_med go_cpu < <(best "$go_runs" "$bin" evaluate --in "$file")
echo "itnprep evaluate --in FILE (all metrics, GOMAXPROCS=$(nproc)): wall best ${go_best}s, median ${go_med}s of $go_runs; CPU ${go_cpu}s"
read -r go1_best go1_med go1_cpu < <(best "$go_runs" env GOMAXPROCS=1 "$bin" evaluate --in "$file")
echo "itnprep evaluate --in FILE (GOMAXPROCS=1): wall best ${go1_best}s, median ${go1_med}s of $go_runs; CPU ${go1_cpu}s"
read -r v_best v_med v_cpu < <(best "$go_runs" "$bin" version)
echo "process start alone (itnprep version: Go runtime plus the Beam/gRPC/cloud packages linked for --beam): wall best ${v_best}s; CPU ${v_cpu}s"
"$python" -c "
import sys
p, g, g1, pc, gc = map(float, sys.argv[1:])
print(f'speed-up, wall (best vs best): {p/g:.1f}x ({p/g1:.1f}x on one core); CPU time: {pc/gc:.1f}x')
" "$py_best" "$go_best" "$go1_best" "$py_cpu" "$go_cpu"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
