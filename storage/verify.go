package storage

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"

	"github.com/itnprep/itnprep/dataset"
)

// LoadManifest reads and parses VERSION_DIR/manifest.json (local or URL).
func LoadManifest(ctx context.Context, versionDir string) (*dataset.Manifest, error) {
	m, err := dataset.LoadManifest(ctx, FS{}, versionDir)
	return m, noVersionDir(versionDir, err)
}

// Verify checks a version (local or URL) as dataset.Verify does: shard
// digests and row counts, version id and accounting.
func Verify(ctx context.Context, versionDir string) (*dataset.VerifyReport, error) {
	r, err := dataset.Verify(ctx, FS{}, versionDir)
	return r, noVersionDir(versionDir, err)
}

// VerifyProgress is Verify reporting each checked shard to onShard(done,
// total) (dataset.VerifyProgress).
func VerifyProgress(ctx context.Context, versionDir string, onShard func(done, total int)) (*dataset.VerifyReport, error) {
	r, err := dataset.VerifyProgress(ctx, FS{}, versionDir, onShard)
	return r, noVersionDir(versionDir, err)
}

// noVersionDir is err, or, when a local versionDir does not exist or is a
// file, a line saying so: "not a complete dataset version (no readable
// manifest.json): open X/manifest.json: no such file or directory"
// suggested a version cut short where the name was mistyped.
func noVersionDir(versionDir string, err error) error {
	if err == nil || dataset.IsURL(versionDir) {
		return err
	}
	st, serr := os.Stat(versionDir)
	switch {
	case errors.Is(serr, fs.ErrNotExist):
		return fmt.Errorf("%s: no such folder (a dataset version is OUT/NAME/VERSION, or OUT/NAME@TAG; itnprep versions list OUT lists them)", versionDir)
	case serr == nil && !st.IsDir():
		return fmt.Errorf("%s: a file, not a dataset version's folder (OUT/NAME/VERSION, or OUT/NAME@TAG)", versionDir)
	}
	return err
}
