package eval

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strings"
	"sync"

	"github.com/itnprep/itnprep/internal/jsonline"
	"github.com/itnprep/itnprep/internal/quarantine"
)

// chunkSize is the size of the buffers the JSONL reader hands to workers:
// each holds whole lines only (a longer line gets a bigger buffer). 64 KiB
// is a few hundred sentences, enough to amortize the hand-off and small
// enough to keep 2..64 workers busy on a file of a few megabytes.
const chunkSize = 64 << 10

// maxLineBytes bounds one JSONL line.
const maxLineBytes = 1 << 30

// chunkPool recycles the JSONL reader's buffers: a worker returns its
// chunk once every sentence in it is scored, so a run of any length
// touches a few chunks' worth of fresh memory (page faults are a visible
// share of a 30 ms run) and the collector has next to nothing to do.
var chunkPool = sync.Pool{New: func() any { b := make([]byte, chunkSize); return &b }}

// batch is a run of consecutive input sentences: a buffer of complete
// JSONL lines to parse, or records already decoded (Parquet). first is the
// 1-based line (or row) number of the first one.
type batch struct {
	seq   int
	first int64
	data  []byte  // whole lines, the last one possibly without '\n'
	chunk *[]byte // data's buffer, back to chunkPool after scoring
	recs  []Record
}

type batchResult struct {
	seq     int
	counts  Counts
	details []byte
	rejects []quarantine.Reject
	err     error
	// The ids of the scored records, when Run.Repeats is set: ids holds
	// them end to end (appendID: each its IDKind byte and IDKey, then the
	// id as written when that differs), idEntries where each is, its line
	// and its hash (computed here, in parallel).
	ids       []byte
	idEntries []idEntry
}

// Run scores a stream of sentences in parallel and returns the summed
// Counts. Integer sums make the result independent of the number of
// workers; details (one JSON line per sentence, in input order) go to
// details when it is not nil.
type Run struct {
	Options Options
	// Workers is the number of scoring goroutines; 0 means GOMAXPROCS.
	Workers int
	// Name prefixes error messages (a file name); errors read NAME:LINE: ...
	Name string
	// Details receives the per-sentence JSONL when not nil.
	Details io.Writer
	// Rejects, when not nil, quarantines a line that is not a usable
	// record (invalid JSON, a wrongly typed field, a lone surrogate, a
	// field over MaxFieldBytes) with its line number and reason, in input
	// order, and scoring goes on; when nil such a line stops the run with
	// an error naming it.
	Rejects *quarantine.Sink
	// Repeats, when not nil, receives the scored records that repeat an
	// earlier record's id (Repeats.Note; the records are scored all the
	// same: the caller decides, evaluate refuses the result). The check
	// holds at most idSpillBytes of ids in memory, sorting the rest into
	// temporary files it merges when the input is read (idTable).
	Repeats *Repeats
	// Context, when not nil, stops the run when it is cancelled (Ctrl-C):
	// the reading between batches (a Parquet input's reader did not
	// watch it) and the repeated-id check's merges (the runs merged as
	// they grow and all of them once the input is read; a long input's
	// final merge went on to its end). The run then returns the
	// context's error.
	Context context.Context
}

// JSONL scores the JSONL predictions read from r. Lines end at '\n' (a
// '\r' before it is dropped), as bufio.ScanLines splits them. Blank lines
// are skipped (they are not records); anything else that is not a valid
// record is quarantined (Run.Rejects) or stops the run with an error
// naming the line.
func (run Run) JSONL(r io.Reader) (Counts, error) {
	cr := chunkReader{r: r, name: run.Name}
	return run.process(cr.next)
}

// chunkReader cuts a stream into buffers of whole lines.
type chunkReader struct {
	r       io.Reader
	name    string
	seq     int
	line    int64  // lines handed out so far
	pending []byte // the incomplete line after the last buffer's last '\n'
	eof     bool
	// err is the read error that broke the stream, returned once the
	// whole lines read before it were handed out.
	err error
}

