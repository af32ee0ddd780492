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

// TestNumberWordScoreAllocatesNothing: scoring a number word against a
// run allocates nothing, its Roman numeral (isRoman) found or not. The
// numeral was formatted and lower-cased per score, two allocations for
// every run the alignment program gave a number word (BenchmarkDeriveLongRow
// digits-1024: 723,682 allocations a row, 33,175 without them).
func TestNumberWordScoreAllocatesNothing(t *testing.T) {
	for _, c := range []struct {
		w, frag string
		roman   bool
	}{{"fourteen", "xiv", true}, {"eighth", "viii", true}, {"eight", "viii", true}, {"hundred", "c", true},
		{"eight", "vii", false}, {"eight", "inch", false}, {"tenth", "1/4", false}, {"banana", "x", false}} {
		if got := isRoman(c.w, c.frag); got != c.roman {
			t.Errorf("isRoman(%q, %q) = %v, want %v", c.w, c.frag, got, c.roman)
		}
		if n := testing.AllocsPerRun(50, func() { wordScore(c.w, c.frag) }); n != 0 {
			t.Errorf("wordScore(%q, %q) made %v allocations", c.w, c.frag, n)
		}
	}
}
