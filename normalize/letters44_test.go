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
