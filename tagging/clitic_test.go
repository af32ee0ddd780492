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
			[]Span{{Class: "LETTERS", WrittenStart: 4, WrittenEnd: 7, SpokenStart: 4, SpokenEnd: 9}}, "<SELF> _w <SELF> e's_ <SELF>", "the wwe's three"},
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

// TestDeriveCliticAfterSpan: a clitic said against a span's last word
// ("WWE 's", "WWE's", "2010's" said "w w e's", "twenty ten's", as the GTN
// readers and the verbalizer write them) joins that word in the input,
// which is the spoken text's words, and its tag writes it (revn29: the
// input was "w w e s" and the target "wwe s", the apostrophe lost).
func TestDeriveCliticAfterSpan(t *testing.T) {
	d := NewDeriver()
	letters := func(ws, we, ss, se int) []Span {
		return []Span{{Class: "LETTERS", WrittenStart: ws, WrittenEnd: we, SpokenStart: ss, SpokenEnd: se}}
	}
	for _, c := range []struct {
		name, written, spoken string
		spans                 []Span
		tags, target          string
	}{
		{"tokens", "The WWE 's champion won .", "the w w e's champion won", letters(4, 7, 4, 9),
			"<SELF> _w <SELF> e's_ <SELF> <SELF>", "the wwe's champion won"},
		{"detokenized, a mark after", "The champion is the WWE's.", "the champion is the w w e's", letters(20, 23, 20, 25),
			"<SELF> <SELF> <SELF> <SELF> _w <SELF> e's_", "the champion is the wwe's"},
		{"typographic", "The WWE’s champion", "the w w e’s champion", letters(4, 7, 4, 9),
			"<SELF> _w <SELF> e’s_ <SELF>", "the wwe’s champion"},
		{"a date", "In 2010 's summer", "in twenty ten's summer",
			[]Span{{Class: "DATE", WrittenStart: 3, WrittenEnd: 7, SpokenStart: 3, SpokenEnd: 13}}, "<SELF> _20 10's_ <SELF>", "in 2010's summer"},
		{"two", "The NBA's MVP's award", "the n b a's m v p's award",
			[]Span{{Class: "LETTERS", WrittenStart: 4, WrittenEnd: 7, SpokenStart: 4, SpokenEnd: 9}, {Class: "LETTERS", WrittenStart: 10, WrittenEnd: 13, SpokenStart: 12, SpokenEnd: 17}},
			"<SELF> _n <SELF> a's_ _m <SELF> p's_ <SELF>", "the nba's mvp's award"},
		{"said apart", "The WWE 's champion", "the w w e s champion", letters(4, 7, 4, 9),
			"<SELF> _w <SELF> e_ <SELF> <SELF>", "the wwe s champion"},
	} {
		ex, f := d.Derive(c.written, c.spoken, c.spans, true)
		if f != nil {
			t.Errorf("%s: %q / %q: %v", c.name, c.written, c.spoken, f)
			continue
		}
		if got := strings.Join(ex.Words, " "); got != c.spoken {
			t.Errorf("%s: input %q, want the spoken words %q", c.name, got, c.spoken)
		}
		if got := strings.Join(ex.Tags, " "); got != c.tags || ex.Target != c.target {
			t.Errorf("%s: %q / %q\n got %s / %q\nwant %s / %q", c.name, c.written, c.spoken, got, ex.Target, c.tags, c.target)
		}
		if r, _ := Realize(ex.Words, ex.Tags); !SameIgnoringSpaces(r, ex.Target) {
			t.Errorf("%s: realizes %q, target %q", c.name, r, ex.Target)
		}
	}
}
