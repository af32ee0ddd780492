package normalize

import "testing"

// TestDictStateCodeSaid checks that a US state code after a comma that the
// pronouncing dictionary says as a word (IL, GA, AL, NE) is said first, as
// Google TN says 6 of 7 such codes ("Lincolnwood , IL", "Fort Stewart ,
// GA"), with the letters and the state's name kept; the other codes (MA,
// OR, NJ) stay spelled first, as Google TN spells 31 of 34.
func TestDictStateCodeSaid(t *testing.T) {
	checkCases(t, []caseT{
		{"Lincolnwood , IL : Publications International .", "lincolnwood il publications international",
			[]string{"lincolnwood i l publications international", "lincolnwood illinois publications international"}},
		{"He lives in Decatur, GA in the summer.", "he lives in decatur ga in the summer", []string{"he lives in decatur g a in the summer"}},
		{"Mobile, AL and Omaha, NE.", "mobile al and omaha ne", nil},
		{"Boston, MA: Beacon.", "boston m a beacon", []string{"boston ma beacon", "boston massachusetts beacon"}},
		{"Portland, OR: Timber Press.", "portland o r timber press", nil},
		{"Newark, NJ", "newark n j", nil},
	})
}

// TestURLSuffixCut checks that a run-on URL label that is no English word
// also has the cut Google TN's segmenter makes, right to left, the longest
// known piece first ("mesa ti cephalic", "st louis", "of com"), at a low
// weight beside the readings it had, which stay first; and that no cut
// says a piece twice in a row.
func TestURLSuffixCut(t *testing.T) {
	accepts := [][2]string{
		{"Retrieved from http://medical-dictionary.thefreedictionary.com/mesaticephalic .",
			"retrieved from h t t p colon slash slash medical dash dictionary dot the free dictionary dot com slash mesa ti cephalic"},
		{"See http://dynamic.stlouis-mo.gov/census/ .", "see h t t p colon slash slash dynamic dot st louis dash mo dot gov slash census slash"},
		{"www.ofcom.org.uk", "w w w dot of com dot org dot u k"},
	}
	for _, c := range accepts {
		ok, err := testV.Accepts(c[0], c[1])
		if err != nil || !ok {
			t.Errorf("%q: %q not among the variants (%v)", c[0], c[1], err)
		}
	}
	checkCases(t, []caseT{
		{"www.weatherbase.com", "w w w dot weather base dot com", nil},
		{"www.stylusmagazine.com", "w w w dot stylus magazine dot com", nil},
	})
	for w, want := range map[string]string{"mesaticephalic": "mesa ti cephalic", "ofcom": "of com", "itc": "it c", "stlouis": "st louis", "bbc": "", "ofof": "", "ab1c": ""} {
		if got := suffixCut(w); got != want {
			t.Errorf("suffixCut(%q) = %q, want %q", w, got, want)
		}
	}
}
