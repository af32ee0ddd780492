package storage

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	"github.com/itnprep/itnprep/dataset"
)

// stagingKind names a .staging-* leftover: a run's mark beside its staging
// folder (STAGING.ended, STAGING.committing: a file) is no folder, and gc
// said "staging folder, 1 files" of it.
func stagingKind(name string, file bool) string {
	if file && isRunMark(name) {
		return "run mark"
	}
	return "staging folder"
}

// isRunMark reports whether a .staging-* name is one of the marks a run
// writes beside its staging folder (transforms.EndedMark, CommitMark),
// for gc and for resolving a dataset folder that holds no version.
func isRunMark(name string) bool {
	return strings.HasSuffix(name, ".ended") || strings.HasSuffix(name, ".committing")
}

// Leftover is one thing a killed run left under a versions root: a staging
// folder, a version folder that never got its manifest, or a temporary file
// of an interrupted atomic write.
type Leftover struct {
	// Path is the folder or file, under the root given to FindLeftovers.
	Path string
	// Kind says what it is: "staging folder", "run mark" (the end or
	// commit mark beside one), "unfinished version", "temporary file" or
	// "empty dataset folder".
	Kind string
	// Files are the files (objects, on a store) that removing it deletes;
	// on a local disk a folder is removed whole, empty folders included.
	Files []string
	// Newest is the latest modification time of anything in it (the zero
	// time when the filesystem gives none).
	Newest time.Time
}

// gcMaxDepth bounds how deep under the root object-store listings look.
// The deepest thing a run writes is OUTPUT/NAME/.staging-*/DIR/FILE (depth
// 4); 12 leaves room for runners' own temporary trees inside staging.
const gcMaxDepth = 12

// versionIDLike matches the folder names Publish creates
// (dataset.ComputeVersionID: 20 lowercase hex digits).
var versionIDLike = regexp.MustCompile(`^[0-9a-f]{20}$`)

// FindLeftovers lists what killed runs left under root (an --output folder,
// OUTPUT/NAME/VERSION, or one dataset's folder, NAME/VERSION) whose newest
// file was modified before cutoff:
//   - staging folders, root/.staging-* and root/NAME/.staging-*;
//   - version folders (20 hex digits, at depth 1 or 2) without a
//     manifest.json: a run killed while publishing. A folder holding a
//     manifest anywhere below it is never one (it may be a dataset named
//     like a version id);
//   - ".tmp-HEX-NAME" files (TempName's, TempBase) inside complete
//     versions (VERSION/.tmp-*, VERSION/DIR/.tmp-*) and in tags folders:
//     an interrupted atomic write;
//   - ".tmp-write-check-N" files (IsWriteCheck) in a dataset folder (root/
//     NAME/ or root/): the output probe of a prep or derive killed between
//     writing and removing it;
//   - on a local disk, a dataset folder root/NAME left empty by a run
//     killed before it published, or holding only leftovers listed
//     above (emptyDatasetFolders); it comes after them.
//
// Published versions (folders with a manifest) and their files other than
// ".tmp-*" are never listed, nor anything outside root. Object stores have
// no folders: the tree is listed once, by prefix (listTree: on gs:// and
// s3:// the store's own paginated listing), to gcMaxDepth levels, and a
// "folder's" age is its newest object's, as that listing gives it on
// gs:// and s3:// and Beam's filesystem reports it elsewhere
// (filesystem.LastModifiedGetter: memfs://; the walk's on a local disk).
// A zero cutoff lists everything regardless of age (the only choice on a
// filesystem without modification times: with a cutoff that is an
// error).
func FindLeftovers(ctx context.Context, root string, cutoff time.Time) ([]Leftover, error) {
	t, err := ListTree(ctx, root)
	if err != nil {
		return nil, err
	}
	return t.Leftovers(ctx, cutoff)
}

