"""Unit checks for itn_train.py; run by `go test ./trainer/` through
/usr/bin/python3 -m unittest, or directly: cd trainer/py && python3 -m unittest."""

import json
import math
import os
import random
import re
import tempfile
import time
import unittest

import torch

import itn_train as T


def arch(recipe, vocab):
    c = dict(T.RECIPES[recipe])
    c.update(T.ARCH_DEFAULTS, vocab_size=vocab)
    return c


class ModelShape(unittest.TestCase):
    def test_parameter_counts_match_the_paper(self):
        # Suter & Novak report 8,152,064 (small) and 49,383,424 (large)
        # trainable parameters; fairseq's dictionary for 10,000 BPE merges
        # holds 10,240 entries. Matching both counts checks layer count,
        # widths, biases, pre-norm final layer norms, parameter-free
        # positions and the single shared embedding at once.
        self.assertEqual(T.count_parameters(T.Denormalizer(arch("small", 10240))), 8_152_064)
        self.assertEqual(T.count_parameters(T.Denormalizer(arch("large", 10240))), 49_383_424)

    def test_output_projection_is_the_shared_embedding(self):
        torch.manual_seed(0)
        m = T.Denormalizer(dict(arch("small", 50), layers=1, d_model=16, ffn=32, heads=2)).eval()
        src = torch.tensor([[5, 6, 7, T.EOS]])
        prev = torch.tensor([[T.BOS, 8]])
        logits = m(src, prev)
        self.assertEqual(tuple(logits.shape), (1, 2, 50))
        with torch.no_grad():
            m.embed.weight[9].add_(1.0)
        self.assertFalse(torch.allclose(m(src, prev)[..., 9], logits[..., 9]))

    def test_decoder_is_causal(self):
        torch.manual_seed(0)
        m = T.Denormalizer(dict(arch("small", 40), layers=1, d_model=16, ffn=32, heads=2)).eval()
        src = torch.tensor([[5, 6, T.EOS]])
        a = m(src, torch.tensor([[T.BOS, 7, 8]]))
        b = m(src, torch.tensor([[T.BOS, 7, 9]]))
        self.assertTrue(torch.allclose(a[:, :2], b[:, :2], atol=1e-6))
        self.assertFalse(torch.allclose(a[:, 2], b[:, 2]))


class IncrementalDecoding(unittest.TestCase):
    def test_cached_steps_equal_the_full_decoder(self):
        """decode_step with cached keys and values gives the logits the full
        decoder gives at every position (eval mode)."""
        torch.manual_seed(0)
        m = T.Denormalizer(dict(arch("small", 60), layers=2, d_model=32, ffn=64, heads=4)).eval()
        src = torch.tensor([[5, 6, 7, 8, T.EOS], [9, 10, T.EOS, T.PAD, T.PAD]])
        prev = torch.tensor([[T.BOS, 11, 12, 13, 14], [T.BOS, 15, 16, 17, 18]])
        with torch.no_grad():
            full = m(src, prev)
            memory, pad = m.encode(src)
            caches = m.start_decoding(memory)
            for t in range(prev.size(1)):
                step = m.decode_step(prev[:, t], t, caches, pad)
                self.assertTrue(torch.allclose(step, full[:, t], atol=1e-5), t)

    def test_greedy_equals_uncached_greedy(self):
        torch.manual_seed(1)
        m = T.Denormalizer(dict(arch("small", 40), layers=1, d_model=16, ffn=32, heads=2))
        rng = random.Random(2)
        ex = [([rng.randint(4, 39) for _ in range(rng.randint(1, 9))] + [T.EOS], [T.EOS]) for _ in range(12)]
        with torch.no_grad():  # large random weights, so the outputs vary
            for p in m.parameters():
                p.normal_(0.0, 0.5)
        got = T.greedy_decode(m, ex, 1, torch.device("cpu"), False, 20)
        self.assertGreater(len({t for ids in got for t in ids}), 3)
        m.eval()
        for (s, _), ids in zip(ex, got):
            src = torch.tensor([s])
            prev = torch.tensor([[T.BOS]])
            want = []
            with torch.no_grad():
                for _ in range(min(20, 2 * len(s) + 10)):
                    tok = int(m(src, prev)[0, -1].argmax())
                    if tok in (T.EOS, T.PAD):
                        break
                    want.append(tok)
                    prev = torch.cat([prev, torch.tensor([[tok]])], dim=1)
            self.assertEqual(ids, want)


class Schedule(unittest.TestCase):
    def test_inverse_sqrt(self):
        self.assertAlmostEqual(T.inverse_sqrt_lr(1, 1e-3, 100), 1e-5)
        self.assertAlmostEqual(T.inverse_sqrt_lr(100, 1e-3, 100), 1e-3)
        self.assertAlmostEqual(T.inverse_sqrt_lr(400, 1e-3, 100), 5e-4)

    def test_scheduler_object_follows_inverse_sqrt(self):
        p = torch.nn.Parameter(torch.zeros(1))
        opt = torch.optim.Adam([p], lr=1e-3)
        sched = T.InverseSqrtSchedule(opt, 100)
        for k in range(1, 500):
            self.assertAlmostEqual(opt.param_groups[0]["lr"], T.inverse_sqrt_lr(k, 1e-3, 100))
            opt.step()
            sched.step()
        # Its state survives a checkpoint.
        opt2 = torch.optim.Adam([p], lr=1e-3)
        sched2 = T.InverseSqrtSchedule(opt2, 100)
        sched2.load_state_dict(sched.state_dict())
        opt2.load_state_dict(opt.state_dict())
        self.assertAlmostEqual(opt2.param_groups[0]["lr"], T.inverse_sqrt_lr(500, 1e-3, 100))


class Batching(unittest.TestCase):
    def test_token_budget_and_coverage(self):
        rng = random.Random(3)
        ex = [([1] * rng.randint(1, 40), [1] * rng.randint(1, 40)) for _ in range(500)]
        batches = T.make_batches(ex, 256, random.Random(1))
        seen = sorted(i for b in batches for i in b)
        self.assertEqual(seen, list(range(500)))
        for b in batches:
            longest = max(max(len(ex[i][0]), len(ex[i][1]) + 1) for i in b)
            self.assertTrue(len(b) == 1 or longest * len(b) <= 256, (longest, len(b)))

    def test_ranks_get_equal_whole_windows(self):
        rng = random.Random(5)
        ex = [([1] * rng.randint(1, 30), [1] * rng.randint(1, 30)) for _ in range(300)]
        costs = T.pair_costs(ex)
        per_rank = [T.TokenBucketSampler(costs, 128, 3, rank=r, world=3, accum=2).batches() for r in range(3)]
        self.assertEqual(len({len(b) for b in per_rank}), 1)
        self.assertEqual(len(per_rank[0]) % 2, 0)
        seen = [i for b in per_rank for batch in b for i in batch]
        self.assertEqual(len(seen), len(set(seen)))
        # The DataLoader yields the sampler's batches, collated.
        loader, sampler = T.loader_for(ex, costs, T.collate_pairs, 128, 3, T.parse_args(["--data", "x", "--out", "y"]),
                                       torch.device("cpu"))
        sampler.set_epoch(1)
        n = 0
        for (b, ntok), idx in zip(loader, sampler.batches()):
            self.assertEqual(ntok, sum(len(ex[i][1]) for i in idx))
            self.assertEqual(b["src"].size(0), len(idx))
            n += 1
        self.assertEqual(n, len(sampler))

    def test_seeded(self):
        ex = [([1] * (i % 17 + 1), [1] * (i % 5 + 1)) for i in range(200)]
        self.assertEqual(T.make_batches(ex, 128, random.Random(7)), T.make_batches(ex, 128, random.Random(7)))


