package normalize

import "testing"

// TestLongCapsUnEnglishLettersSpelled checks that an all-caps token of six
// letters or more that no list knows and whose letters English words seldom
// string together (unEnglishLetters: ANADYR, IUPHAR, KAJART) is spelled
// first, as Google TN spells 19 of 19 such tokens, with the word kept at
// the sayable short ones' weight; EBITDA, in acronyms_as_words, is said; one
// whose letters are English-like (FRELIMO, FUKUHARA, HEEBNER, said by Google
// TN) keeps the word first, and so do a listed name and an English word.
func TestLongCapsUnEnglishLettersSpelled(t *testing.T) {
	checkCases(t, []caseT{
		{"Operation ANADYR : the Cuban Missile Crisis .", "operation a n a d y r the cuban missile crisis",
			[]string{"operation anadyr the cuban missile crisis"}},
		{"IUPHAR Database of Receptors .", "i u p h a r database of receptors", []string{"iuphar database of receptors"}},
		{"The KAJART studio opened .", "the k a j a r t studio opened", []string{"the kajart studio opened"}},
		{"The FRELIMO party won .", "the frelimo party won", []string{"the f r e l i m o party won"}},
		{"He met FUKUHARA and HEEBNER .", "he met fukuhara and heebner", nil},
		{"They flew to SEATTLE .", "they flew to seattle", nil},
		{"The ULTRAFINE powder .", "the ultrafine powder", nil},
		{"Net debt to EBITDA fell .", "net debt to ebitda fell", nil},
	})
	vs, err := testV.Variants("IUPHAR Database .", 2)
	if err != nil || len(vs) != 2 || vs[1].Prob < 0.1 {
		t.Errorf("IUPHAR: the word should stay a variant at the sayable weight: %v %v", vs, err)
	}
	for w, want := range map[string]bool{"ANADYR": true, "kajart": true, "IUPHAR": true, "FRELIMO": false,
		"HEEBNER": false, "ANADY": false, "ÉTUDES": false, "ABC123": false} {
		if got := unEnglishLetters(w); got != want {
			s, _ := englishLetterScore(w)
			t.Errorf("unEnglishLetters(%q) = %v (score %.3f), want %v", w, got, s, want)
		}
	}
}
