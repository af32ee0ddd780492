package normalize

import (
	"math"
	"strings"
	"testing"
	"time"
)

func TestFraction(t *testing.T) {
	checkCases(t, []caseT{
		{"1/2", "one half", []string{"a half", "one over two"}},
		{"3/4", "three quarters", []string{"three fourths", "three over four"}},
		{"1/4th", "one quarter", nil},
		{"2/3", "two thirds", nil},
		{"31/32", "thirty one thirty seconds", nil},
		{"2 1/2", "two and a half", []string{"two and one half"}},
		{"3¾", "three and three quarters", nil},
		{"½", "one half", nil},
		{"1/2007", "one two thousand seventh", nil},
	})
}

// "50/50" and "20/20" (a fraction equal to one is not written as one) and
// "24/7" are two numbers; they were "fifty fiftieths", "twenty four
// sevenths". Proper fractions keep their readings.
func TestFractionPairs(t *testing.T) {
	checkCases(t, []caseT{
		{"a 50/50 split", "a fifty fifty split", nil},
		{"open 24/7", "open twenty four seven", []string{"open twenty four sevenths"}},
		{"20/20 vision", "twenty twenty vision", nil},
		{"after 9/11 the rules changed", "after nine eleven the rules changed", nil},
		{"9/11ths", "", nil},
		{"3/4 of voters", "three quarters of voters", nil},
		// After a weekday a month and a day ("three fifteenths").
		{"on Sat. 3/15 at noon", "on saturday march fifteenth at noon", nil},
		{"Friday, 4/7", "friday april seventh", nil},
		{"Sat. 13/15 of them", "", nil},
	})
}

// A season or fiscal year with a slash ("2024/25") was a fraction ("two
// thousand twenty four twenty fifths"); a year and any other number stays
// one.
func TestSlashSeason(t *testing.T) {
	checkCases(t, []caseT{
		{"the 2024/25 season", "the twenty twenty four twenty five season", []string{"the twenty twenty four to twenty five season"}},
		{"1999/2000", "nineteen ninety nine two thousand", nil},
		{"the 2008/09 budget", "the two thousand eight o nine budget", nil},
		{"2024/26", "", []string{"two thousand twenty four twenty sixths"}},
	})
}

// TestSignedFraction: a minus where it can be a sign, before a fraction,
// signs the fraction ("a -3/4 change" was "a minus three four change":
// a signed number, a slash, a number); Google TN: "C -133/94" -> "c
// minus one hundred thirty three ninety fourths".
func TestSignedFraction(t *testing.T) {
	checkCases(t, []caseT{
		{"a -3/4 change", "a minus three quarters change", []string{"a negative three quarters change"}},
		{"Sentencia C -133/94 (", "", []string{"sentencia c minus one hundred thirty three ninety fourths"}},
		{"pH -3 1/2 x", "", []string{"p h minus three and a half x"}},
		{"x,-1/2 y", "x minus one half y", nil},
	})
	checkNotAmong(t, [][2]string{{"a -3/4 change", "a minus three four change"}, {"a -3/4 change", "a minus three slash four change"}})
}

// TestScoreFraction: a fraction after a scoring word or before "stars",
// "points" is a score, "out of" (hand-set; it was "ninety eight one
// hundredths"); elsewhere a fraction stays one.
func TestScoreFraction(t *testing.T) {
	checkCases(t, []caseT{
		{"She scored 98/100 on the test", "she scored ninety eight out of one hundred on the test", []string{"she scored ninety eight one hundredths on the test"}},
		{"rated 4/5 stars", "rated four out of five stars", nil},
		{"a rating of 8/10 overall", "a rating of eight out of ten overall", nil},
		{"it was 3/4 full", "it was three quarters full", nil},
		{"got 1/2 cup", "got half a cup", []string{"got one half cup"}},
	})
	checkNotAmong(t, [][2]string{{"it was 3/4 full", "it was three out of four full"}})
	// A part of something, a grade of toxicity, a small fraction of a
	// point or a star: no score.
	checkCases(t, []caseT{
		{"he scored 2/3 of the points", "he scored two thirds of the points", nil},
		{"grade 3/4 adverse events", "grade three or four adverse events", nil}, // TestGradeOrGrade
		{"the Fed cut by 1/2 point", "the fed cut by half a point", []string{"the fed cut by one half point"}},
		{"a 1/2 star rating", "a half star rating", nil},
		{"a 4/5 star hotel", "a four out of five star hotel", nil},
	})
}

