package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/madedirs"
	"github.com/itnprep/itnprep/internal/progress"
	"github.com/itnprep/itnprep/internal/quarantine"
	"github.com/itnprep/itnprep/internal/shellquote"
	"github.com/itnprep/itnprep/patterns"
	"github.com/itnprep/itnprep/pipelines"
	"github.com/itnprep/itnprep/transforms"
)

func init() {
	register(&command{
		name:    "mine-pairs",
		summary: "align pairs, mine their mismatches on Beam, derive cleaning rules and a review report",
		run:     runMinePairs,
	})
}

// minePairsArgs are mine-pairs' parsed flags.
type minePairsArgs struct {
	input, output string
	minsup        float64
	maxlen        int
	maxSeqLen     int
	partitions    int
	partGiven     bool // --partitions on the command line: a lowered one is said (pipelines.PartitionsLowered)
	partitionSize int
	maxPatterns   int
	sinkBufferKB  int
	autojunk      bool
	derive        patterns.DeriveOptions
	guard         dataset.Guard
}

func parseMinePairsArgs(args []string, stdout io.Writer) (minePairsArgs, error) {
	var a minePairsArgs
	fs := newFlags("mine-pairs", "mine-pairs --input PAIRS.jsonl|GLOB|VERSION_DIR --output DIR [--minsup N] [--maxlen L] [--max-seq-len K] [--partitions P] [--partition-size N] [--max-patterns N] [--sink-buffer-kb KB] [flags]\n       (or --from VERSION_DIR for --input VERSION_DIR)\n\n"+
		"Aligns each (written, spoken) pair as difflib does, mines the mismatches' frequent patterns on Beam\n"+
		"and derives cleaning rules from them: DIR/rules.jsonl (review them with itnprep view DIR;\n"+
		"prep libriheavy --rules applies the approved removal rules) and DIR/report.md; quarantined lines\n"+
		"go to DIR/rejects.jsonl.", stdout, true)
	pathListVar(fs, &a.input, "input", "", "pairs: JSONL files or globs, comma-separated ({\"written\", \"spoken\"[, \"id\" string or number]} per line; local, gs://, s3://), or a dataset version (its data/*.parquet): a folder or a tag, OUT/NAME@TAG")
	var from string
	pathVar(fs, &from, "from", "", "a dataset version (a folder or OUT/NAME@TAG), as derive takes it: the same as --input VERSION_DIR")
	pathVar(fs, &a.output, "output", "", "output folder: mismatches.jsonl, patterns.jsonl, rules.jsonl, report.md, rejects.jsonl (quarantined lines, when any)")
	fs.Float64Var(&a.minsup, "minsup", 20, "minimum support: a count >= 1, or a share if < 1 of the mismatch sequences mined (not those --max-seq-len skips; report.md gives the count)")
	fs.IntVar(&a.maxlen, "maxlen", 6, "longest pattern, in items")
	fs.IntVar(&a.maxSeqLen, "max-seq-len", 30, "skip (and count) mismatches longer than this many items (0 = no cap)")
	fs.IntVar(&a.partitions, "partitions", 4, "SON partitions of the mismatches (fewer where one's local minimum support would fall under 10: the output is the same)")
	fs.IntVar(&a.partitionSize, "partition-size", transforms.DefaultPartitionSize, "most sequences one partition's first pass mines at once: a bigger partition is mined in chunks, each its own SON partition, so memory does not grow with the input (0 = whole partitions; the output is the same)")
	addMaxPatternsFlag(fs, &a.maxPatterns)
	fs.BoolVar(&a.autojunk, "autojunk", true, "difflib's autojunk heuristic when aligning")
	fs.Float64Var(&a.derive.RemovalShare, "removal-share", 0.1, "removal: no spoken mapping reaches this share of the written side's support")
	fs.Float64Var(&a.derive.DeletionShare, "deletion-share", 0.5, "removal: at least this share of occurrences are pure deletions")
	fs.Float64Var(&a.derive.DominanceShare, "dominance-share", 0.5, "fixed: the strongest mapping reaches this share, competitors stay below it")
	addSortedFilesBufferFlag(fs, &a.sinkBufferKB, "", "the mismatches, the rejects and the inputs' accounting", "the partitions' sequence files", transforms.DefaultSeqSpillBytes)
	addMineGuardFlags(fs, &a.guard, "pairs", "derive no rules")
	if err := parseFlags(fs, args); err != nil {
		return a, err
	}
	a.partGiven = flagGiven(fs, "partitions")
	if err := checkSinkBufferKB(a.sinkBufferKB); err != nil {
		return a, err
	}
	if err := checkGuardFlags(a.guard); err != nil {
		return a, err
	}
	if from != "" {
		if a.input != "" {
			return a, fmt.Errorf("%w: give the pairs once: --input or --from, not both", errUsage)
		}
		a.input = from
	}
	if err := requiredFlags([2]string{"--input (or --from VERSION_DIR)", a.input}, [2]string{"--output", a.output}); err != nil {
		return a, err
	}
	if _, err := patterns.ResolveMinSupport(a.minsup, 1); err != nil {
		return a, fmt.Errorf("%w: --minsup: %v", errUsage, err)
	}
	if err := outOfRange(append([]bound{
		{"maxlen", a.maxlen < 2, `2 or more (a rule needs a written item and "|")`, a.maxlen},
	}, append(miningBounds(a.maxSeqLen, a.partitions, a.partitionSize, a.maxPatterns), shareBounds(a.derive)...)...)...); err != nil {
		return a, err
	}
	return a, nil
}

