package trainer

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"strings"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/extsort"
)

// Row holds the columns training reads; reading into this narrow struct
// skips decoding spans and the optional columns.
type Row struct {
	ID      string `parquet:"id"`
	Split   string `parquet:"split"`
	Written string `parquet:"written"`
	Spoken  string `parquet:"spoken"`
}

// ReadManifest loads a version's manifest (dataset.LoadManifest) through
// fsys and returns it with the sha256 of its bytes, which identifies the
// exact manifest a staged copy was built from.
func ReadManifest(ctx context.Context, fsys dataset.FS, versionDir string) (*dataset.Manifest, string, error) {
	m, err := dataset.LoadManifest(ctx, fsys, versionDir)
	if err != nil {
		return nil, "", err
	}
	if m.VersionID == "" {
		return nil, "", fmt.Errorf("%s: manifest has no version_id", versionDir)
	}
	if len(m.Shards) == 0 {
		// A version published with --allow-empty: "manifest lists no
		// data shards" read as a damaged version.
		return nil, "", fmt.Errorf("%s has no rows (no data shards): %s; there is nothing to train on or score",
			versionDir, dataset.EmptyRunSays(versionDir, m.Accounting))
	}
	b, err := dataset.ReadAll(ctx, fsys, dataset.Join(versionDir, dataset.ManifestFile))
	if err != nil {
		return nil, "", err
	}
	sum := sha256.Sum256(b)
	return m, hex.EncodeToString(sum[:]), nil
}

// Verify runs `versions verify` (dataset.Verify: shard digests, row
// counts, version id, accounting) and turns any problem into an error
// listing all of them.
func Verify(ctx context.Context, fsys dataset.FS, versionDir string) error {
	rep, err := dataset.Verify(ctx, fsys, versionDir)
	if err != nil {
		return err
	}
	if !rep.OK() {
		return fmt.Errorf("dataset version %s failed verification (%d problems):\n  %s",
			versionDir, len(rep.Problems), strings.Join(rep.Problems, "\n  "))
	}
	return nil
}

// shardSplit is the shard's split as the manifest gives it, else as its
// file name does.
func shardSplit(sh dataset.ShardInfo) string {
	if sh.Split != "" {
		return sh.Split
	}
	return dataset.SplitOfShardPath(sh.Path)
}

// shardFile is a shard opened as a local file (dataset.LocalFS, and
// storage.FS for a local path, open an *os.File): the Parquet reader reads
// it in place.
type shardFile interface {
	io.ReadCloser
	io.ReaderAt
	Stat() (fs.FileInfo, error)
}

// openShard opens one data shard of a version (local or URL) for the
// Parquet reader, which needs random access: a local file as it is, any
// other (a gs:// or s3:// object) through a temporary copy on disk
// (extsort.CreateUnnamed: no name is left behind, even by a killed
// process). A shard was read whole into memory, and its rows decoded all
// at once beside its bytes: staging's memory grew with a shard's rows
// (mem48: `train --dry-run` 90, 107, 134 MB at 10k, 100k, 300k rows).
func openShard(ctx context.Context, fsys dataset.FS, p string) (io.ReaderAt, int64, func(), error) {
	rc, err := fsys.Open(ctx, p)
	if err != nil {
		return nil, 0, nil, err
	}
	if f, ok := rc.(shardFile); ok {
		st, err := f.Stat()
		if err != nil {
			rc.Close()
			return nil, 0, nil, fmt.Errorf("%s: %w", p, err)
		}
		return f, st.Size(), func() { rc.Close() }, nil
	}
	defer rc.Close()
	tmp, err := extsort.CreateUnnamed("", "itnprep-stage-*")
	if err != nil {
		return nil, 0, nil, fmt.Errorf("%s: a temporary copy for random access: %w", p, err)
	}
	n, err := io.Copy(tmp, rc)
	if err != nil {
		tmp.Close()
		return nil, 0, nil, fmt.Errorf("%s: %w", p, err)
	}
	return tmp.File, n, func() { tmp.Close() }, nil
}

// scanShard calls each with every row of the Parquet shard in r (size
// bytes) decoded as T, in the shard's order, holding one batch of rows at
// a time (dataset.ScanRows), until the rows end, a read error or an error
// of each, returned as it is (a batch is decoded into fresh rows, so each
// may keep what a row holds). parquet-go panics on a schema it cannot
// convert to T (a missing column); that is bad input, reported as an
// error: cannot, then the panic's message (as is one of each: a reader's
// conversion of a row, a span index out of range, was caught so when the
// rows were decoded whole first).
func scanShard[T any](r io.ReaderAt, size int64, cannot string, each func(*T) error) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("%s: %v", cannot, p)
		}
	}()
	var eachErr error
	err = dataset.ScanRows(r, size, 0, func(_ int64, row *T) bool {
		eachErr = each(row)
		return eachErr == nil
	})
	if eachErr != nil {
		return eachErr
	}
	return err
}

// scanRows is scanShard of the columns training reads from a pairs shard
// (Row).
func scanRows(r io.ReaderAt, size int64, each func(*Row) error) error {
	return scanShard(r, size, "cannot read columns id, split, written, spoken", each)
}

// cacheName turns a version id into a folder name: itself when it is
// already a plain name, else its plain characters plus a hash of the whole,
// so that distinct ids never share a cache folder.
func cacheName(id string) string {
	if safeName(id) {
		return id
	}
	var b strings.Builder
	for _, c := range id {
		if safeName(string(c)) {
			b.WriteRune(c)
		} else {
			b.WriteByte('_')
		}
	}
	sum := sha256.Sum256([]byte(id))
	return b.String() + "-" + hex.EncodeToString(sum[:6])
}

func safeName(s string) bool {
	if s == "" || s == "." || s == ".." {
		return false
	}
	for _, c := range s {
		ok := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '_' || c == '-'
		if !ok {
			return false
		}
	}
	return true
}
