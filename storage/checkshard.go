package storage

import (
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/shellquote"
)

// ShardError is a shard that does not match the manifest that lists it:
// missing, or of another size or sha256 (changed or corrupted since it
// was published). Its message names the version, the shard and the
// command that checks every shard.
type ShardError struct {
	Dir  string // the version folder
	Path string // the shard, relative to Dir
	// Missing: the shard is not there. Otherwise Bytes and SHA256 are
	// what is there (SHA256 "" when only the size was looked up), Want
	// the manifest's entry.
	Missing bool
	Bytes   int64
	SHA256  string
	Want    dataset.ShardInfo
}

func (e *ShardError) Error() string {
	check := fmt.Sprintf("`itnprep versions verify %s` checks every shard", shellquote.Quote(e.Dir))
	switch {
	case e.Missing:
		return fmt.Sprintf("%s: shard %s: %s (%s)", e.Dir, e.Path, e.Problem(), check)
	case e.Bytes < e.Want.Bytes:
		return fmt.Sprintf("%s: shard %s: truncated Parquet file: %s (a copy or download cut short?; %s)", e.Dir, e.Path, e.Problem(), check)
	}
	return fmt.Sprintf("%s: shard %s: does not match its manifest: %s: changed or corrupted since it was published (%s)", e.Dir, e.Path, e.Problem(), check)
}

// Problem is what is wrong with the shard, without its folder and name:
// "missing, though its manifest lists it", "N of the M bytes its manifest
// gives", or "N bytes [with sha256 X], the manifest says M bytes [and
// sha256 Y]".
func (e *ShardError) Problem() string {
	switch {
	case e.Missing:
		return "missing, though its manifest lists it"
	case e.Bytes < e.Want.Bytes:
		return fmt.Sprintf("%d of the %d bytes its manifest gives", e.Bytes, e.Want.Bytes)
	}
	got, want := fmt.Sprintf("%d bytes", e.Bytes), fmt.Sprintf("%d bytes", e.Want.Bytes)
	if e.SHA256 != "" {
		got += " with sha256 " + short(e.SHA256)
		want += " and sha256 " + short(e.Want.SHA256)
	}
	return got + ", the manifest says " + want
}

func short(sha string) string {
	if len(sha) > 12 {
		return sha[:12]
	}
	return sha
}

// CheckShard reads the shard sh of the version in dir (local or URL)
// whole, in one streaming pass, and returns a *ShardError when it is
// missing or its size or sha256 differs from the manifest's entry. An
// entry without a digest (a manifest being built) is not checked.
func CheckShard(ctx context.Context, dir string, sh dataset.ShardInfo) error {
	if sh.SHA256 == "" {
		return nil
	}
	rc, err := Open(ctx, dataset.Join(dir, sh.Path))
	if err != nil {
		return shardOpenError(ctx, dir, sh, err)
	}
	defer rc.Close()
	n, sum, err := dataset.Digest(rc, nil)
	if err != nil {
		return fmt.Errorf("%s: shard %s: %w", dir, sh.Path, err)
	}
	return shardMatches(dir, sh, n, sum)
}

// CheckShardSize looks up the size of the shard sh of the version in dir
// (a stat, one metadata request on an object store; nothing is read) and
// returns a *ShardError when it is missing or its size differs from the
// manifest's entry: the cheap half of CheckShard, for a launcher whose
// workers check each shard's sha256 as they read it
// (OpenCheckedRowStream). An entry without a digest is not checked, as by
// CheckShard.
func CheckShardSize(ctx context.Context, dir string, sh dataset.ShardInfo) error {
	if sh.SHA256 == "" {
		return nil
	}
	n, err := Size(ctx, dataset.Join(dir, sh.Path))
	if err != nil {
		return shardOpenError(ctx, dir, sh, err)
	}
	if n != sh.Bytes {
		return &ShardError{Dir: dir, Path: sh.Path, Bytes: n, Want: sh}
	}
	return nil
}

func shardMatches(dir string, sh dataset.ShardInfo, n int64, sum string) error {
	if n != sh.Bytes || sum != sh.SHA256 {
		return &ShardError{Dir: dir, Path: sh.Path, Bytes: n, SHA256: sum, Want: sh}
	}
	return nil
}

// shardOpenError turns a failed open of a shard the manifest lists into a
// ShardError when the shard is not there.
func shardOpenError(ctx context.Context, dir string, sh dataset.ShardInfo, err error) error {
	p := dataset.Join(dir, sh.Path)
	if errors.Is(err, os.ErrNotExist) || !exists(ctx, p) {
		return &ShardError{Dir: dir, Path: sh.Path, Missing: true, Want: sh}
	}
	return fmt.Errorf("%s: shard %s: %w", dir, sh.Path, err)
}

// OpenCheckedRowStream opens the shard sh of the version in dir for
// streaming after checking it against the manifest (a *ShardError when
// it is missing or changed), reading its bytes once where it can: a
// remote object, which a stream reads through a local copy anyway
// (openReaderAt), is hashed as it is downloaded and parsed from that
// copy; a local file is hashed in a streaming pass (CheckShard), then
// opened for random access.
func OpenCheckedRowStream[T any](ctx context.Context, dir string, sh dataset.ShardInfo) (*RowStream[T], error) {
	p := dataset.Join(dir, sh.Path)
	if sh.SHA256 == "" {
		return OpenRowStream[T](ctx, p)
	}
	if !dataset.IsURL(p) {
		if err := CheckShard(ctx, dir, sh); err != nil {
			return nil, err
		}
		return OpenRowStream[T](ctx, p)
	}
	c, n, sum, done, err := localCopy(ctx, p)
	if err != nil {
		return nil, shardOpenError(ctx, dir, sh, err)
	}
	if err := shardMatches(dir, sh, n, sum); err != nil {
		done()
		return nil, err
	}
	f, err := dataset.OpenParquet(c, n)
	if err != nil {
		done()
		return nil, fmt.Errorf("%s: %w", p, err)
	}
	return newRowStream[T](f, func() error { done(); return nil }, p), nil
}

// DataShardPaths returns the paths of the data shards the manifest of the
// version in dir lists, after checking that each is there with its size
// (CheckShardSize: nothing is read): a missing or truncated shard is a
// *ShardError before any job starts, where a glob over data/ had read the
// shards left without a word. The reader of each shard checks its sha256
// as it reads it (OpenCheckedRowStream): hashing them here too read every
// shard twice, a second download of each from an object store. A file
// under data/ that the manifest does not list is not the version's and is
// not returned.
func DataShardPaths(ctx context.Context, dir string, m *dataset.Manifest) ([]string, error) {
	out := make([]string, 0, len(m.Shards))
	for _, sh := range m.Shards {
		if err := CheckShardSize(ctx, dir, sh); err != nil {
			return nil, err
		}
		out = append(out, dataset.Join(dir, sh.Path))
	}
	return out, nil
}
