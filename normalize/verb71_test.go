package normalize

import "testing"

// TestRomanVIXIIXAfterCountedNoun: VI, XI and IX after a lower-case noun
// they count are the number, as II, III and VII after such a word are
// ("factor ix deficiency" was 0.65: the VI/XI/IX rule, whose evidence
// stood after names, punctuation, numbers and "from"); "from VI", a
// name's numeral and a word no list knows keep the rule.
func TestRomanVIXIIXAfterCountedNoun(t *testing.T) {
	checkCases(t, []caseT{
		{"He has factor IX deficiency .", "he has factor nine deficiency", nil},
		{"They studied type VI collagen .", "they studied type six collagen", nil},
		{"The cells express factor XI and factor VIII .", "the cells express factor eleven and factor eight", nil},
		{"It reached force IX winds .", "it reached force nine winds", nil},
		{"Mercalli intensity values varied with ranges from VI ( Strong ) to VII ( Very Strong ) .", "mercalli intensity values varied with ranges from vi strong to seven very strong", nil},
		{"No details are reported other than that Chambers ' XI won .", "no details are reported other than that chambers xi won", nil},
	})
}

// TestPhoneSpacedAreaCode: a US telephone number whose area code's
// brackets are spaced, as tokenized text writes them (Google TN's
// sentences are), is the telephone number, as "(555) 123-4567" is ("five
// hundred fifty five one two three four five six seven" was 0.97: the
// area code a cardinal).
func TestPhoneSpacedAreaCode(t *testing.T) {
	checkCases(t, []caseT{
		{"Call ( 555 ) 123-4567 today .", "call five five five one two three four five six seven today", nil},
		{"Call (555) 123-4567 today .", "call five five five one two three four five six seven today", nil},
		// verb102: the label is "telephone" ("tel" was asked with the
		// area code's brackets).
		{"Tel +1 ( 212 ) 555-0199 .", "telephone plus one two one two five five five o one nine nine", nil},
		{"Nachrichten 40 ( 1969 ) 111-124 .", "nachrichten forty nineteen sixty nine one hundred eleven to one hundred twenty four", nil},
	})
}
