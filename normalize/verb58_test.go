package normalize

import "testing"

// TestHashBeforeSpacedDash: a # standing apart before a dash standing
// apart, no word after it to tag, is the sign named "hash", as Google TN
// says it ("Law # - OZ", 2 of 2 on the fresh sample's study half; "hash
// tag" was first, 0.65); a # before a number, a capital's word or a
// closing mark keeps its reading.
func TestHashBeforeSpacedDash(t *testing.T) {
	checkCases(t, []caseT{
		{"Law # - OZ", "law hash o z", []string{"law pound o z"}},
		{"Law # – OZ", "law hash o z", nil},
		{"Law # 45 - ZO", "law number forty five z o", nil},
		{"`` Bring Cheeky Smash `` # Selfie `` to SF", "bring cheeky smash hash tag selfie to s f", nil},
		{"Call my cell # .", "call my cell number", nil},
	})
	checkNotAmong(t, [][2]string{{"Law # - OZ", "law hash tag o z"}})
}

// TestCurrencySignNamed: a currency's sign standing apart before a noun
// that names a sign is named in the singular ("the dollars sign" had
// 0.4); a lone $ elsewhere keeps both readings.
func TestCurrencySignNamed(t *testing.T) {
	checkCases(t, []caseT{
		{"The $ sign", "the dollar sign", nil},
		{"Use the $ symbol for variables.", "use the dollar symbol for variables", nil},
		{"Press the $ key.", "press the dollar key", nil},
		{"The € sign and the £ symbol", "the euro sign and the pound symbol", nil},
		{"Prices in $ and €.", "", []string{"prices in dollars and euro"}},
		{"It costs $ 5 more.", "it costs five dollars more", nil},
	})
	checkNotAmong(t, [][2]string{
		{"The $ sign", "the dollars sign"},
		{"Use the $ symbol for variables.", "use the dollars symbol for variables"},
	})
}

// TestHeartEmoticon: "<3", the heart drawn in text, is the verb "love"
// between a subject's pronoun and a word ("i less than three n y" was
// the only reading), a heart (or unsaid, as ":)" is) closing a message;
// a relation keeps "less than": a variable or a number before it, or a
// sentence of code.
func TestHeartEmoticon(t *testing.T) {
	checkCases(t, []caseT{
		{"I <3 NY", "i love n y", []string{"i heart n y"}},
		{"i <3 you so much", "i love you so much", nil},
		{"We <33 pizza", "we love pizza", nil},
		{"Thanks <3", "thanks heart", []string{"thanks"}},
		{"See you soon <3 <3", "see you soon heart heart", nil},
		{"If x <3 then stop.", "if x less than three then stop", nil},
		{"Values x<3 are rejected.", "values x less than three are rejected", nil},
		{"for (i = 0; i <3; i++)", "for i equals zero i less than three i plus plus", nil},
		{"It holds when n <3.", "it holds when n less than three", nil},
		{"It holds for 2 <3.", "it holds for two less than three", nil},
		{"I <3.5 you", "", nil},
	})
	checkNotAmong(t, [][2]string{
		{"I <3 NY", "i less than three n y"},
		{"If x <3 then stop.", "if x love then stop"},
		{"I <3.5 you", "i love five you"},
	})
}

// TestLetterBeforeStreetWord: a lone compass letter right before a
// street's word is the street's name ("Route 66 E Street" "east street"
// 0.69), as Washington's lettered streets are; before a name or an
// ordinal it stays the direction.
func TestLetterBeforeStreetWord(t *testing.T) {
	checkCases(t, []caseT{
		{"Route 66 E Street", "route sixty six e street", nil},
		{"He lives at 1600 N Street.", "he lives at sixteen hundred n street", nil},
		{"The office is at 1200 K St downtown.", "", []string{"the office is at twelve hundred k street downtown"}},
		{"He lives at 300 E 42nd Street.", "he lives at three hundred east forty second street", nil},
		{"708 N Main St", "seven hundred eight north main street", nil},
		{"123 E Park Ave", "one hundred twenty three east park avenue", nil},
		{"Take I-95 N to Boston", "take i ninety five north to boston", nil},
	})
	checkNotAmong(t, [][2]string{
		{"Route 66 E Street", "route sixty six east street"},
		{"He lives at 1600 N Street.", "he lives at sixteen hundred north street"},
	})
}

