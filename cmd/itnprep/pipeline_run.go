package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/gcs"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/s3"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/runners/vet" // --runner vet: check registrations without running
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/progress"
	"github.com/itnprep/itnprep/internal/textcut"
	"github.com/itnprep/itnprep/patterns"
	"github.com/itnprep/itnprep/pipelines"
	"github.com/itnprep/itnprep/storage"
	"github.com/itnprep/itnprep/transforms"
)

// workerPath returns path as the job's workers must open it: a local
// relative path is made absolute when they are processes of their own (a
// worker pool's, a cluster's), which run in a folder of their own. Read
// from there, `prep gtn --input 'testdata/gtn/*' --output out` with a
// worker pool on this machine failed on an input it could not stat, and
// with an absolute --input it published into the pool's folder while the
// launcher said that no version was published; mine-pairs, mine
// --distributed, evaluate --beam and style fit failed on their inputs in
// the same way, or wrote their results where the launcher did not look.
// A URL, an absolute path and a run whose workers are this process are
// left as they are.
func workerPath(path string) string {
	if path == "" || filepath.IsAbs(path) || strings.Contains(path, "://") || pipelines.InProcessWorkers(runnerName()) {
		return path
	}
	if abs, err := filepath.Abs(path); err == nil {
		return abs
	}
	return path
}

// workerGlob is workerPath of a glob: a relative glob is joined to this
// process's folder with that folder's own wildcards quoted
// (storage.QuoteGlob), so that workers out of this process match below
// the folder the glob was given in. workerPath's absolute glob read the
// folder's name as part of the pattern: evaluate --beam --in '*.jsonl'
// launched in /runs/exp[1] matched /runs/exp1's files on a worker pool,
// and none of its own. A URL, an absolute glob and one read in this
// process are as given.
func workerGlob(glob string) string {
	if glob == "" || filepath.IsAbs(glob) || strings.Contains(glob, "://") || pipelines.InProcessWorkers(runnerName()) {
		return glob
	}
	wd, err := os.Getwd()
	if err != nil {
		return glob
	}
	return filepath.Join(storage.QuoteGlob(wd), glob)
}

// workerPaths is workerPath of each of paths (expanded inputs: a
// comma-separated list is never one path), in a new slice: paths is left
// as it was, so a caller uses the result (style fit called it for an
// in-place effect and dropped what it returned).
func workerPaths(paths []string) []string {
	out := make([]string, len(paths))
	for i, p := range paths {
		out[i] = workerPath(p)
	}
	return out
}

// runnerName is the effective --runner (beamx defaults to prism).
func runnerName() string {
	if *runners.Runner == "" {
		return "prism"
	}
	return *runners.Runner
}

// inMemoryShuffles reports whether the runner holds whatever a shuffle
// carries in memory: direct, and prism, whose job server does so wherever
// its workers run (a worker pool, --environment_type EXTERNAL) and
// wherever it runs itself (--endpoint). It does not say where the DoFns
// run (inProcessRunner does): evaluate --beam on prism with a pool
// reshuffles files, not records, as on prism alone, since prism would
// hold every record.
func inMemoryShuffles() bool {
	switch runnerName() {
	case "direct", "prism":
		return true
	}
	return false
}

// isDryRun reports Dataflow's --dry_run, the vet runner (which checks
// that every function is registered) or the dot runner (which writes the
// pipeline's graph to --dot_file), under which nothing is executed. The
// dot runner, which --runner accepts (pipelines.Runners), was no dry run:
// prep, evaluate --beam and mine --distributed wrote the graph and then
// failed reading back what no job wrote, exit 1.
func isDryRun() bool {
	switch runnerName() {
	case "vet", "dot":
		return true
	}
	f := flagLookup("dry_run")
	return f != nil && f.Value.String() == "true"
}

