package normalize

import "testing"

// TestVerb105BareFlightNumber: an airline's two-character code before
// three or four digits, with no "flight" before it, is a flight's number
// read as after "flight" (matchFlightNumber): the letters, then the
// digits in pairs ("UA 123" was "u a one hundred twenty three" 0.90)
// (verb105). A state's, a country's or a word's capitals, one or two
// digits, a year's number outside a text of travel, a run of capitals
// and a code's characters after a number keep their readings.
func TestVerb105BareFlightNumber(t *testing.T) {
	checkCases(t, []caseT{
		{"UA 123", "u a one twenty three", nil},
		{"BA 117 departs at noon.", "b a one seventeen departs at noon", nil},
		{"My flight is UA 123.", "my flight is u a one twenty three", nil},
		{"UA 123 and DL 456 are delayed.", "u a one twenty three and d l four fifty six are delayed", nil},
		{"BA 2490 to London.", "b a twenty four ninety to london", nil},
		{"BA 1995 departs at six.", "b a nineteen ninety five departs at six", nil},
		// As after "flight": unchanged.
		{"Flight DL 2456 is late.", "flight d l twenty four fifty six is late", nil},
		{"Take flight 123 to Denver.", "take flight one hundred twenty three to denver", nil},
		// Guards.
		{"UK 123", "u k one hundred twenty three", nil},
		{"NO 2", "number two", nil},
		{"CA 90210", "c a nine o two one o", nil},
		{"TX 75", "t x seventy five", nil},
		{"AA 12", "a a twelve", nil},
		{"John Smith, BA 1995", "john smith b a nineteen ninety five", nil},
		{"He got his BA 1995 at Yale.", "he got his b a nineteen ninety five at yale", nil},
		{"UNITED BA 117 NEWS", "united b a one hundred seventeen news", nil},
		{"He bought BA2490 shares.", "he bought b a two thousand four hundred ninety shares", nil},
	})
}

// TestVerb105EngineersCodeInPairs: a Request for Comments' number after
// "RFC" and an ASTM designation's letter and digits are said in pairs, as
// engineers say them ("RFC 2616" was "r f c two thousand six hundred
// sixteen" 0.99, "ASTM D638" "a s t m d six hundred thirty eight")
// (verb105). ISO's and IEEE's numbers, two digits, a round thousand and a
// number with a part or a year after a dash keep their readings.
func TestVerb105EngineersCodeInPairs(t *testing.T) {
	checkCases(t, []caseT{
		{"See RFC 2616 for details.", "see r f c twenty six sixteen for details", nil},
		{"RFC 793", "r f c seven ninety three", nil},
		{"RFC 9110 obsoletes RFC2616.", "r f c ninety one ten obsoletes r f c twenty six sixteen", nil},
		{"Tested per ASTM D638.", "tested per a s t m d six thirty eight", nil},
		{"ASTM E1354", "a s t m e thirteen fifty four", nil},
		// Guards.
		{"The plant is ISO 9001 certified.", "the plant is iso nine thousand one certified", nil},
		{"IEEE 754", "i e e e seven hundred fifty four", nil},
		{"ASTM A36 steel", "a s t m a thirty six steel", nil},
		{"RFC 1000", "r f c one thousand", nil},
		{"The RFC 42 text", "the r f c forty two text", nil},
		{"PRFC 2616", "p r f c two six one six", nil},
	})
}

// TestVerb105RoundTrip: "RT" after a distance in miles or kilometres, as
// hikers write a trail's length, is "round trip" ("5.2 mi RT" was "five
// point two miles r t" 0.99) (verb105). A retweet's "RT" and "RT" after
// no distance keep the letters.
func TestVerb105RoundTrip(t *testing.T) {
	checkCases(t, []caseT{
		{"The hike is 5.2 mi RT.", "the hike is five point two miles round trip", []string{"the hike is five point two miles r t"}},
		{"It's 8 miles RT.", "it's eight miles round trip", nil},
		{"12 km RT", "twelve kilometers round trip", nil},
		// Guards.
		{"RT @user 5 mi", "r t at user five miles", nil},
		{"The RT is 5 mi.", "the r t is five miles", nil},
		{"Five miles RT", "five miles r t", nil},
	})
}

// TestVerb105BracketTeamRecord: a team's record in brackets after "the"
// and its nickname, in a text of games, is its wins "and" its losses, as
// after a verb of going ("The Jets (3-7) host the Bills (6-4)" was "three
// to seven ... six to four" 0.74) (verb105). A capitalized noun that is no
// team's, a name after no "the", a text of no games and a range elsewhere
// in the sentence keep "to".
func TestVerb105BracketTeamRecord(t *testing.T) {
	checkCases(t, []caseT{
		{"The Jets (3-7) host the Bills (6-4) on Sunday.", "the jets three and seven host the bills six and four on sunday", nil},
		{"the 49ers (9-2) lead the division.", "the forty niners nine and two lead the division", nil},
		{"The Yankees (52-40) won 3-2.", "the yankees fifty two and forty won three to two", nil},
		// Guards.
		{"The Jets (3-7) lost the game (see pages 3-7).", "the jets three and seven lost the game see pages three to seven", nil},
		{"The ratio (3-7) holds.", "the ratio three to seven holds", nil},
		{"Pages (3-7) cover it.", "pages three to seven cover it", nil},
		{"See the Chapters (3-7) first.", "see the chapters three to seven first", nil},
		{"The Kids (3-7) play at noon.", "the kids three to seven play at noon", nil},
		{"The Jets (3-7)", "the jets three to seven", nil},
	})
}
