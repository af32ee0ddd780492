package pipelines

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/fileio"

	"github.com/itnprep/itnprep/eval"
	"github.com/itnprep/itnprep/internal/quarantine"
	"github.com/itnprep/itnprep/storage"
	"github.com/itnprep/itnprep/transforms"
)

// EvaluateConfig says what Evaluate scores and where the result goes.
type EvaluateConfig struct {
	// Glob matches the prediction files (local paths or gs://...).
	Glob string
	// Parquet reads the files as Parquet rather than JSONL (.gz or not).
	Parquet bool
	Options eval.Options
	// CountsPath receives the summed eval.Counts as JSON.
	CountsPath string
	// RejectsPath receives the quarantined lines as JSONL (sorted by file
	// and line); empty: none is written (bad lines are still skipped).
	RejectsPath string
	// IDsPath, when not empty, receives the repeated-id check's result
	// (transforms.WriteIDs: the records that repeat an earlier record's
	// id, counted, and the earliest), which the launcher reads back
	// (transforms.ReadRepeats): the in-process evaluate's eval.Run.Repeats.
	IDsPath string
	// SpreadRecords reshuffles the records between reading and scoring, so
	// that scoring spreads beyond the workers reading the files (a few big
	// files on a cluster). A local runner (direct, prism) holds every
	// record of a reshuffle in memory (2M predictions: 3.1 GB peak RSS on
	// direct, 6.0 GB on prism, against 0.4 / 0.7 GB at 200k), so the CLI
	// sets it only for distributed runners; without it, reading and scoring
	// are one fused step per file and memory does not grow with the input.
	SpreadRecords bool
	// SpillBytes is the process's spill budget (--sink-buffer-kb; 0:
	// transforms.DefaultSinkBufferBytes) the rejects' and ids' sorted
	// files spill against; it bounds memory, never the files.
	SpillBytes int64
}

// Evaluate builds the evaluation graph: match and read the prediction
// files, reshuffle them (and, with SpreadRecords, the records) so that
// scoring spreads over workers, score every sentence, sum the Counts with
// a combiner and write the sum. The
// Counts are additive integer sums, so the result equals the in-process
// one (eval.Run) exactly.
func Evaluate(s beam.Scope, cfg EvaluateConfig) {
	s = s.Scope("Evaluate")
	// The JSONL reader opens each file by its path and tells gzip, zstd
	// and bzip2 by their content, as the in-process evaluate does
	// (transforms.ReadPredictions); Parquet files are read through the
	// match (a .gz name decompressed).
	files := fileio.ReadMatches(s, fileio.MatchFiles(s, cfg.Glob, fileio.MatchEmptyDisallow()))
	files = beam.Reshuffle(s, files) // a few descriptors: files spread over workers
	recs, rejects := transforms.ReadPredictions(s, files, cfg.Parquet)
	if cfg.RejectsPath != "" {
		transforms.WriteRejects(s, rejects, cfg.RejectsPath, cfg.SpillBytes)
	}
	if cfg.IDsPath != "" {
		transforms.WriteIDs(s, recs, cfg.IDsPath, cfg.SpillBytes)
	}
	if cfg.SpreadRecords {
		recs = beam.Reshuffle(s, recs)
	}
	counts := transforms.Score(s, recs, cfg.Options)
	transforms.WriteCounts(s, transforms.SumCounts(s, counts), cfg.CountsPath)
}

// RemoveEvaluateRuns removes the sorted runs of the rejects and ids that
// Evaluate left beside cfg.RejectsPath and cfg.IDsPath, after the job, whether it succeeded or
// failed (the merge keeps them: a retry of its bundle reads them again):
// with --beam-counts X they are X.rejects.jsonl.runs/, where the user did
// not ask for them.
func RemoveEvaluateRuns(ctx context.Context, cfg EvaluateConfig) error {
	if cfg.IDsPath != "" {
		if err := removeRuns(ctx, transforms.IDsRunsDir(cfg.IDsPath), "*.run"); err != nil {
			return err
		}
	}
	if cfg.RejectsPath == "" {
		return nil
	}
	return removeRuns(ctx, transforms.RejectsRunsDir(cfg.RejectsPath), "*.run")
}

