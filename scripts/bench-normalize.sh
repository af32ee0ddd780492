#!/usr/bin/env bash
# Side-by-side speed of the normalize verbalizer and num2words, in one run
# on one core: numbers per second on the same 200,000 numbers
# (0, 5, ..., 999,995), and sentences per second on the written side of
# ../shared/anchors/data/pairs50k.jsonl.
#
# Usage: scripts/bench-normalize.sh [benchtime]   (default 3s)
#
# Both timed runs go through SEM, a slot of the machine's build semaphore
# ("gosem" when it is on PATH, as on the team's shared machine; SEM= runs
# them bare), one after another: the go test ran bare beside the team's
# builds (scripts/sem.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/sem.sh
benchtime=${1:-3s}
py=/usr/bin/python3

echo "== num2words (python3-num2words, one process, one core)"
n2w=$($SEM taskset -c 0 "$py" - <<'PY'
import time
from num2words import num2words
nums = range(0, 1000000, 5)
t0, c0 = time.perf_counter(), time.process_time()
for n in nums:
    num2words(n)
dt, dc = time.perf_counter() - t0, time.process_time() - c0
print("%.0f %.0f" % (len(nums) / dt, len(nums) / dc))
PY
)
n2w_wall=${n2w% *}
n2w_cpu=${n2w#* }
echo "num2words: ${n2w_wall} numbers/s (wall), ${n2w_cpu} numbers/cpu-s"

echo "== Go (GOMAXPROCS=1, pinned to one core)"
out=$(GOMAXPROCS=1 $SEM taskset -c 0 go test ./normalize/ -run '^$' -bench 'CardinalWords|CardinalReadings|Sentences' -benchtime "$benchtime" -cpu 1)
echo "$out" | grep -E '^Benchmark'
metric() { echo "$out" | awk -v b="$1" -v u="$2" '$1 ~ "^"b {for (i=1;i<=NF;i++) if ($(i+1)==u) print $i}'; }
awk -v a="$(metric BenchmarkCardinalWords numbers/s)" -v b="$(metric BenchmarkCardinalReadings numbers/s)" \
	-v ac="$(metric BenchmarkCardinalWords numbers/cpu-s)" -v bc="$(metric BenchmarkCardinalReadings numbers/cpu-s)" \
	-v n="$n2w_wall" -v nc="$n2w_cpu" 'BEGIN {
	printf "speed-up vs num2words, most probable reading (CardinalWords): %.0fx wall, %.0fx per CPU second\n", a / n, ac / nc
	printf "speed-up vs num2words, whole distribution (ClassReadings):    %.0fx wall, %.0fx per CPU second\n", b / n, bc / nc
}'
