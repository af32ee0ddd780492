package normalize

import "testing"

// TestMilliamperesApart: "mA" is "milli amperes" first, as Google TN says
// it ("a maximum of 2 mA" on the development set), with the one word and
// "milliamps" among the readings; "mAh" keeps its one word first.
func TestMilliamperesApart(t *testing.T) {
	checkCases(t, []caseT{
		{"The meter reads 20 mA .", "the meter reads twenty milli amperes", []string{"the meter reads twenty milliamperes", "the meter reads twenty milliamps"}},
		{"a 1 mA current", "a one milli ampere current", []string{"a one milliamp current"}},
		{"a 5000 mAh battery", "a five thousand milliampere hour battery", nil},
	})
}

// TestChainsAfterANumber: a lower-case "ch" after a number is also the
// surveyor's chain, Google TN's reading ("at 295 ch .2" "two hundred
// ninety five chains point two" on the development set had no reading);
// the letters stay, and "ch" before a number, or before a lower-case word
// (a channel's: "a 5 ch amplifier"), is no chain.
func TestChainsAfterANumber(t *testing.T) {
	checkCases(t, []caseT{
		{"at 295 ch .2 document", "", []string{"at two hundred ninety five chains point two document", "at two hundred ninety five c h point two document"}},
		{"a line of 10 ch .", "", []string{"a line of ten chains"}},
	})
	checkNotAmong(t, [][2]string{{"see ch 5", "see chains five"}, {"10 chx", "ten chains x"},
		{"a 5 ch amplifier", "a five chain amplifier"}, {"a 16 ch mixer", "a sixteen chains mixer"}})
}

// TestDeterminerTakesTheBareName: after "the" or a possessive, a half or
// a quarter before a noun is the bare name, "the quarter mile" 0.8 (it was
// third, after "the one quarter mile" and "the one fourth mile"); the
// numbered readings stay.
func TestDeterminerTakesTheBareName(t *testing.T) {
	checkCases(t, []caseT{
		{"He ran the 1/4 mile in 50 seconds.", "he ran the quarter mile in fifty seconds", []string{"he ran the one quarter mile in fifty seconds"}},
		{"his 1/2 share", "his half share", []string{"his one half share"}},
		{"the 1/3 cup", "the one third cup", nil},
	})
}

// TestRoadListOfFour: a list of roads' numbers with commas reads every
// number as a road's, at any length ("Highways 401, 403, 404 and 427":
// the third was only "four hundred four", the comma and three digits
// taken for an amount's group); Google TN's spaced commas too. "Highway
// 401, 300 cars" is no list.
func TestRoadListOfFour(t *testing.T) {
	checkCases(t, []caseT{
		{"Highways 401, 403, 404 and 427 are busy.", "highways four hundred one four hundred three four hundred four and four hundred twenty seven are busy", []string{"highways four oh one four oh three four oh four and four twenty seven are busy"}},
		{"Highways 401 , 403 , 404 and 427 .", "highways four hundred one four hundred three four hundred four and four hundred twenty seven", []string{"highways four oh one four oh three four oh four and four twenty seven"}},
		{"Highways 401, 403, 404, 409 or 427", "highways four hundred one four hundred three four hundred four four hundred nine or four hundred twenty seven", []string{"highways four oh one four oh three four oh four four oh nine or four twenty seven"}},
		{"On Highway 401, 300 cars crashed", "on highway four hundred one three hundred cars crashed", []string{"on highway four oh one three hundred cars crashed"}},
	})
}

// TestModelListReadsTheSegment: modelListBefore asks the segment the scan
// read before the joining word or mark and reads its reading, so a list of
// models reads alike at any length (the text read back went four items
// deep: "and 8s" after five was "eights") and with "&" or a slash ("iPhone 5s &
// 6s"); a list after a name whose models do not take an s stays plural.
func TestModelListReadsTheSegment(t *testing.T) {
	checkCases(t, []caseT{
		{"iPhone 5s , 6s , 7s and 8s", "iphone five s six s seven s and eight s", nil},
		{"iPhone 3s, 4s, 5s, 6s, 7s and 8s", "iphone three s four s five s six s seven s and eight s", nil},
		{"iPhone 5s & 6s", "iphone five s and six s", nil},
		{"iPhone 5s/6s", "iphone five s six s", nil},
		{"PlayStation 4s and 5s", "playstation fours and fives", nil},
		{"the 5s and 6s", "the fives and sixes", nil},
	})
}

// TestGameScoreColon: a colon between numbers that the clock does not
// read, in a sentence of games, is a score said with the colon unsaid
// nearly as often as with "to" ("twenty five sixty one" had 0.08, "to"
// 0.87; "to" stays first, TestMinutesSecondsPastAnyHour's "They won
// 28:25"); a ratio's word keeps "to" alone, and so does a chain of colons
// or a colon without a game.
func TestGameScoreColon(t *testing.T) {
	checkCases(t, []caseT{
		{"The final score was 25:61 .", "the final score was twenty five to sixty one", nil},
		{"Arsenal won 3:1 at home.", "arsenal won three to one at home", nil},
		{"They won 2:1:0 overall.", "they won two to one to zero overall", nil},
		{"It was 25:61 .", "it was twenty five to sixty one", nil},
		{"The game starts at 3:10 pm.", "the game starts at three ten p m", nil},
	})
	checkVariantAtLeast(t, "The final score was 25:61 .", "the final score was twenty five sixty one", 0.4)
	checkVariantAtLeast(t, "Arsenal won 3:1 at home.", "arsenal won three one at home", 0.4)
	checkLowVariant(t, "The ratio is 3:1 and they won.", "the ratio is three one and they won", 0.1)
	checkLowVariant(t, "It was 25:61 .", "it was twenty five sixty one", 0.1)
}

