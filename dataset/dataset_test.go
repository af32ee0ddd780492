package dataset

import (
	"fmt"
	"path/filepath"
	"testing"
)

func TestValidateRelPath(t *testing.T) {
	for _, bad := range []string{"", "/etc/passwd", "../x", "data/../../x", "a//b", "gs://b/x", `a\b`, "./a"} {
		if ValidateRelPath(bad) == nil {
			t.Errorf("accepted %q", bad)
		}
	}
	if err := ValidateRelPath("data/train-00000-of-00001.parquet"); err != nil {
		t.Error(err)
	}
}

// TestURLPaths: gs:// and s3:// paths keep their scheme and bucket through
// Join.
func TestURLPaths(t *testing.T) {
	for _, c := range []struct{ base, want string }{
		{"gs://bucket/out", "gs://bucket/out/gtn/abc/data/x.parquet"},
		{"gs://bucket/out/", "gs://bucket/out/gtn/abc/data/x.parquet"},
		{"s3://bucket", "s3://bucket/gtn/abc/data/x.parquet"},
		{"/local/out", filepath.FromSlash("/local/out/gtn/abc/data/x.parquet")},
	} {
		if got := Join(c.base, "gtn", "abc", "data/x.parquet"); got != c.want {
			t.Errorf("Join(%q) = %q, want %q", c.base, got, c.want)
		}
	}
	if !IsURL("gs://b/x") || !IsURL("s3://b/x") || IsURL("/tmp/x") || IsURL("rel/x") {
		t.Error("IsURL")
	}
}

func ExampleShardOf() {
	// A row's shard depends only on its id and the shard count.
	fmt.Println(ShardOf("output-00000-of-00100:1", 4), DataShardPath("train", ShardOf("output-00000-of-00100:1", 4), 4))
	// Output: 2 data/train-00002-of-00004.parquet
}
