package storage_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"

	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/memfs"
	"github.com/itnprep/itnprep/card"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/storage"
	"github.com/itnprep/itnprep/view"
)

// A version is published from a staging folder (shards moved into place,
// card, manifest last), then listed and verified. The same calls take
// gs:// or s3:// paths when the binary links those filesystems.
func ExamplePublish() {
	ctx := context.Background()
	out, _ := os.MkdirTemp("", "out")
	defer os.RemoveAll(out)
	staging := filepath.Join(out, "demo", ".staging-example")

	rows := []dataset.Pair{{ID: "f:1", Split: "train", Written: "In 2010.", Spoken: "in twenty ten"}}
	var buf bytes.Buffer
	n, sum, _ := dataset.WriteRows(&buf, rows, 0)
	rel := dataset.DataShardPath("train", 0, 1)
	if err := storage.WriteAtomic(ctx, dataset.Join(staging, rel), buf.Bytes()); err != nil {
		fmt.Println(err)
		return
	}
	m, _ := dataset.BuildManifest(dataset.ManifestParts{
		Name: "demo", Source: "text",
		Data:   []dataset.ShardReport{{Info: dataset.ShardInfo{Path: rel, Split: "train", Rows: 1, Bytes: n, SHA256: sum}, Records: 1}},
		Inputs: []dataset.InputInfo{{Path: "f", SHA256: "00", Records: 1}},
	})
	files, _ := card.Files(m) // README.md and figures/*.svg
	dir, err := storage.Publish(ctx, out, "demo", staging, m, files)
	if err != nil {
		fmt.Println(err)
		return
	}
	entries, _ := storage.ListVersions(ctx, out)
	rep, _ := storage.Verify(ctx, dir)
	fmt.Println(len(entries), entries[0].Manifest.VersionID == m.VersionID, rep.OK(), rep.Rows)
	// Output: 1 true true 1
}

// FS is the file access of the packages that stay free of Beam: it is a
// dataset.FS (verify, scan rows) and a view.Files (the view server), and
// reaches every filesystem the binary links (memfs:// here, gs:// and
// s3:// in the CLI).
func ExampleFS() {
	var _ dataset.FS = storage.FS{}
	var _ view.Files = storage.FS{}

	ctx := context.Background()
	fs := storage.FS{}
	if err := fs.WriteAtomic(ctx, "memfs://example-fs/reviewed/rules.jsonl", []byte("{}\n")); err != nil {
		fmt.Println(err)
		return
	}
	size, _ := fs.Size(ctx, "memfs://example-fs/reviewed/rules.jsonl")
	all, _ := fs.List(ctx, "memfs://example-fs/reviewed/*")
	none, err := fs.List(ctx, "memfs://example-fs/missing/*")
	fmt.Println(size, all, len(none), err)
	// Output: 3 [memfs://example-fs/reviewed/rules.jsonl] 0 <nil>
}

// Head prints the first rows of a split, streaming each shard (here a
// shard written by hand; `versions head` passes a published version).
func ExampleHead() {
	ctx := context.Background()
	dir, _ := os.MkdirTemp("", "head")
	defer os.RemoveAll(dir)
	rows := []dataset.Pair{
		{ID: "f:1", Split: "test", Written: "In 2010.", Spoken: "in twenty ten"},
		{ID: "f:2", Split: "test", Written: "At 5 pm.", Spoken: "at five p m"},
	}
	var buf bytes.Buffer
	if _, _, err := dataset.WriteRows(&buf, rows, 0); err != nil {
		fmt.Println(err)
		return
	}
	rel := dataset.DataShardPath("test", 0, 1)
	if err := storage.WriteAtomic(ctx, dataset.Join(dir, rel), buf.Bytes()); err != nil {
		fmt.Println(err)
		return
	}
	m := &dataset.Manifest{Shards: []dataset.ShardInfo{{Path: rel, Split: "test", Rows: 2}}}
	err := storage.Head(ctx, dir, m, "test", 1, func(p *dataset.Pair) error {
		fmt.Println(p.ID, p.Spoken)
		return nil
	})
	fmt.Println(err)
	// Output:
	// f:1 in twenty ten
	// <nil>
}

