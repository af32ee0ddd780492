package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"

	"github.com/itnprep/itnprep/patterns"
	"github.com/itnprep/itnprep/pipelines"
)

func init() {
	register(&command{
		name:    "mine-pairs",
		summary: "align pairs, mine their mismatches on Beam, derive cleaning rules and a review report",
		run:     runMinePairs,
	})
}

func runMinePairs(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("mine-pairs", "mine-pairs --input PAIRS.jsonl|GLOB|VERSION_DIR --output DIR [--minsup N] [--maxlen L] [--max-seq-len K] [--partitions P]", stderr, true)
	input := fs.String("input", "", "pairs: a JSONL file or glob ({\"written\", \"spoken\"[, \"id\"]} per line), or a dataset version (its data/*.parquet): a folder or a tag, OUT/NAME@TAG")
	output := fs.String("output", "", "output folder: mismatches.jsonl, patterns.jsonl, rules.jsonl, report.md")
	minsup := fs.Float64("minsup", 20, "minimum support: a count >= 1, or a share of the mismatches if < 1")
	maxlen := fs.Int("maxlen", 6, "longest pattern, in items")
	maxSeqLen := fs.Int("max-seq-len", 30, "skip (and count) mismatches longer than this many items (0 = no cap)")
	partitions := fs.Int("partitions", 4, "SON partitions of the mismatches")
	autojunk := fs.Bool("autojunk", true, "difflib's autojunk heuristic when aligning")
	removal := fs.Float64("removal-share", 0.1, "removal: no spoken mapping reaches this share of the written side's support")
	deletion := fs.Float64("deletion-share", 0.5, "removal: at least this share of occurrences are pure deletions")
	dominance := fs.Float64("dominance-share", 0.5, "fixed: the strongest mapping reaches this share, competitors stay below it")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *input == "" || *output == "" {
		return fmt.Errorf("%w: --input and --output are required", errUsage)
	}
	if _, err := patterns.ResolveMinSupport(*minsup, 1); err != nil {
		return fmt.Errorf("%w: --minsup: %v", errUsage, err)
	}
	if *maxlen < 2 || *maxSeqLen < 0 || *partitions < 1 {
		return fmt.Errorf("%w: --maxlen must be >= 2 (a rule needs a written item and \"|\"), --max-seq-len >= 0, --partitions >= 1", errUsage)
	}
	in, err := resolveVersion(ctx, *input)
	if err != nil {
		return err
	}
	inputs, err := expandPairInputs(in)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(*output, 0o755); err != nil {
		return err
	}
	mism := filepath.Join(*output, "mismatches.jsonl")
	pats := filepath.Join(*output, "patterns.jsonl")
	p, s := beam.NewPipelineWithRoot()
	pipelines.MinePairs(s, pipelines.MinePairsConfig{
		Inputs: inputs, MismatchesOut: mism, PatternsOut: pats, Autojunk: *autojunk,
		Mine: pipelines.MineConfig{MinSupport: *minsup, MinLen: 1, MaxLen: *maxlen, MaxSeqLen: *maxSeqLen, Partitions: *partitions},
	})
	if err := beamx.Run(ctx, p); err != nil {
		return err
	}

	// Rule derivation needs every pattern and the sequences at once; both
	// are far smaller than the pairs, so it runs here on the driver.
	f, err := os.Open(mism)
	if err != nil {
		return err
	}
	db, err := patterns.ReadJSONL(f, mism, 0)
	f.Close()
	if err != nil {
		return err
	}
	g, err := os.Open(pats)
	if err != nil {
		return err
	}
	results, err := patterns.ReadResults(g, pats)
	g.Close()
	if err != nil {
		return err
	}
	opt := patterns.DeriveOptions{RemovalShare: *removal, DeletionShare: *deletion, DominanceShare: *dominance}
	rules := patterns.DeriveRules(db, results, opt)
	rulesPath := filepath.Join(*output, "rules.jsonl")
	if err := writeFileWith(rulesPath, func(w io.Writer) error { return patterns.WriteRules(w, rules) }); err != nil {
		return err
	}
	abs, _ := patterns.ResolveMinSupport(*minsup, db.Len())
	info := patterns.ReportInfo{Source: *input, Mismatches: db.Len(), MinSupport: abs, MaxLen: *maxlen,
		Patterns: len(results), RulesFile: "rules.jsonl", Options: opt}
	if err := writeFileWith(filepath.Join(*output, "report.md"), func(w io.Writer) error { return patterns.WriteReport(w, info, rules) }); err != nil {
		return err
	}
	n := map[string]int{}
	for _, r := range rules {
		n[r.Kind]++
	}
	fmt.Fprintf(stderr, "mine-pairs: %d mismatches, %d patterns, rules: %d removal, %d fixed, %d ambiguous\n",
		db.Len(), len(results), n[patterns.Removal], n[patterns.Fixed], n[patterns.Ambiguous])
	fmt.Fprintln(stdout, *output)
	return nil
}

// expandPairInputs turns --input into files: a dataset version folder gives
// its data shards, a glob its matches, a file itself.
func expandPairInputs(in string) ([]string, error) {
	if st, err := os.Stat(in); err == nil && st.IsDir() {
		shards, _ := filepath.Glob(filepath.Join(in, "data", "*.parquet"))
		if len(shards) == 0 {
			return nil, fmt.Errorf("%s: a folder but not a dataset version (no data/*.parquet)", in)
		}
		sort.Strings(shards)
		return shards, nil
	}
	matches, err := filepath.Glob(in)
	if err != nil {
		return nil, fmt.Errorf("%w: --input %q: %v", errUsage, in, err)
	}
	if len(matches) == 0 {
		return nil, fmt.Errorf("%s: no such file (or the glob matches nothing)", in)
	}
	sort.Strings(matches)
	return matches, nil
}

func writeFileWith(path string, write func(io.Writer) error) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := write(f); err != nil {
		f.Close()
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return f.Close()
}
