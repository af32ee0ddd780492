package view_test

import (
	"bytes"
	"context"
	"fmt"
	"net/http/httptest"
	"strings"

	// memfs:// stands in for gs:// and s3:// here: storage.FS reaches
	// whatever Beam filesystems the binary links.
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/memfs"
	"github.com/itnprep/itnprep/card"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/storage"
	"github.com/itnprep/itnprep/view"
)

// A version published on an object store is served through the Files the
// caller hands in (the CLI hands storage.FS, so view itself imports no
// Beam code); the rows page filters by the rule that edited a row.
func ExampleNew() {
	ctx := context.Background()
	out, staging := "memfs://example-bucket/out", "memfs://example-bucket/out/demo/.staging-example"
	rows := []dataset.Pair{
		{ID: "book:1", Split: "train", Written: "Chapter 2.", Spoken: "chapter two"},
		{ID: "book:2", Split: "train", Written: "In 2010.", Spoken: "in twenty ten",
			Rules: dataset.AddRules(nil, "book/remove_page_numbers")},
	}
	var buf bytes.Buffer
	n, sum, err := dataset.WriteRows(&buf, rows, 0)
	if err != nil {
		fmt.Println(err)
		return
	}
	rel := dataset.DataShardPath("train", 0, 1)
	if err := storage.WriteAtomic(ctx, dataset.Join(staging, rel), buf.Bytes()); err != nil {
		fmt.Println(err)
		return
	}
	stats := dataset.NewStats()
	for i := range rows {
		stats.Add(&rows[i])
	}
	m, err := dataset.BuildManifest(dataset.ManifestParts{
		Name: "demo", Source: "text",
		Data: []dataset.ShardReport{{Info: dataset.ShardInfo{Path: rel, Split: "train", Rows: 2, Bytes: n, SHA256: sum},
			Records: 2, Stats: stats}},
		Inputs: []dataset.InputInfo{{Path: "book.txt", SHA256: "00", Records: 2}},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	files, _ := card.Files(m)
	dir, err := storage.Publish(ctx, out, "demo", staging, m, files)
	if err != nil {
		fmt.Println(err)
		return
	}

	s, err := view.New(dir, view.Options{Files: storage.FS{}})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer s.Close()
	rec := httptest.NewRecorder()
	s.ServeHTTP(rec, httptest.NewRequest("GET", "/rows?rule=book/remove_page_numbers", nil))
	page := rec.Body.String()
	fmt.Println(rec.Code, strings.Contains(page, "book:2"), strings.Contains(page, "book:1"))
	// Output: 200 true false
}

// Without Files, a server reads local folders only and says how to reach
// a URL.
func ExampleLocalFiles() {
	_, err := view.LocalFiles{}.Size(context.Background(), "gs://bucket/out/demo/manifest.json")
	fmt.Println(err)
	// Output: gs://bucket/out/demo/manifest.json: this server reads local paths only (view.Options.Files = storage.FS{} reads URLs)
}
