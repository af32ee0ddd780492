package tagging

import (
	"fmt"
	"strings"
	"testing"
)

// TestDerivePercentRangeSignSaidOnce: a range of percentages with the sign
// said once tags both numbers: "10% to 20%" / "ten to twenty percent"
// (NeMo's test cases) has the first number's last word carry its unsaid
// sign (it was unaligned_fragment), "5-10%" writes both numbers around the
// dash, and both are MEASUREs as a percentage is (the range was a
// CARDINAL). A sign said after each number goes to its own word, and one
// nobody says after a lone number is still unexplained.
func TestDerivePercentRangeSignSaidOnce(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ written, spoken, tags, sem string }{
		{"rates of 10% to 20% here", "rates of ten to twenty percent here", "<SELF> <SELF> _10%_ <SELF> _20 %_ <SELF>", "[{MEASURE 2 6}]"},
		{"25% to 30%", "twenty five to thirty percent", "_2 5%_ <SELF> _30 %_", "[{MEASURE 0 5}]"},
		{"10% to 20%", "ten to twenty per cent", "_10%_ <SELF> _20 %_ <DELETE>", "[{MEASURE 0 5}]"},
		{"rates rose 5-10% last year", "rates rose five to ten percent last year", "<SELF> <SELF> _5 - 10 %_ <SELF> <SELF>", "[{MEASURE 2 6}]"},
		{"10% to 20%", "ten percent to twenty percent", "_10 %_ <SELF> _20 %_", "[{MEASURE 0 2} {MEASURE 3 5}]"},
	} {
		ex, f := d.Derive(c.written, c.spoken, nil, false)
		if f != nil {
			t.Errorf("%q / %q: %v", c.written, c.spoken, f)
			continue
		}
		if got := strings.Join(ex.Tags, " "); got != c.tags {
			t.Errorf("%q / %q: tags %q, want %q", c.written, c.spoken, got, c.tags)
		}
		if got := fmt.Sprint(ex.Semiotic); got != c.sem {
			t.Errorf("%q: semiotic %s, want %s", c.written, got, c.sem)
		}
	}
	if _, f := d.Derive("5%", "five", nil, false); f == nil || f.Rule != RuleUnaligned {
		t.Errorf(`"5%%" said "five": %v, want %s`, f, RuleUnaligned)
	}
}

// TestDeriveRepeatAfterPunctuation: a number and the same words said again
// around a comma ("We paid $5, five dollars." said "we paid five dollars
// five dollars") pair the written "$5," with the first "five dollars" and
// the written "five dollars" with the second (align.SlideRepeats): one
// MONEY span of two words and two <SELF> words (the comma nobody says is
// cut off "$5,", as Google TN writes it apart: markPieces). difflib matched the written
// "five dollars" with the first spoken one, so the span held all four
// words and the second "dollars" wrote "_dollars._".
func TestDeriveRepeatAfterPunctuation(t *testing.T) {
	ex, f := NewDeriver().Derive("We paid $5, five dollars.", "we paid five dollars five dollars", nil, false)
	if f != nil {
		t.Fatal(f)
	}
	if got, want := strings.Join(ex.Tags, " "), "<SELF> <SELF> 5_ _$<< <SELF> <SELF>"; got != want {
		t.Errorf("tags %q, want %q", got, want)
	}
	if got, want := fmt.Sprint(ex.Semiotic), "[{MONEY 2 4}]"; got != want {
		t.Errorf("semiotic %s, want %s", got, want)
	}
}

// TestHundredWritesNoCommaAlone: "hundred" never writes a comma alone (a
// thousand's group separator): GTN's "128 , 150" said "one hundred twenty
// eight one hundred fifty" gave the comma between the numbers to the second
// "hundred", swapped before its "one" (`_1>` `_,_`), and "250,000" the
// group's comma to "hundred", swapped past "fifty" (`,>`).
func TestHundredWritesNoCommaAlone(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ written, spoken, tags string }{
		{"the buses 128 , 150 and 462 stop here", "the buses one hundred twenty eight one hundred fifty and four hundred sixty two stop here",
			"<SELF> <SELF> _1 <DELETE> 2 8_ _1 <DELETE> 50_ <SELF> _4 <DELETE> 6 2_ <SELF> <SELF>"},
		{"every year 250,000 youth", "every year two hundred fifty thousand youth", "<SELF> <SELF> _2 <DELETE> 50 ,000_ <SELF>"},
		{"an income of 31,736 then", "an income of thirty one thousand seven hundred thirty six then", "<SELF> <SELF> <SELF> _3 1 , 7 <DELETE> 3 6_ <SELF>"},
	} {
		ex, f := d.Derive(c.written, c.spoken, nil, false)
		if f != nil {
			t.Errorf("%q: %v", c.written, f)
			continue
		}
		if got := strings.Join(ex.Tags, " "); got != c.tags {
			t.Errorf("%q: tags %q, want %q", c.written, got, c.tags)
		}
	}
}
