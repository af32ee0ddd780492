#!/usr/bin/env bash
# bench-align.sh: CPython difflib vs itnprep's align/ vs go-difflib on
# pairs50k, on one core, in one go. Python and Go runs alternate, so load
# from other processes hits both alike; every figure printed comes from
# this run.
#
#   scripts/bench-align.sh            # 3 rounds
#   ROUNDS=1 scripts/bench-align.sh   # quicker
#
# Needs python3 (CPython 3.11, stdlib difflib), Go, /usr/bin/time and the
# shared anchors (ITNPREP_SHARED, else a "shared" folder next to a parent).
# Go runs on one core (-cpu 1, GOMAXPROCS=1); CPython is single-threaded.
#
# On a machine others build on, every go build and every timed run (Go
# or Python) goes through SEM, a command that takes a slot of the
# machine's build semaphore ("gosem" when it is on PATH, as on the team's
# shared machine; SEM= runs them bare), one after another: a timed run
# holds its slot, so it does not share the cores with a compile it does
# not count.
set -euo pipefail
cd "$(dirname "$0")/.."
ROUNDS=${ROUNDS:-3}
source scripts/sem.sh
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
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The machine may be shared: every figure is given per wall-clock second
# and per CPU second of the measured process (user+sys), which is far less
# sensitive to neighbours. Compare like with like.
binary() { # label, extra flags
  local label=$1; shift
  $SEM /usr/bin/time -f "%e %U %S" -o "$tmp/time" env GOMAXPROCS=1 "$tmp/itnprep" align --input "$pairs" --out "$tmp/ops.jsonl" "$@"
  read -r wall usr sys <"$tmp/time"
  awk -v w="$wall" -v u="$usr" -v s="$sys" -v l="$label" 'BEGIN {
    printf "itnprep align %s (GOMAXPROCS=1; read+tokenize+match+write): %.0f pairs/s wall, %.0f pairs/cpu-s (%.2fs wall, %.2fs cpu)\n",
      l, 50000/w, 50000/(u+s), w, u+s }'
}

echo "# $(date -u +%FT%TZ) $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); $(python3 --version); $(go version | cut -d' ' -f3)"
$SEM go build -o "$tmp/itnprep" ./cmd/itnprep
$SEM go test -c -o "$tmp/align.test" ./align
$SEM go test -c -o "$tmp/cmd.test" ./cmd/itnprep

echo "## anchors/difflib_anchor.py as shipped (wall clock only)"
$SEM python3 "$shared/anchors/difflib_anchor.py" "$pairs" "$tmp/py.jsonl" 2>&1 | grep -E 'read=|pairs_per_s'

for r in $(seq "$ROUNDS"); do
  echo "## round $r (load $(cut -d' ' -f1 /proc/loadavg))"
  $SEM python3 scripts/bench_difflib.py "$shared/anchors" "$pairs" "$tmp/py.jsonl"
  (cd align && $SEM "$tmp/align.test" -test.run '^$' -test.bench 'Matcher50k|Cleaner50k' -test.cpu 1 -test.benchtime 3x) | grep -E '^Benchmark'
  (cd cmd/itnprep && $SEM "$tmp/cmd.test" -test.run '^$' -test.bench 'AlignEndToEnd' -test.cpu 1 -test.benchtime 3x) | grep -E '^Benchmark'
  binary "autojunk on"
done
echo "## autojunk off (once)"
$SEM python3 scripts/bench_difflib.py "$shared/anchors" "$pairs" "$tmp/py.jsonl" --no-autojunk
binary "--autojunk=false" --autojunk=false
