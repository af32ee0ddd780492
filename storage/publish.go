package storage

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/shellquote"
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
	return PublishChecked(ctx, output, name, staging, m, files, nil)
}

// PublishChecked is Publish with commit, when not nil, called just before
// the manifest is written: an error from it stops the publication there,
// the version folder without a manifest (not a version; `versions gc`
// removes it). The finalizer asks whether its run ended meanwhile
// (transforms.stagingEnded).
func PublishChecked(ctx context.Context, output, name, staging string, m *dataset.Manifest, files map[string][]byte, commit func() error) (string, error) {
	res, err := PublishClaimed(ctx, output, name, staging, m, files, commit)
	return res.Dir, err
}

// Published is what PublishClaimed did.
type Published struct {
	// Dir is the version folder.
	Dir string
	// By is the creation time of the other run whose manifest the version
	// holds ("" when this run wrote it, or a try of this run before a
	// retry did): that run published the version, this one did not.
	By string
	// Raced says that this run moved its files into the folder and wrote
	// its card, and another run's manifest came first: runs of the same
	// inputs and settings started at once. Its files had the same bytes;
	// its card names its own creation time, not the manifest's, and is to
	// be drawn again from the manifest kept (transforms does; storage
	// does not draw cards). A retry of such a run's finalizer, which finds
	// the version published, is Raced too while its card is there.
	Raced bool
}

// PublishClaimed is PublishChecked saying which run published the
// version. The manifest is the claim: it is created only where none is
// (createExclusive), so of runs of one version id started at once exactly
// one writes it, and the others learn that another run did (By; three
// such runs all said "published", 1 time in 5, each having found no
// manifest before it wrote its own). A version found published already
// is kept: the tag moves to it and this run's staged files are removed;
// By is that version's creation time unless this run's files were moved
// into it, by a try of this run's finalizer that a runner retried. It
// reads the manifest itself, though the finalizer has just read it
// (transforms.publishedBefore, to repair a version found published before
// this call removes the staged copies): a manifest another run wrote in
// between is found here, and this run's files are not moved over that
// version's; one read passed in would widen that window.
func PublishClaimed(ctx context.Context, output, name, staging string, m *dataset.Manifest, files map[string][]byte, commit func() error) (Published, error) {
	if m.VersionID == "" {
		return Published{}, fmt.Errorf("publish: manifest has no version id")
	}
	dir := dataset.Join(output, name, m.VersionID)
	res := Published{Dir: dir}
	if old, err := LoadManifest(ctx, dir); err == nil && old.VersionID == m.VersionID {
		res.By = PublishedBy(ctx, staging, m, old)
		// A retried finalizer of a run that lost the race: its first
		// try moved its files in and wrote its card, the other run's
		// manifest came first, and it failed before its card was drawn
		// again from that manifest (a tag it could not move, a worker
		// lost), so its own card, naming its creation time, is still
		// there: Raced, for the caller to draw it again. It was kept.
		res.Raced = res.By != "" && !stillStaged(ctx, staging, m) && holdsCard(ctx, dir, files)
		// The tag first: a finalizer retried after a failed tag move
		// still finds its staged shards, which tell it that another run
		// published the version (transforms.publishedBefore).
		if err := moveLatest(ctx, output, name, m.VersionID); err != nil {
			return Published{}, err
		}
		for _, group := range [][]dataset.ShardInfo{m.Shards, m.Rejects, m.Files} {
			for _, sh := range group {
				_ = Remove(ctx, dataset.Join(staging, sh.Path))
			}
		}
		return res, nil
	}
	// A failure from here on (a full disk, a store refusing a write)
	// leaves the version's folder without its manifest: no version, but
	// files as large as one. The error says so, and what finishes or
	// removes it; it said only "no space left on device".
	unfinished := func(err error) error {
		return fmt.Errorf("%w; %s is left unfinished, without its manifest, so no version: a re-run finishes it, `itnprep versions gc %s --older-than 0` removes it",
			err, dir, shellquote.Quote(dataset.Join(output, name)))
	}
	for _, group := range [][]dataset.ShardInfo{m.Shards, m.Rejects, m.Files} {
		for _, sh := range group {
			src, dst := dataset.Join(staging, sh.Path), dataset.Join(dir, sh.Path)
			if err := Rename(ctx, src, dst); err != nil {
				if movedBefore(ctx, src, dst, sh.Bytes) {
					continue
				}
				return Published{}, unfinished(fmt.Errorf("publish: %w", err))
			}
		}
	}
	if err := WriteFiles(ctx, dir, files); err != nil {
		return Published{}, unfinished(fmt.Errorf("publish: dataset card: %w", err))
	}
	// The manifest names this run (RunID), so that a retry of this
	// run's finalizer, or of another run's of the same second, knows
	// whose it is (PublishedBy).
	claim := *m
	claim.RunID = RunID(staging)
	b, err := claim.Marshal()
	if err != nil {
		return Published{}, err
	}
	if commit != nil {
		if err := commit(); err != nil {
			return Published{}, err
		}
	}
	created, err := createExclusive(ctx, dataset.Join(dir, dataset.ManifestFile), b)
	if err != nil {
		return Published{}, unfinished(fmt.Errorf("publish: manifest: %w", err))
	}
	if !created {
		// Another run of this version id wrote its manifest first (the
		// same shards and side files by their digests, which the id
		// hashes): its manifest stays, this run's files were the same
		// bytes.
		old, err := LoadManifest(ctx, dir)
		if err != nil {
			return Published{}, fmt.Errorf("publish: another run wrote the manifest of %s first, and it cannot be read: %w", dir, err)
		}
		if old.VersionID != m.VersionID {
			return Published{}, fmt.Errorf("publish: %s holds the manifest of version %s, not %s: the folder was written by hand?", dir, old.VersionID, m.VersionID)
		}
		res.By, res.Raced = old.Created, true
	}
	return res, moveLatest(ctx, output, name, m.VersionID)
}

