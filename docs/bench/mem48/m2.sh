#!/usr/bin/env bash
# m2.sh: peak RSS of the commands BENCHMARKS.md did not cover, at two sizes 10x apart
set -uo pipefail
B=/tmp/mem48/bin/itnprep-m2; I=/tmp/mem48/in2; W=/tmp/mem48/m2; T=/work/wt/mem48/testdata
mkdir -p $W; cd $W
m() { local label=$1; shift
  /usr/bin/time -v "$B" "$@" > $W/last.out 2> $W/last.err; local rc=$?
  local rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' $W/last.err)
  local cpu=$(awk -F': ' '/User time/{u=$2} /System time/{s=$2} END{printf "%.1f", u+s}' $W/last.err)
  printf "%-44s rc=%d %5d MB cpu %6ss %s load %s\n" "$label" $rc $((rss/1024)) $cpu "$(tail -1 $W/last.out | cut -c1-60)" "$(cut -d' ' -f1 /proc/loadavg)" | tee -a $W/table; }
mview() { local label=$1 ver=$2 port=$3 off=$4
  /usr/bin/time -v "$B" view $ver --port $port > $W/view.out 2> $W/view.err & local tp=$!
  for i in $(seq 50); do curl -s -o /dev/null http://127.0.0.1:$port/ && break; sleep 0.2; done
  local codes=""
  for u in / "/rows?split=train" "/rows?split=train&offset=$off" "/rows?q=zzqqnotfound" /card /rejects; do
    codes="$codes $(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port$u")"; done
  kill -INT $(pgrep -P $tp) ; wait $tp
  local rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' $W/view.err)
  local cpu=$(awk -F': ' '/User time/{u=$2} /System time/{s=$2} END{printf "%.1f", u+s}' $W/view.err)
  printf "%-44s codes%s %5d MB cpu %6ss load %s\n" "$label" "$codes" $((rss/1024)) $cpu "$(cut -d' ' -f1 /proc/loadavg)" | tee -a $W/table; }
date -u | tee -a $W/table
m "ref prep gtn 13 (start)" prep gtn --input "$T/gtn/*" --output $W/ref --runner direct --quiet
m "ref version" version
for n in 10000 100000; do o=$W/v$n
  m "prep spgi $n" prep spgi --input "$I/spgi-$n/train.csv,$I/spgi-$n/val.csv" --output $o --runner direct --quiet
  m "prep commonvoice $n" prep commonvoice --input "$I/cv-$n/*.tsv" --output $o --runner direct --quiet
  m "prep nemo-cases $n" prep nemo-cases --input "$I/nemo-$n/data_*/*.txt" --output $o --runner direct --quiet
  m "prep libriheavy $n" prep libriheavy --input "$I/libri-$n/*.jsonl.gz" --output $o --runner direct --quiet
  m "prep text seed 3 $n" prep text --input /tmp/qa43/in/written-$n.txt --split-by-id train=98,validation=1,test=1 --samples 2 --seed 3 --name t3 --output $o --runner direct --quiet
  m "prep text seed 4 $n" prep text --input /tmp/qa43/in/written-$n.txt --split-by-id train=98,validation=1,test=1 --samples 2 --seed 4 --name t4 --output $o --runner direct --quiet
  m "versions list $n" versions list $o
  m "versions show $n" versions show $o/spgi@latest
  m "versions show --json $n" versions show --json $o/spgi@latest
  m "versions head $n" versions head $o/spgi@latest -n 10
  m "versions head --rejects $n" versions head $o/libriheavy@latest --rejects -n 10
  m "versions diff $n" versions diff $o/t3@latest $o/t4@latest --rows 5
  m "versions diff --json $n" versions diff $o/t3@latest $o/t4@latest --json
  m "versions tag $n" versions tag $o/spgi@latest keep
  m "versions gc --dry-run $n" versions gc $o --dry-run
  m "versions overlap $n" versions overlap $o/t3@latest $o/spgi@latest
  mview "view t3 $n" $o/t3@latest $((18400 + n / 10000)) $((n * 3 / 2))
  m "train --dry-run seq2seq $n" train --dataset $o/t3@latest --out $o/run --cache $o/cache --model seq2seq --dry-run
  rm -rf $o/cache
done
m "ref prep gtn 13 (end)" prep gtn --input "$T/gtn/*" --output $W/ref2 --runner direct --quiet
date -u | tee -a $W/table