// TestBloodPressureFraction: after "BP" or "pressure" a pair a blood
// pressure can be is systolic over diastolic ("BP 120/80" was "one
// hundred twenty eightieths"); a small fraction stays one.
func TestBloodPressureFraction(t *testing.T) {
	checkCases(t, []caseT{
		{"the BP 120/80 today", "the b p one hundred twenty over eighty today", nil},
		{"blood pressure of 140/90 today", "blood pressure of one hundred forty over ninety today", nil},
		{"the pressure was 3/4 of", "the pressure was three quarters of", nil},
	})
}

// TestDateAfterTimePreposition: n/m after "on", "by", "until", "since"
// is a month and a day when what follows fits a date ("filed on 2/28"
// was "two twenty eighths"); a fraction of something stays one.
func TestDateAfterTimePreposition(t *testing.T) {
	checkCases(t, []caseT{
		{"The 10-K was filed on 2/28.", "the ten k was filed on february twenty eighth", nil},
		{"due by 3/15 at noon", "due by march fifteenth at noon", nil},
		{"on 3/4 of the votes", "on three quarters of the votes", nil},
		{"on 1/2 cup", "on half a cup", []string{"on one half cup"}},
		// A common fraction after "by" or "since" is a fraction, and
		// 9/11 the attacks.
		{"costs were cut by 1/2 in 2020", "costs were cut by one half in twenty twenty", nil},
		{"It increased by 1/3.", "it increased by one third", nil},
		{"multiply by 3/4 to get it", "multiply by three quarters to get it", nil},
		{"since 1/2 the team left", "since one half the team left", nil},
		{"since 9/11 the rules", "since nine eleven the rules", nil},
	})
	checkNotAmong(t, [][2]string{{"reduced by 1/4, and", "reduced by january fourth and"}})
	// Elsewhere a common fraction after the preposition is a date
	// (session 13: these were fractions, "until one third").
	checkCases(t, []caseT{
		{"We reopen on 1/2.", "we reopen on january second", nil},
		{"The office is closed until 1/3.", "the office is closed until january third", nil},
		{"Payment is due by 1/2.", "payment is due by january second", nil},
		{"We met on 3/4 at noon.", "we met on march fourth at noon", nil},
		{"Prices went up by 1/3.", "prices went up by one third", nil},
	})
}

// TestTimeSignatureAndPorts: n/m before "time" is a time signature ("in
// 3/4 time" was "three quarters time"), and after "ports" two ports
// ("ports 80/443" was "eighty four hundred forty thirds"); "3/4 cup"
// stays a fraction.
func TestTimeSignatureAndPorts(t *testing.T) {
	checkCases(t, []caseT{
		{"A waltz in 3/4 time.", "a waltz in three four time", nil},
		{"The piece is in 6/8 meter.", "the piece is in six eight meter", nil},
		// No time signature has a top of one, and a meter with a word of
		// its own after it is the unit (session 13: these were "one
		// two time", "one two meter", "three four meter").
		{"At 1/2 time the score was tied.", "at one half time the score was tied", nil},
		{"Use a 1/2 meter pipe.", "use a half meter pipe", nil},
		{"The board is 3/4 meter long.", "the board is three quarters meter long", nil},
		{"Cut it in 3/4 meter lengths.", "cut it in three quarter meter lengths", nil},
		{"Use ports 80/443 only.", "use ports eighty slash four hundred forty three only", []string{"use ports eighty and four hundred forty three only"}},
		{"Add 3/4 cup sugar.", "add three quarters cup sugar", nil},
	})
}

// A score written with a decimal, after or before a word of scores (GPA,
// rated, stars), is "out of" its scale ("GPA 3.75/4.0" was "three point
// seven five four point zero"); a version pair has no such word.
func TestDecimalScoreOutOf(t *testing.T) {
	checkCases(t, []caseT{
		{"My GPA 3.75/4.0 was enough.", "my g p a three point seven five out of four point zero was enough", nil},
		{"She has a 3.9/4.0 GPA.", "she has a three point nine out of four point zero g p a", nil},
		{"The film is rated 4.5/5 by critics.", "the film is rated four point five out of five by critics", nil},
		{"Rated 4.5/5 stars.", "rated four point five out of five stars", nil},
		{"It supports Bluetooth 4.2/5.0 now.", "it supports bluetooth four point two five point zero now", nil},
		// Past a colon or a verb (revn14: "g p a is three point nine
		// four point zero").
		{"GPA: 3.75/4.00", "g p a three point seven five out of four point o o", nil},
		{"My GPA is 3.9/4.0.", "my g p a is three point nine out of four point zero", nil},
		{"The version is 4.2/5.0.", "the version is four point two five point zero", nil},
	})
}