// ObjectExists looks a file up by its exact name: a name holding glob
// characters (a staging folder's end mark under an --output o[1]) is no
// pattern, so a neighbour the pattern would match (o1) is not taken for
// it. On gs:// and s3:// it is one listing of the name as a prefix.
func ExampleObjectExists() {
	ctx := context.Background()
	dir, _ := os.MkdirTemp("", "exists")
	defer os.RemoveAll(dir)
	for _, name := range []string{"o[1]", "o1"} {
		_ = os.MkdirAll(filepath.Join(dir, name), 0o755)
	}
	_ = os.WriteFile(filepath.Join(dir, "o1", ".staging-x.ended"), nil, 0o644)

	mine, err := storage.ObjectExists(ctx, filepath.Join(dir, "o[1]", ".staging-x.ended"))
	theirs, _ := storage.ObjectExists(ctx, filepath.Join(dir, "o1", ".staging-x.ended"))
	fmt.Println(mine, theirs, err)
	// Output: false true <nil>
}

// ListMatching lists the files below a folder whose paths relative to it
// match a pattern, the folder's own name read as it is: here o[1], whose
// glob would match o1's files instead (on gs:// and s3:// it is one
// listing by prefix, filtered by the patterns).
func ExampleListMatching() {
	ctx := context.Background()
	dir, _ := os.MkdirTemp("", "matching")
	defer os.RemoveAll(dir)
	for _, f := range []string{"o[1]/a.run", "o[1]/g/b.run", "o[1]/keep.txt", "o1/c.run"} {
		p := filepath.Join(dir, filepath.FromSlash(f))
		_ = os.MkdirAll(filepath.Dir(p), 0o755)
		_ = os.WriteFile(p, nil, 0o644)
	}
	found, err := storage.ListMatching(ctx, filepath.Join(dir, "o[1]"), "*.run", "*/*.run")
	for _, f := range found {
		rel, _ := filepath.Rel(dir, f)
		fmt.Println(filepath.ToSlash(rel))
	}
	fmt.Println(err)
	// Output:
	// o[1]/a.run
	// o[1]/g/b.run
	// <nil>
}

// RepeatedPairs recounts from a version's shards the rows that repeat an
// earlier row's (written, spoken) pair of their split, as prep counts
// them for the manifest's repeated_pairs (versions verify compares the
// two). A pair's rows may lie in different shards of their split; the
// same pair in another split, or the same written text with another
// spoken side, is no repeat.
func ExampleRepeatedPairs() {
	ctx := context.Background()
	dir, _ := os.MkdirTemp("", "repeats")
	defer os.RemoveAll(dir)
	shards := [][]dataset.Pair{
		{
			{ID: "f:1", Split: "train", Written: "In 2010.", Spoken: "in twenty ten"},
			{ID: "f:2", Split: "train", Written: "At 5 pm.", Spoken: "at five p m"},
		},
		{
			{ID: "f:3", Split: "train", Written: "In 2010.", Spoken: "in twenty ten"},
			{ID: "f:4", Split: "train", Written: "In 2010.", Spoken: "in two thousand ten"},
			{ID: "f:5", Split: "train", Written: "In 2010.", Spoken: "in twenty ten"},
		},
		{
			{ID: "f:6", Split: "test", Written: "In 2010.", Spoken: "in twenty ten"},
		},
	}
	var infos []dataset.ShardInfo
	for i, rows := range shards {
		var buf bytes.Buffer
		n, sum, err := dataset.WriteRows(&buf, rows, 0)
		if err != nil {
			fmt.Println(err)
			return
		}
		split := rows[0].Split
		rel := dataset.DataShardPath(split, i, len(shards))
		if err := storage.WriteAtomic(ctx, dataset.Join(dir, rel), buf.Bytes()); err != nil {
			fmt.Println(err)
			return
		}
		infos = append(infos, dataset.ShardInfo{Path: rel, Split: split, Rows: int64(len(rows)), Bytes: n, SHA256: sum})
	}
	rep, err := storage.RepeatedPairs(ctx, dir, infos)
	fmt.Println(rep.Rows, rep, err)
	// Output: 2 train 2 <nil>
}

// FolderHolds tells an object store's folder, which has no object of its
// own name, from a name that matches nothing: --input gs://B/corpus is
// named a folder (give its glob), not "matches no file". A local path is
// false: os.Stat tells a local folder apart.
func ExampleFolderHolds() {
	ctx := context.Background()
	if err := storage.WriteAtomic(ctx, "memfs://holds/corpus/a.jsonl", []byte("{}\n")); err != nil {
		fmt.Println(err)
		return
	}
	for _, p := range []string{"memfs://holds/corpus", "memfs://holds/corpus/", "memfs://holds/none", os.TempDir()} {
		ok, err := storage.FolderHolds(ctx, p)
		fmt.Println(ok, err)
	}
	// Output:
	// true <nil>
	// true <nil>
	// false <nil>
	// false <nil>
}
