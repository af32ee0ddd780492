package normalize

import "testing"

// TestRomanFortyOrMoreAwayFromKeyword: a numeral of forty or more (one
// with an L) away from a keyword or a monarch's name is letters, or as
// written when English syllables can say it, before the number ("LV,
// Paris" was "fifty five paris"; Google TN said 0 of 4 such numerals as
// the number on the development set and the fresh sample's study half).
// After a keyword or a monarch's name it stays the number.
func TestRomanFortyOrMoreAwayFromKeyword(t *testing.T) {
	checkCases(t, []caseT{
		{"LV, Paris", "l v paris", []string{"fifty five paris"}},
		{"LXXIII , ( ) ( South Australia ) .", "l x x i i i south australia", nil},
		{"Ellesmere Guardian LIX ( 86 ) .", "ellesmere guardian lix eighty six", nil},
		{"the LX model", "the l x model", nil},
		{"Super Bowl LV was played", "super bowl fifty five was played", nil},
		{"Chapter LV begins", "chapter fifty five begins", nil},
		{"Louis XL", "louis the fortieth", nil},
		{"VII , The Treason of Isengard", "seven the treason of isengard", nil},
	})
}

// TestMathSymbolsRead: the n-ary sum, the integral, the element-of and
// not-element-of signs and the identity sign have readings (each was
// "cannot verbalize symbol" and its record rejected), as the other
// mathematical operators (≠ ≤ ≥ ± × ÷ √ ∞ ≈) had.
func TestMathSymbolsRead(t *testing.T) {
	checkCases(t, []caseT{
		{"x ∈ S", "x is an element of s", []string{"x in s"}},
		{"x ∉ S", "x is not an element of s", []string{"x not in s"}},
		{"∑ x = 10", "the sum of x equals ten", []string{"sum x equals ten"}},
		{"∫ f dx", "the integral of f d x", nil},
		{"a ≡ b mod 5", "a is equivalent to b mod five", []string{"a is congruent to b mod five"}},
	})
}

// TestHashAfterLabelIsNumberSign: after a word a # before a lone letter is
// the label's number sign even where the letter is A or I before a
// lower-case word ("He is in Room # A now." was "hash tag a" first: the
// heading's "# A film noir" rule held); a # closing a label before the
// end or a closing mark is "number" too (Google TN: "Prisons ID # ." ->
// "i d number ."), not before a dash ("Law # - OZ": "hash").
func TestHashAfterLabelIsNumberSign(t *testing.T) {
	checkCases(t, []caseT{
		{"He is in Room # A now.", "he is in room number a now", nil},
		{"Go to Apartment # B, then", "go to apartment number b then", nil},
		{"He had the Federal Bureau of Prisons ID # .", "he had the federal bureau of prisons i d number", nil},
		{"Law # Z no", "law number z no", nil},
		{"What is your phone # ?", "what is your phone number", nil},
	})
	checkNotAmong(t, [][2]string{{"# A film noir", "number a film noir"}, {"# I love it", "number i love it"}, {"Law # - OZ", "law number oz"}})
}

// TestPersonalPINSaidDigitByDigit: after "PIN" a number of other than six
// digits, after "pin", "password", "PIN code" or "PIN number", is a
// personal identification number said digit by digit ("PIN 1234" was a
// year's "twelve thirty four" 0.91); India's postal PIN of six digits
// stays a number, as Google TN says it ("PIN 503165").
func TestPersonalPINSaidDigitByDigit(t *testing.T) {
	checkCases(t, []caseT{
		{"PIN 1234", "pin one two three four", nil},
		{"My PIN is 1234", "my pin is one two three four", nil},
		{"PIN code 1234", "pin code one two three four", nil},
		{"PIN number 1234", "pin number one two three four", nil},
		{"the password is 4321", "the password is four three two one", nil},
		{"PIN 503165 , Post", "pin five hundred three thousand one hundred sixty five post", nil},
		{"PIN code 560001", "pin code five hundred sixty thousand one", nil},
	})
}

// TestTemperatureAfterHeatingAndLowerCaseScale: a word of heating or
// cooling makes a number's C or F a temperature's scale ("heated to 25C"
// was "twenty five c"), and a lower-case c or f in such a sentence has
// the scale as a variant ("heated to 25c": the letter alone before), the
// letter kept first (cents, a flat's letter).
func TestTemperatureAfterHeatingAndLowerCaseScale(t *testing.T) {
	checkCases(t, []caseT{
		{"heated to 25C", "heated to twenty five degrees celsius", nil},
		{"cooled to 4C overnight", "cooled to four degrees celsius overnight", nil},
		{"heated to 25c", "heated to twenty five c", []string{"heated to twenty five degrees celsius"}},
		{"a high of 77f and sunny", "", []string{"a high of seventy seven degrees fahrenheit and sunny"}},
		{"the 25c coin", "the twenty five cent coin", nil},
		{"Room 3c was cold", "room three c was cold", nil},
	})
}

// TestCompanyFormASAfterNameSpelled: AS after a company's name is its
// legal form, spelled ("He works at Equinor AS in Oslo." was "equinor as"
// 0.96 by the vowel pair after a name); an author's initials AS keep the
// word as Google TN says them ("Frankel AS ,"), and so does a headline's
// AS in a run of capitals.
func TestCompanyFormASAfterNameSpelled(t *testing.T) {
	checkCases(t, []caseT{
		{"He works at Equinor AS in Oslo.", "he works at equinor a s in oslo", nil},
		{"Telenor AS is a company", "telenor a s is a company", nil},
		{"Frankel AS , Dalenberg C ( 2006 ) .", "frankel as dalenberg c two thousand six", nil},
		{"STOCKS RALLY AS FED HOLDS", "stocks rally as fed holds", nil},
	})
}
