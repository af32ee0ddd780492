package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/eval"
	"github.com/itnprep/itnprep/internal/quarantine"
	"github.com/itnprep/itnprep/internal/startup"
	"github.com/itnprep/itnprep/pipelines"
	"github.com/itnprep/itnprep/storage"
	"github.com/itnprep/itnprep/trainer"
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

const evaluateUsage = `evaluate --input PRED.jsonl[.gz]|PRED.parquet [--format auto|jsonl|parquet] [--tokenize ws|punct] [--json]
       [--details FILE] [--metrics all|LIST] [--symbol-class paper|anchor] [--punct-class paper|anchor] [--workers N]
       [--rejects FILE|-] [--allow-empty] [--max-reject-rate R] [--allow-duplicate-ids]
       [--beam [--runner R] [--sink-buffer-kb KB] [--memory-limit-mb MB] [--beam-counts FILE]]

Input: one line per sentence {"id", "src", "hyp", "ref", "refs"?} (JSONL; "-" reads stdin),
or Parquet with string columns src, hyp, ref, an id column (a string, a number or a UUID;
optional) and optionally refs, a list of strings (a column of another type, an INT32 hyp,
refs of numbers, fails the file naming it).
Prints the papers' table (TYPE ERRORS TOTAL RATE, and what each row's TOTAL counts;
RATE = ERRORS / TOTAL, n/a where TOTAL is 0) or, with --json, the full summary.
--metrics chooses what to compute besides WER and sentence accuracy (always computed):
class, itn, multiref, per, cer, bleu, comma-separated, or all (the default).
A line that is not a usable record (invalid JSON, a wrongly typed field, a null
hyp or ref or a null among refs (a Parquet row's too), a lone surrogate such as
"\ud800", a field over 256 KiB) is quarantined with its line
number and reason (--rejects; stderr by default) and the others are scored; the
JSON summary counts them ("quarantined"). An input with no usable sentence
(unless --allow-empty), or with more than --max-reject-rate of its lines
quarantined, prints no scores and exits 1. So does an input in which a
record repeats an earlier record's id (a predictions file joined twice,
whose sentences would each count twice; records without an id are not
compared; two numbers of one value, 1 and 1.0, are one id, the string "1"
another): --allow-duplicate-ids scores every line as it is.
Compressed JSONL (gzip, zstd, bzip2 .bz2) is read by content, in process and
with --beam alike.`

// evaluateArgs are evaluate's parsed flags.
type evaluateArgs struct {
	in, details, format, beamCounts, rejects string
	asJSON, useBeam, allowDupIDs             bool
	workers, sinkBufferKB, memoryLimitMB     int
	opts                                     eval.Options
	guard                                    dataset.Guard
}

