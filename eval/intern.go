package eval

import (
	"encoding/binary"
	"math/bits"
)

// internTable maps token strings to dense ids. It is an open-addressing
// table with its own hash rather than a Go map because interning is a
// large share of scoring time (every token of src, ref and hyp, three
// tokenizations), and a byte-slice lookup must not allocate.
type internTable struct {
	slots  []uint64 // high 32 bits of the hash << 32 | id+1; 0 is empty; len is a power of two
	hashes []uint64
	strs   []string
	shift  uint
}

func (t *internTable) reset() {
	clear(t.slots)
	t.hashes = t.hashes[:0]
	clear(t.strs)
	t.strs = t.strs[:0]
}

const hashMul = 0x9E3779B97F4A7C15

// hashBytes mixes 8 bytes at a time; exactness never depends on it (ids
// are only shared by equal strings), only speed does.
func hashString(s string) uint64 {
	h := uint64(len(s)) * hashMul
	for len(s) >= 8 {
		v := binary.LittleEndian.Uint64([]byte(s[:8]))
		h = bits.RotateLeft64((h^v)*hashMul, 31)
		s = s[8:]
	}
	var v uint64
	for i := 0; i < len(s); i++ {
		v |= uint64(s[i]) << (8 * uint(i))
	}
	h = (h ^ v) * hashMul
	return h ^ h>>29
}

// lookup returns the id of s and whether it was already present; absent
// strings are added with the next id, copied when copyNew (s may alias a
// scratch buffer, or a record the table must not keep alive).
func (t *internTable) lookup(s string, copyNew bool) (int32, bool) {
	if len(t.slots) == 0 {
		t.grow()
	}
	h := hashString(s)
	mask := uint64(len(t.slots) - 1)
	i := h >> t.shift
	tag := h &^ (1<<32 - 1)
	for {
		slot := t.slots[i]
		if slot == 0 {
			break
		}
		// The tag check spares the string comparison (and its cache
		// misses) on nearly every probe that does not match.
		if slot&^(1<<32-1) == tag {
			if id := int32(uint32(slot)) - 1; t.strs[id] == s {
				return id, true
			}
		}
		i = (i + 1) & mask
	}
	if copyNew {
		s = string([]byte(s))
	}
	id := int32(len(t.strs))
	t.strs = append(t.strs, s)
	t.hashes = append(t.hashes, h)
	t.slots[i] = tag | uint64(uint32(id+1))
	if 2*len(t.strs) > len(t.slots) {
		t.grow()
	}
	return id, false
}

func (t *internTable) grow() {
	size := 1024
	if len(t.slots) > 0 {
		size = 2 * len(t.slots)
	}
	t.slots = make([]uint64, size)
	t.shift = uint(64 - bits.TrailingZeros(uint(size)))
	mask := uint64(size - 1)
	for id, h := range t.hashes {
		i := h >> t.shift
		for t.slots[i] != 0 {
			i = (i + 1) & mask
		}
		t.slots[i] = h&^(1<<32-1) | uint64(uint32(id+1))
	}
}
