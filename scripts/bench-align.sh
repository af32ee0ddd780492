#!/usr/bin/env bash
# bench-align.sh: CPython difflib vs itnprep's align/ vs go-difflib on
# pairs50k, on one core, in one go. Python and Go runs alternate, so load
# from other processes hits both alike; every figure printed comes from
# this run.
#
#   scripts/bench-align.sh            # 3 rounds
#   ROUNDS=1 scripts/bench-align.sh   # quicker
#
# Needs python3 (CPython 3.11, stdlib difflib), Go, and the shared
# anchors (ITNPREP_SHARED, else a "shared" folder next to a parent).
set -euo pipefail
cd "$(dirname "$0")/.."
ROUNDS=${ROUNDS:-3}
shared=${ITNPREP_SHARED:-}
if [[ -z "$shared" ]]; then
  d=$PWD
  while [[ "$d" != / ]]; do
    if [[ -d "$d/shared/anchors" ]]; then shared=$d/shared; break; fi
    d=$(dirname "$d")
  done
fi
pairs=$shared/anchors/data/pairs50k.jsonl
[[ -f "$pairs" ]] || { echo "bench-align: pairs50k.jsonl not found (set ITNPREP_SHARED)" >&2; exit 1; }
pin=()
if command -v taskset >/dev/null; then pin=(taskset -c 0); fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "# $(date -u +%FT%TZ) $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); $(python3 --version); $(go version | cut -d' ' -f3)"
go build -o "$tmp/itnprep" ./cmd/itnprep
go test -c -o "$tmp/align.test" ./align
go test -c -o "$tmp/cmd.test" ./cmd/itnprep

for r in $(seq "$ROUNDS"); do
  echo "## round $r"
  "${pin[@]}" python3 "$shared/anchors/difflib_anchor.py" "$pairs" "$tmp/py.jsonl" 2>"$tmp/py.err"
  sed 's/^/python autojunk=on: /' "$tmp/py.err" | grep -E 'read=|pairs_per_s'
  (cd align && GOMAXPROCS=1 "${pin[@]}" "$tmp/align.test" -test.run '^$' -test.bench 'Matcher50k|Cleaner50k' \
      -test.cpu 1 -test.benchtime 3x) | grep -E '^Benchmark'
  (cd cmd/itnprep && GOMAXPROCS=1 "${pin[@]}" "$tmp/cmd.test" -test.run '^$' -test.bench 'AlignEndToEnd' \
      -test.cpu 1 -test.benchtime 3x) | grep -E '^Benchmark'
  start=$(date +%s.%N)
  GOMAXPROCS=1 "${pin[@]}" "$tmp/itnprep" align --in "$pairs" --out "$tmp/ops.jsonl"
  end=$(date +%s.%N)
  awk -v s="$start" -v e="$end" 'BEGIN { printf "itnprep align binary (GOMAXPROCS=1, read+tokenize+match+write file): %.3fs = %.0f pairs/s\n", e-s, 50000/(e-s) }'
done
echo "## autojunk off (once)"
"${pin[@]}" python3 "$shared/anchors/difflib_anchor.py" "$pairs" "$tmp/py.jsonl" --no-autojunk 2>"$tmp/py.err"
sed 's/^/python autojunk=off: /' "$tmp/py.err" | grep -E 'pairs_per_s'
start=$(date +%s.%N)
GOMAXPROCS=1 "${pin[@]}" "$tmp/itnprep" align --in "$pairs" --out "$tmp/ops.jsonl" --autojunk=false
end=$(date +%s.%N)
awk -v s="$start" -v e="$end" 'BEGIN { printf "itnprep align --autojunk=false binary: %.3fs = %.0f pairs/s\n", e-s, 50000/(e-s) }'
