package transforms

import (
	"bytes"
	"context"
	"strings"
	"testing"

	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/s3"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/storetest"
	"github.com/itnprep/itnprep/storage"
	"github.com/johannesboyne/gofakes3/backend/s3mem"
)

// TestStagingMarksUnderGlobCharacters: a worker process of its own finds
// the run's end mark and the launcher the finalizer's commit mark beside
// a staging folder under an --output whose name holds glob characters
// (s3://b/o[1], on gofakes3), and not those of the folder the name would
// match as a glob (s3://b/o1): the marks were looked up by a glob of their
// own names, which read "[1]" as a character class, so under o[1] a
// worker wrote on into the folder of a run that had ended, and the
// launcher of a failed run took a claimed commit for none (the memfs://
// and local stores of TestAWorkerProcessReadsTheEndedMark and
// TestCommitClaimAndTheEndSeeEachOther hold no such name).
func TestStagingMarksUnderGlobCharacters(t *testing.T) {
	if launcher.Load() {
		t.Fatal("this test process is marked a launcher: the test proves nothing")
	}
	put := fakeS3(t)
	ctx := context.Background()
	ended := dataset.Join("s3://b/o[1]", "gtn", ".staging-20261202T020000-0a0b")
	neighbour := dataset.Join("s3://b/o1", "gtn", ".staging-20261202T020000-0a0b")
	put(EndedMark(ended))
	if err := stagingEnded(ended); err == nil || !strings.Contains(err.Error(), "has ended") {
		t.Errorf("%s: a worker did not see the run's end mark: %v", ended, err)
	}
	if err := stagingEnded(neighbour); err != nil {
		t.Errorf("%s: the end mark of %s was taken for its own: %v", neighbour, ended, err)
	}
	claimed := dataset.Join("s3://b/o[1]", "gtn", ".staging-20261202T020000-1c1d")
	put(CommitMark(claimed))
	if !EndCommitClaim(ctx, claimed, true) {
		t.Errorf("%s: the launcher did not see the commit mark", claimed)
	}
	if storage.IsFile(ctx, CommitMark(claimed)) {
		t.Errorf("%s: the launcher left the commit mark", claimed)
	}
	if EndCommitClaim(ctx, dataset.Join("s3://b/o1", "gtn", ".staging-20261202T020000-1c1d"), true) {
		t.Errorf("the commit mark under o[1] was taken for o1's")
	}
}

// fakeS3 serves an in-memory S3 (storetest.FakeS3: gofakes3, bucket "b",
// the AWS configuration pointed at it, as storage's tests), and returns a
// function that puts an object at an s3://b/ path.
func fakeS3(t *testing.T) func(p string) {
	t.Helper()
	backend := storetest.FakeS3(t, s3mem.New(), nil)
	return func(p string) {
		t.Helper()
		key := strings.TrimPrefix(p, "s3://b/")
		if _, err := backend.PutObject("b", key, map[string]string{}, bytes.NewReader([]byte("x\n")), 2, nil); err != nil {
			t.Fatal(err)
		}
	}
}

// TestRemoveRunsUnderGlobCharacters: the sorted runs spilled under a
// staging folder below an --output whose name holds glob characters
// (s3://b/o[1]) are removed, and nothing else there nor beside it (the
// folder the name would match as a glob, s3://b/o1): RemoveRuns' globs
// DIR/*.run and DIR/*/*.run, on a URL left as it is, matched none of
// them.
func TestRemoveRunsUnderGlobCharacters(t *testing.T) {
	put := fakeS3(t)
	ctx := context.Background()
	runs := StagedRunsDir("s3://b/o[1]/gtn/.staging-20261202T020000-0a0b")
	beside := StagedRunsDir("s3://b/o1/gtn/.staging-20261202T020000-0a0b")
	removed := []string{runs + "/a.run", runs + "/pairs-1/data_train-00000-of-00001.parquet.run"}
	kept := []string{runs + "/notes.txt", runs + "/a/b/deep.run", beside + "/a.run", beside + "/pairs-1/x.run"}
	for _, p := range append(append([]string{}, removed...), kept...) {
		put(p)
	}
	if err := RemoveRuns(ctx, runs); err != nil {
		t.Fatal(err)
	}
	for _, p := range removed {
		if storage.IsFile(ctx, p) {
			t.Errorf("%s: left by RemoveRuns", p)
		}
	}
	for _, p := range kept {
		if !storage.IsFile(ctx, p) {
			t.Errorf("%s: removed by RemoveRuns", p)
		}
	}
}
