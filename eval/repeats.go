package eval

import (
	"bytes"
	"cmp"
	"fmt"
	"hash/maphash"
	"slices"
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

// idSeed hashes ids for idTable; any seed will do (equal hashes are
// compared by their text), so one per process.
var idSeed = maphash.MakeSeed()

// idHash is the hash idTable sorts an id (its IDKind byte, then its text) by.
func idHash(id []byte) uint64 { return maphash.Bytes(idSeed, id) }

// idTable is the in-process check: every scored id (its kind byte and
// text, end to end in text) with its line and hash (computed by the
// workers, in parallel), sorted once the run is over so that a repeated
// id's records lie side by side; equal hashes are told apart by the text,
// so no collision passes for a repeat. It costs 32 bytes plus the id per
// record and a sort at the end: on a million predictions (2 cores) 1.93 s
// wall and 1.84 s CPU against 1.48 s and 1.64 s without the check, peak RSS
// 195-228 MB against 72 MB. A map of every id seen, filled by the
// collector as the batches came in, was slower (2.25 s wall; the collector
// runs on one core beside the workers) for less memory (157 MB).
type idTable struct {
	text    []byte
	entries []idEntry
}

type idEntry struct {
	hash uint64
	line int64
	off  int64
	n    int64
}

// add takes a batch's ids.
func (t *idTable) add(r batchResult) {
	start := 0
	for i, end := range r.idEnds {
		t.entries = append(t.entries, idEntry{hash: r.idHashes[i], line: r.idLines[i], off: int64(len(t.text)), n: int64(end - start)})
		t.text = append(t.text, r.ids[start:end]...)
		start = end
	}
}

func (t *idTable) id(e idEntry) []byte { return t.text[e.off : e.off+e.n] }

// repeats sorts the table by (hash, id, line) and notes every record whose
// id an earlier line carries, in file name.
func (t *idTable) repeats(name string, rs *Repeats) {
	slices.SortFunc(t.entries, func(a, b idEntry) int {
		if c := cmp.Compare(a.hash, b.hash); c != 0 {
			return c
		}
		if c := bytes.Compare(t.id(a), t.id(b)); c != 0 {
			return c
		}
		return cmp.Compare(a.line, b.line)
	})
	group := 0 // the first entry of the current id: its earliest line
	for i := 1; i < len(t.entries); i++ {
		e, prev := t.entries[i], t.entries[i-1]
		if e.hash != prev.hash || !bytes.Equal(t.id(e), t.id(prev)) {
			group = i
			continue
		}
		id := t.id(e)
		rs.Note(Repeat{ID: string(id[1:]), Number: IDKind(id[0]) == IDNumber, File: name, Line: e.line, FirstFile: name, FirstLine: t.entries[group].line})
	}
}
