package normalize

import "testing"

// TestEmergencyNumbersOutsideUS: the numbers a British, New Zealand or
// Australian reader dials are said digit by digit after a word of
// dialing, as 911 and 999 were ("Call 111 in NZ" was "one hundred
// eleven", "Ring 999" "nine hundred ninety nine", "Dial 101" "one hundred
// one", "NHS 111" "one hundred eleven"); Australia's 000 is "triple
// zero"; a count after them keeps the number.
func TestEmergencyNumbersOutsideUS(t *testing.T) {
	checkCases(t, []caseT{
		{"Call 111 in NZ.", "call one one one in n z", nil},
		{"Ring 999 in an emergency.", "ring nine nine nine in an emergency", nil},
		{"Dial 101 for non-emergencies.", "dial one o one for non emergencies", nil},
		{"If unsure, call NHS 111.", "if unsure call n h s one one one", nil},
		{"Call 000 in an emergency.", "call triple zero in an emergency", []string{"call o o o in an emergency"}},
		{"We called 111 people.", "we called one hundred eleven people", nil},
		{"Route 101 goes north.", "route one hundred one goes north", nil},
	})
}

// TestGradeStar: "A*" is the top grade of GCSEs and A-levels and the
// search algorithm, "A star" ("an A* in Maths" was "an a in maths" 0.85,
// the star a footnote's; "three A*s" "three a times s" 0.75).
func TestGradeStar(t *testing.T) {
	checkCases(t, []caseT{
		{"He got an A* in Maths.", "he got an a star in maths", nil},
		{"She got three A*s at A-level.", "she got three a stars at a level", nil},
		{"He got A*A*A in his A-levels.", "he got a star a star a in his a levels", nil},
		{"A* search finds the shortest path.", "a star search finds the shortest path", nil},
		{"Free DATA* today.", "free data today", nil},
	})
}

// TestDottedPerAfterAmount: "p.a." and "p.m." after an amount of money or
// a percent are "per annum" and "per month" ("Rs 75,000 p.m." was "p m",
// "£35k-£40k p.a." "p a", "7.5% p.a." "p a"); a clock's "p.m." is the
// afternoon.
func TestDottedPerAfterAmount(t *testing.T) {
	checkCases(t, []caseT{
		{"He earns Rs 75,000 p.m.", "he earns seventy five thousand rupees per month", []string{"he earns seventy five thousand rupees p m"}},
		{"Salary: £35k-£40k p.a.", "salary thirty five thousand pounds to forty thousand pounds per annum", nil},
		{"Interest at 7.5% p.a.", "interest at seven point five percent per annum", nil},
		{"Growth of 3%p.a. is expected.", "growth of three percent per annum is expected", nil},
		{"We meet at 5 p.m. today.", "we meet at five p m today", nil},
	})
}

// TestHoursAfterClock: "hrs" after a 24-hour clock is "hours", as after
// four digits ("18:45 hrs" was "eighteen forty five h r s").
func TestHoursAfterClock(t *testing.T) {
	checkCases(t, []caseT{
		{"The train departs at 18:45 hrs.", "the train departs at eighteen forty five hours", nil},
		{"The office opens at 09:00 hrs.", "the office opens at nine hundred hours", nil},
	})
	checkNotAmong(t, [][2]string{
		{"The train departs at 18:45 hrs.", "the train departs at eighteen forty five h r s"},
	})
}

// TestIndianAndCricketUnits: "kms", "gm", "gms" (Indian English's
// kilometres and grams) and a scorecard's "wkt", "wkts" are units ("12
// kms" was "twelve k m s", "10 gm" "ten g m", "5 wkts" "five w k t s");
// "GM" in capitals stays General Motors'.
func TestIndianAndCricketUnits(t *testing.T) {
	checkCases(t, []caseT{
		{"The distance is 12 kms.", "the distance is twelve kilometers", nil},
		{"Gold is ₹72,000 per 10 gm.", "gold is seventy two thousand rupees per ten grams", nil},
		{"Add 500 gms of flour.", "add five hundred grams of flour", nil},
		{"CSK won by 5 wkts.", "c s k won by five wickets", nil},
		{"He took 3 wkts for 20 runs.", "he took three wickets for twenty runs", nil},
		{"The 5 GM plants closed.", "the five g m plants closed", nil},
	})
}

// TestUnspacedPhoneAfterLabel: ten or eleven digits written together
// after a word that labels a telephone number are said digit by digit
// ("Mobile: 9876543210" was "nine billion eight hundred seventy six
// million ..." 0.90); a count keeps the number.
func TestUnspacedPhoneAfterLabel(t *testing.T) {
	checkCases(t, []caseT{
		{"Mobile: 9876543210.", "mobile nine eight seven six five four three two one o", nil},
		// verb102: the label is "phone" ("p h" was asked with the digits).
		{"Ph. 9123456789 after six.", "phone nine one two three four five six seven eight nine after six", nil},
		{"He paid 1234567890 rupees.", "he paid one billion two hundred thirty four million five hundred sixty seven thousand eight hundred ninety rupees", nil},
	})
}

