#!/usr/bin/env bash
# Scale benchmark for `prep gtn` (not in CI: big runs take minutes and GBs).
# For each size, writes a synthetic raw-GTN corpus (internal/gtngen), then
# runs one after another, each under /usr/bin/time -v:
#   - itnprep prep gtn on each runner of RUNNERS (default: direct, prism);
#   - scripts/gtn_to_jsonl.py, the plain Python reference, on the same files.
# Runner `portable` is a cluster on one machine: Beam's prism as a job
# server and Beam's Go worker pool starting Beam's Go boot program for
# each worker (prism and boot built from the module cache; the pool is
# internal/workerpool, Beam's container/pool server that boot
# --worker_pool runs, on a free port instead of boot's fixed 50000), the
# launcher submitting with --runner universal
# --environment_type EXTERNAL, so the DoFns run in worker processes the
# pool starts. Its figures add up every process of the run: the launcher
# (time -v), the job server, the pool, and each process the pool starts
# for the job (a boot instance that fetches the staged binary, the worker
# it starts), read from /proc twice a second and once the job is done
# (workers idle after it, they do not exit); its peak RSS is the sum of
# their peaks (an upper bound on what they held at once), and a detail
# line gives each process's share. Job server, pool
# and workers are started fresh for every portable run and ended by pid;
# boot's copies of the worker binary (/tmp/bin*/) are removed, and its
# download of the staged binary goes to a folder under WORK (boot's
# --semi_persist_dir, /tmp/staged by default, which every run on the machine
# shares).
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
pool_port=""
tck=$(getconf CLK_TCK)
started=()      # pids of this run's job server and pool
job_port=""

# job_procs: pids of the processes serving the job server on $job_port:
# the boot instance the pool starts per worker (it fetches the staged
# binary) and the worker it starts from its copy /tmp/bin*/worker. boot
# does not wait for the worker, so workers end up re-parented to init;
# both are found by their control endpoint.
job_procs() {
  local d
  [ -n "$job_port" ] || return 0
  for d in /proc/[0-9]*; do
    if tr '\0' '\n' 2>/dev/null < "$d/cmdline" | grep -qx -- "--control_endpoint=localhost:$job_port"; then
      echo "${d#/proc/}"
    fi
  done
}

# cpu_rss PID: "CPU seconds (user+sys, its own), peak RSS KB" of a live
# process (children are counted as processes of their own).
cpu_rss() {
  awk -v tck="$tck" '
    FILENAME ~ /stat$/ { sub(/^.*\) /, ""); split($0, f, " "); cpu = (f[12] + f[13]) / tck }
    FILENAME ~ /status$/ && /^VmHWM:/ { rss = $2 }
    END { printf "%.2f %d\n", cpu, rss }' "/proc/$1/stat" "/proc/$1/status" 2>/dev/null
}

# sample_job: one line "pid name cpu_s peak_kb" per live job process into
# $work/samples; the last line of a pid is its total (a boot instance that
# exits before the job ends keeps its last sample, at most 0.5 s short).
sample_job() {
  local pid exe v
  for pid in $(job_procs); do
    exe=$(readlink "/proc/$pid/exe" 2>/dev/null) || continue
    v=$(cpu_rss "$pid") || continue
    [ -n "$v" ] && echo "$pid $(basename "${exe% (deleted)}") $v"
  done >> "$work/samples"
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
  local i
  job_port=$(/usr/bin/python3 -c 'import socket; s = socket.socket(); s.bind(("localhost", 0)); print(s.getsockname()[1])')
  mkdir -p "$work/pool" # boot writes pipeline_options.json into its working directory
  # boot downloads the staged binary into its --semi_persist_dir's staged/:
  # one under $work, not the /tmp/staged every run on the machine shares.
  printf '#!/usr/bin/env bash\nexec %q --semi_persist_dir=%q "$@"\n' "$work/boot" "$work/persist" > "$work/boot.sh"
  chmod +x "$work/boot.sh"
  "$work/prism" --job_port "$job_port" --serve_http=false --log_level warn > "$work/prism.log" 2>&1 &
  started+=($!)
  (cd "$work/pool" && exec "$work/workerpool" --boot "$work/boot.sh" --port 0) > "$work/pool.log" 2>&1 &
  started+=($!)
  wait_port "$job_port"
  pool_port=""
  for i in $(seq 300); do # the pool prints the port it chose
    pool_port=$(sed -n 's/^workerpool: listening on port \([0-9]*\)$/\1/p' "$work/pool.log")
    [ -z "$pool_port" ] || break
    sleep 0.1
  done
  [ -n "$pool_port" ] || { echo "FAIL: the worker pool did not say its port" >&2; cat "$work/pool.log" >&2; return 1; }
  wait_port "$pool_port"
}

# portable_stop: ends the workers, then the pool and the job server (each
# by pid, with whatever they started), and removes boot's binary copies.
portable_stop() {
  local w exe pid kids copies=()
  for w in $(job_procs); do
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
  rm -rf "$work/persist" # boot's download of the staged binary
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
  [ -x "$work/workerpool" ] || $GO build -o "$work/workerpool" ./internal/workerpool
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
          --environment_config "localhost:$pool_port" --worker_binary "$work/itnprep") ;;
      *) args+=(--runner "$r") ;;
    esac
    if [ "$r" = portable ]; then
      : > "$work/samples"
      (while :; do sample_job; sleep 0.5; done) &
      sampler=$!
    fi
    read -r wall cpu rss < <(measure "$r-$n" "$work/itnprep" "${args[@]}")
    if [ "$r" = portable ]; then
      kill "$sampler"; wait "$sampler" 2>/dev/null || true
      sample_job
      # The launcher's figures plus the job server's, the pool's and each
      # job process's (workers idle after the job: their totals are this
      # job's).
      detail="launcher ${rss} MB ${cpu} s"
      for i in 0 1; do
        read -r pcpu prss < <(cpu_rss "${started[$i]}")
        what=("job server" pool); detail+=", ${what[$i]} $((prss / 1024)) MB ${pcpu} s"
        cpu=$(echo "$cpu + $pcpu" | bc -l); rss=$((rss + prss / 1024))
      done
      nproc=0
      while read -r pid name pcpu prss; do
        detail+=", $name $pid $((prss / 1024)) MB ${pcpu} s"
        cpu=$(echo "$cpu + $pcpu" | bc -l); rss=$((rss + prss / 1024))
        [ "$name" = boot ] || nproc=$((nproc + 1))
      done < <(awk '{ last[$1] = $0 } END { for (p in last) print last[p] }' "$work/samples" | sort -n)
      [ "$nproc" -gt 0 ] || { echo "FAIL: no worker process ran the portable job" >&2; exit 1; }
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