// Betting odds are "n to m" ("100/1 odds" was "one hundred over one",
// "went off at 5/2" "five halves").
func TestBettingOdds(t *testing.T) {
	checkCases(t, []caseT{
		{"Red Rum won at 100/1 odds.", "red rum won at one hundred to one odds", nil},
		{"He is a 10/1 shot.", "he is a ten to one shot", nil},
		{"Odds of 7/4 on the favourite.", "odds of seven to four on the favorite", nil},
		{"The favourite went off at 5/2.", "the favorite went off at five to two", nil},
		{"The horse was priced at 9/4.", "the horse was priced at nine to four", nil},
		{"There is a 1/4 chance of rain.", "there is a quarter chance of rain", nil},
		{"Cut it at 1/2 inch.", "cut it at half an inch", []string{"cut it at one half inch"}},
		// Found reviewing 6289d6f (revn14): a fraction of a thing and an
		// even split are no odds ("a one to two shot of vanilla").
		{"Add a 1/2 shot of vanilla syrup.", "add a half shot of vanilla syrup", nil},
		{"It's a 50/50 shot.", "it's a fifty fifty shot", nil},
		{"Shoes priced at 1/2 off.", "shoes priced at half off", nil},
		{"Price at 1/2 of retail.", "price at one half of retail", nil},
		{"He backed off at 1/2 throttle.", "he backed off at one half throttle", nil},
		{"The 11/4 shot won.", "the eleven to four shot won", nil},
		// revn15: longer odds than evens before "shot of" stay odds.
		{"A 33/1 shot of winning.", "a thirty three to one shot of winning", nil},
		// revn15: before "to win" or "to score".
		{"He is 10/1 to win the title.", "he is ten to one to win the title", nil},
		// verb13: odds-on after a form of "be" ("four sixths" before).
		{"He is 4/6 to win.", "he is four to six to win", nil},
		// A chance of winning is a share (revn17: "one to four").
		{"Your chance is 1/4 to win the prize.", "your chance is one quarter to win the prize", nil},
		{"The probability is 1/3 to win.", "the probability is one third to win", nil},
		// revn18: only a word of chances before the odds makes a share.
		{"He is 4/6 to win and likely to start.", "he is four to six to win and likely to start", nil},
		{"The favourite is 4/6 to win; a big share of bets are on him.", "the favorite is four to six to win a big share of bets are on him", nil},
		{"They are 1/2 to win the cup.", "they are one to two to win the cup", nil},
		{"Kane is 2/1 to score first.", "kane is two to one to score first", nil},
		{"Add 1/4 to win a prize.", "", []string{"add one quarter to win a prize"}},
	})
}

// A cricket score in a sentence about cricket is runs for wickets, or a
// bowler's wickets for runs ("England were 245/6 at stumps" was "two
// hundred forty five sixths"); elsewhere the fraction.
func TestCricketScore(t *testing.T) {
	checkCases(t, []caseT{
		{"England were 245/6 at stumps.", "england were two hundred forty five for six at stumps", nil},
		{"India declared on 450/7.", "india declared on four hundred fifty for seven", nil},
		{"Australia 198/4 (45 overs).", "australia one hundred ninety eight for four forty five overs", nil},
		{"He took 5/32 in 10 overs.", "he took five for thirty two in ten overs", nil},
		{"About 3/4 of the team bowled.", "about three quarters of the team bowled", nil},
		{"He ate 25/6 of a pie.", "he ate twenty five sixths of a pie", nil},
		// revn15: a score out of a scale stays one.
		{"He scored 3/10 in the cricket quiz.", "he scored three out of ten in the cricket quiz", nil},
		{"Bowling figures: 3/45.", "bowling figures three for forty five", nil},
	})
}

