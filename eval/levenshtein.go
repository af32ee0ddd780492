package eval

import (
	"errors"
	"math/bits"
)

// Op is one step of a word alignment.
type Op uint8

const (
	OpMatch Op = iota // ref and hyp token equal
	OpSub             // substitution
	OpDel             // ref token missing from hyp
	OpIns             // hyp token not in ref
)

func (o Op) String() string {
	return [...]string{"ok", "sub", "del", "ins"}[o]
}

// Edit is one aligned position: Ref and Hyp index the two token lists, -1
// where the operation has no token on that side.
type Edit struct {
	Op       Op
	Ref, Hyp int32
}

// maxAlignCells bounds the backtrace matrix of alignMatrix (one byte per
// cell), and maxColumnWords the stored columns of align (two words per
// column and 64 rows): 16 million words, 256 MiB, about 30k x 30k tokens.
// Anything larger is a broken input, not a sentence.
const (
	maxAlignCells  = 1 << 28
	maxColumnWords = 1 << 24
)

var errTooLong = errors.New("sentence too long to align (over 30,000 x 30,000 tokens)")

// aligner holds the buffers reused from one sentence to the next; it is not
// safe for concurrent use.
type aligner struct {
	dir      []uint8
	row0     []int32
	row1     []int32
	edits    []Edit
	peq      []uint64
	pv, mv   []uint64
	local    []int32
	stamp    []uint32
	gen      uint32
	scratchA []int32
	scratchB []int32
	colP     []uint64
	colM     []uint64
	B        int
}

const (
	dirDiag uint8 = iota
	dirDel
	dirIns
)

// alignMatrix is align with a full matrix of backtrace decisions: the
// straightforward form, kept as the reference the tests compare align to.
// It returns the unit-cost Levenshtein alignment of ref and hyp and its
// cost. The path is the one Kaldi's LevenshteinAlignment
// picks: walking back from the end, take the diagonal when its cost is <=
// both the deletion and the insertion, else the deletion when <= the
// insertion, else the insertion. The decision at a cell depends only on its
// three predecessors, so it is recorded in the forward pass and the costs
// need two rows only. A common suffix is matched without DP: at such a cell
// the diagonal is always optimal and so always chosen, which keeps the path
// identical. (A common prefix is not trimmed: the tie-break can place an
// insertion before the prefix's last token, and I-WER attributes
// insertions by position.)
func (a *aligner) alignMatrix(ref, hyp []int32) ([]Edit, int, error) {
	M, N := len(ref), len(hyp)
	k := 0
	for k < M && k < N && ref[M-1-k] == hyp[N-1-k] {
		k++
	}
	M -= k
	N -= k
	cells := (M + 1) * (N + 1)
	if cells > maxAlignCells {
		return nil, 0, errTooLong
	}
	if cap(a.dir) < cells {
		a.dir = make([]uint8, cells)
	}
	dir := a.dir[:cells]
	if cap(a.row0) < N+1 {
		a.row0 = make([]int32, N+1)
		a.row1 = make([]int32, N+1)
	}
	prev, cur := a.row0[:N+1], a.row1[:N+1]
	W := N + 1
	for n := 0; n <= N; n++ {
		prev[n] = int32(n)
		dir[n] = dirIns
	}
	for m := 1; m <= M; m++ {
		cur[0] = int32(m)
		drow := dir[m*W : m*W+W]
		drow[0] = dirDel
		rm := ref[m-1]
		for n := 1; n <= N; n++ {
			diag := prev[n-1]
			if rm != hyp[n-1] {
				diag++
			}
			del := prev[n] + 1
			ins := cur[n-1] + 1
			switch {
			case diag <= del && diag <= ins:
				cur[n] = diag
				drow[n] = dirDiag
			case del <= ins:
				cur[n] = del
				drow[n] = dirDel
			default:
				cur[n] = ins
				drow[n] = dirIns
			}
		}
		prev, cur = cur, prev
	}
	dist := int(prev[N])

	edits := a.edits[:0]
	m, n := M, N
	for m > 0 || n > 0 {
		switch dir[m*W+n] {
		case dirDiag:
			op := OpMatch
			if ref[m-1] != hyp[n-1] {
				op = OpSub
			}
			m--
			n--
			edits = append(edits, Edit{op, int32(m), int32(n)})
		case dirDel:
			m--
			edits = append(edits, Edit{OpDel, int32(m), -1})
		default:
			n--
			edits = append(edits, Edit{OpIns, -1, int32(n)})
		}
	}
	a.edits = finishEdits(edits, k, M, N)
	return a.edits, dist, nil
}

