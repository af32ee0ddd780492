package transforms

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"reflect"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/storage"
)

// ParentShard names one data shard of a version as its manifest lists it
// (a derive's parent, a version mine-pairs reads); the reader checks the
// bytes against it.
type ParentShard struct {
	Dir  string // the parent version folder
	Info dataset.ShardInfo
}

// readParentShardFn reads one pair shard of the parent version: it checks
// the shard's size and sha256 against the parent's manifest (a parent
// changed since publication must not feed a derived version) and streams
// its rows (storage.OpenCheckedRowStream: a batch at a time; an object
// store's shard is downloaded once, hashed and parsed from that copy; it
// was downloaded once to hash it and again to read it) and emits them, and a FileStat: the shard is the derived
// version's input file, its rows are its records. Reading the shard's rows
// whole made a derive's peak grow with the parent's shard size (1M parent
// rows in 4 shards, prism: 121 of 201 MB live at the peak were one shard's
// decoded rows).
type readParentShardFn struct{}

func (fn *readParentShardFn) ProcessElement(ctx context.Context, sh ParentShard, emit func(dataset.Pair), emitStat func(FileStat)) error {
	p := dataset.Join(sh.Dir, sh.Info.Path)
	size := sh.Info.Bytes
	st, err := storage.OpenCheckedRowStream[dataset.Pair](ctx, sh.Dir, sh.Info)
	if err != nil {
		return fmt.Errorf("parent %w", err)
	}
	defer st.Close()
	var n int64
	if err := st.Each(func(r *dataset.Pair) error { emit(*r); n++; return ctx.Err() }); err != nil { // see ctxReader
		return fmt.Errorf("parent shard %s: %w", p, err)
	}
	Progress.BytesRead.Add(size)
	emitStat(FileStat{Path: sh.Info.Path, Size: size, BytesRead: size, SHA256: sh.Info.SHA256, Records: n})
	return nil
}

// ReadParent reads every data shard of a parent version of pairs and
// returns its rows and one FileStat per shard (the derived version's
// inputs: read = the parent's rows).
func ReadParent(s beam.Scope, dir string, parent *dataset.Manifest) (pairs, stats beam.PCollection, err error) {
	s = s.Scope("ReadParent")
	if parent.Kind != "" {
		return beam.PCollection{}, beam.PCollection{}, fmt.Errorf("%s holds %q rows; derive reads versions of (spoken, written) pairs", dir, parent.Kind)
	}
	shards := make([]ParentShard, 0, len(parent.Shards))
	for _, sh := range parent.Shards {
		shards = append(shards, ParentShard{Dir: dir, Info: sh})
	}
	if err := EmptyParent(dir, parent); err != nil {
		return beam.PCollection{}, beam.PCollection{}, err
	}
	pairs, stats = beam.ParDo2(s, &readParentShardFn{}, beam.CreateList(s, shards))
	return pairs, stats, nil
}

// EmptyParent is the error for a parent version without rows, which has
// no data shards (published with --allow-empty, every record rejected), naming what its run read
// and rejected and where the rejects are; nil when it has rows. derive
// u2tf said only "has no data shards", and derive tagger "(its splits: )"
// with a --vocab-split to pass, though no split would do.
func EmptyParent(dir string, parent *dataset.Manifest) error {
	if a := parent.Accounting; len(parent.Shards) == 0 {
		return fmt.Errorf("%s has no rows: %s; there is nothing to read from it", dir, dataset.EmptyRunSays(dir, a))
	}
	return nil
}

// ParentRowLocation is the location of a derive's reject: the parent
// row's id first (FILE:LINE for the line-based sources: text, NeMo JSONL,
// raw GTN, NeMo test cases; FILE:ID or a cut id for the others), then the
// parent version it is a row of. No folder or input path: the derived
// version's id must not depend on where the parent or its inputs lie.
func ParentRowLocation(parent, id string) string {
	return id + " (row of parent version " + parent + ")"
}

func sha256Hex(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

func init() {
	beam.RegisterType(reflect.TypeOf((*ParentShard)(nil)).Elem())
}
