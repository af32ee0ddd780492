package trainer

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"

	"github.com/itnprep/itnprep/dataset"
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

// readShard reads the bytes of one data shard of a version (local or URL).
func readShard(ctx context.Context, fsys dataset.FS, versionDir string, sh dataset.ShardInfo) ([]byte, error) {
	return dataset.ReadAll(ctx, fsys, dataset.Join(versionDir, sh.Path))
}

func readRows(b []byte) (rows []Row, err error) {
	// parquet-go panics on a schema it cannot convert to Row (a missing
	// column); that is bad input, reported as an error.
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("cannot read columns id, split, written, spoken: %v", r)
		}
	}()
	return dataset.ReadRows[Row](bytes.NewReader(b), int64(len(b)))
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
