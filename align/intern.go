package align

import "hash/maphash"

// Interner maps token strings to dense int32 ids (0, 1, 2, ... in order of
// first appearance), so the Matcher compares integers instead of strings.
// Ids depend only on the order of the strings, never on hashing.
//
// It is an open-addressing table whose slots carry a generation stamp, so
// Reset is O(1): the Aligner resets it for every pair (only equality
// within a pair matters to the Matcher), which keeps ids small, the
// Matcher's tables in cache and memory bounded.
//
// Strings are stored as given, not copied: a long-lived Interner keeps its
// keys' backing memory alive. The zero value is ready to use.
type Interner struct {
	seed  maphash.Seed
	slots []internSlot
	gen   uint32
	strs  []string
}

type internSlot struct {
	key string
	gen uint32
	id  int32
}

// NewInterner returns an empty Interner.
func NewInterner() *Interner { return &Interner{} }

// ID returns the id of s, assigning the next id if s is new.
func (in *Interner) ID(s string) int32 {
	if 2*(len(in.strs)+1) > len(in.slots) {
		in.rehash()
	}
	mask := uint64(len(in.slots) - 1)
	for i := maphash.String(in.seed, s) & mask; ; i = (i + 1) & mask {
		sl := &in.slots[i]
		if sl.gen != in.gen {
			id := int32(len(in.strs))
			*sl = internSlot{key: s, gen: in.gen, id: id}
			in.strs = append(in.strs, s)
			return id
		}
		if sl.key == s {
			return sl.id
		}
	}
}

// rehash doubles the table (or creates it) and reinserts the live strings.
func (in *Interner) rehash() {
	if in.slots == nil {
		in.seed = maphash.MakeSeed()
	}
	n := max(64, 2*len(in.slots))
	in.slots = make([]internSlot, n)
	in.gen = 1
	mask := uint64(n - 1)
	for id, s := range in.strs {
		i := maphash.String(in.seed, s) & mask
		for in.slots[i].gen == in.gen {
			i = (i + 1) & mask
		}
		in.slots[i] = internSlot{key: s, gen: in.gen, id: int32(id)}
	}
}

// AppendIDs appends the ids of toks to dst.
func (in *Interner) AppendIDs(dst []int32, toks []string) []int32 {
	for _, s := range toks {
		dst = append(dst, in.ID(s))
	}
	return dst
}

// AppendTokenIDs appends the ids of the token texts to dst.
func (in *Interner) AppendTokenIDs(dst []int32, toks []Token) []int32 {
	for _, t := range toks {
		dst = append(dst, in.ID(t.Text))
	}
	return dst
}

// String returns the string with the given id.
func (in *Interner) String(id int32) string { return in.strs[id] }

// Len is the number of distinct strings seen since the last Reset.
func (in *Interner) Len() int { return len(in.strs) }

// Reset forgets all strings in O(1), keeping the table for reuse. A table
// that grew for an unusually long input is dropped, so one outlier does
// not pin memory.
func (in *Interner) Reset() {
	in.strs = in.strs[:0]
	if len(in.slots) > 1<<16 {
		in.slots = nil
		return
	}
	in.gen++
	if in.gen == 0 { // wrapped: old stamps could read as live
		clear(in.slots)
		in.gen = 1
	}
}