// holdsCard reports whether the card in dir is files' card, byte for byte
// (false where files has none).
func holdsCard(ctx context.Context, dir string, files map[string][]byte) bool {
	want, ok := files[cardFile]
	if !ok {
		return false
	}
	got, err := ReadFile(ctx, dataset.Join(dir, cardFile))
	return err == nil && bytes.Equal(got, want)
}

// PublishedBy is the creation time of old, the manifest of m's version
// id found published, when another run published it: old's RunID is not
// this run's (staging's). A manifest written before 2026-12-01 names no
// run, and for it the staged files and the creation times tell: this run's first
// staged file (a data shard, else a reject shard or a side file) is still
// staged, where a try of this run that published moved it into the
// version (on gs:// and s3:// a copy, then a delete); "" when this run
// did. The creation times alone did not tell: runs begun within one
// second share theirs (RFC 3339, whole seconds), and such a re-run was
// said to have published the version; they remain the answer only for a
// version of no file, and where the staged file is gone: a run that
// found the version published removed its staged files, and one that
// lost the race to write the manifest moved them in, so a retry of its
// finalizer was said to have published the version; a creation time
// other than this run's says it did not.
func PublishedBy(ctx context.Context, staging string, m, old *dataset.Manifest) string {
	if old.RunID != "" {
		// The manifest names the run that wrote it: this run, or
		// another, even of the same second.
		if old.RunID == RunID(staging) {
			return ""
		}
		return old.Created
	}
	if firstStaged(m) != "" && !stillStaged(ctx, staging, m) && old.Created == m.Created {
		return "" // moved into the version: this run published it
	}
	if firstStaged(m) != "" || old.Created != m.Created {
		return old.Created
	}
	return ""
}

// RunID is the run id (dataset.Manifest.RunID) of the run staged in the
// folder staging: its name without ".staging-" (pipelines.NewStaging's
// TIME-HEX, unique to the run).
func RunID(staging string) string {
	_, name := splitLast(dataset.TrimSlash(staging))
	return strings.TrimPrefix(name, ".staging-")
}

// firstStaged is the first file m lists (a data shard, else a reject
// shard or a side file), "" where it lists none.
func firstStaged(m *dataset.Manifest) string {
	for _, group := range [][]dataset.ShardInfo{m.Shards, m.Rejects, m.Files} {
		if len(group) > 0 {
			return group[0].Path
		}
	}
	return ""
}

// stillStaged reports whether m's first file is in the staging folder,
// where a try of this run that published (or lost the race to) moved it
// into the version, and one that found the version published removed it;
// true for a version of no file.
func stillStaged(ctx context.Context, staging string, m *dataset.Manifest) bool {
	first := firstStaged(m)
	if first == "" {
		return true
	}
	_, err := Size(ctx, dataset.Join(staging, first))
	return err == nil
}

