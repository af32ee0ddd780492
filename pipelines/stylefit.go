package pipelines

import (
	"fmt"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/itnprep/itnprep/sources"
	"github.com/itnprep/itnprep/transforms"
)

// StyleFitConfig configures `style fit`.
type StyleFitConfig struct {
	Inputs         []string // expanded: raw GTN files and NeMo GTN JSONL
	Out            string   // style file to write
	BaseStyle      string   // JSON; "" = the embedded default
	Iterations     int
	Prior          float64
	MaxRecordBytes int
}

// StyleFit builds the job that fits the verbalizer's house style to gold
// (written, spoken) pairs: read raw Google TN files (output-000NN-of-00100,
// every file including 95-98: a style is not a test split) and NeMo GTN
// JSONL with the prep readers, count distinct pairs, fit, write the style.
func StyleFit(s beam.Scope, cfg StyleFitConfig) error {
	if len(cfg.Inputs) == 0 || cfg.Out == "" {
		return fmt.Errorf("style fit: inputs and an output file are required")
	}
	raw, nemo, _, err := classifyGTNInputs(cfg.Inputs, "fit")
	if err != nil {
		return err
	}
	var pairs, rejects []beam.PCollection
	if len(raw) > 0 {
		p, r, _ := transforms.ReadFiles(s, raw, "gtn", sources.ReadOptions{MaxRecordBytes: cfg.MaxRecordBytes, FullTestFile: true, UnusedSplit: "fit"})
		pairs, rejects = append(pairs, p), append(rejects, r)
	}
	if len(nemo) > 0 {
		p, r, _ := transforms.ReadFiles(s, nemo, "gtn-nemo", sources.ReadOptions{Split: "fit", MaxRecordBytes: cfg.MaxRecordBytes})
		pairs, rejects = append(pairs, p), append(rejects, r)
	}
	transforms.FitStyle(s, beam.Flatten(s, pairs...), beam.Flatten(s, rejects...), transforms.FitStyleOptions{
		Path: cfg.Out, BaseStyle: cfg.BaseStyle, Iterations: cfg.Iterations, Prior: cfg.Prior})
	return nil
}
