package trainer_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/trainer"
	"github.com/itnprep/itnprep/trainer/trainertest"
)

// TestPrepare checks the launch API without running anything: the job
// description names the design, the record the versions, mistakes are
// *UsageError, and nothing is written.
func TestPrepare(t *testing.T) {
	tmp := t.TempDir()
	v := filepath.Join(tmp, "v")
	id := trainertest.Demo(t, v, "v", 6, 2, 2, 1)
	held := filepath.Join(tmp, "held")
	hid := trainertest.Demo(t, held, "held", 2, 1, 3, 9)
	run := filepath.Join(tmp, "run")
	l, err := trainer.Prepare(context.Background(), trainer.Options{Dataset: v, TestDataset: held, Out: run, Cache: filepath.Join(tmp, "c"),
		GPUs: 0, Hyper: trainer.Hyper{MaxSteps: 5, Seed: 1}})
	if err != nil {
		t.Fatal(err)
	}
	spec := string(l.JobSpec)
	if !strings.Contains(spec, " --model seq2seq ") || !strings.Contains(spec, " --test-data ") || !strings.Contains(spec, " --device cpu ") {
		t.Fatalf("job spec %q", spec)
	}
	r := l.Record
	if r.Design != trainer.Seq2Seq || r.Recipe != "small" || r.Launcher != trainer.Local || r.Dataset.VersionID != id ||
		r.TestDataset == nil || r.TestDataset.VersionID != hid || r.Lineage[0] != id || r.Status != "running" {
		t.Fatalf("record %+v", r)
	}
	if _, err := os.Stat(run); !os.IsNotExist(err) {
		t.Fatalf("Prepare wrote %s", run)
	}

	for _, o := range []trainer.Options{
		{Dataset: v, Out: run, Design: trainer.Tagger},           // a prep version cannot train a tagger
		{Dataset: v, Out: run, Design: "bert"},                   // no such design
		{Dataset: v, Out: run, GPUs: 2, Launcher: trainer.Local}, // local runs one process
		{Dataset: v, Out: run, Launcher: trainer.K8s},            // k8s needs an image
		{Dataset: v, Out: run, Init: run, Resume: true},          // one or the other
		{Out: run}, // no dataset
		{Dataset: v, Out: run, TestDataset: v, Recipe: "enormous"}, // no such recipe
	} {
		_, err := trainer.Prepare(context.Background(), o)
		var ue *trainer.UsageError
		if !errors.As(err, &ue) {
			t.Errorf("%+v: %v, want a usage error", o, err)
		}
	}
	if _, err := trainer.Prepare(context.Background(), trainer.Options{Dataset: filepath.Join(tmp, "nope"), Out: run}); err == nil {
		t.Error("a missing version was accepted")
	}
	// --resume of a run that trained on another version (a mistyped
	// --dataset) went on silently on this one.
	os.MkdirAll(filepath.Join(run, "checkpoints"), 0o755)
	os.WriteFile(filepath.Join(run, "checkpoints", "last.pt.json"), []byte(`{"format":"x","design":"seq2seq","step":5,"dataset_version_ids":["other-version"]}`), 0o644)
	_, err = trainer.Prepare(context.Background(), trainer.Options{Dataset: v, Out: run, Resume: true})
	var ue *trainer.UsageError
	if want := "--resume continues the run in " + run + " on version other-version, which it was training on; --dataset is version " + id; !errors.As(err, &ue) || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("resume on another version: %v, want %q", err, want)
	}
	os.RemoveAll(run)
	bin := filepath.Join(tmp, "pytorch_model.bin")
	os.WriteFile(bin, []byte("not ours"), 0o644)
	// --init naming nothing, or a folder that is not a run with a
	// checkpoint, says so (it was "init checkpoint: stat X: no such file
	// or directory").
	for init, want := range map[string]string{
		filepath.Join(tmp, "nope.pt"): "--init " + filepath.Join(tmp, "nope.pt") + ": no such checkpoint or run folder",
		tmp:                           "--init " + tmp + ": a folder without checkpoints/last.pt, so not a run that saved a checkpoint",
		// A file that is no checkpoint of this program (a Hugging Face
		// pytorch_model.bin) said "checkpoint metadata (...): open
		// X.json: no such file or directory".
		bin: "--init " + bin + ": not a checkpoint of itnprep train: no pytorch_model.bin.json beside it, which the training program writes with every checkpoint; name a run folder or its checkpoints/last.pt",
	} {
		if _, err := trainer.Prepare(context.Background(), trainer.Options{Dataset: v, Out: run, Init: init}); err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("--init %s: %v, want %q", init, err, want)
		}
	}
}

