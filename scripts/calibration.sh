#!/usr/bin/env bash
# Calibration of the verbalizer against Google TN gold spoken forms:
# top-1 (the most probable reading is the gold one), mean P(gold) (the
# probability the verbalizer gives the gold reading, summed over its
# derivations) and coverage (P(gold) > 0), over all sentences and over
# those with something to verbalize (gold != written once both are
# normalize.Comparable).
#
# Held out: sentences 1,001-2,000 of ../shared/corpora/gtn/GoogleTN.first2000.jsonl
# (measured only, never fitted on). Fit half: sentences 1-1,000.
#
# --extra FILE measures FILE instead: any Google TN sample in NeMo's
# GoogleTN.json form, one {"text": ..., "gt_normalized": ...} object a line,
# such as a fresh sample never studied (/tmp/verbal/extra_proteno.jsonl,
# docs/STYLE-FIT.md "Measuring on a fresh sample"), which tells how the
# style generalizes beyond the sentences studied so far. With -v its misses
# are listed, so FILE may hold no sentence written as a held-out one is:
# the test refuses such a file, counting them without printing any (the
# development set gtn_dev.jsonl is refused: 33 of its 3-6 word sentences
# are; measure it with normalize/zz_dev_test.go).
#
# --style FILE measures a style file (what `itnprep style fit` writes, or
# any file --style accepts) instead of the shipped default: to see what a
# fit on more data or a hand edit does on the held-out sentences before
# shipping it. The floors the test asserts are the default style's, so
# with --style the figures are printed and not asserted.
#
# Usage: scripts/calibration.sh [-v] [--extra FILE] [--style FILE] [--dry-run]
#   -v            list the misses (of the fit half, or of FILE with --extra)
#   --style FILE  measure the style FILE instead of the default
#   --dry-run     print the command instead of running it
set -euo pipefail

usage="usage: scripts/calibration.sh [-v] [--extra FILE] [--style FILE] [--dry-run]"
v="" extra="" style="" dry=""
while (($#)); do
  case "$1" in
    -v) v="-v" ;;
    --dry-run) dry=1 ;;
    --extra | --extra=* | --style | --style=*)
      flag="${1%%=*}"
      if [[ "$1" == *=* ]]; then
        file="${1#*=}"
      elif (($# < 2)); then
        echo "calibration.sh: $flag needs a FILE ($usage)" >&2
        exit 2
      else
        shift
        file="$1"
      fi
      if [[ -z "$file" ]]; then
        echo "calibration.sh: $flag needs a FILE ($usage)" >&2
        exit 2
      fi
      if [[ ! -f "$file" || ! -r "$file" ]]; then
        echo "calibration.sh: $flag $file: not a readable file" >&2
        exit 2
      fi
      # The test runs in normalize/: the path must not depend on where
      # this script was started.
      file="$(cd "$(dirname "$file")" && pwd)/$(basename "$file")"
      if [[ "$flag" == --extra ]]; then extra="$file"; else style="$file"; fi
      ;;
    *)
      echo "calibration.sh: unknown argument $1 ($usage)" >&2
      exit 2
      ;;
  esac
  shift
done
cd "$(dirname "$0")/.."
# The go test takes a slot of the build semaphore (gosem) unless this
# script already runs in one, `gosem scripts/calibration.sh`: a gosem
# inside it waited for the other slot (scripts/sem.sh).
source scripts/sem.sh
run='^TestGTNCalibration(FitHalf)?$'
if [[ -n "$extra" ]]; then run='^TestGTNCalibrationExtra$'; fi
if [[ -n "$dry" ]]; then
  echo "ITNPREP_GTN_EXTRA=$extra ITNPREP_CALIBRATION_STYLE=$style $SEM go test -count=1 -v -run '$run' ./normalize/${v:+ (misses listed)}"
  exit 0
fi
ITNPREP_GTN_EXTRA="$extra" ITNPREP_CALIBRATION_STYLE="$style" $SEM go test -count=1 -v -run "$run" ./normalize/ \
  | if [[ -n "$v" ]]; then cat; else grep -v '^    calibration_test.go:[0-9]*: line \|^            \(gold\|best\) '; fi
