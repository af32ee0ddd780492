#!/usr/bin/env bash
# Closed loop (issue 14; not in CI): what itnprep's data is worth, end to end.
#
#   scripts/bench-closed-loop.sh            # all designs, 20 CPU-minutes each
#   CPU_MIN=5 DESIGNS="seq2seq tagger" scripts/bench-closed-loop.sh
#   GPUS=1 MINUTES=4 RECIPE=small PARALLEL=1 PYTHON=python3 scripts/bench-closed-loop.sh
#       # on a GPU machine: a wall-clock budget per design, the designs side by
#       # side on the one GPU (docs/bench/closed-loop.md, "On a GPU")
#
# DATA_ONLY=1 makes the data (versions) and stops: a GPU machine without Go can
# then get the binary (BIN, NO_BUILD=1) and OUT and train only; the version
# folders made are remembered in OUT/*.version and reused while they exist
# (remove those files to make new data, e.g. after changing N).
#
# 1. Written text of our own: N (30,000) sentences from scripts/gen_written.py
#    (numbers, dates, money, measures, times, ordinals, percentages, years,
#    and plain sentences; not GTN). TEXT=FILE|GLOB takes a real written corpus
#    instead (anything `prep text` reads): the generator's templates have a
#    few hundred distinct words, and on a GPU the full-sentence designs learn
#    them rather than the task (docs/bench/closed-loop.md, "On a GPU").
# 2. `itnprep prep text` verbalizes it with the shipped default style (fitted
#    on GTN sentences 1-1,000, never on the test sentences below) into
#    (written, spoken) pairs; `derive tagger` and `derive u2tf` turn those
#    into each design's rows.
# 3. Each design trains from scratch for the same budget of CPU time
#    (--max-cpu-minutes CPU_MIN, one thread, nice 19: the machine is shared,
#    so the budget is the program's own CPU time, not the wall clock), with
#    the same encoder shape (LAYERS x D_MODEL, FFN, HEADS, VOCAB pieces).
# 4. The test set is sentences 1,001-2,000 of GoogleTN.first2000.jsonl
#    (NeMo's sentence-level GTN: spoken in, written reference), made a
#    version by `prep gtn --detokenize` and decoded by every design
#    (--test-dataset); the run scores it in process (eval, as `itnprep
#    evaluate`), and the table below adds the "no model" row (hyp = the
#    spoken input) as the floor.
#
# Prints a Markdown table (one row per design) and leaves everything in OUT.
# The go build goes through SEM, a slot of the machine's build semaphore
# ("gosem" when it is on PATH; SEM= runs it bare; scripts/sem.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/sem.sh
OUT=${OUT:-out/closed-loop}
N=${N:-30000}
TEXT=${TEXT:-}
CPU_MIN=${CPU_MIN:-20}
DESIGNS=${DESIGNS:-"seq2seq tagger u2tf"}
GTN=${GTN:-../shared/corpora/gtn/GoogleTN.first2000.jsonl}
PY=${PYTHON:-/usr/bin/python3}
LAYERS=${LAYERS:-2} D_MODEL=${D_MODEL:-128} FFN=${FFN:-512} HEADS=${HEADS:-4} VOCAB=${VOCAB:-2000}
GPUS=${GPUS:-0} MINUTES=${MINUTES:-} RECIPE=${RECIPE:-} PARALLEL=${PARALLEL:-}
TRAIN_FLAGS=${TRAIN_FLAGS:-"--batch-tokens 2048 --accum 1 --warmup 500 --lr 0.001"}
BIN=${BIN:-bin/itnprep}
if [ -z "${NO_BUILD:-}" ]; then
  $SEM go build -o "$BIN" ./cmd/itnprep
fi
mkdir -p "$OUT"
say() { printf '\n== %s\n' "$*" >&2; }