// createExclusive writes data to p unless p exists: created is false,
// with no error, when it does. A local file is written under a temporary
// name and linked to p, which the system refuses where p exists, and a
// gs:// or s3:// object is written on the condition that none is there
// (createExclusiveGCS, createExclusiveS3), so of two writers exactly one
// creates it; a filesystem without hard links (some network and FUSE
// mounts) is checked, then renamed over, as another store is (Beam's
// other filesystems have no conditional write, nor has an S3-compatible
// store that refuses the condition), where two writers within the same
// moment can both create it.
func createExclusive(ctx context.Context, p string, data []byte) (created bool, err error) {
	switch {
	case strings.HasPrefix(p, "gs://"):
		return createExclusiveGCS(ctx, p, data)
	case strings.HasPrefix(p, "s3://"):
		return createExclusiveS3(ctx, p, data)
	}
	if dataset.IsURL(p) {
		if exists(ctx, p) {
			return false, nil
		}
		return true, WriteAtomic(ctx, p, data)
	}
	if err := mkdirAll(filepath.Dir(p)); err != nil {
		return false, err
	}
	tmp := TempName(p)
	// 0o644 as every file of a version (TestVersionFileModes): the umask
	// may be 0, and a manifest writable by all could be edited by anyone.
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		_ = os.Remove(tmp)
		return false, fmt.Errorf("create %s: %w", tmp, err)
	}
	defer os.Remove(tmp)
	err = os.Link(tmp, p)
	switch {
	case err == nil:
		return true, nil
	case errors.Is(err, fs.ErrExist):
		return false, nil
	}
	if exists(ctx, p) {
		return false, nil
	}
	if err := os.Rename(tmp, p); err != nil {
		return false, fmt.Errorf("rename %s -> %s: %w", tmp, p, err)
	}
	return true, nil
}

// movedBefore reports whether a shard a move into the version could not
// find was moved there by an earlier try of this finalizer (a runner
// retries a failed bundle): gone from staging, in the version at its
// size. A try that stopped between moves left the shards after it staged,
// and the retry failed on the first one, "no such file", however often it
// was retried. A move is a rename, or on gs:// and s3:// a copy then a
// delete of the source, so a source that is gone was copied whole.
func movedBefore(ctx context.Context, src, dst string, size int64) bool {
	if _, err := Size(ctx, src); err == nil {
		return false
	}
	n, err := Size(ctx, dst)
	return err == nil && n == size
}

