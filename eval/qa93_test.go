package eval

import (
	"testing"
)

// TestScoreFoldsUnicodeNormalization (qa93): a reference kept decomposed
// by its corpus ("cafe" + U+0301, NFD) against a model's composed "café"
// (NFC; SentencePiece normalizes so by default) is one text by the Unicode
// standard; it was a substituted word, a sentence error and two wrong
// characters. Refs, src and the I-WER count fold alike.
func TestScoreFoldsUnicodeNormalization(t *testing.T) {
	sc := NewScorer(Options{})
	for _, r := range []Record{
		{ID: "1", Src: "the cafe\u0301 opened in nineteen ninety eight", Hyp: "The caf\u00e9 opened in 1998.", Ref: "The cafe\u0301 opened in 1998."},
		{ID: "2", Src: "the caf\u00e9", Hyp: "The cafe\u0301 in Zu\u0308rich.", Ref: "The caf\u00e9 in Z\u00fcrich."},
		{ID: "3", Src: "x", Hyp: "Cafe\u0301 noir.", Ref: "Other.", Refs: []string{"Caf\u00e9 noir."}},
	} {
		s, err := sc.Score(&r)
		if err != nil {
			t.Fatal(err)
		}
		c := s.Counts
		if r.ID != "3" && (c.Sub+c.Del+c.Ins != 0 || c.CharErrors != 0 || c.SentencesCorrect != 1) {
			t.Errorf("%s: %d word errors, %d character errors, want none (canonically equivalent text): %+v", r.ID, c.Sub+c.Del+c.Ins, c.CharErrors, c)
		}
		if r.ID == "3" && c.MultiRefCorrect != 1 {
			t.Errorf("%s: multi-reference sentence error for a reference equal but for its normalization", r.ID)
		}
	}
}