func runMinePairs(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	a, err := parseMinePairsArgs(args, stdout)
	if err != nil {
		return err
	}
	in, err := resolveVersion(ctx, a.input)
	if err != nil {
		return err
	}
	inputs, shards, err := pipelines.ExpandPairInputs(ctx, in)
	if err != nil {
		return err
	}
	if err := checkNotInAVersion(ctx, "--output", a.output); err != nil {
		return err
	}
	if err := refuseReviewedRules(ctx, a.output); err != nil {
		return err
	}
	// The pipeline writes its files where every worker reaches them (the
	// output folder, local or gs:// / s3://); the rules are derived on this
	// machine (pipelines.DeriveMinedRules) and written beside them. A dry
	// run writes nothing, and leaves no empty folder, as prep's.
	var made madedirs.Made // the folders this run makes: a failed one leaves none
	if !dataset.IsURL(a.output) && !isDryRun() {
		made = madedirs.Before(a.output)
		if err := os.MkdirAll(a.output, 0o755); err != nil {
			made.RemoveEmpty()
			// "mkdir X: not a directory" alone did not say it is the output
			// folder; "--output must be a folder: mkdir X: permission
			// denied" blamed a folder for a right missing (qa82).
			return fmt.Errorf("--output %s: cannot create the folder: %w", a.output, err)
		}
	}
	p, s := beam.NewPipelineWithRoot()
	cfg := minePairsJob(a, inputs, shards)
	pipelines.MinePairs(s, cfg)
	rejects := cfg.RejectsOut
	tally, dry, err := runMining(ctx, p, cfg.Inputs, cfg.RunsDir(), rejects, "mine-pairs", "no rules derived", stderr)
	if dry {
		return err
	}
	if err != nil {
		// The job's files are an incomplete set (its rejects too): none
		// stays, nor an earlier run's rules beside them.
		return minePairsFailed(ctx, err, a.output, false, made)
	}
	tally.Input, tally.Unit = a.input, "pairs"
	if err := a.guard.CheckLines("derive rules", tally); err != nil {
		return minePairsFailed(ctx, err, a.output, tally.Quarantined > 0, made)
	}
	res, err := pipelines.DeriveMinedRules(ctx, a.output, patterns.ReportInfo{Source: a.input, MaxLen: a.maxlen, Options: a.derive}, a.minsup)
	if err != nil {
		// Mismatches and patterns without the rules derived from them
		// (or rules without the report) are no result either.
		return minePairsFailed(ctx, err, a.output, tally.Quarantined > 0, made)
	}
	sayMinePairsResult(stderr, a, res, tally, rejects)
	fmt.Fprintln(stdout, a.output)
	return nil
}

