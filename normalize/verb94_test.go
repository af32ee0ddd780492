package normalize

import "testing"

// TestVerb94TwentyTens: "'10s" is the decade of 2010, "twenty tens" as
// "2010s" reads ("tens" was the only reading); "'90s", "the 1910s", "10s"
// without its apostrophe (banknotes) keep theirs (verb94).
func TestVerb94TwentyTens(t *testing.T) {
	checkCases(t, []caseT{
		{"the '10s", "the twenty tens", []string{"the tens", "the twenty teens"}},
		{"In the early '10s, we moved.", "in the early twenty tens we moved", nil},
		// Guards.
		{"the '90s", "the nineties", nil},
		{"the 1910s", "the nineteen tens", nil},
		{"the 2010s", "the twenty tens", nil},
		{"Pay in 10s and 20s.", "pay in tens and twenties", nil},
		{"the '00s", "the two thousands", nil},
	})
}
