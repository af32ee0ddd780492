#!/usr/bin/env python3
"""NeMo's Google TN sentence JSONL -> raw Google TN and Kaggle's en_train.csv.

    /usr/bin/python3 scripts/gtn_forms.py SRC.jsonl OUTDIR STEM

writes OUTDIR/raw/output-00000-of-00100 (CLASS<TAB>written<TAB>spoken,
<self> for a token said as written, sil for a mark, _letter on a URL's
letters, <eos><TAB><eos>), OUTDIR/kaggle/en_train.csv ("sentence_id",
"token_id","class","before","after"; a PLAIN token's after repeats it, a
PUNCT's is the mark) and OUTDIR/STEM.tokens.jsonl (each sentence's index,
its first raw line and its tokens), so that `prep gtn` can be checked on
the three forms of the same sentences (docs/tagger.md, qa80).

The sentence form has no token boundaries or classes: the written and
spoken tokens are aligned (difflib, exact words); equal words are PLAIN or
PUNCT tokens said as written, each differing run one token whose class is
guessed from its text, the marks NeMo split inside it joined as GTN writes
its tokens ("December 2 , 2015" -> "December 2, 2015"). The spans are the
conversion's, not Google TN's: a run the alignment cut at a word both sides
share ("1 - 19 to 1 - 13" / "one to nineteen to ...") is a token GTN never
had. Prints the counts of spoken words with no written token (insert) and
written tokens with no spoken word (delete).
"""
import csv, difflib, json, os, re, sys, unicodedata

MONTHS = set("january february march april may june july august september october november december".split())
UNITS = set("""percent meters meter kilometers kilometer miles mile feet foot inches inch kilograms kilogram grams gram pounds
tons ton liters liter hours hour minutes minute seconds second square cubic degrees degree acres acre hectares hectare centimeters
centimeter millimeters millimeter per kilometres kilometre metres metre""".split())
CURR = set("dollars dollar cents cent pounds pound euros euro yen rupees rupee francs franc".split())


def is_punct(tok):
    return all(unicodedata.category(c)[0] in "PS" or c == '`' for c in tok)


def guess(wtoks, stoks):
    w = " ".join(wtoks)
    s = stoks
    sl = [x.lower() for x in s]
    hasdig = any(c.isdigit() for c in w)
    if hasdig:
        if "sil" in sl:
            return "TELEPHONE"
        if any(x in CURR for x in sl) and re.search(r"[$£€¥]|\b(US|Rs|CA)\b", w):
            return "MONEY"
        if any(x in MONTHS for x in sl):
            return "DATE"
        if ":" in w and any(x in ("a", "p", "m", "o'clock") for x in sl):
            return "TIME"
        if "/" in w and re.fullmatch(r"\d+/\d+", w):
            return "FRACTION"
        if any(x in UNITS for x in sl):
            return "MEASURE"
        if "point" in sl:
            return "DECIMAL"
        if re.fullmatch(r"\d+(st|nd|rd|th)", w):
            return "ORDINAL"
        if re.fullmatch(r"1[0-9]{3}|20[0-9]{2}", w):
            return "DATE"
        if all(len(x) == 1 or x in ("o", "zero") or x in DIGW for x in sl) and len(sl) > 3:
            return "DIGIT"
        return "CARDINAL"
    if "dot" in sl and "." in w and " " not in w:
        return "ELECTRONIC"
    if all(len(x) == 1 and x.isalpha() for x in s) and re.fullmatch(r"[A-Za-z.&]+s?", w.replace(" ", "")):
        return "LETTERS"
    if re.fullmatch(r"[IVXLCDM]+", w):
        return "CARDINAL"
    if is_punct(w.replace(" ", "")):
        return "VERBATIM"
    return "PLAIN"


DIGW = set("zero one two three four five six seven eight nine o oh".split())


