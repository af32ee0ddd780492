#!/usr/bin/env bash
# Scale benchmark for `prep gtn` (not in CI: big runs take minutes and GBs).
# For each size, writes a synthetic raw-GTN corpus (internal/gtngen), then
# runs one after another, each under /usr/bin/time -v:
#   - itnprep prep gtn on the direct runner, then on prism;
#   - scripts/gtn_to_jsonl.py, the plain Python reference, on the same files.
# Prints one line per run: wall s, CPU s (user+sys), peak RSS MB, rows,
# rows per CPU-second, version id; the runners must agree on the id.
#   scripts/bench-scale.sh [SIZES...]     default: 1000000 3000000
#   RUNNERS="direct prism" FILES=8 SHARDS=4 WORK=/tmp/dir KEEP=1 to vary;
#   GO="gosem go" to wrap the builds, ITNPREP=path to use a built binary
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=("$@"); [ ${#sizes[@]} -gt 0 ] || sizes=(1000000 3000000)
RUNNERS=${RUNNERS:-direct prism}
FILES=${FILES:-8}
SHARDS=${SHARDS:-4}
work=${WORK:-$(mktemp -d)}
mkdir -p "$work"
[ -n "${KEEP:-}" ] || trap 'rm -rf "$work"' EXIT
GO=${GO:-go}
if [ -n "${ITNPREP:-}" ]; then cp "$ITNPREP" "$work/itnprep"; else $GO build -o "$work/itnprep" ./cmd/itnprep; fi
[ -x "$work/gtngen" ] || $GO build -o "$work/gtngen" ./internal/gtngen/cmd/gtngen

# measure NAME CMD...: runs CMD under time -v with its stdout in
# $work/NAME.out, prints "wall cpu rss_mb".
measure() {
  local log="$work/$1.time" out="$work/$1.out"; shift
  /usr/bin/time -v -o "$log" "$@" > "$out"
  awk -F': ' '
    /Elapsed \(wall clock\)/ { n = split($2, p, ":"); w = 0; for (i = 1; i <= n; i++) w = w * 60 + p[i] }
    /User time/ { u = $2 } /System time/ { s = $2 }
    /Maximum resident set size/ { r = $2 }
    END { printf "%.1f %.1f %.0f\n", w, u + s, r / 1024 }' "$log"
}

printf '%-10s %-8s %8s %8s %9s %10s %12s  %s\n' sentences run wall_s cpu_s rss_MB rows rows/cpu_s version
for n in "${sizes[@]}"; do
  in="$work/in-$n"
  [ -d "$in" ] || "$work/gtngen" -out "$in" -sentences "$n" -files "$FILES"
  ref=""
  for r in $RUNNERS; do
    out="$work/out-$r-$n"
    read -r wall cpu rss < <(measure "$r-$n" "$work/itnprep" prep gtn --input "$in/output-*" --output "$out" \
      --runner "$r" --shards "$SHARDS" --quiet)
    dir=$(tail -n 1 "$work/$r-$n.out")
    id=$(basename "$dir")
    rows=$(/usr/bin/python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["accounting"]["rows"])' "$dir/manifest.json")
    "$work/itnprep" versions verify "$dir" > /dev/null
    printf '%-10s %-8s %8s %8s %9s %10s %12.0f  %s\n' "$n" "$r" "$wall" "$cpu" "$rss" "$rows" "$(echo "$rows / $cpu" | bc -l)" "$id"
    [ -z "$ref" ] || [ "$ref" = "$id" ] || { echo "FAIL: $r gives version $id, first runner gave $ref"; exit 1; }
    ref=$id
    rm -rf "$out"
  done
  read -r wall cpu rss < <(measure "python-$n" /usr/bin/python3 scripts/gtn_to_jsonl.py "$work/py-$n.jsonl" "$in"/output-*)
  rows=$(cat "$work/python-$n.out")
  printf '%-10s %-8s %8s %8s %9s %10s %12.0f  %s\n' "$n" python "$wall" "$cpu" "$rss" "$rows" "$(echo "$rows / $cpu" | bc -l)" "(JSON lines)"
  rm -f "$work/py-$n.jsonl"
done
