package storage

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// A derived version whose parent, named in its manifest, is gone from
// beside it is verified with a warning that says so; it passed in
// silence. A parent present, or a version with no parent, warns of
// nothing, and so does the derived version named from within its own
// dataset's folder.
func TestVerifyWarnsOfAMissingParent(t *testing.T) {
	ctx := context.Background()
	out := filepath.Join(t.TempDir(), "out")
	parent, pm := buildVersion(t, out, samplePairs(), nil)
	derived, _ := buildVersionParts(t, out, samplePairs(), nil, func(p *dataset.ManifestParts) {
		p.Name = "ds-der"
		p.Parent = &dataset.Parent{VersionID: pm.VersionID, Name: "ds", Source: "test"}
	})
	for _, dir := range []string{parent, derived} {
		rep, err := Verify(ctx, dir)
		if err != nil || !rep.OK() || len(rep.Warnings) != 0 {
			t.Fatalf("verify %s with its parent there: err %v, problems %v, warnings %v", dir, err, rep.Problems, rep.Warnings)
		}
	}
	t.Chdir(filepath.Dir(derived))
	if rep, err := Verify(ctx, filepath.Base(derived)); err != nil || len(rep.Warnings) != 0 {
		t.Fatalf("verify from the dataset's folder: err %v, warnings %v", err, rep.Warnings)
	}
	if err := os.RemoveAll(parent); err != nil {
		t.Fatal(err)
	}
	rep, err := Verify(ctx, derived)
	if err != nil || !rep.OK() {
		t.Fatalf("verify without the parent: err %v, problems %v (a warning, not a failure)", err, rep.Problems)
	}
	want := "parent: the manifest names parent version " + pm.VersionID + " of ds, which is missing beside this version (" + parent + ": no such folder)"
	if len(rep.Warnings) != 1 || !strings.HasPrefix(rep.Warnings[0], want) {
		t.Errorf("warnings %q, want one beginning %q", rep.Warnings, want)
	}
	// A folder left without its manifest is no version either.
	if err := os.MkdirAll(filepath.Join(parent, "data"), 0o755); err != nil {
		t.Fatal(err)
	}
	if rep, _ := Verify(ctx, derived); len(rep.Warnings) != 1 || !strings.Contains(rep.Warnings[0], "no manifest.json there") {
		t.Errorf("parent folder without a manifest: warnings %q", rep.Warnings)
	}
}
