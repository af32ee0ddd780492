#!/usr/bin/env python3
"""CPython difflib reference for align's conformance tests.

Reads JSONL on stdin, writes one JSON line per input line on stdout.
Input lines are {"a": [tokens], "b": [tokens]}, or with --tokenize DIR
{"written": str, "spoken": str}, tokenized by DIR/anchor_tokenize.py (the
shared anchor tokenizer); the tokens are then echoed as "a" and "b".
For each autojunk mode in --modes (default "on,off") the output holds
  "<mode>": {"ratio": repr, "qr": repr, "rqr": repr,
             "blocks": [[i, j, n], ...], "opcodes": [[tag, i1, i2, j1, j2], ...]}
Floats are given as repr() strings, which round-trip exactly, so the Go
side can compare float64 bits.
"""
import argparse
import difflib
import json
import sys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tokenize", metavar="ANCHORS_DIR")
    ap.add_argument("--modes", default="on,off")
    args = ap.parse_args()
    tokenize = None
    if args.tokenize:
        sys.path.insert(0, args.tokenize)
        from anchor_tokenize import tokenize
    modes = [m for m in args.modes.split(",") if m]
    out = sys.stdout
    for line in sys.stdin:
        if not line.strip():
            continue
        rec = json.loads(line)
        if tokenize:
            a, b = tokenize(rec["written"]), tokenize(rec["spoken"])
        else:
            a, b = rec["a"], rec["b"]
        res = {}
        if tokenize:
            res["a"], res["b"] = a, b
        for mode in modes:
            sm = difflib.SequenceMatcher(None, a, b, autojunk=(mode == "on"))
            res[mode] = {
                "ratio": repr(sm.ratio()),
                "qr": repr(sm.quick_ratio()),
                "rqr": repr(sm.real_quick_ratio()),
                "blocks": [list(x) for x in sm.get_matching_blocks()],
                "opcodes": [list(o) for o in sm.get_opcodes()],
            }
        out.write(json.dumps(res, ensure_ascii=False) + "\n")
    out.flush()


if __name__ == "__main__":
    main()
