package storage

import (
	"context"
	"github.com/itnprep/itnprep/dataset"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// craft rewrites a published version's manifest so one shard path points
// outside the version folder, as an attacker editing manifest.json would.
func craft(t *testing.T, dir, shardPath string) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, dataset.ManifestFile))
	if err != nil {
		t.Fatal(err)
	}
	m, err := dataset.ParseManifest(b)
	if err != nil {
		t.Fatal(err)
	}
	m.Shards[0].Path = shardPath
	out, _ := m.Marshal()
	if err := os.WriteFile(filepath.Join(dir, dataset.ManifestFile), out, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestCraftedManifestPathsAreRefused: verify and diff never open a file a
// manifest names outside its version folder, even when that file exists.
func TestCraftedManifestPathsAreRefused(t *testing.T) {
	ctx := context.Background()
	tmp := t.TempDir()
	good, _ := buildVersion(t, filepath.Join(tmp, "good"), samplePairs(), nil)
	secret := filepath.Join(tmp, "secret.parquet")
	os.WriteFile(secret, []byte("not for you"), 0o644)
	for i, p := range []string{"../../../secret.parquet", secret, "data/../../../../secret.parquet", `..\..\secret.parquet`, "gs://other-bucket/x.parquet", "file:///etc/passwd"} {
		dir, _ := buildVersion(t, filepath.Join(tmp, "bad", string(rune('a'+i))), samplePairs(), nil)
		craft(t, dir, p)
		if _, err := LoadManifest(ctx, dir); err == nil || !strings.Contains(err.Error(), "shard path") {
			t.Errorf("%q: LoadManifest: %v", p, err)
		}
		if _, err := Verify(ctx, dir); err == nil {
			t.Errorf("%q: Verify accepted the manifest", p)
		}
		if _, err := Diff(ctx, good, dir); err == nil {
			t.Errorf("%q: Diff accepted the manifest", p)
		}
		entries, _ := ListVersions(ctx, filepath.Join(tmp, "bad", string(rune('a'+i))))
		if len(entries) != 1 || entries[0].Err == nil {
			t.Errorf("%q: list must show the version as unreadable: %+v", p, entries)
		}
	}
}

// TestURLPaths: gs:// and s3:// paths keep their scheme and bucket through
// the storage path helpers, and staging folders under them stay hidden.
func TestURLPaths(t *testing.T) {
	if got := dataset.Dir("gs://bucket/out/gtn/abc/manifest.json"); got != "gs://bucket/out/gtn/abc" {
		t.Errorf("parentOf = %q", got)
	}
	if got := dataset.Dir("s3://bucket/manifest.json"); got != "s3://bucket" {
		t.Errorf("parentOf = %q", got)
	}
	if !hidden("gs://bucket/out/gtn/.staging-x/data", "gs://bucket/out") || hidden("gs://bucket/out/gtn/abc", "gs://bucket/out") {
		t.Error("hidden on URLs")
	}
	tmp := TempName("s3://bucket/out/gtn/abc/manifest.json")
	if !strings.HasPrefix(tmp, "s3://bucket/out/gtn/abc/.tmp-") || !strings.HasSuffix(tmp, "-manifest.json") {
		t.Errorf("TempName = %q", tmp)
	}
}