// sayJobLost prints, before a Beam job's error, what the job that a read
// error stopped does not give (lost: "no scores printed", "OUT not
// written"): a file that broke off after its first lines (a truncated
// gzip: the reader's "FILE:LINE: read error: ...") took the job's counts
// and quarantined lines with it, which the error alone left unsaid, where
// the in-process commands say what they read before it (their quarantine
// summary). A file of another kind, and an interrupted job, are their one
// line.
func sayJobLost(ctx context.Context, err error, cmd, lost string, stderr io.Writer) {
	if pe := (*pipelines.PipelineError)(nil); errors.As(err, &pe) && ctx.Err() == nil && strings.Contains(err.Error(), ": read error: ") {
		fmt.Fprintf(stderr, "itnprep %s: the job failed, %s and its quarantined lines not reported (the next line says why)\n", cmd, lost)
	}
}

// runMining runs a mining job (mine --distributed, mine-pairs) and reads
// back its inputs' accounting (pipelines.ReadInputStats), then removes
// its runs folder (pipelines.RemoveMineRuns). A dry run (isDryRun) wrote
// nothing: there is nothing to read back (it failed on the file no one
// wrote), and the runs folder is left alone (on Dataflow's --dry_run it
// is in a bucket, and listing it offline failed the dry run, exit 1,
// which builds offline for prep and evaluate); dry is then true after
// one line on stderr saying so, as prep's summary does.
// lost is what a job that a read error stopped does not give (sayJobLost).
// A job that failed on one of its inputs (the reader's "FILE:LINE:
// problem", such as a JSON document given for JSON Lines) is that line
// alone, as prep's is (inputFault): mine-pairs refused such an input
// with the runner's note after it, "(pipeline failed on runner direct;
// --log-level debug ...)", a fault of the data said as one of the run.
func runMining(ctx context.Context, p *beam.Pipeline, inputs []string, runsDir, rejects, cmd, lost string, stderr io.Writer) (tally dataset.LineTally, dry bool, err error) {
	err = pipelines.Run(ctx, p, runnerName())
	sayJobLost(ctx, err, cmd, lost, stderr)
	err = inputFault(err, inputs)
	err = tooManyPatterns(err)
	if isDryRun() {
		if err == nil {
			fmt.Fprintf(stderr, "itnprep %s: %v\n", cmd, pipelines.ErrDryRun)
		}
		return tally, err == nil, err
	}
	if err == nil {
		tally, err = pipelines.ReadInputStats(ctx, runsDir, rejects)
	}
	if rerr := pipelines.RemoveMineRuns(ctx, runsDir); err == nil && rerr != nil {
		err = rerr
	}
	return tally, false, err
}

// tooManyPatterns returns err as a refusal when it is a job that more
// frequent patterns than --max-patterns stopped
// (patterns.TooManyPatternsError): its message alone, which says what to
// do, without the partition's file and line the reader put before it nor
// the runner's note after it (a choice of flags is no fault of the run).
func tooManyPatterns(err error) error {
	var pe *pipelines.PipelineError
	if !errors.As(err, &pe) {
		return err
	}
	cause := pipelines.Cause(pe.Err)
	if i := strings.Index(cause, patterns.TooManyPatternsPrefix); i >= 0 {
		return &refusal{msg: cause[i:], err: err}
	}
	return err
}

// interruptedRun is the error of a publishing run that Ctrl-C or SIGTERM
// stopped: which command, and that no version exists ("interrupted:
// context canceled" said neither), unless its finalizer had begun
// committing one first (a Ctrl-C at the run's very end): then where it is
// or may be (pipelines.Published.CommitBegun), where "nothing published"
// contradicted the warning before it.
func interruptedRun(label string, cause error, commitBegun string) error {
	if commitBegun != "" {
		return fmt.Errorf("%s interrupted (%v); %s", label, cause, commitBegun)
	}
	return fmt.Errorf("%s interrupted (%v); nothing published", label, cause)
}

