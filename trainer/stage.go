package trainer

import (
	"bufio"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/sources"
)

// Splits are the files the training program reads, in the order staged.
var Splits = []string{"train", "validation", "test"}

// ReadsSplitAs is the split file the training program reads a manifest
// split as (sources.StandardSplit: dev, valid and val as validation,
// training as train, testing as test), and false for a split it leaves
// out, which the stage record counts; prep warns with it when --split
// names one under another name.
func ReadsSplitAs(split string) (string, bool) {
	return sources.StandardSplit(split)
}

// StageRecord is written last into a staged folder (stage.json); a folder
// without it, or whose files no longer match it, is rebuilt.
type StageRecord struct {
	VersionID      string            `json:"version_id"`
	ManifestSHA256 string            `json:"manifest_sha256"`
	Rows           map[string]int64  `json:"rows"`
	Files          map[string]string `json:"sha256"`
	SkippedEmpty   int64             `json:"skipped_empty"`
	IgnoredSplits  map[string]int64  `json:"ignored_splits,omitempty"`
	Format         string            `json:"format"`
	Design         string            `json:"design"`
	// Kind is the version's row kind ("" for pairs); a pairs version
	// staged for the tagger or u2tf holds held-out rows without labels.
	Kind string `json:"kind,omitempty"`
}

// StageFormat is StageRecord's format tag (evaluate names a stage.json
// given as predictions by it). /3: a tagger row carries its words'
// semiotic classes; /4: and its semiotic spans (an older staging is
// staged again).
const StageFormat = "itnprep-trainer-jsonl/4"

// StageRecordFile is the name of a staged folder's StageRecord.
const StageRecordFile = "stage.json"

// StagedNotPredictions refuses, in one line (a dataset.KindError), path
// when it is a file of a version staged for training: its folder holds a
// stage.json of StageFormat that lists it (test for test.jsonl, and
// test.spans or u2tf.json as they are). test.jsonl there is the program's
// input ({"id","src","tgt"}; the tagger's and u2tf's with their labels),
// the test split a run decodes, not a model's output: evaluate quarantined
// every line of it for its missing "hyp", twenty on stderr before "0
// usable sentences" (qa81: a new user who found the staged test split
// under ~/.cache/itnprep/stage). want says what the command reads
// instead; the refusal names the version, its design and the train command
// that writes predictions. Any other path, a file the record does not list
// (the user's own, put in the folder) or a folder without a readable
// record, is nil.
func StagedNotPredictions(path, want string) error {
	b, err := os.ReadFile(filepath.Join(filepath.Dir(path), StageRecordFile))
	if err != nil {
		return nil
	}
	var rec StageRecord
	if json.Unmarshal(b, &rec) != nil || rec.Format != StageFormat {
		return nil
	}
	base := filepath.Base(path)
	if _, ok := rec.Files[strings.TrimSuffix(base, ".jsonl")]; !ok {
		if _, ok := rec.Files[base]; !ok {
			return nil
		}
	}
	design := rec.Design
	if design == "" {
		design = Seq2Seq
	}
	return dataset.WrongKind("%s is a file of the dataset version %s staged for training (%s rows, the training program's input; %s beside it), not predictions; %s (`itnprep train --model %s` decodes the version's test split into RUN_DIR/predictions.jsonl)",
		path, rec.VersionID, design, StageRecordFile, want, design)
}

// Staged is a version's splits in the program's input format.
type Staged struct {
	Dir    string // holds train.jsonl, validation.jsonl, test.jsonl
	Record StageRecord
	Reused bool // the cache already held a complete copy
}

// DefaultCacheRoot is $XDG_CACHE_HOME/itnprep/stage (or the platform's
// user cache folder).
func DefaultCacheRoot() (string, error) {
	d, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("no cache folder (set --cache or $XDG_CACHE_HOME): %w", err)
	}
	return filepath.Join(d, "itnprep", "stage"), nil
}

// StageDir is where Stage puts (or finds) a version staged for a design
// (seq2seq: the version id's folder; other designs: with "-DESIGN" added).
func StageDir(cacheRoot, versionID, design string) string {
	name := cacheName(versionID)
	if design != "" && design != Seq2Seq {
		name += "-" + design
	}
	return filepath.Join(cacheRoot, name)
}

