package pipelines

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"path"
	"sort"
	"strings"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/options/jobopts"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/shellquote"
	"github.com/itnprep/itnprep/internal/textcut"
	"github.com/itnprep/itnprep/storage"
	"github.com/itnprep/itnprep/transforms"
)

// PipelineError is a pipeline that failed on its runner. Its message is the
// cause a person can act on: the innermost "caused by" of the runner's
// error, which for bad input is the DoFn's own `FILE:LINE: problem`. The
// runner's whole error (execution plan, stages, coders) stays reachable
// through Detail and errors.Unwrap, for --log-level debug.
type PipelineError struct {
	Runner string
	Err    error
}

func (e *PipelineError) Error() string {
	return fmt.Sprintf("%s (pipeline failed on runner %s; --log-level debug shows the runner's full error)", Cause(e.Err), e.Runner)
}

func (e *PipelineError) Unwrap() error { return e.Err }

// Detail is the runner's full error text.
func (e *PipelineError) Detail() string { return e.Err.Error() }

// Cause extracts the innermost cause from a Beam runner error. Beam's
// runners wrap a DoFn's error in the bundle's execution plan and a chain of
// "\n\tcaused by:\n" sections; the last section is the DoFn's error,
// prefixed by a line naming the DoFn. The result is one line.
func Cause(err error) string {
	if err == nil {
		return ""
	}
	s := err.Error()
	if i := strings.LastIndex(s, "caused by:\n"); i >= 0 {
		s = s[i+len("caused by:\n"):]
		// "DoFn[UID:12, PID:e6, Name: ...] failed:\nFILE:LINE: problem"
		if first, rest, ok := strings.Cut(s, "\n"); ok && strings.HasSuffix(first, "failed:") && strings.TrimSpace(rest) != "" {
			s = rest
		}
	}
	s = strings.TrimSpace(s)
	// A cause may still span lines (a wrapped error with a newline): keep
	// it on one line so the message is one line.
	return strings.Join(strings.Fields(strings.ReplaceAll(s, "\n", " ")), " ")
}

// Run executes p on the configured runner and wraps a failure as a
// PipelineError. A job that prism's own race failed
// (transforms.PrismProgressRace) is run again, at most prismRetries times.
func Run(ctx context.Context, p *beam.Pipeline, runner string) error {
	if err := checkPrismPool(runner); err != nil {
		return err
	}
	return runChecked(ctx, p, runner)
}

// runChecked is Run once checkPrismPool has passed: RunPublish checks
// before its clock starts and calls this, so the pool is dialled once. It
// marks this process the jobs' launcher (transforms.MarkLauncher) before
// any job runs, for Run and RunPublish alike (Run marked it twice).
func runChecked(ctx context.Context, p *beam.Pipeline, runner string) error {
	transforms.MarkLauncher()
	if before, ok := prismEndpointBefore(runner); ok {
		sweepStale.Do(func() { sweepStaleLoopbackFiles(time.Now()) })
		defer removeLoopbackWorkerFiles(ctx, before)
	}
	_, err := executeRetryingPrismRace(ctx, p, func(ctx context.Context, p *beam.Pipeline) (struct{}, error) {
		return struct{}{}, execute(ctx, p)
	})
	if err != nil {
		if ctx.Err() != nil {
			return fmt.Errorf("interrupted: %w", ctx.Err())
		}
		return &PipelineError{Runner: runner, Err: err}
	}
	return nil
}

