package align

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// naiveBlocks is an obviously-correct O(n^3) restatement of difflib's
// get_matching_blocks, used to check the fast Matcher on small inputs.
// find_longest_match is restated from its contract: among the runs of
// equal, non-popular elements inside the box, the longest, and among
// those the earliest start (i, then j); then extended over equal elements
// (popular ones included) on both sides.
func naiveBlocks(a, b []int32, autojunk bool) []Block {
	popular := map[int32]bool{}
	if autojunk && len(b) >= 200 {
		count := map[int32]int{}
		for _, x := range b {
			count[x]++
		}
		for x, c := range count {
			if c > len(b)/100+1 {
				popular[x] = true
			}
		}
	}
	longest := func(alo, ahi, blo, bhi int) (int, int, int) {
		bi, bj, bk := alo, blo, 0
		for i := alo; i < ahi; i++ {
			for j := blo; j < bhi; j++ {
				k := 0
				for i+k < ahi && j+k < bhi && a[i+k] == b[j+k] && !popular[b[j+k]] {
					k++
				}
				if k > bk {
					bi, bj, bk = i, j, k
				}
			}
		}
		for bi > alo && bj > blo && a[bi-1] == b[bj-1] {
			bi, bj, bk = bi-1, bj-1, bk+1
		}
		for bi+bk < ahi && bj+bk < bhi && a[bi+bk] == b[bj+bk] {
			bk++
		}
		return bi, bj, bk
	}
	var raw []Block
	var rec func(alo, ahi, blo, bhi int)
	rec = func(alo, ahi, blo, bhi int) {
		i, j, k := longest(alo, ahi, blo, bhi)
		if k == 0 {
			return
		}
		if alo < i && blo < j {
			rec(alo, i, blo, j)
		}
		raw = append(raw, Block{i, j, k})
		if i+k < ahi && j+k < bhi {
			rec(i+k, ahi, j+k, bhi)
		}
	}
	rec(0, len(a), 0, len(b))
	var out []Block
	for _, bl := range raw {
		if n := len(out); n > 0 && out[n-1].A+out[n-1].Size == bl.A && out[n-1].B+out[n-1].Size == bl.B {
			out[n-1].Size += bl.Size
			continue
		}
		out = append(out, bl)
	}
	return append(out, Block{len(a), len(b), 0})
}

// checkInvariants verifies what must hold for any pair, whatever the
// algorithm: blocks strictly increasing, non-overlapping and matching,
// opcodes tiling both sequences, ratio consistent and within [0, 1].
func checkInvariants(a, b []int32, m *Matcher) error {
	blocks := m.MatchingBlocks()
	if len(blocks) == 0 || blocks[len(blocks)-1] != (Block{len(a), len(b), 0}) {
		return fmt.Errorf("missing sentinel: %v", blocks)
	}
	ai, bj, matches := 0, 0, 0
	for n, bl := range blocks[:len(blocks)-1] {
		if bl.Size <= 0 || bl.A < ai || bl.B < bj || bl.A+bl.Size > len(a) || bl.B+bl.Size > len(b) {
			return fmt.Errorf("block %d %v out of order or range", n, bl)
		}
		if n > 0 && bl.A == ai && bl.B == bj {
			return fmt.Errorf("block %d %v adjacent to previous (not merged)", n, bl)
		}
		for k := 0; k < bl.Size; k++ {
			if a[bl.A+k] != b[bl.B+k] {
				return fmt.Errorf("block %d %v: elements differ at %d", n, bl, k)
			}
		}
		ai, bj = bl.A+bl.Size, bl.B+bl.Size
		matches += bl.Size
	}
	i, j := 0, 0
	for n, op := range m.Opcodes() {
		if op.I1 != i || op.J1 != j || op.I2 < op.I1 || op.J2 < op.J1 {
			return fmt.Errorf("opcode %d %v does not continue at (%d,%d)", n, op, i, j)
		}
		di, dj := op.I2-op.I1, op.J2-op.J1
		ok := false
		switch op.Tag {
		case Equal:
			ok = di == dj && di > 0 && slices.Equal(a[op.I1:op.I2], b[op.J1:op.J2])
		case Replace:
			ok = di > 0 && dj > 0
		case Delete:
			ok = di > 0 && dj == 0
		case Insert:
			ok = di == 0 && dj > 0
		}
		if !ok {
			return fmt.Errorf("opcode %d %v inconsistent", n, op)
		}
		i, j = op.I2, op.J2
	}
	if i != len(a) || j != len(b) {
		return fmt.Errorf("opcodes end at (%d,%d), want (%d,%d)", i, j, len(a), len(b))
	}
	r := m.Ratio()
	if r < 0 || r > 1 || math.IsNaN(r) {
		return fmt.Errorf("ratio %v out of [0,1]", r)
	}
	if len(a)+len(b) > 0 && r != 2*float64(matches)/float64(len(a)+len(b)) {
		return fmt.Errorf("ratio %v inconsistent with %d matches", r, matches)
	}
	if q, rq := m.QuickRatio(), m.RealQuickRatio(); q < r || rq < q {
		return fmt.Errorf("ratios not ordered: ratio %v quick %v real_quick %v", r, q, rq)
	}
	return nil
}

