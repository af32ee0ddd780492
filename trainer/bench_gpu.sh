#!/usr/bin/env bash
# GPU check of issue 8: the small recipe on a GTN-derived dataset for a fixed
# number of updates, reporting tokens per second, GPU utilization and memory.
#
#   trainer/bench_gpu.sh [GTN_JSONL] [STEPS]
#
# GTN_JSONL defaults to ../shared/corpora/gtn/GoogleTN.first2000.jsonl (NeMo's
# sentence-level GTN: {"text","gt_normalized"}), staged as the train split.
# PYTHON (default python3 on PATH) must import torch with CUDA and
# sentencepiece. Prints one summary line per figure; the run folder keeps
# train.log, run.json and gpu.csv (nvidia-smi samples, two per second).
# Without nvidia-smi (a CPU machine) it still runs, with --gpus 0, so the
# script itself can be checked anywhere. BIN names an itnprep binary to use
# instead of building one (a GPU machine without Go); EXTRA adds train flags
# (e.g. EXTRA="--batch-tokens 16384" for a larger batch).
set -euo pipefail
cd "$(dirname "$0")/.."
GTN=${1:-../shared/corpora/gtn/GoogleTN.first2000.jsonl}
STEPS=${2:-300}
PYTHON=${PYTHON:-$(command -v python3)}
WORK=${WORK:-$(mktemp -d)}
mkdir -p "$WORK"
if [ -n "${BIN:-}" ]; then
  cp "$BIN" "$WORK/itnprep"
else
  go build -o "$WORK/itnprep" ./cmd/itnprep
fi

version=$("$WORK/itnprep" prep gtn --input "$GTN" --nemo-split train --output "$WORK/ds" --quiet | tail -n 1)
gpus=1
command -v nvidia-smi >/dev/null || gpus=0

run="$WORK/run"
smi_pid=""
if [ "$gpus" = 1 ]; then
  nvidia-smi --query-gpu=timestamp,utilization.gpu,memory.used,memory.total --format=csv,noheader,nounits -lms 500 > "$WORK/gpu.csv" &
  smi_pid=$!
fi
# --accum 1: every update is timed on its own; 3,584-token batches as the paper.
"$WORK/itnprep" train --dataset "$version" --recipe small --out "$run" --cache "$WORK/cache" \
  --python "$PYTHON" --gpus "$gpus" --max-steps "$STEPS" --accum 1 --log-every 10 \
  --valid-every 1000000 --save-every 1000000 --decode-limit 1 ${EXTRA:-} --quiet
[ -n "$smi_pid" ] && kill "$smi_pid" && mv "$WORK/gpu.csv" "$run/gpu.csv"

"$PYTHON" - "$run" <<'EOF'
import json, statistics, sys, os
run = sys.argv[1]
steps = [json.loads(l) for l in open(os.path.join(run, "train.log")) if l.startswith('{"event": "step"')]
start = next(json.loads(l) for l in open(os.path.join(run, "train.log")) if l.startswith('{"event": "start"'))
rates = [s["tokens_per_s"] for s in (steps[1:] or steps)]  # the first window includes start-up
print("device", start["device"], "bf16", start["bf16"], "parameters", start["parameters"], "vocab", start["vocab_size"])
print("updates", steps[-1]["step"], "median target tokens/s", round(statistics.median(rates)), "min", round(min(rates)), "max", round(max(rates)))
if "gpu_mem_gib" in steps[-1]:
    print("peak allocated GiB (torch)", steps[-1]["gpu_mem_gib"])
csv = os.path.join(run, "gpu.csv")
if os.path.exists(csv):
    import datetime
    rows = [r.split(", ") for r in open(csv).read().splitlines() if r.count(",") == 3]
    def at(r):  # nvidia-smi's local time stamp, as Unix seconds
        return datetime.datetime.strptime(r[0], "%Y/%m/%d %H:%M:%S.%f").timestamp()
    times = [s["time"] for s in steps if "time" in s]
    if len(times) >= 2:
        # the training window: from the first step event (its updates are
        # start-up) to the last; BPE training, loading and the decode are
        # outside it
        busy = [float(r[1]) for r in rows if times[0] <= at(r) <= times[-1]]
        how = "in the training window (%.1f s)" % (times[-1] - times[0])
    else:  # a program without step times: all but the first fifth
        util = [float(r[1]) for r in rows]
        busy = util[len(util) // 5:]
        how = "after the first fifth"
    if busy:
        print("GPU utilization % mean", round(statistics.mean(busy), 1), "median", statistics.median(busy),
              "over", len(busy), "samples", how + ";", "memory used MiB max", max(float(r[2]) for r in rows), "of", rows[0][3])
    else:
        print("GPU utilization: no nvidia-smi sample fell in the training window; run more updates (STEPS)")
EOF
echo "$run"
