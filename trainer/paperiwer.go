package trainer

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"unicode"

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
	f, err := os.Open(path)
	if err != nil {
		return PaperIWER{}, err
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
			r.Src, r.Hyp, r.Ref = foldForIWER(r.Src), foldForIWER(r.Hyp), foldForIWER(r.Ref)
			for i := range r.Refs {
				r.Refs[i] = foldForIWER(r.Refs[i])
			}
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
		return PaperIWER{}, err
	}
	p := PaperIWER{Errors: c.ITNErrors, Words: c.ITNRef}
	if p.Words > 0 {
		r := float64(p.Errors) / float64(p.Words)
		p.Rate = &r
	}
	return p, nil
}
