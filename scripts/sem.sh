# Sourced by the benchmark scripts, never run alone. SEM is the command
# every go build and timed run of theirs goes through: gosem when it is on
# PATH (a slot of the shared machine's build semaphore), the caller's SEM
# when set (SEM= runs them bare). use_shared_anchors exports
# ITNPREP_SHARED as the first shared/ holding anchors/ above the working
# folder, when the caller has not set it.
if [[ -z "${SEM+set}" ]]; then
  SEM=""
  if command -v gosem >/dev/null; then SEM=gosem; fi
fi
use_shared_anchors() {
  [[ -n "${ITNPREP_SHARED:-}" ]] && return 0
  local d=$PWD
  while [[ "$d" != / ]]; do
    if [[ -d "$d/shared/anchors" ]]; then export ITNPREP_SHARED=$d/shared; return 0; fi
    d=$(dirname "$d")
  done
}
