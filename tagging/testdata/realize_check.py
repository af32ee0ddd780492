#!/usr/bin/env python3
"""Independent check of Thutmose tagger data (Antonova et al. 2022).

Written apart from itnprep's Go code: it applies the paper's post-processing
(section 2.5) to tagged rows and compares the result with the target,
ignoring spaces (the tagger's sentence accuracy):

  <SELF> copies the spoken word, <DELETE> drops it, any other tag is a
  written fragment; a fragment ending in "<" swaps with its left
  neighbour, one ending in ">" with its right neighbour, one ending in "<<"
  moves to just after the last <SELF> word before it; then the marks and
  the "_" fragment boundaries go.

NeMo's own realization (tagging.py's realize_output, r1.9.0 to r2.4.0)
moves a "<<" token instead to the start of the run of words of its semiotic
class (PLAIN outside the spans); in "nemo" mode each row must realize its
target both ways, the second with the row's own semiotic spans, as NeMo's
model, predicting them, realizes it.

Usage:
  realize_check.py rows FILE.jsonl          lines {"input", "tags", "target"}
  realize_check.py nemo DIR                 NeMo files: DIR/{train,valid,test}.tsv with
                                            DIR/<name>.targets (one target per TSV line),
                                            label_map.txt and semiotic_classes.txt

Prints "checked N rows, M mismatches" and exits 1 on any mismatch or
malformed line.
"""
import json
import os
import sys


def is_fragment(tag):
    return tag not in ("<SELF>", "<DELETE>")


def realize(words, tags, classes=None):
    """The realized text, spaces removed; classes (one per word) or None."""
    if len(words) != len(tags):
        raise ValueError("%d tags for %d words" % (len(tags), len(words)))
    out = []
    last_self = -1
    run_start = 0
    for i, (w, t) in enumerate(zip(words, tags)):
        piece = w if t == "<SELF>" else "" if t == "<DELETE>" else t
        if classes is not None and i > 0 and classes[i] != classes[i - 1]:
            run_start = i
        if is_fragment(t) and t.endswith("<<"):
            if classes is not None:
                out.insert(run_start, piece)
            elif last_self >= 0 and i - last_self >= 2:
                out.insert(last_self + 1, piece)
            else:
                out.append(piece)
            continue
        out.append(piece)
        prev = tags[i - 1] if i > 0 else "<SELF>"
        left = is_fragment(t) and t.endswith("<")
        right = is_fragment(prev) and prev.endswith(">") and not prev.endswith(">>")
        if i > 0 and (left or right):
            out[-1], out[-2] = out[-2], out[-1]
        if t == "<SELF>":
            last_self = i
    text = "".join(out)
    for ch in "<> _":
        text = text.replace(ch, "")
    return text


def squash(s):
    return "".join(s.split())


def check_rows(path):
    n = bad = 0
    with open(path, encoding="utf-8") as f:
        for line in f:
            r = json.loads(line)
            n += 1
            got = realize(r["input"].split(" "), r["tags"])
            if got != squash(r["target"]):
                bad += 1
                if bad <= 10:
                    print("MISMATCH %s: %r -> %r, target %r" % (r.get("id"), r["tags"], got, r["target"]))
    return n, bad


def check_nemo(d):
    labels = set()
    with open(os.path.join(d, "label_map.txt"), encoding="utf-8") as f:
        for line in f:
            if line.strip():
                labels.add(line.strip())
    if "KEEP" not in labels or "DELETE" not in labels:
        raise ValueError("label_map.txt lacks KEEP or DELETE")
    with open(os.path.join(d, "semiotic_classes.txt"), encoding="utf-8") as f:
        classes = {line.strip() for line in f if line.strip()}
    if "PLAIN" not in classes:
        raise ValueError("semiotic_classes.txt lacks PLAIN")
    n = bad = 0
    for name in ("train", "valid", "test"):
        tsv = os.path.join(d, name + ".tsv")
        with open(tsv, encoding="utf-8") as f:
            lines = f.read().split("\n")
        if lines[-1] != "":
            raise ValueError("%s does not end with a newline" % tsv)
        lines = lines[:-1]
        with open(os.path.join(d, name + ".targets"), encoding="utf-8") as f:
            targets = f.read().split("\n")[:-1]
        if len(targets) != len(lines):
            raise ValueError("%s: %d lines, %d targets" % (tsv, len(lines), len(targets)))
        for k, (line, target) in enumerate(zip(lines, targets)):
            n += 1
            source, tags, sem = line.split("\t")  # exactly three fields, as NeMo reads them
            words, tags = source.split(" "), tags.split(" ")
            for t in tags:
                label = {"<SELF>": "KEEP", "<DELETE>": "DELETE"}.get(t, "DELETE|" + t)
                if label not in labels:
                    raise ValueError("%s:%d: tag %r has no label" % (tsv, k + 1, t))
            word_classes = ["PLAIN"] * len(words)
            for part in sem.split(";") if sem else []:
                c, start, end = part.split(" ")
                if c not in classes or not 0 <= int(start) < int(end) <= len(words):
                    raise ValueError("%s:%d: bad span %r" % (tsv, k + 1, part))
                word_classes[int(start):int(end)] = [c] * (int(end) - int(start))
            got = realize(words, tags)
            got_nemo = realize(words, tags, word_classes)
            if got != squash(target) or got_nemo != squash(target):
                bad += 1
                if bad <= 10:
                    print("MISMATCH %s:%d: %r -> %r (%r with the semiotic classes), target %r" % (tsv, k + 1, tags, got, got_nemo, target))
    return n, bad


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in ("rows", "nemo"):
        print(__doc__, file=sys.stderr)
        return 2
    n, bad = check_rows(sys.argv[2]) if sys.argv[1] == "rows" else check_nemo(sys.argv[2])
    print("checked %d rows, %d mismatches" % (n, bad))
    return 1 if bad or n == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
