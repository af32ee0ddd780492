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

// TestHouseNumberPairVariant: a house number of three or four digits
// before a street's name is said in pairs by people ("one twenty three
// main street"), the number by Google TN (3 of 3): the pair is a
// variant (it was 0.003, never among the first five).
func TestHouseNumberPairVariant(t *testing.T) {
	checkCases(t, []caseT{
		{"123 Main St", "one hundred twenty three main street", []string{"one twenty three main street"}},
		{"2788 San Tomas Expy", "two thousand seven hundred eighty eight san tomas expressway", []string{"twenty seven eighty eight san tomas expressway"}},
		{"He lives at 405 N 1st St.", "he lives at four hundred five north first street", []string{"he lives at four oh five north first street"}},
	})
	for _, c := range []struct{ text, pair string }{
		{"123 Main St", "one twenty three main street"},
		{"2788 San Tomas Expy", "twenty seven eighty eight san tomas expressway"},
	} {
		vs, err := testV.Variants(c.text, 5)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, v := range vs {
			found = found || v.Spoken == c.pair
		}
		if !found {
			t.Errorf("%q: %q not among the first five: %+v", c.text, c.pair, vs)
		}
	}
}

// TestEquationTermIsCount: a 4-digit number that is a term of an
// equation or a sum is a count, not a year ("two to the tenth equals ten
// twenty four" was first, "one thousand twenty four" 0.013).
func TestEquationTermIsCount(t *testing.T) {
	checkCases(t, []caseT{
		{"2^10 = 1024", "two to the tenth equals one thousand twenty four", []string{"two to the power of ten equals one thousand twenty four"}},
		{"x = 1024", "x equals one thousand twenty four", nil},
		{"1000 + 1024 = 2024", "one thousand plus one thousand twenty four equals two thousand twenty four", nil},
		{"1024 = 2^10", "one thousand twenty four equals two to the tenth", nil},
		// A word on the other side is no term: the years stay.
		{"Summer 2019 = best summer ever", "summer twenty nineteen equals best summer ever", nil},
		{"Born 1950 * died 2010", "born nineteen fifty asterisk died twenty ten", nil},
		{"2n = 1024", "two n equals one thousand twenty four", nil},
	})
}

// TestDimensionReadOneWay: a dimension's "x" separators are read one way
// ("twelve x eight by four" was second), and "in." after a dimension's
// number, before another "x", or between "a" and a noun is inches ("four
// in" was the only reading); "I put 4 in." keeps the preposition.
func TestDimensionReadOneWay(t *testing.T) {
	checkCases(t, []caseT{
		{"12 x 8 x 4 in.", "twelve by eight by four inches", []string{"twelve x eight x four inches"}},
		{"12 in. x 8 in.", "twelve inches by eight inches", nil},
		{"a 4 in. pipe", "a four inch pipe", nil},
		{"I put 4 in.", "i put four in", nil},
	})
	checkNotAmong(t, [][2]string{
		{"12 x 8 x 4 in.", "twelve x eight by four inches"},
		{"12 x 8 x 4 in.", "twelve by eight times four inches"},
	})
}

// TestDecimalZerosOneWay: a decimal's zeros are said one way ("one point
// o o zero" was 0.095; Google TN 4 of 4 say them alike).
func TestDecimalZerosOneWay(t *testing.T) {
	checkCases(t, []caseT{{"1.000", "one point o o o", []string{"one point zero zero zero"}}})
	checkNotAmong(t, [][2]string{{"1.000", "one point o o zero"}, {"1.000", "one point zero zero o"}, {"3.00", "three point zero o"}})
}
