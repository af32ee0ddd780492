#!/usr/bin/env bash
# Speed benchmark for `prep gtn` (issue 17 item 2; not in CI): one synthetic
# raw-GTN corpus (internal/gtngen), and on it, one after another, each under
# /usr/bin/time -v and nice:
#   - itnprep prep gtn on the direct runner and on prism;
#   - the same with a second binary BASE (optional: before/after in one run);
#   - plainprep, the same work as a plain Go loop (internal/plainprep: same
#     parser, shard hash, sort, zstd Parquet writer; its shards must be
#     byte-identical to the pipeline's, which the script checks);
#   - scripts/gtn_to_jsonl.py, the plain Python reference (parse, assemble,
#     one JSON line per sentence: no sort, shards, compression or hashes).
# CPU = user + sys of the process (the runners' work is in-process), the
# figure to read on a shared box; wall time is printed too. With ROUNDS > 1
# the runs are interleaved round by round and the summary takes each run's
# median CPU time.
#   scripts/bench-speed.sh [SENTENCES]      default 1000000
#   ROUNDS=1 FILES=8 SHARDS=4 WORK=/tmp/dir KEEP=1 NICE=10 to vary;
#   ITNPREP=path to use a built binary, BASE=path to compare with another,
#   GO="gosem go" to wrap the builds, RUNS="direct prism plain python" to pick;
#   a run named RUN+CODEC (direct+snappy, plain+snappy...) writes its shards
#   with --compression CODEC (the BASE binary is run with the default only);
#   each codec's pipeline runs must agree on one version id, and its plain
#   loop must write that codec's shard bytes.
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-1000000}
ROUNDS=${ROUNDS:-1}
FILES=${FILES:-8}
SHARDS=${SHARDS:-4}
NICE=${NICE:-10}
RUNS=${RUNS:-direct prism plain python}
GO=${GO:-go}
work=${WORK:-$(mktemp -d)}
mkdir -p "$work"
[ -n "${KEEP:-}" ] || trap 'rm -rf "$work"' EXIT

if [ -n "${ITNPREP:-}" ]; then cp "$ITNPREP" "$work/itnprep"; else $GO build -o "$work/itnprep" ./cmd/itnprep; fi
[ -z "${BASE:-}" ] || cp "$BASE" "$work/itnprep-base"
$GO build -o "$work/gtngen" ./internal/gtngen/cmd/gtngen
$GO build -o "$work/plainprep" ./internal/plainprep/cmd/plainprep

in="$work/in-$n"
[ -d "$in" ] || "$work/gtngen" -out "$in" -sentences "$n" -files "$FILES"

# measure LOG CMD...: runs CMD under nice and time -v with stdout in
# LOG.out (stderr in LOG.err); prints "wall cpu rss_mb".
measure() {
  local log="$1.time" out="$1.out"; shift
  /usr/bin/time -v -o "$log" nice -n "$NICE" "$@" > "$out" 2> "$1.err"
  awk -F': ' '
    /Elapsed \(wall clock\)/ { n = split($2, p, ":"); w = 0; for (i = 1; i <= n; i++) w = w * 60 + p[i] }
    /User time/ { u = $2 } /System time/ { s = $2 }
    /Maximum resident set size/ { r = $2 }
    END { printf "%.2f %.2f %.0f\n", w, u + s, r / 1024 }' "$log"
}

# shard_lines DIR: "path rows sha256" of a version's data shards.
shard_lines() {
  /usr/bin/python3 -c '
import json, sys
m = json.load(open(sys.argv[1] + "/manifest.json"))
for s in m["shards"]:
    print(s["path"], s["rows"], s["sha256"])' "$1"
}

runs=()
for r in $RUNS; do
  case $r in
    direct | prism) runs+=("$r"); [ -z "${BASE:-}" ] || runs+=("$r@base") ;;
    plain | python | direct+?* | prism+?* | plain+?*) runs+=("$r") ;;
    *) echo "unknown run $r (direct, prism, plain, python, RUN+CODEC)" >&2; exit 2 ;;
  esac
done

