package tagging

import (
	"fmt"
	"strings"
	"testing"
)

// TestClassesInContext: a number's class from the words around it. A
// four-digit number after "number" (customer, account, member, order
// number) is no year: CARDINAL, or DIGIT said digit by digit (it was
// DATE, found or given as the verbalizer's year); "10x" said "ten times"
// or "ten x" is a MEASURE, as NeMo's test cases class "4.4x" (said "ten
// x" it was a CARDINAL, the x spelled and no unit); four digits of a 24-hour clock before "hours" are a TIME (they
// were CARDINAL or DATE), counted with "thousand" a CARDINAL. A date's
// own reading keeps its DATE.
func TestClassesInContext(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct {
		written, spoken string
		span            [3]string // a given span, or none
		want            string
	}{
		{"Call customer number 1000 now.", "call customer number one thousand now", [3]string{}, "[CARDINAL 3 5]"},
		{"Call customer number 1000 now.", "call customer number one thousand now", [3]string{"year", "1000", "one thousand"}, "[CARDINAL 3 5]"},
		{"Call customer number 1000 now.", "call customer number one o o o now", [3]string{"year", "1000", "one o o o"}, "[DIGIT 3 7]"},
		{"His account number 2013 was closed.", "his account number two thousand thirteen was closed", [3]string{}, "[CARDINAL 3 6]"},
		{"Order number 1999 shipped.", "order number nineteen ninety nine shipped", [3]string{}, "[CARDINAL 2 5]"},
		{"Member number 1850 joined.", "member number eighteen fifty joined", [3]string{}, "[CARDINAL 2 4]"},
		{"In 1999 it shipped.", "in nineteen ninety nine it shipped", [3]string{}, "[DATE 1 4]"},
		{"It was 10x faster.", "it was ten times faster", [3]string{}, "[MEASURE 2 4]"},
		{"It was 10x faster.", "it was ten x faster", [3]string{}, "[MEASURE 2 4]"},
		{"It was 10x faster.", "it was ten x faster", [3]string{"measure", "10x", "ten x"}, "[MEASURE 2 4]"},
		{"A 2.5x zoom.", "a two point five x zoom", [3]string{}, "[MEASURE 1 5]"},
		{"Apt. 4C is free.", "apartment four c is free", [3]string{}, "[CARDINAL 1 3]"},
		{"It was 10 km away.", "it was ten kilometers away", [3]string{}, "[MEASURE 2 4]"},
		{"We leave at 0000 hours.", "we leave at zero hundred hours", [3]string{}, "[TIME 3 5]"},
		{"We leave at 0600 hours.", "we leave at oh six hundred hours", [3]string{}, "[TIME 3 6]"},
		{"We leave at 1400 hours.", "we leave at fourteen hundred hours", [3]string{}, "[TIME 3 5]"},
		{"It took 1500 hours.", "it took one thousand five hundred hours", [3]string{}, "[CARDINAL 2 6]"},
	} {
		var spans []Span
		if c.span[0] != "" {
			spans = spansOf(c.written, c.spoken, c.span)
		}
		ex, f := d.Derive(c.written, c.spoken, spans, spans != nil)
		if f != nil {
			t.Errorf("%q / %q: %v", c.written, c.spoken, f)
			continue
		}
		var got []string
		for _, s := range ex.Semiotic {
			got = append(got, fmt.Sprintf("%s %d %d", s.Class, s.Start, s.End))
		}
		if g := "[" + strings.Join(got, " ") + "]"; g != c.want {
			t.Errorf("%q / %q (span %v): semiotic %s, want %s", c.written, c.spoken, c.span, g, c.want)
		}
	}
}

// TestFoundClassesInBrackets: a found span of detokenized text holds the
// brackets and the sentence's punctuation glued to it ("(2008).",
// "1992).", "(24"); the class guess and the date merge read it without
// them. "(2008)." was a CARDINAL, "(2015-05-18)." a TELEPHONE, and
// "August 14, 1992)." a CARDINAL over the day and year, the month in no
// span (NeMo GTN 2,001-7,551 detokenized: 1,214 rows whose classes
// differed from the tokenized sentences' ones, 131 now).
func TestFoundClassesInBrackets(t *testing.T) {
	for _, c := range []struct{ written, spoken, want string }{
		{"(2008).", "two thousand eight", "DATE"},
		{"1992).", "nineteen ninety two", "DATE"},
		{"(2015-05-18).", "the eighteenth of may twenty fifteen", "DATE"},
		{"(555) 123-4567", "five five five one two three four five six seven", "TELEPHONE"},
		{"(797.1/km²).", "seven hundred ninety seven point one per square kilometers", "MEASURE"},
		{"[12]", "twelve", "CARDINAL"},
	} {
		if got := GuessClass(c.written, strings.Fields(c.spoken)); got != c.want {
			t.Errorf("GuessClass(%q) = %s, want %s", c.written, got, c.want)
		}
	}
	d := NewDeriver()
	for _, c := range [][3]string{
		{"Broder, John M. (August 14, 1992).", "broder john m august fourteenth nineteen ninety two", "[{DATE 3 8}]"},
		{"Steve Wexler (24 March 2014).", "steve wexler the twenty fourth of march twenty fourteen", "[{DATE 2 9}]"},
		{"Seeley, W. W. (2008).", "seeley w w two thousand eight", "[{DATE 3 6}]"},
	} {
		ex, f := d.Derive(c[0], c[1], nil, false)
		if f != nil {
			t.Errorf("%q: %v", c[0], f)
			continue
		}
		if got := fmt.Sprint(ex.Semiotic); got != c[2] {
			t.Errorf("%q: semiotic %s, want %s", c[0], got, c[2])
		}
	}
}
