#!/usr/bin/env bash
# CPU speed of the training program against a reference revision, same data,
# same model, same flags, runs interleaved (issue 14: the idiomatic loop must
# be as fast or faster on CPU).
#
#   scripts/bench-trainer-cpu.sh [REF] [REPEATS] [STEPS] [DECODE]
#
# REF (default main) is a git revision whose trainer/py/itn_train.py is the
# reference; the working tree's is the candidate. Data: the first 1,000
# sentences of ../shared/corpora/gtn/GoogleTN.first2000.jsonl as training
# pairs (spoken -> written) and the next 100 as the test split (throughput
# only: this is not a quality figure). Model: 2 + 2 layers of 128 (feed-forward
# 512, 4 heads) with a 2,000-piece vocabulary, one thread (--threads 1),
# 2,048-token batches, one batch per update: small enough that the data path
# and the loop's own overhead show, on a shared 2-core machine. Prints, per program and run, the median training
# tokens/s over the step lines after the first, and the seconds taken by
# greedy decoding of the first DECODE (20) test sentences. Each timed run
# goes through SEM, a slot of the machine's build semaphore ("gosem" when it
# is on PATH, as on the team's shared machine; SEM= runs them bare;
# scripts/sem.sh), one after another.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/sem.sh
REF=${1:-main}
REPEATS=${2:-3}
STEPS=${3:-40}
DECODE=${4:-20}
PY=${PYTHON:-/usr/bin/python3}
GTN=${GTN:-../shared/corpora/gtn/GoogleTN.first2000.jsonl}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
git show "$REF:trainer/py/itn_train.py" > "$WORK/ref.py"
cp trainer/py/itn_train.py "$WORK/new.py"
"$PY" - "$GTN" "$WORK/data" <<'PYEOF'
import json, os, sys
src, out = sys.argv[1], sys.argv[2]
os.makedirs(out)
rows = [json.loads(l) for l in open(src, encoding="utf-8")][:1100]
def write(name, part):
    with open(os.path.join(out, name + ".jsonl"), "w", encoding="utf-8") as f:
        for i, r in enumerate(part):
            f.write(json.dumps({"id": "%s-%d" % (name, i), "src": r["gt_normalized"], "tgt": r["text"]}) + "\n")
write("train", rows[:1000]); write("validation", rows[1000:1010]); write("test", rows[1000:1100])
PYEOF
flags=(--data "$WORK/data" --device cpu --threads 1 --vocab-size 2000 --max-steps "$STEPS" --accum 1
       --layers 2 --d-model 128 --ffn 512 --heads 4 --batch-tokens 2048 --log-every 5 --valid-every 100000 --save-every 100000 --warmup 100 --decode-limit "$DECODE")
summary() {
  "$PY" -c '
import json, statistics, sys
ev = [json.loads(l) for l in open(sys.argv[1]) if l.startswith("{")]
tps = [e["tokens_per_s"] for e in ev if e["event"] == "step"][1:]
dec = [e["seconds"] for e in ev if e["event"] == "predictions"]
done = [e for e in ev if e["event"] == "done"][0]
print("%-4s tokens/s median %7.1f  decode %6.2f s  final loss %.4f" % (sys.argv[2], statistics.median(tps), dec[0], done["train_loss"]))
' "$1" "$2"
}
echo "# $(date -u +%FT%TZ) $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); ref=$(git rev-parse --short "$REF") candidate=working tree"
for i in $(seq "$REPEATS"); do
  for prog in ref new; do
    rm -rf "$WORK/out-$prog"
    OMP_NUM_THREADS=1 $SEM "$PY" "$WORK/$prog.py" "${flags[@]}" --out "$WORK/out-$prog" > "$WORK/$prog.log" 2> "$WORK/$prog.err" \
      || { cat "$WORK/$prog.err" >&2; exit 1; }
    summary "$WORK/$prog.log" "$prog"
  done
done
