package tagging

import (
	"strings"
	"testing"
)

// TestDeriveNoFragmentAcrossDigitChunks: one word's fragment never holds
// digits of two numbers written apart. Google TN's "state route 60 2"
// said "state route six two" (its own error) made "two" write "0__2_",
// the "0" of "60" taken as a leading zero nobody says ("02"), and a
// tagger learnt that "two" writes "0 2"; now the row is
// unaligned_fragment. Digits said one by one in separate chunks, and a
// leading zero inside one chunk, align as before.
func TestDeriveNoFragmentAcrossDigitChunks(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ written, spoken string }{
		{"state route 60 2 ends", "state route six two ends"},
		{"state route 70 5 is here", "state route seven five is here"},
	} {
		if ex, f := d.Derive(c.written, c.spoken, nil, false); f == nil || f.Rule != RuleUnaligned {
			t.Errorf("%q / %q: got tags %q (failure %v), want %s", c.written, c.spoken, ex.Tags, f, RuleUnaligned)
		}
	}
	for _, c := range []struct{ written, spoken, tags string }{
		{"call 555 1234", "call five five five one two three four", "<SELF> _5 5 5_ _1 2 3 4_"},
		{"number 1 2 3", "number one two three", "<SELF> _1_ _2_ _3_"},
		{"on 07 May 2010", "on the seventh of may twenty ten", "<SELF> <DELETE> _07_ <DELETE> <SELF> _20 10_"},
	} {
		ex, f := d.Derive(c.written, c.spoken, nil, false)
		if f != nil {
			t.Errorf("%q: %v", c.written, f)
			continue
		}
		if got := strings.Join(ex.Tags, " "); got != c.tags {
			t.Errorf("%q: tags %q, want %q", c.written, got, c.tags)
		}
	}
}
