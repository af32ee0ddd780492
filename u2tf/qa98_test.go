package u2tf

import (
	"strings"
	"testing"

	"github.com/itnprep/itnprep/internal/textcut"
)

// TestLongWordReasonIsBounded: a reject's reason quotes a written word cut
// to textcut.QuoteLimit bytes and "…" (a written word of 100,000
// characters was quoted whole, fuzz10), and still names the rule and
// where it fell (the word's start, the side it is on).
func TestLongWordReasonIsBounded(t *testing.T) {
	d, err := NewDeriver(DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	long := "zq" + strings.Repeat("x", 10_000)
	_, rj := d.Derive("The "+long+" dog ran.", "the dog ran", nil)
	if rj == nil {
		t.Fatalf("a %d-byte word nobody says: derived, want a reject", len(long))
	}
	t.Logf("%s: %.200s", rj.Rule, rj.Reason)
	if max := 2*(textcut.QuoteLimit+len("…")+2) + 200; len(rj.Reason) > max {
		t.Errorf("%s reason of %d bytes, want at most %d: %.300q", rj.Rule, len(rj.Reason), max, rj.Reason)
	}
	if rj.Rule != RuleUnspokenWritten || !strings.Contains(rj.Reason, `written "zqxxx`) || !strings.Contains(rj.Reason, "…") {
		t.Errorf("%s: %.300q, want %s quoting the word's start, cut with …", rj.Rule, rj.Reason, RuleUnspokenWritten)
	}
}

// reject cuts the texts it quotes with %q and leaves numbers, %% and the
// rules' own %s words as given.
func TestRejectCutsQuotedTexts(t *testing.T) {
	long := strings.Repeat("y", 500)
	got := reject("r", "%d%% %5.1f %q %s", 3, 2.5, long, "why").Reason
	want := `3%   2.5 "` + textcut.Quote(long) + `" why`
	if got != want {
		t.Errorf("reject = %q, want %q", got, want)
	}
	if got := reject("r", "no text").Reason; got != "no text" {
		t.Errorf("reject without args = %q", got)
	}
}
