package storage

import (
	"context"
	"os"

	"golang.org/x/sync/errgroup"

	"github.com/itnprep/itnprep/dataset"
)

// maxSizedURLs bounds the object-store size lookups TotalSize makes; past
// it the total is unknown: the progress display it is for is a spinner
// rather than a slow start.
const maxSizedURLs = 256

// sizeLookups is how many object-store size lookups TotalSize makes at
// once: each is a round trip (about 30-100 ms to gs:// from outside
// Google's network), and one at a time 256 files held a prep's progress
// display back for seconds before the run started.
const sizeLookups = 16

// TotalSize sums the sizes of files (local: stat; gs://, s3://: Beam's
// filesystem through Size, up to sizeLookups lookups at once, the first
// failure cancelling the rest), the total of a prep's progress bar; ok is
// false when a size is unknown (a file missing, more than maxSizedURLs
// objects, no files at all).
func TotalSize(ctx context.Context, paths []string) (total int64, ok bool) {
	var urls []string
	for _, p := range paths {
		if dataset.IsURL(p) {
			urls = append(urls, p)
			continue
		}
		st, err := os.Stat(p)
		if err != nil {
			return 0, false
		}
		total += st.Size()
	}
	if len(urls) > maxSizedURLs {
		return 0, false
	}
	sizes := make([]int64, len(urls))
	g, gctx := errgroup.WithContext(ctx) // the first failure cancels the rest
	g.SetLimit(sizeLookups)
	for i, p := range urls {
		g.Go(func() (err error) {
			sizes[i], err = Size(gctx, p)
			return err
		})
	}
	if g.Wait() != nil {
		return 0, false
	}
	for _, n := range sizes {
		total += n
	}
	return total, len(paths) > 0
}