// TestFlightListAndTie: a list of flights reads each flight's number as
// a flight's ("Flights BA 287 and BA 289": the second was the plain
// number's "two hundred eighty nine"), and a sentence's flight numbers
// are read in one style (the readings mixing pairs and digits were a
// third of the variants).
func TestFlightListAndTie(t *testing.T) {
	checkCases(t, []caseT{
		{"Flights BA 287 and BA 289 are late.", "flights b a two eighty seven and b a two eighty nine are late",
			[]string{"flights b a two eight seven and b a two eight nine are late"}},
		{"Flights UA 1234, UA 1236 or AA 1238 are late.", "flights u a twelve thirty four u a twelve thirty six or a a twelve thirty eight are late", nil},
		{"Flight BA 287 and flight BA 289 are late.", "flight b a two eighty seven and flight b a two eighty nine are late", nil},
		// An airline's code before a number is a flight's alone (verb105).
		{"Flights to Paris and BA 289 are late.", "flights to paris and b a two eighty nine are late", nil},
	})
	checkNotAmong(t, [][2]string{
		{"Flights BA 287 and BA 289 are late.", "flights b a two eighty seven and b a two eight nine are late"},
		{"Flights BA 287 and BA 289 are late.", "flights b a two eighty seven and b a two hundred eighty nine are late"},
		{"Flight BA 287 and flight BA 289 are late.", "flight b a two eight seven and flight b a two eighty nine are late"},
	})
}

// TestSignNamedBeforeNoun: a sign standing apart after an article or a
// determiner and before a noun that names a sign is named ("type the and
// symbol" 0.98, "the sign means minus", "the character", "the is equal
// to sign" 0.2 were readings); between names ("Tom & Jerry sign") and in
// a formula ("x = sign ( y )") the signs keep theirs.
func TestSignNamedBeforeNoun(t *testing.T) {
	checkCases(t, []caseT{
		{"Type the & symbol.", "type the ampersand symbol", nil},
		{"Hit the ~ key.", "hit the tilde key", nil},
		{"The - sign means minus.", "the minus sign means minus", []string{"the dash sign means minus"}},
		{"The = sign means equal.", "the equals sign means equal", []string{"the equal sign means equal"}},
		{"Use the ; character.", "use the semicolon character", nil},
		{"Type the ' character.", "type the apostrophe character", nil},
		{"Tom & Jerry sign a deal.", "tom and jerry sign a deal", nil},
		{"x = sign ( y )", "x equals sign y", nil},
	})
	checkNotAmong(t, [][2]string{
		{"Type the & symbol.", "type the and symbol"},
		{"The = sign means equal.", "the is equal to sign means equal"},
		{"Hit the ~ key.", "hit the key"},
	})
}

// TestDollarBeforeName: a $ against a letter (a shell's or PHP's
// variable) or apart before a lone capital is "dollar", as Google TN says
// "$ X" (2 of 2; "dollars" had 0.4); amounts keep the plural.
func TestDollarBeforeName(t *testing.T) {
	checkCases(t, []caseT{
		{"Echo $HOME to see it.", "echo dollar home to see it", nil},
		{"In PHP, $x is a variable.", "in p h p dollar x is a variable", nil},
		{"carbon , $ X / tC , or", "carbon dollar x t c or", nil},
		{"It costs $5 or $ 10.", "it costs five dollars or ten dollars", nil},
	})
	checkNotAmong(t, [][2]string{
		{"Echo $HOME to see it.", "echo dollars home to see it"},
		{"carbon , $ X / tC , or", "carbon dollars x t c or"},
	})
}

// TestCompassAfterStreetOrMotion: a quadrant or a compass letter closing
// an address after its street's word, or after a verb of heading, is its
// direction ("pennsylvania avenue n w" 0.94, "main saint n w" 0.53,
// "head e on main street" 1 were first); a disk's "Drive N:", a key's
// "Press N" and an initial after a title keep their letters.
func TestCompassAfterStreetOrMotion(t *testing.T) {
	checkCases(t, []caseT{
		{"The White House is at 1600 Pennsylvania Ave NW.", "the white house is at sixteen hundred pennsylvania avenue northwest",
			[]string{"the white house is at sixteen hundred pennsylvania avenue n w"}},
		{"Our office: 500 Main St NW, Washington, DC.", "our office five hundred main street northwest washington d c", nil},
		{"Lot 5, Park Ave S, New York", "lot five park avenue south new york", nil},
		{"Head E on Main St.", "head east on main street", nil},
		{"Turn W at the light.", "turn west at the light", nil},
		{"The storm is moving NE.", "the storm is moving northeast", nil},
		{"Drive N: is full.", "drive n is full", nil},
		{"Press N to continue.", "press n to continue", nil},
		{"I saw Dr. W. Smith.", "i saw doctor w smith", nil},
		{"Visit St Paul's.", "visit saint paul's", nil},
	})
}

// TestMixedCasePluralSpelled: the plural of a mixed-case token of three
// letters is spelled as the token is ("PhDs" was "phds" 0.89 where "PhD"
// is "p h d"); "PbS", a formula ending in a capital, is no plural.
func TestMixedCasePluralSpelled(t *testing.T) {
	checkCases(t, []caseT{
		{"Both have PhDs.", "both have p h d s", nil},
		{"She has a PhD.", "she has a p h d", nil},
		{"At room temperature , PbS is sensitive .", "at room temperature p b s is sensitive", nil},
		{"Two MBAs and three CEOs.", "two m b a s and three c e o s", nil},
	})
}
