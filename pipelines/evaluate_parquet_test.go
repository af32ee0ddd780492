package pipelines

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/memfs"

	"github.com/itnprep/itnprep/eval"
)

// TestScoreParquet: a Parquet predictions file scores the same in place
// and from a store (copied to a local temporary file, which is gone
// after), its errors naming the file as given (the store's URL, not the
// copy's path), and a file missing from the store is an error before any
// scoring.
func TestScoreParquet(t *testing.T) {
	ctx := context.Background()
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp) // the copies' folder: empty after each run
	_, local, _ := predictions(t, t.TempDir(), 700)
	run := eval.Run{Workers: 2, Name: local}
	want, err := ScoreParquet(ctx, run, local)
	if err != nil || want.Sentences != 700 {
		t.Fatalf("local: %+v, %v", want, err)
	}
	b, err := os.ReadFile(local)
	if err != nil {
		t.Fatal(err)
	}
	remote := "memfs://house9-score/predictions.parquet"
	memfs.Write(remote, b)
	run.Name = remote
	if got, err := ScoreParquet(ctx, run, remote); err != nil || got != want {
		t.Errorf("from a store: %+v, %v; want %+v", got, err, want)
	}

	bad := "memfs://house9-score/bad.parquet"
	memfs.Write(bad, []byte("not parquet"))
	run.Name = "" // the copy's name is never said: the URL is
	if _, err := ScoreParquet(ctx, run, bad); err == nil || !strings.Contains(err.Error(), bad+": not a Parquet file") {
		t.Errorf("a broken file on a store: %v, want its URL named", err)
	}
	if _, err := ScoreParquet(ctx, run, "memfs://house9-score/none.parquet"); err == nil {
		t.Error("a missing file on a store scored")
	}
	if left, _ := filepath.Glob(filepath.Join(tmp, "itnprep-evaluate-*")); len(left) > 0 {
		t.Errorf("temporary copies left: %q", left)
	}
}
