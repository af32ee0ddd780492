package main

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/memfs"
)

// countfs:// is memfs (objects held in this process) counting the reads
// of each object: an object store whose downloads a test can count.
var countfsReads = struct {
	sync.Mutex
	n map[string]int
}{n: map[string]int{}}

type countFS struct{ filesystem.Interface }

func (c countFS) List(ctx context.Context, glob string) ([]string, error) {
	l, err := c.Interface.List(ctx, glob)
	for i := range l {
		l[i] = strings.TrimPrefix(l[i], "memfs://")
	}
	return l, err
}

func (c countFS) OpenRead(ctx context.Context, p string) (io.ReadCloser, error) {
	countfsReads.Lock()
	countfsReads.n[p]++
	countfsReads.Unlock()
	return c.Interface.OpenRead(ctx, p)
}

func init() {
	filesystem.Register("countfs", func(ctx context.Context) filesystem.Interface { return countFS{memfs.New(ctx)} })
}

// mine-pairs on a version in an object store downloads each shard once:
// the reader checks the shard's sha256 on the bytes it mines (it had been
// downloaded once more, whole, by a check before the job). A shard changed
// since publication (the same size, one byte flipped) still fails the job
// with one line naming it and `versions verify`, before it is mined.
func TestMinePairsReadsAStoredVersionsShardsOnce(t *testing.T) {
	tmp := t.TempDir()
	local := prepOK(t, "prep", "libriheavy", "--input", "../../testdata/libriheavy/*", "--output", filepath.Join(tmp, "v"), "--runner", "direct")
	m := loadManifest(t, local)
	remote := "countfs://minepairs-once/" + filepath.Base(local)
	put := func(rel string, b []byte) { memfs.Write(remote+"/"+rel, b) }
	for _, rel := range []string{"manifest.json", "README.md"} {
		b, err := os.ReadFile(filepath.Join(local, rel))
		if err != nil {
			t.Fatal(err)
		}
		put(rel, b)
	}
	shards := map[string][]byte{}
	for _, sh := range m.Shards {
		b, err := os.ReadFile(filepath.Join(local, filepath.FromSlash(sh.Path)))
		if err != nil {
			t.Fatal(err)
		}
		shards[sh.Path] = b
		put(sh.Path, b)
	}
	if len(shards) == 0 {
		t.Fatal("the version has no shards: the test proves nothing")
	}
	if _, stderr, code := run(t, "mine-pairs", "--input", remote, "--output", filepath.Join(tmp, "mined"), "--minsup", "2", "--runner", "direct"); code != 0 {
		t.Fatalf("mine-pairs: exit %d\n%s", code, stderr)
	}
	countfsReads.Lock()
	for _, sh := range m.Shards {
		if n := countfsReads.n[remote+"/"+sh.Path]; n != 1 {
			t.Errorf("%s: read %d times, want once", sh.Path, n)
		}
	}
	countfsReads.Unlock()

	sh := m.Shards[0]
	changed := append([]byte(nil), shards[sh.Path]...)
	changed[len(changed)/2] ^= 0xff
	put(sh.Path, changed)
	_, stderr, code := run(t, "mine-pairs", "--input", remote, "--output", filepath.Join(tmp, "mined2"), "--minsup", "2", "--runner", "direct")
	if code != 1 || !strings.Contains(stderr, "shard "+sh.Path+": does not match its manifest") || !strings.Contains(stderr, "versions verify "+remote) {
		t.Errorf("a changed shard: exit %d, stderr:\n%s", code, stderr)
	}
}