// checkPrismPool dials the worker pool a job on prism's own job server (no
// --endpoint) is to run on (--environment_type EXTERNAL,
// --environment_config HOST:PORT): when nothing answers there, prism 2.77
// panics in a goroutine of its own ("unable to start sdk worker", its
// environments.go), and itnprep died with a Go stack trace. One line names
// the flag instead. A job server elsewhere dials the pool from its own
// machine, which this one cannot check.
func checkPrismPool(runner string) error {
	if (runner != "" && runner != "prism") || *jobopts.Endpoint != "" || !strings.EqualFold(*jobopts.EnvironmentType, "external") {
		return nil
	}
	addr := *jobopts.EnvironmentConfig
	conn, err := net.DialTimeout("tcp", addr, 10*time.Second)
	if err != nil {
		return fmt.Errorf("--environment_config %q: no worker pool answers there (%v): with --environment_type EXTERNAL it is the HOST:PORT of a running pool (README: Running on a cluster)", addr, err)
	}
	conn.Close()
	return nil
}

// execute runs a job on the configured runner (a test replaces it).
var execute = func(ctx context.Context, p *beam.Pipeline) error { return beamx.Run(ctx, p) }

// prismRetries is how many times a job that prism's own race failed is
// run again.
const prismRetries = 2

// executeRetryingPrismRace runs p with run, and runs it again, at most
// prismRetries times, while it fails by prism's race
// (transforms.PrismProgressRace). Running a job again is safe: every
// output is written through a temporary name and renamed, the same bytes,
// and the spills of the failed try lie under names no descriptor of the
// new one gives. The retry is logged at info (--log-level info): the
// output is the same, and a command's stderr stays its own lines. The
// tests of this package that call prism directly use it too.
func executeRetryingPrismRace[R any](ctx context.Context, p *beam.Pipeline, run func(context.Context, *beam.Pipeline) (R, error)) (R, error) {
	for try := 0; ; try++ {
		r, err := run(ctx, p)
		if err == nil || ctx.Err() != nil || try == prismRetries || !transforms.PrismProgressRace(err) {
			return r, err
		}
		slog.Info("prism failed the job by a race of its own (a progress request to a bundle the runner ran itself); running it again", "try", try+2)
	}
}

// Published is the outcome of a publishing run.
type Published struct {
	transforms.RunResult
	Elapsed time.Duration
	DryRun  bool
	// Skipped are input files the command matched but did not read (GTN
	// files 95-98 without --unused-split), and SkipReason says why in a
	// few words; the summary names them, so a skip is not only a log line.
	Skipped    []string
	SkipReason string
	// Folders are folders the input globs' wildcards matched, which hold
	// no records themselves and were passed over (a release's clips/).
	Folders []string
	// Parent is a derive's parent's accounting, nil for a prep: the
	// summary says why a derived version counts more repeated ids than
	// its parent's DuplicateIDs (records: a record with its verbalized
	// variants counts once). It was a count whose zero, its zero value,
	// said "a derive whose parent counts none", so a Published left
	// unset said so of a prep; a prep's was -1.
	Parent *dataset.Accounting
	// Source is a prep's source (spgi, commonvoice), "" for a derive: the
	// remedy the summary names for the top reject rule may name it
	// (sources.SourceRuleHints).
	Source string
	// CommitBegun, when not "", says that the run failed or was
	// cancelled after its finalizer had begun committing its version, and
	// where it is or may be (commitBegunNote): a failed run's warning; a
	// cancelled run's error says it instead of "nothing published".
	CommitBegun string
	// Leftovers are what earlier runs left in the version's dataset
	// folder, older than this run's start (storage.FindLeftovers: a
	// killed run's staging folder, an unfinished version), and
	// LeftoversRoot that folder: the summary says so in a line, since a
	// re-run after a SIGKILL published beside the killed run's staged
	// shards (as large as a version) without a word.
	Leftovers     []storage.Leftover
	LeftoversRoot string
}

// stagingWriteWait is how long a failed or cancelled run waits for the
// writes into its staging folder already under way.
var stagingWriteWait = 30 * time.Second

