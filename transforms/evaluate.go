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
	"unicode/utf8"

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

// idLocFn keys each record that has an id by the id (its kind and length
// first), then its file and zero-padded line, so that sorting the keys
// puts a repeated id's records side by side, the earliest first; the line
// is the JSON of an idLoc. Both are built by appending into buffers the
// DoFn keeps (appendIDKey, appendIDLoc): fmt.Sprintf and json.Marshal
// were half of the check's cost, which was about 45% of evaluate --beam's
// CPU at a million predictions (docs/BENCHMARKS.md).
type idLocFn struct {
	key, line []byte
}

// idLoc is one line of WriteIDs' file: the id as written, and Key, the
// id's eval.IDKey, when that differs (a number: 1.0 is the id 1).
type idLoc struct {
	ID     string `json:"id"`
	Key    string `json:"key,omitempty"`
	Number bool   `json:"number,omitempty"`
	File   string `json:"file"`
	Line   int64  `json:"line"`
}

// key is what the repeated-id check compares.
func (l idLoc) key() string {
	if l.Key != "" {
		return l.Key
	}
	return l.ID
}

func (fn *idLocFn) ProcessElement(r EvalRecord, emit func(string, string)) error {
	if eval.IDKind(r.IDKind) == eval.IDNone {
		return nil
	}
	number := eval.IDKind(r.IDKind) == eval.IDNumber
	l := idLoc{ID: r.ID, Number: number, File: r.File, Line: r.Line}
	key := eval.IDKey(eval.IDKind(r.IDKind), r.ID)
	if key != r.ID {
		l.Key = key
	}
	var err error
	if fn.line, err = appendIDLoc(fn.line[:0], l); err != nil {
		return err
	}
	fn.key = appendIDKey(fn.key[:0], r.IDKind, key, r.File, r.Line)
	emit(string(fn.key), string(fn.line))
	return nil
}

// appendIDKey appends the sort key of an id's record:
// fmt.Sprintf("%d%020d%s\x00%s\x00%020d", kind, len(key), key, file, line).
// The kind first: 42 and "42" are two ids, as in process. Then the id's
// length: ids are JSON strings and may hold a NUL, so with the id alone
// before the separator the records of "a" in files f1 and f3 sorted
// either side of id "a\x00f2" and the repeat went unseen. The id by its
// key: 1 and 1.0 are one id, as in process.
func appendIDKey(b []byte, kind int, key, file string, line int64) []byte {
	b = strconv.AppendInt(b, int64(kind), 10)
	b = appendZeroPadded(b, int64(len(key)))
	b = append(b, key...)
	b = append(b, 0)
	b = append(b, file...)
	b = append(b, 0)
	return appendZeroPadded(b, line)
}

// appendZeroPadded appends n as fmt's %020d writes it.
func appendZeroPadded(b []byte, n int64) []byte {
	if n < 0 {
		return fmt.Appendf(b, "%020d", n)
	}
	var d [20]byte
	digits := strconv.AppendInt(d[:0], n, 10)
	for i := len(digits); i < 20; i++ {
		b = append(b, '0')
	}
	return append(b, digits...)
}

// appendIDLoc appends l as json.Marshal writes it. Strings that
// encoding/json writes as they are (plainJSON: most ids and paths) are
// appended directly; a record with any other is handed to json.Marshal.
func appendIDLoc(b []byte, l idLoc) ([]byte, error) {
	if !plainJSON(l.ID) || !plainJSON(l.Key) || !plainJSON(l.File) {
		m, err := json.Marshal(l)
		return append(b, m...), err
	}
	b = append(append(b, `{"id":"`...), l.ID...)
	if l.Key != "" {
		b = append(append(b, `","key":"`...), l.Key...)
	}
	b = append(b, '"')
	if l.Number {
		b = append(b, `,"number":true`...)
	}
	b = append(append(b, `,"file":"`...), l.File...)
	b = strconv.AppendInt(append(b, `","line":`...), l.Line, 10)
	return append(b, '}'), nil
}

// plainJSON reports whether encoding/json writes s between its quotes as
// it is: valid UTF-8 without control bytes, quotes, backslashes, the
// HTML characters it escapes (< > &) or U+2028 and U+2029.
func plainJSON(s string) bool {
	ascii := true
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c < 0x20 || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&':
			return false
		case c >= utf8.RuneSelf:
			ascii = false
		}
	}
	return ascii || utf8.ValidString(s) && !strings.ContainsRune(s, '\u2028') && !strings.ContainsRune(s, '\u2029')
}

// WriteIDs writes the id and place of every record that has one to path,
// sorted by id, then file and line, through sorted runs in
// IDsRunsDir(path) as WriteRejects does (no runner holds them; the
// launcher removes the runs after the job). ReadRepeats finds the repeats
// in one pass over it, in bounded memory: the in-process evaluate's check
// (eval.Run.Repeats) for a pipeline. budget is the process's spill budget
// (--sink-buffer-kb; 0: DefaultSinkBufferBytes): the ids spill against the
// smaller of it and DefaultIDSpillBytes (IDSpillBytes).
func WriteIDs(s beam.Scope, records beam.PCollection, path string, budget int64) {
	s = s.Scope("WriteIDs")
	WriteSortedLines(s, beam.ParDo(s, &idLocFn{}, records), path, IDsRunsDir(path), IDSpillBytes(budget))
}