// TestArticleFraction: a fraction of one after "a" (or "an" before a
// vowel) is the article and the denominator's name ("a one half inch
// pipe", "a one quarter mile" before: "a half" was dropped as a
// repeated "a"); other fractions and the bare ones keep their readings.
func TestArticleFraction(t *testing.T) {
	checkCases(t, []caseT{
		{"a 1/2 inch pipe", "a half inch pipe", []string{"a one half inch pipe"}},
		{"Run a 1/4 mile.", "run a quarter mile", []string{"run a fourth mile"}},
		{"a 1/3 share", "a third share", nil},
		{"Drill an 1/8 inch hole.", "drill an eighth inch hole", nil},
		{"a ½ cup", "a half cup", nil},
		{"a 1/4\" bolt", "a quarter inch bolt", nil},
		{"Add 1/2 cup.", "add half a cup", []string{"add one half cup", "add a half cup"}},
		{"a 3/4 share", "a three quarters share", nil},
		{"a 1 1/2 inch pipe", "a one and a half inch pipe", nil},
		{"Plan 1/2 a day.", "plan one half a day", nil},
	})
}

// A score given ("I give it 9/10" was "nine tenths") and a count out of
// ten or a hundred before people ("9/10 dentists") are "out of".
func TestScoreGivenOutOf(t *testing.T) {
	checkCases(t, []caseT{
		{"I give it 9/10.", "i give it nine out of ten", nil},
		{"I'd rate this 4/5.", "i'd rate this four out of five", nil},
		// verb13: a mark got on an exam ("four fifths" before).
		{"I got a 4/5 on the AP exam.", "i got a four out of five on the a p exam", nil},
		{"He got 2/3 in the final.", "he got two out of three in the final", nil},
		// verb15: a mark is out of three or more; 1/2 stays a half
		// ("a one out of two in the final" before), and after "a" the
		// article is its numerator (verb16: "a one half" before).
		{"I got a 1/2 in the final.", "i got a half in the final", nil},
		{"He got 1/2 in the final.", "", []string{"he got a half in the final"}},
		{"I got 2/3 of the cake.", "i got two thirds of the cake", nil},
		{"9/10 dentists recommend it.", "nine out of ten dentists recommend it", nil},
		{"8/10 would buy again.", "eight out of ten would buy again", nil},
		{"Add 1/10 of the water.", "add one tenth of the water", nil},
		{"The meeting is on 9/10.", "the meeting is on september tenth", nil},
		// revn15: before a noun, given n/m is an amount.
		{"Give it 1/2 cup of milk.", "give it half a cup of milk", []string{"give it one half cup of milk"}},
		{"I'd give it 1/4 turn.", "", []string{"i'd give it one quarter turn"}},
		{"I'd give it 8/10 overall.", "i'd give it eight out of ten overall", nil},
		{"I give it 9/10 stars.", "i give it nine out of ten stars", nil},
	})
}

// After "grade" two consecutive grades are "or" ("Grade 3/4 adverse
// events" was "grade three quarters").
func TestGradeOrGrade(t *testing.T) {
	checkCases(t, []caseT{
		{"Grade 3/4 adverse events occurred.", "grade three or four adverse events occurred", []string{"grade three four adverse events occurred"}},
		{"Grades 1/2 toxicity was common.", "grades one or two toxicity was common", nil},
		{"The grade is 3/4 of the way.", "", []string{"the grade is three quarters of the way"}},
	})
}

// TestEUActNumber: a European act's year and number after "(EU)" or a
// word naming an act ("Reg. (EU) 2016/679" was "two thousand sixteen six
// hundred seventy ninths").
func TestEUActNumber(t *testing.T) {
	checkCases(t, []caseT{
		{"See Regulation (EU) 2016/679 now.", "see regulation e u twenty sixteen slash six hundred seventy nine now", nil},
		{"Under Directive 2006/42 rules.", "under directive two thousand six slash forty two rules", nil},
	})
}

// TestMixedNumberSaysAHalf: after a whole number a half or a quarter is
// "and a half", "and a quarter" ("two and one half" was first, at the lone
// fraction's 0.6, where NeMo's test cases and English say "a"); a lone
// "1/2" keeps the fraction_names weights.
func TestMixedNumberSaysAHalf(t *testing.T) {
	checkCases(t, []caseT{
		{"2 1/2", "two and a half", nil},
		{"He ran 3½ miles", "he ran three and a half miles", nil},
		{"2 1/4 cups", "two and a quarter cups", []string{"two and one quarter cups"}},
		{"1/2", "one half", []string{"a half"}},
	})
	p, err := testV.ProbOf("2 1/2", "two and one half")
	if err != nil || p <= 0 || p > 0.2 {
		t.Errorf("ProbOf(2 1/2, two and one half) = %.3f (%v), want a share in (0, 0.2]", p, err)
	}
}

