package storage_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/itnprep/itnprep/card"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/storage"
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
