#!/usr/bin/env bash
# `itnprep view` on gs:// end to end, across processes, through Beam's real
# gcs filesystem talking to a GCS API server (fsouza/fake-gcs-server, a Go
# module, installed with `go install` when missing; STORAGE_EMULATOR_HOST
# points Google's client at it). The in-process tests use memfs://; this
# checks the same loop over HTTP to a store:
#   prep libriheavy --output gs://  ->  view gs://.../libriheavy@latest
#   (rows, rejects by rule, card, figures; the cache announced and deleted
#   on exit)  ->  mine-pairs --output gs://  ->  view gs://mined
#   --rules-out gs://...  ->  approve + save over HTTP (stale 409, forged
#   403)  ->  prep libriheavy --rules gs://...  ->  a missing gs:// folder
#   is one line, exit 1; versions gc of a leftover staging object (young
#   kept, --dry-run lists, --older-than 0s removes) and versions diff of the
#   versions without/with --rules; then TestEveryPathFlag (every path flag of every
#   command) with gs:// in place of memfs://.
# Not part of scripts/test.sh (it installs a server from the Go proxy).
# Usage: scripts/view-gcs.sh   (prints each check; exit 1 on the first failure)
#   ITNPREP_BIN=path  use a built binary instead of building one
#   fake-gcs-server on PATH is used instead of installing it
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
work=$(mktemp -d)
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

server=$(command -v fake-gcs-server || true)
if [ -z "$server" ]; then
  echo "installing github.com/fsouza/fake-gcs-server into $work/bin"
  GOBIN="$work/bin" go install github.com/fsouza/fake-gcs-server@v1.56.1
  server="$work/bin/fake-gcs-server"
fi
bin=${ITNPREP_BIN:-}
if [ -z "$bin" ]; then
  go build -o "$work/itnprep" ./cmd/itnprep
  bin="$work/itnprep"
fi

# A random port, below Linux's ephemeral range (32768-60999), where other
# processes' outgoing connections take theirs; one another process holds
# makes the server exit, and the next try takes another. The server is
# waited for up to 60 s (alone it answers within a second; CI may run
# this beside other work), and a server that never answers fails the
# script here, saying so, rather than at the first check with a
# misleading line.
mkdir -p "$work/data/viewbucket"
up=""
for _ in 1 2 3 4 5; do
  port=$((20000 + RANDOM % 12000))
  "$server" -scheme http -host 127.0.0.1 -port "$port" -public-host "127.0.0.1:$port" \
    -backend memory -data "$work/data" >"$work/server.log" 2>&1 &
  spid=$!
  pids+=($spid)
  for _ in $(seq 300); do
    kill -0 "$spid" 2>/dev/null || break
    curl -fs -m 5 "http://127.0.0.1:$port/storage/v1/b" >/dev/null && kill -0 "$spid" 2>/dev/null && { up=1; break; }
    sleep 0.2
  done
  [ -n "$up" ] && break
  kill "$spid" 2>/dev/null || true
done
[ -n "$up" ] || fail "fake-gcs-server did not answer on 127.0.0.1:$port: $(tail -3 "$work/server.log")"
export STORAGE_EMULATOR_HOST="127.0.0.1:$port"

cd "$work"
in="$repo/testdata/libriheavy/libriheavy_cuts_dev.jsonl.gz"
"$bin" prep libriheavy --input "$in" --output gs://viewbucket/out --runner direct --quiet --log-level error 2>"$work/prep.err" >"$work/prep.out" ||
  fail "prep --output gs://: $(cat "$work/prep.err")"
echo "prep published $(tail -1 prep.out)"

# start_view ARGS...: runs view in the background, sets url and errf.
start_view() {
  errf="$work/view-$RANDOM.err"
  "$bin" view "$@" --port 0 --log-level error >"$errf.url" 2>"$errf" &
  pids+=($!)
  vpid=$!
  # Up to 60 s (alone view listens within a second), and no longer than
  # the process lives.
  for _ in $(seq 600); do [ -s "$errf.url" ] && break; kill -0 "$vpid" 2>/dev/null || break; sleep 0.1; done
  url=$(cat "$errf.url")
  [ -n "$url" ] || fail "view $*: no URL: $(cat "$errf")"
}
count() { curl -fs "$1" | grep -o "$2" | wc -l; }

