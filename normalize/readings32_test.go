package normalize

import "testing"

// Readings of earnings calls and business reports (verb32, twenty-fifth
// round); every input is written for the test.

// TestSharesOfHundred: two shares that add up to 100 written with a slash
// are said as two numbers ("a 60/40 portfolio" was "sixty fortieths"
// first); a month and a year ("10/90") and a fraction under one half
// ("5/95") are not such a pair.
func TestSharesOfHundred(t *testing.T) {
	checkCases(t, []caseT{
		{"The split was 60/40.", "the split was sixty forty", []string{"the split was sixty fortieths"}},
		{"a 70/30 mix of stocks and bonds", "a seventy thirty mix of stocks and bonds", nil},
		{"a 40/60 portfolio", "a forty sixty portfolio", nil},
		{"a 95/5 blend", "a ninety five five blend", nil},
		{"It's a 50/50 JV.", "it's a fifty fifty j v", nil},
	})
	for _, c := range [][2]string{{"10", "90"}, {"5", "95"}, {"60", "30"}, {"100", "0"}, {"33", "67"}} {
		if sharesOfHundred(c[0], c[1]) {
			t.Errorf("sharesOfHundred(%s, %s) is true", c[0], c[1])
		}
	}
}

// TestMultipleInARatio: an x against a number in a sentence of a ratio is
// "times" first ("Book-to-bill was 1.2x." was "one point two x").
func TestMultipleInARatio(t *testing.T) {
	checkCases(t, []caseT{
		{"Book-to-bill was 1.2x.", "book to bill was one point two times", []string{"book to bill was one point two x"}},
		{"The coverage ratio was 3.5x.", "the coverage ratio was three point five times", nil},
		{"The fund's MOIC is 2.1x.", "the fund's m o i c is two point one times", nil},
	})
}

// TestBasisPointsOfMargins: "bp" after a number in a sentence of margins
// is basis points ("Margin expanded 50 bp." was "fifty b p"), and a
// number of basis points written against its unit is singular before a
// noun ("a 25bp cut" was "a twenty five basis points cut"; "bps" keeps
// the plural the tagger aligns with its s). Base pairs
// stay in a sentence of genetics.
func TestBasisPointsOfMargins(t *testing.T) {
	checkCases(t, []caseT{
		{"Gross margin expanded 50 bp.", "gross margin expanded fifty basis points", nil},
		{"Margins widened 80 bp sequentially.", "margins widened eighty basis points sequentially", nil},
		{"A 25bp cut is priced in.", "a twenty five basis point cut is priced in", nil},
		{"They expect a 50bps hike.", "they expect a fifty basis points hike", nil},
		{"a 500 bp fragment of DNA", "a five hundred base pair fragment of d n a", nil},
	})
}

// TestReportUnits: watt hours with a larger prefix than kilo and millions
// of tons after a number ("200 MWh" was "two hundred m w h", "3.2 Mt"
// "three point two mount"); "Mt" before a name is still a mountain.
func TestReportUnits(t *testing.T) {
	checkCases(t, []caseT{
		{"The battery stores 200 MWh.", "the battery stores two hundred megawatt hours", nil},
		{"It made 5 GWh a year.", "it made five gigawatt hours a year", nil},
		{"Demand was 4,000 TWh.", "demand was four thousand terawatt hours", nil},
		{"We shipped 3.2 Mt of ore.", "we shipped three point two million tons of ore", []string{"we shipped three point two megatons of ore"}},
		{"a 5 Mt mine", "a five million ton mine", nil},
		{"It emitted 40 Gt CO2.", "it emitted forty gigatons c o two", nil},
		{"In 1953 Mt Everest was climbed.", "in nineteen fifty three mount everest was climbed", nil},
		{"He climbed 3 Mt. Hood routes.", "he climbed three mount hood routes", nil},
	})
}

// TestRatioAfterItsVerb: a ratio's word, then "is" or "was", makes n:m a
// ratio ("The ratio is 1:10." was only "one ten", a time).
func TestRatioAfterItsVerb(t *testing.T) {
	checkCases(t, []caseT{
		{"The ratio is 1:10.", "the ratio is one to ten", nil},
		{"The exchange ratio was 2:3 today.", "the exchange ratio was two to three today", nil},
		{"The meeting is 1:10 today.", "the meeting is one ten today", nil},
	})
}

