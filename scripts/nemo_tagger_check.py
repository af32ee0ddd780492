#!/usr/bin/env python3
"""Reads an `itnprep export nemo-tagger` folder the way NeMo's Thutmose tagger does.

NeMo's Thutmose tagger code (Antonova et al. 2022) lived in NVIDIA/NeMo under
nemo/collections/nlp/data/text_normalization_as_tagging/ (utils.py, tagging.py,
bert_example.py) and examples/nlp/text_normalization_as_tagging/ until #14110
removed it; its last version is commit 0beed050d7268f80d43a3f599aba22dd53908413
(the parent of c67474de4b), Apache License 2.0. This checker reads the export
with that code's rules:

  - utils.yield_sources_and_targets: every line of train.tsv, valid.tsv and
    test.tsv is `line.rstrip('\\n').split('\\t')` into exactly three fields;
  - utils.read_label_map / read_semiotic_classes: stripped lines numbered in
    order, at most one blank line;
  - bert_example.BertExampleBuilder.build_bert_example: the tags are
    `target.split(" ")`, as many as the words `source.split()`
    (_compute_tags), each mapped to KEEP, DELETE or DELETE|fragment and looked
    up in the label map (a KeyError in NeMo); the semiotic column is split at
    ";" up to the first empty part, each part `CLASS START END`, the class
    looked up (KeyError), START inside the words (IndexError), the gaps filled
    with PLAIN spans; a line of more than max(4, max_sequence_len / 2) spans
    (or more than max_sequence_len word pieces) gives no example and NeMo's
    read_input_file leaves it out without a word: counted here, not a fault;
  - get_label_vocab.py: label_map.txt is KEEP, DELETE and then DELETE|t for
    the tags of train.tsv and valid.tsv, by Counter.most_common (count, then
    first met); test.tsv is read through the same map, so a fragment only
    test.tsv holds must follow them (NeMo copies valid.tsv to test.tsv, so
    its own map never lacks one);
  - prepare_dataset_en.sh: semiotic_classes.txt is Google TN's 16 classes,
    ADDRESS to VERBATIM, one a line; a class outside them is a class NeMo's
    English model has no output for;
  - tagging.EditingTask.realize_output: where DIR/NAME.targets gives each
    line's target (one a line, as itnprep's tests write them), the tags are
    realized with each word's class (PLAIN outside the spans) and compared
    with the target ignoring spaces (the tagger's sentence accuracy); the
    exact ones (spaces too, ends trimmed, as eval.py strips a line) are
    counted, and --exact requires every one.

Without --nemo the rules above are applied by this script's own code, written
from that description (no NeMo code is copied here). With --nemo ROOT, ROOT
holding NeMo's tree at that commit (`git archive 0beed050d72 nemo/collections/
nlp/data/text_normalization_as_tagging examples/nlp/text_normalization_as_tagging`),
NeMo's own utils.py, tagging.py and bert_example.py are imported from it
(transformers stubbed: a tokenizer that counts each BERT basic token as one
word piece) and its get_label_vocab.py is run as it is; the verdicts must be
the same.

Usage: nemo_tagger_check.py EXPORT_DIR [--nemo ROOT] [--exact] [--max-seq-len 128]
Prints one JSON summary line; exits 1 on any fault, naming file and line.
"""
import argparse
import collections
import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile
import types
import unicodedata

FILES = ("train.tsv", "valid.tsv", "test.tsv")

# prepare_dataset_en.sh writes these, in this order, to semiotic_classes.txt.
GTN_CLASSES = ["ADDRESS", "CARDINAL", "DATE", "DECIMAL", "DIGIT", "ELECTRONIC", "FRACTION", "LETTERS",
               "MEASURE", "MONEY", "ORDINAL", "PLAIN", "PUNCT", "TELEPHONE", "TIME", "VERBATIM"]


def basic_tokens(word):
    """BERT's basic tokenizer: a word split before and after each punctuation
    character (ASCII non-alphanumerics and Unicode P*)."""
    out, cur = [], ""
    for ch in word:
        cp = ord(ch)
        punct = (33 <= cp <= 47 or 58 <= cp <= 64 or 91 <= cp <= 96 or 123 <= cp <= 126
                 or unicodedata.category(ch).startswith("P"))
        if punct:
            if cur:
                out.append(cur)
                cur = ""
            out.append(ch)
        else:
            cur += ch
    if cur:
        out.append(cur)
    return out


