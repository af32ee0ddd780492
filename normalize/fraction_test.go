package normalize

import "testing"

func TestFraction(t *testing.T) {
	checkCases(t, []caseT{
		{"1/2", "one half", []string{"a half", "one over two"}},
		{"3/4", "three quarters", []string{"three fourths", "three over four"}},
		{"1/4th", "one quarter", nil},
		{"2/3", "two thirds", nil},
		{"31/32", "thirty one thirty seconds", nil},
		{"2 1/2", "two and one half", []string{"two and a half"}},
		{"3¾", "three and three quarters", nil},
		{"½", "one half", nil},
		{"1/2007", "one two thousand seventh", nil},
	})
}
