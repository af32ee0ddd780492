package u2tf

import (
	"strings"
	"testing"
)

// TestJoinerBesideASCIIIsDropped (qa93): a zero-width joiner inside a
// Latin word ("zero\u200dwidth", as raw GTN keeps it), spoken "zerowidth",
// made the word an ITN span whose output held the joiner, a character the
// span model was to learn to write; the tagger reads it as nothing. It
// goes as the other invisible characters do; a joiner between emoji, or
// in a script that needs it, stays.
func TestJoinerBesideASCIIIsDropped(t *testing.T) {
	d, _ := NewDeriver(DefaultOptions())
	ex, rj := d.Derive("A zero\u200dwidth joiner.", "a zerowidth joiner", nil)
	if rj != nil {
		t.Fatalf("rejected: %+v", rj)
	}
	for _, out := range ex.Outputs() {
		if strings.ContainsRune(out, 0x200D) {
			t.Errorf("span output %q holds the joiner", out)
		}
	}
	if got, err := ex.Realize(); err != nil || got != "A zerowidth joiner." {
		t.Errorf("realizes %q (%v), want %q", got, err, "A zerowidth joiner.")
	}
	for _, w := range []string{"\U0001F468\u200d\U0001F469", "\u0915\u094d\u200d\u0937"} {
		if got, _ := dropHidden("x "+w+" y", nil); got != "x "+w+" y" {
			t.Errorf("dropHidden(%q) = %q: the joiner goes", w, got)
		}
	}
}
