#!/usr/bin/env bash
# gen3.sh: the 1M-row version (prep text seed 3, reference binary), as gen.sh's
set -uo pipefail
/tmp/mem49/bin/itnprep-ref prep text --input /tmp/mem49/written-1000000.txt --split-by-id train=98,validation=1,test=1 --samples 2 --seed 3 --name t3 --output /tmp/mem49/v/v1000000 --runner direct --quiet
