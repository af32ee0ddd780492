package tagging

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestPrunedAlignmentIsTheFullOne: the alignment program with its pruning
// (a beam's score as the bound every kept state must be able to reach)
// gives the full program's score, units per word and swaps, on the rows
// of spacingRows aligned whole, on long digit rows, and on the same with
// words the span does not write put in at random (they lower the bound's
// reach and leave more states).
func TestPrunedAlignmentIsTheFullOne(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 3))
	type span struct {
		written string
		words   []string
	}
	var spans []span
	for _, r := range spacingRows {
		spans = append(spans, span{strings.ToLower(r[0]), strings.Fields(r[1])})
	}
	for _, n := range []int{40, 150, 250} {
		w, s := longDigitRow(n)
		spans = append(spans, span{w, strings.Fields(s)})
		words := strings.Fields(s)
		for k := 0; k < n/10; k++ {
			i := rng.IntN(len(words))
			words = slices.Insert(words, i, []string{"the", "of", "banana", "hundred"}[rng.IntN(4)])
		}
		spans = append(spans, span{w, words})
	}
	for _, sp := range spans {
		for _, split := range []bool{false, true} {
			units := appendUnits(nil, Tokenize(sp.written, split))
			s1, r1, w1 := bestAlignmentPruned(units, sp.words, false)
			s2, r2, w2 := bestAlignmentPruned(units, sp.words, true)
			if s1 != s2 || !slices.Equal(r1, r2) || !slices.Equal(w1, w2) {
				t.Errorf("%.40q (split %v): pruned %v %v, full %v %v", sp.written, split, s2, r2, s1, r1)
			}
		}
	}
}
