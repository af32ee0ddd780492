#!/usr/bin/env bash
# align-same.sh: whether the align stage's output here is byte-identical
# to a reference commit's on the benchmark inputs (align.TestCleanDigest:
# tokens, opcodes and ratios of every pair, autojunk on and off, and
# Clean's result under the default rules, without number_mismatch, with
# NumbersMatch off and without a number check, on the Libriheavy and
# SPGISpeech samples and pairs50k). For changes meant to speed the stage
# up without changing a decision. The reference is a worktree with the
# test (and the benchmark inputs it reads) copied in.
#
#   scripts/align-same.sh "$(git merge-base HEAD main)"   # all of pairs50k
#   N=3000 scripts/align-same.sh a4d0344f                  # its first 3,000 pairs
#
# REF is the commit the change starts from, not a main that moved on
# since: others' normalize commits change the number check's answers
# (a4d0344f against f22f6f7a: 4 lines of pairs50k, "LV-426.").
#
# Prints each side's sha256 per sample and exits 1, showing the first
# differing lines, when the outputs differ. Needs Go, git, and for
# pairs50k and the shared SPGISpeech rows the shared corpora
# (ITNPREP_SHARED, else a "shared" folder beside the repository). Every go
# command runs through SEM ("gosem" when it is on PATH, the team's build
# semaphore; SEM= runs them bare), one after another.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ $# -ne 1 ]]; then
  echo "usage: $0 REF" >&2
  exit 2
fi
ref=$1
source scripts/sem.sh
root=$PWD
use_shared_anchors
if [[ -n "${N:-}" ]]; then export ITNPREP_ALIGN_DIGEST_N=$N; fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/align-same.XXXXXX")
tree=""
cleanup() {
  if [[ -n "$tree" ]]; then git -C "$root" worktree remove --force "$tree" >/dev/null 2>&1 || true; fi
  rm -rf "$tmp"
}
trap cleanup EXIT

tree=$tmp/tree
git worktree add -q --detach "$tree" "$ref"
cp align/digest_test.go align/corpora_bench_test.go align/numbercheck_bench_test.go align/export_test.go "$tree/align/"
for side in here ref; do
  dir=$root
  if [[ $side == ref ]]; then dir=$tree; fi
  echo "== $side ($(git -C "$dir" rev-parse --short HEAD)$([[ $side == here && -n "$(git status --porcelain -- align normalize)" ]] && echo ', uncommitted changes'))"
  (cd "$dir" && ITNPREP_ALIGN_DIGEST=$tmp/$side.txt $SEM go test -count=1 -run '^TestCleanDigest$' -v ./align/ |
    sed -n 's/^ *digest_test.go:[0-9]*: /  /p')
done
if cmp -s "$tmp/here.txt" "$tmp/ref.txt"; then
  echo "same: $(wc -l <"$tmp/here.txt") lines, sha256 $(sha256sum <"$tmp/here.txt" | cut -c1-16)"
  exit 0
fi
echo "DIFFERENT ($(diff "$tmp/ref.txt" "$tmp/here.txt" | grep -c '^[<>]') lines differ); first differences (< ref, > here):"
diff "$tmp/ref.txt" "$tmp/here.txt" | head -20
exit 1
