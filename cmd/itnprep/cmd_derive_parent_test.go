package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A parent shard changed since publication (one byte flipped, same size)
// fails the derive with one line naming the shard and `versions verify`:
// the parent's rows are streamed, so the check is a pass over the bytes
// before them.
func TestDeriveRefusesChangedParentShard(t *testing.T) {
	tmp := t.TempDir()
	parent := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/output-00000-of-00100", "--detokenize", "--output", filepath.Join(tmp, "p"), "--runner", "direct")
	m := loadManifest(t, parent)
	shard := filepath.Join(parent, m.Shards[0].Path)
	b, err := os.ReadFile(shard)
	if err != nil {
		t.Fatal(err)
	}
	b[len(b)/2] ^= 0xff
	if err := os.WriteFile(shard, b, 0o644); err != nil {
		t.Fatal(err)
	}
	_, stderr, code := run(t, "derive", "u2tf", "--from", parent, "--output", filepath.Join(tmp, "d"), "--runner", "direct")
	if code == 0 || !strings.Contains(stderr, m.Shards[0].Path) || !strings.Contains(stderr, "does not match its manifest") || !strings.Contains(stderr, "versions verify") {
		t.Fatalf("exit %d, stderr:\n%s", code, stderr)
	}
}

// A parent published before --name refused '@' (its manifest names it
// "old@v1") gives its derived versions a default name without one,
// "old-v1-tagger": "old@v1-tagger" was published, a folder that every
// command taking a version reads as the tag "v1-tagger" of dataset "old".
func TestDeriveDefaultNameOfAParentNamedWithAt(t *testing.T) {
	tmp := t.TempDir()
	made := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/*", "--output", filepath.Join(tmp, "p"), "--runner", "direct")
	parent := filepath.Join(tmp, "old", "old@v1", filepath.Base(made))
	if err := os.CopyFS(parent, os.DirFS(made)); err != nil {
		t.Fatal(err)
	}
	mp := filepath.Join(parent, "manifest.json")
	b, err := os.ReadFile(mp)
	if err != nil {
		t.Fatal(err)
	}
	old := strings.Replace(string(b), `"name": "gtn"`, `"name": "old@v1"`, 1)
	if old == string(b) {
		t.Fatalf("no \"name\": \"gtn\" in %s", mp)
	}
	if err := os.WriteFile(mp, []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(tmp, "d")
	stdout, stderr, code := run(t, "derive", "tagger", parent, "--output", out, "--runner", "direct", "--max-reject-rate", "1", "--quiet")
	if code != 0 {
		t.Fatalf("derive: exit %d\n%s", code, stderr)
	}
	if got := filepath.Dir(lastLine(stdout)); got != filepath.Join(out, "old-v1-tagger") {
		t.Errorf("derived version published in %s; want %s", got, filepath.Join(out, "old-v1-tagger"))
	}
}
