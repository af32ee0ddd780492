#!/usr/bin/env bash
# CPU seconds per stage of `prep gtn` from a CPU profile
# (docs/bench/prep-gtn-profile.md): each stage is the samples whose call
# stack matches its functions (go tool pprof -focus/-ignore), so stages do
# not overlap; what no stage claims is Beam's runtime, file matching,
# publishing and start-up.
#   itnprep --cpuprofile cpu.pprof prep gtn --input ... --runner direct
#   scripts/prep-gtn-stages.sh bin/itnprep cpu.pprof
set -euo pipefail
bin=$1 prof=$2
secs() { awk '{ v = $1; if (v ~ /ms$/) { sub(/ms$/, "", v); v /= 1000 } else if (v ~ /us$/) { sub(/us$/, "", v); v /= 1e6 } else sub(/s$/, "", v); printf "%.2f\n", v }'; }
sum() { # FOCUS [IGNORE]
  local args=(-top -nodecount=100000 -focus="$1")
  [ -z "${2:-}" ] || args+=(-ignore="$2")
  go tool pprof "${args[@]}" "$bin" "$prof" 2>/dev/null |
    awk '/Showing nodes accounting for/ { v = $5; sub(/,$/, "", v); print v; exit }' | secs
}
total=$(go tool pprof -top -nodecount=1 "$bin" "$prof" 2>/dev/null |
  awk '/Total samples/ { for (i = 1; i <= NF; i++) if ($i == "=") { v = $(i + 1); sub(/\)$/, "", v); print v } }' | secs)
emit='readFileFn..ProcessElement.func1' # the parser's sink: everything downstream
row() { printf '%-48s %7s\n' "$1" "$2"; }
row stage cpu_s
row "all samples" "$total"
row "read lines (bufio, sha256, UTF-8 check)" "$(sum 'LineReader..Next' "$emit")"
row "assemble written/spoken/spans" "$(sum 'assembleGTN|gtnParser..assemble' "$emit")"
row "rest of parsing (columns, ids, raw, flush)" "$(sum 'sources.ParseGTN' "$emit|LineReader..Next|assembleGTN|gtnParser..assemble")"
row "keying + binary row encode (pairRowFn)" "$(sum 'pairRowFn')"
row "spill: buffer, sort, write runs" "$(sum 'spillFn')"
row "merge: read runs" "$(sum 'extsort..Reader..Next|extsort.Merge' 'parquetRowWriter')"
row "merge: decode binary rows" "$(sum 'DecodePair')"
row "merge: manifest figures (Stats.Add)" "$(sum 'pairSummary')"
row "merge: Parquet zstd" "$(sum 'zstd')"
row "merge: Parquet encode other than zstd" "$(sum 'ShardWriter|GenericWriter' 'zstd|DecodePair|pairSummary')"
row "GC background (mark workers, sweep)" "$(sum 'gcBgMarkWorker|bgsweep|scavenge')"
