package trainer

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/eval"
)

// TestU2TFIWERIgnoresCaseAndMarks: a u2tf run's I-WER was eval's alone
// (Sunkara et al.: case and marks kept), where Universal-2-TF's paper
// removes punctuation and folds case before finding the words needing ITN,
// so "It" and "McDonald." counted as ITN words and a casing error as an
// ITN error: these two sentences read 2 of 4 (50%), the paper's reading 0
// of 1 ("$5", right). The run now says both.
func TestU2TFIWERIgnoresCaseAndMarks(t *testing.T) {
	for in, want := range map[string]string{
		"It cost $5.":                    "it cost $5",
		`He said: "Meet at 7:20 p.m." ,`: "he said meet at 7:20 p.m",
		"www.bbc.co.uk, don't ...":       "www.bbc.co.uk don't",
		"":                               "",
	} {
		if got := eval.U2TFFold(in); got != want {
			t.Errorf("eval.U2TFFold(%q) = %q, want %q", in, got, want)
		}
	}
	dir := t.TempDir()
	pred := filepath.Join(dir, "predictions.jsonl")
	lines := `{"id":"1","src":"it cost five dollars","hyp":"it cost $5.","ref":"It cost $5."}
{"id":"2","src":"we met mcdonald","hyp":"We met Mcdonald.","ref":"We met McDonald."}
{"id":"3","src":"at seven twenty","hyp":"At 7 20.","ref":"At 7:20."}
`
	if err := os.WriteFile(pred, []byte(lines), 0o644); err != nil {
		t.Fatal(err)
	}
	metrics, counts, err := scorePredictions(pred)
	if err != nil {
		t.Fatal(err)
	}
	p := paperIWER(counts)
	// ITN words: "$5" (right) and "7:20" (written "7 20": a substitution,
	// and an insertion eval charges to the "at" before it); "It", "We",
	// "McDonald." and "At" are not. eval's I-WER counts 4 of 6 (66.67%).
	if p.Errors != 1 || p.Words != 2 || p.Rate == nil || *p.Rate != 0.5 {
		t.Fatalf("Universal-2-TF's I-WER %+v, want 1 error over 2 ITN words", p)
	}
	rec := &RunRecord{Design: U2TF, Metrics: metrics, Predictions: pred, Dataset: DatasetRef{VersionID: "v1"}, U2TFIWER: &p}
	if got := scoreLine(rec); !strings.Contains(got, ", I-WER 66.67% (50.00% as Universal-2-TF counts it, case and marks ignored: 1 error in 2 words), sentence accuracy") {
		t.Errorf("u2tf line %q: want eval's I-WER and the paper's", got)
	}
	// Insertions make the errors more than the words: the line says
	// errors in words (it said "27 of 25 words", qa81's small run).
	over := PaperIWER{Errors: 27, Words: 25, Rate: new(float64)}
	*over.Rate = 27.0 / 25
	if got := scoreLine(&RunRecord{Design: U2TF, Metrics: metrics, Predictions: pred, Dataset: DatasetRef{VersionID: "v1"}, U2TFIWER: &over}); !strings.Contains(got, "(108.00% as Universal-2-TF counts it, case and marks ignored: 27 errors in 25 words)") {
		t.Errorf("u2tf line %q: want 27 errors in 25 words", got)
	}
	// A u2tf run's launcher records it in run.json and says it; a
	// tagger's does not compute it.
	var said []string
	l := &Launch{Record: &RunRecord{Design: U2TF, RunDir: dir, Predictions: pred, Dataset: DatasetRef{VersionID: "v1"}}}
	l.finishPredictions(Hooks{Say: func(m string) { said = append(said, m) }})
	u2rec := l.Record
	if got := l.Record.U2TFIWER; got == nil || got.Errors != 1 || got.Words != 2 || len(said) != 1 || !strings.Contains(said[0], "(50.00% as Universal-2-TF counts it") {
		t.Errorf("a u2tf run's record %+v, said %q", got, said)
	}
	l = &Launch{Record: &RunRecord{Design: Tagger, RunDir: dir, Predictions: pred, Dataset: DatasetRef{VersionID: "v1"}}}
	l.finishPredictions(Hooks{})
	if l.Record.U2TFIWER != nil {
		t.Errorf("a tagger run's record has a Universal-2-TF I-WER")
	}
	// M-WER: "McDonald." is the one mixed-case reference word, written
	// "Mcdonald." (eval's I-WER with the input the reference, that word
	// marked).
	m := mixedWER(counts)
	if m.Errors != 1 || m.Words != 1 || m.Rate == nil || *m.Rate != 1 {
		t.Errorf("M-WER %+v, want 1 error over 1 mixed-case word", m)
	}
	for w, want := range map[string]bool{"McDonald": true, "iPhone": true, "JavaScript": true, "It": false, "NASA": false,
		"it": false, "I": false, "3M": false, "42": false, "Don't": false, "ÉCOLE": false, "Élan": false, "eBay's": true} {
		if eval.MixedCase(w) != want {
			t.Errorf("eval.MixedCase(%q) = %v, want %v", w, !want, want)
		}
	}
	if got := u2rec.U2TFMWER; got == nil || got.Words != 1 || !strings.Contains(said[0], ", M-WER 100.00% (1 error in 1 mixed-case words), sentence accuracy") {
		t.Errorf("a u2tf run's M-WER %+v, said %q", got, said)
	}
	bad := filepath.Join(dir, "bad.jsonl")
	os.WriteFile(bad, []byte(lines+"{not json\n"), 0o644)
	if _, _, err := scorePredictions(bad); err == nil || !strings.Contains(err.Error(), "bad.jsonl:4:") {
		t.Errorf("a damaged line: %v, want the file and line named", err)
	}
}
