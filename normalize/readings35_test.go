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
