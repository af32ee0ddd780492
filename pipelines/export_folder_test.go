package pipelines

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCheckExportFolderInterrupted: an export stopped while writing leaves
// some files in place and others under their temporary names, with no
// export.json; the re-run is refused saying so (it said only "not
// empty"), and a folder with other files still gets the general refusal.
func TestCheckExportFolderInterrupted(t *testing.T) {
	ctx := context.Background()
	write := func(dir string, names ...string) {
		for _, n := range names {
			if err := os.WriteFile(filepath.Join(dir, n), []byte("x\n"), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	interrupted := t.TempDir()
	write(interrupted, "train.tsv", ".tmp-0a1b2c3d4e5f-valid.tsv")
	err := CheckExportFolder(ctx, interrupted, "v1")
	if err == nil || !strings.Contains(err.Error(), "holds an interrupted export") || !strings.Contains(err.Error(), "remove the folder and run the export again") {
		t.Errorf("interrupted export: %v", err)
	}
	mixed := t.TempDir()
	write(mixed, "train.tsv", ".tmp-0a1b2c3d4e5f-valid.tsv", "notes.txt")
	if err := CheckExportFolder(ctx, mixed, "v1"); err == nil || !strings.Contains(err.Error(), "is not empty") {
		t.Errorf("folder with other files: %v", err)
	}
	if !exportTempFile(".tmp-0a1b2c3d4e5f-label_map.txt") || exportTempFile(".tmp-0a1b2c3d4e5f-notes.txt") || exportTempFile("train.tsv") {
		t.Error("exportTempFile misjudges a name")
	}
	if err := CheckExportFolder(ctx, t.TempDir(), "v1"); err != nil {
		t.Errorf("empty folder: %v", err)
	}
}
