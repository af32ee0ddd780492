package testutil

import (
	"os"
	"path/filepath"
	"testing"
)

// Tree is the folders and files under root, relative and slash-separated,
// in lexical order (root itself left out): what a test compares to what a
// run should have left. cmd/itnprep's tests (treeUnder) and madedirs'
// (tree) had a copy each.
func Tree(t testing.TB, root string) []string {
	t.Helper()
	var got []string
	err := filepath.WalkDir(root, func(p string, _ os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if rel, _ := filepath.Rel(root, p); rel != "." {
			got = append(got, filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return got
}
