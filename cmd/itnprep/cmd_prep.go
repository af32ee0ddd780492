package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"regexp"
	"strconv"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/pipelines"
	"github.com/itnprep/itnprep/sources"
	"github.com/itnprep/itnprep/storage"
	"github.com/itnprep/itnprep/trainer"
	"github.com/itnprep/itnprep/transforms"
)

// prepSources maps `prep <source>` to its runner; sources register here.
var prepSources = map[string]func(ctx context.Context, args []string, stdout, stderr io.Writer) error{}

// prepReads says what each `prep <source>` reads, for `prep --help` and the
// source's own --help (a test checks every source has a line): without it
// nothing in the CLI told a user holding en_train.csv or GoogleTN.json
// which command reads it.
var prepReads = map[string]string{
	"commonvoice": "Common Voice clip lists (train.tsv, dev.tsv, test.tsv; the sentence column is the written side, the path column the id); the verbalizer makes the spoken side",
	"gtn":         "Google Text Normalization with its spoken forms: raw files output-000NN-of-00100[.gz] (CLASS<TAB>written<TAB>spoken, <eos><TAB><eos>; en_with_types.tgz extracted), NeMo's sentence JSONL {\"text\", \"gt_normalized\"} (GoogleTN.json) or Kaggle's en_train.csv[.zip]",
	"libriheavy":  "lhotse cut manifests of Libriheavy (libriheavy_cuts_<subset>.jsonl.gz: book text and ASR transcript), cleaned by the book-text rules and difflib alignment",
	"nemo-cases":  "NeMo text-processing test-case files (data_text_normalization/*.txt, written~spoken; data_inverse_text_normalization/*.txt, spoken~written)",
	"spgi":        "SPGISpeech train.csv/val.csv (wav_filename|wav_filesize|transcript); the verbalizer makes the spoken side",
	"text":        "any written corpus: plain text (a record a line), JSONL {\"id\"?, \"text\"}, Parquet (a text column), CSV/TSV with a header (a text column) or subtitles (.srt, .vtt, .sbv, .ass, .ssa: the cues' text); the verbalizer makes the spoken side",
}

// prepUsage is a prep source's usage line followed by what it reads.
func prepUsage(source, usage string) string {
	// The usage line names the flags a run needs and the common ones;
	// [flags] says the list below holds more.
	if !strings.Contains(usage, " flags]") {
		usage += " [flags]"
	}
	if reads := prepReads[source]; reads != "" {
		return usage + "\n\nReads " + reads + "."
	}
	return usage
}

func init() {
	register(&command{
		name:    "prep",
		summary: "build a dataset version: prep {subs} (last stdout line = version folder)",
		subs:    func() []string { return sortedNames(prepSources) },
		run: subcommands{
			command: "prep", what: "source", header: "Sources:", item: "  %-12s %s\n",
			usage:   "itnprep prep <source> --input GLOB[,GLOB...] --output DIR [flags]",
			example: "--input GLOB --output DIR",
			runners: prepSources, docs: prepReads,
		}.run,
	})
	prepSources["gtn"] = runPrepGTN
}

// warnSplitNames says, as a prep's job starts (runPrep, after every check
// of its flags and inputs: a command refused for another flag printed
// this warning first), one warning line for a --split (or --nemo-split, or
// a split of --split-by-id) given on the command line that itnprep train
// does not read under that name (splitNameWarning): the split is published
// as given, and a version made with --split tst trained on no test rows
// without a word. fs may be nil (a derive).
func warnSplitNames(fs *flag.FlagSet) {
	if fs == nil || !strings.HasPrefix(fs.Name(), "prep ") {
		return
	}
	fs.Visit(func(f *flag.Flag) {
		switch f.Name {
		case "split", "nemo-split":
			if msg := splitNameWarning(f.Name, f.Value.String()); msg != "" {
				storage.Warn(commandCtx, msg)
			}
		case "split-by-id":
			// Its names mean what --split's do (sources.StandardSplit):
			// val is published as val and read by itnprep train as
			// validation, with the same warning. The spec was checked.
			sb, _ := sources.ParseSplitByID(f.Value.String())
			if msg := splitByIDRescaled(f.Value.String(), sb); msg != "" {
				storage.Warn(commandCtx, msg)
			}
			for _, sh := range sb {
				if msg := splitNameWarning(f.Name, sh.Name); msg != "" {
					storage.Warn(commandCtx, msg)
				}
			}
		}
	})
}