// distance is the unit-cost Levenshtein distance of x and y (symbols are
// non-negative ints: interned token ids or runes). Common prefix and suffix
// are stripped (they never change a distance), then Myers' bit-parallel
// algorithm in Hyyrö's block form runs in O(len(y) * len(x)/64).
func (a *aligner) distance(x, y []int32) int {
	for len(x) > 0 && len(y) > 0 && x[0] == y[0] {
		x, y = x[1:], y[1:]
	}
	for len(x) > 0 && len(y) > 0 && x[len(x)-1] == y[len(y)-1] {
		x, y = x[:len(x)-1], y[:len(y)-1]
	}
	if len(x) > len(y) {
		x, y = y, x
	}
	m := len(x)
	if m == 0 {
		return len(y)
	}
	B := a.buildPeq(x)
	peq := a.peq
	lookup := a.localID
	score := m
	last := uint64(1) << (uint(m-1) & 63)
	if B == 1 {
		pv, mv := ^uint64(0), uint64(0)
		for _, s := range y {
			eq := peq[lookup(s)]
			xv := eq | mv
			xh := (((eq & pv) + pv) ^ pv) | eq
			ph := mv | ^(xh | pv)
			mh := pv & xh
			if ph&last != 0 {
				score++
			} else if mh&last != 0 {
				score--
			}
			ph = ph<<1 | 1
			mh <<= 1
			pv = mh | ^(xv | ph)
			mv = ph & xv
		}
		return score
	}

	if cap(a.pv) < B {
		a.pv = make([]uint64, B)
		a.mv = make([]uint64, B)
	}
	P, Mv := a.pv[:B], a.mv[:B]
	for b := range P {
		P[b] = ^uint64(0)
		Mv[b] = 0
	}
	const high = uint64(1) << 63
	for _, s := range y {
		l := lookup(s) * B
		eqs := peq[l : l+B]
		hin := 1
		for b := 0; b < B; b++ {
			bit := high
			if b == B-1 {
				bit = last
			}
			P[b], Mv[b], hin = myersStep(P[b], Mv[b], eqs[b], hin, bit)
		}
		score += hin
	}
	return score
}

