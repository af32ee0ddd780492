package eval

import (
	"math/rand/v2"
	"slices"
	"testing"
)

func randSeq(rng *rand.Rand, n, alphabet int) []int32 {
	s := make([]int32, n)
	for i := range s {
		s[i] = int32(rng.IntN(alphabet))
	}
	return s
}

// TestAlignMatchesMatrix compares the bit-parallel alignment with the
// full-matrix one (same Kaldi tie-break) and the distance with the
// textbook DP, on random sequences across the 64-token block boundary.
func TestAlignMatchesMatrix(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var a, b aligner
	for iter := 0; iter < 3000; iter++ {
		maxLen := 12
		if iter%10 == 0 {
			maxLen = 200
		}
		alphabet := 2 + rng.IntN(6)
		x := randSeq(rng, rng.IntN(maxLen), alphabet)
		y := randSeq(rng, rng.IntN(maxLen), alphabet)
		if iter%3 == 0 && len(x) > 0 { // near-identical pairs, as real hypotheses are
			y = slices.Clone(x)
			for k := 0; k < 1+rng.IntN(3); k++ {
				y[rng.IntN(len(y))] = int32(rng.IntN(alphabet))
			}
		}
		want := naiveDistance(x, y)
		got, dist, err := a.align(x, y)
		if err != nil {
			t.Fatal(err)
		}
		ref, refDist, err := b.alignMatrix(x, y)
		if err != nil {
			t.Fatal(err)
		}
		if dist != want || refDist != want {
			t.Fatalf("x=%v y=%v: align %d, matrix %d, naive %d", x, y, dist, refDist, want)
		}
		if !slices.Equal(got, ref) {
			t.Fatalf("x=%v y=%v: paths differ\nbit-parallel %v\nmatrix       %v", x, y, got, ref)
		}
		checkEdits(t, x, y, got, dist)
		if d := a.distance(x, y); d != want {
			t.Fatalf("x=%v y=%v: distance %d, naive %d", x, y, d, want)
		}
	}
}

// checkEdits verifies that edits is a valid alignment of x and y of cost
// dist: every token consumed once, in order, ok only on equal tokens.
func checkEdits(t *testing.T, x, y []int32, edits []Edit, dist int) {
	t.Helper()
	i, j, cost := 0, 0, 0
	for _, e := range edits {
		switch e.Op {
		case OpMatch, OpSub:
			if int(e.Ref) != i || int(e.Hyp) != j {
				t.Fatalf("edit %v out of order at (%d,%d)", e, i, j)
			}
			if (x[i] == y[j]) != (e.Op == OpMatch) {
				t.Fatalf("edit %v on tokens %d/%d", e, x[i], y[j])
			}
			if e.Op == OpSub {
				cost++
			}
			i++
			j++
		case OpDel:
			if int(e.Ref) != i || e.Hyp != -1 {
				t.Fatalf("edit %v out of order at (%d,%d)", e, i, j)
			}
			i++
			cost++
		case OpIns:
			if int(e.Hyp) != j || e.Ref != -1 {
				t.Fatalf("edit %v out of order at (%d,%d)", e, i, j)
			}
			j++
			cost++
		}
	}
	if i != len(x) || j != len(y) || cost != dist {
		t.Fatalf("edits cover (%d,%d) of (%d,%d), cost %d of %d", i, j, len(x), len(y), cost, dist)
	}
}

// TestAlignKaldiTieBreak pins the tie-break on the case the README of the
// anchors discusses: walking back, the diagonal wins ties, then deletion.
func TestAlignKaldiTieBreak(t *testing.T) {
	var a aligner
	// ref "a b", hyp "a a b": the extra "a" is the first hyp token, the
	// ref "a" matches the second (diagonal preferred when walking back).
	edits, dist, _ := a.align([]int32{1, 2}, []int32{1, 1, 2})
	want := []Edit{{OpIns, -1, 0}, {OpMatch, 0, 1}, {OpMatch, 1, 2}}
	if dist != 1 || !slices.Equal(edits, want) {
		t.Fatalf("got %v (%d), want %v", edits, dist, want)
	}
	// ref "a b", hyp "c": substitution of the last ref token preferred to
	// substituting the first (walking back, diag <= del at (2,1)).
	edits, _, _ = a.align([]int32{1, 2}, []int32{3})
	want = []Edit{{OpDel, 0, -1}, {OpSub, 1, 0}}
	if !slices.Equal(edits, want) {
		t.Fatalf("got %v, want %v", edits, want)
	}
}
