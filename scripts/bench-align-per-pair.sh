#!/usr/bin/env bash
# bench-align-per-pair.sh: the align stage's cost per pair with prep
# libriheavy's cleaning and number check (align.BenchmarkCleanCorpora: the
# Libriheavy and SPGISpeech samples, 2,000 pairs of pairs50k; default rules
# and without number_mismatch), here and at reference commits, the test
# binaries run in turn, round after round, so load from other processes
# hits all alike. Each reference is a worktree with this benchmark copied
# in: where the reference has no Acceptor.Reads its check asks an
# Acceptor's Accepts, where it has no normalize.Acceptor Verbalizer.Accepts
# afresh (prep libriheavy's check then), and before
# CutNumberMismatch both configurations are the same rules.
#
#   scripts/bench-align-per-pair.sh 78f50532 2d5f567a   # refs: before number_mismatch, before the kept scans
#   ROUNDS=3 BENCHTIME=2s scripts/bench-align-per-pair.sh REF...
#
# Compare pairs/cpu-s (CPU time of the process: steadier than wall time on
# a shared machine). Needs Go, git and the shared corpora (ITNPREP_SHARED,
# else a "shared" folder beside the repository; without them pairs50k and
# the shared SPGISpeech rows are left out).
#
# On a machine others build on: every go command and every benchmark
# binary runs through SEM, a command that takes a slot of the machine's
# build semaphore ("gosem" when it is on PATH, as on the team's shared
# machine: 2 slots; a build of align/ compiles normalize/ too, a core
# for a while); SEM= runs them bare. The builds run one after another,
# never two at once (this script starts no build in the background), and
# a benchmark binary holds its slot while it runs, so its timings do not
# share the cores with another helper's compile it does not count.
set -euo pipefail
cd "$(dirname "$0")/.."
ROUNDS=${ROUNDS:-2}
BENCHTIME=${BENCHTIME:-2s}
source scripts/sem.sh
root=$PWD
use_shared_anchors
tmp=$(mktemp -d "${TMPDIR:-/tmp}/bench-align-per-pair.XXXXXX")
trees=()
cleanup() {
  for t in "${trees[@]}"; do git -C "$root" worktree remove --force "$t" >/dev/null 2>&1 || true; done
  rm -rf "$tmp"
}
trap cleanup EXIT

names=(here)
dirs=("$root")
$SEM go test -c -o "$tmp/here.test" ./align/
for ref in "$@"; do
  t=$tmp/tree-$ref
  git worktree add -q --detach "$t" "$ref"
  trees+=("$t")
  cp align/corpora_bench_test.go align/export_test.go "$t/align/"
  if git -C "$t" grep -q 'func (a \*Acceptor) Reads' -- normalize/; then
    cp align/numbercheck_bench_test.go "$t/align/"
  elif git -C "$t" grep -q 'func (v \*Verbalizer) NewAcceptor' -- normalize/; then
    cat >"$t/align/numbercheck_bench_test.go" <<'EOF'
package align_test

import "github.com/itnprep/itnprep/normalize"

// numberCheck is prep libriheavy's number check at this commit (an
// Acceptor, before Reads), counting its calls.
func numberCheck(v *normalize.Verbalizer, calls *int) func(w, s string) bool {
	a := v.NewAcceptor(0)
	return func(w, s string) bool {
		*calls++
		ok, err := a.Accepts(w, s)
		return err == nil && ok
	}
}
EOF
  else
    cat >"$t/align/numbercheck_bench_test.go" <<'EOF'
package align_test

import "github.com/itnprep/itnprep/normalize"

// numberCheck is prep libriheavy's number check at this commit, counting
// its calls.
func numberCheck(v *normalize.Verbalizer, calls *int) func(w, s string) bool {
	return func(w, s string) bool {
		*calls++
		ok, err := v.Accepts(w, s)
		return err == nil && ok
	}
}
EOF
  fi
  if ! git -C "$t" grep -q 'CutNumberMismatch bool' -- align/; then
    sed -i 's/^\tnoCut.CutNumberMismatch = false$/\t\/\/ no CutNumberMismatch at this commit: the same rules/' "$t/align/corpora_bench_test.go"
  fi
  (cd "$t" && $SEM go test -c -o "$tmp/$ref.test" ./align/)
  names+=("$ref")
  dirs+=("$t")
done

for round in $(seq "$ROUNDS"); do
  for k in "${!names[@]}"; do
    echo "== ${names[$k]} round $round, load $(cut -d' ' -f1 /proc/loadavg), $(date -u +%H:%M:%S) UTC"
    (cd "${dirs[$k]}/align" && GOMAXPROCS=1 $SEM "$tmp/${names[$k]}.test" -test.run '^$' -test.bench CleanCorpora \
      -test.benchtime "$BENCHTIME" -test.cpu 1 | awk '/^Benchmark/ {
        for (i = 3; i < NF; i++) m[$(i+1)] = $i
        printf "%-52s %8.0f pairs/cpu-s %6.3f checks/pair\n", $1, m["pairs/cpu-s"], m["checks/pair"] }')
  done
done
