package eval

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"runtime"
	"sync"
)

// batchSize is how many sentences one worker scores per hand-off: large
// enough to amortize channel traffic, small enough to balance 2..64 cores.
const batchSize = 256

// batch is a run of consecutive input sentences: raw JSONL lines to parse,
// or records already decoded (Parquet). first is the 1-based line (or row)
// number of the first one.
type batch struct {
	seq   int
	first int64
	lines [][]byte
	recs  []Record
}

type batchResult struct {
	seq     int
	counts  Counts
	details []byte
	err     error
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
}

// JSONL scores the JSONL predictions read from r. Blank lines are skipped
// (they are not records); anything else that is not a valid record stops
// the run with an error naming the line.
func (run Run) JSONL(r io.Reader) (Counts, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 1<<20), 1<<30)
	seq := 0
	line := int64(0)
	return run.process(func() (batch, error) {
		b := batch{seq: seq, first: line + 1}
		// One allocation per batch: the lines are slices of arena.
		var arena []byte
		var ends []int
		for len(ends) < batchSize && sc.Scan() {
			line++
			arena = append(arena, sc.Bytes()...)
			ends = append(ends, len(arena))
		}
		start := 0
		for _, end := range ends {
			b.lines = append(b.lines, arena[start:end:end])
			start = end
		}
		if err := sc.Err(); err != nil {
			if errors.Is(err, bufio.ErrTooLong) {
				return b, fmt.Errorf("%s:%d: line longer than 1 GiB", run.Name, line+1)
			}
			return b, fmt.Errorf("%s: %w", run.Name, err)
		}
		if len(b.lines) == 0 {
			return b, io.EOF
		}
		seq++
		return b, nil
	})
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
			s := NewScorer(run.Options)
			for b := range jobs {
				res := run.scoreBatch(s, b)
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
			if run.Details != nil && len(r.details) > 0 {
				if _, err := run.Details.Write(r.details); err != nil {
					firstErr = fmt.Errorf("writing details: %w", err)
					close(stop)
				}
			}
		}
	}
	if firstErr != nil {
		return total, firstErr
	}
	if readErr != nil {
		return total, readErr
	}
	return total, nil
}

func (run Run) scoreBatch(s *Scorer, b batch) batchResult {
	res := batchResult{seq: b.seq}
	var rec Record
	n := len(b.lines)
	if b.recs != nil {
		n = len(b.recs)
	}
	for i := 0; i < n; i++ {
		line := b.first + int64(i)
		var r *Record
		if b.recs != nil {
			r = &b.recs[i]
		} else {
			raw := b.lines[i]
			if len(bytes.TrimSpace(raw)) == 0 {
				continue
			}
			if err := ParseRecord(raw, &rec); err != nil {
				res.err = fmt.Errorf("%s:%d: %w", run.Name, line, err)
				return res
			}
			r = &rec
		}
		sent, err := s.Score(r)
		if err != nil {
			res.err = fmt.Errorf("%s:%d: %w", run.Name, line, err)
			return res
		}
		res.counts.Add(sent.Counts)
		if run.Details != nil {
			res.details = AppendDetails(res.details, r.ID, line, r, &sent, run.Options)
			res.details = append(res.details, '\n')
		}
	}
	return res
}
