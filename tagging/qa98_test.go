package tagging

import (
	"strings"
	"testing"

	"github.com/itnprep/itnprep/internal/textcut"
)

// TestLongSpanReasonIsBounded: a reject's reason quotes a span cut to
// textcut.QuoteLimit bytes and "…" (one written word of 100,000
// characters made an unaligned_fragment reason of 100,000, fuzz10), and
// still names the rule and where it fell (the span's class and start).
func TestLongSpanReasonIsBounded(t *testing.T) {
	d := NewDeriver()
	long := "5" + strings.Repeat("%", 10_000)
	_, f := d.Derive(long, "five", nil, false)
	if f == nil {
		t.Fatalf("%d-byte span said \"five\": tagged, want a reject", len(long))
	}
	t.Logf("%s: %.200s", f.Rule, f.Reason)
	// The reason quotes the span and, for unaligned_fragment, a word and
	// its fragment: three quotes at most, a little text around them.
	if max := 3*(textcut.QuoteLimit+len("…")+2) + 200; len(f.Reason) > max {
		t.Errorf("%s reason of %d bytes, want at most %d: %.300q", f.Rule, len(f.Reason), max, f.Reason)
	}
	if !strings.Contains(f.Reason, `"5%%%`) || !strings.Contains(f.Reason, "…") {
		t.Errorf("%s reason %.300q: want the span's start quoted and cut with …", f.Rule, f.Reason)
	}
}
