#!/usr/bin/env python3
"""Independent check of Universal-2-TF training rows (Universal-2-TF 2024).

Written apart from itnprep's Go code, from the paper's inference (sections
3.1 and 3.2): the token classifier labels each spoken token with the mark
after it (O . , ?), its casing (lower; cap = first letter upper; upper =
all letters upper; mixed = left to the span model) and ITN membership
(1/0); neighbouring ITN tokens form one span, which ends at a token whose
mark ends a sentence (. or ?: the mark appended after that token; the span
model writes an entity, not a sentence's end), and a mixed-case token
outside an ITN span is a span of its own; the span model rewrites each
span, seeing it between <span> and </span> with up to L tokens of context
on the left and R on the right. The formatted text is every token with its
casing and mark, each span replaced by its output followed by the mark of
its last token, joined by single spaces; English writes one period at a
sentence's end, so a word that ends in one (an abbreviation the span model
writes whole, "U.S.", "Ph.D.") takes no second period there ("in the U.S."
not "in the U.S..").

Usage:
  realize_check.py FILE.jsonl L R

Each line: {"id", "tokens", "punct", "case", "itn", "spans": [{"input",
"output", "start", "end"}, ...] in span order, "written"}. The check
recomputes the spans from the labels, compares their positions and inputs,
realizes the row and compares it with "written" byte for byte. Prints
"checked N rows, M spans, K mismatches" and exits 1 on any mismatch.
"""
import json
import sys

MARKS = {"O": "", ".": ".", ",": ",", "?": "?"}


def spans_of(punct, case, itn):
    # A run of ITN tokens ends at a sentence's end (. or ?): the mark
    # appended after a token, which the span model does not write.
    out, i = [], 0
    while i < len(itn):
        if itn[i] == 1:
            j = i + 1
            while j < len(itn) and itn[j] == 1 and punct[j - 1] not in (".", "?"):
                j += 1
            out.append((i, j))
            i = j
        elif case[i] == "mixed":
            out.append((i, i + 1))
            i += 1
        else:
            i += 1
    return out


def with_mark(word, mark):
    # One period at a sentence's end: the abbreviation's period is the
    # sentence's; another mark ("U.S.?", "U.S.,") is written after it.
    if mark == "." and word.endswith("."):
        return word
    return word + mark


def cased(tok, label):
    if label == "lower":
        return tok
    if label == "cap":
        return tok[:1].upper() + tok[1:]
    if label == "upper":
        return tok.upper()
    raise ValueError("casing %r outside a span" % label)


def realize(tokens, punct, case, itn, outputs):
    spans = spans_of(punct, case, itn)
    if len(spans) != len(outputs):
        raise ValueError("%d spans, %d outputs" % (len(spans), len(outputs)))
    words, k, i = [], 0, 0
    while i < len(tokens):
        if k < len(spans) and spans[k][0] == i:
            s, e = spans[k]
            out = outputs[k].strip()
            if out == "":
                # A span written as nothing (a filler): no word; its mark
                # joins the word before, or goes at the text's start.
                if words:
                    words[-1] = with_mark(words[-1], MARKS[punct[e - 1]])
                k += 1
                i = e
                continue
            words.append(with_mark(out, MARKS[punct[e - 1]]))
            k += 1
            i = e
            continue
        words.append(with_mark(cased(tokens[i], case[i]), MARKS[punct[i]]))
        i += 1
    return " ".join(words)


def span_input(tokens, s, e, left, right):
    return " ".join(tokens[max(0, s - left):s] + ["<span>"] + tokens[s:e] + ["</span>"] + tokens[e:e + right])


def main():
    path, left, right = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    rows = spans_total = bad = 0
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            r = json.loads(line)
            rows += 1
            tokens, punct, case, itn = r["tokens"], r["punct"], r["case"], r["itn"]
            try:
                if not (len(tokens) == len(punct) == len(case) == len(itn)):
                    raise ValueError("label lists of different lengths")
                want = spans_of(punct, case, itn)
                got = [(s["start"], s["end"]) for s in r["spans"]]
                if want != got:
                    raise ValueError("span rows at %s, labels give %s" % (got, want))
                for (s, e), sp in zip(want, r["spans"]):
                    if sp["input"] != span_input(tokens, s, e, left, right):
                        raise ValueError("span input %r, want %r" % (sp["input"], span_input(tokens, s, e, left, right)))
                spans_total += len(want)
                text = realize(tokens, punct, case, itn, [s["output"] for s in r["spans"]])
                if text != r["written"]:
                    raise ValueError("realizes %r, written %r" % (text, r["written"]))
            except (ValueError, KeyError) as e:
                bad += 1
                print("%s:%d %s: %s" % (path, n, r.get("id"), e))
    print("checked %d rows, %d spans, %d mismatches" % (rows, spans_total, bad))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
