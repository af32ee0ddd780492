package normalize

import "testing"

// testV is the verbalizer the tests of the rules read with: the default
// style without the word lexicon (lexicon.go), which reads the words
// Google TN has read as it read them whatever the rules say (WHO said
// "who", ISO "iso", Métis spelled: TestWordLexiconReadsGoogleTNsWords and
// docs/STYLE-FIT.md "Thirty-ninth round (verb70)" list them). The
// calibration tests measure the default style, lexicon and all.
var testV = New(rulesStyle(), Options{})

// rulesStyle is the default style without the word lexicon.
func rulesStyle() *Style {
	s := DefaultStyle()
	s.noLexicon = true
	return s
}

// caseT is one written input with its expected most probable spoken form
// and other forms that must be among the variants.
type caseT struct {
	written string
	best    string
	also    []string
}

// checkNotAmong fails for every (written, spoken) pair whose spoken form
// is among the written text's variants: a reading that must not exist.
func checkNotAmong(t *testing.T, pairs [][2]string) {
	t.Helper()
	for _, p := range pairs {
		ok, err := testV.Accepts(p[0], p[1])
		if err != nil {
			t.Errorf("%q: %v", p[0], err)
		} else if ok {
			t.Errorf("%q: %q among the variants", p[0], p[1])
		}
	}
}

func checkCases(t *testing.T, cases []caseT) {
	t.Helper()
	for _, c := range cases {
		got, err := testV.Best(c.written)
		if err != nil {
			t.Errorf("%q: %v", c.written, err)
			continue
		}
		if c.best != "" && got.Spoken != c.best {
			t.Errorf("%q: best %q, want %q", c.written, got.Spoken, c.best)
		}
		for _, a := range c.also {
			ok, err := testV.Accepts(c.written, a)
			if err != nil || !ok {
				t.Errorf("%q: %q not among the variants (err %v)", c.written, a, err)
			}
		}
	}
}
