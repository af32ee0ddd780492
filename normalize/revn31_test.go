package normalize

import "testing"

// Regression tests of the twenty-eighth session's review (revn31): rules
// fitted to a few Google TN sentences, narrowed where a user's text read
// worse.

// TestHouseNumberStBetweenNamesIsStreet: a lower-case "st" between two
// names after a house number is the street ("42 Oak st Chicago" was
// "oak saint chicago" 0.60 once the between-names rule made saint 0.9).
func TestHouseNumberStBetweenNamesIsStreet(t *testing.T) {
	checkCases(t, []caseT{
		{"Send it to 42 Oak st Chicago today.", "send it to forty two oak street chicago today", nil},
		{"I live at 12 Elm st Apt 4.", "i live at twelve elm street apartment four", nil},
		{"flooded in Port st Joe and", "flooded in port saint joe and", nil},
	})
}

// TestCapitalizedCirIsCircuit: "Cir" capitalized after an ordinal, as a
// court of appeals is cited without its period, is the circuit; the lower
// case "cir" stays Google TN's "circle" ("9th Cir 2004" was "ninth
// circle" since e0fcd0b4).
func TestCapitalizedCirIsCircuit(t *testing.T) {
	checkCases(t, []caseT{
		{"See Doe v. Roe (9th Cir 2004).", "see doe v roe ninth circuit two thousand four", nil},
		{"Mozert v . Hawkins ( 6th cir", "mozert v hawkins sixth circle", nil},
	})
}
