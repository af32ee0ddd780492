package pipelines

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/storage"
)

// TestExpandPairInputs: mine-pairs' --input is a version's shards as its
// manifest lists them, each with its manifest entry for the reader's
// sha256 check (with or without a trailing slash); a version of another
// row kind is refused as one (*dataset.KindError: exit 1, naming its
// rows); a folder of data/*.parquet without a manifest is those files; a
// glob its matches, with no entries; and a folder that is none of these
// says to give its files by a glob.
func TestExpandPairInputs(t *testing.T) {
	ctx := context.Background()
	tagger := makeTaggerVersion(t, "../testdata/gtn/output-00000-of-00100")
	versions, err := storage.ListVersions(ctx, filepath.Join(filepath.Dir(filepath.Dir(tagger)), "gtn"))
	if err != nil || len(versions) != 1 {
		t.Fatalf("the pair version: %v %v", versions, err)
	}
	version := versions[0].Dir
	m, err := storage.LoadManifest(ctx, version)
	if err != nil {
		t.Fatal(err)
	}
	want, err := storage.DataShardPaths(ctx, version, m)
	if err != nil || len(want) != 4 {
		t.Fatalf("DataShardPaths: %q %v", want, err)
	}
	for _, in := range []string{version, version + "/"} {
		paths, shards, err := ExpandPairInputs(ctx, in)
		if err != nil || !slices.Equal(paths, want) || len(shards) != len(m.Shards) {
			t.Fatalf("%s: %q, %d shards, %v; want %q and %d shards", in, paths, len(shards), err, want, len(m.Shards))
		}
		for i, sh := range shards {
			if sh.Dir != version || sh.Info != m.Shards[i] {
				t.Errorf("%s: shard %d is %+v, want %s's %+v", in, i, sh, version, m.Shards[i])
			}
		}
	}

	var kind *dataset.KindError
	if _, _, err := ExpandPairInputs(ctx, tagger); !errors.As(err, &kind) || !strings.Contains(err.Error(), "holds tagger rows; mine-pairs reads versions of (spoken, written) pairs") {
		t.Errorf("a tagger version: %v, want a *dataset.KindError naming its rows", err)
	}

	// A version's data/ copied without its manifest: the files, no entries.
	bare := t.TempDir()
	if err := os.MkdirAll(filepath.Join(bare, "data"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, p := range want {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(bare, "data", filepath.Base(p)), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if paths, shards, err := ExpandPairInputs(ctx, bare); err != nil || len(paths) != len(want) || shards != nil {
		t.Errorf("data/*.parquet without a manifest: %q, %d entries, %v", paths, len(shards), err)
	}

	pairs := t.TempDir()
	for _, name := range []string{"a.jsonl", "b.jsonl"} {
		if err := os.WriteFile(filepath.Join(pairs, name), []byte(`{"written": "2", "spoken": "two"}`+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if paths, shards, err := ExpandPairInputs(ctx, filepath.Join(pairs, "*.jsonl")); err != nil || len(paths) != 2 || shards != nil {
		t.Errorf("a glob: %q, %d entries, %v", paths, len(shards), err)
	}
	_, _, err = ExpandPairInputs(ctx, pairs)
	if want := pairs + ": a folder but not a dataset version (no data/*.parquet); give the pair files in it by a glob such as " + filepath.Join(pairs, "*.jsonl"); err == nil || err.Error() != want {
		t.Errorf("a folder of pair files: %v\nwant %s", err, want)
	}
}
