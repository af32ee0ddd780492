package trainer

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"unicode"
	"unicode/utf8"

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

// foldForIWER lower-cases s and strips the punctuation (Unicode P*) at the
// edges of each of its words, dropping a word of punctuation alone: "It
// cost $5." -> "it cost $5". Marks inside a word are the written form's
// ("7:20", "3.5", "www.bbc.co.uk", "don't") and stay.
func foldForIWER(s string) string {
	words := strings.Fields(s)
	out := words[:0]
	for _, w := range words {
		if w = strings.TrimFunc(strings.ToLower(w), unicode.IsPunct); w != "" {
			out = append(out, w)
		}
	}
	return strings.Join(out, " ")
}

// scorePaperIWER reads a predictions.jsonl ({"id", "src", "hyp", "ref"})
// and gives its PaperIWER, with eval's I-WER over the folded sentences
// (foldForIWER of src, hyp and ref).
func scorePaperIWER(path string) (PaperIWER, error) {
	errs, words, err := scoreITNWords(path, func(r *eval.Record) {
		r.Src, r.Hyp, r.Ref = foldForIWER(r.Src), foldForIWER(r.Hyp), foldForIWER(r.Ref)
		for i := range r.Refs {
			r.Refs[i] = foldForIWER(r.Refs[i])
		}
	})
	p := PaperIWER{Errors: errs, Words: words, Rate: rate(errs, words)}
	return p, err
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

// mixedCase reports whether w is a mixed-case word: not lower case,
// capitalized nor all capitals (u2tf's casing label mixed).
func mixedCase(w string) bool {
	low := strings.ToLower(w)
	if w == low || w == strings.ToUpper(w) {
		return false
	}
	r, n := utf8.DecodeRuneInString(low)
	return w != string(unicode.ToUpper(r))+low[n:]
}

// mixedMark stands in the input for a reference word eval's I-WER is to
// count: no word equals it, so the word is an ITN word there.
const mixedMark = "\ue000"

// scoreMixedWER gives the M-WER of a predictions.jsonl: eval's I-WER over
// the sentences with their edge punctuation removed, case kept, and the
// input made the reference itself with each mixed-case word replaced by
// mixedMark, so that the reference's mixed-case words, and only they, are
// the words counted (the input and the reference align word for word).
func scoreMixedWER(path string) (MixedWER, error) {
	strip := func(s string) string {
		words := strings.Fields(s)
		out := words[:0]
		for _, w := range words {
			if w = strings.TrimFunc(w, unicode.IsPunct); w != "" {
				out = append(out, w)
			}
		}
		return strings.Join(out, " ")
	}
	errs, words, err := scoreITNWords(path, func(r *eval.Record) {
		r.Hyp, r.Ref, r.Refs = strip(r.Hyp), strip(r.Ref), nil
		src := strings.Fields(r.Ref)
		for i, w := range src {
			if mixedCase(w) {
				src[i] = mixedMark
			}
		}
		r.Src = strings.Join(src, " ")
	})
	return MixedWER{Errors: errs, Words: words, Rate: rate(errs, words)}, err
}

func rate(errs, words int64) *float64 {
	if words == 0 {
		return nil
	}
	r := float64(errs) / float64(words)
	return &r
}

// scoreITNWords scores a predictions.jsonl with eval's I-WER alone, each
// record first changed by prep, and returns its errors and ITN words.
func scoreITNWords(path string, prep func(*eval.Record)) (errs, words int64, err error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, 0, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 1<<20), 1<<30)
	line := 0
	next := func() ([]eval.Record, error) {
		var recs []eval.Record
		for len(recs) < 4096 && sc.Scan() {
			line++
			if strings.TrimSpace(sc.Text()) == "" {
				continue
			}
			var r eval.Record
			if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
				return nil, fmt.Errorf("%s:%d: %v", path, line, err)
			}
			prep(&r)
			recs = append(recs, r)
		}
		if err := sc.Err(); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		if len(recs) == 0 {
			return nil, io.EOF
		}
		return recs, nil
	}
	opts := eval.Options{Skip: eval.AllMetrics &^ eval.MetricITN}
	c, err := eval.Run{Options: opts, Name: path}.Records(next)
	if err != nil {
		return 0, 0, err
	}
	return c.ITNErrors, c.ITNRef, nil
}
