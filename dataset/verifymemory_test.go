package dataset

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/itnprep/itnprep/internal/testutil"
)

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
		h := &testutil.HeapMeter{}
		rep := &VerifyReport{}
		var repeats idRepeats
		before := testutil.LiveHeap()
		n, _, ok := verifyShard(context.Background(), testutil.MeteredFS{Meter: h, Stream: stream}, rep, dir, sh, "", SchemaOf[Pair](), &repeats)
		grew := int64(h.Peak) - int64(before)
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