// prepDisplay is what runPrep's progress display needs: whether to draw,
// its label, and the input files whose bytes the bar counts (their summed
// size is the bar's total; with none known it is a spinner).
type prepDisplay struct {
	Quiet bool
	Label string
	// Source is a prep's source, "" for a derive: the summary's remedy
	// for the top reject rule may name it (pipelines.Published.Source).
	Source string
	Inputs []string
	// TotalBytes, when set, is the total (a derive's parent shards, whose
	// sizes the parent's manifest gives); otherwise Inputs are sized.
	TotalBytes int64
	// Skipped are matched inputs the job does not read, and SkipReason
	// why; the summary says so (pipelines.Published.Skipped).
	Skipped    []string
	SkipReason string
	// Folders are the folders --input's wildcards matched and the run
	// passed over (pipelines.ExpandInputFiles); the summary names them.
	Folders []string
	// OutputDefaulted: no --output was given and the root is derive's
	// default, the parent's (pipelines.ParentRoot); errors about it say so.
	OutputDefaulted bool
	// Flags are a prep's flags, whose --split (or --nemo-split) runPrep
	// warns of (warnSplitNames) once every check has passed.
	Flags *flag.FlagSet
	// Parent is a derive's parent manifest: its repeated ids are counted
	// by records, the derived version's by rows (the summary says so).
	Parent *dataset.Manifest
}

// runPrep runs a publishing pipeline, shows progress on a terminal, prints
// the summary on stderr and the published version folder as the last line
// of stdout. A run the guard refuses exits 1 and publishes nothing.
func runPrep(ctx context.Context, p *beam.Pipeline, staging string, d prepDisplay, stdout, stderr io.Writer) error {
	undo := func() {}
	if !isDryRun() {
		var err error
		if undo, err = checkOutputWritable(ctx, staging, d.OutputDefaulted); err != nil {
			return err
		}
		// Stopped at once (a second signal, or the grace after the first
		// run out), the run's staging folder went with the process.
		defer onForcedExit(stagingUndo(staging, runnerName(), undo))()
	}
	// After the last check that can refuse the command: a refused one
	// printed the warning first, then its error.
	warnSplitNames(d.Flags)
	stop := startProgress(ctx, d, stderr)
	slog.Info("running pipeline", "runner", runnerName(), "staging", staging)
	res, err := pipelines.RunPublish(ctx, p, staging, runnerName(), isDryRun())
	stop(err == nil)
	if err != nil {
		// Nothing published: the folders the check made go again (a
		// refused run left an empty OUT/NAME).
		undo()
		if ctx.Err() != nil {
			return interruptedRun(d.Label, context.Cause(ctx), res.CommitBegun)
		}
		// A refused run says so in one line that carries its counts and
		// top reject rules; no summary repeats them. The folders a
		// wildcard matched were named only by the summary, so a glob one
		// level too high (`nemo-tn-tests-en/*` over its two data folders
		// and PROVENANCE.md) was refused for the rejects of the one file
		// it read, without a word about the folders it passed over.
		err = inputFault(err, d.Inputs)
		if errors.Is(err, dataset.ErrRefused) && len(d.Folders) > 0 {
			n := len(d.Folders)
			err = fmt.Errorf("%w; --input's wildcards also matched %d %s (%s), not read (only files are read: a glob one level deeper, such as %s/*, reads what they hold)",
				err, n, textcut.Plural(n, "folder", "folders"), textcut.List(d.Folders, 3), d.Folders[0])
		}
		return err
	}
	res.Skipped, res.SkipReason, res.Folders, res.Source = d.Skipped, d.SkipReason, d.Folders, d.Source
	if d.Parent != nil {
		res.Parent = &d.Parent.Accounting
	}
	if summaryWanted() {
		fmt.Fprint(stderr, res.Summary())
	}
	if res.DryRun {
		fmt.Fprintln(stdout, pipelines.ErrDryRun)
		return nil
	}
	slog.Info("published version", "dir", res.Dir, "seconds", res.Elapsed.Seconds())
	if summaryWanted() && !d.Quiet {
		// After the summary, on stderr: stdout's last line stays the
		// folder alone, which scripts capture (DIR=$(itnprep prep ...)).
		printNextStep(ctx, d.Label, res.Dir, stderr)
	}
	fmt.Fprintln(stdout, res.Dir)
	return nil
}