// TestFractionArticleBeforeVowel: a fraction of one read with the article
// takes "an" before a vowel ("1/8 inch" had "a eighth inch" among its
// readings).
func TestFractionArticleBeforeVowel(t *testing.T) {
	checkCases(t, []caseT{
		{"1/8 inch", "one eighth inch", []string{"an eighth inch"}},
		{"1/11", "one eleventh", []string{"an eleventh"}},
		{"1/3 of the people", "one third of the people", []string{"a third of the people"}},
	})
	checkNotAmong(t, [][2]string{{"1/8 inch", "a eighth inch"}, {"1/11", "a eleventh"}})
}

// TestHalfAAndFractionUnits: a half before a unit is also "half a" (Google
// TN reads "1/2 cc" "half a c c"; it had no such reading), a fraction
// under one takes the singular unit ("one half teaspoons" was as likely
// as "one half teaspoon"), and a determiner before a fraction of one
// takes the article's place ("the a half cup" was a reading; "the half
// cup" is first, TestDeterminerTakesTheBareName).
func TestHalfAAndFractionUnits(t *testing.T) {
	checkCases(t, []caseT{
		{"Add 1/2 tsp salt.", "add half a teaspoon salt", []string{"add one half teaspoon salt"}},
		{"Close up of 1/2 cc syringes", "close up of half a c c syringes", nil},
		{"1/2 oz gold", "half an ounce gold", nil},
		{"Add 1/2 cup milk.", "add half a cup milk", []string{"add one half cup milk"}},
		{"Wait ½ hour.", "wait half an hour", nil},
		{"Add 3/4 lb beef.", "add three quarters pound beef", nil},
		{"Add 3/2 cups water.", "add three halves cups water", nil},
		{"a 1/2 inch pipe", "a half inch pipe", nil},
		{"the ½ cup", "the half cup", []string{"the one half cup"}},
		{"He won 1/2 of the votes.", "he won one half of the votes", nil},
	})
	checkNotAmong(t, [][2]string{
		{"the 1/2 cup", "the a half cup"},
		{"his 1/4 share", "his a fourth share"},
		{"a 1/2 oz coin", "a half ounces coin"},
		{"the 1/2 cup", "the half a cup"},
	})
	for _, c := range [][2]string{{"Add 1/2 tsp salt.", "add one half teaspoons salt"}, {"Add 3/4 lb beef.", "add three quarters pounds beef"}} {
		if p, err := testV.ProbOf(c[0], c[1]); err != nil || p > 0.15 {
			t.Errorf("%q: P(%q) = %g (err %v), want the plural below 0.15 (it was 0.28 and 0.33)", c[0], c[1], p, err)
		}
	}
}

// TestHalfBeforeAnAdjectiveUnit: a length or a time between a half and a
// noun describes the noun, so "half a" does not fit ("1/2 day workshop",
// "1/2 inch pipe", "On 1/2 day the office closes" were "half a day ...",
// "half an inch pipe"): a half-day workshop, "half day" first (verb27;
// "one half day" was first and "half day" no reading); a measure of
// content keeps "half a" ("add 1/2 cup milk"), and so does a word of
// when or where ("1/2 hour later").
func TestHalfBeforeAnAdjectiveUnit(t *testing.T) {
	checkCases(t, []caseT{
		{"1/2 day workshop", "half day workshop", []string{"one half day workshop", "a half day workshop"}},
		{"On 1/2 day the office closes", "on half day the office closes", []string{"on one half day the office closes"}},
		{"1/2 inch pipe", "half inch pipe", []string{"one half inch pipe"}},
		{"1/2 hr drive", "half hour drive", []string{"one half hour drive"}},
		{"Add 1/2 cup milk.", "add half a cup milk", nil},
		{"We left 1/2 hour later.", "we left half an hour later", nil},
		{"Walk 1/2 mile now.", "walk half a mile now", nil},
		{"Run 1/2 mile daily.", "run half a mile daily", nil},
		{"1/2 hour passed.", "half an hour passed", nil},
		{"It takes 1/2 day to drive.", "it takes half a day to drive", nil},
	})
}

