package trainer

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/itnprep/itnprep/eval"
)

// ScorePredictions scores a predictions.jsonl with eval in process, with
// `itnprep evaluate`'s default options (white-space words, the paper's
// class definitions, every metric), and returns the summary `itnprep
// evaluate --json` prints for the same file (eval.Summary). A file without
// sentences is an error: there is nothing to report.
func ScorePredictions(path string) (json.RawMessage, error) {
	m, _, err := scorePredictions(path)
	return m, err
}

// scorePredictions is ScorePredictions that also returns the counts
// behind the summary (its empty hypotheses among them), from the one pass
// over the file.
func scorePredictions(path string) (json.RawMessage, eval.Counts, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, eval.Counts{}, err
	}
	defer f.Close()
	var opts eval.Options // the zero value is evaluate's defaults
	counts, err := eval.Run{Options: opts, Name: path}.JSONL(f)
	if err != nil {
		return nil, counts, err
	}
	if counts.Sentences == 0 {
		return nil, counts, fmt.Errorf("%s holds no sentences", path)
	}
	m, err := json.Marshal(counts.Summarize(opts))
	return m, counts, err
}

// finalPredictions reads the predictions files named by the program's
// "done" event: predictions.jsonl (seq2seq) or the raw file a tagger or
// u2tf run leaves for realization.
func finalPredictions(raw json.RawMessage) (predictions, predictionsRaw string) {
	var d struct {
		Predictions    string `json:"predictions"`
		PredictionsRaw string `json:"predictions_raw"`
	}
	_ = json.Unmarshal(raw, &d)
	return d.Predictions, d.PredictionsRaw
}
