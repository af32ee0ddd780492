package dataset_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/itnprep/itnprep/dataset"
)

// A version laid out by hand: one data shard encoded with WriteRows, the
// manifest assembled by BuildManifest (as the pipeline's finalizer does) and
// checked by Verify through the local filesystem.
func ExampleBuildManifest() {
	dir, _ := os.MkdirTemp("", "version")
	defer os.RemoveAll(dir)
	rows := []dataset.Pair{
		{ID: "f:2", Split: "train", Written: "It cost $5.", Spoken: "it cost five dollars"},
		{ID: "f:1", Split: "train", Written: "In 2010.", Spoken: "in twenty ten"},
	}
	dataset.SortPairs(rows)
	var buf bytes.Buffer
	n, sum, _ := dataset.WriteRows(&buf, rows, 0)
	rel := dataset.DataShardPath("train", 0, 1)
	os.MkdirAll(filepath.Join(dir, "data"), 0o755)
	os.WriteFile(filepath.Join(dir, filepath.FromSlash(rel)), buf.Bytes(), 0o644)

	m, err := dataset.BuildManifest(dataset.ManifestParts{
		Name: "demo", Source: "text", Config: map[string]string{"shards": "1"},
		Data:   []dataset.ShardReport{{Info: dataset.ShardInfo{Path: rel, Split: "train", Rows: 2, Bytes: n, SHA256: sum}, Records: 2}},
		Inputs: []dataset.InputInfo{{Path: "f", SHA256: "00", Records: 2}},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	b, _ := m.Marshal()
	os.WriteFile(filepath.Join(dir, dataset.ManifestFile), b, 0o644)

	rep, err := dataset.Verify(context.Background(), dataset.LocalFS{}, dir)
	fmt.Println(err, rep.OK(), rep.Rows, m.Accounting.Read, m.Accounting.Written, len(m.VersionID))

	// A run that lost a record is refused.
	_, err = dataset.BuildManifest(dataset.ManifestParts{Inputs: []dataset.InputInfo{{Path: "f", Records: 3}}})
	fmt.Println(err)
	// Output:
	// <nil> true 2 2 2 20
	// read 3 records but wrote 0 and rejected 0
}

func ExampleShardIndexOfPath() {
	i, n, ok := dataset.ShardIndexOfPath(dataset.DataShardPath("validation", 3, 8))
	fmt.Println(i, n, ok)
	_, _, ok = dataset.ShardIndexOfPath("data/notes.parquet")
	fmt.Println(ok)
	// Output:
	// 3 8 true
	// false
}

// A --compression value checked and used to write a shard: the codec is
// part of the shard's bytes.
func ExampleParseCompression() {
	rows := []dataset.Pair{{ID: "a:1", Source: "gtn", Split: "train", Written: "10 kg", Spoken: "ten kilograms"}}
	for _, name := range []string{"zstd", "snappy", "lz4"} {
		c, err := dataset.ParseCompression(name)
		if err != nil {
			fmt.Println(err)
			continue
		}
		var buf bytes.Buffer
		_, sha, _ := dataset.WriteRowsWith(&buf, rows, dataset.ShardOptions{Compression: c})
		fmt.Println(c, sha[:12])
	}
	// Output:
	// zstd c912580e3913
	// snappy 4090efcae542
	// unknown compression "lz4" (known: zstd, zstd-fastest, snappy, none)
}
