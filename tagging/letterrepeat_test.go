package tagging

import (
	"strings"
	"testing"
)

// TestLetterRepeatWords: "double" and "triple" before a letter write its
// repeats (TestDeriveCreditRatings' rule) for a battery's size too, which
// the verbalizer says that way first ("double a" for AA batteries, "triple
// a" for AAA, both in "AA or AAA batteries"); each realizes its target,
// with a span and without.
func TestLetterRepeatWords(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ written, spoken string }{
		{"I use AA batteries.", "i use double a batteries"},
		{"The AAA batteries died.", "the triple a batteries died"},
		{"The bonds are rated BBB- by Fitch.", "the bonds are rated triple b minus by fitch"},
		{"Buy AA or AAA batteries.", "buy double a or triple a batteries"},
	} {
		for _, hasSpans := range []bool{false, true} {
			var spans []Span
			if hasSpans {
				k := strings.Index(c.written, "A")
				if k < 0 || strings.HasPrefix(c.written[k:], "A ") {
					k = strings.Index(c.written, "BBB")
				}
				e := strings.IndexByte(c.written[k:], ' ') + k
				w := strings.Fields(c.written[:k])
				sw := strings.Fields(c.spoken)
				ss := len(strings.Join(sw[:len(w)], " ")) + 1
				se := ss + len(sw[len(w)]) + 1 + len(sw[len(w)+1])
				if strings.HasSuffix(c.written[k:e], "-") {
					se += len(" minus")
				}
				spans = []Span{{Class: "LETTERS", WrittenStart: k, WrittenEnd: e, SpokenStart: ss, SpokenEnd: se}}
			}
			ex, f := d.Derive(c.written, c.spoken, spans, hasSpans)
			if f != nil {
				t.Errorf("%q / %q (spans %v): %v", c.written, c.spoken, hasSpans, f)
				continue
			}
			if r, _ := Realize(ex.Words, ex.Tags); !SameIgnoringSpaces(r, ex.Target) {
				t.Errorf("%q: tags %q realize %q, target %q", c.written, ex.Tags, r, ex.Target)
			}
		}
	}
}
