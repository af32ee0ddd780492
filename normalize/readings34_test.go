package normalize

import (
	"math"
	"testing"
)

// TestFourOhOneKNeedsThePlan checks that "401k" and "401K" are the
// retirement plan, digit by digit, only near the plan's words or after a
// possessive, and 401 thousand elsewhere ("She has 401k followers" was
// "four o one k followers"); "403b" is the plan anywhere.
func TestFourOhOneKNeedsThePlan(t *testing.T) {
	checkCases(t, []caseT{
		{"She has 401k followers on Instagram.", "she has four hundred one thousand followers on instagram", nil},
		{"The video got 401K views.", "the video got four hundred one thousand views", nil},
		{"He put money in his 401k.", "he put money in his four o one k", nil},
		{"Our 401k plan grew.", "our four o one k plan grew", nil},
		{"The employer matches 401K contributions.", "the employer matches four o one k contributions", nil},
		{"Max out your 401K.", "max out your four o one k", nil},
		{"my 401k", "my four o one k", nil},
		{"a 403b", "a four o three b", nil},
	})
}

// TestParticipantNumberIsNoCode checks that "number" after "participant"
// or "entry" is one of so many, not a code dialled in ("participant number
// 2019" was "two o one nine" first), while a participant's code or ID and
// a confirmation number stay digit by digit.
func TestParticipantNumberIsNoCode(t *testing.T) {
	checkCases(t, []caseT{
		{"Participant number 2019 asked.", "participant number twenty nineteen asked", nil},
		{"Entry number 1250 won.", "entry number twelve fifty won", nil},
		{"The participant code is 2019.", "the participant code is two o one nine", nil},
		{"The confirmation number is 123456.", "the confirmation number is one two three four five six", nil},
	})
}

// TestBareRatingNeedsARating checks that capitals with no sign nor notch
// are a credit rating only in a sentence that names ratings (not "rate")
// and before a word a rating takes: "The CC rate" and "The AA meetings
// rate well" had "double" at 0.4 (batteries are TestBatterySize's). After "an" the letters are spelled ("an
// double a rating" was 0.4).
func TestBareRatingNeedsARating(t *testing.T) {
	checkNotAmong(t, [][2]string{
		{"The CC rate rose.", "the double c rate rose"},
		{"The AA meetings rate well.", "the double a meetings rate well"},
		{"Fitch rated the AA meeting.", "fitch rated the double a meeting"},
		{"He has an AA rating with Fitch.", "he has an double a rating with fitch"},
	})
	checkCases(t, []caseT{
		{"Its rating is AA.", "its rating is double a", []string{"its rating is a a"}},
		{"a AAA rating", "a triple a rating", nil},
		{"S&P rated the bonds AA, with a stable outlook.", "", []string{"s and p rated the bonds double a with a stable outlook"}},
		{"The bonds are rated BBB- by Fitch.", "", []string{"the bonds are rated triple b minus by fitch"}},
	})
}

// TestMagnificationX checks that an x before a word of lenses or in a
// sentence of them is said "x" first ("ten times zoom" was 0.82), a "10x
// engineer" "ten x", and a multiplier stays "times".
func TestMagnificationX(t *testing.T) {
	checkCases(t, []caseT{
		{"Our 10x zoom lens is great.", "our ten x zoom lens is great", []string{"our ten times zoom lens is great"}},
		{"The camera has 10x optical zoom.", "the camera has ten x optical zoom", []string{"the camera has ten times optical zoom"}},
		{"a 40x objective", "a forty x objective", nil},
		{"a 10x engineer", "a ten x engineer", nil},
		{"The zoom is 10x.", "the zoom is ten x", nil},
		{"Sales grew 10x the prior year.", "sales grew ten times the prior year", nil},
		{"3x as many", "three times as many", nil},
		{"The microscope magnifies 400x the size.", "the microscope magnifies four hundred times the size", nil},
		// "digital" names a lens's zoom only before it: a sentence of
		// sales keeps its multiple.
		{"Digital revenue grew 2x.", "digital revenue grew two times", nil},
		{"The binoculars are 8x.", "the binoculars are eight x", nil},
	})
}

