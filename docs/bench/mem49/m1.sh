#!/usr/bin/env bash
# m1.sh: train --dry-run before (ref, 22af8ee3) and after, interleaved: peak RSS, CPU s, and the
# sha256 of every file staged (the cache folder), at 10k / 100k / 300k rows; tagger and u2tf at 10k
set -uo pipefail
W=/tmp/mem49/m1; V=/tmp/mem49/v; NEW=${NEW:-s1}; mkdir -p $W; cd $W
m() { local bin=$1 label=$2; shift 2; rm -rf $W/cache $W/run
  /usr/bin/time -v /tmp/mem49/bin/itnprep-$bin train --out $W/run --cache $W/cache --dry-run "$@" > $W/last.out 2> $W/last.err; local rc=$?
  local rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' $W/last.err)
  local cpu=$(awk -F': ' '/User time/{u=$2} /System time/{s=$2} END{printf "%.2f", u+s}' $W/last.err)
  local sums=$(cd $W/cache && find . -type f | sort | xargs sha256sum)
  echo "$sums" > "$W/sums-$bin-${label// /_}"
  printf "%-4s %-28s rc=%d %5d MB cpu %5ss files %d staged %s load %s\n" $bin "$label" $rc $((rss/1024)) $cpu \
    $(echo "$sums" | wc -l) $(echo "$sums" | sha256sum | cut -c1-12) "$(cut -d' ' -f1 /proc/loadavg)" | tee -a $W/table; }
date -u | tee -a $W/table
for round in 1 2; do for n in 10000 100000 300000; do for b in ref $NEW; do
  m $b "seq2seq $n" --dataset $V/v$n/t3@latest --model seq2seq
done; done; done
for b in ref $NEW; do
  m $b "tagger 10000 + held-out" --dataset $V/d10000/t3-tagger@latest --model tagger --test-dataset $V/v10000/t3@latest
  m $b "u2tf 10000 + held-out" --dataset $V/d10000/t3-u2tf@latest --model u2tf --test-dataset $V/v10000/t3@latest
done
date -u | tee -a $W/table
