#!/usr/bin/env bash
# What `versions verify`'s count of repeated ids costs (not in CI): a synthetic
# raw-GTN corpus (internal/gtngen) prepped twice by this tree's itnprep, one
# version in the files' split (one split) and one with --split-by-id
# train=98,validation=1,test=1 (three splits), then `versions verify` of each
# by this tree's binary and by a REF binary built at a revision before the
# count (68651556^, main before "versions verify counts repeated ids",
# 2026-11-30), interleaved REF/NEW round by round, each under /usr/bin/time.
# The count reads every data shard's id column (ids repeated within a shard)
# and merges the shards of each index by id (ids in two splits); REF only
# hashes the shards and reads their footers. Prints one line per run (wall s,
# CPU s, peak RSS MB) and the medians; both must say OK.
#   scripts/bench-verify.sh [SENTENCES]      default 100000
#   ROUNDS=5 FILES=8 SHARDS=4 WORK=/tmp/dir KEEP=1 to vary; ITNPREP=path and
#   REF=path to use built binaries (else REF_REV, default 68651556^, is built
#   from `git archive`); the builds go through $SEM (scripts/sem.sh: gosem).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/sem.sh
n=${1:-100000}
ROUNDS=${ROUNDS:-5}
FILES=${FILES:-8}
SHARDS=${SHARDS:-4}
REF_REV=${REF_REV:-68651556^}
work=${WORK:-$(mktemp -d)}
mkdir -p "$work"
[ -n "${KEEP:-}" ] || trap 'rm -rf "$work"' EXIT

if [ -n "${ITNPREP:-}" ]; then cp -f "$ITNPREP" "$work/itnprep" 2>/dev/null || [ "$ITNPREP" -ef "$work/itnprep" ]; else $SEM go build -o "$work/itnprep" ./cmd/itnprep; fi
if [ -n "${REF:-}" ]; then
  cp -f "$REF" "$work/itnprep-ref" 2>/dev/null || [ "$REF" -ef "$work/itnprep-ref" ]
else
  rm -rf "$work/ref-src" && mkdir -p "$work/ref-src"
  git archive "$REF_REV" | tar -x -C "$work/ref-src"
  (cd "$work/ref-src" && $SEM go build -o "$work/itnprep-ref" ./cmd/itnprep)
  rm -rf "$work/ref-src"
fi
[ -x "$work/gtngen" ] || $SEM go build -o "$work/gtngen" ./internal/gtngen/cmd/gtngen
in="$work/in-$n"
[ -d "$in" ] || "$work/gtngen" -out "$in" -sentences "$n" -files "$FILES" > /dev/null

one=$("$work/itnprep" prep gtn --input "$in/output-*" --output "$work/out" --name one --shards "$SHARDS" --runner direct --quiet 2>/dev/null | tail -n 1)
three=$("$work/itnprep" prep gtn --input "$in/output-*" --output "$work/out" --name three --shards "$SHARDS" --runner direct --quiet \
  --split-by-id train=98,validation=1,test=1 2>/dev/null | tail -n 1)

# measure BIN DIR: "wall cpu rss_mb" of one verify; fails unless it says OK.
measure() {
  local t="$work/time"
  /usr/bin/time -f '%e %U %S %M' -o "$t" "$1" versions verify "$2" > "$work/verify.out" 2>&1 || { cat "$work/verify.out" >&2; return 1; }
  grep -q '^OK ' "$work/verify.out" || { cat "$work/verify.out" >&2; return 1; }
  awk '{ printf "%.2f %.2f %.0f\n", $1, $2 + $3, $4 / 1024 }' "$t"
}
echo "# $(date -u +%FT%TZ) load $(cut -d' ' -f1-3 /proc/loadavg); $n sentences, $SHARDS shards; REF ${REF:-$REF_REV}"
for v in one three; do
  dir=$one; [ "$v" = three ] && dir=$three
  rows=$(/usr/bin/python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["accounting"]["rows"])' "$dir/manifest.json")
  : > "$work/$v.ref"; : > "$work/$v.new"
  for ((r = 1; r <= ROUNDS; r++)); do
    measure "$work/itnprep-ref" "$dir" >> "$work/$v.ref"
    measure "$work/itnprep" "$dir" >> "$work/$v.new"
  done
  for b in ref new; do
    sed "s/^/$v $rows rows $b: wall cpu MB /" "$work/$v.$b"
    sort -n -k2 "$work/$v.$b" | awk -v v="$v" -v b="$b" '{ c[NR] = $2; w[NR] = $1; m[NR] = $3 } END { k = int((NR + 1) / 2); printf "%s %s median CPU %.2f s (wall %.2f s), peak RSS %d-%d MB\n", v, b, c[k], w[k], minm(m), maxm(m) }
      function minm(a,  i, x) { x = a[1]; for (i in a) if (a[i] < x) x = a[i]; return x }
      function maxm(a,  i, x) { x = a[1]; for (i in a) if (a[i] > x) x = a[i]; return x }'
  done
done