// RunPublish runs a publishing pipeline (one built with PrepConfig's
// publish path) and reads the finalizer's result from staging. The staging
// folder is removed whatever happens. A run the guard refused returns its
// result (for the summary) and an error wrapping dataset.ErrRefused: nothing
// was published.
func RunPublish(ctx context.Context, p *beam.Pipeline, staging, runner string, dryRun bool) (Published, error) {
	// Before the run: a pool that is not there is no failed run (no end
	// mark for workers that never started).
	if err := checkPrismPool(runner); err != nil {
		return Published{DryRun: dryRun}, err
	}
	start := time.Now()
	err := runChecked(ctx, p, runner)
	res := Published{Elapsed: time.Since(start), DryRun: dryRun}
	// The cleanup runs whether or not ctx was cancelled: under a Ctrl-C'd
	// ctx a gs:// or s3:// client sends no request, so the end mark was
	// not written and the staging folder's objects stayed in the bucket.
	cleanup := context.WithoutCancel(ctx)
	if err != nil {
		// A failed or cancelled (Ctrl-C) run returns before prism's
		// in-process workers stop. No write into the staging folder may
		// begin now; those begun before (the sink's, the side files', the
		// finalizer's) are waited for (30 s at most), since they would
		// recreate the folder removed under them.
		transforms.CancelStaging(staging)
		if externalWorkers(runner) {
			// Its workers are processes of their own, which share no
			// memory with this one: they learn that the run ended from
			// a file beside the folder, and none of their writes is
			// waited for.
			endExternalStaging(cleanup, staging)
		}
		if !transforms.WaitStagingWrites(staging, stagingWriteWait) {
			// A write still under way may recreate the folder after
			// it is removed: say where, and what removes it.
			storage.Warn(cleanup, fmt.Sprintf("writes into the staging folder %s were still under way %v after the run ended, when it was removed; if it is there again, `itnprep versions gc` removes it", staging, stagingWriteWait))
		}
		if transforms.EndCommitClaim(cleanup, staging, externalWorkers(runner)) {
			res.CommitBegun = commitBegunNote(cleanup, staging)
			if ctx.Err() == nil {
				storage.Warn(cleanup, res.CommitBegun)
			}
		}
		CleanupStaging(cleanup, staging)
		return res, err
	}
	if dryRun {
		return res, nil
	}
	r, err := transforms.ReadResult(ctx, staging)
	transforms.EndCommitClaim(cleanup, staging, externalWorkers(runner))
	CleanupStaging(cleanup, staging)
	res.RunResult = r
	if err == nil && r.Dir != "" {
		// Older than this run's start: a run still writing beside this
		// one, begun before it, may be among them (the line says so).
		root := dataset.Dir(staging)
		if left, lerr := storage.FindLeftovers(cleanup, root, start); lerr == nil && len(left) > 0 {
			res.Leftovers, res.LeftoversRoot = left, root
		}
	}
	res.Elapsed = time.Since(start)
	return res, err
}

// externalWorkers reports whether runner runs the job's DoFns in worker
// processes of their own (a worker pool, --environment_type EXTERNAL,
// DOCKER or PROCESS, a cluster), not in this one (direct, and LOOPBACK,
// the launching process as worker). prism (beamx's default, "") is prism's
// universal runner: LOOPBACK when it starts its own job server and no
// --environment_type is given (prism.Execute), but a pool's with
// --environment_type EXTERNAL, and Docker's by default with --endpoint.
// Taken for in-process, `--runner prism --environment_type EXTERNAL` wrote
// no end mark for its workers after a failure, and left every successful
// run's commit mark (STAGING.committing) beside its version. A variable
// for the tests.
var externalWorkers = func(runner string) bool {
	switch runner {
	case "direct", "vet":
		return false
	case "", "prism":
		if *jobopts.EnvironmentType == "" && *jobopts.Endpoint == "" {
			return false
		}
	}
	return !jobopts.IsLoopback()
}

// InProcessWorkers reports whether runner runs the job's DoFns in this
// process, where transforms.Progress's counters are (the CLI's progress
// bars): direct, prism with its own workers, LOOPBACK; not a worker pool's
// or a cluster's (externalWorkers), nor vet's or dot's, which run nothing.
// cmd/itnprep took every prism run for in-process: given a pool, its bar
// stayed at 0 bytes read until the run ended.
func InProcessWorkers(runner string) bool {
	switch runner {
	case "vet", "dot":
		return false
	}
	return !externalWorkers(runner)
}

