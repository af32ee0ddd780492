package main

import (
	"cmp"
	"context"
	"flag"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/itnprep/itnprep/clean"
	"github.com/itnprep/itnprep/internal/textcut"
	"github.com/itnprep/itnprep/normalize"
	"github.com/itnprep/itnprep/pipelines"
	"github.com/itnprep/itnprep/sources"
	"github.com/itnprep/itnprep/transforms"
)

// Every written-only source of sources' table is a `prep` command.
func init() {
	for _, source := range sources.SourcesOf(sources.WrittenOnly) {
		prepSources[source] = func(ctx context.Context, args []string, stdout, stderr io.Writer) error {
			return runPrepWritten(ctx, source, args, stdout, stderr)
		}
	}
}

// verbalizeFlags are the verbalizer options of the written-only sources.
type verbalizeFlags struct {
	variants  int
	floor     float64
	style     string
	keepCase  bool
	splitName string
	clean     string
	cleanConf string // --rules-config: overrides of the --clean set, over its profile's
	splitPath bool
	language  string
}

func (v *verbalizeFlags) add(fs *flag.FlagSet, splitHelp string) {
	// --samples means what it means in verbalize: K distinct sampled
	// variants. --variants is a deprecated alias kept for existing
	// scripts (it warns): verbalize used it for the N most probable,
	// which is --top there now.
	fs.IntVar(&v.variants, "samples", 1, "distinct spoken variants per record: K rows (ids #v1..#vK-1 after the first) sampled without replacement with seed (seed, id); fewer when the record has fewer readings")
	fs.IntVar(&v.variants, "variants", 1, "deprecated: use --samples (the same; kept for existing scripts, with a warning)")
	fs.Float64Var(&v.floor, "variant-floor", normalize.DefaultVariantFloor, "with --samples K > 1: the variants after a record's first are drawn among readings at least this share of its most probable reading's probability, so implausible readings are not drawn just to make K distinct rows (0: any reading; recorded in the version id when K > 1)")
	pathVar(fs, &v.style, "style", "", "house-style JSON overriding the embedded verbalizer distributions and lexicons")
	fs.BoolVar(&v.keepCase, "keep-case-punct", false, "keep plain words' case and the written punctuation in the spoken side (for punctuation/truecasing models); the written side is the input text either way")
	fs.StringVar(&v.splitName, "split", "", splitHelp)
	fs.BoolVar(&v.splitPath, "split-from-path", false, "take each file's split from its path, as the Hugging Face Hub and Spark lay a corpus out: a file name starting with train, validation (valid, val, dev) or test (train-00000-of-00001.parquet, test.jsonl; WikiText's wiki.valid.tokens), or a folder so named (train/part-00000.parquet); a file naming none is an error; recorded in the version id")
	fs.StringVar(&v.language, "language", sources.LanguageEnglish, "the written text's language: en rejects a line clearly in another language as parse/not_english (its letters mostly of another script than Latin, or mostly function words of one of 15 other Latin-script languages: French, German, Spanish, Italian, Portuguese, Dutch, Polish, Turkish, Swedish, Czech, Indonesian, Vietnamese, Romanian, Hungarian, Finnish; a line under 6 words judged with the 8 lines before and the 8 after it in its file), since the verbalizer writes English spoken forms only; any verbalizes every line as English (recorded in the version id)")
	fs.StringVar(&v.clean, "clean", "", "clean the written side first: transcript (Universal-2-TF coarse filter, heuristics, fine filter; defaults in clean/RULES.md), transcript:classifier (lenient) or transcript:seq2seq (strict)")
	pathVar(fs, &v.cleanConf, "rules-config", "", "with --clean: JSON file overriding the set's switches and parameters, over its profile's (clean/RULES.md; e.g. {\"rules\":{\"remove_emojis\":{\"params\":{\"keep\":\"\"}}}}); recorded in the version id")
}

