package storage

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/itnprep/itnprep/dataset"
)

// SplitDups is what SplitDuplicates found: how many ids rows of more than
// one split carry, the smallest of them and its splits (sorted).
type SplitDups struct {
	IDs         int64
	FirstID     string
	FirstSplits []string
}

// idOnly reads a shard's id column alone (every row kind has one).
type idOnly struct {
	ID string `parquet:"id"`
}

// SplitDuplicates finds the ids carried by rows of more than one split
// among a version's data shards (paths relative to dir). Every row kind's
// sink puts a row in shard ShardOf(id, N) of its split, with the same N
// for every split, and sorts each shard by id, so an id in two splits sits
// in shards of the same index: the shards of one index are merged by id,
// one index at a time, with a batch of ids per shard in memory (a shard
// on an object store is first downloaded to a temporary local file:
// openReaderAt). A u2tf span
// row ("ID#sK") is placed by its classifier row's id, and a duplicate of
// it comes from a duplicate classifier row, which is in the same shards.
// An id repeated within one split is not counted here (the shard writer
// counts it: ShardReport.DuplicateIDs). A shard out of id order is an
// error, since the merge would miss what it holds.
func SplitDuplicates(ctx context.Context, dir string, shards []dataset.ShardInfo) (SplitDups, error) {
	byIndex := map[int][]dataset.ShardInfo{}
	splits := map[string]bool{}
	for _, sh := range shards {
		if sh.Rows == 0 {
			continue
		}
		i, _, ok := dataset.ShardIndexOfPath(sh.Path)
		if !ok {
			return SplitDups{}, fmt.Errorf("%s: not a data shard name (split-NNNNN-of-MMMMM.parquet)", sh.Path)
		}
		byIndex[i] = append(byIndex[i], sh)
		splits[sh.Split] = true
	}
	var out SplitDups
	if len(splits) < 2 {
		return out, nil
	}
	indexes := make([]int, 0, len(byIndex))
	for i := range byIndex {
		indexes = append(indexes, i)
	}
	slices.Sort(indexes)
	for _, i := range indexes {
		if group := byIndex[i]; len(group) > 1 {
			if err := mergeSplitIDs(ctx, dir, group, &out); err != nil {
				return out, err
			}
		}
	}
	return out, nil
}

// mergeSplitIDs merges the id streams of shards of one index (one shard
// per split) and adds the ids found in more than one of them to out.
func mergeSplitIDs(ctx context.Context, dir string, group []dataset.ShardInfo, out *SplitDups) error {
	type head struct {
		st    *RowStream[idOnly]
		path  string
		split string
		id    string
		ok    bool
	}
	heads := make([]*head, 0, len(group))
	defer func() {
		for _, h := range heads {
			h.st.Close()
		}
	}()
	advance := func(h *head) error {
		prev, had := h.id, h.ok
		r, ok, err := h.st.Next()
		if err != nil {
			return err
		}
		h.ok = ok
		if ok {
			// A copy: the id must outlive the stream's reused batch.
			h.id = strings.Clone(r.ID)
			if had && h.id < prev {
				return fmt.Errorf("%s: rows are not sorted by id (%q after %q)", h.path, h.id, prev)
			}
		}
		return nil
	}
	for _, sh := range group {
		st, err := OpenRowStream[idOnly](ctx, dataset.Join(dir, sh.Path))
		if err != nil {
			return err
		}
		h := &head{st: st, path: sh.Path, split: sh.Split}
		heads = append(heads, h)
		if err := advance(h); err != nil {
			return err
		}
	}
	for {
		lo, found := "", false
		for _, h := range heads {
			if h.ok && (!found || h.id < lo) {
				lo, found = h.id, true
			}
		}
		if !found {
			return nil
		}
		var in []string
		for _, h := range heads {
			// Skip the id's every row in this shard (a repeat within a
			// split is the shard writer's to count).
			for h.ok && h.id == lo {
				if !slices.Contains(in, h.split) {
					in = append(in, h.split)
				}
				if err := advance(h); err != nil {
					return err
				}
			}
		}
		if len(in) > 1 {
			out.IDs++
			if out.IDs == 1 || lo < out.FirstID {
				slices.Sort(in)
				out.FirstID, out.FirstSplits = lo, in
			}
		}
	}
}