// EvaluateJob is `evaluate --beam`'s whole run: what Evaluate scores, on
// which runner, and where its workers write.
type EvaluateJob struct {
	Glob          string
	Parquet       bool
	Options       eval.Options
	SpreadRecords bool
	// CountsPath receives the summed counts; the quarantined lines and
	// the ids go beside it (CountsPath + ".rejects.jsonl", ".ids.jsonl"),
	// a path every worker reaches (gs://...). "" puts all three in a
	// local temporary folder, which only local runners (prism, direct)
	// can reach.
	CountsPath string
	// FindRepeats writes every record's id and counts the records that
	// repeat an earlier one's (EvaluateResult.Repeats).
	FindRepeats bool
	// SpillBytes: EvaluateConfig.SpillBytes.
	SpillBytes int64
	Runner     string
	// DryRun: the runner executes nothing (vet, Dataflow's --dry_run), so
	// RunEvaluate reads nothing back and returns ErrDryRun.
	DryRun bool
}

// ErrDryRun is RunEvaluate's error for a job whose runner only checked
// the pipeline (EvaluateJob.DryRun): there are no counts to read back. Its
// text is every dry run's line (prep's summary, mine's, style fit's), so
// they all say it alike.
var ErrDryRun = errors.New("dry run: pipeline constructed, nothing executed")

// besideCounts names the quarantined lines' and the ids' files that a job
// with a CountsPath writes beside it.
func besideCounts(countsPath string) (rejects, ids string) {
	return countsPath + ".rejects.jsonl", countsPath + ".ids.jsonl"
}

// BesideCounts lists the files RunEvaluate writes beside job.CountsPath
// and removes once the run is over (the quarantined lines, and with
// FindRepeats the ids): whatever a user kept at one of those paths is
// overwritten and then gone, so evaluate refuses to start over one. None
// without a CountsPath (they go to a temporary folder).
func (job EvaluateJob) BesideCounts() []string {
	if job.CountsPath == "" {
		return nil
	}
	rejects, ids := besideCounts(job.CountsPath)
	if !job.FindRepeats {
		return []string{rejects}
	}
	return []string{rejects, ids}
}

// EvaluateResult is what RunEvaluate read back. Close removes its local
// temporary folder, after EachReject.
type EvaluateResult struct {
	Counts  eval.Counts
	Repeats eval.Repeats // with FindRepeats
	rejects string
	scratch string
}

