package trainer

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/itnprep/itnprep/internal/shellquote"
)

// WhyNoPredictions reads a run folder's run.json for why the run wrote no
// predictions.jsonl and what decodes some: a finished run whose test split
// had no rows (the demo's tagger version) is resumed with --test-dataset,
// which decodes without training further; an interrupted run is resumed;
// a failed one names its log. A newcomer was told "its test split was
// empty, or it has not decoded yet; its run.json says" (qa94). "" when
// run.json is not readable or says neither. The record's format is this
// package's, so its reading is too (itnprep evaluate asks).
func WhyNoPredictions(runDir string) string {
	b, err := os.ReadFile(filepath.Join(runDir, "run.json"))
	if err != nil {
		return ""
	}
	var rec RunRecord
	if json.Unmarshal(b, &rec) != nil || rec.Format != RunRecordFormat {
		return ""
	}
	var start struct {
		TestRows *int64 `json:"test_rows"`
	}
	_ = json.Unmarshal(rec.Start, &start)
	switch {
	case rec.Status == "succeeded" && start.TestRows != nil && *start.TestRows == 0:
		version := rec.Dataset.VersionID
		if rec.TestDataset != nil {
			version = rec.TestDataset.VersionID
		}
		return fmt.Sprintf("the test split it decodes, of dataset version %s, has no rows, so nothing was decoded; to score the model run the same itnprep train command again with --resume --test-dataset VERSION (a version with a test split: docs/TRAINING.md, \"Designs\"), which decodes that split without training further, then itnprep evaluate --input %s",
			version, shellquote.Quote(filepath.Join(runDir, "predictions.jsonl")))
	case rec.Status == "interrupted":
		return "its run.json says it was interrupted before decoding: continue it with the same itnprep train command and --resume"
	case rec.Status == "failed":
		return fmt.Sprintf("its run.json says it failed before decoding (%s says why)", shellquote.Quote(filepath.Join(runDir, "train.log")))
	}
	return ""
}
