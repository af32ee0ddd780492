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

// TestUnsayableApostrophePartSpelled: a word whose part after the
// apostrophe no syllable can say (no vowel: Graz'zt; capitals the
// syllable check rejects: l'OSR) is spelled first, as Google TN spells
// it, the word a variant; parts that are syllables (Mu'tazz, Selk'nam,
// O'Brien, d'autre) and a vowelless part before the apostrophe (Ch'ing,
// a romanized aspirate) keep the word first.
func TestUnsayableApostrophePartSpelled(t *testing.T) {
	checkCases(t, []caseT{
		{"Ariax , a prince defeated by Graz'zt .", "ariax a prince defeated by g r a z z t", []string{"ariax a prince defeated by graz'zt"}},
		{"proposé pour diriger l'OSR .", "proposé pour diriger l o s r", []string{"proposé pour diriger l'osr"}},
		{"the caliph al Mu'tazz", "the caliph al mu'tazz", nil},
		{"the Selk'nam people", "the selk'nam people", nil},
		{"O'Brien said", "o'brien said", nil},
		{"the Ch'ing court", "the ch'ing court", nil},
	})
	for w, want := range map[string]bool{"zt": true, "OSR": true, "tazz": false, "nam": false, "Brien": false, "s": false, "NEX": false} {
		if got := unsayablePiece(w); got != want {
			t.Errorf("unsayablePiece(%q) = %v, want %v", w, got, want)
		}
	}
}
