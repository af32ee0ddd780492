package pipelines

import (
	"context"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/fileio"

	"github.com/itnprep/itnprep/eval"
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
	// IDsPath, when not empty, receives the id and place of every record
	// that has one, sorted by id (transforms.WriteIDs), for the launcher's
	// repeated-id check (transforms.ReadRepeats), the in-process
	// evaluate's eval.Run.Repeats.
	IDsPath string
	// SpreadRecords reshuffles the records between reading and scoring, so
	// that scoring spreads beyond the workers reading the files (a few big
	// files on a cluster). A local runner (direct, prism) holds every
	// record of a reshuffle in memory (2M predictions: 3.1 GB peak RSS on
	// direct, 6.0 GB on prism, against 0.4 / 0.7 GB at 200k), so the CLI
	// sets it only for distributed runners; without it, reading and scoring
	// are one fused step per file and memory does not grow with the input.
	SpreadRecords bool
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
		transforms.WriteRejects(s, rejects, cfg.RejectsPath)
	}
	if cfg.IDsPath != "" {
		transforms.WriteIDs(s, recs, cfg.IDsPath)
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
