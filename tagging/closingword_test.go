package tagging

import (
	"strings"
	"testing"
)

// TestShortWordClosesTheChunk: a word of at most three letters said as
// itself right after a chunk's last fragment closes the chunk as a
// fragment of its own (closingWord), where it stood outside it as <SELF>:
// NeMo's realize_output glues a chunk only up to a fragment closing with
// "_", so `_a . <SELF> <SELF> @ <SELF> <SELF> ._ <SELF>` realized
// "a.bc@gmail. com" (qa67: 112 of NeMo's 1,827 English test-case rows, 2 of
// Google TN 1-1,000's, "bodog. com"). A longer word after the chunk (a
// name) stays <SELF>: one fragment per name is not made.
func TestShortWordClosesTheChunk(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ written, spoken, tags, realized string }{
		{"a.bc@gmail.com", "a dot b c at g mail dot com", "_a . <SELF> <SELF> @ <SELF> <SELF> . com_", "a.bc@gmail.com"},
		{"the bodog.com domain", "the bo dog dot com domain", "<SELF> _bo <SELF> . com_ <SELF>", "the bodog.com domain"},
		{"visit bbc.co.uk today", "visit b b c dot co dot uk today", "<SELF> _b <SELF> <SELF> . <SELF> . uk_ <SELF>", "visit bbc.co.uk today"},
		// "gmail" after "@": a name, left <SELF>; the chunk runs
		// through it from "@" to "." (acrossSelves, qa88: it was
		// `_a @_ <SELF> _. com_`, "a@ gmail .com", and "a@ gmail . com"
		// before qa67).
		{"write to a@gmail.com", "write to a at gmail dot com", "<SELF> <SELF> _a @ <SELF> . com_", "write to a@gmail.com"},
	} {
		ex, f := d.Derive(c.written, c.spoken, nil, false)
		if f != nil {
			t.Errorf("%q: %v", c.written, f)
			continue
		}
		if got := strings.Join(ex.Tags, " "); got != c.tags {
			t.Errorf("%q: tags %s, want %s", c.written, got, c.tags)
		}
		if r, _ := RealizeSpans(ex.Words, ex.Tags, ex.Semiotic); r != c.realized {
			t.Errorf("%q: realizes %q, want %q (target %q)", c.written, r, c.realized, ex.Target)
		}
	}
	for w, want := range map[string]bool{"com": true, "th": true, "s": true, "uk": true, "nvidia": false, "gmail": false, "3": false, "": false, "é": true} {
		if closingWord(w) != want {
			t.Errorf("closingWord(%q) = %v, want %v", w, !want, want)
		}
	}
}
