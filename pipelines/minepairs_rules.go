package pipelines

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
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

// ReviewedRulesError is RefuseReviewedRules' refusal of an output folder
// whose rules a person reviewed: a mistake in the command line (another
// --output is the remedy), not a failed run.
type ReviewedRulesError struct{ Err error }

func (e *ReviewedRulesError) Error() string { return e.Err.Error() }
func (e *ReviewedRulesError) Unwrap() error { return e.Err }

// RefuseReviewedRules refuses an --output whose rules.jsonl holds approved
// rules: a run writes its own rules.jsonl over it (a refused run removes
// it), so a review done in itnprep view, which saves over that file by
// default, or by hand was lost without a word when mine-pairs ran again
// (another --minsup, more pairs) into the same folder. A file without an
// approved rule is what mine-pairs wrote, and one that does not read as
// rules and approves nothing is none prep --rules takes: both are
// replaced. One that does not read as rules but approves some (a hand
// edit's stray line or "approved": "yes") is a review too, refused with
// what does not read: it was replaced, the review lost. The refusal is a
// *ReviewedRulesError (the CLI's usage error, exit 2); a failure to read
// the file is returned as it is. mine-pairs asks it before its pipeline
// starts; it lived in package main, beside the flags.
func RefuseReviewedRules(ctx context.Context, output string) error {
	p := dataset.Join(output, MinedRulesFile)
	if found, err := storage.List(ctx, p); err != nil || len(found) == 0 {
		return nil // no rules file (or no folder) yet
	}
	b, err := storage.ReadFile(ctx, p)
	if err != nil {
		return err
	}
	rules, err := patterns.ReadRules(bytes.NewReader(b), p)
	if err != nil {
		if n := approvalsMarked(b); n > 0 {
			return &ReviewedRulesError{Err: fmt.Errorf("--output %s holds reviewed rules (%s: %d marked approved), though it does not read as rules (%v); mining again would replace them: give another --output, or fix or move that file first",
				output, p, n, err)}
		}
		return nil // not a rules file anyone could use, nor a review (prep --rules refuses it): replaced
	}
	approved := 0
	for _, r := range rules {
		if r.Approved {
			approved++
		}
	}
	if approved == 0 {
		return nil
	}
	return &ReviewedRulesError{Err: fmt.Errorf("--output %s holds reviewed rules (%s: %d of %d approved); mining again would replace them: give another --output, or move that file away first (prep libriheavy --rules reads it where it is)", output, p, approved, len(rules))}
}

// approvalsMarked counts the lines of a rules file (one that does not read
// as rules) that are JSON objects whose "approved" is anything but false
// or null: a person's marks of approval, however written.
func approvalsMarked(b []byte) int {
	n := 0
	for line := range bytes.Lines(b) {
		var rule struct {
			Approved any `json:"approved"`
		}
		if json.Unmarshal(line, &rule) == nil && rule.Approved != nil && rule.Approved != false {
			n++
		}
	}
	return n
}
