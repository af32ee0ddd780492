package tagging

import (
	"strings"
	"testing"
)

// TestDeriveGTNClitics: GTN's clitics, split off their word in the written
// side unless --detokenize joined them, and joined to it in the spoken
// side ("orem's", as the GTN readers write it), are said as written: the
// host and its clitic are one <SELF> word ("Orem 's" was "orem" "s",
// which met the spoken "orem's" as a rewrite, _orem__'s_), with spans
// beside them too.
func TestDeriveGTNClitics(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct {
		name, written, spoken string
		spans                 []Span
		tags, target          string
	}{
		{"tokens", "Under Orem 's model , Olin does n't support it .", "under orem's model olin doesn't support it", nil,
			"<SELF> <SELF> <SELF> <SELF> <SELF> <SELF> <SELF>", "under orem's model olin doesn't support it"},
		{"detokenized", "Under Orem's model, Olin doesn't support it.", "under orem's model olin doesn't support it", nil,
			"<SELF> <SELF> <SELF> <SELF> <SELF> <SELF> <SELF>", "under orem's model olin doesn't support it"},
		{"after a mark", "Smith Inc. 's share", "smith inc's share", nil, "<SELF> <SELF> <SELF>", "smith inc's share"},
		{"first, no host", "'s They 're gone", "s they're gone", nil, "<SELF> <SELF> <SELF>", "s they're gone"},
		{"after a span", "the WWE 's three", "the w w e's three",
			[]Span{{Class: "LETTERS", WrittenStart: 4, WrittenEnd: 7, SpokenStart: 4, SpokenEnd: 9}}, "<SELF> _w <SELF> e_ <SELF> <SELF>", "the wwe s three"},
	} {
		ex, f := d.Derive(c.written, c.spoken, c.spans, c.spans != nil)
		if f != nil {
			t.Errorf("%s: %q / %q: %v", c.name, c.written, c.spoken, f)
			continue
		}
		if got := strings.Join(ex.Tags, " "); got != c.tags || ex.Target != c.target {
			t.Errorf("%s: %q / %q\n got %s / %q\nwant %s / %q", c.name, c.written, c.spoken, got, ex.Target, c.tags, c.target)
		}
		if r, _ := Realize(ex.Words, ex.Tags); !SameIgnoringSpaces(r, ex.Target) {
			t.Errorf("%s: realizes %q, target %q", c.name, r, ex.Target)
		}
	}
}

// TestDeriveGTNCliticSaidApart: a spoken side that says the clitic apart
// (versions prepared before the GTN readers joined clitics: "he s")
// derives as it did, the clitic a word of its own.
func TestDeriveGTNCliticSaidApart(t *testing.T) {
	d := NewDeriver()
	ex, f := d.Derive("He 's an eye magnet", "he s an eye magnet", nil, false)
	if f != nil {
		t.Fatal(f)
	}
	if got := strings.Join(ex.Tags, " "); got != "<SELF> <SELF> <SELF> <SELF> <SELF>" || ex.Target != "he s an eye magnet" {
		t.Errorf("tags %s target %q, want every word <SELF>", got, ex.Target)
	}
}