// leftoversIn is FindLeftovers of the tree listed under root.
func leftoversIn(ctx context.Context, root string, tree []treeEntry, cutoff time.Time) ([]Leftover, error) {
	units := classify(tree)
	var out []Leftover
	keys := make([]string, 0, len(units))
	for k := range units {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	// Each entry's unit, found by its own path (units do not nest): each
	// unit looked through the whole tree.
	entries := map[string][]treeEntry{}
	for _, e := range tree {
		u := e.rel
		if _, ok := units[u]; !ok {
			u = unitAbove(units, e.rel)
		}
		if u != "" {
			entries[u] = append(entries[u], e)
		}
	}
	for _, rel := range keys {
		l := Leftover{Path: joinRel(root, rel), Kind: units[rel]}
		for _, e := range entries[rel] {
			if !e.dir {
				l.Files = append(l.Files, joinRel(root, e.rel))
			}
			t, err := modTime(ctx, joinRel(root, e.rel), e)
			if err != nil {
				if !cutoff.IsZero() {
					return nil, fmt.Errorf("%s: %w (gc on this store needs --older-than 0)", l.Path, err)
				}
				continue
			}
			if t.After(l.Newest) {
				l.Newest = t
			}
		}
		if !cutoff.IsZero() && !l.Newest.Before(cutoff) {
			continue // young: a run may still be writing it
		}
		out = append(out, l)
	}
	if !dataset.IsURL(root) {
		out = append(out, emptyDatasetFolders(root, tree, out, cutoff)...)
	}
	return out, nil
}

// emptyDatasetFolders lists the dataset folders (root/NAME) that a run
// killed before it published left behind: prep makes OUT/NAME before its
// staging folder, and a SIGKILL, which no cleanup outlives, left it empty
// (or holding only that staging folder) for `versions list` to pass over
// and OUT/NAME@latest to call a dataset without tags. Such a folder holds
// nothing but what out already removes, its own modification time is
// before cutoff, and it is named like no version, tags or hidden folder.
// An empty folder is taken for a dataset's only where root looks like an
// --output folder: it holds a dataset (a tags folder, a version or a
// staging folder at depth 2) or nothing else at all, so a gc given the
// wrong folder (a home folder) leaves its empty folders alone. Only local
// roots have empty folders: an object store has no folder without an
// object in it.
func emptyDatasetFolders(root string, tree []treeEntry, out []Leftover, cutoff time.Time) []Leftover {
	// One pass over the tree, with the leftovers in a set: each top folder
	// compared with every entry, and each entry with every leftover, was
	// quadratic (30,000 dataset folders took half a minute).
	listed := make(map[string]bool, len(out))
	for _, l := range out {
		listed[l.Path] = true
	}
	removed := func(rel string) bool { // rel or a folder above it is listed
		for i := len(rel); i > 0; i = strings.LastIndex(rel[:i], "/") {
			if listed[joinRel(root, rel[:i])] {
				return true
			}
		}
		return false
	}
	// Per top folder with anything under it (its key): whether any of
	// that is kept.
	kept := map[string]bool{}
	outputRoot, top := false, 0
	for _, e := range tree {
		name, rest, deeper := strings.Cut(e.rel, "/")
		if !deeper {
			top++
			continue
		}
		if seg, _, _ := strings.Cut(rest, "/"); seg == rest && (seg == TagsFolder || versionIDLike.MatchString(seg) || strings.HasPrefix(seg, ".staging-")) {
			outputRoot = true
		}
		if !kept[name] {
			kept[name] = !removed(e.rel)
		}
	}
	var found []Leftover
	for _, e := range tree {
		name := e.rel
		if strings.Contains(name, "/") || !e.dir || strings.HasPrefix(name, ".") || name == TagsFolder || versionIDLike.MatchString(name) {
			continue
		}
		if !cutoff.IsZero() && !e.mtime.Before(cutoff) {
			continue
		}
		k, some := kept[name]
		empty, onlyLeftovers := !some, !k
		if !onlyLeftovers || (empty && !outputRoot && top > 1) {
			continue
		}
		found = append(found, Leftover{Path: joinRel(root, name), Kind: EmptyDatasetFolder, Newest: e.mtime})
	}
	return found
}

// EmptyDatasetFolder is the Kind of a dataset folder a killed run left
// empty (or holding only leftovers listed before it).
const EmptyDatasetFolder = "empty dataset folder"

// IsEmptyDatasetFolder reports whether dir, a local folder, is empty and
// is what FindLeftovers, given the folder above it, lists as an
// EmptyDatasetFolder (of any age): `versions list OUT/NAME` on the folder
// a run killed before it began staging left said only "no dataset
// versions", where `versions list OUT` named it as a leftover. The folder
// above is read two levels deep only (what emptyDatasetFolders looks at
// for an empty folder), not walked: it may be a large tree.
func IsEmptyDatasetFolder(dir string) bool {
	if dataset.IsURL(dir) {
		return false // an object store has no empty folders
	}
	dir = filepath.Clean(dir)
	if entries, err := os.ReadDir(dir); err != nil || len(entries) > 0 {
		return false
	}
	parent := filepath.Dir(dir)
	if parent == dir {
		return false // the filesystem's root
	}
	tree, err := listTwoLevels(parent)
	if err != nil {
		return false
	}
	for _, l := range emptyDatasetFolders(parent, tree, nil, time.Time{}) {
		if l.Path == dir {
			return true
		}
	}
	return false
}

// listTwoLevels lists a local folder's entries and its folders' entries,
// as listTree does (relative, slash-separated, sorted), no deeper.
func listTwoLevels(root string) ([]treeEntry, error) {
	top, err := os.ReadDir(root)
	if err != nil {
		return nil, err
	}
	var out []treeEntry
	add := func(rel string, d fs.DirEntry) error {
		info, err := d.Info()
		if err != nil {
			return err
		}
		out = append(out, treeEntry{rel: rel, dir: d.IsDir(), mtime: info.ModTime()})
		return nil
	}
	for _, d := range top {
		if err := add(d.Name(), d); err != nil {
			return nil, err
		}
		if !d.IsDir() {
			continue
		}
		below, err := os.ReadDir(filepath.Join(root, d.Name()))
		if err != nil {
			return nil, err
		}
		for _, e := range below {
			if err := add(d.Name()+"/"+e.Name(), e); err != nil {
				return nil, err
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].rel < out[j].rel })
	return out, nil
}

// WriteCheckPrefix begins the name of the empty file (object) prep and
// derive write into the dataset folder and remove at once, to learn that
// the output can be written before the job runs. A process killed between
// the two leaves it; FindLeftovers lists it.
const WriteCheckPrefix = ".tmp-write-check-"

// WriteCheckName is a probe's name: WriteCheckPrefix, the process id and
// the time in nanoseconds, so two runs' probes never share a name.
func WriteCheckName() string {
	return fmt.Sprintf("%s%d-%d", WriteCheckPrefix, os.Getpid(), time.Now().UnixNano())
}

// WriteCheck writes an empty file into the folder dir (local, gs:// or
// s3://; an object store refuses the write at Close) and removes it: the
// check that an output can be written there before the work that ends in
// the write (prep's and derive's dataset folder, view's --rules-out).
// The probe is named WriteCheckPrefix..., which FindLeftovers lists
// should a kill leave it.
func WriteCheck(ctx context.Context, dir string) error {
	if !dataset.IsURL(dir) {
		f, err := os.CreateTemp(dir, WriteCheckPrefix+"*")
		if err != nil {
			return err
		}
		f.Close()
		return os.Remove(f.Name())
	}
	probe := dataset.Join(dir, WriteCheckName())
	w, err := Create(ctx, probe)
	if err == nil {
		err = w.Close()
	}
	if err != nil {
		return err
	}
	if err := Remove(ctx, probe); err != nil {
		return fmt.Errorf("removing the write check %s: %v", probe, err)
	}
	return nil
}

// IsWriteCheck reports whether name is a probe's: WriteCheckPrefix and
// then decimal digits and dashes only (WriteCheckName's, or os.CreateTemp's
// digits for a local probe). A user's ".tmp-write-check-notes" is not one.
func IsWriteCheck(name string) bool {
	rest, ok := strings.CutPrefix(name, WriteCheckPrefix)
	if !ok || rest == "" || rest[0] == '-' {
		return false
	}
	for _, c := range []byte(rest) {
		if !(c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// ErrNoLongerEmpty is RemoveLeftover's answer for an EmptyDatasetFolder
// that holds something by the time it is removed: a run began writing
// there since FindLeftovers looked, and the folder is kept.
var ErrNoLongerEmpty = errors.New("no longer empty: a run began writing there since gc looked; kept")

// RemoveLeftover deletes what FindLeftovers listed: a local folder whole,
// a store's objects one by one. It refuses anything not below root. An
// EmptyDatasetFolder is removed only while it is empty (the leftovers in
// it come first in FindLeftovers' list): removed whole, it took along the
// staging folder of a run begun there since gc looked (prep makes OUT/NAME,
// then its staging folder in it), and that run failed; it is kept with
// ErrNoLongerEmpty.
func RemoveLeftover(ctx context.Context, root string, l Leftover) error {
	root = dataset.TrimSlash(root)
	below := func(p string) bool {
		if dataset.IsURL(root) {
			return strings.HasPrefix(p, root+"/")
		}
		rel, err := filepath.Rel(root, p)
		return err == nil && rel != "." && !strings.HasPrefix(rel, "..")
	}
	if !below(l.Path) {
		return fmt.Errorf("gc: %s is not below %s", l.Path, root)
	}
	if !dataset.IsURL(root) {
		if l.Kind == EmptyDatasetFolder {
			err := os.Remove(l.Path)
			if err != nil && !errors.Is(err, os.ErrNotExist) {
				if entries, rerr := os.ReadDir(l.Path); rerr == nil && len(entries) > 0 {
					return fmt.Errorf("%s: %w", l.Path, ErrNoLongerEmpty)
				}
				return err
			}
			return nil
		}
		return os.RemoveAll(l.Path)
	}
	for _, f := range l.Files {
		if !below(f) || !(f == l.Path || strings.HasPrefix(f, l.Path+"/")) {
			return fmt.Errorf("gc: %s is not below %s", f, l.Path)
		}
		if err := Remove(ctx, f); err != nil && !errors.Is(err, os.ErrNotExist) {
			return fmt.Errorf("remove %s: %w", f, err)
		}
	}
	return nil
}

// treeEntry is one file (or, locally, folder) below the root, by its
// slash-separated path relative to the root.
type treeEntry struct {
	rel string
	dir bool
	// mtime is set for local entries (the walk reads it anyway) and
	// gs:// and s3:// ones (the listing gives it).
	mtime time.Time
}

// listTree lists everything below root by prefix: a walk on a local disk,
// one listing by prefix on gs:// and s3:// (listByPrefix: a paginated
// walk that gives each object's time too, and reads no character of
// root as a wildcard), level-by-level globs on Beam's other filesystems
// (memfs://); filtered and de-duplicated here rather than trusting one
// store's glob semantics. Beam's filesystems list every object under a
// glob's prefix, whatever the glob, so each level's glob was a listing of
// the whole tree, 12 of them for every versions list and gc
// (TestLeftoversListTheTreeOnce, TestS3TreeIsOneListing); then, on gs://,
// one glob ROOT/** and a metadata request for each leftover file's time,
// and on s3:// a HEAD for each (TestGCSTreeTimesComeFromTheListing).
func listTree(ctx context.Context, root string) ([]treeEntry, error) {
	var out []treeEntry
	if !dataset.IsURL(root) {
		err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if p == root {
				return nil
			}
			info, err := d.Info()
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(root, p)
			out = append(out, treeEntry{rel: filepath.ToSlash(rel), dir: d.IsDir(), mtime: info.ModTime()})
			return nil
		})
		return out, err
	}
	var listed []treeEntry
	var globs []string
	if listsByPrefix(root) {
		objects, err := listByPrefix(ctx, root)
		if err != nil {
			return nil, err
		}
		for _, o := range objects {
			listed = append(listed, treeEntry{rel: o.rel, mtime: o.modified})
		}
	} else {
		for depth := 1; depth <= gcMaxDepth; depth++ {
			globs = append(globs, root+strings.Repeat("/*", depth))
		}
	}
	for _, glob := range globs {
		files, err := List(ctx, glob)
		if err != nil {
			return nil, err
		}
		for _, f := range files {
			if rel, ok := strings.CutPrefix(f, root+"/"); ok {
				listed = append(listed, treeEntry{rel: rel})
			}
		}
	}
	seen := map[string]bool{}
	for _, e := range listed {
		if e.rel == "" || seen[e.rel] || strings.Count(e.rel, "/") >= gcMaxDepth {
			continue // never anything outside root, nor deeper than the levels looked at
		}
		seen[e.rel] = true
		out = append(out, e)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].rel < out[j].rel })
	return out, nil
}

