package view

import (
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// TestShardSizesSayTheBytesOnce: an unreadable shard's line gives its
// bytes once when the manifest agrees (it said "5025 bytes; the manifest
// lists 100 rows, 5025 bytes", qa68), both when they differ, and no
// "0 bytes" for a manifest without sizes.
func TestShardSizesSayTheBytesOnce(t *testing.T) {
	for _, c := range []struct {
		size int64
		sh   dataset.ShardInfo
		want string
	}{
		{5025, dataset.ShardInfo{Rows: 100, Bytes: 5025}, "5025 bytes, 100 rows as the manifest lists"},
		{4000, dataset.ShardInfo{Rows: 100, Bytes: 5025}, "4000 bytes; the manifest lists 100 rows, 5025 bytes"},
		{4000, dataset.ShardInfo{Rows: 100}, "4000 bytes; the manifest lists 100 rows and no size"},
	} {
		if got := shardSizes(c.size, c.sh); got != c.want {
			t.Errorf("shardSizes(%d, %+v) = %q, want %q", c.size, c.sh, got, c.want)
		}
	}
}
