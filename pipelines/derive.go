package pipelines

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/itnprep/itnprep/card"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/buildinfo"
	"github.com/itnprep/itnprep/sources"
	"github.com/itnprep/itnprep/storage"
	"github.com/itnprep/itnprep/tagging"
	"github.com/itnprep/itnprep/transforms"
	"github.com/itnprep/itnprep/u2tf"
)

// DeriveConfig is what every `derive` job shares: a parent version of
// pairs in, a new version of another row kind out. A derive is a prep
// whose input is a version: the parent's data shards are its input files
// (checked against the parent's manifest), the manifest records the
// parent's id (lineage, hashed into the new id), and a derive that keeps
// no row fails.
type DeriveConfig struct {
	From         string // the parent version folder
	Output       string
	Name         string // "" = the parent's name + "-" + kind
	Shards       int    // 0 = as many as the parent
	RowsPerGroup int64
	// Compression is the shards' codec ("": dataset.DefaultCompression).
	Compression dataset.Compression
	// SinkBufferBytes bounds the rows a process's sink bundles buffer (0: default).
	SinkBufferBytes int64
	Runner          string
	Staging         string // "" = NewStaging(Output, Name)
	// Parent is the parent's manifest (LoadParent fills it).
	Parent *dataset.Manifest
	// Guard is the publication policy (nil: dataset.DefaultGuard), as for
	// prep; a derive that keeps no row fails whatever it says.
	Guard *dataset.Guard
}

// LoadParent reads the parent's manifest and fills the defaults that
// depend on it: the name (the parent's + "-" + kind), the shards (the
// parent's) and, without Output, the output root the parent was
// published under (ParentRoot), so a derived version lands beside its
// parent as prep's own versions do.
func (c *DeriveConfig) LoadParent(ctx context.Context, kind string) error {
	if c.From == "" {
		return fmt.Errorf("--from VERSION_DIR is required")
	}
	m, err := storage.LoadManifest(ctx, c.From)
	if err != nil {
		return err
	}
	if m.Kind != "" {
		return dataset.WrongKind("%s holds %q rows; derive %s reads versions of (spoken, written) pairs (a prep version)", c.From, m.Kind, kind)
	}
	if langs := card.Languages(m); !slices.Equal(langs, []string{sources.LanguageEnglish}) {
		// Before any shard is read: both derives read every row, then
		// published what aligned or refused as every row rejected
		// (tagger/unaligned_fragment, u2tf/punct_detached), with no word
		// of the language.
		return dataset.WrongKind("%s holds pairs of another language than English (its card's language %s): derive %s builds English-only rows (%s); give a version of English pairs (prep gtn of en_train.csv or en_with_types/, a version carded en)",
			c.From, strings.Join(langs, ", "), kind, deriveEnglishOnly[kind])
	}
	c.Parent = m
	if c.Name == "" {
		// A parent published before --name refused '@' may hold one;
		// its derived name must not (OUT/NAME@TAG names a tag), so the
		// default writes it as '-', as the --name refusal suggests.
		c.Name = strings.ReplaceAll(m.Name, "@", "-") + "-" + kind
	}
	if c.Shards == 0 {
		c.Shards, _ = strconv.Atoi(m.Config["shards"])
		if c.Shards <= 0 {
			c.Shards = 1
		}
	}
	if c.Output == "" {
		root, ok := ParentRoot(c.From, m)
		if !ok {
			return fmt.Errorf("%w: %s is not a folder OUTPUT/%s/%s, so it has no output root to publish beside", ErrOutputRequired, c.From, m.Name, m.VersionID)
		}
		c.Output = root
	}
	switch {
	case strings.ContainsAny(c.Name, `/\:@`) || strings.HasPrefix(c.Name, "."):
		return fmt.Errorf("--name %q must be a plain folder name (no '/', '\\', ':' or '@', not starting with '.')", c.Name)
	case c.Shards < 1 || c.Shards > dataset.MaxShards:
		return fmt.Errorf("--shards must be between 1 and %d, got %d", dataset.MaxShards, c.Shards)
	}
	if err := checkDatasetKind(ctx, c.Output, c.Name, kind); err != nil {
		return err
	}
	if c.Staging == "" {
		c.Staging = NewStaging(c.Output, c.Name)
	}
	return nil
}

