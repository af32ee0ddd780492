package normalize

import "testing"

// TestVerb95OverUnder: a bettor's "o/u" before a total, or after "the",
// is "over under", as the written-out "over/under" ("the o u is forty
// five point five" was 0.95); "O/U" before no number, and "o/u" neither
// after "the" nor before a number, keep their letters, and the other
// slash abbreviations theirs.
func TestVerb95OverUnder(t *testing.T) {
	checkBestAtLeast(t, 0.5, [][2]string{
		{"The o/u is 45.5 points.", "the over under is forty five point five points"},
		{"Take the under on o/u 210.5.", "take the under on over under two hundred ten point five"},
		{"The O/U is 48.", "the over under is forty eight"},
		{"O/U 45.5", "over under forty five point five"},
		{"What is the o/u tonight?", "what is the over under tonight"},
		// Guards.
		{"The over/under is 48.5.", "the over under is forty eight point five"},
		{"The O/U ratio was high.", "the o u ratio was high"},
		{"Set o/u flags.", "set o u flags"},
		{"The i/o/u list.", "the i o u list"},
		{"Coffee w/o sugar.", "coffee without sugar"},
		{"The b/c ratio.", "the b c ratio"},
	})
}
