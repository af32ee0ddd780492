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