func parseEvaluateArgs(args []string, stdout io.Writer) (evaluateArgs, error) {
	var a evaluateArgs
	fs := newFlags("evaluate", evaluateUsage, stdout, true)
	pathVar(fs, &a.in, "in", "", "predictions: JSONL (.jsonl, compressed with gzip, zstd or bzip2 (.bz2), - for stdin) or Parquet (.parquet)")
	tok := fs.String("tokenize", "ws", "word tokenization: ws (white space) or punct (also split off every punctuation/symbol character)")
	fs.BoolVar(&a.asJSON, "json", false, "print the summary as JSON instead of the table")
	pathVar(fs, &a.details, "details", "", "write per-sentence counts and word errors as JSONL to this file (- for stdout, in place of the scores)")
	symbolClass := fs.String("symbol-class", "paper", "Symbol class: paper (Suter & Novak 2019's list) or anchor (any character that is not alphanumeric, punctuation or an apostrophe; eval/doc.go)")
	punctClass := fs.String("punct-class", "paper", "Punctuation class: paper (token in ,;:.?!/-()\") or anchor (all characters in .,:;!/?-)")
	metrics := fs.String("metrics", "all", "metrics to compute besides WER and sentence accuracy: all, or a comma-separated list of "+strings.Join(eval.MetricNames(), ", "))
	fs.IntVar(&a.workers, "workers", 0, "in process (not with --beam): scoring goroutines (0: one per CPU; at most 1024); the result does not depend on it")
	fs.BoolVar(&a.useBeam, "beam", false, "run as a Beam pipeline (see --runner) instead of in process")
	fs.StringVar(&a.format, "format", "auto", "input format: auto (by extension), jsonl or parquet")
	pathVar(fs, &a.beamCounts, "beam-counts", "", "with --beam: where the pipeline writes the summed counts (JSON), its quarantined lines and ids beside them; default a temporary local file, which only workers on this machine reach (direct, prism, a pool at a loopback address of a job server here): required with workers off it (Dataflow, containers, a pool on another host), e.g. gs://BUCKET/counts.json")
	pathVar(fs, &a.rejects, "rejects", "-", "where unusable lines are quarantined (file, line, reason): a JSONL file, or - for one line each on stderr")
	addMineGuardFlags(fs, &a.guard, "prediction lines", "print no scores")
	addSortedFilesBufferFlag(fs, &a.sinkBufferKB, "with --beam: ", "the rejects and the ids", "the ids", transforms.DefaultIDSpillBytes)
	addMemoryLimitFlag(fs, &a.memoryLimitMB, "with --beam: ")
	fs.BoolVar(&a.allowDupIDs, "allow-duplicate-ids", false, "score records that repeat an earlier record's id (refused by default: a predictions file joined twice counts every sentence twice)")
	if err := parseFlags(fs, args); err != nil {
		return a, err
	}
	if a.in == "" {
		return a, fmt.Errorf("%w: --input is required", errUsage)
	}
	// As align's, mine's and verbalize's: --max-reject-rate 3 scored as
	// 1 without a word (qa82).
	if err := checkGuardFlags(a.guard); err != nil {
		return a, err
	}
	// The mode first: "--sink-buffer-kb 0" without --beam said "under 1",
	// where the flag does not apply at all.
	if err := checkEvaluateModeFlags(fs, a.useBeam); err != nil {
		return a, err
	}
	if err := checkSinkBufferKB(a.sinkBufferKB); err != nil {
		return a, err
	}
	if _, _, err := memoryLimit(a.memoryLimitMB, "", int64(a.sinkBufferKB)<<10); err != nil {
		return a, err
	}
	if err := checkEvalWorkers(a.workers); err != nil {
		return a, err
	}
	var ok bool
	if a.opts.Tokenize, ok = eval.ParseTokenization(*tok); !ok {
		return a, fmt.Errorf("%w: --tokenize must be ws or punct, not %q", errUsage, *tok)
	}
	if a.opts.Symbol, ok = eval.ParseDefinition(*symbolClass); !ok {
		return a, fmt.Errorf("%w: --symbol-class must be paper or anchor, not %q", errUsage, *symbolClass)
	}
	if a.opts.Punct, ok = eval.ParseDefinition(*punctClass); !ok {
		return a, fmt.Errorf("%w: --punct-class must be paper or anchor, not %q", errUsage, *punctClass)
	}
	chosen, err := eval.ParseMetrics(*metrics)
	if err != nil {
		return a, fmt.Errorf("%w: --metrics: %v", errUsage, err)
	}
	a.opts.Skip = eval.AllMetrics &^ chosen
	if a.format == "auto" {
		a.format = "jsonl"
		if strings.HasSuffix(strings.ToLower(a.in), ".parquet") {
			a.format = "parquet"
		}
	}
	if a.format != "jsonl" && a.format != "parquet" {
		return a, fmt.Errorf("%w: --format must be auto, jsonl or parquet, not %q", errUsage, a.format)
	}
	if err := checkEvaluateBeamArgs(a); err != nil {
		return a, err
	}
	if a.asJSON && a.details == "-" {
		// --details - writes its lines to stdout in place of the scores:
		// --json was silently dropped.
		return a, fmt.Errorf("%w: --json and --details - both write to stdout; give --details a file to have both", errUsage)
	}
	return a, nil
}

