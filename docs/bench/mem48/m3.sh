#!/usr/bin/env bash
# m3.sh: versions diff / view / train --dry-run / overlap at 300k; preps with small bounds at 10k / 100k
set -uo pipefail
B=/tmp/mem48/bin/itnprep-m2; I=/tmp/mem48/in2; W=/tmp/mem48/m2; T=/work/wt/mem48/testdata
cd $W
source <(sed -n '/^m() {/,/^mview() {/p' /tmp/mem48/m2.sh | sed '$d')
source <(sed -n '/^mview() {/,/^date -u/p' /tmp/mem48/m2.sh | sed '$d')
date -u | tee -a $W/table
m "ref prep gtn 13 (start, m3)" prep gtn --input "$T/gtn/*" --output $W/ref3 --runner direct --quiet
n=300000; o=$W/v$n
m "prep text seed 3 $n" prep text --input $I/written-$n.txt --split-by-id train=98,validation=1,test=1 --samples 2 --seed 3 --name t3 --output $o --runner direct --quiet
m "prep text seed 4 $n" prep text --input $I/written-$n.txt --split-by-id train=98,validation=1,test=1 --samples 2 --seed 4 --name t4 --output $o --runner direct --quiet
m "versions diff $n" versions diff $o/t3@latest $o/t4@latest --rows 5
m "versions diff --json $n" versions diff $o/t3@latest $o/t4@latest --json
m "versions overlap $n" versions overlap $o/t3@latest
m "versions head $n" versions head $o/t3@latest -n 10
mview "view t3 $n" $o/t3@latest 18430 $((n * 3 / 2))
m "train --dry-run seq2seq $n" train --dataset $o/t3@latest --out $o/run --cache $o/cache --model seq2seq --dry-run
rm -rf $o/cache
for n in 10000 100000; do o=$W/s$n; S="--sink-buffer-kb 4096 --rows-per-row-group 1000"
  m "small: prep spgi $n" prep spgi --input "$I/spgi-$n/train.csv,$I/spgi-$n/val.csv" --output $o --runner direct --quiet $S
  m "small: prep commonvoice $n" prep commonvoice --input "$I/cv-$n/*.tsv" --output $o --runner direct --quiet $S
  m "small: prep nemo-cases $n" prep nemo-cases --input "$I/nemo-$n/data_*/*.txt" --output $o --runner direct --quiet $S
  m "small: prep libriheavy $n" prep libriheavy --input "$I/libri-$n/*.jsonl.gz" --output $o --runner direct --quiet $S
done
for n in 10000 100000; do
  GODEBUG=gctrace=1 $B --memprofile $W/diff$n.heap versions diff $W/v$n/t3@latest $W/v$n/t4@latest --rows 5 > /dev/null 2> $W/diff$n.gctrace
done
m "ref prep gtn 13 (end, m3)" prep gtn --input "$T/gtn/*" --output $W/ref4 --runner direct --quiet
date -u | tee -a $W/table
