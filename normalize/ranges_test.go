package normalize

import "testing"

func TestRanges(t *testing.T) {
	checkCases(t, []caseT{
		{"10-15", "ten to fifteen", []string{"ten fifteen", "ten through fifteen"}},
		{"1980-1986", "nineteen eighty to nineteen eighty six", nil},
		{"1624 - 1713", "sixteen twenty four to seventeen thirteen", nil},
		{"mid-1980s", "mid nineteen eighties", nil},
		{"covid-19", "covid nineteen", nil},
		{"pages 28 - 30", "pages twenty eight to thirty", nil},
	})
}

// TestSpacedEmDashIsNoRange: a spaced em dash between numbers sets off a
// clause ("the 1990s — 50% of the time"); it was read "to" (a range) as
// the most probable reading, and "minus"/"dash" besides. Unspaced, it may
// still join a range.
func TestSpacedEmDashIsNoRange(t *testing.T) {
	checkCases(t, []caseT{
		{"in the 1990s — 50% of the time", "in the nineteen nineties fifty percent of the time", nil},
		{"1990—2000", "", []string{"nineteen ninety to two thousand"}},
	})
	for _, wrong := range []string{"in the nineteen nineties to fifty percent of the time", "in the nineteen nineties minus fifty percent of the time"} {
		if ok, err := testV.Accepts("in the 1990s — 50% of the time", wrong); err != nil || ok {
			t.Errorf("%q among the variants (err %v)", wrong, err)
		}
	}
}