# remembered NAME CMD...: the version folder in OUT/NAME.version when it
# still exists, else the last stdout line of CMD (remembered for next time).
remembered() {
  local name=$1; shift
  local f="$OUT/$name.version"
  if [ -s "$f" ] && [ -d "$(cat "$f")" ]; then cat "$f"; return; fi
  "$@" | tail -n 1 | tee "$f"
}
make_text() {
  if [ -n "$TEXT" ]; then
    say "written text: $TEXT"
    "$BIN" prep text --input "$TEXT" --output "$OUT/data" --quiet
    return
  fi
  say "written text: $N generated sentences"
  "$PY" scripts/gen_written.py "$N" 1 > "$OUT/written.txt"
  "$BIN" prep text --input "$OUT/written.txt" --output "$OUT/data" --quiet
}
# The remembered versions are keyed by the written text's source, so that
# another TEXT (or the generator) makes its own.
src=gen
[ -z "$TEXT" ] || src=$(printf '%s' "$TEXT" | sha256sum | cut -c1-8)
make_test() {
  [ -r "$GTN" ] || { echo "need $GTN (NeMo's GoogleTN.json, first 2,000 lines)" >&2; exit 1; }
  sed -n 1001,2000p "$GTN" > "$OUT/GoogleTN.1001-2000.jsonl"
  "$BIN" prep gtn --input "$OUT/GoogleTN.1001-2000.jsonl" --detokenize --name gtn-test --output "$OUT/data" --quiet
}
text=$(remembered "text-$src" make_text)
test=$(remembered test make_test)
design_data() {
  case $1 in
    seq2seq) echo "$text" ;;
    *) remembered "$1-$src" "$BIN" derive "$1" --from "$text" --output "$OUT/data" --quiet ;;
  esac
}
for design in $DESIGNS; do design_data "$design" >/dev/null; done
if [ -n "${DATA_ONLY:-}" ]; then
  say "data made: $text (text), $test (test); stopping (DATA_ONLY)"
  exit 0
fi

if [ "$GPUS" -gt 0 ]; then
  launch=(--gpus "$GPUS")
  budget=(--max-minutes "${MINUTES:-20}")
  nice=()
else
  launch=(--gpus 0 --threads 1)
  budget=(--max-cpu-minutes "$CPU_MIN")
  nice=(nice -n 19)
fi
if [ -n "$RECIPE" ]; then
  shape=(--recipe "$RECIPE")
else
  shape=(--layers "$LAYERS" --d-model "$D_MODEL" --ffn "$FFN" --heads "$HEADS" --vocab-size "$VOCAB")
fi
train_design() {
  local design=$1 ds run
  ds=$(design_data "$design")
  run="$OUT/runs/$design"
  if [ -f "$run/run.json" ] && grep -q '"status": "succeeded"' "$run/run.json"; then
    say "$design: $run already trained"
    return
  fi
  rm -rf "$run"
  say "$design: training on $ds (${budget[*]}), then decoding $test"
  # shellcheck disable=SC2086 # TRAIN_FLAGS is a list of flags
  "${nice[@]}" "$BIN" train --model "$design" --dataset "$ds" --test-dataset "$test" --out "$run" --cache "$OUT/cache/$design" \
    --python "$PY" "${launch[@]}" "${budget[@]}" --max-epochs 1000 "${shape[@]}" \
    $TRAIN_FLAGS --valid-every 100000 --save-every 100000 --quiet >&2
}
pids=()
# Each design trains in a background subshell, side by side (PARALLEL) or
# one after another, each waited for before the next: Ctrl-C or a SIGTERM
# to this script stops them (itnprep train saves a checkpoint and ends its
# program on SIGTERM; --resume trains on), instead of leaving them
# training on the GPU after the script is gone. One after another they ran
# in the foreground, and bash runs a trap only once the foreground command
# has ended: a SIGTERM to the script waited out the design's whole
# training, then said the runs had been sent SIGTERM.
stop_runs() {
  trap - INT TERM
  for pid in "${pids[@]}"; do
    pkill -TERM -P "$pid" 2>/dev/null || true
    kill -TERM "$pid" 2>/dev/null || true
  done
  wait || true
  echo "stopped: the training runs were sent SIGTERM (resume with train --resume)" >&2
  exit 130
}
trap stop_runs INT TERM
for design in $DESIGNS; do
  if [ -n "$PARALLEL" ]; then
    train_design "$design" & pids+=($!)
  else
    # wait returns at once on a signal, so the trap runs; a failed run
    # stops the script (set -e), as it did in the foreground.
    train_design "$design" & pids=($!)
    wait "${pids[0]}"
    pids=()
  fi
done
for pid in "${pids[@]}"; do wait "$pid" || echo "a training run failed (exit $?): see OUT/runs/*/train.log" >&2; done
trap - INT TERM

