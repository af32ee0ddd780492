package pipelines

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/itnprep/itnprep/internal/textcut"
	"github.com/itnprep/itnprep/sources"
	"github.com/itnprep/itnprep/transforms"
)

// WrittenConfig configures the jobs whose inputs have a written side only
// (SPGISpeech, any text corpus): the spoken side comes from the verbalizer.
type WrittenConfig struct {
	PrepConfig
	// Source is a written-only source of sources' table (spgi, text, ...).
	Source    string
	Verbalize transforms.VerbalizeOptions
	// Clean, when its Set is not empty, runs a clean/ rule set (the
	// Universal-2-TF transcript set, with a profile) on the written side
	// before the basic rules; CleanName is how the manifest names it
	// ("transcript:classifier").
	Clean     transforms.RuleSetSpec
	CleanName string
	// Split is the split for every input; "" takes it from each file name
	// when the source's format has a rule for it (spgi), else the
	// format's default (text: train).
	Split string
	// TextField and IDField name the fields of JSONL and Parquet records
	// that hold the text and the id ("": text, id); recorded in the config
	// only when set, so versions made without them keep their ids.
	TextField, IDField string
	// SplitFromPath takes each file's split from its path
	// (sources.PathSplits: train-00000-of-00001.parquet, train/part-0.jsonl)
	// instead of Split (--split-from-path).
	SplitFromPath bool
	// Language is the language the written lines must be in
	// (sources.LanguageEnglish, the default for ""): a line clearly in
	// another is a parse/not_english reject (sources.EnglishSink, as the
	// files are read), as the verbalizer writes English spoken forms only.
	// sources.LanguageAny verbalizes every line. Recorded in the config
	// only when not English, so versions made without it keep their ids.
	Language string
}

func (c *WrittenConfig) config(source string) map[string]string {
	m := c.baseConfig(source)
	m["seed"] = strconv.FormatUint(c.Seed, 10) // the verbalizer samples
	m["variants"] = strconv.Itoa(max(1, c.Verbalize.Variants))
	if c.Verbalize.Variants > 1 {
		// Only K > 1 draws more than one variant; a single-sample
		// version keeps its id.
		m["variant_floor"] = strconv.FormatFloat(c.Verbalize.VariantFloor, 'g', -1, 64)
	}
	m["keep_case_punct"] = strconv.FormatBool(c.Verbalize.KeepCasePunct)
	m["split"] = c.Split
	if c.SplitFromPath {
		delete(m, "split")
		m["split_from_path"] = "true"
	}
	if c.TextField != "" {
		m["text_field"] = c.TextField
	}
	if c.IDField != "" {
		m["id_field"] = c.IDField
	}
	if lang := c.language(); lang != sources.LanguageEnglish {
		m["language"] = lang
	}
	c.dropReplacedSplits(m, "split")
	style := "default"
	if c.Verbalize.StyleJSON != "" {
		h := sha256.Sum256([]byte(c.Verbalize.StyleJSON))
		style = "sha256:" + hex.EncodeToString(h[:])
	}
	m["style"] = style
	if c.Clean.Set != "" {
		m["clean"] = c.CleanName
		m["clean_rules"] = c.Clean.Config
	}
	return m
}

// ErrDedupeVariants refuses --dedupe with --samples K > 1: a record's K
// rows are its variants, and the accounting counts records (read = written
// + rejected), so a variant row set aside as a repeat would be a reject
// that is no record, and the variant rows of one record never repeat one
// another (they are sampled distinct).
var ErrDedupeVariants = errors.New("--dedupe keeps one row per (split, written, spoken) and sets the others aside as records; with --samples K > 1 a record's rows are its K variants, which it cannot set aside one by one: give --dedupe with --samples 1, or leave it out (the summary still counts the repeated rows)")

