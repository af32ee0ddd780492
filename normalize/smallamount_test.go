package normalize

import "testing"

// TestSmallAmountAgainst pins the shape matchPence and matchCents share:
// one or two digits, no leading zero, after no digit, point or letter,
// the unit's letter against them and a boundary after it.
func TestSmallAmountAgainst(t *testing.T) {
	for _, c := range []struct {
		text string
		pos  int
		u    byte
		end  int
		ok   bool
	}{
		{"50p coin", 0, 'p', 2, true}, {"a 5c stamp", 2, 'c', 3, true}, {"x,50c", 2, 'c', 4, true},
		{"720p", 0, 'p', 0, false}, {"05p", 0, 'p', 0, false}, {"a5p", 1, 'p', 0, false}, {"1.5p", 2, 'p', 0, false},
		{"15p", 1, 'p', 0, false}, {"5px", 0, 'p', 0, false}, {"50c", 0, 'p', 0, false}, {"50", 0, 'p', 0, false},
	} {
		end, ok := smallAmountAgainst(c.text, c.pos, c.u)
		if end != c.end || ok != c.ok {
			t.Errorf("smallAmountAgainst(%q, %d, %c) = %d, %v, want %d, %v", c.text, c.pos, c.u, end, ok, c.end, c.ok)
		}
	}
}
