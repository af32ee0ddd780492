package trainer

import (
	"bufio"
	"os"

	"github.com/itnprep/itnprep/eval"
)

// PaperIWER is Universal-2-TF's I-WER of a u2tf run's predictions
// (AssemblyAI 2024, section 5.1): punctuation removed and case folded in
// the reference and the prediction first, the words needing ITN found by
// aligning the reference with its normalized text (the spoken input), the
// prediction aligned with the reference, and the word errors counted over
// those words. eval's I-WER (Sunkara et al.) keeps case and marks, so a
// capitalized or punctuated word ("It", "McDonald.") is an ITN word there
// and its casing or mark an ITN error: a u2tf run's I-WER mixed the
// classifier's casing and punctuation into the span model's ITN figure.
type PaperIWER struct {
	Errors int64 `json:"errors"`
	// Words are the reference words needing ITN.
	Words int64 `json:"itn_words"`
	// Rate is Errors / Words, null when no word needs ITN.
	Rate *float64 `json:"rate"`
}

// foldForIWER is eval.U2TFFold: case folded, punctuation removed at the
// words' edges.
func foldForIWER(s string) string { return eval.U2TFFold(s) }

// scorePaperIWER reads a predictions.jsonl ({"id", "src", "hyp", "ref"})
// and gives its PaperIWER (eval's Counts.U2TFITNErrors, U2TFITNRef).
func scorePaperIWER(path string) (PaperIWER, error) {
	c, err := scoreITNWords(path)
	return PaperIWER{Errors: c.U2TFITNErrors, Words: c.U2TFITNRef, Rate: rate(c.U2TFITNErrors, c.U2TFITNRef)}, err
}

// MixedWER is Universal-2-TF's M-WER of a u2tf run's predictions (section
// 5.1): "similar to I-WER, but WER is computed over mixed-case words in the
// reference" (McDonald, iPhone, JavaScript: a word that lower case,
// capitalization or capitals alone do not write, the classifier's mixed
// label), punctuation removed at the words' edges, case kept.
type MixedWER struct {
	Errors int64 `json:"errors"`
	// Words are the reference's mixed-case words.
	Words int64 `json:"mixed_words"`
	// Rate is Errors / Words, null when the reference has no such word.
	Rate *float64 `json:"rate"`
}

// mixedCase is eval.MixedCase: not lower case, capitalized nor all
// capitals (u2tf's casing label mixed).
func mixedCase(w string) bool { return eval.MixedCase(w) }

// scoreMixedWER gives the M-WER of a predictions.jsonl (eval's
// Counts.MixedErrors, MixedRef).
func scoreMixedWER(path string) (MixedWER, error) {
	c, err := scoreITNWords(path)
	return MixedWER{Errors: c.MixedErrors, Words: c.MixedRef, Rate: rate(c.MixedErrors, c.MixedRef)}, err
}

func rate(errs, words int64) *float64 {
	if words == 0 {
		return nil
	}
	r := float64(errs) / float64(words)
	return &r
}

// scoreITNWords scores a predictions.jsonl with eval's I-WER alone, which
// counts Universal-2-TF's I-WER and M-WER with it.
func scoreITNWords(path string) (eval.Counts, error) {
	f, err := os.Open(path)
	if err != nil {
		return eval.Counts{}, err
	}
	defer f.Close()
	opts := eval.Options{Skip: eval.AllMetrics &^ eval.MetricITN}
	return eval.Run{Options: opts, Name: path}.JSONL(bufio.NewReader(f))
}
