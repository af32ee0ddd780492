package align

import (
	"strings"
	"testing"

	"github.com/itnprep/itnprep/internal/textcut"
)

// TestLongMismatchReasonIsBounded: a symbols drop quotes its mismatch cut
// to textcut.QuoteLimit bytes and "…" (a written word of 10,000
// characters was quoted whole), and still names the rule, the symbol and
// the side it is on.
func TestLongMismatchReasonIsBounded(t *testing.T) {
	cfg := DefaultCleanConfig()
	cfg.CheckRatio = false
	long := "mail@" + strings.Repeat("x", 10_000)
	r := NewCleaner(cfg).Clean("write to "+long+" today", "write to mail at example today")
	t.Logf("%s: %.200s", r.DropRule, r.Reason)
	if !r.Dropped || r.DropRule != RuleSymbols || !strings.Contains(r.Reason, `symbol '@' in written mismatch "`) || !strings.Contains(r.Reason, "…") {
		t.Fatalf("want a symbols drop naming '@' in the written mismatch, cut with …, got %s %.300q", r.DropRule, r.Reason)
	}
	if max := textcut.QuoteLimit + len("…") + 100; len(r.Reason) > max {
		t.Errorf("reason of %d bytes, want at most %d: %.300q", len(r.Reason), max, r.Reason)
	}
}
