package normalize

import "testing"

// TestZIPAfterStateAfterTo: a state's code after "to" is where a thing
// goes, an address without its town, and the five digits after it its
// ZIP code ("Ship to NY 10001." was "ten thousand one" once a state
// after a lower-case word was taken for one named in a sentence).
func TestZIPAfterStateAfterTo(t *testing.T) {
	checkCases(t, []caseT{
		{"Ship to NY 10001.", "ship to n y one o o o one", nil},
		{"She moved to TX 75001 in May.", "she moved to t x seven five o o one in may", nil},
		{"Sales in CA 95000", "sales in c a ninety five thousand", nil},
	})
}

// TestDashedPairsAfterCodeWord: numbers of two digits joined by dashes
// after a word of codes are a code's, digit by digit ("Sort code
// 40-47-84" was "forty forty seven eighty four"); a golfer's rounds stay
// numbers.
func TestDashedPairsAfterCodeWord(t *testing.T) {
	checkCases(t, []caseT{
		{"Sort code 40-47-84", "sort code four o four seven eight four", nil},
		{"The code 31-45-28 opens it.", "the code three one four five two eight opens it", nil},
		{"He shot 68-70-69 to win.", "he shot sixty eight seventy sixty nine to win", nil},
	})
}

// TestRoundHundredAfterCode: a round hundred after an all-caps code is
// said whole, as a round thousand is ("She drove the GT 1500." was "g t
// one five o o"); other numbers there stay an identifier's digits.
func TestRoundHundredAfterCode(t *testing.T) {
	checkCases(t, []caseT{
		{"She drove the GT 1500.", "she drove the g t fifteen hundred", nil},
		{"PPM 1500 is too high.", "p p m fifteen hundred is too high", nil},
		{"Cycles 23 : GB 1005 .", "cycles twenty three g b one o o five", nil},
	})
}

// TestEmergencyNumberRepeatedAfterExclamation: an emergency number
// repeated after an exclamation mark is the same number again ("911!
// 911!" was "nine hundred eleven" twice); a model's name stays a count.
func TestEmergencyNumberRepeatedAfterExclamation(t *testing.T) {
	checkCases(t, []caseT{
		{"911! 911!", "nine one one nine one one", nil},
		{"Help! 999! 999!", "help nine nine nine nine nine nine", nil},
		{"The Porsche 911! 911 Turbo", "the porsche nine hundred eleven nine hundred eleven turbo", nil},
	})
}

// TestMarkAfterScoredA: a number and its letter after a verb of marks and
// an article are a mark ("He scored a 4C in the hot exam" was "four
// degrees celsius" by the sentence's weather word).
func TestMarkAfterScoredA(t *testing.T) {
	checkCases(t, []caseT{
		{"He scored a 4C in the hot exam", "he scored a four c in the hot exam", nil},
		{"It hit a 95F high in the heat.", "it hit a ninety five degrees fahrenheit high in the heat", nil},
	})
}

// TestDimensionsWithAbbreviationPoints: x between lengths whose units are
// abbreviated with a point is "by" ("12 ft. x 15 ft." was "twelve feet x
// fifteen feet").
func TestDimensionsWithAbbreviationPoints(t *testing.T) {
	checkCases(t, []caseT{
		{"12 ft. x 15 ft.", "twelve feet by fifteen feet", nil},
		{"12 ft x 15 ft", "twelve feet by fifteen feet", nil},
	})
}

// TestSequenceInParentheses: n/m alone in parentheses after a noun of a
// numbered sequence is one of the sequence ("Thread (1/14)" was "thread
// january fourteenth"); after another word a month and a day stay.
func TestSequenceInParentheses(t *testing.T) {
	checkCases(t, []caseT{
		{"Thread (1/14)", "thread one of fourteen", nil},
		{"Part (2/3) is here.", "part two of three is here", nil},
		{"See you (12/25)!", "see you december twenty fifth", nil},
	})
}

// TestContactUSInsideASentence: "contact US" closed by a comma inside a
// sentence is the country ("Iran did not contact US, officials said."
// was "us"); a page's invitation keeps the pronoun.
func TestContactUSInsideASentence(t *testing.T) {
	checkCases(t, []caseT{
		{"Iran did not contact US, officials said.", "iran did not contact u s officials said", nil},
		{"Feel free to contact US.", "feel free to contact us", nil},
		{"Contact US, today!", "contact us today", nil},
	})
}

// TestIndianDigitGrouping: a number grouped the Indian way is one number,
// said in lakhs and crores first, in millions after ("He paid
// Rs.10,00,000." was "ten rupees zero", "10,00,000 people" "ten zero
// people": the pairs read apart lost digits).
func TestIndianDigitGrouping(t *testing.T) {
	checkCases(t, []caseT{
		{"He paid Rs.10,00,000.", "he paid ten lakh rupees", []string{"he paid one million rupees"}},
		{"It has 10,00,000 people.", "it has ten lakh people", []string{"it has one million people"}},
		{"Rs. 5,00,00,000", "five crore rupees", []string{"fifty million rupees"}},
		{"₹12,34,56,789 raised", "twelve crore thirty four lakh fifty six thousand seven hundred eighty nine rupees raised", nil},
		{"1,234,567", "one million two hundred thirty four thousand five hundred sixty seven", nil},
	})
}

// TestOneEighteenthAfterA: a written "a" before a fraction of one whose
// name is said with a vowel leaves the numerator said ("A 1/18 scale
// model car" was "a eighteenth scale"); "an" and "a third" stay.
func TestOneEighteenthAfterA(t *testing.T) {
	checkCases(t, []caseT{
		{"A 1/18 scale model car", "a one eighteenth scale model car", nil},
		{"a 1/8 inch pipe", "a one eighth inch pipe", nil},
		{"an 1/8 inch pipe", "an eighth inch pipe", nil},
		{"a 1/3 share", "a third share", nil},
	})
}

// TestBraSizesNoTemperature: a bra's band and cup is no temperature in a
// sentence with a word of warmth ("Sizes 32C and 34B bras keep you warm"
// was "thirty two degrees celsius"); a temperature after "in" stays one.
func TestBraSizesNoTemperature(t *testing.T) {
	checkCases(t, []caseT{
		{"Sizes 32C and 34B bras keep you warm", "sizes thirty two c and thirty four b bras keep you warm", nil},
		{"a 36C bra for hot days", "a thirty six c bra for hot days", nil},
		{"The bras sold in 40C heat.", "the bras sold in forty degrees celsius heat", nil},
		{"It was 32F and cold.", "it was thirty two degrees fahrenheit and cold", nil},
	})
}

// TestOddsABetPays: n/m after "pays" in a sentence of betting is the
// odds, a month and a day's shape or not ("The bet pays 11/15." was
// "november fifteenth"); without a bet it stays a fraction.
func TestOddsABetPays(t *testing.T) {
	checkCases(t, []caseT{
		{"The bet pays 11/15.", "the bet pays eleven to fifteen", nil},
		{"The bookie pays 7/4 on it.", "the bookie pays seven to four on it", nil},
		{"It pays 1/2 of the cost.", "it pays one half of the cost", nil},
	})
}
