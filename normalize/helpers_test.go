package normalize

import "testing"

// testV is the verbalizer the tests read with: the default style, word
// lexicon (lexicon.go) and all, what a user gets. The lexicon's guards
// (guardLexicon, codeInContext) keep the rules' readings where Google TN's
// is an artifact, a single observation or a context rule's business;
// where Google TN read a word its way twice or more the tests expect its
// reading and cite the counts (ISO said, 3 of 3).
var testV = New(nil, Options{})

// rulesStyle is the default style without the word lexicon: only for a
// test that measures the rules or the said-spelled model in isolation on
// purpose, each saying why (the cross-validation's baseline, the
// said-spelled model's weights, learned counts against the rules' split).
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
