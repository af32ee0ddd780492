package storage

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/memfs"

	"github.com/itnprep/itnprep/dataset"
)

// Head, locally and on an object store (memfs:// stands in), checks each
// shard it reads against the manifest: a changed or missing shard is a
// *ShardError naming the shard, not a Parquet decoding error or rows the
// version never held.
func TestHeadChecksShards(t *testing.T) {
	ctx := context.Background()
	for _, dir := range []string{t.TempDir(), "memfs://checkshard/v"} {
		rows := []dataset.Pair{{ID: "f:1", Split: "test", Written: "In 2010.", Spoken: "in twenty ten"}}
		var buf bytes.Buffer
		if _, _, err := dataset.WriteRows(&buf, rows, 0); err != nil {
			t.Fatal(err)
		}
		rel := dataset.DataShardPath("test", 0, 1)
		p := dataset.Join(dir, rel)
		if !dataset.IsURL(dir) {
			p = filepath.Join(dir, filepath.FromSlash(rel))
		}
		sum := sha256.Sum256(buf.Bytes())
		sh := dataset.ShardInfo{Path: rel, Split: "test", Rows: 1, Bytes: int64(buf.Len()), SHA256: hex.EncodeToString(sum[:])}
		m := &dataset.Manifest{Shards: []dataset.ShardInfo{sh}}
		head := func() error {
			return Head(ctx, dir, m, "test", 5, func(*dataset.Pair) error { return nil })
		}
		write := func(b []byte) {
			if err := WriteAtomic(ctx, p, b); err != nil {
				t.Fatal(err)
			}
		}
		write(buf.Bytes())
		if err := head(); err != nil {
			t.Fatalf("%s: an intact shard: %v", dir, err)
		}
		if err := CheckShard(ctx, dir, sh); err != nil {
			t.Fatalf("%s: CheckShard of an intact shard: %v", dir, err)
		}
		changed := bytes.Clone(buf.Bytes())
		changed[len(changed)/2] ^= 0xff
		write(changed)
		var se *ShardError
		if err := head(); !errors.As(err, &se) || se.Missing || se.SHA256 == "" ||
			!strings.Contains(err.Error(), "shard "+rel+": does not match its manifest") || !strings.Contains(err.Error(), "versions verify "+dir) {
			t.Errorf("%s: a changed shard: %v", dir, err)
		}
		write(buf.Bytes()[:buf.Len()-10])
		if err := head(); !errors.As(err, &se) || se.Bytes != sh.Bytes-10 || !strings.Contains(err.Error(), "shard "+rel+": truncated Parquet file") {
			t.Errorf("%s: a truncated shard: %v", dir, err)
		}
		if err := Remove(ctx, p); err != nil {
			t.Fatal(err)
		}
		for name, err := range map[string]error{"Head": head(), "CheckShard": CheckShard(ctx, dir, sh)} {
			if !errors.As(err, &se) || !se.Missing || !strings.Contains(err.Error(), ": missing, though its manifest lists it") {
				t.Errorf("%s: %s of a missing shard: %v", dir, name, err)
			}
		}
		if _, err := DataShardPaths(ctx, dir, m); !errors.As(err, &se) || !se.Missing {
			t.Errorf("%s: DataShardPaths with a shard missing: %v", dir, err)
		}
	}
}

// TestIsFile: a local file and an object are files; a local folder, and a
// path where nothing is, are not.
func TestIsFile(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	local := filepath.Join(dir, "x.jsonl")
	if err := os.WriteFile(local, []byte("{}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := WriteAtomic(ctx, "memfs://isfile/x.jsonl", []byte("{}\n")); err != nil {
		t.Fatal(err)
	}
	for p, want := range map[string]bool{local: true, dir: false, filepath.Join(dir, "none"): false, "memfs://isfile/x.jsonl": true, "memfs://isfile/none": false} {
		if got := IsFile(ctx, p); got != want {
			t.Errorf("IsFile(%s) = %v, want %v", p, got, want)
		}
	}
}
