package storage_test

import (
	"context"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/storage"
)

// An output root on a store (gs://B/OUT, prep's --output) given where a
// version is wanted is named as such, with its datasets and the way to a
// version, as a local one is: it said "not a complete dataset version (no
// readable manifest.json): storage: object doesn't exist".
func TestOutputRootOnAStoreIsNamed(t *testing.T) {
	ctx := context.Background()
	root := "memfs://notaversion-root/out"
	for _, f := range []string{"gtn/tags/latest", "gtn/0123456789abcdef0123/manifest.json", "spgi/tags/latest", "spgi/tags/rel-1", ".staging-x/tags/latest"} {
		if err := storage.WriteAtomic(ctx, root+"/"+f, []byte("0123456789abcdef0123\n")); err != nil {
			t.Fatal(err)
		}
	}
	want := root + " is an output root, not a version: name a version of one of its datasets (gtn, spgi), as " + root + "/gtn@latest (`itnprep versions list " + root + "` lists them)"
	for _, ref := range []string{root, root + "/"} {
		if _, err := storage.ResolveVersion(ctx, ref); err == nil || err.Error() != want {
			t.Errorf("ResolveVersion(%s): %v\nwant %s", ref, err, want)
		}
	}
	// A prefix holding no dataset is no output root: the command's own
	// reading says what is missing.
	other := "memfs://notaversion-root/other"
	if err := storage.WriteAtomic(ctx, other+"/notes.txt", []byte("x")); err != nil {
		t.Fatal(err)
	}
	if dir, err := storage.ResolveVersion(ctx, other); err != nil && strings.Contains(err.Error(), "output root") {
		t.Errorf("ResolveVersion(%s): %s, %v", other, dir, err)
	}
}
