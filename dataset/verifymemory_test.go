package dataset

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// heapMeter reads the live heap (after a collection) each time a shard's
// reader has passed another MiB, and keeps the largest.
type heapMeter struct {
	read, next int64
	peak       uint64
}

func liveHeap() uint64 {
	var m runtime.MemStats
	runtime.GC()
	runtime.GC() // what sync.Pools held goes at the second
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

func (h *heapMeter) passed(n int) {
	if h.read += int64(n); h.read >= h.next {
		h.next = h.read + 1<<20
		h.peak = max(h.peak, liveHeap())
	}
}

// meteredFile is a local file whose reads are metered (no WriteTo: every
// read goes through Read or ReadAt).
type meteredFile struct {
	f *os.File
	h *heapMeter
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

func (m meteredFile) Close() error { return m.f.Close() }

// meteredStream is a file that can only be read in order, as a gs:// or
// s3:// object is.
type meteredStream struct{ m meteredFile }

func (s meteredStream) Read(p []byte) (int, error) { return s.m.Read(p) }
func (s meteredStream) Close() error               { return s.m.Close() }

// meteredFS opens local files with their reads metered: as files, or as
// streams (remote).
type meteredFS struct {
	h      *heapMeter
	stream bool
}

func (m meteredFS) Open(_ context.Context, p string) (io.ReadCloser, error) {
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	if m.stream {
		return meteredStream{meteredFile{f, m.h}}, nil
	}
	return meteredFile{f, m.h}, nil
}

// TestVerifyStreamsAShard: verify hashes a shard as it reads it in order
// and reads its footer and ids from the file itself or, for a shard that
// can only be read in order (a gs:// or s3:// object), from a copy on
// disk made as it passed. The live heap, read each MiB of the shard read,
// grows by well under the shard's size: the shard was copied into memory
// whole, and `train`, which verifies a version before staging it, grew
// with a shard's size.
func TestVerifyStreamsAShard(t *testing.T) {
	if testing.Short() {
		t.Skip("writes and verifies a 32 MB shard")
	}
	dir := t.TempDir()
	t.Setenv("TMPDIR", t.TempDir())
	rows := make([]Pair, 8000)
	raw := make([]byte, 3000)
	for i := range rows {
		rand.Read(raw) // text no codec shrinks much
		rows[i] = Pair{ID: fmt.Sprintf("x:%05d", i), Split: "train", Spoken: "x", Written: base64.StdEncoding.EncodeToString(raw)}
	}
	rel := DataShardPath("train", 0, 1)
	if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, rel)), 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(dir, rel))
	if err != nil {
		t.Fatal(err)
	}
	size, sum, err := WriteRows(f, rows, 0)
	if err == nil {
		err = f.Close()
	}
	if err != nil {
		t.Fatal(err)
	}
	rows = nil
	sh := ShardInfo{Path: rel, Split: "train", Rows: 8000, Bytes: size, SHA256: sum}
	for _, stream := range []bool{false, true} {
		h := &heapMeter{}
		rep := &VerifyReport{}
		var repeats idRepeats
		before := liveHeap()
		n, _, ok := verifyShard(context.Background(), meteredFS{h: h, stream: stream}, rep, dir, sh, "", SchemaOf[Pair](), &repeats)
		grew := int64(h.peak) - int64(before)
		t.Logf("stream %v: a %d-byte shard, the live heap grew by at most %d bytes while it was read", stream, size, grew)
		if !ok || n != 8000 || len(rep.Problems) != 0 || rep.Bytes != size || repeats.unread != "" {
			t.Errorf("stream %v: %d rows, ok %v, %d bytes, problems %q, unread %q", stream, n, ok, rep.Bytes, rep.Problems, repeats.unread)
		}
		if grew > size/4 {
			t.Errorf("stream %v: verifying a %d-byte shard grew the live heap by %d bytes: the shard is held whole", stream, size, grew)
		}
		if left, _ := os.ReadDir(os.Getenv("TMPDIR")); len(left) != 0 {
			t.Errorf("stream %v: the temporary copy is left: %v", stream, left)
		}
	}
}