// pipelineProgressShown reports whether a pipeline's progress is drawn on
// stderr: a terminal, without --quiet, while the DoFns run in this process
// (direct, prism), whose counters the display reads; a dry run runs none.
// prep's and derive's display and style fit's had a copy each.
func pipelineProgressShown(quiet bool, stderr io.Writer) bool {
	return !quiet && progress.IsTerminal(stderr) && !isDryRun() && inProcessRunner()
}

// startProgress draws the prep display on a terminal while DoFns run in
// this process (direct, prism): a bar over the input bytes read (counted
// before gunzip, so they add up to the files' sizes) with the rows that
// reached the shard writer and the shards written; a spinner when the
// total is unknown. It returns a function that leaves the final state on
// screen (complete: the run succeeded). On a non-terminal, with --quiet or
// a runner that runs elsewhere, it draws nothing: the summary says it all.
func startProgress(ctx context.Context, d prepDisplay, stderr io.Writer) func(complete bool) {
	if !pipelineProgressShown(d.Quiet, stderr) {
		return func(bool) {}
	}
	total := d.TotalBytes
	if total <= 0 {
		total, _ = storage.TotalSize(ctx, d.Inputs)
	}
	label := d.Label
	if label == "" {
		label = "prep"
	}
	transforms.Progress.BytesRead.Store(0)
	transforms.Progress.RowsSorted.Store(0)
	transforms.Progress.RowsWritten.Store(0)
	transforms.Progress.ShardsWritten.Store(0)
	bar := progress.Start(stderr, progress.Config{Label: label, Total: total, Unit: progress.Bytes, Poll: prepNote})
	return bar.Finish
}

// prepNote is the prep display's amount (input bytes read) and note.
func prepNote() (int64, string) {
	sorted := transforms.Progress.RowsSorted.Load()
	shards := transforms.Progress.ShardsWritten.Load()
	note := progress.Thousands(sorted) + " rows sorted"
	if shards > 0 {
		note += fmt.Sprintf(", %d shards written (%s rows)", shards, progress.Thousands(transforms.Progress.RowsWritten.Load()))
	}
	return transforms.Progress.BytesRead.Load(), note
}

// inProcessRunner reports whether DoFns run in this process, where the
// progress counters are (pipelines.InProcessWorkers: direct, prism with
// workers of its own; not prism given a worker pool, Dataflow, Flink,
// Spark or a universal runner's remote workers).
func inProcessRunner() bool {
	return pipelines.InProcessWorkers(runnerName())
}

// dataShardBytes is the size of a version's data shards (what a derive
// reads), from its manifest.
func dataShardBytes(m *dataset.Manifest) int64 {
	var n int64
	for _, sh := range m.Shards {
		n += sh.Bytes
	}
	return n
}

// inputFault returns err as a refusal when it is a pipeline that failed
// on one of its inputs, its cause the reader's "FILE:LINE: problem" (a
// table without its text column, UTF-16 text, a truncated gzip): that line
// alone says what to fix, and the runner's note after it ("pipeline failed
// on runner prism; --log-level debug ...") made a fault of the data read
// as a fault of the run. Another failure is err as it is.
func inputFault(err error, inputs []string) error {
	var pe *pipelines.PipelineError
	if !errors.As(err, &pe) {
		return err
	}
	cause := pipelines.Cause(pe.Err)
	for _, in := range inputs {
		if strings.HasPrefix(cause, in+":") {
			return &refusal{msg: cause, err: err}
		}
	}
	return err
}