// moveLatest points OUTPUT/NAME's latest tag at id. A failure fails the
// publish (the finalizer is retried; re-publishing the id is a no-op that
// moves the tag again). A tag that names id already is left as it is: a
// re-run of a published version rewrote it, its only write (on gs:// a
// new generation of the object, and three requests where one read does).
func moveLatest(ctx context.Context, output, name, id string) error {
	if _, err := pointTag(ctx, dataset.Join(output, name), LatestTag, id); err != nil {
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

// RepairPublished checks, file by file, the version m's id names under
// OUTPUT/NAME, which an earlier run published, against m (the same id: the
// same shard and side-file digests), and replaces each file missing or of
// another size or sha256 by this run's staged copy, which has exactly the
// bytes the manifest lists. It returns what it replaced, each file's
// ShardError message (missing, truncated, changed). A re-run that found its
// version published said "kept as it was" and exit 0 over a shard cut short
// by an interrupted copy or removed by hand, which `versions verify`, and
// every reader of the version, then refused. It reads every file of the
// version once (its sha256), as much as the run wrote. A file whose staged
// copy is gone (a retried finalizer of this run moved it) is left for the
// caller's error.
func RepairPublished(ctx context.Context, output, name, staging string, m *dataset.Manifest) ([]string, error) {
	dir := dataset.Join(output, name, m.VersionID)
	var repaired []string
	for _, group := range [][]dataset.ShardInfo{m.Shards, m.Rejects, m.Files} {
		for _, sh := range group {
			err := CheckShard(ctx, dir, sh)
			var bad *ShardError
			if err == nil {
				continue
			} else if !errors.As(err, &bad) {
				return repaired, err
			}
			src := dataset.Join(staging, sh.Path)
			if n, serr := Size(ctx, src); serr != nil || n != sh.Bytes {
				return repaired, fmt.Errorf("%w; this run's copy of it is gone, so it was not replaced", err)
			}
			if err := Rename(ctx, src, dataset.Join(dir, sh.Path)); err != nil {
				return repaired, fmt.Errorf("replacing a damaged file of %s: %w", dir, err)
			}
			repaired = append(repaired, sh.Path+": "+bad.Problem())
		}
	}
	return repaired, nil
}

// RepairCard checks the dataset card and figures of the version in dir,
// which an earlier run published, against files: the card this run draws
// from that version's own manifest (card.Files of the published manifest,
// its creation time and code included). The manifest lists no card file,
// so RepairPublished left them, and a re-run said it repaired a version
// whose README.md or a figure was still gone or cut short. It writes each
// file that is missing, empty, a proper prefix of this run's (cut short)
// or, a figure, an SVG without its closing </svg> (cut short, whatever
// itnprep drew it), and returns each "path: problem". The card is checked
// first; a figure only when the card there names it (a card drawn by an
// older itnprep that had no such figure is not given one). A card or figure
// that is whole but differs is left as it is: a Hugging Face card is meant
// to be edited by hand, and an older itnprep drew another one; nothing
// tells either from a change in the middle of the file.
func RepairCard(ctx context.Context, dir string, files map[string][]byte) ([]string, error) {
	return checkCard(ctx, dir, files, true)
}

// CheckCard is RepairCard without the writes: each card file that is
// missing, empty or cut short, "path: problem", for `versions verify`,
// which said OK over a version whose README.md was gone. Where the card
// itself is missing, the figures its drawing names are checked.
func CheckCard(ctx context.Context, dir string, files map[string][]byte) ([]string, error) {
	return checkCard(ctx, dir, files, false)
}

func checkCard(ctx context.Context, dir string, files map[string][]byte, write bool) ([]string, error) {
	var repaired []string
	// check checks one file and returns its bytes as they are after the
	// check: rewritten where written, the drawing's where missing (what
	// the card would name), else as found. The card's name the figures
	// checked after it: read once.
	check := func(name string) ([]byte, error) {
		want := files[name]
		p := dataset.Join(dir, name)
		got, problem, err := cardFileProblem(ctx, p, name, want)
		if err != nil {
			return nil, fmt.Errorf("checking the card of %s: %w", dir, err)
		}
		if problem == "" {
			return got, nil
		}
		if write {
			if err := WriteAtomic(ctx, p, want); err != nil {
				return nil, fmt.Errorf("replacing a damaged card file of %s: %w", dir, err)
			}
			got = want
		} else if problem == "missing" {
			got = want
		}
		repaired = append(repaired, name+": "+problem)
		return got, nil
	}
	var text []byte // the card, which names the figures to check
	if _, ok := files[cardFile]; ok {
		var err error
		if text, err = check(cardFile); err != nil {
			return repaired, err
		}
	} else if got, err := ReadFile(ctx, dataset.Join(dir, cardFile)); err == nil {
		text = got // a card this run draws none of: its figures as it names them
	}
	names := make([]string, 0, len(files))
	for n := range files {
		if n != cardFile && strings.Contains(string(text), "]("+n+")") {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	for _, n := range names {
		if _, err := check(n); err != nil {
			return repaired, err
		}
	}
	return repaired, nil
}

// cardFileProblem is what is wrong with the card file p (name, drawn as
// want): "missing", "empty", cut short (a proper prefix of want) or, a
// figure, without its closing </svg>; "" when it is whole. got is its
// bytes, nil when missing.
func cardFileProblem(ctx context.Context, p, name string, want []byte) (got []byte, problem string, err error) {
	if !exists(ctx, p) {
		return nil, "missing", nil
	}
	if got, err = ReadFile(ctx, p); err != nil {
		return nil, "", err
	}
	switch {
	case len(got) == 0:
		problem = "empty"
	case len(got) < len(want) && string(want[:len(got)]) == string(got):
		problem = fmt.Sprintf("%d of the %d bytes drawn from its manifest", len(got), len(want))
	case strings.HasSuffix(name, ".svg") && !strings.HasSuffix(strings.TrimSpace(string(got)), "</svg>"):
		problem = fmt.Sprintf("%d bytes without the closing </svg>", len(got))
	}
	return got, problem, nil
}

// cardFile is the dataset card's name in a version folder (card.File; storage
// does not import card, which renders it).
const cardFile = "README.md"
