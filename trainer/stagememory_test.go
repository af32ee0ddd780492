package trainer

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/base64"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// collectRows runs a rowReader over the Parquet shard b and returns the
// staged rows it gave.
func collectRows(read rowReader, b []byte) ([]stagedRow, error) {
	var rows []stagedRow
	err := read(bytes.NewReader(b), int64(len(b)), func(r stagedRow) error {
		rows = append(rows, r)
		return nil
	})
	return rows, err
}

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

// meteredFile is a local shard whose reads are metered (it is a
// shardFile: staging reads it in place).
type meteredFile struct {
	*os.File
	h *heapMeter
}

func (f meteredFile) Read(p []byte) (int, error) {
	n, err := f.File.Read(p)
	f.h.passed(n)
	return n, err
}

func (f meteredFile) ReadAt(p []byte, off int64) (int, error) {
	n, err := f.File.ReadAt(p, off)
	f.h.passed(n)
	return n, err
}

func (f meteredFile) Stat() (fs.FileInfo, error) { return f.File.Stat() }

// meteredStream is a shard that can only be read in order, as a gs:// or
// s3:// object is.
type meteredStream struct {
	io.ReadCloser
	h *heapMeter
}

func (s meteredStream) Read(p []byte) (int, error) {
	n, err := s.ReadCloser.Read(p)
	s.h.passed(n)
	return n, err
}

// meteredFS opens local files with their reads metered: as files, or as
// streams (remote).
type meteredFS struct {
	h      *heapMeter
	stream bool
}

func (m meteredFS) Open(_ context.Context, p string) (io.ReadCloser, error) {
	f, err := os.Open(p)
	if err != nil || m.stream {
		return meteredStream{f, m.h}, err
	}
	return meteredFile{f, m.h}, nil
}

// TestStagingStreamsAShard: a shard is staged a batch of rows at a time,
// from the file itself or, for a shard that can only be read in order (a
// gs:// or s3:// object), from a temporary copy on disk. The live heap,
// read each MiB of the shard read, grows by well under the shard's size:
// the shard was read whole into memory and its rows decoded all at once
// (mem48: `train --dry-run` 90, 107, 134 MB at 10k, 100k, 300k rows), and
// both grew by more than the shard's size. The staged file is the rows'
// lines, in order.
func TestStagingStreamsAShard(t *testing.T) {
	if testing.Short() {
		t.Skip("writes and stages a 32 MB shard")
	}
	dir := t.TempDir()
	t.Setenv("TMPDIR", t.TempDir())
	rows := make([]dataset.Pair, 8000)
	raw := make([]byte, 3000)
	for i := range rows {
		rand.Read(raw) // text no codec shrinks much
		rows[i] = dataset.Pair{ID: fmt.Sprintf("x:%05d", i), Split: "train", Spoken: "x", Written: base64.StdEncoding.EncodeToString(raw)}
	}
	rel := dataset.DataShardPath("train", 0, 1)
	if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, rel)), 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(dir, rel))
	if err != nil {
		t.Fatal(err)
	}
	size, _, err := dataset.WriteRows(f, rows, 0)
	if err == nil {
		err = f.Close()
	}
	if err != nil {
		t.Fatal(err)
	}
	first, last := rows[0].ID, rows[len(rows)-1].ID
	rows = nil
	m := &dataset.Manifest{VersionID: "v", Shards: []dataset.ShardInfo{{Path: rel, Split: "train", Rows: 8000, Bytes: size}}}
	for _, stream := range []bool{false, true} {
		h := &heapMeter{}
		out := t.TempDir()
		before := liveHeap()
		rec, err := writeSplits(context.Background(), meteredFS{h: h, stream: stream}, dir, m, out, Seq2Seq)
		if err != nil {
			t.Fatal(err)
		}
		grew := int64(h.peak) - int64(before)
		t.Logf("stream %v: a %d-byte shard, the live heap grew by at most %d bytes while it was read", stream, size, grew)
		if grew > size/4 {
			t.Errorf("stream %v: staging a %d-byte shard grew the live heap by %d bytes: the shard is held whole", stream, size, grew)
		}
		lines, err := os.ReadFile(filepath.Join(out, "train.jsonl"))
		if err != nil {
			t.Fatal(err)
		}
		n := bytes.Count(lines, []byte("\n"))
		head := fmt.Sprintf(`{"id":%q,"src":"x","tgt":`, first)
		tail := fmt.Sprintf(`{"id":%q,"src":"x","tgt":`, last)
		if n != 8000 || rec.Rows["train"] != 8000 || !bytes.HasPrefix(lines, []byte(head)) || !bytes.Contains(lines, []byte("\n"+tail)) {
			t.Errorf("stream %v: %d lines (record %d), want 8000 from %s to %s", stream, n, rec.Rows["train"], first, last)
		}
		if left, _ := os.ReadDir(os.Getenv("TMPDIR")); len(left) != 0 {
			t.Errorf("stream %v: the temporary copy is left: %v", stream, left)
		}
	}
}