func compareNaive(a, b []int32, autojunk bool, m *Matcher) error {
	m.SetAutojunk(autojunk)
	m.SetSeqs(a, b)
	if err := checkInvariants(a, b, m); err != nil {
		return err
	}
	want := naiveBlocks(a, b, autojunk)
	if got := m.MatchingBlocks(); !slices.Equal(got, want) {
		return fmt.Errorf("blocks %v, naive reference %v", got, want)
	}
	return nil
}

func randSeq(rng *rand.Rand, n, alpha int) []int32 {
	s := make([]int32, n)
	for i := range s {
		s[i] = int32(rng.IntN(alpha))
	}
	return s
}

func TestMatcherAgreesWithNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	m := NewMatcher()
	for n := 0; n < 3000; n++ {
		alpha := 1 + rng.IntN(6)
		a, b := randSeq(rng, rng.IntN(25), alpha), randSeq(rng, rng.IntN(25), alpha)
		if n%10 == 0 { // long b over a tiny alphabet: popular elements
			a, b = randSeq(rng, rng.IntN(60), alpha), randSeq(rng, 200+rng.IntN(60), alpha+40)
		}
		for _, aj := range []bool{true, false} {
			if err := compareNaive(a, b, aj, m); err != nil {
				t.Fatalf("case %d autojunk=%v a=%v b=%v: %v", n, aj, a, b, err)
			}
		}
	}
}

func TestMatcherEdgeCases(t *testing.T) {
	m := NewMatcher()
	for _, c := range []struct{ a, b []int32 }{
		{nil, nil}, {[]int32{1}, nil}, {nil, []int32{1}}, {[]int32{1, 2, 3}, []int32{1, 2, 3}},
		{[]int32{1, 2, 1, 2}, []int32{2, 1, 2, 1}},
		// Sparse and negative ids take the renumbering path.
		{[]int32{-5, 1 << 30, 7}, []int32{7, 1 << 30, -5, 1 << 30}},
	} {
		if err := compareNaive(c.a, c.b, true, m); err != nil {
			t.Errorf("a=%v b=%v: %v", c.a, c.b, err)
		}
	}
	m.SetSeqs(nil, nil)
	if len(m.Opcodes()) != 0 || m.Ratio() != 1 {
		t.Errorf("empty pair: opcodes %v ratio %v, want none and 1", m.Opcodes(), m.Ratio())
	}
}

// A b with one token repeated 300 times makes it popular: the lone
// match can only come from extending the empty match at (0, 0).
func TestAutojunkPopular(t *testing.T) {
	b := make([]int32, 300)
	a := []int32{0, 0, 1}
	m := NewMatcher()
	m.SetSeqs(a, b)
	if got := m.MatchingBlocks(); !slices.Equal(got, []Block{{0, 0, 2}, {3, 300, 0}}) {
		t.Errorf("autojunk on: %v", got)
	}
	m.SetAutojunk(false)
	m.SetSeqs(a, b)
	if got := m.MatchingBlocks(); !slices.Equal(got, []Block{{0, 0, 2}, {3, 300, 0}}) {
		t.Errorf("autojunk off: %v", got)
	}
}