func (c *chunkReader) next() (batch, error) {
	if c.err != nil {
		return batch{}, c.err
	}
	if c.eof && len(c.pending) == 0 {
		return batch{}, io.EOF
	}
	size := chunkSize
	for size < 2*len(c.pending) {
		size *= 2
	}
	var chunk *[]byte
	if size == chunkSize {
		chunk = chunkPool.Get().(*[]byte)
	} else {
		b := make([]byte, size)
		chunk = &b
	}
	buf := (*chunk)[:size]
	n := copy(buf, c.pending)
	c.pending = c.pending[:0]
	for n < len(buf) && !c.eof {
		m, err := c.r.Read(buf[n:])
		n += m
		if errors.Is(err, io.EOF) {
			c.eof = true
		} else if err != nil {
			// Named by the line the stream broke in, as prep, align and
			// verbalize name a truncated gzip: "FILE:LINE: read error".
			broken := c.line + int64(bytes.Count(buf[:n], []byte{'\n'})) + 1
			c.err = fmt.Errorf("%s:%d: read error: %w", c.name, broken, err)
			// The whole lines before the break are scored and
			// quarantined first, so the run's summary counts the bad
			// lines it read (a truncated gzip of one chunk dropped
			// them, and the run ended with no quarantine summary);
			// the broken line is not read.
			n = bytes.LastIndexByte(buf[:n], '\n') + 1
			c.pending = c.pending[:0]
			if n == 0 {
				return batch{}, c.err
			}
			break
		}
	}
	data := buf[:n]
	if !c.eof && c.err == nil {
		end := bytes.LastIndexByte(data, '\n') + 1
		if end == 0 {
			// One line fills the buffer: read on into a larger one.
			if n >= maxLineBytes {
				return batch{}, fmt.Errorf("%s:%d: line longer than 1 GiB", c.name, c.line+1)
			}
			c.pending = append(c.pending, data...)
			if size == chunkSize {
				chunkPool.Put(chunk)
			}
			return c.next()
		}
		c.pending = append(c.pending, data[end:]...)
		data = data[:end]
	}
	if len(data) == 0 {
		return batch{}, io.EOF
	}
	b := batch{seq: c.seq, first: c.line + 1, data: data}
	if size == chunkSize {
		b.chunk = chunk
	}
	c.seq++
	c.line += int64(bytes.Count(data, []byte{'\n'}))
	if data[len(data)-1] != '\n' {
		c.line++
	}
	return b, nil
}

// Records scores records handed over by next in batches; next returns
// io.EOF after the last batch. Row numbers in errors count from 1.
func (run Run) Records(next func() ([]Record, error)) (Counts, error) {
	seq := 0
	row := int64(0)
	return run.process(func() (batch, error) {
		recs, err := next()
		if len(recs) == 0 && err == nil {
			err = io.EOF
		}
		b := batch{seq: seq, first: row + 1, recs: recs}
		row += int64(len(recs))
		if err != nil && !errors.Is(err, io.EOF) {
			return b, err
		}
		if len(recs) == 0 {
			return b, io.EOF
		}
		seq++
		return b, nil
	})
}

func (run Run) process(read func() (batch, error)) (Counts, error) {
	workers := run.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	jobs := make(chan batch, 2*workers)
	results := make(chan batchResult, 2*workers)
	stop := make(chan struct{})
	var readErr error
	go func() {
		defer close(jobs)
		for {
			if run.Context != nil && run.Context.Err() != nil {
				// Ctrl-C: a Parquet input's batches are read by no
				// reader that watches it (a JSONL one's is).
				readErr = run.Context.Err()
				return
			}
			b, err := read()
			if err != nil {
				if !errors.Is(err, io.EOF) {
					readErr = err
				}
				return
			}
			select {
			case jobs <- b:
			case <-stop:
				return
			}
		}
	}()
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := newWorker(run.Options)
			for b := range jobs {
				res := run.scoreBatch(w, b)
				select {
				case results <- res:
				case <-stop:
					return
				}
			}
		}()
	}
	go func() {
		wg.Wait()
		close(results)
	}()

	var total Counts
	var firstErr error
	ids := newIDTable(run.Context)
	pending := map[int]batchResult{}
	next := 0
	for res := range results {
		pending[res.seq] = res
		for {
			r, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			next++
			if firstErr != nil {
				continue
			}
			if r.err != nil {
				firstErr = r.err
				close(stop)
				continue
			}
			total.Add(r.counts)
			if run.Repeats != nil {
				if err := ids.add(r); err != nil {
					firstErr = err
					close(stop)
					continue
				}
			}
			for _, rj := range r.rejects {
				if err := run.Rejects.Add(rj); err != nil && firstErr == nil {
					firstErr = err
					close(stop)
				}
			}
			// Not after a failed reject write: stop is closed, and a
			// second close panicked ("internal error: close of closed
			// channel" for a full disk that refused both files).
			if firstErr == nil && run.Details != nil && len(r.details) > 0 {
				if _, err := run.Details.Write(r.details); err != nil {
					firstErr = fmt.Errorf("writing details: %w", err)
					close(stop)
				}
			}
		}
	}
	if firstErr != nil {
		ids.close()
		return total, firstErr
	}
	if readErr != nil {
		ids.close()
		return total, readErr
	}
	if run.Repeats != nil {
		if err := ids.repeats(run.Name, run.Repeats); err != nil {
			return total, err
		}
	}
	return total, nil
}

