package pipelines

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/gcs"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/s3"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/storetest"
	"github.com/itnprep/itnprep/storage"
	"github.com/johannesboyne/gofakes3/backend/s3mem"
)

// TestCheckExportFolderUnderGlobCharacters: export's --out on gs:// or
// s3:// was looked at by a glob of its name, gs://b/out[1]/*, whose "[1]"
// is a character class: the folder's own objects were never seen (an
// older export's files there, or anyone's, were written over and mixed
// without a word) and gs://b/out1's were taken for them (an empty
// out[1] refused as not empty). The folder is listed by its name as it
// is, on gs:// (fake-gcs-server), s3:// (gofakes3) and a local disk.
func TestCheckExportFolderUnderGlobCharacters(t *testing.T) {
	ctx := context.Background()
	check := func(t *testing.T, base string) {
		join := func(elem ...string) string {
			if dataset.IsURL(base) {
				return strings.Join(elem, "/")
			}
			return filepath.Join(elem...)
		}
		for _, c := range []struct{ folder, neighbour string }{{"out[1]", "out1"}, {"o*x", "oax"}} {
			write := func(p string) {
				if dataset.IsURL(p) {
					if err := storage.WriteAtomic(ctx, p, []byte("x")); err != nil {
						t.Fatal(err)
					}
					return
				}
				if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			// The neighbour holds a file: the folder is empty all the same.
			write(join(base, "empty", c.neighbour, "notes.txt"))
			if err := CheckExportFolder(ctx, join(base, "empty", c.folder), "v1"); err != nil {
				t.Errorf("%s beside a full %s: %v, want none (empty)", c.folder, c.neighbour, err)
			}
			// The folder holds a file: refused, whatever its neighbour holds.
			write(join(base, "full", c.folder, "notes.txt"))
			if err := CheckExportFolder(ctx, join(base, "full", c.folder), "v1"); err == nil || !strings.Contains(err.Error(), "is not empty") {
				t.Errorf("%s holding notes.txt: %v, want it refused as not empty", c.folder, err)
			}
		}
	}
	t.Run("gs", func(t *testing.T) {
		storetest.FakeGCS(t)
		check(t, "gs://b")
	})
	t.Run("s3", func(t *testing.T) {
		storetest.FakeS3(t, s3mem.New(), nil)
		check(t, "s3://b")
	})
	t.Run("local", func(t *testing.T) { check(t, t.TempDir()) })
}
