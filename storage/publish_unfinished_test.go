package storage

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// TestPublishSaysWhatAFailedWriteLeaves: a publication that fails once
// files are in the version's folder (here the card's figures, which cannot
// be written: a file named figures is in the way, as a full disk stops
// them) says that the folder is left without its manifest, and what
// finishes or removes it; it said only the write's error ("no space left
// on device"), the unfinished folder, as large as a version, unnamed.
func TestPublishSaysWhatAFailedWriteLeaves(t *testing.T) {
	out := t.TempDir()
	m := &dataset.Manifest{VersionID: "0123456789abcdef0123", Name: "ds"}
	dir := filepath.Join(out, "ds", m.VersionID)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "figures"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	files := map[string][]byte{"README.md": []byte("card\n"), "figures/a.svg": []byte("<svg></svg>\n")}
	_, err := Publish(context.Background(), out, "ds", filepath.Join(out, "ds", ".staging-x"), m, files)
	want := "; " + dir + " is left unfinished, without its manifest, so no version: a re-run finishes it, `itnprep versions gc " + filepath.Join(out, "ds") + " --older-than 0` removes it"
	if err == nil || !strings.HasPrefix(err.Error(), "publish: dataset card: ") || !strings.HasSuffix(err.Error(), want) {
		t.Errorf("publish with its figures folder blocked: %v, want it to end %q", err, want)
	}
	if _, err := os.Stat(filepath.Join(dir, dataset.ManifestFile)); err == nil {
		t.Errorf("a manifest was written")
	}
}
