package normalize

import "testing"

// TestSpacedNoteSharp: a note's letter and the sign tokenized apart, as
// Google TN's sentences write "C#" ("C # ."), is the sharp ("c number",
// "c hash tag" were the readings); a number sign before a number, a
// hashtag before a capital's word and the article A keep theirs.
func TestSpacedNoteSharp(t *testing.T) {
	checkCases(t, []caseT{
		{"C # .", "c sharp", nil},
		{"C # and F # are languages", "c sharp and f sharp are languages", nil},
		{"I code in C #", "i code in c sharp", nil},
		{"Grade A # 1", "grade a number one", nil},
		{"Law # Z", "law number z", nil},
	})
	checkNotAmong(t, [][2]string{
		{"B # Selfie", "b sharp selfie"},
		{"A # sign", "a sharp sign"},
		{"ABC # .", "a b c sharp"},
	})
}

// TestRouteNumberBeforeLetter: a road's number before its direction's or
// branch's letter is said as a number ("I-95 N" was "i nine five n", a
// model's code digit by digit); the letter is no unit ("I-10 W" was "i
// ten watts" 0.14). An aircraft's model and variant keep their digits.
func TestRouteNumberBeforeLetter(t *testing.T) {
	checkCases(t, []caseT{
		// verb56: the compass letter after a road's number is its
		// direction first (routeBefore in direction), the letter second.
		{"I-95 N", "i ninety five north", []string{"i ninety five n"}},
		{"Take I-95 N to Boston", "take i ninety five north to boston", []string{"take i ninety five n to boston"}},
		{"I-405 S", "i four hundred five south", []string{"i four hundred five s"}},
		{"SR 25 A", "s r twenty five a", nil},
		{"C-130 J", "c one three o j", nil},
		{"the F-15 E", "the f one five e", nil},
	})
	checkNotAmong(t, [][2]string{
		{"I-10 W", "i ten watts"},
		{"Route 9 N", "route nine newtons"},
	})
}

// TestOvenCelsius: an oven's temperature in Celsius, above the weather's
// 150 ("heat the oven to one hundred eighty c" was the reading) and below
// it where no word of weather stands ("set the oven to ninety c"), and
// in Fahrenheit under 200 in a sentence of cooking; a room's number
// keeps its letter.
func TestOvenCelsius(t *testing.T) {
	checkCases(t, []caseT{
		{"Heat the oven to 180C", "heat the oven to one hundred eighty degrees celsius", nil},
		{"Preheat the oven to 200C.", "preheat the oven to two hundred degrees celsius", nil},
		{"Bake at 220 C for 20 minutes", "bake at two hundred twenty degrees celsius for twenty minutes", nil},
		{"Go to 210C for the meeting", "go to two hundred ten c for the meeting", nil},
		{"Room 180C", "room one hundred eighty c", nil},
		{"Preheat oven to 400F", "preheat oven to four hundred degrees fahrenheit", nil},
		{"Set the oven to 90C", "set the oven to ninety degrees celsius", nil},
		{"Heat the oil to 190F", "heat the oil to one hundred ninety degrees fahrenheit", nil},
		{"Dehydrate at 160F in the oven", "dehydrate at one hundred sixty degrees fahrenheit in the oven", nil},
		{"Meet at 175F", "meet at one hundred seventy five f", nil},
	})
}

// TestRangeBeforeUnitIsNoTelephone: three digits, a dash and four before
// a unit are a range ("seven six o one two two o k g" was the reading);
// a local number stays one.
func TestRangeBeforeUnitIsNoTelephone(t *testing.T) {
	checkCases(t, []caseT{
		{"760-1220 kg", "seven hundred sixty to one thousand two hundred twenty kilograms", nil},
		{"at elevations of 300-1500m", "at elevations of three hundred to one thousand five hundred meters", nil},
		{"555-1234", "five five five one two three four", nil},
		{"call 555-1234 in the evening", "call five five five one two three four in the evening", nil},
	})
}

// TestApproximatelyBetweenTerms: "≈" between two terms is said as "=" is
// ("equals", "is equal to"): "a approximately b" was the reading; before
// a number alone it is "approximately". "#:" before a number is the
// number sign.
func TestApproximatelyBetweenTerms(t *testing.T) {
	checkCases(t, []caseT{
		{"a ≈ b", "a approximately equals b", []string{"a is approximately equal to b"}},
		{"π ≈ 3.14", "pi approximately equals three point one four", nil},
		{"≈ 5 km", "approximately five kilometers", nil},
		{"The distance is ≈ 5 km", "the distance is approximately five kilometers", nil},
		{"a = b", "a equals b", []string{"a is equal to b"}},
		{"Order #: 12345", "order number twelve thousand three hundred forty five", nil},
	})
}