// verbalizeAndPublish is the common tail: basic rules, verbalize, shard,
// publish.
func (c *WrittenConfig) verbalizeAndPublish(s beam.Scope, source string, written, readRejects, stats beam.PCollection) beam.PCollection {
	c.Verbalize.Seed = c.Seed
	rejects := []beam.PCollection{readRejects}
	// The rules' hits: --clean's, when given, then the basic rules'.
	// Beam's Flatten of one collection is that collection (no step in
	// the graph), so without --clean the graph is as before.
	var hits []beam.PCollection
	if c.Clean.Set != "" {
		var tRejects, tHits beam.PCollection
		written, tRejects, tHits = transforms.PreClean(s, c.Clean, written)
		rejects, hits = append(rejects, tRejects), append(hits, tHits)
	}
	cleaned, cRejects, bHits := transforms.BasicClean(s, written)
	rejects, hits = append(rejects, cRejects), append(hits, bHits)
	pairs, vRejects := transforms.Verbalize(s, c.Verbalize, cleaned)
	rejects = append(rejects, vRejects)
	return c.publish(s, source, c.config(source), c.Seed, pairs, beam.Flatten(s, rejects...), stats, beam.Flatten(s, hits...))
}

// language is the --language of the run: "" is sources.LanguageEnglish.
func (c *WrittenConfig) language() string {
	if c.Language == "" {
		return sources.LanguageEnglish
	}
	return c.Language
}

// PrepWritten builds the job of a written-only source (sources.WrittenOnly:
// SPGISpeech's pipe-delimited CSV, plain text and JSONL, any corpus added
// to sources' table): read each file with the format that claims it,
// verbalize K variants per record, shard and publish.
func PrepWritten(s beam.Scope, cfg WrittenConfig) (beam.PCollection, error) {
	dir, _, err := PrepWrittenSkipping(s, cfg)
	return dir, err
}

// WrittenSkip is a matched input PrepWrittenSkipping does not read, and why.
type WrittenSkip struct {
	Path, Reason string
}