// checkEvaluateModeFlags refuses the flags of the other way of scoring
// than the one asked for: --beam's sorted files, memory limit and counts
// file in process, the in-process scorer's goroutines with --beam (they
// were accepted and did nothing).
func checkEvaluateModeFlags(fs *flag.FlagSet, beam bool) error {
	if beam {
		return refuseFlagsThatDoNotApply(fs, "applies only to evaluate in process (its scoring goroutines), not to --beam's job, whose runner sets its workers: leave it out", "workers")
	}
	return refuseFlagsThatDoNotApply(fs, "applies only with --beam (evaluate in process spills no sorted files, sets no memory limit and writes no counts file): add --beam, or leave it out",
		"sink-buffer-kb", "memory-limit-mb", "beam-counts")
}

// checkEvaluateBeamArgs refuses what evaluate --beam cannot do with a's
// flags (usage errors): per-sentence details, stdin, a recursive glob, a
// --beam-counts of "-", and no --beam-counts where the workers do not
// reach this machine's temporary folder.
func checkEvaluateBeamArgs(a evaluateArgs) error {
	if a.useBeam && a.details != "" {
		return fmt.Errorf("%w: --details is not available with --beam (per-sentence output would need a sink; run in process)", errUsage)
	}
	if a.useBeam && a.in == "-" {
		return fmt.Errorf("%w: --beam reads files, not stdin", errUsage)
	}
	if a.beamCounts == "-" {
		// The job writes the counts and this process reads them back:
		// "-" was a file of that name in the working folder, left there.
		return fmt.Errorf("%w: --beam-counts takes the path of a file the job writes and this process reads back, not - (the scores go to stdout): give a path, or leave it out for a temporary file", errUsage)
	}
	if a.useBeam && strings.Contains(a.in, "**") {
		// As prep's --input: Go's glob and Beam's read "**" as "*", so
		// 'preds/**/*.jsonl' scored preds/*/*.jsonl alone, without a word.
		return fmt.Errorf("%w: --input %q: %w (it is '*', one folder level); --beam reads one glob of one level, e.g. --input 'preds/*.jsonl': put the files in one folder", errUsage, a.in, pipelines.ErrRecursiveGlob)
	}
	if a.useBeam && a.beamCounts == "" && countsOutOfWorkersReach() {
		// The job's counts, rejects and ids go to a temporary folder
		// of this machine by default, which workers off it do not
		// share: the job failed after its start-up (a write the
		// workers could not make, or counts this process could not
		// read back), where the help alone said so.
		return fmt.Errorf("%w: --beam on runner %s runs its workers off this machine, which cannot write its temporary folder, where the counts go by default: pass --beam-counts with a path the workers can write and this process read (gs://BUCKET/counts.json, s3://..., or a folder they share)", errUsage, runnerName())
	}
	return nil
}

// evaluateInputs lists the files --in names, once: with --beam a glob,
// every file it matches, else the one file. evaluate's outputs are checked
// against them (checkStreamOutputs: --rejects or --beam-counts naming one
// of them wrote over it), and a local --in that names none is refused in
// one line naming the flag, as align's, mine's and verbalize's is (it was
// "open X: no such file or directory", and with --beam the runner's "no
// files matching pattern" after start-up). planned says a dry run's --in
// is not there yet (realizeEvaluateInput). A glob was listed twice, a
// local one by filepath.Glob and then by storage.List.
func evaluateInputs(ctx context.Context, a evaluateArgs, planned bool) ([]string, error) {
	local := a.in != "-" && !dataset.IsURL(a.in) && !planned
	if !a.useBeam {
		if _, err := os.Stat(a.in); local && errors.Is(err, fs.ErrNotExist) {
			if m, _ := filepath.Glob(a.in); len(m) > 0 {
				// evaluate, unlike the other --in commands, has a way to
				// read them all, which the line did not name.
				return nil, fmt.Errorf("%v; or score every file it matches with --beam, which reads a glob", missingIn(a.in))
			}
			return nil, missingIn(a.in)
		}
		return []string{a.in}, nil
	}
	if local && isLocalFile(a.in) {
		return []string{a.in}, nil // named exactly: that file (evaluateGlob)
	}
	m, err := storage.List(ctx, a.in)
	if len(m) == 0 && local {
		// --beam reads a glob: only one matching nothing is refused
		// (missingIn's "matches no file", or "no such file").
		return nil, missingIn(a.in)
	}
	if err != nil || len(m) == 0 {
		return []string{a.in}, nil // a store's listing: the runner says
	}
	return m, nil
}

