package trainer_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/trainer"
)

// TestRealizeRefusesLinesTheProgramDoesNotWrite: a raw prediction line
// with a field the training program never writes, or without one it
// always writes, is an error naming file and line. Such a line (a file of
// another program, or of an older one) decoded into nothing, realized as
// an empty sentence against an empty reference and was scored so, without
// a word (evaluate --in RUN_DIR on a cluster run's raw file, 2026-12-01).
func TestRealizeRefusesLinesTheProgramDoesNotWrite(t *testing.T) {
	dir := t.TempDir()
	u2 := `{"id":"a","src":"paid ten dollars","tokens":["paid","ten","dollars"],"punct":["O","O","."],"case":["cap","lower","lower"],"itn":[0,1,1],"spans":[{"start":1,"end":3,"input":"paid <span> ten dollars </span>","output":"$10"}],"ref":"Paid $10."}`
	tag := `{"id":"a","src":"in twenty thirteen","tags":["<SELF>","_20","13_"],"ref":"in 2013"}`
	for _, c := range []struct {
		design, good, bad, want string
	}{
		{trainer.U2TF, u2, `{"id":"x","labels":3}`, `no "tokens", "punct", "case", "itn", "spans", "ref"`},
		{trainer.U2TF, u2, strings.Replace(u2, `"spans"`, `"span_outputs"`, 1), `no "spans"`},
		{trainer.U2TF, u2, strings.Replace(u2, `,"ref":"Paid $10."`, `,"ref":"Paid $10.","written":"Paid $10."`, 1), `unknown field "written"`},
		{trainer.Tagger, tag, `{"id":"b","src":"one","tags":["<SELF>"]}`, `no "ref"`},
		{trainer.Tagger, tag, `{"id":"b","src":"one","tags":null,"ref":"one"}`, `no "tags"`},
		{trainer.Tagger, tag, `{"id":"b","src":"one","labels":["<SELF>"],"tags":["<SELF>"],"ref":"one"}`, `unknown field "labels"`},
	} {
		raw := filepath.Join(dir, c.design+".raw.jsonl")
		os.WriteFile(raw, []byte(c.good+"\n"+c.bad+"\n"), 0o644)
		_, err := trainer.RealizePredictions(c.design, raw, filepath.Join(dir, "predictions.jsonl"))
		if err == nil || !strings.Contains(err.Error(), raw+":2: ") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s line %s: %v; want an error naming %s:2 and %q", c.design, c.bad, err, raw, c.want)
		}
		os.WriteFile(raw, []byte(c.good+"\n"), 0o644)
		if n, err := trainer.RealizePredictions(c.design, raw, filepath.Join(dir, "predictions.jsonl")); n != 1 || err != nil {
			t.Errorf("%s: the program's own line: %d, %v", c.design, n, err)
		}
	}
}
