#!/usr/bin/env python3
"""Builds the verbalizer's study sets from two public releases of Google TN.

The verbalizer's calibration (docs/STYLE-FIT.md) and the said-or-spelled
model (normalize/data/said-spelled.json, TestSaidSpelledModelIsTheFit) are
studied and fitted on four files beside the shared fit half; this script
writes them from their public sources, so a fit can be reproduced by
anyone with the two repositories:

  fit1000.jsonl        lines 1-1,000 of ../shared/corpora/gtn/GoogleTN.first2000.jsonl
                       (the fit half; lines 1,001-2,000 are held out, never written here)
  gtn_dev_clean.jsonl  lines 2,001-7,551 of NeMo-text-processing's data/GoogleTN.json
                       (Google TN's GitHub release, NeMo's JSONL), less every sentence
                       whose text is also a held-out sentence's (the development set)
  extra_study.jsonl    Proteno's English sample (amazon-science/proteno,
  extra_check.jsonl    data/English/{unnorm,norm}_list.pkl, the Kaggle release) in
                       NeMo's JSONL, split by Proteno's index: even study, odd check

Proteno's tokens are joined as Google TN writes them: its split decimals
("79 . 20", the period read "point") are joined back; a sentence whose
alphanumeric token has an empty reading, a short number read as a date, or a
split clitic read as a word is left out (its reading is unknown or its
written side lost a token); so is a sentence whose text NeMo's file has, one
written as a held-out sentence when only letters and digits are compared,
case ignored (the two releases tokenize apart: "The A . V . Club ." against
"The A.V. Club ."), and a repeat. Counts go to stderr. Only the standard library is used (pickle).

usage: scripts/verbal-data.py NEMO_TEXT_PROCESSING_DIR PROTENO_DIR SHARED_DIR OUT_DIR
"""
import json
import os
import pickle
import re
import sys


def jsonl(path, rows):
    with open(path, 'w', encoding='utf-8') as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')


def letters_and_digits(text):
    """text's letters and digits, lower-cased: the same sentence tokenized apart."""
    return re.sub(r'\W+', '', text).lower()


def proteno(unnorm, norm, known, held_out):
    """Proteno's token lists as (index, NeMo JSONL row), with the counts left out."""
    seen, out = set(), []
    drop = {'empty': 0, 'lost': 0, 'known': 0, 'held_out': 0, 'dup': 0}
    for idx, (a, b) in enumerate(zip(unnorm, norm)):
        if any(y == '' and any(ch.isalnum() for ch in x) for x, y in zip(a, b)):
            drop['empty'] += 1
            continue
        a, b = list(a), list(b)
        i = 0
        while i < len(a):
            if a[i] == '.' and b[i] == 'point' and i + 1 < len(a) and a[i + 1].isdigit():
                a[i:i + 2] = ['.' + a[i + 1]]
                b[i:i + 2] = ['point ' + b[i + 1]]
                if i > 0 and a[i - 1].isdigit():
                    a[i - 1:i + 1] = [a[i - 1] + a[i]]
                    b[i - 1:i + 1] = [b[i - 1] + ' ' + b[i]]
                    i -= 1
            i += 1
        if any((re.fullmatch(r'\d{1,2}', x) and re.match(r'\w+(st|nd|rd|th) \w', y)) or
               (x == "'" and y not in ('', "'")) for x, y in zip(a, b)):
            drop['lost'] += 1
            continue
        text = ' '.join(a)
        gold = ' '.join(x if y == '' else y for x, y in zip(a, b))
        if text in known:
            drop['known'] += 1
            continue
        if letters_and_digits(text) in held_out:
            drop['held_out'] += 1
            continue
        if text in seen:
            drop['dup'] += 1
            continue
        seen.add(text)
        out.append((idx, {'text': text, 'gt_normalized': gold}))
    return out, drop


def main(argv):
    if len(argv) != 5:
        sys.exit(__doc__.strip().splitlines()[-1])
    nemo, prot, shared, out = argv[1:]
    gtn_path = os.path.join(nemo, 'data', 'GoogleTN.json')
    shared_gtn = os.path.join(shared, 'corpora', 'gtn', 'GoogleTN.first2000.jsonl')
    for p in (gtn_path, shared_gtn):
        if not os.path.isfile(p):
            sys.exit(f'verbal-data: {p}: no such file')
    os.makedirs(out, exist_ok=True)
    with open(gtn_path, encoding='utf-8') as f:
        gtn = f.read().splitlines()
    with open(shared_gtn, encoding='utf-8') as f:
        first2000 = f.read().splitlines()
    with open(os.path.join(out, 'fit1000.jsonl'), 'w', encoding='utf-8') as f:
        f.write(''.join(line + '\n' for line in first2000[:1000]))
    held_out = {json.loads(line)['text'] for line in first2000[1000:2000]}
    dev = [json.loads(line) for line in gtn[2000:7551]]
    kept = [line for line, r in zip(gtn[2000:7551], dev) if r['text'] not in held_out]
    with open(os.path.join(out, 'gtn_dev_clean.jsonl'), 'w', encoding='utf-8') as f:
        f.write(''.join(line + '\n' for line in kept))
    print(f'development set: {len(kept)} of {len(dev)} (left out as held-out: {len(dev) - len(kept)})', file=sys.stderr)
    eng = os.path.join(prot, 'data', 'English')
    with open(os.path.join(eng, 'unnorm_list.pkl'), 'rb') as f:
        unnorm = pickle.load(f)
    with open(os.path.join(eng, 'norm_list.pkl'), 'rb') as f:
        norm = pickle.load(f)
    known = {json.loads(line)['text'] for line in gtn}
    held_out_texts = {letters_and_digits(json.loads(line)['text']) for line in first2000[1000:2000]}
    rows, drop = proteno(unnorm, norm, known, held_out_texts)
    jsonl(os.path.join(out, 'extra_study.jsonl'), [r for i, r in rows if i % 2 == 0])
    jsonl(os.path.join(out, 'extra_check.jsonl'), [r for i, r in rows if i % 2 == 1])
    print(f'Proteno: {len(rows)} kept, left out {drop}', file=sys.stderr)


if __name__ == '__main__':
    main(sys.argv)