// cleanSpec parses --clean, and --rules-config over its profile, into the
// rule set spec and its manifest name. The manifest records the merged
// configuration (clean_rules), so an override changes the version id.
func (v *verbalizeFlags) cleanSpec(ctx context.Context) (transforms.RuleSetSpec, string, error) {
	if v.clean == "" {
		if v.cleanConf != "" {
			return transforms.RuleSetSpec{}, "", fmt.Errorf("%w: --rules-config configures the --clean rule set: give --clean transcript[:PROFILE] with it", errUsage)
		}
		return transforms.RuleSetSpec{}, "", nil
	}
	set, profile, _ := strings.Cut(v.clean, ":")
	if set != "transcript" {
		return transforms.RuleSetSpec{}, "", fmt.Errorf("%w: --clean %q: want transcript, transcript:classifier or transcript:seq2seq", errUsage, v.clean)
	}
	cfg, err := clean.TranscriptProfile(profile)
	if err != nil {
		return transforms.RuleSetSpec{}, "", fmt.Errorf("%w: --clean: %v", errUsage, err)
	}
	if v.cleanConf != "" {
		over, err := loadCleanConfig(ctx, v.cleanConf)
		if err != nil {
			return transforms.RuleSetSpec{}, "", fmt.Errorf("--rules-config: %w", err) // "open FILE: ..." named no flag
		}
		cfg = clean.MergeConfig(cfg, over)
	}
	spec, err := transforms.NewRuleSetSpec(set, cfg)
	if err != nil {
		if v.cleanConf != "" { // an unknown rule or parameter, a bad value: the file's
			return transforms.RuleSetSpec{}, "", fmt.Errorf("--rules-config: %s: %w", v.cleanConf, err)
		}
		return transforms.RuleSetSpec{}, "", err
	}
	return spec, v.clean, nil
}

// maxSamples is the most variants --samples draws per record, in prep and
// verbalize alike: a record has rarely more distinct readings, and each
// drawn variant is a row (prep) or a line (verbalize).
const maxSamples = 1000

// checkSamples refuses a --samples outside 1-maxSamples, for prep and
// verbalize alike (verbalize took any number, prep refused one above
// 1,000: one flag, two ranges). name is the flag as the command's help
// lists it.
func checkSamples(n int, name string) error {
	if n < 1 || n > maxSamples {
		return fmt.Errorf("%w: %s must be between 1 and %d", errUsage, name, maxSamples)
	}
	return nil
}

// checkVariantFloor refuses a --variant-floor outside 0-1 (NaN too), for
// prep and verbalize alike.
func checkVariantFloor(floor float64) error {
	if !(floor >= 0 && floor <= 1) {
		return fmt.Errorf("%w: --variant-floor must be between 0 and 1, not %v", errUsage, floor)
	}
	return nil
}

func (v *verbalizeFlags) options(ctx context.Context) (transforms.VerbalizeOptions, error) {
	if err := checkSamples(v.variants, "--samples (--variants)"); err != nil {
		return transforms.VerbalizeOptions{}, err
	}
	if err := checkVariantFloor(v.floor); err != nil {
		return transforms.VerbalizeOptions{}, err
	}
	o := transforms.VerbalizeOptions{Variants: v.variants, KeepCasePunct: v.keepCase, VariantFloor: v.floor}
	if v.style != "" {
		st, err := loadStyle(ctx, v.style)
		if err != nil {
			return o, fmt.Errorf("--style: %w", err) // err names the file
		}
		b, err := st.Marshal()
		if err != nil {
			return o, err
		}
		o.StyleJSON = string(b)
	}
	return o, nil
}

