package tagging

import (
	"strings"
	"testing"
)

// TestBareFragmentIsSelf: a word whose fragment is the word itself with no
// mark is <SELF>, which writes the same (NeMo's data preparation tags it
// so); the gold had both for one output ("p" in `_3 p m_` against
// `_3 <SELF> m_`, the third "w" of `_w <SELF> w ._`), and a trained
// tagger writing `_w _w w ._` was scored wrong on its tag head. Where a
// "<<" anchors on the last <SELF> word (Realize), a change that moves it
// is not made.
func TestBareFragmentIsSelf(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ written, spoken, tags string }{
		{"visit www.nvidia.com", "visit w w w dot nvidia dot com", "<SELF> _w <SELF> <SELF> . <SELF> . com_"}, // com closes the chunk (closingWord, qa67); the chunk runs through nvidia (acrossSelves, qa88)
		{"meet at 3pm today", "meet at three p m today", "<SELF> <SELF> _3 <SELF> m_ <SELF>"},
		{"the FBI said", "the f b i said", "<SELF> _f <SELF> i_ <SELF>"},
	} {
		ex, f := d.Derive(c.written, c.spoken, nil, false)
		if f != nil {
			t.Errorf("%q: %v", c.written, f)
			continue
		}
		if got := strings.Join(ex.Tags, " "); got != c.tags {
			t.Errorf("%q: tags %s, want %s", c.written, got, c.tags)
		}
		for i, tg := range ex.Tags {
			if tg == ex.Words[i] {
				t.Errorf("%q: word %q tagged with itself, not <SELF>", c.written, tg)
			}
		}
	}
	// "<<" after the last <SELF> word: "b" made <SELF> would move its anchor.
	words := []string{"a", "b", "five", "dollars"}
	tags := []string{Self, "b", "5_", "_$<<"}
	before, _ := Realize(words, tags)
	got := bareToSelf(words, append([]string(nil), tags...))
	if after, _ := Realize(words, got); after != before || got[1] != "b" {
		t.Errorf("bareToSelf %v -> %v: realizes %q, before %q", tags, got, after, before)
	}
	if got := bareToSelf([]string{"x", "y"}, []string{"_x", "y_"}); got[0] != "_x" || got[1] != "y_" {
		t.Errorf("marked fragments changed: %v", got)
	}
}
