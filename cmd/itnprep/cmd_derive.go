package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/pipelines"
	"github.com/itnprep/itnprep/tagging"
	"github.com/itnprep/itnprep/transforms"
	"github.com/itnprep/itnprep/u2tf"
)

// deriveKindDocs says in one line what each derive kind makes, for
// 'derive --help' (it listed the names alone).
var deriveKindDocs = map[string]string{
	"tagger": "Thutmose tagger rows (input words, tags, target, semiotic spans) from a version of pairs; export nemo-tagger writes NeMo's files (docs/tagger.md)",
	"u2tf":   "Universal-2-TF classifier rows (punctuation, case, ITN labels) and span rows from a version of pairs that keeps case and punctuation (docs/u2tf.md)",
}

// deriveUsage is a derive kind's usage line followed by what it makes
// (deriveKindDocs): `derive tagger --help` listed flags alone, where every
// `prep <source> --help` says what it reads.
func deriveUsage(kind, usage string) string {
	// [flags]: the list below holds more (--name, --compression, ...);
	// --from is the argument's other spelling, as export's.
	usage += " [flags]   (or --from VERSION_DIR)"
	if makes := deriveKindDocs[kind]; makes != "" {
		return usage + "\n\nMakes " + makes + "."
	}
	return usage
}

// deriveKinds maps `derive <kind>` to its runner; derives register here.
var deriveKinds = map[string]func(ctx context.Context, args []string, stdout, stderr io.Writer) error{}

func init() {
	register(&command{
		name:    "derive",
		summary: "build a new version from a version: derive {subs} (last stdout line = version folder)",
		subs:    func() []string { return sortedNames(deriveKinds) },
		run: subcommands{
			command: "derive", what: "kind", header: "Kinds:", item: "  %-8s%s\n",
			usage:   "itnprep derive <kind> VERSION_DIR [--output DIR] [flags]   (or --from VERSION_DIR; --output defaults to the parent's output root)",
			example: "--from VERSION --output DIR",
			runners: deriveKinds, docs: deriveKindDocs,
		}.run,
	})
	deriveKinds["tagger"] = runDeriveTagger
	deriveKinds["u2tf"] = runDeriveU2TF
}

// deriveFlags adds the flags every derive shares.
type deriveFlags struct {
	from, output, name string
	shards             int
	rowsPerGroup       int64
	compression        string
	sinkBufferKB       int
	quiet              bool
	allowEmpty         bool
	maxRejectRate      float64
	allowDuplicateIDs  bool
}

func (d *deriveFlags) add(fs *flag.FlagSet) {
	pathVar(fs, &d.from, "from", "", "parent version: a folder (local, gs://, s3://) or a tag, OUT/NAME@TAG; the same as the VERSION_DIR argument")
	pathVar(fs, &d.output, "output", "", "output root; the version goes to OUTPUT/NAME/<version id> (default: the root the parent was published under, OUTPUT of its OUTPUT/NAME/<version id>)")
	fs.StringVar(&d.name, "name", "", "dataset name (default: the parent's name + \"-\" + kind, an '@' in an old parent's name written as '-')")
	fs.IntVar(&d.shards, "shards", 0, "shards per split (default: as many as the parent)")
	fs.Int64Var(&d.rowsPerGroup, "rows-per-row-group", 20000, "Parquet row-group cap (bounds writer memory)")
	addCompressionFlag(fs, &d.compression)
	fs.IntVar(&d.sinkBufferKB, "sink-buffer-kb", transforms.DefaultSinkBufferBytes>>10, "encoded rows the shard-writing bundles of one process hold, together, before spilling sorted runs; derive tagger's rows waiting for the tag vocabulary spill against the same budget (bounds memory; does not change the output)")
	fs.BoolVar(&d.quiet, "quiet", false, "no progress bars and no line naming the next command (the summary is still printed)")
	addGuardFlags(fs, &d.allowEmpty, &d.maxRejectRate, &d.allowDuplicateIDs, deriveAllowDuplicateIDsHelp)
}

// parse parses a derive's flags, given before or after the parent version,
// which may be the one positional argument (as `export nemo-tagger
// VERSION_DIR` takes it, and as a user pipes prep's last line into it) or
// --from: `derive tagger VERSION --quiet` was refused as an "unexpected
// argument" naming the version and the flag after it.
func (d *deriveFlags) parse(fs *flag.FlagSet, args []string, kind string) error {
	if err := parseInterspersed(fs, args); err != nil {
		return usageErr(err)
	}
	return versionArgument(fs, &d.from, "derive "+kind+" takes one parent version")
}

