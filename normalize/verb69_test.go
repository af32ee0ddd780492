package normalize

import "testing"

// TestBritishUnitWordKept: a unit written as a British word after a
// number ("24 metres", "65 metre long", "87 kilometres") keeps its written
// spelling as a reading at the spelling distribution's as_written share,
// as the same word does anywhere else; the American form stays first.
// The unit table gave "meters" alone (P 0 for the Kaggle release's
// "twenty four metres").
func TestBritishUnitWordKept(t *testing.T) {
	checkCases(t, []caseT{
		{"It grows up to 24 metres ( 80 ft ) tall .", "it grows up to twenty four meters eighty feet tall", []string{"it grows up to twenty four metres eighty feet tall"}},
		{"In 1919 the 65 metre long tunnel fell into disuse .", "in nineteen nineteen the sixty five meter long tunnel fell into disuse", []string{"in nineteen nineteen the sixty five metre long tunnel fell into disuse"}},
		{"It lies 87 kilometres southwest of Pointe a Pitre .", "it lies eighty seven kilometers southwest of pointe a pitre", []string{"it lies eighty seven kilometres southwest of pointe a pitre"}},
		{"Add 5 litres of water .", "add five liters of water", []string{"add five litres of water"}},
	})
	for _, c := range [][2]string{
		{"It grows up to 24 metres tall .", "it grows up to twenty four metres tall"},
		{"the metres were long", "the metres were long"},
	} {
		kept := probOfSpoken(t, testV, c[0], c[1])
		if kept < 0.01 || kept > 0.05 {
			t.Errorf("%q: %q %.3f, want the as_written share (about 0.02)", c[0], c[1], kept)
		}
	}
	// An abbreviation has no British spelling to keep, and an American
	// word none to swap.
	checkNotAmong(t, [][2]string{
		{"It grows up to 24 m tall .", "it grows up to twenty four metres tall"},
		{"It grows up to 24 meters tall .", "it grows up to twenty four metres tall"},
	})
}
