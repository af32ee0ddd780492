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


class Distributed(unittest.TestCase):
    def test_two_cpu_workers(self):
        """The multi-GPU path (DistributedDataParallel, accumulation with
        no_sync, rank-0-only output) run as two gloo workers on the CPU, the
        way torchrun would start them."""
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
                     "--max-steps", "4", "--batch-tokens", "128", "--accum", "2", "--log-every", "1", "--threads", "1"],
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
                self.assertEqual(len(f.readlines()), 6)


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
