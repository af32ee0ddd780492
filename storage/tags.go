package storage

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/shellquote"
)

// Named versions. A dataset folder (OUTPUT/NAME) holds its versions, one
// folder per version id, and a "tags" folder beside them: one small file
// per tag, named after the tag and holding the version id it points at.
// Tags are what people and scripts call versions by (as Hugging Face Hub
// revisions or DVC tags name commits): `latest` moves on every publish,
// other names are set with `itnprep versions tag`. A tag file is written
// through temp + rename, so a reader sees the old target or the new one,
// never half a file; tags live outside the version folders and so never
// change a version's bytes or id.

// TagsFolder is the folder of a dataset's tags, beside its versions.
const TagsFolder = "tags"

// LatestTag is moved to each version a publishing run publishes.
const LatestTag = "latest"

var (
	tagNameRE   = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$`)
	versionIDRE = regexp.MustCompile(`^[0-9a-f]{20}$`)
)

// ValidateTagName accepts 1 to 64 ASCII letters, digits, '.', '_' and
// '-', starting with a letter or digit: a name that is a safe file name on
// every store and cannot be mistaken for a path or a version id. Letters
// beyond ASCII are refused: one name is stored as two spellings (macOS
// writes "ü" decomposed, Linux as given) and folds differently on
// case-insensitive file systems, so a tag written on one machine could be
// missed on another. The refusal names the first character it cannot take
// (it said "letters", and a user's "rel-ü" was all letters).
func ValidateTagName(name string) error {
	if !tagNameRE.MatchString(name) {
		return fmt.Errorf("invalid tag name %q: use 1 to 64 ASCII letters (a-z, A-Z), digits, '.', '_' or '-', starting with a letter or digit%s", name, tagNameProblem(name))
	}
	if versionIDRE.MatchString(name) {
		return fmt.Errorf("invalid tag name %q: it looks like a version id (20 hex digits); tags name versions, they cannot be ids", name)
	}
	return nil
}

// tagNameProblem says, for a name tagNameRE refuses, what in it is
// refused: its length, its first character, or the first character not
// allowed ("" for the empty name).
func tagNameProblem(name string) string {
	switch {
	case name == "":
		return " (the name is empty)"
	case len(name) > 64:
		return fmt.Sprintf(" (the name is %d bytes long)", len(name))
	}
	for i, r := range name {
		ascii := r < utf8.RuneSelf && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9')
		if i == 0 && !ascii {
			return fmt.Sprintf(" (it starts with %q)", r)
		}
		if !ascii && r != '.' && r != '_' && r != '-' {
			if r >= utf8.RuneSelf && unicode.IsLetter(r) {
				return fmt.Sprintf(" (%q is a letter beyond ASCII, which file systems store and fold differently)", r)
			}
			return fmt.Sprintf(" (%q is not one)", r)
		}
	}
	return ""
}

// Tag points tag at the complete version in versionDir (a folder
// OUTPUT/NAME/<id> that Publish wrote) and returns the id the tag pointed
// at before ("" for a new tag). A tag that names the version already is
// not written again ("already tagged" was said over a rewrite).
func Tag(ctx context.Context, versionDir, tag string) (prev string, err error) {
	if err := ValidateTagName(tag); err != nil {
		return "", err
	}
	versionDir = dataset.TrimSlash(versionDir)
	m, err := LoadManifest(ctx, versionDir)
	if err != nil {
		return "", err
	}
	parent, base := splitLast(versionDir)
	if base != m.VersionID {
		return "", fmt.Errorf("%s: not a published version folder (its name is not its version id %s)", versionDir, m.VersionID)
	}
	return pointTag(ctx, parent, tag, m.VersionID)
}

// pointTag points DATASET/tags/TAG at id and returns the id it named
// before ("" for a new tag, or one that cannot be read). A tag that names
// id already is not written again: a re-run's publish and `versions tag`
// rewrote it (on gs:// a new generation of the object; "already tagged"
// was said over the rewrite).
func pointTag(ctx context.Context, datasetDir, tag, id string) (prev string, err error) {
	prev, _ = readTag(ctx, datasetDir, tag)
	if prev == id {
		return prev, nil
	}
	return prev, writeTag(ctx, datasetDir, tag, id)
}

// writeTag writes DATASET/tags/TAG holding id, atomically.
func writeTag(ctx context.Context, datasetDir, tag, id string) error {
	if err := WriteAtomic(ctx, dataset.Join(datasetDir, TagsFolder, tag), []byte(id+"\n")); err != nil {
		return fmt.Errorf("tag %s: %w", tag, err)
	}
	return nil
}

// readTag returns the version id DATASET/tags/TAG holds.
func readTag(ctx context.Context, datasetDir, tag string) (string, error) {
	return readTagFile(ctx, dataset.Join(datasetDir, TagsFolder, tag))
}

// readTagFile returns the version id the tag file p holds.
func readTagFile(ctx context.Context, p string) (string, error) {
	b, err := ReadFile(ctx, p)
	if err != nil {
		return "", err
	}
	id := strings.TrimSpace(string(b))
	if !versionIDRE.MatchString(id) {
		return "", fmt.Errorf("%s: holds %q, not a version id", p, truncateForError(id))
	}
	return id, nil
}

// truncateForError shortens s for an error message.
func truncateForError(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}

// Tags returns a dataset folder's tags (tag -> version id); a folder with
// no tags gives an empty map. A tag file that does not hold a version id
// is an error naming it.
//
// On gs:// and s3:// the tags folder is listed by its prefix
// (ListMatching), which reads no character of the folder's name as a
// wildcard: its glob DATASET/tags/* (QuoteGlob leaves a URL as it is)
// matched nothing under a folder whose name holds *, ? or [
// (gs://b/out[1]/gtn), so `versions show` printed no tags there, `versions
// tag` and NAME@TAG said "it has no tags", and a dataset folder there was
// not told from an output root (TestTagsUnderGlobCharacters).
func Tags(ctx context.Context, datasetDir string) (map[string]string, error) {
	out := map[string]string{}
	files, err := ListMatching(ctx, dataset.Join(dataset.TrimSlash(datasetDir), TagsFolder), "*")
	if err != nil {
		return nil, err
	}
	for _, f := range files {
		if err := addTag(ctx, out, f); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// DatasetTags returns the tags of every dataset folder a versions list of
// root lists (root itself and the folders in it, where ListVersions looks
// for versions), by dataset folder (dataset.Dir of its tags folder);
// a dataset without tags is absent, and so is a hidden folder (a staging
// folder's). Each tags folder is listed once: versions list listed each
// dataset's again after finding it by its tags, in package main.
//
// An object store's root is listed once (ListTree; its two globs were
// two listings of the whole root there).
func DatasetTags(ctx context.Context, root string) (map[string]map[string]string, error) {
	t, err := ListTree(ctx, root)
	if err != nil {
		return nil, err
	}
	return t.Tags(ctx)
}

// tagsByGlob is DatasetTags of a local root, by its two globs.
func tagsByGlob(ctx context.Context, root string) (map[string]map[string]string, error) {
	root = dataset.TrimSlash(root)
	out := map[string]map[string]string{}
	for below, pattern := range []string{
		dataset.Join(QuoteGlob(root), TagsFolder, "*"),
		dataset.Join(QuoteGlob(root), "*", TagsFolder, "*"),
	} {
		files, err := List(ctx, pattern)
		if err != nil {
			return nil, err
		}
		for _, f := range files {
			ds := dataset.Dir(dataset.Dir(f)) // DATASET/tags/TAG
			if below == 1 && strings.HasPrefix(filepath.Base(ds), ".") {
				continue // a folder in root, not root (.. and .out are roots)
			}
			if out[ds] == nil {
				out[ds] = map[string]string{}
			}
			if err := addTag(ctx, out[ds], f); err != nil {
				return nil, err
			}
		}
	}
	for ds, tags := range out {
		if len(tags) == 0 {
			delete(out, ds) // only files passed over (a folder, a .tmp-*): no tags
		}
	}
	return out, nil
}

// addTag reads the tag file f (DATASET/tags/TAG) into tags; a file whose
// name is no tag's (".tmp-*" of a write in progress) is passed over, and
// so is a local folder: a tag is a file, and OUT/tags/tags is the tags
// folder of a dataset named "tags" that an itnprep before --name tags was
// refused published, which the glob OUT/tags/* of OUT read as itself a
// dataset folder found. Reading it failed `versions list OUT` whole, "read
// OUT/tags/tags: is a directory" (TestDatasetNamedTagsIsListed). A store
// lists objects alone, no folder.
func addTag(ctx context.Context, tags map[string]string, f string) error {
	_, name := splitLast(f)
	if ValidateTagName(name) != nil {
		return nil
	}
	if !dataset.IsURL(f) {
		if fi, err := os.Stat(f); err == nil && fi.IsDir() {
			return nil
		}
	}
	id, err := readTagFile(ctx, f)
	if err != nil {
		return err
	}
	tags[name] = id
	return nil
}

// TagsOf returns the sorted names of the tags pointing at versionDir.
func TagsOf(ctx context.Context, versionDir string) ([]string, error) {
	parent, id := splitLast(dataset.TrimSlash(versionDir))
	tags, err := Tags(ctx, parent)
	if err != nil {
		return nil, err
	}
	var out []string
	for t, v := range tags {
		if v == id {
			out = append(out, t)
		}
	}
	sort.Strings(out)
	return out, nil
}

// ResolveVersion turns what a user typed for a version into its folder.
// Every command that takes a version calls it, so all accept the same
// forms:
//
//	OUTPUT/NAME/<id>     a version folder (returned as it is)
//	OUTPUT/NAME@TAG      the version tag TAG of dataset NAME points at
//	OUTPUT/NAME/TAG      the same, written as a path (OUTPUT/NAME/latest)
//
// A path that exists as typed always wins (a folder whose name holds an
// '@'). A path that is neither a version nor a tag is returned unchanged,
// so the command's own reading reports it (no manifest, no such file).
func ResolveVersion(ctx context.Context, ref string) (string, error) {
	ref = dataset.TrimSlash(ref)
	if ref == "" {
		return ref, nil
	}
	// A store that cannot be used is one line naming ref (the probes
	// below would each fail on it, quietly).
	if err := CheckStore(ctx, ref); err != nil {
		return "", err
	}
	if _, err := Size(ctx, dataset.Join(ref, dataset.ManifestFile)); err == nil {
		return ref, nil
	}
	parent, last := splitLast(ref)
	if i := strings.LastIndex(last, "@"); i >= 0 && !exists(ctx, ref) {
		base, tag := dataset.Join(parent, last[:i]), last[i+1:]
		if parent == "" {
			base = last[:i]
		}
		if err := ValidateTagName(tag); err != nil {
			return "", fmt.Errorf("%s: %w", ref, err)
		}
		return resolveTag(ctx, ref, base, tag)
	}
	if parent != "" && ValidateTagName(last) == nil && !exists(ctx, ref) {
		if _, err := readTag(ctx, parent, last); err == nil {
			return resolveTag(ctx, ref, parent, last)
		}
	}
	if last == TagsFolder && parent != "" && isDatasetFolder(ctx, parent) {
		return "", tagsFolderNotAVersion(ctx, ref, parent)
	}
	if isDatasetFolder(ctx, ref) {
		// OUT/NAME given where a version is wanted (a new user's first
		// guess): name the way to one instead of "no manifest.json".
		return "", fmt.Errorf("%s is a dataset folder, not a version: name one, as %s (`itnprep versions list %s` lists its versions and tags)", ref, shellquote.Quote(ref+"@"+LatestTag), shellquote.Quote(ref))
	}
	if err := notAVersion(ctx, ref); err != nil {
		return "", err
	}
	return ref, nil
}

// tagsFolderNotAVersion names OUT/NAME/tags, given where a version is
// wanted (a tab completion one folder short of a tag file), as the
// dataset's tags folder, with the way to a tagged version: OUT/NAME@TAG,
// the example one of its tags (latest when it has it). It said "not a
// complete dataset version (no readable manifest.json)".
func tagsFolderNotAVersion(ctx context.Context, ref, datasetDir string) error {
	tag := LatestTag
	if tags, err := Tags(ctx, datasetDir); err == nil && len(tags) > 0 && tags[LatestTag] == "" {
		tag = slices.Min(slices.Collect(maps.Keys(tags)))
	}
	return fmt.Errorf("%s is the tags folder of the dataset %s, not a version: name a tagged version as %s@TAG, as %s (`itnprep versions list %s` lists its tags)",
		ref, datasetDir, datasetDir, shellquote.Quote(datasetDir+"@"+tag), shellquote.Quote(datasetDir))
}

// notAVersion names the two other folders a new user gives where a
// version is wanted, with the way to a version from each, instead of "no
// manifest.json": an output root (`prep --output OUT`: it holds dataset
// folders), local or on a store (gs://B/OUT said "storage: object doesn't
// exist"), and a local train run folder (its run.json names the version it
// trained on). nil for anything else.
func notAVersion(ctx context.Context, ref string) error {
	var names []string
	if dataset.IsURL(ref) {
		// A store has no folders: the datasets are the prefixes holding
		// tags, ref/NAME/tags/TAG.
		root := dataset.TrimSlash(ref) + "/"
		found, err := ListMatching(ctx, ref, "*/"+TagsFolder+"/*")
		if err != nil {
			return nil
		}
		for _, f := range found {
			segs := strings.Split(strings.TrimPrefix(f, root), "/")
			if len(segs) != 3 || segs[1] != TagsFolder {
				continue
			}
			if name := segs[0]; !strings.HasPrefix(name, ".") && !slices.Contains(names, name) {
				names = append(names, name)
			}
		}
		slices.Sort(names)
	} else {
		if b, err := os.ReadFile(filepath.Join(ref, "run.json")); err == nil {
			var run struct {
				Dataset struct {
					Path string `json:"path"`
				} `json:"dataset"`
			}
			if json.Unmarshal(b, &run) == nil && run.Dataset.Path != "" {
				return fmt.Errorf("%s is a train run folder, not a dataset version: its run.json names the version it trained on, %s", ref, run.Dataset.Path)
			}
			return fmt.Errorf("%s is a train run folder (run.json), not a dataset version", ref)
		}
		entries, err := os.ReadDir(ref)
		if err != nil {
			return nil
		}
		for _, e := range entries {
			if e.IsDir() && isDatasetFolder(ctx, filepath.Join(ref, e.Name())) {
				names = append(names, e.Name())
			}
		}
	}
	if len(names) == 0 {
		return nil
	}
	first := dataset.Join(ref, names[0])
	more := ""
	if len(names) > 5 {
		more, names = fmt.Sprintf(", %d more", len(names)-5), names[:5]
	}
	return fmt.Errorf("%s is an output root, not a version: name a version of one of its datasets (%s%s), as %s (`itnprep versions list %s` lists them)",
		ref, strings.Join(names, ", "), more, shellquote.Quote(first+"@"+LatestTag), shellquote.Quote(ref))
}

func resolveTag(ctx context.Context, ref, datasetDir, tag string) (string, error) {
	id, err := readTag(ctx, datasetDir, tag)
	if err != nil {
		if !exists(ctx, dataset.Join(datasetDir, TagsFolder, tag)) {
			if _, serr := os.Stat(datasetDir); !dataset.IsURL(datasetDir) && os.IsNotExist(serr) {
				return "", fmt.Errorf("%s: no such dataset folder %s", ref, datasetDir)
			}
			if empty, what := holdsNoVersion(ctx, datasetDir); empty {
				// A run killed before it published (SIGKILL, which no
				// cleanup outlives) leaves OUT/NAME empty, or holding only
				// its staging folder: say that, not "it has no tags".
				// dataset.Dir: a dataset at a bucket's top (gs://B@latest)
				// is its own root; splitLast's "" named "." there.
				root := dataset.Dir(datasetDir)
				return "", fmt.Errorf("%s: %s holds no published version (%s; `itnprep versions gc %s --older-than 0` removes it once no run is writing there)",
					ref, datasetDir, what, shellquote.Quote(root))
			}
			return "", fmt.Errorf("%s: %s has no tag %q (%s)", ref, datasetDir, tag, tagList(ctx, datasetDir))
		}
		return "", fmt.Errorf("%s: %w", ref, err)
	}
	dir := dataset.Join(datasetDir, id)
	if _, err := Size(ctx, dataset.Join(dir, dataset.ManifestFile)); err != nil {
		return "", fmt.Errorf("%s: tag %q points at version %s, which is not a complete version in %s", ref, tag, id, datasetDir)
	}
	return dir, nil
}

// holdsNoVersion reports whether the dataset folder dir (local, or a
// prefix of a store) holds no version folder, no tags and nothing else but
// staging folders and the marks runs write beside them (a failed run with
// worker processes of their own leaves its end mark, STAGING.ended: its
// dataset folder was said to have "no tags", with `versions tag` to name
// one; such runs write to gs:// or s3:// mostly), and says what it holds
// and what leaves that ("it is empty: ...", "only a staging folder ...").
func holdsNoVersion(ctx context.Context, dir string) (bool, string) {
	entries, ok := datasetFolderEntries(ctx, dir)
	if !ok {
		return false, ""
	}
	var staging, marks []string
	for _, name := range slices.Sorted(maps.Keys(entries)) {
		switch {
		case !strings.HasPrefix(name, ".staging-"):
			return false, ""
		case entries[name]:
			staging = append(staging, name)
		case isRunMark(name):
			marks = append(marks, name)
		default:
			return false, ""
		}
	}
	const killed = ": a run killed before it published leaves that"
	switch {
	case len(marks) == 1 && len(staging) == 0:
		return true, "only a run's mark beside its staging folder, " + marks[0] + ": a run that failed with worker processes of their own leaves its end mark"
	case len(marks) > 0:
		return true, fmt.Sprintf("only staging folders (%d) and marks beside them (%d): runs killed, or failed with worker processes of their own, before they published leave those", len(staging), len(marks))
	case len(staging) == 0:
		return true, "it is empty" + killed
	case len(staging) == 1:
		return true, "only a staging folder, " + staging[0] + killed
	}
	return true, fmt.Sprintf("only %d staging folders", len(staging)) + killed
}

// datasetFolderEntries lists what dir holds, each name with whether it is
// a folder: a local folder's entries, or on a store the first names under
// the prefix of its objects, listed a level at a time down to
// stagingDepth (a staging folder's files lie at .staging-*/.runs/GROUP/
// FILE, an unfinished version's shards at ID/data/SHARD), and no deeper
// once a name not of a run's staging is found; false for a folder that
// cannot be read, or a prefix with no object.
func datasetFolderEntries(ctx context.Context, dir string) (map[string]bool, bool) {
	out := map[string]bool{}
	if !dataset.IsURL(dir) {
		entries, err := os.ReadDir(dir)
		if err != nil {
			return nil, false
		}
		for _, e := range entries {
			out[e.Name()] = e.IsDir()
		}
		return out, true
	}
	dir = dataset.TrimSlash(dir)
	if listsByPrefix(dir) {
		// One listing by prefix, whatever dir's name holds (a glob of
		// gs://b/o[1]/gtn matched none of its objects).
		found, err := listByPrefix(ctx, dir)
		if err != nil {
			return nil, false
		}
		for _, o := range found {
			first, _, nested := strings.Cut(o.rel, "/")
			out[first] = out[first] || nested
		}
		return out, len(out) > 0
	}
	pattern := dir
	for range stagingDepth {
		pattern = dataset.Join(pattern, "*")
		found, err := List(ctx, pattern)
		if err != nil {
			return nil, false
		}
		other := false
		for _, f := range found {
			first, _, nested := strings.Cut(strings.TrimPrefix(f, dir+"/"), "/")
			out[first] = out[first] || nested
			other = other || !strings.HasPrefix(first, ".staging-")
		}
		if other {
			break
		}
	}
	return out, len(out) > 0
}

// stagingDepth is how deep under a dataset folder a run's files lie:
// .staging-*/.runs/GROUP/FILE.
const stagingDepth = 4

// tagList says which tags a dataset folder has, for an error message.
func tagList(ctx context.Context, datasetDir string) string {
	tags, err := Tags(ctx, datasetDir)
	if err != nil || len(tags) == 0 {
		return "it has no tags; `itnprep versions list` shows the versions, `itnprep versions tag` names one"
	}
	names := make([]string, 0, len(tags))
	for t := range tags {
		names = append(names, t)
	}
	sort.Strings(names)
	return "tags: " + strings.Join(names, ", ")
}

// exists reports whether p is a local file or folder, or an object.
func exists(ctx context.Context, p string) bool {
	if !dataset.IsURL(p) {
		_, err := os.Stat(p)
		return err == nil
	}
	_, err := Size(ctx, p)
	return err == nil
}

// isDatasetFolder reports whether p is a dataset's folder (OUT/NAME): it
// holds a tags folder (every publish writes latest there).
func isDatasetFolder(ctx context.Context, p string) bool {
	if !dataset.IsURL(p) {
		fi, err := os.Stat(dataset.Join(p, TagsFolder))
		return err == nil && fi.IsDir()
	}
	tags, err := Tags(ctx, p)
	return err == nil && len(tags) > 0
}

// splitLast splits a local path or URL into its parent and last element.
func splitLast(p string) (parent, last string) {
	if dataset.IsURL(p) {
		i := strings.Index(p, "://") + 3
		rest := p[i:]
		j := strings.LastIndex(rest, "/")
		if j < 0 {
			return "", p
		}
		return p[:i] + rest[:j], rest[j+1:]
	}
	dir, base := filepath.Split(p)
	if dir == "" {
		return "", base
	}
	if d := filepath.Clean(dir); d != "" {
		dir = d
	}
	return dir, base
}
