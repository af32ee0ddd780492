package dataset

import (
	"strings"
	"testing"
	"unicode"
)

// foldWordsRef is what sameFoldedWords compares without building it: s's
// words in lower case, joined by one space, everything but letters and
// digits a separator (Sense.Add built it three times a row before).
func foldWordsRef(s string) string {
	return strings.Join(strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}), " ")
}

// FuzzSameFoldedWords: sameFoldedWords(a, b) is foldWordsRef(a) ==
// foldWordsRef(b) != "" on any two texts, invalid UTF-8 too.
func FuzzSameFoldedWords(f *testing.F) {
	for _, c := range [][2]string{
		{"hello world", "HELLO, world!"}, {"hello world", "hello worlds"}, {"", ""}, {"...", "!!"},
		{"it's", "it s"}, {"its", "it s"}, {"Straße", "STRASSE"}, {"İstanbul", "i̇stanbul"}, {"a\xffb", "a b"},
		{"  one  two ", "one two"}, {"one", "one two"}, {"ΣΑΣ", "σας"}, {"x2", "X2"},
	} {
		f.Add(c[0], c[1])
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		want := foldWordsRef(a) != "" && foldWordsRef(a) == foldWordsRef(b)
		if got := sameFoldedWords(a, b); got != want {
			t.Errorf("sameFoldedWords(%q, %q) = %v; want %v (%q, %q)", a, b, got, want, foldWordsRef(a), foldWordsRef(b))
		}
	})
}

// Sense.Add makes no allocation for a row it reads whole to the words'
// comparison: prep adds every row it writes.
func TestSenseAddAllocatesNothing(t *testing.T) {
	p := &Pair{ID: "f:1", Written: "we went to the shop", Spoken: "we went to the shop"}
	var s Sense
	s.Add(p) // the first row of its kind is kept, with its texts
	if n := testing.AllocsPerRun(100, func() { s.Add(p) }); n != 0 {
		t.Errorf("Sense.Add: %v allocations a row; want 0", n)
	}
}
