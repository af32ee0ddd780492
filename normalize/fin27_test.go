package normalize

import "testing"

// TestNoDeterminerHasNoSign checks that a lower-case "no" after the verbs
// and prepositions of noDeterminerAfter, before a number that ends the
// clause, is the determiner alone: the second reading noNumberShare gives
// "no" before a number with no word after it ("there were number two"
// 0.25) is no variant there, as the sign is not first there either.
func TestNoDeterminerHasNoSign(t *testing.T) {
	checkCases(t, []caseT{
		{"There were no 2 .", "there were no two", nil},
		{"It has no 3.", "it has no three", nil},
	})
	checkNotAmong(t, [][2]string{{"There were no 2 .", "there were number two"}, {"It has no 3.", "it has number three"}})
}

// TestHouseNumberStIsStreet checks that a lower-case "st" after a house
// number and a word is the address's street ("at 123 oak st" was "oak
// saint" 0.78 from the rule for an "st" with no name beside it), while
// that rule's saints stay.
func TestHouseNumberStIsStreet(t *testing.T) {
	checkCases(t, []caseT{
		{"at 123 oak st", "at one hundred twenty three oak street", nil},
		{"born in st - Jacques", "born in saint jacques", nil},
	})
}
