package eval

import (
	"encoding/binary"
	"math/bits"
	"unsafe"
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
	// minSlots is the size of a new table (0: initialSlots). reset drops
	// a table that grew past maxKeptSlots, so that a sentence table
	// cleared after every sentence stays small.
	minSlots int
	// arena holds the bytes of copied tokens: one allocation per
	// arenaBlock bytes instead of one per distinct token (a scorer meets
	// ten thousand on a test set of five thousand sentences).
	arena []byte
}

// arenaBlock is the size of one block of token bytes; a token longer than
// a quarter of it gets its own allocation.
const arenaBlock = 32 << 10

// initialSlots sizes a new table for a test set's vocabulary (with the 13a
// and PER tokens of BLEU and PER), so that it rarely grows.
const initialSlots = 1 << 14

// maxKeptSlots bounds the table reset clears rather than drops.
const maxKeptSlots = 1 << 12

func (t *internTable) reset() {
	if len(t.slots) > maxKeptSlots && t.minSlots < len(t.slots) {
		t.slots = nil
	}
	clear(t.slots)
	t.hashes = t.hashes[:0]
	clear(t.strs)
	t.strs = t.strs[:0]
	t.arena = nil
}

// keep returns a copy of s that does not alias the caller's memory.
func (t *internTable) keep(s string) string {
	if len(s) > arenaBlock/4 {
		return string([]byte(s))
	}
	if cap(t.arena)-len(t.arena) < len(s) {
		// Earlier blocks stay alive through the strings that point into them.
		t.arena = make([]byte, 0, arenaBlock)
	}
	start := len(t.arena)
	t.arena = append(t.arena, s...)
	return unsafe.String(unsafe.SliceData(t.arena[start:]), len(s))
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
	if copyNew && s != "" {
		s = t.keep(s)
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
	size := initialSlots
	if t.minSlots > 0 {
		size = t.minSlots
	}
	if len(t.slots) > 0 {
		size = 2 * len(t.slots)
	}
	t.slots = make([]uint64, size)
	// Fresh memory from the OS is read as the shared zero page until first
	// written; a write after a read then costs a copy-on-write fault that
	// flushes the TLB of every CPU running this process (measured: 3% of a
	// whole evaluate run). Writing every page first makes them plain faults.
	clear(t.slots)
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
