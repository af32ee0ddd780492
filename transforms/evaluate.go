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
	"strconv"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/fileio"

	"github.com/itnprep/itnprep/eval"
	"github.com/itnprep/itnprep/internal/quarantine"
	"github.com/itnprep/itnprep/storage"
)

// The evaluation pipeline's pieces: read predictions (JSONL, gzip or not,
// or Parquet) into EvalRecords, score each with eval.Scorer into
// eval.Counts, sum the Counts (additive, so any bundling gives the
// single-process result exactly), write the sum as JSON.

func init() {
	beam.RegisterType(reflect.TypeOf((*EvalRecord)(nil)).Elem())
	beam.RegisterCoder(reflect.TypeOf((*eval.Counts)(nil)).Elem(), encodeCounts, decodeCounts)
}

// EvalRecord is one prediction with where it came from (Loc, file:line or
// file:row, for error messages; File and Line, the line or row number, for
// the id check) and how it gave its id (IDKind, an eval.IDKind: a string,
// a number, or none), which the repeated-id check needs.
type EvalRecord struct {
	Loc    string
	File   string
	Line   int64
	IDKind int
	ID     string
	Src    string
	Hyp    string
	Ref    string
	Refs   []string
}

func (r EvalRecord) record() eval.Record {
	return eval.Record{ID: r.ID, Src: r.Src, Hyp: r.Hyp, Ref: r.Ref, Refs: r.Refs}
}

func fromRecord(file string, line int64, loc string, r eval.Record) EvalRecord {
	return EvalRecord{Loc: loc, File: file, Line: line, IDKind: int(r.IDKind), ID: r.ID, Src: r.Src, Hyp: r.Hyp, Ref: r.Ref, Refs: r.Refs}
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

// readPredictionsJSONLFn reads a matched JSONL file line by line, as
// textio would but without its gzip truncation in v2.77, and parses each
// non-blank line; a line that does not parse is quarantined (a JSON
// quarantine.Reject on the second output, FILE, LINE and reason) and the
// file goes on, as the in-process evaluate does. The file is opened as the
// in-process evaluate opens its --in (storage.OpenDecompressed): gzip and
// zstd by their magic bytes whatever the name, bzip2 with a .bz2 name, and
// a tar archive, xz, audio or UTF-16 refused in one line; fileio
// decompressed only a .gz name, so a renamed gzip, a .zst or a .bz2 was
// read as lines of compressed bytes, every one quarantined.
type readPredictionsJSONLFn struct{}

func (fn *readPredictionsJSONLFn) ProcessElement(ctx context.Context, file fileio.ReadableFile, emit func(EvalRecord), reject func(string)) error {
	path := file.Metadata.Path
	r, closeR, err := storage.OpenDecompressed(ctx, path)
	if err != nil {
		if !strings.Contains(err.Error(), path) {
			err = fmt.Errorf("%s: %w", path, err)
		}
		return err
	}
	defer closeR()
	broken := &readErr{r: ctxReader{ctx, r}}
	sc := bufio.NewScanner(quarantine.SkipBOM(broken))
	sc.Buffer(make([]byte, 0, 1<<20), 1<<30)
	sc.Split(broken.scanLines)
	line := 0
	var rec eval.Record
	for sc.Scan() {
		line++
		raw := quarantine.TrimBOM(sc.Bytes()) // any line's, as in process
		if len(bytes.TrimSpace(raw)) == 0 {
			continue
		}
		if err := eval.ParseRecord(raw, &rec); err != nil {
			text := sc.Text()
			if len(text) > quarantine.KeepBytes {
				text = text[:quarantine.KeepBytes]
			}
			if err := rejectJSON(reject, quarantine.Reject{File: path, Line: int64(line), Reason: err.Error(), Text: text}); err != nil {
				return err
			}
			continue
		}
		// A field over the limit is quarantined here, as the in-process
		// evaluate does (Score refuses it there): in Score it failed the
		// job, and its id went to the repeated-id check.
		if err := eval.CheckFieldSizes(&rec); err != nil {
			if err := rejectJSON(reject, quarantine.Reject{File: path, Line: int64(line), ID: rec.ID, Reason: err.Error()}); err != nil {
				return err
			}
			continue
		}
		emit(fromRecord(path, int64(line), path+":"+strconv.Itoa(line), rec))
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return fmt.Errorf("%s:%d: line longer than 1 GiB", path, line+1)
		}
		// The line the stream broke in, as the in-process evaluate names it.
		return fmt.Errorf("%s:%d: read error: %w", path, line+1, err)
	}
	return nil
}

// readErr remembers a read error other than io.EOF, so that scanLines
// does not hand out the part of a line read before the stream broke (a
// truncated gzip): bufio.Scanner gives it as a last line, which was
// quarantined as invalid JSON beside the error.
type readErr struct {
	r   io.Reader
	err error
}