class PieceTokenizer:
    """Stands in for bert-base-uncased (not here): one piece per basic token,
    which WordPiece gives at the least."""
    pad_token_id = 0

    def __init__(self):
        self.ids = {}

    def tokenize(self, word):
        return basic_tokens(word)

    def convert_tokens_to_ids(self, tokens):
        return [self.ids.setdefault(t, len(self.ids) + 1) for t in tokens]


# ---- this script's own reading (no NeMo code) ----

class OwnReader:
    name = "own"

    def __init__(self, max_seq_len):
        self.max_seq_len = max_seq_len
        self.tok = PieceTokenizer()

    def rows(self, path):
        with open(path, encoding="utf-8") as f:
            for line in f:
                parts = line.rstrip("\n").split("\t")
                if len(parts) != 3:
                    raise ValueError("%d tab-separated fields, NeMo unpacks three" % len(parts))
                yield parts

    def numbered(self, path):
        m, blank = {}, False
        with open(path, encoding="utf-8") as f:
            for line in f:
                s = line.strip()
                if not s:
                    if blank:
                        raise ValueError("a second blank line")
                    blank = True
                    continue
                m[s] = len(m)
        return m

    label_map = numbered
    classes = numbered

    def example(self, labels, classes, source, target, semiotic):
        """None when NeMo leaves the line out; raises what NeMo raises."""
        words = source.split()
        tags = target.split(" ")
        if len(tags) != len(words):
            raise ValueError("%d tags for %d words" % (len(tags), len(words)))
        for t in tags:
            label = "KEEP" if t == "<SELF>" else "DELETE" if t == "<DELETE>" else "DELETE|" + t
            if label not in labels:
                raise KeyError(label)
        starts, pieces = [], 0
        for w in words:
            starts.append(pieces + 1)
            pieces += len(self.tok.tokenize(w))
        n_ids = min(pieces, self.max_seq_len - 2) + 2
        if "PLAIN" not in classes:
            raise KeyError("PLAIN")
        spans, prev = 0, 0
        for part in semiotic.split(";"):
            if part == "":
                break
            c, start, end = part.split(" ")
            if c not in classes:
                raise KeyError(c)
            start, end = int(start), int(end)
            if start >= len(starts):
                raise IndexError("start=%d is outside the %d words" % (start, len(starts)))
            while prev < start:
                spans += 1
                prev += 1
            sub_end = starts[end] if end < len(starts) else n_ids - 1
            if sub_end >= self.max_seq_len:
                break
            spans += 1
            prev = end
        spans += max(0, len(starts) - prev)
        if n_ids > self.max_seq_len or spans > max(4, self.max_seq_len // 2):
            return None
        return True

    def label_vocab(self, train, valid, out):
        vocab = collections.Counter()
        for fn in (train, valid):
            with open(fn, encoding="utf-8") as f:
                for line in f:
                    parts = line.strip().split("\t")
                    if len(parts) < 2:
                        continue
                    for t in parts[1].split(" "):
                        vocab["KEEP" if t == "<SELF>" else "DELETE" if t == "<DELETE>" else "DELETE|" + t] += 1
        with open(out, "w", encoding="utf-8") as w:
            w.write("KEEP\nDELETE\n")
            for t, _ in vocab.most_common():
                if t not in ("KEEP", "DELETE"):
                    w.write(t + "\n")

    def realize(self, source, tags, classes):
        """The realized text: NeMo's moves, then its detokenization."""
        words = source.split()
        outs, kinds = [], []
        for w, t in zip(words, tags):
            out = w if t == "<SELF>" else "" if t == "<DELETE>" else t
            outs.append(out)
            kind = None
            if t not in ("<SELF>", "<DELETE>"):
                for mark in (">>", "<<", ">", "<"):
                    if out.endswith(mark):
                        kind = mark
                        break
            kinds.append(kind)
        seq = list(outs)
        run_end, cur = -1, ""
        for i in range(len(seq)):
            # index -1 is the last word, as Python reads it
            if kinds[i] == "<" or kinds[i - 1] == ">":
                seq[i - 1], seq[i] = seq[i], seq[i - 1]
            if classes[i] != cur:
                run_end, cur = i - 1, classes[i]
            if kinds[i] == "<<":
                seq.insert(run_end + 1, seq.pop(i))
        text = " ".join(seq).replace("<", "").replace(">", "")
        pieces = []
        for frag in re.split(r"(_[^ ][^_]+[^ ]_)", text):
            if frag.startswith("_") and frag.endswith("_"):
                pieces.append(frag.replace(" ", "").replace("_", ""))
            else:
                pieces.append(frag.strip().replace("_", ""))
        return re.sub(r" +", " ", " ".join(pieces))


# ---- NeMo's own code, imported from a checkout ----

class NeMoReader:
    name = "nemo"
    PKG = "nemo.collections.nlp.data.text_normalization_as_tagging"

    def __init__(self, root, max_seq_len):
        self.root = root
        self.max_seq_len = max_seq_len
        tf = types.ModuleType("transformers")
        tf.PreTrainedTokenizerBase = object
        sys.modules.setdefault("transformers", tf)
        parts = self.PKG.split(".")
        for i in range(1, len(parts) + 1):
            name = ".".join(parts[:i])
            if name not in sys.modules:
                m = types.ModuleType(name)
                m.__path__ = [os.path.join(root, *parts[:i])]
                sys.modules[name] = m
        self.utils = self._load("utils")
        self.tagging = self._load("tagging")
        self.bert = self._load("bert_example")
        self.tok = PieceTokenizer()
        self.builders = {}

    def _load(self, mod):
        path = os.path.join(self.root, *self.PKG.split("."), mod + ".py")
        spec = importlib.util.spec_from_file_location(self.PKG + "." + mod, path)
        m = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = m
        spec.loader.exec_module(m)
        return m

    def rows(self, path):
        return self.utils.yield_sources_and_targets(path)

    def label_map(self, path):
        return self.utils.read_label_map(path)

    def classes(self, path):
        return self.utils.read_semiotic_classes(path)

    def example(self, labels, classes, source, target, semiotic):
        key = (id(labels), id(classes))
        if key not in self.builders:
            self.builders[key] = self.bert.BertExampleBuilder(labels, classes, self.tok, self.max_seq_len)
        return self.builders[key].build_bert_example(source, target, semiotic)

    def label_vocab(self, train, valid, out):
        script = os.path.join(self.root, "examples", "nlp", "text_normalization_as_tagging",
                              "dataset_preparation", "get_label_vocab.py")
        subprocess.run([sys.executable, script, "--train_filename", train, "--dev_filename", valid,
                        "--out_filename", out], check=True, stdout=subprocess.DEVNULL)

    def realize(self, source, tags, classes):
        task = self.tagging.EditingTask(source)
        objs = [self.tagging.Tag("KEEP" if t == "<SELF>" else "DELETE" if t == "<DELETE>" else "DELETE|" + t)
                for t in tags]
        return task.realize_output(objs, classes)[0]


def word_classes(n, semiotic):
    classes = ["PLAIN"] * n
    for part in semiotic.split(";"):
        if part == "":
            break
        c, s, e = part.split(" ")
        for k in range(int(s), min(int(e), n)):
            classes[k] = c
    return classes


def check(d, reader, exact):
    faults = []
    summary = {"reader": reader.name, "lines": {}, "left_out": {}, "labels": 0, "test_only_labels": 0,
               "classes_used": [], "realized": 0, "exact": 0}

    def fault(where, what):
        faults.append("%s: %s" % (where, what))

    try:
        labels = reader.label_map(os.path.join(d, "label_map.txt"))
    except Exception as e:  # noqa: BLE001 - NeMo's own exceptions
        print(json.dumps(summary))
        print("label_map.txt: %s: %s" % (type(e).__name__, e), file=sys.stderr)
        return 1
    try:
        classes = reader.classes(os.path.join(d, "semiotic_classes.txt"))
    except Exception as e:  # noqa: BLE001
        print(json.dumps(summary))
        print("semiotic_classes.txt: %s: %s" % (type(e).__name__, e), file=sys.stderr)
        return 1
    summary["labels"] = len(labels)
    raw = open(os.path.join(d, "label_map.txt"), encoding="utf-8").read().split("\n")
    if raw and raw[-1] == "":
        raw.pop()
    if len(raw) != len(labels):
        fault("label_map.txt", "%d lines but %d labels: a repeated label (read_label_map numbers it twice)" % (len(raw), len(labels)))
    if list(classes) != GTN_CLASSES:
        fault("semiotic_classes.txt", "is %s, not the 16 classes prepare_dataset_en.sh writes %s" % (list(classes), GTN_CLASSES))

    used_classes = set()
    for name in FILES:
        path = os.path.join(d, name)
        targets = None
        tpath = os.path.join(d, name[:-4] + ".targets")
        if os.path.exists(tpath):
            with open(tpath, encoding="utf-8") as f:
                targets = f.read().split("\n")[:-1]
        n = left = 0
        try:
            for n, (source, target, semiotic) in enumerate(reader.rows(path), 1):
                where = "%s:%d" % (name, n)
                try:
                    ex = reader.example(labels, classes, source, target, semiotic)
                except Exception as e:  # noqa: BLE001
                    fault(where, "%s: %s" % (type(e).__name__, e))
                    continue
                if ex is None:
                    left += 1
                words = source.split()
                if source != " ".join(words) or not words:
                    fault(where, "the input is not single-spaced words")
                prev = 0
                for part in semiotic.split(";") if semiotic else []:
                    c, s, e = part.split(" ")
                    s, e = int(s), int(e)
                    used_classes.add(c)
                    if not prev <= s < e <= len(words):
                        fault(where, "span %r out of order or outside the %d words" % (part, len(words)))
                    if c not in GTN_CLASSES:
                        fault(where, "class %s is none of Google TN's" % c)
                    prev = e
                if targets is not None:
                    if n > len(targets):
                        fault(where, "no target in %s" % os.path.basename(tpath))
                        continue
                    got = reader.realize(source, target.split(" "), word_classes(len(words), semiotic))
                    summary["realized"] += 1
                    want = targets[n - 1]
                    if "".join(got.split()) != "".join(want.split()):
                        fault(where, "realizes %r, target %r" % (got, want))
                    elif got.strip() == want:
                        summary["exact"] += 1
                    elif exact:
                        fault(where, "realizes %r, target %r (spaces)" % (got, want))
        except Exception as e:  # noqa: BLE001
            fault("%s:%d" % (name, n + 1), "%s: %s" % (type(e).__name__, e))
        if targets is not None and len(targets) != n:
            fault(name, "%d lines, %d targets" % (n, len(targets)))
        summary["lines"][name] = n
        summary["left_out"][name] = left
    summary["classes_used"] = sorted(used_classes)

    with tempfile.TemporaryDirectory() as tmp:
        built = os.path.join(tmp, "label_map.txt")
        reader.label_vocab(os.path.join(d, "train.tsv"), os.path.join(d, "valid.tsv"), built)
        want = open(built, encoding="utf-8").read().split("\n")[:-1]
    test_only = []
    seen = set(want)
    with open(os.path.join(d, "test.tsv"), encoding="utf-8") as f:
        test_tags = [line.rstrip("\n").split("\t")[1] for line in f if line.count("\t") >= 1]
    for target in test_tags:
        for t in target.split(" "):
            label = "KEEP" if t == "<SELF>" else "DELETE" if t == "<DELETE>" else "DELETE|" + t
            if label not in seen:
                seen.add(label)
                test_only.append(label)
    summary["test_only_labels"] = len(test_only)
    if raw[:len(want)] != want:
        k = next((i for i, (a, b) in enumerate(zip(raw, want)) if a != b), min(len(raw), len(want)))
        fault("label_map.txt", "line %d is %r; get_label_vocab.py over train.tsv and valid.tsv writes %r there (%d labels)" % (
            k + 1, raw[k] if k < len(raw) else None, want[k] if k < len(want) else None, len(want)))
    elif sorted(raw[len(want):]) != sorted(test_only):
        extra = sorted(set(raw[len(want):]) - set(test_only))
        fault("label_map.txt", "after get_label_vocab.py's %d labels it lists %d, not the %d only test.tsv uses%s" % (
            len(want), len(raw) - len(want), len(test_only), (": " + ", ".join(extra[:5])) if extra else ""))

    print(json.dumps(summary, sort_keys=True))
    for f in faults[:20]:
        print(f, file=sys.stderr)
    if len(faults) > 20:
        print("... %d faults in all" % len(faults), file=sys.stderr)
    return 1 if faults else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("dir")
    ap.add_argument("--nemo", help="a NeMo tree at 0beed050d72 to import its own code from")
    ap.add_argument("--exact", action="store_true", help="require every realization to equal its target, spaces too")
    ap.add_argument("--max-seq-len", type=int, default=128, help="NeMo's model.max_sequence_len (its recipe's 128)")
    a = ap.parse_args()
    reader = NeMoReader(a.nemo, a.max_seq_len) if a.nemo else OwnReader(a.max_seq_len)
    sys.exit(check(a.dir, reader, a.exact))


if __name__ == "__main__":
    main()
