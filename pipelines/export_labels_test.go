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

// deriveGTNTagger publishes a prep gtn version of the raw GTN text gtn
// (one train file) and a derive tagger version of it (--vocab-size
// vocabSize, every reject allowed), on the direct runner, and returns the
// tagger version's folder.
func deriveGTNTagger(t *testing.T, gtn string, vocabSize int) string {
	t.Helper()
	ctx := context.Background()
	in := filepath.Join(t.TempDir(), "output-00000-of-00100")
	if err := os.WriteFile(in, []byte(gtn), 0o644); err != nil {
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
		VocabCoverage: 0.999, VocabSize: vocabSize, VocabSplit: "train"}
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
	return tagger[0].Dir
}

// NeMo's BertExampleBuilder leaves out, without a word, a line with more
// than max(4, max_sequence_len/2) semiotic spans, each word outside a span
// one (64 at its recipe's 128): the export counts such lines per file, so
// that export nemo-tagger can say so (2 of the 5,333 train lines of NeMo
// GTN 2,001-7,551, checked with NeMo's own builder and one piece a word).
func TestExportCountsLinesNeMoLeavesOut(t *testing.T) {
	plain := func(n int) string {
		var b strings.Builder
		for i := 0; i < n; i++ {
			b.WriteString("PLAIN\tword\t<self>\n")
		}
		return b.String()
	}
	five := "CARDINAL\t5\tfive\n"
	sentence := func(body string) string { return body + "PUNCT\t.\tsil\n<eos>\t<eos>\n" }
	// 64 spans (63 words and one span: read), 65 (64 and one: left out),
	// 64 again with a span of two words among 65 words.
	gtn := sentence(plain(63)+five) + sentence(plain(64)+five) + sentence(plain(63)+"DATE\t2013\ttwenty thirteen\n") + sentence(five)
	// A long line: 60 words, an address spelled in 70 letters and a word
	// (the full stop is no word of the tagger's input). Its 62 spans as
	// written were counted, read; but the span ends past NeMo's cut at 128
	// word pieces, where its builder stops and counts each word from the
	// span's first on: 131 spans, left out (tagging.NeMoSpanCount; before
	// 2026-12-01 this line was not counted).
	var letters []string
	for i := range 70 {
		letters = append(letters, string(rune('a'+i%26)))
	}
	long := sentence(plain(60) + "ELECTRONIC\t" + strings.Join(letters, "") + "\t" + strings.Join(letters, " ") + "\n" + plain(1))
	tagger := deriveGTNTagger(t, gtn+long, 0)
	rep, err := ExportNeMoTagger(context.Background(), tagger, filepath.Join(t.TempDir(), "nemo"))
	if err != nil {
		t.Fatal(err)
	}
	if rep.Rows["train.tsv"] != 5 || rep.ManySpans["train.tsv"] != 2 || len(rep.ManySpans) != 1 {
		t.Errorf("rows %v, lines over NeMo's spans %v: want 2 of the 5 train lines (the 65 words, the long line)", rep.Rows, rep.ManySpans)
	}
}

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
	tagger := deriveGTNTagger(t, five+five+five+sixEight, 2)
	vocab, err := os.ReadFile(filepath.Join(tagger, dataset.TaggerVocabFile))
	if err != nil || string(vocab) != "_5_\t3\n_6_\t1\n" {
		t.Fatalf("the version's vocabulary %q (%v): the case needs _5_ and _6_ kept", vocab, err)
	}
	nemo := filepath.Join(t.TempDir(), "nemo")
	rep, err := ExportNeMoTagger(ctx, tagger, nemo)
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

// nemoLabelOrder is get_label_vocab.py's order over train.tsv and
// valid.tsv (Counter.most_common: by count, ties in the order first met),
// then the fragments only test.tsv uses, in the same order over its tags.
func TestNeMoLabelOrderIsGetLabelVocabs(t *testing.T) {
	trained, tested := &tagCounter{}, &tagCounter{}
	for _, tag := range strings.Fields("_b_ _a_ _c_ _a_ _d_ _c_ _e_") {
		trained.add(tag)
	}
	for _, tag := range strings.Fields("_z_ _y_ _y_ _a_") {
		tested.add(tag)
	}
	got := strings.Join(nemoLabelOrder(trained, tested), " ")
	if want := "_a_ _c_ _b_ _d_ _e_ _y_ _z_"; got != want {
		t.Errorf("label order %q, want %q", got, want)
	}
}