// splitByIDRescaled is the line that says what --split-by-id's weights,
// given as spec and parsed as sb, were rescaled to (sb's percentages, as
// the manifest records them), or "" when they add up to 100 or to 1 (a
// share of 1 is read as the same split as its percentage: fin7's
// canonical form). 80,10,5 was rescaled to 84.2,10.5,5.3 without a word,
// where the user may have meant test=10 or a 5% holdout (qa96).
func splitByIDRescaled(spec string, sb sources.SplitByID) string {
	total := sources.SplitByIDGivenTotal(spec)
	if len(sb) == 0 || total == 0 || math.Abs(total-100) < 1e-7 || math.Abs(total-1) < 1e-9 {
		return ""
	}
	return fmt.Sprintf("--split-by-id %s: the weights add up to %s, not 100 (nor 1): each split gets its weight's share of the sum, %s (in percent, as the manifest records them)",
		spec, strconv.FormatFloat(total, 'g', 10, 64), sb)
}

// splitNameWarning is the warning for a split that itnprep train reads as
// another (sources.StandardSplit: dev, valid and val as validation, in
// export nemo-tagger's valid.tsv; training as train, testing as test) or
// leaves out while it looks like one it reads (tst, Test: a typo the
// --split-by-id parser refuses), or "" (train, validation, test, or a name
// of the user's own such as holdout, which the trainers leave out by
// design). The split keeps its name either way: dev is also a split of
// its own (derive tagger --vocab-split dev).
func splitNameWarning(flagName, split string) string {
	if as, ok := trainer.ReadsSplitAs(split); ok {
		if as == split {
			return ""
		}
		file, _ := pipelines.NeMoTaggerFile(split)
		return fmt.Sprintf("--%s %s: the version's split is named %s, which itnprep train reads as its %s split (export nemo-tagger writes it to %s)", flagName, split, split, as, file)
	}
	if meant := sources.NearSplitName(split); meant != "" {
		return fmt.Sprintf("--%s %s: itnprep train and export nemo-tagger leave a split named %s out (they read train, validation and test; dev, valid and val as validation, training as train, testing as test): did you mean --%s %s?", flagName, split, split, flagName, meant)
	}
	return ""
}

// licenseID is the shape of a Hugging Face license id (or empty: default).
var licenseID = regexp.MustCompile(`^([a-z0-9][a-z0-9.-]*)?$`)

// prepFlags adds the flags every prep source shares.
type prepFlags struct {
	source              string // gtn, text, ...: the prep's source (its default --name)
	input, output, name string
	shards              int
	seed                uint64
	maxRecordBytes      int
	rowsPerGroup        int64
	compression         string
	sinkBufferKB        int
	memoryLimitMB       int
	quiet               bool
	allowEmpty          bool
	maxRejectRate       float64
	allowDuplicateIDs   bool
	allowSuspect        bool
	license             string
	splitByID           string
	splitByText         bool
	idsWithFolders      bool
	dedupe              bool
	// folders are the folders --input's wildcards matched and the run
	// passed over (config sets it; the summary names them).
	folders []string
}

