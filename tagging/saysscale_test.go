package tagging

import (
	"fmt"
	"strings"
	"testing"
)

// TestSaysScaleIsScaleZeros: a number grouped by spaces stays one span
// whenever a scale word of a thousand or more (scaleZeros) is said, past
// a trillion too: "one quadrillion" over "1 000 000 000 000 000" was cut
// into two CARDINAL spans ("1" "one", the zeros "quadrillion") when
// saysScale kept its own list, which stopped at "trillion".
func TestSaysScaleIsScaleZeros(t *testing.T) {
	for w, n := range scaleZeros {
		if got := saysScale([]string{"one", w}); got != (n >= 3) {
			t.Errorf("saysScale(one %s) = %v, want %v", w, got, n >= 3)
		}
	}
	d := NewDeriver()
	for _, c := range []struct{ written, spoken string }{
		{"it cost 1 000 000 dollars", "it cost one million dollars"},
		{"it cost 1 000 000 000 000 000 dollars", "it cost one quadrillion dollars"},
		{"it cost 2 000 000 000 000 000 000 dollars", "it cost two quintillion dollars"},
	} {
		ex, f := d.Derive(c.written, c.spoken, nil, false)
		if f != nil {
			t.Errorf("%q: %v", c.written, f)
			continue
		}
		if got := fmt.Sprint(ex.Semiotic); got != "[{CARDINAL 2 4}]" {
			t.Errorf("%q (tags %q): spans %s, want one CARDINAL over both number tags", c.written, strings.Join(ex.Tags, " "), got)
		}
	}
}
