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

// TestMegatonsForExplosives: Mt after a number is "million tons" first
// (ore, coal, emissions) but "megatons" in a sentence of explosives.
func TestMegatonsForExplosives(t *testing.T) {
	checkCases(t, []caseT{
		{"The Tsar Bomba was a 50 Mt bomb.", "the tsar bomba was a fifty megaton bomb", []string{"the tsar bomba was a fifty million ton bomb"}},
		{"Its warhead yields 1.2 Mt.", "its warhead yields one point two megatons", nil},
		{"We shipped 3.2 Mt of ore.", "we shipped three point two million tons of ore", []string{"we shipped three point two megatons of ore"}},
	})
}
