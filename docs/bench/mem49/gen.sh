#!/usr/bin/env bash
# gen.sh: the three versions train stages (as mem48's m2/m3: prep text seed 3), made by the reference binary
set -uo pipefail
B=/tmp/mem49/bin/itnprep-ref
for n in 10000 100000 300000; do
  in=/tmp/qa43/in/written-$n.txt; [ $n = 300000 ] && in=/tmp/mem48/in2/written-300000.txt
  $B prep text --input $in --split-by-id train=98,validation=1,test=1 --samples 2 --seed 3 --name t3 --output /tmp/mem49/v/v$n --runner direct --quiet
done