// deriveEnglishOnly says, by derive kind, what in its rows is English's
// alone, for the refusal of a parent of another language.
var deriveEnglishOnly = map[string]string{
	dataset.KindTagger: "its tags say which written fragment each spoken word writes, scored by a lexicon of English readings: number words, units, symbols",
	dataset.KindU2TF:   "its classifier labels and spans are read from English spoken forms",
}

// checkDatasetKind refuses to publish rows of kind into a dataset folder
// (OUT/NAME) that holds versions of another kind, such as a derive given
// its parent's --name: one folder holds one kind, or its `latest` tag and
// `versions diff` would mix them. The folder is the command line's
// (--output, --name), so it is a usage error (dataset.KindError), as a
// version of the wrong kind given is.
func checkDatasetKind(ctx context.Context, output, name, kind string) error {
	return CheckDatasetKind(ctx, output, name, kind, "derive "+kind, fmt.Sprintf("the parent's name + \"-%s\"", kind))
}

// CheckDatasetKind is checkDatasetKind for command (prep gtn, derive
// u2tf), whose --name defaults to defaultName. prep is checked too: `prep
// gtn --name gtn-tagger` published pairs among tagger versions and moved
// their latest tag to it, exit 0.
func CheckDatasetKind(ctx context.Context, output, name, kind, command, defaultName string) error {
	dir := dataset.Join(output, name)
	entries, err := storage.ListVersions(ctx, dir)
	if err != nil {
		return nil // nothing there yet (or unlistable): nothing to mix with
	}
	for _, e := range entries {
		if e.Manifest != nil && e.Manifest.Kind != kind {
			return dataset.WrongKind("%s holds %s versions (%s); %s writes %s rows: give it its own folder with another --name (default: %s)",
				dir, dataset.KindName(e.Manifest.Kind), e.Manifest.VersionID, command, dataset.KindName(kind), defaultName)
		}
	}
	return nil
}

func (c *DeriveConfig) sink() transforms.SinkConfig {
	return transforms.SinkConfig{Staging: c.Staging, Shards: c.Shards, RowsPerGroup: c.RowsPerGroup, Compression: c.Compression, BufferBytes: c.SinkBufferBytes}
}

// config is the manifest config every derive records.
func (c *DeriveConfig) config(kind string) map[string]string {
	return map[string]string{
		"derive":        kind,
		"parent":        c.Parent.VersionID,
		"parent_source": c.Parent.Source,
		"shards":        strconv.Itoa(c.Shards),
	}
}

// lineage is the parent as the derived version's manifest records it:
// its id (hashed), name, source and kind, and its card languages (not
// hashed), which the derived version's card names.
func (c *DeriveConfig) lineage() *dataset.Parent {
	return &dataset.Parent{VersionID: c.Parent.VersionID, Name: c.Parent.Name, Source: c.Parent.Source, Kind: c.Parent.Kind,
		Languages: card.Languages(c.Parent)}
}

