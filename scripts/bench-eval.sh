#!/usr/bin/env bash
# Speed of `itnprep evaluate` against the Python anchor (metrics_anchor.py)
# on the same file, in one run: both are timed end to end (process start,
# reading, scoring, printing), each several times. Reported: the best wall
# time of each (other load on the machine only ever adds time) and the
# median CPU time (user+sys) per run, which load distorts far less than
# wall time when the machine is shared.
#
# Two Go figures: the same work as the anchor (`--metrics class,itn`: WER
# with S/D/I, sentence accuracy, class WERs, I-WER/NI-WER, which is all the
# anchor computes), and every metric (adds multi-reference accuracy, PER,
# CER and BLEU, which the anchor does not compute).
#
# usage: scripts/bench-eval.sh [FILE] [GO_RUNS] [PY_RUNS]
# default FILE: $ITNPREP_SHARED or ../shared, anchors/data/metrics_sample.jsonl
# The build and each series of timed runs go through SEM, a slot of the
# machine's build semaphore ("gosem" when it is on PATH, as on the team's
# shared machine; SEM= runs them bare), one after another.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
source "$root/scripts/sem.sh"
shared=${ITNPREP_SHARED:-$(cd "$root/.." && pwd)/shared}
[ -d "$shared/anchors" ] || shared=/work/shared
file=${1:-$shared/anchors/data/metrics_sample.jsonl}
go_runs=${2:-20}
py_runs=${3:-3}
anchor=$shared/anchors/metrics_anchor.py
python=${PYTHON:-python3}

bin=$(mktemp -d)/itnprep
trap 'rm -rf "$(dirname "$bin")"' EXIT
(cd "$root" && $SEM go build -o "$bin" ./cmd/itnprep)

best() { # best and median wall seconds, median CPU seconds of N runs
  local n=$1; shift
  $SEM "$python" - "$n" "$@" <<'PY'
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
read -r same_best same_med same_cpu < <(best "$go_runs" "$bin" evaluate --input "$file" --metrics class,itn)
echo "itnprep evaluate --input FILE --metrics class,itn (the anchor's metrics, GOMAXPROCS=$(nproc)): wall best ${same_best}s, median ${same_med}s of $go_runs; CPU ${same_cpu}s"
read -r same1_best same1_med same1_cpu < <(best "$go_runs" env GOMAXPROCS=1 "$bin" evaluate --input "$file" --metrics class,itn)
echo "itnprep evaluate --input FILE --metrics class,itn (GOMAXPROCS=1): wall best ${same1_best}s, median ${same1_med}s of $go_runs; CPU ${same1_cpu}s"
read -r go_best go_med go_cpu < <(best "$go_runs" "$bin" evaluate --input "$file")
echo "itnprep evaluate --input FILE (all metrics, GOMAXPROCS=$(nproc)): wall best ${go_best}s, median ${go_med}s of $go_runs; CPU ${go_cpu}s"
read -r go1_best go1_med go1_cpu < <(best "$go_runs" env GOMAXPROCS=1 "$bin" evaluate --input "$file")
echo "itnprep evaluate --input FILE (all metrics, GOMAXPROCS=1): wall best ${go1_best}s, median ${go1_med}s of $go_runs; CPU ${go1_cpu}s"
read -r v_best v_med v_cpu < <(best "$go_runs" "$bin" version)
echo "process start alone (itnprep version: Go runtime plus the Beam/gRPC/cloud packages linked for --beam): wall best ${v_best}s; CPU ${v_cpu}s"
"$python" -c "
import sys
p, s, s1, g, g1, pc, sc, gc = map(float, sys.argv[1:])
print(f'speed-up, same metrics as the anchor: wall (best vs best) {p/s:.1f}x ({p/s1:.1f}x on one core); CPU time {pc/sc:.1f}x')
print(f'speed-up, all metrics (more work than the anchor): wall {p/g:.1f}x ({p/g1:.1f}x on one core); CPU time {pc/gc:.1f}x')
" "$py_best" "$same_best" "$same1_best" "$go_best" "$go1_best" "$py_cpu" "$same_cpu" "$go_cpu"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
