#!/usr/bin/env bash
# What a change to the verbalizer does to real text: the most probable
# reading of every line of INPUT under the code of REV and under the work
# tree, and the word-level changes between them, most frequent first, each
# with an example line; then the lines read the same whose spans moved. Use it to review a new reading or a refit before
# merging (docs/STYLE-FIT.md, "Reviewing a change").
#
# Usage: scripts/verbalize-diff.sh REV [INPUT] [N]
#   REV    a commit to compare with (e.g. main, HEAD~3)
#   INPUT  text, one sentence per line (default: the written side of
#          ../shared/anchors/data/pairs50k.jsonl)
#   N      how many kinds of change to list (default 60)
set -euo pipefail
cd "$(dirname "$0")/.."
rev=${1:?usage: scripts/verbalize-diff.sh REV [INPUT] [N]}
input=${2:-}
n=${3:-60}
py=/usr/bin/python3
# The builds take a slot of the build semaphore (gosem) unless this script
# already runs in one (scripts/sem.sh).
source scripts/sem.sh
tmp=$(mktemp -d)
trap 'git worktree remove --force "$tmp/old" >/dev/null 2>&1 || true; rm -rf "$tmp"' EXIT
if [[ -z "$input" ]]; then
  pairs=../shared/anchors/data/pairs50k.jsonl
  if [[ ! -f $pairs ]]; then
    echo "no INPUT given and $pairs is absent: give a text file, one sentence per line" >&2
    exit 2
  fi
  "$py" -c 'import json,sys
for l in open(sys.argv[1]): print(json.loads(l)["written"].replace("\n"," "))' "$pairs" > "$tmp/in.txt"
  input=$tmp/in.txt
fi
git worktree add -q --detach "$tmp/old" "$rev"
(cd "$tmp/old" && $SEM go build -o "$tmp/old.bin" ./cmd/itnprep)
$SEM go build -o "$tmp/new.bin" ./cmd/itnprep
# Lines either side rejects are listed by the verbalizer on stderr; both
# outputs keep the input's line numbers as ids.
"$tmp/old.bin" verbalize --input "$input" --top 1 --format text --out "$tmp/old.jsonl" --rejects "$tmp/old.rej" || true
"$tmp/new.bin" verbalize --input "$input" --top 1 --format text --out "$tmp/new.jsonl" --rejects "$tmp/new.rej" || true
"$py" - "$tmp" "$n" <<'PY'
import collections, difflib, json, sys
tmp, n = sys.argv[1], int(sys.argv[2])
def load(p):
    return {o["id"]: o for o in map(json.loads, open(p))}
old, new = load(tmp + "/old.jsonl"), load(tmp + "/new.jsonl")
rej = lambda p: sum(1 for _ in open(p))
changes, example, lines = collections.Counter(), {}, 0
for i, o in new.items():
    if i not in old or old[i]["spoken"] == o["spoken"]:
        continue
    lines += 1
    a, b = old[i]["spoken"].split(), o["spoken"].split()
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if op != "equal":
            k = (" ".join(a[i1:i2]), " ".join(b[j1:j2]))
            changes[k] += 1
            example.setdefault(k, o["written"][:100])
print(f"lines: {len(new)} read by both; {lines} read differently; rejected: before {rej(tmp + '/old.rej')}, after {rej(tmp + '/new.rej')}")
for (a, b), c in changes.most_common(n):
    print(f"{c:6d}  {a!r} -> {b!r}  | {example[(a, b)]}")
# The same spoken form with other spans: a class or a written extent moved
# (the tagger and two-stage data are built from spans).
spans = lambda o: [(s["class"], s["written"]) for s in o.get("spans") or []]
moved, mexample, mlines = collections.Counter(), {}, 0
for i, o in new.items():
    if i not in old or old[i]["spoken"] != o["spoken"] or spans(old[i]) == spans(o):
        continue
    mlines += 1
    a, b = spans(old[i]), spans(o)
    k = (str(sorted(set(a) - set(b))), str(sorted(set(b) - set(a))))
    moved[k] += 1
    mexample.setdefault(k, o["written"][:100])
print(f"lines read the same with other spans: {mlines}")
for (a, b), c in moved.most_common(n):
    print(f"{c:6d}  {a} -> {b}  | {mexample[(a, b)]}")
PY
