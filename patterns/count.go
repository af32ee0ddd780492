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
	type key struct{ node, item int32 }
	child := map[key]int32{}
	nodes := 1 // node 0 is the root (empty pattern)
	term := make([]int32, len(candidates))
	for c, p := range candidates {
		node := int32(0)
		for _, tok := range p {
			id, ok := db.ID(tok)
			if !ok {
				node = -1 // an item the data lacks: support 0
				break
			}
			k := key{node, id}
			next, ok := child[k]
			if !ok {
				next = int32(nodes)
				nodes++
				child[k] = next
			}
			node = next
		}
		term[c] = node
	}
	// hasChild lets the walk skip items that start no candidate edge.
	hasChild := make([]bool, nodes)
	for k := range child {
		hasChild[k.node] = true
	}
	count := make([]int, nodes)
	examples := make([][]int, nodes)
	span := make([]int, nodes)
	seqIdx := 0
	seen := make([]uint32, db.NumItems())
	gen := uint32(0)
	type step struct {
		node int32
		pos  int
	}
	var stack []step
	// first is the position of the first matched item, prev that of the
	// item matched at the parent (-1 at the root).
	var walk func(seq []int32, node int32, pos, first, prev int)
	walk = func(seq []int32, node int32, pos, first, prev int) {
		count[node]++
		if len(examples[node]) < k {
			examples[node] = append(examples[node], seqIdx)
		}
		if prev >= 0 {
			span[node] = max(span[node], prev-first+1)
		}
		if !hasChild[node] {
			return
		}
		gen++
		if gen == 0 {
			clear(seen)
			gen = 1
		}
		// Collect the children first: the recursion reuses seen.
		base := len(stack)
		for p := pos; p < len(seq); p++ {
			it := seq[p]
			if seen[it] == gen {
				continue
			}
			seen[it] = gen
			if next, ok := child[key{node, it}]; ok {
				stack = append(stack, step{next, p + 1})
			}
		}
		top := len(stack)
		for j := base; j < top; j++ {
			f := first
			if node == 0 {
				f = stack[j].pos - 1
			}
			walk(seq, stack[j].node, stack[j].pos, f, pos-1)
		}
		stack = stack[:base]
	}
	for i := range db.Len() {
		seqIdx = i
		walk(db.Seq(i), 0, 0, -1, -1)
	}
	out := OccurrenceStats{
		Supports:   make([]int, len(candidates)),
		Examples:   make([][]int, len(candidates)),
		PrefixSpan: make([]int, len(candidates)),
	}
	for c, node := range term {
		switch {
		case node > 0:
			out.Supports[c] = count[node]
			out.Examples[c] = examples[node]
			out.PrefixSpan[c] = span[node]
		case node == 0:
			out.Supports[c] = db.Len() // the empty pattern occurs everywhere
		}
	}
	return out
}
