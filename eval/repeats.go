package eval

import (
	"bytes"
	"cmp"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/maphash"
	"slices"
	"strconv"

	"github.com/itnprep/itnprep/internal/extsort"
	"github.com/itnprep/itnprep/internal/textcut"
)

// Repeat is a prediction whose id an earlier one already carries: at
// File:Line, the first at FirstFile:FirstLine. ID is the repeating
// record's id as written. Number says the id is a JSON number (IDNumber),
// which is not the string spelled alike: 42 and "42" are two ids, as
// --details keeps them apart; two numbers are one id when their values are
// equal (1, 1.0 and 1e0: IDKey).
type Repeat struct {
	ID        string
	Number    bool
	File      string
	Line      int64
	FirstFile string
	FirstLine int64
}

// maxShownID bounds the id a Repeat's String shows: an id may be as long
// as a line (a megabyte of it made the refusal a megabyte long).
const maxShownID = 200

// String is "FILE:LINE: id "X" repeats FILE:LINE" (id 42 for a number);
// an id over maxShownID bytes is cut there and its length said.
func (r Repeat) String() string {
	shown, more := textcut.Prefix(r.ID, maxShownID), ""
	if len(shown) < len(r.ID) {
		more = fmt.Sprintf("... (%d bytes)", len(r.ID))
	}
	id := strconv.Quote(shown) + more
	if r.Number {
		id = shown + more
	}
	return fmt.Sprintf("%s:%d: id %s repeats %s:%d", r.File, r.Line, id, r.FirstFile, r.FirstLine)
}

// Repeats counts the predictions that repeat an earlier one's id (a
// predictions file joined twice was scored twice, every sentence counted
// double, without a word) and keeps the first of them: the one earliest
// in (file, line) order. Only records with an id take part (IDKind is not
// IDNone); ids are compared by IDKey.
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

// Refusal is evaluate's refusal of scores some of whose sentences repeat
// an earlier record's id, in one line naming the first repeat and the line
// it repeats and the way past it (--allow-duplicate-ids); nil when none
// repeats, and for a nil Repeats (the check not asked for). The caller
// removes a --details file it refuses, as for the guard's refusals.
func (rs *Repeats) Refusal() error {
	if rs == nil || rs.N == 0 {
		return nil
	}
	records := "records repeat an earlier record's id"
	if rs.N == 1 {
		records = "record repeats an earlier record's id"
	}
	return fmt.Errorf("refusing to score: %d %s (first: %s) (a predictions file joined twice? each sentence would count once per copy: remove the repeats or fix the ids, or pass --allow-duplicate-ids to score every line)",
		rs.N, records, rs.First)
}

// IDKey is the text the repeated-id check compares an id of kind k by: a
// string as it is, a number by its value, so that 1, 1.0, 1e0 and 10e-1
// (a file written by a tool that keeps ids as floats beside one that keeps
// them as integers, or pandas' 1.0 for 1) are one id, as they are one
// value in JSON, while no two values meet: the digits are never rounded
// (12345678901234567890 and 12345678901234567891 stay two ids, which a
// float64 would join). The key is the sign, the significant digits and a
// power of ten ("-15e2" for -1.5e3; an integer without trailing zeros as
// written); -0 is 0. A number it cannot read (a Parquet float column's
// NaN, an exponent past 15 digits) is its text as written. A string and a
// number spelled alike stay two ids (the caller keys the kind too).
func IDKey(k IDKind, id string) string {
	if k != IDNumber {
		return id
	}
	s, i := id, 0
	neg := i < len(s) && s[i] == '-'
	if neg {
		i++
	}
	intStart := i
	for i < len(s) && isDigitByte(s[i]) {
		i++
	}
	intPart := s[intStart:i]
	if intPart == "" {
		return id
	}
	var frac string
	if i < len(s) && s[i] == '.' {
		i++
		fs := i
		for i < len(s) && isDigitByte(s[i]) {
			i++
		}
		if frac = s[fs:i]; frac == "" {
			return id
		}
	}
	var exp int64
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		es := i
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		ds := i
		for i < len(s) && isDigitByte(s[i]) {
			i++
		}
		if ds == i || i-ds > 15 {
			return id
		}
		exp, _ = strconv.ParseInt(s[es:i], 10, 64)
	}
	if i != len(s) {
		return id
	}
	// The digits, leading zeros of the integer part dropped; a fraction's
	// digits move the exponent down and trailing zeros move it up.
	digits := intPart + frac
	exp -= int64(len(frac))
	for len(digits) > 0 && digits[0] == '0' {
		digits = digits[1:]
	}
	if digits == "" {
		return "0"
	}
	for digits[len(digits)-1] == '0' {
		digits = digits[:len(digits)-1]
		exp++
	}
	key := digits
	if neg {
		key = "-" + key
	}
	if exp != 0 {
		key += "e" + strconv.FormatInt(exp, 10)
	}
	return key
}