// versionArgument takes a command's version from its one positional
// argument into *from (--from's variable) when --from was not given;
// two versions, as arguments or an argument and --from, are a usage
// error that starts with what ("export nemo-tagger takes one version").
func versionArgument(fs *flag.FlagSet, from *string, what string) error {
	if fs.NArg() > 1 || (fs.NArg() == 1 && *from != "") {
		return fmt.Errorf("%w: %s, VERSION_DIR or --from VERSION_DIR; got %q", errUsage, what, strings.TrimSpace(*from+" "+strings.Join(fs.Args(), " ")))
	}
	if fs.NArg() == 1 {
		*from = fs.Arg(0)
	}
	return nil
}

func (d *deriveFlags) config(ctx context.Context, kind string) (pipelines.DeriveConfig, error) {
	from, err := resolveVersion(ctx, d.from)
	if err != nil {
		return pipelines.DeriveConfig{}, err
	}
	from, d.output = workerPath(from), workerPath(d.output)
	d.name = datasetName(d.name)
	c := pipelines.DeriveConfig{From: from, Output: d.output, Name: d.name, Shards: d.shards,
		RowsPerGroup: d.rowsPerGroup, SinkBufferBytes: int64(d.sinkBufferKB) << 10, Runner: runnerName()}
	if d.from == "" {
		return c, fmt.Errorf("%w: derive %s needs the parent version (VERSION_DIR or --from VERSION_DIR)", errUsage, kind)
	}
	if d.output != "" {
		if err := checkOutputRoot(ctx, d.output); err != nil {
			return c, err
		}
	}
	if d.name != "" { // "" is the parent's name + "-" + kind
		if err := checkDatasetName(d.name); err != nil {
			return c, err
		}
	}
	if err := checkSinkBufferKB(d.sinkBufferKB); err != nil {
		return c, err
	}
	if c.Compression, err = dataset.ParseCompression(d.compression); err != nil {
		return c, fmt.Errorf("%w: --compression: %v", errUsage, err)
	}
	c.Guard = &dataset.Guard{AllowEmpty: d.allowEmpty, MaxRejectRate: d.maxRejectRate, AllowDuplicateIDs: d.allowDuplicateIDs}
	if err := c.Guard.Validate(); err != nil {
		return c, fmt.Errorf("%w: %v", errUsage, err)
	}
	if err := c.LoadParent(ctx, kind); err != nil {
		if errors.Is(err, pipelines.ErrOutputRequired) {
			return c, fmt.Errorf("%w: %v", errUsage, err) // a missing flag: exit 2
		}
		return c, err
	}
	return c, nil
}

func runDeriveTagger(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("derive tagger", deriveUsage("tagger", "derive tagger VERSION_DIR [--output DIR] [--vocab-size N] [--vocab-coverage 0.999] [--max-words 1024] [--shards N]"), stdout, true)
	var df deriveFlags
	df.add(fs)
	size := fs.Int("vocab-size", 0, "at most this many fragment tags (0: no cap)")
	cov := fs.Float64("vocab-coverage", tagging.DefaultVocabCoverage, "keep the fewest most frequent fragments covering this share of fragment occurrences")
	split := fs.String("vocab-split", "train", "split whose fragments are counted")
	maxWords := fs.Int("max-words", tagging.DefaultMaxWords, "reject pairs of more written or spoken words (too_long): the words of a pair without spans are matched (difflib, autojunk off) in time up to cubic in its length on repetitive text (a short sentence repeated to 8,192 words: 33 s; text whose words rarely repeat: 0.07 s; a long unmatched run is aligned in about linear time); 0: no limit")
	if err := df.parse(fs, args, "tagger"); err != nil {
		return err
	}
	// !(a && b) also refuses NaN, which every comparison fails.
	if !(*cov > 0 && *cov <= 1) {
		return fmt.Errorf("%w: --vocab-coverage must be in (0, 1], got %g", errUsage, *cov)
	}
	if *size < 0 {
		return fmt.Errorf("%w: --vocab-size must be >= 0, got %d", errUsage, *size)
	}
	if *maxWords < 0 {
		return fmt.Errorf("%w: --max-words must be >= 0, got %d", errUsage, *maxWords)
	}
	if *split == "" {
		return fmt.Errorf("%w: --vocab-split must name a split of the parent (train, validation, ...)", errUsage)
	}
	base, err := df.config(ctx, "tagger")
	if err != nil {
		return err
	}
	if err := pipelines.CheckVocabSplit(base.From, base.Parent, *split); err != nil {
		// A split the parent does not have is a flag value no run can
		// use, as a bad --vocab-coverage is: exit 2 (it exited 1, as a
		// failed run).
		return fmt.Errorf("%w: --vocab-split: %v", errUsage, err)
	}
	p, s := beam.NewPipelineWithRoot()
	if _, err := pipelines.DeriveTagger(s, pipelines.TaggerConfig{DeriveConfig: base, VocabCoverage: *cov, VocabSize: *size, VocabSplit: *split, MaxWords: *maxWords}); err != nil {
		return err
	}
	return runPrep(ctx, p, base.Staging, prepDisplay{Quiet: df.quiet, Label: "derive tagger", TotalBytes: dataShardBytes(base.Parent), Parent: base.Parent, OutputDefaulted: df.output == ""}, stdout, stderr)
}

