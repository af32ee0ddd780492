package tagging

import (
	"strings"
	"testing"
)

// TestDeriveReservedChars: "_", "<" and ">", which NeMo's realization
// deletes from every output, no longer reject the row: the words saying
// them stay as spoken (<SELF>), the pieces around them are aligned as
// usual, and a run nobody says is dropped like punctuation.
func TestDeriveReservedChars(t *testing.T) {
	d := NewDeriver()
	cases := []struct {
		name, written, spoken string
		spans                 []Span
		tags, target          string
	}{
		{"said <", "if x < 5 stop", "if x less than five stop", nil,
			"<SELF> <SELF> <SELF> <SELF> _5_ <SELF>", "if x less than 5 stop"},
		{"said _ between numbers", "a 19 _ 411 b", "a nineteen underscore four hundred eleven b", nil,
			"<SELF> _19_ <SELF> _4 <DELETE> 11_ <SELF>", "a 19 underscore 411 b"},
		{"said <= before a number", "values <= 100 pass", "values less than or equal to one hundred pass", nil,
			"<SELF> <SELF> <SELF> <SELF> <SELF> <SELF> _1 00_ <SELF>", "values less than or equal to 100 pass"},
		{"said _ in an e-mail", "write to my_name@gmail.com now", "write to my underscore name at gmail dot com now",
			nil, "<SELF> <SELF> <SELF> <SELF> <SELF> _@ <SELF> . com_ <SELF>", "write to my underscore name@gmail.com now"}, // com closes the chunk (closingWord, qa67), which runs through gmail (acrossSelves, qa88)
		{"markup nobody says", "press <enter> now", "press enter now", nil,
			"<SELF> <SELF> <SELF>", "press enter now"},
	}
	for _, c := range cases {
		ex, f := d.Derive(c.written, c.spoken, c.spans, c.spans != nil)
		if f != nil {
			t.Errorf("%s: %v", c.name, f)
			continue
		}
		if got := strings.Join(ex.Tags, " "); c.tags != "" && got != c.tags {
			t.Errorf("%s: tags %q, want %q", c.name, got, c.tags)
		}
		if ex.Target != c.target {
			t.Errorf("%s: target %q, want %q (tags %v)", c.name, ex.Target, c.target, ex.Tags)
		}
		r, _ := Realize(ex.Words, ex.Tags)
		if strings.ContainsAny(r, reservedChars) || !SameIgnoringSpaces(r, ex.Target) {
			t.Errorf("%s: realizes %q, target %q", c.name, r, ex.Target)
		}
	}
}

// TestDeriveReservedCharRejects: a span with a reserved character whose
// other pieces do not align is still rejected, not kept as spoken words
// (which would teach the tagger to leave "h t t p colon slash slash").
func TestDeriveReservedCharRejects(t *testing.T) {
	d := NewDeriver()
	w, s := "see nethttp://www.x.ru/a_b.pdfAli now", "see n e t h t t p colon slash slash w w w dot x dot r u slash a underscore b dot pdf ali now"
	if ex, f := d.Derive(w, s, nil, false); f == nil || f.Rule != RuleReservedChar {
		t.Errorf("got %v %v, want %s", ex.Tags, f, RuleReservedChar)
	}
}

// TestDeriveDetokenizedGTNQuotes: prep gtn --detokenize attaches GTN's
// quote tokens (two grave accents, two apostrophes) to their words; a found span drops
// them as a plain word does (they were unaligned_fragment: 35 of GTN's
// first 2,000 detokenized sentences). Standalone ones keep the gap's cut
// at punctuation tokens, and so do the brackets and the sentence's period
// on a word (markPieces): "(PDF)." gives "pdf", as "( PDF ) ." does.
func TestDeriveDetokenizedGTNQuotes(t *testing.T) {
	d := NewDeriver()
	cases := []struct{ written, spoken, target string }{
		{"in ``1980'' it", "in nineteen eighty it", "in 1980 it"},
		{"honduras 2009 ``(PDF).", "honduras two thousand nine p d f", "honduras 2009 pdf"},
		{"on ``weatherbase.com now", "on weatherbase dot com now", "on weatherbase.com now"},
		{"honduras 2009 `` ( PDF )", "honduras two thousand nine p d f", "honduras 2009 pdf"},
		// --detokenize writes them as the straight quote now: the same rows.
		{`in "1980" it`, "in nineteen eighty it", "in 1980 it"},
		{`honduras 2009 "(PDF).`, "honduras two thousand nine p d f", "honduras 2009 pdf"},
	}
	for _, c := range cases {
		ex, f := d.Derive(c.written, c.spoken, nil, false)
		if f != nil {
			t.Errorf("%q: %v", c.written, f)
			continue
		}
		if ex.Target != c.target {
			t.Errorf("%q: target %q, want %q (tags %v)", c.written, ex.Target, c.target, ex.Tags)
		}
	}
}