// idSeed hashes ids for idTable; any seed will do (equal hashes are
// compared by their text), so one per process.
var idSeed = maphash.MakeSeed()

// idHash is the hash idTable sorts an id (its IDKind byte, then its key) by.
func idHash(id []byte) uint64 { return maphash.Bytes(idSeed, id) }

// idSpillBytes bounds the ids idTable holds in memory (entries and text);
// past it they are sorted and written to a temporary file, a run, and the
// runs are merged once the input is read. A variable for the tests.
var idSpillBytes = 2 << 20

// idMergeFanIn is how many runs of one level idTable merges into one of
// the next level (16 runs of 2 MiB into one of 32, 16 of those into one of
// 512 MiB, ...): a long input opens at most 15 runs per level and writes
// each id once per level (a few times), where merging every run into one
// each time there were 32 of them rewrote the ids seen so far again and
// again, quadratic in the input's length.
const idMergeFanIn = 16

// idTable is the in-process check: every scored id (its kind byte and
// IDKey, then the id as written when that differs, end to end in text)
// with its line and hash (computed by the workers, in parallel). Sorted by
// (hash, key, line), a repeated id's records lie side by side, the
// earliest first; equal hashes are told apart by the key, so no collision
// passes for a repeat. Memory is bounded: past idSpillBytes the table is
// sorted and written as a run to an unnamed temporary file (an external
// sort, as the sink's; internal/extsort), and the runs are merged at the
// end. On a million predictions (2 cores) peak RSS is docs/BENCHMARKS.md's
// figure, where holding every id (32 bytes plus the id per record) took
// 195-228 MB against 72 MB without the check.
type idTable struct {
	ctx     context.Context // nil: never cancelled
	text    []byte
	entries []idEntry
	runs    extsort.TempRuns
}

// newIDTable is an empty table whose merges look at ctx (when not nil)
// every idCheckEvery entries and stop once it is cancelled.
func newIDTable(ctx context.Context) *idTable {
	t := &idTable{ctx: ctx, runs: extsort.TempRuns{Pattern: "itnprep-evaluate-ids-*", Name: "ids run", FanIn: idMergeFanIn, BufSize: 64 << 10}}
	if ctx != nil {
		ticks := 0
		t.runs.Tick = func() error {
			if ticks++; ticks%idCheckEvery == 0 {
				return ctx.Err()
			}
			return nil
		}
	}
	return t
}

// idCheckEvery is how many merged entries go between two looks at the
// context (as versions overlap's overlapCheckEvery).
const idCheckEvery = 1 << 12

// idEntry is one id: text[off:off+n] its key, the n2 bytes after it the
// id as written (none when it is the key without the kind byte).
type idEntry struct {
	hash  uint64
	line  int64
	off   int64
	n, n2 int32
}

// appendID adds one id to a batch's ids and entries (off is within ids).
func appendID(ids []byte, entries []idEntry, kind IDKind, id string, line int64) ([]byte, []idEntry) {
	key := IDKey(kind, id)
	off := len(ids)
	ids = append(append(ids, byte(kind)), key...)
	e := idEntry{hash: idHash(ids[off:]), line: line, off: int64(off), n: int32(len(ids) - off)}
	if key != id {
		ids = append(ids, id...)
		e.n2 = int32(len(id))
	}
	return ids, append(entries, e)
}

