package storage

import (
	"context"
	"fmt"
	"github.com/itnprep/itnprep/dataset"
)

// Publish moves a finished version's shards from the staging folder into
// OUTPUT/NAME/<version id>/, writes the dataset card, and writes the
// manifest last, atomically: until the manifest exists the folder is not a
// version, so a run killed at any point leaves nothing that list shows or
// verify accepts. Re-publishing an id that already exists completely is a
// no-op (same id, same bytes). It returns the version folder.
func Publish(ctx context.Context, output, name, staging string, m *dataset.Manifest) (string, error) {
	if m.VersionID == "" {
		return "", fmt.Errorf("publish: manifest has no version id")
	}
	dir := dataset.Join(output, name, m.VersionID)
	if old, err := LoadManifest(ctx, dir); err == nil && old.VersionID == m.VersionID {
		for _, group := range [][]dataset.ShardInfo{m.Shards, m.Rejects, m.Files} {
			for _, sh := range group {
				_ = Remove(ctx, dataset.Join(staging, sh.Path))
			}
		}
		return dir, nil
	}
	for _, group := range [][]dataset.ShardInfo{m.Shards, m.Rejects, m.Files} {
		for _, sh := range group {
			if err := Rename(ctx, dataset.Join(staging, sh.Path), dataset.Join(dir, sh.Path)); err != nil {
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
	if err := WriteAtomic(ctx, dataset.Join(dir, dataset.ManifestFile), b); err != nil {
		return "", fmt.Errorf("publish: manifest: %w", err)
	}
	return dir, nil
}

// WriteCard writes the dataset card and its figures into dir. Everything
// in the card comes from the manifest, so the card and the manifest can
// never disagree.
func WriteCard(ctx context.Context, dir string, m *dataset.Manifest) error {
	for rel, svg := range dataset.CardFigures(m) {
		if err := WriteAtomic(ctx, dataset.Join(dir, rel), []byte(svg)); err != nil {
			return err
		}
	}
	return WriteAtomic(ctx, dataset.Join(dir, dataset.CardFile), []byte(dataset.RenderCard(m)))
}
