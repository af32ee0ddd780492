package u2tf

import (
	"fmt"
	"testing"
)

// TestDeriveRepeatAfterPunctuation: "We paid $5, five dollars." said "we
// paid five dollars five dollars" makes one span of the first "five
// dollars" ("$5", the comma its punct label) and leaves the second plain
// (align.SlideRepeats). difflib matched the written "five dollars" with the
// first spoken one, so the written "$5," had no word and one span of all
// four words wrote "$5, five dollars".
func TestDeriveRepeatAfterPunctuation(t *testing.T) {
	d, _ := NewDeriver(DefaultOptions())
	ex, rj := d.Derive("We paid $5, five dollars.", "we paid five dollars five dollars", nil)
	if rj != nil {
		t.Fatal(rj)
	}
	if got, want := fmt.Sprint(ex.ITN, ex.Punct), "[0 0 1 1 0 0] [O O O , O .]"; got != want {
		t.Errorf("itn and punct %s, want %s", got, want)
	}
	if len(ex.Spans) != 1 || ex.Spans[0].Output != "$5" {
		t.Errorf("spans %+v, want one writing $5", ex.Spans)
	}
	if got, _ := ex.Realize(); got != "We paid $5, five dollars." {
		t.Errorf("realizes %q", got)
	}
}
