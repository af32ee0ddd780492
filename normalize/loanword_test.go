package normalize

import (
	"strings"
	"testing"
)

// TestEnglishLoanwordNeverSpelled: a word English writes with its accents
// (café, née, rosé, über, déjà: accentLoanwords, or the word list without
// the accents) is said, never spelled letter by letter with its accents
// named. The short ones (2-4 letters) reached unknownShort, which does not
// ask englishLoanword, before accentedWord, which does: "a café" was "a c
// a f e acute" at 0.11 and "Mary Smith (née Jones)" "n e acute e" at
// 0.11, while Google TN keeps all 7 "née" of its study sets as written.
func TestEnglishLoanwordNeverSpelled(t *testing.T) {
	for _, c := range []struct{ text, word string }{
		{"a café", "café"},
		{"Mary Smith (née Jones) was born", "née"},
		{"a glass of rosé", "rosé"},
		{"an über fan", "über"},
		{"a sense of déjà vu", "déjà"},
		{"the cliché again", "cliché"},
		{"her fiancé said", "fiancé"},
	} {
		vs, err := testV.Variants(c.text, 20)
		if err != nil {
			t.Fatalf("%q: %v", c.text, err)
		}
		spelled := spellLetters(c.word)
		for _, v := range vs {
			if strings.Contains(v.Spoken, spelled) {
				t.Errorf("%q: variant %q (p %.3f) spells %q", c.text, v.Spoken, v.Prob, c.word)
			}
		}
	}
	// A foreign word that English has not taken in keeps its spelled
	// reading (Google TN spells some: Métis).
	vs, err := testV.Variants("the Métis people", 20)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, v := range vs {
		found = found || strings.Contains(v.Spoken, "m e acute t i s")
	}
	if !found {
		t.Errorf("the Métis people: no spelled reading among %+v", vs)
	}
}
