package normalize

import "testing"

// TestDefiniteAmountBeforeNoun checks that after "the", "this", "our" ...
// an amount of money before a noun it describes is said in the singular
// first, as after "a" ("The $5 fee applies." was "the five dollars fee"
// alone), a quantity's singular is among the readings behind the plural
// Google TN says ("the 5 km race"), and an amount a clause follows keeps
// the plural alone ("the $20 they owe", "the 5 km we ran").
func TestDefiniteAmountBeforeNoun(t *testing.T) {
	checkCases(t, []caseT{
		{"The $5 fee applies.", "the five dollar fee applies", []string{"the five dollars fee applies"}},
		{"The $50 fee is waived.", "the fifty dollar fee is waived", nil},
		{"the $5B buyback", "the five billion dollar buyback", nil},
		{"Our $10 million deal closed.", "our ten million dollar deal closed", nil},
		{"the $5 shipping fee", "the five dollar shipping fee", nil},
		{"the 5 km race", "the five kilometers race", []string{"the five kilometer race"}},
		{"The $20 they owe is due.", "the twenty dollars they owe is due", nil},
		{"the $50 covers shipping", "the fifty dollars covers shipping", nil},
		{"the $20 spent on food", "the twenty dollars spent on food", nil},
		{"the $5 remaining is yours", "the five dollars remaining is yours", nil},
		{"the 5 km we ran", "the five kilometers we ran", nil},
		{"pay her $20 weekly", "pay her twenty dollars weekly", nil},
	})
	checkVariantAtLeast(t, "the 5 km race", "the five kilometer race", 0.35)
	checkNotAmong(t, [][2]string{
		{"The $20 they owe is due.", "the twenty dollar they owe is due"},
		{"the 5 km we ran", "the five kilometer we ran"},
		{"the $50 is waived", "the fifty dollar is waived"},
		{"the $20 yesterday", "the twenty dollar yesterday"},
	})
}

// TestRatingRunFirst checks that a credit rating's run of like capitals
// is said as analysts say it first, "double a", "triple b minus" (the
// letters one by one were first, 0.6; neither Google TN set has a credit
// rating), the letters still among the readings, and spelled after "an".
func TestRatingRunFirst(t *testing.T) {
	checkCases(t, []caseT{
		{"rated AA by S&P", "rated double a by s and p", []string{"rated a a by s and p"}},
		{"The bonds are rated BBB- by Fitch.", "the bonds are rated triple b minus by fitch", []string{"the bonds are rated b b b minus by fitch"}},
		{"a rating of AA-", "a rating of double a minus", nil},
		{"Moody's rates it Aa2.", "moody's rates it double a two", []string{"moody's rates it a a two"}},
		{"He has an AA rating with Fitch.", "he has an a a rating with fitch", nil},
	})
	checkVariantAtLeast(t, "The bonds are rated BBB- by Fitch.", "the bonds are rated triple b minus by fitch", 0.55)
}

// TestMultipleAfterGrowth checks that an x ending a clause after a verb
// of change is a multiple, "times", whole or decimal ("It grew 2.5x."
// was "two point five x" 0.86), while a lens's x keeps "x".
func TestMultipleAfterGrowth(t *testing.T) {
	checkCases(t, []caseT{
		{"It grew 3x.", "it grew three times", []string{"it grew three x"}},
		{"It grew 2.5x.", "it grew two point five times", []string{"it grew two point five x"}},
		{"The stock is up 4x.", "the stock is up four times", nil},
		{"Revenue rose by nearly 2.5x.", "revenue rose by nearly two point five times", nil},
		{"The binoculars are 8x.", "the binoculars are eight x", nil},
	})
}

// TestMillionsCountedMM checks that an "mm" ending a clause about things
// finance counts is millions ("Units shipped rose to 1.5 mm." was
// "millimeters" 0.99), while a length keeps millimeters.
func TestMillionsCountedMM(t *testing.T) {
	checkCases(t, []caseT{
		{"Units shipped rose to 1.5 mm.", "units shipped rose to one point five million", nil},
		{"Subscribers reached 12 mm.", "subscribers reached twelve million", nil},
		{"The units are 1.5 mm thick.", "the units are one point five millimeters thick", nil},
		{"The units measure 1.5 mm.", "the units measure one point five millimeters", nil},
		{"The gap is 1.5 mm.", "the gap is one point five millimeters", nil},
	})
}

// TestFractionOfAUnit checks that a fraction under one and its unit
// ending a clause are said "three quarters of an inch" first ("The pipe
// is 3/4 inch." was "three quarters inch"), abbreviated units too, while a
// fraction before a noun keeps the compound adjective and a half keeps
// "half an".
func TestFractionOfAUnit(t *testing.T) {
	checkCases(t, []caseT{
		{"The pipe is 3/4 inch.", "the pipe is three quarters of an inch", []string{"the pipe is three quarter inch"}},
		{"Add 3/8 inch.", "add three eighths of an inch", nil},
		{"It took 3/4 hour.", "it took three quarters of an hour", nil},
		{"It weighs 3/4 lb.", "it weighs three quarters of a pound", nil},
		{"a 3/4 inch pipe", "a three quarter inch pipe", nil},
		{"Add 3/4 cup sugar.", "add three quarters cup sugar", nil},
		{"Cut it 1/2 inch.", "cut it half an inch", nil},
	})
	checkNotAmong(t, [][2]string{
		{"The 3/4 inch.", "the three quarters of an inch"},
		{"a 3/4 inch pipe", "a three quarters of an inch pipe"},
	})
}

// TestCountTimesMeasure checks that a count and an x before a measure
// and a noun make the unit singular, so many of a kind ("3 x 500 MW
// plants" was "three by five hundred megawatts plants"); without a noun
// the plural stays.
func TestCountTimesMeasure(t *testing.T) {
	checkCases(t, []caseT{
		{"We have 3 x 500 MW plants", "we have three by five hundred megawatt plants", nil},
		{"4 x 100 m relay", "four by one hundred meter relay", nil},
		{"We have 3 x 500 MW.", "we have three by five hundred megawatts", nil},
		{"The room is 12 ft x 10 ft.", "the room is twelve feet by ten feet", nil},
	})
}

// TestRepeatedAbbreviationTied checks that an abbreviation written in
// capitals and repeated with the same readings and probabilities is read
// one way in a sentence ("OK OK OK" mixed "o k" and "okay"), while
// occurrences the context reads apart stay apart ("St. John's St.").
func TestRepeatedAbbreviationTied(t *testing.T) {
	checkCases(t, []caseT{
		{"OK OK OK", "okay okay okay", []string{"o k o k o k"}},
		{"St. John's St.", "", []string{"saint john's street", "saint john's saint"}},
	})
	checkNotAmong(t, [][2]string{
		{"OK OK OK", "o k okay okay"},
		{"OK OK OK", "okay o k o k"},
	})
	checkVariantAtLeast(t, "OK OK OK", "okay okay okay", 0.45)
}
