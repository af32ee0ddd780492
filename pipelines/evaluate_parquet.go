package pipelines

import (
	"context"
	"os"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/eval"
	"github.com/itnprep/itnprep/storage"
	"github.com/itnprep/itnprep/transforms"
)

// ScoreParquet scores a Parquet predictions file in process, evaluate's
// work without --beam (transforms.ScorePredictionsParquet: a reader
// goroutine decodes batches while run's workers score the previous ones).
// Parquet needs random access, so a gs:// or s3:// file (any URL Beam's
// filesystems read) is first copied to a local temporary file, removed
// when the scoring ends; the run's messages name the file as given, not
// the copy.
func ScoreParquet(ctx context.Context, run eval.Run, path string) (eval.Counts, error) {
	if dataset.IsURL(path) {
		local, cleanup, err := copyToTemp(ctx, path)
		if err != nil {
			return eval.Counts{}, err
		}
		defer cleanup()
		run.Name = path
		path = local
	}
	f, err := os.Open(path)
	if err != nil {
		return eval.Counts{}, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return eval.Counts{}, err
	}
	return transforms.ScorePredictionsParquet(run, f, st.Size())
}

// copyToTemp copies a file readable through Beam's filesystem (gs://,
// s3://, memfs://) to a local temporary file; cleanup removes it.
func copyToTemp(ctx context.Context, path string) (string, func(), error) {
	f, err := os.CreateTemp("", "itnprep-evaluate-*.parquet")
	if err != nil {
		return "", nil, err
	}
	f.Close()
	cleanup := func() { os.Remove(f.Name()) }
	if err := storage.Download(ctx, path, f.Name()); err != nil {
		cleanup()
		return "", nil, err
	}
	return f.Name(), cleanup, nil
}
