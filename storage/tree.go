package storage

import (
	"context"
	"fmt"
	"path"
	"strings"
	"time"

	"github.com/itnprep/itnprep/dataset"
)

// Tree is one listing of everything under a versions root (an --output
// folder, OUTPUT/NAME/VERSION, or one dataset's folder, NAME/VERSION),
// from which its versions, tags and leftovers are all told: `versions
// list` asked for each apart, and on an object store each was a listing
// of the whole root (on s3://, two for the versions, two for the tags and
// twelve for the leftovers; on gs://, one, two and one), where one does
// (TestVersionsListOnGCSListsOnce, TestS3TreeIsOneListing).
//
// A local root is not listed here: its versions and tags are found by
// globs, which follow a linked dataset folder as before, and its
// leftovers by a walk when asked for.
type Tree struct {
	root    string
	listed  bool // entries hold the root's listing (a store's root)
	walked  bool // entries hold a local root's walk, made by Leftovers
	entries []treeEntry
}

// ListTree lists root, after checking that its store can be used (one
// line naming root where it cannot). An object store's root is listed
// once, by prefix (listTree): a gs:// or s3:// one by the store's own
// listing, with each object's time, whatever its name holds ("o[1]");
// another store's (memfs://) by glob, so a root whose name holds glob
// characters is refused there.
func ListTree(ctx context.Context, root string) (*Tree, error) {
	root = dataset.TrimSlash(root)
	if err := CheckStore(ctx, root); err != nil {
		return nil, err
	}
	t := &Tree{root: root}
	if !dataset.IsURL(root) {
		return t, nil
	}
	if !listsByPrefix(root) {
		if i := strings.Index(root, "://") + 3; strings.ContainsAny(root[i:], `*?[]{}\`) {
			return nil, fmt.Errorf("%s: a folder name with glob characters cannot be listed safely", root)
		}
	}
	entries, err := listTree(ctx, root)
	if err != nil {
		return nil, fmt.Errorf("%s: listing what it holds: %w", root, err)
	}
	t.listed, t.entries = true, entries
	return t, nil
}

// Stored says, as an error naming root, that root is on an object store
// and nothing is stored under it: a store has no folders, so a folder
// that does not exist (a mistyped gs://B/OUT) is that; nil otherwise (a
// local root is never said to be). versions list and gc say it so.
func (t *Tree) Stored() error {
	if t.listed && len(t.entries) == 0 {
		return fmt.Errorf("%s: no such folder (nothing is stored under it)", t.root)
	}
	return nil
}

// Versions is ListVersions of the tree's root.
func (t *Tree) Versions(ctx context.Context) ([]VersionEntry, error) {
	if !t.listed {
		return listVersionsByGlob(ctx, t.root)
	}
	var found []string
	for _, e := range t.entries {
		// Kept one or two levels down (ROOT/VERSION, ROOT/NAME/VERSION),
		// not the root's own, nor deeper.
		if n := strings.Count(e.rel, "/"); !e.dir && (n == 1 || n == 2) && path.Base(e.rel) == dataset.ManifestFile {
			found = append(found, joinRel(t.root, e.rel))
		}
	}
	return versionsOf(ctx, t.root, found), nil
}

// Tags is DatasetTags of the tree's root.
func (t *Tree) Tags(ctx context.Context) (map[string]map[string]string, error) {
	if !t.listed {
		return tagsByGlob(ctx, t.root)
	}
	out := map[string]map[string]string{}
	for _, e := range t.entries {
		segs := strings.Split(e.rel, "/")
		var ds string
		switch {
		case e.dir:
			continue
		case len(segs) == 2 && segs[0] == TagsFolder:
			ds = t.root // ROOT/tags/TAG: root is a dataset's folder
		case len(segs) == 3 && segs[1] == TagsFolder && !strings.HasPrefix(segs[0], "."):
			ds = joinRel(t.root, segs[0]) // ROOT/NAME/tags/TAG, not a staging folder's
		default:
			continue
		}
		if out[ds] == nil {
			out[ds] = map[string]string{}
		}
		if err := addTag(ctx, out[ds], joinRel(t.root, e.rel)); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// Leftovers is FindLeftovers of the tree's root.
func (t *Tree) Leftovers(ctx context.Context, cutoff time.Time) ([]Leftover, error) {
	if !t.listed && !t.walked {
		// A local root is walked once, for any number of cutoffs (gc
		// looks again at any age for what it keeps).
		tree, err := listTree(ctx, t.root)
		if err != nil {
			return nil, err
		}
		t.walked, t.entries = true, tree
	}
	if err := t.Stored(); err != nil {
		return nil, err
	}
	return leftoversIn(ctx, t.root, t.entries, cutoff)
}
