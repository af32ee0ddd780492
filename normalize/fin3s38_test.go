package normalize

import "testing"

// TestRomanBeforeColonYearIsNoVolume: a Roman numeral before a colon and
// a year is a title's number, not a volume before its page ("Apollo XIII:
// 1970" was "apollo x i i i nineteen seventy" 0.79, "Rocky II: 1979"
// "rocky i i"); the volumes Google TN reads as letters keep theirs.
func TestRomanBeforeColonYearIsNoVolume(t *testing.T) {
	checkCases(t, []caseT{
		{"Apollo XIII: 1970", "apollo thirteen nineteen seventy", nil},
		{"Rocky II: 1979 was a hit.", "rocky two nineteen seventy nine was a hit", nil},
		{"Sixteenth Century Journal XXX : 4 pp .", "sixteenth century journal x x x four p p", nil},
		{"Direct Legislation Record X : 81 .", "direct legislation record x eighty one", nil},
	})
}

// TestTimeWordPairIsNoRate: a singular unit of time after a number other
// than one, before a slash and another unit of time, is one of a pair of
// words ("Level 2 day/night cycle" was "level two day per night cycle"
// 0.85), where a count of things is per the unit ("3 times/day", "1
// day/week").
func TestTimeWordPairIsNoRate(t *testing.T) {
	checkCases(t, []caseT{
		{"Level 2 day/night cycle", "level two day night cycle", nil},
		{"Part 2 month/year format", "part two month year format", nil},
		{"She works 5 days/week.", "she works five days per week", nil},
		{"She works 1 day/week.", "she works one day per week", nil},
		{"It happens 3 times/day.", "it happens three times per day", nil},
	})
	checkNotAmong(t, [][2]string{
		{"Level 2 day/night cycle", "level two day per night cycle"},
		{"the 12 hour/minute hands", "the twelve hour per minute hands"},
	})
}

// TestLowerLitersBeforeOf: a lower-case l before "of" is liters, as the
// capital is ("He drinks 2 l of water." was "he drinks two l of water"
// 0.86).
func TestLowerLitersBeforeOf(t *testing.T) {
	checkCases(t, []caseT{
		{"He drinks 2 l of water.", "he drinks two liters of water", nil},
		{"Pour 8 L of water.", "pour eight liters of water", nil},
	})
}

// TestCapitalizedBritishUnitKept: a capitalized British unit word after a
// number ("24 Metres", a heading's) keeps its spelling as a reading, as
// the lower-case one and the plain word "Metres" do; the American form
// stays first.
func TestCapitalizedBritishUnitKept(t *testing.T) {
	checkCases(t, []caseT{
		{"Height: 24 Metres", "height twenty four meters", []string{"height twenty four metres"}},
	})
	kept := probOfSpoken(t, testV, "Height: 24 Metres", "height twenty four metres")
	if kept < 0.01 || kept > 0.05 {
		t.Errorf("%q: kept %.3f, want the as_written share (about 0.02)", "Height: 24 Metres", kept)
	}
	checkNotAmong(t, [][2]string{{"HEIGHT: 24 METRES", "height twenty four metres"}})
}