results="$work/results"
: > "$results"
printf '%-6s %-16s %8s %8s %7s %9s %12s  %s\n' round run wall_s cpu_s rss_MB rows rows/cpu_s note
declare -A ref_id ref_shards # by codec
for round in $(seq "$ROUNDS"); do
  for r in "${runs[@]}"; do
    log="$work/$r-$round"
    note=""
    codec=zstd kind=$r
    if [[ $r == *+* ]]; then codec=${r#*+} kind=${r%%+*}; fi
    case $kind in
      direct* | prism*)
        bin="$work/itnprep"; [[ $r == *@base ]] && bin="$work/itnprep-base"
        out="$work/out-$r"
        rm -rf "$out"
        args=()
        [[ $r == *+* ]] && args=(--compression "$codec")
        read -r wall cpu rss < <(measure "$log" "$bin" prep gtn --input "$in/output-*" --output "$out" \
          --runner "${kind%@base}" --shards "$SHARDS" --quiet "${args[@]}")
        dir=$(tail -n 1 "$log.out")
        id=$(basename "$dir")
        rows=$(/usr/bin/python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["accounting"]["rows"])' "$dir/manifest.json")
        "$work/itnprep" versions verify "$dir" > /dev/null
        note="version $id"
        if [[ $r == *@base ]]; then
          [ "$id" = "${ref_id[$codec]:-}" ] || note="$note (differs from the new binary's ${ref_id[$codec]:-})"
        else
          if [ -z "${ref_id[$codec]:-}" ]; then
            ref_id[$codec]=$id
            ref_shards[$codec]=$(shard_lines "$dir")
          elif [ "$id" != "${ref_id[$codec]}" ]; then
            echo "FAIL: $r gives version $id, the first $codec run gave ${ref_id[$codec]}" >&2
            exit 1
          fi
        fi
        rm -rf "$out"
        ;;
      plain)
        out="$work/out-$r"
        rm -rf "$out"
        read -r wall cpu rss < <(measure "$log" "$work/plainprep" -out "$out" -shards "$SHARDS" -compression "$codec" "$in"/output-*)
        rows=$(tail -n 1 "$log.out")
        note="shards differ from the pipeline's"
        if [ -n "${ref_shards[$codec]:-}" ] && [ "$(head -n -1 "$log.out")" = "${ref_shards[$codec]}" ]; then
          note="same shard bytes as the pipeline"
        elif [ -z "${ref_shards[$codec]:-}" ]; then
          note="(no pipeline run to compare shards with)"
        else
          echo "FAIL: the plain loop's shards differ from the pipeline's" >&2
          exit 1
        fi
        rm -rf "$out"
        ;;
      python)
        read -r wall cpu rss < <(measure "$log" /usr/bin/python3 scripts/gtn_to_jsonl.py "$work/py.jsonl" "$in"/output-*)
        rows=$(cat "$log.out")
        note="JSON lines"
        rm -f "$work/py.jsonl"
        ;;
    esac
    rate=$(echo "$rows / $cpu" | bc -l)
    printf '%-6s %-16s %8s %8s %7s %9s %12.0f  %s\n' "$round" "$r" "$wall" "$cpu" "$rss" "$rows" "$rate" "$note"
    echo "$r $cpu $rows" >> "$results"
  done
done

# Summary: median CPU per run, rows per CPU-second, ratio to Python's.
echo
echo "summary over $ROUNDS round(s), $n sentences, median CPU seconds:"
/usr/bin/python3 - "$results" <<'EOF'
import statistics, sys
cpu, rows, order = {}, {}, []
for line in open(sys.argv[1]):
    r, c, n = line.split()
    if r not in cpu:
        order.append(r)
    cpu.setdefault(r, []).append(float(c))
    rows[r] = int(n)
rate = {r: rows[r] / statistics.median(cpu[r]) for r in order}
py = rate.get("python")
print(f"{'run':<16} {'cpu_s':>8} {'rows/cpu_s':>11} {'x python':>9} {'x plain':>8}")
for r in order:
    vs_py = f"{rate[r] / py:.2f}" if py else "-"
    plain = "plain+" + r.split("+", 1)[1] if "+" in r else "plain"
    vs_plain = f"{rate[plain] / rate[r]:.2f}" if plain in rate else "-"
    print(f"{r:<16} {statistics.median(cpu[r]):8.2f} {rate[r]:11.0f} {vs_py:>9} {vs_plain:>8}")
print("x plain: the plain Go loop's rate (same codec) over the run's (the run's CPU cost relative to the plain loop's)")
EOF