// worker is one scoring goroutine's state.
type worker struct {
	sc   *Scorer
	dec  *jsonline.Decoder
	rec  Record
	refs []string // reused for rec.Refs
}

func newWorker(opts Options) *worker {
	w := &worker{sc: NewScorer(opts), dec: newRecordDecoder()}
	// Records live only while their chunk is scored; interning copies the
	// tokens it keeps.
	w.dec.BorrowStrings(true)
	return w
}

func (run Run) scoreBatch(w *worker, b batch) batchResult {
	res := batchResult{seq: b.seq}
	if b.recs != nil {
		for i := range b.recs {
			if !run.scoreOne(w.sc, &b.recs[i], b.first+int64(i), &res) {
				break
			}
		}
		return res
	}
	data := b.data
	for line := b.first; len(data) > 0; line++ {
		raw := data
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			raw, data = data[:i], data[i+1:]
		} else {
			data = nil
		}
		if len(raw) > 0 && raw[len(raw)-1] == '\r' {
			raw = raw[:len(raw)-1]
		}
		raw = quarantine.TrimBOM(raw) // any line's, as every reader drops it
		if isBlank(raw) {
			continue
		}
		if err := w.parse(raw); err != nil {
			if run.Rejects != nil {
				res.rejects = append(res.rejects, quarantine.Reject{File: run.Name, Line: line, Reason: err.Error(), Text: string(raw)})
				continue
			}
			res.err = fmt.Errorf("%s:%d: %w", run.Name, line, err)
			break
		}
		if !run.scoreOne(w.sc, &w.rec, line, &res) {
			break
		}
	}
	if b.chunk != nil {
		chunkPool.Put(b.chunk)
	}
	return res
}

// parse decodes one line into w.rec, its strings borrowed from the line.
func (w *worker) parse(line []byte) error {
	w.rec = Record{}
	if why := quarantine.InvalidUTF8(line); why != "" {
		return errors.New(why) // as ParseRecord names it
	}
	if err := w.dec.Decode(line); err != nil {
		return err
	}
	if w.refs == nil {
		w.refs = []string{}
	}
	err := fillRecord(w.dec, &w.rec, w.refs[:0])
	if w.rec.Refs != nil {
		w.refs = w.rec.Refs
	}
	return withLineFields(err, line)
}

func isBlank(b []byte) bool {
	return len(b) == 0 || b[0] != '{' && len(bytes.TrimSpace(b)) == 0
}

// scoreOne adds one record's counts (and details) to res; false on error.
func (run Run) scoreOne(s *Scorer, r *Record, line int64, res *batchResult) bool {
	sent, err := s.Score(r)
	if err != nil {
		if run.Rejects != nil && !strings.HasPrefix(err.Error(), "internal error") {
			res.rejects = append(res.rejects, quarantine.Reject{File: run.Name, Line: line, ID: r.ID, Reason: err.Error()})
			return true
		}
		res.err = fmt.Errorf("%s:%d: %w", run.Name, line, err)
		return false
	}
	res.counts.Add(sent.Counts)
	if run.Repeats != nil && r.IDKind != IDNone {
		res.ids, res.idEntries = appendID(res.ids, res.idEntries, r.IDKind, r.ID, line)
	}
	if run.Details != nil {
		res.details = AppendDetails(res.details, r.ID, line, r, &sent, run.Options)
		res.details = append(res.details, '\n')
	}
	return true
}
