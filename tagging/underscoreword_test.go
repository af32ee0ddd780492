package tagging

import (
	"strings"
	"testing"
)

// TestUnderscoreSaidBetweenWords: a "_" standing between two words and
// said "underscore" (Google TN's "link _ page _ view", "Awards 2014 _
// Popular") keeps its word as spoken, as a span holding "_" does ("19 _
// 411", "Characters NeMo cannot write" in docs/tagger.md): no tag writes
// "_", and "underscore" is what a NeMo tagger can output for it. Found in
// NeMo's sentence form, the word was <DELETE> and the target lost both,
// while raw GTN's and Kaggle's tokens of the same sentence (given spans)
// kept it: the same sentence taught the tagger two outputs by the input's
// form (qa80: 1 development and 3 study rows). A "_" nobody says is still
// dropped like punctuation.
func TestUnderscoreSaidBetweenWords(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ written, spoken, tags, target string }{
		{"link _ page _ view .", "link underscore page underscore view", "<SELF> <SELF> <SELF> <SELF> <SELF>", "link underscore page underscore view"},
		{"Indian Telly Awards 2014 _ Popular", "indian telly awards twenty fourteen underscore popular",
			"<SELF> <SELF> <SELF> _20 14_ <SELF> <SELF>", "indian telly awards 2014 underscore popular"},
		{"call 19 _ 411 now", "call nineteen underscore four eleven now", "<SELF> _19_ <SELF> _4 11_ <SELF>", "call 19 underscore 411 now"},
		{"a _ b", "a b", "<SELF> <SELF>", "a b"},
	} {
		ex, f := d.Derive(c.written, c.spoken, nil, false)
		if f != nil || strings.Join(ex.Tags, " ") != c.tags || ex.Target != c.target {
			t.Errorf("%q: %q %q %v; want %q %q", c.written, ex.Tags, ex.Target, f, c.tags, c.target)
		}
	}
}
