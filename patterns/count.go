package patterns

// CountSupports returns, for every candidate pattern, the exact number of
// sequences of db that contain it as a subsequence. It is the second pass
// of distributed (SON) mining: candidates found frequent in some partition
// are recounted over every partition and the counts summed.
//
// The candidates are put in a trie; each sequence walks it depth first,
// taking at every node the leftmost occurrence of each distinct following
// item (leftmost matching finds an embedding whenever one exists), so a
// node is visited at most once per sequence and the cost per sequence is
// bounded by the candidate prefixes it contains, not by the number of
// candidates.
func CountSupports(db *Database, candidates [][]string) []int {
	return Occurrences(db, candidates, 0).Supports
}

// OccurrenceStats are what Occurrences gathers per candidate.
type OccurrenceStats struct {
	Supports []int
	// Examples holds, per candidate, the indices of the first k sequences
	// (in database order) that contain it.
	Examples [][]int
	// PrefixSpan holds, per candidate of length >= 2, the largest span
	// (last position - first position + 1) of its prefix without the last
	// item in the leftmost embedding of the candidate, over all sequences
	// containing it: for a pattern [w... "|"] this is how far apart the
	// written tokens w lie, gaps included.
	PrefixSpan []int
}

// Occurrences is CountSupports that also collects up to k example
// sequences per candidate and the spans described at OccurrenceStats.
func Occurrences(db *Database, candidates [][]string, k int) OccurrenceStats {
	c := NewOccurrenceCounter(candidates, k)
	// The database's item ids in the counter's numbering (-1: an item no
	// candidate has, which the walk skips).
	tr := make([]int32, db.NumItems())
	for i := range tr {
		tr[i] = c.id(db.Item(int32(i)))
	}
	for i := range db.Len() {
		c.buf = c.buf[:0]
		for _, it := range db.Seq(i) {
			c.buf = append(c.buf, tr[it])
		}
		c.add(c.buf, nil)
	}
	return c.Stats()
}

// OccurrenceCounter is Occurrences over sequences handed to it one at a
// time (Add, AddBytes), so the sequences need not be in memory together:
// its memory is the candidates' trie and the examples it keeps, whatever
// the number of sequences. Counts, examples and spans equal Occurrences'
// over a Database of the same sequences in the same order.
type OccurrenceCounter struct {
	k     int
	ids   map[string]int32 // the candidates' items; others are skipped
	child map[edge]int32
	// hasChild lets the walk skip items that start no candidate edge.
	hasChild []bool
	term     []int32 // candidate -> its node (0: the empty pattern)
	count    []int
	span     []int
	examples [][]int      // per node: indices of the first k sequences
	exSeqs   [][][]string // per node: those sequences' tokens (AddBytes/Add)
	n        int          // sequences added
	seen     []uint32
	gen      uint32
	stack    []step
	buf      []int32
}

type edge struct{ node, item int32 }

type step struct {
	node int32
	pos  int
}

// NewOccurrenceCounter returns a counter for candidates that keeps up to k
// example sequences per candidate.
func NewOccurrenceCounter(candidates [][]string, k int) *OccurrenceCounter {
	c := &OccurrenceCounter{k: k, ids: map[string]int32{}, child: map[edge]int32{}, term: make([]int32, len(candidates))}
	nodes := 1 // node 0 is the root (empty pattern)
	for ci, p := range candidates {
		node := int32(0)
		for _, tok := range p {
			id, ok := c.ids[tok]
			if !ok {
				id = int32(len(c.ids))
				c.ids[tok] = id
			}
			e := edge{node, id}
			next, ok := c.child[e]
			if !ok {
				next = int32(nodes)
				nodes++
				c.child[e] = next
			}
			node = next
		}
		c.term[ci] = node
	}
	c.hasChild = make([]bool, nodes)
	for e := range c.child {
		c.hasChild[e.node] = true
	}
	c.count = make([]int, nodes)
	c.span = make([]int, nodes)
	c.examples = make([][]int, nodes)
	c.exSeqs = make([][][]string, nodes)
	c.seen = make([]uint32, len(c.ids))
	return c
}

