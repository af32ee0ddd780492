package trainer

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/eval"
)

// TestTaggerScoreLineIgnoresSpacesToo: a tagger run's line gave the strict
// sentence accuracy alone, where Thutmose's (NeMo's eval.py) compares
// sentences without their spaces and the tagger's realization spaces some
// targets otherwise ("july 9 , 1949" realized "july 9, 1949"): a tagger
// run on GTN-format rows read 56.52% beside the paper's figures, 82.61%
// ignoring spaces. The tagger's line gives both; the other designs' lines
// are as before.
func TestTaggerScoreLineIgnoresSpacesToo(t *testing.T) {
	var c eval.Counts
	sc := eval.NewScorer(eval.Options{})
	for _, r := range []eval.Record{
		{Src: "on july ninth nineteen forty nine", Ref: "on july 9 , 1949", Hyp: "on july 9, 1949"},
		{Src: "in twenty thirteen", Ref: "in 2013", Hyp: "in 2013"},
	} {
		s, err := sc.Score(&r)
		if err != nil {
			t.Fatal(err)
		}
		c.Add(s.Counts)
	}
	metrics, err := json.Marshal(c.Summarize(eval.Options{}))
	if err != nil {
		t.Fatal(err)
	}
	rec := &RunRecord{Design: Tagger, Metrics: metrics, Predictions: "RUN/predictions.jsonl", Dataset: DatasetRef{VersionID: "v1"}}
	if got, want := scoreLine(rec), "test split of v1: 2 sentences, WER "; !strings.HasPrefix(got, want) ||
		!strings.Contains(got, ", sentence accuracy 50.00%, 100.00% ignoring spaces (Thutmose's) (every metric") {
		t.Errorf("tagger line %q: want the strict accuracy and the one ignoring spaces", got)
	}
	rec.Design = U2TF
	if got := scoreLine(rec); strings.Contains(got, "ignoring spaces") || !strings.Contains(got, ", sentence accuracy 50.00% (every metric") {
		t.Errorf("u2tf line %q: want the strict accuracy alone", got)
	}
}

// TestScoreLineOneSentence: a test split of one sentence (a small corpus
// split by --split-by-id) read "1 sentences".
func TestScoreLineOneSentence(t *testing.T) {
	sc := eval.NewScorer(eval.Options{})
	s, err := sc.Score(&eval.Record{Src: "in twenty thirteen", Ref: "in 2013", Hyp: "in 2013"})
	if err != nil {
		t.Fatal(err)
	}
	metrics, err := json.Marshal(s.Counts.Summarize(eval.Options{}))
	if err != nil {
		t.Fatal(err)
	}
	rec := &RunRecord{Design: Seq2Seq, Metrics: metrics, Predictions: "RUN/predictions.jsonl", Dataset: DatasetRef{VersionID: "v1"}}
	if got, want := scoreLine(rec), "test split of v1: 1 sentence, WER "; !strings.HasPrefix(got, want) {
		t.Errorf("line %q, want it to start %q", got, want)
	}
}

// TestScoreLineSaysTheDecodeLimit: a run with --decode-limit 10 on a test
// split of 86 rows read "test split of V: 10 sentences, WER ...", figures
// a reader takes for the split's (2026-12-02, train48). It says they are
// the first 10 of its 86 and why; a --test-dataset's rows count, and a
// whole split reads as before.
func TestScoreLineSaysTheDecodeLimit(t *testing.T) {
	sc := eval.NewScorer(eval.Options{})
	s, err := sc.Score(&eval.Record{Src: "in twenty thirteen", Ref: "in 2013", Hyp: "in 2013"})
	if err != nil {
		t.Fatal(err)
	}
	metrics, err := json.Marshal(s.Counts.Summarize(eval.Options{}))
	if err != nil {
		t.Fatal(err)
	}
	rec := &RunRecord{Design: Seq2Seq, Metrics: metrics, Predictions: "RUN/predictions.jsonl", Hyper: Hyper{DecodeLimit: 1},
		Dataset: DatasetRef{VersionID: "v1", Rows: map[string]int64{"train": 9, "test": 86}}}
	if got, want := scoreLine(rec), "test split of v1: the first 1 of its 86 sentences (--decode-limit 1), WER "; !strings.HasPrefix(got, want) {
		t.Errorf("line %q, want it to start %q", got, want)
	}
	rec.TestDataset = &DatasetRef{VersionID: "v2", Rows: map[string]int64{"test": 40}}
	if got, want := scoreLine(rec), "test split of v2: the first 1 of its 40 sentences (--decode-limit 1), WER "; !strings.HasPrefix(got, want) {
		t.Errorf("line %q, want it to start %q", got, want)
	}
	rec.TestDataset.Rows["test"] = 1
	if got, want := scoreLine(rec), "test split of v2: 1 sentence, WER "; !strings.HasPrefix(got, want) {
		t.Errorf("line %q, want it to start %q", got, want)
	}
}
