#!/usr/bin/env python3
"""CPython difflib timing for scripts/bench-align.sh, in wall AND CPU time.

Same work as anchors/difflib_anchor.py (read, tokenize with the anchor
tokenizer, SequenceMatcher + get_matching_blocks + get_opcodes + ratio,
write JSONL), but every phase is timed with both time.perf_counter (wall)
and time.process_time (CPU of this process), because on a shared machine
wall time measures the neighbours as much as the code.

Usage: python3 bench_difflib.py ANCHORS_DIR PAIRS.jsonl OUT.jsonl [--no-autojunk]
"""
import difflib
import json
import sys
import time


def main():
    anchors, inp, out = sys.argv[1:4]
    autojunk = "--no-autojunk" not in sys.argv[4:]
    sys.path.insert(0, anchors)
    from anchor_tokenize import tokenize

    w0, c0 = time.perf_counter(), time.process_time()
    with open(inp, encoding="utf-8") as f:
        pairs = [json.loads(l) for l in f if l.strip()]
    toks = [(tokenize(p["written"]), tokenize(p["spoken"])) for p in pairs]
    w1, c1 = time.perf_counter(), time.process_time()
    results = []
    for a, b in toks:
        sm = difflib.SequenceMatcher(None, a, b, autojunk=autojunk)
        results.append((sm.ratio(), sm.get_matching_blocks(), sm.get_opcodes()))
    w2, c2 = time.perf_counter(), time.process_time()
    with open(out, "w", encoding="utf-8") as f:
        for n, (ratio, blocks, ops) in enumerate(results):
            f.write(json.dumps({"id": n, "ratio": ratio, "opcodes": [list(o) for o in ops]}) + "\n")
    w3, c3 = time.perf_counter(), time.process_time()
    n = len(pairs)
    print(f"python difflib autojunk={autojunk}: matcher {n/(w2-w1):.0f} pairs/s wall, {n/(c2-c1):.0f} pairs/cpu-s; "
          f"end to end {n/(w3-w0):.0f} pairs/s wall, {n/(c3-c0):.0f} pairs/cpu-s "
          f"(matcher {w2-w1:.2f}s wall {c2-c1:.2f}s cpu; total {w3-w0:.2f}s wall {c3-c0:.2f}s cpu)")


if __name__ == "__main__":
    main()