func (c *OccurrenceCounter) id(tok string) int32 {
	if id, ok := c.ids[tok]; ok {
		return id
	}
	return -1
}

// Add counts one sequence.
func (c *OccurrenceCounter) Add(seq []string) {
	c.buf = c.buf[:0]
	for _, t := range seq {
		c.buf = append(c.buf, c.id(t))
	}
	c.add(c.buf, func() []string { return append([]string(nil), seq...) })
}

// AddBytes counts one sequence given as token bytes (ScanJSONL's form);
// the bytes are not kept.
func (c *OccurrenceCounter) AddBytes(seq [][]byte) {
	c.buf = c.buf[:0]
	for _, t := range seq {
		id, ok := c.ids[string(t)]
		if !ok {
			id = -1
		}
		c.buf = append(c.buf, id)
	}
	c.add(c.buf, func() []string {
		out := make([]string, len(seq))
		for i, t := range seq {
			out[i] = string(t)
		}
		return out
	})
}

// add walks the trie with one sequence of ids; tokens (nil: none kept)
// gives the sequence's tokens for the examples.
func (c *OccurrenceCounter) add(seq []int32, tokens func() []string) {
	var toks []string
	// first is the position of the first matched item, prev that of the
	// item matched at the parent (-1 at the root).
	var walk func(node int32, pos, first, prev int)
	walk = func(node int32, pos, first, prev int) {
		c.count[node]++
		if len(c.examples[node]) < c.k {
			c.examples[node] = append(c.examples[node], c.n)
			if tokens != nil {
				if toks == nil {
					toks = tokens()
				}
				c.exSeqs[node] = append(c.exSeqs[node], toks)
			}
		}
		if prev >= 0 {
			c.span[node] = max(c.span[node], prev-first+1)
		}
		if !c.hasChild[node] {
			return
		}
		c.gen++
		if c.gen == 0 {
			clear(c.seen)
			c.gen = 1
		}
		// Collect the children first: the recursion reuses seen.
		base := len(c.stack)
		for p := pos; p < len(seq); p++ {
			it := seq[p]
			if it < 0 || c.seen[it] == c.gen {
				continue
			}
			c.seen[it] = c.gen
			if next, ok := c.child[edge{node, it}]; ok {
				c.stack = append(c.stack, step{next, p + 1})
			}
		}
		top := len(c.stack)
		for j := base; j < top; j++ {
			f := first
			if node == 0 {
				f = c.stack[j].pos - 1
			}
			walk(c.stack[j].node, c.stack[j].pos, f, pos-1)
		}
		c.stack = c.stack[:base]
	}
	walk(0, 0, -1, -1)
	c.n++
}

// Len is the number of sequences added.
func (c *OccurrenceCounter) Len() int { return c.n }

// Stats returns the counts so far, per candidate (examples as indices in
// the order the sequences were added).
func (c *OccurrenceCounter) Stats() OccurrenceStats {
	out := OccurrenceStats{
		Supports:   make([]int, len(c.term)),
		Examples:   make([][]int, len(c.term)),
		PrefixSpan: make([]int, len(c.term)),
	}
	for ci, node := range c.term {
		if node == 0 {
			out.Supports[ci] = c.n // the empty pattern occurs everywhere
			continue
		}
		out.Supports[ci] = c.count[node]
		out.Examples[ci] = c.examples[node]
		out.PrefixSpan[ci] = c.span[node]
	}
	return out
}

// ExampleSeqs returns the tokens of candidate i's example sequences (those
// added with Add or AddBytes), in the order they were added.
func (c *OccurrenceCounter) ExampleSeqs(i int) [][]string {
	if c.term[i] == 0 {
		return nil
	}
	return c.exSeqs[c.term[i]]
}
