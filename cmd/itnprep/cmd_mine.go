package main

import (
	"context"
	"fmt"
	"io"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"

	"github.com/itnprep/itnprep/patterns"
	"github.com/itnprep/itnprep/pipelines"
	"github.com/itnprep/itnprep/storage"
)

func init() {
	register(&command{
		name:    "mine",
		summary: "frequent sequential patterns (PrefixSpan) in token sequences, exact supports",
		run:     runMine,
	})
}

func runMine(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("mine", "mine --in SEQS.jsonl --minsup N [--minlen M] [--maxlen L] [--max-seq-len K] --out PATTERNS.jsonl [--distributed [--partitions P]]", stderr, true)
	in := pathString(fs, "in", "", "input JSONL, one JSON array of strings per line ('-' = stdin)")
	out := pathString(fs, "out", "", "output JSONL, one [support, [items...]] per line, support descending then pattern ('-' = stdout)")
	minsup := fs.Float64("minsup", 0, "minimum support: a count >= 1, or a share of the sequences if < 1 (ceil(minsup*N), at least 1)")
	minlen := fs.Int("minlen", 1, "shortest reported pattern, in items")
	maxlen := fs.Int("maxlen", 6, "longest pattern, in items (0 = unbounded)")
	maxSeqLen := fs.Int("max-seq-len", 0, "skip (and count) input sequences longer than this many items (0 = no cap)")
	sortMem := fs.Int("sort-mem", 64, "MiB of patterns buffered before sorting spills to temporary files")
	distributed := fs.Bool("distributed", false, "mine on Beam (exact SON: local mining per partition, then an exact recount)")
	partitions := fs.Int("partitions", 8, "with --distributed: number of partitions of the sequences")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *in == "" || *out == "" {
		return fmt.Errorf("%w: --in and --out are required", errUsage)
	}
	if *minsup <= 0 {
		return fmt.Errorf("%w: --minsup must be > 0", errUsage)
	}
	if _, err := patterns.ResolveMinSupport(*minsup, 1); err != nil {
		return fmt.Errorf("%w: --minsup: %v", errUsage, err)
	}
	if *minlen < 1 || *maxlen < 0 || *maxSeqLen < 0 || *partitions < 1 {
		return fmt.Errorf("%w: --minlen must be >= 1, --maxlen and --max-seq-len >= 0, --partitions >= 1", errUsage)
	}
	if err := refuseOutputOverInput(*in, "--out", *out); err != nil {
		return err
	}
	if *distributed {
		if *in == "-" || *out == "-" {
			return fmt.Errorf("%w: --distributed needs file paths for --in and --out", errUsage)
		}
		return runMineDistributed(ctx, mineConfig{
			in: *in, out: *out, minsup: *minsup, minlen: *minlen, maxlen: *maxlen,
			maxSeqLen: *maxSeqLen, partitions: *partitions,
		}, stderr)
	}

	r, name, closeIn, err := openStreamInput(ctx, *in)
	if err != nil {
		return err
	}
	defer closeIn()
	var w io.Writer = stdout
	var f io.WriteCloser
	if *out != "-" {
		var err error
		if f, err = storage.Create(ctx, *out); err != nil {
			return err
		}
		defer f.Close()
		w = f
	}
	sum, err := patterns.MineJSONL(r, name, w, patterns.JSONLOptions{
		MinSupport: *minsup, MinLen: *minlen, MaxLen: *maxlen, MaxSeqLen: *maxSeqLen, SortMem: *sortMem << 20,
	})
	if err != nil {
		return err
	}
	if f != nil {
		if err := f.Close(); err != nil {
			return fmt.Errorf("writing %s: %w", *out, err)
		}
	}
	fmt.Fprintf(stderr, "mine: %d sequences (%d skipped as longer than --max-seq-len), %d items, minsup %d, %d patterns\n",
		sum.Sequences, sum.Skipped, sum.Items, sum.MinSupport, sum.Patterns)
	return nil
}

// mineConfig carries the mine flags to the distributed path.
type mineConfig struct {
	in, out        string
	minsup         float64
	minlen, maxlen int
	maxSeqLen      int
	partitions     int
}

// runMineDistributed runs the SON pipeline on the runner chosen by Beam's
// --runner flag (prism by default). Its output equals the single-machine
// output byte for byte.
func runMineDistributed(ctx context.Context, cfg mineConfig, stderr io.Writer) error {
	if cfg.minsup >= 1 && cfg.minsup < float64(2*cfg.partitions) {
		fmt.Fprintf(stderr, "mine: warning: minsup %v over %d partitions gives a local minimum support near 1; "+
			"the first pass may enumerate most subsequences (use fewer partitions or --max-seq-len)\n", cfg.minsup, cfg.partitions)
	}
	p, s := beam.NewPipelineWithRoot()
	mc := pipelines.MineConfig{
		In: cfg.in, Out: cfg.out, MinSupport: cfg.minsup, MinLen: cfg.minlen, MaxLen: cfg.maxlen,
		MaxSeqLen: cfg.maxSeqLen, Partitions: cfg.partitions,
	}
	pipelines.MinePatterns(s, mc)
	res, err := beamx.RunWithMetrics(ctx, p)
	if rerr := pipelines.RemoveMineRuns(ctx, mc.RunsDir()); err == nil && rerr != nil {
		return rerr
	}
	if err != nil {
		return &pipelines.PipelineError{Runner: runnerName(), Err: err}
	}
	skipped := int64(0)
	if res != nil {
		for _, c := range res.Metrics().AllMetrics().Counters() {
			if c.Key.Name == "skipped_long_sequences" {
				skipped += c.Result()
			}
		}
	}
	fmt.Fprintf(stderr, "mine: distributed over %d partitions; %d sequences skipped as longer than --max-seq-len; wrote %s\n",
		cfg.partitions, skipped, cfg.out)
	return nil
}
