#!/usr/bin/env bash
# Speed of `itnprep evaluate` against the Python anchor (metrics_anchor.py)
# on the same file, in one run: both are timed end to end (process start,
# reading, scoring, printing), each several times; the best wall time of
# each is compared, since other load on the machine only ever adds time.
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

best() { # best wall seconds of N runs of a command
  local n=$1; shift
  "$python" - "$n" "$@" <<'PY'
import subprocess, sys, time
n = int(sys.argv[1]); cmd = sys.argv[2:]
times = []
for _ in range(n):
    t = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    times.append(time.perf_counter() - t)
times.sort()
print(f"{times[0]:.4f} {times[len(times)//2]:.4f}")
PY
}

echo "file: $file ($(wc -l < "$file") lines)"
echo "machine: $(nproc) CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg)"
read -r py_best py_med < <(best "$py_runs" "$python" "$anchor" "$file")
echo "python anchor ($python $anchor FILE): best ${py_best}s, median ${py_med}s of $py_runs"
read -r go_best go_med < <(best "$go_runs" "$bin" evaluate --in "$file")
echo "itnprep evaluate --in FILE (all metrics, GOMAXPROCS=$(nproc)): best ${go_best}s, median ${go_med}s of $go_runs"
read -r go1_best go1_med < <(best "$go_runs" env GOMAXPROCS=1 "$bin" evaluate --in "$file")
echo "itnprep evaluate --in FILE (GOMAXPROCS=1): best ${go1_best}s, median ${go1_med}s of $go_runs"
"$python" -c "import sys; p,g,g1=map(float,sys.argv[1:]); print(f'speed-up (best vs best): {p/g:.1f}x; single core: {p/g1:.1f}x')" "$py_best" "$go_best" "$go1_best"
