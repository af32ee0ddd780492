package normalize

import "testing"

// TestRangeSecondDateCardinalDay: the second date of a range written
// day first, after a dash that follows the first date's year, is said
// with a cardinal day by Google TN ("... to five december ..."), the first
// with "the" and "of"; a date after a dash that follows a word keeps its
// ordinal.
func TestRangeSecondDateCardinalDay(t *testing.T) {
	checkCases(t, []caseT{
		{"He served 19 April 1956 - 5 December 1959 .", "he served the nineteenth of april nineteen fifty six to five december nineteen fifty nine", nil},
		{"Bayern Munchen - 18 October 2011", "bayern munchen the eighteenth of october twenty eleven", nil},
	})
}