// publish writes the version with lineage and the no-empty guard.
// hints maps full reject rule names to remedies for the refusal line.
func (c *DeriveConfig) publish(s beam.Scope, kind string, config map[string]string, hints map[string]string, data, rejects, stats, side beam.PCollection) beam.PCollection {
	// Its repeated ids are the parent's (see dataset.RepeatedIDsHint). A
	// parent whose manifest counts none, within a split or across, was
	// published before itnprep counted them, when no flag was needed
	// (DerivedRepeatsNote).
	how := "the parent was published with --allow-duplicate-ids"
	if pa := c.Parent.Accounting; pa.DuplicateIDs == 0 && pa.SplitDuplicateIDs == 0 {
		how = "the parent was published before itnprep refused repeated ids (2026-11-23; its manifest counts none)"
	}
	hints[dataset.RepeatedIDsHint] = how + ", and its rows carry their ids here: prep the parent's inputs again with their ids fixed"
	return transforms.PublishDerived(s, transforms.PublishConfig{
		Output: c.Output, Name: c.Name, Staging: c.Staging, Source: c.Parent.Source, Shards: c.Shards,
		Config: config, Seed: c.Parent.Seed, Runner: c.Runner, Created: time.Now().UTC().Format(time.RFC3339),
		Code: buildinfo.Get(), Kind: kind, RequireRows: true, RefusalHints: hints, Guard: guardOrDefault(c.Guard),
		// The card's license is the parent's (--license is prep's: a
		// derived version's card said "Choose a license id at build time
		// with --license", a flag derive does not take, and dropped the
		// license its parent was published under). Not in the version id.
		License: c.Parent.License,
		Parent:  c.lineage(),
		Inputs:  transforms.NewInputSet(parentShardPaths(c.Parent)), ParentDir: c.From,
	}, data, rejects, stats, transforms.NoRuleHits(s), side)
}

// parentShardPaths are the parent's data shards as ReadParent's FileStats
// name them: the files the finalizer must find read.
func parentShardPaths(m *dataset.Manifest) []string {
	out := make([]string, 0, len(m.Shards))
	for _, sh := range m.Shards {
		out = append(out, sh.Path)
	}
	return out
}

// TaggerConfig configures `derive tagger`.
type TaggerConfig struct {
	DeriveConfig
	VocabCoverage float64 // share of fragment occurrences the kept tags cover (0.999)
	VocabSize     int     // cap on kept fragments (0: none)
	VocabSplit    string  // split whose fragments are counted (train)
	MaxWords      int     // reject longer pairs as too_long (tagging.Deriver.MaxWords; 0: no limit)
}

// DeriveTagger builds the Thutmose tagger job (Antonova et al. 2022): read
// the parent's pairs, tag every row (package tagging), select the tag
// vocabulary on the vocabulary split, drop rows outside it, write tagger
// rows and the vocabulary, publish. cfg.LoadParent must have run.
func DeriveTagger(s beam.Scope, cfg TaggerConfig) (beam.PCollection, error) {
	if cfg.Parent == nil {
		return beam.PCollection{}, fmt.Errorf("derive tagger: parent not loaded")
	}
	if !(cfg.VocabCoverage > 0 && cfg.VocabCoverage <= 1) { // NaN too
		return beam.PCollection{}, fmt.Errorf("--vocab-coverage must be in (0, 1], got %g", cfg.VocabCoverage)
	}
	if cfg.VocabSize < 0 {
		return beam.PCollection{}, fmt.Errorf("--vocab-size must be >= 0, got %d", cfg.VocabSize)
	}
	if cfg.MaxWords < 0 {
		return beam.PCollection{}, fmt.Errorf("--max-words must be >= 0, got %d", cfg.MaxWords)
	}
	if cfg.VocabSplit == "" {
		cfg.VocabSplit = "train"
	}
	if err := transforms.EmptyParent(cfg.From, cfg.Parent); err != nil {
		return beam.PCollection{}, err
	}
	if err := CheckVocabSplit(cfg.From, cfg.Parent, cfg.VocabSplit); err != nil {
		return beam.PCollection{}, err
	}
	pairs, stats, err := transforms.ReadParent(s, cfg.From, cfg.Parent)
	if err != nil {
		return beam.PCollection{}, err
	}
	rows, rejects, side := transforms.Tag(s, transforms.TagConfig{
		Parent: cfg.Parent.VersionID, Source: cfg.Parent.Source, VocabSplit: cfg.VocabSplit,
		Coverage: cfg.VocabCoverage, MaxSize: cfg.VocabSize, MaxWords: cfg.MaxWords, Staging: cfg.Staging,
		BufferBytes: cfg.SinkBufferBytes,
	}, pairs)
	data, rej := transforms.WriteTaggerShards(s, cfg.sink(), rows, rejects)
	config := cfg.config(dataset.KindTagger)
	config["vocab_coverage"] = strconv.FormatFloat(cfg.VocabCoverage, 'g', -1, 64)
	config["vocab_size"] = strconv.Itoa(cfg.VocabSize)
	config["vocab_split"] = cfg.VocabSplit
	config["max_words"] = strconv.Itoa(cfg.MaxWords)
	hints := refusalHints(transforms.TaggerStage, tagging.RuleHints)
	// The remedy names this derive's split and the options that can keep
	// more (it said "too few train rows" under --vocab-split validation).
	hints[dataset.RuleName(transforms.TaggerStage, tagging.RuleTagOOV)] = tagging.TagOOVHint(cfg.VocabSplit, cfg.VocabCoverage, int64(cfg.VocabSize))
	return cfg.publish(s, dataset.KindTagger, config, hints, data, rej, stats, side), nil
}

