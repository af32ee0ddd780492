package main

import (
	"bufio"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"

	"github.com/itnprep/itnprep/eval"
	"github.com/itnprep/itnprep/internal/startup"
	"github.com/itnprep/itnprep/pipelines"
	"github.com/itnprep/itnprep/transforms"
)

func init() {
	register(&command{
		name:    "evaluate",
		summary: "score model outputs: WER (S/D/I), class WERs, I-WER/NI-WER, PER, CER, BLEU",
		run:     runEvaluate,
		// In process, a test set of thousands of sentences is scored in
		// less time than one collection of the start-up heap takes.
		managesGC: true,
	})
}

const evaluateUsage = `evaluate --in PRED.jsonl[.gz]|PRED.parquet [--tokenize ws|punct] [--json] [--details FILE]
       [--metrics all|LIST] [--symbol-class paper|anchor] [--punct-class paper|anchor] [--workers N]
       [--beam [--runner R]]

Input: one line per sentence {"id", "src", "hyp", "ref", "refs"?} (JSONL; "-" reads stdin),
or Parquet with string columns id, src, hyp, ref (and optionally refs, a list of strings).
Prints the papers' table (TYPE ERRORS TOTAL RATE) or, with --json, the full summary.
--metrics chooses what to compute besides WER and sentence accuracy (always computed):
class, itn, multiref, per, cer, bleu, comma-separated, or all (the default).`

func runEvaluate(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("evaluate", evaluateUsage, stderr, true)
	in := fs.String("in", "", "predictions: JSONL (.jsonl, .jsonl.gz, - for stdin) or Parquet (.parquet)")
	tok := fs.String("tokenize", "ws", "word tokenization: ws (white space) or punct (also split off every punctuation/symbol character)")
	asJSON := fs.Bool("json", false, "print the summary as JSON instead of the table")
	details := fs.String("details", "", "write per-sentence counts and word errors as JSONL to this file (- for stdout)")
	symbolClass := fs.String("symbol-class", "paper", "Symbol class: paper (Suter & Novak 2019's list) or anchor (any character that is not alphanumeric, punctuation or an apostrophe; eval/doc.go)")
	punctClass := fs.String("punct-class", "paper", "Punctuation class: paper (token in ,;:.?!/-()\") or anchor (all characters in .,:;!/?-)")
	metrics := fs.String("metrics", "all", "metrics to compute besides WER and sentence accuracy: all, or a comma-separated list of "+strings.Join(eval.MetricNames(), ", "))
	workers := fs.Int("workers", 0, "scoring goroutines (0: one per CPU); the result does not depend on it")
	useBeam := fs.Bool("beam", false, "run as a Beam pipeline (see --runner) instead of in process")
	format := fs.String("format", "auto", "input format: auto (by extension), jsonl or parquet")
	beamCounts := fs.String("beam-counts", "", "with --beam: where the pipeline writes the summed counts (JSON); default a temporary local file, which only local runners (prism, direct) can reach")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *in == "" {
		return fmt.Errorf("%w: --in is required", errUsage)
	}
	var opts eval.Options
	var ok bool
	if opts.Tokenize, ok = eval.ParseTokenization(*tok); !ok {
		return fmt.Errorf("%w: --tokenize must be ws or punct, not %q", errUsage, *tok)
	}
	if opts.Symbol, ok = eval.ParseDefinition(*symbolClass); !ok {
		return fmt.Errorf("%w: --symbol-class must be paper or anchor, not %q", errUsage, *symbolClass)
	}
	if opts.Punct, ok = eval.ParseDefinition(*punctClass); !ok {
		return fmt.Errorf("%w: --punct-class must be paper or anchor, not %q", errUsage, *punctClass)
	}
	chosen, err := eval.ParseMetrics(*metrics)
	if err != nil {
		return fmt.Errorf("%w: --metrics: %v", errUsage, err)
	}
	opts.Skip = eval.AllMetrics &^ chosen
	fmtName := *format
	if fmtName == "auto" {
		fmtName = "jsonl"
		if strings.HasSuffix(strings.ToLower(*in), ".parquet") {
			fmtName = "parquet"
		}
	}
	if fmtName != "jsonl" && fmtName != "parquet" {
		return fmt.Errorf("%w: --format must be auto, jsonl or parquet, not %q", errUsage, *format)
	}

	// Scoring allocates little and briefly; a larger GC target saves the
	// collector's time on big files at no risk to memory. In-process JSONL
	// scoring keeps it paused (see internal/startup) for the first
	// gcPausedBytes of input: a test set is done by then, and a corpus gets
	// the collector back before its tables grow.
	if *useBeam || fmtName == "parquet" || *in == "-" {
		startup.DoneWith(400)
	}
	var counts eval.Counts
	if *useBeam {
		if *details != "" {
			return fmt.Errorf("%w: --details is not available with --beam (per-sentence output would need a sink; run in process)", errUsage)
		}
		if *in == "-" {
			return fmt.Errorf("%w: --beam reads files, not stdin", errUsage)
		}
		c, err := evaluateBeam(ctx, *in, fmtName == "parquet", opts, *beamCounts)
		if err != nil {
			return err
		}
		counts = c
	} else {
		var detailsW io.Writer
		if *details != "" {
			if *details == "-" {
				detailsW = stdout
			} else {
				f, err := os.Create(*details)
				if err != nil {
					return err
				}
				defer f.Close()
				bw := bufio.NewWriterSize(f, 1<<20)
				detailsW = bw
				defer func() {
					if err := bw.Flush(); err != nil {
						fmt.Fprintf(stderr, "itnprep evaluate: writing %s: %v\n", *details, err)
					}
				}()
			}
		}
		run := eval.Run{Options: opts, Workers: *workers, Name: *in, Details: detailsW}
		var err error
		if fmtName == "parquet" {
			counts, err = evaluateParquet(run, *in)
		} else {
			counts, err = evaluateJSONL(run, *in)
		}
		if err != nil {
			return err
		}
	}
	if *details == "-" {
		return nil
	}
	if counts.Sentences == 0 {
		fmt.Fprintf(stderr, "itnprep evaluate: warning: %s holds no sentences\n", *in)
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", " ")
		return enc.Encode(counts.Summarize(opts))
	}
	return counts.WriteTable(stdout, opts)
}

