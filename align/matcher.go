package align

import (
	"cmp"
	"slices"
)

// Tag names the kind of an opcode, spelled as difflib spells it.
type Tag uint8

const (
	Equal Tag = iota
	Replace
	Delete
	Insert
)

var tagNames = [...]string{Equal: "equal", Replace: "replace", Delete: "delete", Insert: "insert"}

func (t Tag) String() string {
	if int(t) < len(tagNames) {
		return tagNames[t]
	}
	return "invalid"
}

// Block is one matching block: A[A:A+Size] == B[B:B+Size]. The last block of
// MatchingBlocks is always the sentinel {len(a), len(b), 0}, as in difflib.
type Block struct {
	A, B, Size int
}

// Opcode says how to turn a[I1:I2] into b[J1:J2], like one tuple of
// difflib's get_opcodes.
type Opcode struct {
	Tag            Tag
	I1, I2, J1, J2 int
}

// denseIDLimit bounds the per-id tables: ids at or above it (or negative)
// are first renumbered through a map, so a caller with huge or sparse ids
// still gets correct answers without a table of that size.
const denseIDLimit = 1 << 22

// Matcher reproduces CPython 3.11 difflib.SequenceMatcher(None, a, b,
// autojunk) over int32 token ids. It keeps every buffer between pairs, so
// once it has seen its largest pair, SetSeqs and the queries allocate
// nothing. A Matcher is not safe for concurrent use; slices it returns are
// valid until the next SetSeqs.
type Matcher struct {
	autojunk bool
	a, b     []int32

	// Per token id: which b-local slot it has in this pair (valid only when
	// seen[id] == gen), so no table is cleared between pairs.
	slot []int32
	seen []uint32
	gen  uint32

	// b2j in compressed rows: positions of slot x in b are
	// pos[lo[x]:hi[x]], ascending. Popular slots have lo == hi.
	count  []int32 // occurrences of slot x in b, popular or not
	lo, hi []int32
	pos    []int32
	aslot  []int32 // slot of a[i] when it is indexed in b2j, else -1
	nslots int

	// j2len of find_longest_match: two rows that swap, each entry packing
	// (row stamp << 32 | run length) at index j+1, so a stale entry reads
	// as 0 without clearing the row.
	rowA, rowB []uint64
	row        uint32

	queue  [][4]int
	raw    []Block
	blocks []Block
	ops    []Opcode
	avail  []int32

	blocksDone, opsDone bool

	remap       map[int32]int32
	remA, remB  []int32
	matches     int
	haveMatches bool
}

// NewMatcher returns a Matcher with difflib's default autojunk=True.
func NewMatcher() *Matcher { return &Matcher{autojunk: true, row: 1} }

// NewMatcherAutojunk returns a Matcher with the given autojunk setting
// (difflib's autojunk argument).
func NewMatcherAutojunk(autojunk bool) *Matcher { return &Matcher{autojunk: autojunk, row: 1} }

// Autojunk reports the matcher's autojunk setting.
func (m *Matcher) Autojunk() bool { return m.autojunk }

// SetAutojunk changes the autojunk setting; it takes effect at the next SetSeqs.
func (m *Matcher) SetAutojunk(on bool) { m.autojunk = on }

// Popular reports difflib's popular elements of b (its bpopular) for the
// last SetSeqs: with autojunk on and len(b) >= 200, the elements that occur
// more than len(b)/100+1 times, on which no match starts (a match is only
// extended over them). first is the index in b of the first occurrence of
// one (-1 when there is none), kinds how many distinct elements are
// popular, n their occurrences in b.
func (m *Matcher) Popular() (first, kinds, n int) {
	first = -1
	if !m.autojunk || len(m.b) < 200 {
		return first, 0, 0
	}
	for x := 0; x < m.nslots; x++ {
		if c := m.count[x]; c > 0 && m.hi[x] == m.lo[x] {
			kinds++
			n += int(c)
		}
	}
	if kinds == 0 {
		return first, 0, 0
	}
	for j, x := range m.b {
		if s := m.slot[x]; m.hi[s] == m.lo[s] {
			return j, kinds, n
		}
	}
	return first, kinds, n
}

// SetSeqs sets the two sequences to compare, like SequenceMatcher.set_seqs.
// The index is built over b (the second sequence), so results are
// asymmetric exactly as in difflib. The slices are read, not copied: do not
// change them until you are done with this pair.
func (m *Matcher) SetSeqs(a, b []int32) {
	if m.row == 0 {
		m.row = 1
	}
	m.blocksDone, m.opsDone, m.haveMatches = false, false, false
	if !m.denseIDs(a, b) {
		a, b = m.renumber(a, b)
	}
	m.a, m.b = a, b
	m.chainB()
}

