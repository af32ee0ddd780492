package dataset

import (
	"context"
	"fmt"
	"io"
	"os"
)

// FS opens the files of a dataset version by path. The contract reads
// versions only through it, so it needs no storage SDK: storage.FS serves
// local, gs:// and s3:// paths through Beam's filesystem package, LocalFS
// serves local paths through package os.
type FS interface {
	Open(ctx context.Context, path string) (io.ReadCloser, error)
}

// LocalFS opens local files only.
type LocalFS struct{}

// Open opens a local file; URLs are refused with a message naming them.
func (LocalFS) Open(_ context.Context, p string) (io.ReadCloser, error) {
	if IsURL(p) {
		return nil, fmt.Errorf("%s: only local paths can be read here (storage.FS reads URLs)", p)
	}
	return os.Open(p)
}

// ReadAll reads a whole (small) file such as a manifest through fsys.
func ReadAll(ctx context.Context, fsys FS, p string) ([]byte, error) {
	rc, err := fsys.Open(ctx, p)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	b, err := io.ReadAll(rc)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", p, err)
	}
	return b, nil
}
