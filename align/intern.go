package align

// Interner maps token strings to dense int32 ids (0, 1, 2, ... in order of
// first appearance), so the Matcher compares integers instead of strings.
//
// Strings are stored as given, not copied: a long-lived Interner keeps its
// keys' backing memory alive. Only equality within one pair matters to the
// Matcher, so the Aligner resets its Interner for every pair, which keeps
// ids small (the Matcher's tables stay in cache) and memory bounded.
type Interner struct {
	ids  map[string]int32
	strs []string
}

// NewInterner returns an empty Interner.
func NewInterner() *Interner { return &Interner{ids: make(map[string]int32)} }

// ID returns the id of s, assigning the next id if s is new.
func (in *Interner) ID(s string) int32 {
	if id, ok := in.ids[s]; ok {
		return id
	}
	if in.ids == nil {
		in.ids = make(map[string]int32)
	}
	id := int32(len(in.strs))
	in.ids[s] = id
	in.strs = append(in.strs, s)
	return id
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

// Reset forgets all strings but keeps the memory for reuse. A map that grew
// for an unusually long input is dropped, so one outlier does not make
// every later Reset slow.
func (in *Interner) Reset() {
	if len(in.strs) > 4096 {
		in.ids = make(map[string]int32)
		in.strs = nil
		return
	}
	clear(in.ids)
	in.strs = in.strs[:0]
}
