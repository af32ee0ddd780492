package storage_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/storage"
)

// TestCheckOutputNotInADataset: the version layout's rules for a
// publishing run's --output (moved from cmd/itnprep with house8's
// report; cmd's TestOutputRoot* tests check the usage errors end to end):
// an output root passes; a version folder or its data/, a dataset's
// folder, its tags folder and OUT/NAME@TAG are refused naming the root to
// give; a folder holding a copied version and no tags/ is no dataset's.
func TestCheckOutputNotInADataset(t *testing.T) {
	ctx := context.Background()
	root := t.TempDir()
	out := filepath.Join(root, "out")
	ds := filepath.Join(out, "gtn")
	ver := filepath.Join(ds, "0123")
	copied := filepath.Join(root, "copies")
	for _, d := range []string{filepath.Join(ver, "data"), filepath.Join(ds, "tags"), filepath.Join(copied, "0123")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	manifest := []byte(`{"format": "` + dataset.FormatV1 + `"}`)
	for _, d := range []string{ver, filepath.Join(copied, "0123")} {
		if err := os.WriteFile(filepath.Join(d, "manifest.json"), manifest, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct{ out, want string }{
		{out, ""},
		{root, ""},
		{copied, ""},
		{filepath.Join(root, "new"), ""},
		{ver, "is inside the published dataset version " + ver + " (it holds the version's manifest.json), and a run would write its own version into it; give the output root, " + out + " "},
		{filepath.Join(ver, "data"), "is inside the published dataset version " + ver},
		{ds, "--output " + ds + ": is a dataset's folder, OUTPUT/NAME (it holds the version 0123), and a run would make a dataset folder inside it; give the output root, " + out + " "},
		{filepath.Join(ds, "tags"), "is the folder the dataset " + ds + " keeps its tags in, and a run would make a dataset folder inside it; give the output root, " + out + " "},
		{ds + "@latest", "names a version (tag latest of the dataset " + ds + "), not an output root"},
	} {
		err := storage.CheckOutputNotInADataset(ctx, c.out)
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("CheckOutputNotInADataset(%s) = %v, want %q", c.out, err, c.want)
		}
	}
	if v := storage.DatasetFolderVersion(ctx, ds); v != "0123" {
		t.Errorf("DatasetFolderVersion(%s) = %q, want 0123", ds, v)
	}
	if v := storage.DatasetFolderVersion(ctx, copied); v != "" {
		t.Errorf("DatasetFolderVersion(%s) = %q: a folder without tags/ is no dataset's", copied, v)
	}
}
