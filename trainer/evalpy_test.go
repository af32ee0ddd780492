package trainer

import (
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTaggerEvalPyLeavesOutTelephoneAndElectronic: NeMo's eval.py, which
// gives the Thutmose tagger's published sentence accuracy, leaves out every
// sentence whose reference holds a TELEPHONE or ELECTRONIC span; a tagger
// run counted them (86.84% on a small CPU run on raw-format GTN rows, where
// eval.py's count reads 90.00%), and had no per-class table as NeMo's
// eval_per_class.py makes it. The run now gives both.
func TestTaggerEvalPyLeavesOutTelephoneAndElectronic(t *testing.T) {
	dir := t.TempDir()
	staged := filepath.Join(dir, "stage")
	os.MkdirAll(staged, 0o755)
	test := `{"id":"a","src":"call five five five","tags":["<SELF>","_5","5","5_"],"classes":["PLAIN","TELEPHONE","TELEPHONE","TELEPHONE"],"spans":[[1,4]],"tgt":"call 555"}
{"id":"b","src":"visit x dot com","tags":["<SELF>","<SELF>","_._","<SELF>"],"classes":["PLAIN","ELECTRONIC","ELECTRONIC","ELECTRONIC"],"spans":[[1,4]],"tgt":"visit x.com"}
{"id":"c","src":"in twenty thirteen","tags":["<SELF>","_20","13_"],"classes":["PLAIN","DATE","DATE"],"spans":[[1,3]],"tgt":"in 2013"}
{"id":"d","src":"july ninth","tags":["<SELF>","_9_"],"classes":["DATE","DATE"],"spans":[[0,2]],"tgt":"july 9"}
{"id":"e","src":"he left","tags":["<SELF>","<SELF>"],"classes":["PLAIN","PLAIN"],"tgt":"he left"}
{"id":"f","src":"five dollars","tags":["_5_","_$<<"],"classes":["MONEY","MONEY"],"spans":[[0,2]],"tgt":"$ 5"}
`
	os.WriteFile(filepath.Join(staged, "test.jsonl"), []byte(test), 0o644)
	// The model's tags and classes (predictions.tags.jsonl), realized by
	// the launcher: "call 5 5 5", "visit x dot com", "in 20 13", "july
	// 19", "he left", and "5 $": f's classes put "$<<" in a run of its own,
	// so it stays.
	raw := filepath.Join(dir, TaggerRawPredictions)
	os.WriteFile(raw, []byte(`{"id":"a","src":"call five five five","tags":["<SELF>","_5_","_5_","_5_"],"classes":["PLAIN","TELEPHONE","TELEPHONE","TELEPHONE"],"ref":"call 555"}
{"id":"b","src":"visit x dot com","tags":["<SELF>","<SELF>","<SELF>","<SELF>"],"classes":["PLAIN","PLAIN","PLAIN","PLAIN"],"ref":"visit x.com"}
{"id":"c","src":"in twenty thirteen","tags":["<SELF>","_20_","_13_"],"classes":["PLAIN","DATE","DATE"],"ref":"in 2013"}
{"id":"d","src":"july ninth","tags":["<SELF>","_19_"],"classes":["DATE","DATE"],"ref":"july 9"}
{"id":"e","src":"he left","tags":["<SELF>","<SELF>"],"classes":["PLAIN","PLAIN"],"ref":"he left"}
{"id":"f","src":"five dollars","tags":["_5_","_$<<"],"classes":["PLAIN","MONEY"],"ref":"$ 5"}
`), 0o644)
	var said []string
	l := &Launch{Record: &RunRecord{Design: Tagger, RunDir: dir, PredictionsRaw: raw,
		Dataset: DatasetRef{VersionID: "v1", StagedDir: staged}}}
	l.finishPredictions(Hooks{Say: func(m string) { said = append(said, m) }})
	e := l.Record.EvalPy
	if e == nil || e.Right != 2 || e.Sentences != 4 || e.LeftOut != 2 {
		t.Fatalf("eval.py's count %+v, want 2 right of 4, 2 left out", e)
	}
	// The strict figure (1 of 6), the one ignoring spaces (3 of 6: a, c
	// and e) and eval.py's (c and e of c, d, e, f).
	if len(said) != 2 || !strings.Contains(said[1], "sentence accuracy 16.67%, 50.00% ignoring spaces (Thutmose's; 50.00% of the 4 without a TELEPHONE or ELECTRONIC span, as NeMo's eval.py counts)") {
		t.Errorf("score line %q", said)
	}
	// eval_per_class.py's table: each gold span's predicted text (after
	// the moves, with the predicted classes) against the gold's.
	want := map[string][2]int64{"TELEPHONE": {1, 1}, "ELECTRONIC": {0, 1}, "DATE": {1, 2}, "MONEY": {0, 1}}
	if got := l.Record.EvalPerClass; !maps.Equal(got, want) {
		t.Errorf("per class %v, want %v", got, want)
	}
	// A held-out prep version's rows have no classes: no such figure.
	os.WriteFile(filepath.Join(staged, "test.jsonl"), []byte(`{"id":"a","src":"call five five five","tags":null,"tgt":"call 555"}`+"\n"), 0o644)
	l = &Launch{Record: &RunRecord{Design: Tagger, RunDir: dir, Predictions: filepath.Join(dir, "predictions.jsonl"), Dataset: DatasetRef{VersionID: "v1", StagedDir: staged}}}
	said = nil
	l.finishPredictions(Hooks{Say: func(m string) { said = append(said, m) }})
	if l.Record.EvalPy != nil || l.Record.EvalPerClass != nil || len(l.Record.Notes) != 0 || strings.Contains(strings.Join(said, "\n"), "eval.py") {
		t.Errorf("rows without classes: %+v, notes %q, said %q", l.Record.EvalPy, l.Record.Notes, said)
	}
}
