#!/usr/bin/env python3
"""Train a spoken -> written model (seq2seq, Thutmose tagger or Universal-2-TF) on a staged dataset.

The input folder holds train.jsonl, validation.jsonl and test.jsonl, staged by
`itnprep train` from a dataset version; their rows depend on the design
(--model):

  seq2seq  {"id", "src", "tgt"}: spoken sentence, written sentence;
  tagger   {"id", "src", "tags", "classes", "spans", "tgt"}: spoken words
           (space-separated), one tag per word (<SELF>, <DELETE> or a written
           fragment), one semiotic class per word (PLAIN outside the row's
           spans; optional), the row's semiotic spans as [start, end) word
           indices (optional, absent where none), the written sentence the
           tags realize;
  u2tf     {"id", "tokens", "punct", "case", "itn", "tgt"} (the classifier
           rows) in SPLIT.jsonl and {"id", "src", "tgt"} span rows in
           SPLIT.spans.jsonl, plus u2tf.json (context widths and span marks).

Everything trains from scratch or from a local checkpoint: nothing is ever
downloaded.

Progress goes to stdout as one JSON object per line ({"event": "step", ...});
the Go launcher parses them, so anything else is written to stderr.

Designs:
* seq2seq (Suter & Novak, "Neural text denormalization for speech
  transcripts", after fairseq's transformer): pre-layer-norm encoder/decoder,
  sinusoidal positions, one embedding matrix shared by encoder input, decoder
  input and the output projection; dropout 0.3, attention and activation
  dropout 0.1; BPE by sentencepiece; Adam with an inverse-square-root
  schedule; token-based batches with gradient accumulation ("update after
  every 16 batches"); bf16 autocast on GPU, fp32 on CPU.
* tagger (Antonova et al. 2022, "Thutmose tagger"): a Transformer encoder
  with two MLP token-classification heads, one over the tag vocabulary and
  one over the semiotic classes (NeMo's ThutmoseTaggerModel: logits and
  semiotic_logits, trained on the sum of the two cross-entropies); the first
  sub-word piece of each word carries the word's labels (as NeMo does). The
  program writes the predicted tags and classes; the Go launcher realizes
  them with the same code the derive step uses (NeMo's realize_output, whose
  "<<" moves to the start of its class's run of words).
* u2tf (Universal-2-TF 2024): a shared encoder with three linear heads
  (punctuation, casing, ITN span), trained on the sum of the three
  cross-entropy losses with equal weights, then a span seq2seq model (the
  seq2seq design above) on the span rows. Inference runs the classifier,
  cuts each predicted span with its context, decodes the spans and writes
  labels and span outputs; the Go launcher applies them.
"""

import argparse
import contextlib
import itertools
import json
import math
import os
import random
import re
import signal
import sys
import time

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.data import DataLoader, Dataset, Sampler

PAD, UNK, BOS, EOS = 0, 1, 2, 3
IGNORE = -100  # label of sub-word pieces after a word's first (NeMo's convention)

# The paper's two models. Vocabulary is the BPE size asked for; the paper's
# parameter counts (8,152,064 and 49,383,424) correspond to fairseq's
# dictionary of 10,240 entries (10,000 merges + specials, padded to a multiple
# of 8), which the unit checks confirm against this implementation.
RECIPES = {
    "small": dict(layers=3, d_model=256, ffn=1024, heads=4),
    "large": dict(layers=6, d_model=512, ffn=2048, heads=8),
}
# Encoder recipes of the tagger and the u2tf classifier: small matches the
# seq2seq small encoder; large has BERT-base's shape (12 x 768, 12 heads),
# the encoder both papers fine-tuned (here trained from scratch).
ENCODER_RECIPES = {
    "small": dict(layers=3, d_model=256, ffn=1024, heads=4),
    "large": dict(layers=12, d_model=768, ffn=3072, heads=12),
}
# The u2tf span model: small = the seq2seq small recipe; large = bart-base's
# shape (6 + 6 x 768, 12 heads), the model the paper fine-tuned.
SPAN_RECIPES = {
    "small": dict(layers=3, d_model=256, ffn=1024, heads=4),
    "large": dict(layers=6, d_model=768, ffn=3072, heads=12),
}
ARCH_DEFAULTS = dict(dropout=0.3, attention_dropout=0.1, activation_dropout=0.1, max_positions=1024)
MODELS = ("seq2seq", "tagger", "u2tf")

# Universal-2-TF's label sets (section 3.1): punctuation appended after a
# token, the token's casing ("mixed" leaves it to the span model) and
# membership in an ITN span.
U2TF_LABELS = {
    "punct": ["O", ".", ",", "?"],
    "case": ["lower", "cap", "upper", "mixed"],
    "itn": [0, 1],
}