// checkLanguageAndSplit refuses a --language other than en or any, and
// --split-from-path beside --split or --split-by-id (usage errors).
func (v *verbalizeFlags) checkLanguageAndSplit(base pipelines.PrepConfig) error {
	if err := sources.CheckLanguage(v.language); err != nil {
		return fmt.Errorf("%w: %w", errUsage, err)
	}
	if v.splitPath && (v.splitName != "" || len(base.SplitByID) > 0) {
		return fmt.Errorf("%w: --split-from-path takes each file's split from its path: give it without --split and --split-by-id", errUsage)
	}
	return nil
}

func runPrepWritten(ctx context.Context, source string, args []string, stdout, stderr io.Writer) error {
	format := sources.FormatsOf(source)[0]
	usage := format.Example
	if usage == "" {
		usage = "prep " + source + " --input GLOB --output DIR [--samples K] [--seed S] [--split NAME] [--style FILE]"
	}
	fs := newFlags("prep "+source, prepUsage(source, usage), stdout, true)
	var pf prepFlags
	pf.add(fs, source)
	pf.addSeed(fs)
	var vf verbalizeFlags
	vf.add(fs, format.SplitHelp)
	var textField, idField string
	for _, f := range sources.FormatsOf(source) {
		if f.NamedFields {
			fs.StringVar(&textField, "text-field", "", "JSONL, Parquet and CSV/TSV inputs: the field (column) holding the written text (default text), e.g. sentence, content; in JSONL and Parquet, a field inside an object or struct by its path, translation.en")
			fs.StringVar(&idField, "id-field", "", "JSONL, Parquet and CSV/TSV inputs: the field (column) holding the record's id (default id; ids are FILE:ID, or FILE:LINE without one; in JSONL, a path such as meta.id)")
			break
		}
	}
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	deprecated, err := deprecatedVariants(fs, "samples")
	if err != nil {
		return err
	}
	base, err := pf.config(ctx)
	if err != nil {
		return err
	}
	vo, err := vf.options(ctx)
	if err != nil {
		return err
	}
	if deprecated != "" {
		fmt.Fprintln(stderr, deprecated)
	}
	if base.Dedupe && vo.Variants > 1 {
		return fmt.Errorf("%w: %w", errUsage, pipelines.ErrDedupeVariants)
	}
	spec, cleanName, err := vf.cleanSpec(ctx)
	if err != nil {
		return err
	}
	if err := vf.checkLanguageAndSplit(base); err != nil {
		return err
	}
	if err := pf.expandInputs(ctx, &base); err != nil {
		return err
	}
	if vf.splitPath {
		sayPathSplits(stderr, "prep "+source, base.Inputs)
	} else if vf.splitName == "" && len(base.SplitByID) == 0 && !slices.ContainsFunc(sources.FormatsOf(source), func(f sources.Format) bool { return f.SplitOf != nil }) {
		sayPathSplitsLeftUnread(stderr, "prep "+source, format.DefaultSplit, base.Inputs)
	}
	cfg := pipelines.WrittenConfig{PrepConfig: base, Source: source, Verbalize: vo, Split: vf.splitName, Clean: spec, CleanName: cleanName,
		TextField: textField, IDField: idField, SplitFromPath: vf.splitPath, Language: vf.language}
	p, s := beam.NewPipelineWithRoot()
	_, skips, err := pipelines.PrepWrittenSkipping(s, cfg)
	if err != nil {
		return err
	}
	d := prepDisplay{Quiet: pf.quiet, Label: "prep " + source, Source: source, Inputs: base.Inputs, Folders: pf.folders, Flags: fs}
	if len(skips) > 0 {
		skip := map[string]bool{}
		var reasons []string
		for _, sk := range skips {
			d.Skipped = append(d.Skipped, sk.Path)
			skip[sk.Path] = true
			if !slices.Contains(reasons, sk.Reason) {
				reasons = append(reasons, sk.Reason)
			}
		}
		d.SkipReason = strings.Join(reasons, "; ")
		d.Inputs = slices.DeleteFunc(slices.Clone(base.Inputs), func(p string) bool { return skip[p] })
	}
	return runPrep(ctx, p, base.Staging, d, stdout, stderr)
}

