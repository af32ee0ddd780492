package trainer

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/tagging"
)

// TestStagedTaggerRowsCarryClasses: a `derive tagger` row is staged with
// one semiotic class per word, its spans' classes and PLAIN outside them
// (tagging.SemioticLabels, NeMo's per-word labels), which the program's
// semiotic head learns; a row whose spans do not fit its words is an
// error naming it.
func TestStagedTaggerRowsCarryClasses(t *testing.T) {
	rows := []dataset.TaggerRow{
		{ID: "a", Split: "train", Input: "we paid twenty five dollars", Tags: []string{tagging.Self, tagging.Self, "_2", "5_", "_$<<"},
			Target: "we paid $25", Semiotic: []dataset.SemioticSpan{{Class: "MONEY", Start: 2, End: 5}}},
		{ID: "b", Split: "test", Input: "hello there", Tags: []string{tagging.Self, tagging.Self}, Target: "hello there"},
	}
	var buf bytes.Buffer
	if _, _, err := dataset.WriteRows(&buf, rows, 0); err != nil {
		t.Fatal(err)
	}
	staged, err := readTaggerRows(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	want := [][]string{{"PLAIN", "PLAIN", "MONEY", "MONEY", "MONEY"}, {"PLAIN", "PLAIN"}}
	for i, r := range staged {
		v := r.Value.(taggerStaged)
		if !reflect.DeepEqual(v.Classes, want[i]) {
			t.Errorf("row %s: classes %q, want %q", r.ID, v.Classes, want[i])
		}
		line, _ := json.Marshal(v)
		if !strings.Contains(string(line), `"classes":[`) {
			t.Errorf("staged line %s has no classes", line)
		}
	}
	rows[1].Semiotic = []dataset.SemioticSpan{{Class: "DATE", Start: 1, End: 3}}
	buf.Reset()
	if _, _, err := dataset.WriteRows(&buf, rows, 0); err != nil {
		t.Fatal(err)
	}
	if _, err := readTaggerRows(buf.Bytes()); err == nil || !strings.Contains(err.Error(), `row "b"`) {
		t.Errorf("a span past the words: %v, want an error naming the row", err)
	}
}

// TestRealizeTaggerLineUsesPredictedClasses: predictions with classes (a
// model with NeMo's semiotic head) are realized as NeMo's realize_output
// does, a "<<" moved to the start of its class's run (RealizeLabels):
// "twenty five dollars" tagged _2 5_ _$<< at a sentence start is "$ 25"
// without classes (a model without the head) Realize's "<<" has no <SELF>
// word to follow and stays: "25 $".
func TestRealizeTaggerLineUsesPredictedClasses(t *testing.T) {
	line := func(classes []string) []byte {
		b, _ := json.Marshal(taggerRaw{ID: "r", Src: "twenty five dollars", Tags: []string{"_2", "5_", "_$<<"}, Classes: classes, Ref: "$25"})
		return b
	}
	with, err := realizeTaggerLine(line([]string{"MONEY", "MONEY", "MONEY"}))
	if err != nil {
		t.Fatal(err)
	}
	without, err := realizeTaggerLine(line(nil))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("with classes %q, without %q", with.Hyp, without.Hyp)
	words, tags := []string{"twenty", "five", "dollars"}, []string{"_2", "5_", "_$<<"}
	wantWith, _ := tagging.RealizeLabels(words, tags, []string{"MONEY", "MONEY", "MONEY"})
	wantWithout, _ := tagging.Realize(words, tags)
	if with.Hyp != wantWith || without.Hyp != wantWithout || with.Hyp == without.Hyp {
		t.Fatalf("with classes %q (want %q), without %q (want %q): they must differ", with.Hyp, wantWith, without.Hyp, wantWithout)
	}
	if _, err := realizeTaggerLine(line([]string{"MONEY"})); err == nil {
		t.Error("one class for three words realized")
	}
}