// RunEvaluate builds Evaluate for job, runs it, removes the sorted runs
// its rejects and ids left (the merge keeps them until the job is over: a
// retried bundle reads them again), succeeded or failed, and reads back
// the counts and, with FindRepeats, the repeated ids (the ids file, beside
// CountsPath the pipeline's scratch that no one asked for, is removed).
// The quarantined lines stay for EachReject. A failed job removes the
// rejects and ids beside CountsPath too (removeEvaluateScratch).
func RunEvaluate(ctx context.Context, job EvaluateJob) (res *EvaluateResult, err error) {
	scratch, err := os.MkdirTemp("", "itnprep-evaluate-")
	if err != nil {
		return nil, err
	}
	var cfg EvaluateConfig
	defer func() {
		if err != nil {
			os.RemoveAll(scratch)
			if !job.DryRun {
				err = removeEvaluateScratch(ctx, job, cfg, err)
			}
		}
	}()
	res = &EvaluateResult{scratch: scratch}
	cfg = EvaluateConfig{Glob: job.Glob, Parquet: job.Parquet, Options: job.Options, SpreadRecords: job.SpreadRecords, SpillBytes: job.SpillBytes,
		CountsPath:  filepath.Join(scratch, "counts.json"),
		RejectsPath: filepath.Join(scratch, "rejects.jsonl"), IDsPath: filepath.Join(scratch, "ids.jsonl")}
	if job.CountsPath != "" {
		cfg.CountsPath = job.CountsPath
		cfg.RejectsPath, cfg.IDsPath = besideCounts(job.CountsPath)
	}
	if !job.FindRepeats {
		cfg.IDsPath = ""
	}
	res.rejects = cfg.RejectsPath
	p, s := beam.NewPipelineWithRoot()
	Evaluate(s, cfg)
	err = Run(ctx, p, job.Runner)
	if job.DryRun {
		// Nothing ran, so nothing is there to remove or read: looking
		// for sorted runs beside a gs:// --beam-counts failed a Dataflow
		// dry run offline (exit 1), which builds offline for prep. A dry
		// run that failed (vet refusing the graph) wrote nothing either:
		// it looked for the runs and removed the files beside the counts,
		// on the store; the deferred removal takes the local scratch.
		if err == nil {
			err = ErrDryRun
		}
		return nil, err
	}
	if rerr := RemoveEvaluateRuns(ctx, cfg); rerr != nil {
		if err == nil {
			return nil, fmt.Errorf("removing the rejects' sorted runs: %w", rerr)
		}
		err = fmt.Errorf("%w (and removing its sorted runs: %v)", err, rerr)
	}
	if err != nil {
		return nil, err
	}
	if res.Counts, err = transforms.ReadCounts(ctx, cfg.CountsPath); err != nil {
		return nil, err
	}
	if cfg.IDsPath != "" {
		if res.Repeats, err = transforms.ReadRepeats(ctx, cfg.IDsPath); err != nil {
			return nil, err
		}
		if err := storage.Remove(ctx, cfg.IDsPath); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("removing %s: %w", cfg.IDsPath, err)
		}
	}
	return res, nil
}

// removeEvaluateScratch removes, after a failed job, the quarantined lines
// and the ids the pipeline wrote beside job.CountsPath: no one reads them
// back (the success path hands the rejects over and removes both), so a
// failed run left them beside the user's counts. The counts path itself
// is the user's output and stays, as evaluate leaves it after any failure.
// A removal that fails is added to err.
func removeEvaluateScratch(ctx context.Context, job EvaluateJob, cfg EvaluateConfig, err error) error {
	if job.CountsPath == "" {
		return err
	}
	ctx = context.WithoutCancel(ctx)
	for _, path := range []string{cfg.RejectsPath, cfg.IDsPath} {
		if path == "" {
			continue
		}
		if rerr := storage.Remove(ctx, path); rerr != nil && !errors.Is(rerr, fs.ErrNotExist) {
			err = fmt.Errorf("%w (and removing %s: %v)", err, path, rerr)
		}
	}
	return err
}

// EachReject hands the quarantined lines to fn in file and line order; an
// error of fn stops it and is returned.
func (r *EvaluateResult) EachReject(ctx context.Context, fn func(quarantine.Reject) error) error {
	return transforms.EachReject(ctx, r.rejects, fn)
}

// Close removes the run's local temporary folder, and the quarantined
// lines beside CountsPath, which EachReject handed over (evaluate puts
// them where --rejects says): the pipeline's scratch no one asked for, as
// the ids beside it are; they stayed beside the counts after every run.
func (r *EvaluateResult) Close(ctx context.Context) error {
	err := os.RemoveAll(r.scratch)
	if r.rejects != "" && !strings.HasPrefix(r.rejects, r.scratch+string(filepath.Separator)) {
		if rerr := storage.Remove(context.WithoutCancel(ctx), r.rejects); rerr != nil && !errors.Is(rerr, fs.ErrNotExist) && err == nil {
			err = fmt.Errorf("removing %s: %w", r.rejects, rerr)
		}
	}
	return err
}
