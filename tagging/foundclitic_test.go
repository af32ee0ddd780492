package tagging

import (
	"fmt"
	"strings"
	"testing"
)

// TestDeriveCliticInFoundSpan: NeMo's GTN sentences (no spans) with a
// clitic after an initialism or a number, as the GTN readers say it
// joined to the last word ("WWE 's" / "w w e's", "AFI 's 100" / "a f i's
// one hundred"): the found span is the word with its clitic, tagged as a
// given span and its clitic are (TestDeriveCliticAfterSpan): the clitic
// rides on the last word's fragment ("e's_"), the target is "wwe's" (it
// was "wwe 's", the tag "e__'s_": two chunks), the class is the word's
// (LETTERS; there was no entry, or one CARDINAL over "a f i's one
// hundred"). A plural said as a possessive ("UFOs" / "u f o's") is
// LETTERS too (it had no entry).
func TestDeriveCliticInFoundSpan(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct {
		written, spoken, tags, target, sem string
	}{
		{"The main event was between WWE 's three top champions .", "the main event was between w w e's three top champions",
			"<SELF> <SELF> <SELF> <SELF> <SELF> _w <SELF> e's_ <SELF> <SELF> <SELF>", "the main event was between wwe's three top champions", "[LETTERS 5 8]"},
		{"The main event was between WWE's three top champions.", "the main event was between w w e's three top champions",
			"<SELF> <SELF> <SELF> <SELF> <SELF> _w <SELF> e's_ <SELF> <SELF> <SELF>", "the main event was between wwe's three top champions", "[LETTERS 5 8]"},
		{"AFI 's 100 Years .", "a f i's one hundred years",
			"_a <SELF> i's_ _1 00_ <SELF>", "afi's 100 years", "[LETTERS 0 3 CARDINAL 3 5]"},
		{"intercepted BYU ’s Steve Young", "intercepted b y u's steve young",
			"<SELF> _b <SELF> u’s_ <SELF> <SELF>", "intercepted byu’s steve young", "[LETTERS 1 4]"},
		{"In 1990 's census , it grew .", "in nineteen ninety's census it grew",
			"<SELF> _19 90's_ <SELF> <SELF> <SELF>", "in 1990's census it grew", "[DATE 1 3]"},
		{"ranging from UFOs to foul play .", "ranging from u f o's to foul play",
			"<SELF> <SELF> _u <SELF> os_ <SELF> <SELF> <SELF>", "ranging from ufos to foul play", "[LETTERS 2 5]"},
	} {
		ex, f := d.Derive(c.written, c.spoken, nil, false)
		if f != nil {
			t.Errorf("%q / %q: %v", c.written, c.spoken, f)
			continue
		}
		if got := strings.Join(ex.Words, " "); got != c.spoken {
			t.Errorf("%q: input %q", c.written, got)
		}
		if got := strings.Join(ex.Tags, " "); got != c.tags || ex.Target != c.target {
			t.Errorf("%q:\n got %s / %q\nwant %s / %q", c.written, got, ex.Target, c.tags, c.target)
		}
		var sem []string
		for _, s := range ex.Semiotic {
			sem = append(sem, fmt.Sprintf("%s %d %d", s.Class, s.Start, s.End))
		}
		if got := "[" + strings.Join(sem, " ") + "]"; got != c.sem {
			t.Errorf("%q: semiotic %s, want %s", c.written, got, c.sem)
		}
		if r, _ := Realize(ex.Words, ex.Tags); !SameIgnoringSpaces(r, ex.Target) {
			t.Errorf("%q: realizes %q, target %q", c.written, r, ex.Target)
		}
	}
}
