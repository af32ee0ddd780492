package tagging

import (
	"strings"
	"testing"
)

// TestVocabCapSaysWhatCapped: the tag_oov advice said "too few train rows"
// under --vocab-split validation, and advised --vocab-coverage when
// --vocab-size had capped the vocabulary or when it kept every fragment
// already (qa40). It names what capped it, and only remedies that help.
func TestVocabCapSaysWhatCapped(t *testing.T) {
	for _, c := range []struct {
		split                string
		coverage             float64
		size, distinct, kept int64
		want                 string
		not                  []string
	}{
		{"train", 0.999, 0, 50, 50, "the vocabulary keeps all 50 distinct fragments the train split produced: only more train rows", []string{"--vocab-coverage", "--vocab-size"}},
		{"validation", 0.999, 0, 50, 50, "only more validation rows", []string{"train", "--vocab-coverage"}},
		{"train", 0.999, 40, 120, 40, "--vocab-size 40 kept 40 of the 120 distinct fragments of the train split: raise it (0: no cap)", []string{"--vocab-coverage"}},
		{"train", 0.9, 0, 120, 70, "--vocab-coverage 0.9 kept 70 of the 120 distinct fragments of the train split: raise it (1 keeps every one)", []string{"--vocab-size"}},
		{"train", 0.9, 100, 120, 70, "--vocab-coverage 0.9 kept 70", []string{"--vocab-size"}},
		// Unknown distinct count: the options set, and only those.
		{"validation", 1, 0, -1, 0, "the vocabulary keeps every fragment the validation split produced: only more validation rows", []string{"--vocab-coverage", "--vocab-size", "train"}},
		{"train", 0.999, 40, -1, 0, "--vocab-size 40 caps it (0: no cap) and --vocab-coverage 0.999", nil},
	} {
		got := VocabCap(c.split, c.coverage, c.size, c.distinct, c.kept)
		if !strings.Contains(got, c.want) {
			t.Errorf("%+v: %q\nwant it to hold %q", c, got, c.want)
		}
		for _, n := range c.not {
			if strings.Contains(got, n) {
				t.Errorf("%+v: %q names %q", c, got, n)
			}
		}
	}
	if h := TagOOVHint("validation", 0.999, 0); strings.Contains(h, "train") || !strings.Contains(h, "--vocab-split validation") {
		t.Errorf("TagOOVHint under --vocab-split validation: %q", h)
	}
	if h := RuleHints[RuleTagOOV]; strings.Contains(h, "too few train rows") {
		t.Errorf("RuleHints[tag_oov] %q", h)
	}
}
