package pipelines

import (
	"context"
	"fmt"
	"os"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/transforms/filter"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/transforms/stats"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/quarantine"
	"github.com/itnprep/itnprep/storage"
	"github.com/itnprep/itnprep/transforms"
)

// MineConfig holds the parameters of MinePatterns.
type MineConfig struct {
	In, Out    string  // JSONL of sequences in; sorted [support, [items...]] lines out
	MinSupport float64 // a count >= 1, or a share of the sequences if < 1
	MinLen     int
	MaxLen     int // 0 = unbounded
	MaxSeqLen  int // longer input sequences are skipped (and counted); 0 = no cap
	// Partitions (>= 1) is how many groups the sequences are spread over
	// (the workers mining at once): SON's partitions, merged into fewer,
	// transforms.Partitions(Partitions, global minimum support), where a
	// partition's local minimum support would be under
	// transforms.MinLocalSupport.
	Partitions int
	// PartitionSize is the most sequences PrefixSpan mines at once (0:
	// whole partitions): a partition holding more is mined in chunks, each
	// a SON partition of its own (transforms.MineLocal), so a worker's
	// memory does not grow with the input. The output does not change.
	PartitionSize int
	// MaxPatterns, when > 0, bounds the candidates one partition's first
	// pass emits: one more fails the job with a
	// *patterns.TooManyPatternsError (transforms.MineLocal). Under the
	// bound the output does not change.
	MaxPatterns int
	// Runs is a folder every worker reaches (local, gs://, s3://) for the
	// partitions' sequence files (transforms.SpillSeqs); "" means RunsDir's
	// default. The caller removes it after the job (RemoveMineRuns(RunsDir())).
	Runs string
	// Rejects is where MinePatterns writes the input lines that are not
	// sequences (quarantine.Reject JSON, in line order); "" means
	// RejectsPath's default. It is written, empty or not: the caller
	// removes an empty one.
	Rejects string
	// SpillBytes is the process's spill budget (--sink-buffer-kb; 0:
	// transforms.DefaultSinkBufferBytes) that the sorted files' lines
	// (rejects, the inputs' accounting, mine-pairs' mismatches) spill
	// against, and the partitions' sequences up to their own default
	// (transforms.SeqSpillBytes). It bounds memory, never the output.
	SpillBytes int64
}

// hashPartitions is how many partitions the readers key the sequences
// by: Partitions (at least 1), or, with a count as MinSupport, already
// the transforms.Partitions the job mines in (a share's count, and so the
// partitions, is known only once the sequences are counted:
// MineSequences merges them then). A stage that merges nothing cost prism
// about 20 MB (mine-pairs over the Libriheavy sample).
func (c MineConfig) hashPartitions() int {
	if c.MinSupport >= 1 {
		return transforms.Partitions(max(1, c.Partitions), int(c.MinSupport))
	}
	return max(1, c.Partitions)
}

// RejectsPath is MinePatterns' rejects file: Rejects, or the output path +
// ".rejects.jsonl" (where `itnprep mine` in process puts them too).
func (c MineConfig) RejectsPath() string {
	if c.Rejects != "" {
		return c.Rejects
	}
	return quarantine.NextTo(c.Out)
}

// RunsDir is the folder of the partitions' sequence files: Runs, or the
// output path + ".runs".
func (c MineConfig) RunsDir() string {
	if c.Runs != "" {
		return c.Runs
	}
	return c.Out + ".runs"
}

// MinePatterns is exact distributed sequential pattern mining (SON):
//
//	read -> key by hash(path, line) mod P -> GroupByKey (the partitions)
//	  -> merged into fewer where a partition's local minimum support would
//	     fall under 10 (transforms.Partitions, MergePartitions)
//	  -> pass 1: PrefixSpan per partition at ceil(minsup * n_p / N) -> candidates
//	  -> Distinct -> side input of
//	  -> pass 2: exact support of every candidate per partition -> SumPerKey
//	  -> keep support >= minsup -> one sorted file
//
// The output is byte-identical to the single-machine `itnprep mine` for any
// partition count: pass 1 cannot miss a globally frequent pattern (the
// bound is proved at transforms.LocalMinSupport) and pass 2 counts exactly.
// Partitioning trades memory for extra candidates: a small local minimum
// support (e.g. 1 when minsup < P) makes pass 1 enumerate nearly every
// subsequence of its partition, so the job mines in fewer partitions than
// cfg.Partitions where the local minimum support would fall under
// transforms.MinLocalSupport (transforms.Partitions; the caller says so).
// Lines that are not sequences are quarantined to RejectsPath() (in line
// order, as `itnprep mine` in process writes them) and the input's
// accounting goes to InputStatsPath(RunsDir()), for the caller's guard
// (ReadInputStats).
func MinePatterns(s beam.Scope, cfg MineConfig) {
	s = s.Scope("MinePatterns")
	cfg.Runs = cfg.RunsDir()
	cfg.Partitions = cfg.hashPartitions()
	seqs, rejects, stats := transforms.ReadSeqs(s, cfg.In, cfg.Partitions, cfg.MaxSeqLen)
	transforms.WriteSortedLines(s, rejects, cfg.RejectsPath(), cfg.Runs, cfg.SpillBytes)
	transforms.WriteSortedLines(s, stats, InputStatsPath(cfg.Runs), cfg.Runs, cfg.SpillBytes)
	frequent := MineSequences(s, seqs, cfg)
	transforms.WriteSortedPatterns(s, frequent, cfg.Out)
}

