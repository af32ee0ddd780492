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
		// "extension" after an article is a lengthening, its number no
		// line dialled (revn30: "two o two o" was first at 0.68).
		{"The extension 2020 was approved.", "the extension twenty twenty was approved", nil},
		{"Call the main line, then extension 4417.", "call the main line then extension four four one seven", nil},
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

// TestRaceDistanceHundreds checks that a race's distance in meters of
// round hundreds is "fifteen hundred meters" first where the sentence is
// one of races ("the 1500m final" was "one thousand five hundred meters"
// 0.81, "fifteen hundred meters" 0.011), the cardinal kept; a height
// above the sea and round thousands keep the cardinal first.
func TestRaceDistanceHundreds(t *testing.T) {
	checkCases(t, []caseT{
		{"the 1500m final", "the fifteen hundred meters final", []string{"the one thousand five hundred meters final"}},
		{"He ran 1500m.", "he ran fifteen hundred meters", nil},
		{"at 1500 m above sea level", "at one thousand five hundred meters above sea level", []string{"at fifteen hundred meters above sea level"}},
		{"the 2000m race", "the two thousand meters race", nil},
		{"the 800m final", "the eight hundred meters final", nil},
		// A height in a sentence of races stays the cardinal (revn30:
		// these were "fifteen hundred meters" / "twenty one hundred
		// meters" first).
		{"1500m above sea level in the race", "one thousand five hundred meters above sea level in the race", []string{"fifteen hundred meters above sea level in the race"}},
		{"The race climbs to an altitude of 2100 m.", "the race climbs to an altitude of two thousand one hundred meters", nil},
		{"He ran up a 1500 m hill.", "he ran up a one thousand five hundred meter hill", nil},
		{"She won the 1500 m race.", "she won the fifteen hundred meters race", nil},
	})
}

// TestDocketSecondPart checks that a docket's number after its dash is
// a code's, digit by digit first, pairs as courts say it among the
// readings ("No. 18-1234" was "number eighteen dash twelve thirty four",
// a year's reading, 0.66; "No. 18-5678" "five thousand six hundred
// seventy eight"), while a plain range keeps its "to".
func TestDocketSecondPart(t *testing.T) {
	checkCases(t, []caseT{
		{"No. 18-1234", "number eighteen dash one two three four", []string{"number eighteen dash twelve thirty four"}},
		{"case No. 18-5678 was filed", "case number eighteen dash five six seven eight was filed", []string{"case number eighteen dash fifty six seventy eight was filed"}},
		{"Docket No. 21-10345", "docket number twenty one dash one o three four five", nil},
		{"Public Law 94-142", "public law ninety four dash one hundred forty two", nil},
		{"18-1234", "eighteen to twelve thirty four", nil},
	})
}

// TestChangeByFraction checks that a common fraction after "by" is the
// size of a change where a word of change is among the three words
// before "by", the verb's object between ("cut costs by 1/2" was "cut
// costs by january second" 0.94), while a deadline keeps its date.
func TestChangeByFraction(t *testing.T) {
	checkCases(t, []caseT{
		{"cut costs by 1/2", "cut costs by one half", []string{"cut costs by a half"}},
		{"Reduce the dose by 1/2.", "reduce the dose by one half", nil},
		{"Pay the bill by 1/2.", "pay the bill by january second", nil},
		{"Submit forms by 1/15.", "submit forms by january fifteenth", nil},
	})
}

// TestRockNRoll checks that the n between two apostrophes is said "n",
// neither apostrophe kept ("rock 'n' roll" was "rock 'n roll", the first
// taken for an elision's), that a quoted word after an apostrophe opens
// its quotation, and that a clitic alone keeps its apostrophe.
func TestRockNRoll(t *testing.T) {
	checkCases(t, []caseT{
		{"Rock 'n' roll", "rock n roll", nil},
		{"fish ’n’ chips", "fish n chips", nil},
		{"He said 'no' twice", "he said no twice", nil},
		{"I 'd go", "i'd go", nil},
		{"'nuff said", "'nuff said", nil},
	})
}

// TestElidedGrowthMultiple checks that a second multiple after a verb
// of change, the verb elided ("Traffic grew 2x, users 3x."), is "times"
// as the first is ("users three x" was first at 0.73), while a new
// sentence or a clause with its own verb is left to its own reading.
func TestElidedGrowthMultiple(t *testing.T) {
	checkCases(t, []caseT{
		{"Traffic grew 2x, users 3x.", "traffic grew two times users three times", nil},
		{"Revenue grew 3x and profit 2.5x.", "revenue grew three times and profit two point five times", nil},
		{"Traffic grew 2x. Users 3x.", "traffic grew two times users three x", nil},
	})
}