// naiveDistance is the textbook full-matrix DP, kept for tests.
func naiveDistance(x, y []int32) int {
	prev := make([]int, len(y)+1)
	cur := make([]int, len(y)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(x); i++ {
		cur[0] = i
		for j := 1; j <= len(y); j++ {
			c := prev[j-1]
			if x[i-1] != y[j-1] {
				c++
			}
			c = min(c, prev[j]+1, cur[j-1]+1)
			cur[j] = c
		}
		prev, cur = cur, prev
	}
	return prev[len(y)]
}

func (a *aligner) growStamp(size int) {
	if size < 2*len(a.stamp) {
		size = 2 * len(a.stamp)
	}
	stamp := make([]uint32, size)
	copy(stamp, a.stamp)
	a.stamp = stamp
	local := make([]int32, size)
	copy(local, a.local)
	a.local = local
}

// buildPeq maps the symbols of the pattern x to dense local ids (0 is
// "not in x") and fills the match vectors: bit i of peq[l*B+i/64] is set
// when x[i] has local id l. It returns B, the number of 64-bit blocks.
func (a *aligner) buildPeq(x []int32) int {
	m := len(x)
	B := (m + 63) >> 6
	a.gen++
	if a.gen == 0 {
		clear(a.stamp)
		a.gen = 1
	}
	maxSym := int32(0)
	for _, s := range x {
		if s > maxSym {
			maxSym = s
		}
	}
	if int(maxSym) >= len(a.stamp) {
		a.growStamp(int(maxSym) + 1)
	}
	stamp, local, gen := a.stamp, a.local, a.gen
	nsym := int32(0)
	for _, s := range x {
		if stamp[s] != gen {
			stamp[s] = gen
			nsym++
			local[s] = nsym
		}
	}
	size := int(nsym+1) * B
	if cap(a.peq) < size {
		a.peq = make([]uint64, size)
	}
	peq := a.peq[:size]
	clear(peq)
	for i, s := range x {
		peq[int(local[s])*B+i>>6] |= 1 << (uint(i) & 63)
	}
	a.peq = peq
	return B
}

func (a *aligner) localID(s int32) int {
	if int(s) < len(a.stamp) && a.stamp[s] == a.gen {
		return int(a.local[s])
	}
	return 0
}

// columns runs the bit-parallel DP of x (rows) against y (columns) and
// keeps each column's vertical delta vectors, from which cell recovers any
// DP value: the memory is (len(y)+1) * len(x)/64 words instead of a full
// matrix, and the time len(y) * len(x)/64 word operations.
func (a *aligner) columns(x, y []int32) error {
	if (len(y)+1)*((len(x)+63)>>6) > maxColumnWords {
		return errTooLong
	}
	B := a.buildPeq(x)
	a.B = B
	size := (len(y) + 1) * B
	if cap(a.colP) < size {
		a.colP = make([]uint64, size)
		a.colM = make([]uint64, size)
	}
	P, M := a.colP[:size], a.colM[:size]
	for b := 0; b < B; b++ {
		P[b] = ^uint64(0)
		M[b] = 0
	}
	const high = uint64(1) << 63
	peq := a.peq
	for j, s := range y {
		l := a.localID(s) * B
		eqs := peq[l : l+B]
		prevP, prevM := P[j*B:j*B+B], M[j*B:j*B+B]
		curP, curM := P[(j+1)*B:(j+2)*B], M[(j+1)*B:(j+2)*B]
		hin := 1
		for b := 0; b < B; b++ {
			curP[b], curM[b], hin = myersStep(prevP[b], prevM[b], eqs[b], hin, high)
		}
	}
	return nil
}

// cell is the DP value e[i][j] (edit distance of x[:i] and y[:j]) after
// columns: e[0][j] = j plus the vertical deltas of rows 1..i in column j.
func (a *aligner) cell(i, j int) int32 {
	v := j
	B := a.B
	base := j * B
	full := i >> 6
	for b := 0; b < full; b++ {
		v += bits.OnesCount64(a.colP[base+b]) - bits.OnesCount64(a.colM[base+b])
	}
	if rem := uint(i) & 63; rem != 0 {
		mask := uint64(1)<<rem - 1
		v += bits.OnesCount64(a.colP[base+full]&mask) - bits.OnesCount64(a.colM[base+full]&mask)
	}
	return int32(v)
}

// align returns the unit-cost Levenshtein alignment of ref and hyp and its
// cost. The path is the one Kaldi's LevenshteinAlignment
// picks: walking back from the end, take the diagonal when its cost is <=
// both the deletion and the insertion, else the deletion when <= the
// insertion, else the insertion. The DP runs bit-parallel (columns) and
// the walk reads the few cells it needs back from the stored columns. A
// common suffix is matched without DP: at such a cell the diagonal is
// always optimal and so always chosen, which keeps the path identical. (A
// common prefix is not trimmed: the tie-break can place an insertion
// before the prefix's last token, and I-WER attributes insertions by
// position.)
func (a *aligner) align(ref, hyp []int32) ([]Edit, int, error) {
	M, N := len(ref), len(hyp)
	k := 0
	for k < M && k < N && ref[M-1-k] == hyp[N-1-k] {
		k++
	}
	M -= k
	N -= k
	edits := a.edits[:0]
	dist := 0
	switch {
	case M == 0:
		for n := N - 1; n >= 0; n-- {
			edits = append(edits, Edit{OpIns, -1, int32(n)})
		}
		dist = N
	case N == 0:
		for m := M - 1; m >= 0; m-- {
			edits = append(edits, Edit{OpDel, int32(m), -1})
		}
		dist = M
	default:
		if err := a.columns(ref[:M], hyp[:N]); err != nil {
			return nil, 0, err
		}
		dist = int(a.cell(M, N))
		m, n := M, N
		for m > 0 || n > 0 {
			if m == 0 {
				n--
				edits = append(edits, Edit{OpIns, -1, int32(n)})
				continue
			}
			if n == 0 {
				m--
				edits = append(edits, Edit{OpDel, int32(m), -1})
				continue
			}
			same := ref[m-1] == hyp[n-1]
			diag := a.cell(m-1, n-1)
			if !same {
				diag++
			}
			del := a.cell(m-1, n) + 1
			ins := a.cell(m, n-1) + 1
			switch {
			case diag <= del && diag <= ins:
				m--
				n--
				op := OpMatch
				if !same {
					op = OpSub
				}
				edits = append(edits, Edit{op, int32(m), int32(n)})
			case del <= ins:
				m--
				edits = append(edits, Edit{OpDel, int32(m), -1})
			default:
				n--
				edits = append(edits, Edit{OpIns, -1, int32(n)})
			}
		}
	}
	a.edits = finishEdits(edits, k, M, N)
	return a.edits, dist, nil
}

// myersStep advances one 64-row block of Myers' bit-vector edit distance by
// one column of the other sequence: pv/mv are the block's vertical +1/-1
// deltas, eq its match mask for the column's token, hin the horizontal
// delta carried in from the block above, and bit the row whose horizontal
// delta is carried out. Both the distance-only and the traceback passes use
// it, so they cannot drift apart.
func myersStep(pv, mv, eq uint64, hin int, bit uint64) (newPV, newMV uint64, hout int) {
	xv := eq | mv
	if hin < 0 {
		eq |= 1
	}
	xh := (((eq & pv) + pv) ^ pv) | eq
	ph := mv | ^(xh | pv)
	mh := pv & xh
	if ph&bit != 0 {
		hout = 1
	} else if mh&bit != 0 {
		hout = -1
	}
	ph <<= 1
	mh <<= 1
	if hin < 0 {
		mh |= 1
	} else if hin > 0 {
		ph |= 1
	}
	return mh | ^(xv | ph), ph & xv, hout
}

// finishEdits turns a traceback, collected back to front, into script
// order and appends the k-token common suffix that was stripped before
// aligning (it starts at M in x and N in y).
func finishEdits(edits []Edit, k, M, N int) []Edit {
	for i, j := 0, len(edits)-1; i < j; i, j = i+1, j-1 {
		edits[i], edits[j] = edits[j], edits[i]
	}
	for i := 0; i < k; i++ {
		edits = append(edits, Edit{OpMatch, int32(M + i), int32(N + i)})
	}
	return edits
}
