package normalize

import "testing"

// TestAcronymWordInAnyCase: an acronym the style says as a word in
// capitals (JPEG, in acronyms_as_words) is that word in lower case and
// capitalized too, where the onset rule spelled it ("j p e g" 0.75); a
// short word with a foreign onset that no list knows stays spelled first.
func TestAcronymWordInAnyCase(t *testing.T) {
	checkCases(t, []caseT{
		{"Save the photo as a jpeg first.", "save the photo as a jpeg first", []string{"save the photo as a j p e g first"}},
		{"Jpeg files are smaller", "jpeg files are smaller", nil},
		{"The JPEG was blurry", "the jpeg was blurry", nil},
		{"We drove to Lviv", "we drove to l v i v", []string{"we drove to lviv"}},
	})
}

// TestSyllablePrefixSaid: a lower-case prefix of a consonant and a vowel
// before capitals (miRNA, piRNA) is a syllable, and the token is said as
// the other mixed-case words are; prefixes of letters only (c, ds, f)
// keep the initialism spelled.
func TestSyllablePrefixSaid(t *testing.T) {
	checkCases(t, []caseT{
		{"The miRNA levels rose", "the mirna levels rose", []string{"the m i r n a levels rose"}},
		{"the piRNA pathway", "the pirna pathway", nil},
		{"the cDNA library", "the c d n a library", nil},
		{"ssDNA and dsDNA", "s s d n a and d s d n a", nil},
	})
	for w, want := range map[string]bool{"miRNA": false, "miRNAs": false, "cDNA": true, "dsDNA": true, "aeDNA": true, "iPS": true} {
		if got := lowerPrefixed(w); got != want {
			t.Errorf("lowerPrefixed(%q) = %v, want %v", w, got, want)
		}
	}
}
