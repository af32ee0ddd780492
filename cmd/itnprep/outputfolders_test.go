package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRefusedPrepRemovesEveryFolderItMade: a prep refused once its output
// check made the dataset folder removes every folder that check made,
// not OUT/NAME and OUT alone (--output new/runs/out left new/runs), and
// keeps the folder that was there.
func TestRefusedPrepRemovesEveryFolderItMade(t *testing.T) {
	tmp := t.TempDir()
	notes := writeFile(t, tmp, "PROVENANCE.md", "# NeMo test cases\n\ncopied byte for byte\n")
	out := filepath.Join(tmp, "new", "runs", "out")
	_, stderr, code := run(t, "prep", "nemo-cases", "--input", notes, "--output", out, "--runner", "direct", "--quiet")
	if code != 1 || !strings.Contains(stderr, "refusing to publish") {
		t.Fatalf("exit %d, want 1 and a refusal:\n%s", code, stderr)
	}
	if _, err := os.Stat(filepath.Join(tmp, "new")); !os.IsNotExist(err) {
		t.Errorf("a refused run left %q under %s", treeUnder(t, filepath.Join(tmp, "new")), filepath.Join(tmp, "new"))
	}
	if _, err := os.Stat(notes); err != nil {
		t.Errorf("the folder that was there: %v", err)
	}
}
