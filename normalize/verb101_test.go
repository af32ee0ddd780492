package normalize

import "testing"

// TestVerb101TextToServiceLine: a service line after "to" behind a word of
// messaging, or after "texting", is said digit by digit as after "dial"
// ("Text 2 to 611" was "six hundred eleven" 0.99) (verb101). Growth, a
// range, a page and a count keep the number.
func TestVerb101TextToServiceLine(t *testing.T) {
	checkCases(t, []caseT{
		{"Text 2 to 611.", "text two to six one one", nil},
		{"Text STOP to 611.", "text stop to six one one", nil},
		{"Send a text to 611.", "send a text to six one one", nil},
		{"Texting 611 is free.", "texting six one one is free", nil},
		{"Call or text 611.", "call or text six one one", nil},
		// Guards.
		{"Sales grew to 611 units.", "sales grew to six hundred eleven units", nil},
		{"See page 611.", "see page six hundred eleven", nil},
		{"It rose from 500 to 611.", "it rose from five hundred to six hundred eleven", nil},
		{"Text 2 to 611 people.", "text two to six hundred eleven people", nil},
		{"It grew from 2 to 611.", "it grew from two to six hundred eleven", nil},
	})
}

// TestVerb101RestatedCurrencyCode: a currency's code after an amount that
// already names it, or names which dollars a bare "$" meant, is said in
// letters as "$5 USD" is ("$3.35 AUD" was "aud" 0.44, a word; "C$20 CAD"
// "cad" 0.97) (verb101). A code before its amount stays the currency's
// name; another currency, a slash after the code and a longer word keep
// their readings.
func TestVerb101RestatedCurrencyCode(t *testing.T) {
	checkCases(t, []caseT{
		{"It costs $3.35 AUD.", "it costs three dollars thirty five cents a u d", nil},
		{"It costs C$20 CAD.", "it costs twenty canadian dollars c a d", nil},
		{"€5 EUR", "five euros e u r", nil},
		{"Pay $5 CAD or more.", "pay five dollars c a d or more", nil},
		{"$10-15 AUD", "ten to fifteen dollars a u d", nil},
		// Guards.
		{"It costs $5 USD.", "it costs five dollars u s d", nil},
		{"AUD 3.35", "three australian dollars thirty five cents", nil},
		{"It costs $5 GBP.", "it costs five dollars g b p", nil},
		{"It is $20 USD/month.", "it is twenty dollars u s d per month", nil},
		{"It costs $5 AUDIO.", "it costs five dollars audio", nil},
		{"It costs €5 EURO.", "it costs five euros euro", nil},
	})
}

// TestVerb101WeekdayBeforeHours: a weekday's short form ("Tues", "Thurs",
// "Weds", "Sat") before a range of hours is the day, as before "10am"
// ("Tues 2-4pm" was "tues", "Thurs 9-5" "thurs") (verb101). A range that
// is no hours, "weds" in lower case and "the Sun" keep their words.
func TestVerb101WeekdayBeforeHours(t *testing.T) {
	checkCases(t, []caseT{
		{"Office hours are Tues 2-4pm.", "office hours are tuesday two to four p m", nil},
		{"Thurs 9-5", "thursday nine to five", nil},
		{"Weds 10am", "wednesday ten a m", nil},
		{"Open Sat 9-5.", "open saturday nine to five", nil},
		{"Open Tues 9-5, Thurs 10-2.", "open tuesday nine to five thursday ten to two", nil},
		{"Mon–Weds", "monday to wednesday", nil},
		// Guards.
		{"Sat 3-4 scores", "sat three to four scores", nil},
		{"Sun 13-5", "sun thirteen to five", nil},
		{"She weds 2-4 men.", "she weds two to four men", nil},
		{"The Sun 2-4.", "the sun two to four", nil},
		{"Sat 2.5-3", "sat two point five to three", nil},
	})
}
