#!/usr/bin/env bash
# Checks the progress display in a real terminal: runs `itnprep prep gtn` on
# a synthetic GTN corpus (internal/gtngen) inside a detached tmux session,
# captures the screen while it runs and once it has ended, then runs
# `versions verify` the same way, and finally the same prep with stderr on
# a file (no terminal: no bar, only the summary). Prints the captures and
# fails when the running bar lacks a total, percent, rate or ETA, when the
# final line is not left on screen, or when a bar is drawn on a file.
#   scripts/check-progress.sh            default: 400000 sentences in 4 files
#   SENTENCES=N FILES=F COLUMNS_=120 WORK=/tmp/dir KEEP=1 to vary;
#   GO="gosem go" to wrap the builds, ITNPREP=path to use a built binary
set -euo pipefail
cd "$(dirname "$0")/.."
command -v tmux >/dev/null || { echo "tmux is needed (apt-get install tmux)" >&2; exit 1; }
SENTENCES=${SENTENCES:-400000}
FILES=${FILES:-4}
COLS=${COLUMNS_:-120}
work=${WORK:-$(mktemp -d)}
mkdir -p "$work"
sess="itnprep-progress-$$"
cleanup() {
  tmux kill-session -t "$sess" 2>/dev/null || true
  [ -n "${KEEP:-}" ] || rm -rf "$work"
}
trap cleanup EXIT
GO=${GO:-go}
if [ -n "${ITNPREP:-}" ]; then cp "$ITNPREP" "$work/itnprep"; else $GO build -o "$work/itnprep" ./cmd/itnprep; fi
[ -x "$work/gtngen" ] || $GO build -o "$work/gtngen" ./internal/gtngen/cmd/gtngen
if [ ! -d "$work/in" ]; then
  "$work/gtngen" -out "$work/in" -sentences "$SENTENCES" -files "$FILES" >/dev/null
  # Half the files gzipped: the bar counts bytes as stored, so its total
  # (the files' sizes) is reached whatever the compression.
  ls "$work/in"/output-* | awk 'NR % 2 == 1' | xargs gzip -1
fi
echo "inputs: $(ls "$work/in" | tr '\n' ' ')($(du -sb "$work/in" | cut -f1) bytes)"

# run_in_tmux NAME CMD: runs CMD in a fresh tmux window COLS wide, captures
# the screen twice a second, keeps the frames that show a running bar
# (with an ETA), copies the middle one to $work/NAME.mid and captures the
# end into $work/NAME.end.
run_in_tmux() {
  local name=$1 cmd=$2
  tmux kill-session -t "$sess" 2>/dev/null || true
  tmux new-session -d -s "$sess" -x "$COLS" -y 40 \
    "cd '$work' && $cmd; echo \"[exit \$?]\"; sleep 3600"
  local n=0
  for _ in $(seq 1 1200); do
    sleep 0.5
    local screen
    screen=$(tmux capture-pane -p -t "$sess")
    if grep -q '^\[exit [0-9]*\]' <<<"$screen"; then break; fi
    if grep -q 'ETA [0-9]' <<<"$screen"; then n=$((n + 1)); printf '%s\n' "$screen" > "$work/$name.mid.$n"; fi
  done
  if [ "$n" -gt 0 ]; then cp "$work/$name.mid.$(((n + 1) / 2))" "$work/$name.mid"; else : > "$work/$name.mid"; fi
  tmux capture-pane -p -t "$sess" > "$work/$name.end"
  tmux kill-session -t "$sess"
}

fail=0
check() { # check FILE REGEX WHAT
  if ! grep -Eq -- "$2" "$1"; then echo "FAIL: $3 (no /$2/ in $1)"; fail=1; fi
}

run_in_tmux prep "./itnprep prep gtn --input 'in/*' --output out --shards 4 > version.txt"
echo "=== prep gtn, while running (tmux ${COLS} columns) ==="
sed -e '/^$/d' "$work/prep.mid"
echo "=== prep gtn, at the end ==="
sed -e '/^$/d' "$work/prep.end"
check "$work/prep.mid" '^prep gtn \[[=> ]+\] +[0-9]+%  [0-9.]+ [kMG]?B/[0-9.]+ [kMG]?B  [0-9.]+ [kMG]?B/s  ETA [0-9]' "running bar with percent, total, rate and ETA"
check "$work/prep.end" '^prep gtn \[=+\] 100%  .*  in [0-9]' "final bar left on screen"
check "$work/prep.end" '^\[exit 0\]' "prep exit 0"

run_in_tmux verify "./itnprep versions verify \$(tail -1 version.txt)"
echo "=== versions verify, at the end ==="
sed -e '/^$/d' "$work/verify.end"
check "$work/verify.end" '^verify \[=+\] 100%  ([0-9]+)/\1 shards  .*in [0-9]' "verify bar over shards left on screen"
check "$work/verify.end" '^OK ' "verify OK"

# Not a terminal: stderr to a file holds the summary and no bar.
(cd "$work" && ./itnprep prep gtn --input 'in/*' --output out2 --shards 4 > /dev/null 2> piped.err)
echo "=== prep gtn with stderr on a file ==="
cat "$work/piped.err"
if grep -q $'\r' "$work/piped.err" || grep -q 'ETA' "$work/piped.err"; then
  echo "FAIL: a progress display was written to a file"; fail=1
fi
check "$work/piped.err" 'read' "summary on a non-terminal"
[ "$fail" = 0 ] && echo "progress display: OK"
exit "$fail"