class SentencePiece(unittest.TestCase):
    def test_too_large_vocabulary_falls_back(self):
        rows = [(str(i), "one two three %d" % i, "1 2 3 %d." % i) for i in range(50)]
        with tempfile.TemporaryDirectory() as d:
            got = T.train_sentencepiece(T.pair_texts(rows), os.path.join(d, "spm"), 10000, 1, 1)
            self.assertLess(got, 10000)
            import sentencepiece as spm
            sp = spm.SentencePieceProcessor(model_file=os.path.join(d, "spm.model"))
            self.assertEqual(sp.get_piece_size(), got)
            self.assertEqual((sp.pad_id(), sp.unk_id(), sp.bos_id(), sp.eos_id()), (T.PAD, T.UNK, T.BOS, T.EOS))

    def test_too_small_vocabulary_says_the_minimum(self):
        """sentencepiece's own error was an Internal error from its C++
        source; the program names the flag and the size the text needs."""
        rows = [(str(i), "one two three %d" % i, "1 2 3 %d." % i) for i in range(50)]
        with tempfile.TemporaryDirectory() as d:
            with self.assertRaises(SystemExit) as cm:
                T.train_sentencepiece(T.pair_texts(rows), os.path.join(d, "spm"), 8, 1, 1)
            msg = str(cm.exception.code)
            self.assertRegex(msg, r"^--vocab-size 8: the training text needs at least \d+ pieces .* give --vocab-size \d+ or more$")
            need = int(re.search(r"at least (\d+)", msg).group(1))
            self.assertEqual(T.train_sentencepiece(T.pair_texts(rows), os.path.join(d, "spm"), need, 1, 1), need)


    def test_span_written_as_nothing(self):
        """A u2tf span row whose output is empty (a filler said and not
        written) trains as the target EOS alone, and decodes to ""."""
        rows = [(str(i), "one two <span> uh </span> three %d" % i, "" if i % 2 else "3 %d" % i) for i in range(50)]
        with tempfile.TemporaryDirectory() as d:
            got = T.train_sentencepiece(T.pair_texts(rows), os.path.join(d, "spm"), 60, 1, 1)
            import sentencepiece as spm
            sp = spm.SentencePieceProcessor(model_file=os.path.join(d, "spm.model"))
            self.assertEqual(sp.get_piece_size(), got)
            enc, cut = T.encode_rows(sp, rows, 64)
            self.assertEqual(cut, 0)
            self.assertEqual(enc[1][1], [T.EOS])
            self.assertGreater(len(enc[0][1]), 1)
            self.assertEqual(sp.decode([]), "")


    def test_long_training_pairs_are_left_out_not_cut(self):
        """A pair longer than --max-len pieces on a side is left out of the
        training and validation rows (each side cut on its own, the target
        said what the source did not: a document a line), counted; the test
        split keeps it, cut, as before."""
        rows = [(str(i), "one two three %d" % i, "1 2 3 %d" % i) for i in range(40)]
        rows.append(("long", " ".join(["one two three"] * 40), " ".join(["1 2 3"] * 40)))
        with tempfile.TemporaryDirectory() as d:
            T.train_sentencepiece(T.pair_texts(rows), os.path.join(d, "spm"), 40, 1, 1)
            import sentencepiece as spm
            sp = spm.SentencePieceProcessor(model_file=os.path.join(d, "spm.model"))
            kept, cut = T.encode_rows(sp, rows, 32, drop_long=True)
            self.assertEqual((len(kept), cut), (40, 1))
            every, cut = T.encode_rows(sp, rows, 32)
            self.assertEqual((len(every), cut), (41, 1))
            self.assertEqual(len(every[40][0]), 32)
            self.assertEqual(every[40][0][-1], T.EOS)

    def test_long_classifier_rows_are_left_out_not_cut(self):
        """A tagger or u2tf row longer than --max-len pieces is left out of
        the training and validation rows and counted, as a long seq2seq pair
        is and as NeMo's Thutmose tagger leaves out an example past
        max_seq_length (cut at a word, a tag's chunk or an ITN span lost its
        end); the test split keeps it, cut at a word; a training split of
        long rows only is refused."""

        class Letters:  # one piece per letter
            def encode(self, words):
                return [[10 + i for i, _ in enumerate(w)] for w in words]

        rows = [["ab", "c"], ["abcd", "ef", "gh"], ["a"]]
        labels = [{"tag": [1, 2]}, {"tag": [3, 4, 5]}, {"tag": [6]}]
        kept, cut = T.encode_words(Letters(), rows, labels, 5, drop_long=True)
        self.assertEqual((len(kept), cut), (2, 1))
        self.assertEqual([k[1]["tag"] for k in kept], [[1, T.IGNORE, 2], [6]])
        every, cut = T.encode_words(Letters(), rows, labels, 5)
        self.assertEqual((len(every), cut), (3, 1))
        self.assertEqual(every[1][1]["tag"], [3, T.IGNORE, T.IGNORE, T.IGNORE])
        train, cut_train, valid, cut_valid = T.encode_training_words(
            Letters(), "train.jsonl", [0, 1, 2], [1], lambda ix: [rows[i] for i in ix], lambda ix: [labels[i] for i in ix], 5)
        self.assertEqual((len(train), cut_train, len(valid), cut_valid), (2, 1, 0, 1))
        with self.assertRaises(SystemExit):
            T.encode_training_words(Letters(), "train.jsonl", [1], [], lambda ix: [rows[i] for i in ix], lambda ix: [labels[i] for i in ix], 5)


    def test_piece_bound_holds(self):
        """piece_bound (the start-up count's test of a row without the
        tokenizer) is never below the pieces sentencepiece cuts: for every
        code point NFKC expands and a seventh of the others, alone and in
        random strings and word lists of the worst of them; a model with
        byte pieces is not bounded so (piece_bound_holds)."""
        import sentencepiece as spm
        import unicodedata
        texts = ["caf\u00e9 na\u00efve %d \u00bd \u4e2d\u6587 r\u00e9sum\u00e9 one two three" % i for i in range(60)]
        with tempfile.TemporaryDirectory() as d:
            T.train_sentencepiece(texts, os.path.join(d, "spm"), 60, 1, 1)
            sp = spm.SentencePieceProcessor(model_file=os.path.join(d, "spm.model"))
            self.assertTrue(T.piece_bound_holds(sp))
            spm.SentencePieceTrainer.train(sentence_iterator=iter(texts), model_prefix=os.path.join(d, "bytes"),
                                           vocab_size=300, model_type="bpe", byte_fallback=True, minloglevel=2)
            self.assertFalse(T.piece_bound_holds(spm.SentencePieceProcessor(model_file=os.path.join(d, "bytes.model"))))
        chars = [chr(c) for c in range(0x110000) if not 0xD800 <= c <= 0xDFFF]
        expand = [c for c in chars if len(unicodedata.normalize("NFKC", c)) > 1]
        self.assertIn("\ufdfa", expand)
        sample = expand + chars[::7]
        for c, p in zip(sample, sp.encode(sample)):
            self.assertLessEqual(len(p), T.piece_bound(c), hex(ord(c)))
        worst = [c for c, p in zip(sample, sp.encode(sample)) if len(p) > 2] + list("ab 1\t\x00\u00a0\u0301")
        rng = random.Random(5)
        for _ in range(3000):
            s = "".join(rng.choice(worst) for _ in range(rng.randint(0, 24)))
            self.assertLessEqual(len(sp.encode(s)), T.piece_bound(s), repr(s))
            words = s.split()
            self.assertLessEqual(sum(len(p) or 1 for p in sp.encode(words)), T.words_piece_bound(words), repr(words))


