package pipelines

import (
	"bufio"
	"context"
	"os"
	"path/filepath"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/patterns"
	"github.com/itnprep/itnprep/storage"
)

// The files of a mine-pairs output folder: MinePairs writes the first
// three (rejects.jsonl is removed when nothing was quarantined),
// DeriveMinedRules the rules a person reviews and the report.
const (
	MinedMismatchesFile = "mismatches.jsonl"
	MinedPatternsFile   = "patterns.jsonl"
	MinedRejectsFile    = "rejects.jsonl"
	MinedRulesFile      = "rules.jsonl"
	MinedReportFile     = "report.md"
)

// MinedRules is what DeriveMinedRules read and derived.
type MinedRules struct {
	Mismatches, Patterns, Quarantined int
	Derivation                        patterns.Derivation
}

// DeriveMinedRules is mine-pairs' step after the pipeline, on the
// launching machine: it derives the review rules from the mismatches and
// patterns MinePairs wrote in output (local, gs://, s3://: the pipeline
// writes where every worker reaches; a remote folder's files are read
// from local copies) and writes rules.jsonl and report.md beside them.
// info gives the report's source, pattern length and derivation options;
// minsup is --minsup as given (a count, or a share of the mismatches).
func DeriveMinedRules(ctx context.Context, output string, info patterns.ReportInfo, minsup float64) (MinedRules, error) {
	work := output
	if dataset.IsURL(output) {
		tmp, err := os.MkdirTemp("", "itnprep-mine-pairs-")
		if err != nil {
			return MinedRules{}, err
		}
		defer os.RemoveAll(tmp)
		work = tmp
		for _, f := range []string{MinedMismatchesFile, MinedPatternsFile, MinedRejectsFile} {
			if err := storage.Download(ctx, dataset.Join(output, f), filepath.Join(work, f)); err != nil {
				return MinedRules{}, err
			}
		}
	}
	quarantined, err := countLines(filepath.Join(work, MinedRejectsFile))
	if err != nil {
		return MinedRules{}, err
	}
	if quarantined == 0 {
		// a rejects file exists only when something was quarantined
		_ = storage.Remove(ctx, dataset.Join(output, MinedRejectsFile))
	}
	n, results, d, err := patterns.DeriveFiles(filepath.Join(work, MinedMismatchesFile), filepath.Join(work, MinedPatternsFile), info.Options)
	if err != nil {
		return MinedRules{}, err
	}
	abs, _ := patterns.ResolveMinSupport(minsup, n)
	info.Mismatches, info.MinSupport, info.Patterns = n, abs, len(results)
	info.Quarantined, info.RejectsFile = quarantined, MinedRejectsFile
	if err := patterns.WriteRulesAndReport(work, info, d); err != nil {
		return MinedRules{}, err
	}
	if work != output {
		files := map[string][]byte{}
		for _, n := range []string{MinedRulesFile, MinedReportFile} {
			b, err := os.ReadFile(filepath.Join(work, n))
			if err != nil {
				return MinedRules{}, err
			}
			files[n] = b
		}
		if err := storage.WriteFiles(ctx, output, files); err != nil {
			return MinedRules{}, err
		}
	}
	return MinedRules{Mismatches: n, Patterns: len(results), Quarantined: quarantined, Derivation: d}, nil
}

// countLines counts the lines of a local file.
func countLines(path string) (int, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	n := 0
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		n++
	}
	return n, sc.Err()
}