// MineSequences is the SON core: seqs is a PCollection<KV<int, string>> of
// (partition, transforms.EncodeSeq(sequence)), written to files under
// cfg.Runs before the GroupByKey so the runner groups file names, not
// sequences (a local runner holds a GroupByKey's elements); the result is a
// PCollection<KV<string, int>> of (encoded pattern, exact global support)
// for every frequent pattern, in no particular order. cfg.In, cfg.Out and
// cfg.MaxSeqLen are not used here: the caller has partitioned (and
// filtered) the sequences, keyed by cfg.Partitions hash partitions
// (cfg.hashPartitions(): with a count as minsup, already those the job
// mines in); with a share as minsup they are merged into
// transforms.Partitions(cfg.Partitions, global minimum support) once the
// sequences are counted (transforms.MergePartitions).
func MineSequences(s beam.Scope, seqs beam.PCollection, cfg MineConfig) beam.PCollection {
	s = s.Scope("MineSequences")
	if cfg.Runs == "" {
		panic("pipelines.MineSequences: MineConfig.Runs (a folder for the partitions' sequence files) is required")
	}
	grouped := beam.GroupByKey(s, transforms.SpillSeqs(s, seqs, cfg.Runs, cfg.SpillBytes))
	n := transforms.CountSeqs(s, grouped)
	// Fewer partitions where a partition's local minimum support would
	// fall under transforms.MinLocalSupport (a small input): only the
	// runs' names are regrouped. A count as minsup was capped by the
	// readers' keys already (hashPartitions).
	if cfg.MinSupport < 1 {
		grouped = transforms.MergePartitions(s, grouped, n, cfg.MinSupport, cfg.Partitions)
	}

	cands := transforms.MineLocal(s, grouped, n, cfg.MinSupport, cfg.MinLen, cfg.MaxLen, cfg.PartitionSize, cfg.MaxPatterns)
	cands = filter.Distinct(s, cands)

	partial := transforms.Recount(s, grouped, cands)
	supports := stats.SumPerKey(s, partial)
	return transforms.KeepFrequent(s, supports, n, cfg.MinSupport)
}

// RemoveMineRuns removes the sequence files MineSequences wrote under dir
// (MineConfig.Runs), the sorted runs of the job's line files (a merge
// keeps its runs, which a retry of its bundle reads again), the inputs' accounting
// (InputStatsFile: read it first, ReadInputStats) and, for a local folder,
// the folder.
func RemoveMineRuns(ctx context.Context, dir string) error {
	return removeRuns(ctx, dir, "*.seqs", "*.run", InputStatsFile)
}

// endRunsWrites is a runs folder's end before its removal: no write into
// it begins, and those begun are waited for (stagingWriteWait at most;
// transforms.CancelStaging, as a failed publishing run's staging folder):
// prism returns a failed job before its in-process workers stop, and a
// spill still under way landed after the removal, a stray run file left in
// the output's folder. The folder stays closed to this process's writes
// after its removal (a worker of the failed job may still begin one); a
// later job in this process takes its name again as it is built
// (transforms.ReopenStaging).
func endRunsWrites(ctx context.Context, dir string) {
	transforms.CancelStaging(dir)
	if !transforms.WaitStagingWrites(dir, stagingWriteWait) {
		storage.Warn(ctx, fmt.Sprintf("writes into the runs folder %s were still under way %v after the job ended, when it was removed; remove what is left there by hand", dir, stagingWriteWait))
	}
}

// removeRuns removes the files under dir that match globs (the names this
// job's steps write there, never anything else) and, for a local folder,
// the folder once it is empty, whether or not ctx was cancelled.
func removeRuns(ctx context.Context, dir string, globs ...string) error {
	// After a Ctrl-C too: a gs:// or s3:// client sends no request under
	// the cancelled ctx, and the runs stayed in the bucket.
	ctx = context.WithoutCancel(ctx)
	endRunsWrites(ctx, dir)
	// The folder as itself: an --output "mined [1]" left its runs, and so
	// did gs://b/mined[1] (storage.ListMatching lists it by prefix).
	files, err := storage.ListMatching(ctx, dir, globs...)
	if err != nil {
		return err
	}
	for _, f := range files {
		if err := storage.Remove(ctx, f); err != nil {
			return err
		}
	}
	if !dataset.IsURL(dir) {
		_ = os.Remove(dir)
	}
	return nil
}
