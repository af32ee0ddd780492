package pipelines

import (
	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/itnprep/itnprep/sources"
	"github.com/itnprep/itnprep/transforms"
)

// NeMoCasesConfig configures `prep nemo-cases`.
type NeMoCasesConfig struct {
	PrepConfig
	// Direction is "tn", "itn" or "auto"/"" (each file's folder decides:
	// data_inverse_text_normalization is ITN).
	Direction string
	// Split is the split of every row ("" = test: the files are test cases).
	Split string
	// Language is the language code every id starts with ("" or "auto":
	// each file's folder in NeMo's layout, <lang>/data_*_normalization/,
	// says; sources.NeMoCaseFileLanguage).
	Language string
}

// PrepNeMoCases builds the job that turns NeMo text-processing test-case
// files (input~expected) into a version of pairs: one row per case and
// acceptable output (sources.ParseNeMoCases), malformed lines in rejects.
// The cases are used as they are: no cleaning, no randomness, no seed.
func PrepNeMoCases(s beam.Scope, cfg NeMoCasesConfig) (beam.PCollection, error) {
	if err := cfg.Validate(); err != nil {
		return beam.PCollection{}, err
	}
	// An unknown direction fails here, not on a worker.
	if _, err := sources.NeMoCaseDirection("", cfg.Direction); err != nil {
		return beam.PCollection{}, err
	}
	if cfg.Direction == "auto" {
		cfg.Direction = ""
	}
	if cfg.Language == "auto" {
		cfg.Language = ""
	}
	// A language that is no code, or a file under another language's
	// folder, fails here, on the launching machine, naming the file.
	for _, p := range cfg.Inputs {
		if _, err := sources.NeMoCaseFileLanguage(p, cfg.Language); err != nil {
			return beam.PCollection{}, err
		}
		if err := sources.ParquetUnread(sources.SourceNeMoCases, nil, p); err != nil {
			return beam.PCollection{}, err
		}
	}
	config := cfg.baseConfig(sources.SourceNeMoCases)
	config["direction"] = cfg.Direction
	config["split"] = cfg.Split
	if cfg.Language != "" {
		// Only when given: the ids of a run without it are as before.
		config["language"] = cfg.Language
	}
	cfg.dropReplacedSplits(config, "split")
	opts := cfg.readOptions()
	opts.Split, opts.Direction, opts.Language = cfg.Split, cfg.Direction, cfg.Language
	pairs, rejects, stats := cfg.readFiles(s, cfg.Inputs, "nemo-cases", opts)
	return cfg.publish(s, sources.SourceNeMoCases, config, 0, pairs, rejects, stats, transforms.NoRuleHits(s)), nil
}
