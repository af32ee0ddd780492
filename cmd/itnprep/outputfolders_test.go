package main

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/internal/testutil"
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
		t.Errorf("a refused run left %q under %s", testutil.Tree(t, filepath.Join(tmp, "new")), filepath.Join(tmp, "new"))
	}
	if _, err := os.Stat(notes); err != nil {
		t.Errorf("the folder that was there: %v", err)
	}
}

// TestStreamCommandsLeaveNoFolderTheyMade: align, verbalize, evaluate and
// style fit, refused or failed after their outputs' check made the
// folders (a missing input, an unusable one, a missing --from version), a
// dry run, or a run whose --rejects got nothing, leave no folder they made
// (only mine removed its own; `align --in missing --out new/deep/x.jsonl`
// left new/deep), and those holding what they kept (the rejects that say
// why) stay with the folders above them.
func TestStreamCommandsLeaveNoFolderTheyMade(t *testing.T) {
	dir := t.TempDir()
	bad := writeFile(t, dir, "bad.jsonl", "not json\n")
	preds := writeFile(t, dir, "preds.jsonl", `{"id":"1","src":"a","hyp":"b","ref":"b"}`+"\n")
	pairs := writeFile(t, dir, "pairs.jsonl", `{"text":"in 1984","gt_normalized":"in nineteen eighty four"}`+"\n")
	missing := filepath.Join(dir, "missing.jsonl")
	for i, c := range []struct {
		code int
		args []string // NEW stands for ROOT/new/deep, ROOT for a new folder
		want []string // left under root
	}{
		{1, []string{"align", "--in", missing, "--out", "NEW/x.jsonl"}, nil},
		{1, []string{"align", "--in", bad, "--out", "NEW/x.jsonl", "--rejects", "ROOT/kept/r.jsonl"}, []string{"kept", "kept/r.jsonl"}},
		{1, []string{"align", "--in", bad, "--out", "NEW/x.jsonl"}, []string{"new", "new/deep", "new/deep/x.jsonl.rejects.jsonl"}},
		{1, []string{"verbalize", "--in", missing, "--out", "NEW/x.jsonl"}, nil},
		{1, []string{"verbalize", "--in", bad, "--format", "jsonl", "--out", "NEW/x.jsonl"}, nil},
		{1, []string{"evaluate", "--in", bad, "--details", "NEW/x.jsonl"}, nil},
		{0, []string{"evaluate", "--in", preds, "--rejects", "NEW/r.jsonl"}, nil},
		{0, []string{"evaluate", "--in", preds, "--beam", "--beam-counts", "NEW/c.json", "--runner", "vet"}, nil},
		{1, []string{"style", "fit", "--input", bad, "--out", "NEW/s.json", "--runner", "direct", "--quiet"}, nil},
		{1, []string{"style", "fit", "--from", missing, "--out", "NEW/s.json", "--runner", "direct", "--quiet"}, nil},
		{0, []string{"style", "fit", "--input", pairs, "--out", "NEW/s.json", "--runner", "vet"}, nil},
	} {
		root := filepath.Join(dir, fmt.Sprint("run", i))
		if err := os.Mkdir(root, 0o755); err != nil {
			t.Fatal(err)
		}
		var args []string
		for _, a := range c.args {
			a = strings.Replace(a, "NEW", filepath.Join("ROOT", "new", "deep"), 1)
			args = append(args, strings.Replace(a, "ROOT", root, 1))
		}
		_, stderr, code := run(t, args...)
		if code != c.code {
			t.Errorf("%v: exit %d, want %d:\n%s", c.args, code, c.code, stderr)
		}
		if got := testutil.Tree(t, root); !slices.Equal(got, c.want) {
			t.Errorf("%v: left %q, want %q", c.args, got, c.want)
		}
	}
}
