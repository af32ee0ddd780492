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
