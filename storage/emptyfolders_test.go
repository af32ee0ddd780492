package storage

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
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

// leftoverTree is an --output folder's tree of n published versions of 12
// files each, beside u unfinished versions of 200 files each (killed while
// publishing) and u staging folders of 200 spilled runs each.
func leftoverTree(n, u int) []treeEntry {
	old := time.Unix(1e9, 0)
	var tree []treeEntry
	add := func(rel string, dir bool) { tree = append(tree, treeEntry{rel: rel, dir: dir, mtime: old}) }
	add("gtn", true)
	for i := range n {
		v := fmt.Sprintf("gtn/%020x", i)
		add(v, true)
		add(v+"/manifest.json", false)
		for k := range 11 {
			add(fmt.Sprintf("%s/data-%02d.parquet", v, k), false)
		}
	}
	for i := range u {
		v := fmt.Sprintf("gtn/%020x", n+i)
		s := fmt.Sprintf("gtn/.staging-20260101T000000-%04x", i)
		add(v, true)
		add(s, true)
		for k := range 200 {
			add(fmt.Sprintf("%s/data-%03d.parquet", v, k), false)
			add(fmt.Sprintf("%s/r%03d.run", s, k), false)
		}
	}
	return tree
}

// BenchmarkFindLeftovers is versions gc's look at a listed tree: which
// leftovers it holds, and the files and age of each.
func BenchmarkFindLeftovers(b *testing.B) {
	for _, c := range [][2]int{{2000, 10}, {8000, 40}} {
		tree := leftoverTree(c[0], c[1])
		b.Run(fmt.Sprintf("%dversions-%dleftovers", c[0], 2*c[1]), func(b *testing.B) {
			for b.Loop() {
				if l, err := leftoversIn(context.Background(), "/out", tree, time.Now()); err != nil || len(l) != 2*c[1] {
					b.Fatal(len(l), err)
				}
			}
		})
	}
}

// TestFindLeftoversOfManyVersions: beside 8,000 published versions, the 40
// unfinished versions and 40 staging folders are found with their 200
// files each, and none of the versions; each file is looked at once (each
// file of an unfinished version looked through the whole tree for a
// manifest, and each leftover through it for its files: 14 s).
func TestFindLeftoversOfManyVersions(t *testing.T) {
	tree := leftoverTree(8000, 40)
	start := time.Now()
	found, err := leftoversIn(context.Background(), "/out", tree, time.Now())
	took := time.Since(start)
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[string]int{}
	for _, l := range found {
		kinds[l.Kind]++
		if len(l.Files) != 200 || !strings.Contains(l.Path, "/gtn/") {
			t.Fatalf("%s %s: %d files, want 200", l.Kind, l.Path, len(l.Files))
		}
	}
	if len(found) != 80 || kinds["unfinished version"] != 40 {
		t.Errorf("found %d leftovers %v, want 40 unfinished versions and 40 staging folders", len(found), kinds)
	}
	if took > 5*time.Second {
		t.Errorf("8,000 versions took %v: not linear", took)
	}
}