// setEvaluateMemory sets the collector's target and, with --beam, the soft
// memory limit for a run of evaluate.
func setEvaluateMemory(a evaluateArgs) error {
	// In-process JSONL scoring keeps the collector paused (see
	// internal/startup) for the first gcPausedBytes of input: a test set
	// is done by then, and a corpus gets the collector back before its
	// tables grow.
	if a.useBeam || a.format == "parquet" || a.in == "-" {
		startup.DoneWith(evaluateGCPercent(a))
	}
	if a.useBeam {
		// prep's soft limit (3 x the budget + 8 MB, at least 48 MB;
		// --memory-limit-mb) bounds the heap the sorted files' buffers
		// and the collector's room take together (docs/BENCHMARKS.md,
		// "mine, mine-pairs and evaluate at 10k-100k lines").
		return applyMemoryLimit(a.memoryLimitMB, int64(a.sinkBufferKB)<<10)
	}
	return nil
}

// evaluateGCPercent is the collector's target (GOGC) for a run of
// evaluate, unless the environment sets GOGC. In process, 400: scoring
// allocates little and briefly, and a larger target saves the collector's
// time on big files at no risk to memory. With --beam, the runtime's
// default 100: the pipeline's live heap is mostly the ids' spill buffer
// (the repeated-id check's sorted file), and 400 let the heap grow to
// five times it, up to the soft limit whatever the buffer held (1M
// predictions: 259-268 MB with the ids at 64 MiB, 201-219 MB at 16 MiB;
// with 100 and 16 MiB 128-141 MB, the same CPU: docs/BENCHMARKS.md,
// "evaluate --beam: the ids' buffer capped").
func evaluateGCPercent(a evaluateArgs) int {
	if a.useBeam {
		return 100
	}
	return 400
}

// maxEvalWorkers is the most scoring goroutines evaluate starts: scoring
// is CPU work, so more than the machine's CPUs only take memory.
const maxEvalWorkers = 1024

// checkEvalWorkers refuses a --workers outside 0..maxEvalWorkers. A
// negative count was one goroutine per CPU, as 0, without a word; 2^62
// failed as "internal error: makechan: size out of range" (the scorer's
// queues are twice the workers), and a few million made as many scorers,
// each with its tables (qa91).
func checkEvalWorkers(n int) error {
	if n < 0 || n > maxEvalWorkers {
		return fmt.Errorf("%w: --workers must be 0 (one per CPU) to %d, got %d", errUsage, maxEvalWorkers, n)
	}
	return nil
}

