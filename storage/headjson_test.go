package storage

import (
	"bytes"
	"context"
	"path/filepath"
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// TestHeadJSON: versions head's rows are JSON lines of the version's row
// type, their text as written (<, > and & not escaped), and a kind without
// a row type is an error naming it.
func TestHeadJSON(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	rows := []dataset.Pair{{ID: "a", Split: "test", Written: "<b> & 5", Spoken: "b and five"}, {ID: "b", Split: "test", Written: "2", Spoken: "two"}}
	var buf bytes.Buffer
	if _, _, err := dataset.WriteRows(&buf, rows, 0); err != nil {
		t.Fatal(err)
	}
	rel := dataset.DataShardPath("test", 0, 1)
	if err := WriteAtomic(ctx, filepath.Join(dir, filepath.FromSlash(rel)), buf.Bytes()); err != nil {
		t.Fatal(err)
	}
	m := &dataset.Manifest{Shards: []dataset.ShardInfo{{Path: rel, Split: "test", Rows: 2}}}
	var out bytes.Buffer
	if err := HeadJSON(ctx, dir, m, "", 1, &out); err != nil {
		t.Fatal(err)
	}
	if got := out.String(); !bytes.HasPrefix(out.Bytes(), []byte(`{"id":"a",`)) || !bytes.Contains(out.Bytes(), []byte(`"<b> & 5"`)) || bytes.Count(out.Bytes(), []byte("\n")) != 1 {
		t.Errorf("one pair row: %q", got)
	}
	m.Kind = "frames"
	if err := HeadJSON(ctx, dir, m, "", 1, &out); err == nil || err.Error() != dir+` holds "frames" rows, which versions head cannot print` {
		t.Errorf("an unknown kind: %v", err)
	}
}