func runDeriveU2TF(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("derive u2tf", deriveUsage("u2tf", "derive u2tf VERSION_DIR [--output DIR] [--context L,R] [--max-span-tokens N] [--max-tokens 1024] [--strip-quotes] [--strip-brackets] [--replace-marks MARK=REPL,...] [--collapse-marks] [--shards N]"), stdout, true)
	var df deriveFlags
	df.add(fs)
	def := u2tf.DefaultOptions()
	contextFlag := fs.String("context", fmt.Sprintf("%d,%d", def.Left, def.Right), "L,R: context tokens a span row's input carries left and right of the span")
	maxSpan := fs.Int("max-span-tokens", def.MaxSpanTokens, "reject pairs with a span of more spoken tokens (span_too_long); 0: no limit")
	maxTokens := fs.Int("max-tokens", def.MaxTokens, "reject pairs of more spoken tokens or written words (too_long): the words of a pair without spans are matched (difflib, autojunk off) in time up to cubic in its length on repetitive text (a short sentence repeated to 8,192 words: 32 s; text whose words rarely repeat: 0.13 s; a long unmatched run is aligned in about linear time); 0: no limit")
	stripQuotes := fs.Bool("strip-quotes", false, "remove double quotation marks at the written words' edges (not an inch mark, 6\") and derive the text unquoted, instead of rejecting the pair (punct_quote): the models predict no quotes")
	stripBrackets := fs.Bool("strip-brackets", false, "remove brackets at the written words' edges, keeping the bracketed words (the spoken side says them; not an area code, (555) 123-4567), instead of rejecting the pair (punct_bracket): the models predict no brackets")
	replaceMarks := fs.String("replace-marks", "", "MARK=REPLACEMENT[,...]: rewrite marks the classifier does not predict at the written words' edges (MARK: exclamation, colon, semicolon, ellipsis, dash: a word of dashes alone; REPLACEMENT: period, comma, question, drop) instead of rejecting the pair; the paper's cleaning is exclamation=period")
	collapseMarks := fs.Bool("collapse-marks", false, "merge a run of marks at a word's end into its strongest mark (August,, -> August,  logic,. -> logic.  Really?! -> Really?) instead of rejecting the pair (punct_multiple), as the paper's cleaning does")
	if err := df.parse(fs, args, "u2tf"); err != nil {
		return err
	}
	opts := def
	opts.MaxSpanTokens = *maxSpan
	opts.MaxTokens = *maxTokens
	opts.StripQuotes = *stripQuotes
	opts.StripBrackets = *stripBrackets
	opts.CollapseMarks = *collapseMarks
	var err error
	if opts.ReplaceMarks, err = u2tf.ParseMarkReplacements(*replaceMarks); err != nil {
		return fmt.Errorf("%w: --replace-marks: %v", errUsage, err)
	}
	if opts.Left, opts.Right, err = parseContext(*contextFlag); err != nil {
		return fmt.Errorf("%w: --context: %v", errUsage, err)
	}
	if err := opts.Validate(); err != nil {
		return fmt.Errorf("%w: %v", errUsage, err)
	}
	base, err := df.config(ctx, "u2tf")
	if err != nil {
		return err
	}
	p, s := beam.NewPipelineWithRoot()
	if _, err := pipelines.DeriveU2TF(s, pipelines.U2TFConfig{DeriveConfig: base, Options: opts}); err != nil {
		return err
	}
	return runPrep(ctx, p, base.Staging, prepDisplay{Quiet: df.quiet, Label: "derive u2tf", TotalBytes: dataShardBytes(base.Parent), Parent: base.Parent, OutputDefaulted: df.output == ""}, stdout, stderr)
}

// parseContext reads "L,R" (two non-negative integers).
func parseContext(v string) (int, int, error) {
	l, r, ok := strings.Cut(v, ",")
	if !ok {
		return 0, 0, fmt.Errorf("want L,R (two numbers of context tokens), got %q", v)
	}
	left, err1 := strconv.Atoi(strings.TrimSpace(l))
	right, err2 := strconv.Atoi(strings.TrimSpace(r))
	if err1 != nil || err2 != nil || left < 0 || right < 0 {
		return 0, 0, fmt.Errorf("want L,R with two non-negative integers, got %q", v)
	}
	return left, right, nil
}
