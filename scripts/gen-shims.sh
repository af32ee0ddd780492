#!/bin/bash
# gen-shims.sh: regenerate transforms/transforms.shims.go, the registrations
# (type-assertion callers, struct wrappers, emitters, iterators, types) of
# every DoFn, CombineFn and function transforms/ hands to Beam, with Beam's
# own generator, starcgen (the SDK's cmd/starcgen, at the version in go.mod).
#
# Why not register.DoFnNxM: each DoFnNxM call instantiates Beam's generic
# StartBundle/FinishBundle wrapper trees (thousands of functions per DoFn
# signature); with ~40 of them in one package the compiler needed 8.8 GB and
# 2.5 minutes for transforms/ alone and the binary was 318 MB
# (docs/BENCHMARKS.md, "Build weight"). The generated file is plain Go.
#
# Run it after adding, removing or changing the signature of a DoFn in
# transforms/ (pipelines' vet-runner tests fail, printing what is missing,
# when a DoFn is not registered): DoFns and CombineFns are found by their
# ProcessElement / MergeAccumulators methods; plain functions passed to
# Beam by name are listed in FUNCS below.
set -euo pipefail
cd "$(dirname "$0")/../transforms"
FUNCS="decodeCounts,encodeCounts,mergeFitRejects,ruleHitKV,splitRuleLine,sumFitDropped,sumFitSentences,sumInts"
structs=$(grep -hoE '^func \(\w+ \*?\w+\) (ProcessElement|MergeAccumulators)\(' -- *.go |
	sed -E 's/^func \(\w+ \*?(\w+)\).*/\1/' | sort -u | paste -sd, -)
inputs=$(ls -- *.go | grep -v -e '_test\.go$' -e '\.shims\.go$' | paste -sd, -)
go run github.com/apache/beam/sdks/v2/go/cmd/starcgen --package=transforms \
	--inputs="$inputs" --identifiers="$structs,$FUNCS" --output=transforms.shims.go
gofmt -w transforms.shims.go
