#!/usr/bin/env bash
# Memory benchmark for `itnprep mine-pairs` (not in CI): synthetic noisy
# pairs (scripts/gen_written.py | scripts/gen_pairs.py: numbers verbalized,
# punctuation and case dropped, fillers and dropped words), the first N of
# one generated file for each size, so the sizes share their pairs. Each
# run under /usr/bin/time -v, one after another; prints per run: binary,
# runner, pairs, wall s, CPU s (user+sys), peak RSS MB, and a sha256 of
# the outputs (mismatches.jsonl, patterns.jsonl, rules.jsonl, report.md,
# rejects.jsonl), which must agree across binaries and runners per size.
# The minimum support is a share (0.002) so every size finds about the same
# patterns (a count would let the pattern set grow with the input).
#   scripts/bench-mine-pairs.sh [SIZES...]      default: 20000 200000
#   ITNPREP="bin/itnprep [other/itnprep ...]" RUNNERS="prism direct"
#   WORK=/tmp/dir (kept: the pairs are reused), PYTHON=/usr/bin/python3,
#   ARGS="--partitions 40 --partition-size 0" (more mine-pairs flags; default
#   --partition-size bounds what PrefixSpan mines at once)
# Each timed run goes through SEM, a slot of the machine's build semaphore
# ("gosem" when it is on PATH, as on the team's shared machine; SEM= runs
# them bare; scripts/sem.sh), one after another.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/sem.sh
sizes=("$@"); [ ${#sizes[@]} -gt 0 ] || sizes=(20000 200000)
read -r -a bins <<< "${ITNPREP:-bin/itnprep}"
RUNNERS=${RUNNERS:-prism direct}
PY=${PYTHON:-/usr/bin/python3}
work=${WORK:-/tmp/bench-mine-pairs}
mkdir -p "$work"
max=0
for n in "${sizes[@]}"; do max=$((n > max ? n : max)); done
all="$work/pairs-$max.jsonl"
if [ ! -s "$all" ]; then
  "$PY" scripts/gen_written.py "$max" 7 | "$PY" scripts/gen_pairs.py 7 > "$all.tmp"
  mv "$all.tmp" "$all"
fi
printf '%-28s %-7s %9s %7s %7s %8s  %s\n' binary runner pairs wall_s cpu_s rss_mb outputs
for n in "${sizes[@]}"; do
  in="$work/pairs-$n.jsonl"
  [ -s "$in" ] || head -n "$n" "$all" > "$in"
  for bin in "${bins[@]}"; do
    for runner in $RUNNERS; do
      out="$work/out-$n-$runner"
      rm -rf "$out"
      $SEM /usr/bin/time -v -o "$work/time" "$bin" mine-pairs --input "$in" --output "$out" --minsup 0.002 \
        --runner "$runner" ${ARGS:-} > /dev/null 2> "$work/stderr" || { cat "$work/stderr" >&2; exit 1; }
      read -r wall cpu rss < <(awk -F': ' '
        /Elapsed \(wall clock\)/ { n = split($2, t, ":"); w = 0; for (i = 1; i <= n; i++) w = w * 60 + t[i] }
        /User time/ { c += $2 } /System time/ { c += $2 } /Maximum resident/ { r = $2 / 1024 }
        END { printf "%.1f %.1f %.0f\n", w, c, r }' "$work/time")
      sum=$(cd "$out" && for f in mismatches.jsonl patterns.jsonl rules.jsonl report.md rejects.jsonl; do
        [ ! -e "$f" ] || { echo "== $f"; cat "$f"; }; done | sha256sum | cut -c1-16)
      printf '%-28s %-7s %9d %7s %7s %8s  %s\n' "$(basename "$bin")" "$runner" "$n" "$wall" "$cpu" "$rss" "$sum"
      rm -rf "$out"
    done
  done
done