// TestMoneyNamesAKind checks that a bill, a note or a coin is named by its
// value in the singular wherever it stands ("a $5 bill" was "a five
// dollars bill" first), that a price of a few digits or with a scale word
// between "a" and a noun is the singular first, and that a figure of
// thousands written out keeps Google TN's plural first.
func TestMoneyNamesAKind(t *testing.T) {
	checkCases(t, []caseT{
		{"a $5 bill", "a five dollar bill", nil},
		{"the $20 bills", "the twenty dollar bills", nil},
		{"a £10 note", "a ten pound note", nil},
		{"a $5 fee", "a five dollar fee", []string{"a five dollars fee"}},
		{"a $10 million deal", "a ten million dollar deal", nil},
		{"a $133,000 grant", "a one hundred thirty three thousand dollars grant", []string{"a one hundred thirty three thousand dollar grant"}},
		{"He paid $5 for it.", "he paid five dollars for it", nil},
		// No bill is worth millions: debt notes keep the amount's
		// plural (fin1: "dollar notes" was first at 0.87).
		{"It issued $500 million notes due 2030.", "it issued five hundred million dollars notes due twenty thirty", nil},
		{"It sold $25,000 notes.", "it sold twenty five thousand dollars notes", nil},
	})
}

// TestOwnCurrencyAfterSlash checks that a code of the amount's own
// currency after a slash restates it ("$20/USD" was "twenty dollars per u
// s d") and that another currency's code is a rate's "per".
func TestOwnCurrencyAfterSlash(t *testing.T) {
	checkCases(t, []caseT{
		{"It costs $20/USD.", "it costs twenty dollars u s d", nil},
		{"C$20/CAD", "twenty canadian dollars c a d", nil},
		{"The yen was ¥150/USD.", "the yen was one hundred fifty yen per u s d", nil},
		{"$35/MWh", "thirty five dollars per megawatt hour", nil},
	})
}

// TestEventDateOrShare pins the reading of n/m before a noun: a day's
// event takes the date ("the 3/4 meeting" is the meeting of March 4th, as
// a US writer means it), "of" after it and a noun of amounts a share.
func TestEventDateOrShare(t *testing.T) {
	checkCases(t, []caseT{
		{"See you at the 3/4 meeting.", "see you at the march fourth meeting", []string{"see you at the three quarters meeting"}},
		{"3/4 of the meeting", "three quarters of the meeting", nil},
		{"a 3/4 majority", "a three quarters majority", nil},
	})
}

// TestZeroHourOnePlace checks that "0000 hours", "0000Z" and "midnight
// (00:00)" give the zero hour's readings the same order and ratios
// (zeroHourAlts; the three had weights of their own).
func TestZeroHourOnePlace(t *testing.T) {
	ratio := func(written, a, b string) float64 {
		pa, err := testV.ProbOf(written, a)
		if err != nil {
			t.Fatal(err)
		}
		pb, err := testV.ProbOf(written, b)
		if err != nil {
			t.Fatal(err)
		}
		if pb == 0 {
			t.Fatalf("%q: P(%q) = 0", written, b)
		}
		return pa / pb
	}
	want := ratio("0000 hours", "zero hundred hours", "zero zero hundred hours")
	for _, c := range [][3]string{
		{"at 0000Z", "at zero hundred zulu", "at zero zero hundred zulu"},
		{"At midnight (00:00)", "at midnight zero hundred", "at midnight zero zero hundred"},
	} {
		if got := ratio(c[0], c[1], c[2]); math.Abs(got-want) > 1e-9 || got <= 1 {
			t.Errorf("%q: P(%q)/P(%q) = %.4f, want %.4f (> 1)", c[0], c[1], c[2], got, want)
		}
	}
}

