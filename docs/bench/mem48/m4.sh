#!/usr/bin/env bash
B=/tmp/mem48/bin/itnprep-m2; I=/tmp/mem48/in2; W=/tmp/mem48/m2; cd $W
for n in 10000 100000; do
  GODEBUG=gctrace=1 $B --memprofile $W/libri$n.heap prep libriheavy --input "$I/libri-$n/*.jsonl.gz" --output $W/h$n --runner direct --quiet --sink-buffer-kb 4096 --rows-per-row-group 1000 > /dev/null 2> $W/libri$n.gctrace
done
date -u > $W/m4.done
