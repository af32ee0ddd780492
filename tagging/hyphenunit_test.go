package tagging

import (
	"fmt"
	"strings"
	"testing"
)

// TestHyphenJoinedUnitIsMeasure: a number joined to its unit by a hyphen
// (the compound adjective's "a 5-km race", said "a five kilometer race")
// is one span, a MEASURE as "5 km" and "5km" are; it was a CARDINAL
// (reMeasure wants the unit right after the number). Codes whose letters
// are said as themselves stay CARDINAL ("401-ks", "133-a", "3-D", "4-x"),
// as does a number part holding a hyphen ("1-800-flowers").
func TestHyphenJoinedUnitIsMeasure(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ written, spoken, want string }{
		{"a 5-km race", "a five kilometer race", "[{MEASURE 1 3}]"},
		{"a 5-km race", "a five km race", "[{MEASURE 1 3}]"},
		{"a 9-mm pistol", "a nine millimeter pistol", "[{MEASURE 1 3}]"},
		{"a 2.5-kg bag", "a two point five kilogram bag", "[{MEASURE 1 5}]"},
		{"5-km", "five kilometers", "[{MEASURE 0 2}]"},
		{"a 5 km race", "a five kilometer race", "[{MEASURE 1 3}]"},
		{"a 5km race", "a five kilometer race", "[{MEASURE 1 3}]"},
		{"401-ks", "four oh one ks", "[{CARDINAL 0 4}]"},
		{"133-a", "one thirty three a", "[{CARDINAL 0 4}]"},
		{"the 3-D film", "the three d film", "[{CARDINAL 1 3}]"},
		{"a 4-x race", "a four x race", "[{CARDINAL 1 3}]"},
		{"call 1-800-flowers now", "call one eight hundred flowers now", "[{CARDINAL 1 5}]"},
	} {
		ex, f := d.Derive(c.written, c.spoken, nil, false)
		if f != nil {
			t.Fatalf("%q: %v", c.written, f)
		}
		if got := fmt.Sprint(ex.Semiotic); got != c.want {
			t.Errorf("%q / %q: semiotic %s, want %s (tags %q)", c.written, c.spoken, got, c.want, ex.Tags)
		}
	}
	for _, c := range []struct{ written, spoken, want string }{
		{"5-km", "five kilometer", "MEASURE"},
		{"5-km/h", "five kilometers per hour", "MEASURE"},
		{"401-ks", "four oh one ks", "CARDINAL"},
		{"5-mb", "five m b", "MEASURE"},
	} {
		if got := GuessClass(c.written, strings.Fields(c.spoken)); got != c.want {
			t.Errorf("GuessClass(%q, %q) = %s, want %s", c.written, c.spoken, got, c.want)
		}
	}
}