// classify maps each leftover (a relative folder or file path) to its kind.
func classify(tree []treeEntry) map[string]string {
	units := map[string]string{}
	present := map[string]bool{}
	for _, e := range tree {
		present[e.rel] = true
	}
	// The folders with a manifest somewhere below them, found once: each
	// file of an unfinished version looked through the whole tree
	// (quadratic: 8,000 versions beside 40 killed ones took 14 s).
	manifestBelow := map[string]bool{}
	for _, e := range tree {
		if filepath.Base(e.rel) == dataset.ManifestFile {
			for i := strings.LastIndex(e.rel, "/"); i > 0; i = strings.LastIndex(e.rel[:i], "/") {
				manifestBelow[e.rel[:i]] = true
			}
		}
	}
	hasManifestBelow := func(dir string) bool { return manifestBelow[dir] }
	hidden := func(s string) bool { return strings.HasPrefix(s, ".") }
	// Only TempName's names are interrupted writes: a file that merely
	// starts with ".tmp-" is someone else's.
	isTemp := func(s string) bool { _, ok := TempBase(s); return ok }
	for _, e := range tree {
		segs := strings.Split(e.rel, "/")
		switch {
		case !e.dir && (len(segs) == 1 && IsWriteCheck(segs[0]) && !present[dataset.ManifestFile] ||
			len(segs) == 2 && !hidden(segs[0]) && IsWriteCheck(segs[1]) && !present[segs[0]+"/"+dataset.ManifestFile]):
			// The output probe of a prep or derive killed between its
			// write and its removal (cmd/itnprep's checkOutputWritable),
			// in the dataset folder: root/NAME/.tmp-write-check-*, or
			// root/.tmp-write-check-* with the dataset folder as root;
			// never a file of a published version (gc removes none but
			// its interrupted writes).
			units[e.rel] = "temporary file"
			continue
		case strings.HasPrefix(segs[0], ".staging-"):
			units[segs[0]] = stagingKind(segs[0], len(segs) == 1 && !e.dir)
			continue
		case len(segs) > 1 && !hidden(segs[0]) && strings.HasPrefix(segs[1], ".staging-"):
			units[segs[0]+"/"+segs[1]] = stagingKind(segs[1], len(segs) == 2 && !e.dir)
			continue
		case len(segs) == 2 && segs[0] == TagsFolder && isTemp(segs[1]) && !e.dir,
			len(segs) == 3 && !hidden(segs[0]) && segs[1] == TagsFolder && isTemp(segs[2]) && !e.dir:
			units[e.rel] = "temporary file"
			continue
		}
		for k := 0; k <= 1 && k < len(segs); k++ {
			if !versionIDLike.MatchString(segs[k]) || (k == 1 && hidden(segs[0])) {
				continue
			}
			dir := strings.Join(segs[:k+1], "/")
			if !present[dir+"/"+dataset.ManifestFile] {
				if !hasManifestBelow(dir) {
					units[dir] = "unfinished version"
				}
				continue
			}
			// A complete version: only its interrupted writes go.
			if n := len(segs) - (k + 1); !e.dir && (n == 1 || n == 2) && isTemp(segs[len(segs)-1]) {
				units[e.rel] = "temporary file"
			}
		}
	}
	// A unit inside another (a .tmp- file in an unfinished version) goes
	// with the outer one.
	var inner []string
	for u := range units {
		if unitAbove(units, u) != "" {
			inner = append(inner, u)
		}
	}
	for _, u := range inner {
		delete(units, u)
	}
	return units
}

// unitAbove is the unit of units that holds rel (a folder above it), or
// "" when none does.
func unitAbove(units map[string]string, rel string) string {
	for i := strings.LastIndex(rel, "/"); i > 0; i = strings.LastIndex(rel[:i], "/") {
		if _, ok := units[rel[:i]]; ok {
			return rel[:i]
		}
	}
	return ""
}

func joinRel(root, rel string) string {
	if dataset.IsURL(root) {
		return root + "/" + rel
	}
	return filepath.Join(root, filepath.FromSlash(rel))
}

// modTime is a file's modification time: the walk's on a local disk,
// Beam's LastModified on a store.
func modTime(ctx context.Context, p string, e treeEntry) (time.Time, error) {
	if !e.mtime.IsZero() {
		return e.mtime, nil
	}
	fsys, err := newFS(ctx, p)
	if err != nil {
		return time.Time{}, err
	}
	defer fsys.Close()
	g, ok := fsys.(filesystem.LastModifiedGetter)
	if !ok {
		return time.Time{}, fmt.Errorf("the filesystem gives no modification times")
	}
	return g.LastModified(ctx, p)
}
