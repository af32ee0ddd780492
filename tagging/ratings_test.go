package tagging

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// TestDeriveCreditRatings: financial text as the verbalizer reads it.
// "double" and "triple" before a letter write its repeats ("triple b
// minus" for BBB-, "double a" for AA; they were non_monotonic: "b" is
// written elsewhere in the span), the span is LETTERS (it was PLAIN, no
// semiotic entry), a rating's "minus" writes its dash also where no span
// says so ("A-" / "a minus": the dash was punctuation, "minus" a
// <DELETE> and the target "a"), a letter said alone before a fragment
// opens the chunk ("_a" "-_", so "a-" not "a -"), and basis points,
// "bps" and the singular "bp", are tagged as they were.
func TestDeriveCreditRatings(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct {
		written, spoken, tags, class string
	}{
		{"rated BBB- by them", "rated triple b minus by them", "<SELF> _bb <SELF> -_ <SELF> <SELF>", "LETTERS 1 4"},
		{"rated AA- today", "rated double a minus today", "<SELF> _a <SELF> -_ <SELF>", "LETTERS 1 4"},
		{"an AAA rating", "an triple a rating", "<SELF> _aa a_ <SELF>", "LETTERS 1 3"},
		{"a BB+ rating", "a double b plus rating", "<SELF> _b <SELF> +_ <SELF>", "LETTERS 1 4"},
		{"its CCC+ rating", "its triple c plus rating", "<SELF> _cc <SELF> +_ <SELF>", "LETTERS 1 4"},
		{"an A- rating", "an a minus rating", "<SELF> _a -_ <SELF>", "LETTERS 1 3"},
		{"rates rose 25 bps today", "rates rose twenty five basis points today", "<SELF> <SELF> _2 5_ _b ps_ <SELF>", "MEASURE 2 6"},
		{"a 1 bp move", "a one basis point move", "<SELF> _1_ _b p_ <SELF>", "MEASURE 1 4"},
	} {
		ex, f := d.Derive(c.written, c.spoken, nil, false)
		if f != nil {
			t.Errorf("%q / %q: %v", c.written, c.spoken, f)
			continue
		}
		if got := strings.Join(ex.Tags, " "); got != c.tags {
			t.Errorf("%q: tags %q, want %q", c.written, got, c.tags)
		}
		var classes []string
		for _, s := range ex.Semiotic {
			classes = append(classes, fmt.Sprintf("%s %d %d", s.Class, s.Start, s.End))
		}
		if !slices.Equal(classes, []string{c.class}) {
			t.Errorf("%q: semiotic %q, want %q", c.written, classes, c.class)
		}
		if got, _ := Realize(ex.Words, ex.Tags); strings.Join(strings.Fields(got), " ") != ex.Target {
			t.Errorf("%q: tags %q realize %q, target %q", c.written, ex.Tags, got, ex.Target)
		}
	}
	// With the verbalizer's LETTERS span, as prep text gives it.
	checkSpanRealizes(t, d, "LETTERS", "S&P rated the bonds BBB- with a stable outlook.", "s and p rated the bonds triple b minus with a stable outlook", "BBB-", "triple b minus")
	// A hyphen before a word that is no "minus" is still punctuation.
	if ex, f := d.Derive("pre- and post-war", "pre and post war", nil, false); f != nil || ex.Target != "pre and post war" {
		t.Errorf("pre- and post-war: %v %q", f, ex.Target)
	}
}
