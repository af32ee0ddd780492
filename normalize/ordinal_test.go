package normalize

import "testing"

func TestOrdinal(t *testing.T) {
	checkCases(t, []caseT{
		{"1st", "first", nil},
		{"21st", "twenty first", nil},
		{"100th", "one hundredth", nil},
		{"1,000th", "one thousandth", nil},
		{"111th", "one hundred eleventh", []string{"one hundred and eleventh"}},
		{"12TH", "twelfth", nil},
		{"1th", "one th", []string{"first"}},
		{"the 3rd time", "the third time", nil},
	})
}

// An ordinal whose suffix a tokenizer split off is still the ordinal when
// the suffix is lower case and fits the number ("1 st place" was "one
// street place").
func TestSplitOrdinalSuffix(t *testing.T) {
	checkCases(t, []caseT{
		{"She took 1 st place.", "she took first place", nil},
		{"He lives on the 2 nd floor.", "he lives on the second floor", nil},
		{"It was the 23 rd time.", "it was the twenty third time", nil},
		{"He weighs 12 st 6 lb.", "he weighs twelve stone six pounds", nil},
		{"Go to 5 St. James Place.", "", []string{"go to five saint james place"}},
	})
}
