#!/usr/bin/env bash
# gen2.sh: tagger and u2tf versions derived from the 10k pairs version (reference binary)
set -uo pipefail
B=/tmp/mem49/bin/itnprep-ref
$B derive tagger /tmp/mem49/v/v10000/t3@latest --output /tmp/mem49/v/d10000 --runner direct --quiet
$B derive u2tf /tmp/mem49/v/v10000/t3@latest --output /tmp/mem49/v/d10000 --runner direct --quiet
