#!/usr/bin/env python3
"""Reference for scripts/bench-scale.sh: a plain Python script doing the core
of `itnprep prep gtn` on the same raw GTN files (CLASS<TAB>written<TAB>spoken
lines, <eos> sentence ends): assemble each sentence's written and spoken
sides and semiotic spans (code-point offsets, the ASR form of the spoken
side), and write one JSON line per sentence. It does not shard, sort,
compress, hash or account; the comparison is generous to it.

    /usr/bin/python3 scripts/gtn_to_jsonl.py OUT.jsonl FILE [FILE...]
"""
import json
import os
import sys
import unicodedata


def asr_form(s):
    """Lower-case letters and digits, other characters become one space
    (apostrophes between letters are kept), like sources.ASRForm."""
    out = []
    space = True
    prev_letter = False
    n = len(s)
    for i, ch in enumerate(s):
        cat = unicodedata.category(ch)
        if ch.isalpha() or ch.isdigit() or cat.startswith("M"):
            out.append(ch.lower())
            space, prev_letter = False, True
            continue
        if ch in "'\u2019" and prev_letter and i + 1 < n and s[i + 1].isalpha():
            out.append("'")
            prev_letter = False
            continue
        prev_letter = False
        if not space:
            out.append(" ")
            space = True
    return "".join(out).rstrip(" ")


def spoken_of(cls, written, spoken):
    if cls == "PUNCT" or spoken == "sil":
        return ""
    if spoken == "<self>":
        return asr_form(written)
    words = []
    for w in spoken.split():
        if w in ("sil", "_letter"):
            continue
        if w.endswith("_letter"):
            w = w[: -len("_letter")]
        f = asr_form(w)
        if f:
            words.append(f)
    return " ".join(words)


CLITICS = {"'s", "'re", "'ve", "'ll", "'d", "'m", "n't"}


def is_clitic(tok):
    """textfold.Clitic: a clitic GTN's tokenizer split off its word."""
    return tok.replace("\u2019", "'").lower() in CLITICS


def assemble(toks):
    w, s, spans = [], [], []
    wlen = slen = 0
    for i, (cls, written, spoken) in enumerate(toks):
        if i > 0:
            w.append(" ")
            wlen += 1
        wstart = wlen
        w.append(written)
        wlen += len(written)
        sp = spoken_of(cls, written, spoken)
        sstart = slen
        if (cls != "PUNCT" and spoken in ("<self>", written) and is_clitic(written)
                and s and (s[-1][-1:].isalnum() or unicodedata.category(s[-1][-1:]).startswith("M"))):
            # a clitic joins the word said before it ("orem's"), as
            # sources.appendGTNToken joins it
            sp = asr_form("a" + written)[1:]
            s.append(sp)
            slen += len(sp)
        elif sp:
            if s:
                s.append(" ")
                slen += 1
                sstart = slen
            s.append(sp)
            slen += len(sp)
        if cls not in ("PLAIN", "PUNCT"):
            spans.append({"class": cls, "written": written, "spoken": sp,
                          "written_start": wstart, "written_end": wlen,
                          "spoken_start": sstart, "spoken_end": sstart + len(sp)})
    return "".join(w), "".join(s), spans


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    rows = 0
    with open(sys.argv[1], "w", encoding="utf-8") as out:
        for path in sys.argv[2:]:
            base = os.path.basename(path)
            toks, start = [], 0
            with open(path, encoding="utf-8") as f:
                for no, line in enumerate(f, 1):
                    line = line.rstrip("\n")
                    if not line:
                        continue
                    if start == 0:
                        start = no
                    cols = line.split("\t")
                    if len(cols) == 2 and cols[0] == "<eos>" and cols[1] == "<eos>":
                        written, spoken, spans = assemble(toks)
                        out.write(json.dumps({"id": f"{base}:{start}", "source": "gtn", "split": "train",
                                              "written": written, "spoken": spoken, "spans": spans},
                                             ensure_ascii=False))
                        out.write("\n")
                        rows += 1
                        toks, start = [], 0
                    elif len(cols) == 3:
                        toks.append(cols)
    print(rows)


if __name__ == "__main__":
    main()
