package tagging

import (
	"strings"
	"testing"
)

// TestDeriveRandAmount: the rand's R before an amount with a scale, said
// after it as the verbalizer reads "R5M" ("five million rand"), moves as
// a currency's code does ("rand" was non_monotonic: written elsewhere in
// the span); the tags realize the written text.
func TestDeriveRandAmount(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ written, spoken, amount, said string }{
		{"They paid R2.5bn for it.", "they paid two point five billion rand for it", "R2.5bn", "two point five billion rand"},
		{"It cost R5M in all.", "it cost five million rand in all", "R5M", "five million rand"},
	} {
		checkSpanRealizes(t, d, "MONEY", c.written, c.spoken, c.amount, c.said)
	}
}

// checkSpanRealizes derives written/spoken with one span of class from the
// written part to the said part and checks the tags realize the written
// text (lower-cased, its final period off), as a span-derived row must.
func checkSpanRealizes(t *testing.T, d *Deriver, class, written, spoken, part, said string) {
	t.Helper()
	ws, ss := strings.Index(written, part), strings.Index(spoken, said)
	span := Span{Class: class, WrittenStart: ws, WrittenEnd: ws + len(part), SpokenStart: ss, SpokenEnd: ss + len(said)}
	ex, f := d.Derive(written, spoken, []Span{span}, true)
	if f != nil {
		t.Errorf("%q / %q: %v", written, spoken, f)
		return
	}
	got, err := Realize(ex.Words, ex.Tags)
	if err != nil || !SameIgnoringSpaces(got, strings.ToLower(strings.TrimSuffix(written, "."))) {
		t.Errorf("%q / %q: tags %v realize %q (err %v)", written, spoken, ex.Tags, got, err)
	}
}
