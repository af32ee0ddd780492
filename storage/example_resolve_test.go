package storage_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/itnprep/itnprep/card"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/storage"
)

// The forms of a version every command takes (derive --from, export,
// train --dataset, versions, view): its folder, OUT/NAME@TAG and
// OUT/NAME/TAG. A publish moves the tag latest; Tag names it otherwise.
func ExampleResolveVersion() {
	ctx := context.Background()
	out, _ := os.MkdirTemp("", "resolve")
	defer os.RemoveAll(out)
	staging := filepath.Join(out, "demo", ".staging-example")
	rows := []dataset.Pair{{ID: "f:1", Split: "train", Written: "In 2010.", Spoken: "in twenty ten"}}
	var shard strings.Builder
	n, sum, _ := dataset.WriteRows(&shard, rows, 0)
	rel := dataset.DataShardPath("train", 0, 1)
	_ = storage.WriteAtomic(ctx, dataset.Join(staging, rel), []byte(shard.String()))
	m, _ := dataset.BuildManifest(dataset.ManifestParts{
		Name: "demo", Source: "text",
		Data:   []dataset.ShardReport{{Info: dataset.ShardInfo{Path: rel, Split: "train", Rows: 1, Bytes: n, SHA256: sum}, Records: 1}},
		Inputs: []dataset.InputInfo{{Path: "f", SHA256: "00", Records: 1}},
	})
	files, _ := card.Files(m)
	dir, err := storage.Publish(ctx, out, "demo", staging, m, files)
	if err != nil {
		fmt.Println(err)
		return
	}
	if _, err := storage.Tag(ctx, dir, "paper-v1"); err != nil {
		fmt.Println(err)
		return
	}
	for _, ref := range []string{dir, filepath.Join(out, "demo") + "@latest", filepath.Join(out, "demo", "paper-v1")} {
		got, err := storage.ResolveVersion(ctx, ref)
		// OUT and the version id (a hash of the contents) are shown as such.
		shown := strings.ReplaceAll(strings.TrimPrefix(ref, out), m.VersionID, "<id>")
		fmt.Println("OUT"+shown, "is the version:", got == dir, err)
	}
	// Output:
	// OUT/demo/<id> is the version: true <nil>
	// OUT/demo@latest is the version: true <nil>
	// OUT/demo/paper-v1 is the version: true <nil>
}
