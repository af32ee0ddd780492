package transforms

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/fileio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"

	"github.com/itnprep/itnprep/eval"
	"github.com/itnprep/itnprep/storage"
)

// The evaluation pipeline's pieces: read predictions (JSONL, gzip or not,
// or Parquet) into EvalRecords, score each with eval.Scorer into
// eval.Counts, sum the Counts (additive, so any bundling gives the
// single-process result exactly), write the sum as JSON.

func init() {
	beam.RegisterType(reflect.TypeOf((*EvalRecord)(nil)).Elem())
	beam.RegisterCoder(reflect.TypeOf((*eval.Counts)(nil)).Elem(), encodeCounts, decodeCounts)
	register.DoFn3x1[context.Context, fileio.ReadableFile, func(EvalRecord), error](&ReadPredictionsJSONLFn{})
	register.DoFn3x1[context.Context, fileio.ReadableFile, func(EvalRecord), error](&ReadPredictionsParquetFn{})
	register.Emitter1[EvalRecord]()
	register.DoFn1x2[EvalRecord, eval.Counts, error](&ScoreFn{})
	register.Combiner1[eval.Counts](&SumCountsFn{})
	register.DoFn3x1[context.Context, []byte, func(*eval.Counts) bool, error](&WriteCountsFn{})
	register.Iter1[eval.Counts]()
	register.Function1x2[eval.Counts, []byte, error](encodeCounts)
	register.Function1x2[[]byte, eval.Counts, error](decodeCounts)
}

// EvalRecord is one prediction with where it came from (file:line or
// file:row), for error messages.
type EvalRecord struct {
	Loc  string
	ID   string
	Src  string
	Hyp  string
	Ref  string
	Refs []string
}

func (r EvalRecord) record() eval.Record {
	return eval.Record{ID: r.ID, Src: r.Src, Hyp: r.Hyp, Ref: r.Ref, Refs: r.Refs}
}

func fromRecord(loc string, r eval.Record) EvalRecord {
	return EvalRecord{Loc: loc, ID: r.ID, Src: r.Src, Hyp: r.Hyp, Ref: r.Ref, Refs: r.Refs}
}

// Counts travel as JSON: every field is an integer, so the round trip is
// exact, and the encoding does not depend on Beam's schema inference for
// nested arrays.
func encodeCounts(c eval.Counts) ([]byte, error) { return json.Marshal(c) }

func decodeCounts(b []byte) (eval.Counts, error) {
	var c eval.Counts
	err := json.Unmarshal(b, &c)
	return c, err
}

// ReadPredictionsJSONLFn reads a matched JSONL file (.gz decompressed by
// fileio from the extension) line by line, as textio would but without
// its gzip truncation in v2.77, and parses each non-blank line; a bad line
// fails the pipeline with FILE:LINE in the error.
type ReadPredictionsJSONLFn struct{}

func (fn *ReadPredictionsJSONLFn) ProcessElement(ctx context.Context, file fileio.ReadableFile, emit func(EvalRecord)) error {
	path := file.Metadata.Path
	rc, err := file.Open(ctx)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	defer rc.Close()
	sc := bufio.NewScanner(rc)
	sc.Buffer(make([]byte, 0, 1<<20), 1<<30)
	line := 0
	var rec eval.Record
	for sc.Scan() {
		line++
		if len(bytes.TrimSpace(sc.Bytes())) == 0 {
			continue
		}
		if err := eval.ParseRecord(sc.Bytes(), &rec); err != nil {
			return fmt.Errorf("%s:%d: %w", path, line, err)
		}
		emit(fromRecord(fmt.Sprintf("%s:%d", path, line), rec))
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return fmt.Errorf("%s:%d: line longer than 1 GiB", path, line+1)
		}
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// ReadPredictionsParquetFn reads a matched Parquet file (columns id, src,
// hyp, ref, optional refs). Parquet needs random access, so the file is
// read into memory whole: shard large prediction sets into several files.
type ReadPredictionsParquetFn struct{}

func (fn *ReadPredictionsParquetFn) ProcessElement(ctx context.Context, file fileio.ReadableFile, emit func(EvalRecord)) error {
	path := file.Metadata.Path
	rc, err := file.Open(ctx)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	data, err := io.ReadAll(rc)
	rc.Close()
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	row := 0
	return ReadPredictionsParquet(bytes.NewReader(data), int64(len(data)), path, func(recs []eval.Record) error {
		for _, r := range recs {
			row++
			emit(fromRecord(fmt.Sprintf("%s:row %d", path, row), r))
		}
		return nil
	})
}

// ScoreFn scores one sentence. Options are stored as plain ints so that
// the DoFn serializes as JSON.
type ScoreFn struct {
	Tokenize int
	Punct    int
	Symbol   int
	Skip     int // eval.Metric bits not computed

	scorer *eval.Scorer
}

// NewScoreFn returns a ScoreFn for opts.
func NewScoreFn(opts eval.Options) *ScoreFn {
	return &ScoreFn{Tokenize: int(opts.Tokenize), Punct: int(opts.Punct), Symbol: int(opts.Symbol), Skip: int(opts.Skip)}
}

func (fn *ScoreFn) Setup() {
	fn.scorer = eval.NewScorer(eval.Options{
		Tokenize: eval.Tokenization(fn.Tokenize),
		Punct:    eval.Definition(fn.Punct),
		Symbol:   eval.Definition(fn.Symbol),
		Skip:     eval.Metric(fn.Skip),
	})
}

func (fn *ScoreFn) ProcessElement(r EvalRecord) (eval.Counts, error) {
	rec := r.record()
	s, err := fn.scorer.Score(&rec)
	if err != nil {
		return eval.Counts{}, fmt.Errorf("%s: %w", r.Loc, err)
	}
	return s.Counts, nil
}

// SumCountsFn adds Counts; integer sums are associative and commutative,
// so the runner may combine in any order and any bundling.
type SumCountsFn struct{}

func (fn *SumCountsFn) CreateAccumulator() eval.Counts { return eval.Counts{} }

func (fn *SumCountsFn) AddInput(acc, c eval.Counts) eval.Counts {
	acc.Add(c)
	return acc
}

func (fn *SumCountsFn) MergeAccumulators(a, b eval.Counts) eval.Counts {
	a.Add(b)
	return a
}

func (fn *SumCountsFn) ExtractOutput(acc eval.Counts) eval.Counts { return acc }

// WriteCountsFn writes the summed Counts (a side input of zero or one
// element: an empty input still yields a file, of zeros) as JSON to Path,
// through Beam's filesystem layer so that gs:// and the like work.
type WriteCountsFn struct {
	Path string
}

func (fn *WriteCountsFn) ProcessElement(ctx context.Context, _ []byte, counts func(*eval.Counts) bool) error {
	var total, c eval.Counts
	for counts(&c) {
		total.Add(c)
	}
	b, err := json.Marshal(total)
	if err != nil {
		return err
	}
	if err := storage.WriteAtomic(ctx, fn.Path, b); err != nil {
		return fmt.Errorf("%s: %w", fn.Path, err)
	}
	return nil
}

// ReadCounts reads what WriteCountsFn wrote.
func ReadCounts(ctx context.Context, path string) (eval.Counts, error) {
	b, err := storage.ReadFile(ctx, path)
	if err != nil {
		return eval.Counts{}, fmt.Errorf("%s: %w", path, err)
	}
	c, err := decodeCounts(b)
	if err != nil {
		return c, fmt.Errorf("%s: %w", path, err)
	}
	return c, nil
}