# The floor: no model at all, the spoken input as the hypothesis.
"$PY" - "$OUT/runs/seq2seq/predictions.jsonl" "$OUT/no-model.jsonl" <<'PYEOF' 2>/dev/null || true
import json, sys
with open(sys.argv[2], "w", encoding="utf-8") as out:
    for line in open(sys.argv[1], encoding="utf-8"):
        r = json.loads(line)
        out.write(json.dumps({"id": r["id"], "src": r["src"], "hyp": r["src"], "ref": r["ref"]}, ensure_ascii=False) + "\n")
PYEOF
[ -s "$OUT/no-model.jsonl" ] && "$BIN" evaluate --input "$OUT/no-model.jsonl" --json > "$OUT/no-model.json"

"$PY" - "$OUT" $DESIGNS <<'PYEOF'
import json, os, sys
out, designs = sys.argv[1], sys.argv[2:]
print("| design | updates | train CPU s | train wall s | WER % | S | D | I | N ref | sentence acc. % | I-WER % | NI-WER % | digit-token WER % | digit-error sentences |")
print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
def row(name, m, steps="-", cpu="-", wall="-"):
    pct = lambda v: "-" if v is None else "%.2f" % (100 * v)
    c = m["counts"]
    dig = m["class_wer"]["digit"]
    print(f"| {name} | {steps} | {cpu} | {wall} | {pct(m['wer'])} | {m['S']} | {m['D']} | {m['I']} | {m['N_ref']} | "
          f"{pct(m['sentence_accuracy'])} | {pct(m['i_wer'])} | {pct(m['ni_wer'])} | "
          f"{pct(dig['wer'])} ({dig['errors']}/{dig['ref']}) | {c['multiref_digit_errors']} of {m['sentences']} |")
nm = os.path.join(out, "no-model.json")
if os.path.exists(nm):
    row("no model (hyp = spoken input)", json.load(open(nm)))
for d in designs:
    p = os.path.join(out, "runs", d, "run.json")
    if not os.path.exists(p):
        print(f"| {d} | not run | | | | | | | | | | | | |")
        continue
    r = json.load(open(p))
    f = r.get("final") or {}
    steps = f.get("step", "-")
    if "stages" in f:
        steps = " + ".join(str(s["step"]) for s in f["stages"].values())
    if not r.get("metrics"):
        print(f"| {d} | {steps} | {f.get('train_cpu_s', '-')} | {f.get('train_wall_s', '-')} | not scored: {'; '.join(r.get('notes', []))} | | | | | | | | | |")
        continue
    row(d, r["metrics"], steps, f.get("train_cpu_s", "-"), f.get("train_wall_s", "-"))
PYEOF

# The tagger writes lower case without punctuation, so the table above charges
# it every case and punctuation difference. Score it again on its own target
# form: derive tagger of the test version (its references in the tagger's
# form; sentences whose spans do not align are left out), the tagger's
# predictions joined by id, beside the floor on the same references.
if [ -s "$OUT/runs/tagger/predictions.jsonl" ]; then
  tagtest=$(remembered test-tagger "$BIN" derive tagger --from "$test" --vocab-split test --output "$OUT/data" --quiet)
  "$BIN" versions head "$tagtest" -n 1000000000 > "$OUT/test-tagger.jsonl"
  "$PY" - "$OUT" <<'PYEOF'
import json, os, sys
out = sys.argv[1]
refs = {}
for line in open(os.path.join(out, "test-tagger.jsonl"), encoding="utf-8"):
    r = json.loads(line)
    refs[r["id"]] = (r["input"], r["target"])
with open(os.path.join(out, "tagger-form.jsonl"), "w", encoding="utf-8") as hyp, \
        open(os.path.join(out, "tagger-form-floor.jsonl"), "w", encoding="utf-8") as floor:
    for line in open(os.path.join(out, "runs", "tagger", "predictions.jsonl"), encoding="utf-8"):
        p = json.loads(line)
        if p["id"] in refs:
            src, ref = refs[p["id"]]
            hyp.write(json.dumps({"id": p["id"], "src": src, "hyp": p["hyp"], "ref": ref}, ensure_ascii=False) + "\n")
            floor.write(json.dumps({"id": p["id"], "src": src, "hyp": src, "ref": ref}, ensure_ascii=False) + "\n")
PYEOF
  for f in tagger-form-floor tagger-form; do
    printf '\n%s (%s sentences in the tagger'"'"'s target form)\n' "$f" "$(wc -l < "$OUT/$f.jsonl")"
    "$BIN" evaluate --input "$OUT/$f.jsonl" | sed -n '1,12p'
  done
fi
