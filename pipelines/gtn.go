package pipelines

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/itnprep/itnprep/sources"
	"github.com/itnprep/itnprep/transforms"
)

// GTNConfig configures `prep gtn`.
type GTNConfig struct {
	PrepConfig
	Detokenize bool
	// FullTestFile reads all of output-00099 instead of the standard
	// 100,002-line test set.
	FullTestFile bool
	// UnusedSplit is the split for files 95-98, which the standard leaves
	// out; "" skips them (with an error if nothing else is given).
	UnusedSplit string
	// NeMoSplit is the split of NeMo sentence-level JSONL inputs.
	NeMoSplit string
	// Language is the language of the pairs ("auto" or "": what the
	// input names say, sources.GTNInputsLanguage); recorded in the
	// config, and so carded, when it is not English.
	Language string
}

// gtnInputs are prep gtn's inputs by format.
type gtnInputs struct {
	raw, nemo, kaggle []string
	skipped           []string // raw files 95-98 without an unused split
}

// classifyGTNInputs separates raw GTN files, NeMo JSONL files and Kaggle
// CSV files, and drops raw files 95-98 unless an unused split is named.
// With --split-by-id (splitByID), a file of no other format is read as raw
// GTN whatever its name: its records' splits come from their ids, so the
// name need not carry one (a renamed or concatenated GTN file). otherName
// ends the error for a file of no format: what the calling command does
// with a raw GTN file under another name (style fit has no --split-by-id).
func classifyGTNInputs(paths []string, unusedSplit string, splitByID bool, otherName string) (gtnInputs, error) {
	var in gtnInputs
	for _, p := range paths {
		base := strings.ToLower(sources.BaseName(p))
		switch {
		case sources.IsJSONLName(p):
			in.nemo = append(in.nemo, p)
			continue
		case sources.IsGTNKaggleName(p):
			in.kaggle = append(in.kaggle, p)
			continue
		}
		split, _, ok := sources.GTNSplit(p)
		if !ok && splitByID {
			in.raw = append(in.raw, p)
			continue
		}
		if !ok && (strings.HasSuffix(base, ".tar") || strings.HasSuffix(base, ".tgz")) {
			return gtnInputs{}, fmt.Errorf("input %s: a tar archive (GTN ships as en_with_types.tgz): extract it first (tar xf %s) and give the files it holds, e.g. 'en_with_types/output-*'", p, p)
		}
		if !ok && strings.HasSuffix(strings.ToLower(p), ".zip") {
			// A zip is read as the one file it holds, named by its own
			// name less .zip (en_train.csv.zip is en_train.csv), which
			// here is no GTN file's: a download of several files,
			// Kaggle's competition zip
			// (text-normalization-challenge-english-language.zip holds
			// en_train.csv.zip, en_test.csv.zip, ...), was called
			// "neither a raw GTN file ... --split-by-id".
			return gtnInputs{}, fmt.Errorf("input %s: a zip archive under a name that is no GTN file's (a download of several files? Kaggle's competition zip, text-normalization-challenge-english-language.zip, holds en_train.csv.zip beside the challenge's test files): unzip it (unzip %s) and give the GTN file it holds, en_train.csv.zip as it is; itnprep reads a zip of one file named as the file plus .zip", p, p)
		}
		if !ok {
			return gtnInputs{}, fmt.Errorf("input %s: neither a raw GTN file (output-000NN-of-00100[.gz]), NeMo JSONL (*.json, *.jsonl) nor Kaggle's GTN CSV (en_train.csv); %s", p, otherName)
		}
		if split == "" && unusedSplit == "" {
			in.skipped = append(in.skipped, p)
			continue
		}
		in.raw = append(in.raw, p)
	}
	if len(in.raw)+len(in.nemo)+len(in.kaggle) == 0 {
		return gtnInputs{}, fmt.Errorf("every input is one of GTN files 95-98, which the standard split leaves unused; pass --unused-split NAME to read them")
	}
	return in, nil
}

