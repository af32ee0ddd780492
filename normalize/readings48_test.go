package normalize

import (
	"errors"
	"testing"
)

// TestFeminineOrdinalIndicator checks that a number with the feminine
// ordinal indicator ª reads as the ordinal ("2ª vez" was "two ª vez", the
// sign left in the spoken side), with no degrees beside it, and that ª
// or º away from a number is no part of a word: º is the degree sign's
// look-alike, ª a clear error naming the character, not an "ª" spoken.
func TestFeminineOrdinalIndicator(t *testing.T) {
	checkCases(t, []caseT{
		{"la 2ª vez", "la second vez", nil},
		{"the 1ª edition", "the first edition", nil},
		{"2ª", "second", nil},
		{"xº y", "x degree y", nil},
	})
	checkNotAmong(t, [][2]string{{"la 2ª vez", "la two degrees vez"}})
	for _, s := range []string{"aª b", "ª", "Aª"} {
		var e *Error
		if _, err := testV.Variants(s, 4); !errors.As(err, &e) || e.Kind != "character" {
			t.Errorf("%q: error %v, want a character error", s, err)
		}
	}
}