// sayMinePairsResult is mine-pairs' report on stderr: the partitions it
// lowered, what it read, mined and derived, the quarantined lines, and
// what to do with the rules.
func sayMinePairsResult(stderr io.Writer, a minePairsArgs, res pipelines.MinedRules, tally dataset.LineTally, rejects string) {
	sayPartitionsLowered(stderr, "mine-pairs", a.partGiven, a.partitions, a.minsup, res.Mismatches)
	n := map[string]int{}
	for _, r := range res.Derivation.Rules {
		n[r.Kind]++
	}
	// Counts with thousands separators, as mine's and every other summary
	// (progress.Thousands): it said "44229 patterns".
	read := progress.Thousands(tally.Read) + " pairs"
	if tally.Quarantined > 0 {
		read += " (" + progress.Thousands(tally.Quarantined) + " quarantined)"
	}
	fmt.Fprintf(stderr, "itnprep mine-pairs: read %s, %s mismatches, %s patterns, rules: %s removal, %s fixed, %s ambiguous; %s punctuation-only fragments not proposed (punctuation is never spoken)\n",
		read, thousands(res.Mismatches), thousands(res.Patterns), thousands(n[patterns.Removal]), thousands(n[patterns.Fixed]), thousands(n[patterns.Ambiguous]), thousands(res.Derivation.PunctuationOnly))
	if line := minSupportAboveSequences("mine-pairs", a.minsup, res.Mismatches); line != "" {
		fmt.Fprintln(stderr, line)
	}
	if res.Quarantined > 0 {
		// Worded as every streaming command's ("N of M lines quarantined
		// (WHERE)"): it said "N input lines quarantined", without the
		// lines read to set them against.
		fmt.Fprintln(stderr, quarantine.Summary("mine-pairs", int64(res.Quarantined), tally.Read, rejects, tally.First))
	}
	if len(res.Derivation.Rules) > 0 {
		// What to do with the rules, as prep's and train's last lines
		// say what runs next (qa95): they wait for a review.
		q := shellquote.Quote(a.output)
		fmt.Fprintf(stderr, "itnprep mine-pairs: next: itnprep view %s reviews the rules (approve or reject each); prep libriheavy --rules %s then cuts the approved removal rules' fragments\n",
			q, shellquote.Quote(dataset.Join(a.output, "rules.jsonl")))
	}
}

// minePairsJob is mine-pairs' job: its files in a.output, its paths as
// its workers open them (workerPath).
func minePairsJob(a minePairsArgs, inputs []string, shards []transforms.ParentShard) pipelines.MinePairsConfig {
	for i := range shards {
		shards[i].Dir = workerPath(shards[i].Dir)
	}
	out := workerPath(a.output)
	return pipelines.MinePairsConfig{
		Inputs: workerPaths(inputs), Shards: shards, MismatchesOut: dataset.Join(out, pipelines.MinedMismatchesFile),
		PatternsOut: dataset.Join(out, pipelines.MinedPatternsFile),
		RejectsOut:  dataset.Join(out, pipelines.MinedRejectsFile), Autojunk: a.autojunk,
		Mine: pipelines.MineConfig{MinSupport: a.minsup, MinLen: 1, MaxLen: a.maxlen, MaxSeqLen: a.maxSeqLen, Partitions: a.partitions, PartitionSize: a.partitionSize,
			MaxPatterns: a.maxPatterns, SpillBytes: int64(a.sinkBufferKB) << 10},
	}
}

