package tagging

import "testing"

// TestDeriveMidnight: "00:00" said "midnight", the verbalizer's first
// reading of it, derives its tags (it was unaligned_fragment: "midnight"
// did not explain "_00:00_"); "zero hundred", its other reading, already
// did.
func TestDeriveMidnight(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ written, spoken, time, said string }{
		{"The store opens at 00:00 every day.", "the store opens at midnight every day", "00:00", "midnight"},
		{"The store opens at 00:00 every day.", "the store opens at zero hundred every day", "00:00", "zero hundred"},
	} {
		checkSpanRealizes(t, d, "TIME", c.written, c.spoken, c.time, c.said)
	}
}
