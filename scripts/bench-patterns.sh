#!/usr/bin/env bash
# Side-by-side benchmark of `itnprep mine` against the Python anchor
# (../shared/anchors/prefixspan_anchor.py --engine own) on
# anchors/data/mismatch_seqs.jsonl, maxlen 6, minsup 5 and 20, in one run.
# Also checks that both outputs are byte-identical, and runs the Go
# in-process benchmarks (mining alone, reading alone).
# Usage: scripts/bench-patterns.sh [RUNS]   (default 3 runs per engine and minsup)
# Every go command and every timed run goes through SEM, a slot of the
# machine's build semaphore ("gosem" when it is on PATH, as on the team's
# shared machine; SEM= runs them bare), one after another.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
source scripts/sem.sh

shared=${ITNPREP_SHARED:-}
if [[ -z $shared ]]; then
  d=$PWD
  while [[ $d != / ]]; do
    if [[ -d $d/shared/anchors ]]; then shared=$d/shared; break; fi
    d=$(dirname "$d")
  done
fi
[[ -n $shared && -d $shared/anchors ]] || { echo "shared/anchors not found; set ITNPREP_SHARED" >&2; exit 1; }
in=$shared/anchors/data/mismatch_seqs.jsonl
anchor=$shared/anchors/prefixspan_anchor.py
py=${PYTHON:-python3}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
$SEM go build -o "$tmp/itnprep" ./cmd/itnprep

echo "host: $(nproc) cores, $(uname -sr), $($py --version 2>&1), $(go version | cut -d' ' -f3)"
echo "input: $in ($(wc -l <"$in") sequences)"
echo
printf '%-8s %-7s %-4s %9s %9s %9s  %s\n' engine minsup run wall_s user_s sys_s "engine's own timing"
for minsup in 5 20; do
  for ((r = 1; r <= runs; r++)); do
    $SEM /usr/bin/time -f '%e %U %S' -o "$tmp/t" "$py" "$anchor" "$in" --engine own --minsup "$minsup" --maxlen 6 \
      --out "$tmp/py$minsup.jsonl" 2>"$tmp/err"
    printf '%-8s %-7s %-4s %9s %9s %9s  %s\n' python "$minsup" "$r" $(cat "$tmp/t") "$(grep -o 'mine=[0-9.]*s' "$tmp/err")"
    $SEM /usr/bin/time -f '%e %U %S' -o "$tmp/t" "$tmp/itnprep" mine --input "$in" --minsup "$minsup" --maxlen 6 \
      --out "$tmp/go$minsup.jsonl" 2>"$tmp/err"
    printf '%-8s %-7s %-4s %9s %9s %9s  %s\n' go "$minsup" "$r" $(cat "$tmp/t") "(end to end: read, mine, sort, write)"
  done
  if cmp -s "$tmp/py$minsup.jsonl" "$tmp/go$minsup.jsonl"; then
    echo "minsup $minsup: outputs byte-identical ($(wc -l <"$tmp/go$minsup.jsonl") patterns)"
  else
    echo "minsup $minsup: OUTPUTS DIFFER" >&2; exit 1
  fi
done
echo
echo "Go in-process (go test -bench 'Mine|Read' -benchtime 10x ./patterns):"
$SEM go test -run '^$' -bench 'Mine|Read' -benchtime 10x ./patterns | grep -E '^Benchmark'
