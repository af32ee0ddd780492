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
	if code == 0 || !strings.Contains(stderr, m.Shards[0].Path) || !strings.Contains(stderr, "its manifest says") || !strings.Contains(stderr, "versions verify") {
		t.Fatalf("exit %d, stderr:\n%s", code, stderr)
	}
}
