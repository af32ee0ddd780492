package pipelines

import (
	"context"
	"fmt"
	"strings"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/storage"
	"github.com/itnprep/itnprep/transforms"
)

// ExpandPairInputs turns mine-pairs' --input into files through Beam's
// filesystems (local, gs://, s3://, ...): a dataset version folder gives
// the data shards its manifest lists, each looked up with its size
// (storage.DataShardPaths) and returned with its manifest entry, which the
// reader checks its sha256 against as it reads it (MinePairsConfig.Shards);
// a folder holding data/*.parquet without a manifest gives those files, and
// globs give their matches (ExpandInputs). A version of another row kind
// is a *dataset.KindError, and a folder that is neither says to give its
// pair files by a glob.
func ExpandPairInputs(ctx context.Context, in string) ([]string, []transforms.ParentShard, error) {
	if !strings.ContainsAny(in, "*?[,") {
		if m, err := storage.LoadManifest(ctx, in); err == nil {
			// A version is the shards its manifest lists, each there with
			// its size: a glob over data/ read what was left of a version
			// missing a shard without a word.
			if m.Kind != "" {
				return nil, nil, dataset.WrongKind("%s holds %s rows; mine-pairs reads versions of (spoken, written) pairs", in, dataset.KindName(m.Kind))
			}
			dir := strings.TrimRight(in, "/")
			paths, err := storage.DataShardPaths(ctx, dir, m)
			if err != nil {
				return nil, nil, err
			}
			shards := make([]transforms.ParentShard, len(m.Shards))
			for i, sh := range m.Shards {
				shards[i] = transforms.ParentShard{Dir: dir, Info: sh}
			}
			return paths, shards, nil
		}
		if shards, err := ExpandInputs(ctx, strings.TrimRight(in, "/")+"/data/*.parquet"); err == nil {
			return shards, nil, nil
		}
	}
	files, err := ExpandInputs(ctx, in)
	if err != nil && strings.Contains(err.Error(), "is a directory") {
		return nil, nil, fmt.Errorf("%s: a folder but not a dataset version (no data/*.parquet); give the pair files in it by a glob such as %s", in, dataset.Join(strings.TrimRight(in, "/"), "*.jsonl"))
	}
	return files, nil, err
}