// TestReportUnitFollows checks that each unit of reportUnits is read where
// what follows it is what its entry allows, and only there (the checks
// keyed on a byte of the written form before: 't' for tons, 'B' for bytes).
func TestReportUnitFollows(t *testing.T) {
	for _, r := range reportUnits {
		ok := map[string]bool{"5 " + r.written + ".": true, "5 " + r.written + " of it": true}
		switch r.follows {
		case anyFollows:
			ok["5 "+r.written+" Everest"], ok["5 "+r.written+" per year"] = true, true
		case noNameFollows:
			ok["5 "+r.written+" Everest"], ok["5 "+r.written+". Hood"], ok["5 "+r.written+" CO2"], ok["5 "+r.written+" per year"] = false, false, true, true
		case ofOrEndFollows:
			ok["5 "+r.written+" Everest"], ok["5 "+r.written+" per year"] = false, false
		default:
			t.Fatalf("%s: follows %d has no case", r.written, r.follows)
		}
		for text, want := range ok {
			_, l := reportUnitAt(text, 2)
			if got := l == len(r.written); got != want {
				t.Errorf("%q: unit read %v, want %v", text, got, want)
			}
		}
	}
}

// TestAccountNumberDigits checks that an account's, an order's or a
// policy's number is read out digit by digit ("account number 12345678"
// was "twelve million ..."), as a confirmation number is.
func TestAccountNumberDigits(t *testing.T) {
	checkCases(t, []caseT{
		{"Account number 12345678.", "account number one two three four five six seven eight", nil},
		{"Your order number is 12345.", "your order number is one two three four five", nil},
		{"The tracking number is 98765432.", "the tracking number is nine eight seven six five four three two", nil},
		{"Room number 2019 is upstairs.", "room number twenty nineteen is upstairs", nil},
	})
}

// TestBatterySize checks that AA and AAA before a word of batteries or
// after "size" are "double a" and "triple a" ("The AAA batteries died"
// was "the aaa batteries died"), the letters kept, and that AA elsewhere
// stays spelled.
func TestBatterySize(t *testing.T) {
	checkCases(t, []caseT{
		{"I use AA batteries.", "i use double a batteries", []string{"i use a a batteries"}},
		{"The AAA batteries died.", "the triple a batteries died", nil},
		{"Buy AA or AAA batteries.", "buy double a or triple a batteries", nil},
		{"It takes size AA.", "it takes size double a", nil},
		{"He went to an AA meeting.", "he went to an a a meeting", nil},
	})
}

// TestThreeQuarterAdjective checks that 3/4 before a length or a time
// that describes a noun is "three quarter" first ("a three quarters inch
// pipe" was first), and that it stays "three quarters" elsewhere.
func TestThreeQuarterAdjective(t *testing.T) {
	checkCases(t, []caseT{
		{"a 3/4 inch pipe", "a three quarter inch pipe", nil},
		{"a 3/4 mile walk", "a three quarter mile walk", nil},
		{"Walk 3/4 mile daily", "walk three quarters mile daily", nil},
		{"a 3/4 majority", "a three quarters majority", nil},
	})
}

// TestSuffixCurrencyPairAndPer checks that an amount before a currency
// pair is a rate of exchange in decimals ("1.10 USD/EUR" was "one dollar
// ten cents e u r", the slash silent), and that a per-unit after a code
// or sign written after the amount is said ("5 EUR/month" was "five euros
// month"), as after a prefixed amount.
func TestSuffixCurrencyPairAndPer(t *testing.T) {
	checkCases(t, []caseT{
		{"The rate is 1.10 USD/EUR.", "the rate is one point one o u s d per e u r", []string{"the rate is one point one zero dollars per euro"}},
		{"It was 150 JPY/USD.", "it was one hundred fifty j p y per u s d", []string{"it was one hundred fifty yen per dollar"}},
		{"5 EUR/month", "five euros per month", nil},
		{"It costs 30 €/day.", "it costs thirty euros per day", nil},
		{"The price is 20 USD.", "the price is twenty dollars", nil},
	})
	checkNotAmong(t, [][2]string{{"The rate is 1.10 USD/EUR.", "the rate is one dollar ten cents e u r"}})
}