// TestHalfBeforeTheVerbCan: "can" after a half is the verb before "be",
// "not", "also" ... ("1/2 can be written as 0.5" was "half a can be
// written" first); a can of beans keeps "half a can".
func TestHalfBeforeTheVerbCan(t *testing.T) {
	checkCases(t, []caseT{
		{"1/2 can be written as 0.5.", "one half can be written as zero point five", nil},
		{"1/2 can also be simplified.", "one half can also be simplified", nil},
		{"Drain 1/2 can of beans.", "drain half a can of beans", nil},
	})
	checkNotAmong(t, [][2]string{{"1/2 can be written as 0.5.", "half a can be written as zero point five"}})
}

// TestDateAfterDateWord: n/m after "through", "due", "effective",
// "before" ... or after "The deadline is" is a month and a day ("valid
// through 12/31" was "twelve thirty firsts", "Effective 1/1" "one over
// one"); a noun, "of" or a determiner after it keeps the fraction.
func TestDateAfterDateWord(t *testing.T) {
	checkCases(t, []caseT{
		{"Offer valid through 12/31.", "offer valid through december thirty first", nil},
		{"Due 11/15.", "due november fifteenth", nil},
		{"The deadline is 11/15.", "the deadline is november fifteenth", nil},
		{"Effective 1/1, rates rise.", "effective january first rates rise", nil},
		{"before 3/15, please", "before march fifteenth please", nil},
		{"after 1/2 hour", "after half an hour", nil},
		{"Cut it after 3/4 of the way.", "cut it after three quarters of the way", nil},
		{"The ratio is 11/15.", "the ratio is eleven fifteenths", nil},
	})
}

// TestMonthOverDayLikeDenominator: n/m with a month's number over 13 to
// 31 (16 aside) and nothing a quantity takes after it leans to the date
// ("See you 12/25!" was "twelve twenty fifths"); a score, a share of
// answers, "of" or a noun after it keep the fraction.
func TestMonthOverDayLikeDenominator(t *testing.T) {
	checkCases(t, []caseT{
		{"See you 12/25!", "see you december twenty fifth", []string{"see you twelve twenty fifths"}},
		{"He scored 3/20.", "he scored three out of twenty", nil},
		{"The score was 7/20 in the quiz.", "the score was seven twentieths in the quiz", nil},
		{"It is 3/13 of the total.", "it is three thirteenths of the total", nil},
		{"He answered 11/15 questions.", "he answered eleven fifteenths questions", nil},
		{"a 5/16 bolt", "a five sixteenths bolt", nil},
	})
}

// TestFractionAfterAfterOrASetting: "after" or "before" a common fraction
// of one digit over one, and "to" after a verb of setting, keep the
// fraction ("After 2/3, the lead shrank" was "after february third" after
// 4312230, "Set it to 2/15 and wait" "february fifteenth" after 09be8e8);
// the dates they were for stay.
func TestFractionAfterAfterOrASetting(t *testing.T) {
	checkCases(t, []caseT{
		{"After 2/3, the lead shrank", "after two thirds the lead shrank", nil},
		{"Set it to 2/15 and wait", "set it to two fifteenths and wait", nil},
		{"Turn the knob to 5/17.", "turn the knob to five seventeenths", nil},
		{"Change the date to 5/17.", "change the date to may seventeenth", nil},
		{"valid through 12/31", "valid through december thirty first", nil},
		{"Due 11/15", "due november fifteenth", nil},
		{"See you 12/25!", "see you december twenty fifth", nil},
		{"Apply before 3/15, please.", "apply before march fifteenth please", nil},
		{"Closed after 1/1.", "closed after january first", nil},
		{"From 2/14 to 2/15 we rest", "from february fourteenth to february fifteenth we rest", nil},
	})
}

// TestMonthOverDayAfterAStatVerb: n/m after a verb of a player's makes
// ("went", "shot") or after "is"/"was" keeps the fraction ("He went 3/14
// from the field" was "march fourteenth" after 09be8e8); a word of dates
// before "is" still makes the date.
func TestMonthOverDayAfterAStatVerb(t *testing.T) {
	checkCases(t, []caseT{
		{"He went 3/14 from the field.", "he went three fourteenths from the field", nil},
		{"She was 9/14 from the line.", "she was nine fourteenths from the line", nil},
		{"The answer is 5/17.", "the answer is five seventeenths", nil},
		{"Her birthday is 3/14.", "her birthday is march fourteenth", nil},
		{"Roughly 3/20, or 15%, agreed.", "roughly three twentieths or fifteen percent agreed", nil},
		{"He got 12/20.", "he got twelve twentieths", nil},
		{"See you 12/25!", "see you december twenty fifth", nil},
	})
}

