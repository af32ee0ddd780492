package normalize

import "testing"

// TestEventDateNotAShareNorNineEleven: n/m before a noun of a day's event
// is a month and a day, but a half, a third or a quarter before a noun
// of amounts stays a share ("a 1/3 deposit" was "a january third
// deposit"), 9/11 stays "nine eleven" ("the september eleventh ceremony"
// was first) and one of so many after "Page" stays one ("page march
// twentieth deadline"); a date past a quarter before a payment is a date.
func TestEventDateNotAShareNorNineEleven(t *testing.T) {
	checkCases(t, []caseT{
		{"a 1/2 payment", "a half payment", nil},
		{"Pay a 1/3 deposit now.", "pay a third deposit now", nil},
		{"the 1/4 payment", "the quarter payment", nil},
		{"The 9/11 ceremony was held.", "the nine eleven ceremony was held", nil},
		{"Page 3/20 deadline", "page three of twenty deadline", nil},
		{"the 11/15 payment", "the november fifteenth payment", nil},
		{"the 3/4 meeting", "the march fourth meeting", nil},
		{"the 12/25 party", "the december twenty fifth party", nil},
	})
}

// TestNumericDateAfterA: after "a" a date whose every reading opens with
// a vowel is said as written ("a october fifteenth launch" was first);
// a month opening with a consonant keeps its reading, "A" of a name
// ("Exhibit A") is no article, and "an" is as before.
func TestNumericDateAfterA(t *testing.T) {
	checkCases(t, []caseT{
		{"a 10/15 launch", "a ten fifteen launch", []string{"a october fifteenth launch"}},
		{"a 4/20 party", "a four twenty party", nil},
		{"It was a 10/15/2020 deadline.", "it was a ten fifteen twenty twenty deadline", nil},
		{"a 12/25 party", "a december twenty fifth party", nil},
		{"a 12/25/2020 party", "a december twenty fifth twenty twenty party", nil},
		{"Exhibit A 10/15/2020 shows it.", "exhibit a october fifteenth twenty twenty shows it", nil},
		{"an 8/15 meeting", "an eight fifteen meeting", []string{"an august fifteenth meeting"}},
		{"an 11/15/2020 deadline", "an eleven fifteen twenty twenty deadline", nil},
	})
}

// TestBasisPointsSpacedKeepTheirPlural: "bps" before a noun keeps its
// plural spaced as written against the number ("a 25 bps cut" was "a
// twenty five basis point cut", which the tagger cannot align: "point"
// does not write "ps"); "bp" is singular there, spaced or not.
func TestBasisPointsSpacedKeepTheirPlural(t *testing.T) {
	checkCases(t, []caseT{
		{"a 25 bps cut", "a twenty five basis points cut", nil},
		{"a 25bps cut", "a twenty five basis points cut", nil},
		{"a 25 bp cut", "a twenty five basis point cut", nil},
		{"a 25bp cut", "a twenty five basis point cut", nil},
	})
}

// TestChainsBeforeNoWord: "ch" after a number is the surveyor's chain only
// before no word: a capital's word after it is a channel's too ("the 7.1
// ch AV receiver" had "seven point one chains" at 0.14).
func TestChainsBeforeNoWord(t *testing.T) {
	checkNotAmong(t, [][2]string{{"The 7.1 ch AV receiver", "the seven point one chains a v receiver"},
		{"A 4 ch DVR recorder.", "a four chains d v r recorder"}, {"The 16 ch Mixer", "the sixteen chains mixer"}})
	checkCases(t, []caseT{{"a line of 10 ch .", "", []string{"a line of ten chains"}}})
}

// TestPlaneNounsAfterA7x7: planeModel and letterPlaneModel share the words
// of planes after a model (planeNouns; planeModel listed its own, fewer):
// "a 747 freighter", "the 737 jet" as before, "a 747 transport" too.
func TestPlaneNounsAfterA7x7(t *testing.T) {
	checkCases(t, []caseT{
		{"a 747 freighter", "a seven hundred forty seven freighter", []string{"a seven forty seven freighter"}},
		{"the 737 jet", "the seven hundred thirty seven jet", []string{"the seven thirty seven jet"}},
		{"the 787 Dreamliner", "the seven hundred eighty seven dreamliner", []string{"the seven eighty seven dreamliner"}},
		{"a 747 transport", "a seven hundred forty seven transport", []string{"a seven forty seven transport"}},
		{"the C130 transport", "the c one hundred thirty transport", []string{"the c one thirty transport"}},
		{"He counted 747 birds.", "he counted seven hundred forty seven birds", nil},
	})
}
