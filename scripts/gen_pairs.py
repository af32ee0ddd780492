#!/usr/bin/env python3
"""Turn written sentences (scripts/gen_written.py) into noisy (written,
spoken) pairs for measuring `itnprep mine-pairs`: the spoken side is the
written one with numbers verbalized (num2words), punctuation dropped and
lower-cased, and, as an ASR transcript would be, a filler inserted in 30%
of the pairs and a word dropped in 10%. One JSON object per line with
"id", "written", "spoken".

    /usr/bin/python3 scripts/gen_written.py N 7 | /usr/bin/python3 scripts/gen_pairs.py 7 > pairs.jsonl

Deterministic: the same input and SEED give the same lines.
"""
import json
import random
import re
import sys

from num2words import num2words

NOISE = ["uh", "um", "[noise]", "you know", "like"]


def main():
    rnd = random.Random(int(sys.argv[1]))

    def verb(m):
        try:
            return num2words(int(m.group(0).replace(",", "")))
        except (ValueError, OverflowError):
            return m.group(0)

    for i, line in enumerate(sys.stdin):
        w = line.strip()
        s = re.sub(r"\d[\d,]*", verb, w)
        toks = re.sub(r"[^\w\s']", " ", s).lower().split()
        if toks and rnd.random() < 0.3:
            toks.insert(rnd.randrange(len(toks) + 1), rnd.choice(NOISE))
        if len(toks) > 3 and rnd.random() < 0.1:
            del toks[rnd.randrange(len(toks))]
        print(json.dumps({"id": "p%09d" % i, "written": w, "spoken": " ".join(toks)}))


if __name__ == "__main__":
    main()
