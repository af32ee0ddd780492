package trainer_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/trainer"
	"github.com/itnprep/itnprep/trainer/trainertest"
)

// TestNoTrainRowsHintFitsTheSource: a version without train rows (NeMo's
// GoogleTN.json through prep gtn, every row test by --nemo-split's default)
// was told to "give a version with a train split (prep ... --split train,
// ...)", a flag prep gtn refuses; the hint names the version's own prep
// command and, for gtn, how its splits are given. A --test-dataset without
// test rows likewise.
func TestNoTrainRowsHintFitsTheSource(t *testing.T) {
	tmp := t.TempDir()
	for _, c := range []struct {
		source, split, want, not string
	}{
		{"gtn", "test", "give a version with a train split (prep gtn --split-by-id train=98,validation=1,test=1; prep gtn has no --split: a raw GTN file's split is its name's", "--split train"},
		{"spgi", "validation", "give a version with a train split (prep spgi --split-by-id train=98,validation=1,test=1, or --split train)", "prep ..."},
		{"synthetic", "validation", "give a version with a train split (prep ... --split-by-id train=98,validation=1,test=1, or --split train)", "prep synthetic"},
	} {
		v := filepath.Join(tmp, c.source)
		trainertest.WriteSourceVersion(t, v, c.source, c.source, trainertest.Pairs(4, c.split, c.source, 1), 1)
		l, err := trainer.Prepare(context.Background(), trainer.Options{Dataset: v, Out: filepath.Join(tmp, "run-"+c.source), Cache: filepath.Join(tmp, "c"),
			Python: "/usr/bin/python3", Launcher: trainer.Local, Hyper: trainer.Hyper{MaxSteps: 1, Seed: 1}})
		if err != nil {
			t.Fatal(err)
		}
		_, err = l.DryRun(context.Background(), trainer.Hooks{})
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), c.not) {
			t.Errorf("%s: %v; want %q, not %q", c.source, err, c.want, c.not)
		}
	}
	// --test-dataset: a gtn version of train rows only.
	train := filepath.Join(tmp, "gtn-train")
	trainertest.WriteSourceVersion(t, train, "gtn", "gtn", trainertest.Pairs(4, "train", "gtn", 2), 1)
	l, err := trainer.Prepare(context.Background(), trainer.Options{Dataset: train, TestDataset: train, Out: filepath.Join(tmp, "run-t"),
		Cache: filepath.Join(tmp, "c"), Python: "/usr/bin/python3", Launcher: trainer.Local, Hyper: trainer.Hyper{MaxSteps: 1, Seed: 1}})
	if err != nil {
		t.Fatal(err)
	}
	_, err = l.DryRun(context.Background(), trainer.Hooks{})
	if want := "give a version that has one (prep gtn --split-by-id train=98,validation=1,test=1; prep gtn has no --split"; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("--test-dataset: %v; want %q", err, want)
	}
}
