#!/usr/bin/env bash
# e2.sh: evaluate --beam before (ref, b33e9d25) and after, interleaved; CPU s, peak RSS, sha256
set -uo pipefail
I=/tmp/mem48/in; W=/tmp/mem48/e2; cd $W
m() { local bin=$1 label=$2; shift 2
  /usr/bin/time -v /tmp/mem48/bin/itnprep-$bin "$@" > $W/last.out 2> $W/last.err; local rc=$?
  local rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' $W/last.err)
  local cpu=$(awk -F': ' '/User time/{u=$2} /System time/{s=$2} END{printf "%.2f", u+s}' $W/last.err)
  local h=$(sha256sum < $W/last.out | cut -c1-12)
  local msg=$(grep -m1 -o "refusing to score.*" $W/last.err | sha256sum | cut -c1-8)
  printf "%-4s %-40s rc=%d %5d MB cpu %6ss out %s refusal %s load %s\n" $bin "$label" $rc $((rss/1024)) $cpu $h $msg "$(cut -d' ' -f1 /proc/loadavg)" | tee -a $W/table; }
date -u | tee -a $W/table
for round in 1 2 3; do for b in ref new; do
  m $b "1M beam direct" evaluate --json --in $I/pred-1000000.jsonl --beam --runner direct
  m $b "1M beam direct allow-dup (no check)" evaluate --json --in $I/pred-1000000.jsonl --beam --runner direct --allow-duplicate-ids
done; done
for b in ref new; do
  m $b "1M beam prism" evaluate --json --in $I/pred-1000000.jsonl --beam --runner prism
  m $b "1M beam direct sink 4096" evaluate --json --in $I/pred-1000000.jsonl --beam --runner direct --sink-buffer-kb 4096
  m $b "100k beam direct" evaluate --json --in $I/pred-100000.jsonl --beam --runner direct
  m $b "13 beam direct (reference)" evaluate --json --in $I/pred-13.jsonl --beam --runner direct
  m $b "110k rep beam direct" evaluate --json --in $I/pred-rep.jsonl --beam --runner direct
  m $b "110k rep beam prism" evaluate --json --in $I/pred-rep.jsonl --beam --runner prism
done
date -u | tee -a $W/table