// CheckVocabSplit refuses a --vocab-split that names no split of the
// parent version from (its manifest parent) with rows: the tag vocabulary
// would be counted on nothing. The error names the parent's splits and
// what gives the parent that split. A parent without shards passes: it
// has no rows at all, which transforms.EmptyParent says. cmd/itnprep asks
// it before the job is built, to refuse it as the usage error it is (exit
// 2).
func CheckVocabSplit(from string, parent *dataset.Manifest, split string) error {
	if parent.Accounting.RowsBySplit[split] > 0 || len(parent.Shards) == 0 {
		return nil
	}
	names := splitNames(parent)
	hint := "pass --vocab-split with one of its splits"
	if len(names) > 0 {
		// train, the default, when the parent has it (a misspelt
		// --vocab-split trian was told to count the vocabulary on
		// test, the first by name: its held-out rows).
		at := max(slices.Index(names, "train"), 0)
		hint = fmt.Sprintf("pass --vocab-split %s to count it there", names[at])
	}
	// What gives the parent that split depends on its source
	// (splitRemedy): GTN's raw files carry their own, so --split-by-id
	// was the wrong advice there.
	return fmt.Errorf("%s has no %q rows to count the tag vocabulary on (its splits: %s); %s, "+
		"or give the parent %s rows (%s)",
		from, split, strings.Join(names, ", "), hint, split, splitRemedy(parent.Source, parent, split))
}

// U2TFConfig configures `derive u2tf`.
type U2TFConfig struct {
	DeriveConfig
	Options u2tf.Options // context tokens each side, span length cap
}

// DeriveU2TF builds the Universal-2-TF job (Universal-2-TF 2024): read the
// parent's pairs, derive each into a classifier row and its span rows
// (package u2tf; pairs the two models cannot express exactly are rejects
// with their rule), write both kinds of row into one version and the label
// distribution beside them, publish. cfg.LoadParent must have run.
func DeriveU2TF(s beam.Scope, cfg U2TFConfig) (beam.PCollection, error) {
	if cfg.Parent == nil {
		return beam.PCollection{}, fmt.Errorf("derive u2tf: parent not loaded")
	}
	if err := cfg.Options.Validate(); err != nil {
		return beam.PCollection{}, err
	}
	pairs, stats, err := transforms.ReadParent(s, cfg.From, cfg.Parent)
	if err != nil {
		return beam.PCollection{}, err
	}
	rows, rejects, side := transforms.U2TF(s, transforms.U2TFConfig{Parent: cfg.Parent.VersionID, Options: cfg.Options, Staging: cfg.Staging}, pairs)
	data, rej := transforms.WriteU2TFShards(s, cfg.sink(), rows, rejects)
	config := cfg.config(dataset.KindU2TF)
	config["context"] = fmt.Sprintf("%d,%d", cfg.Options.Left, cfg.Options.Right)
	config["max_span_tokens"] = strconv.Itoa(cfg.Options.MaxSpanTokens)
	config["max_tokens"] = strconv.Itoa(cfg.Options.MaxTokens)
	// Only when set: versions derived without them keep their ids.
	if cfg.Options.StripQuotes {
		config["strip_quotes"] = "true"
	}
	if cfg.Options.StripBrackets {
		config["strip_brackets"] = "true"
	}
	if rm, _ := u2tf.ParseMarkReplacements(cfg.Options.ReplaceMarks); rm != "" {
		config["replace_marks"] = rm // canonical: one cleaning, one id
	}
	if cfg.Options.CollapseMarks {
		config["collapse_marks"] = "true"
	}
	return cfg.publish(s, dataset.KindU2TF, config, refusalHints(transforms.U2TFStage, u2tf.RuleHints), data, rej, stats, side), nil
}

