package trainer

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTaggerEvalPyLeavesOutTelephoneAndElectronic: NeMo's eval.py, which
// gives the Thutmose tagger's published sentence accuracy, leaves out every
// sentence whose reference holds a TELEPHONE or ELECTRONIC span; a tagger
// run counted them (86.84% on a small CPU run on raw-format GTN rows, where
// eval.py's count reads 90.00%). The run now gives eval.py's figure too.
func TestTaggerEvalPyLeavesOutTelephoneAndElectronic(t *testing.T) {
	dir := t.TempDir()
	staged := filepath.Join(dir, "stage")
	os.MkdirAll(staged, 0o755)
	test := `{"id":"a","src":"call five five five","tags":["<SELF>","_5","5","5_"],"classes":["PLAIN","TELEPHONE","TELEPHONE","TELEPHONE"],"spans":[[1,4]],"tgt":"call 555"}
{"id":"b","src":"visit x dot com","tags":["<SELF>","<SELF>","_._","<SELF>"],"classes":["PLAIN","ELECTRONIC","ELECTRONIC","ELECTRONIC"],"spans":[[1,4]],"tgt":"visit x.com"}
{"id":"c","src":"in twenty thirteen","tags":["<SELF>","_20","13_"],"classes":["PLAIN","DATE","DATE"],"spans":[[1,3]],"tgt":"in 2013"}
{"id":"d","src":"july ninth","tags":["<SELF>","_9_"],"classes":["DATE","DATE"],"spans":[[0,2]],"tgt":"july 9"}
{"id":"e","src":"he left","tags":["<SELF>","<SELF>"],"classes":["PLAIN","PLAIN"],"tgt":"he left"}
`
	os.WriteFile(filepath.Join(staged, "test.jsonl"), []byte(test), 0o644)
	pred := filepath.Join(dir, "predictions.jsonl")
	os.WriteFile(pred, []byte(`{"id":"a","src":"call five five five","hyp":"call 5 5 5","ref":"call 555"}
{"id":"b","src":"visit x dot com","hyp":"visit x dot com","ref":"visit x.com"}
{"id":"c","src":"in twenty thirteen","hyp":"in 20 13","ref":"in 2013"}
{"id":"d","src":"july ninth","hyp":"july 19","ref":"july 9"}
{"id":"e","src":"he left","hyp":"he left","ref":"he left"}
`), 0o644)
	metrics, _, err := scorePredictions(pred)
	if err != nil {
		t.Fatal(err)
	}
	var said []string
	l := &Launch{Record: &RunRecord{Design: Tagger, RunDir: dir, Predictions: pred, Metrics: metrics,
		Dataset: DatasetRef{VersionID: "v1", StagedDir: staged}}}
	l.finishPredictions(Hooks{Say: func(m string) { said = append(said, m) }})
	e := l.Record.EvalPy
	if e == nil || e.Right != 2 || e.Sentences != 3 || e.LeftOut != 2 {
		t.Fatalf("eval.py's count %+v, want 2 right of 3, 2 left out", e)
	}
	// The strict figure (1 of 5), the one ignoring spaces (3 of 5: a, c
	// and e) and eval.py's (c and e of c, d, e).
	if len(said) != 1 || !strings.Contains(said[0], "sentence accuracy 20.00%, 60.00% ignoring spaces (Thutmose's; 66.67% of the 3 without a TELEPHONE or ELECTRONIC span, as NeMo's eval.py counts)") {
		t.Errorf("score line %q", said)
	}
	// A held-out prep version's rows have no classes: no such figure.
	os.WriteFile(filepath.Join(staged, "test.jsonl"), []byte(`{"id":"a","src":"call five five five","tags":null,"tgt":"call 555"}`+"\n"), 0o644)
	l = &Launch{Record: &RunRecord{Design: Tagger, RunDir: dir, Predictions: pred, Dataset: DatasetRef{VersionID: "v1", StagedDir: staged}}}
	said = nil
	l.finishPredictions(Hooks{Say: func(m string) { said = append(said, m) }})
	if l.Record.EvalPy != nil || len(l.Record.Notes) != 0 || strings.Contains(strings.Join(said, "\n"), "eval.py") {
		t.Errorf("rows without classes: %+v, notes %q, said %q", l.Record.EvalPy, l.Record.Notes, said)
	}
}
