package trainer_test

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/trainer"
	"github.com/itnprep/itnprep/trainer/trainertest"
)

// TestResumeRefusesChangedHyperparameters: --resume took changed
// hyperparameters without a word (a new learning rate under the restored
// optimizer and schedule; shape flags ignored, the checkpoint's
// architecture kept). Those a resumed run must keep are compared with the
// run's run.json, each differing flag named with both values; the length
// of training, logging, saving, decoding and resources may change, and a
// value given now that the run used as its default is no change.
func TestResumeRefusesChangedHyperparameters(t *testing.T) {
	tmp := t.TempDir()
	v := filepath.Join(tmp, "v")
	id := trainertest.Demo(t, v, "v", 6, 2, 2, 1)
	run := filepath.Join(tmp, "run")
	ckpt := filepath.Join(run, "checkpoints")
	if err := os.MkdirAll(ckpt, 0o755); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(ckpt, "last.pt"), []byte("x"), 0o644)
	meta, _ := json.Marshal(map[string]any{"format": "itnprep-denormalizer/1", "design": "seq2seq", "step": 50, "recipe": "small", "dataset_version_ids": []string{id}})
	os.WriteFile(filepath.Join(ckpt, "last.pt.json"), meta, 0o644)
	runHyper := trainer.Hyper{LR: 0.003, Accum: 1, MaxSteps: 100, Seed: 1}
	rec := trainer.RunRecord{Format: trainer.RunRecordFormat, RunDir: run, Status: "interrupted", Design: trainer.Seq2Seq, Recipe: "small", Hyper: runHyper,
		Start: json.RawMessage(`{"event":"start","hparams":{"lr":0.003,"accum":1,"warmup":4000,"batch_tokens":3584,"seed":1,"layers":0}}`)}
	b, _ := json.Marshal(rec)
	if err := os.WriteFile(filepath.Join(run, "run.json"), b, 0o644); err != nil {
		t.Fatal(err)
	}
	prepare := func(recipe string, h trainer.Hyper) (*trainer.Launch, error) {
		return trainer.Prepare(context.Background(), trainer.Options{Dataset: v, Out: run, Cache: filepath.Join(tmp, "c"), Resume: true, Recipe: recipe, GPUs: 0, Hyper: h})
	}
	with := func(f func(h *trainer.Hyper)) trainer.Hyper { h := runHyper; f(&h); return h }
	for _, h := range []trainer.Hyper{
		runHyper,
		with(func(h *trainer.Hyper) {
			h.MaxSteps, h.Threads, h.SaveEvery, h.MaxMinutes, h.DecodeLimit = 300, 1, 10, 5, 3
		}), // may change
		with(func(h *trainer.Hyper) { h.Warmup = 4000 }), // the run's default, now given
		with(func(h *trainer.Hyper) { h.Layers = 3 }),    // the small recipe's layers, now given
	} {
		if _, err := prepare("small", h); err != nil {
			t.Errorf("%+v: %v", h, err)
		}
	}
	for _, c := range []struct {
		recipe string
		h      trainer.Hyper
		want   string
	}{
		{"small", with(func(h *trainer.Hyper) { h.LR = 0.001 }), "--lr: 0.003 in the run, 0.001 now"},
		{"small", with(func(h *trainer.Hyper) { h.Accum = 0 }), "--accum: 1 in the run, the default (16) now"},
		{"small", with(func(h *trainer.Hyper) { h.Warmup = 10 }), "--warmup: the default (4000) in the run, 10 now"},
		{"small", with(func(h *trainer.Hyper) { h.Layers = 1 }), "--layers: the default (3) in the run, 1 now"},
		{"small", with(func(h *trainer.Hyper) { h.Seed = 2 }), "--seed: 1 in the run, 2 now"},
		{"large", runHyper, "--recipe: small in the run, large now"},
		{"small", with(func(h *trainer.Hyper) { h.LR, h.BatchTokens = 0.01, 1024 }), "--batch-tokens: the default (3584) in the run, 1024 now; --lr: 0.003 in the run, 0.01 now"},
	} {
		_, err := prepare(c.recipe, c.h)
		var ue *trainer.UsageError
		if !errors.As(err, &ue) || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "--init "+run+" --out NEW_RUN_DIR") || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s %+v: got %v, want a usage error with %q", c.recipe, c.h, err, c.want)
		} else if testing.Verbose() {
			t.Log(err)
		}
	}
	// A run given flags at their defaults (--lr 0.001, --accum 16, the
	// small recipe's --layers 3) resumed without them: the same values, no
	// change (it was refused, "--lr: 0.001 in the run, the default now");
	// another value still is one.
	defaults := trainer.Hyper{LR: 0.001, Accum: 16, Warmup: 4000, BatchTokens: 3584, MaxLen: 256, VocabSize: 10000, Layers: 3, DModel: 256, Seed: 1, MaxSteps: 100}
	drec := rec
	drec.Hyper, drec.Start = defaults, nil
	db, _ := json.Marshal(drec)
	if err := os.WriteFile(filepath.Join(run, "run.json"), db, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := prepare("small", trainer.Hyper{Seed: 1, MaxSteps: 200}); err != nil {
		t.Errorf("flags at their defaults dropped on --resume: %v", err)
	}
	if _, err := prepare("small", trainer.Hyper{Seed: 1, LR: 0.002}); err == nil || !strings.Contains(err.Error(), "--lr: 0.001 in the run, 0.002 now") || strings.Count(err.Error(), "in the run") != 1 {
		t.Errorf("another --lr after defaults: %v", err)
	}
	if _, err := prepare("small", trainer.Hyper{Seed: 1, Accum: 16, Layers: 2}); err == nil || !strings.Contains(err.Error(), "--layers: 3 in the run, 2 now") || strings.Count(err.Error(), "in the run") != 1 {
		t.Errorf("another --layers after defaults: %v", err)
	}
	os.WriteFile(filepath.Join(run, "run.json"), b, 0o644)

	// A run started by hand from a dry run's command has only the dry
	// run's record: compared with it.
	os.Rename(filepath.Join(run, "run.json"), filepath.Join(run, trainer.DryRunRecord))
	if _, err := prepare("small", with(func(h *trainer.Hyper) { h.LR = 0.001 })); err == nil || !strings.Contains(err.Error(), "--lr: 0.003 in the run, 0.001 now") {
		t.Errorf("only dry-run.json: %v", err)
	}
	// Without either there is nothing to compare with: said in the notes.
	os.Remove(filepath.Join(run, trainer.DryRunRecord))
	l, err := prepare("small", with(func(h *trainer.Hyper) { h.LR = 0.001 }))
	if err != nil || len(l.Record.Notes) == 0 || !strings.Contains(l.Record.Notes[0], "were not compared") {
		t.Errorf("no run.json: %v, notes %q", err, l.Record.Notes)
	}
	// A run that saved no checkpoint starts from step 0: nothing to keep.
	os.WriteFile(filepath.Join(run, "run.json"), b, 0o644)
	os.RemoveAll(ckpt)
	if _, err := prepare("small", with(func(h *trainer.Hyper) { h.LR = 0.001 })); err != nil {
		t.Errorf("no checkpoint: %v", err)
	}
}

