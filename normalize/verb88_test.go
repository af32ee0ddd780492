package normalize

import "testing"

// TestOpenSyllableCapitalsSaid: four capitals no list knows that alternate
// a consonant and a vowel (CVCV) are an acronym said as a word, as NASA
// and FIFA are ("the stronger KANU" was "k a n u" 0.81, "premiered on VEVO"
// "v e v o" 0.81); the spelling stays a variant. Other shapes keep their
// branches: a vowel first (UCLA, USDA), a consonant last (FADEC, NURBS),
// five letters (LOPSA, BINTA), six (JOZEFA), capitals with a lower-case
// letter (KaNU), English words (YOGA).
func TestOpenSyllableCapitalsSaid(t *testing.T) {
	checkCases(t, []caseT{
		{"The advantage lay with the stronger KANU party.", "the advantage lay with the stronger kanu party", []string{"the advantage lay with the stronger k a n u party"}},
		{"The video premiered on VEVO today.", "the video premiered on vevo today", []string{"the video premiered on v e v o today"}},
		{"He runs the SOLU program.", "he runs the solu program", nil},
		{"We met at the MIKU office.", "we met at the miku office", nil},
		// Guards: other shapes and known words keep their readings.
		{"The LOPSA conference met in May.", "the l o p s a conference met in may", nil},
		{"She studied at UCLA last year.", "she studied at u c l a last year", nil},
		{"The USDA report came out.", "the u s d a report came out", nil},
		{"The FADEC unit failed.", "the f a d e c unit failed", nil},
		{"It supports NURBS surfaces.", "it supports n u r b s surfaces", nil},
		{"He joined NASA in 1990.", "he joined nasa in nineteen ninety", nil},
		{"Look at the YOGA class.", "look at the yoga class", nil},
		{"The USA won.", "the u s a won", nil},
	})
	if !openSyllables("KANU") || openSyllables("LOPSA") || openSyllables("UCLA") || openSyllables("FADEC") ||
		openSyllables("JOZEFA") || openSyllables("KaNU") || openSyllables("KAN2") || openSyllables("SPURA") {
		t.Error("openSyllables: want CVCV capitals only")
	}
}

// TestSpacedSlashRate: a rate written with a spaced slash after a number's
// unit, as tokenized text writes "mg/kg", is said as the unspaced one, "per"
// ("20 - 30 mmol / L" was "millimoles l" 0.78, "5 mg / kg" "milligrams k
// g", "200 mg / day" "milligrams day"). A number after the slash is a
// conversion or a second quantity and keeps its reading; so does a count of
// times ("3 times / day"), and an English word that is a unit's symbol.
func TestSpacedSlashRate(t *testing.T) {
	checkCases(t, []caseT{
		{"Keep it in a 20 - 30 mmol / L range.", "keep it in a twenty to thirty millimoles per liter range", nil},
		{"Give 5 mg / kg daily.", "give five milligrams per kilogram daily", nil},
		{"The limit is 30 km / h here.", "the limit is thirty kilometers per hour here", nil},
		{"Take 200 mg / day.", "take two hundred milligrams per day", nil},
		{"Give 5 mg / kg / day.", "give five milligrams per kilogram per day", nil},
		{"The wind was 10 m / s.", "the wind was ten meters per second", nil},
		// Guards.
		{"It weighs 5 kg / 11 lb.", "it weighs five kilograms or eleven pounds", nil},
		{"Give 20 mg / in adults.", "give twenty milligrams in adults", nil},
		{"Take it 3 times / day.", "take it three times day", nil},
	})
	checkNotAmong(t, [][2]string{
		{"Keep it in a 20 - 30 mmol / L range.", "keep it in a twenty to thirty millimoles l range"},
		{"Give 5 mg / kg daily.", "give five milligrams k g daily"},
	})
}

// TestRomanTwoThreeInBrackets: II and III alone between brackets are the
// number ("the Illawarra ( II )" was "i i" 0.80, "Part (III)" "i i i"); other
// numerals there keep the readings after punctuation (initials may stand
// there: "Smith ( IV )"), and a lone I is the pronoun.
func TestRomanTwoThreeInBrackets(t *testing.T) {
	checkCases(t, []caseT{
		{"The fleet bought the Illawarra ( II ) in 1878.", "the fleet bought the illawarra two in eighteen seventy eight", nil},
		{"See the results in (III) below.", "see the results in three below", nil},
		{"The ship Titanic (II) will sail.", "the ship titanic two will sail", nil},
		// Guards.
		{"Smith ( IV ) won.", "smith i v won", nil},
		{"He said ( I ) agree.", "he said i agree", nil},
		{"Zhang ( XX ) wrote it.", "zhang x x wrote it", nil},
	})
}
