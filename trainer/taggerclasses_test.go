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
// semiotic head learns, and with its spans; a row whose spans do not fit
// its words is an error naming it.
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
	staged, err := collectRows(readTaggerRows, buf.Bytes())
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
	if line, _ := json.Marshal(staged[0].Value); !strings.Contains(string(line), `"spans":[[2,5]]`) {
		t.Errorf("staged line %s: want its span [2,5] (the class span accuracy scores spans, not runs of classes)", line)
	}
	rows[1].Semiotic = []dataset.SemioticSpan{{Class: "DATE", Start: 1, End: 3}}
	buf.Reset()
	if _, _, err := dataset.WriteRows(&buf, rows, 0); err != nil {
		t.Fatal(err)
	}
	if _, err := collectRows(readTaggerRows, buf.Bytes()); err == nil || !strings.Contains(err.Error(), `row "b"`) {
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

// TestStagedTaggerRowsKeepAdjacentSpansApart: two adjacent spans of one
// class ("5th 6th", DATE DATE) give the same classes as one span over both
// words, so the staged row carries the spans themselves, which the
// program's class span accuracy scores one by one as NeMo does.
func TestStagedTaggerRowsKeepAdjacentSpansApart(t *testing.T) {
	rows := []dataset.TaggerRow{{ID: "a", Split: "test", Input: "on fifth sixth", Tags: []string{tagging.Self, "5th", "6th"}, Target: "on 5th 6th",
		Semiotic: []dataset.SemioticSpan{{Class: "DATE", Start: 1, End: 2}, {Class: "DATE", Start: 2, End: 3}}}}
	var buf bytes.Buffer
	if _, _, err := dataset.WriteRows(&buf, rows, 0); err != nil {
		t.Fatal(err)
	}
	staged, err := collectRows(readTaggerRows, buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	v := staged[0].Value.(taggerStaged)
	if want := [][2]int32{{1, 2}, {2, 3}}; !reflect.DeepEqual(v.Spans, want) {
		t.Errorf("spans %v, want %v", v.Spans, want)
	}
}