func (e *readErr) Read(p []byte) (int, error) {
	n, err := e.r.Read(p)
	if err != nil && !errors.Is(err, io.EOF) {
		e.err = err
	}
	return n, err
}

// scanLines is bufio.ScanLines without the unterminated last line of a
// stream that broke.
func (e *readErr) scanLines(data []byte, atEOF bool) (int, []byte, error) {
	if atEOF && e.err != nil && bytes.IndexByte(data, '\n') < 0 {
		return 0, nil, nil
	}
	return bufio.ScanLines(data, atEOF)
}

// readPredictionsParquetFn reads a matched Parquet file (columns id, src,
// hyp, ref, optional refs). Parquet needs random access, so the file is
// read into memory whole: shard large prediction sets into several files.
type readPredictionsParquetFn struct{}

func (fn *readPredictionsParquetFn) ProcessElement(ctx context.Context, file fileio.ReadableFile, emit func(EvalRecord), reject func(string)) error {
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
		if err := ctx.Err(); err != nil {
			return err // see ctxReader
		}
		for _, r := range recs {
			row++
			reason := r.Problem
			if reason == "" {
				if err := eval.CheckFieldSizes(&r); err != nil {
					reason = err.Error()
				}
			}
			if reason != "" {
				// Quarantined as the in-process evaluate does (Score
				// refuses it there): file, row, reason.
				if err := rejectJSON(reject, quarantine.Reject{File: path, Line: int64(row), ID: r.ID, Reason: reason}); err != nil {
					return err
				}
				continue
			}
			emit(fromRecord(path, int64(row), fmt.Sprintf("%s:row %d", path, row), r))
		}
		return nil
	})
}

// rejectJSON quarantines one prediction: rj as a JSON line on the
// readers' reject output, which ReadRejects reads back.
func rejectJSON(reject func(string), rj quarantine.Reject) error {
	b, err := json.Marshal(rj)
	if err != nil {
		return fmt.Errorf("%s:%d: %w", rj.File, rj.Line, err)
	}
	reject(string(b))
	return nil
}

// scoreFn scores one sentence. Options are stored as plain ints so that
// the DoFn serializes as JSON.
type scoreFn struct {
	Tokenize int
	Punct    int
	Symbol   int
	Skip     int // eval.Metric bits not computed

	scorer *eval.Scorer
}

// newScoreFn returns a scoreFn for opts.
func newScoreFn(opts eval.Options) *scoreFn {
	return &scoreFn{Tokenize: int(opts.Tokenize), Punct: int(opts.Punct), Symbol: int(opts.Symbol), Skip: int(opts.Skip)}
}

func (fn *scoreFn) Setup() {
	fn.scorer = eval.NewScorer(eval.Options{
		Tokenize: eval.Tokenization(fn.Tokenize),
		Punct:    eval.Definition(fn.Punct),
		Symbol:   eval.Definition(fn.Symbol),
		Skip:     eval.Metric(fn.Skip),
	})
}

func (fn *scoreFn) ProcessElement(r EvalRecord) (eval.Counts, error) {
	rec := r.record()
	s, err := fn.scorer.Score(&rec)
	if err != nil {
		return eval.Counts{}, fmt.Errorf("%s: %w", r.Loc, err)
	}
	return s.Counts, nil
}

// sumCountsFn adds Counts; integer sums are associative and commutative,
// so the runner may combine in any order and any bundling.
type sumCountsFn struct{}

func (fn *sumCountsFn) CreateAccumulator() eval.Counts { return eval.Counts{} }

func (fn *sumCountsFn) AddInput(acc, c eval.Counts) eval.Counts {
	acc.Add(c)
	return acc
}

func (fn *sumCountsFn) MergeAccumulators(a, b eval.Counts) eval.Counts {
	a.Add(b)
	return a
}

func (fn *sumCountsFn) ExtractOutput(acc eval.Counts) eval.Counts { return acc }

// sumBundleFn adds a bundle's Counts and emits one sum per bundle, so
// that what reaches the combiner is bounded by bundles, not sentences: the
// direct runner does not lift combiners, and its Combine grouped one
// Counts per sentence in memory (2M predictions: 3.1 GB peak RSS).
type sumBundleFn struct {
	sum eval.Counts
	any bool
}

func (fn *sumBundleFn) StartBundle(_ context.Context, _ func(eval.Counts)) {
	fn.sum, fn.any = eval.Counts{}, false
}

func (fn *sumBundleFn) ProcessElement(c eval.Counts, _ func(eval.Counts)) {
	fn.sum.Add(c)
	fn.any = true
}

