#!/usr/bin/env bash
# Runs go test -fuzz for each fuzz target, one at a time (fuzzers use every
# core they get), for the given duration each. Targets that find a failure
# leave the input under <pkg>/testdata/fuzz/ as a regression case.
#   scripts/fuzz.sh 2m                      # every target
#   scripts/fuzz.sh 2m ./align FuzzMatcher  # one target
# Each target goes through SEM (scripts/sem.sh: gosem on the team's shared
# machine, unless this script runs in a gosem slot already; SEM= bare).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/sem.sh
dur=${1:-2m}
if [ $# -ge 3 ]; then
  targets="$2 $3"
else
  targets=$(grep -rl --include='*_test.go' '^func Fuzz' . | while read -r f; do
    pkg=./$(dirname "${f#./}")
    grep -o '^func Fuzz[A-Za-z0-9_]*' "$f" | sed 's/^func //' | while read -r t; do echo "$pkg $t"; done
  done | sort -u)
fi
echo "$targets" | while read -r pkg t; do
  [ -n "$t" ] || continue
  echo "== $pkg $t ($dur)"
  $SEM go test "$pkg" -run '^$' -fuzz "^$t\$" -fuzztime "$dur" -fuzzminimizetime 10s -parallel 1
done