// TestRefusedVersionLeavesNoFolders: a version refused while staging (no
// train rows) leaves neither the --out folder the run made nor the
// folders above it that it made (--out runs/new/r1 left runs/new); a
// folder that was there stays.
func TestRefusedVersionLeavesNoFolders(t *testing.T) {
	tmp := t.TempDir()
	dev := filepath.Join(tmp, "dev")
	trainertest.Demo(t, dev, "dev", 0, 5, 0, 1)
	out := filepath.Join(tmp, "runs", "new", "r1")
	l, err := trainer.Prepare(context.Background(), trainer.Options{Dataset: dev, Out: out, Cache: filepath.Join(tmp, "c")})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := l.DryRun(context.Background(), trainer.Hooks{}); err == nil || !strings.Contains(err.Error(), "has no train rows") {
		t.Fatalf("dry run: %v, want the no-train-rows refusal", err)
	}
	if _, err := os.Stat(filepath.Join(tmp, "runs")); !os.IsNotExist(err) {
		t.Errorf("a refused version left %s (%v)", filepath.Join(tmp, "runs"), err)
	}
	if _, err := os.Stat(tmp); err != nil {
		t.Errorf("the folder that was there is gone: %v", err)
	}
}

// TestInitCheckpointShape: --init keeps its checkpoint's architecture, so
// a shape flag that differs from it is said (stderr and run.json notes;
// --d-model 64 from a d_model 32 run trained d_model 32 without a word
// while run.json recorded 64), and a --max-len longer than the
// checkpoint's positions is refused before anything runs (a row that long
// stopped the run with a traceback: "sequence of 1306 pieces exceeds
// max_positions 1024").
func TestInitCheckpointShape(t *testing.T) {
	tmp := t.TempDir()
	v := filepath.Join(tmp, "v")
	trainertest.Demo(t, v, "v", 6, 2, 2, 1)
	base := filepath.Join(tmp, "base")
	os.MkdirAll(filepath.Join(base, "checkpoints"), 0o755)
	os.WriteFile(filepath.Join(base, "checkpoints", "last.pt"), []byte("weights"), 0o644)
	os.WriteFile(filepath.Join(base, "checkpoints", "last.pt.json"), []byte(`{"format":"itnprep-denormalizer/1","design":"seq2seq","step":3,"recipe":"small",
		"config":{"layers":1,"d_model":32,"ffn":64,"heads":2,"max_positions":1024}}`), 0o644)
	ckpt := filepath.Join(base, "checkpoints", "last.pt")
	prep := func(h trainer.Hyper, out string) (*trainer.Launch, error) {
		return trainer.Prepare(context.Background(), trainer.Options{Dataset: v, Out: filepath.Join(tmp, out), Cache: filepath.Join(tmp, "c"), Init: base, Hyper: h})
	}

	_, err := prep(trainer.Hyper{Seed: 1, MaxLen: 2000}, "long")
	var ue *trainer.UsageError
	want := "--max-len 2000: the --init checkpoint " + ckpt + " has positions for 1024 pieces in its model (its max_positions, set when it was first trained), so a longer row would stop the run when met; give --max-len 1024 or less"
	if !errors.As(err, &ue) || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("--max-len 2000 from a checkpoint of 1024 positions: %v, want a usage error %q", err, want)
	}
	if _, err := prep(trainer.Hyper{Seed: 1, MaxLen: 1024}, "fits"); err != nil {
		t.Errorf("--max-len 1024 from a checkpoint of 1024 positions: %v", err)
	}

	dry := func(h trainer.Hyper, out string) (notes, warned []string) {
		l, err := prep(h, out)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := l.DryRun(context.Background(), trainer.Hooks{Warn: func(s string) { warned = append(warned, s) }}); err != nil {
			t.Fatal(err)
		}
		for _, n := range l.Record.Notes {
			if strings.Contains(n, "ignored") {
				notes = append(notes, n)
			}
		}
		return notes, warned
	}
	// The same shape as the checkpoint's, or none given: nothing to say.
	if notes, _ := dry(trainer.Hyper{Seed: 1, Layers: 1, DModel: 32}, "same"); len(notes) != 0 {
		t.Errorf("flags equal to the checkpoint's: notes %q", notes)
	}
	notes, said := dry(trainer.Hyper{Seed: 1, Layers: 1, DModel: 64, Heads: 4}, "wider")
	wantNotes := []string{
		"--d-model 64 ignored: --init keeps the checkpoint's architecture (its model's d_model 32)",
		"--heads 4 ignored: --init keeps the checkpoint's architecture (its model's heads 2)",
	}
	if strings.Join(notes, "\n") != strings.Join(wantNotes, "\n") {
		t.Errorf("notes %q, want %q", notes, wantNotes)
	}
	for _, w := range wantNotes {
		if !strings.Contains(strings.Join(said, "\n"), w) {
			t.Errorf("stderr %q lacks %q", said, w)
		}
	}
}
