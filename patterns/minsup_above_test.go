package patterns

import "testing"

// TestMinSupportAboveSequences: a minimum support (a count) above the
// sequences mined says that no pattern could be frequent, with the count
// written as every summary writes it ("the 1,200 sequences", where it said
// "1200"); a support within them, a share, a bad --minsup or no sequences
// say nothing.
func TestMinSupportAboveSequences(t *testing.T) {
	for _, c := range []struct {
		minsup float64
		n      int
		what   string
		want   string
	}{
		{5000, 1200, "sequences", "no pattern can be frequent: the minimum support 5000 is more than the 1,200 sequences mined; give a smaller --minsup (a count, e.g. --minsup 2, or a share, e.g. --minsup 0.1)"},
		{20, 12, "mismatch sequences", "no pattern can be frequent: the minimum support 20 is more than the 12 mismatch sequences mined; give a smaller --minsup (a count, e.g. --minsup 2, or a share, e.g. --minsup 0.1)"},
		{12, 12, "sequences", ""},
		{0.9, 3, "sequences", ""},
		{2.5, 1, "sequences", ""},
		{20, 0, "sequences", ""},
	} {
		if got := MinSupportAboveSequences(c.minsup, c.n, c.what); got != c.want {
			t.Errorf("MinSupportAboveSequences(%v, %d, %q):\n%q\nwant %q", c.minsup, c.n, c.what, got, c.want)
		}
	}
}
