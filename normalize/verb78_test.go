package normalize

import "testing"

// TestDecimalCommaBeforeDegrees: a European decimal comma before a degree
// sign or "degrees" is a decimal as before "kg" ("Temperature: 21,5 °C."
// was "twenty one five degrees celsius" 0.98).
func TestDecimalCommaBeforeDegrees(t *testing.T) {
	checkCases(t, []caseT{
		{"Temperature: 21,5 °C.", "temperature twenty one point five degrees celsius", nil},
		{"It was 3,5°F outside.", "it was three point five degrees fahrenheit outside", nil},
		{"It is 21,5 degrees.", "it is twenty one point five degrees", nil},
		{"Angles of 5,6 and 7.", "angles of five six and seven", nil},
	})
	checkNotAmong(t, [][2]string{{"Temperature: 21,5 °C.", "temperature twenty one five degrees celsius"}})
}

// TestGluedLabelColon: a label of letters and its number in one word
// before a colon and a spaced number, "P1: 2", is a label, not a ratio
// ("Open tickets: 12 (P1: 2, P2: 5)" was "p one to two p two to five"
// 0.83). A ratio written "1:2", a spaced "1: 2" and a label apart from
// its word ("x86-64: 3") keep "to".
func TestGluedLabelColon(t *testing.T) {
	checkCases(t, []caseT{
		{"Open tickets: 12 (P1: 2, P2: 5).", "open tickets twelve p one two p two five", nil},
		{"Priority P1: 3 incidents.", "priority p one three incidents", nil},
		{"Q3: 5 deals closed.", "q three five deals closed", nil},
		{"The ratio is 1: 2.", "the ratio is one to two", nil},
		{"Mix in a 3:1 ratio.", "mix in a three to one ratio", nil},
	})
	checkNotAmong(t, [][2]string{{"Priority P1: 3 incidents.", "priority p one to three incidents"}})
}

// TestBitsPerSecondWritten: "Gbit/s", "Mbit/s", "kbit/s" are gigabits,
// megabits, kilobits per second ("1.2 Gbit/s" was "g b i t s" 0.71).
func TestBitsPerSecondWritten(t *testing.T) {
	checkCases(t, []caseT{
		{"Throughput: 1.2 Gbit/s.", "throughput one point two gigabits per second", nil},
		{"The link runs at 100 Mbit/s.", "the link runs at one hundred megabits per second", nil},
		{"It streams at 320 kbit/s.", "it streams at three hundred twenty kilobits per second", nil},
	})
}

// TestOxidationStateNumeral: a Roman numeral in parentheses against a
// word or after a metal's name is an oxidation state, said as its number
// ("Iron(III) oxide" was "iron i i i oxide" 0.81); a king's numeral and a
// list's "(ii)" keep theirs.
func TestOxidationStateNumeral(t *testing.T) {
	checkCases(t, []caseT{
		{"Iron(III) oxide is Fe2O3.", "iron three oxide is fe two o three", nil},
		{"Add copper(II) sulfate.", "add copper two sulfate", nil},
		{"Iron (III) oxide.", "iron three oxide", nil},
		{"Henry VIII had six wives.", "henry the eighth had six wives", nil},
	})
	checkNotAmong(t, [][2]string{{"Iron(III) oxide is Fe2O3.", "iron the third oxide is fe two o three"}})
}

// TestRecordOfThree: three numbers of one or two digits joined by dashes
// after a verb of going or a season's end, or "record", are wins,
// losses and ties, each said as its number ("The team went 12-4-1" was
// "one two four one" 1.0); without such a word (Google TN's "lead the
// rivalry 49-30-4", "four nine three o four") they keep their digits.
func TestRecordOfThree(t *testing.T) {
	checkCases(t, []caseT{
		{"The team went 12-4-1 this year.", "the team went twelve four one this year", nil},
		{"They finished 10-6-1.", "they finished ten six one", nil},
		{"Their record is 8-7-2 at home.", "their record is eight seven two at home", nil},
		{"a 12-4-1 record", "a twelve four one record", nil},
		{"The Grangers lead the rivalry 49-30-4 .", "the grangers lead the rivalry four nine three o four", nil},
		{"The code is 12-4-1.", "the code is one two four one", nil},
	})
}

// TestConsecutiveVersions: two consecutive numbers after a name written
// with a capital are its versions ("Windows 10/11" was "windows ten
// elevenths" 0.94); a fraction before a unit or "of", and one opening
// the text, keep the fraction.
func TestConsecutiveVersions(t *testing.T) {
	checkCases(t, []caseT{
		{"Compatible with Windows 10/11 (x64 and ARM64).", "compatible with windows ten slash eleven x sixty four and arm sixty four", []string{"compatible with windows ten or eleven x sixty four and arm sixty four"}},
		{"It works on iPhone 14/15.", "it works on iphone fourteen slash fifteen", nil},
		{"Only 9/10 passed.", "", []string{"only nine tenths passed"}},
		{"Use 7/8 inch bolts.", "", []string{"use seven eighths inch bolts"}},
	})
	checkNotAmong(t, [][2]string{
		{"Only 9/10 passed.", "only nine slash ten passed"},
		{"Cut Part 7/8 inch thick.", "cut part seven slash eight inch thick"},
	})
}

// TestUnreducedPairBeforeUnit: n/m before a unit, two numbers of two
// digits or more not in lowest terms, are two settings of the unit
// ("60/120 Hz" was "sixty one hundred twentieths hertz" 0.94); a reduced
// fraction ("11/16 inch") stays one.
func TestUnreducedPairBeforeUnit(t *testing.T) {
	checkCases(t, []caseT{
		{"Refresh rate: 60/120 Hz.", "refresh rate sixty slash one hundred twenty hertz", []string{"refresh rate sixty or one hundred twenty hertz"}},
		{"Ethernet 10/100 Mbps.", "ethernet ten slash one hundred megabits per second", nil},
		{"an 11/16 inch socket", "", []string{"an eleven sixteenths inch socket"}},
	})
	checkNotAmong(t, [][2]string{{"Refresh rate: 60/120 Hz.", "refresh rate sixty one hundred twentieths hertz"}})
}
