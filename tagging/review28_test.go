package tagging

import (
	"strings"
	"testing"
)

// TestFractionOrdinalBeforeAMonth: an ordinal writes "1/" and its
// denominator (1/8 "an eighth") only where no month's name follows it; a
// date 1/4 said "the fourth of january" keeps its month on "january"
// (the fraction's score had "fourth" write "1/4" and "january" nothing,
// or "/" in 1/5/2027), as before the fraction rule. Each realizes its
// target, with spans and without.
func TestFractionOrdinalBeforeAMonth(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ written, spoken, tags string }{
		{"on 1/4", "on the fourth of january", "<SELF> <DELETE> 4_ <DELETE> _1/<<"},
		{"on 1/8/2020", "on the eighth of january twenty twenty", "<SELF> <DELETE> 8 / _1/<< 20 20_"},
		{"due 1/5/2027 here", "due the fifth of january twenty twenty seven here", "<SELF> <DELETE> 5 / _1/<< 20 2 7_ <SELF>"},
		{"Use an 1/8 inch pipe.", "use an eighth inch pipe", "<SELF> <SELF> _1/8_ <SELF> <SELF>"},
		{"a 1/3 cup", "a third cup", "<SELF> _1/3_ <SELF>"},
	} {
		ex, f := d.Derive(c.written, c.spoken, nil, false)
		if f != nil {
			t.Errorf("%q / %q: %v", c.written, c.spoken, f)
			continue
		}
		if got := strings.Join(ex.Tags, " "); got != c.tags {
			t.Errorf("%q: tags %q, want %q", c.written, got, c.tags)
		}
		if r, _ := Realize(ex.Words, ex.Tags); !SameIgnoringSpaces(r, ex.Target) {
			t.Errorf("%q: tags %q realize %q, target %q", c.written, ex.Tags, r, ex.Target)
		}
		// The same pair with the date or the fraction as one span.
		k := strings.IndexAny(c.written, "0123456789")
		e := strings.IndexByte(c.written[k:]+" ", ' ') + k
		ws := strings.Fields(c.spoken)
		first := len(strings.Fields(c.written[:k]))
		last := len(ws) - len(strings.Fields(c.written[e:]))
		ss := len(strings.Join(ws[:first], " ")) + 1
		se := len(strings.Join(ws[:last], " "))
		span := []Span{{Class: "DATE", WrittenStart: k, WrittenEnd: e, SpokenStart: ss, SpokenEnd: se}}
		ex, f = d.Derive(c.written, c.spoken, span, true)
		if f != nil {
			t.Errorf("%q / %q with a span: %v", c.written, c.spoken, f)
			continue
		}
		if got := strings.Join(ex.Tags, " "); got != c.tags {
			t.Errorf("%q with a span: tags %q, want %q", c.written, got, c.tags)
		}
	}
}

// TestPoundBeforeANounWritesLbs: a measure in pounds before a noun is said
// in the singular ("a 5 lbs bag" "a five pound bag"), so "pound" writes
// "lbs" as "pounds" does; with the verbalizer's span it was
// unaligned_fragment ("pound" does not explain "lbs").
func TestPoundBeforeANounWritesLbs(t *testing.T) {
	d := NewDeriver()
	written, spoken := "a 5 lbs bag", "a five pound bag"
	for _, spans := range [][]Span{nil, {{Class: "MEASURE", WrittenStart: 2, WrittenEnd: 7, SpokenStart: 2, SpokenEnd: 12}}} {
		ex, f := d.Derive(written, spoken, spans, spans != nil)
		if f != nil {
			t.Errorf("%q / %q (spans %v): %v", written, spoken, spans, f)
			continue
		}
		if r, _ := Realize(ex.Words, ex.Tags); !SameIgnoringSpaces(r, ex.Target) {
			t.Errorf("%q: tags %q realize %q, target %q", written, ex.Tags, r, ex.Target)
		}
	}
}
