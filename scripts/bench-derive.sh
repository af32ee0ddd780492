#!/usr/bin/env bash
# bench-derive.sh: `derive tagger` and `derive u2tf` against the
# `prep gtn --detokenize` that made their parent, on the same synthetic GTN
# input (internal/gtngen, 50,000 sentences unless ITNPREP_BENCH_SENTENCES
# says otherwise), in one run, all on the direct runner inside the
# benchmark's process; CPU time (user+sys, getrusage) around each pipeline,
# so load from other processes does not count.
#
#   scripts/bench-derive.sh
#   ITNPREP_BENCH_SENTENCES=10000 scripts/bench-derive.sh   # quicker
#
# Prints the benchmark line: parent rows per CPU second for the prep and
# each derive, and each derive's speed relative to the prep.
#
# The build and the benchmark go through SEM, a slot of the machine's build
# semaphore ("gosem" when it is on PATH, as on the team's shared machine;
# SEM= runs them bare).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/sem.sh
$SEM go test ./pipelines -run '^$' -bench '^BenchmarkDerive$' -benchtime 1x -count 1 | grep -E '^(Benchmark|goos|cpu|ok|FAIL)'
