package madedirs

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/itnprep/itnprep/internal/testutil"
)

// TestRemoveEmpty: the folders the run made go, the outermost too (a run
// that made a/b/c for its output removed c at most and left a/b), and
// only those: a folder that was there stays though it is empty, and a
// folder that holds anything stays with the folders above it.
func TestRemoveEmpty(t *testing.T) {
	for _, c := range []struct {
		name   string
		before []string // folders there before the run
		dirs   []string // what the run makes
		file   string   // a file the run leaves, "" for none
		want   []string // what is left
	}{
		{"all made", nil, []string{"a/b/c"}, "", nil},
		{"one was there", []string{"a"}, []string{"a/b/c"}, "", []string{"a"}},
		{"all were there", []string{"a/b/c"}, []string{"a/b/c"}, "", []string{"a", "a/b", "a/b/c"}},
		{"a file left", nil, []string{"a/b/c"}, "a/b/rejects.jsonl", []string{"a", "a/b", "a/b/rejects.jsonl"}},
		{"two, nested", nil, []string{"a/b", "a/b/c/d"}, "", nil},
		{"two, apart", []string{"a"}, []string{"a/x/y", "b/z"}, "", []string{"a"}},
	} {
		root := t.TempDir()
		for _, d := range c.before {
			if err := os.MkdirAll(filepath.Join(root, d), 0o755); err != nil {
				t.Fatal(err)
			}
		}
		var dirs []string
		for _, d := range c.dirs {
			dirs = append(dirs, filepath.Join(root, d))
		}
		m := Before(dirs...)
		for _, d := range dirs {
			if err := os.MkdirAll(d, 0o755); err != nil {
				t.Fatal(err)
			}
		}
		if c.file != "" {
			if err := os.WriteFile(filepath.Join(root, c.file), nil, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		m.RemoveEmpty()
		if got := testutil.Tree(t, root); !slices.Equal(got, c.want) {
			t.Errorf("%s: left %q, want %q", c.name, got, c.want)
		}
	}
	// Nothing noted: nothing to remove, and no panic.
	Made{}.RemoveEmpty()
}

// TestBeforeRelative: a relative path (mine --out a/b/out.jsonl run in
// the current folder) is noted up to its first missing folder, never the
// current folder itself.
func TestBeforeRelative(t *testing.T) {
	root := t.TempDir()
	t.Chdir(root)
	m := Before(filepath.Join("a", "b"))
	if err := os.MkdirAll(filepath.Join("a", "b"), 0o755); err != nil {
		t.Fatal(err)
	}
	m.RemoveEmpty()
	if got := testutil.Tree(t, root); len(got) != 0 {
		t.Errorf("left %q", got)
	}
	if _, err := os.Stat(root); err != nil {
		t.Errorf("the current folder: %v", err)
	}
}