// TestResumeChecksDesignFirst: a resume with the wrong --model and other
// hyperparameters says the design, the more basic mistake; a checkpoint
// whose metadata cannot be read was resumed without a word about the
// checks it skipped (design, dataset version): a note says so.
func TestResumeChecksDesignFirst(t *testing.T) {
	tmp := t.TempDir()
	v := filepath.Join(tmp, "v")
	trainertest.Demo(t, v, "v", 6, 2, 2, 1)
	run := filepath.Join(tmp, "run")
	ckpt := filepath.Join(run, "checkpoints")
	os.MkdirAll(ckpt, 0o755)
	os.WriteFile(filepath.Join(ckpt, "last.pt"), []byte("x"), 0o644)
	os.WriteFile(filepath.Join(ckpt, "last.pt.json"), []byte(`{"format":"itnprep-tagger/1","design":"tagger","step":5}`), 0o644)
	b, _ := json.Marshal(trainer.RunRecord{Format: trainer.RunRecordFormat, RunDir: run, Design: trainer.Tagger, Recipe: "small", Hyper: trainer.Hyper{LR: 0.003, Seed: 1}})
	os.WriteFile(filepath.Join(run, "run.json"), b, 0o644)
	o := trainer.Options{Dataset: v, Out: run, Cache: filepath.Join(tmp, "c"), Resume: true, GPUs: 0, Hyper: trainer.Hyper{LR: 0.001, Seed: 1}}
	if _, err := trainer.Prepare(context.Background(), o); err == nil || !strings.Contains(err.Error(), "holds a tagger run; resume it with --model tagger") {
		t.Errorf("another design and another --lr: %v", err)
	}
	os.WriteFile(filepath.Join(ckpt, "last.pt.json"), []byte(`{"format":`), 0o644)
	o.Hyper.LR = 0.003
	l, err := trainer.Prepare(context.Background(), o)
	if err != nil || len(l.Record.Notes) == 0 || !strings.Contains(l.Record.Notes[0], "last.pt.json cannot be read") {
		t.Fatalf("unreadable checkpoint metadata: %v, notes %q", err, l.Record.Notes)
	}
}
