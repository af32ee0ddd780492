package extsort

import (
	"errors"
	"fmt"
	"os"
)

// entryOverhead is what an Entry costs beyond its bytes (the slice slot,
// the string and slice headers), so many tiny entries still spill in time.
const entryOverhead = 64

// DefaultSorterBytes is a Sorter's buffer when BufferBytes is 0.
const DefaultSorterBytes = 64 << 20

// Sorter sorts any number of entries in a bounded buffer: entries are
// held until they pass BufferBytes, then sorted and spilled as a run file
// under Dir (os.TempDir() when empty); Each merges the runs k ways with
// what is still held. Memory is the buffer plus one entry and a read
// buffer per run, whatever the number of entries. Entries come out in
// key order, ties in Tie order (byte order when nil), the same order as
// one in-memory Sort of them all, so the output does not depend on where
// the spills fell. Not safe for concurrent use.
type Sorter struct {
	Dir         string
	BufferBytes int64 // 0: DefaultSorterBytes
	Tie         Tie

	buf   []Entry
	held  int64
	runs  []string
	added int64
}

// Add takes one entry; key and row are copied.
func (s *Sorter) Add(key string, row []byte) error {
	s.buf = append(s.buf, Entry{Key: key, Row: append([]byte(nil), row...)})
	s.held += int64(len(key)+len(row)) + entryOverhead
	s.added++
	budget := s.BufferBytes
	if budget <= 0 {
		budget = DefaultSorterBytes
	}
	if s.held >= budget {
		return s.spill()
	}
	return nil
}

// Len is the number of entries added.
func (s *Sorter) Len() int64 { return s.added }

// Spilled is the number of run files written so far.
func (s *Sorter) Spilled() int { return len(s.runs) }

func (s *Sorter) spill() error {
	if len(s.buf) == 0 {
		return nil
	}
	Sort(s.buf, s.Tie)
	f, err := os.CreateTemp(s.Dir, "itnprep-sort-*.run")
	if err != nil {
		return fmt.Errorf("sorting: spilling a run: %w", err)
	}
	s.runs = append(s.runs, f.Name())
	_, err = WriteRun(f, s.buf)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("sorting: writing run %s: %w", f.Name(), err)
	}
	clear(s.buf)
	s.buf, s.held = s.buf[:0], 0
	return nil
}

// Each calls fn with every entry added, in sorted order, then removes the
// run files. fn must not keep key or row after it returns. Call it once.
func (s *Sorter) Each(fn func(key, row []byte) error) (err error) {
	defer func() {
		if cerr := s.Close(); err == nil {
			err = cerr
		}
	}()
	if len(s.runs) == 0 {
		Sort(s.buf, s.Tie)
		for i := range s.buf {
			if err := fn([]byte(s.buf[i].Key), s.buf[i].Row); err != nil {
				return err
			}
		}
		return nil
	}
	if err := s.spill(); err != nil {
		return err
	}
	readers := make([]*Reader, 0, len(s.runs))
	for _, name := range s.runs {
		f, err := os.Open(name)
		if err != nil {
			return err
		}
		defer f.Close()
		readers = append(readers, NewReader(name, f, 64<<10))
	}
	return Merge(readers, s.Tie, fn)
}

// Close drops what is held and removes the run files (Each calls it).
func (s *Sorter) Close() error {
	s.buf, s.held = nil, 0
	var errs []error
	for _, name := range s.runs {
		if err := os.Remove(name); err != nil && !errors.Is(err, os.ErrNotExist) {
			errs = append(errs, err)
		}
	}
	s.runs = nil
	return errors.Join(errs...)
}
