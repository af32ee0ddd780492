package trainer

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/base64"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/testutil"
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
		h := &testutil.HeapMeter{}
		out := t.TempDir()
		before := testutil.LiveHeap()
		rec, err := writeSplits(context.Background(), testutil.MeteredFS{Meter: h, Stream: stream}, dir, m, out, Seq2Seq)
		if err != nil {
			t.Fatal(err)
		}
		grew := int64(h.Peak) - int64(before)
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
