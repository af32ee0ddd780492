package normalize

import "testing"

// TestVowellessTokenizedAbbreviationSpelled: an abbreviation of the
// lexicon written apart from its period and without a vowel ("Lt .",
// "Sgt .") ending its sentence is its letters first, as Google TN says
// it ("rank of l t"), where one with a vowel ("Capt .") or a title inside
// the sentence ("Mrs . Smith") keeps the word.
func TestVowellessTokenizedAbbreviationSpelled(t *testing.T) {
	checkCases(t, []caseT{
		{"He rose to the rank of Lt .", "he rose to the rank of l t", []string{"he rose to the rank of lieutenant"}},
		{"He is Sgt .", "he is s g t", nil},
		{"He met Capt . Smith .", "he met capt smith", []string{"he met captain smith"}},
		// Google TN's nine spelled ones end their sentence; a title
		// inside one keeps its word (revn29: "m r s smith" was first
		// at 0.82).
		{"We met Mrs . Smith .", "we met mrs smith", []string{"we met misses smith"}},
		{"We met Ms . Jones today .", "we met ms jones today", nil},
		{"He joined the Royal Navy as Lt . ''", "he joined the royal navy as l t", nil},
	})
}
