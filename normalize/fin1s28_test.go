package normalize

import "testing"

// TestOrdinalIndicatorDigitsOnly: matchOrdinalIndicator reads only the
// digits before the sign, not the whole number (it runs at every number):
// a number with a thousands comma or a point before "º" is no ordinal, as
// when parseNumber read it, and plain digits of any length are.
func TestOrdinalIndicatorDigitsOnly(t *testing.T) {
	checkCases(t, []caseT{
		{"O 21º do mundo", "o twenty first do mundo", []string{"o twenty one degrees do mundo"}},
		{"a 1,000º turn", "a one thousand degrees turn", nil},
		{"a 2.5º slope", "a two point five degrees slope", nil},
		{"a 2ª vez", "a second vez", nil},
	})
	checkNotAmong(t, [][2]string{
		{"a 1,000º turn", "a one thousandth turn"},
		{"a 2.5º slope", "a two point fifth slope"},
	})
}

// TestTheDroppedAfterEachBeforeDigits: after "each" or "every" only a
// token written with a letter (its month's name) keeps its readings with
// "the" (TestTheKeptAfterEach); a date all in digits drops them, as after
// any determiner of theBarredAfter. TestTheKeptAfterEach's digit case
// follows "a", which drops them whatever the token is.
func TestTheDroppedAfterEachBeforeDigits(t *testing.T) {
	checkNotAmong(t, [][2]string{
		{"every 06/19/2014 entry", "every the nineteenth of june twenty fourteen entry"},
		{"each 19/06/2014 entry", "each the nineteenth of june twenty fourteen entry"},
	})
	checkCases(t, []caseT{{"every 06/19/2014 entry", "", []string{"every june nineteenth twenty fourteen entry"}}})
}
