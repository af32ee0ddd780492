package storage

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/storetest"
)

// Head reads a split's first rows across its shards in the manifest's
// order, stops at n, and stops at the callback's first error.
func TestHeadReadsASplitAcrossShards(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	m := &dataset.Manifest{}
	for _, sh := range []struct {
		split string
		i, n  int
	}{{"train", 0, 3}, {"train", 1, 2}, {"test", 0, 1}} {
		var rows []dataset.Pair
		for k := 0; k < sh.n; k++ {
			rows = append(rows, dataset.Pair{ID: fmt.Sprintf("%s-%d-%d", sh.split, sh.i, k), Split: sh.split})
		}
		var buf bytes.Buffer
		if _, _, err := dataset.WriteRows(&buf, rows, 0); err != nil {
			t.Fatal(err)
		}
		rel := dataset.DataShardPath(sh.split, sh.i, 2)
		if err := WriteAtomic(ctx, filepath.Join(dir, filepath.FromSlash(rel)), buf.Bytes()); err != nil {
			t.Fatal(err)
		}
		m.Shards = append(m.Shards, dataset.ShardInfo{Path: rel, Split: sh.split, Rows: int64(sh.n)})
	}
	ids := func(split string, n int) []string {
		var got []string
		if err := Head(ctx, dir, m, split, n, func(p *dataset.Pair) error {
			got = append(got, p.ID)
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		return got
	}
	for _, c := range []struct {
		split string
		n     int
		want  []string
	}{
		{"", 4, []string{"train-0-0", "train-0-1", "train-0-2", "train-1-0"}},
		{"train", 10, []string{"train-0-0", "train-0-1", "train-0-2", "train-1-0", "train-1-1"}},
		{"test", 10, []string{"test-0-0"}},
		{"train", 0, nil},
		{"validation", 5, nil},
	} {
		if got := ids(c.split, c.n); !slices.Equal(got, c.want) {
			t.Errorf("Head(split %q, %d) = %q, want %q", c.split, c.n, got, c.want)
		}
	}
	stop := errors.New("stop")
	calls := 0
	err := Head(ctx, dir, m, "train", 10, func(*dataset.Pair) error { calls++; return stop })
	if !errors.Is(err, stop) || calls != 1 {
		t.Errorf("a callback error: %v after %d calls", err, calls)
	}
}

// headfs:// is an object store that counts the downloads of each object.
var headStore = storetest.Register("headfs")

// Head checks every shard its rows come from before printing any, and
// downloads each once: shards after the first were hashed by a whole
// download (CheckShard) and then downloaded again to be read.
func TestHeadDownloadsEachShardOnce(t *testing.T) {
	ctx := context.Background()
	dir := headStore.Bucket() + "/gtn/0123456789abcdef0123"
	m := &dataset.Manifest{}
	for i, n := range []int{2, 2, 2} {
		var rows []dataset.Pair
		for k := 0; k < n; k++ {
			rows = append(rows, dataset.Pair{ID: fmt.Sprintf("%d-%d", i, k), Split: "train"})
		}
		var buf bytes.Buffer
		if _, _, err := dataset.WriteRows(&buf, rows, 0); err != nil {
			t.Fatal(err)
		}
		rel := dataset.DataShardPath("train", i, 3)
		headStore.Put(dir+"/"+rel, buf.Bytes())
		_, sum, _ := dataset.Digest(bytes.NewReader(buf.Bytes()), nil)
		m.Shards = append(m.Shards, dataset.ShardInfo{Path: rel, Split: "train", Rows: int64(n), Bytes: int64(buf.Len()), SHA256: sum})
	}
	var got []string
	if err := Head(ctx, dir, m, "train", 3, func(p *dataset.Pair) error {
		got = append(got, p.ID)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if want := []string{"0-0", "0-1", "1-0"}; !slices.Equal(got, want) {
		t.Fatalf("rows %q, want %q", got, want)
	}
	for i, sh := range m.Shards {
		want := 1
		if i == 2 {
			want = 0 // no row of it is printed
		}
		if n := headStore.Reads(dir + "/" + sh.Path); n != want {
			t.Errorf("%s: downloaded %d times, want %d", sh.Path, n, want)
		}
	}
}
