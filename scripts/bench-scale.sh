#!/usr/bin/env bash
# Scale benchmark for `prep gtn` (not in CI: big runs take minutes and GBs).
# For each size, writes a synthetic raw-GTN corpus (internal/gtngen), then
# runs one after another, each under /usr/bin/time -v:
#   - itnprep prep gtn on each runner of RUNNERS (default: direct, prism);
#   - scripts/gtn_to_jsonl.py, the plain Python reference, on the same files.
# Runner `portable` is a cluster on one machine: Beam's prism as a job
# server and Beam's Go boot program as a worker pool (both built from the
# module cache), the launcher submitting with --runner universal
# --environment_type EXTERNAL, so the DoFns run in worker processes the
# pool starts. Its figures add up every process of the run: the launcher
# (time -v), the job server, the pool and the workers (read from /proc
# once the job is done: workers idle after it, they do not exit); its
# peak RSS is the sum of their peaks (an upper bound on what they held at
# once), and a detail line gives each process's share. Job server, pool
# and workers are started fresh for every portable run and ended by pid;
# boot's copies of the worker binary (/tmp/bin*/) are removed.
# Prints one line per run: wall s, CPU s (user+sys), peak RSS MB, rows,
# rows per CPU-second, version id; the runners must agree on the id.
#   scripts/bench-scale.sh [SIZES...]     default: 1000000 3000000
#   RUNNERS="direct prism portable" FILES=8 SHARDS=4 WORK=/tmp/dir KEEP=1 to vary;
#   GO="gosem go" to wrap the builds, ITNPREP=path to use a built binary,
#   PYTHON=0 to skip the Python reference
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=("$@"); [ ${#sizes[@]} -gt 0 ] || sizes=(1000000 3000000)
RUNNERS=${RUNNERS:-direct prism}
FILES=${FILES:-8}
SHARDS=${SHARDS:-4}
work=${WORK:-$(mktemp -d)}
mkdir -p "$work"
GO=${GO:-go}

# --- the portable setup: a job server and a worker pool per run ---
POOL_PORT=50000 # fixed in Beam's boot program
tck=$(getconf CLK_TCK)
started=()      # pids of this run's job server and pool
job_port=""

# portable_workers: pids of the workers of the job server on $job_port.
# boot starts each from its copy /tmp/bin*/worker and does not wait for
# it, so they are found by that executable and their control endpoint.
portable_workers() {
  local d exe
  [ -n "$job_port" ] || return 0
  for d in /proc/[0-9]*; do
    exe=$(readlink "$d/exe" 2>/dev/null) || continue
    case $exe in /tmp/bin*) ;; *) continue ;; esac
    if tr '\0' '\n' < "$d/cmdline" 2>/dev/null | grep -qx -- "--control_endpoint=localhost:$job_port"; then
      echo "${d#/proc/}"
    fi
  done
}

# cpu_rss PID: "CPU seconds (user+sys, with reaped children), peak RSS KB".
cpu_rss() {
  awk -v tck="$tck" '
    FILENAME ~ /stat$/ { sub(/^.*\) /, ""); split($0, f, " "); cpu = (f[12] + f[13] + f[14] + f[15]) / tck }
    FILENAME ~ /status$/ && /^VmHWM:/ { rss = $2 }
    END { printf "%.2f %d\n", cpu, rss }' "/proc/$1/stat" "/proc/$1/status"
}

# wait_port PORT: until something listens there (30 s at most).
wait_port() {
  local i
  for i in $(seq 300); do
    (exec 3<>"/dev/tcp/localhost/$1") 2>/dev/null && return 0
    sleep 0.1
  done
  echo "FAIL: nothing listens on port $1 after 30 s" >&2
  return 1
}

portable_start() {
  if (exec 3<>"/dev/tcp/localhost/$POOL_PORT") 2>/dev/null; then
    echo "FAIL: port $POOL_PORT (boot's fixed worker-pool port) is taken" >&2
    return 1
  fi
  job_port=$(/usr/bin/python3 -c 'import socket; s = socket.socket(); s.bind(("localhost", 0)); print(s.getsockname()[1])')
  mkdir -p "$work/pool" # boot writes pipeline_options.json into its working directory
  "$work/prism" --job_port "$job_port" --serve_http=false --log_level warn > "$work/prism.log" 2>&1 &
  started+=($!)
  (cd "$work/pool" && exec "$work/boot" --worker_pool) > "$work/pool.log" 2>&1 &
  started+=($!)
  wait_port "$job_port"
  wait_port "$POOL_PORT"
}

# portable_stop: ends the workers, then the pool and the job server (each
# by pid, with whatever they started), and removes boot's binary copies.
portable_stop() {
  local w exe pid kids copies=()
  for w in $(portable_workers); do
    exe=$(readlink "/proc/$w/exe" 2>/dev/null) && copies+=("$(dirname "${exe% (deleted)}")")
    kill -9 "$w" 2>/dev/null || true
  done
  for pid in "${started[@]}"; do
    kids=$(pgrep -P "$pid" || true)
    [ -z "$kids" ] || kill -9 $kids 2>/dev/null || true
    kill -9 "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  done
  started=()
  for d in "${copies[@]}"; do
    case $d in /tmp/bin*) rm -rf "$d" ;; esac
  done
  job_port=""
}

