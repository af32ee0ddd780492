package normalize

import "testing"

// TestRangeSecondDateCardinalDay: the second date of a range written
// day first, after a dash that follows the first date's year, is said
// with a cardinal day by Google TN ("... to five december ..."), the first
// with "the" and "of"; a date after a dash that follows a word keeps its
// ordinal.
func TestRangeSecondDateCardinalDay(t *testing.T) {
	checkCases(t, []caseT{
		{"He served 19 April 1956 - 5 December 1959 .", "he served the nineteenth of april nineteen fifty six to five december nineteen fifty nine", nil},
		{"Bayern Munchen - 18 October 2011", "bayern munchen the eighteenth of october twenty eleven", nil},
	})
}

// TestRomanStandingApart: a numeral of two letters or more that opens
// the text, follows a dash or continues a list of numerals is said as the
// number ("VII , The Treason" was "v i i"); after a comma that follows a
// name it stays initials, and before "Corps" it is the corps' ordinal.
func TestRomanStandingApart(t *testing.T) {
	checkCases(t, []caseT{
		{"VII , The Treason of Isengard", "seven the treason of isengard", nil},
		{"and DSM - III .", "and d s m three", nil},
		{"\" Espers — III \" .", "espers three", nil},
		{"Super Bowls XVI , XIX , XXIII , and XXIX", "super bowls sixteen nineteen twenty three and twenty nine", nil},
		{"N ; Zhang , XX ; Wen , L", "n zhang x x wen l", nil},
		{"IV Conquistadores y clérigos", "i v conquistadores y clérigos", nil},
		{"for the XXIV Army Corps , then", "for the twenty fourth army corps then", nil},
		{"Kurt Waeger ) XXVI Corps — General", "kurt waeger twenty sixth corps general", nil},
	})
}

// TestRomanStandingApartNotALetterWord: a numeral whose letters are a word
// or an abbreviation written alone keeps its letters where it opens the
// text or follows a dash ("XXX, love Mom" was "thirty love mom"); in a
// list of numerals it is a number.
func TestRomanStandingApartNotALetterWord(t *testing.T) {
	checkCases(t, []caseT{
		{"XXX, love Mom", "x x x love mom", nil},
		{"XL, please, not large.", "x l please not large", nil},
		{"IV: the patient needs fluids now.", "i v the patient needs fluids now", nil},
		{"Sizes available: S - M - L - XL", "sizes available s m l x l", nil},
		{"II , Everyman edition", "two everyman edition", nil},
		{"Volumes III , IV , VI", "volumes three four six", nil},
		{"LI, NY is where I grew up.", "l i n y is where i grew up", nil},
	})
}

// TestRomanIVVIXIAfterName: after a capitalized name that is no
// monarch's, Google TN reads IV as letters and VI and XI as written, not
// as the number ("Stewart IV" was "stewart four"); II and III there stay
// the number, and after a monarch's name IV is the ordinal.
func TestRomanIVVIXIAfterName(t *testing.T) {
	checkCases(t, []caseT{
		{"His maternal uncle Eberhard IV had no sons", "his maternal uncle eberhard i v had no sons", []string{"his maternal uncle eberhard four had no sons"}},
		{"say ' Star Trek VI ' is the", "say star trek vi is the", nil},
		{"Wiltshire v Surrey Second XI \" .", "wiltshire v surrey second xi", nil},
		{"Crocodile Dundee II \" .", "crocodile dundee two", nil},
		{"Thus , Harald IV started", "thus harald the fourth started", nil},
	})
}
