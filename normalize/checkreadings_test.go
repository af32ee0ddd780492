package normalize

import (
	"math"
	"strings"
	"testing"
)

// TestCheckReadings pins the one check of the abbreviations' and the
// symbols' readings: the table's name in the error, a negative or NaN
// weight refused, an unknown context refused, the first bad key in sorted
// order reported, a good table passed.
func TestCheckReadings(t *testing.T) {
	for _, c := range []struct {
		what  string
		table map[string][]Reading
		want  string
	}{
		{"symbol", map[string][]Reading{"&": {{Spoken: "and", Weight: 1}}, "+": {{Spoken: "plus", Weight: 1, Context: "mid_sentence"}}}, ""},
		{"abbreviation", map[string][]Reading{"Vol.": {{Spoken: "volume", Weight: -1}}}, `style: abbreviation "Vol." has invalid weight -1`},
		{"symbol", map[string][]Reading{"&": {{Spoken: "and", Weight: math.NaN()}}}, `style: symbol "&" has invalid weight NaN`},
		{"symbol", map[string][]Reading{"b": {{Weight: 1, Context: "nowhere"}}, "a": {{Weight: 1, Context: "elsewhere"}}}, `style: symbol "a": unknown context "elsewhere" (known: `},
	} {
		err := checkReadings(c.what, c.table)
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.HasPrefix(err.Error(), c.want)) {
			t.Errorf("checkReadings(%s, %v) = %v, want %q", c.what, c.table, err, c.want)
		}
	}
}
