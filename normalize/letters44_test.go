package normalize

import "testing"

// TestVowelPairAfterNameSaid: two capitals that are an English word with
// a vowel first, right after a capitalized name (an author's initials, a
// club's or a press's suffix), are said as the word, as Google TN says
// them, the letters still a variant; after a function word opening the
// sentence, after a lower-case word, for US, IT, UP, a state's code and
// Roman numerals' letters they stay spelled.
func TestVowelPairAfterNameSaid(t *testing.T) {
	checkCases(t, []caseT{
		{"Written by Lee ED and Park AW .", "written by lee ed and park aw", []string{"written by lee e d and park a w"}},
		{"Published by Leeds UP .", "published by leeds u p", nil},
		{"He moved to Gary IN last year .", "he moved to gary i n last year", nil},
		{"Kalmar IS won the cup .", "kalmar is won the cup", nil},
		{"The US economy grew .", "the u s economy grew", nil},
		{"In IT we trust .", "in i t we trust", nil},
		{"He works in IT now .", "he works in i t now", nil},
	})
}

// TestVowelPairAfterNameNotTimeOrDirectory: AM after a day or before
// radio is the time of day or the band, and AD after a name is spelled
// (Google TN's "Parker a d", "Azure AD"): the vowel pair rule made them
// words ("friday am", "azure ad").
func TestVowelPairAfterNameNotTimeOrDirectory(t *testing.T) {
	checkCases(t, []caseT{
		{"The meeting is Friday AM at the office.", "the meeting is friday a m at the office", nil},
		{"Boston AM radio was on.", "boston a m radio was on", nil},
		{"We moved everything to Azure AD last year.", "we moved everything to azure a d last year", nil},
		{"Carbone M , Agnello C , Parker AD .", "carbone m agnello c parker a d", nil},
		{"Leanne Wood AM ( 2008 ) .", "leanne wood am two thousand eight", nil},
	})
}

// TestLongCapsNameSaid: an all-caps proper name of six letters or more
// (one of the names list run-on domains are cut by) is said with the
// English words' confidence, as Google TN says every such name studied,
// not with the 0.92 of the other long all-caps tokens.
func TestLongCapsNameSaid(t *testing.T) {
	for _, c := range []struct{ written, said string }{
		{"a flight to BRISBANE today", "a flight to brisbane today"},
		{"Letters of GEORGE to his son", "letters of george to his son"},
	} {
		p, err := testV.ProbOf(c.written, c.said)
		if err != nil {
			t.Fatal(err)
		}
		if p < 0.98 {
			t.Errorf("%q: P(%q) = %.3f, want >= 0.98", c.written, c.said, p)
		}
	}
}

// TestUnsyllabicCapsNameSaid: an all-caps name of the names list whose
// letters the syllable check rejects (the "nz" of FRANZ and HEINZ, the
// "ll" of LLOYD) is said as the name, as Google TN says it, the letters a
// variant; a token of no list that fails the check (GOSC) and a shorter
// entry of the list that is an abbreviation (APR) stay spelled.
func TestUnsyllabicCapsNameSaid(t *testing.T) {
	checkCases(t, []caseT{
		{"Letters to HEINZ .", "letters to heinz", []string{"letters to h e i n z"}},
		{"the LLOYD case", "the lloyd case", nil},
		{"the GOSC met", "the g o s c met", nil},
		{"rates of 7.5% APR , fixed", "rates of seven point five percent a p r fixed", nil},
	})
}

// TestVowelPairAfterNameNotAProvinceOrBand: ON and AB after a city are
// Canada's provinces, spelled as a US state's code is ("Toronto ON" was
// "toronto on" 0.96), and AM before a number is the radio band ("Chicago
// AM 720"); an author's initials after a name stay the word.
func TestVowelPairAfterNameNotAProvinceOrBand(t *testing.T) {
	checkCases(t, []caseT{
		{"He lives in Toronto ON now .", "he lives in toronto o n now", nil},
		{"They moved to Calgary AB in May .", "they moved to calgary a b in may", nil},
		{"Tune to Chicago AM 720 tonight .", "tune to chicago a m seven hundred twenty tonight", nil},
		{"Written by Lee ED and Park AW .", "written by lee ed and park aw", nil},
	})
}