func splitNames(m *dataset.Manifest) []string {
	var out []string
	for s, n := range m.Accounting.RowsBySplit {
		if n > 0 {
			out = append(out, s)
		}
	}
	slices.Sort(out)
	return out
}

// refusalHints names a kernel's remedies (its RuleHints, by short rule
// name) by their full reject rule names (stage + "/" + rule).
func refusalHints(stage string, kernel map[string]string) map[string]string {
	hints := make(map[string]string, len(kernel))
	for rule, hint := range kernel {
		hints[dataset.RuleName(stage, rule)] = hint
	}
	return hints
}

// derivedSummaryHints are the remedies a published derive's summary names
// for its top reject rule, as its refusal does: derive u2tf's (a corpus
// whose exclamation marks were rejected as u2tf/punct_exclamation, under
// --max-reject-rate, was not told of --replace-marks exclamation=period
// until its rejects passed the rate, qa95). derive tagger's
// tagger/tag_oov is left out: the summary's first reject says the
// vocabulary's remedy in full already (tagging.VocabCap).
func derivedSummaryHints() map[string]string {
	return refusalHints(transforms.U2TFStage, u2tf.RuleHints)
}

// ErrOutputRequired is LoadParent's error for a parent without an output
// root to default --output to (ParentRoot): a missing flag, which the CLI
// reports as a usage mistake (exit 2), as derive without --output was.
var ErrOutputRequired = errors.New("--output is required")

// ParentRoot returns the output root of a version published at from: from
// is ROOT/NAME/ID (a local path or a URL) where NAME and ID are the
// manifest's name and version id, and ROOT is what prep or derive was
// given as --output. A version copied elsewhere (a folder named otherwise)
// has no such root: ok is false, and the caller must be told where to
// write rather than guess a folder two levels up. A local from too short
// to name its NAME folder (ID given inside ROOT/NAME, or "." inside the
// version) is the folder its absolute path names: it has a root all the
// same.
func ParentRoot(from string, m *dataset.Manifest) (root string, ok bool) {
	if root, ok := parentRoot(from, m); ok || dataset.IsURL(from) {
		return root, ok
	}
	abs, err := filepath.Abs(from)
	if err != nil {
		return "", false
	}
	return parentRoot(abs, m)
}

func parentRoot(from string, m *dataset.Manifest) (root string, ok bool) {
	seps := "/"
	if !dataset.IsURL(from) {
		seps = `/` + string(filepath.Separator)
	}
	s := strings.TrimRight(from, seps)
	i := strings.LastIndexAny(s, seps)
	if i < 0 || s[i+1:] != m.VersionID {
		return "", false
	}
	rest := s[:i]
	name := rest
	root = "."
	if j := strings.LastIndexAny(rest, seps); j >= 0 {
		name, root = rest[j+1:], rest[:j]
		if root == "" { // "/NAME/ID": the file system's root
			root = rest[:j+1]
		}
	}
	if name != m.Name || m.Name == "" || m.VersionID == "" {
		return "", false
	}
	if dataset.IsURL(from) {
		// gs://BUCKET/NAME/ID is under the bucket; gs://NAME/ID has no root.
		if k := strings.Index(root, "://"); k < 0 || k+3 >= len(root) {
			return "", false
		}
	}
	return root, true
}
