package extsort

import (
	"bufio"
	"bytes"
	"container/heap"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
)

// Entry is one row on its way to a shard: Key orders it (the row id), Row
// is the row in its kind's binary form.
type Entry struct {
	Key string
	Row []byte
}

// Tie orders two rows with equal keys. It must be a total order on rows
// (ties it cannot break must be equal rows), so the output never depends on
// which run a row came from; nil means byte order.
type Tie func(a, b []byte) int

// Compare orders entries by key, then by tie (or the row bytes).
func Compare(a, b *Entry, tie Tie) int {
	if c := strings.Compare(a.Key, b.Key); c != 0 {
		return c
	}
	return compareRows(a.Row, b.Row, tie)
}

func compareRows(a, b []byte, tie Tie) int {
	if tie != nil {
		if c := tie(a, b); c != 0 {
			return c
		}
	}
	return bytes.Compare(a, b)
}

// Sort sorts a run in memory.
func Sort(entries []Entry, tie Tie) {
	slices.SortFunc(entries, func(a, b Entry) int { return Compare(&a, &b, tie) })
}

// magic starts every run file, so a stray file is refused rather than
// decoded as garbage.
const magic = "itnprep-run-1\n"

// WriteRun writes sorted entries to w and returns the bytes written.
func WriteRun(w io.Writer, entries []Entry) (int64, error) {
	rw := NewRunWriter(w)
	for i := range entries {
		e := &entries[i]
		rw.header(len(e.Key), len(e.Row))
		rw.w.WriteString(e.Key)
		rw.w.Write(e.Row)
	}
	return rw.n, rw.Flush()
}

// RunWriter writes a run entry by entry, for entries that arrive sorted
// (the output of a Merge): it holds nothing but a write buffer.
type RunWriter struct {
	w *bufio.Writer
	n int64
	// hdr is the entry header's scratch: a local array escapes (bufio
	// may hand it to the underlying writer), one allocation per entry.
	hdr [2 * binary.MaxVarintLen64]byte
}

// NewRunWriter starts a run on w; Flush ends it.
func NewRunWriter(w io.Writer) *RunWriter {
	bw := bufio.NewWriterSize(w, 256<<10)
	n, _ := bw.WriteString(magic)
	return &RunWriter{w: bw, n: int64(n)}
}

func (rw *RunWriter) header(keyLen, rowLen int) {
	h := binary.PutUvarint(rw.hdr[:], uint64(keyLen))
	h += binary.PutUvarint(rw.hdr[h:], uint64(rowLen))
	rw.w.Write(rw.hdr[:h])
	rw.n += int64(h + keyLen + rowLen)
}

// Add appends one entry; entries must come in the run's order. Write
// errors surface in Flush.
func (rw *RunWriter) Add(key, row []byte) {
	rw.header(len(key), len(row))
	rw.w.Write(key)
	rw.w.Write(row)
}

// Flush writes what is buffered; the run is complete once it returns nil.
func (rw *RunWriter) Flush() error { return rw.w.Flush() }

// Reader reads one run entry by entry. Key and Row are valid until the
// next call to Next.
type Reader struct {
	name string
	r    *bufio.Reader
	key  []byte
	row  []byte
	err  error
	n    int64
	open bool // magic read
}

// NewReader reads a run from r with a read buffer of bufSize bytes; name
// appears in errors.
func NewReader(name string, r io.Reader, bufSize int) *Reader {
	return &Reader{name: name, r: bufio.NewReaderSize(r, bufSize)}
}

// Next advances to the next entry; false at the end or on error (see Err).
func (r *Reader) Next() bool {
	if r.err != nil {
		return false
	}
	if !r.open {
		r.open = true
		var m [len(magic)]byte
		if _, err := io.ReadFull(r.r, m[:]); err != nil || string(m[:]) != magic {
			r.err = fmt.Errorf("%s: not a sorted run file", r.name)
			return false
		}
	}
	kl, err := binary.ReadUvarint(r.r)
	if err == io.EOF {
		return false
	}
	if err != nil {
		r.err = fmt.Errorf("%s: entry %d: %w", r.name, r.n, err)
		return false
	}
	rl, err := binary.ReadUvarint(r.r)
	if err != nil {
		r.err = fmt.Errorf("%s: entry %d: %w", r.name, r.n, noEOF(err))
		return false
	}
	const maxEntry = 1 << 30
	if kl > maxEntry || rl > maxEntry {
		r.err = fmt.Errorf("%s: entry %d: implausible length", r.name, r.n)
		return false
	}
	r.key = grow(r.key, int(kl))
	r.row = grow(r.row, int(rl))
	if _, err := io.ReadFull(r.r, r.key); err != nil {
		r.err = fmt.Errorf("%s: entry %d: %w", r.name, r.n, noEOF(err))
		return false
	}
	if _, err := io.ReadFull(r.r, r.row); err != nil {
		r.err = fmt.Errorf("%s: entry %d: %w", r.name, r.n, noEOF(err))
		return false
	}
	r.n++
	return true
}

func noEOF(err error) error {
	if errors.Is(err, io.EOF) {
		return io.ErrUnexpectedEOF
	}
	return err
}

func grow(b []byte, n int) []byte {
	if cap(b) < n {
		return make([]byte, n, max(n, 2*cap(b)))
	}
	return b[:n]
}

// Key and Row return the current entry.
func (r *Reader) Key() []byte { return r.key }

// Row returns the current entry's row bytes.
func (r *Reader) Row() []byte { return r.row }

// Err is the first error met, or nil at a clean end.
func (r *Reader) Err() error { return r.err }

// Merge calls fn with every entry of the runs in sorted order (key, then
// tie). The runs must each be sorted in that order. fn must not keep key or
// row after it returns.
func Merge(runs []*Reader, tie Tie, fn func(key, row []byte) error) error {
	h := &mergeHeap{tie: tie}
	for _, r := range runs {
		if r.Next() {
			h.rs = append(h.rs, r)
		} else if r.Err() != nil {
			return r.Err()
		}
	}
	heap.Init(h)
	for len(h.rs) > 0 {
		r := h.rs[0]
		if err := fn(r.key, r.row); err != nil {
			return err
		}
		if r.Next() {
			heap.Fix(h, 0)
			continue
		}
		if r.Err() != nil {
			return r.Err()
		}
		heap.Pop(h)
	}
	return nil
}

type mergeHeap struct {
	rs  []*Reader
	tie Tie
}

func (h *mergeHeap) Len() int { return len(h.rs) }
func (h *mergeHeap) Less(i, j int) bool {
	a, b := h.rs[i], h.rs[j]
	if c := bytes.Compare(a.key, b.key); c != 0 {
		return c < 0
	}
	return compareRows(a.row, b.row, h.tie) < 0
}
func (h *mergeHeap) Swap(i, j int) { h.rs[i], h.rs[j] = h.rs[j], h.rs[i] }
func (h *mergeHeap) Push(x any)    { h.rs = append(h.rs, x.(*Reader)) }
func (h *mergeHeap) Pop() any {
	r := h.rs[len(h.rs)-1]
	h.rs = h.rs[:len(h.rs)-1]
	return r
}