// denseIDs reports whether all ids fit the per-id tables, growing them.
func (m *Matcher) denseIDs(a, b []int32) bool {
	maxID := int32(-1)
	for _, x := range a {
		if x < 0 || x >= denseIDLimit {
			return false
		}
		maxID = max(maxID, x)
	}
	for _, x := range b {
		if x < 0 || x >= denseIDLimit {
			return false
		}
		maxID = max(maxID, x)
	}
	if int(maxID) >= len(m.slot) {
		n := max(int(maxID)+1, 2*len(m.slot), 256)
		m.slot = make([]int32, n)
		m.seen = make([]uint32, n)
		m.gen = 0
	}
	return true
}

func (m *Matcher) renumber(a, b []int32) ([]int32, []int32) {
	if m.remap == nil {
		m.remap = make(map[int32]int32)
	}
	clear(m.remap)
	m.remA = grow(m.remA, len(a))
	m.remB = grow(m.remB, len(b))
	for i, x := range b {
		id, ok := m.remap[x]
		if !ok {
			id = int32(len(m.remap))
			m.remap[x] = id
		}
		m.remB[i] = id
	}
	for i, x := range a {
		id, ok := m.remap[x]
		if !ok {
			id = int32(len(m.remap))
			m.remap[x] = id
		}
		m.remA[i] = id
	}
	m.denseIDs(m.remA, m.remB)
	return m.remA, m.remB
}

func grow[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n, max(n, 2*cap(s)))
	}
	return s[:n]
}

// chainB is difflib's __chain_b with isjunk=None: bjunk stays empty, and
// with autojunk on and len(b) >= 200 every element occurring more than
// len(b)/100+1 times is popular and left out of the index (but is still
// equal to itself when matches are extended).
func (m *Matcher) chainB() {
	a, b := m.a, m.b
	m.gen++
	if m.gen == 0 { // wrapped: stale stamps could collide, start afresh
		clear(m.seen)
		m.gen = 1
	}
	gen := m.gen
	slot, seen := m.slot, m.seen
	m.count = m.count[:0]
	for _, x := range b {
		if seen[x] != gen {
			seen[x] = gen
			slot[x] = int32(len(m.count))
			m.count = append(m.count, 0)
		}
		m.count[slot[x]]++
	}
	n := len(m.count)
	m.nslots = n
	m.lo = grow(m.lo, n)
	m.hi = grow(m.hi, n)
	off := int32(0)
	for x, c := range m.count {
		m.lo[x] = off
		m.hi[x] = off
		off += c
	}
	m.pos = grow(m.pos, len(b))
	for j, x := range b {
		s := slot[x]
		m.pos[m.hi[s]] = int32(j)
		m.hi[s]++
	}
	if m.autojunk && len(b) >= 200 {
		ntest := int32(len(b)/100 + 1)
		for x, c := range m.count {
			if c > ntest {
				m.hi[x] = m.lo[x]
			}
		}
	}
	m.aslot = grow(m.aslot, len(a))
	for i, x := range a {
		s := int32(-1)
		if seen[x] == gen {
			if t := slot[x]; m.hi[t] > m.lo[t] {
				s = t
			}
		}
		m.aslot[i] = s
	}
	if need := len(b) + 1; len(m.rowA) < need {
		m.rowA = make([]uint64, need, max(need, 2*cap(m.rowA)))
		m.rowB = make([]uint64, need, max(need, 2*cap(m.rowB)))
		m.row = 1
	}
}

// FindLongestMatch is difflib's find_longest_match(alo, ahi, blo, bhi):
// the longest block a[i:i+k] == b[j:j+k] inside the bounds, earliest i and
// then earliest j among the longest, extended over adjacent equal
// (popular) elements.
func (m *Matcher) FindLongestMatch(alo, ahi, blo, bhi int) Block {
	i, j, k := m.findLongestMatch(alo, ahi, blo, bhi)
	return Block{i, j, k}
}

func (m *Matcher) findLongestMatch(alo, ahi, blo, bhi int) (int, int, int) {
	a, b := m.a, m.b
	besti, bestj, bestsize := alo, blo, 0
	// One unused stamp before the first row makes the previous row read
	// as empty, as a fresh j2len dict would be.
	if m.row > ^uint32(0)-uint32(ahi-alo)-4 {
		clear(m.rowA)
		clear(m.rowB)
		m.row = 1
	}
	m.row++
	prev, cur := m.rowA, m.rowB
	pos, lo, hi, aslot := m.pos, m.lo, m.hi, m.aslot
	row := m.row
	for i := alo; i < ahi; i++ {
		row++
		if s := aslot[i]; s >= 0 {
			want := uint64(row-1) << 32
			ps := pos[lo[s]:hi[s]]
			if int(ps[0]) < blo {
				// Positions ascend: skip those before blo at once (a
				// common word in a long b, a narrow range of the
				// recursion), leaving the same ones in the same order.
				l, _ := slices.BinarySearch(ps, int32(blo))
				ps = ps[l:]
			}
			for _, j32 := range ps {
				j := int(j32)
				if j >= bhi {
					break
				}
				k := 1
				if e := prev[j]; e&^0xffffffff == want {
					k = int(uint32(e)) + 1
				}
				cur[j+1] = uint64(row)<<32 | uint64(k)
				if k > bestsize {
					besti, bestj, bestsize = i-k+1, j-k+1, k
				}
			}
		}
		prev, cur = cur, prev
	}
	m.row = row
	m.rowA, m.rowB = prev, cur
	for besti > alo && bestj > blo && a[besti-1] == b[bestj-1] {
		besti, bestj, bestsize = besti-1, bestj-1, bestsize+1
	}
	for besti+bestsize < ahi && bestj+bestsize < bhi && a[besti+bestsize] == b[bestj+bestsize] {
		bestsize++
	}
	return besti, bestj, bestsize
}