func runEvaluate(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	a, err := parseEvaluateArgs(args, stdout)
	if err != nil {
		return err
	}
	planned, err := realizeEvaluateInput(&a, stderr)
	if err != nil {
		return err
	}
	if err := pipelines.NotPredictions(ctx, a.in); err != nil {
		return err
	}
	ins, err := evaluateInputs(ctx, a, planned)
	if err != nil {
		return err
	}
	made, err := checkStreamOutputs(ctx, ins, "--details", a.details, "--rejects", a.rejects, "--beam-counts", a.beamCounts)
	if err != nil {
		return err
	}
	defer made.RemoveEmpty()
	if err := refuseBesideCountsTaken(ctx, a); err != nil {
		return err
	}
	if err := setEvaluateMemory(a); err != nil {
		return err
	}
	var res scored
	var repeats *eval.Repeats // nil with --allow-duplicate-ids
	if !a.allowDupIDs {
		repeats = new(eval.Repeats)
	}
	if a.useBeam {
		res, err = evaluateBeam(ctx, a, repeats, stderr)
		if errors.Is(err, pipelines.ErrDryRun) {
			// vet, dot or Dataflow's --dry_run: the pipeline was built and
			// checked, as prep's and style fit's dry runs say.
			fmt.Fprintln(stdout, err)
			return nil
		}
	} else {
		res, err = evaluateInProcess(ctx, a, repeats, stdout, stderr)
		// A --details file stopped by Ctrl-C holds one line per sentence
		// scored before it, or is removed when it holds none, as it is
		// when another error stopped the run before its first sentence;
		// the interrupt line said neither.
		err = stoppedOutput(ctx, "evaluate", err, a.details, res.counts.Sentences, "sentences scored")
	}
	if err != nil {
		return err
	}
	// Scores of nothing, or of the few lines a wrong kind of input left
	// usable, are refused like an empty dataset (dataset.Guard.CheckLines),
	// with --details - too: its per-sentence lines of an empty or mostly
	// quarantined input must not pass for a result (exit 1).
	// A --details file of a refused run is removed, as align's --out is:
	// its per-sentence lines were left to pass for a result.
	if res.refused != nil {
		return removeRefused(ctx, res.refused, a.details)
	}
	if err := repeats.Refusal(); err != nil {
		return removeRefused(ctx, err, a.details) // as the guard's refusals
	}
	if a.details == "-" {
		return nil
	}
	if a.asJSON {
		sum := res.counts.Summarize(a.opts)
		sum.Quarantined = res.quarantined
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", " ")
		return enc.Encode(sum)
	}
	return res.counts.WriteTable(stdout, a.opts)
}

// scored is what evaluate's scoring (evaluateInProcess, evaluateBeam)
// gives: the summed counts, the lines quarantined, and the publication
// guard's refusal of the result (nil when it takes it), asked once of
// their tally (scoredTally) where the quarantine summary is written, which
// a refusal leaves out; the caller refuses the result with it. The guard
// was asked twice, there and again by the caller.
type scored struct {
	counts      eval.Counts
	quarantined int64
	refused     error
}

// realizeEvaluateInput points a.in at a train run's predictions.jsonl,
// realizing it from the run's raw predictions when it has none or older
// ones (trainer.RealizeRunPredictions), and says so. A dry run (evaluate
// --beam --runner vet or dot, Dataflow's --dry_run) realizes nothing: it
// wrote predictions.jsonl into the run folder, where a dry run writes
// nothing; it says what a run would realize and builds its pipeline over
// that file. planned reports that a.in is such a file, not there yet.
func realizeEvaluateInput(a *evaluateArgs, stderr io.Writer) (planned bool, err error) {
	if a.useBeam && isDryRun() {
		plan := trainer.PlanRunPredictions(a.in)
		if a.in = plan.Path; plan.Raw != "" {
			fmt.Fprintf(stderr, "itnprep evaluate: a run would realize the %s predictions of %s into %s first; a dry run writes nothing\n", plan.Design, plan.Raw, plan.Path)
		}
		return plan.Raw != "", nil
	}
	realized, err := trainer.RealizeRunPredictions(a.in)
	if err != nil {
		return false, err
	}
	if a.in = realized.Path; realized.N > 0 {
		fmt.Fprintf(stderr, "itnprep evaluate: realized %d %s predictions of %s into %s, as the launcher does after a local run (a Slurm or Kubernetes job's run holds only the raw ones)\n", realized.N, realized.Design, realized.Raw, realized.Path)
		if note := realized.CountNote(); note != "" {
			fmt.Fprintf(stderr, "itnprep evaluate: warning: %s\n", note)
		}
	}
	return false, nil
}

