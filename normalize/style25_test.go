package normalize

import "testing"

// TestAmPmSpelledFirst: am and pm are letters first ("p m", time.letters
// 0.9, hand-set: Google TN says "p m" in 3 of 3 development-set times and
// the fit half has none); the word "pm" stays a reading.
func TestAmPmSpelledFirst(t *testing.T) {
	checkCases(t, []caseT{
		{"The call starts at 5 pm.", "the call starts at five p m", []string{"the call starts at five pm"}},
		{"Doors open at 7:30 AM", "doors open at seven thirty a m", []string{"doors open at seven thirty am"}},
	})
}
