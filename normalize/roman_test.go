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