// evaluateInProcess scores the input with eval.Run, quarantining unusable
// lines, and returns what was scored (scored: the guard asked of the tally,
// scoredTally, how many lines were quarantined, where they are and the
// first of them, "FILE:LINE: reason").
func evaluateInProcess(ctx context.Context, a evaluateArgs, repeats *eval.Repeats, stdout, stderr io.Writer) (scored, error) {
	rej, err := openRejects(ctx, "evaluate", a.rejects, "-", stderr)
	if err != nil {
		return scored{}, err
	}
	detailsW, closeDetails, err := openStreamOutput(ctx, "--details", a.details, stdout)
	if err != nil {
		rej.Close()
		return scored{}, err // it names the flag (cannotCreate)
	}
	var bw *bufio.Writer
	if a.details != "" {
		bw = bufio.NewWriterSize(detailsW, 1<<20)
	}
	run := eval.Run{Options: a.opts, Workers: a.workers, Name: a.in, Rejects: rej, Repeats: repeats, Context: ctx}
	if bw != nil {
		run.Details = bw
	}
	var counts eval.Counts
	if a.format == "parquet" {
		counts, err = pipelines.ScoreParquet(ctx, run, a.in)
	} else {
		counts, err = evaluateJSONL(ctx, run, a.in)
	}
	if bw != nil {
		if ferr := bw.Flush(); err == nil && ferr != nil {
			err = fmt.Errorf("writing %s: %w", a.details, ferr)
		}
	}
	res := scored{counts: counts, quarantined: rej.Count()}
	if err == nil {
		res.refused = a.guard.CheckLines("score", scoredTally(a, counts, rej))
	}
	err = finishStream("evaluate", counts.Sentences+rej.Count(), rej, err, closeDetails, stderr, "no scores printed", res.refused != nil)
	return res, err
}

// scoredTally is the tally evaluate's guard judges (evaluateInProcess,
// evaluateBeam): the sentences scored and the lines quarantined.
func scoredTally(a evaluateArgs, counts eval.Counts, rej *quarantine.Sink) dataset.LineTally {
	return dataset.LineTally{Input: a.in, Unit: "sentences", Read: counts.Sentences + rej.Count(),
		Quarantined: rej.Count(), First: rej.First(), Rejects: rej.Where()}
}

// evaluateBeam runs evaluate's pipeline on the runner named by --runner
// (pipelines.RunEvaluate) and puts the lines it quarantined where the
// in-process evaluate puts them; its results are evaluateInProcess's, and
// repeats, when not nil, gets the records that repeat an id.
func evaluateBeam(ctx context.Context, a evaluateArgs, repeats *eval.Repeats, stderr io.Writer) (scored, error) {
	res, err := pipelines.RunEvaluate(ctx, evaluateJob(a))
	sayJobLost(ctx, err, "evaluate", "no scores printed", stderr)
	if err != nil {
		return scored{}, err
	}
	defer func() {
		if err := res.Close(ctx); err != nil {
			fmt.Fprintf(stderr, "itnprep evaluate: warning: %v\n", err)
		}
	}()
	if repeats != nil {
		*repeats = res.Repeats
	}
	// The pipeline set bad lines aside; they go where the in-process
	// evaluate puts them (--rejects FILE, else stderr), in file and line
	// order. A write error stops the copy; the sink keeps it and
	// finishStream reports it.
	rej, err := openRejects(ctx, "evaluate", a.rejects, "-", stderr)
	if err != nil {
		return scored{counts: res.Counts}, err
	}
	var addErr error
	err = res.EachReject(ctx, func(r quarantine.Reject) error { addErr = rej.Add(r); return addErr })
	if err != nil && addErr == nil {
		return scored{counts: res.Counts}, err
	}
	out := scored{counts: res.Counts, quarantined: rej.Count(), refused: a.guard.CheckLines("score", scoredTally(a, res.Counts, rej))}
	err = finishStream("evaluate", res.Counts.Sentences+rej.Count(), rej, nil, func() error { return nil }, stderr, "no scores printed", out.refused != nil)
	return out, err
}