// Stage verifies the version at versionDir against its manifest and writes
// its splits as the design's JSONL under StageDir: seq2seq {"id","src","tgt"}
// (src = spoken, tgt = written); tagger and u2tf as itn_train.py's
// docstring describes. A complete earlier staging of the same manifest
// is reused after checking its files' digests; a damaged one is rebuilt.
// The version is read through fsys (storage.FS for URLs, dataset.LocalFS
// for local folders).
func Stage(ctx context.Context, fsys dataset.FS, versionDir, cacheRoot, design string) (Staged, error) {
	if design == "" {
		design = Seq2Seq
	}
	if err := CheckDesign(design); err != nil {
		return Staged{}, err
	}
	m, manifestSum, err := ReadManifest(ctx, fsys, versionDir)
	if err != nil {
		return Staged{}, err
	}
	if err := Verify(ctx, fsys, versionDir); err != nil {
		return Staged{}, err
	}
	dir := StageDir(cacheRoot, m.VersionID, design)
	if rec, ok := reusable(dir, m.VersionID, manifestSum, design); ok {
		return Staged{Dir: dir, Record: rec, Reused: true}, nil
	}
	if err := os.MkdirAll(cacheRoot, 0o755); err != nil {
		return Staged{}, err
	}
	tmp, err := os.MkdirTemp(cacheRoot, ".staging-"+cacheName(m.VersionID)+"-")
	if err != nil {
		return Staged{}, err
	}
	defer os.RemoveAll(tmp)
	rec, err := writeSplits(ctx, fsys, versionDir, m, tmp, design)
	if err != nil {
		return Staged{}, err
	}
	rec.ManifestSHA256 = manifestSum
	if design == U2TF && m.Kind == dataset.KindU2TF {
		if err := writeU2TFFormat(tmp, m, &rec); err != nil {
			return Staged{}, err
		}
	}
	if err := writeJSON(filepath.Join(tmp, StageRecordFile), rec); err != nil {
		return Staged{}, err
	}
	if err := os.RemoveAll(dir); err != nil {
		return Staged{}, err
	}
	if err := os.Rename(tmp, dir); err != nil {
		// Another run may have staged the same version meanwhile.
		if rec2, ok := reusable(dir, m.VersionID, manifestSum, design); ok {
			return Staged{Dir: dir, Record: rec2, Reused: true}, nil
		}
		return Staged{}, err
	}
	return Staged{Dir: dir, Record: rec}, nil
}

func reusable(dir, versionID, manifestSum, design string) (StageRecord, bool) {
	b, err := os.ReadFile(filepath.Join(dir, StageRecordFile))
	if err != nil {
		return StageRecord{}, false
	}
	var rec StageRecord
	if json.Unmarshal(b, &rec) != nil || rec.Format != StageFormat || rec.VersionID != versionID || rec.ManifestSHA256 != manifestSum ||
		rec.Design != design {
		return StageRecord{}, false
	}
	// A staging that left out a split ReadsSplitAs reads now (val,
	// training, testing: an itnprep older than sources.StandardSplit's
	// one table) is stale: reused, a version whose split was val still
	// trained on no validation rows after the upgrade.
	for split := range rec.IgnoredSplits {
		if _, ok := ReadsSplitAs(split); ok {
			return StageRecord{}, false
		}
	}
	for _, s := range stagedFiles(design) {
		sum, err := fileSHA256(filepath.Join(dir, s+".jsonl"))
		if err != nil || sum != rec.Files[s] {
			return StageRecord{}, false
		}
	}
	if sum, ok := rec.Files[u2tfFormatFile]; ok {
		if got, err := fileSHA256(filepath.Join(dir, u2tfFormatFile)); err != nil || got != sum {
			return StageRecord{}, false
		}
	}
	return rec, true
}

// u2tfFormatFile is the staged u2tf version's span format (u2tfFormat),
// which the program reads beside the splits.
const u2tfFormatFile = "u2tf.json"

// writeU2TFFormat writes u2tf.json into a staging folder of a `derive
// u2tf` version and records its digest.
func writeU2TFFormat(dir string, m *dataset.Manifest, rec *StageRecord) error {
	f, err := u2tfFormatOf(m)
	if err != nil {
		return err
	}
	p := filepath.Join(dir, u2tfFormatFile)
	if err := writeJSON(p, f); err != nil {
		return err
	}
	sum, err := fileSHA256(p)
	rec.Files[u2tfFormatFile] = sum
	return err
}

