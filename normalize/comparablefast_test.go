package normalize

import (
	"math/rand/v2"
	"testing"
)

// TestComparableAlreadyIsItsForm: Comparable returns a text that is
// already its own form (comparableAlready) as it is, without building a
// copy; that must be the form the copy would build, for readings and for
// texts that only look like one (spaces at an edge or doubled, capitals,
// apostrophes, n't, other letters), and every form built must be seen as
// one.
func TestComparableAlreadyIsItsForm(t *testing.T) {
	check := func(s string) {
		t.Helper()
		want := comparableCopy(s)
		if got := Comparable(s); got != want {
			t.Errorf("Comparable(%q) = %q, want %q", s, got, want)
		}
		if comparableAlready(s) && want != s {
			t.Errorf("comparableAlready(%q) but its form is %q", s, want)
		}
		if isASCIIText(want) && !comparableAlready(want) {
			t.Errorf("form %q of %q not seen as its own", want, s)
		}
	}
	for _, s := range []string{
		"", " ", "a", "seventeen", "eighteen thirty two", "twenty first of july", "do nt", "mike s house",
		"1832", "a1 b2", " a", "a ", "a  b", "A", "don't", "do n't", "ca nt", "café", "x-ray", "five o'clock",
		"\tfive", "five\n", "ñ", "n", "nt", "a.b",
	} {
		check(s)
	}
	// Random texts over an alphabet that holds every case comparableAlready
	// tells apart.
	const alphabet = "abnt09 AZ'’.-\té"
	r := rand.New(rand.NewPCG(1, 2))
	runes := []rune(alphabet)
	for range 20000 {
		b := make([]rune, r.IntN(8))
		for i := range b {
			b[i] = runes[r.IntN(len(runes))]
		}
		check(string(b))
	}
}

func isASCIIText(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