func (p *prepFlags) add(fs *flag.FlagSet, defaultName string) {
	p.source = defaultName
	pathListVar(fs, &p.input, "input", "", "input files: comma-separated globs (local, gs://, s3://); compressed files (.gz, .zst, .bz2, a .zip of one file; also .gzip, .zstd, .bzip2) are read as the file they hold")
	pathVar(fs, &p.output, "output", "", "output root; the version goes to OUTPUT/NAME/<version id>")
	fs.StringVar(&p.name, "name", defaultName, "dataset name (a folder under --output)")
	fs.IntVar(&p.shards, "shards", 4, "shards per split (stable hash of the id mod N)")
	fs.IntVar(&p.maxRecordBytes, "max-record-bytes", sources.DefaultMaxRecordBytes, "longest accepted input record; longer ones are quarantined")
	fs.Int64Var(&p.rowsPerGroup, "rows-per-row-group", 20000, "Parquet row-group cap (bounds writer memory)")
	addCompressionFlag(fs, &p.compression)
	fs.IntVar(&p.sinkBufferKB, "sink-buffer-kb", transforms.DefaultSinkBufferBytes>>10, "encoded rows the shard-writing bundles of one process hold, together, before spilling sorted runs to the staging folder (bounds sink memory; does not change the output)")
	addMemoryLimitFlag(fs, &p.memoryLimitMB, "")
	fs.BoolVar(&p.quiet, "quiet", false, "no progress bars and no line naming the next command (the summary is still printed)")
	fs.StringVar(&p.license, "license", "", "dataset card license id from the Hugging Face list (e.g. cc-by-4.0); default \"other\" with the source corpus's terms in the card; not part of the version id")
	addGuardFlags(fs, &p.allowEmpty, &p.maxRejectRate, &p.allowDuplicateIDs, prepAllowDuplicateIDsHelp)
	fs.BoolVar(&p.allowSuspect, "allow-suspect", false, "publish even when the rows look like the wrong input although every record parsed: the spoken side holding the digits (texts swapped), text already spoken form, file names or ids as text (docs/ERRORS.md)")
	fs.StringVar(&p.splitByID, "split-by-id", "", "assign each record's split by a stable hash of its id, with these weights, e.g. train=98,validation=1,test=1 (splits train, validation, test, dev or a name of your own unlike them, holdout; dev, val, valid, training and testing are published as given and read by itnprep train as validation (dev, val, valid), train and test, with a warning; for a corpus in one file, or whose file names carry no split; every variant of a record goes to the same split; replaces every other split, taken from a file name or given by a split flag; recorded in the version id)")
	fs.BoolVar(&p.idsWithFolders, "ids-with-folders", false, "a file whose name another input file shares (train/part-00000.parquet, test/part-00000.parquet) gives ids under its last folders too (train/part-00000.parquet:1) instead of refusing them as repeated ids; recorded in the version id")
	fs.BoolVar(&p.splitByText, "split-by-text", false, "with --split-by-id: hash each record's written text (case, spacing and Unicode normalization folded) instead of its id, so that a sentence the corpus holds under several ids lands in one split and never in train and test both; recorded in the version id")
	fs.BoolVar(&p.dedupe, "dedupe", false, "keep one row of each (split, written, spoken): the first by input location (file, then line); the rows that repeat it are set aside as select/repeated_pair rejects, outside --max-reject-rate (the summary counts them with or without this flag); recorded in the version id")
}

// addCompressionFlag adds --compression, the shards' Parquet codec (prep
// and derive). It changes the shards' bytes and so the version id.
func addCompressionFlag(fs *flag.FlagSet, v *string) {
	names := make([]string, len(dataset.Compressions))
	for i, c := range dataset.Compressions {
		names[i] = string(c)
	}
	fs.StringVar(v, "compression", string(dataset.DefaultCompression), "Parquet codec of the shards: "+strings.Join(names, ", ")+
		" (zstd-fastest, snappy: less CPU, larger shards; docs/CLI.md, Compression); part of the shards' bytes, so of the version id")
}

// The help of --allow-duplicate-ids, as prep and derive mean it: a prep's
// repeated ids come from its inputs, a derive's from its parent, whose
// rows it keeps the ids of (the one help named files and splits a derive
// never read).
const (
	prepAllowDuplicateIDsHelp   = "publish even when several rows share an id (same file name in two folders, an id repeated in the input, one id in two splits); the manifest and the card record how many ids repeat"
	deriveAllowDuplicateIDsHelp = "publish even when several rows share an id: a derived row keeps its parent row's id, so they repeat the ids of a parent published with --allow-duplicate-ids, counted by this version's records (each a row of the parent, a verbalized variant too); the manifest and the card record how many ids repeat"
)

// addGuardFlags adds the publication guard's flags (every publishing
// command, prep and derive, takes them; see dataset.Guard), with the
// command's help of --allow-duplicate-ids.
func addGuardFlags(fs *flag.FlagSet, allowEmpty *bool, maxRejectRate *float64, allowDuplicateIDs *bool, duplicateIDsHelp string) {
	fs.BoolVar(allowEmpty, "allow-empty", false, "publish a version even when no record was written")
	fs.Float64Var(maxRejectRate, "max-reject-rate", dataset.DefaultMaxRejectRate, "refuse to publish when more than this share of the records read is rejected (1: never refuse)")
	fs.BoolVar(allowDuplicateIDs, "allow-duplicate-ids", false, duplicateIDsHelp)
}

// addSeed adds --seed, for the sources that sample (the written-only
// sources' verbalizer); the others have no randomness and no --seed.
func (p *prepFlags) addSeed(fs *flag.FlagSet) {
	fs.Uint64Var(&p.seed, "seed", 1, "random seed of the verbalizer's sampling; recorded in the manifest and the version id")
}

