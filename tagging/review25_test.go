package tagging

import (
	"fmt"
	"strings"
	"testing"
)

// TestDerivePercentRangeSignSaidOnce: a range of percentages with the sign
// said once tags both numbers: "10% to 20%" / "ten to twenty percent"
// (NeMo's test cases) has the first number's last word carry its unsaid
// sign (it was unaligned_fragment), "5-10%" writes both numbers around the
// dash, and both are MEASUREs as a percentage is (the range was a
// CARDINAL). A sign said after each number goes to its own word, and one
// nobody says after a lone number is still unexplained.
func TestDerivePercentRangeSignSaidOnce(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ written, spoken, tags, sem string }{
		{"rates of 10% to 20% here", "rates of ten to twenty percent here", "<SELF> <SELF> _10%_ <SELF> _20 %_ <SELF>", "[{MEASURE 2 6}]"},
		{"25% to 30%", "twenty five to thirty percent", "_2 5%_ <SELF> _30 %_", "[{MEASURE 0 5}]"},
		{"10% to 20%", "ten to twenty per cent", "_10%_ <SELF> _20 %_ <DELETE>", "[{MEASURE 0 5}]"},
		{"rates rose 5-10% last year", "rates rose five to ten percent last year", "<SELF> <SELF> _5 - 10 %_ <SELF> <SELF>", "[{MEASURE 2 6}]"},
		{"10% to 20%", "ten percent to twenty percent", "_10 %_ <SELF> _20 %_", "[{MEASURE 0 2} {MEASURE 3 5}]"},
	} {
		ex, f := d.Derive(c.written, c.spoken, nil, false)
		if f != nil {
			t.Errorf("%q / %q: %v", c.written, c.spoken, f)
			continue
		}
		if got := strings.Join(ex.Tags, " "); got != c.tags {
			t.Errorf("%q / %q: tags %q, want %q", c.written, c.spoken, got, c.tags)
		}
		if got := fmt.Sprint(ex.Semiotic); got != c.sem {
			t.Errorf("%q: semiotic %s, want %s", c.written, got, c.sem)
		}
	}
	if _, f := d.Derive("5%", "five", nil, false); f == nil || f.Rule != RuleUnaligned {
		t.Errorf(`"5%%" said "five": %v, want %s`, f, RuleUnaligned)
	}
}