// evaluateBeam runs pipelines.Evaluate on the runner named by --runner
// and reads back the summed counts it wrote.
func evaluateBeam(ctx context.Context, glob string, parquet bool, opts eval.Options, countsPath string) (eval.Counts, error) {
	if countsPath == "" {
		dir, err := os.MkdirTemp("", "itnprep-evaluate-")
		if err != nil {
			return eval.Counts{}, err
		}
		defer os.RemoveAll(dir)
		countsPath = filepath.Join(dir, "counts.json")
	}
	p, s := beam.NewPipelineWithRoot()
	pipelines.Evaluate(s, pipelines.EvaluateConfig{Glob: glob, Parquet: parquet, Options: opts, CountsPath: countsPath})
	if err := beamx.Run(ctx, p); err != nil {
		return eval.Counts{}, fmt.Errorf("pipeline: %w", err)
	}
	return transforms.ReadCounts(ctx, countsPath)
}

// evaluateParquet scores a Parquet file in process: a reader goroutine
// hands decoded batches to the parallel runner.
func evaluateParquet(run eval.Run, path string) (eval.Counts, error) {
	f, err := os.Open(path)
	if err != nil {
		return eval.Counts{}, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return eval.Counts{}, err
	}
	batches := make(chan []eval.Record, 4)
	done := make(chan struct{})
	var readErr error
	go func() {
		defer close(batches)
		readErr = transforms.ReadPredictionsParquet(f, st.Size(), path, func(recs []eval.Record) error {
			select {
			case batches <- recs:
				return nil
			case <-done:
				return errors.New("stopped")
			}
		})
	}()
	counts, err := run.Records(func() ([]eval.Record, error) {
		recs, ok := <-batches
		if !ok {
			if readErr != nil {
				return nil, readErr
			}
			return nil, io.EOF
		}
		return recs, nil
	})
	close(done)
	for range batches {
	}
	return counts, err
}

func evaluateJSONL(run eval.Run, path string) (eval.Counts, error) {
	var r io.Reader
	if path == "-" {
		r = os.Stdin
		run.Name = "stdin"
	} else {
		f, err := os.Open(path)
		if err != nil {
			return eval.Counts{}, err
		}
		defer f.Close()
		r = f
		if strings.HasSuffix(path, ".gz") {
			gz, err := gzip.NewReader(bufio.NewReaderSize(f, 1<<20))
			if err != nil {
				return eval.Counts{}, fmt.Errorf("%s: %w", path, err)
			}
			defer gz.Close()
			r = gz
		}
	}
	return run.JSONL(&gcAfter{r: r, left: gcPausedBytes})
}

// gcPausedBytes is how much JSONL input evaluate reads with the collector
// still paused from start-up: a test set of tens of thousands of
// sentences, whose scoring allocates a few megabytes in all.
const gcPausedBytes = 16 << 20

// gcAfter hands the collector back (GOGC 400, see above) once left bytes
// have been read through it.
type gcAfter struct {
	r    io.Reader
	left int64
}

func (g *gcAfter) Read(p []byte) (int, error) {
	n, err := g.r.Read(p)
	if g.left > 0 {
		if g.left -= int64(n); g.left <= 0 {
			startup.DoneWith(400)
		}
	}
	return n, err
}
