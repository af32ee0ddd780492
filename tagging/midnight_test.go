package tagging

import (
	"strings"
	"testing"
)

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
		ws, ss := strings.Index(c.written, c.time), strings.Index(c.spoken, c.said)
		span := Span{Class: "TIME", WrittenStart: ws, WrittenEnd: ws + len(c.time), SpokenStart: ss, SpokenEnd: ss + len(c.said)}
		ex, f := d.Derive(c.written, c.spoken, []Span{span}, true)
		if f != nil {
			t.Errorf("%q / %q: %v", c.written, c.spoken, f)
			continue
		}
		got, err := Realize(ex.Words, ex.Tags)
		if err != nil || !SameIgnoringSpaces(got, strings.ToLower(strings.TrimSuffix(c.written, "."))) {
			t.Errorf("%q / %q: tags %v realize %q (err %v)", c.written, c.spoken, ex.Tags, got, err)
		}
	}
}
