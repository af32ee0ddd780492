package normalize

import "testing"

// TestLetterBeforeTwoURLWords: a run-on label whose best cut in two left a
// letter on a word ("tmax soft") is the letter and two words, as Google TN
// says it ("t max soft"); cuts whose first piece is no letter and word
// stay ("dato capital", "str other").
func TestLetterBeforeTwoURLWords(t *testing.T) {
	for w, want := range map[string]string{
		"tmaxsoft":    "t max soft",
		"xboxgames":   "x box games",
		"datocapital": "dato capital",
		"strother":    "str other",
		"gcatholic":   "g catholic",
	} {
		if got := runOnSplit(w); got != want {
			t.Errorf("runOnSplit(%q) = %q, want %q", w, got, want)
		}
	}
	checkCases(t, []caseT{
		{"Downloaded from http : //www.tmaxsoft.com/product/productView.do .",
			"downloaded from h t t p colon slash slash w w w dot t max soft dot com slash product slash product view dot do", nil},
	})
}

// TestFunctionWordInitialsSaid: an English function word of two capitals
// standing as an author's initials after a surname ("Frankel AS ,") is
// said, as Google TN says it and the dictionary's pairs (IA, EL); a pair
// the word list has as an abbreviation (PA, MA) and the same words
// elsewhere ("AT", "UP" after a number) stay spelled.
func TestFunctionWordInitialsSaid(t *testing.T) {
	checkCases(t, []caseT{
		{"Frankel AS , Dalenberg C ( 2006 ) .", "frankel as dalenberg c two thousand six", []string{"frankel a s dalenberg c two thousand six"}},
		{"In Gibbs RS , Karlan BY , Haney AF ( eds .", "in gibbs r s karlan by haney a f e d s", nil},
		{"Adlard PA , Perreau VM , Pop V , Cotman CW ( 2005 ) .", "adlard p a perreau v m pop v cotman c w two thousand five", nil},
		{"He joined 1 UP Staff .", "he joined one u p staff", nil},
	})
}

// TestFunctionWordInitialsNotInitialisms: the pairs that are as often a
// department, a region or a degree after a name stay spelled there.
func TestFunctionWordInitialsNotInitialisms(t *testing.T) {
	checkCases(t, []caseT{
		{"He heads Microsoft IT , HR and Sales .", "he heads microsoft i t h r and sales", nil},
		{"The office is in Noida UP , India .", "the office is in noida u p india", nil},
	})
}
