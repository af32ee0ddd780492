package normalize

import "testing"

// TestMoodyRatingAlone checks that Moody's three-letter rating with its
// notch is its letters in any sentence ("Baa2" alone was "bishop a a
// two" 0.8, then "baa two"), and that a bishop or a knight named by the
// file it moves along is no chess move: both always leave their file.
func TestMoodyRatingAlone(t *testing.T) {
	checkCases(t, []caseT{
		{"Baa2", "b a a two", nil},
		{"The bond is Baa2.", "the bond is b a a two", nil},
		{"Caa1 debt", "c a a one debt", nil},
		{"Nbb3", "n b b three", nil},
		{"Moody's rates us Baa2.", "moody's rates us b a a two", nil},
	})
	checkNotAmong(t, [][2]string{
		{"Baa2", "bishop a a two"},
		{"Nbb3", "knight b b three"},
	})
	// A rook may move along its file: "Raa2" stays a move.
	checkVariantAtLeast(t, "Raa2", "rook a a two", 0.5)
}

// TestContainerCan checks that "can" after a quantity and "the" is the
// container when a preposition, a copula or the end follows ("the 12 oz
// can" kept the plural unit alone, "can" read as the modal), so its unit
// has the singular as "the 12 oz bottle" has; the modal keeps the plural.
func TestContainerCan(t *testing.T) {
	checkCases(t, []caseT{
		{"the 12 oz can", "", []string{"the twelve ounce can"}},
		{"the 12 oz can of soda", "", []string{"the twelve ounce can of soda"}},
		{"The 12 oz can is empty.", "", []string{"the twelve ounce can is empty"}},
		{"the 5 km can be run", "the five kilometers can be run", nil},
	})
	checkVariantAtLeast(t, "the 12 oz can", "the twelve ounce can", 0.35)
	checkNotAmong(t, [][2]string{{"the 5 km can be run", "the five kilometer can be run"}})
}

// TestExtensionDigits checks that a telephone extension is dialled digit
// by digit first ("Ext. 204" was "extension two hundred four" 0.96), the
// number kept behind, and a round hundred said whole.
func TestExtensionDigits(t *testing.T) {
	checkCases(t, []caseT{
		{"Ext. 204", "extension two o four", []string{"extension two hundred four", "extension two oh four"}},
		{"call 555-1234 x 204", "call five five five one two three four extension two o four", nil},
		{"dial extension 4417", "dial extension four four one seven", nil},
		{"call Ext. 300", "call extension three hundred", nil},
	})
}

// TestCodeSecondGroup checks that a code's second group after a group
// read digit by digit is digits too ("account number 4417 2093" read the
// second group as a year, "twenty ninety three", 0.87), while a flight's
// number is no code read so.
func TestCodeSecondGroup(t *testing.T) {
	checkCases(t, []caseT{
		{"account number 4417 2093", "account number four four one seven two o nine three", nil},
		{"account number 4417 5678 is closed", "account number four four one seven five six seven eight is closed", nil},
		{"Flight 4417 2093", "flight four thousand four hundred seventeen twenty ninety three", nil},
	})
}

// TestRecipeFractionOfA checks that a fraction under one before a
// kitchen's unit and its ingredient, or before a unit and "of", is also
// the fraction "of a" unit ("3/4 cup sugar" had "three quarters cup"
// and "three quarter cup" only), and not after a determiner or before a
// noun the unit describes.
func TestRecipeFractionOfA(t *testing.T) {
	checkCases(t, []caseT{
		{"add 3/4 cup of flour", "", []string{"add three quarters of a cup of flour"}},
		{"3/4 inch of rain fell", "", []string{"three quarters of an inch of rain fell"}},
		{"Add 3/4 cup sugar.", "", []string{"add three quarters of a cup sugar", "add three quarter cup sugar"}},
		{"Add 3/4 tsp. salt", "", []string{"add three quarters of a teaspoon salt"}},
		{"2/3 cup milk", "", []string{"two thirds of a cup milk"}},
		{"a 3/4 inch pipe", "a three quarter inch pipe", nil},
	})
	checkVariantAtLeast(t, "Add 3/4 cup sugar.", "add three quarters of a cup sugar", 0.2)
	checkNotAmong(t, [][2]string{
		{"the 3/4 cup sugar", "the three quarters of a cup sugar"},
		{"a 3/4 inch pipe", "a three quarters of an inch pipe"},
	})
}
