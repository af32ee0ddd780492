package testutil

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestTree: the folders and files under a root, relative, slash-separated
// and sorted; an empty root is nothing.
func TestTree(t *testing.T) {
	root := t.TempDir()
	if got := Tree(t, root); len(got) != 0 {
		t.Errorf("empty root: %q", got)
	}
	for _, d := range []string{"b/c", "a"} {
		if err := os.MkdirAll(filepath.Join(root, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(root, "b", "c", "x.jsonl"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if got, want := Tree(t, root), []string{"a", "b", "b/c", "b/c/x.jsonl"}; !slices.Equal(got, want) {
		t.Errorf("Tree = %q, want %q", got, want)
	}
}
