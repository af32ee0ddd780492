# Sourced by the scripts that build or time go code (most benchmarks, demo.sh,
# soak.sh, fuzz.sh, calibration.sh, align-same.sh, ...: the list in
# internal/archtest's TestScriptsTakeTheSemaphore), never run alone. SEM is the command
# every go build and timed run of theirs goes through: gosem when it is on
# PATH (a slot of the shared machine's build semaphore), the caller's SEM
# when set (SEM= runs them bare), and nothing when this script already runs
# in a slot (`gosem scripts/bench-x.sh`): gosem is not reentrant, so a
# gosem inside it waited for the other slot, and two such scripts, each
# holding one slot, waited for each other forever. A slot is held by the
# open lock file gosem leaves to the command it runs (/tmp/gosem.N).
# use_shared_anchors exports ITNPREP_SHARED as the first shared/ holding
# anchors/ above the working folder, when the caller has not set it.
in_gosem_slot() {
  local fd t
  for fd in /proc/$$/fd/*; do
    t=$(readlink "$fd" 2>/dev/null) || continue
    [[ ${t##*/} =~ ^gosem\.[0-9]+$ ]] && return 0
  done
  return 1
}
if [[ -z "${SEM+set}" ]]; then
  SEM=""
  if command -v gosem >/dev/null && ! in_gosem_slot; then SEM=gosem; fi
fi
use_shared_anchors() {
  [[ -n "${ITNPREP_SHARED:-}" ]] && return 0
  local d=$PWD
  while [[ "$d" != / ]]; do
    if [[ -d "$d/shared/anchors" ]]; then export ITNPREP_SHARED=$d/shared; return 0; fi
    d=$(dirname "$d")
  done
}
