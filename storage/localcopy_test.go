package storage

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/base64"
	"fmt"
	"os"
	"runtime"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/storetest"
)

// copyfs:// is an object store held in this process.
var copyStore = storetest.Register("copyfs")

// A remote shard is read through a temporary local copy, hashed as it is
// downloaded, not held in memory: a diff or an export of remote versions
// opens every shard of a split at once, and held them all. The copy has no
// name in the temporary folder while it is read (a killed process leaves
// nothing), nor after.
func TestRemoteShardIsReadFromALocalCopy(t *testing.T) {
	ctx := context.Background()
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	dir := copyStore.Bucket() + "/gtn/0123456789abcdef0123"
	var rows []dataset.Pair
	raw := make([]byte, 3000)
	for i := 0; i < 4000; i++ { // 16 MB of text no codec shrinks much
		rand.Read(raw)
		rows = append(rows, dataset.Pair{ID: fmt.Sprintf("x:%05d", i), Split: "train", Written: base64.StdEncoding.EncodeToString(raw)})
	}
	var buf bytes.Buffer
	if _, _, err := dataset.WriteRows(&buf, rows, 0); err != nil {
		t.Fatal(err)
	}
	rel := dataset.DataShardPath("train", 0, 1)
	copyStore.Put(dir+"/"+rel, buf.Bytes())
	t.Cleanup(func() { Remove(ctx, dir+"/"+rel) })
	_, sum, _ := dataset.Digest(bytes.NewReader(buf.Bytes()), nil)
	sh := dataset.ShardInfo{Path: rel, Split: "train", Rows: int64(len(rows)), Bytes: int64(buf.Len()), SHA256: sum}
	size := buf.Len()
	rows, buf = nil, bytes.Buffer{}

	heap := func() uint64 {
		var m runtime.MemStats
		runtime.GC()
		runtime.GC() // what sync.Pools held goes at the second
		runtime.ReadMemStats(&m)
		return m.HeapAlloc
	}
	before := heap()
	st, err := OpenCheckedRowStream[dataset.Pair](ctx, dir, sh)
	if err != nil {
		t.Fatal(err)
	}
	if grew := int64(heap()) - int64(before); grew > int64(size)/4 {
		t.Errorf("opening a %d-byte remote shard grew the heap by %d bytes: it is held in memory", size, grew)
	}
	if left, _ := os.ReadDir(tmp); len(left) != 0 {
		t.Errorf("the open copy has a name in the temporary folder: %v", left)
	}
	n := 0
	for {
		_, ok, err := st.Next()
		if err != nil {
			t.Fatal(err)
		}
		if !ok {
			break
		}
		n++
	}
	st.Close()
	if n != int(sh.Rows) {
		t.Errorf("read %d rows, want %d", n, sh.Rows)
	}
	if left, _ := os.ReadDir(tmp); len(left) != 0 {
		t.Errorf("left in the temporary folder: %v", left)
	}
	// A changed shard is still refused, and leaves nothing either.
	sh.SHA256 = sh.SHA256[1:] + "0"
	if _, err := OpenCheckedRowStream[dataset.Pair](ctx, dir, sh); err == nil {
		t.Error("a shard that does not match its manifest was opened")
	}
	if left, _ := os.ReadDir(tmp); len(left) != 0 {
		t.Errorf("a refused shard left %v in the temporary folder", left)
	}
}
