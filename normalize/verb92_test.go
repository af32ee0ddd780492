package normalize

import "testing"

// TestVerb92FlourishedOutsideParens: "fl." before a year or a century is
// flourished outside a biography's parentheses too ("floor sixteen
// hundreds" was the reading); before a floor's number it stays a floor.
func TestVerb92FlourishedOutsideParens(t *testing.T) {
	checkBestAtLeast(t, 0.5, [][2]string{
		{"A painter fl. 1600s in Antwerp.", "a painter flourished sixteen hundreds in antwerp"},
		{"Rembrandt, fl. 1630s, painted", "rembrandt flourished sixteen thirties painted"},
		{"a poet fl. c. 1200 in Paris", "a poet flourished circa twelve hundred in paris"},
		{"a monk fl. 12th century", "a monk flourished twelfth century"},
		// Guards: a floor's number stays a floor.
		{"He lives on fl. 3", "he lives on floor three"},
		{"the 3rd fl. office", "the third floor office"},
	})
}

// TestVerb92ResolutionBeforeFrameRate: 2K, 4K, 5K or 8K before a refresh
// or frame rate ("@60Hz", "at 120 Hz", "30fps") is a resolution, "four
// k" ("four thousand at sixty hertz" was 0.68); a sum before another
// unit keeps the number.
func TestVerb92ResolutionBeforeFrameRate(t *testing.T) {
	checkBestAtLeast(t, 0.5, [][2]string{
		{"It supports 4K@60Hz output.", "it supports four k at sixty hertz output"},
		{"It runs 4K at 120 Hz.", "it runs four k at one hundred twenty hertz"},
		{"It records 8K 30fps clips.", "it records eight k thirty f p s clips"},
		// Guards: a sum before another unit or a word keeps the number.
		{"He paid 4K at 5% interest.", "he paid four thousand at five percent interest"},
	})
}

// TestVerb92UnitAfterPlus: a unit's abbreviation after a number with a
// plus ("5+ yrs", "10+ hrs") is the unit's plural ("five plus yrs",
// "ten plus h r s" were the readings); a word that is no unit, or a
// plus with no space, is left.
func TestVerb92UnitAfterPlus(t *testing.T) {
	checkBestAtLeast(t, 0.5, [][2]string{
		{"We want 5+ yrs of experience.", "we want five plus years of experience"},
		{"It takes 10+ hrs a week.", "it takes ten plus hours a week"},
		{"Lift 5+ kg daily.", "lift five plus kilograms daily"},
		// Guards.
		{"We want 3+ years of experience.", "we want three plus years of experience"},
		{"Ages 18+ and up.", "ages eighteen plus and up"},
	})
}
