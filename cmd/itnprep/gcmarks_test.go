package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestGCListsRunMarksAsOneFile: versions gc names a run's end and commit
// marks (STAGING.ended, STAGING.committing) as run marks of one file each
// ("1 files" was said of every single file), and with nothing old enough
// its line names run marks among what it looks for.
func TestGCListsRunMarksAsOneFile(t *testing.T) {
	root := t.TempDir()
	ds := filepath.Join(root, "gtn")
	if err := os.MkdirAll(ds, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, m := range []string{".staging-20261129T000000-0a0b.ended", ".staging-20261129T000000-0a0c.committing"} {
		if err := os.WriteFile(filepath.Join(ds, m), []byte("x\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out, stderr, code := run(t, "versions", "gc", root, "--dry-run")
	if code != 0 || !strings.HasPrefix(out, "nothing to remove under "+root+": no staging folder, run mark, unfinished version") {
		t.Errorf("young marks: exit %d, stdout %q, stderr %q", code, out, stderr)
	}
	out, stderr, code = run(t, "versions", "gc", root, "--older-than", "0s", "--dry-run")
	for _, m := range []string{".staging-20261129T000000-0a0b.ended", ".staging-20261129T000000-0a0c.committing"} {
		if want := "would remove " + filepath.Join(ds, m) + " (run mark, 1 file, last modified "; code != 0 || !strings.Contains(out, want) {
			t.Errorf("exit %d, stdout %q, stderr %q; want %q", code, out, stderr, want)
		}
	}
}