// countsOutOfWorkersReach reports whether the runner's DoFns run where
// this machine's temporary folder, evaluate --beam's default place for
// its counts, is not (pipelines.WorkersOnThisMachine: Dataflow,
// containers, a pool or job server on another host); vet and dot, and
// Dataflow's --dry_run, run nothing.
func countsOutOfWorkersReach() bool {
	return !isDryRun() && !pipelines.WorkersOnThisMachine(runnerName())
}

// evaluateGlob is the glob evaluate --beam's job matches for --in: a local
// file named exactly is that file whatever its name holds (`--in "p
// [1].jsonl"` was refused as matching no file, its "[1]" read as a class),
// as prep reads its inputs, its whole absolute path quoted; anything else
// is a glob, as the workers open it (workerGlob: the launch folder's name
// quoted, the glob's own wildcards kept). A gs:// or s3:// --in is always
// a glob, the store's (prep's inputs are too): QuoteGlob, which leaves a
// URL as it is, is never asked to quote one here.
func evaluateGlob(in string) string {
	if isLocalFile(in) {
		return storage.QuoteGlob(workerPath(in))
	}
	return workerGlob(in)
}

// isLocalFile reports whether in names a regular file on this machine
// (evaluateInputs and evaluateGlob read such an --in as that file).
func isLocalFile(in string) bool {
	if dataset.IsURL(in) {
		return false
	}
	st, err := os.Stat(in)
	return err == nil && st.Mode().IsRegular()
}

// evaluateJob is evaluate --beam's pipeline job for a (the repeated ids
// are looked for unless --allow-duplicate-ids), its paths as the workers
// open them (workerPath).
func evaluateJob(a evaluateArgs) pipelines.EvaluateJob {
	return pipelines.EvaluateJob{Glob: evaluateGlob(a.in), Parquet: a.format == "parquet", Options: a.opts,
		SpreadRecords: !inMemoryShuffles(), CountsPath: workerPath(a.beamCounts), FindRepeats: !a.allowDupIDs, SpillBytes: int64(a.sinkBufferKB) << 10, Runner: runnerName(), DryRun: isDryRun()}
}

// refuseBesideCountsTaken refuses, before the job starts, an evaluate
// --beam --beam-counts X whose X.rejects.jsonl (or X.ids.jsonl) is a file
// already, or is the --rejects file: the job writes its quarantined lines
// (its ids) there and removes them once they are read back, so the file a
// user kept there was overwritten and then removed, and a --rejects
// naming it was left with nothing, both without a word. A folder there is
// left to the job, which fails on it and removes nothing of it. A dry run
// writes nothing there and touches no store (it builds offline).
func refuseBesideCountsTaken(ctx context.Context, a evaluateArgs) error {
	if !a.useBeam || isDryRun() {
		return nil
	}
	for _, p := range evaluateJob(a).BesideCounts() {
		if sameOutput(p, a.rejects) {
			return fmt.Errorf("%w: --rejects %s is where evaluate --beam --beam-counts %s writes its quarantined lines while it runs, and removes them after: give --rejects another path", errUsage, p, a.beamCounts)
		}
		if !storage.IsFile(ctx, p) {
			continue
		}
		return fmt.Errorf("%w: %s already exists: evaluate --beam --beam-counts %s writes its own scratch there while it runs and removes it after; move that file, or give --beam-counts another path", errUsage, p, a.beamCounts)
	}
	return nil
}

// evaluateJSONL scores JSONL predictions in process, path opened as the
// other streaming commands open theirs ("-" is stdin): gzip, zstd and
// bzip2 by their magic bytes whatever the name, and a tar archive, xz,
// audio or UTF-16 refused in one line (only a .gz name was decompressed: a
// renamed gzip or a .zst was read as binary lines).
func evaluateJSONL(ctx context.Context, run eval.Run, path string) (eval.Counts, error) {
	r, name, closeIn, err := openStreamInput(ctx, "evaluate", path)
	if err != nil {
		return eval.Counts{}, err
	}
	defer closeIn()
	run.Name = name
	return run.JSONL(&gcAfter{r: quarantine.SkipBOM(ctxReader{ctx, r}), left: gcPausedBytes})
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