func (fn *sumBundleFn) FinishBundle(_ context.Context, emit func(eval.Counts)) {
	if fn.any {
		emit(fn.sum)
	}
}

// writeCountsFn writes the summed Counts (a side input of zero or one
// element: an empty input still yields a file, of zeros) as JSON to Path,
// through Beam's filesystem layer so that gs:// and the like work.
type writeCountsFn struct {
	Path string
}

func (fn *writeCountsFn) ProcessElement(ctx context.Context, _ []byte, counts func(*eval.Counts) bool) error {
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

// ReadCounts reads what writeCountsFn wrote.
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

// ReadPredictions reads matched prediction files (fileio.ReadableFile):
// JSONL ({"id","src","hyp","ref"} per line; compressed files told by
// their content, as the in-process evaluate's), or
// Parquet (columns id, src, tgt, pred) when parquet is set. It returns the
// records and the quarantined lines (JSON quarantine.Reject strings; none
// for Parquet, whose rows are typed).
func ReadPredictions(s beam.Scope, files beam.PCollection, parquet bool) (records, rejects beam.PCollection) {
	s = s.Scope("ReadPredictions")
	if parquet {
		return beam.ParDo2(s, &readPredictionsParquetFn{}, files)
	}
	return beam.ParDo2(s, &readPredictionsJSONLFn{}, files)
}

// rejectLineFn keys a quarantined line (a quarantine.Reject as JSON) by
// its file and zero-padded line, so that sorting the keys orders the
// rejects by file, then line number (the \x00 after the file sorts a file
// before any longer name it prefixes), and re-encodes it the way the
// rejects file has always been written.
type rejectLineFn struct{}

func (fn *rejectLineFn) ProcessElement(line string, emit func(string, string)) error {
	var r quarantine.Reject
	if err := json.Unmarshal([]byte(line), &r); err != nil {
		return err
	}
	b, err := json.Marshal(r)
	if err != nil {
		return err
	}
	emit(fmt.Sprintf("%s\x00%020d", r.File, r.Line), string(b))
	return nil
}

// WriteRejects writes the quarantined lines of ReadPredictions as JSONL
// to path (local or URL), sorted by file and line; no bad line writes an
// empty file. The lines go through sorted runs in RejectsRunsDir(path)
// (WriteSortedLines; the launcher removes them after the job,
// pipelines.RemoveEvaluateRuns), so no runner holds them: a file of bad lines costs no more
// memory than a file of good ones. budget is the spill budget
// (WriteSortedLines; 0: DefaultSinkBufferBytes).
func WriteRejects(s beam.Scope, rejects beam.PCollection, path string, budget int64) {
	s = s.Scope("WriteRejects")
	WriteSortedLines(s, beam.ParDo(s, &rejectLineFn{}, rejects), path, RejectsRunsDir(path), budget)
}

// RejectsRunsDir is the folder of WriteRejects' sorted runs for path.
func RejectsRunsDir(path string) string { return path + ".runs" }

// EachReject streams what WriteRejects wrote, in its order, to each (the
// launcher hands them to its quarantine sink without holding the file).
func EachReject(ctx context.Context, path string, each func(quarantine.Reject) error) error {
	rc, err := storage.Open(ctx, path)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	defer rc.Close()
	dec := json.NewDecoder(bufio.NewReader(rc))
	for dec.More() {
		var r quarantine.Reject
		if err := dec.Decode(&r); err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		if err := each(r); err != nil {
			return err
		}
	}
	return nil
}

// ReadRejects reads what WriteRejects wrote.
func ReadRejects(ctx context.Context, path string) ([]quarantine.Reject, error) {
	var out []quarantine.Reject
	err := EachReject(ctx, path, func(r quarantine.Reject) error {
		out = append(out, r)
		return nil
	})
	return out, err
}

// Score scores every sentence with eval's metrics under opts and returns
// one eval.Counts per sentence.
func Score(s beam.Scope, records beam.PCollection, opts eval.Options) beam.PCollection {
	s = s.Scope("Score")
	return beam.ParDo(s, newScoreFn(opts), records)
}

// SumCounts adds all Counts into one (a singleton, possibly empty).
func SumCounts(s beam.Scope, counts beam.PCollection) beam.PCollection {
	s = s.Scope("SumCounts")
	return beam.Combine(s, &sumCountsFn{}, beam.ParDo(s, &sumBundleFn{}, counts))
}

// WriteCounts writes the summed Counts as JSON to path (local or URL); an
// empty sum writes zeros.
func WriteCounts(s beam.Scope, total beam.PCollection, path string) {
	s = s.Scope("WriteCounts")
	beam.ParDo0(s, &writeCountsFn{Path: path}, beam.Impulse(s), beam.SideInput{Input: total})
}
