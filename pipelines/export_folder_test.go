package pipelines

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/internal/gtngen"
	"github.com/itnprep/itnprep/internal/testutil"
	"github.com/itnprep/itnprep/storage"
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
	// Its files in place but not the export.json written last (all
	// renamed, or a rename failed), or a user's own files of the same
	// names (a train.tsv): named as either, and no advice to remove the
	// folder, which may hold the user's data.
	for _, files := range [][]string{{"label_map.txt", "semiotic_classes.txt", "test.tsv"}, {"train.tsv"}} {
		unfinished := t.TempDir()
		write(unfinished, files...)
		err := CheckExportFolder(ctx, unfinished, "v1")
		if err == nil || !strings.Contains(err.Error(), "holds files named as an export's") || !strings.Contains(err.Error(), "or files from elsewhere") ||
			strings.Contains(err.Error(), "remove the folder") {
			t.Errorf("export files without export.json (%v): %v", files, err)
		}
	}
	// The same version exported again, stopped while writing: the
	// earlier export's export.json and the new files' temporary names.
	again := t.TempDir()
	write(again, "train.tsv", ".tmp-0a1b2c3d4e5f-valid.tsv")
	if err := os.WriteFile(filepath.Join(again, NeMoExportFile), []byte(`{"format": "`+NeMoExportFormat+`", "export": "nemo-tagger", "version_id": "v1"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := CheckExportFolder(ctx, again, "v1"); err == nil || !strings.Contains(err.Error(), "holds an interrupted export of version v1") {
		t.Errorf("an interrupted export of the same version again: %v", err)
	}
	// An export.json that is not an export's record is no export.
	foreign := t.TempDir()
	write(foreign, "train.tsv", NeMoExportFile)
	if err := CheckExportFolder(ctx, foreign, "v1"); err == nil || !strings.Contains(err.Error(), "is not empty") {
		t.Errorf("folder with a foreign export.json: %v", err)
	}
	mixed := t.TempDir()
	write(mixed, "train.tsv", ".tmp-0a1b2c3d4e5f-valid.tsv", "notes.txt")
	err = CheckExportFolder(ctx, mixed, "v1")
	var folderErr *ExportFolderError
	if !errors.As(err, &folderErr) || !strings.Contains(err.Error(), "is not empty") {
		t.Errorf("folder with other files: %v, want an *ExportFolderError (a mistake in the command line)", err)
	}
	if !exportTempFile(".tmp-0a1b2c3d4e5f-label_map.txt") || exportTempFile(".tmp-0a1b2c3d4e5f-notes.txt") || exportTempFile("train.tsv") {
		t.Error("exportTempFile misjudges a name")
	}
	if err := CheckExportFolder(ctx, t.TempDir(), "v1"); err != nil {
		t.Errorf("empty folder: %v", err)
	}
}

// TestExportWritesItsRecordLast: export.json, which names the version and
// the files' row counts, is written once every other file is in place. It
// was written first, so an export that failed (or was killed) before its
// TSVs were renamed into place left an export.json naming rows that were
// not there, and the folder was not recognised as an interrupted export.
// A failed export leaves no temporary file.
func TestExportWritesItsRecordLast(t *testing.T) {
	ctx := context.Background()
	input := filepath.Join(t.TempDir(), "output-00000-of-00100")
	f, err := os.Create(input)
	if err != nil {
		t.Fatal(err)
	}
	if err := gtngen.Write(f, 300, 1); err != nil {
		t.Fatal(err)
	}
	f.Close()
	tagger := makeTaggerVersion(t, input)
	out := filepath.Join(t.TempDir(), "nemo")
	t.Cleanup(func() { exportRename = storage.Rename })
	exportRename = func(ctx context.Context, oldp, newp string) error {
		if filepath.Base(newp) == "valid.tsv" {
			return errors.New("disk full")
		}
		return os.Rename(oldp, newp)
	}
	_, err = ExportNeMoTagger(ctx, tagger, out)
	exportRename = storage.Rename
	if err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Fatalf("export with a failing rename: %v", err)
	}
	entries, _ := os.ReadDir(out)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if got := strings.Join(names, " "); got != "label_map.txt semiotic_classes.txt test.tsv train.tsv" {
		t.Errorf("a failed export left %s; want its files so far, no export.json and no temporary file", got)
	}
	// Nothing under a temporary name is left, so the folder cannot be told
	// from one of the user's own files of those names: it is named as
	// either, with no advice to remove it.
	if err := CheckExportFolder(ctx, out, "v1"); err == nil || !strings.Contains(err.Error(), "holds files named as an export's") {
		t.Errorf("the failed export's folder: %v", err)
	}
	// The export into a new folder writes all six.
	out2 := filepath.Join(t.TempDir(), "nemo")
	if _, err := ExportNeMoTagger(ctx, tagger, out2); err != nil {
		t.Fatal(err)
	}
	for _, n := range NeMoExportFiles {
		if _, err := os.Stat(filepath.Join(out2, n)); err != nil {
			t.Error(err)
		}
	}
}

// TestRowsForFile: the empty-file warning counts every split the export
// writes to the file (NeMoTaggerFile); it counted validation's rows alone
// when it had any, so a parent with 2 validation and 3 dev rows, all
// rejected by derive, was said to have lost 2. val, training and testing
// go to their standard split's file too (sources.StandardSplit).
func TestRowsForFile(t *testing.T) {
	rows := map[string]int64{"train": 40, "validation": 2, "dev": 3, "val": 4, "training": 1, "test": 5, "testing": 6, "extra": 7}
	for file, want := range map[string]int64{"train.tsv": 41, "valid.tsv": 9, "test.tsv": 11} {
		if got := rowsForFile(rows, file); got != want {
			t.Errorf("%s: %d rows, want %d", file, got, want)
		}
	}
}

// TestExportToAnUnreachableStore: an --out on a store that cannot be
// reached is a failure to say in words (storage.Unreachable: the host and
// why), not an *ExportFolderError, which the CLI takes for a mistake in the
// command line (exit 2) and printed with the listing request's whole URL.
func TestExportToAnUnreachableStore(t *testing.T) {
	input := filepath.Join(t.TempDir(), "output-00000-of-00100")
	f, err := os.Create(input)
	if err != nil {
		t.Fatal(err)
	}
	if err := gtngen.Write(f, 50, 1); err != nil {
		t.Fatal(err)
	}
	f.Close()
	tagger := makeTaggerVersion(t, input)
	refused := testutil.RefusedAddr(t)
	t.Setenv("STORAGE_EMULATOR_HOST", refused)
	_, err = ExportNeMoTagger(context.Background(), tagger, "gs://b/nemo")
	var folderErr *ExportFolderError
	if err == nil || errors.As(err, &folderErr) {
		t.Fatalf("export to an unreachable gs://: %v (an *ExportFolderError: %v)", err, errors.As(err, &folderErr))
	}
	if msg := storage.Unreachable(err); !strings.HasPrefix(msg, "--output gs://b/nemo: cannot list it: ") || !strings.Contains(msg, "cannot reach "+refused) || strings.Contains(msg, "alt=json") {
		t.Errorf("message %q, want the folder and the host it cannot reach", msg)
	}
}