start_view gs://viewbucket/out/libriheavy@latest --cache-mb 64
cat "$errf"
cache=$(grep -o '/[^ ]*itnprep-view-[^ ]*' "$errf")
rows=$(count "${url}rows?split=validation" 'class="row" data-id')
rej=$(count "${url}rejects" 'class="reject" data-id')
ratio=$(count "${url}rejects?rule=align%2Fmin_ratio" 'class="reject" data-id')
figs=$(count "${url}card" '<img src="/files/figures/')
svg=$(curl -fs "${url}files/figures/splits.svg" | grep -c '<svg' || true)
echo "gs:// version: rows page $rows, rejects $rej (align/min_ratio $ratio), card figures $figs, splits.svg served: $svg"
[ "$rows" -gt 0 ] && [ "$rej" -gt 0 ] && [ "$ratio" -gt 0 ] && [ "$figs" -ge 5 ] && [ "$svg" -ge 1 ] || fail "version pages"
[ -n "$(ls "$cache")" ] || fail "no shard copied into $cache"
kill "$vpid"; wait "$vpid" 2>/dev/null || true
[ ! -e "$cache" ] || fail "cache $cache left after exit"
echo "cache $cache deleted on exit"

python3 - "$work/pairs.jsonl" <<'EOF'
import json, random, sys
r = random.Random(3)
words = "the cat sat on a mat while john read his book near old river bank and mary sang softly".split()
with open(sys.argv[1], "w") as f:
    for i in range(400):
        s = [r.choice(words) for _ in range(r.randint(6, 12))]
        w = list(s)
        if i % 3 == 0:
            w = ["[Pg", str(r.randint(1, 300)) + "]"] + w
        if i % 5 == 0:
            w = w + ["END", "OF", "CHAPTER"]
        f.write(json.dumps({"id": f"p{i}", "written": " ".join(w), "spoken": " ".join(s)}) + "\n")
EOF
"$bin" mine-pairs --input pairs.jsonl --output gs://viewbucket/mined --minsup 20 --runner direct --log-level error 2>&1 | tail -2

start_view gs://viewbucket/mined --rules-out gs://viewbucket/reviewed/rules.jsonl
curl -fs "$url" >review.html
first=$(grep -o '<section class="rule removal" id="rule-[0-9]*"' review.html | head -1 | grep -o '[0-9]*"$' | tr -d '"')
[ -n "$first" ] || fail "no removal rule on the review page"
tok=$(grep -o 'name="token" value="[^"]*"' review.html | sed 's/.*value="//;s/"$//')
rev=$(grep -o 'name="rev" value="[^"]*"' review.html | sed 's/.*value="//;s/"$//')
save=$(curl -s -o /dev/null -w '%{http_code}' -d "token=$tok&rev=$rev&r$first=approve" "${url}save")
stale=$(curl -s -o /dev/null -w '%{http_code}' -d "token=$tok&rev=$rev&r$first=reject" "${url}save")
forged=$(curl -s -o /dev/null -w '%{http_code}' -d "token=00&rev=$rev&r$first=reject" "${url}save")
echo "review on gs://: save $save, stale save $stale, forged save $forged"
[ "$save" = 303 ] && [ "$stale" = 409 ] && [ "$forged" = 403 ] || fail "review saves"
kill "$vpid"; wait "$vpid" 2>/dev/null || true

"$bin" prep libriheavy --input "$in" --output gs://viewbucket/out2 --rules gs://viewbucket/reviewed/rules.jsonl \
  --runner direct --quiet --log-level error >/dev/null 2>&1 || fail "prep --rules gs://"
