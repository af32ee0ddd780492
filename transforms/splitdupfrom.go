package transforms

import (
	"bytes"
	"context"
	"slices"
	"strings"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/extsort"
	"github.com/itnprep/itnprep/storage"
)

// splitIDLines says where the rows of id, the first id in two splits
// (splits), were read, by the origins the sink's sorted runs of its
// shards keep: "read from test/part.jsonl:3 and train/part.jsonl:2". The
// published shards carry no origin (dataset.Pair.From is no column), and
// the refusal named the files alone (idInputs), so a file that gives the
// id on several lines, or a large one, needed a grep. The runs are the
// sink's until the finalizer removes them (RemoveRuns): one shard per split
// holds the id (dataset.ShardOf), and each of its runs is read in key order
// up to the id. inputs are the files read, whose sorted paths are the
// origin table the rows were written with (SinkConfig.Origins). "" when no
// run holds an origin of the id in two splits (a derive's rows carry none),
// or a run cannot be read: the caller falls back to the files. The
// staging folder is quoted for the glob: under an --output named
// "out [1]" its runs matched nothing and the refusal named the files alone.
func splitIDLines(ctx context.Context, staging, id string, splits []string, shards int, inputs []dataset.InputInfo) string {
	if id == "" || len(splits) < 2 || shards < 1 {
		return ""
	}
	paths := make([]string, len(inputs))
	for i, in := range inputs {
		paths[i] = in.Path
	}
	files := dataset.NewOriginFiles(paths)
	index := dataset.ShardOf(id, shards)
	// The origins split by split, in the order the refusal names the
	// splits, each split's by file and line.
	var from []dataset.Origin
	found := 0
	for _, split := range splits {
		shard := dataset.DataShardPath(split, index, shards)
		runs, err := storage.ListMatching(ctx, StagedRunsDir(staging), PairKind+"-*/"+strings.ReplaceAll(shard, "/", "_")+".run")
		if err != nil {
			return ""
		}
		var of []dataset.Origin
		for _, run := range runs {
			got, err := originsOf(ctx, run, id, files)
			if err != nil {
				return ""
			}
			of = append(of, got...)
		}
		if len(of) > 0 {
			found++
		}
		// A run of a retried bundle repeats rows another run holds.
		slices.SortFunc(of, compareOrigins)
		from = append(from, slices.Compact(of)...)
	}
	if found < 2 {
		return ""
	}
	shown := make([]string, 0, dataset.MaxDuplicateFrom)
	for _, o := range from[:min(len(from), dataset.MaxDuplicateFrom)] {
		shown = append(shown, o.String())
	}
	return readFrom(shown, int64(len(from)-len(shown)))
}

// originsOf reads the sorted run at path up to id and returns the origins
// of its rows of id (those that name one).
func originsOf(ctx context.Context, path, id string, files dataset.OriginFiles) ([]dataset.Origin, error) {
	rc, err := storage.Open(ctx, path)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	r := extsort.NewReader(path, rc, 64<<10)
	var out []dataset.Origin
	var p dataset.Pair
	key := []byte(id)
	for r.Next() {
		switch c := bytes.Compare(r.Key(), key); {
		case c < 0:
			continue
		case c > 0:
			return out, nil
		}
		if err := dataset.DecodePairIn(r.Row(), &p, files); err != nil {
			return nil, err
		}
		if p.From.File != "" {
			out = append(out, p.From)
		}
	}
	return out, r.Err()
}
