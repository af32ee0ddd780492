#!/usr/bin/env bash
# Times `itnprep style fit` as the shipped style was fitted (sentences
# 1-1,000 of the shared Google TN sample, hand-set base, 30 iterations,
# prior 0.25, direct runner) and checks its output against the reference
# measured in the same run: BenchmarkFitStyleGTN fits the same pairs with
# the full evaluation FitStyle used before (dense), with FitStyle (sparse)
# and with FitStyle on the pairs' distinct pieces (what the pipeline fits
# since the pairs are cut by normalize.Fitter.Split); the four style files
# must have the same sha256.
#
#   scripts/bench-stylefit.sh            # the CLI and the benchmark
#   REF=<commit> scripts/bench-stylefit.sh
#                                        # also the CLI built at <commit>
#                                        # (e.g. the one before the sparse
#                                        # fit), timed on the same input
#
# GO="gosem go" runs the builds and the benchmark through a build
# semaphore (any command that stands for go).
#
# Needs ../shared (corpora/gtn/GoogleTN.first2000.jsonl). Figures go in
# docs/BENCHMARKS.md ("style fit").
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
shared=${ITNPREP_SHARED:-$root/../shared}
gtn=$shared/corpora/gtn/GoogleTN.first2000.jsonl
if [ ! -f "$gtn" ]; then
  echo "SKIP: $gtn not found (set ITNPREP_SHARED)"; exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
head -n 1000 "$gtn" > "$tmp/fit1000.jsonl"
base=normalize/testdata/style-handset.json
GO=${GO:-go}
$GO build -o "$tmp/itnprep" ./cmd/itnprep

# fit BIN NAME: the shipped style's command; prints wall, CPU, peak RSS and
# the style file's sha256.
fit() {
  local bin=$1 name=$2 quiet=()
  "$bin" style fit --help 2>&1 | grep -q -- '--quiet' && quiet=(--quiet)
  /usr/bin/time -f "%e %U %S %M" -o "$tmp/$name.time" \
    "$bin" style fit --input "$tmp/fit1000.jsonl" --base "$base" --iterations 30 --prior 0.25 \
    --out "$tmp/$name.json" --runner direct "${quiet[@]}" > /dev/null 2> "$tmp/$name.err" \
    || { cat "$tmp/$name.err"; exit 1; }
  read -r wall user sys rss < "$tmp/$name.time"
  printf '%-22s wall %7.1f s  CPU %7.1f s  peak RSS %4d MB  style.json sha256 %s\n' \
    "$name" "$wall" "$(echo "$user + $sys" | bc)" $((rss / 1024)) "$(sha256sum < "$tmp/$name.json" | cut -c1-64)"
}

echo "itnprep style fit --input GTN-1-1000.jsonl --base $base --iterations 30 --prior 0.25 --runner direct"
echo "($(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at the start)"
fit "$tmp/itnprep" "HEAD $(git rev-parse --short HEAD)"
cli=$(sha256sum < "$tmp/HEAD $(git rev-parse --short HEAD).json" | cut -c1-64)
if [ -n "${REF:-}" ]; then
  mkdir "$tmp/ref"
  git archive "$REF" | tar -x -C "$tmp/ref"
  (cd "$tmp/ref" && $GO build -o "$tmp/itnprep-ref" ./cmd/itnprep)
  fit "$tmp/itnprep-ref" "REF $(git rev-parse --short "$REF")"
fi

echo
echo "go test -run XXX -bench BenchmarkFitStyleGTN -benchtime 1x ./normalize/"
$GO test -run XXX -bench BenchmarkFitStyleGTN -benchtime 1x -v ./normalize/ > "$tmp/bench.out" 2>&1 \
  || { cat "$tmp/bench.out"; exit 1; }
grep -E '^BenchmarkFitStyleGTN|sha256' "$tmp/bench.out" | sed 's/^ *//'
for impl in dense sparse pieces; do
  sum=$(grep -E "^ *fit_dense_test.go:[0-9]+: $impl:" "$tmp/bench.out" | grep -o '[0-9a-f]\{64\}')
  if [ "$sum" != "$cli" ]; then
    echo "FAIL: the benchmark's $impl style ($sum) is not the CLI's ($cli)"; exit 1
  fi
done
echo "OK: the CLI's style.json, the dense reference's, the sparse fit's and the pieces' fit's are the same bytes ($cli)"