mined=$("$bin" versions show gs://viewbucket/out2/libriheavy@latest --log-level error | grep -o 'mined_rules=[^,]*')
echo "prep --rules gs://viewbucket/reviewed/rules.jsonl: $mined"
[ "$mined" = "mined_rules=1 rules" ] || fail "the saved approval was not applied"

# versions gc on gs:// across processes: a staging object a killed run left
# (uploaded over the JSON API) is young, so the default --older-than 24h
# keeps it; --older-than 0s --dry-run lists it and keeps it; --older-than 0s
# removes it; the published versions still verify, and the diff of the
# versions without and with --rules shows the mined rule in the rules column.
left="out/libriheavy/.staging-20260101T000000-0a0b/data/train-00000-of-00001.parquet"
curl -fs -X POST --data-binary partial -H 'Content-Type: application/octet-stream' \
  "http://127.0.0.1:$port/upload/storage/v1/b/viewbucket/o?uploadType=media&name=$left" >/dev/null || fail "upload a leftover"
young=$("$bin" versions gc gs://viewbucket/out --dry-run --log-level error)
case "$young" in "nothing to remove under gs://viewbucket/out"*) ;; *) fail "gc --dry-run listed a young leftover: $young";; esac
dry=$("$bin" versions gc gs://viewbucket/out --older-than 0s --dry-run --log-level error)
echo "versions gc gs://viewbucket/out --older-than 0s --dry-run: $dry"
case "$dry" in "would remove gs://viewbucket/out/libriheavy/.staging-20260101T000000-0a0b (staging folder, 1 file, last modified "*) ;; *) fail "gc --dry-run";; esac
curl -fs "http://127.0.0.1:$port/storage/v1/b/viewbucket/o/${left//\//%2F}" >/dev/null || fail "gc --dry-run deleted $left"
gc=$("$bin" versions gc gs://viewbucket/out --older-than 0s --log-level error)
echo "versions gc gs://viewbucket/out --older-than 0s: $gc"
! curl -fs "http://127.0.0.1:$port/storage/v1/b/viewbucket/o/${left//\//%2F}" >/dev/null || fail "gc left $left"
"$bin" versions verify gs://viewbucket/out/libriheavy@latest --log-level error >/dev/null || fail "verify after gc"
diff=$("$bin" versions diff gs://viewbucket/out/libriheavy@latest gs://viewbucket/out2/libriheavy@latest --rows 1 --log-level error)
echo "versions diff out out2 (without/with --rules): $(echo "$diff" | grep -E '^(added|changed rows by column|setting|  ~ rules)')"
echo "$diff" | grep -q '^setting config mined_rules: (none) -> 1 rules' || fail "diff does not show the mined_rules setting"
hits=$("$bin" versions show gs://viewbucket/out2/libriheavy@latest --log-level error | awk '$1=="rule" && $2 ~ /^mined\// {n+=$3} END {print n+0}')
echo "mined rule edits in out2: $hits"
if [ "$hits" -gt 0 ]; then
  echo "$diff" | grep -q '^  ~ rules: +mined/' || fail "diff does not show the mined rule in the rules column"
fi

set +e
msg=$("$bin" view gs://viewbucket/no/such --port 0 --log-level error 2>&1)
code=$?
set -e
echo "view gs://viewbucket/no/such: exit $code: $msg"
[ "$code" = 1 ] && [ "$msg" = "itnprep: gs://viewbucket/no/such: no such folder (nothing is stored under it)" ] || fail "missing folder"

# Every path flag of every command on gs:// through the same server: the
# in-process TestEveryPathFlag with its store root moved from memfs:// to
# gs:// (Beam's gcs filesystem; inputs written there, outputs read back).
(cd "$repo" && ITNPREP_PATHFLAGS_ROOT=gs://viewbucket/pathflags go test -count=1 -run '^TestEveryPathFlag$' ./cmd/itnprep/ >"$work/pathflags.log" 2>&1) ||
  { grep -v '^time=' "$work/pathflags.log" | tail -20 >&2; fail "TestEveryPathFlag on gs://"; }
objects=$(curl -fs "http://127.0.0.1:$port/storage/v1/b/viewbucket/o?prefix=pathflags/" | grep -o '"name": *"pathflags/' | wc -l)
echo "TestEveryPathFlag on gs://viewbucket/pathflags: ok ($objects objects written and read back)"
[ "$objects" -gt 0 ] || fail "TestEveryPathFlag wrote nothing to gs://"
echo "OK"