// TestRandWithoutScale: an R before an amount is the rand where its cents
// say it is money ("R18.50", "R49,90") or a word of South Africa or of
// paying does ("The taxi fare was R200" was "r two hundred", "R18.50" "r
// eighteen point five o"); a car's, a droid's and a road's R keep the
// letter.
func TestRandWithoutScale(t *testing.T) {
	checkCases(t, []caseT{
		{"The taxi fare was R200.", "the taxi fare was two hundred rand", []string{"the taxi fare was r two hundred"}},
		{"The rand fell to R18.50 to the dollar.", "the rand fell to eighteen rand fifty cents to the dollar", nil},
		{"The Big Mac costs R49,90.", "the big mac costs forty nine rand ninety cents", nil},
		{"It costs R1,500 in Johannesburg.", "it costs one thousand five hundred rand in johannesburg", nil},
		{"I drive a Renault R5.", "i drive a renault r five", nil},
		{"The R5 costs a lot.", "the r five costs a lot", nil},
		{"R2D2 is a droid.", "r two d two is a droid", nil},
		{"Take the R44 to Stellenbosch.", "take the r forty four to stellenbosch", nil},
	})
}

// TestCricketTotalOnlyFor: a cricket total or a bowler's figures in a
// sentence of cricket is "for" alone ("150/3 after 30 overs" kept "one
// hundred fifty thirds" 0.09, "350/4 in 50 overs" "quarters" 0.06).
func TestCricketTotalOnlyFor(t *testing.T) {
	checkCases(t, []caseT{
		{"The score was 150/3 after 30 overs.", "the score was one hundred fifty for three after thirty overs", nil},
		{"He took 5/32 in 10 overs.", "he took five for thirty two in ten overs", nil},
	})
	checkNotAmong(t, [][2]string{
		{"The score was 150/3 after 30 overs.", "the score was one hundred fifty thirds after thirty overs"},
		{"India scored 350/4 in 50 overs.", "india scored three hundred fifty quarters in fifty overs"},
	})
}

// TestUnitSlashStreetNumber: an Australian address's unit and house
// numbers joined by a slash before a street's name and word are said with
// the slash unsaid or said ("12/34 Smith St" was "twelve thirty fourths"
// 0.78, "Unit 5/12 George St" "five of twelve" 0.80).
func TestUnitSlashStreetNumber(t *testing.T) {
	checkCases(t, []caseT{
		{"He lives at 12/34 Smith St, Melbourne.", "he lives at twelve thirty four smith street melbourne", []string{"he lives at twelve slash thirty four smith street melbourne"}},
		{"Unit 5/12 George St.", "unit five twelve george street", nil},
		{"Send 5/12 Copies Now.", "send five twelfths copies now", nil},
	})
}

// TestTeamOrdinalSide: XI, XV and XIII after an ordinal in digits are a
// team's side ("the 1st XV" was "the first x v" 0.81); after an ordinal in
// words Google TN's "Second XI" stays as written; a monarch's numeral
// keeps its reading.
func TestTeamOrdinalSide(t *testing.T) {
	checkCases(t, []caseT{
		{"She plays for the 1st XV.", "she plays for the first fifteen", nil},
		{"He captained the 2nd XI.", "he captained the second eleven", nil},
		{"Wiltshire v Surrey Second XI \" .", "wiltshire v surrey second xi", nil},
		{"Louis XV was king.", "louis the fifteenth was king", nil},
	})
}

// TestRightHonourable: "Rt Hon" before a name is "the right honorable"
// ("the r t hon keir starmer" was 0.97); "Rt. 5" stays a route.
func TestRightHonourable(t *testing.T) {
	checkCases(t, []caseT{
		{"The Rt Hon Keir Starmer MP.", "the right honorable keir starmer m p", nil},
		{"The Rt. Hon. Keir Starmer MP.", "the right honorable keir starmer m p", nil},
		{"Turn right at Rt. 5.", "turn right at route five", nil},
	})
}

// TestAgeGroupPlural: a number and its s hyphened to "under" or "over" is
// an age group, never seconds ("Under-16s" kept "under sixteen seconds"
// 0.20).
func TestAgeGroupPlural(t *testing.T) {
	checkCases(t, []caseT{
		{"Under-16s go free.", "under sixteens go free", nil},
		{"The under-21s won.", "the under twenty ones won", nil},
	})
	checkNotAmong(t, [][2]string{
		{"Under-16s go free.", "under sixteen seconds go free"},
	})
}

