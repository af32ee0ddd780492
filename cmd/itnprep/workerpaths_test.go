package main

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners"
	"github.com/itnprep/itnprep/storage"
)

// TestWorkerPathsLeavesItsArgument: workerPaths returns the paths as a
// job's workers open them and leaves the slice it was given as it was
// (style fit called it for an in-place effect and dropped its result).
func TestWorkerPathsLeavesItsArgument(t *testing.T) {
	defer func(r string) { *runners.Runner = r }(*runners.Runner)
	*runners.Runner = "vet" // a runner whose workers are not this process
	in := []string{"a/x.txt", "/abs/y.txt", "gs://b/z.txt"}
	got := workerPaths(in)
	if !slices.Equal(in, []string{"a/x.txt", "/abs/y.txt", "gs://b/z.txt"}) {
		t.Errorf("workerPaths changed its argument: %q", in)
	}
	abs, err := filepath.Abs("a/x.txt")
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{abs, "/abs/y.txt", "gs://b/z.txt"}; !slices.Equal(got, want) {
		t.Errorf("workerPaths = %q, want %q", got, want)
	}
	*runners.Runner = "direct" // in this process: paths as given
	if got := workerPaths(in); !slices.Equal(got, in) {
		t.Errorf("workerPaths on direct = %q, want %q", got, in)
	}
}

// TestEvaluateGlobUnderGlobCharacters: evaluate --beam's --in as the
// job's workers match it. Launched in a folder whose name holds a
// wildcard (exp[1], beside exp1) with workers out of this process, a
// relative glob was made absolute with that name read as a pattern:
// '*.jsonl' matched exp1's files and none of exp[1]'s. The launch folder
// is quoted, the glob's own wildcards kept; a file named exactly is that
// file; a gs:// or s3:// glob is the store's, as given.
func TestEvaluateGlobUnderGlobCharacters(t *testing.T) {
	defer func(r string) { *runners.Runner = r }(*runners.Runner)
	*runners.Runner = "vet" // a runner whose workers are not this process
	base := t.TempDir()
	for _, d := range []string{"exp[1]", "exp1"} {
		if err := os.MkdirAll(filepath.Join(base, d), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(base, d, "p.jsonl"), []byte("{}\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(filepath.Join(base, "exp[1]"))
	want := filepath.Join(base, "exp[1]", "p.jsonl")
	for _, in := range []string{"*.jsonl", "p.jsonl", "./p.json?"} {
		got, err := storage.List(context.Background(), evaluateGlob(in))
		if err != nil || len(got) != 1 || got[0] != want {
			t.Errorf("--in %s: the job's glob %s matches %q, %v; want %s alone", in, evaluateGlob(in), got, err, want)
		}
	}
	for _, in := range []string{"gs://b/exp[1]/*.jsonl", "s3://b/p.jsonl"} {
		if got := evaluateGlob(in); got != in {
			t.Errorf("--in %s: the job's glob %s, want it as given", in, got)
		}
	}
	*runners.Runner = "direct" // in this process: as given
	if got := evaluateGlob("*.jsonl"); got != "*.jsonl" {
		t.Errorf("direct: the job's glob %s, want *.jsonl", got)
	}
}
