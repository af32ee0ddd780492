package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/madedirs"
	"github.com/itnprep/itnprep/internal/progress"
	"github.com/itnprep/itnprep/internal/quarantine"
	"github.com/itnprep/itnprep/internal/textcut"
	"github.com/itnprep/itnprep/patterns"
	"github.com/itnprep/itnprep/pipelines"
	"github.com/itnprep/itnprep/storage"
	"github.com/itnprep/itnprep/transforms"
)

func init() {
	register(&command{
		name:    "mine",
		summary: "frequent sequential patterns (PrefixSpan) in token sequences, exact supports",
		run:     runMine,
	})
}

const mineUsage = `mine --input SEQS.jsonl --minsup N [--minlen M] [--maxlen L] [--max-seq-len K] [--max-patterns N] --output PATTERNS.jsonl [--rejects FILE]
       [--allow-empty] [--max-reject-rate R]
       [--sort-mem MB | --distributed [--partitions P] [--partition-size N] [--sink-buffer-kb KB]]

A line that is not a sequence (invalid JSON, a non-string element, invalid
UTF-8, a lone surrogate such as "\ud800", a line over 64 MiB) is quarantined
with its line number and reason (--rejects; default OUT.rejects.jsonl, stderr
when --output is -) and the others are mined, in process and --distributed alike.
As prep does, mine refuses (exit 1, nothing written but the rejects) an input
without one usable sequence (--allow-empty) or with more than --max-reject-rate
of its lines quarantined.`

// mineConfig carries the mine flags to both paths.
type mineConfig struct {
	in, out, rejects string
	minsup           float64
	minlen, maxlen   int
	maxSeqLen        int
	maxPatterns      int
	sortMem          int
	distributed      bool
	partitions       int
	partitionsGiven  bool // --partitions on the command line: a lowered one is said (pipelines.PartitionsLowered)
	partitionSize    int
	sinkBufferKB     int
	guard            dataset.Guard
	// made is the folders the run makes for --out and the rejects,
	// noted before the arguments' check makes them (checkStreamOutputs):
	// the run removes them when it ends, those its files keep aside.
	made madedirs.Made
}