// minePairsFailed ends a mine-pairs run that err stopped after its job
// began: what it wrote in output is removed (pipelines.RemoveMinedResults;
// the rejects stay when keepRejects, for they say why a refused run was
// refused), and then the folders the run made, while empty. A failed job
// or derivation left its mismatches and patterns (and an earlier run's
// rules and report, which passed for this run's) in the folder.
func minePairsFailed(ctx context.Context, err error, output string, keepRejects bool, made madedirs.Made) error {
	// After a Ctrl-C too: an object store's client sends no request
	// under the cancelled ctx.
	rerr := pipelines.RemoveMinedResults(context.WithoutCancel(ctx), output, keepRejects)
	made.RemoveEmpty()
	if rerr != nil {
		return fmt.Errorf("%v; cleaning up: %v", err, rerr)
	}
	return err
}

// refuseReviewedRules is pipelines.RefuseReviewedRules, its refusal a
// usage mistake (exit 2): another --output is the remedy.
func refuseReviewedRules(ctx context.Context, output string) error {
	err := pipelines.RefuseReviewedRules(ctx, output)
	var reviewed *pipelines.ReviewedRulesError
	if errors.As(err, &reviewed) {
		return fmt.Errorf("%w: %v", errUsage, reviewed.Err)
	}
	return err
}

// minSupportAboveSequences is patterns.MinSupportAboveSequences' warning
// for a mining job (cmd: mine or mine-pairs, whose sequences are the
// mismatches), after the command's name; "" when it has none.
func minSupportAboveSequences(cmd string, minsup float64, n int) string {
	what := "sequences"
	if cmd == "mine-pairs" {
		what = "mismatch sequences"
	}
	if w := patterns.MinSupportAboveSequences(minsup, n, what); w != "" {
		return "itnprep " + cmd + ": warning: " + w
	}
	return ""
}

// sayPartitionsLowered writes pipelines.PartitionsLowered's line to
// stderr, after the command's name, for a job given --partitions
// partitions (given: on the command line; the default is no choice of the
// user's, and is lowered without a word) that mined n sequences at
// --minsup minsup.
func sayPartitionsLowered(stderr io.Writer, cmd string, given bool, partitions int, minsup float64, n int) {
	if !given {
		return
	}
	if global, err := patterns.ResolveMinSupport(minsup, n); err == nil {
		if line := pipelines.PartitionsLowered(partitions, global, n); line != "" {
			fmt.Fprintf(stderr, "itnprep %s: %s\n", cmd, line)
		}
	}
}

// flagGiven reports whether the flag name was set on the command line.
func flagGiven(fs *flag.FlagSet, name string) bool {
	given := false
	fs.Visit(func(f *flag.Flag) { given = given || f.Name == name })
	return given
}

// addMaxPatternsFlag adds --max-patterns to a mining command (mine,
// mine-pairs): the bound on the frequent patterns a search may find
// (patterns.Options.MaxPatterns; in a distributed job, the candidates one
// partition finds). A low --minsup over long repeated sequences makes
// nearly every subsequence frequent: mine-pairs --minsup 2 over NeMo's
// test cases grew to 12 GB in ten minutes, where the bound stops it in one
// line, exit 1.
func addMaxPatternsFlag(fs *flag.FlagSet, n *int) {
	fs.IntVar(n, "max-patterns", patterns.DefaultMaxPatterns, "stop with an error (exit 1) after this many frequent patterns (in a distributed job: candidates of one partition), before they fill the memory: raise --minsup or lower --maxlen rather than this (0 = no bound; the output under the bound is the same)")
}