type stagedLine struct {
	ID  string `json:"id"`
	Src string `json:"src"`
	Tgt string `json:"tgt"`
}

func writeSplits(ctx context.Context, fsys dataset.FS, versionDir string, m *dataset.Manifest, dir, design string) (StageRecord, error) {
	rec := StageRecord{VersionID: m.VersionID, Rows: map[string]int64{}, Files: map[string]string{}, Format: StageFormat, Design: design, Kind: m.Kind}
	shards := append([]dataset.ShardInfo(nil), m.Shards...)
	sort.Slice(shards, func(i, j int) bool { return shards[i].Path < shards[j].Path })
	files := map[string]*os.File{}
	writers := map[string]*bufio.Writer{}
	encoders := map[string]*json.Encoder{}
	hashes := map[string]hash.Hash{}
	for _, s := range stagedFiles(design) {
		f, err := os.Create(filepath.Join(dir, s+".jsonl"))
		if err != nil {
			return rec, err
		}
		defer f.Close()
		h := sha256.New()
		files[s] = f
		hashes[s] = h
		writers[s] = bufio.NewWriterSize(io.MultiWriter(f, h), 1<<20)
		encoders[s] = json.NewEncoder(writers[s])
		encoders[s].SetEscapeHTML(false)
		rec.Rows[s] = 0
	}
	read, err := readerFor(design, m.Kind)
	if err != nil {
		return rec, err
	}
	for _, sh := range shards {
		if err := ctx.Err(); err != nil {
			return rec, err
		}
		split := shardSplit(sh)
		target, ok := ReadsSplitAs(split)
		if !ok {
			if rec.IgnoredSplits == nil {
				rec.IgnoredSplits = map[string]int64{}
			}
			rec.IgnoredSplits[split] += sh.Rows
			continue
		}
		if err := stageShard(ctx, fsys, versionDir, sh, split, read, func(r stagedRow) error {
			if r.Empty {
				rec.SkippedEmpty++
				return nil
			}
			file := target
			if r.Span {
				file += spanSuffix
			}
			rec.Rows[file]++
			return encoders[file].Encode(r.Value)
		}); err != nil {
			return rec, err
		}
	}
	for _, s := range stagedFiles(design) {
		if err := writers[s].Flush(); err != nil {
			return rec, err
		}
		if err := files[s].Close(); err != nil {
			return rec, err
		}
		rec.Files[s] = hex.EncodeToString(hashes[s].Sum(nil))
	}
	total := int64(0)
	for _, n := range rec.Rows {
		total += n
	}
	if total == 0 {
		return rec, errors.New("dataset version has no non-empty train, validation or test rows")
	}
	return rec, nil
}

// stageShard calls each with the staged rows of one data shard of the
// version, streamed from the shard a batch at a time (openShard, the
// design's rowReader): a shard's rows were all decoded at once, beside its
// bytes, so staging's memory grew with a shard's rows. A row of another
// split than its shard's, or a shard whose row count is not the
// manifest's, is an error (Verify has checked the count in the shard's
// footer); an error of each is returned as it is, the reader's named by
// the shard's path.
func stageShard(ctx context.Context, fsys dataset.FS, versionDir string, sh dataset.ShardInfo, split string, read rowReader, each func(stagedRow) error) error {
	p := dataset.Join(versionDir, sh.Path)
	ra, size, done, err := openShard(ctx, fsys, p)
	if err != nil {
		return err
	}
	defer done()
	var n int64
	var stop error
	err = read(ra, size, func(r stagedRow) error {
		n++
		if r.Split != "" && r.Split != split {
			stop = fmt.Errorf("shard %s: row %q has split %q, the manifest says %q", sh.Path, r.ID, r.Split, split)
		} else {
			stop = each(r)
		}
		return stop
	})
	switch {
	case stop != nil:
		return stop
	case err != nil:
		return fmt.Errorf("%s: %w", p, err)
	case n != sh.Rows:
		return fmt.Errorf("shard %s: %d rows, the manifest says %d", sh.Path, n, sh.Rows)
	}
	return nil
}

func fileSHA256(p string) (string, error) {
	f, err := os.Open(p)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

func writeJSON(p string, v any) error {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	tmp := p + ".tmp"
	if err := os.WriteFile(tmp, append(b, '\n'), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, p)
}
