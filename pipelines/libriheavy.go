package pipelines

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/itnprep/itnprep/align"
	"github.com/itnprep/itnprep/clean"
	"github.com/itnprep/itnprep/patterns"
	"github.com/itnprep/itnprep/sources"
	"github.com/itnprep/itnprep/transforms"
)

// LibriheavyConfig configures `prep libriheavy`.
type LibriheavyConfig struct {
	PrepConfig
	// Split overrides the split taken from each file name
	// (libriheavy_cuts_SUBSET.jsonl.gz); "" keeps the file names' splits.
	Split string
	// BookRules configures clean/'s book rule set; the zero value keeps
	// the documented defaults (clean/RULES.md).
	BookRules clean.Config
	// Align configures alignment cleaning (align/); nil means
	// align.DefaultCleanConfig (the recipe of docs/libriheavy.md: ratio below 0.6 dropped,
	// edges trimmed, unspoken written text cut, symbol policy).
	Align *align.CleanConfig
	// ITNOnly keeps only pairs whose written side has an ITN flag
	// (digits, roman numerals, all-capital words); the rest are rejected
	// with rule select/itn_only.
	ITNOnly bool
	// MinedRules are reviewed removal rules (patterns.ApprovedRemovals of
	// a mine-pairs rules file), applied to the written side after the book
	// rules and before alignment, so alignment sees the cleaned text.
	MinedRules []patterns.Rule
}

// PrepLibriheavy builds the Libriheavy job: read each cut manifest whole
// (gzip is not splittable), parse cuts into (book text, transcript) pairs,
// apply the book rules, align and clean by alignment (similarity column),
// set the ITN flags, and write and publish the version. Every record ends as
// a row or a reject naming its stage and rule.
func PrepLibriheavy(s beam.Scope, cfg LibriheavyConfig) (beam.PCollection, error) {
	if err := cfg.Validate(); err != nil {
		return beam.PCollection{}, err
	}
	if cfg.Split == "" && len(cfg.SplitByID) == 0 {
		// Fail on a file name without a known subset now, not on a worker.
		for _, in := range cfg.Inputs {
			if _, _, err := sources.LibriheavySplit(in); errors.Is(err, sources.ErrCutList) {
				return beam.PCollection{}, err // no split reads a JSON list
			} else if err != nil {
				return beam.PCollection{}, fmt.Errorf("%w (--split)", err)
			}
		}
	}
	spec, err := transforms.NewRuleSetSpec("book", cfg.BookRules)
	if err != nil {
		return beam.PCollection{}, err
	}
	book, _ := spec.Build()
	rules, err := json.Marshal(book.Config())
	if err != nil {
		return beam.PCollection{}, err
	}
	alignCfg := align.DefaultCleanConfig()
	if cfg.Align != nil {
		alignCfg = *cfg.Align
	}
	alignJSON, err := json.Marshal(alignCfg)
	if err != nil {
		return beam.PCollection{}, err
	}
	config := cfg.baseConfig(sources.SourceLibriheavy)
	config["align"] = string(alignJSON)
	config["split"] = cfg.Split
	cfg.dropReplacedSplits(config, "split")
	config["book_rules"] = string(rules)
	config["itn_only"] = strconv.FormatBool(cfg.ITNOnly)
	if len(cfg.MinedRules) > 0 {
		b, err := json.Marshal(cfg.MinedRules)
		if err != nil {
			return beam.PCollection{}, err
		}
		sum := sha256.Sum256(b)
		config["mined_rules"] = fmt.Sprintf("%d rules, sha256 %s", len(cfg.MinedRules), hex.EncodeToString(sum[:]))
	}

	opts := cfg.readOptions()
	opts.Split = cfg.Split
	pairs, parseRejects, stats := cfg.readFiles(s, cfg.Inputs, "libriheavy", opts)
	cleaned, cleanRejects, cleanHits := transforms.CleanPairs(s, spec, pairs)
	minedHits := transforms.NoRuleHits(s)
	if len(cfg.MinedRules) > 0 {
		side, err := transforms.MinedRules(s, cfg.MinedRules)
		if err != nil {
			return beam.PCollection{}, err
		}
		cleaned, minedHits = transforms.ApplyMinedRules(s, side, cleaned)
	}
	aligned, alignRejects, alignHits := transforms.AlignClean(s, alignCfg, cleaned)
	flagged, selectRejects := transforms.FlagITN(s, cfg.ITNOnly, aligned)
	rejects := beam.Flatten(s, parseRejects, cleanRejects, alignRejects, selectRejects)
	hits := beam.Flatten(s, cleanHits, minedHits, alignHits)
	// Nothing here samples: the seed enters neither config nor version id.
	return cfg.publish(s, sources.SourceLibriheavy, config, 0, flagged, rejects, stats, hits), nil
}
