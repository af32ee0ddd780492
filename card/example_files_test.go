package card_test

import (
	"fmt"
	"slices"
	"strings"

	"github.com/itnprep/itnprep/card"
	"github.com/itnprep/itnprep/dataset"
)

// The card and its figures, rendered from a manifest alone (storage
// writes them before the manifest): the file names, and the head of the
// README's Hugging Face YAML header.
func ExampleFiles() {
	m, _ := dataset.BuildManifest(dataset.ManifestParts{
		Name: "demo", Source: "text",
		Data:   []dataset.ShardReport{{Info: dataset.ShardInfo{Path: dataset.DataShardPath("train", 0, 1), Split: "train", Rows: 1, Bytes: 100, SHA256: "00"}, Records: 1}},
		Inputs: []dataset.InputInfo{{Path: "f", SHA256: "00", Records: 1}},
	})
	files, err := card.Files(m)
	if err != nil {
		fmt.Println(err)
		return
	}
	var names []string
	for name := range files {
		names = append(names, name)
	}
	slices.Sort(names)
	fmt.Println(strings.Join(names, "\n"))
	head := strings.Join(strings.Split(string(files[card.File]), "\n")[:4], "\n")
	fmt.Println(strings.ReplaceAll(head, m.VersionID, "<id>")) // the id hashes the contents
	// Output:
	// README.md
	// figures/records.svg
	// figures/splits.svg
	// ---
	// pretty_name: "demo (itnprep text, version <id>)"
	// license: "other"
	// license_name: "itnprep-source-terms"
}