func (p *prepFlags) config(ctx context.Context) (pipelines.PrepConfig, error) {
	switch {
	case p.input == "" || p.output == "":
		return pipelines.PrepConfig{}, requiredFlags([2]string{"--input", p.input}, [2]string{"--output", p.output})
	case strings.Trim(p.input, ", \t") == "":
		// It said --input was required, though it was given.
		return pipelines.PrepConfig{}, fmt.Errorf("%w: --input %q names no file: give files or globs, comma-separated", errUsage, p.input)
	}
	p.output = workerPath(p.output)
	if err := checkOutputRoot(ctx, p.output); err != nil {
		return pipelines.PrepConfig{}, err
	}
	p.name = datasetName(p.name)
	if err := checkDatasetName(p.name); err != nil {
		return pipelines.PrepConfig{}, err
	}
	if err := pipelines.CheckDatasetKind(ctx, p.output, p.name, "", "prep "+p.source, "the source's name, "+p.source); err != nil {
		return pipelines.PrepConfig{}, err
	}
	if !licenseID.MatchString(p.license) {
		return pipelines.PrepConfig{}, fmt.Errorf("%w: --license %q is not a license id (lower case letters, digits, '.', '-', as in the Hub's list: apache-2.0, cc-by-4.0, other)", errUsage, p.license)
	}
	if err := checkSinkBufferKB(p.sinkBufferKB); err != nil {
		return pipelines.PrepConfig{}, err
	}
	if err := checkMaxRecordBytes(p.maxRecordBytes); err != nil {
		return pipelines.PrepConfig{}, err
	}
	compression, err := dataset.ParseCompression(p.compression)
	if err != nil {
		return pipelines.PrepConfig{}, fmt.Errorf("%w: --compression: %v", errUsage, err)
	}
	guard := dataset.Guard{AllowEmpty: p.allowEmpty, MaxRejectRate: p.maxRejectRate, AllowDuplicateIDs: p.allowDuplicateIDs, AllowSuspect: p.allowSuspect}
	if err := guard.Validate(); err != nil {
		return pipelines.PrepConfig{}, fmt.Errorf("%w: %v", errUsage, err)
	}
	// The job runs in this process on the local runners: its soft memory
	// limit follows the sink's budget (memlimit.go).
	if err := applyMemoryLimit(p.memoryLimitMB, int64(p.sinkBufferKB)<<10); err != nil {
		return pipelines.PrepConfig{}, err
	}
	splitByID, err := sources.ParseSplitByID(p.splitByID)
	if err != nil {
		return pipelines.PrepConfig{}, fmt.Errorf("%w: --split-by-id: %v%s", errUsage, err, oneSplitHint(err, p.source != "gtn"))
	}
	if p.splitByText && len(splitByID) == 0 {
		return pipelines.PrepConfig{}, fmt.Errorf("%w: --split-by-text says what --split-by-id hashes: give --split-by-id too (e.g. --split-by-id train=98,validation=1,test=1 --split-by-text)", errUsage)
	}
	return pipelines.PrepConfig{
		Output: p.output, Name: p.name, Shards: p.shards, Seed: p.seed,
		MaxRecordBytes: p.maxRecordBytes, RowsPerGroup: p.rowsPerGroup, Compression: compression, Runner: runnerName(), License: p.license,
		SinkBufferBytes: int64(p.sinkBufferKB) << 10,
		Staging:         pipelines.NewStaging(p.output, p.name),
		Guard:           &guard,
		SplitByID:       splitByID,
		SplitByText:     p.splitByText,
		IDsWithFolders:  p.idsWithFolders,
		Dedupe:          p.dedupe,
	}, nil
}

// expandInputs lists the files --input names into cfg.Inputs. Each source
// calls it after its own flags are checked, so a flag's mistake is said
// before any input is looked at: with an input that matched nothing,
// `prep text --language xx` said `input "x" matches no file`, and the
// flag's refusal came on the next try (qa91).
func (p *prepFlags) expandInputs(ctx context.Context, cfg *pipelines.PrepConfig) error {
	inputs, folders, err := pipelines.ExpandInputFiles(ctx, p.input)
	if err != nil {
		return err
	}
	for i, in := range inputs {
		inputs[i] = workerPath(in)
		// Before the sources route files by name (prep gtn names its own
		// en_with_types.tgz, with the glob to give once it is extracted).
		if err := storage.UnreadByName(in, p.source != "gtn"); err != nil {
			return fmt.Errorf("input %w", err)
		}
	}
	p.folders = folders
	cfg.Inputs = inputs
	return nil
}

