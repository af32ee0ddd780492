package storage

import (
	"context"
	"fmt"
	"github.com/itnprep/itnprep/dataset"
	"path/filepath"
	"sort"
	"strings"
)

// VersionEntry is one complete version found under a dataset root.
type VersionEntry struct {
	Dir      string
	Manifest *dataset.Manifest
	Err      error // manifest present but unreadable
}

// ListVersions finds complete versions (folders holding manifest.json)
// under root, which may be the output folder (OUTPUT/NAME/VERSION) or one
// dataset's folder (NAME/VERSION). Folders without a manifest — runs in
// progress or killed — are not versions and are not listed; neither are
// hidden staging folders. Versions come by dataset folder, each
// dataset's in the order they were published (manifest creation time).
//
// A store that cannot be used (no credentials, unreachable) is an error
// naming root, not the glob this function lists. An object store's root
// is listed once (ListTree), as `versions list` lists it for its tags and
// leftovers too.
func ListVersions(ctx context.Context, root string) ([]VersionEntry, error) {
	t, err := ListTree(ctx, root)
	if err != nil {
		return nil, err
	}
	return t.Versions(ctx)
}

// listVersionsByGlob is ListVersions of a local root: its two globs,
// ROOT/*/manifest.json and ROOT/*/*/manifest.json, which follow a linked
// folder (an object store's root is listed once, Tree.Versions).
func listVersionsByGlob(ctx context.Context, root string) ([]VersionEntry, error) {
	var found []string
	for _, pattern := range []string{
		dataset.Join(QuoteGlob(root), "*", dataset.ManifestFile),
		dataset.Join(QuoteGlob(root), "*", "*", dataset.ManifestFile),
	} {
		matches, err := List(ctx, pattern)
		if err != nil {
			return nil, fmt.Errorf("%s: listing its versions: %w", root, err)
		}
		found = append(found, matches...)
	}
	return versionsOf(ctx, root, found), nil
}

// versionsOf reads the manifests found (paths of manifest.json files
// under root) into ListVersions' entries, staging folders' passed over.
func versionsOf(ctx context.Context, root string, found []string) []VersionEntry {
	sort.Strings(found)
	var out []VersionEntry
	for _, mf := range found {
		dir := dataset.Dir(mf)
		if hidden(dir, root) {
			continue
		}
		m, err := LoadManifest(ctx, dir)
		out = append(out, VersionEntry{Dir: dir, Manifest: m, Err: err})
	}
	// Each dataset's versions in the order they were published (the
	// manifest's creation time; an unreadable one by its folder), so
	// the one `latest` names is last, not wherever its hash sorts.
	created := func(e VersionEntry) string {
		if e.Manifest == nil {
			return ""
		}
		return e.Manifest.Created
	}
	sort.SliceStable(out, func(i, j int) bool {
		if a, b := dataset.Dir(out[i].Dir), dataset.Dir(out[j].Dir); a != b {
			return a < b
		}
		return created(out[i]) < created(out[j])
	})
	return out
}

// hidden reports whether any folder below root on the way to dir starts with
// '.', the mark of staging folders.
func hidden(dir, root string) bool {
	rel := strings.TrimPrefix(filepath.ToSlash(dir), filepath.ToSlash(root))
	for _, part := range strings.Split(rel, "/") {
		if strings.HasPrefix(part, ".") {
			return true
		}
	}
	return false
}
