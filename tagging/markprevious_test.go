package tagging

import (
	"strings"
	"testing"
)

// TestMarkGoesToTheWordBefore: a span whose written text has a mark and
// a space between two of its words (Google TN's "K. 449" said "k four
// forty nine", "D. 1981", a LETTERS "C. Kr") was tagged with the mark on
// the word after it, `_k .4 4 9_`, one chunk that NeMo's realization
// glues, "k.449" for "k. 449". The spacing pass now gives the mark to the
// word before and cuts the chunk there, `_k._ _4 4 9_`, which realizes
// the target exactly (qa80: 3 rows of gtn_dev_clean converted to raw
// GTN, whose tokens are the spans; NeMo's sentence form, spans found,
// had none).
func TestMarkGoesToTheWordBefore(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ written, spoken, class, spanW, spanS, tags string }{
		{"14 in E flat major K. 449 no", "fourteen in e flat major k four forty nine no", "CARDINAL", "K. 449", "k four forty nine",
			"_14_ <SELF> <SELF> <SELF> <SELF> _k._ _4 4 9_ <SELF>"},
		{"Sahal D. 1981 patterns", "sahal d nineteen eighty one patterns", "DATE", "D. 1981", "d nineteen eighty one",
			"<SELF> _d._ _19 8 1_ <SELF>"},
		{"Vienna : C. Kr .", "vienna c k r", "LETTERS", "C. Kr", "c k r", "<SELF> _c._ _k r_"},
	} {
		ws := strings.Index(c.written, c.spanW)
		ss := strings.Index(c.spoken, c.spanS)
		sp := []Span{{Class: c.class, WrittenStart: len([]rune(c.written[:ws])), WrittenEnd: len([]rune(c.written[:ws+len(c.spanW)])),
			SpokenStart: len([]rune(c.spoken[:ss])), SpokenEnd: len([]rune(c.spoken[:ss+len(c.spanS)]))}}
		ex, f := d.Derive(c.written, c.spoken, sp, true)
		if f != nil {
			t.Fatalf("%q: %v", c.written, f)
		}
		got, err := Realize(ex.Words, ex.Tags)
		if strings.Join(ex.Tags, " ") != c.tags || err != nil || strings.TrimSpace(got) != ex.Target {
			t.Errorf("%q: tags %q realize %q (%v), target %q; want tags %q", c.written, ex.Tags, got, err, ex.Target, c.tags)
		}
	}
}