// add takes a batch's ids, spilling a run when the table is over budget.
func (t *idTable) add(r batchResult) error {
	base := int64(len(t.text))
	t.text = append(t.text, r.ids...)
	for _, e := range r.idEntries {
		e.off += base
		t.entries = append(t.entries, e)
	}
	if len(t.text)+len(t.entries)*32 < idSpillBytes {
		return nil
	}
	return t.spill()
}

func (t *idTable) key(e idEntry) []byte { return t.text[e.off : e.off+int64(e.n)] }

func (t *idTable) written(e idEntry) []byte {
	return t.text[e.off+int64(e.n) : e.off+int64(e.n)+int64(e.n2)]
}

func (t *idTable) sort() {
	slices.SortFunc(t.entries, func(a, b idEntry) int {
		if c := cmp.Compare(a.hash, b.hash); c != 0 {
			return c
		}
		if c := bytes.Compare(t.key(a), t.key(b)); c != 0 {
			return c
		}
		return cmp.Compare(a.line, b.line)
	})
}

// A run's entry: the key is the hash (big-endian, so byte order is the
// hash's) then the id's key; the row is the line (big-endian: lines are
// positive) then the id as written, if it differs. Byte order on (key,
// row) is the in-memory sort's order.
func runKey(buf []byte, hash uint64, key []byte) []byte {
	return append(binary.BigEndian.AppendUint64(buf[:0], hash), key...)
}

func runRow(buf []byte, line int64, written []byte) []byte {
	return append(binary.BigEndian.AppendUint64(buf[:0], uint64(line)), written...)
}

// spill writes the table, sorted, as a level-0 run and empties it; the
// runs merge idMergeFanIn at a time (extsort.TempRuns).
func (t *idTable) spill() error {
	t.sort()
	var kb, rb []byte
	err := t.runs.Add(func(rw *extsort.RunWriter) {
		for _, e := range t.entries {
			kb, rb = runKey(kb, e.hash, t.key(e)), runRow(rb, e.line, t.written(e))
			rw.Add(kb, rb)
		}
	})
	if err != nil {
		return fmt.Errorf("checking repeated ids: %w", err)
	}
	t.text, t.entries = t.text[:0], t.entries[:0]
	return nil
}

// close closes the runs (their names are already gone).
func (t *idTable) close() { t.runs.Close() }

// repeats notes every record whose id an earlier line carries, in file
// name: the table sorted in memory when it never spilled, else every run
// merged.
func (t *idTable) repeats(name string, rs *Repeats) error {
	if t.ctx != nil && t.ctx.Err() != nil {
		t.close()
		return fmt.Errorf("checking repeated ids: %w", t.ctx.Err())
	}
	var prevKey []byte // the current id's run key (hash and key)
	var firstLine int64
	note := func(key []byte, line int64, written []byte) {
		if prevKey != nil && bytes.Equal(key, prevKey) {
			kind, id := IDKind(key[8]), written
			if len(id) == 0 {
				id = key[9:]
			}
			rs.Note(Repeat{ID: string(id), Number: kind == IDNumber, File: name, Line: line, FirstFile: name, FirstLine: firstLine})
			return
		}
		prevKey, firstLine = append(prevKey[:0], key...), line
	}
	if t.runs.Len() == 0 {
		t.sort()
		var kb []byte
		for _, e := range t.entries {
			kb = runKey(kb, e.hash, t.key(e))
			note(kb, e.line, t.written(e))
		}
		return nil
	}
	if len(t.entries) > 0 {
		if err := t.spill(); err != nil {
			t.close()
			return err
		}
	}
	err := t.runs.Merge(func(key, row []byte) error {
		if len(key) < 9 || len(row) < 8 {
			return errors.New("ids run: entry too short")
		}
		note(key, int64(binary.BigEndian.Uint64(row)), row[8:])
		return nil
	})
	if err != nil {
		return fmt.Errorf("checking repeated ids: %w", err)
	}
	return nil
}
