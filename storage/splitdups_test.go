package storage

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// writeShards lays out data shards of 2 per split under dir, each row in
// shard ShardOf(id, 2) of its split and sorted by id, as the sink does.
func writeShards(t *testing.T, dir string, ids map[string][]string) []dataset.ShardInfo {
	t.Helper()
	var infos []dataset.ShardInfo
	for split, list := range ids {
		var rows [2][]dataset.Pair
		for _, id := range list {
			k := dataset.ShardOf(id, 2)
			rows[k] = append(rows[k], dataset.Pair{ID: id, Split: split, Written: "w", Spoken: "s"})
		}
		for k := range rows {
			dataset.SortPairs(rows[k])
			rel := dataset.DataShardPath(split, k, 2)
			p := filepath.Join(dir, rel)
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			f, err := os.Create(p)
			if err != nil {
				t.Fatal(err)
			}
			if _, _, err := dataset.WriteRows(f, rows[k], 100); err != nil {
				t.Fatal(err)
			}
			f.Close()
			infos = append(infos, dataset.ShardInfo{Path: rel, Split: split, Rows: int64(len(rows[k]))})
		}
	}
	return infos
}

// SplitDuplicates counts each id once however many splits and rows carry
// it, leaves repeats within a split to the shard writer, and names the
// smallest id with its splits.
func TestSplitDuplicates(t *testing.T) {
	dir := t.TempDir()
	shards := writeShards(t, dir, map[string][]string{
		"train":      {"a", "b", "c", "d", "d", "e", "f:1"},
		"validation": {"c", "x", "y", "f:1"},
		"test":       {"c", "e", "z"},
	})
	got, err := SplitDuplicates(context.Background(), dir, shards)
	if err != nil {
		t.Fatal(err)
	}
	if got.IDs != 3 || got.FirstID != "c" || !slices.Equal(got.FirstSplits, []string{"test", "train", "validation"}) {
		t.Errorf("got %+v, want 3 ids (c, e, f:1), first c in test, train, validation", got)
	}
	oneDir := t.TempDir()
	one := writeShards(t, oneDir, map[string][]string{"train": {"a", "a", "b"}})
	if got, err := SplitDuplicates(context.Background(), oneDir, one); err != nil || got.IDs != 0 {
		t.Errorf("one split: %+v, %v; want nothing", got, err)
	}
}

// A shard out of id order is an error, not a silent miss.
func TestSplitDuplicatesRefusesUnsortedShard(t *testing.T) {
	dir := t.TempDir()
	shards := writeShards(t, dir, map[string][]string{"train": {"a"}, "test": {"b"}})
	// Rewrite train's non-empty shard with two rows out of order.
	for _, sh := range shards {
		if sh.Split == "train" && sh.Rows > 0 {
			f, err := os.Create(filepath.Join(dir, sh.Path))
			if err != nil {
				t.Fatal(err)
			}
			dataset.WriteRows(f, []dataset.Pair{{ID: "z"}, {ID: "a"}}, 100)
			f.Close()
		}
	}
	// Both splits' rows must share a shard index for the merge to run.
	for i := range shards {
		shards[i].Rows = 1
	}
	_, err := SplitDuplicates(context.Background(), dir, shards)
	if err == nil || !strings.Contains(err.Error(), "not sorted by id") {
		t.Errorf("error %v, want one naming the unsorted shard", err)
	}
}

func TestShardIndexOfPath(t *testing.T) {
	for p, want := range map[string][3]int{
		"data/train-00001-of-00004.parquet":      {1, 4, 1},
		"data/my-split-00012-of-00016.parquet":   {12, 16, 1},
		"rejects/rejects-00000-of-00001.parquet": {0, 1, 1},
		"data/train.parquet":                     {0, 0, 0},
		"data/x-of-3.parquet":                    {0, 0, 0},
	} {
		i, n, ok := dataset.ShardIndexOfPath(p)
		if ok != (want[2] == 1) || ok && (i != want[0] || n != want[1]) {
			t.Errorf("%s: %d %d %v, want %v", p, i, n, ok, want)
		}
	}
}

// An id in two splits: the shards of one index are merged by id.
func ExampleSplitDuplicates() {
	dir, _ := os.MkdirTemp("", "splitdups-example-")
	defer os.RemoveAll(dir)
	var shards []dataset.ShardInfo
	for split, ids := range map[string][]string{"train": {"a:1", "a:2", "b:7"}, "test": {"b:7", "c:1"}} {
		rows := make([]dataset.Pair, len(ids))
		for i, id := range ids {
			rows[i] = dataset.Pair{ID: id, Split: split}
		}
		rel := dataset.DataShardPath(split, 0, 1) // one shard per split: index 0
		os.MkdirAll(filepath.Join(dir, "data"), 0o755)
		f, _ := os.Create(filepath.Join(dir, rel))
		dataset.WriteRows(f, rows, 100)
		f.Close()
		shards = append(shards, dataset.ShardInfo{Path: rel, Split: split, Rows: int64(len(rows))})
	}
	d, err := SplitDuplicates(context.Background(), dir, shards)
	fmt.Println(d.IDs, d.FirstID, d.FirstSplits, err)
	// Output: 1 b:7 [test train] <nil>
}

// BenchmarkSplitDuplicates: the finalizer's split check on 300,000 rows
// (three splits of 100,000, 8 shards each, GTN-like ids), against reading
// the same shards' rows whole (storage.OpenPairStream), the reference
// measured in the same run.
func BenchmarkSplitDuplicates(b *testing.B) {
	dir := b.TempDir()
	const perSplit, shards = 100_000, 8
	var infos []dataset.ShardInfo
	for _, split := range []string{"train", "validation", "test"} {
		rows := make([][]dataset.Pair, shards)
		for i := range perSplit {
			id := fmt.Sprintf("output-%05d-of-00100:%d", len(split), i*7)
			k := dataset.ShardOf(id, shards)
			rows[k] = append(rows[k], dataset.Pair{ID: id, Split: split, Source: "gtn",
				Written: "It cost $5 on 3 May 2024.", Spoken: "it cost five dollars on the third of may twenty twenty four"})
		}
		for k := range rows {
			dataset.SortPairs(rows[k])
			rel := dataset.DataShardPath(split, k, shards)
			os.MkdirAll(filepath.Join(dir, "data"), 0o755)
			f, err := os.Create(filepath.Join(dir, rel))
			if err != nil {
				b.Fatal(err)
			}
			if _, _, err := dataset.WriteRows(f, rows[k], 20000); err != nil {
				b.Fatal(err)
			}
			f.Close()
			infos = append(infos, dataset.ShardInfo{Path: rel, Split: split, Rows: int64(len(rows[k]))})
		}
	}
	ctx := context.Background()
	b.Run("split-ids", func(b *testing.B) {
		for b.Loop() {
			if d, err := SplitDuplicates(ctx, dir, infos); err != nil || d.IDs != 0 {
				b.Fatal(d, err)
			}
		}
	})
	b.Run("reference-read-rows", func(b *testing.B) {
		for b.Loop() {
			for _, sh := range infos {
				st, err := OpenPairStream(ctx, filepath.Join(dir, sh.Path))
				if err != nil {
					b.Fatal(err)
				}
				for {
					_, ok, err := st.Next()
					if err != nil {
						b.Fatal(err)
					}
					if !ok {
						break
					}
				}
				st.Close()
			}
		}
	})
}
