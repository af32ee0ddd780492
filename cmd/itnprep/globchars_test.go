package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPathsWithGlobCharacters: a local file or folder whose name holds glob
// characters is itself (qa50's fresh-input pass). `evaluate --beam --in
// "p [1].jsonl"` was refused as matching no file (its job matched "[1]" as
// a class), and `mine-pairs --output "mined [1]"` left its sorted runs
// (mismatches.jsonl.runs/) beside its results, their removal globbing the
// folder's name.
func TestPathsWithGlobCharacters(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "d [1]")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	preds := writeFile(t, dir, "p [1].jsonl", `{"id": "1", "src": "five", "hyp": "5", "ref": "5"}`+"\n"+`{"id": "2", "src": "six", "hyp": "6", "ref": "7"}`+"\n")
	stdout, stderr, code := run(t, "evaluate", "--in", preds, "--beam", "--runner", "direct")
	if code != 0 || !strings.Contains(stdout, "Sentence") {
		t.Errorf("evaluate --beam --in %q: exit %d:\n%s%s", preds, code, stdout, stderr)
	}
	b, err := os.ReadFile("testdata/align_pairs.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	pairs := writeFile(t, dir, "pairs [1].jsonl", string(b))
	out := filepath.Join(dir, "mined [1]")
	if _, stderr, code := run(t, "mine-pairs", "--input", pairs, "--output", out, "--minsup", "2", "--runner", "direct"); code != 0 {
		t.Fatalf("mine-pairs: exit %d: %s", code, stderr)
	}
	entries, err := os.ReadDir(out)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if got := strings.Join(names, " "); strings.Contains(got, ".runs") || !strings.Contains(got, "rules.jsonl") {
		t.Errorf("mine-pairs --output %q holds %s, want its results without runs", out, got)
	}
}