cleanup() {
  portable_stop
  [ -n "${KEEP:-}" ] || rm -rf "$work"
}
trap cleanup EXIT

if [ -n "${ITNPREP:-}" ]; then cp "$ITNPREP" "$work/itnprep"; else $GO build -o "$work/itnprep" ./cmd/itnprep; fi
[ -x "$work/gtngen" ] || $GO build -o "$work/gtngen" ./internal/gtngen/cmd/gtngen
case " $RUNNERS " in *" portable "*)
  [ -x "$work/prism" ] || $GO build -o "$work/prism" github.com/apache/beam/sdks/v2/go/cmd/prism
  [ -x "$work/boot" ] || $GO build -o "$work/boot" github.com/apache/beam/sdks/v2/go/container
esac

# measure NAME CMD...: runs CMD under time -v with its stdout in
# $work/NAME.out, prints "wall cpu rss_mb".
measure() {
  local log="$work/$1.time" out="$work/$1.out"; shift
  /usr/bin/time -v -o "$log" "$@" > "$out"
  awk -F': ' '
    /Elapsed \(wall clock\)/ { n = split($2, p, ":"); w = 0; for (i = 1; i <= n; i++) w = w * 60 + p[i] }
    /User time/ { u = $2 } /System time/ { s = $2 }
    /Maximum resident set size/ { r = $2 }
    END { printf "%.1f %.1f %.0f\n", w, u + s, r / 1024 }' "$log"
}

row() { # sentences run wall cpu rss rows id
  printf '%-10s %-8s %8s %8s %9s %10s %12.0f  %s\n' "$1" "$2" "$3" "$4" "$5" "$6" "$(echo "$6 / $4" | bc -l)" "$7"
}

printf '%-10s %-8s %8s %8s %9s %10s %12s  %s\n' sentences run wall_s cpu_s rss_MB rows rows/cpu_s version
for n in "${sizes[@]}"; do
  in="$work/in-$n"
  [ -d "$in" ] || "$work/gtngen" -out "$in" -sentences "$n" -files "$FILES"
  ref=""
  for r in $RUNNERS; do
    out="$work/out-$r-$n"
    args=(prep gtn --input "$in/output-*" --output "$out" --shards "$SHARDS" --quiet)
    case $r in
      portable)
        portable_start
        args+=(--runner universal --endpoint "localhost:$job_port" --environment_type EXTERNAL
          --environment_config "localhost:$POOL_PORT" --worker_binary "$work/itnprep") ;;
      *) args+=(--runner "$r") ;;
    esac
    read -r wall cpu rss < <(measure "$r-$n" "$work/itnprep" "${args[@]}")
    if [ "$r" = portable ]; then
      # The launcher's figures plus the job server's, the pool's and the
      # workers' (alive and idle now: their totals are this job's).
      detail="launcher ${rss} MB ${cpu} s"
      workers=$(portable_workers)
      [ -n "$workers" ] || { echo "FAIL: no worker process ran the portable job" >&2; exit 1; }
      for pid in "${started[@]}" $workers; do
        read -r pcpu prss < <(cpu_rss "$pid")
        case $pid in "${started[0]}") what="job server" ;; "${started[1]}") what=pool ;; *) what="worker $pid" ;; esac
        detail+=", $what $((prss / 1024)) MB ${pcpu} s"
        cpu=$(echo "$cpu + $pcpu" | bc -l)
        rss=$((rss + prss / 1024))
      done
      cpu=$(printf '%.1f' "$cpu")
      portable_stop
    fi
    dir=$(tail -n 1 "$work/$r-$n.out")
    id=$(basename "$dir")
    rows=$(/usr/bin/python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["accounting"]["rows"])' "$dir/manifest.json")
    "$work/itnprep" versions verify "$dir" > /dev/null
    row "$n" "$r" "$wall" "$cpu" "$rss" "$rows" "$id"
    [ "$r" != portable ] || echo "           ($detail)"
    [ -z "$ref" ] || [ "$ref" = "$id" ] || { echo "FAIL: $r gives version $id, first runner gave $ref"; exit 1; }
    ref=$id
    rm -rf "$out"
  done
  if [ "${PYTHON:-1}" != 0 ]; then
    read -r wall cpu rss < <(measure "python-$n" /usr/bin/python3 scripts/gtn_to_jsonl.py "$work/py-$n.jsonl" "$in"/output-*)
    rows=$(cat "$work/python-$n.out")
    row "$n" python "$wall" "$cpu" "$rss" "$rows" "(JSON lines)"
    rm -f "$work/py-$n.jsonl"
  fi
done