class Distributed(unittest.TestCase):
    def test_two_cpu_workers(self):
        """The multi-GPU path (DistributedDataParallel, accumulation with
        no_sync, rank-0-only output) run as two gloo workers on the CPU, the
        way torchrun would start them. predict reads the test split in
        chunks of 4 rows and splits each chunk's decoding across the two
        ranks: the file is the one a single process writes from the same
        checkpoint (a resumed run that trains nothing)."""
        import socket
        import subprocess
        import sys

        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        with tempfile.TemporaryDirectory() as d:
            data = os.path.join(d, "data")
            os.mkdir(data)
            for split, n in (("train", 120), ("validation", 8), ("test", 6)):
                with open(os.path.join(data, split + ".jsonl"), "w") as f:
                    for i in range(n):
                        f.write(json.dumps({"id": "%s-%d" % (split, i), "src": "number %d" % i, "tgt": "Number %d." % i}) + "\n")
            script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "itn_train.py")
            procs = []
            for rank in (0, 1):
                env = dict(os.environ, MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port), RANK=str(rank),
                           LOCAL_RANK=str(rank), WORLD_SIZE="2", OMP_NUM_THREADS="1")
                procs.append(subprocess.Popen(
                    [sys.executable, script, "--data", data, "--out", os.path.join(d, "out"), "--device", "cpu",
                     "--layers", "1", "--d-model", "16", "--ffn", "32", "--heads", "2", "--vocab-size", "60",
                     "--max-steps", "4", "--batch-tokens", "128", "--accum", "2", "--log-every", "1", "--threads", "1",
                     "--decode-chunk-rows", "4"],
                    env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True))
            outs = [p.communicate(timeout=300) for p in procs]
            for p, (out, err) in zip(procs, outs):
                self.assertEqual(p.returncode, 0, err)
            events = [json.loads(l)["event"] for l in outs[0][0].splitlines()]
            self.assertEqual(events[0], "start")
            self.assertEqual(events.count("step"), 4)
            self.assertEqual(events[-1], "done")
            self.assertEqual(outs[1][0], "", "rank 1 must print no progress events")
            with open(os.path.join(d, "out", "predictions.jsonl")) as f:
                two = f.read()
            self.assertEqual(two.count("\n"), 6)
            os.remove(os.path.join(d, "out", "predictions.jsonl"))
            one = subprocess.run(
                [sys.executable, script, "--data", data, "--out", os.path.join(d, "out"), "--device", "cpu", "--resume",
                 "--max-steps", "4", "--batch-tokens", "128", "--accum", "2", "--threads", "1"],
                env=dict(os.environ, OMP_NUM_THREADS="1"), capture_output=True, text=True, timeout=300)
            self.assertEqual(one.returncode, 0, one.stderr)
            self.assertNotIn('"event": "step"', one.stdout)
            with open(os.path.join(d, "out", "predictions.jsonl")) as f:
                self.assertEqual(f.read(), two)


