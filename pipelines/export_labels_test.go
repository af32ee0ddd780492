package pipelines

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners/direct" //lint:ignore SA1019 the direct runner runs in this process
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/storage"
)

// label_map.txt lists the fragments the exported rows use, as NeMo's
// get_label_vocab.py makes it from the tag files: a kept fragment that
// only a row rejected as tag_oov used was a label no row has. Here
// "five" three times and one sentence saying "six" and "eight", under
// --vocab-size 2: _5_ and _6_ are kept (a tie broken by text), the
// sentence is rejected for _8_, and _6_ was written as a label.
func TestExportLabelMapListsTheUsedFragments(t *testing.T) {
	ctx := context.Background()
	five := "PLAIN\tI\t<self>\nPLAIN\tsaw\t<self>\nCARDINAL\t5\tfive\nPUNCT\t.\tsil\n<eos>\t<eos>\n"
	sixEight := "PLAIN\tI\t<self>\nPLAIN\tsaw\t<self>\nCARDINAL\t6\tsix\nPLAIN\tand\t<self>\nCARDINAL\t8\teight\nPUNCT\t.\tsil\n<eos>\t<eos>\n"
	in := filepath.Join(t.TempDir(), "output-00000-of-00100")
	if err := os.WriteFile(in, []byte(five+five+five+sixEight), 0o644); err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	execute := func(build func(s beam.Scope) error) {
		t.Helper()
		p, s := beam.NewPipelineWithRoot()
		if err := build(s); err != nil {
			t.Fatal(err)
		}
		if _, err := direct.Execute(ctx, p); err != nil {
			t.Fatal(err)
		}
	}
	execute(func(s beam.Scope) error {
		_, _, err := PrepGTN(s, GTNConfig{PrepConfig: PrepConfig{Inputs: []string{in}, Output: out, Name: "gtn", Shards: 1, Staging: NewStaging(out, "gtn")}})
		return err
	})
	parents, err := storage.ListVersions(ctx, filepath.Join(out, "gtn"))
	if err != nil || len(parents) != 1 {
		t.Fatalf("parent: %v %v", parents, err)
	}
	tc := TaggerConfig{DeriveConfig: DeriveConfig{From: parents[0].Dir, Output: out, Guard: &dataset.Guard{MaxRejectRate: 1}},
		VocabCoverage: 0.999, VocabSize: 2, VocabSplit: "train"}
	if err := tc.LoadParent(ctx, "tagger"); err != nil {
		t.Fatal(err)
	}
	execute(func(s beam.Scope) error {
		_, err := DeriveTagger(s, tc)
		return err
	})
	tagger, err := storage.ListVersions(ctx, filepath.Join(out, "gtn-tagger"))
	if err != nil || len(tagger) != 1 {
		t.Fatalf("tagger version: %v %v", tagger, err)
	}
	vocab, err := os.ReadFile(filepath.Join(tagger[0].Dir, dataset.TaggerVocabFile))
	if err != nil || string(vocab) != "_5_\t3\n_6_\t1\n" {
		t.Fatalf("the version's vocabulary %q (%v): the case needs _5_ and _6_ kept", vocab, err)
	}
	nemo := filepath.Join(t.TempDir(), "nemo")
	rep, err := ExportNeMoTagger(ctx, tagger[0].Dir, nemo)
	if err != nil {
		t.Fatal(err)
	}
	lm, _ := os.ReadFile(filepath.Join(nemo, "label_map.txt"))
	if want := "KEEP\nDELETE\nDELETE|_5_\n"; string(lm) != want || rep.Labels != 3 {
		t.Errorf("label_map.txt %q (%d labels), want %q: a label for each fragment the rows use", lm, rep.Labels, want)
	}
	train, _ := os.ReadFile(filepath.Join(nemo, "train.tsv"))
	if strings.Count(string(train), "_5_") != 3 || strings.Contains(string(train), "_6_") {
		t.Errorf("train.tsv %q", train)
	}
}
