package normalize

import "testing"

func TestRoman(t *testing.T) {
	checkCases(t, []caseT{
		{"Chapter XIV", "chapter fourteen", nil},
		{"Henry VIII", "henry the eighth", []string{"henry eighth"}},
		{"World War II", "world war two", nil},
		{"Sam and I", "sam and i", nil},
		{"Robert L. Wilson", "robert l wilson", nil},
		{"the CD", "the c d", nil},
	})
	if parseRoman("IIII") != 0 || parseRoman("MCMXC") != 1990 {
		t.Error("parseRoman accepts non-canonical numerals or rejects canonical ones")
	}
}

// TestRomanAfterWord: a numeral after a lower-case or all-caps word is
// mostly a cardinal (Google TN: "battle II" -> "battle two", "BEEF III" ->
// "beef three"); after punctuation, where initials stand ("Zhang , XX"),
// letters stay the most probable reading.
func TestRomanAfterWord(t *testing.T) {
	checkCases(t, []caseT{
		{"the battle II", "the battle two", []string{"the battle i i"}},
		{"Prime BEEF III", "prime beef three", []string{"prime beef i i i"}},
		{"Zhang , XX", "zhang x x", []string{"zhang twenty"}},
	})
}
