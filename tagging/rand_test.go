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
		ws, ss := strings.Index(c.written, c.amount), strings.Index(c.spoken, c.said)
		span := Span{Class: "MONEY", WrittenStart: ws, WrittenEnd: ws + len(c.amount), SpokenStart: ss, SpokenEnd: ss + len(c.said)}
		ex, f := d.Derive(c.written, c.spoken, []Span{span}, true)
		if f != nil {
			t.Errorf("%q: %v", c.written, f)
			continue
		}
		got, err := Realize(ex.Words, ex.Tags)
		if err != nil || !SameIgnoringSpaces(got, strings.ToLower(strings.TrimSuffix(c.written, "."))) {
			t.Errorf("%q: tags %v realize %q (err %v)", c.written, ex.Tags, got, err)
		}
	}
}
