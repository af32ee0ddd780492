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
