package storage_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/storage"
)

// TestEnclosingVersion: the one walk up from an output to the version
// folder holding it (the --output check and the other outputs' had a copy
// each): the version itself, any depth below it, none beside it or for a
// manifest.json of another tool; on a store as on a local disk (a gs://
// output was not walked up, and mine-pairs and style fit wrote inside a
// published version there).
func TestEnclosingVersion(t *testing.T) {
	ctx := context.Background()
	manifest := []byte(`{"format": "` + dataset.FormatV1 + `"}`)
	foreign := []byte(`{"format": "another tool's"}`)
	root := t.TempDir()
	ver := filepath.Join(root, "out", "gtn", "0123")
	other := filepath.Join(root, "other")
	for _, d := range []string{filepath.Join(ver, "data"), other} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(ver, "manifest.json"), manifest, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(other, "manifest.json"), foreign, 0o644); err != nil {
		t.Fatal(err)
	}
	const store = "memfs://enclosing/out"
	if err := storage.WriteAtomic(ctx, store+"/gtn/0123/manifest.json", manifest); err != nil {
		t.Fatal(err)
	}
	if err := storage.WriteAtomic(ctx, store+"/other/manifest.json", foreign); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ path, want string }{
		{ver, ver},
		{filepath.Join(ver, "data"), ver},
		{filepath.Join(ver, "data", "new", "x.jsonl"), ver},
		{filepath.Join(root, "out", "gtn"), ""},
		{filepath.Join(root, "out", "gtn", "01234"), ""},
		{filepath.Join(other, "x.jsonl"), ""},
		{store + "/gtn/0123", store + "/gtn/0123"},
		{store + "/gtn/0123/", store + "/gtn/0123"},
		{store + "/gtn/0123/mined", store + "/gtn/0123"},
		{store + "/gtn/0123/data/new/style.json", store + "/gtn/0123"},
		{store + "/gtn", ""},
		{store + "/gtn/01234/mined", ""},
		{store + "/other/x.jsonl", ""},
		{"memfs://enclosing", ""},
	} {
		if got := storage.EnclosingVersion(ctx, c.path); got != c.want {
			t.Errorf("EnclosingVersion(%s) = %q, want %q", c.path, got, c.want)
		}
	}
}