// TestMonthOverDayNotACount: a counter's one of so many, arithmetic, a
// shutter speed or a plural's share is no date (09be8e8 read "Page 3/20."
// "page march twentieth", "x = 3/17" "x equals march seventeenth",
// "Shutter speed 1/15." "january fifteenth", "Only 7/25 were valid"
// "july twenty fifth"); the dates stay.
func TestMonthOverDayNotACount(t *testing.T) {
	checkCases(t, []caseT{
		// verb23: one of a numbered sequence (TestOneOfASequence).
		{"Page 3/20.", "page three of twenty", nil},
		{"See slide 5/24 for the chart.", "see slide five of twenty four for the chart", nil},
		{"See Fig. 3/14 below.", "see figure three slash fourteen below", nil}, // verb27: two figures
		{"x = 3/17", "x equals three seventeenths", nil},
		{"Compute 5/13 + 2/13.", "compute five thirteenths plus two thirteenths", nil},
		{"Shutter speed 1/15.", "shutter speed one fifteenth", nil},
		// ISO said "iso": Google TN 3 of 3 ("ISO 9001 certificate", "high ISO", "ISO / IEC 29500"; the word lexicon, verb72).
		{"Shot at 1/30, f/8, ISO 200.", "shot at one thirtieth f eight iso two hundred", nil},
		{"Only 7/25 were valid.", "only seven twenty fifths were valid", nil},
		{"See you 12/25!", "see you december twenty fifth", nil},
		{"Sale ends 10/31.", "sale ends october thirty first", nil},
		{"I was born 11/23.", "i was born november twenty third", nil},
	})
}

// TestMonthOverDayLongText: the month-over-day rule asks the text's words
// once per scan, not at each n/m (a text of 12,000 "See 12/25 and" read
// the whole text for each, about a minute; 09be8e8's scoreWords).
func TestMonthOverDayLongText(t *testing.T) {
	text := strings.Repeat("See 12/25 and ", 12000)
	start := time.Now()
	v, err := testV.Best(text)
	if err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("Best took %v over 12,000 dates", d)
	}
	if !strings.HasPrefix(v.Spoken, "see december twenty fifth and see december twenty fifth") {
		t.Errorf("Best = %.80q...", v.Spoken)
	}
}

// TestHasWordIsTextHasWord: the scanner's word set answers as
// textHasWord does, case and word lengths alike.
func TestHasWordIsTextHasWord(t *testing.T) {
	sets := []map[string]bool{scoreWords, photographyWords, fNumberMark, setOf([]string{"Corps", "ISO"}, false)}
	for _, text := range []string{"", "The SCORE was 3/14.", "Shot at 1/30, f/8, ISO 200.", "Peace Corps", "corps",
		"a an the", "Shutter-speed 1/15", "scoreboard", "iso", "Exposure", "f/", "of/8"} {
		sc := &scanner{text: text}
		for i, set := range sets {
			want := textHasWord(text, set)
			if set["f/"] {
				want = strings.Contains(text, "f/")
			}
			if got := sc.hasWord(set); got != want {
				t.Errorf("%q set %d: hasWord %v, textHasWord %v", text, i, got, want)
			}
		}
	}
}

// TestContextRulesLongText: the weather's, the emergency number's and the
// battalion's rules ask the text's words once per scan, not at each token
// (a text of 16,000 "at 3C and", "911, 911 more" or "4 bn more" read the
// whole text for each: be79f58's temperatureWords, fc986b1's
// callingWords, 41776bf's Marine Corps).
func TestContextRulesLongText(t *testing.T) {
	for _, c := range []struct{ tok, spoken string }{
		{"at 3C and ", "at three c and at three c and"},
		{"911, 911 more ", "nine hundred eleven nine hundred eleven more nine hundred eleven"},
		{"4 bn more ", "four billion more four billion more"},
	} {
		text := strings.Repeat(c.tok, 16000)
		start := time.Now()
		v, err := testV.Best(text)
		if err != nil {
			t.Fatal(err)
		}
		if d := time.Since(start); d > 10*time.Second {
			t.Errorf("%q: Best took %v over 16,000 tokens", c.tok, d)
		}
		if !strings.HasPrefix(v.Spoken, c.spoken) {
			t.Errorf("%q: Best = %.80q...", c.tok, v.Spoken)
		}
	}
}