// TestRuleParagraphDash: a rule's number of digits, a lower-case letter
// and digits, then a dash and its paragraph, is said without the dash
// ("a 10b5-1 plan" was "a ten b five to one plan"); a score keeps "to".
func TestRuleParagraphDash(t *testing.T) {
	checkCases(t, []caseT{
		{"The CEO adopted a 10b5-1 trading plan.", "the c e o adopted a ten b five one trading plan", nil},
		{"Rule 15c3-3 applies.", "rule fifteen c three three applies", nil},
		{"They won 10-2.", "they won ten to two", nil},
	})
}

// TestTaxPlanLowerCase: "401k" and "403b" are the plans, digit by digit
// as "401(k)" is ("four hundred one k" before).
func TestTaxPlanLowerCase(t *testing.T) {
	checkCases(t, []caseT{
		{"We match 401k contributions.", "we match four o one k contributions", nil},
		{"Teachers have a 403b plan.", "teachers have a four o three b plan", nil},
		{"Room 402b is open.", "room four hundred two b is open", nil},
	})
}

// TestAccessCodeDigits: a code dialled in after "passcode", "conference
// ID", "access code", "confirmation number" or a lower-case "pin" is said
// digit by digit ("one hundred twenty three thousand ..." before); a
// capitalized "PIN" (an Indian postal code in Google TN) and other counts
// stay numbers.
func TestAccessCodeDigits(t *testing.T) {
	checkCases(t, []caseT{
		{"The passcode is 123456.", "the passcode is one two three four five six", nil},
		{"Use conference ID: 13745628.", "use conference i d one three seven four five six two eight", nil},
		{"The access code is 4471.", "the access code is four four seven one", nil},
		{"Your confirmation number is 88123.", "your confirmation number is eight eight one two three", nil},
		{"Enter your pin 2580 now.", "enter your pin two five eight o now", nil},
		{"PIN 503165 , Post Office", "pin five hundred three thousand one hundred sixty five post office", nil},
		{"The number is 4471.", "the number is four thousand four hundred seventy one", nil},
	})
}

// TestTollFreeEightHundred: only an 800 group is also "eight hundred",
// its first reading (telephone.hundred 0.6, hand-set: callers say "one
// eight hundred"); 877, 888 and 866 are digits ("eight hundred seventy
// seven" was a reading at 0.26).
func TestTollFreeEightHundred(t *testing.T) {
	checkCases(t, []caseT{
		{"Call 1-800-555-0199 now.", "call one eight hundred five five five o one nine nine now", []string{"call one eight o o five five five o one nine nine now"}},
	})
	checkNotAmong(t, [][2]string{
		{"Call 1-877-555-0123 now.", "call one eight hundred seventy seven five five five o one two three now"},
		{"Dial 888-555-0100.", "dial eight hundred eighty eight five five five o one o o"},
	})
}

// TestStockSplitRatio: n:m before "split", or before "reverse split",
// "stock split", is a ratio ("a 1:20 reverse split" was "one twenty", a
// time); a clock before a verb stays a time, and so does a runner's
// split.
func TestStockSplitRatio(t *testing.T) {
	checkCases(t, []caseT{
		{"We did a 1:20 reverse split.", "we did a one to twenty reverse split", nil},
		{"a 3:2 stock split", "a three to two stock split", nil},
		{"At 1:20 reverse the car.", "at one twenty reverse the car", nil},
		{"She ran a 4:10 split.", "she ran a four ten split", nil},
	})
}

// TestDateAfterFilingVerb: n/m after a verb of a day's filing or event is
// a month and a day ("The 8-K was filed 4/2." was "four halves"); "of"
// after it keeps the share.
func TestDateAfterFilingVerb(t *testing.T) {
	checkCases(t, []caseT{
		{"The 8-K was filed 4/2.", "the eight k was filed april second", nil},
		{"The quarter ended 9/30.", "the quarter ended september thirtieth", nil},
		{"He filed 3/4 of the forms.", "he filed three quarters of the forms", nil},
	})
}