// WorkersOnThisMachine reports whether runner runs the job's DoFns on
// this machine, where they reach its local files (a temporary folder the
// launcher reads back): in this process (InProcessWorkers), in a worker
// pool at a loopback address of a job server on this machine
// (--environment_type EXTERNAL with --environment_config localhost:50000,
// as docs/ARCHITECTURE.md runs prism's pool), or in processes a job server
// on this machine starts (PROCESS). Dataflow's workers, containers
// (DOCKER, the portable runners' default) and a pool or job server on
// another host do not.
func WorkersOnThisMachine(runner string) bool {
	if InProcessWorkers(runner) {
		return true
	}
	if runner == "dataflow" {
		return false
	}
	switch strings.ToUpper(*jobopts.EnvironmentType) {
	case "LOOPBACK":
		return true
	case "EXTERNAL":
		// The runner dials the pool's address: a loopback one names the
		// job server's machine, which is this one only when the job
		// server is (a pool at localhost:50000 of a job server on
		// another host runs there).
		return loopbackAddress(*jobopts.EnvironmentConfig) && jobServerOnThisMachine()
	case "PROCESS":
		return jobServerOnThisMachine()
	}
	return false
}

// jobServerOnThisMachine reports whether the job server runs here: none
// named (prism starts one in this process) or one at a loopback address.
func jobServerOnThisMachine() bool {
	return *jobopts.Endpoint == "" || loopbackAddress(*jobopts.Endpoint)
}

