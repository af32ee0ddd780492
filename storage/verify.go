package storage

import (
	"context"

	"github.com/itnprep/itnprep/dataset"
)

// LoadManifest reads and parses VERSION_DIR/manifest.json (local or URL).
func LoadManifest(ctx context.Context, versionDir string) (*dataset.Manifest, error) {
	return dataset.LoadManifest(ctx, FS{}, versionDir)
}

// Verify checks a version (local or URL) as dataset.Verify does: shard
// digests and row counts, version id and accounting.
func Verify(ctx context.Context, versionDir string) (*dataset.VerifyReport, error) {
	return dataset.Verify(ctx, FS{}, versionDir)
}

// VerifyProgress is Verify reporting each checked shard to onShard(done,
// total) (dataset.VerifyProgress).
func VerifyProgress(ctx context.Context, versionDir string, onShard func(done, total int)) (*dataset.VerifyReport, error) {
	return dataset.VerifyProgress(ctx, FS{}, versionDir, onShard)
}