// MatchingBlocks is difflib's get_matching_blocks: non-overlapping,
// increasing, adjacent blocks merged, ending with the sentinel
// {len(a), len(b), 0}. The slice belongs to the Matcher.
func (m *Matcher) MatchingBlocks() []Block {
	if m.blocksDone {
		return m.blocks
	}
	la, lb := len(m.a), len(m.b)
	m.raw = m.raw[:0]
	m.queue = append(m.queue[:0], [4]int{0, la, 0, lb})
	for len(m.queue) > 0 {
		q := m.queue[len(m.queue)-1]
		m.queue = m.queue[:len(m.queue)-1]
		alo, ahi, blo, bhi := q[0], q[1], q[2], q[3]
		i, j, k := m.findLongestMatch(alo, ahi, blo, bhi)
		if k > 0 {
			m.raw = append(m.raw, Block{i, j, k})
			if alo < i && blo < j {
				m.queue = append(m.queue, [4]int{alo, i, blo, j})
			}
			if i+k < ahi && j+k < bhi {
				m.queue = append(m.queue, [4]int{i + k, ahi, j + k, bhi})
			}
		}
	}
	// Blocks never share an a index, so ordering by A equals Python's
	// tuple sort.
	slices.SortFunc(m.raw, func(x, y Block) int { return cmp.Compare(x.A, y.A) })
	m.blocks = m.blocks[:0]
	var cur Block
	for _, nb := range m.raw {
		if cur.A+cur.Size == nb.A && cur.B+cur.Size == nb.B {
			cur.Size += nb.Size
			continue
		}
		if cur.Size > 0 {
			m.blocks = append(m.blocks, cur)
		}
		cur = nb
	}
	if cur.Size > 0 {
		m.blocks = append(m.blocks, cur)
	}
	m.blocks = append(m.blocks, Block{la, lb, 0})
	m.blocksDone = true
	return m.blocks
}

// Opcodes is difflib's get_opcodes. The slice belongs to the Matcher.
func (m *Matcher) Opcodes() []Opcode {
	if m.opsDone {
		return m.ops
	}
	m.ops = m.ops[:0]
	i, j := 0, 0
	for _, bl := range m.MatchingBlocks() {
		switch {
		case i < bl.A && j < bl.B:
			m.ops = append(m.ops, Opcode{Replace, i, bl.A, j, bl.B})
		case i < bl.A:
			m.ops = append(m.ops, Opcode{Delete, i, bl.A, j, bl.B})
		case j < bl.B:
			m.ops = append(m.ops, Opcode{Insert, i, bl.A, j, bl.B})
		}
		i, j = bl.A+bl.Size, bl.B+bl.Size
		if bl.Size > 0 {
			m.ops = append(m.ops, Opcode{Equal, bl.A, i, bl.B, j})
		}
	}
	m.opsDone = true
	return m.ops
}

// Matches is the number of matched elements: the sum of the block sizes.
func (m *Matcher) Matches() int {
	if !m.haveMatches {
		n := 0
		for _, bl := range m.MatchingBlocks() {
			n += bl.Size
		}
		m.matches, m.haveMatches = n, true
	}
	return m.matches
}

// Ratio is difflib's ratio(): 2*M/T, M matches and T total elements, or 1
// when both sequences are empty. The float64 operations are the ones
// CPython performs, so the bits are identical.
func (m *Matcher) Ratio() float64 {
	return calculateRatio(m.Matches(), len(m.a)+len(m.b))
}

func calculateRatio(matches, length int) float64 {
	if length > 0 {
		return 2.0 * float64(matches) / float64(length)
	}
	return 1.0
}

// QuickRatio is difflib's quick_ratio(): an upper bound on Ratio from the
// multiset intersection, cheaper than matching.
func (m *Matcher) QuickRatio() float64 {
	m.avail = grow(m.avail, m.nslots)
	copy(m.avail, m.count[:m.nslots])
	matches := 0
	for _, x := range m.a {
		if m.seen[x] == m.gen {
			s := m.slot[x]
			if m.avail[s] > 0 {
				matches++
			}
			m.avail[s]--
		}
	}
	return calculateRatio(matches, len(m.a)+len(m.b))
}

// RealQuickRatio is difflib's real_quick_ratio(): an upper bound on Ratio
// from the lengths alone.
func (m *Matcher) RealQuickRatio() float64 {
	la, lb := len(m.a), len(m.b)
	return calculateRatio(min(la, lb), la+lb)
}
