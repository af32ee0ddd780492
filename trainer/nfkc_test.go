package trainer

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestNoteReferencesTheModelCannotWrite: a seq2seq or u2tf run's
// references holding a character sentencepiece's NFKC writes otherwise
// ("km²", "wait…"), which the model's output can never hold, are noted
// (stderr and run.json notes), with the first such character, its NFKC
// form and its row; a tagger's, whose fragments are written as the derive
// step cut them, are not, nor are references NFKC leaves alone but for
// spaces (a no-break space). Nothing said so (qa81). A reference kept
// decomposed ("cafe" + U+0301), which evaluate compares composed, is no
// such reference (qa93: it was counted).
func TestNoteReferencesTheModelCannotWrite(t *testing.T) {
	dir := t.TempDir()
	pred := filepath.Join(dir, "predictions.jsonl")
	lines := `{"id":"1","src":"five square kilometres","hyp":"5 km2.","ref":"5 km²."}
{"id":"2","src":"five km","hyp":"5 km","ref":"5` + "\u00a0" + `km"}
{"id":"3","src":"wait","hyp":"Wait...","ref":"Wait…"}
{"id":"4","src":"it rained","hyp":"It rained.","ref":"It rained."}
{"id":"5","src":"the cafe","hyp":"The caf\u00e9.","ref":"The cafe\u0301."}
`
	if err := os.WriteFile(pred, []byte(lines), 0o644); err != nil {
		t.Fatal(err)
	}
	for design, want := range map[string]string{
		Seq2Seq: "2 of the 5 references in " + pred + ` hold characters that the seq2seq model writes otherwise (first: "²" written "2", in row "1"): its output is decoded from sentencepiece pieces of NFKC-normalized text`,
		U2TF:    "2 of the 5 references in " + pred + ` hold characters that the u2tf span model writes otherwise (first: "²" written "2", in row "1")`,
		Tagger:  "",
	} {
		var said []string
		l := &Launch{Record: &RunRecord{Design: design, RunDir: dir, Predictions: pred, Dataset: DatasetRef{VersionID: "v1"}}}
		l.finishPredictions(Hooks{Say: func(m string) { said = append(said, m) }})
		got := ""
		for _, n := range l.Record.Notes {
			if strings.Contains(n, "NFKC") {
				got = n
			}
		}
		if want == "" && got != "" || want != "" && (!strings.Contains(got, want) || !strings.Contains(strings.Join(said, "\n"), got)) {
			t.Errorf("%s: note %q, said %q; want %q", design, got, said, want)
		}
	}
}
