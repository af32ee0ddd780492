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
# Usage: scripts/calibration.sh [-v]   (-v lists the fit half's misses)
set -euo pipefail
cd "$(dirname "$0")/.."
v=""
if [[ "${1:-}" == "-v" ]]; then v="-v"; fi
gosem=""
if command -v gosem >/dev/null; then gosem=gosem; fi
$gosem go test -count=1 -v -run '^TestGTNCalibration(FitHalf)?$' ./normalize/ \
  | if [[ -n "$v" ]]; then cat; else grep -v '^    calibration_test.go:[0-9]*: line \|^            \(gold\|best\) '; fi
