package storage

import (
	"fmt"
	"path/filepath"
	"testing"
	"time"
)

// manyDatasetFolders is an --output folder's tree of n dataset folders:
// every third empty, every third holding only a staging folder (listed
// as a leftover first), the rest a version. The staging folders are out.
func manyDatasetFolders(root string, n int) (tree []treeEntry, out []Leftover) {
	old := time.Unix(1e9, 0)
	for i := range n {
		name := fmt.Sprintf("ds%06d", i)
		tree = append(tree, treeEntry{rel: name, dir: true, mtime: old})
		switch i % 3 {
		case 1:
			staging := name + "/.staging-20260101T000000-0a0b"
			tree = append(tree, treeEntry{rel: staging, dir: true, mtime: old}, treeEntry{rel: staging + "/.runs", dir: true, mtime: old})
			out = append(out, Leftover{Path: joinRel(root, staging), Kind: "staging folder"})
		case 2:
			tree = append(tree, treeEntry{rel: name + "/aaaaaaaaaaaaaaaaaaaa", dir: true, mtime: old}, treeEntry{rel: name + "/aaaaaaaaaaaaaaaaaaaa/manifest.json", mtime: old})
		}
	}
	return tree, out
}

// TestEmptyDatasetFoldersOfManyFolders: among 30,000 dataset folders the
// empty ones and those holding only a listed leftover are found, no
// other; each folder's entries are looked at once (it compared every
// folder with every entry and every entry with every leftover: minutes).
func TestEmptyDatasetFoldersOfManyFolders(t *testing.T) {
	root := filepath.Join(t.TempDir(), "out")
	const n = 30000
	tree, out := manyDatasetFolders(root, n)
	start := time.Now()
	found := emptyDatasetFolders(root, tree, out, time.Now())
	took := time.Since(start)
	if len(found) != 2*n/3 {
		t.Fatalf("found %d empty dataset folders, want %d", len(found), 2*n/3)
	}
	for i, l := range found {
		// The folders come in the tree's order: ds000000, ds000001, ds000003, ...
		want := joinRel(root, fmt.Sprintf("ds%06d", i/2*3+i%2))
		if l.Path != want || l.Kind != EmptyDatasetFolder {
			t.Fatalf("found[%d] = %s %s, want %s", i, l.Kind, l.Path, want)
		}
	}
	if took > 10*time.Second {
		t.Errorf("%d folders took %v: not linear", n, took)
	}
}

func BenchmarkEmptyDatasetFolders(b *testing.B) {
	root := "/out"
	for _, n := range []int{1000, 4000} {
		tree, out := manyDatasetFolders(root, n)
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			for b.Loop() {
				emptyDatasetFolders(root, tree, out, time.Now())
			}
		})
	}
}