// PrepWrittenSkipping is PrepWritten that also returns the matched inputs
// it does not read (sources.Format.Skip: a Common Voice release's side
// files), for the run summary. It is an error when nothing is left.
func PrepWrittenSkipping(s beam.Scope, cfg WrittenConfig) (beam.PCollection, []WrittenSkip, error) {
	if err := cfg.Validate(); err != nil {
		return beam.PCollection{}, nil, err
	}
	if err := sources.CheckLanguage(cfg.language()); err != nil {
		return beam.PCollection{}, nil, err
	}
	if cfg.Dedupe && cfg.Verbalize.Variants > 1 {
		return beam.PCollection{}, nil, ErrDedupeVariants
	}
	groups, err := sources.Route(cfg.Source, cfg.Inputs)
	if err != nil {
		return beam.PCollection{}, nil, err
	}
	var skipped []WrittenSkip
	var kept []sources.FormatFiles
	for _, g := range groups {
		var paths []string
		for _, p := range g.Paths {
			if g.Format.Skip != nil {
				if why := g.Format.Skip(p, sources.SkipContext{Inputs: cfg.Inputs, SplitGiven: cfg.Split != "", SplitByID: len(cfg.SplitByID) > 0}); why != "" {
					skipped = append(skipped, WrittenSkip{Path: p, Reason: why})
					continue
				}
			}
			paths = append(paths, p)
		}
		if len(paths) > 0 {
			g.Paths = paths
			kept = append(kept, g)
		}
	}
	if len(kept) == 0 {
		return beam.PCollection{}, skipped, fmt.Errorf("no input left to read: %s", skippedWhy(skipped))
	}
	groups = kept
	if cfg.TextField != "" || cfg.IDField != "" {
		// The flags name a field of JSONL, Parquet or table records: with
		// none among the inputs they were ignored without a word (plain
		// text has no fields), under another version id.
		named := false
		for _, g := range groups {
			named = named || g.Format.NamedFields
		}
		if !named {
			flag := "--text-field"
			if cfg.TextField == "" {
				flag = "--id-field"
			}
			return beam.PCollection{}, skipped, fmt.Errorf("%s names a field of JSONL (.jsonl, .json), Parquet or CSV/TSV records, and no input is one: %s is read as plain text, one record a line", flag, groups[0].Paths[0])
		}
	}
	var found map[string]sources.PathSplitFound // --split-from-path
	if cfg.SplitFromPath {
		if cfg.Split != "" || len(cfg.SplitByID) > 0 {
			return beam.PCollection{}, skipped, fmt.Errorf("--split-from-path takes each file's split from its path: give it without --split and --split-by-id")
		}
		found = sources.PathSplits(cfg.Inputs)
		for _, g := range groups {
			for _, p := range g.Paths {
				if _, ok := found[p]; !ok {
					return beam.PCollection{}, skipped, fmt.Errorf("input %s: --split-from-path finds no split in its path: a file name starting with train, validation (valid, val, dev) or test (train-00000-of-00001.parquet), or a folder so named below the folders every input shares, or the last of those (train/part-00000.parquet beside test/part-00000.parquet); %s", p, sources.PathSplitMissWhy(cfg.Inputs, p))
				}
			}
		}
	}
	if cfg.Split == "" && len(cfg.SplitByID) == 0 && !cfg.SplitFromPath {
		// A source whose file names carry no split uses its default for
		// every record (recorded in the config); otherwise every name must
		// give one: fail now, not on a worker.
		for _, g := range groups {
			f := g.Format
			if f.SplitOf == nil {
				cfg.Split = f.DefaultSplit
				continue
			}
			for _, p := range g.Paths {
				if _, err := sources.FileSplit(p, "", f.SplitOf, f.DefaultSplit); err != nil {
					return beam.PCollection{}, skipped, fmt.Errorf("input %s: cannot tell the split from the file name%s; pass --split NAME (the split of every input), or --split-by-id train=98,validation=1,test=1 (a split for each record)", p, splitFileNames(f.SplitHelp))
				}
			}
		}
	}
	opts := cfg.readOptions()
	opts.TextField, opts.IDField = cfg.TextField, cfg.IDField
	// The language check reads each file's lines in their order, as the
	// reader gives them: a short line is judged with the lines around it.
	opts.CheckEnglish = cfg.language() == sources.LanguageEnglish
	var written, rejects, stats []beam.PCollection
	for _, g := range groups {
		// One read per split the paths name (--split-from-path), else one.
		bySplit := map[string][]string{cfg.Split: g.Paths}
		if cfg.SplitFromPath {
			bySplit = map[string][]string{}
			for _, p := range g.Paths {
				split := found[p].Split
				bySplit[split] = append(bySplit[split], p)
			}
		}
		for _, split := range slices.Sorted(maps.Keys(bySplit)) {
			opts.Split = split
			w, r, st := cfg.readFiles(s, bySplit[split], g.Format.Name, opts)
			written, rejects, stats = append(written, w), append(rejects, r), append(stats, st)
		}
	}
	return cfg.verbalizeAndPublish(s, cfg.Source, beam.Flatten(s, written...), beam.Flatten(s, rejects...), beam.Flatten(s, stats...)), skipped, nil
}

// skippedWhy lists the skipped inputs by reason, in the order the reasons
// first come: "a, b (side files); c (lists without a split; --split ...)".
// Only the first file and its reason were named, so a Common Voice delta
// release (validated.tsv beside reported.tsv) was said to hold side files
// alone, without the --split-by-id that reads its clip list.
func skippedWhy(skipped []WrittenSkip) string {
	var reasons []string
	paths := map[string][]string{}
	for _, sk := range skipped {
		if paths[sk.Reason] == nil {
			reasons = append(reasons, sk.Reason)
		}
		paths[sk.Reason] = append(paths[sk.Reason], sk.Path)
	}
	parts := make([]string, len(reasons))
	for i, r := range reasons {
		parts[i] = fmt.Sprintf("%s (%s)", textcut.List(paths[r], 3), r)
	}
	return strings.Join(parts, "; ")
}

// splitFileNames is " (FILE NAMES carry it)", the file names a source takes
// its splits from as its --split help names them ("... (default: from the
// file name: train.csv, val.csv, test.csv)"), or "" when it names none.
func splitFileNames(help string) string {
	_, names, ok := strings.Cut(help, "from the file name: ")
	if !ok {
		return ""
	}
	return " (" + strings.TrimSuffix(names, ")") + " carry it)"
}