def json_safe(v):
    """JSON has no NaN or Infinity: Python writes them, and the launcher
    (Go), jq and most readers refuse the whole line. A loss that was not
    computed (a resumed run that had already finished) or that diverged is
    written as null."""
    if isinstance(v, float) and not math.isfinite(v):
        return None
    if isinstance(v, dict):
        return {k: json_safe(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [json_safe(x) for x in v]
    return v


def emit(event, **fields):
    """One machine-readable progress line on stdout (rank 0 only)."""
    if RANK == 0:
        fields = json_safe({"event": event, **fields})
        sys.stdout.write(json.dumps(fields, sort_keys=False, allow_nan=False) + "\n")
        sys.stdout.flush()


def log(msg):
    if RANK == 0:
        sys.stderr.write(msg + "\n")
        sys.stderr.flush()


RANK = int(os.environ.get("RANK", "0"))
WORLD = int(os.environ.get("WORLD_SIZE", "1"))
LOCAL_RANK = int(os.environ.get("LOCAL_RANK", "0"))


# ---------------------------------------------------------------- model


def sinusoidal_positions(n, d):
    """fairseq's sinusoidal table: no parameters, so the paper's counts hold."""
    half = d // 2
    scale = math.log(10000) / max(half - 1, 1)
    freqs = torch.exp(torch.arange(half, dtype=torch.float) * -scale)
    ang = torch.arange(n, dtype=torch.float).unsqueeze(1) * freqs.unsqueeze(0)
    table = torch.cat([torch.sin(ang), torch.cos(ang)], dim=1)
    if d % 2:
        table = torch.cat([table, torch.zeros(n, 1)], dim=1)
    return table


def _split_heads(x, heads):
    b, n, d = x.shape
    return x.view(b, n, heads, d // heads).transpose(1, 2)


def _project(mha, x, part):
    """One of nn.MultiheadAttention's packed q/k/v projections (part 0, 1, 2),
    so that cached decoding uses the very same parameters."""
    d = mha.embed_dim
    return F.linear(x, mha.in_proj_weight[part * d:(part + 1) * d], mha.in_proj_bias[part * d:(part + 1) * d])


def _attend(mha, q, k, v, key_pad=None):
    """Scaled dot-product attention of one query step against cached keys and
    values (batch, heads, length, head_dim), then the output projection."""
    scores = torch.matmul(q * (q.size(-1) ** -0.5), k.transpose(-1, -2))
    if key_pad is not None:
        scores = scores.masked_fill(key_pad[:, None, None, :], float("-inf"))
    out = torch.matmul(torch.softmax(scores.float(), dim=-1).to(v.dtype), v)
    b, h, n, hd = out.shape
    return mha.out_proj(out.transpose(1, 2).reshape(b, n, h * hd))


class EncoderLayer(nn.Module):
    def __init__(self, c):
        super().__init__()
        d = c["d_model"]
        self.attn_norm = nn.LayerNorm(d)
        self.attn = nn.MultiheadAttention(d, c["heads"], dropout=c["attention_dropout"], batch_first=True)
        self.ffn_norm = nn.LayerNorm(d)
        self.fc1 = nn.Linear(d, c["ffn"])
        self.fc2 = nn.Linear(c["ffn"], d)
        self.dropout = nn.Dropout(c["dropout"])
        self.act_dropout = nn.Dropout(c["activation_dropout"])

    def forward(self, x, pad_mask):
        h = self.attn_norm(x)
        h, _ = self.attn(h, h, h, key_padding_mask=pad_mask, need_weights=False)
        x = x + self.dropout(h)
        h = self.fc2(self.act_dropout(F.relu(self.fc1(self.ffn_norm(x)))))
        return x + self.dropout(h)


class DecoderLayer(nn.Module):
    def __init__(self, c):
        super().__init__()
        d = c["d_model"]
        self.heads = c["heads"]
        self.self_norm = nn.LayerNorm(d)
        self.self_attn = nn.MultiheadAttention(d, c["heads"], dropout=c["attention_dropout"], batch_first=True)
        self.cross_norm = nn.LayerNorm(d)
        self.cross_attn = nn.MultiheadAttention(d, c["heads"], dropout=c["attention_dropout"], batch_first=True)
        self.ffn_norm = nn.LayerNorm(d)
        self.fc1 = nn.Linear(d, c["ffn"])
        self.fc2 = nn.Linear(c["ffn"], d)
        self.dropout = nn.Dropout(c["dropout"])
        self.act_dropout = nn.Dropout(c["activation_dropout"])

    def forward(self, y, causal, tgt_pad, memory, src_pad):
        h = self.self_norm(y)
        h, _ = self.self_attn(h, h, h, attn_mask=causal, key_padding_mask=tgt_pad, need_weights=False)
        y = y + self.dropout(h)
        h = self.cross_norm(y)
        h, _ = self.cross_attn(h, memory, memory, key_padding_mask=src_pad, need_weights=False)
        y = y + self.dropout(h)
        h = self.fc2(self.act_dropout(F.relu(self.fc1(self.ffn_norm(y)))))
        return y + self.dropout(h)

    def start_cache(self, memory):
        """Cross-attention keys and values depend on the encoder output only:
        computed once per sentence batch, not once per decoded token."""
        return {"k": None, "v": None,
                "ck": _split_heads(_project(self.cross_attn, memory, 1), self.heads),
                "cv": _split_heads(_project(self.cross_attn, memory, 2), self.heads)}

    def step(self, y, cache, src_pad):
        """One decoding step (y: batch x 1 x d) against cached keys and values
        of the earlier steps; equal to forward() at the last position (eval
        mode, where dropout is off)."""
        h = self.self_norm(y)
        q = _split_heads(_project(self.self_attn, h, 0), self.heads)
        k = _split_heads(_project(self.self_attn, h, 1), self.heads)
        v = _split_heads(_project(self.self_attn, h, 2), self.heads)
        cache["k"] = k if cache["k"] is None else torch.cat([cache["k"], k], dim=2)
        cache["v"] = v if cache["v"] is None else torch.cat([cache["v"], v], dim=2)
        y = y + _attend(self.self_attn, q, cache["k"], cache["v"])
        h = self.cross_norm(y)
        q = _split_heads(_project(self.cross_attn, h, 0), self.heads)
        y = y + _attend(self.cross_attn, q, cache["ck"], cache["cv"], src_pad)
        return y + self.fc2(F.relu(self.fc1(self.ffn_norm(y))))


class Denormalizer(nn.Module):
    design = "seq2seq"

    def __init__(self, c):
        super().__init__()
        self.c = dict(c)
        d = c["d_model"]
        self.embed = nn.Embedding(c["vocab_size"], d, padding_idx=PAD)
        self.register_buffer("positions", sinusoidal_positions(c["max_positions"] + 1, d), persistent=False)
        self.embed_scale = math.sqrt(d)
        self.dropout = nn.Dropout(c["dropout"])
        self.encoder = nn.ModuleList(EncoderLayer(c) for _ in range(c["layers"]))
        self.decoder = nn.ModuleList(DecoderLayer(c) for _ in range(c["layers"]))
        self.enc_norm = nn.LayerNorm(d)
        self.dec_norm = nn.LayerNorm(d)
        self.reset_parameters()

    def reset_parameters(self):
        # fairseq's transformer initialisation: xavier for projections,
        # N(0, d^-1/2) for the shared embedding with a zero padding row.
        for m in self.modules():
            if isinstance(m, nn.Linear):
                nn.init.xavier_uniform_(m.weight)
                nn.init.zeros_(m.bias)
        nn.init.normal_(self.embed.weight, mean=0.0, std=self.c["d_model"] ** -0.5)
        with torch.no_grad():
            self.embed.weight[PAD].zero_()

    def _embed(self, tokens, offset=0):
        n = tokens.size(1) + offset
        if n > self.c["max_positions"]:
            raise ValueError(f"sequence of {n} pieces exceeds max_positions {self.c['max_positions']}")
        x = self.embed(tokens) * self.embed_scale + self.positions[offset:n].to(self.embed.weight.dtype)
        return self.dropout(x)

    def encode(self, src):
        pad = src.eq(PAD)
        x = self._embed(src)
        for layer in self.encoder:
            x = layer(x, pad)
        return self.enc_norm(x), pad

    def decode(self, prev, memory, src_pad):
        n = prev.size(1)
        causal = torch.triu(torch.ones(n, n, dtype=torch.bool, device=prev.device), diagonal=1)
        tgt_pad = prev.eq(PAD)
        y = self._embed(prev)
        for layer in self.decoder:
            y = layer(y, causal, tgt_pad, memory, src_pad)
        y = self.dec_norm(y)
        return F.linear(y, self.embed.weight)

    def start_decoding(self, memory):
        return [layer.start_cache(memory) for layer in self.decoder]

    def decode_step(self, tok, t, caches, src_pad):
        """Logits for position t given token tok (batch) at t and the caches
        of positions < t: the incremental form of decode()."""
        y = self._embed(tok.unsqueeze(1), offset=t)
        for layer, cache in zip(self.decoder, caches):
            y = layer.step(y, cache, src_pad)
        return F.linear(self.dec_norm(y), self.embed.weight)[:, 0]

    def forward(self, src, prev):
        memory, src_pad = self.encode(src)
        return self.decode(prev, memory, src_pad)


class TokenClassifier(nn.Module):
    """A Transformer encoder (the same layers and parameter names as the
    seq2seq encoder, so a seq2seq checkpoint's encoder can initialise it)
    with one classification head per task over the encoder's outputs.

    head="mlp" is the Thutmose tagger's (Antonova et al. 2022: "BERT encoder
    with a multi-layer perceptron on top"); head="linear" the three linear
    heads of the Universal-2-TF classifier."""

    def __init__(self, c):
        super().__init__()
        self.c = dict(c)
        self.design = c.get("design", "tagger")
        d = c["d_model"]
        self.embed = nn.Embedding(c["vocab_size"], d, padding_idx=PAD)
        self.register_buffer("positions", sinusoidal_positions(c["max_positions"] + 1, d), persistent=False)
        self.embed_scale = math.sqrt(d)
        self.dropout = nn.Dropout(c["dropout"])
        self.encoder = nn.ModuleList(EncoderLayer(c) for _ in range(c["layers"]))
        self.enc_norm = nn.LayerNorm(d)
        heads = {}
        for name, n in sorted(c["heads_out"].items()):
            if c.get("head", "linear") == "mlp":
                heads[name] = nn.Sequential(nn.Linear(d, d), nn.GELU(), nn.Dropout(c["dropout"]), nn.Linear(d, n))
            else:
                heads[name] = nn.Linear(d, n)
        self.heads = nn.ModuleDict(heads)
        Denormalizer.reset_parameters(self)

    def forward(self, src):
        n = src.size(1)
        if n > self.c["max_positions"]:
            raise ValueError(f"sequence of {n} pieces exceeds max_positions {self.c['max_positions']}")
        pad = src.eq(PAD)
        x = self.dropout(self.embed(src) * self.embed_scale + self.positions[:n].to(self.embed.weight.dtype))
        for layer in self.encoder:
            x = layer(x, pad)
        x = self.enc_norm(x)
        return {name: head(x) for name, head in self.heads.items()}


def count_parameters(model):
    return sum(p.numel() for p in model.parameters() if p.requires_grad)


# ---------------------------------------------------------------- data


def _iter_jsonl(path):
    """(line number, object) of each non-blank line of path, read one line
    at a time (nothing when the file is absent): the test split is read so,
    in chunks, never held whole."""
    if not os.path.exists(path):
        return
    with open(path, encoding="utf-8") as f:
        for lineno, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                obj = json.loads(line)
            except ValueError as e:
                raise SystemExit(f"{path}:{lineno}: bad row: {e}")
            yield lineno, obj


def iter_split(path):
    """Rows (id, src, tgt) of a seq2seq file (also the u2tf span rows), one
    at a time."""
    for lineno, r in _iter_jsonl(path):
        try:
            yield (str(r["id"]), r["src"], r["tgt"])
        except (KeyError, TypeError) as e:
            raise SystemExit(f"{path}:{lineno}: bad row: missing {e}")


def read_split(path):
    return list(iter_split(path))


def iter_tagger_split(path, need_tags=True):
    """Rows (id, words, tags, tgt, classes, spans), one at a time: one tag
    and one semiotic class per spoken word, and the row's semiotic spans as
    (start, end) word indices. A held-out test set staged from a prep
    version (pairs, no tags: need_tags False) has tags None: it is decoded
    and scored on its written side only. classes is None where the row has
    none (held-out rows, a staging before the semiotic head), and spans then
    too; a row with classes and no "spans" has none (the launcher leaves an
    empty list out)."""
    for lineno, r in _iter_jsonl(path):
        try:
            words, rid, tgt = r["src"].split(), str(r["id"]), r["tgt"]
            tags, classes, spans = r.get("tags"), r.get("classes"), None
            if classes is not None:
                classes = list(classes)
                spans = [(int(a), int(b)) for a, b in r.get("spans") or ()]
            if tags is None and not need_tags:
                yield (rid, words, None, tgt, None, None)
                continue
            tags = list(tags)
        except (KeyError, TypeError, AttributeError) as e:
            raise SystemExit(f"{path}:{lineno}: bad row: missing or wrong {e}")
        except ValueError as e:
            raise SystemExit(f"{path}:{lineno}: bad row: spans must be [start, end] pairs of word indices: {e}")
        if len(words) != len(tags) or not all(isinstance(t, str) for t in tags):
            raise SystemExit(f"{path}:{lineno}: bad row: {len(words)} words but {len(tags)} tags (one string per word)")
        if classes is not None and (len(classes) != len(words) or not all(isinstance(c, str) for c in classes)):
            raise SystemExit(f"{path}:{lineno}: bad row: {len(words)} words but {len(classes)} semiotic classes (one string per word)")
        if spans and not all(0 <= a < b <= len(words) for a, b in spans):
            raise SystemExit(f"{path}:{lineno}: bad row: semiotic spans {spans} do not fit {len(words)} words")
        yield (rid, words, tags, tgt, classes, spans)


def read_tagger_split(path, need_tags=True):
    return list(iter_tagger_split(path, need_tags))


def iter_u2tf_split(path, need_labels=True):
    """Classifier rows (id, tokens, {punct, case, itn}, tgt), one at a time,
    with labels as indices into U2TF_LABELS. A held-out test set staged from
    a prep version (need_labels False) has rows without labels: labels
    None."""
    for lineno, r in _iter_jsonl(path):
        try:
            rid, tokens, tgt = str(r["id"]), list(r["tokens"]), r["tgt"]
            if not need_labels and all(r.get(task) is None for task in U2TF_LABELS):
                yield (rid, tokens, None, tgt)
                continue
            labels = {}
            for task, names in U2TF_LABELS.items():
                vals = [int(v) for v in r[task]] if task == "itn" else list(r[task])
                if len(vals) != len(tokens):
                    raise SystemExit(f"{path}:{lineno}: bad row: {len(tokens)} tokens but {len(vals)} {task} labels")
                labels[task] = [names.index(v) for v in vals]
        except ValueError as e:
            raise SystemExit(f"{path}:{lineno}: bad row: a label outside {U2TF_LABELS}: {e}")
        except (KeyError, TypeError) as e:
            raise SystemExit(f"{path}:{lineno}: bad row: missing or wrong {e}")
        yield (rid, tokens, labels, tgt)


def read_u2tf_split(path, need_labels=True):
    return list(iter_u2tf_split(path, need_labels))


def chunked(rows, size, limit=0):
    """Lists of at most size consecutive rows of the iterable rows, its
    first limit rows only (0: all): the test split is decoded a chunk at a
    time, so predict holds one chunk of it, whatever the split's size."""
    if limit:
        rows = itertools.islice(rows, limit)
    chunk = []
    for r in rows:
        chunk.append(r)
        if len(chunk) >= size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def train_sentencepiece(texts, prefix, vocab_size, seed, threads):
    """BPE over the given lines (seq2seq: both sides, the vocabulary is
    shared). sentencepiece refuses a vocabulary larger than the text
    supports; the error names the largest size possible, so retry with it
    and report the size actually used."""
    import sentencepiece as spm

    text_path = prefix + ".train.txt"
    with open(text_path, "w", encoding="utf-8") as f:
        for t in texts:
            f.write(t.replace("\n", " ") + "\n")
    if hasattr(spm, "set_random_generator_seed"):
        spm.set_random_generator_seed(seed)
    asked = vocab_size
    for _ in range(4):
        try:
            spm.SentencePieceTrainer.train(
                input=text_path, model_prefix=prefix, vocab_size=vocab_size, model_type="bpe",
                character_coverage=1.0, pad_id=PAD, unk_id=UNK, bos_id=BOS, eos_id=EOS,
                num_threads=max(1, threads), input_sentence_size=4_000_000, shuffle_input_sentence=True,
                train_extremely_large_corpus=False, minloglevel=2,
            )
            break
        except RuntimeError as e:
            small = re.search(r"smaller than required_chars\. *(\d+) vs (\d+)", str(e))
            if small:
                raise SystemExit(f"--vocab-size {asked}: the training text needs at least {small.group(2)} "
                                 f"pieces (one per character, and the special pieces); give --vocab-size "
                                 f"{small.group(2)} or more")
            m = re.search(r"<= *(\d+)", str(e))
            if not m or int(m.group(1)) >= vocab_size:
                raise
            vocab_size = int(m.group(1))
            log(f"sentencepiece: vocabulary {asked} too large for this text; using {vocab_size}")
    else:
        raise SystemExit("sentencepiece: could not find a workable vocabulary size")
    os.remove(text_path)
    return vocab_size


def pair_texts(rows):
    for _, s, t in rows:
        yield s
        yield t


def encode_rows(sp, rows, max_len, drop_long=False):
    """Token ids for src (+EOS) and tgt (+EOS) and how many pairs were longer
    than max_len pieces on a side. With drop_long (the training and
    validation rows) such a pair is left out: each side cut at max_len on
    its own, the target no longer says what the source says (a document of
    a line of `prep text` cut at 255 pieces of each side: the spoken words
    run out before the written text's, or after), and the model was taught
    to write what it never heard or to drop what it did. Without it (the
    test split, which keeps every row) both sides are cut and decoded as
    before; the scores see the cut."""
    srcs = sp.encode([r[1] for r in rows])
    tgts = sp.encode([r[2] for r in rows])
    out, cut = [], 0
    for s, t in zip(srcs, tgts):
        if len(s) >= max_len or len(t) >= max_len:
            cut += 1
            if drop_long:
                continue
        out.append((s[: max_len - 1] + [EOS], t[: max_len - 1] + [EOS]))
    return out, cut


def encode_words(sp, word_rows, label_rows, max_len, drop_long=False):
    """Sub-word ids of each row's words with one label list per task: the
    first piece of a word carries the word's label, later pieces IGNORE
    (NeMo's tagging convention). Returns per row (ids, {task: labels},
    first-piece positions) and the number of rows longer than max_len
    pieces. With drop_long (the training and validation rows) such a row is
    left out, as encode_rows leaves out a long seq2seq pair and as NeMo's
    Thutmose tagger does (its BertExampleBuilder returns no example past
    max_seq_length): cut at a word, a tagger row kept a fragment whose
    chunk the cut words close (`_20` without `13_`), a u2tf row an ITN span
    whose rest was cut, and neither paper cuts. Without it (the test split,
    which keeps every row) a row is cut at a word and its last words get no
    prediction; the scores see the cut."""
    flat = [w for words in word_rows for w in words]
    pieces = sp.encode(flat) if flat else []
    out, cut, k = [], 0, 0
    for words, labels in zip(word_rows, label_rows):
        ids, firsts = [], []
        tasks = {task: [] for task in labels}
        long = False
        for j in range(len(words)):
            p = pieces[k + j] or [UNK]
            if len(ids) + len(p) > max_len:
                long = True
                break
            firsts.append(len(ids))
            ids.extend(p)
            for task, lab in labels.items():
                tasks[task].extend([lab[j]] + [IGNORE] * (len(p) - 1))
        k += len(words)
        if long:
            cut += 1
            if drop_long:
                continue
        if not ids:
            ids, tasks = [UNK], {task: [IGNORE] for task in labels}
        out.append((ids, tasks, firsts))
    return out, cut


def encode_training_words(sp, name, train_rows, valid_rows, word_rows, label_rows, max_len):
    """encode_words for a classifier's training and validation rows: rows
    longer than max_len pieces are left out, with a line on stderr and a
    refusal when none is left. Returns (train, cut_train, valid, cut_valid)."""
    train, cut_train = encode_words(sp, word_rows(train_rows), label_rows(train_rows), max_len, drop_long=True)
    if not train:
        raise SystemExit(f"{name}: every one of the {len(train_rows)} training rows is longer than --max-len {max_len} pieces, "
                         "and a row is left out rather than cut: a document a line? split the corpus into sentences, or raise --max-len")
    if cut_train:
        log(f"{cut_train} of {len(train_rows)} training rows are longer than --max-len {max_len} pieces: left out")
    valid, cut_valid = encode_words(sp, word_rows(valid_rows), label_rows(valid_rows), max_len, drop_long=True)
    return train, cut_train, valid, cut_valid


class Examples(Dataset):
    """A list of encoded examples as a map-style Dataset."""

    def __init__(self, examples):
        self.examples = examples

    def __len__(self):
        return len(self.examples)

    def __getitem__(self, i):
        return self.examples[i]


def bucket_batches(costs, batch_tokens, rng):
    """Token-based batches as fairseq's --max-tokens: a batch's padded size,
    max(cost) x rows, stays within batch_tokens. costs[i] = (sort key,
    padded length). Sorting by length keeps padding low; ties are broken by
    a seeded shuffle."""
    order = list(range(len(costs)))
    rng.shuffle(order)
    order.sort(key=lambda i: costs[i][0])
    batches, cur, longest = [], [], 0
    for i in order:
        n = costs[i][1]
        if cur and max(longest, n) * (len(cur) + 1) > batch_tokens:
            batches.append(cur)
            cur, longest = [], 0
        cur.append(i)
        longest = max(longest, n)
    if cur:
        batches.append(cur)
    return batches


def pair_costs(examples):
    return [((len(s), len(t)), max(len(s), len(t) + 1)) for s, t in examples]


def make_batches(examples, batch_tokens, rng):
    """Token-bucketed batches of (src, tgt) pairs (see bucket_batches)."""
    return bucket_batches(pair_costs(examples), batch_tokens, rng)


class TokenBucketSampler(Sampler):
    """Yields this rank's token-bucketed batches of one epoch (a batch
    sampler for DataLoader). The batches of an epoch are the same on every
    rank (seeded by seed and epoch); each rank takes every WORLD-th, all
    ranks the same count, cut to whole accumulation windows, so
    every rank does the same number of updates without talking to the
    others."""

    def __init__(self, costs, batch_tokens, seed, rank=0, world=1, accum=1, shuffle=True, even=True):
        self.costs, self.batch_tokens, self.seed = costs, batch_tokens, seed
        self.rank, self.world, self.accum, self.shuffle, self.even = rank, world, accum, shuffle, even
        self.epoch = 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def batches(self):
        rng = random.Random(self.seed * 1_000_003 + self.epoch)
        batches = bucket_batches(self.costs, self.batch_tokens, rng)
        if self.shuffle:
            rng.shuffle(batches)
        mine = batches[self.rank::self.world]
        if self.even and self.world > 1:
            mine = mine[: len(batches) // self.world]
        if self.accum > 1 and len(mine) >= self.accum:
            mine = mine[: len(mine) - len(mine) % self.accum]
        return mine

    def __iter__(self):
        return iter(self.batches())

    def __len__(self):
        return len(self.batches())


def collate_pairs(batch):
    """(src, prev, gold, target tokens) for the seq2seq model."""
    src_len = max(len(s) for s, _ in batch)
    tgt_len = max(len(t) for _, t in batch)
    src = torch.full((len(batch), src_len), PAD, dtype=torch.long)
    prev = torch.full((len(batch), tgt_len), PAD, dtype=torch.long)
    gold = torch.full((len(batch), tgt_len), PAD, dtype=torch.long)
    ntok = 0
    for row, (s, t) in enumerate(batch):
        src[row, : len(s)] = torch.tensor(s)
        prev[row, : len(t)] = torch.tensor([BOS] + t[:-1])
        gold[row, : len(t)] = torch.tensor(t)
        ntok += len(t)
    return {"src": src, "prev": prev, "gold": gold}, ntok


def collate_tagged(batch):
    """(src, labels per task, labelled words) for the token classifiers."""
    n = max(len(ids) for ids, _, _ in batch)
    src = torch.full((len(batch), n), PAD, dtype=torch.long)
    tasks = sorted(batch[0][1])
    labels = {task: torch.full((len(batch), n), IGNORE, dtype=torch.long) for task in tasks}
    nword = 0
    for row, (ids, labs, firsts) in enumerate(batch):
        src[row, : len(ids)] = torch.tensor(ids)
        for task in tasks:
            labels[task][row, : len(ids)] = torch.tensor(labs[task])
        nword += len(firsts)
    return {"src": src, **{"y_" + t: labels[t] for t in tasks}}, nword


def to_device(batch, device):
    nb = device.type == "cuda"
    return {k: v.to(device, non_blocking=nb) for k, v in batch.items()}


def loader_for(examples, costs, collate, batch_tokens, seed, args, device, rank=0, world=1, accum=1, shuffle=True,
               even=True):
    """A DataLoader over token buckets: worker processes collate batches
    ahead of the training step and, on GPU, into pinned memory so the copy
    to the device overlaps compute. Its own generator keeps the global
    torch RNG (dropout) independent of the data path."""
    sampler = TokenBucketSampler(costs, batch_tokens, seed, rank, world, accum, shuffle, even)
    workers = args.workers if args.workers >= 0 else (min(4, max(1, (os.cpu_count() or 1) // max(world, 1))) if device.type == "cuda" else 0)
    kw = dict(batch_sampler=sampler, collate_fn=collate, num_workers=workers, pin_memory=device.type == "cuda",
              generator=torch.Generator().manual_seed(seed))
    if workers > 0:
        kw.update(persistent_workers=True, prefetch_factor=4)
    return DataLoader(Examples(examples), **kw), sampler


# ---------------------------------------------------------------- training


def inverse_sqrt_lr(step, lr, warmup):
    """fairseq's inverse_sqrt: linear warm-up to lr, then lr*sqrt(warmup/step)."""
    step = max(step, 1)
    if step < warmup:
        return lr * step / warmup
    return lr * math.sqrt(warmup / step)


class InverseSqrtSchedule(torch.optim.lr_scheduler.LambdaLR):
    """fairseq's inverse_sqrt schedule as a scheduler object: the rate of
    update k (1-based) is inverse_sqrt_lr(k); scheduler.step() after each
    optimizer.step(). Its state travels in checkpoints."""

    def __init__(self, optimizer, warmup, last_epoch=-1):
        self.warmup = warmup
        super().__init__(optimizer, lambda done: inverse_sqrt_lr(done + 1, 1.0, warmup), last_epoch=last_epoch)


def autocast_for(device, use_bf16):
    if device.type == "cuda" and use_bf16:
        return torch.autocast("cuda", dtype=torch.bfloat16)
    return contextlib.nullcontext()


def loss_sum(logits, gold, smoothing, ignore=PAD):
    return F.cross_entropy(logits.float().reshape(-1, logits.size(-1)), gold.reshape(-1),
                           ignore_index=ignore, reduction="sum", label_smoothing=smoothing)


def seq2seq_loss(model, b, smoothing):
    return loss_sum(model(b["src"], b["prev"]), b["gold"], smoothing)


def classifier_loss(model, b, smoothing):
    """Sum of the heads' cross-entropies with equal weights (Universal-2-TF,
    eq. 1; the tagger's tag and semiotic heads, NeMo's loss_on_tags +
    loss_on_semiotic)."""
    out = model(b["src"])
    return sum(loss_sum(out[t], b["y_" + t], smoothing, IGNORE) for t in sorted(out))


def all_reduce_sum(values, device):
    if WORLD == 1:
        return values
    t = torch.tensor(values, dtype=torch.float64, device=device)
    torch.distributed.all_reduce(t)
    return t.tolist()


@torch.no_grad()
def evaluate_loss(model, loss_fn, examples, costs, collate, batch_tokens, device, use_bf16, args):
    """Mean loss per target token (per word for the classifiers) over the
    validation rows. Every rank scores its share of the batches and the sums
    are all-reduced, so no rank waits while one scores the whole split."""
    model.eval()
    # Uneven shares are fine here: one all-reduce at the end.
    loader, _ = loader_for(examples, costs, collate, batch_tokens, 0, args, device, RANK, WORLD, shuffle=False, even=False)
    total, ntok = 0.0, 0
    for b, n in loader:
        b = to_device(b, device)
        with autocast_for(device, use_bf16):
            total += loss_fn(model, b, 0.0).item()
        ntok += n
    model.train()
    total, ntok = all_reduce_sum([total, ntok], device)
    return total / max(ntok, 1)


@torch.no_grad()
def greedy_decode(model, examples, batch_tokens, device, use_bf16, max_len):
    """Greedy decoding, batched by source length, with cached keys and values
    (each step runs the decoder on the new token only); returns ids per
    example in input order."""
    model.eval()
    results = [None] * len(examples)
    costs = [((len(s),), len(s) + 1) for s, _ in examples]
    for idx in bucket_batches(costs, batch_tokens, random.Random(0)):
        b, _ = collate_pairs([examples[i] for i in idx])
        src = b["src"].to(device)
        with autocast_for(device, use_bf16):
            memory, src_pad = model.encode(src)
            caches = model.start_decoding(memory)
        limit = min(max_len, 2 * src.size(1) + 10, model.c["max_positions"])
        tok = torch.full((len(idx),), BOS, dtype=torch.long, device=device)
        out = torch.full((len(idx), limit), PAD, dtype=torch.long, device=device)
        done = torch.zeros(len(idx), dtype=torch.bool, device=device)
        for t in range(limit):
            with autocast_for(device, use_bf16):
                logits = model.decode_step(tok, t, caches, src_pad)
            nxt = logits.float().argmax(-1)
            nxt = torch.where(done, torch.full_like(nxt, PAD), nxt)
            out[:, t] = nxt
            done |= nxt.eq(EOS)
            tok = nxt
            if bool(done.all()):
                break
        for row, i in enumerate(idx):
            ids = []
            for tk in out[row].tolist():
                if tk in (EOS, PAD):
                    break
                ids.append(tk)
            results[i] = ids
    model.train()
    return results


@torch.no_grad()
def classify(model, examples, batch_tokens, device, use_bf16):
    """Per example and task, the predicted label index of each word (at its
    first piece); words cut at max_len get none (None)."""
    model.eval()
    results = [None] * len(examples)
    costs = [((len(ids),), len(ids)) for ids, _, _ in examples]
    for idx in bucket_batches(costs, batch_tokens, random.Random(0)):
        b, _ = collate_tagged([examples[i] for i in idx])
        with autocast_for(device, use_bf16):
            out = model(b["src"].to(device))
        pred = {t: v.float().argmax(-1).cpu() for t, v in out.items()}
        for row, i in enumerate(idx):
            firsts = examples[i][2]
            results[i] = {t: [int(p[row, j]) for j in firsts] for t, p in pred.items()}
    model.train()
    return results


def shard_and_gather(items, fn):
    """Runs fn over this rank's share of items (every WORLD-th) and returns
    all results in item order on every rank: decoding is split across ranks
    instead of run by rank 0 while the others wait."""
    mine = fn(items[RANK::WORLD]) if items else []
    if WORLD == 1:
        return mine
    parts = [None] * WORLD
    torch.distributed.all_gather_object(parts, mine)
    out = [None] * len(items)
    for r, part in enumerate(parts):
        out[r::WORLD] = part
    return out


def save_checkpoint(path, state, meta):
    """Checkpoint = the design's model(s), optimizer, scheduler, sentencepiece
    model(s), config, step; plus a JSON sidecar (path + ".json") so the Go
    launcher can read the lineage without unpickling torch objects. Written
    to a temp file and renamed, so an interrupted save never leaves a
    truncated checkpoint."""
    tmp = path + ".tmp"
    torch.save(state, tmp)
    os.replace(tmp, path)
    with open(path + ".json.tmp", "w", encoding="utf-8") as f:
        json.dump(json_safe(meta), f, indent=2, sort_keys=True, allow_nan=False)
    os.replace(path + ".json.tmp", path + ".json")
    emit("checkpoint", path=path, step=meta["step"])


def load_checkpoint(path):
    """Checkpoints hold the optimizer state and hyperparameters (floats,
    tuples), which PyTorch's weights-only loader refuses before 2.x, and
    newer PyTorch loads weights-only by default: ask for the full load.
    A checkpoint is a pickle, so only load ones you made or trust.

    A file PyTorch cannot load (cut short by a copy, or no checkpoint at all)
    or one that holds something else than a checkpoint (a bare state dict) is
    one line naming it, the launcher's failure line: it was a 16-line
    traceback ending in pickle's own words ("ValueError: invalid literal for
    int() with base 10: 'arbage'"), which named neither the file nor why."""
    try:
        try:
            state = torch.load(path, map_location="cpu", weights_only=False)
        except TypeError:  # PyTorch < 1.13 has no weights_only
            state = torch.load(path, map_location="cpu")
    except Exception as e:  # a damaged pickle raises anything (ValueError, EOFError, RuntimeError, KeyError, ...)
        # PyTorch's own messages may run over several lines (the weights-only
        # unpickler's advice): the reason is kept to one.
        why = " ".join(str(e).split())
        raise SystemExit(f"{path}: not a checkpoint PyTorch can load ({type(e).__name__}: {why}); "
                         f"--init and --resume take the checkpoints/last.pt a run of itnprep train saved")
    if not isinstance(state, dict) or "model" not in state or "step" not in state:
        raise SystemExit(f"{path}: a PyTorch file but not a checkpoint of itnprep train (it holds {type(state).__name__}"
                         f"{' without model and step' if isinstance(state, dict) else ''}); "
                         f"--init and --resume take the checkpoints/last.pt a run saved")
    return state


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--data", required=True, help="folder with train.jsonl, validation.jsonl, test.jsonl")
    p.add_argument("--out", required=True, help="run folder: checkpoints/, spm.model, predictions")
    p.add_argument("--test-data", default="", help="folder whose test.jsonl is decoded instead of --data's")
    p.add_argument("--model", choices=MODELS, default="seq2seq", help="design: seq2seq, tagger (Thutmose) or u2tf (Universal-2-TF)")
    p.add_argument("--recipe", choices=sorted(RECIPES), default="small")
    p.add_argument("--init", default="", help="checkpoint to start from (fine-tuning); its sentencepiece model is reused")
    p.add_argument("--resume", action="store_true", help="continue from OUT/checkpoints/last.pt when present")
    p.add_argument("--dataset-version-id", default="", help="recorded in checkpoints for lineage")
    p.add_argument("--layers", type=int, default=0, help="override the recipe (tiny smoke runs)")
    p.add_argument("--d-model", type=int, default=0)
    p.add_argument("--ffn", type=int, default=0)
    p.add_argument("--heads", type=int, default=0)
    p.add_argument("--dropout", type=float, default=ARCH_DEFAULTS["dropout"])
    p.add_argument("--attention-dropout", type=float, default=ARCH_DEFAULTS["attention_dropout"])
    p.add_argument("--activation-dropout", type=float, default=ARCH_DEFAULTS["activation_dropout"])
    p.add_argument("--vocab-size", type=int, default=10000)
    p.add_argument("--max-len", type=int, default=256, help="pieces per side: a longer training or validation pair (seq2seq) or row (tagger, u2tf) is left out "
                   "(and counted), a test pair cut on each side, a test row at a word")
    p.add_argument("--batch-tokens", type=int, default=3584, help="padded tokens per batch (fairseq --max-tokens)")
    p.add_argument("--accum", type=int, default=16, help="batches per parameter update")
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--warmup", type=int, default=4000)
    p.add_argument("--label-smoothing", type=float, default=0.0)
    p.add_argument("--clip-norm", type=float, default=0.0, help="0 = no clipping (fairseq default)")
    p.add_argument("--max-steps", type=int, default=0, help="parameter updates (per stage for u2tf); 0 = run --max-epochs")
    p.add_argument("--max-epochs", type=int, default=10)
    p.add_argument("--max-minutes", type=float, default=0.0,
                   help="stop training after this many minutes (u2tf: half per stage); 0 = no time limit")
    p.add_argument("--max-cpu-minutes", type=float, default=0.0,
                   help="stop training after this much CPU time of this process, all its threads (u2tf: half per "
                        "stage): a budget that does not depend on what else runs on the machine; 0 = no limit")
    p.add_argument("--log-every", type=int, default=10)
    p.add_argument("--valid-every", type=int, default=1000)
    p.add_argument("--save-every", type=int, default=1000)
    p.add_argument("--decode-batch-tokens", type=int, default=8192)
    p.add_argument("--decode-limit", type=int, default=0, help="decode only the first N test rows; 0 = all")
    p.add_argument("--decode-chunk-rows", type=int, default=4096,
                   help="test rows read, decoded and written at a time: predict holds one chunk of the test split, "
                        "never the whole (the launcher leaves it at its default)")
    p.add_argument("--workers", type=int, default=-1,
                   help="DataLoader worker processes; -1 = auto (0 on CPU, where they only add copies; up to 4 per GPU)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--device", default="auto", help="auto, cpu, cuda")
    p.add_argument("--no-bf16", action="store_true", help="fp32 on GPU too")
    p.add_argument("--threads", type=int, default=0, help="CPU threads for torch; 0 = torch's default")
    return p.parse_args(argv)


def build_config(args, vocab_size, init_cfg=None, recipes=RECIPES):
    if init_cfg is not None:
        if args.max_len > init_cfg.get("max_positions", args.max_len):
            # A row that long stopped the run when met, with a traceback
            # ("sequence of 1306 pieces exceeds max_positions 1024").
            raise SystemExit(f"--max-len {args.max_len}: the checkpoint started from has positions for "
                             f"{init_cfg['max_positions']} pieces (its max_positions, set when it was first trained); "
                             f"give --max-len {init_cfg['max_positions']} or less, or train from scratch for longer rows")
        cfg = dict(init_cfg)
        # Regularisation may change between pre-training and fine-tuning;
        # shapes may not.
        cfg.update(dropout=args.dropout, attention_dropout=args.attention_dropout,
                   activation_dropout=args.activation_dropout)
        return cfg
    cfg = dict(recipes[args.recipe])
    for key, val in (("layers", args.layers), ("d_model", args.d_model), ("ffn", args.ffn), ("heads", args.heads)):
        if val:
            cfg[key] = val
    cfg.update(ARCH_DEFAULTS, dropout=args.dropout, attention_dropout=args.attention_dropout,
               activation_dropout=args.activation_dropout, vocab_size=vocab_size,
               max_positions=max(ARCH_DEFAULTS["max_positions"], args.max_len + 2))
    return cfg


class Stage:
    """One model trained by the shared loop: its examples, batching, loss and
    the state a checkpoint keeps (model, optimizer, scheduler, step)."""

    def __init__(self, name, model, loss_fn, collate, train, valid, costs, valid_costs, spm_bytes):
        self.name, self.model, self.loss_fn, self.collate = name, model, loss_fn, collate
        self.train, self.valid, self.costs, self.valid_costs = train, valid, costs, valid_costs
        self.spm_bytes = spm_bytes
        self.step, self.epoch, self.done = 0, 0, False
        self.valid_loss = None
        self._train_loss, self._loss_parts, self._loss_tokens = float("nan"), None, 0
        self.optimizer = self.scheduler = None

    def record_loss(self, parts, tokens):
        """Keeps the last update's summed losses (tensors, one per batch of
        its accumulation window) and its target-token count."""
        self._loss_parts, self._loss_tokens = parts, tokens

    @property
    def train_loss(self):
        """The last update's mean loss per target token (nats), read from the
        device only when a log line, a checkpoint or the end asks for it: a
        .item() per update made the host wait for the GPU at every step, so
        the GPU then idled while Python queued the next step's kernels."""
        if self._loss_parts is not None:
            total = 0.0
            for part in self._loss_parts:
                total += part.item()
            self._train_loss = total / max(self._loss_tokens, 1)
            self._loss_parts = None
        return self._train_loss

    def state(self):
        return {"model": self.model.state_dict(), "optimizer": self.optimizer.state_dict(),
                "scheduler": self.scheduler.state_dict(), "step": self.step, "epoch": self.epoch,
                "config": self.model.c, "spm_model": self.spm_bytes, "done": self.done}


class Trainer:
    """The training loop shared by every design and stage: token-bucketed
    DataLoader batches, gradient accumulation (DDP synchronises once per
    window), the inverse-sqrt schedule object, periodic validation on every
    rank, checkpoints, Ctrl-C."""

    def __init__(self, args, device, use_bf16, interrupted, save):
        self.args, self.device, self.use_bf16 = args, device, use_bf16
        self.interrupted, self.save = interrupted, save

    def fit(self, st, max_steps, within_budget):
        args, device = self.args, self.device
        raw = st.model
        model = raw
        if WORLD > 1:
            model = torch.nn.parallel.DistributedDataParallel(
                raw, device_ids=[device.index] if device.type == "cuda" else None)
        loader, sampler = loader_for(st.train, st.costs, st.collate, args.batch_tokens, args.seed, args, device,
                                     RANK, WORLD, args.accum)
        if len(sampler) == 0:
            raise SystemExit(f"{st.name}: no training batches")
        model.train()
        t0, tok_window = time.time(), 0
        stage_fields = {} if st.name == "main" else {"stage": st.name}
        while st.step < max_steps and not self.interrupted["flag"] and within_budget():
            sampler.set_epoch(st.epoch)
            it = iter(loader)
            window = min(args.accum, len(sampler)) or 1
            finished_epoch = True
            while True:
                if st.step >= max_steps or self.interrupted["flag"] or not within_budget():
                    finished_epoch = False
                    break
                group = []
                for _ in range(window):
                    b = next(it, None)
                    if b is None:
                        break
                    group.append(b)
                if len(group) < window or not group:
                    break
                ntok = sum(n for _, n in group)
                st.optimizer.zero_grad(set_to_none=True)
                parts = []
                for k, (b, _) in enumerate(group):
                    b = to_device(b, device)
                    sync = contextlib.nullcontext() if (WORLD == 1 or k == len(group) - 1) else model.no_sync()
                    with sync:
                        with autocast_for(device, self.use_bf16):
                            loss = st.loss_fn(model, b, args.label_smoothing)
                        (loss / ntok).backward()
                    parts.append(loss.detach())
                if args.clip_norm > 0:
                    torch.nn.utils.clip_grad_norm_(model.parameters(), args.clip_norm)
                lr = st.optimizer.param_groups[0]["lr"]
                st.optimizer.step()
                st.scheduler.step()
                st.step += 1
                st.record_loss(parts, ntok)
                tok_window += ntok * WORLD
                if st.step % args.log_every == 0 or st.step == max_steps:
                    if device.type == "cuda":
                        torch.cuda.synchronize()
                    dt = max(time.time() - t0, 1e-9)
                    fields = dict(step=st.step, max_steps=max_steps, epoch=st.epoch, loss=round(st.train_loss, 5),
                                  lr=lr, tokens_per_s=round(tok_window / dt, 1), time=round(time.time(), 3),
                                  **stage_fields)
                    if device.type == "cuda":
                        fields["gpu_mem_gib"] = round(torch.cuda.max_memory_allocated(device) / 2**30, 3)
                    emit("step", **fields)
                    t0, tok_window = time.time(), 0
                if st.valid and st.step % args.valid_every == 0 and st.step < max_steps:
                    vl = self.validate(st)
                    emit("valid", step=st.step, valid_loss=round(vl, 5), **stage_fields)
                if st.step % args.save_every == 0 and st.step < max_steps:
                    self.save()
            if finished_epoch:
                st.epoch += 1
        # done: the stage ran all its steps. A stage an interruption or a
        # time budget stopped is not: --resume trains it on (it was marked
        # done after a budget stop, and a resume trained nothing).
        st.done = st.step >= max_steps
        return st

    def validate(self, st):
        return evaluate_loss(st.model, st.loss_fn, st.valid, st.valid_costs, st.collate, self.args.batch_tokens,
                             self.device, self.use_bf16, self.args)


def updates_per_epoch(costs, args):
    n = len(TokenBucketSampler(costs, args.batch_tokens, args.seed, 0, WORLD, args.accum))
    return max(1, n // args.accum) if n >= args.accum else 1


def new_optimizer(stage, args, state=None):
    stage.optimizer = torch.optim.Adam(stage.model.parameters(), lr=args.lr, betas=(0.9, 0.98), eps=1e-8)
    stage.scheduler = InverseSqrtSchedule(stage.optimizer, args.warmup)
    if state is not None:
        stage.optimizer.load_state_dict(state["optimizer"])
        if "scheduler" in state:
            stage.scheduler.load_state_dict(state["scheduler"])
        else:  # checkpoints from before the scheduler object: derive it from the step
            stage.scheduler = InverseSqrtSchedule(stage.optimizer, args.warmup)
            for g in stage.optimizer.param_groups:
                g.setdefault("initial_lr", args.lr)
            stage.scheduler.last_epoch = state["step"]
            for g in stage.optimizer.param_groups:
                g["lr"] = inverse_sqrt_lr(state["step"] + 1, args.lr, args.warmup)
        stage.step, stage.epoch = state["step"], state["epoch"]
        stage.done = bool(state.get("done", False))


def get_spm(args, name, texts, init_bytes):
    """The stage's sentencepiece model: the init/resume checkpoint's, or
    trained here on texts (rank 0; the others wait for the file)."""
    import sentencepiece as spm

    prefix = os.path.join(args.out, "spm" if name == "main" else "spm-" + name)
    if init_bytes is not None:
        if RANK == 0:
            with open(prefix + ".model", "wb") as f:
                f.write(init_bytes)
        data = init_bytes
    else:
        if RANK == 0:
            train_sentencepiece(list(texts), prefix, args.vocab_size, args.seed, args.threads or os.cpu_count() or 1)
        if WORLD > 1:
            torch.distributed.barrier()
        with open(prefix + ".model", "rb") as f:
            data = f.read()
    return spm.SentencePieceProcessor(model_proto=data), data


def tag_vocabulary(rows):
    """Tags of the training rows, most frequent first (ties by name), with
    <SELF> and <DELETE> always present. Tags of validation or test rows
    outside it are counted (tags_outside_vocab) and not scored in the loss."""
    counts = {"<SELF>": 0, "<DELETE>": 0}
    for _, _, tags, _, _, _ in rows:
        for t in tags:
            counts[t] = counts.get(t, 0) + 1
    return sorted(counts, key=lambda t: (-counts[t], t))


PLAIN = "PLAIN"  # the semiotic class of a word outside every span (NeMo's semiotic_classes.txt)


def class_vocabulary(rows):
    """Semiotic classes of the training rows, PLAIN first, then most
    frequent first (ties by name); [] when no training row has classes (a
    staging without them: the tagger has its tag head only). Classes of
    validation or test rows outside it are counted (classes_outside_vocab)
    and not scored."""
    counts = {}
    for _, _, _, _, classes, _ in rows:
        for c in classes or ():
            counts[c] = counts.get(c, 0) + 1
    if not counts:
        return []
    counts.pop(PLAIN, None)
    return [PLAIN] + sorted(counts, key=lambda c: (-counts[c], c))


def class_scores(rows, predicted):
    """Class accuracy of the test rows with gold classes: per word, and per
    gold span, the row's own semiotic spans one by one (right when every
    word of the span has its class predicted: NeMo's ThutmoseTaggerModel
    scores its semiotic head so, over the data's spans, Antonova et al.
    2022). Two adjacent spans of one class are two spans (a run of equal
    classes merged them into one before 2026-11-30). Returns (words right,
    words, spans right, spans)."""
    wr = wn = sr = sn = 0
    for (_, _, _, _, gold, spans), pred in zip(rows, predicted):
        if gold is None or pred is None:
            continue
        wn += len(gold)
        wr += sum(g == p for g, p in zip(gold, pred))
        for i, j in spans or ():
            sn += 1
            sr += pred[i:j] == gold[i:j]
    return wr, wn, sr, sn


def tag_span_scores(rows, predicted_tags):
    """NeMo's "tag accuracy" of the test rows with gold tags and classes,
    by class: ThutmoseTaggerModel.validation_step scores the tag head span
    by span, a span right when every word's tag is, over the row's
    semiotic spans and, between them, each PLAIN word as a span of its own
    (BertExampleBuilder fills the gaps so), and its report's recall per
    class is the per-class accuracy. Returns {class: [right, spans]}."""
    out = {}
    for (_, words, gold, _, classes, spans), pred in zip(rows, predicted_tags):
        if gold is None or classes is None or pred is None:
            continue
        units, prev = [], 0
        for i, j in sorted(spans or ()):
            units += [(PLAIN, k, k + 1) for k in range(prev, i)]
            units.append((classes[i], i, j))
            prev = j
        units += [(PLAIN, k, k + 1) for k in range(prev, len(words))]
        for c, i, j in units:
            r = out.setdefault(c, [0, 0])
            r[0] += pred[i:j] == gold[i:j]
            r[1] += 1
    return out


def label_counts(golds, preds, counts=None):
    """The (tp, fp, fn) of each punctuation mark and casing label over the
    tokens of golds and preds (per row, {"punct": [...], "case": [...]}
    label indices, a prediction as long as its gold), added to counts when
    given: predict adds each chunk's rows, and label_f1_of turns the sums
    into F1."""
    if counts is None:
        counts = {head: {n: [0, 0, 0] for n in names}
                  for head, names in (("punct", U2TF_LABELS["punct"][1:]), ("case", U2TF_LABELS["case"]))}
    for head, c in counts.items():
        for gold, pred in zip(golds, preds):
            for g, p in zip(gold[head], pred[head]):
                gn, pn = U2TF_LABELS[head][g], U2TF_LABELS[head][p]
                if gn == pn:
                    if gn in c:
                        c[gn][0] += 1
                    continue
                if pn in c:
                    c[pn][1] += 1
                if gn in c:
                    c[gn][2] += 1
    return counts


def label_f1_of(counts):
    """F1 = 2TP / (2TP + FP + FN) of each label of label_counts' sums, None
    where neither side has it."""
    return {head: {n: (round(2 * tp / (2 * tp + fp + fn), 5) if 2 * tp + fp + fn else None)
                   for n, (tp, fp, fn) in c.items()}
            for head, c in counts.items()}


def label_f1(golds, preds):
    """Universal-2-TF's Tables 4 and 5: the classifier's F1 per mark (".",
    ",", "?") and per casing label (lower, cap, upper, and mixed) over the
    test tokens with gold labels: 2TP / (2TP + FP + FN) of each label, None
    where neither side has it. golds and preds: per row, {"punct": [...],
    "case": [...]} label indices, a prediction as long as its gold."""
    return label_f1_of(label_counts(golds, preds))


def cut_span(tokens, start, end, cfg):
    """The span model's input for tokens[start:end] with its context, in the
    derive step's format (u2tf.json: left/right context widths and the two
    marks around the span)."""
    left = tokens[max(0, start - cfg["left"]):start]
    right = tokens[end:end + cfg["right"]]
    return " ".join(left + [cfg["open"]] + tokens[start:end] + [cfg["close"]] + right)


def predicted_spans(punct, case, itn):
    """The spans the span model rewrites, as (start, end), in token order,
    as Universal-2-TF's inference groups them (and the derive step's
    u2tf.SpanRanges): neighbouring tokens with ITN label 1 form one span,
    which ends at a token whose punctuation label ends a sentence (. or ?:
    the mark appended after that token; the span model writes an entity,
    not a sentence's end); a token cased "mixed" outside those runs is a
    span of its own. Labels are indices into U2TF_LABELS."""
    mixed = U2TF_LABELS["case"].index("mixed")
    ends = {U2TF_LABELS["punct"].index("."), U2TF_LABELS["punct"].index("?")}
    spans, i = [], 0
    while i < len(itn):
        if itn[i] == 1:
            j = i + 1
            while j < len(itn) and itn[j] == 1 and punct[j - 1] not in ends:
                j += 1
            spans.append((i, j))
            i = j
        elif case[i] == mixed:
            spans.append((i, i + 1))
            i += 1
        else:
            i += 1
    return spans


def test_path(args, name):
    """The test split comes from --test-data when given (a held-out set
    staged apart, e.g. GTN sentences for a closed-loop figure), else from
    --data."""
    return os.path.join(args.test_data or args.data, name)


def write_jsonl(path, objs):
    """Writes each object of the iterable objs as a line of path as it
    comes (predict's are generated a chunk at a time), to a temp file
    renamed when all are written."""
    with open(path + ".tmp", "w", encoding="utf-8") as f:
        for o in objs:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    os.replace(path + ".tmp", path)


def write_predictions(path, objs):
    """Rank 0 writes the prediction lines to path; the other ranks run the
    generator to its end without writing (each chunk's decoding is split
    across the ranks, so every rank takes part in every chunk). True on
    rank 0."""
    if RANK != 0:
        for _ in objs:
            pass
        return False
    write_jsonl(path, objs)
    return True


def piece_bound(text):
    """At most this many pieces in sp.encode(text), found without the
    tokenizer: train_sentencepiece's BPE has no byte fallback, so each piece
    (an unknown one too) covers one character or more of the normalized
    text, which is the text under NFKC (nmt_nfkc: ASCII stays itself, one
    other character becomes 18 at most, U+FDFA's expansion; control
    characters go, runs of spaces become one) behind one dummy-prefix piece.
    Checked against the tokenizer for every code point and for random
    strings of the worst ones (test_piece_bound_holds)."""
    n = len(text) + 1
    if not text.isascii():
        n += 17 * sum(ord(c) > 127 for c in text)
    return n


def words_piece_bound(words):
    """piece_bound of a row encoded a word at a time (encode_words: each
    word a text of its own, an empty encoding one UNK): the words' bounds
    summed, which is the bound of the words joined by spaces (a space
    where each word but the first has its dummy prefix)."""
    return piece_bound(" ".join(words)) if words else 0


def piece_bound_holds(sp):
    """piece_bound is a bound for sp's encodings: sp has no byte pieces (a
    model trained with byte fallback spells an unknown character in up to
    four)."""
    return not any(sp.is_byte(i) for i in range(sp.get_piece_size()))


def count_test_rows(chunks, encode, may_be_cut=None):
    """The test split's rows and how many of them are cut at --max-len
    (encode(rows) -> (examples, cut), one example per row), counted a chunk
    at a time at start for the start event (test_rows, truncated_test):
    the rows themselves are read again by predict, a chunk at a time, so
    the split is never held whole. Only the rows may_be_cut(row) says may
    reach --max-len (its piece_bound) are encoded: the tokenizer ran on the
    whole split here and again in predict, and no row whose bound stays
    under --max-len is cut, so the counts are the same. A bad row stops the
    run here, before training."""
    n = cut = 0
    for chunk in chunks:
        n += len(chunk)
        if may_be_cut is not None:
            chunk = [r for r in chunk if may_be_cut(r)]
        if chunk:
            cut += encode(chunk)[1]
    return n, cut


def main(argv=None):
    args = parse_args(argv)
    if args.decode_chunk_rows < 1:
        raise SystemExit(f"--decode-chunk-rows {args.decode_chunk_rows}: must be 1 or more")
    interrupted = {"flag": False}

    def on_sigint(signum, frame):
        # The launcher forwards Ctrl-C as SIGINT: finish the current update,
        # save, and leave with status 130.
        interrupted["flag"] = True

    signal.signal(signal.SIGINT, on_sigint)
    signal.signal(signal.SIGTERM, on_sigint)
    random.seed(args.seed)
    torch.manual_seed(args.seed)
    if args.threads > 0:
        torch.set_num_threads(args.threads)

    if args.device == "auto":
        device = torch.device(f"cuda:{LOCAL_RANK}" if torch.cuda.is_available() else "cpu")
    else:
        device = torch.device(f"cuda:{LOCAL_RANK}" if args.device == "cuda" else args.device)
    if device.type == "cuda":
        torch.cuda.set_device(device)
        torch.backends.cuda.matmul.allow_tf32 = True
    use_bf16 = device.type == "cuda" and not args.no_bf16
    if WORLD > 1:
        torch.distributed.init_process_group("nccl" if device.type == "cuda" else "gloo")
    os.makedirs(os.path.join(args.out, "checkpoints"), exist_ok=True)

    resume_path = os.path.join(args.out, "checkpoints", "last.pt")
    init_state, lineage = None, []
    resuming = args.resume and os.path.exists(resume_path)
    if resuming:
        init_state = load_checkpoint(resume_path)
        lineage = list(init_state.get("dataset_version_ids", []))
        log(f"resuming from {resume_path} at step {init_state['step']}")
    elif args.init:
        init_state = load_checkpoint(args.init)
        lineage = list(init_state.get("dataset_version_ids", []))
    if init_state is not None:
        have = init_state.get("design", "seq2seq")
        if have != args.model and not (args.model == "tagger" and have == "seq2seq" and not resuming):
            raise SystemExit(f"{resume_path if resuming else args.init}: a {have} checkpoint cannot start a {args.model} run")
    if args.dataset_version_id and (not lineage or lineage[-1] != args.dataset_version_id):
        lineage.append(args.dataset_version_id)

    design = {"seq2seq": Seq2SeqDesign, "tagger": TaggerDesign, "u2tf": U2TFDesign}[args.model](args)
    stages = design.build(init_state, resuming, device)
    trainer = Trainer(args, device, use_bf16, interrupted, lambda: save())

    def save():
        if RANK == 0:
            state, meta = design.checkpoint(stages, lineage)
            save_checkpoint(resume_path, state, meta)

    emit("start", model=args.model, recipe=args.recipe, config=design.configs(stages), hparams=vars(args),
         parameters=sum(count_parameters(s.model) for s in stages), vocab_size=stages[0].model.c["vocab_size"],
         vocab_size_requested=args.vocab_size, device=str(device), world_size=WORLD, bf16=use_bf16,
         torch_version=torch.__version__, **design.counts,
         batches_per_epoch=len(TokenBucketSampler(stages[0].costs, args.batch_tokens, args.seed)),
         max_steps=design.max_steps[0], start_step=stages[0].step,
         init=args.init if init_state is not None and not resuming else "", dataset_version_ids=lineage)

    if resuming and all(st.step >= design.max_steps[k] for k, st in enumerate(stages)):
        # A resume of a finished run without more steps trained nothing and
        # said nothing: the line after "resuming from ... at step 40" was
        # the test split's score, as after training.
        at = ", ".join((f"{st.name} " if len(stages) > 1 else "") + f"step {st.step} of {design.max_steps[k]}"
                       for k, st in enumerate(stages))
        log(f"nothing left to train: the checkpoint is at {at} (--max-steps, else --max-epochs of updates); "
            "raise it to train on; the test split is decoded again")
    wall0, cpu0 = time.time(), time.process_time()
    wall = args.max_minutes * 60 if args.max_minutes > 0 else float("inf")
    cpu = args.max_cpu_minutes * 60 if args.max_cpu_minutes > 0 else float("inf")
    for k, st in enumerate(stages):
        # A resumed stage that already ran the steps asked for now is
        # skipped; one stopped early, or given more steps (--max-steps,
        # --max-epochs), trains on from its checkpoint.
        if resuming and st.step >= design.max_steps[k]:
            continue
        # A budget (wall clock, or this process's CPU time) is shared
        # equally by the stages: stage k stops at (k+1)/n of it.
        frac = (k + 1) / len(stages)

        def within_budget(frac=frac):
            return time.time() - wall0 < wall * frac and time.process_time() - cpu0 < cpu * frac

        trainer.fit(st, design.max_steps[k], within_budget)
        if interrupted["flag"]:
            break
    save()
    final = {"model": args.model, "step": stages[0].step, "epoch": stages[0].epoch,
             "train_loss": round(stages[0].train_loss, 5),
             "train_cpu_s": round(time.process_time() - cpu0, 1), "train_wall_s": round(time.time() - wall0, 1)}
    if len(stages) > 1:
        # each stage's own max_steps: the start event's is the first
        # stage's, and without --max-steps each has its own (epochs x its
        # own updates per epoch)
        final["stages"] = {s.name: {"step": s.step, "epoch": s.epoch, "train_loss": round(s.train_loss, 5),
                                    "max_steps": design.max_steps[k]} for k, s in enumerate(stages)}
    if interrupted["flag"]:
        emit("interrupted", **final)
        return 130
    for s in stages:
        if s.valid:
            s.valid_loss = round(trainer.validate(s), 5)
    if stages[0].valid_loss is not None:
        final["valid_loss"] = stages[0].valid_loss
    if len(stages) > 1:
        for s in stages:
            final["stages"][s.name]["valid_loss"] = s.valid_loss
    t_dec = time.time()
    pred = design.predict(stages, device, use_bf16)
    if pred is not None and RANK == 0:
        emit("predictions", path=pred["path"], rows=pred["rows"], seconds=round(time.time() - t_dec, 2))
        final.update(pred["final"])
    if RANK == 0:
        final["checkpoint"] = resume_path
        final["dataset_version_ids"] = lineage
        emit("done", **final)
    if WORLD > 1:
        torch.distributed.destroy_process_group()
    return 0


class Seq2SeqDesign:
    """Suter & Novak's full-sentence transformer."""

    def __init__(self, args, name="main", data_suffix=""):
        self.args, self.name, self.suffix = args, name, data_suffix
        self.counts, self.max_steps = {}, []

    def read(self, split):
        return read_split(os.path.join(self.args.data, split + self.suffix + ".jsonl"))

    def test_chunks(self, limit=0):
        return chunked(iter_split(self.test_file), self.args.decode_chunk_rows, limit)

    def build_stage(self, state, device, recipes=RECIPES):
        args = self.args
        train_rows = self.read("train")
        if not train_rows:
            raise SystemExit(f"{args.data}/train{self.suffix}.jsonl: no training rows")
        self.valid_rows = self.read("validation")
        # The test split is not read here but counted a chunk at a time
        # (below), and predict reads it again a chunk at a time.
        self.test_file = test_path(args, "test" + self.suffix + ".jsonl")
        sp, spm_bytes = get_spm(args, self.name, pair_texts(train_rows), state["spm_model"] if state else None)
        cfg = build_config(args, sp.get_piece_size(), state["config"] if state else None, recipes)
        model = Denormalizer(cfg).to(device)
        if state:
            model.load_state_dict(state["model"])
        train, cut_train = encode_rows(sp, train_rows, args.max_len, drop_long=True)
        if not train:
            raise SystemExit(f"{args.data}/train{self.suffix}.jsonl: every one of the {len(train_rows)} training pairs is longer than "
                             f"--max-len {args.max_len} pieces on a side, and a pair cut there no longer says on one side what the other "
                             "says: a document a line? split the corpus into sentences, or raise --max-len")
        if cut_train:
            log(f"{cut_train} of {len(train_rows)} training pairs are longer than --max-len {args.max_len} pieces on a side: left out")
        valid, cut_valid = encode_rows(sp, self.valid_rows, args.max_len, drop_long=True)
        bound = piece_bound_holds(sp)
        self.n_test, cut_test = count_test_rows(
            self.test_chunks(), lambda rows: encode_rows(sp, rows, args.max_len),
            (lambda r: piece_bound(r[1]) >= args.max_len or piece_bound(r[2]) >= args.max_len) if bound else None)
        self.sp = sp
        st = Stage(self.name, model, seq2seq_loss, collate_pairs, train, valid, pair_costs(train), pair_costs(valid), spm_bytes)
        prefix = "" if self.name == "main" else self.name + "_"
        self.counts.update({prefix + "train_rows": len(train), prefix + "valid_rows": len(valid),
                            prefix + "test_rows": self.n_test, prefix + "long_train_left_out": cut_train,
                            prefix + "long_valid_left_out": cut_valid, prefix + "truncated_test": cut_test})
        return st

    def build(self, init_state, resuming, device):
        st = self.build_stage(init_state, device)
        new_optimizer(st, self.args, init_state if resuming else None)
        self.max_steps = [self.args.max_steps or updates_per_epoch(st.costs, self.args) * self.args.max_epochs]
        return [st]

    def configs(self, stages):
        return stages[0].model.c

    def checkpoint(self, stages, lineage):
        st = stages[0]
        state = dict(st.state(), design="seq2seq", hparams=vars(self.args), dataset_version_ids=lineage,
                     format="itnprep-denormalizer/1")
        meta = {"format": state["format"], "design": "seq2seq", "step": st.step, "epoch": st.epoch,
                "config": st.model.c, "dataset_version_ids": lineage, "recipe": self.args.recipe,
                "spm_vocab_size": st.model.c["vocab_size"]}
        return state, meta

    def decode_texts(self, st, examples, device, use_bf16):
        args = self.args

        def run(part):
            ids = greedy_decode(st.model, part, args.decode_batch_tokens, device, use_bf16, args.max_len)
            return [self.sp.decode(x) for x in ids]
        return shard_and_gather(examples, run)

    def predict(self, stages, device, use_bf16):
        """Greedy decoding of the test split (its first --decode-limit rows)
        into predictions.jsonl, a chunk of --decode-chunk-rows rows at a
        time: each chunk is read, encoded, decoded (split across the ranks)
        and written before the next is read, and only the counts the final
        figures need are kept."""
        args = self.args
        if not self.n_test:
            return None
        tally = {"rows": 0, "exact": 0}

        def lines():
            for rows in self.test_chunks(args.decode_limit):
                examples, _ = encode_rows(self.sp, rows, args.max_len)
                hyps = self.decode_texts(stages[0], examples, device, use_bf16)
                for (rid, src, ref), h in zip(rows, hyps):
                    tally["rows"] += 1
                    tally["exact"] += h == ref
                    yield {"id": rid, "src": src, "hyp": h, "ref": ref}

        path = os.path.join(args.out, "predictions.jsonl")
        if not write_predictions(path, lines()):
            return None
        n = tally["rows"]
        return {"path": path, "rows": n,
                "final": {"predictions": path, "test_rows_decoded": n,
                          "test_exact_match": round(tally["exact"] / max(n, 1), 5)}}


class TaggerDesign:
    """The Thutmose tagger: one tag and one semiotic class per spoken word."""

    def __init__(self, args):
        self.args = args
        self.counts, self.max_steps = {}, []

    def build(self, init_state, resuming, device):
        args = self.args
        d = args.data
        train_rows = read_tagger_split(os.path.join(d, "train.jsonl"))
        if not train_rows:
            raise SystemExit(f"{d}/train.jsonl: no training rows")
        self.valid_rows = read_tagger_split(os.path.join(d, "validation.jsonl"))
        # The test split is counted a chunk at a time below and read again
        # so by predict, never held whole.
        self.test_file = test_path(args, "test.jsonl")
        from_seq2seq = init_state is not None and init_state.get("design", "seq2seq") == "seq2seq"
        from_tagger = init_state is not None and not from_seq2seq
        if from_tagger:
            self.tags = list(init_state["config"]["labels"]["tag"])
        else:
            self.tags = tag_vocabulary(train_rows)
        # The semiotic head's classes: the checkpoint's when it has the
        # head; none when resuming a run that had none (its optimizer
        # state has no place for one); else the training rows'.
        init_classes = init_state["config"]["labels"].get("semiotic") if from_tagger else None
        if init_classes is not None:
            self.classes = list(init_classes)
        elif from_tagger and resuming:
            self.classes = []
        else:
            self.classes = class_vocabulary(train_rows)
        sp, spm_bytes = get_spm(args, "main", (" ".join(w) for _, w, _, _, _, _ in train_rows),
                                init_state["spm_model"] if init_state else None)
        self.sp = sp
        if from_tagger:
            cfg = build_config(args, sp.get_piece_size(), init_state["config"])
        else:
            base = init_state["config"] if from_seq2seq else None
            cfg = build_config(args, sp.get_piece_size(), base, ENCODER_RECIPES)
        heads_out, head_labels = {"tag": len(self.tags)}, {"tag": self.tags}
        if self.classes:
            heads_out["semiotic"], head_labels["semiotic"] = len(self.classes), self.classes
        cfg.update(design="tagger", head="mlp", heads_out=heads_out, labels=head_labels)
        model = TokenClassifier(cfg).to(device)
        if from_seq2seq:
            # Initialise the encoder from a seq2seq checkpoint (the only
            # pre-trained encoder here; the papers start from BERT): its
            # embedding, encoder layers and final norm, same names.
            enc = {k: v for k, v in init_state["model"].items() if k.split(".")[0] in ("embed", "encoder", "enc_norm")}
            model.load_state_dict(enc, strict=False)
        elif init_state is not None and self.classes and init_classes is None:
            # A tagger checkpoint from before the semiotic head fine-tuned
            # on rows with classes: everything but the new head is loaded.
            missing, unexpected = model.load_state_dict(init_state["model"], strict=False)
            if unexpected or any(not k.startswith("heads.semiotic.") for k in missing):
                raise SystemExit(f"{args.init}: the tagger checkpoint does not fit this model (missing {missing}, unexpected {unexpected})")
        elif init_state is not None:
            model.load_state_dict(init_state["model"])
        index = {t: i for i, t in enumerate(self.tags)}
        cindex = {c: i for i, c in enumerate(self.classes)}
        oov = {"n": 0, "classes": 0}

        def labels(rows, oov=oov):
            out = []
            for _, words, tags, _, classes, _ in rows:
                ids = []
                if tags is None:  # a held-out row without gold tags
                    lab = {"tag": [IGNORE] * len(words)}
                else:
                    for t in tags:
                        if t not in index:
                            oov["n"] += 1
                        ids.append(index.get(t, IGNORE))
                    lab = {"tag": ids}
                if self.classes:
                    cids = [IGNORE] * len(words)
                    if classes is not None:
                        cids = [cindex.get(c, IGNORE) for c in classes]
                        oov["classes"] += sum(c not in cindex for c in classes)
                    lab["semiotic"] = cids
                out.append(lab)
            return out

        train, cut_train, valid, cut_valid = encode_training_words(
            sp, f"{args.data}/train.jsonl", train_rows, self.valid_rows, lambda rows: [r[1] for r in rows], labels, args.max_len)
        # The test rows' tags and classes outside the vocabularies are
        # counted here (tags_outside_vocab), every row's; predict encodes
        # them again with labels_of, which counts nothing.
        self.labels_of = lambda rows: labels(rows, {"n": 0, "classes": 0})

        def test_chunks():
            for rows in self.test_chunks():
                labels(rows)
                yield rows
        self.n_test, cut_test = count_test_rows(
            test_chunks(), lambda rows: encode_words(sp, [r[1] for r in rows], self.labels_of(rows), args.max_len),
            (lambda r: words_piece_bound(r[1]) > args.max_len) if piece_bound_holds(sp) else None)
        costs = [((len(x[0]),), len(x[0])) for x in train]
        vcosts = [((len(x[0]),), len(x[0])) for x in valid]
        st = Stage("main", model, classifier_loss, collate_tagged, train, valid, costs, vcosts, spm_bytes)
        new_optimizer(st, args, init_state if resuming else None)
        self.max_steps = [args.max_steps or updates_per_epoch(costs, args) * args.max_epochs]
        self.counts = {"train_rows": len(train), "valid_rows": len(valid), "test_rows": self.n_test,
                       "long_train_left_out": cut_train, "long_valid_left_out": cut_valid, "truncated_test": cut_test,
                       "tag_vocab_size": len(self.tags),
                       "tags_outside_vocab": oov["n"], "semiotic_classes": len(self.classes),
                       "classes_outside_vocab": oov["classes"]}
        return [st]

    def test_chunks(self, limit=0):
        return chunked(iter_tagger_split(self.test_file, need_tags=False), self.args.decode_chunk_rows, limit)

    def configs(self, stages):
        return stages[0].model.c

    def checkpoint(self, stages, lineage):
        st = stages[0]
        state = dict(st.state(), design="tagger", hparams=vars(self.args), dataset_version_ids=lineage,
                     format="itnprep-tagger/1")
        meta = {"format": state["format"], "design": "tagger", "step": st.step, "epoch": st.epoch,
                "config": st.model.c, "dataset_version_ids": lineage, "recipe": self.args.recipe,
                "spm_vocab_size": st.model.c["vocab_size"]}
        return state, meta

    def predict(self, stages, device, use_bf16):
        """Predicted tags and semiotic classes per test row in
        predictions.tags.jsonl; the Go launcher realizes them (the derive
        step's own realization, NeMo's with the classes) into
        predictions.jsonl. Words cut at --max-len keep <SELF> and PLAIN.
        The test split (its first --decode-limit rows) is read, classified
        (split across the ranks) and written a chunk of --decode-chunk-rows
        rows at a time, keeping only the sums the final figures need."""
        args = self.args
        if not self.n_test:
            return None
        t = {"rows": 0, "gold_rows": 0, "exact": 0, "classes": [0, 0, 0, 0], "by_class": {}}

        def lines():
            for rows in self.test_chunks(args.decode_limit):
                examples, _ = encode_words(self.sp, [r[1] for r in rows], self.labels_of(rows), args.max_len)
                preds = shard_and_gather(examples, lambda part: classify(stages[0].model, part, args.decode_batch_tokens,
                                                                         device, use_bf16))
                predicted, predicted_tags = [], []
                for (rid, words, gold, ref, _, _), p in zip(rows, preds):
                    tags = [self.tags[i] for i in p["tag"]] + ["<SELF>"] * (len(words) - len(p["tag"]))
                    predicted_tags.append(tags)
                    if gold is not None:
                        t["gold_rows"] += 1
                        t["exact"] += tags == gold
                    row = {"id": rid, "src": " ".join(words), "tags": tags}
                    classes = None
                    if "semiotic" in p:
                        classes = [self.classes[i] for i in p["semiotic"]] + [PLAIN] * (len(words) - len(p["semiotic"]))
                        row["classes"] = classes
                    predicted.append(classes)
                    row["ref"] = ref
                    yield row
                t["rows"] += len(rows)
                t["classes"] = [a + b for a, b in zip(t["classes"], class_scores(rows, predicted))]
                for c, (right, n) in tag_span_scores(rows, predicted_tags).items():
                    r = t["by_class"].setdefault(c, [0, 0])
                    r[0] += right
                    r[1] += n

        path = os.path.join(args.out, "predictions.tags.jsonl")
        if not write_predictions(path, lines()):
            return None
        final = {"predictions_raw": path, "test_rows_decoded": t["rows"]}
        if t["gold_rows"]:
            final["test_tags_exact_match"] = round(t["exact"] / t["gold_rows"], 5)
        wr, wn, sr, sn = t["classes"]
        if wn:
            final["test_class_accuracy"] = round(wr / wn, 5)
        if sn:
            final["test_class_span_accuracy"] = round(sr / sn, 5)
        by_class = t["by_class"]
        if by_class:
            right, n = sum(r for r, _ in by_class.values()), sum(n for _, n in by_class.values())
            final["test_tag_span_accuracy"] = round(right / n, 5)
            final["test_tag_span_accuracy_by_class"] = {c: by_class[c] for c in sorted(by_class)}
        return {"path": path, "rows": t["rows"], "final": final}


def u2tf_tokens(rows):
    return [t for _, t, _, _ in rows]


def u2tf_labels(rows):
    # Held-out rows without labels (None) are decoded, never trained on.
    return [lab if lab is not None else {task: [IGNORE] * len(t) for task in U2TF_LABELS}
            for _, t, lab, _ in rows]


class U2TFDesign:
    """Universal-2-TF: the three-head classifier, then the span seq2seq."""

    def __init__(self, args):
        self.args = args
        self.counts, self.max_steps = {}, []
        self.span = Seq2SeqDesign(args, name="span", data_suffix=".spans")

    def build(self, init_state, resuming, device):
        args = self.args
        d = args.data
        with open(os.path.join(d, "u2tf.json"), encoding="utf-8") as f:
            self.span_format = json.load(f)
        train_rows = read_u2tf_split(os.path.join(d, "train.jsonl"))
        if not train_rows:
            raise SystemExit(f"{d}/train.jsonl: no training rows")
        self.valid_rows = read_u2tf_split(os.path.join(d, "validation.jsonl"))
        # The test split is counted a chunk at a time below and read again
        # so by predict, never held whole.
        self.test_file = test_path(args, "test.jsonl")
        sp, spm_bytes = get_spm(args, "main", (" ".join(t) for _, t, _, _ in train_rows),
                                init_state["spm_model"] if init_state else None)
        self.sp = sp
        cfg = build_config(args, sp.get_piece_size(), init_state["config"] if init_state else None, ENCODER_RECIPES)
        cfg.update(design="u2tf", head="linear", heads_out={t: len(v) for t, v in U2TF_LABELS.items()},
                   labels=U2TF_LABELS)
        model = TokenClassifier(cfg).to(device)
        if init_state is not None:
            model.load_state_dict(init_state["model"])

        train, cut_train, valid, cut_valid = encode_training_words(
            sp, f"{d}/train.jsonl", train_rows, self.valid_rows, u2tf_tokens, u2tf_labels, args.max_len)
        self.n_test, cut_test = count_test_rows(
            self.test_chunks(), self.encode,
            (lambda r: words_piece_bound(r[1]) > args.max_len) if piece_bound_holds(sp) else None)
        costs = [((len(x[0]),), len(x[0])) for x in train]
        vcosts = [((len(x[0]),), len(x[0])) for x in valid]
        cls = Stage("classifier", model, classifier_loss, collate_tagged, train, valid, costs, vcosts, spm_bytes)
        new_optimizer(cls, args, init_state if resuming else None)
        span_state = init_state["span"] if init_state is not None else None
        span = self.span.build_stage(span_state, device, SPAN_RECIPES)
        new_optimizer(span, args, span_state if resuming else None)
        self.max_steps = [args.max_steps or updates_per_epoch(s.costs, args) * args.max_epochs for s in (cls, span)]
        self.counts = {"train_rows": len(train), "valid_rows": len(valid), "test_rows": self.n_test,
                       "long_train_left_out": cut_train, "long_valid_left_out": cut_valid, "truncated_test": cut_test,
                       **self.span.counts}
        return [cls, span]

    def test_chunks(self, limit=0):
        return chunked(iter_u2tf_split(self.test_file, need_labels=False), self.args.decode_chunk_rows, limit)

    def encode(self, rows):
        return encode_words(self.sp, u2tf_tokens(rows), u2tf_labels(rows), self.args.max_len)

    def configs(self, stages):
        return {"classifier": stages[0].model.c, "span": stages[1].model.c}

    def checkpoint(self, stages, lineage):
        cls, span = stages
        state = dict(cls.state(), span=span.state(), design="u2tf", hparams=vars(self.args),
                     dataset_version_ids=lineage, format="itnprep-u2tf/1")
        meta = {"format": state["format"], "design": "u2tf", "step": cls.step, "epoch": cls.epoch,
                "config": cls.model.c, "span_config": span.model.c, "span_step": span.step,
                "dataset_version_ids": lineage, "recipe": self.args.recipe,
                "spm_vocab_size": cls.model.c["vocab_size"]}
        return state, meta

    def predict(self, stages, device, use_bf16):
        """Stage one labels every test token; each predicted span is cut with
        its context (cut_span), decoded by the span model, and the labels and
        span outputs go to predictions.u2tf.jsonl; the Go launcher applies
        them (the derive step's own realization) into predictions.jsonl.
        The test split (its first --decode-limit rows) goes through both
        models a chunk of --decode-chunk-rows rows at a time (each model's
        work split across the ranks) and is written before the next chunk
        is read, keeping only the sums the final figures need."""
        args = self.args
        if not self.n_test:
            return None
        cls, span = stages
        t = {"rows": 0, "spans": 0, "gold_rows": 0, "exact": 0, "f1": None}

        def lines():
            for rows in self.test_chunks(args.decode_limit):
                examples, _ = self.encode(rows)
                labels = shard_and_gather(examples, lambda part: classify(cls.model, part, args.decode_batch_tokens,
                                                                          device, use_bf16))
                jobs = []  # (row in chunk, start, end, span model input)
                for r, ((_, tokens, _, _), lab) in enumerate(zip(rows, labels)):
                    n = len(lab["itn"])
                    lab["itn"] += [0] * (len(tokens) - n)
                    lab["case"] += [0] * (len(tokens) - n)
                    lab["punct"] += [0] * (len(tokens) - n)
                    for s, e in predicted_spans(lab["punct"], lab["case"], lab["itn"]):
                        jobs.append((r, s, e, cut_span(tokens, s, e, self.span_format)))
                srcs = self.span.sp.encode([j[3] for j in jobs])
                outputs = self.span.decode_texts(span, [(s[: args.max_len - 1] + [EOS], [EOS]) for s in srcs], device, use_bf16)
                spans = [[] for _ in rows]
                for (r, s, e, src), o in zip(jobs, outputs):
                    spans[r].append({"start": s, "end": e, "input": src, "output": o})
                scored_gold, scored_pred = [], []
                for (rid, tokens, gold, ref), lab, sp_ in zip(rows, labels, spans):
                    names = {task: [U2TF_LABELS[task][i] for i in lab[task]] for task in U2TF_LABELS}
                    if gold is not None:
                        t["gold_rows"] += 1
                        t["exact"] += all(lab[task] == gold[task] for task in U2TF_LABELS)
                        scored_gold.append(gold)
                        scored_pred.append(lab)
                    yield {"id": rid, "src": " ".join(tokens), "tokens": tokens, **names, "spans": sp_, "ref": ref}
                t["rows"] += len(rows)
                t["spans"] += len(jobs)
                if scored_gold:
                    t["f1"] = label_counts(scored_gold, scored_pred, t["f1"])

        path = os.path.join(args.out, "predictions.u2tf.jsonl")
        if not write_predictions(path, lines()):
            return None
        final = {"predictions_raw": path, "test_rows_decoded": t["rows"], "test_spans": t["spans"]}
        if t["gold_rows"]:
            final["test_labels_exact_match"] = round(t["exact"] / t["gold_rows"], 5)
            final["test_label_f1"] = label_f1_of(t["f1"])
        return {"path": path, "rows": t["rows"], "final": final}


if __name__ == "__main__":
    sys.exit(main())
