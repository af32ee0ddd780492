package tagging

import (
	"math/rand"
	"regexp"
	"slices"
	"testing"
)

// nemoFragmentRE is NeMo's detokenization pattern as the realization
// matched it before fragmentLocs; the reference fragmentLocs must equal.
var nemoFragmentRE = regexp.MustCompile(`_[^ ][^_]+[^ ]_`)

func regexpLocs(s string) [][2]int {
	var out [][2]int
	for _, l := range nemoFragmentRE.FindAllStringIndex(s, -1) {
		out = append(out, [2]int{l[0], l[1]})
	}
	return out
}

// TestFragmentLocsIsTheRegexp: the hand-written matcher finds the
// regexp's matches on realizations' own shapes and on random strings over
// the characters that decide a match ("_", space, a letter, a multi-byte
// rune, a byte of invalid UTF-8, a newline, a movement mark).
func TestFragmentLocsIsTheRegexp(t *testing.T) {
	fixed := []string{
		"", "_", "__", "___", "____", "_a_", "_ab_", "_a b_", "_a _", "_ a_", "__a__", "_a__b_",
		"_2 00 9_ _p f_", "_3 00 ,000_ _$", "_he' s_", "a _b c_ d", "_é_", "_éé_", "_a é_",
		"_\xe2\x82_", "_\xe2_", "_a\xe2\x82\xac_", "90__._", "_1 9 90__._ x", "_a\nb_", "_ _ _ _",
	}
	for _, s := range fixed {
		if got, want := fragmentLocs(s, nil), regexpLocs(s); !slices.Equal(got, want) {
			t.Errorf("%q: got %v, want %v", s, got, want)
		}
	}
	alphabet := []string{"_", "_", "_", " ", " ", "a", "7", "é", "\xe2", "\x82", "\n", "<", "__"}
	r := rand.New(rand.NewSource(27))
	for n := 0; n < 200000; n++ {
		b := make([]byte, 0, 16)
		for k := r.Intn(14); k >= 0; k-- {
			b = append(b, alphabet[r.Intn(len(alphabet))]...)
		}
		s := string(b)
		if got, want := fragmentLocs(s, nil), regexpLocs(s); !slices.Equal(got, want) {
			t.Fatalf("%q: got %v, want %v", s, got, want)
		}
	}
}

// FuzzFragmentLocs holds fragmentLocs to the regexp on any string.
func FuzzFragmentLocs(f *testing.F) {
	for _, s := range []string{"_a_", "_2 00 9_ _p f_", "90__._", "_\xe2\x82_", "_a _b_"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := fragmentLocs(s, nil), regexpLocs(s); !slices.Equal(got, want) {
			t.Fatalf("%q: got %v, want %v", s, got, want)
		}
	})
}