def tokens(written, spoken):
    w, s = written.split(" "), spoken.split(" ")
    sm = difflib.SequenceMatcher(None, w, s, autojunk=False)
    out = []  # (class, written, spoken or None for self, kind)
    stats = {"insert": 0, "delete": 0}
    for op, i1, i2, j1, j2 in sm.get_opcodes():
        if op == "equal":
            for t in w[i1:i2]:
                out.append(["PUNCT" if is_punct(t) else "PLAIN", t, None])
        elif op == "replace":
            out.append([guess(w[i1:i2], s[j1:j2]), gtnjoin(" ".join(w[i1:i2])), " ".join(s[j1:j2])])
        elif op == "delete":
            stats["delete"] += 1
            for t in w[i1:i2]:
                out.append(["PUNCT" if is_punct(t) else "PLAIN", t, "sil"])
        else:  # insert: spoken words with no written token: join a neighbour
            stats["insert"] += 1
            ins = " ".join(s[j1:j2])
            if out:
                c, wt, sp = out[-1]
                out[-1] = [c if c != "PUNCT" else "VERBATIM", wt, ((wt if sp is None else sp) + " " + ins) if sp != "sil" else ins]
            else:
                out.append(["INS", None, ins])  # fixed up below
    if out and out[0][0] == "INS":
        ins = out.pop(0)[2]
        c, wt, sp = out[0]
        out[0] = [c if c != "PUNCT" else "VERBATIM", wt, ins + " " + (wt if sp is None else sp)]
    return out, stats


def gtnjoin(t):
    """Undo NeMo's split of a GTN token's marks ("December 2 , 2015",
    "H .", "50 %", "$ 250,000", "HW- 260"): GTN's raw tokens hold them
    unspaced ("December 2, 2015", "H.")."""
    t = re.sub(r" (?=[.,%:;])", "", t)
    t = re.sub(r"(?<=[$#£€]) ", "", t)
    t = re.sub(r"(?<=[A-Za-z]-) (?=\w)", "", t)
    return t


def letters(sp):
    # raw GTN spells a URL's letters with _letter (testdata/gtn's layout)
    return " ".join(x + "_letter" if len(x) == 1 and x.isalpha() else x for x in sp.split(" "))


def main(src, outdir, stem):
    os.makedirs(outdir + "/raw", exist_ok=True)
    os.makedirs(outdir + "/kaggle", exist_ok=True)
    raw = open(f"{outdir}/raw/output-00000-of-00100", "w", encoding="utf-8", newline="\n")
    kag = open(f"{outdir}/kaggle/en_train.csv", "w", encoding="utf-8", newline="")
    kw = csv.writer(kag, quoting=csv.QUOTE_NONNUMERIC, lineterminator="\n")
    kw.writerow(["sentence_id", "token_id", "class", "before", "after"])
    side = open(f"{outdir}/{stem}.tokens.jsonl", "w", encoding="utf-8")
    tot = {"insert": 0, "delete": 0, "sent": 0}
    rawline = 1
    for i, line in enumerate(open(src, encoding="utf-8")):
        d = json.loads(line)
        toks, st = tokens(d["text"], d["gt_normalized"])
        for k in st:
            tot[k] += st[k]
        tot["sent"] += 1
        side.write(json.dumps({"i": i, "line": i + 1, "raw_line": rawline, "tokens": toks}, ensure_ascii=False) + "\n")
        for j, (c, wt, sp) in enumerate(toks):
            if sp is None:
                rsp = "sil" if c == "PUNCT" else "<self>"
                ksp = wt
            else:
                rsp = letters(sp) if c == "ELECTRONIC" else sp
                ksp = sp
            raw.write(f"{c}\t{wt}\t{rsp}\n")
            kw.writerow([i, j, c, wt, ksp])
        raw.write("<eos>\t<eos>\n")
        rawline += len(toks) + 1
    print(json.dumps(tot))


if __name__ == "__main__":
    main(*sys.argv[1:])
