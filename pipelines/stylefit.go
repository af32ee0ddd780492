package pipelines

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/itnprep/itnprep/card"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/sources"
	"github.com/itnprep/itnprep/storage"
	"github.com/itnprep/itnprep/transforms"
)

// StyleFitConfig configures `style fit`.
type StyleFitConfig struct {
	Inputs []string // expanded: raw GTN files and NeMo GTN JSONL
	// Versions are dataset versions of (written, spoken) pairs with spans
	// (what prep writes), loaded by LoadStyleFitVersions: their rows are pairs.
	Versions       []StyleFitVersion
	Out            string // style file to write
	BaseStyle      string // JSON; "" = the embedded default
	Iterations     int
	Prior          float64
	MaxRecordBytes int
	// MaxDistinct caps the distinct pieces the fit holds (0: no cap);
	// transforms.FitStyleOptions.MaxDistinct.
	MaxDistinct int
	// CorpusWordsOnly drops the default's learned words from the style
	// (normalize.FitOptions.CorpusWordsOnly).
	CorpusWordsOnly bool
	// MaxRejectRate: transforms.FitStyleOptions.MaxRejectRate (the zero
	// value refuses any reject).
	MaxRejectRate float64
	// InputNames names the inputs as given (--input, --from), for a
	// refusal of an input without a pair (transforms.FitStyleOptions.Inputs).
	InputNames string
}

// StyleFit builds the job that fits the verbalizer's house style to gold
// (written, spoken) pairs: read raw Google TN files (output-000NN-of-00100,
// every file including 95-98: a style is not a test split) and NeMo GTN
// JSONL with the prep readers, count distinct pairs, fit, write the style.
func StyleFit(s beam.Scope, cfg StyleFitConfig) error {
	if len(cfg.Inputs)+len(cfg.Versions) == 0 || cfg.Out == "" {
		return fmt.Errorf("style fit: inputs and an output file are required")
	}
	var pairs, rejects []beam.PCollection
	if len(cfg.Inputs) > 0 {
		in, err := classifyGTNInputs(cfg.Inputs, "fit", false, "a raw GTN file reads when named output-000NN-of-00100 (any NN: style fit reads every file, 95-98 and 99 whole included)")
		if err != nil {
			return err
		}
		for _, p := range cfg.Inputs {
			if l := sources.GTNLanguage(p); l != "" && l != sources.LanguageEnglish {
				return notEnglishForStyleFit(p, "by its name, Google TN's "+sources.GTNLanguageName(l)+" release")
			}
		}
		if len(in.raw) > 0 {
			p, r, _ := transforms.ReadFiles(s, in.raw, "gtn", sources.ReadOptions{MaxRecordBytes: cfg.MaxRecordBytes, FullTestFile: true, UnusedSplit: "fit", GTNCheckEnglish: sources.GTNCheckStyleFit})
			pairs, rejects = append(pairs, p), append(rejects, r)
		}
		if len(in.nemo) > 0 {
			p, r, _ := transforms.ReadFiles(s, in.nemo, "gtn-nemo", sources.ReadOptions{Split: "fit", MaxRecordBytes: cfg.MaxRecordBytes, GTNCheckEnglish: sources.GTNCheckStyleFit})
			pairs, rejects = append(pairs, p), append(rejects, r)
		}
		if len(in.kaggle) > 0 {
			p, r, _ := transforms.ReadFiles(s, in.kaggle, "gtn-kaggle", sources.ReadOptions{Split: "fit", MaxRecordBytes: cfg.MaxRecordBytes, GTNCheckEnglish: sources.GTNCheckStyleFit})
			pairs, rejects = append(pairs, p), append(rejects, r)
		}
	}
	for _, v := range cfg.Versions {
		// A version's rows passed its stages' checks; the shard reader
		// verifies each shard's checksum against the manifest.
		p, _, err := transforms.ReadParent(s, v.Dir, v.Manifest)
		if err != nil {
			return fmt.Errorf("style fit: %w", err)
		}
		pairs = append(pairs, p)
	}
	if len(rejects) == 0 {
		rejects = append(rejects, beam.CreateList(s, []dataset.Reject{}))
	}
	transforms.FitStyle(s, beam.Flatten(s, pairs...), beam.Flatten(s, rejects...), transforms.FitStyleOptions{
		Path: cfg.Out, BaseStyle: cfg.BaseStyle, Iterations: cfg.Iterations, Prior: cfg.Prior, MaxDistinct: cfg.MaxDistinct,
		CorpusWordsOnly: cfg.CorpusWordsOnly, MaxRejectRate: cfg.MaxRejectRate, Inputs: cfg.InputNames})
	return nil
}

// notEnglishForStyleFit refuses (as a wrong kind of input, exit 2) an
// input of pairs in another language than English, what says so named.
func notEnglishForStyleFit(what, why string) error {
	return dataset.WrongKind("%s holds pairs of another language than English (%s): style fit fits the weights of itnprep's verbalizer, which writes English spoken forms only, and another language's spoken forms would move them at random; give English pairs (en_train.csv, en_with_types/, a version carded en)", what, why)
}

// StyleFitVersion is one dataset version read by style fit.
type StyleFitVersion struct {
	Dir      string
	Manifest *dataset.Manifest
}

// LoadStyleFitVersions loads the manifests of dataset versions for style
// fit: versions of (written, spoken) pairs, which carry spans; other row
// kinds (tagger, u2tf), and pairs whose spoken side the verbalizer
// sampled (their config records the style), are refused with the reason.
func LoadStyleFitVersions(ctx context.Context, dirs []string) ([]StyleFitVersion, error) {
	var out []StyleFitVersion
	for _, ref := range dirs {
		// A version by folder or by tag (OUT/NAME@TAG), as everywhere.
		d, err := storage.ResolveVersion(ctx, ref)
		if err != nil {
			return nil, err
		}
		m, err := storage.LoadManifest(ctx, d)
		if err != nil {
			return nil, err
		}
		if m.Kind != "" {
			return nil, dataset.WrongKind("%s holds %q rows; style fit reads versions of (written, spoken) pairs with spans (a prep version)", d, m.Kind)
		}
		if st, ok := m.Config["style"]; ok {
			// prep spgi, commonvoice and text record the style their
			// spoken side was sampled with: a fit to those pairs learns
			// back the weights that drew them, and reports it as a fit.
			return nil, dataset.WrongKind("%s holds pairs whose spoken side itnprep's verbalizer wrote (prep %s, style %s): a fit to them gives back the weights that sampled them; style fit learns from human spoken forms: a prep gtn, prep nemo-cases or prep libriheavy version, or --input Google TN files", d, m.Source, st)
		}
		if langs := card.Languages(m); !slices.Equal(langs, []string{sources.LanguageEnglish}) {
			// A version of another language's pairs (prep gtn of
			// ru_train.csv, prep nemo-cases --language de) was fitted:
			// the English verbalizer's weights learned from Russian or
			// German spoken forms.
			return nil, notEnglishForStyleFit(d, "its card's language "+strings.Join(langs, ", "))
		}
		out = append(out, StyleFitVersion{Dir: d, Manifest: m})
	}
	return out, nil
}
