"""Unit checks for itn_train.py; run by `go test ./trainer/` through
/usr/bin/python3 -m unittest, or directly: cd trainer/py && python3 -m unittest."""

import json
import os
import random
import tempfile
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


class Schedule(unittest.TestCase):
    def test_inverse_sqrt(self):
        self.assertAlmostEqual(T.inverse_sqrt_lr(1, 1e-3, 100), 1e-5)
        self.assertAlmostEqual(T.inverse_sqrt_lr(100, 1e-3, 100), 1e-3)
        self.assertAlmostEqual(T.inverse_sqrt_lr(400, 1e-3, 100), 5e-4)


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

    def test_seeded(self):
        ex = [([1] * (i % 17 + 1), [1] * (i % 5 + 1)) for i in range(200)]
        self.assertEqual(T.make_batches(ex, 128, random.Random(7)), T.make_batches(ex, 128, random.Random(7)))


class SentencePiece(unittest.TestCase):
    def test_too_large_vocabulary_falls_back(self):
        rows = [(str(i), "one two three %d" % i, "1 2 3 %d." % i) for i in range(50)]
        with tempfile.TemporaryDirectory() as d:
            got = T.train_sentencepiece(rows, os.path.join(d, "spm"), 10000, 1, 1)
            self.assertLess(got, 10000)
            import sentencepiece as spm
            sp = spm.SentencePieceProcessor(model_file=os.path.join(d, "spm.model"))
            self.assertEqual(sp.get_piece_size(), got)
            self.assertEqual((sp.pad_id(), sp.unk_id(), sp.bos_id(), sp.eos_id()), (T.PAD, T.UNK, T.BOS, T.EOS))


class BadInput(unittest.TestCase):
    def test_bad_row_names_file_and_line(self):
        with tempfile.TemporaryDirectory() as d:
            p = os.path.join(d, "train.jsonl")
            with open(p, "w") as f:
                f.write(json.dumps({"id": "a", "src": "x", "tgt": "X"}) + "\n{oops\n")
            with self.assertRaises(SystemExit) as cm:
                T.read_split(p)
            self.assertIn("train.jsonl:2:", str(cm.exception))


if __name__ == "__main__":
    unittest.main()
