package transforms

import (
	"context"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/storage"
)

// WrittenShard reports one shard written to the staging folder, with the
// counts the finalizer sums into the manifest (dataset.BuildManifest).
type WrittenShard = dataset.ShardReport

// shardKeyFn keys a row by "split/index": rows of a split are spread over
// N shards by a stable hash of their id.
type shardKeyFn struct{ Shards int }

func (fn *shardKeyFn) ProcessElement(p dataset.Pair) (string, dataset.Pair) {
	return p.Split + "/" + strconv.Itoa(dataset.ShardOf(p.ID, fn.Shards)), p
}

type rejectKeyFn struct{ Shards int }

func (fn *rejectKeyFn) ProcessElement(r dataset.Reject) (int, dataset.Reject) {
	return dataset.ShardOf(r.ID, fn.Shards), r
}

// writeDataShardFn writes one shard: all its rows sorted by id, as Parquet,
// under the staging folder (temporary name, then rename).
type writeDataShardFn struct {
	Staging      string
	Shards       int
	RowsPerGroup int64
}

func (fn *writeDataShardFn) ProcessElement(ctx context.Context, key string, rows func(*dataset.Pair) bool, emit func(WrittenShard)) error {
	split, idx, err := parseShardKey(key)
	if err != nil {
		return err
	}
	var all []dataset.Pair
	var p dataset.Pair
	for rows(&p) {
		all = append(all, p)
		p = dataset.Pair{}
	}
	dataset.SortPairs(all)
	ws := WrittenShard{Stats: dataset.NewStats()}
	for i := range all {
		if all[i].RecordKey() {
			ws.Records++
		}
		ws.Stats.Add(&all[i])
	}
	rel := dataset.DataShardPath(split, idx, fn.Shards)
	info, err := writeShardFile(ctx, fn.Staging, rel, all, fn.RowsPerGroup)
	if err != nil {
		return err
	}
	info.Split = split
	ws.Info = info
	Progress.RowsWritten.Add(info.Rows)
	emit(ws)
	return nil
}

type writeRejectShardFn struct {
	Staging string
	Shards  int
}

func (fn *writeRejectShardFn) ProcessElement(ctx context.Context, idx int, rows func(*dataset.Reject) bool, emit func(WrittenShard)) error {
	var all []dataset.Reject
	var r dataset.Reject
	counts := map[string]int64{}
	for rows(&r) {
		all = append(all, r)
		counts[r.Rule]++
		r = dataset.Reject{}
	}
	dataset.SortRejects(all)
	rel := dataset.RejectShardPath(idx, fn.Shards)
	info, err := writeShardFile(ctx, fn.Staging, rel, all, 0)
	if err != nil {
		return err
	}
	ws := WrittenShard{Info: info, Records: info.Rows}
	ws.Rules, ws.RuleCounts = sortedCounts(counts)
	emit(ws)
	return nil
}

func writeShardFile[T any](ctx context.Context, staging, rel string, rows []T, rowsPerGroup int64) (dataset.ShardInfo, error) {
	info := dataset.ShardInfo{Path: rel, Rows: int64(len(rows))}
	err := storage.WriteAtomicFunc(ctx, dataset.Join(staging, rel), func(w io.Writer) error {
		n, sha, err := dataset.WriteRows(w, rows, rowsPerGroup)
		info.Bytes, info.SHA256 = n, sha
		return err
	})
	if err != nil {
		return info, fmt.Errorf("write shard %s: %w", rel, err)
	}
	return info, nil
}

func parseShardKey(key string) (string, int, error) {
	i := strings.LastIndexByte(key, '/')
	if i < 0 {
		return "", 0, fmt.Errorf("bad shard key %q", key)
	}
	n, err := strconv.Atoi(key[i+1:])
	if err != nil {
		return "", 0, fmt.Errorf("bad shard key %q", key)
	}
	return key[:i], n, nil
}

// WriteShards writes pairs as data/<split>-NNNNN-of-MMMMM.parquet and
// rejects as rejects/rejects-NNNNN-of-MMMMM.parquet under staging. It
// returns the written data shards and reject shards.
func WriteShards(s beam.Scope, staging string, shards int, rowsPerGroup int64, pairs, rejects beam.PCollection) (data, rej beam.PCollection) {
	s = s.Scope("WriteShards")
	keyed := beam.ParDo(s, &shardKeyFn{Shards: shards}, pairs)
	data = beam.ParDo(s, &writeDataShardFn{Staging: staging, Shards: shards, RowsPerGroup: rowsPerGroup}, beam.GroupByKey(s, keyed))
	rkeyed := beam.ParDo(s, &rejectKeyFn{Shards: shards}, rejects)
	rej = beam.ParDo(s, &writeRejectShardFn{Staging: staging, Shards: shards}, beam.GroupByKey(s, rkeyed))
	return data, rej
}

func init() {
	register.DoFn1x2[dataset.Pair, string, dataset.Pair](&shardKeyFn{})
	register.DoFn1x2[dataset.Reject, int, dataset.Reject](&rejectKeyFn{})
	register.DoFn4x1[context.Context, string, func(*dataset.Pair) bool, func(WrittenShard), error](&writeDataShardFn{})
	register.DoFn4x1[context.Context, int, func(*dataset.Reject) bool, func(WrittenShard), error](&writeRejectShardFn{})
	register.Iter1[dataset.Pair]()
	register.Iter1[dataset.Reject]()
	register.Emitter1[WrittenShard]()
	beam.RegisterType(reflect.TypeOf((*WrittenShard)(nil)).Elem())
	beam.RegisterType(reflect.TypeOf((*dataset.Stats)(nil)).Elem())
	beam.RegisterType(reflect.TypeOf((*dataset.ShardInfo)(nil)).Elem())
}
