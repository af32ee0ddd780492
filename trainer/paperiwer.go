package trainer

import "github.com/itnprep/itnprep/eval"

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

// paperIWER is the PaperIWER of predictions eval scored
// (scorePredictions: Counts.U2TFITNErrors, U2TFITNRef).
func paperIWER(c eval.Counts) PaperIWER {
	return PaperIWER{Errors: c.U2TFITNErrors, Words: c.U2TFITNRef, Rate: rate(c.U2TFITNErrors, c.U2TFITNRef)}
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

// mixedWER is the MixedWER of predictions eval scored
// (scorePredictions: Counts.MixedErrors, MixedRef).
func mixedWER(c eval.Counts) MixedWER {
	return MixedWER{Errors: c.MixedErrors, Words: c.MixedRef, Rate: rate(c.MixedErrors, c.MixedRef)}
}

func rate(errs, words int64) *float64 {
	if words == 0 {
		return nil
	}
	r := float64(errs) / float64(words)
	return &r
}
