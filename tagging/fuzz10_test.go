package tagging

import (
	"strings"
	"testing"
	"time"
)

// TestDeriveLongSpanIsTooLong: one written word of thousands of digits
// (or letters) said in far fewer words is a span of as many units as
// characters, and the alignment program visits units x words states, each
// scoring runs of up to maxTokensPerWord units: 2,000 digits against 400
// spoken words took 13 s, 100,000 digits against 1,000 more than the
// 10-minute test limit; MaxWords bounded the words only (fuzz10). A span
// of more states than MaxWords squared, the program's budget, is now
// rejected at once as too_long, as a pair of more words is (the three
// rows below took 3 s to fail otherwise); a span under it still aligns,
// and 0 lifts the cap.
func TestDeriveLongSpanIsTooLong(t *testing.T) {
	d := NewDeriver()
	start := time.Now()
	for _, c := range []struct {
		written, spoken string
		spans           []Span
	}{
		{strings.Repeat("1", 20000), strings.Repeat("one ", 60), nil},
		{"Call " + strings.Repeat("7", 20000) + " now", "call " + strings.Repeat("seven ", 60) + "now", nil},
		{strings.Repeat("x", 20000), strings.Repeat("x ", 60), []Span{{Class: "LETTERS", WrittenEnd: 20000, SpokenEnd: 119}}},
	} {
		_, f := d.Derive(c.written, strings.TrimSpace(c.spoken), c.spans, c.spans != nil)
		if f == nil || f.Rule != RuleTooLong || !strings.Contains(f.Reason, "span of 20000 written units") || !strings.Contains(f.Reason, "more than 1048576 (--max-words 1024 squared)") {
			t.Errorf("%.20q... (%d bytes): %.200v, want too_long naming the units", c.written, len(c.written), f)
		}
	}
	if el := time.Since(start); el > 2*time.Second {
		t.Errorf("took %v", el)
	}
	// Under the cap: a phone number's digits said one by one still align.
	if _, f := d.Derive("Call 5551234 now", "call five five five one two three four now", nil, false); f != nil {
		t.Errorf("a short digit run: %v", f)
	}
	d.MaxWords = 0
	if _, f := d.Derive(strings.Repeat("1", 40), strings.Repeat("one ", 40), nil, false); f != nil && f.Rule == RuleTooLong {
		t.Errorf("no cap: %v", f)
	}
}
