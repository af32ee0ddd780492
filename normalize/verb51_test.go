package normalize

import "testing"

// TestMeasureRangeEndsReadAlike: a range of 4-digit numbers before a unit
// reads both ends as counts, as the unit reads the second ("nineteen
// eighty to one thousand nine hundred ninety kilograms" was first at
// 0.81); Google TN's "1601 - 2500cc" is "one thousand six hundred one to
// two thousand five hundred c c". A range of years keeps its years.
func TestMeasureRangeEndsReadAlike(t *testing.T) {
	checkCases(t, []caseT{
		{"1980-1990 kg", "one thousand nine hundred eighty to one thousand nine hundred ninety kilograms", nil},
		{"It weighs 1500 - 1600 kg.", "it weighs one thousand five hundred to one thousand six hundred kilograms", nil},
		{"1980-1990", "nineteen eighty to nineteen ninety", nil},
		{"from 1980-1990 in London", "from nineteen eighty to nineteen ninety in london", nil},
	})
}