// TestIndianAndAustralianAbbreviations: "std" after an ordinal is an
// Indian school's standard, "incl. of" is "inclusive of", "Qld" is
// Queensland ("twelfth s t d", "including of", "q l d" were first).
func TestIndianAndAustralianAbbreviations(t *testing.T) {
	checkCases(t, []caseT{
		{"He studies in 12th std.", "he studies in twelfth standard", nil},
		{"MRP Rs. 299 (incl. of all taxes).", "m r p two hundred ninety nine rupees inclusive of all taxes", nil},
		{"Price incl. VAT.", "price including vat", nil},
		{"He lives in Brisbane, Qld.", "he lives in brisbane queensland", []string{"he lives in brisbane q l d"}},
	})
}

// TestDegreeClass: a British degree's "2:1" or "2:2" after "a" in a text
// of degrees, or before a degree's noun or "in"/"from" and a capitalized
// word, is "two one" ("a two to one in history" was 0.92); a ratio keeps
// "to".
func TestDegreeClass(t *testing.T) {
	checkCases(t, []caseT{
		{"I got a 2:1 in History.", "i got a two one in history", nil},
		{"She has a 2:2 degree.", "she has a two two degree", nil},
		{"He graduated with a 2:1 from Leeds.", "he graduated with a two one from leeds", nil},
		{"We mixed it a 2:1 ratio.", "we mixed it a two to one ratio", nil},
		{"The ratio is 2:1 in favour.", "the ratio is two to one in favor", nil},
	})
}

// TestPostcodesAndNumbersOutsideUS: an Eircode in a text of Ireland is
// spelled ("D02 X285" was "d o two by two hundred eighty five" 0.39), an
// Australian 1300 or 1800 number is "one three hundred" and its digits
// ("thirteen hundred one hundred twenty three ..." 0.91), an Aadhaar
// number digit by digit.
func TestPostcodesAndNumbersOutsideUS(t *testing.T) {
	checkCases(t, []caseT{
		{"The Eircode is D02 X285.", "the eircode is d o two x two eight five", nil},
		{"Cork T12 X70A.", "cork t one two x seven o a", nil},
		{"Call 1300 123 456.", "call one three hundred one two three four five six", []string{"call thirteen hundred one two three four five six"}},
		{"Call 1800 123 456.", "call one eight hundred one two three four five six", nil},
		{"Aadhaar no. 1234 5678 9012.", "aadhaar number one two three four five six seven eight nine o one two", nil},
		{"The box is 30 X 40 cm.", "the box is thirty by forty centimeters", nil},
	})
}

// TestSlashedReference: a reference's numbers after capitals and a slash
// are no fraction ("Ref: ABC/123/2024" was "... one hundred twenty three
// two thousand twenty fourths" 0.89).
func TestSlashedReference(t *testing.T) {
	checkCases(t, []caseT{
		{"Ref: ABC/123/2024.", "ref a b c one hundred twenty three twenty twenty four", nil},
		{"Use 3/4 cup.", "use three quarters of a cup", nil},
	})
}

// TestDayFirstInCountryText: a numeric date both orders can read is day
// first in a text naming a country that writes it so, or its money
// ("2/12/2026 for UK applicants" was "the twelfth of february" 0.77); a
// text naming the US keeps month first.
func TestDayFirstInCountryText(t *testing.T) {
	checkCases(t, []caseT{
		{"The deadline is 2/12/2026 for UK applicants.", "the deadline is the second of december twenty twenty six for u k applicants", nil},
		{"Fee: £50, due 04/12/2026.", "fee fifty pounds due the fourth of december twenty twenty six", nil},
		{"The event is on 04/12/2026.", "the event is on the twelfth of april twenty twenty six", nil},
		{"The US office opens 04/12/2026 in the UK too.", "the u s office opens the twelfth of april twenty twenty six in the u k too", nil},
	})
}

// TestGaelicScore: two goals-and-points pairs joined by "to" in a
// sentence of a match are said without their dashes ("2-17 to 1-15" was
// "two to seventeen to one to fifteen" 0.58); a range of ranges keeps
// "to".
func TestGaelicScore(t *testing.T) {
	checkCases(t, []caseT{
		{"The GAA final was 2-17 to 1-15.", "the g a a final was two seventeen to one fifteen", nil},
		{"Dublin beat Mayo 1-20 to 0-15 in the final.", "dublin beat mayo one twenty to zero fifteen in the final", nil},
		{"The ratio went from 1-2 to 3-4 days.", "the ratio went from one to two to three to four days", nil},
	})
}