// loopbackAddress reports whether host:port (or a host alone) names this
// machine by a loopback name or address: localhost, 127.0.0.0/8, ::1.
func loopbackAddress(hostPort string) bool {
	host, _, err := net.SplitHostPort(hostPort)
	if err != nil {
		host = strings.Trim(hostPort, "[]")
	}
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// endExternalStaging writes the ended run's mark beside its staging folder
// (transforms.EndedMark), after which its worker processes begin no write
// into it and their finalizer publishes nothing, and says what it cannot
// do: wait for the writes they began before (a spill, a merge, a
// finalizer's moves may recreate the folder; `versions gc` removes it and
// the mark). A mark that cannot be written is said too: the workers may
// then go on writing.
func endExternalStaging(ctx context.Context, staging string) {
	mark := transforms.EndedMark(staging)
	if err := writeEndedMark(ctx, staging); err != nil {
		storage.Warn(ctx, fmt.Sprintf("the run's workers run in processes of their own, and its end mark %s could not be written (%v): they may go on writing into the staging folder %s; `itnprep versions gc` removes what they leave", mark, err, staging))
		return
	}
	storage.Warn(ctx, fmt.Sprintf("the run's workers run in processes of their own: writes they began before it ended are not waited for; if the staging folder %s is there again, `itnprep versions gc` removes it and its end mark %s", staging, mark))
}

// writeEndedMark writes the ended run's mark beside its staging folder
// (transforms.EndedMark).
func writeEndedMark(ctx context.Context, staging string) error {
	return storage.WriteAtomic(ctx, transforms.EndedMark(staging), []byte("ended\n"))
}

// MarkRunEnded is a run stopped at once (cmd/itnprep's forced exit) doing
// what RunPublish's clean-up does for workers that are processes of their
// own (externalWorkers): it writes the run's end mark beside staging,
// after which they begin no write into it and their finalizer publishes
// nothing, and reports whether runner's workers are such processes (the
// caller asks transforms.EndCommitClaim with it). Without the mark, the
// folder removed at a forced exit was recreated by the workers' writes
// that went on. Workers in this process need none (transforms.CancelStaging
// reaches them).
func MarkRunEnded(ctx context.Context, staging, runner string) (external bool, err error) {
	if !externalWorkers(runner) {
		return false, nil
	}
	return true, writeEndedMark(ctx, staging)
}

// commitBegunNote says that a run that failed (or was cancelled) had a
// finalizer that began committing its version first
// (transforms.EndCommitClaim): the version it names when it finished, else
// the dataset folder that may hold it. Its error alone said that nothing
// was published, which was then untrue.
func commitBegunNote(ctx context.Context, staging string) string {
	if r, err := transforms.ReadResult(ctx, staging); err == nil && r.Dir != "" {
		return fmt.Sprintf("the run ended after its finalizer had committed the version %s: it is published", r.Dir)
	}
	datasetDir := dataset.Dir(staging)
	return fmt.Sprintf("the run ended after its finalizer had begun committing its version: %s may hold it (`itnprep versions list %s`; a folder without a manifest is no version, and `itnprep versions gc` removes it)", datasetDir, shellquote.Quote(datasetDir))
}

// CleanupStaging removes what a run left in its staging folder: the
// marker and empty folders after a published run (its shards were moved
// out), the side files of a refused one (the finalizer removed only its
// shards and runs), and everything a failed or cancelled run wrote (its
// spills and merged shards). On an object store only the marker went:
// every failed or cancelled gs:// run left its sorted runs (the whole
// input, spilled) in the bucket, and a refused derive its side files,
// until `versions gc`.
func CleanupStaging(ctx context.Context, staging string) {
	if err := RemoveStaging(ctx, staging); err != nil {
		storage.Warn(ctx, fmt.Sprintf("removing the staging folder %s: %v; `itnprep versions gc` removes what is left", staging, err))
	}
}

// RemoveStaging removes the staging folder staging and all it holds, on an
// object store every object down to stagingDepth; a missing folder is no
// error. CleanupStaging and a forced exit's undo (cmd/itnprep) share it.
func RemoveStaging(ctx context.Context, staging string) error {
	return storage.RemoveTree(ctx, staging, stagingDepth)
}

// stagingDepth is how deep a staging folder's files lie:
// STAGING/.runs/GROUP/FILE, STAGING/data/SHARD; one more for safety.
const stagingDepth = 4

// DerivedRepeatsNote says why a derived version counts more repeated ids
// than its parent, parent of them: each row of the parent (a record's
// verbalized variants are rows of their own, "x#v1") is a record of the
// derived version, whose repeated ids are counted by its records. A
// parent that counts none, within a split or across, yet repeats ids has
// a manifest without the count: duplicate_ids is left out when it is 0,
// and a version published before itnprep counted repeated ids (d1ec7dd2,
// 2026-11-23) left it out whatever its rows held; the note said "the
// parent counts 0".
func DerivedRepeatsNote(parent dataset.Accounting) string {
	if parent.DuplicateIDs == 0 && parent.SplitDuplicateIDs == 0 {
		return "the parent's manifest counts none: it was published before itnprep counted repeated ids (2026-11-23), and its rows repeat these"
	}
	return fmt.Sprintf("the parent counts %d, by its records: each of its rows, a verbalized variant too, is a record here, so a record it repeats counts once per variant", parent.DuplicateIDs)
}

// Summary is the report a person reads at the end of a publishing run:
// what was read, written and rejected (with the top reject rules), rows per
// split, the version folder, elapsed time and rate. Every line starts with
// "itnprep: " and the text ends in a newline.
func (p Published) Summary() string {
	if p.DryRun {
		return fmt.Sprintf("itnprep: %v (%s)\n", ErrDryRun, p.Elapsed.Round(time.Millisecond))
	}
	a := p.Accounting
	var b strings.Builder
	fmt.Fprintf(&b, "itnprep: read %d %s, wrote %d, rejected %d", a.Read, textcut.Plural(int(a.Read), "record", "records"), a.Written, a.Rejected)
	if top := dataset.TopRules(a.RejectedByReason, 5); top != "" {
		fmt.Fprintf(&b, " (%s)", top)
	}
	b.WriteString("\n")
	if len(p.Skipped) > 0 {
		fmt.Fprintf(&b, "itnprep: skipped %d input %s (%s): %s\n", len(p.Skipped), textcut.Plural(len(p.Skipped), "file", "files"), p.SkipReason, textcut.List(p.Skipped, 3))
	}
	if len(p.EmptyInputs) > 0 {
		// Also when none held one: a run published empty with
		// --allow-empty said "read 0 records" without a word of why.
		fmt.Fprintf(&b, "itnprep: %d input %s held no record (empty, blank lines or a header only): %s\n", len(p.EmptyInputs), textcut.Plural(len(p.EmptyInputs), "file", "files"), textcut.List(p.EmptyInputs, 3))
	}
	if len(p.PartialInputs) > 0 {
		fmt.Fprintf(&b, "itnprep: read %d input %s only in part, by design (Google TN's test file to the standard test set's end, its line 100,002, the Russian release's 100,007; --full-test-file reads it whole): %s\n", len(p.PartialInputs), textcut.Plural(len(p.PartialInputs), "file", "files"), textcut.List(p.PartialInputs, 3))
	}
	if len(p.Folders) > 0 {
		fmt.Fprintf(&b, "itnprep: passed over %d %s that --input's wildcards matched (only files are read): %s\n", len(p.Folders), textcut.Plural(len(p.Folders), "folder", "folders"), textcut.List(p.Folders, 3))
	}
	if a.DuplicateIDs > 0 {
		from := ""
		if p.DuplicateFrom != "" {
			from = ", " + p.DuplicateFrom // the lines of its rows, as a refusal names them
		}
		unit := ""
		if p.Parent != nil && p.Parent.DuplicateIDs != a.DuplicateIDs {
			// A derived version's records are its parent's rows, each
			// verbalized variant one: a record the parent read twice
			// with K variants repeats K ids here (DerivedRepeatsNote).
			unit = "; " + DerivedRepeatsNote(*p.Parent)
		}
		fmt.Fprintf(&b, "itnprep: %d repeated %s (carried by more than one row; first: %s%s%s), published as separate rows (--allow-duplicate-ids)\n", a.DuplicateIDs, textcut.Plural(int(a.DuplicateIDs), "id", "ids"), dataset.QuoteID(a.FirstDuplicateID), from, unit)
	}
	if a.SplitDuplicateIDs > 0 {
		from := ""
		if p.SplitDuplicateFrom != "" {
			from = ", " + p.SplitDuplicateFrom // as a refusal names them
		}
		fmt.Fprintf(&b, "itnprep: %d %s in more than one split (first: %s in %s%s), published as separate rows (--allow-duplicate-ids)\n", a.SplitDuplicateIDs, textcut.Plural(int(a.SplitDuplicateIDs), "id", "ids"), dataset.QuoteID(a.FirstSplitDuplicateID), strings.Join(a.FirstSplitDuplicateSplits, " and "), from)
	}
	if line := repeatsLine(a); line != "" {
		b.WriteString(line)
	}
	fmt.Fprintf(&b, "itnprep: %d %s", a.Rows, textcut.Plural(int(a.Rows), "row", "rows"))
	splits := sortedKeys(a.RowsBySplit)
	for i, s := range splits {
		sep := ", "
		if i == 0 {
			sep = ": "
		}
		fmt.Fprintf(&b, "%s%s %d", sep, s, a.RowsBySplit[s])
	}
	secs := p.Elapsed.Seconds()
	rate := 0.0
	if secs > 0 {
		rate = float64(a.Rows) / secs
	}
	fmt.Fprintf(&b, " in %s (%.0f rows/s)\n", p.Elapsed.Round(time.Millisecond), rate)
	if p.Dir != "" {
		if p.PublishedBefore != "" && len(p.Repaired) > 0 {
			// The card and figures are drawn again from the manifest
			// (storage.RepairCard); the shards and side files are this
			// run's copies.
			drawn := ""
			for _, r := range p.Repaired {
				if strings.HasPrefix(r, "README.md: ") || strings.HasPrefix(r, "figures/") {
					drawn = " (the card and figures drawn again from it)"
					break
				}
			}
			fmt.Fprintf(&b, "itnprep: published %s already, by the run of %s (the same inputs, settings and rows), but %d of its files were damaged (%s): replaced by this run's, which match its manifest%s; manifest kept\n",
				p.Dir, p.PublishedBefore, len(p.Repaired), textcut.List(p.Repaired, 2), drawn)
		} else if p.PublishedMeanwhile {
			// Runs of the same settings started at once: each found no
			// version, one wrote the manifest (storage.PublishClaimed).
			fmt.Fprintf(&b, "itnprep: published %s already, by another run of the same inputs and settings (created %s) that was publishing it at the same time and wrote its manifest first: this run's files were the same bytes; its manifest and card kept\n", p.Dir, p.PublishedBefore)
		} else if p.PublishedBefore != "" {
			fmt.Fprintf(&b, "itnprep: published %s already, by the run of %s (the same inputs, settings and rows): kept as it was, manifest included\n", p.Dir, p.PublishedBefore)
		} else {
			fmt.Fprintf(&b, "itnprep: published %s\n", p.Dir)
		}
		if len(p.EmptySplits) > 0 {
			fmt.Fprintf(&b, "itnprep: --split-by-id gave no row to %s: the version has no such split (more records or a larger share fill it)\n", strings.Join(p.EmptySplits, " and "))
		}
		if lost := lostSplits(p.Parent, a); len(lost) > 0 {
			fmt.Fprintf(&b, "itnprep: derive rejected every row of the parent's %s: the version has no such split (itnprep versions head %s --rejects says why)\n", strings.Join(lost, " and "), shellquote.Quote(p.Dir))
		}
		if p.Replaced != "" {
			b.WriteString(replacedLine(p.Replaced, p.Dir, p.ReplacedChanges))
		}
		if n := len(p.Leftovers); n > 0 {
			what, them := "leftovers", "them"
			if n == 1 {
				what, them = "leftover", "it"
			}
			fmt.Fprintf(&b, "itnprep: %s holds %d %s of a run killed or still running, older than this run (first: %s, %s): `itnprep versions gc %s --older-than 0 --dry-run` lists %s\n",
				p.LeftoversRoot, n, what, p.Leftovers[0].Path, p.Leftovers[0].Kind, shellquote.Quote(p.LeftoversRoot), them)
		}
		if a.Rejected > 0 && p.FirstReject != nil {
			// The first a stage could not use: a selection's rejects
			// (a WikiText heading, --itn-only's) are named only when
			// every reject is one (transforms' firstReject), and the
			// line says they were passed over.
			which := "first in the input"
			if n, rules := dataset.SetAside(a.RejectedByReason); !p.FirstReject.Selected() && n > 0 {
				which = fmt.Sprintf("first in the input that no selection set aside (%d were: %s)", n, dataset.TopRules(rules, 3))
			}
			fmt.Fprintf(&b, "itnprep: rejects: itnprep versions head %s --rejects (by id); %s: %s\n", shellquote.Quote(p.Dir), which, transforms.DescribeReject(p.FirstReject))
		}
		// A published run names the remedy for its top reject rule as a
		// refused one does (prepRefusalHints): a corpus of chat text whose
		// lines with an emoji were quarantined as verbalize/symbol said
		// only the first reject's reason, and the --clean transcript that
		// keeps them came up only once the rejects passed
		// --max-reject-rate.
		top := dataset.TopRule(a.RejectedByReason)
		hints := prepRefusalHints(p.Source)
		if p.Parent != nil {
			hints = derivedSummaryHints()
		}
		if hint := hints[top]; a.Rejected > 0 && hint != "" {
			fmt.Fprintf(&b, "itnprep: most rejects are %s (%d): %s\n", top, a.RejectedByReason[top], hint)
		}
	} else {
		b.WriteString("itnprep: nothing published\n")
	}
	return b.String()
}

// repeatsLine says how many rows a prep read repeat an earlier row's
// written and spoken text within their split (Accounting.RepeatedPairs,
// counted by every prep), and whether --dedupe set them aside; "" when
// none did. A corpus's exact repeats (Google TN's citation lines, 1.3-1.4%
// of its sentences) were published as rows of their own without a word.
func repeatsLine(a dataset.Accounting) string {
	n, _ := a.Repeats()
	if n == 0 {
		return ""
	}
	rows := textcut.Plural(int(n), "row repeats", "rows repeat")
	if a.RejectedByReason[dataset.RuleName(dataset.SelectStage, transforms.RepeatedPairRule)] > 0 {
		return fmt.Sprintf("itnprep: repeats: %d %s a (written, spoken) pair of their split, set aside as %s/%s (--dedupe kept the first of each)\n", n, rows, dataset.SelectStage, transforms.RepeatedPairRule)
	}
	return fmt.Sprintf("itnprep: repeats: %d %s a (written, spoken) pair of their split (--dedupe keeps one)\n", n, rows)
}

// lostSplits lists, sorted, the splits of a derive's parent (parent: its
// accounting, nil for a prep) that hold rows of which the derived version
// (a) kept none, each with the parent's rows: "validation (4 rows)". A
// derive whose rejects emptied a split said only the splits it wrote
// ("622 rows: test 6, train 616"), and the missing validation split
// surfaced at export nemo-tagger's or train's warning.
func lostSplits(parent *dataset.Accounting, a dataset.Accounting) []string {
	if parent == nil {
		return nil
	}
	var out []string
	for _, s := range sortedKeys(parent.RowsBySplit) {
		if n := parent.RowsBySplit[s]; n > 0 && a.RowsBySplit[s] == 0 {
			out = append(out, fmt.Sprintf("%s split (%d %s)", s, n, textcut.Plural(int(n), "row", "rows")))
		}
	}
	return out
}

// replacedLine says that the run moved its dataset's latest tag from the
// version in old to the one in dir, and what differs between them
// (transforms.RunResult.ReplacedChanges): the settings or inputs, else the
// code, else nothing, which is said too: the same inputs, settings and
// code made other rows.
func replacedLine(old, dir string, changes []string) string {
	diff := fmt.Sprintf("itnprep versions diff %s %s", shellquote.Quote(old), shellquote.Quote(dir))
	if len(changes) == 0 {
		return fmt.Sprintf("itnprep: latest moved from %s, made from the same inputs, settings and code, yet its rows differ: %s\n", path.Base(old), diff)
	}
	return fmt.Sprintf("itnprep: latest moved from %s, which differs in %s: %s\n", path.Base(old), textcut.List(changes, 4), diff)
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Runners are the --runner values this binary has compiled in (beamx
// registers them; vet is imported by pipelines' registration check and the
// CLI), in the order help lists them. Beam's own CamelCase aliases are
// accepted too.
var Runners = []string{"prism", "direct", "dataflow", "flink", "spark", "universal", "portable", "dot", "vet"}

var runnerAliases = map[string]bool{"PrismRunner": true, "DirectRunner": true, "DataflowRunner": true, "FlinkRunner": true, "SparkRunner": true, "PortableRunner": true}

// CheckRunner refuses an unknown --runner before any pipeline is built,
// listing the known ones (Beam itself would exit with "Forgot to _ import
// it?" once the pipeline had been constructed).
func CheckRunner(name string) error {
	if runnerAliases[name] {
		return nil
	}
	for _, r := range Runners {
		if r == name {
			return nil
		}
	}
	return fmt.Errorf("unknown --runner %q (known: %s)", name, strings.Join(Runners, ", "))
}
