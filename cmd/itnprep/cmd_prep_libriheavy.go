package main

import (
	"context"
	"io"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/itnprep/itnprep/clean"
	"github.com/itnprep/itnprep/pipelines"
)

func init() { prepSources["libriheavy"] = runPrepLibriheavy }

func runPrepLibriheavy(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("prep libriheavy", "prep libriheavy --input GLOB[,GLOB...] --output DIR [--name NAME] [--shards N] [--split SPLIT] [--rules-config FILE] [--itn-only]", stderr, true)
	var pf prepFlags
	pf.add(fs, "libriheavy")
	split := fs.String("split", "", "split for every input (default: from the file name, libriheavy_cuts_{small,medium,large} -> train, dev -> validation, test_* -> test)")
	rulesFile := fs.String("rules-config", "", "JSON file overriding the book rules' switches and parameters (see clean/RULES.md)")
	itnOnly := fs.Bool("itn-only", false, "keep only pairs whose written side has digits, roman numerals or all-capital words; the rest go to rejects (rule itn_only)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	var rules clean.Config
	if *rulesFile != "" {
		var err error
		if rules, err = clean.LoadConfig(*rulesFile); err != nil {
			return err
		}
	}
	base, err := pf.config(ctx)
	if err != nil {
		return err
	}
	p, s := beam.NewPipelineWithRoot()
	if _, err := pipelines.PrepLibriheavy(s, pipelines.LibriheavyConfig{PrepConfig: base, Split: *split, BookRules: rules, ITNOnly: *itnOnly}); err != nil {
		return err
	}
	return runPrep(ctx, p, base.Staging, pf.quiet, stdout, stderr)
}
