package normalize

import "testing"

// TestCountedNumberIsNoCode checks that a customer's, a member's or a
// ticket's number of a few digits with no "is" before it counts, and
// that a decree's ("Executive Order number 9066") is a number, while an
// order's, a customer's number given as a code stays digits (revn29:
// "customer number 1000" was "one o o o" at 0.76).
func TestCountedNumberIsNoCode(t *testing.T) {
	checkCases(t, []caseT{
		{"He was customer number 1000 that day.", "he was customer number one thousand that day", nil},
		{"Ticket number 2500 won the raffle.", "ticket number two thousand five hundred won the raffle", nil},
		{"Member number 1200 joined.", "member number twelve hundred joined", nil},
		{"Executive Order number 9066 was signed.", "executive order number nine thousand sixty six was signed", nil},
		{"Your customer number is 4521.", "your customer number is four five two one", nil},
		{"Customer number 48213762 called.", "customer number four eight two one three seven six two called", nil},
		{"Your order number 4521 has shipped.", "your order number four five two one has shipped", nil},
	})
}

// TestOwnCurrencyIsNoOtherDollar checks that another country's dollars
// after "$" and a slash are a rate of exchange, "per" ("$0.75/CAD" was
// "seventy five cents c a d": a suffix of "canadian dollars" made CAD the
// amount's own code).
func TestOwnCurrencyIsNoOtherDollar(t *testing.T) {
	checkCases(t, []caseT{
		{"The rate is $0.75/CAD.", "the rate is seventy five cents per c a d", nil},
		{"It was $1.40/AUD.", "it was one dollar forty cents per a u d", nil},
		{"US$20/USD", "twenty us dollars u s d", nil},
	})
}
