package unsaid

import (
	"strings"
	"testing"
)

// Word names a plain English word written where others were said, and
// spares what a book writes for the same words: joins, abbreviations,
// numerals and acronyms in capitals, spelling variants, the short
// variants found reading align's word_mismatch cuts (pairs3).
func TestWord(t *testing.T) {
	for _, c := range []struct{ written, spoken, want string }{
		{"woman", "man", "woman"},
		{"week", "weak", "week"},
		{"one", "won", "one"},
		{"knew", "new", "knew"},
		{"paid", "played", "paid"},
		{"tbe", "the", ""}, // a misprint outside the list: left
		{"to-day", "today", ""},
		{"today", "to day", ""},
		{"Dr", "doctor", ""},
		{"Mrs", "missus", ""},
		{"harbour", "harbor", ""},
		{"harbor", "harbour", ""},
		{"XII", "twelve", ""},
		{"an'", "and", ""},
		{"grey", "gray", ""},
		{"gray", "grey", ""},
		{"Oh", "o", ""},
		{"mamma", "mama", ""},
		{"Woman", "MAN", "Woman"}, // the spoken side's case is ignored
		{"man", "MAN", ""},
	} {
		if got := Word(c.written, strings.Fields(c.spoken)); got != c.want {
			t.Errorf("Word(%q, %q) = %q, want %q", c.written, c.spoken, got, c.want)
		}
	}
}
