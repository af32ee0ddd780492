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