func TestMatcherNoAllocs(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var pairs [][2][]int32
	for n := 0; n < 50; n++ {
		pairs = append(pairs, [2][]int32{randSeq(rng, 1+rng.IntN(300), 30), randSeq(rng, 1+rng.IntN(300), 30)})
	}
	m := NewMatcher()
	run := func() {
		for _, p := range pairs {
			m.SetSeqs(p[0], p[1])
			m.Opcodes()
			m.Ratio()
			m.QuickRatio()
		}
	}
	run() // warm the buffers up to the largest pair
	if allocs := testing.AllocsPerRun(20, run); allocs != 0 {
		t.Errorf("matcher allocates %.1f times per 50 pairs in steady state, want 0", allocs)
	}
}

func TestAlignerNoAllocs(t *testing.T) {
	al := NewAligner(true)
	w := "The Price is $3.50, said Mr. Smith; ΟΔΟΣ İstanbul."
	s := "the price is three dollars fifty said mister smith οδος istanbul"
	al.Align(w, s)
	if allocs := testing.AllocsPerRun(100, func() {
		al.Align(w, s)
		al.Opcodes()
		al.Ratio()
	}); allocs != 0 {
		t.Errorf("aligner allocates %.1f times per pair in steady state, want 0", allocs)
	}
}

func FuzzMatcher(f *testing.F) {
	f.Add([]byte("abcab"), []byte("cbabac"), uint8(3), true)
	f.Add([]byte{}, []byte("x"), uint8(2), false)
	long := make([]byte, 260)
	for i := range long {
		long[i] = byte(i % 3)
	}
	f.Add([]byte("\x00\x01\x02\x00"), long, uint8(3), true)
	m := NewMatcher()
	f.Fuzz(func(t *testing.T, ab, bb []byte, alpha uint8, autojunk bool) {
		if len(ab) > 300 || len(bb) > 300 {
			return
		}
		k := int32(alpha%8) + 1
		a, b := make([]int32, len(ab)), make([]int32, len(bb))
		for i, c := range ab {
			a[i] = int32(c) % k
		}
		for i, c := range bb {
			b[i] = int32(c) % k
		}
		if err := compareNaive(a, b, autojunk, m); err != nil {
			t.Fatalf("a=%v b=%v autojunk=%v: %v", a, b, autojunk, err)
		}
	})
}

func TestPyRepr(t *testing.T) {
	for f, want := range map[float64]string{
		1: "1.0", 0: "0.0", 0.925: "0.925", 2.0 / 3: "0.6666666666666666", 1e-05: "1e-05",
		0.0001: "0.0001", 1e16: "1e+16", 1e15: "1000000000000000.0", 1.5e16: "1.5e+16",
		math.Copysign(0, -1): "-0.0", math.Inf(1): "inf", 123456.75: "123456.75",
	} {
		if got := PyRepr(f); got != want {
			t.Errorf("PyRepr(%v) = %q, want %q", f, got, want)
		}
	}
}

func TestInterner(t *testing.T) {
	var in Interner
	words := []string{"a", "b", "a", "", "c", "b"}
	for round := 0; round < 3; round++ {
		got := in.AppendIDs(nil, words)
		if !slices.Equal(got, []int32{0, 1, 0, 2, 3, 1}) || in.Len() != 4 || in.String(3) != "c" {
			t.Fatalf("round %d: ids %v len %d", round, got, in.Len())
		}
		in.Reset()
	}
	for i := 0; i < 5000; i++ { // growth keeps earlier ids
		if id := in.ID(fmt.Sprint(i)); id != int32(i) {
			t.Fatalf("id %d for %d", id, i)
		}
	}
	if in.ID("0") != 0 || in.ID("4999") != 4999 {
		t.Fatal("ids lost after growth")
	}
}
