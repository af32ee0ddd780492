package normalize

import "testing"

// TestVowellessEntrySpelled: an all-caps token that the English word list
// has but that has no vowel letter is an abbreviation (RPM, MPH, TBSP),
// spelled as Google TN spells it, in mixed text and in a run of capitals
// alike, with the word still a variant; English words with a vowel (HALL
// OF FAME, BEEF), interjections (BRR) and Roman numerals' letters keep
// the English-word reading.
func TestVowellessEntrySpelled(t *testing.T) {
	checkCases(t, []caseT{
		{"Top RPM Country Tracks .", "top r p m country tracks", []string{"top rpm country tracks"}},
		{"looking at different doses of MPH .", "looking at different doses of m p h", []string{"looking at different doses of mph"}},
		{"ADD ONE TBSP SUGAR", "add one t b s p sugar", []string{"add one tbsp sugar"}},
		{"HP LAUNCHES NEW PRINTER", "h p launches new printer", []string{"hp launches new printer"}},
		{"AVN HALL OF FAME", "a v n hall of fame", nil},
		{"The BEEF was fine", "the beef was fine", nil},
		{"BRR IT IS COLD", "brr it is cold", nil},
	})
	for w, want := range map[string]bool{"rpm": true, "mph": true, "bldg": true, "hp": true, "brr": false, "psst": false,
		"xxv": false, "cm": false, "gym": false, "beef": false} {
		if got := vowellessEntry(w); got != want {
			t.Errorf("vowellessEntry(%q) = %v, want %v", w, got, want)
		}
	}
}