// PrepGTN builds the GTN job: read raw GTN, NeMo JSONL and/or Kaggle CSV, assemble
// sentences, write the sharded dataset and publish it. It returns the
// collection holding the version folder, and the inputs it skipped.
func PrepGTN(s beam.Scope, cfg GTNConfig) (beam.PCollection, []string, error) {
	if err := cfg.Validate(); err != nil {
		return beam.PCollection{}, nil, err
	}
	in, err := classifyGTNInputs(cfg.Inputs, cfg.UnusedSplit, len(cfg.SplitByID) > 0, "a raw GTN file under another name reads with --split-by-id (train=98,validation=1,test=1), or renamed output-000NN-of-00100 for the standard split of its number (00-89 train, 90-94 validation, 99 test)")
	if err != nil {
		return beam.PCollection{}, nil, err
	}
	if cfg.NeMoSplit == "" {
		cfg.NeMoSplit = "test"
	}
	if cfg.NeMoSplit != "test" && len(in.nemo) == 0 {
		// It splits NeMo JSONL only, and is recorded in the config: over
		// raw files or Kaggle's CSV it changed nothing but the version id,
		// without a word (qa82).
		return beam.PCollection{}, nil, fmt.Errorf("--nemo-split %s names the split of NeMo sentence JSONL inputs (*.json, *.jsonl: {\"text\", \"gt_normalized\"}), and no input is one: a raw GTN file takes the standard split of its name (output-000NN-of-00100: 00-89 train, 90-94 validation, 99 test), Kaggle's CSV the split its name says (en_train.csv: train): leave --nemo-split out (--split-by-id makes splits of your own)", cfg.NeMoSplit)
	}
	lang, err := sources.GTNInputsLanguage(cfg.Inputs, cfg.Language)
	if err != nil {
		return beam.PCollection{}, nil, err
	}
	config := cfg.baseConfig("gtn")
	if lang != sources.LanguageEnglish {
		// The card's language (card.Languages): ru_train.csv was carded
		// English. English records none, so its ids are as before.
		config["language"] = lang
	}
	config["detokenize"] = strconv.FormatBool(cfg.Detokenize)
	config["full_test_file"] = strconv.FormatBool(cfg.FullTestFile)
	config["unused_split"] = cfg.UnusedSplit
	config["nemo_split"] = cfg.NeMoSplit
	cfg.dropReplacedSplits(config, "nemo_split")

	var pairs, rejects, stats []beam.PCollection
	read := func(paths []string, format string, o sources.ReadOptions) {
		if len(paths) == 0 {
			return
		}
		p, r, st := cfg.readFiles(s, paths, format, o)
		pairs, rejects, stats = append(pairs, p), append(rejects, r), append(stats, st)
	}
	opts := cfg.readOptions()
	opts.Detokenize = cfg.Detokenize
	if lang == sources.LanguageEnglish && (cfg.Language == "" || cfg.Language == "auto") {
		// English because no name said otherwise: a file whose name says
		// no language is read as English only if its text is
		// (data/output-00000-of-00100 of Russian sentences was carded en).
		opts.GTNCheckEnglish = sources.GTNCheckPrep
	}
	raw, nemo := opts, opts
	raw.FullTestFile, raw.UnusedSplit = cfg.FullTestFile, cfg.UnusedSplit
	// File 99's test-set cut is its language's (Russian's 100,007 lines).
	raw.Language = lang
	nemo.Split = cfg.NeMoSplit
	read(in.raw, "gtn", raw)
	read(in.nemo, "gtn-nemo", nemo)
	// Kaggle's files take their split from the name (en_train.csv: train).
	read(in.kaggle, "gtn-kaggle", opts)
	// GTN pairs come as they are in the files: no randomness, so no seed.
	dir := cfg.publish(s, "gtn", config, 0,
		beam.Flatten(s, pairs...), beam.Flatten(s, rejects...), beam.Flatten(s, stats...), transforms.NoRuleHits(s))
	return dir, in.skipped, nil
}
