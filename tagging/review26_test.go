package tagging

import (
	"strings"
	"testing"
)

// TestDeriveSession25Readings: readings that were rejects (2026-11-29,
// tagu26), each tagged now with its tags pinned where they show the
// reading: a fraction said "an eighth" (unaligned: "eighth" wrote "/8"
// only), ranges of two amounts each with its sign (non_monotonic: the
// second sign could only move before the first amount), zero cents with a
// scale word ("one hundred dollars" for $100.00), NeMo's amounts of three
// decimals ($2.000 "two dollars", $20.500 "twenty dollars fifty cents",
// $0.010 "one cent") and a cube said before a unit said in two words
// ("cubic deci meters" for dm³). Each realizes its target; "fifty cents"
// for .50 still writes "50" whole.
func TestDeriveSession25Readings(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ written, spoken, tags string }{
		{"Use an 1/8 inch pipe.", "use an eighth inch pipe", "<SELF> <SELF> _1/8_ <SELF> <SELF>"},
		{"a 1/16 inch gap", "a sixteenth inch gap", "<SELF> _1/16_ <SELF> <SELF>"},
		{"It cost $50.00-$100.00 per night.", "it cost fifty dollars to one hundred dollars per night", ""},
		{"It cost $50.00-$100.00 per night.", "it cost fifty dollars one hundred dollars per night", ""},
		{"It cost $100.00 today", "it cost one hundred dollars today", "<SELF> <SELF> 1 00.00_ _$<< <SELF>"},
		{"The tank holds 1.000028 dm³ of water.", "the tank holds one point o o o o two eight cubic deci meters of water", ""},
		{"an area of 5 km² here", "an area of five square kilo meters here", "<SELF> <SELF> <SELF> _5_ <DELETE> _k m²_ <SELF>"},
		{"it cost $5.50", "it cost five dollars fifty cents", "<SELF> <SELF> 5. _$<< 50_ <DELETE>"},
	} {
		ex, f := d.Derive(c.written, c.spoken, nil, false)
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
	// NeMo's money and range cases, one span each, at a case's start.
	for _, c := range [][2]string{
		{"$2.000", "two dollars"}, {"$20.500", "twenty dollars fifty cents"}, {"$20.010", "twenty dollars one cent"},
		{"$0.010", "one cent"}, {"$150.25-$250.67", "one hundred fifty dollars twenty five cents to two hundred fifty dollars sixty seven cents"},
		{"$50.00-$100.00", "fifty dollars to one hundred dollars"},
		// An en dash as the hyphen.
		{"$150.25–$250.67", "one hundred fifty dollars twenty five cents to two hundred fifty dollars sixty seven cents"},
	} {
		ex, f := d.Derive(c[0], c[1], []Span{{Class: "MONEY", WrittenEnd: len([]rune(c[0])), SpokenEnd: len(c[1])}}, true)
		if f != nil {
			t.Errorf("%q / %q: %v", c[0], c[1], f)
			continue
		}
		if r, _ := Realize(ex.Words, ex.Tags); !SameIgnoringSpaces(r, ex.Target) {
			t.Errorf("%q: tags %q realize %q, target %q", c[0], ex.Tags, r, ex.Target)
		}
	}
	// What the words do not say, or say in an order no mark can write,
	// stays a reject.
	for _, c := range [][2]string{
		{"Use an 1/8 inch pipe.", "use a second inch pipe"},
		{"It was signed on 2014/06/19 in Paris.", "it was signed on june nineteenth twenty fourteen in paris"},
		{"It cost $50.00-$100.00 per night.", "it cost fifty dollars to two hundred dollars per night"},
	} {
		if _, f := d.Derive(c[0], c[1], nil, false); f == nil {
			t.Errorf("%q / %q: kept, want a reject", c[0], c[1])
		}
	}
}