func parseMineArgs(ctx context.Context, args []string, stdout io.Writer) (mineConfig, error) {
	var c mineConfig
	fs := newFlags("mine", mineUsage, stdout, true)
	pathVar(fs, &c.in, "in", "", "input JSONL, one JSON array of strings per line ('-' = stdin; compressed with gzip, zstd or bzip2 (.bz2), read by content)")
	pathVar(fs, &c.out, "out", "", "output JSONL, one [support, [items...]] per line, support descending then pattern ('-' = stdout)")
	pathVar(fs, &c.rejects, "rejects", "", "JSONL file for quarantined lines (file, line, reason, text; default OUT.rejects.jsonl, or stderr when --output is -)")
	fs.Float64Var(&c.minsup, "minsup", 0, "required: minimum support, a count >= 1, or a share if < 1: ceil(minsup*N), at least 1, N the sequences mined (not the lines quarantined nor those --max-seq-len skips; the summary prints the count)")
	fs.IntVar(&c.minlen, "minlen", 1, "shortest reported pattern, in items")
	fs.IntVar(&c.maxlen, "maxlen", 6, "longest pattern, in items (0 = unbounded)")
	fs.IntVar(&c.maxSeqLen, "max-seq-len", 0, "skip (and count) input sequences longer than this many items (0 = no cap)")
	addMaxPatternsFlag(fs, &c.maxPatterns)
	fs.IntVar(&c.sortMem, "sort-mem", 64, "in process (not with --distributed): MiB of patterns buffered before sorting spills to temporary files")
	fs.BoolVar(&c.distributed, "distributed", false, "mine on Beam (exact SON: local mining per partition, then an exact recount)")
	fs.IntVar(&c.partitions, "partitions", 8, "with --distributed: number of partitions of the sequences (fewer where one's local minimum support would fall under 10: the output is the same)")
	fs.IntVar(&c.partitionSize, "partition-size", transforms.DefaultPartitionSize, "with --distributed: most sequences one partition's first pass mines at once: a bigger partition is mined in chunks, each its own SON partition, so memory does not grow with the input (0 = whole partitions; the output is the same)")
	addSortedFilesBufferFlag(fs, &c.sinkBufferKB, "with --distributed: ", "the rejects and the inputs' accounting", "the partitions' sequence files", transforms.DefaultSeqSpillBytes)
	addMineGuardFlags(fs, &c.guard, "sequences", "write no patterns")
	if err := parseFlags(fs, args); err != nil {
		return c, err
	}
	// The mode first: "--sink-buffer-kb 0" without --distributed said
	// "under 1", where the flag does not apply at all.
	if err := checkMineModeFlags(fs, c.distributed); err != nil {
		return c, err
	}
	c.partitionsGiven = flagGiven(fs, "partitions")
	if err := checkSinkBufferKB(c.sinkBufferKB); err != nil {
		return c, err
	}
	if err := requiredFlags([2]string{"--input", c.in}, [2]string{"--output", c.out}); err != nil {
		return c, err
	}
	if c.minsup <= 0 {
		// Not given (it has no default, unlike mine-pairs' 20): it read
		// "--minsup must be > 0", as if a value had been wrong.
		return c, fmt.Errorf("%w: --minsup is required and must be > 0: a count of sequences (e.g. --minsup 20) or a share of them below 1 (e.g. --minsup 0.002)", errUsage)
	}
	if _, err := patterns.ResolveMinSupport(c.minsup, 1); err != nil {
		return c, fmt.Errorf("%w: --minsup: %v", errUsage, err)
	}
	if err := outOfRange(append([]bound{
		{"minlen", c.minlen < 1, "1 or more", c.minlen},
		{"maxlen", c.maxlen < 0, "0 (unbounded) or more", c.maxlen},
		// 0 and below meant the default, 64, unsaid; MiB past what an
		// int holds in bytes wrapped around to it too.
		{"sort-mem", c.sortMem < 1 || c.sortMem > math.MaxInt>>20, "1 or more (MiB)", c.sortMem},
	}, miningBounds(c.maxSeqLen, c.partitions, c.partitionSize, c.maxPatterns)...)...); err != nil {
		return c, err
	}
	if c.maxlen > 0 && c.minlen > c.maxlen {
		// No pattern is both: it mined for nothing and wrote an empty
		// result, exit 0.
		return c, fmt.Errorf("%w: --minlen %d is above --maxlen %d: no pattern can be reported (--maxlen 0 is unbounded)", errUsage, c.minlen, c.maxlen)
	}
	if err := checkGuardFlags(c.guard); err != nil {
		return c, err
	}
	if c.distributed && (c.in == "-" || c.out == "-" || c.rejects == "-") {
		return c, fmt.Errorf("%w: --distributed needs file paths for --input, --output and --rejects", errUsage)
	}
	var err error
	c.made, err = checkStreamOutputs(ctx, []string{c.in}, "--output", c.out, "--rejects", c.rejects)
	return c, err
}

// checkMineModeFlags refuses the flags of the other way of mining than
// the one asked for: the partitions and the spill budget of --distributed
// in process, the sort buffer of the in-process miner with --distributed
// (they were accepted and did nothing).
func checkMineModeFlags(fs *flag.FlagSet, distributed bool) error {
	if distributed {
		return refuseFlagsThatDoNotApply(fs, "applies only to mine in process (its sort of the patterns found), not to --distributed's job: leave it out", "sort-mem")
	}
	return refuseFlagsThatDoNotApply(fs, "applies only with --distributed (mine in process has no partitions and spills no sorted files): add --distributed, or leave it out",
		"partitions", "partition-size", "sink-buffer-kb")
}

