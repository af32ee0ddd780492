package tagging

import (
	"strings"
	"testing"
)

// TestDeriveNeMoCaseReadings: readings of NeMo's English test cases the
// lexicon lacked, each a reject before: scale words past a trillion
// (non_monotonic: "trillion" was taken for the quadrillion's zeros), the
// grave accent as a quotation mark riding as the straight quote does, a
// number word's 's ("eighty's" 80's, "ninth's" 9th’s), a denominator with
// its ordinal suffix ("one quarter" 1/4th) and "half" for 0.5 (all
// unaligned_fragment).
func TestDeriveNeMoCaseReadings(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ class, written, spoken, tags string }{
		{"CARDINAL", "10010000010100010", "ten quadrillion ten trillion ten million one hundred thousand ten", ""},
		{"CARDINAL", "17855036657007596110949", "seventeen sextillion eight hundred fifty five quintillion thirty six quadrillion six hundred fifty seven trillion seven billion five hundred ninety six million one hundred ten thousand nine hundred forty nine", ""},
		{"PUNCTUATION", "``test``.", "test", "_``test``._"},
		{"PUNCTUATION", "a `quote` example", "a quote example", ""},
		{"PUNCTUATION", "80's", "eighty's", "_80's_"},
		{"PUNCTUATION", "april 29th’s meeting", "april twenty ninth's meeting", "<SELF> _2 9th’s_ <SELF>"},
		{"FRACTION", "1/4th", "one quarter", "_1 /4th_"},
		{"FRACTION", "1/8th", "one eighth", "_1 /8th_"},
		{"DECIMAL", "0.5", "half", "_0.5_"},
	} {
		ex, f := d.Derive(c.written, c.spoken, []Span{{Class: c.class, WrittenEnd: len([]rune(c.written)), SpokenEnd: len([]rune(c.spoken))}}, true)
		if f != nil {
			t.Errorf("%q / %q: %v", c.written, c.spoken, f)
			continue
		}
		if got := strings.Join(ex.Tags, " "); c.tags != "" && got != c.tags {
			t.Errorf("%q: tags %q, want %q", c.written, got, c.tags)
		}
		if r, _ := Realize(ex.Words, ex.Tags); !SameIgnoringSpaces(r, ex.Target) {
			t.Errorf("%q: tags %q realize %q, target %q", c.written, ex.Tags, r, ex.Target)
		}
	}
	// What the words do not say is still a reject.
	for _, c := range [][2]string{{"80's", "seventy's"}, {"1/4th", "one third"}, {"10010000010100010", "ten quadrillion ten million"}} {
		if _, f := d.Derive(c[0], c[1], []Span{{Class: "CARDINAL", WrittenEnd: len(c[0]), SpokenEnd: len(c[1])}}, true); f == nil {
			t.Errorf("%q / %q: kept, want a reject", c[0], c[1])
		}
	}
}
