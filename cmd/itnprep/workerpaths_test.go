package main

import (
	"path/filepath"
	"slices"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners"
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
