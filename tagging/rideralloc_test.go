package tagging

import "testing"

// TestRiderScoreAllocatesNothing: scoring a word against a fragment with
// punctuation riding at its edges ("he'" for he, "(dc)" for dc) allocates
// nothing. alignUnits scores every word of a span against every run of
// up to 32 units near it; the offsets of the riders were two slices a
// score (one more for each leading rider), 650 MB on a 640-word row of
// "ac/dc he's 2010 . ".
func TestRiderScoreAllocatesNothing(t *testing.T) {
	for _, c := range []struct{ w, frag string }{{"he", "he'"}, {"c", "c/"}, {"dc", "(dc)"}, {"dc", "\"(dc),"}} {
		if s, ok := wordScore(c.w, c.frag); !ok || s <= 0 {
			t.Fatalf("%q scores %v for %q (explained %v)", c.w, s, c.frag, ok)
		}
		if n := testing.AllocsPerRun(50, func() { wordScore(c.w, c.frag) }); n != 0 {
			t.Errorf("wordScore(%q, %q) made %v allocations", c.w, c.frag, n)
		}
	}
}
