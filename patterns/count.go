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
	seen := make([]uint32, db.NumItems())
	gen := uint32(0)
	type step struct {
		node int32
		pos  int
	}
	var stack []step
	var walk func(seq []int32, node int32, pos int)
	walk = func(seq []int32, node int32, pos int) {
		count[node]++
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
		for k := base; k < top; k++ {
			walk(seq, stack[k].node, stack[k].pos)
		}
		stack = stack[:base]
	}
	for i := range db.Len() {
		walk(db.Seq(i), 0, 0)
	}
	out := make([]int, len(candidates))
	for c, node := range term {
		if node > 0 {
			out[c] = count[node]
		} else if node == 0 {
			out[c] = db.Len() // the empty pattern occurs everywhere
		}
	}
	return out
}
