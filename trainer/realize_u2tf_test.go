package trainer

import (
	"bytes"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/u2tf"
)

// TestStageKeepsSpanWrittenAsNothing: a span row whose output is empty (a
// filler said and not written, "lit uh early") is staged for the span
// model: it was left out as empty, so the span model never learnt to
// write nothing for the spans the classifier learnt to mark. A span row
// without input is still left out.
func TestStageKeepsSpanWrittenAsNothing(t *testing.T) {
	d, err := u2tf.NewDeriver(u2tf.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	const written = "The lamps were lit early that evening."
	ex, rj := d.Derive(written, "the lamps were lit uh early that evening", nil)
	if rj != nil {
		t.Fatalf("derive: %v", rj)
	}
	itn := make([]int32, len(ex.ITN))
	for i, v := range ex.ITN {
		itn[i] = int32(v)
	}
	rows := []dataset.U2TFRow{{ID: "r1", Split: "train", Kind: dataset.U2TFClassifier, Tokens: ex.Tokens, Punct: ex.Punct, Case: ex.Case, ITN: itn}}
	for _, s := range ex.Spans {
		rows = append(rows, dataset.U2TFRow{ID: dataset.U2TFSpanID("r1", s.Index), Split: "train", Kind: dataset.U2TFSpan,
			Input: s.Input, Output: s.Output, ClassifierID: "r1", SpanIndex: int32(s.Index), SpanStart: int32(s.Start), SpanEnd: int32(s.End)})
	}
	if len(rows) != 2 || rows[1].Output != "" {
		t.Fatalf("derived rows %+v: want a classifier row and one span written as nothing", rows)
	}
	rows = append(rows, dataset.U2TFRow{ID: "r2#s0", Split: "train", Kind: dataset.U2TFSpan, ClassifierID: "r2", Output: "x"})
	var b bytes.Buffer
	if _, _, err := dataset.WriteRows(&b, rows, 100); err != nil {
		t.Fatal(err)
	}
	staged, err := collectRows(readU2TFRows, b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range staged {
		switch r.ID {
		case "r1":
			if r.Empty || r.Value.(u2tfStaged).Tgt != written {
				t.Errorf("classifier row %+v: want staged with target %q", r, written)
			}
		case "r1#s0":
			if r.Empty || !r.Span || r.Value.(stagedLine).Tgt != "" || r.Value.(stagedLine).Src == "" {
				t.Errorf("span written as nothing %+v: want staged with an empty target", r)
			}
		case "r2#s0":
			if !r.Empty {
				t.Errorf("span row without input %+v: want left out", r)
			}
		}
	}
}