// oneSplitHint says how a prep gives every record one split, after
// --split-by-id's refusal of a single split. It said "a single split for
// every record is --split" to prep gtn too, which has no --split (unknown
// flag), so a raw GTN file under another name had no way named to it.
// hasSplit: the prep has --split (every prep but gtn).
func oneSplitHint(err error, hasSplit bool) string {
	if !errors.Is(err, sources.ErrOneSplit) {
		return ""
	}
	if !hasSplit {
		return " (prep gtn has no --split: a raw GTN file takes the standard split of its name, output-000NN-of-00100: 00-89 train, 90-94 validation, 99 test; NeMo JSONL the split --nemo-split names; Kaggle's CSV the split its name says, en_train.csv train)"
	}
	return " (a single split for every record is --split)"
}

func runPrepGTN(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("prep gtn", prepUsage("gtn", "prep gtn --input GLOB[,GLOB...] --output DIR [--name NAME] [--shards N] [--detokenize] [--full-test-file] [--language auto|CODE]"), stdout, true)
	var pf prepFlags
	pf.add(fs, "gtn")
	detok := fs.Bool("detokenize", false, "join punctuation to words in the written side (one period ends a sentence on an abbreviation: p.m.; a spaced ellipsis, wait . . ., stays as written), and words GTN split at a slash or hyphen (his / her, HIV- AIDS; a number's compound adjective, 18 - year old, but not a range, 1990 - 1995) or at a dotted abbreviation's periods (U . S ., Ph . D .) (default keeps GTN's space-separated tokens, as NeMo's GoogleTN.json)")
	fullTest := fs.Bool("full-test-file", false, "read all of output-00099 instead of the standard first 100,002 lines")
	unused := fs.String("unused-split", "", "split name for files 95-98 (unused by the standard; skipped when empty)")
	nemoSplit := fs.String("nemo-split", "test", "split of NeMo sentence-level JSONL inputs ({\"text\",\"gt_normalized\"})")
	language := fs.String("language", "auto", "the pairs' language, which the version's card names: auto takes it from the input names, Google TN's releases' (Kaggle's en_train.csv, ru_train.csv, pl_train.csv; raw files under en_with_types/ or ru_with_types/), English where no name says one (a file whose first sentences are clearly of another language is then refused), and refuses names of two languages; a code (ru) names it for every file, and a file whose name says another is refused")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	// A flag's mistake is a usage error (exit 2), before any input is
	// read: GTNInputsLanguage's own check, with no input to compare.
	if _, err := sources.GTNInputsLanguage(nil, *language); err != nil {
		return fmt.Errorf("%w: %v", errUsage, err)
	}
	base, err := pf.config(ctx)
	if err != nil {
		return err
	}
	if err := pf.expandInputs(ctx, &base); err != nil {
		return err
	}
	p, s := beam.NewPipelineWithRoot()
	_, skipped, err := pipelines.PrepGTN(s, pipelines.GTNConfig{PrepConfig: base, Detokenize: *detok, FullTestFile: *fullTest, UnusedSplit: *unused, NeMoSplit: *nemoSplit, Language: *language})
	if err != nil {
		return err
	}
	// The summary names the skipped files in one line (runPrep); a log line
	// per file as well said it twice, and even under --quiet.
	skip := map[string]bool{}
	for _, sk := range skipped {
		skip[sk] = true
	}
	var read []string
	for _, in := range base.Inputs {
		if !skip[in] {
			read = append(read, in)
		}
	}
	return runPrep(ctx, p, base.Staging, prepDisplay{Quiet: pf.quiet, Label: "prep gtn", Source: "gtn", Inputs: read, Folders: pf.folders, Flags: fs,
		Skipped: skipped, SkipReason: "GTN files 95-98 are unused by the standard split; --unused-split NAME reads them"}, stdout, stderr)
}

// checkMaxRecordBytes refuses a --max-record-bytes below 1 (exit 2): the
// readers took 0 or less as the default 1 MiB without a word (a user who
// meant "no limit" got one), while the manifest, and so the version id,
// recorded the value typed.
func checkMaxRecordBytes(n int) error {
	if n < 1 {
		return fmt.Errorf("%w: --max-record-bytes must be at least 1, got %d (there is no unlimited setting: a record is held in memory whole; give the longest record to accept, default %d)", errUsage, n, sources.DefaultMaxRecordBytes)
	}
	return nil
}