// checkVariantAtLeast fails unless spoken has probability min or more
// among written's variants.
func checkVariantAtLeast(t *testing.T, written, spoken string, min float64) {
	t.Helper()
	p, err := testV.ProbOf(written, spoken)
	if err != nil {
		t.Fatalf("%q: %v", written, err)
	}
	if p < min {
		t.Errorf("%q: P(%q) = %.4f, want >= %.2f", written, spoken, p, min)
	}
}

// TestLetterPlaneModel: one or two capitals against three digits before a
// word of planes, or in a sentence of flying, are a plane's model said as
// the first digit and a pair ("the A320 jet" was "the a three hundred
// twenty jet", the pair 0.004); elsewhere the number stays ("in room
// B210", and Google TN's "Buana C212" keeps "c two one two").
func TestLetterPlaneModel(t *testing.T) {
	checkCases(t, []caseT{
		{"the A320 jet", "the a three hundred twenty jet", []string{"the a three twenty jet", "the a three hundred twenty jet"}},
		{"a C130 transport", "a c one hundred thirty transport", []string{"a c one thirty transport"}},
		{"The airline flies A321 and B737 aircraft .", "the airline flies a three hundred twenty one and b seven hundred thirty seven aircraft", []string{"the airline flies a three twenty one and b seven thirty seven aircraft"}},
		{"in room B210", "in room b two hundred ten", nil},
		{"Buana C212 near Kutacane", "", []string{"buana c two one two near kutacane"}},
		{"the A300 jet", "the a three hundred jet", nil},
	})
}

// TestNumericDateAfterAn: after "an" a numeric date opens with a vowel,
// its numbers said as written ("an 06/19/2014 date" was only "an june
// nineteenth ..."), or a month said with one beside them ("an 04/19/2014
// date" "an april nineteenth"); after "a", or where the numbers open with
// no vowel ("an 6/19/2014"), the month stays.
func TestNumericDateAfterAn(t *testing.T) {
	checkCases(t, []caseT{
		{"an 06/19/2014 date", "an oh six nineteen twenty fourteen date", nil},
		{"An 11/05/2019 entry", "an eleven oh five twenty nineteen entry", nil},
		{"an 04/19/2014 date", "", []string{"an april nineteenth twenty fourteen date", "an oh four nineteen twenty fourteen date"}},
		{"a 06/19/2014 date", "a june nineteenth twenty fourteen date", nil},
		{"an 6/19/2014 date", "an june nineteenth twenty fourteen date", nil},
	})
	checkLowVariant(t, "an 06/19/2014 date", "an june nineteenth twenty fourteen date", 0.1)
	checkVariantAtLeast(t, "an 04/19/2014 date", "an april nineteenth twenty fourteen date", 0.4)
}

// TestLetterModelPlural: three digits and an s after a model's capitals
// are the model's plural, the first digit and the pair ("four C-130s"
// "four c one thirties", which had no reading; Google TN's "four CN- 235s"
// "c n two thirty fives" had 0.003); without the capitals, or a round
// hundred, the number stays.
func TestLetterModelPlural(t *testing.T) {
	checkCases(t, []caseT{
		{"The air force flies four C-130s .", "the air force flies four c one thirties", []string{"the air force flies four c one hundred thirties"}},
		{"The navy operates four CN- 235s .", "the navy operates four c n two thirty fives", nil},
		{"They bought A320s .", "they bought a three twenties", nil},
		{"in the 230s", "in the two hundred thirties", nil},
		{"the B-200s", "the b two hundreds", nil},
	})
}

// TestBoeingPlural: a 7x7 with an s after "Boeing", or in a sentence of
// planes or flying, is the planes' plural said as one is, "seven thirty
// sevens" ("seven hundred thirty sevens" was first, "... seven seconds"
// 0.19); elsewhere the plural number stays.
func TestBoeingPlural(t *testing.T) {
	checkCases(t, []caseT{
		{"Boeing 737s", "boeing seven thirty sevens", nil},
		{"The airline retired its 747s .", "the airline retired its seven forty sevens", nil},
		{"He scored 737s", "he scored seven hundred thirty sevens", nil},
	})
}

// TestDateBeforeAnEvent: n/m before a noun of a day's event is a month and
// a day ("the 11/15 deadline" was "the eleven fifteenths deadline", the
// date no reading), after "an" opening with a vowel ("an 11/15 deadline"
// "an eleven fifteen deadline"); "a 2/3 vote" stays a share and "the 9/11
// attacks" the attacks.
func TestDateBeforeAnEvent(t *testing.T) {
	checkCases(t, []caseT{
		{"Submit it before the 11/15 deadline.", "submit it before the november fifteenth deadline", nil},
		{"our 3/4 meeting", "our march fourth meeting", nil},
		{"the 06/19 deadline", "the june nineteenth deadline", nil},
		{"an 11/15 deadline", "an eleven fifteen deadline", nil},
		{"a 2/3 vote", "a two thirds vote", nil},
		{"the 9/11 attacks", "the nine eleven attacks", nil},
	})
}
