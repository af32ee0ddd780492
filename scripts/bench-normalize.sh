#!/usr/bin/env bash
# Side-by-side speed of the normalize verbalizer and num2words, in one run
# on one core: numbers per second on the same 200,000 numbers
# (0, 5, ..., 999,995), and sentences per second on the written side of
# ../shared/anchors/data/pairs50k.jsonl.
#
# Usage: scripts/bench-normalize.sh [benchtime]   (default 3s)
set -euo pipefail
cd "$(dirname "$0")/.."
benchtime=${1:-3s}
py=/usr/bin/python3

echo "== num2words (python3-num2words, one process, one core)"
n2w=$(taskset -c 0 "$py" - <<'PY'
import time
from num2words import num2words
nums = range(0, 1000000, 5)
t0 = time.perf_counter()
for n in nums:
    num2words(n)
dt = time.perf_counter() - t0
print("%.0f" % (len(nums) / dt))
PY
)
echo "num2words: ${n2w} numbers/s"

echo "== Go (GOMAXPROCS=1, pinned to one core)"
out=$(GOMAXPROCS=1 taskset -c 0 go test ./normalize/ -run '^$' -bench 'CardinalWords|CardinalReadings|Sentences' -benchtime "$benchtime" -cpu 1)
echo "$out" | grep -E '^Benchmark'
go_words=$(echo "$out" | awk '/^BenchmarkCardinalWords/ {for (i=1;i<=NF;i++) if ($(i+1)=="numbers/s") print $i}')
go_all=$(echo "$out" | awk '/^BenchmarkCardinalReadings/ {for (i=1;i<=NF;i++) if ($(i+1)=="numbers/s") print $i}')
awk -v a="$go_words" -v b="$go_all" -v n="$n2w" 'BEGIN {
	printf "speed-up, most probable reading (CardinalWords) vs num2words: %.0fx\n", a / n
	printf "speed-up, whole distribution (ClassReadings) vs num2words:    %.0fx\n", b / n
}'
