package eval

import (
	"fmt"
	"hash/maphash"
)

// Repeat is a prediction whose id an earlier one already carries: at
// File:Line, the first at FirstFile:FirstLine. Number says the id is a
// JSON number (IDNumber), which is not the string spelled alike: 42 and
// "42" are two ids, as --details keeps them apart.
type Repeat struct {
	ID        string
	Number    bool
	File      string
	Line      int64
	FirstFile string
	FirstLine int64
}

// String is "FILE:LINE: id "X" repeats FILE:LINE" (id 42 for a number).
func (r Repeat) String() string {
	id := fmt.Sprintf("%q", r.ID)
	if r.Number {
		id = r.ID
	}
	return fmt.Sprintf("%s:%d: id %s repeats %s:%d", r.File, r.Line, id, r.FirstFile, r.FirstLine)
}

// Repeats counts the predictions that repeat an earlier one's id (a
// predictions file joined twice was scored twice, every sentence counted
// double, without a word) and keeps the first of them: the one earliest
// in (file, line) order. Only records with an id take part (IDKind is not
// IDNone); a number and a string spelled alike (3 and "3") are two ids.
type Repeats struct {
	N     int64
	First Repeat
}

// Note counts r, keeping it as First when it comes before the one kept.
func (rs *Repeats) Note(r Repeat) {
	rs.N++
	if rs.N == 1 || r.File < rs.First.File || r.File == rs.First.File && r.Line < rs.First.Line {
		rs.First = r
	}
}

// idSeen is the in-process check: every id met so far by a 128-bit hash
// (two maphash seeds; a false repeat needs a collision of both, about
// 2^-128 per pair) and the line that carried it first, so memory is 24
// bytes of map entry per prediction and not the ids' text.
type idSeen struct {
	s0, s1 maphash.Seed
	first  map[[2]uint64]int64
}

func newIDSeen() *idSeen {
	return &idSeen{s0: maphash.MakeSeed(), s1: maphash.MakeSeed(), first: map[[2]uint64]int64{}}
}

// see records id at line and returns the line that carried it first, or 0.
func (s *idSeen) see(id []byte, line int64) int64 {
	k := [2]uint64{maphash.Bytes(s.s0, id), maphash.Bytes(s.s1, id)}
	if first, ok := s.first[k]; ok {
		return first
	}
	s.first[k] = line
	return 0
}
