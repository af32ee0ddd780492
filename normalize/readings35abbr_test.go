package normalize

import "testing"

// TestVowellessTokenizedAbbreviationSpelled: an abbreviation of the
// lexicon written apart from its period and without a vowel ("Lt .",
// "Sgt .") is its letters first, as Google TN says it ("rank of l t"),
// where one with a vowel ("Capt .") keeps the word.
func TestVowellessTokenizedAbbreviationSpelled(t *testing.T) {
	checkCases(t, []caseT{
		{"He rose to the rank of Lt .", "he rose to the rank of l t", []string{"he rose to the rank of lieutenant"}},
		{"He is Sgt .", "he is s g t", nil},
		{"He met Capt . Smith .", "he met capt smith", []string{"he met captain smith"}},
	})
}
