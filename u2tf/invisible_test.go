package u2tf

import (
	"strings"
	"testing"
)

// TestDeriveDropsInvisibleCharacters: the invisible characters clean's
// basic/remove_invisible takes out of every written-only prep's written
// side (a zero-width space, soft hyphen, word joiner, byte order mark,
// bidirectional mark) are nothing here too, as they are on the spoken
// side and to the tagger: a span's output was "5\u200b000" (the span model
// taught to write a zero-width space), and "Call\u200b me" made "call" an
// ITN span written "Call\u200b". Given spans move with the text; a word of
// them alone leaves no doubled space. Zero-width joiners stay, as clean
// keeps them, but beside an ASCII letter or digit (qa93).
func TestDeriveDropsInvisibleCharacters(t *testing.T) {
	d, _ := NewDeriver(DefaultOptions())
	for _, c := range []struct {
		written, spoken string
		spans           []Span
		output          string
	}{
		{"He paid 5\u200b000 dollars.", "he paid five thousand dollars", nil, "5000"},
		{"He paid 5\u200b000 dollars.", "he paid five thousand dollars", []Span{{8, 13, 8, 21}}, "5000"},
		{"The \u200b\u00ad3\u20604 test.", "the thirty four test", []Span{{4, 10, 4, 15}}, "34"},
		{"Call\u200b me at 5 pm.", "call me at five p m", nil, "5 pm"},
		{"\u200eGo to www.exam\u00adple.com now.", "go to w w w dot example dot com now", nil, "www.example.com"},
	} {
		wantOneSpan(t, d, c.written, c.spoken, c.spans, c.output)
	}
	for _, c := range [][2]string{
		{"The x\u200by test.", "the xy test"},
		{"A \u200b word.", "a word"},
		{"\ufeffA word. \u200f", "a word"},
	} {
		ex, rj := d.Derive(c[0], c[1], nil)
		if rj != nil || len(ex.Spans) != 0 {
			t.Errorf("%q: spans %+v (%v), want none", c[0], ex.Spans, rj)
			continue
		}
		got, err := ex.Realize()
		if err != nil || strings.ContainsAny(got, "\u200b\ufeff\u200f") || strings.Contains(got, "  ") {
			t.Errorf("%q realizes %q (%v)", c[0], got, err)
		}
	}
	// A zero-width joiner is clean's to keep where a script needs it
	// (emoji sequences, Devanagari's half forms); beside an ASCII letter
	// no script does, and it goes (qa93: "x\u200dy" was a span the model
	// was to learn to write with the joiner in it).
	if ex, rj := d.Derive("The \u0915\u094d\u200d\u0937 test.", "the \u0915\u094d\u0937 test", nil); rj != nil || len(ex.Spans) != 1 || ex.Spans[0].Output != "\u0915\u094d\u200d\u0937" {
		t.Errorf("a zero-width joiner in Devanagari: %+v %v, want the span kept with it", ex.Spans, rj)
	}
	if ex, rj := d.Derive("The x\u200dy test.", "the xy test", nil); rj != nil || len(ex.Spans) != 0 {
		t.Errorf("a zero-width joiner between ASCII letters: %+v %v, want no span", ex.Spans, rj)
	}
}
