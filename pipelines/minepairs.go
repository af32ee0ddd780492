package pipelines

import (
	"github.com/apache/beam/sdks/v2/go/pkg/beam"

	"github.com/itnprep/itnprep/transforms"
)

// MinePairsConfig holds the parameters of MinePairs.
type MinePairsConfig struct {
	Inputs []string // expanded: JSONL pair files and/or dataset Parquet shards
	// Shards are the Inputs that are a version's shards, with their
	// manifest entries: each is checked (size, sha256) as it is read.
	Shards        []transforms.ParentShard
	MismatchesOut string // mismatch sequences, one JSON array per line, by pair id
	PatternsOut   string // frequent patterns, as `itnprep mine` writes them
	RejectsOut    string // quarantined input lines (quarantine.Reject JSON), by location
	Mine          MineConfig
	Autojunk      bool
}

// RunsDir is the folder of the mining partitions' sequence files and of the
// mismatch and reject files' sorted runs:
// Mine.Runs, or the mismatches path + ".runs"; remove it after the job
// with RemoveMineRuns.
func (c MinePairsConfig) RunsDir() string {
	if c.Mine.Runs != "" {
		return c.Mine.Runs
	}
	return c.MismatchesOut + ".runs"
}

// MinePairs aligns pairs, extracts their mismatches as mining sequences
// (written + "|" + spoken) and mines them exactly (MineSequences). Both the
// mismatches and the patterns are written, sorted, for the rule derivation
// that follows on the driver; the inputs' accounting (pairs read and
// quarantined per file) goes to InputStatsPath(RunsDir()), for the
// reject-rate guard (ReadInputStats).
func MinePairs(s beam.Scope, cfg MinePairsConfig) {
	s = s.Scope("MinePairs")
	cfg.Mine.Runs = cfg.RunsDir()
	cfg.Mine.Partitions = cfg.Mine.hashPartitions()
	seqs, lines, rejects, stats := transforms.AlignPairs(s, cfg.Inputs, cfg.Shards, cfg.Mine.Partitions, cfg.Mine.MaxSeqLen, cfg.Autojunk)
	// Both files pass through sorted runs in the runs folder, so no runner
	// holds the mismatch lines (they grew prism's peak with the pairs);
	// they spill against Mine.SpillBytes (--sink-buffer-kb).
	transforms.WriteSortedLines(s, lines, cfg.MismatchesOut, cfg.Mine.Runs, cfg.Mine.SpillBytes)
	transforms.WriteSortedLines(s, rejects, cfg.RejectsOut, cfg.Mine.Runs, cfg.Mine.SpillBytes)
	transforms.WriteSortedLines(s, stats, InputStatsPath(cfg.Mine.Runs), cfg.Mine.Runs, cfg.Mine.SpillBytes)
	transforms.WriteSortedPatterns(s, MineSequences(s, seqs, cfg.Mine), cfg.PatternsOut)
}
