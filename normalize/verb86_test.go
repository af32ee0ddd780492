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
		{"Ph. 9123456789 after six.", "p h nine one two three four five six seven eight nine after six", nil},
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
