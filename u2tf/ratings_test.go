package u2tf

import (
	"fmt"
	"testing"
)

// TestDeriveRatingMinus: a credit rating's dash said "minus" (BBB- /
// "triple b minus", A- / "a minus", as the verbalizer reads ratings since
// verb34 and S&P, Moody's and Fitch write them) is written by the span
// model, not a mark the classifier would have to predict: the rows were
// punct_dash rejects ("dashes standing between words"), a rating before
// the sentence's period too ("A-." keeps its period as the punct label).
// A dash nobody says still is one.
func TestDeriveRatingMinus(t *testing.T) {
	d, _ := NewDeriver(DefaultOptions())
	for _, c := range []struct {
		written, spoken, out, punct string
		spans                       [][2]string
	}{
		{"S&P rated the bonds BBB- with a stable outlook.", "s and p rated the bonds triple b minus with a stable outlook",
			"BBB-", "[O O O O O O O O O O O O .]", [][2]string{{"BBB-", "triple b minus"}}},
		{"S&P rated the bonds BBB- with a stable outlook.", "s and p rated the bonds b b b minus with a stable outlook",
			"BBB-", "[O O O O O O O O O O O O O .]", nil},
		{"Moody's upgraded the company to AA from A-.", "moody's upgraded the company to double a from a minus",
			"A-", "[O O O O O O O O O .]", [][2]string{{"AA", "double a"}, {"A-", "a minus"}}},
		{"Moody's upgraded the company to AA from A-.", "moody's upgraded the company to a a from a minus",
			"A-", "[O O O O O O O O O .]", nil},
	} {
		var spans []Span
		for _, s := range c.spans {
			spans = append(spans, span(c.written, s[0], c.spoken, s[1]))
		}
		ex, rj := d.Derive(c.written, c.spoken, spans)
		if rj != nil {
			t.Errorf("%q / %q: %v", c.written, c.spoken, rj)
			continue
		}
		if got := fmt.Sprint(ex.Punct); got != c.punct {
			t.Errorf("%q: punct %s, want %s", c.spoken, got, c.punct)
		}
		if last := ex.Spans[len(ex.Spans)-1]; last.Output != c.out {
			t.Errorf("%q: last span writes %q, want %q", c.spoken, last.Output, c.out)
		}
		if got, err := ex.Realize(); err != nil || got != c.written {
			t.Errorf("%q: realizes %q (%v)", c.spoken, got, err)
		}
	}
	// A dash that is not said is still no span's to write.
	if _, rj := d.Derive("It fell to BBB- today.", "it fell to b b b today", nil); rj == nil || rj.Rule != RulePunctDash {
		t.Errorf("unsaid dash: %v, want %s", rj, RulePunctDash)
	}
}
