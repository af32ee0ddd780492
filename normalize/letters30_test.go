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
		// JSON is said "jason" (Google TN's "Json" on the development set).
		{"Parse the Json reply", "parse the json reply", []string{"parse the j s o n reply"}},
		{"a JSON file", "a json file", nil},
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

// TestDictPairSaidFormulaSpelled: a consonant and a vowel in capitals that
// the pronouncing dictionary says as a word (SA, KI, NA) is said first,
// as Google TN says such pairs; two element symbols before a count of
// atoms are a formula and stay spelled ("CO 2", "CO ( 2 )"), but a year
// in parentheses after an author's initials counts no atoms.
func TestDictPairSaidFormulaSpelled(t *testing.T) {
	checkCases(t, []caseT{
		{"Growth returned to SA last year", "growth returned to sa last year", []string{"growth returned to s a last year"}},
		{"Berg KI ( 1998 ) .", "berg ki nineteen ninety eight", nil},
		{"emissions of CO 2 fell", "emissions of c o two fell", nil},
		{"fixation of CO ( 2 ) by plants", "fixation of c o two by plants", nil},
		// Initialisms of the same shape English text spells are listed.
		{"Take 2 mg PO daily.", "take two milligrams p o daily", nil},
		{"The DA filed charges", "the d a filed charges", nil},
		{"Ask your TA first", "ask your t a first", nil},
		{"won by KO in round two", "won by k o in round two", nil},
		{"in SI units", "in s i units", nil},
	})
	for _, c := range []struct {
		w, text string
		want    bool
	}{{"CO", "CO 2", true}, {"CO", "CO ( 2 )", true}, {"KI", "KI ( 2000 )", false}, {"SA", "SA 2", false}, {"CO", "CO", false}} {
		if got := formulaBeforeCount(c.w, c.text, len(c.w)); got != c.want {
			t.Errorf("formulaBeforeCount(%q in %q) = %v, want %v", c.w, c.text, got, c.want)
		}
	}
}