def write_split(d, name, rows):
    with open(os.path.join(d, name + ".jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r) + "\n")


NUM = "zero one two three four five six seven eight nine".split()


def tagger_rows(n, seed, classes=False):
    """Synthetic tagger rows in the staged shape: "we paid three four
    dollars" -> tags <SELF> <SELF> _3 4_ <DELETE>... target "we paid $34";
    with classes, one semiotic class per word (MONEY over the amount)."""
    rng = random.Random(seed)
    out = []
    for i in range(n):
        a, b = rng.randint(1, 9), rng.randint(0, 9)
        name = rng.choice(["anna", "john", "mary"])
        row = {"id": "r%d" % i, "src": "%s paid %s %s dollars" % (name, NUM[a], NUM[b]),
               "tags": ["<SELF>", "<SELF>", "_$%d" % a, "%d_" % b, "<DELETE>"],
               "tgt": "%s paid $%d%d" % (name, a, b)}
        if classes:
            row["classes"] = ["PLAIN", "PLAIN", "MONEY", "MONEY", "MONEY"]
            row["spans"] = [[2, 5]]
        out.append(row)
    return out


def u2tf_rows(n, seed):
    rng = random.Random(seed)
    cls, spans = [], []
    for i in range(n):
        a = rng.randint(1, 9)
        name = rng.choice(["anna", "john", "mary"])
        q = rng.random() < 0.5
        tokens = [name, "has", NUM[a], "cats"]
        cls.append({"id": "c%d" % i, "tokens": tokens, "punct": ["O", "O", "O", "?" if q else "."],
                    "case": ["cap", "lower", "lower", "lower"], "itn": [0, 0, 1, 0],
                    "tgt": "%s has %d cats%s" % (name.capitalize(), a, "?" if q else ".")})
        spans.append({"id": "c%d/0" % i, "src": "%s has <span> %s </span> cats" % (name, NUM[a]), "tgt": str(a)})
    return cls, spans


def write_u2tf_data(d, train, validation, test):
    """A u2tf data folder under d: classifier and span rows of each split
    (seeds 1, 2, 3) and the u2tf.json the derivation writes."""
    data = os.path.join(d, "data")
    os.mkdir(data)
    for split, n, seed in (("train", train, 1), ("validation", validation, 2), ("test", test, 3)):
        cls, spans = u2tf_rows(n, seed)
        write_split(data, split, cls)
        write_split(data, split + ".spans", spans)
    with open(os.path.join(data, "u2tf.json"), "w") as f:
        json.dump({"left": 2, "right": 2, "open": "<span>", "close": "</span>"}, f)
    return data


class Designs(unittest.TestCase):
    """Tiny end-to-end runs of the tagger and u2tf designs on synthetic
    staged rows: training, checkpoint, the raw predictions the Go launcher
    realizes."""

    tiny = ["--device", "cpu", "--layers", "1", "--d-model", "32", "--ffn", "64", "--heads", "2", "--vocab-size", "40",
            "--batch-tokens", "256", "--accum", "1", "--log-every", "1", "--threads", "1", "--warmup", "10",
            "--lr", "3e-3", "--dropout", "0.1"]

    def run_main(self, data, out, *extra):
        import io
        from contextlib import redirect_stdout, redirect_stderr
        buf, err = io.StringIO(), io.StringIO()
        with redirect_stdout(buf), redirect_stderr(err):
            rc = T.main(["--data", data, "--out", out] + self.tiny + list(extra))
        self.stderr = err.getvalue()
        self.assertEqual(rc, 0)
        return [json.loads(l) for l in buf.getvalue().splitlines()]

    def test_tagger(self):
        with tempfile.TemporaryDirectory() as d:
            data = os.path.join(d, "data")
            os.mkdir(data)
            write_split(data, "train", tagger_rows(200, 1))
            write_split(data, "validation", tagger_rows(10, 2))
            write_split(data, "test", tagger_rows(12, 3))
            ev = self.run_main(data, os.path.join(d, "out"), "--model", "tagger", "--max-steps", "40")
            steps = [e for e in ev if e["event"] == "step"]
            self.assertLess(steps[-1]["loss"], steps[0]["loss"])
            start = ev[0]
            self.assertEqual(start["model"], "tagger")
            self.assertEqual(start["tag_vocab_size"], len({t for r in tagger_rows(200, 1) for t in r["tags"]}))
            done = ev[-1]
            self.assertEqual(done["event"], "done")
            with open(done["predictions_raw"]) as f:
                preds = [json.loads(l) for l in f]
            self.assertEqual(len(preds), 12)
            for p in preds:
                self.assertEqual(len(p["tags"]), len(p["src"].split()))
                self.assertNotIn("classes", p)  # rows without classes: the tag head only
            self.assertEqual(start["semiotic_classes"], 0)
            self.assertNotIn("test_class_accuracy", done)
            with open(os.path.join(d, "out", "checkpoints", "last.pt.json")) as f:
                self.assertEqual(json.load(f)["design"], "tagger")

    def test_tagger_semiotic_head(self):
        """Rows with semiotic classes train NeMo's second head beside the
        tags (the loss is the sum of both); the predictions carry one class
        per word and the done event the test rows' class accuracy."""
        with tempfile.TemporaryDirectory() as d:
            data = os.path.join(d, "data")
            os.mkdir(data)
            write_split(data, "train", tagger_rows(200, 1, classes=True))
            write_split(data, "validation", tagger_rows(10, 2, classes=True))
            write_split(data, "test", tagger_rows(12, 3, classes=True))
            ev = self.run_main(data, os.path.join(d, "out"), "--model", "tagger", "--max-steps", "40")
            steps = [e for e in ev if e["event"] == "step"]
            self.assertLess(steps[-1]["loss"], steps[0]["loss"])
            start, done = ev[0], ev[-1]
            self.assertEqual(start["semiotic_classes"], 2)
            self.assertEqual(start["config"]["labels"]["semiotic"], ["PLAIN", "MONEY"])
            self.assertEqual(start["classes_outside_vocab"], 0)
            with open(done["predictions_raw"]) as f:
                preds = [json.loads(l) for l in f]
            self.assertEqual(len(preds), 12)
            for p in preds:
                self.assertEqual(len(p["classes"]), len(p["src"].split()))
                self.assertTrue(set(p["classes"]) <= {"PLAIN", "MONEY"}, p["classes"])
            self.assertIn("test_class_accuracy", done)
            self.assertIn("test_class_span_accuracy", done)
            self.assertEqual(set(done["test_tag_span_accuracy_by_class"]), {"PLAIN", "MONEY"})
            self.assertEqual(sum(n for _, n in done["test_tag_span_accuracy_by_class"].values()),
                             sum(len(r["src"].split()) - sum(j - i - 1 for i, j in r.get("spans") or ()) for r in tagger_rows(12, 3, classes=True)))
            self.assertGreater(done["test_class_accuracy"], 0.5)
            with open(os.path.join(d, "out", "checkpoints", "last.pt.json")) as f:
                self.assertEqual(json.load(f)["config"]["heads_out"], {"tag": start["tag_vocab_size"], "semiotic": 2})

    def test_tagger_without_the_head_fine_tunes_with_it(self):
        """A tagger checkpoint from before the semiotic head (--init) starts
        a run on rows with classes: its layers are loaded and the new head
        trained; a held-out test set without classes gets predicted
        classes and no class accuracy."""
        with tempfile.TemporaryDirectory() as d:
            old = os.path.join(d, "old")
            os.mkdir(old)
            write_split(old, "train", tagger_rows(60, 1))
            self.run_main(old, os.path.join(d, "out0"), "--model", "tagger", "--max-steps", "3")
            data = os.path.join(d, "data")
            os.mkdir(data)
            write_split(data, "train", tagger_rows(60, 1, classes=True))
            write_split(data, "test", tagger_rows(4, 3))
            ev = self.run_main(data, os.path.join(d, "out1"), "--model", "tagger", "--max-steps", "3",
                               "--init", os.path.join(d, "out0", "checkpoints", "last.pt"))
            self.assertEqual(ev[0]["semiotic_classes"], 2)
            with open(ev[-1]["predictions_raw"]) as f:
                self.assertTrue(all(len(json.loads(l)["classes"]) == 5 for l in f))
            self.assertNotIn("test_class_accuracy", ev[-1])

    def test_tagger_loss_is_the_sum_of_both_heads(self):
        torch.manual_seed(0)
        c = dict(arch("small", 30), layers=1, d_model=16, ffn=32, heads=2, design="tagger", head="mlp",
                 heads_out={"tag": 5, "semiotic": 3})
        m = T.TokenClassifier(c).eval()
        b = {"src": torch.tensor([[5, 6, 7, 8]]), "y_tag": torch.tensor([[1, T.IGNORE, 4, 0]]),
             "y_semiotic": torch.tensor([[0, T.IGNORE, 2, 2]])}
        out = m(b["src"])
        want = T.loss_sum(out["tag"], b["y_tag"], 0.0, T.IGNORE) + T.loss_sum(out["semiotic"], b["y_semiotic"], 0.0, T.IGNORE)
        self.assertTrue(torch.allclose(T.classifier_loss(m, b, 0.0), want))

    def test_class_scores(self):
        rows = [("a", None, None, None, ["PLAIN", "MONEY", "MONEY", "PLAIN", "DATE"], [(1, 3), (4, 5)]),
                ("b", None, None, None, ["PLAIN", "CARDINAL"], [(1, 2)]),
                ("c", None, None, None, None, None)]  # a held-out row: no gold classes
        pred = [["PLAIN", "MONEY", "PLAIN", "PLAIN", "DATE"], ["PLAIN", "CARDINAL"], ["PLAIN"]]
        # words: 4 of 5 and 2 of 2; spans: MONEY wrong, DATE and CARDINAL right
        self.assertEqual(T.class_scores(rows, pred), (6, 7, 2, 3))
        self.assertEqual(T.class_vocabulary([(None, None, None, None, ["DATE", "PLAIN", "MONEY", "MONEY"], [(0, 1), (2, 4)]),
                                             (None, None, None, None, None, None)]), ["PLAIN", "MONEY", "DATE"])
        self.assertEqual(T.class_vocabulary([(None, None, None, None, None, None)]), [])

    def test_class_scores_adjacent_spans_of_one_class(self):
        # "on the fifth sixth" of two DATE tokens side by side ("5th 6th"):
        # two gold spans, scored one by one as NeMo's ThutmoseTaggerModel
        # does; a run of equal classes made them one span, wrong as a whole.
        rows = [("a", None, None, None, ["PLAIN", "PLAIN", "DATE", "DATE"], [(2, 3), (3, 4)])]
        pred = [["PLAIN", "PLAIN", "DATE", "PLAIN"]]
        self.assertEqual(T.class_scores(rows, pred), (3, 4, 1, 2))

    def test_tag_span_scores(self):
        # NeMo's tag accuracy by class: the gold spans and each PLAIN word
        # between them, a span right when all its tags are.
        rows = [("a", ["x", "on", "may", "fifth", "y"], ["<SELF>", "<SELF>", "_may_", "_5th_", "<SELF>"], None,
                 ["PLAIN", "PLAIN", "DATE", "DATE", "PLAIN"], [(2, 4)]),
                ("b", ["five", "dollars"], ["_5_", "_$<<"], None, ["MONEY", "MONEY"], [(0, 2)]),
                ("c", ["z"], ["<SELF>"], None, None, None),  # no gold classes: not scored
                ("d", ["w"], None, None, None, None)]  # a held-out row
        pred = [["<SELF>", "<DELETE>", "_may_", "_5th_", "<SELF>"], ["_5_", "<SELF>"], ["<SELF>"], ["<SELF>"]]
        self.assertEqual(T.tag_span_scores(rows, pred), {"PLAIN": [2, 3], "DATE": [1, 1], "MONEY": [0, 1]})

    def test_read_tagger_split_spans(self):
        with tempfile.TemporaryDirectory() as d:
            write_split(d, "t", [
                {"id": "a", "src": "x y z", "tags": ["<SELF>"] * 3, "classes": ["PLAIN", "DATE", "DATE"], "spans": [[1, 2], [2, 3]], "tgt": "x y z"},
                {"id": "b", "src": "x y", "tags": ["<SELF>"] * 2, "classes": ["PLAIN", "PLAIN"], "tgt": "x y"}])
            rows = T.read_tagger_split(os.path.join(d, "t.jsonl"))
            self.assertEqual([r[5] for r in rows], [[(1, 2), (2, 3)], []])
            write_split(d, "bad", [{"id": "a", "src": "x y", "tags": ["<SELF>"] * 2, "classes": ["PLAIN", "DATE"], "spans": [[1, 3]], "tgt": "x y"}])
            with self.assertRaises(SystemExit) as e:
                T.read_tagger_split(os.path.join(d, "bad.jsonl"))
            self.assertIn("do not fit 2 words", str(e.exception))

    def test_u2tf(self):
        with tempfile.TemporaryDirectory() as d:
            data = write_u2tf_data(d, train=200, validation=10, test=12)
            ev = self.run_main(data, os.path.join(d, "out"), "--model", "u2tf", "--max-steps", "30")
            stages = {e.get("stage") for e in ev if e["event"] == "step"}
            self.assertEqual(stages, {"classifier", "span"})
            done = ev[-1]
            self.assertEqual(done["event"], "done")
            self.assertEqual(set(done["stages"]), {"classifier", "span"})
            # each stage names its own steps to run (the launcher's
            # early-stop note compares with them, not with the start
            # event's, which are the classifier's)
            self.assertEqual({k: v["max_steps"] for k, v in done["stages"].items()}, {"classifier": 30, "span": 30})
            self.assertEqual(set(done["test_label_f1"]["punct"]), {".", ",", "?"})
            self.assertEqual(set(done["test_label_f1"]["case"]), {"lower", "cap", "upper", "mixed"})
            with open(done["predictions_raw"]) as f:
                preds = [json.loads(l) for l in f]
            self.assertEqual(len(preds), 12)
            for p in preds:
                n = len(p["tokens"])
                self.assertEqual([len(p[k]) for k in ("punct", "case", "itn")], [n, n, n])
                spans = T.predicted_spans([T.U2TF_LABELS["punct"].index(m) for m in p["punct"]],
                                          [T.U2TF_LABELS["case"].index(c) for c in p["case"]], p["itn"])
                self.assertEqual([(s["start"], s["end"]) for s in p["spans"]], spans)

    def test_label_f1(self):
        # Universal-2-TF's Tables 4 and 5: F1 per mark and casing label.
        L = T.U2TF_LABELS
        p = lambda *ns: [L["punct"].index(n) for n in ns]
        c = lambda *ns: [L["case"].index(n) for n in ns]
        golds = [{"punct": p("O", ",", "O", "."), "case": c("cap", "lower", "upper", "lower")},
                 {"punct": p("O", "?"), "case": c("cap", "mixed")}]
        preds = [{"punct": p("O", ".", "O", "."), "case": c("cap", "lower", "cap", "lower")},
                 {"punct": p("O", "?"), "case": c("lower", "mixed")}]
        f1 = T.label_f1(golds, preds)
        # ".": tp 1, fp 1 -> 2/3; ",": fn 1 -> 0; "?": 1.
        self.assertEqual(f1["punct"], {".": 0.66667, ",": 0.0, "?": 1.0})
        # cap: tp 1, fp 1 (upper), fn 1 (lower) -> 0.5; lower: tp 2, fp 1 -> 0.8;
        # upper: fn 1 -> 0; mixed: 1.
        self.assertEqual(f1["case"], {"lower": 0.8, "cap": 0.5, "upper": 0.0, "mixed": 1.0})
        self.assertEqual(T.label_f1([{"punct": p("O"), "case": c("lower")}], [{"punct": p("O"), "case": c("lower")}])["punct"],
                         {".": None, ",": None, "?": None})

    def test_resume_trains_on(self):
        # A resumed run trains on from its checkpoint to the steps asked
        # for now: one a time budget stopped (it was marked done, and a
        # resume trained nothing), and a finished one given more steps.
        # A stage that ran the steps asked for is skipped.
        with tempfile.TemporaryDirectory() as d:
            data = write_u2tf_data(d, train=60, validation=4, test=4)
            out = os.path.join(d, "out")
            steps = lambda ev: {k: v["step"] for k, v in ev[-1]["stages"].items()}
            ev = self.run_main(data, out, "--model", "u2tf", "--max-steps", "4", "--max-minutes", "1e-9")
            self.assertEqual(steps(ev), {"classifier": 0, "span": 0})  # the budget stopped both
            ev = self.run_main(data, out, "--model", "u2tf", "--max-steps", "4", "--resume")
            self.assertEqual(steps(ev), {"classifier": 4, "span": 4})
            ev = self.run_main(data, out, "--model", "u2tf", "--max-steps", "6", "--resume")
            self.assertEqual(steps(ev), {"classifier": 6, "span": 6})
            trained = [(e["stage"], e["step"]) for e in ev if e["event"] == "step"]
            self.assertEqual(trained, [("classifier", 5), ("classifier", 6), ("span", 5), ("span", 6)])
            self.assertNotIn("nothing left to train", self.stderr)
            ev = self.run_main(data, out, "--model", "u2tf", "--max-steps", "6", "--resume")
            self.assertEqual([e for e in ev if e["event"] == "step"], [])  # nothing left to train
            self.assertEqual(steps(ev), {"classifier": 6, "span": 6})
            # and it says so (it said nothing: 2026-12-02, train48)
            self.assertIn("nothing left to train: the checkpoint is at classifier step 6 of 6, span step 6 of 6 (", self.stderr)

    def test_finished_run_resumed_says_nothing_is_left(self):
        """A resume of a finished run without more steps trains nothing and
        says so in a line (the next was the test split's score, as after
        training); one given more steps does not."""
        with tempfile.TemporaryDirectory() as d:
            data = os.path.join(d, "data")
            os.mkdir(data)
            write_split(data, "train", tagger_rows(40, 1))
            write_split(data, "test", tagger_rows(4, 3))
            out = os.path.join(d, "out")
            self.run_main(data, out, "--model", "tagger", "--max-steps", "2")
            self.assertNotIn("nothing left to train", self.stderr)
            self.run_main(data, out, "--model", "tagger", "--max-steps", "2", "--resume")
            lines = [l for l in self.stderr.splitlines() if "nothing left to train" in l]
            self.assertEqual(lines, ["nothing left to train: the checkpoint is at step 2 of 2 (--max-steps, else --max-epochs of "
                                     "updates); raise it to train on; the test split is decoded again"])
            ev = self.run_main(data, out, "--model", "tagger", "--max-steps", "3", "--resume")
            self.assertNotIn("nothing left to train", self.stderr)
            self.assertEqual([e["step"] for e in ev if e["event"] == "step"], [3])

    def test_gold_spans_are_cut_as_derived(self):
        """Cutting the gold labels' spans reproduces the span rows' inputs."""
        cls, spans = u2tf_rows(20, 4)
        fmt = {"left": 2, "right": 2, "open": "<span>", "close": "</span>"}
        for c, s in zip(cls, spans):
            case = [T.U2TF_LABELS["case"].index(x) for x in c["case"]]
            punct = [T.U2TF_LABELS["punct"].index(x) for x in c["punct"]]
            (a, b), = T.predicted_spans(punct, case, c["itn"])
            self.assertEqual(T.cut_span(c["tokens"], a, b, fmt), s["src"])

    def test_span_grouping(self):
        lower, mixed = 0, 3
        none, period, comma, question = (T.U2TF_LABELS["punct"].index(m) for m in "O.,?")
        self.assertEqual(T.predicted_spans([none] * 6, [lower, mixed, mixed, lower, lower, mixed], [0, 0, 0, 1, 1, 1]),
                         [(1, 2), (2, 3), (3, 6)])
        # a sentence's end (. or ?) ends an ITN run, as u2tf.SpanRanges
        # does; a comma is an entity's formatting and does not
        for end in (period, question):
            self.assertEqual(T.predicted_spans([none, none, none, end, none, none], [lower] * 6, [0, 0, 0, 1, 1, 1]),
                             [(3, 4), (4, 6)])
        self.assertEqual(T.predicted_spans([none, none, none, comma, comma, period], [lower] * 6, [0, 0, 0, 1, 1, 1]),
                         [(3, 6)])


def legacy_predict(design, stages, args):
    """predict as it was before it streamed (main 076f8eed, 2026-12-02): the
    whole test split read and encoded, decoded as one list, the whole
    predictions list built, then written. Kept here only as the oracle the
    streaming predict must equal byte for byte."""
    cpu = torch.device("cpu")
    if isinstance(design, T.Seq2SeqDesign):
        test_rows = T.read_split(design.test_file)
        test, _ = T.encode_rows(design.sp, test_rows, args.max_len)
        rows = test_rows[: args.decode_limit] if args.decode_limit else test_rows
        hyps = design.decode_texts(stages[0], test[: len(rows)], cpu, False)
        path = os.path.join(args.out, "predictions.jsonl")
        exact = sum(h == ref for h, (_, _, ref) in zip(hyps, rows))
        T.write_jsonl(path, ({"id": rid, "src": src, "hyp": h, "ref": ref} for (rid, src, ref), h in zip(rows, hyps)))
        return {"path": path, "rows": len(rows),
                "final": {"predictions": path, "test_rows_decoded": len(rows),
                          "test_exact_match": round(exact / max(len(rows), 1), 5)}}
    if isinstance(design, T.TaggerDesign):
        test_rows = T.read_tagger_split(design.test_file, need_tags=False)
        test, _ = T.encode_words(design.sp, [r[1] for r in test_rows], design.labels_of(test_rows), args.max_len)
        rows = test_rows[: args.decode_limit] if args.decode_limit else test_rows
        preds = T.shard_and_gather(test[: len(rows)], lambda part: T.classify(stages[0].model, part, args.decode_batch_tokens, cpu, False))
        path = os.path.join(args.out, "predictions.tags.jsonl")
        exact = gold_rows = 0
        out, predicted, predicted_tags = [], [], []
        for (rid, words, gold, ref, _, _), p in zip(rows, preds):
            tags = [design.tags[i] for i in p["tag"]] + ["<SELF>"] * (len(words) - len(p["tag"]))
            predicted_tags.append(tags)
            if gold is not None:
                gold_rows += 1
                exact += tags == gold
            row = {"id": rid, "src": " ".join(words), "tags": tags}
            classes = None
            if "semiotic" in p:
                classes = [design.classes[i] for i in p["semiotic"]] + [T.PLAIN] * (len(words) - len(p["semiotic"]))
                row["classes"] = classes
            predicted.append(classes)
            row["ref"] = ref
            out.append(row)
        T.write_jsonl(path, out)
        final = {"predictions_raw": path, "test_rows_decoded": len(rows)}
        if gold_rows:
            final["test_tags_exact_match"] = round(exact / gold_rows, 5)
        wr, wn, sr, sn = T.class_scores(rows, predicted)
        if wn:
            final["test_class_accuracy"] = round(wr / wn, 5)
        if sn:
            final["test_class_span_accuracy"] = round(sr / sn, 5)
        by_class = T.tag_span_scores(rows, predicted_tags)
        if by_class:
            right, n = sum(r for r, _ in by_class.values()), sum(n for _, n in by_class.values())
            final["test_tag_span_accuracy"] = round(right / n, 5)
            final["test_tag_span_accuracy_by_class"] = {c: by_class[c] for c in sorted(by_class)}
        return {"path": path, "rows": len(rows), "final": final}
    test_rows = T.read_u2tf_split(design.test_file, need_labels=False)
    test, _ = T.encode_words(design.sp, T.u2tf_tokens(test_rows), T.u2tf_labels(test_rows), args.max_len)
    cls, span = stages
    rows = test_rows[: args.decode_limit] if args.decode_limit else test_rows
    labels = T.shard_and_gather(test[: len(rows)], lambda part: T.classify(cls.model, part, args.decode_batch_tokens, cpu, False))
    jobs = []
    for r, ((_, tokens, _, _), lab) in enumerate(zip(rows, labels)):
        n = len(lab["itn"])
        lab["itn"] += [0] * (len(tokens) - n)
        lab["case"] += [0] * (len(tokens) - n)
        lab["punct"] += [0] * (len(tokens) - n)
        for s, e in T.predicted_spans(lab["punct"], lab["case"], lab["itn"]):
            jobs.append((r, s, e, T.cut_span(tokens, s, e, design.span_format)))
    srcs = design.span.sp.encode([j[3] for j in jobs])
    outputs = design.span.decode_texts(span, [(s[: args.max_len - 1] + [T.EOS], [T.EOS]) for s in srcs], cpu, False)
    spans = [[] for _ in rows]
    for (r, s, e, src), o in zip(jobs, outputs):
        spans[r].append({"start": s, "end": e, "input": src, "output": o})
    path = os.path.join(args.out, "predictions.u2tf.jsonl")
    exact = gold_rows = 0
    out, scored_gold, scored_pred = [], [], []
    for (rid, tokens, gold, ref), lab, sp_ in zip(rows, labels, spans):
        names = {t: [T.U2TF_LABELS[t][i] for i in lab[t]] for t in T.U2TF_LABELS}
        if gold is not None:
            gold_rows += 1
            exact += all(lab[t] == gold[t] for t in T.U2TF_LABELS)
            scored_gold.append(gold)
            scored_pred.append(lab)
        out.append({"id": rid, "src": " ".join(tokens), "tokens": tokens, **names, "spans": sp_, "ref": ref})
    T.write_jsonl(path, out)
    final = {"predictions_raw": path, "test_rows_decoded": len(rows), "test_spans": len(jobs)}
    if gold_rows:
        final["test_labels_exact_match"] = round(exact / gold_rows, 5)
        final["test_label_f1"] = T.label_f1(scored_gold, scored_pred)
    return {"path": path, "rows": len(rows), "final": final}


def streaming_data(d, model, n_test, seed=3):
    """A data folder under d for model with n_test test rows, some of them
    held out (no gold tags or labels) and some longer than its --max-len
    (PredictStreams.max_len)."""
    data = os.path.join(d, "data-%s-%d" % (model, n_test))
    if model == "u2tf":
        os.mkdir(data)
        for split, n, s in (("train", 60, 1), ("validation", 4, 2), ("test", n_test, seed)):
            cls, spans = u2tf_rows(n, s)
            if split == "test":
                for i, r in enumerate(cls):
                    if i % 5 == 0:
                        for k in ("punct", "case", "itn"):
                            r.pop(k)
                    elif i % 7 == 0:
                        r["tokens"] += ["and", "then", "more", "words", "than", "fit"] * 3
                        for k, v in (("punct", "O"), ("case", "lower"), ("itn", 0)):
                            r[k] += [v] * 18
            write_split(data, split, cls)
            write_split(data, split + ".spans", spans)
        with open(os.path.join(data, "u2tf.json"), "w") as f:
            json.dump({"left": 2, "right": 2, "open": "<span>", "close": "</span>"}, f)
        return data
    os.mkdir(data)
    if model == "tagger":
        write_split(data, "train", tagger_rows(60, 1, classes=True))
        test = tagger_rows(n_test, seed, classes=True)
        for i, r in enumerate(test):
            if i % 5 == 0:
                for k in ("tags", "classes", "spans"):
                    r.pop(k)
            elif i % 7 == 0:
                r["src"] += " and then more words than fit"
                r["tags"] += ["<SELF>"] * 6
                r["classes"] += ["PLAIN"] * 6
        write_split(data, "test", test)
        return data
    rng = random.Random(seed)

    def rows(split, n):
        out = []
        for i in range(n):
            k = rng.randint(0, 999)
            more = " and more" * (3 if i % 7 == 0 else 0)
            out.append({"id": "%s%d" % (split, i), "src": "number %s%s" % (" ".join(NUM[int(c)] for c in str(k)), more),
                        "tgt": "Number %d%s." % (k, more)})
        return out
    write_split(data, "train", rows("train", 60))
    write_split(data, "test", rows("test", n_test))
    return data


def eos_at_once(model):
    """Makes a Denormalizer write EOS first (every decoder output is EOS's
    embedding, ten times longer than any other), so that a memory test
    decodes 5,000 rows in one step each, not to the length limit: the
    decoding's own memory is torch's, which tracemalloc does not see."""
    with torch.no_grad():
        model.embed.weight[T.EOS] *= 10 * model.embed.weight.norm(dim=1).max() / model.embed.weight[T.EOS].norm()
        model.dec_norm.weight.zero_()
        model.dec_norm.bias.copy_(model.embed.weight[T.EOS])


class PredictStreams(unittest.TestCase):
    """predict reads, decodes and writes the test split a chunk of
    --decode-chunk-rows rows at a time (since 2026-12-02): its output is
    the output predict gave when it held the split whole, and its memory
    does not grow with the split."""

    files = {"seq2seq": "predictions.jsonl", "tagger": "predictions.tags.jsonl", "u2tf": "predictions.u2tf.jsonl"}
    max_len = {"seq2seq": "40", "tagger": "24", "u2tf": "40"}
    steps = {"seq2seq": "150", "tagger": "40", "u2tf": "40"}

    def design(self, data, out, model, *extra):
        args = T.parse_args(["--data", data, "--out", out, "--model", model, "--max-len", self.max_len[model]] + Designs.tiny +
                            list(extra))
        os.makedirs(out, exist_ok=True)
        design = {"seq2seq": T.Seq2SeqDesign, "tagger": T.TaggerDesign, "u2tf": T.U2TFDesign}[model](args)
        return design, args

    def test_output_is_the_pre_streaming_output(self):
        """For each design, a tiny model trained on the CPU predicts its
        test split (held-out rows and rows cut at --max-len among them)
        through the pre-streaming predict (legacy_predict) and through
        predict in chunks of 1, 7 and more rows than the split has, whole
        and with --decode-limit 23: the files are equal byte for byte, and
        the figures too."""
        cpu = torch.device("cpu")
        for model in ("seq2seq", "tagger", "u2tf"):
            with self.subTest(model=model), tempfile.TemporaryDirectory() as d:
                data = streaming_data(d, model, 60)
                trained = os.path.join(d, "trained")
                Designs().run_main(data, trained, "--model", model, "--max-steps", self.steps[model],
                                  "--max-len", self.max_len[model])
                design, args = self.design(data, os.path.join(d, "p"), model, "--resume")
                stages = design.build(T.load_checkpoint(os.path.join(trained, "checkpoints", "last.pt")), True, cpu)
                self.assertEqual(design.counts["test_rows"], 60)
                self.assertGreater(design.counts["truncated_test"], 0)
                outputs = set()
                for limit in (0, 23):
                    args.decode_limit = limit
                    args.out = os.path.join(d, "legacy-%d" % limit)
                    os.makedirs(args.out)
                    want = legacy_predict(design, stages, args)
                    with open(want["path"], "rb") as f:
                        want_bytes = f.read()
                    self.assertEqual(want_bytes.count(b"\n"), limit or 60)
                    for chunk in (1, 7, 1000):
                        args.decode_chunk_rows = chunk
                        args.out = os.path.join(d, "chunk-%d-%d" % (chunk, limit))
                        os.makedirs(args.out)
                        got = design.predict(stages, cpu, False)
                        with open(got["path"], "rb") as f:
                            self.assertEqual(f.read(), want_bytes, (model, chunk, limit))
                        self.assertEqual(os.path.basename(got["path"]), self.files[model])
                        self.assertEqual(got["rows"], want["rows"])
                        pick = lambda fin: {k: v for k, v in fin.items() if k not in ("predictions", "predictions_raw")}
                        self.assertEqual(pick(got["final"]), pick(want["final"]), (model, chunk, limit))
                    outputs.add(want_bytes)
                # the model's outputs vary from row to row (a model writing
                # one thing everywhere would prove little)
                with open(os.path.join(d, "legacy-0", self.files[model])) as f:
                    lines = [json.loads(l) for l in f]
                key = {"seq2seq": "hyp", "tagger": "tags", "u2tf": "spans"}[model]
                self.assertGreater(len({json.dumps(l[key]) for l in lines}), 3)
                with open(os.path.join(trained, self.files[model]), "rb") as f:  # the run's own, default chunks
                    self.assertIn(f.read(), outputs)

    def test_start_count_encodes_only_rows_that_may_be_cut(self):
        """The start-up count of the test split (the start event's
        test_rows and truncated_test) encoded every test row, which predict
        encodes again (at 50,000 rows, 7 of the 9 s before the start
        event): it encodes only the rows whose piece_bound reaches
        --max-len, and its counts are those of encoding every row, at
        several --max-len on both sides of the rows' lengths."""
        cpu = torch.device("cpu")
        real = T.count_test_rows
        for model in ("seq2seq", "tagger", "u2tf"):
            for max_len in {"seq2seq": ("14", "22", "40"), "tagger": ("16", "24", "40"), "u2tf": ("30", "40")}[model]:
                with self.subTest(model=model, max_len=max_len), tempfile.TemporaryDirectory() as d:
                    data = streaming_data(d, model, 300)
                    design, args = self.design(data, os.path.join(d, "out"), model, "--max-len", max_len)
                    encoded = []

                    def counting(chunks, encode, *rest):
                        def enc(rows):
                            encoded.append(len(rows))
                            return encode(rows)
                        return real(chunks, enc, *rest)
                    T.count_test_rows = counting
                    try:
                        design.build(None, False, cpu)
                    finally:
                        T.count_test_rows = real
                    if model == "seq2seq":
                        whole = lambda rows: T.encode_rows(design.sp, rows, args.max_len)
                    elif model == "tagger":
                        whole = lambda rows: T.encode_words(design.sp, [r[1] for r in rows], design.labels_of(rows), args.max_len)
                    else:
                        whole = design.encode
                    n, cut = real(design.test_chunks(), whole)
                    self.assertEqual((design.counts["test_rows"], design.counts["truncated_test"]), (n, cut))
                    self.assertEqual(n, 300)
                    if model == "u2tf":
                        span = design.span
                        n, cut = real(span.test_chunks(), lambda rows: T.encode_rows(span.sp, rows, args.max_len))
                        self.assertEqual((design.counts["span_test_rows"], design.counts["span_truncated_test"]), (n, cut))
                    if max_len == "40":
                        # the rows encoded: the long ones (every seventh)
                        # and the few near --max-len, far fewer than the
                        # split's 300 (+ the span rows for u2tf)
                        self.assertLess(sum(encoded), 100, (model, max_len, encoded))
                    else:
                        self.assertGreater(design.counts["truncated_test"], 0)

    def test_memory_does_not_grow_with_the_test_split(self):
        """The Python memory predict (and the start-up count of the test
        split) takes at its peak, traced by tracemalloc, is about the same
        for a test split of 500 rows and one of 5,000, read in chunks of
        250: it held the whole split (rows, encoded rows, every prediction)
        before, ten times as much for ten times the rows (with chunks of
        the whole split, --decode-chunk-rows 100000, it fails so: predict's
        peak 1.1 MB at 500 rows and 5.9 MB at 5,000 for seq2seq, 2.1 and 18
        MB for the tagger, 2.6 and 21 MB for u2tf; streaming, about 1.0, 1.7
        and 2.2 MB whatever the rows)."""
        import tracemalloc
        cpu = torch.device("cpu")
        for model in ("seq2seq", "tagger", "u2tf"):
            with self.subTest(model=model), tempfile.TemporaryDirectory() as d:
                peaks = {}
                for n in (500, 5000):
                    data = streaming_data(d, model, n)
                    torch.manual_seed(0)
                    design, args = self.design(data, os.path.join(d, "out-%d" % n), model, "--decode-chunk-rows", "250")
                    tracemalloc.start()
                    try:
                        stages = design.build(None, False, cpu)
                        if model != "tagger":
                            eos_at_once(stages[-1].model)
                        build_peak = tracemalloc.get_traced_memory()[1]
                        tracemalloc.reset_peak()
                        got = design.predict(stages, cpu, False)
                        predict_peak = tracemalloc.get_traced_memory()[1]
                    finally:
                        tracemalloc.stop()
                    self.assertEqual(got["rows"], n)
                    if model == "seq2seq":
                        with open(got["path"]) as f:
                            self.assertEqual({json.loads(l)["hyp"] for l in f}, {""})
                    self.assertEqual(design.counts["test_rows"], n)
                    peaks[n] = (build_peak, predict_peak)
                (b1, p1), (b10, p10) = peaks[500], peaks[5000]
                # a few hundred KiB of slack: the running counts, allocator noise
                self.assertLess(p10, 1.2 * p1 + 256 * 1024, (model, peaks))
                self.assertLess(b10, 1.2 * b1 + 256 * 1024, (model, peaks))


class Events(unittest.TestCase):
    def test_no_nan_in_progress_lines(self):
        # A resumed run that had finished has no training loss (NaN), and a
        # diverged one has NaN or inf: json.dumps writes them bare, which
        # is no JSON, and the launcher dropped the whole "done" line (no
        # predictions realized, no metrics). They are null.
        import contextlib
        import io
        buf = io.StringIO()
        with contextlib.redirect_stdout(buf):
            T.emit("done", train_loss=float("nan"), stages={"a": {"loss": float("inf")}}, xs=[1.5, float("-inf")])
        self.assertEqual(json.loads(buf.getvalue()),
                         {"event": "done", "train_loss": None, "stages": {"a": {"loss": None}}, "xs": [1.5, None]})


class LossReading(unittest.TestCase):
    def test_loss_is_read_when_asked_and_equals_the_summed_items(self):
        # The loop keeps an update's losses as tensors and reads them only
        # when a log line, checkpoint or the end asks (a .item() per update
        # made the host wait for the GPU every step); the value is the one
        # the per-update .item() sum gave.
        st = T.Stage("main", None, None, None, [], [], [], [], b"")
        self.assertTrue(math.isnan(st.train_loss))
        parts = [torch.tensor(3.25), torch.tensor(1.5), torch.tensor(0.125)]
        st.record_loss(parts, 7)
        total = 0.0
        for p in parts:
            total += p.item()
        self.assertEqual(st.train_loss, total / 7)
        self.assertIsNone(st._loss_parts)  # read once, then kept as a float
        st.record_loss([torch.tensor(2.0)], 0)  # no target tokens: divided by 1
        self.assertEqual(st.train_loss, 2.0)

    def test_step_events_carry_their_time(self):
        with tempfile.TemporaryDirectory() as d:
            data = os.path.join(d, "data")
            os.mkdir(data)
            write_split(data, "train", tagger_rows(60, 1))
            before = time.time()
            ev = Designs().run_main(data, os.path.join(d, "out"), "--model", "tagger", "--max-steps", "3")
            times = [e["time"] for e in ev if e["event"] == "step"]
            self.assertEqual(len(times), 3)
            self.assertEqual(times, sorted(times))
            self.assertGreaterEqual(times[0], before - 1)
            self.assertLessEqual(times[-1], time.time() + 1)


class BadInput(unittest.TestCase):
    def test_bad_row_names_file_and_line(self):
        with tempfile.TemporaryDirectory() as d:
            p = os.path.join(d, "train.jsonl")
            with open(p, "w") as f:
                f.write(json.dumps({"id": "a", "src": "x", "tgt": "X"}) + "\n{oops\n")
            with self.assertRaises(SystemExit) as cm:
                T.read_split(p)
            self.assertIn("train.jsonl:2:", str(cm.exception))

    def test_unloadable_checkpoint_is_one_line_naming_it(self):
        """--init or --resume on a file that is no checkpoint (garbage, one
        cut short, a bare state dict) exits with one line naming the file,
        not a traceback ending in pickle's own words."""
        with tempfile.TemporaryDirectory() as d:
            garbage = os.path.join(d, "garbage.pt")
            with open(garbage, "w") as f:
                f.write("garbage\n")
            whole = os.path.join(d, "whole.pt")
            torch.save({"model": {"w": torch.zeros(64, 64)}, "step": 3}, whole)
            self.assertEqual(T.load_checkpoint(whole)["step"], 3)
            cut = os.path.join(d, "cut.pt")
            with open(whole, "rb") as f, open(cut, "wb") as g:
                g.write(f.read()[:200])
            bare = os.path.join(d, "bare.pt")
            torch.save({"w": torch.zeros(2)}, bare)
            for path, want in ((garbage, "not a checkpoint PyTorch can load"), (cut, "not a checkpoint PyTorch can load"),
                               (bare, "not a checkpoint of itnprep train")):
                with self.assertRaises(SystemExit) as cm:
                    T.load_checkpoint(path)
                msg = str(cm.exception)
                self.assertTrue(msg.startswith(path + ": "), msg)
                self.assertIn(want, msg)
                self.assertNotIn("\n", msg)
            # An error PyTorch words over several lines is one line too.
            load = torch.load

            def raising(*a, **k):
                raise RuntimeError("Weights only load failed.\nRe-running `torch.load` ...\n  more advice")
            torch.load = raising
            try:
                with self.assertRaises(SystemExit) as cm:
                    T.load_checkpoint(whole)
            finally:
                torch.load = load
            msg = str(cm.exception)
            self.assertNotIn("\n", msg)
            self.assertIn("(RuntimeError: Weights only load failed. Re-running `torch.load` ... more advice)", msg)

    def test_max_len_beyond_the_init_checkpoint_is_one_line(self):
        """--max-len longer than the init checkpoint's positions stopped the
        run with a traceback when a long row came ("sequence of 1306 pieces
        exceeds max_positions 1024"); it is one line before training."""
        args = T.parse_args(["--data", "d", "--out", "o", "--max-len", "2000"])
        init = dict(arch("small", 60), layers=1, d_model=16, ffn=32, heads=2)
        with self.assertRaises(SystemExit) as cm:
            T.build_config(args, 60, init)
        msg = str(cm.exception)
        self.assertTrue(msg.startswith("--max-len 2000: the checkpoint started from has positions for 1024 pieces"), msg)
        self.assertNotIn("\n", msg)
        args = T.parse_args(["--data", "d", "--out", "o", "--max-len", "1024"])
        self.assertEqual(T.build_config(args, 60, init)["max_positions"], 1024)


if __name__ == "__main__":
    unittest.main()
