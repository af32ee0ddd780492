package tagging

import (
	"strings"
	"testing"
)

// TestGuessClassEraRange: a range of years with its era written once is
// a DATE, as one year with its era is ("1425 - 1400 BC" became a MEASURE
// when reMeasure took ranges with a unit said once); a range with a
// unit stays a MEASURE.
func TestGuessClassEraRange(t *testing.T) {
	for _, c := range []struct{ written, spoken, want string }{
		{"1425 - 1400 BC", "fourteen twenty five to fourteen hundred b c", "DATE"},
		{"AD 79-81", "a d seventy nine to eighty one", "DATE"},
		{"44 BC", "forty four b c", "DATE"},
		{"3-4 km", "three to four kilometers", "MEASURE"},
		{"5-10%", "five to ten percent", "MEASURE"},
	} {
		if got := GuessClass(c.written, strings.Fields(c.spoken)); got != c.want {
			t.Errorf("GuessClass(%q) = %s, want %s", c.written, got, c.want)
		}
	}
}
