package normalize

import "testing"

func TestRoman(t *testing.T) {
	checkCases(t, []caseT{
		{"Chapter XIV", "chapter fourteen", nil},
		{"Henry VIII", "henry the eighth", []string{"henry eighth"}},
		{"World War II", "world war two", nil},
		{"Sam and I", "sam and i", nil},
		{"Robert L. Wilson", "robert l wilson", nil},
		{"the CD", "the c d", nil},
	})
	if parseRoman("IIII") != 0 || parseRoman("MCMXC") != 1990 {
		t.Error("parseRoman accepts non-canonical numerals or rejects canonical ones")
	}
}

// TestRomanAfterWord: a numeral after a lower-case or all-caps word is
// mostly a cardinal (Google TN: "battle II" -> "battle two", "BEEF III" ->
// "beef three"); after punctuation, where initials stand ("Zhang , XX"),
// letters stay the most probable reading.
func TestRomanAfterWord(t *testing.T) {
	checkCases(t, []caseT{
		{"the battle II", "the battle two", []string{"the battle i i"}},
		{"Prime BEEF III", "prime beef three", []string{"prime beef i i i"}},
		{"Zhang , XX", "zhang x x", []string{"zhang twenty"}},
	})
}

// TestRomanRegnalIAndCitations: a lone I after a monarch's name is the
// numeral ("Elizabeth I of England" -> "the first"), the pronoun
// elsewhere; a lone V after a surname is an initial or a case
// citation's "v" (Google TN keeps "Gasperi V ," and "Pop V Cotman"),
// where "Henry V" stays "the fifth".
func TestRomanRegnalIAndCitations(t *testing.T) {
	checkCases(t, []caseT{
		{"Elizabeth I of England", "elizabeth the first of england", []string{"elizabeth i of england"}},
		{"Charles I was", "charles the first was", nil},
		{"Sam and I", "sam and i", nil},
		{"Pop V Cotman", "pop v cotman", []string{"pop five cotman"}},
		{"Rossi A , Gasperi V , Maccarrone M", "rossi a gasperi v maccarrone m", nil},
		{"Henry V of England", "henry the fifth of england", nil},
		{"Apollo V", "", []string{"apollo five"}},
	})
}

// TestRomanSaidAsWord: a numeral that reads as a syllable (VI, XI, LIX)
// may be said as the word it looks like outside a keyword or a
// monarch's name, as Google TN says "the LIX Legislature" and "Chambers
// ' XI"; II, IV and a monarch's numeral have no such reading.
func TestRomanSaidAsWord(t *testing.T) {
	checkCases(t, []caseT{
		{"members of the LIX Legislature", "", []string{"members of the lix legislature", "members of the fifty nine legislature"}},
		{"an intensity of VI ( Strong )", "", []string{"an intensity of vi strong", "an intensity of six strong"}},
		{"Chambers ' XI won", "", []string{"chambers xi won"}},
	})
	for _, c := range []struct{ text, not string }{
		{"Henry VI was crowned", "henry vi was crowned"},
		{"Chapter XI", "chapter xi"},
		{"the battle II", "the battle ii"},
		{"the battle IV", "the battle iv"},
	} {
		if ok, err := testV.Accepts(c.text, c.not); err != nil || ok {
			t.Errorf("%q: %q among the variants (err %v)", c.text, c.not, err)
		}
	}
	for w, want := range map[string]bool{"VI": true, "XI": true, "LIX": true, "XIV": true, "II": false, "IV": false, "XII": false, "X": false, "XVI": false} {
		if got := sayableRoman(w); got != want {
			t.Errorf("sayableRoman(%q) = %v, want %v", w, got, want)
		}
	}
}
