package transforms

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"reflect"
	"sort"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/transforms/stats"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/patterns"
	"github.com/itnprep/itnprep/storage"
)

func init() {
	beam.RegisterType(reflect.TypeOf((*SeqRun)(nil)).Elem())
}

// SeqRun names one file of a partition's mining sequences written by
// SpillSeqs: N lines, one EncodeSeq string each.
type SeqRun struct {
	Path string
	N    int
}

// DefaultSeqSpillBytes is the spill budget SpillSeqs' bundles hold
// against (the process's account, shared with the sink's and the line
// files' spills: sinkShare).
const DefaultSeqSpillBytes = 16 << 20

// spillSeqsFn writes a bundle's (partition, sequence) pairs as files under
// Dir, one per partition per spill, and emits (partition, SeqRun): the
// GroupByKey that forms SON's partitions then carries file names, not
// sequences. Direct and prism keep a GroupByKey's elements in memory, so
// grouping the sequences themselves made mine-pairs' peak grow with the
// mismatches (docs/BENCHMARKS.md, "mine-pairs and mine: memory"), as the
// dataset sink's rows did before it spilled runs. The files are in
// arrival order: a partition is a set, mined exactly whatever its order.
type spillSeqsFn struct {
	Dir         string
	BufferBytes int64 // 0: DefaultSeqSpillBytes

	buf spillBuffer[int, string] // by partition
}

func (f *spillSeqsFn) StartBundle(_ context.Context, _ func(int, SeqRun)) {
	f.buf.start()
}

func (f *spillSeqsFn) ProcessElement(ctx context.Context, part int, seq string, emit func(int, SeqRun)) error {
	budget := f.BufferBytes
	if budget <= 0 {
		budget = DefaultSeqSpillBytes
	}
	// 32: the string header and slice slot
	if f.buf.add(part, seq, int64(len(seq))+32, budget) {
		return f.spill(ctx, emit)
	}
	return nil
}

func (f *spillSeqsFn) FinishBundle(ctx context.Context, emit func(int, SeqRun)) error {
	return f.spill(ctx, emit)
}

func (f *spillSeqsFn) spill(ctx context.Context, emit func(int, SeqRun)) error {
	// A write into the runs folder, which the launcher removes once the
	// job is over: registered as a staging folder's writes are, so a
	// failed run's launcher waits for it (pipelines.RemoveMineRuns).
	end, err := beginStagingWrite(f.Dir)
	if err != nil {
		f.buf.drop()
		return err
	}
	defer end()
	for p, seqs := range f.buf.drain() {
		path := dataset.Join(f.Dir, fmt.Sprintf("%s-%04d-p%04d.seqs", f.buf.bundle, f.buf.seq, p))
		if err := storage.WriteAtomicFunc(ctx, path, func(w io.Writer) error {
			bw := bufio.NewWriterSize(w, 1<<16)
			for _, s := range seqs {
				bw.WriteString(s)
				bw.WriteByte('\n')
			}
			return bw.Flush()
		}); err != nil {
			return fmt.Errorf("mine: spilling partition %d: %w", p, err)
		}
		emit(p, SeqRun{Path: path, N: len(seqs)})
	}
	return nil
}

// SpillSeqs writes (partition, EncodeSeq) pairs to files under dir (a
// folder every worker reaches: local, gs://, s3://; the caller removes it
// after the job, see pipelines.RemoveMineRuns) and returns (partition,
// SeqRun) pairs. budget is the process's spill budget (the sink's,
// --sink-buffer-kb; 0: the default): the sequences spill against the
// smaller of it and DefaultSeqSpillBytes (SeqSpillBytes). The files'
// sizes never change what is mined.
func SpillSeqs(s beam.Scope, seqs beam.PCollection, dir string, budget int64) beam.PCollection {
	s = s.Scope("SpillSeqs")
	ReopenStaging(dir) // this job takes the folder's name again
	return beam.ParDo(s, &spillSeqsFn{Dir: dir, BufferBytes: SeqSpillBytes(budget)}, seqs)
}

// SeqSpillBytes is the spill budget of the mining sequences for the
// process's spill budget budget (0: default): DefaultSeqSpillBytes, or
// budget when it is smaller, so a small --sink-buffer-kb bounds them too
// and the default leaves them where they were.
func SeqSpillBytes(budget int64) int64 {
	if budget <= 0 || budget > DefaultSeqSpillBytes {
		return DefaultSeqSpillBytes
	}
	return budget
}

// partSizeFn is a partition's sequence count, from its runs' descriptors.
type partSizeFn struct{}

func (f *partSizeFn) ProcessElement(_ int, runs func(*SeqRun) bool) int {
	n := 0
	var r SeqRun
	for runs(&r) {
		n += r.N
	}
	return n
}

// CountSeqs is the total sequence count of grouped (the GroupByKey of
// SpillSeqs' output) as a singleton, read from the descriptors: counting
// the sequences themselves made the runner hold every one of them.
func CountSeqs(s beam.Scope, grouped beam.PCollection) beam.PCollection {
	s = s.Scope("CountSeqs")
	return stats.Sum(s, beam.ParDo(s, &partSizeFn{}, grouped))
}

// collectRuns drains a partition's run iterator, sorted by path, and
// returns the runs and their sequence count.
func collectRuns(runs func(*SeqRun) bool) ([]SeqRun, int) {
	var out []SeqRun
	n := 0
	var r SeqRun
	for runs(&r) {
		out = append(out, r)
		n += r.N
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out, n
}

// scanRuns hands every sequence of runs, in order, to each as its tokens'
// bytes (valid during the call only), and checks each file holds the
// sequences its descriptor announced.
func scanRuns(ctx context.Context, runs []SeqRun, each func(seq [][]byte) error) error {
	for _, r := range runs {
		if err := scanRun(ctx, r, each); err != nil {
			return err
		}
	}
	return nil
}

func scanRun(ctx context.Context, r SeqRun, each func(seq [][]byte) error) error {
	rc, err := storage.Open(ctx, r.Path)
	if err != nil {
		return err
	}
	defer rc.Close()
	n := 0
	err = patterns.ScanJSONL(rc, r.Path, func(_ int, seq [][]byte) error {
		n++
		return each(seq)
	})
	if err != nil {
		return err
	}
	if n != r.N {
		return fmt.Errorf("%s: %d sequences, %d written", r.Path, n, r.N)
	}
	return nil
}

// decodeRuns reads runs into one mining database.
func decodeRuns(ctx context.Context, runs []SeqRun) (*patterns.Database, error) {
	b := patterns.NewBuilder(0)
	if err := scanRuns(ctx, runs, func(seq [][]byte) error {
		b.AddBytes(seq)
		return nil
	}); err != nil {
		return nil, err
	}
	return b.Build(), nil
}