// TestOneOfASequence: a number over a greater one after a noun of a
// numbered sequence is "of" ("Lap 23/58" was "lap twenty three fifty
// eighths"); a measure after a lower-case noun stays a fraction.
func TestOneOfASequence(t *testing.T) {
	checkCases(t, []caseT{
		{"Lap 23/58", "lap twenty three of fifty eight", []string{"lap twenty three fifty eighths"}},
		{"Step 2/5: mix well.", "step two of five mix well", nil},
		{"We are on page 3/10.", "we are on page three of ten", nil},
		{"Add part 2/3 cup water", "add part two thirds cup water", nil},
		{"Day 12/5 was", "day twelve fifths was", nil},
	})
}

// TestSequenceNounBeforeAUnit: a capitalized noun of a sequence before
// an n/m and a unit is no counter ("Part 1/2 inch thick" was "part one of
// two inch thick").
func TestSequenceNounBeforeAUnit(t *testing.T) {
	checkCases(t, []caseT{
		{"Part 1/2 inch thick.", "part half an inch thick", []string{"part one half inch thick"}}, // verb27: "thick" is no noun
		{"Level 3/4 cups of sugar.", "level three quarters cups of sugar", nil},
		{"Page 3/20 is blank.", "page three of twenty is blank", nil},
	})
}

// TestSequenceCounterYieldsToOf: a half, a third or a quarter after a
// noun of a sequence and before "of" is a part of a whole ("Step 3/4 of
// the way", "Round 1/4 of the cake" were "three of four of the way",
// "one of four of the cake"), the counter second; a series' games and
// races are counted ("Game 4/7" was "four sevenths").
func TestSequenceCounterYieldsToOf(t *testing.T) {
	checkCases(t, []caseT{
		{"Step 3/4 of the way.", "step three quarters of the way", []string{"step three of four of the way"}},
		{"Round 1/4 of the cake.", "round one quarter of the cake", nil},
		{"Day 3/10 of the trip.", "day three of ten of the trip", nil},
		{"Game 4/7 was close.", "game four of seven was close", nil},
		{"Race 5/9 went well.", "race five of nine went well", nil},
		{"Step 2/5: mix well.", "step two of five mix well", nil},
	})
}

// TestOddsJoinedToOdds: n/m joined by "and" or "or" to odds are odds
// ("The bet pays 11/15 and 12/20" read the second "december twentieth");
// a date after a date stays one.
func TestOddsJoinedToOdds(t *testing.T) {
	checkCases(t, []caseT{
		{"The bet pays 11/15 and 12/20.", "the bet pays eleven to fifteen and twelve to twenty", nil},
		{"Odds of 7/4 or 9/4 were offered.", "odds of seven to four or nine to four were offered", nil},
		{"He was born 11/15 and she 12/20.", "he was born november fifteenth and she december twentieth", nil},
	})
	checkLongTexts(t, []longTextCase{{"odds of 7/4 and 9/4 and ", "odds of seven to four and nine to four and"}})
}

// TestWithFirstKeepsTheRestsProportions pins withFirst, the shape
// halfABefore, threeQuarterBefore and quarterPerItem share: the new
// reading at w, the old ones scaled to 1-w in their order, and a reading
// already there summed rather than doubled.
func TestWithFirstKeepsTheRestsProportions(t *testing.T) {
	got := withFirst("three quarter", 0.2, []alt{{spoken: "three quarters", prob: 0.75}, {spoken: "three fourths", prob: 0.25}})
	want := []alt{{spoken: "three quarters", prob: 0.6}, {spoken: "three quarter", prob: 0.2}, {spoken: "three fourths", prob: 0.2}}
	if len(got) != len(want) {
		t.Fatalf("withFirst = %+v, want %+v", got, want)
	}
	for i := range want {
		if got[i].spoken != want[i].spoken || math.Abs(got[i].prob-want[i].prob) > 1e-9 {
			t.Fatalf("withFirst = %+v, want %+v", got, want)
		}
	}
	got = withFirst("half", 0.5, []alt{{spoken: "half", prob: 1}})
	if len(got) != 1 || got[0].spoken != "half" || math.Abs(got[0].prob-1) > 1e-9 {
		t.Fatalf("withFirst of a reading already there = %+v, want half at 1", got)
	}
}
