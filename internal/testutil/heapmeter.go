package testutil

import (
	"context"
	"io"
	"io/fs"
	"os"
	"runtime"
)

// HeapMeter reads the live heap (after a collection) each time the files
// it meters have passed another MiB of reads, and keeps the largest in
// Peak: a test that a reader streams a file, rather than holding it whole,
// compares Peak with LiveHeap before the read.
type HeapMeter struct {
	read, next int64
	Peak       uint64
}

// LiveHeap returns the bytes the heap holds after a collection.
func LiveHeap() uint64 {
	var m runtime.MemStats
	runtime.GC()
	runtime.GC() // what sync.Pools held goes at the second
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

func (h *HeapMeter) passed(n int) {
	if h.read += int64(n); h.read >= h.next {
		h.next = h.read + 1<<20
		h.Peak = max(h.Peak, LiveHeap())
	}
}

// meteredFile is a local file whose reads are metered. It has no WriteTo
// (an *os.File's would bypass the meter): every read goes through Read or
// ReadAt.
type meteredFile struct {
	f *os.File
	h *HeapMeter
}

func (m meteredFile) Read(p []byte) (int, error) {
	n, err := m.f.Read(p)
	m.h.passed(n)
	return n, err
}

func (m meteredFile) ReadAt(p []byte, off int64) (int, error) {
	n, err := m.f.ReadAt(p, off)
	m.h.passed(n)
	return n, err
}

func (m meteredFile) Stat() (fs.FileInfo, error) { return m.f.Stat() }
func (m meteredFile) Close() error               { return m.f.Close() }

// meteredStream is a file that can only be read in order, as a gs:// or
// s3:// object is.
type meteredStream struct{ m meteredFile }

func (s meteredStream) Read(p []byte) (int, error) { return s.m.Read(p) }
func (s meteredStream) Close() error               { return s.m.Close() }

// MeteredFS opens local files (a dataset.FS) with their reads metered by
// Meter: as files (Read, ReadAt, Stat, Close: one read in place), or, with
// Stream, as streams (Read, Close: a remote object).
type MeteredFS struct {
	Meter  *HeapMeter
	Stream bool
}

// Open opens the local file p, metered.
func (m MeteredFS) Open(_ context.Context, p string) (io.ReadCloser, error) {
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	if m.Stream {
		return meteredStream{meteredFile{f, m.Meter}}, nil
	}
	return meteredFile{f, m.Meter}, nil
}