func runMine(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	c, err := parseMineArgs(ctx, args, stdout)
	if err != nil {
		return err
	}
	// Whatever ends the run, in process or distributed, removes the
	// folders it made for its files, those the files left there keep
	// (the patterns, the rejects of a refusal).
	defer c.made.RemoveEmpty()
	if c.distributed {
		return runMineDistributed(ctx, c, stderr)
	}
	r, name, closeIn, err := openStreamInput(ctx, "mine", c.in)
	if err != nil {
		return err
	}
	defer closeIn()
	// The rejects first: an unwritable --rejects must not leave an empty
	// output behind (creating the output truncates an earlier one).
	rej, err := openRejects(ctx, "mine", c.rejects, c.out, stderr)
	if err != nil {
		return err
	}
	w, closeOut, err := openStreamOutput(ctx, "--output", c.out, stdout)
	if err != nil {
		rej.Close()
		return err
	}
	sum, err := patterns.MineJSONL(ctxReader{ctx, r}, name, w, patterns.JSONLOptions{
		MinSupport: c.minsup, MinLen: c.minlen, MaxLen: c.maxlen, MaxSeqLen: c.maxSeqLen, SortMem: c.sortMem << 20, Rejects: rej,
		MaxPatterns: c.maxPatterns,
		Check: func(s patterns.JSONLSummary) error {
			return c.guard.CheckLines("mine", dataset.LineTally{Input: c.in, Unit: "sequences", Read: int64(s.Read),
				Quarantined: int64(s.Quarantined), First: s.FirstReject, Rejects: rej.Where()})
		},
		Stop: ctx.Err,
	})
	if err != nil && ctx.Err() != nil {
		return mineInterrupted(ctx, c.out, closeOut, rej)
	}
	if errors.Is(err, dataset.ErrRefused) {
		// One line says why; nothing was mined, and an empty file must
		// not pass for the result.
		closeOut()
		if cerr := rej.Close(); cerr != nil {
			err = fmt.Errorf("%w; writing the rejects: %v", err, cerr)
		}
		return removeRefused(ctx, err, c.out)
	}
	if err = finishStream("mine", int64(sum.Read), rej, err, closeOut, stderr, minedLost(c.out), false); err != nil {
		// Patterns are written sorted, at the end: a read error left an
		// empty --out that passed for a result.
		return removeRefused(ctx, err, c.out)
	}
	// Counts with thousands separators, as every other summary writes them
	// (progress.Thousands): "44229 patterns" stood beside prep's "44,229 rows".
	fmt.Fprintf(stderr, "itnprep mine: %s sequences (%s skipped as longer than --max-seq-len), %s items, %s, %s patterns\n",
		thousands(sum.Sequences), thousands(sum.Skipped), thousands(sum.Items), minsupSaid(c.minsup, sum.MinSupport, sum.Sequences, sum.Skipped, sum.Quarantined), thousands(sum.Patterns))
	if line := minSupportAboveSequences("mine", c.minsup, sum.Sequences); line != "" {
		fmt.Fprintln(stderr, line)
	}
	return nil
}

// mineInterrupted ends a mine that Ctrl-C or SIGTERM stopped, reading or
// mining: the output, which holds nothing yet (patterns are written sorted,
// at the end), is removed, so no empty file passes for a result, and one
// line says so. Mining in process did not watch for the signal: it went on
// for as long as the search took and left an empty --out behind.
func mineInterrupted(ctx context.Context, out string, closeOut func() error, rej *quarantine.Sink) error {
	_ = closeOut()
	_ = rej.Close()
	return removeRefused(context.WithoutCancel(ctx), fmt.Errorf("mine interrupted (%v); %s", context.Cause(ctx), minedLost(out)), out)
}

// minedLost is what a mine that did not finish does not give: "OUT not
// written", or "no pattern written" on stdout.
func minedLost(out string) string {
	if out == "-" {
		return "no pattern written"
	}
	return out + " not written"
}

// minsupSaid is the summary's "minsup N": with a share as --minsup, also
// what it is a share of, the sequences mined, which leave out the
// quarantined lines and those --max-seq-len skipped (a share of every line
// read, as a user may take it, would be a higher count).
func minsupSaid(minsup float64, resolved, mined, skipped, quarantined int) string {
	if minsup >= 1 {
		return fmt.Sprintf("minsup %d", resolved)
	}
	var left []string
	if skipped > 0 {
		left = append(left, thousands(skipped)+" skipped")
	}
	if quarantined > 0 {
		left = append(left, thousands(quarantined)+" quarantined")
	}
	not := ""
	if len(left) > 0 {
		not = ", not the " + strings.Join(left, " or ")
	}
	return fmt.Sprintf("minsup %d (%v of the %s sequences mined%s)", resolved, minsup, thousands(mined), not)
}

