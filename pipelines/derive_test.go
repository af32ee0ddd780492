package pipelines

import (
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// TestParentRoot checks the output root a parent version's path gives
// (derive's default --output): ROOT/NAME/ID with the manifest's name and
// id, local or a URL, and none for a folder named otherwise.
func TestParentRoot(t *testing.T) {
	m := &dataset.Manifest{Name: "gtn", VersionID: "0123456789abcdef0123"}
	for _, c := range []struct {
		from, root string
		ok         bool
	}{
		{"out/gtn/0123456789abcdef0123", "out", true},
		{"out/gtn/0123456789abcdef0123/", "out", true},
		{"a/b/out/gtn/0123456789abcdef0123", "a/b/out", true},
		{"gtn/0123456789abcdef0123", ".", true},
		{"/gtn/0123456789abcdef0123", "/", true},
		{"gs://bucket/out/gtn/0123456789abcdef0123", "gs://bucket/out", true},
		{"gs://bucket/gtn/0123456789abcdef0123/", "gs://bucket", true},
		{"gs://gtn/0123456789abcdef0123", "", false},
		{"copy/v1", "", false},
		{"out/other/0123456789abcdef0123", "", false},
		{"out/gtn/ffffffffffffffffffff", "", false},
		{"0123456789abcdef0123", "", false},
	} {
		root, ok := ParentRoot(c.from, m)
		if root != c.root || ok != c.ok {
			t.Errorf("ParentRoot(%q) = %q, %v; want %q, %v", c.from, root, ok, c.root, c.ok)
		}
	}
}
