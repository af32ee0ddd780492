package normalize

import "testing"

// TestRacePerformanceAtDottedNumber: a race's noun right before "at" and a
// number of two decimals, with a verb of running it before the number or
// a word of a result in the sentence, is the race's time, the decimal,
// where the sentence has no word of racing ("The final at 9.58 was a
// world record" read the hour 0.7); the race on a programme keeps its
// hour.
func TestRacePerformanceAtDottedNumber(t *testing.T) {
	checkCases(t, []caseT{
		{"The final at 9.58 was a world record.", "the final at nine point five eight was a world record", nil},
		{"The semi at 9.58 was her personal best.", "the semi at nine point five eight was her personal best", nil},
		{"The final at 9.58 was a PB.", "the final at nine point five eight was a p b", nil},
		{"She won the final at 20.45.", "she won the final at twenty point four five", nil},
		{"The final at 20.45 is tonight.", "the final at twenty forty five is tonight", nil},
		{"The final at 19.30 drew a record crowd.", "the final at nineteen thirty drew a record crowd", nil},
		{"The final at 9.58 was her best.", "the final at nine fifty eight was her best", nil},
	})
}

// TestRaceEventAtResultWords: raceEventAt's words of a result are words:
// "best" and "personal" alone, "record" before an amount's noun and a
// pronoun's contraction ("It's") are no result and no possessive, so a
// race on a programme keeps its hour ("The 100m final at 20.45 drew a
// record crowd" was "twenty point four five" 0.81).
func TestRaceEventAtResultWords(t *testing.T) {
	checkCases(t, []caseT{
		{"The 100m final at 20.45 is the best event.", "the one hundred meters final at twenty forty five is the best event", nil},
		{"The 100m final at 20.45 drew a record crowd.", "the one hundred meters final at twenty forty five drew a record crowd", nil},
		{"The 100m final at 20.45 is a personal favourite.", "the one hundred meters final at twenty forty five is a personal favorite", nil},
		{"It's the 100m final at 20.45.", "it's the one hundred meters final at twenty forty five", nil},
		{"The 100m final at 9.58 was a world record.", "the one hundred meters final at nine point five eight was a world record", nil},
		{"The 100m final at 9.58 was a personal best.", "the one hundred meters final at nine point five eight was a personal best", nil},
		{"The 100m final at 9.58 was a record time.", "the one hundred meters final at nine point five eight was a record time", nil},
	})
}
