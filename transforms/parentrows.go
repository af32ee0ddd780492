package transforms

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/storage"
)

// parentRows says where a derive's repeated id stands in its parent
// version (dir): in each split it repeats in (splits), the rows of the
// parent's shard that carry it, found as the parent's sink placed them
// (by the id's hash within its split, dataset.ShardOf): "rows 1 and 3 of
// the parent's OUT/text/809a.../data/train-00000-of-00001.parquet",
// counted from 1 in the shard's order. A derive's refusal named nothing
// (its rows and its parent's carry no origin, and its inputs are the
// parent's shards, whose names begin no id), where the parent had been
// published with --allow-duplicate-ids. A shard that cannot be read, or
// none of whose rows carries the id, is named alone ("in the parent's
// ..."); "" when no parent shard of those splits is known.
func parentRows(ctx context.Context, dir, id string, splits []string, inputs []dataset.InputInfo) string {
	var said []string
	for _, split := range splits {
		for _, in := range inputs {
			i, of, ok := dataset.ShardIndexOfPath(in.Path)
			if !ok || dataset.SplitOfShardPath(in.Path) != split || i != dataset.ShardOf(id, of) {
				continue
			}
			rows, n := parentRowsOf(ctx, dir, id, in)
			said = append(said, describeParentRows(rows, n, dataset.Join(dir, in.Path)))
			break
		}
	}
	return joinAnd(said)
}

// parentRowsOf reads the parent shard in and returns the first
// dataset.MaxDuplicateFrom rows (from 1) that carry id and how many do; 0
// when the shard cannot be read.
func parentRowsOf(ctx context.Context, dir, id string, in dataset.InputInfo) (rows []int64, n int64) {
	st, err := storage.OpenCheckedRowStream[dataset.Pair](ctx, dir, dataset.ShardInfo{Path: in.Path, Bytes: in.Size, SHA256: in.SHA256})
	if err != nil {
		return nil, 0
	}
	defer st.Close()
	var row int64
	err = st.Each(func(p *dataset.Pair) error {
		row++
		if p.ID == id {
			if n++; len(rows) < dataset.MaxDuplicateFrom {
				rows = append(rows, row)
			}
		}
		return ctx.Err()
	})
	if err != nil {
		return nil, 0
	}
	return rows, n
}

// describeParentRows is "rows 1 and 3 of the parent's SHARD", "rows 1, 2,
// 9 and 2 more of ...", or "in the parent's SHARD" with no row known.
func describeParentRows(rows []int64, n int64, shard string) string {
	nums := make([]string, len(rows))
	for i, r := range rows {
		nums[i] = fmt.Sprint(r)
	}
	switch {
	case len(rows) == 0:
		return "in the parent's " + shard
	case n > int64(len(rows)):
		return fmt.Sprintf("rows %s and %d more of the parent's %s", strings.Join(nums, ", "), n-int64(len(rows)), shard)
	case len(rows) == 1:
		return "row " + nums[0] + " of the parent's " + shard
	}
	return "rows " + joinAnd(nums) + " of the parent's " + shard
}

// duplicateSplits are the splits whose shards report id as their first
// repeated id, sorted.
func duplicateSplits(id string, shards []WrittenShard) []string {
	var splits []string
	for _, ws := range shards {
		if ws.FirstDuplicateID == id {
			if s := dataset.SplitOfShardPath(ws.Info.Path); !slices.Contains(splits, s) {
				splits = append(splits, s)
			}
		}
	}
	slices.Sort(splits)
	return splits
}

// fromBoth is from's words for the first repeated id (a) and the first id
// in two splits (b), asking from once when they are the same id: from
// reads the parent's shards (parentRows), and the summary read them twice
// for an id that was both.
func fromBoth(from func(id string) string, a, b string) (string, string) {
	wa := from(a)
	if b == a {
		return wa, wa
	}
	return wa, from(b)
}
