package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/internal/storetest"
)

// countfs:// is an object store held in this process that counts the
// downloads of each object (internal/storetest).
var countStore = storetest.Register("countfs")

// mine-pairs on a version in an object store downloads each shard once:
// the reader checks the shard's sha256 on the bytes it mines (it had been
// downloaded once more, whole, by a check before the job). A shard changed
// since publication (the same size, one byte flipped) still fails the job
// with one line naming it and `versions verify`, before it is mined.
func TestMinePairsReadsAStoredVersionsShardsOnce(t *testing.T) {
	tmp := t.TempDir()
	local := prepOK(t, "prep", "libriheavy", "--input", "../../testdata/libriheavy/*", "--output", filepath.Join(tmp, "v"), "--runner", "direct")
	m := loadManifest(t, local)
	remote := countStore.Bucket() + "/" + filepath.Base(local)
	put := func(rel string, b []byte) { countStore.Put(remote+"/"+rel, b) }
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
	for _, sh := range m.Shards {
		if n := countStore.Reads(remote + "/" + sh.Path); n != 1 {
			t.Errorf("%s: read %d times, want once", sh.Path, n)
		}
	}

	sh := m.Shards[0]
	changed := append([]byte(nil), shards[sh.Path]...)
	changed[len(changed)/2] ^= 0xff
	put(sh.Path, changed)
	_, stderr, code := run(t, "mine-pairs", "--input", remote, "--output", filepath.Join(tmp, "mined2"), "--minsup", "2", "--runner", "direct")
	if code != 1 || !strings.Contains(stderr, "shard "+sh.Path+": does not match its manifest") || !strings.Contains(stderr, "versions verify "+remote) {
		t.Errorf("a changed shard: exit %d, stderr:\n%s", code, stderr)
	}
}
