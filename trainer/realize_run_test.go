package trainer

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
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

// TestRealizedCountIsTheRunsTestRows: raw predictions realized from a
// run folder are counted against the test rows its run.json says the
// program decodes (the --test-dataset's test split, else the dataset's,
// or the first --decode-limit of them); fewer or more are said, with the
// file, both counts and the version. A Slurm job's raw file cut short was
// scored as the split's without a word (qa81).
func TestRealizedCountIsTheRunsTestRows(t *testing.T) {
	line := func(id string) string {
		return `{"id": "` + id + `", "src": "four hundred fish", "tags": ["_4", "00_", "<SELF>"], "ref": "400 fish"}` + "\n"
	}
	for _, c := range []struct {
		name  string
		rec   RunRecord
		lines int
		says  string
	}{
		{"whole", RunRecord{Dataset: DatasetRef{VersionID: "v1", Rows: map[string]int64{"test": 3}}}, 3, ""},
		{"cut short", RunRecord{Dataset: DatasetRef{VersionID: "v1", Rows: map[string]int64{"test": 3}}}, 2,
			"holds 2 predictions, fewer than the 3 test rows of v1 that the run decodes: the figures are over these 2 only, not the whole split"},
		{"more", RunRecord{Dataset: DatasetRef{VersionID: "v1", Rows: map[string]int64{"test": 3}}}, 4,
			"holds 4 predictions, more than the 3 test rows of v1 that the run decodes: it holds lines of another run or repeated ones"},
		{"test dataset", RunRecord{Dataset: DatasetRef{VersionID: "v1", Rows: map[string]int64{"test": 3}},
			TestDataset: &DatasetRef{VersionID: "v2", Rows: map[string]int64{"test": 5}}}, 3,
			"holds 3 predictions, fewer than the 5 test rows of v2 that the run decodes"},
		{"decode limit", RunRecord{Dataset: DatasetRef{VersionID: "v1", Rows: map[string]int64{"test": 9}}, Hyper: Hyper{DecodeLimit: 2}}, 2, ""},
		{"decode limit, cut short", RunRecord{Dataset: DatasetRef{VersionID: "v1", Rows: map[string]int64{"test": 9}}, Hyper: Hyper{DecodeLimit: 2}}, 1,
			"fewer than the 2 test rows of v1 that the run decodes (the split's first, --decode-limit 2)"},
		{"no rows recorded", RunRecord{}, 2, ""},
	} {
		dir := t.TempDir()
		c.rec.Format, c.rec.Design = RunRecordFormat, Tagger
		b, _ := json.Marshal(c.rec)
		if err := os.WriteFile(filepath.Join(dir, "run.json"), b, 0o644); err != nil {
			t.Fatal(err)
		}
		raw := ""
		for i := 0; i < c.lines; i++ {
			raw += line(fmt.Sprint("r", i))
		}
		if err := os.WriteFile(filepath.Join(dir, TaggerRawPredictions), []byte(raw), 0o644); err != nil {
			t.Fatal(err)
		}
		got, err := RealizeRunPredictions(dir)
		if err != nil || got.N != c.lines {
			t.Fatalf("%s: %+v, %v", c.name, got, err)
		}
		note := got.CountNote()
		if c.says == "" && note != "" || c.says != "" && !strings.Contains(note, c.says) {
			t.Errorf("%s: CountNote() = %q; want %q", c.name, note, c.says)
		}
		if c.says != "" && !strings.HasPrefix(note, filepath.Join(dir, TaggerRawPredictions)+" holds ") {
			t.Errorf("%s: CountNote() = %q; want it to name the raw file first", c.name, note)
		}
	}
}
