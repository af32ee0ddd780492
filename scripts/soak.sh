#!/usr/bin/env bash
# Soak test for atomic publication (not part of the default test run):
# runs the demo job (prep gtn on testdata/gtn) N times (default 20), killing
# each run with SIGKILL after a random delay, and checks after every kill that
# each version `versions list` shows passes `versions verify`. Then one run
# must complete and give the same version id as a clean run, and
# `versions gc --older-than 0s` must leave no staging folder.
#   scripts/soak.sh [N]        INPUT=glob RUNNER=direct SHARDS=4 to vary
# The build goes through SEM (scripts/sem.sh: gosem on the team's shared
# machine, unless this script runs in a gosem slot already; SEM= bare).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/sem.sh
N=${1:-20}
INPUT=${INPUT:-testdata/gtn/*}
RUNNER=${RUNNER:-prism}
SHARDS=${SHARDS:-4}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
$SEM go build -o "$work/itnprep" ./cmd/itnprep
bin=$work/itnprep
prep() { "$bin" prep gtn --input "$INPUT" --output "$1" --quiet --runner "$RUNNER" --shards "$SHARDS"; }

t0=$(date +%s%N)
clean=$(prep "$work/clean" | tail -n 1)
ms=$(( ($(date +%s%N) - t0) / 1000000 ))
clean_id=$(basename "$clean")
echo "clean run: ${ms} ms, version $clean_id"

check_versions() {
  local n=0
  while read -r dir; do
    [ -n "$dir" ] || continue
    "$bin" versions verify "$dir" >/dev/null || { echo "FAIL: listed version $dir does not verify"; "$bin" versions verify "$dir"; exit 1; }
    [ "$(basename "$dir")" = "$clean_id" ] || { echo "FAIL: a killed run published $(basename "$dir"), clean run $clean_id"; exit 1; }
    n=$((n + 1))
  done < <("$bin" versions list "$work/killed" 2>/dev/null | awk 'NR > 1 && $1 != "(leftover)" { print $NF }')
  echo "$n"
}

for i in $(seq 1 "$N"); do
  delay=$(( RANDOM % (ms * 12 / 10 + 1) ))
  setsid "$bin" prep gtn --input "$INPUT" --output "$work/killed" --quiet --runner "$RUNNER" --shards "$SHARDS" >/dev/null 2>&1 &
  pid=$!
  sleep "$(printf '%d.%03d' $((delay / 1000)) $((delay % 1000)))"
  kill -KILL -- "-$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null && status=finished || status=killed
  listed=$(check_versions)
  staging=$( (ls -d "$work"/killed/*/.staging-* 2>/dev/null || true) | wc -l)
  echo "run $i: $status after ${delay} ms; versions listed (all verified): $listed; staging folders left: $staging"
done

final=$(prep "$work/killed" | tail -n 1)
"$bin" versions verify "$final"
[ "$(basename "$final")" = "$clean_id" ] || { echo "FAIL: final version $(basename "$final") != clean $clean_id"; exit 1; }
"$bin" versions gc "$work/killed" --older-than 0s
if ls -d "$work"/killed/*/.staging-* >/dev/null 2>&1; then echo "FAIL: gc left staging folders"; exit 1; fi
echo "OK: $N killed runs, every listed version verified, final version $clean_id equals the clean run's"
