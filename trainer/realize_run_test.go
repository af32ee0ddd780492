package trainer

import (
	"os"
	"path/filepath"
	"testing"
)

// TestRealizeRunPredictionsPassesOthersThrough: only a tagger or u2tf run
// (a folder with run.json and raw predictions) is realized; a predictions
// file, stdin, a URL, a missing path, a folder that is no run and a run
// without raw predictions come back as given, nothing written
// (cmd/itnprep's TestEvaluateRealizesAClusterRunsRawPredictions realizes
// a run end to end).
func TestRealizeRunPredictionsPassesOthersThrough(t *testing.T) {
	dir := t.TempDir()
	preds := filepath.Join(dir, "p.jsonl")
	notRun := filepath.Join(dir, "notrun")
	seq2seq := filepath.Join(dir, "seq2seq")
	for _, d := range []string{notRun, seq2seq} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for path, body := range map[string]string{
		preds: `{"id":"a","hyp":"x","ref":"x"}` + "\n",
		filepath.Join(notRun, TaggerRawPredictions): "{}\n",
		filepath.Join(seq2seq, "run.json"):          "{}\n",
	} {
		if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, in := range []string{preds, "-", "gs://b/p.jsonl", filepath.Join(dir, "missing"), notRun,
		filepath.Join(notRun, TaggerRawPredictions), seq2seq, filepath.Join(seq2seq, "run.json")} {
		got, err := RealizeRunPredictions(in)
		if err != nil || got != (RunRealized{Path: in}) {
			t.Errorf("%s: %+v, %v; want it back as given", in, got, err)
		}
	}
	for _, d := range []string{notRun, seq2seq} {
		if _, err := os.Stat(filepath.Join(d, "predictions.jsonl")); err == nil {
			t.Errorf("%s: predictions.jsonl written", d)
		}
	}
}