// sayPathSplits prints one line saying which split --split-from-path found
// for how many files, and where ("train 2 files (its file name), test 1
// file (folder test)"), so a split taken from a folder nobody meant is seen
// before the version is used.
func sayPathSplits(stderr io.Writer, cmd string, inputs []string) {
	found := sources.PathSplits(inputs)
	count := map[sources.PathSplitFound]int{}
	for _, p := range inputs {
		if f, ok := found[p]; ok {
			count[f]++
		}
	}
	keys := slices.SortedFunc(maps.Keys(count), func(a, b sources.PathSplitFound) int {
		return cmp.Or(cmp.Compare(a.Split, b.Split), cmp.Compare(a.From, b.From))
	})
	var parts []string
	for _, k := range keys {
		files := "files"
		if count[k] == 1 {
			files = "file"
		}
		from := k.From
		if k.Shared {
			// A folder every input lies in: nothing tells their splits
			// apart ("/home/dev/wiki.txt" given alone is validation).
			from += fmt.Sprintf(", which every input lies in: if it only holds the corpus, --split or --split-by-id splits it instead of putting it all in %s", k.Split)
		}
		parts = append(parts, fmt.Sprintf("%s %d %s (%s)", k.Split, count[k], files, from))
	}
	if len(parts) > 0 {
		fmt.Fprintf(stderr, "itnprep %s: --split-from-path: %s\n", cmd, strings.Join(parts, ", "))
	}
}

// sayPathSplitsLeftUnread warns when a run that puts every record in its
// source's default split (prep text: train) reads files whose paths name
// another split, as the Hugging Face Hub and Spark lay a corpus out
// (data/test-00000-of-00001.parquet, test/part-00000): their records
// went into train without a word, a test set trained on (qa72). It names
// the splits the paths say and --split-from-path, which keeps them; a
// folder every input lies in names none (PathSplitFound.Shared: that is
// where the corpus is, /home/dev), nor does a path of the default split.
func sayPathSplitsLeftUnread(stderr io.Writer, cmd, split string, inputs []string) {
	found := sources.PathSplits(inputs)
	files := map[string][]string{}
	for _, p := range inputs {
		if f, ok := found[p]; ok && !f.Shared && f.Split != split {
			files[f.Split] = append(files[f.Split], sources.BaseName(p))
		}
	}
	if len(files) == 0 {
		return
	}
	var parts []string
	for _, s := range slices.Sorted(maps.Keys(files)) {
		n := "files"
		if len(files[s]) == 1 {
			n = "file"
		}
		parts = append(parts, fmt.Sprintf("%s %d %s (%s)", s, len(files[s]), n, textcut.List(files[s], 2)))
	}
	fmt.Fprintf(stderr, "itnprep %s: every record goes to %s, but the paths of some inputs name another split: %s; --split-from-path keeps each file's split (as the Hugging Face Hub and Spark lay a corpus out), --split-by-id makes splits of your own\n",
		cmd, split, strings.Join(parts, ", "))
}

// deprecatedVariants is the warning to print when --variants was given
// ("" when it was not): it is an alias of the command's replacement flag
// (--samples in prep, --top in verbalize), and both given is an error,
// since they used to mean different things. The caller prints the warning
// once its flags are checked: a bad value (--variants 0) was refused in a
// second line under it, two lines for one mistake (qa82).
func deprecatedVariants(fs *flag.FlagSet, replacement string) (string, error) {
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if !set["variants"] {
		return "", nil
	}
	if set[replacement] {
		return "", fmt.Errorf("%w: --variants is a deprecated alias of --%s: give only --%s", errUsage, replacement, replacement)
	}
	return fmt.Sprintf("itnprep %s: --variants is deprecated, use --%s (--samples K: K distinct sampled variants; --top N: verbalize's N most probable)", fs.Name(), replacement), nil
}