// addSortedFilesBufferFlag adds --sink-buffer-kb to a command whose Beam
// job writes sorted files (mine --distributed, mine-pairs, evaluate
// --beam): the budget their lines spill against, as prep's and derive's
// sink rows do. when says when it applies ("with --distributed: "), files
// which files spill, capped which of them spill at the smaller of it and
// capBytes.
func addSortedFilesBufferFlag(fs *flag.FlagSet, kb *int, when, files, capped string, capBytes int64) {
	fs.IntVar(kb, "sink-buffer-kb", transforms.DefaultSinkBufferBytes>>10, fmt.Sprintf("%sencoded lines of the sorted files (%s) that the bundles of one process hold, together, before spilling sorted runs; %s spill at the smaller of it and %d MiB (bounds memory; does not change the output)", when, files, capped, capBytes>>20))
}

// maxSinkBufferKB is the largest --sink-buffer-kb, 1 PiB: more than any
// machine holds, and small enough that the budget in bytes, and the
// default memory limit of three budgets (memoryLimit), fit in an int64.
// A larger value wrapped around: 2^63-1 KB set the memory limit to its
// 48 MB floor, 2^54 KB made the budget 0, without a word (qa91).
const maxSinkBufferKB = 1 << 40

// checkSinkBufferKB refuses a --sink-buffer-kb under 1 or above
// maxSinkBufferKB, for every command that takes it.
func checkSinkBufferKB(kb int) error {
	if kb < 1 {
		return fmt.Errorf("%w: --sink-buffer-kb must be at least 1, got %d", errUsage, kb)
	}
	if kb > maxSinkBufferKB {
		return fmt.Errorf("%w: --sink-buffer-kb must be at most %d (1 PiB), got %d", errUsage, maxSinkBufferKB, kb)
	}
	return nil
}

// refuseFlagsThatDoNotApply refuses, in one line (a usage error, exit 2),
// the first of names given on the command line, flags that do nothing in
// this run: why says where they apply and what to do ("applies only with
// --distributed ..."). mine took --partitions, --partition-size and
// --sink-buffer-kb without --distributed, and evaluate --memory-limit-mb
// and --sink-buffer-kb without --beam, and did nothing with them, exit 0,
// where other commands refuse a flag that does not apply (--details with
// --beam).
func refuseFlagsThatDoNotApply(fs *flag.FlagSet, why string, names ...string) error {
	var given string
	fs.Visit(func(f *flag.Flag) {
		if given == "" && slices.Contains(names, f.Name) {
			given = f.Name
		}
	})
	if given == "" {
		return nil
	}
	return fmt.Errorf("%w: --%s %s", errUsage, given, why)
}

// addMineGuardFlags adds the mining commands' guard flags: the names and
// meaning of the publishing commands' (addGuardFlags, dataset.Guard),
// applied to the records a miner reads (dataset.Guard.CheckLines); unit
// names them, refusal says what a refused run does not do.
func addMineGuardFlags(fs *flag.FlagSet, g *dataset.Guard, unit, refusal string) {
	fs.BoolVar(&g.AllowEmpty, "allow-empty", false, "accept an input without one usable record (exit 0 with an empty result)")
	fs.Float64Var(&g.MaxRejectRate, "max-reject-rate", dataset.DefaultMaxRejectRate,
		fmt.Sprintf("%s and exit 1 when more than this share of the %s read is quarantined (1: never refuse)", refusal, unit))
}

// shareBounds are the ranges of the three shares that sort a mined
// fragment into removal, fixed or ambiguous: each a share of a support,
// above 0 and at most 1. patterns.DeriveRules reads 0 or less as its
// default, so --deletion-share 0 derived with 0.5 without a word, and a
// share above 1 (--removal-share 2: every fragment a removal candidate)
// was taken as given (qa89; docs/ERRORS.md, a number out of its flag's
// range).
func shareBounds(o patterns.DeriveOptions) []bound {
	const want = "above 0 and at most 1 (a share of a fragment's support)"
	share := func(flag string, v float64) bound { return bound{flag, !(v > 0 && v <= 1), want, v} }
	return []bound{
		share("removal-share", o.RemovalShare),
		share("deletion-share", o.DeletionShare),
		share("dominance-share", o.DominanceShare),
	}
}