// TestPricePerCapitalsUnit: an amount per a unit the style has not, in
// capitals or gas's volumes, says "per" and the letters ("$2.50/MMBtu"
// was "two dollars fifty cents mmbtu"); a power price is per megawatt
// hour; "$75/boe" "per b o e". A capitalized word after the slash keeps
// its reading.
func TestPricePerCapitalsUnit(t *testing.T) {
	checkCases(t, []caseT{
		{"Gas was $2.50/MMBtu.", "gas was two dollars fifty cents per m m b t u", nil},
		{"Gas was $3/Mcf.", "gas was three dollars per m c f", nil},
		{"Power cost $35/MWh.", "power cost thirty five dollars per megawatt hour", nil},
		{"It costs $5/Day.", "it costs five dollars day", nil},
		{"Realized price was $75/boe.", "realized price was seventy five dollars per b o e", nil},
		{"Costs were $8/boe and gas $3/mcf.", "costs were eight dollars per b o e and gas three dollars per m c f", nil},
		{"It costs $40/couple.", "it costs forty dollars per couple", nil},
	})
	for _, w := range []string{"Day", "M", "ABCDEFG", "Mcfx"} {
		if l := capitalsUnitAt(w, 0); l != 0 {
			t.Errorf("capitalsUnitAt(%q) = %d", w, l)
		}
	}
}

// TestStorageAndFinanceContexts: bytes beyond the terabyte ("2 PB of
// data" was "two p b"), a runner's PB excepted; an x in a sentence of
// sales is "times"; bp beside a headwind is basis points.
func TestStorageAndFinanceContexts(t *testing.T) {
	checkCases(t, []caseT{
		{"We shipped 2 PB of data.", "we shipped two petabytes of data", nil},
		{"We have 10 EB of storage.", "we have ten exabytes of storage", nil},
		{"He set a 10.5 PB in the race.", "he set a ten point five p b in the race", nil},
		{"It trades at 5x sales.", "it trades at five times sales", nil},
		{"EV/Sales of 5x.", "e v sales of five times", nil},
		{"It was a 100 bp headwind.", "it was a one hundred basis point headwind", nil},
	})
}

// TestKeypadHash: a lone # after a verb of pressing or "then" is the
// telephone's key, "pound" ("press hash tag" was first); a hashtag and
// "#1" keep their readings.
func TestKeypadHash(t *testing.T) {
	checkCases(t, []caseT{
		{"Press # to confirm.", "press pound to confirm", []string{"press hash to confirm"}},
		{"To ask a question, press *1 then #.", "to ask a question press star one then pound", nil},
		{"We're #1!", "we're number one", nil},
		{"Use #MeToo today.", "use hash tag me too today", nil},
	})
}

// TestCreditRatings: ratings in a sentence of ratings keep their sign and
// notch ("A-" was "a", "Baa2" "bishop a a two", "Aa3" "aa three"); runs of
// like capitals are "double" or "triple" first (verb37; the letters were
// first), Moody's Aa too. A grade keeps its reading.
func TestCreditRatings(t *testing.T) {
	checkCases(t, []caseT{
		{"We are rated A- by S&P.", "we are rated a minus by s and p", nil},
		{"It is rated BBB- by Fitch.", "it is rated triple b minus by fitch", []string{"it is rated b b b minus by fitch"}},
		{"The notes are rated BBB+.", "the notes are rated triple b plus", []string{"the notes are rated b b b plus"}},
		{"Moody's rates us Baa2.", "moody's rates us b a a two", nil},
		{"Moody's upgraded us to Aa3 from A1.", "moody's upgraded us to double a three from a one", []string{"moody's upgraded us to a a three from a one"}},
		{"Moody's rates it Aaa.", "moody's rates it triple a", []string{"moody's rates it a a a"}},
		{"It was downgraded to Caa1.", "it was downgraded to c a a one", nil},
		{"Fitch affirmed AA.", "fitch affirmed double a", []string{"fitch affirmed a a"}},
		{"I got an A- in math.", "i got an a minus in math", nil},
		{"A dog ran.", "a dog ran", nil},
	})
}

// TestEstimateYear: an analyst's year with E or A against it is the year
// and the letter ("2025E EPS" was "twenty twenty five east e p s"); a
// spaced direction after a house number stays east.
func TestEstimateYear(t *testing.T) {
	checkCases(t, []caseT{
		{"We expect 2025E EPS of $5.", "we expect twenty twenty five e e p s of five dollars", nil},
		{"Our 2024A revenue was $3B.", "our twenty twenty four a revenue was three billion dollars", nil},
		{"The 2025E, 2026E numbers.", "the twenty twenty five e twenty twenty six e numbers", nil},
		{"He lives at 1211 E Arques Ave.", "he lives at twelve eleven east arques avenue", nil},
	})
}
