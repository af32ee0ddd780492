package storage

import (
	"context"
	"fmt"
	"sort"

	"github.com/itnprep/itnprep/dataset"
)

// Publish moves a finished version's shards from the staging folder into
// OUTPUT/NAME/<version id>/, writes the dataset card (files: paths relative
// to the version folder, as card.Files renders them), and writes the
// manifest last, atomically: until the manifest exists the folder is not a
// version, so a run killed at any point leaves nothing that list shows or
// verify accepts. Re-publishing an id that already exists completely is a
// no-op (same id, same bytes). Either way the dataset's `latest` tag moves
// to the version (after the manifest: a tag never points at a folder that
// is not yet a version). It returns the version folder.
func Publish(ctx context.Context, output, name, staging string, m *dataset.Manifest, files map[string][]byte) (string, error) {
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
		return dir, moveLatest(ctx, output, name, m.VersionID)
	}
	for _, group := range [][]dataset.ShardInfo{m.Shards, m.Rejects, m.Files} {
		for _, sh := range group {
			if err := Rename(ctx, dataset.Join(staging, sh.Path), dataset.Join(dir, sh.Path)); err != nil {
				return "", fmt.Errorf("publish: %w", err)
			}
		}
	}
	if err := WriteFiles(ctx, dir, files); err != nil {
		return "", fmt.Errorf("publish: dataset card: %w", err)
	}
	b, err := m.Marshal()
	if err != nil {
		return "", err
	}
	if err := WriteAtomic(ctx, dataset.Join(dir, dataset.ManifestFile), b); err != nil {
		return "", fmt.Errorf("publish: manifest: %w", err)
	}
	return dir, moveLatest(ctx, output, name, m.VersionID)
}

// moveLatest points OUTPUT/NAME's latest tag at id. A failure fails the
// publish (the finalizer is retried; re-publishing the id is a no-op that
// moves the tag again).
func moveLatest(ctx context.Context, output, name, id string) error {
	if err := writeTag(ctx, dataset.Join(output, name), LatestTag, id); err != nil {
		return fmt.Errorf("publish: %w", err)
	}
	return nil
}

// WriteFiles writes each file (relative, slash-separated paths) under dir
// through temp + rename, in path order.
func WriteFiles(ctx context.Context, dir string, files map[string][]byte) error {
	names := make([]string, 0, len(files))
	for n := range files {
		if err := dataset.ValidateRelPath(n); err != nil {
			return err
		}
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if err := WriteAtomic(ctx, dataset.Join(dir, n), files[n]); err != nil {
			return err
		}
	}
	return nil
}
