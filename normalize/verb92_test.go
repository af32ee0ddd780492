package normalize

import "testing"

// TestVerb92FlourishedOutsideParens: "fl." before a year or a century is
// flourished outside a biography's parentheses too ("floor sixteen
// hundreds" was the reading); before a floor's number it stays a floor.
func TestVerb92FlourishedOutsideParens(t *testing.T) {
	checkBestAtLeast(t, 0.5, [][2]string{
		{"A painter fl. 1600s in Antwerp.", "a painter flourished sixteen hundreds in antwerp"},
		{"Rembrandt, fl. 1630s, painted", "rembrandt flourished sixteen thirties painted"},
		{"a poet fl. c. 1200 in Paris", "a poet flourished circa twelve hundred in paris"},
		{"a monk fl. 12th century", "a monk flourished twelfth century"},
		// Guards: a floor's number stays a floor.
		{"He lives on fl. 3", "he lives on floor three"},
		{"the 3rd fl. office", "the third floor office"},
	})
}
