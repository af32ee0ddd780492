#!/usr/bin/env bash
# m2.sh: train --dry-run (seq2seq) and versions verify before (ref, 22af8ee3) and after (new), interleaved,
# 3 rounds at 10k / 100k / 300k / 1M rows: peak RSS, CPU s, the sha256 of every file staged
set -uo pipefail
W=/tmp/mem49/m2; V=/tmp/mem49/v; mkdir -p $W; cd $W
m() { local bin=$1 label=$2; shift 2; rm -rf $W/cache $W/run
  /usr/bin/time -v /tmp/mem49/bin/itnprep-$bin "$@" > $W/last.out 2> $W/last.err; local rc=$?
  local rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' $W/last.err)
  local cpu=$(awk -F': ' '/User time/{u=$2} /System time/{s=$2} END{printf "%.2f", u+s}' $W/last.err)
  local sums=$( [ -d $W/cache ] && cd $W/cache && find . -type f | sort | xargs sha256sum)
  printf "%-4s %-24s rc=%d %5d MB cpu %5ss staged %s out %s load %s\n" $bin "$label" $rc $((rss/1024)) $cpu \
    $(echo "$sums" | sha256sum | cut -c1-12) $(sha256sum < $W/last.out | cut -c1-12) "$(cut -d' ' -f1 /proc/loadavg)" | tee -a $W/table; }
date -u | tee -a $W/table
for round in 1 2 3; do for n in 10000 100000 300000 1000000; do for b in ref new; do
  m $b "train --dry-run $n" train --dataset $V/v$n/t3@latest --out $W/run --cache $W/cache --model seq2seq --dry-run
done; done; done
for n in 300000 1000000; do for b in ref new ref new; do
  m $b "versions verify $n" versions verify $V/v$n/t3@latest
done; done
date -u | tee -a $W/table