// DefaultIDSpillBytes is the most of WriteIDs' lines (about 200 bytes an
// id) that a process's bundles hold before they spill a run. At the
// sink's 64 MiB the ids' buffer was the whole live heap of evaluate
// --beam (65-80 MB at the peak for 1M predictions; 10 MB without the
// check) and the process peaked at 257-262 MB; at 16 MiB, 128-141 MB
// (docs/BENCHMARKS.md, "evaluate --beam: the ids' buffer capped"). A
// smaller buffer only means more runs, which one merge reads at a time
// up to maxLineRunFanIn (1M predictions: 12 runs instead of 4, no CPU
// that a run could show).
const DefaultIDSpillBytes = 16 << 20

// IDSpillBytes is the ids' spill budget for the process's spill budget
// budget (0: DefaultSinkBufferBytes): DefaultIDSpillBytes, or budget when
// it is smaller, so a small --sink-buffer-kb bounds them too.
func IDSpillBytes(budget int64) int64 {
	if budget <= 0 || budget > DefaultIDSpillBytes {
		return DefaultIDSpillBytes
	}
	return budget
}

// IDsRunsDir is the folder of WriteIDs' sorted runs for path.
func IDsRunsDir(path string) string { return path + ".runs" }

// ReadRepeats reads what WriteIDs wrote and counts the records that repeat
// an earlier record's id (the same id as the line before it), keeping the
// earliest repeat in (file, line) order, as eval.Run.Repeats does. A line
// as appendIDLoc writes it without json.Marshal is read in place
// (parseIDLine); any other by encoding/json. Only a repeat's strings are
// copied: a json.Decoder's Decode of every line was the other half of the
// check's cost.
func ReadRepeats(ctx context.Context, path string) (eval.Repeats, error) {
	var rs eval.Repeats
	rc, err := storage.Open(ctx, path)
	if err != nil {
		return rs, fmt.Errorf("%s: %w", path, err)
	}
	defer rc.Close()
	br := bufio.NewReaderSize(rc, 1<<16)
	var first idLine
	var firstBuf, long []byte
	for n := 0; ; {
		b, err := br.ReadSlice('\n')
		if errors.Is(err, bufio.ErrBufferFull) {
			long = append(long[:0], b...)
			for errors.Is(err, bufio.ErrBufferFull) {
				b, err = br.ReadSlice('\n')
				long = append(long, b...)
			}
			b = long
		}
		if err != nil && !errors.Is(err, io.EOF) {
			return rs, fmt.Errorf("%s: %w", path, err)
		}
		if len(bytes.TrimSpace(b)) > 0 {
			l, perr := readIDLine(b)
			if perr != nil {
				return rs, fmt.Errorf("%s: %w", path, perr)
			}
			if n > 0 && l.number == first.number && bytes.Equal(l.key(), first.key()) {
				rs.Note(eval.Repeat{ID: string(l.id), Number: l.number, File: string(l.file), Line: l.line, FirstFile: string(first.file), FirstLine: first.line})
			} else {
				// The line's bytes are the reader's until the next read.
				firstBuf = append(firstBuf[:0], b...)
				if first, perr = readIDLine(firstBuf); perr != nil {
					return rs, fmt.Errorf("%s: %w", path, perr)
				}
			}
			n++
		}
		if err != nil {
			return rs, nil
		}
	}
}

// idLine is one line of WriteIDs' file as ReadRepeats reads it: an
// idLoc's fields, the strings as bytes.
type idLine struct {
	id, idKey, file []byte
	number          bool
	line            int64
}

// key is what the repeated-id check compares (idLoc.key).
func (l idLine) key() []byte {
	if len(l.idKey) > 0 {
		return l.idKey
	}
	return l.id
}

// readIDLine reads one line of WriteIDs' file: in place when
// parseIDLine can, else by encoding/json.
func readIDLine(b []byte) (idLine, error) {
	if l, ok := parseIDLine(b); ok {
		return l, nil
	}
	var l idLoc
	if err := json.Unmarshal(b, &l); err != nil {
		return idLine{}, err
	}
	return idLine{id: []byte(l.ID), idKey: []byte(l.Key), file: []byte(l.File), number: l.Number, line: l.Line}, nil
}

// parseIDLine reads a line in appendIDLoc's own form,
// {"id":"ID"[,"key":"KEY"][,"number":true],"file":"FILE","line":N}, with
// no backslash in it (so no string holds an escape or a quote), its
// strings sharing b's bytes; ok is false for anything else.
func parseIDLine(b []byte) (l idLine, ok bool) {
	b = bytes.TrimRight(b, "\r\n")
	if bytes.IndexByte(b, '\\') >= 0 {
		return l, false
	}
	str := func(prefix string) ([]byte, bool) {
		rest, found := bytes.CutPrefix(b, []byte(prefix))
		if !found {
			return nil, false
		}
		i := bytes.IndexByte(rest, '"')
		if i < 0 {
			return nil, false
		}
		b = rest[i+1:]
		return rest[:i], true
	}
	if l.id, ok = str(`{"id":"`); !ok {
		return l, false
	}
	if bytes.HasPrefix(b, []byte(`,"key":"`)) {
		if l.idKey, ok = str(`,"key":"`); !ok {
			return l, false
		}
	}
	if rest, found := bytes.CutPrefix(b, []byte(`,"number":true`)); found {
		l.number, b = true, rest
	}
	if l.file, ok = str(`,"file":"`); !ok {
		return l, false
	}
	digits, found := bytes.CutPrefix(b, []byte(`,"line":`))
	if digits, ok = bytes.CutSuffix(digits, []byte("}")); !found || !ok || len(digits) == 0 || len(digits) > 18 {
		return l, false
	}
	for _, c := range digits {
		if c < '0' || c > '9' {
			return l, false
		}
		l.line = l.line*10 + int64(c-'0')
	}
	return l, true
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
