package dataset

import (
	"context"
	"fmt"
)

// Publish moves a finished version's shards from the staging folder into
// OUTPUT/NAME/<version id>/, writes the dataset card, and writes the
// manifest last, atomically: until the manifest exists the folder is not a
// version, so a run killed at any point leaves nothing that list shows or
// verify accepts. Re-publishing an id that already exists completely is a
// no-op (same id, same bytes). It returns the version folder.
func Publish(ctx context.Context, output, name, staging string, m *Manifest) (string, error) {
	if m.VersionID == "" {
		return "", fmt.Errorf("publish: manifest has no version id")
	}
	dir := Join(output, name, m.VersionID)
	if old, err := LoadManifest(ctx, dir); err == nil && old.VersionID == m.VersionID {
		for _, group := range [][]ShardInfo{m.Shards, m.Rejects} {
			for _, sh := range group {
				_ = Remove(ctx, Join(staging, sh.Path))
			}
		}
		return dir, nil
	}
	for _, group := range [][]ShardInfo{m.Shards, m.Rejects} {
		for _, sh := range group {
			if err := Rename(ctx, Join(staging, sh.Path), Join(dir, sh.Path)); err != nil {
				return "", fmt.Errorf("publish: %w", err)
			}
		}
	}
	if err := WriteCard(ctx, dir, m); err != nil {
		return "", fmt.Errorf("publish: dataset card: %w", err)
	}
	b, err := m.Marshal()
	if err != nil {
		return "", err
	}
	if err := WriteAtomic(ctx, Join(dir, ManifestFile), b); err != nil {
		return "", fmt.Errorf("publish: manifest: %w", err)
	}
	return dir, nil
}
