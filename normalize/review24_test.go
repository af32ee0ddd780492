package normalize

import "testing"

// TestZIPAfterStateAfterTo: a state's code after "to" is where a thing
// goes, an address without its town, and the five digits after it its
// ZIP code ("Ship to NY 10001." was "ten thousand one" once a state
// after a lower-case word was taken for one named in a sentence).
func TestZIPAfterStateAfterTo(t *testing.T) {
	checkCases(t, []caseT{
		{"Ship to NY 10001.", "ship to n y one o o o one", nil},
		{"She moved to TX 75001 in May.", "she moved to t x seven five o o one in may", nil},
		{"Sales in CA 95000", "sales in c a ninety five thousand", nil},
	})
}

// TestDashedPairsAfterCodeWord: numbers of two digits joined by dashes
// after a word of codes are a code's, digit by digit ("Sort code
// 40-47-84" was "forty forty seven eighty four"); a golfer's rounds stay
// numbers.
func TestDashedPairsAfterCodeWord(t *testing.T) {
	checkCases(t, []caseT{
		{"Sort code 40-47-84", "sort code four o four seven eight four", nil},
		{"The code 31-45-28 opens it.", "the code three one four five two eight opens it", nil},
		{"He shot 68-70-69 to win.", "he shot sixty eight seventy sixty nine to win", nil},
	})
}

// TestRoundHundredAfterCode: a round hundred after an all-caps code is
// said whole, as a round thousand is ("She drove the GT 1500." was "g t
// one five o o"); other numbers there stay an identifier's digits.
func TestRoundHundredAfterCode(t *testing.T) {
	checkCases(t, []caseT{
		{"She drove the GT 1500.", "she drove the g t fifteen hundred", nil},
		{"PPM 1500 is too high.", "p p m fifteen hundred is too high", nil},
		{"Cycles 23 : GB 1005 .", "cycles twenty three g b one o o five", nil},
	})
}
