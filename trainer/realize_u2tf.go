package trainer

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/itnprep/itnprep/u2tf"
)

// u2tfRawSpan is one span the program cut and decoded.
type u2tfRawSpan struct {
	Start  int    `json:"start"`
	End    int    `json:"end"`
	Input  string `json:"input"`
	Output string `json:"output"`
}

// u2tfRaw is one line of predictions.u2tf.jsonl: the classifier's labels
// for every token and the span model's output for every span.
type u2tfRaw struct {
	ID     string        `json:"id"`
	Src    string        `json:"src"`
	Tokens []string      `json:"tokens"`
	Punct  []string      `json:"punct"`
	Case   []string      `json:"case"`
	ITN    []int8        `json:"itn"`
	Spans  []u2tfRawSpan `json:"spans"`
	Ref    string        `json:"ref"`
}

// realizeU2TFLine applies one row's predictions with u2tf.Realize. The
// program groups labels into spans itself (to cut their inputs for the
// span model); those spans must be exactly u2tf.SpanRanges of the same
// labels, else the outputs would be applied to the wrong tokens.
func realizeU2TFLine(line []byte) (Prediction, error) {
	var r u2tfRaw
	if err := json.Unmarshal(line, &r); err != nil {
		return Prediction{}, fmt.Errorf("bad u2tf prediction: %v", err)
	}
	ranges := u2tf.SpanRanges(r.Case, r.ITN)
	if len(ranges) != len(r.Spans) {
		return Prediction{}, fmt.Errorf("row %q: the program decoded %d spans, the labels have %d (u2tf.SpanRanges)", r.ID, len(r.Spans), len(ranges))
	}
	outputs := make([]string, len(ranges))
	for i, rg := range ranges {
		if s := r.Spans[i]; s.Start != rg.Start || s.End != rg.End {
			return Prediction{}, fmt.Errorf("row %q: span %d is [%d,%d) in the program, [%d,%d) by u2tf.SpanRanges", r.ID, i, s.Start, s.End, rg.Start, rg.End)
		}
		outputs[i] = r.Spans[i].Output
	}
	hyp, err := u2tf.Realize(r.Tokens, r.Punct, r.Case, r.ITN, outputs)
	if err != nil {
		return Prediction{}, fmt.Errorf("row %q: %w", r.ID, err)
	}
	src := r.Src
	if src == "" {
		src = strings.Join(r.Tokens, " ")
	}
	return Prediction{ID: r.ID, Src: src, Hyp: hyp, Ref: r.Ref}, nil
}
