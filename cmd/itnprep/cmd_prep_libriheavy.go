package main

import (
	"context"
	"fmt"
	"io"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/itnprep/itnprep/align"
	"github.com/itnprep/itnprep/clean"
	"github.com/itnprep/itnprep/patterns"
	"github.com/itnprep/itnprep/pipelines"
	"github.com/itnprep/itnprep/storage"
)

func init() { prepSources["libriheavy"] = runPrepLibriheavy }

func runPrepLibriheavy(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("prep libriheavy", prepUsage("libriheavy", "prep libriheavy --input GLOB[,GLOB...] --output DIR [--name NAME] [--shards N] [--split SPLIT] [--rules-config FILE] [--rules MINED_RULES.jsonl] [--min-ratio R] [--itn-only] [alignment flags]"), stdout, true)
	var pf prepFlags
	pf.add(fs, "libriheavy")
	split := fs.String("split", "", "split for every input (default: from the subset named anywhere in the file name, as libriheavy_cuts_large.jsonl.gz or large-part-0003.jsonl.gz: small, medium, large -> train, dev -> validation, test_* -> test)")
	rulesFile := pathString(fs, "rules-config", "", "JSON file overriding the book rules' switches and parameters (see clean/RULES.md)")
	def := align.DefaultCleanConfig()
	minRatio := fs.Float64("min-ratio", def.MinRatio, "drop pairs whose difflib similarity ratio is below this (0: keep all); see --numbers-match")
	numbersMatch := fs.Bool("numbers-match", def.NumbersMatch, "for --min-ratio, count a written number and the words it is read as (\"3.\" / \"three\") as matching, and keep such a pair, or an abbreviation and its reading (\"Mr.\" / \"mister\"), at either edge when the verbalizer reads it so, trimming only the words beside it (false: plain difflib ratio, the number trimmed like any edge mismatch)")
	trimEdges := fs.Bool("trim-edges", def.TrimEdges, "cut mismatches at the start and end of both sides (cuts that begin or end mid-sentence, \"read by ...\")")
	writtenOnly := fs.Bool("remove-written-only", def.RemoveWrittenOnly, "cut written fragments with no spoken counterpart (text not read aloud)")
	numberMismatch := fs.Bool("cut-number-mismatch", def.CutNumberMismatch, "cut from both sides a mismatch inside the pair whose written side holds a number or $ £ % ° ′ & that the transcript does not read as the verbalizer does (\"found 17 of them in\" / \"found the others in\" becomes \"found in\" on both sides; rule align/number_mismatch; false: kept, as before)")
	wordMismatch := fs.Bool("cut-word-mismatch", def.CutWordMismatch, "cut from both sides a mismatch inside the pair whose written side holds a plain English word the transcript does not say (\"The old woman sat.\" / \"the old man sat\" becomes \"The old sat.\" / \"the old sat\"; a misreading or misrecognition a model must not learn); joined words (to-day / today), abbreviations (Mr. / mister), numerals in capitals and spelling variants (harbour / harbor) are kept; rule align/word_mismatch; false: kept, as before")
	spokenOnly := fs.Bool("remove-spoken-only", def.RemoveSpokenOnly, "cut spoken fragments with no written counterpart (fillers, ASR noise)")
	keepPunct := fs.Bool("keep-punct", def.KeepPunct, "never cut written punctuation that belongs to kept text")
	symbols := fs.String("allowed-symbols", def.AllowedSymbols, "punctuation and symbols a remaining mismatch may contain; others drop the pair (empty: no check)")
	autojunk := fs.Bool("autojunk", def.Autojunk, "difflib's autojunk heuristic for the alignment")
	minedFile := pathString(fs, "rules", "", "reviewed rules from mine-pairs (rules.jsonl): approved removal rules cut their fragments from the written side before alignment")
	itnOnly := fs.Bool("itn-only", false, "keep only pairs whose written side has digits, roman numerals or all-capital words; the rest go to rejects (rule select/itn_only), which --max-reject-rate leaves out of its rate")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	// A difflib ratio lies in 0..1: above 1 every pair was read, aligned
	// and rejected before the run was refused as empty, and below 0 kept
	// every pair as 0 does under another version id (qa89).
	if err := outOfRange(bound{"min-ratio", !(*minRatio >= 0 && *minRatio <= 1), "between 0 (keep every pair) and 1, a difflib ratio", *minRatio}); err != nil {
		return err
	}
	var rules clean.Config
	if *rulesFile != "" {
		var err error
		if rules, err = loadCleanConfig(ctx, *rulesFile); err != nil {
			return fmt.Errorf("--rules-config: %w", err) // "open FILE: ..." named no flag
		}
		// Rule and parameter names are checked here, where the file
		// can be named, rather than when the pipeline builds the set.
		if _, err := clean.BookWith(rules); err != nil {
			return fmt.Errorf("--rules-config: %s: %w", *rulesFile, err) // as the file's other errors read
		}
	}
	base, err := pf.config(ctx)
	if err != nil {
		return err
	}
	alignCfg := align.CleanConfig{
		Autojunk: *autojunk, CheckRatio: *minRatio > 0, MinRatio: *minRatio, NumbersMatch: *numbersMatch, TrimEdges: *trimEdges,
		RemoveWrittenOnly: *writtenOnly, KeepPunct: *keepPunct, RemoveSpokenOnly: *spokenOnly,
		CutNumberMismatch: *numberMismatch, CutWordMismatch: *wordMismatch,
		CheckSymbols: *symbols != "", AllowedSymbols: *symbols,
	}
	p, s := beam.NewPipelineWithRoot()
	mined, err := loadApprovedRemovals(ctx, *minedFile)
	if err != nil {
		return err
	}
	if err := pf.expandInputs(ctx, &base); err != nil {
		return err
	}
	if _, err := pipelines.PrepLibriheavy(s, pipelines.LibriheavyConfig{PrepConfig: base, Split: *split, BookRules: rules, Align: &alignCfg, ITNOnly: *itnOnly, MinedRules: mined}); err != nil {
		return err
	}
	return runPrep(ctx, p, base.Staging, prepDisplay{Quiet: pf.quiet, Label: "prep libriheavy", Source: "libriheavy", Inputs: base.Inputs, Folders: pf.folders, Flags: fs}, stdout, stderr)
}

// loadApprovedRemovals reads a mine-pairs rules file and keeps the removal
// rules a reviewer approved; "" means none.
func loadApprovedRemovals(ctx context.Context, path string) ([]patterns.Rule, error) {
	if path == "" {
		return nil, nil
	}
	rc, err := storage.Open(ctx, path)
	if err != nil {
		return nil, fmt.Errorf("--rules: %w", err)
	}
	defer rc.Close()
	all, err := patterns.ReadRules(rc, path)
	if err != nil {
		return nil, fmt.Errorf("--rules: %w", err)
	}
	approved, err := patterns.ApprovedRemovals(all)
	if err != nil {
		return nil, fmt.Errorf("--rules %s: %w", path, err)
	}
	return approved, nil
}