// thousands is progress.Thousands of an int, for the summaries' counts.
func thousands(n int) string { return progress.Thousands(int64(n)) }

// runMineDistributed runs the SON pipeline on the runner chosen by Beam's
// --runner flag (prism by default). Its output and its rejects equal the
// single-machine ones byte for byte, and the same guard judges its inputs'
// accounting (pipelines.ReadInputStats).
func runMineDistributed(ctx context.Context, c mineConfig, stderr io.Writer) error {
	// A missing input (or a glob, which mine does not expand, or a
	// folder) is one line here, not a pipeline failure after start-up.
	_, _, closeIn, err := openStreamInput(ctx, "mine", c.in)
	if err != nil {
		return err
	}
	closeIn()
	// A dry run touches no store (Dataflow's --dry_run builds offline with
	// its output in a bucket): there is nothing to probe.
	if !isDryRun() {
		if err := checkWritable(ctx, "--output", c.out); err != nil {
			return err
		}
		// The default rejects file lies beside --out: its folder was
		// just probed, and a probe is a write and a delete in a bucket.
		if rej := rejectsPath(c.rejects, c.out); dataset.Dir(rej) != dataset.Dir(c.out) {
			if err := checkWritable(ctx, "--rejects", rej); err != nil {
				return err
			}
		}
	}
	p, s := beam.NewPipelineWithRoot()
	mc := mineJob(c)
	pipelines.MinePatterns(s, mc)
	tally, dry, err := runMining(ctx, p, []string{c.in}, mc.RunsDir(), mc.RejectsPath(), "mine", minedLost(c.out), stderr)
	if err != nil || dry {
		return err
	}
	if tally.Quarantined == 0 {
		_ = storage.RemoveOutput(ctx, mc.RejectsPath()) // a rejects file exists only when something was quarantined
	}
	tally.Input, tally.Unit = c.in, "sequences"
	if err := c.guard.CheckLines("mine", tally); err != nil {
		return removeRefused(ctx, err, c.out) // nothing usable was mined: no result file
	}
	mined := int(tally.Read - tally.Quarantined - tally.Skipped)
	resolved, err := patterns.ResolveMinSupport(c.minsup, mined)
	if err != nil {
		return err
	}
	sayPartitionsLowered(stderr, "mine", c.partitionsGiven, c.partitions, c.minsup, mined)
	// the partitions it mined in, not always --partitions
	k := pipelines.PartitionsMined(c.partitions, resolved, mined)
	fmt.Fprintf(stderr, "itnprep mine: distributed over %d %s; %s sequences (%s skipped as longer than --max-seq-len), %s; wrote %s\n",
		k, textcut.Plural(k, "partition", "partitions"), thousands(mined), progress.Thousands(tally.Skipped), minsupSaid(c.minsup, resolved, mined, int(tally.Skipped), int(tally.Quarantined)), c.out)
	if line := minSupportAboveSequences("mine", c.minsup, mined); line != "" {
		fmt.Fprintln(stderr, line)
	}
	if tally.Quarantined > 0 {
		fmt.Fprintln(stderr, quarantine.Summary("mine", tally.Quarantined, tally.Read, mc.RejectsPath(), tally.First))
	}
	return nil
}

// mineJob is mine --distributed's job: its paths as its workers open them
// (workerPath), its sorted files' spills against --sink-buffer-kb.
func mineJob(c mineConfig) pipelines.MineConfig {
	return pipelines.MineConfig{
		In: workerPath(c.in), Out: workerPath(c.out), Rejects: workerPath(c.rejects), MinSupport: c.minsup, MinLen: c.minlen, MaxLen: c.maxlen,
		MaxSeqLen: c.maxSeqLen, Partitions: c.partitions, PartitionSize: c.partitionSize, SpillBytes: int64(c.sinkBufferKB) << 10,
		MaxPatterns: c.maxPatterns,
	}
}
