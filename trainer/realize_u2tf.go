package trainer

import (
	"fmt"
	"io"
	"strings"

	"github.com/itnprep/itnprep/dataset"
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
	if err := decodeRaw(line, &r, "u2tf", "id", "tokens", "punct", "case", "itn", "spans", "ref"); err != nil {
		return Prediction{}, err
	}
	ranges := u2tf.SpanRanges(r.Punct, r.Case, r.ITN)
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

// u2tfStaged is a staged classifier row (SPLIT.jsonl): the tokens, their
// three label lists and tgt, the written text they realize with their
// spans' outputs. Held-out rows staged from a prep version have no labels
// (omitted): they are decoded and scored only.
type u2tfStaged struct {
	ID     string   `json:"id"`
	Tokens []string `json:"tokens"`
	Punct  []string `json:"punct,omitempty"`
	Case   []string `json:"case,omitempty"`
	ITN    []int32  `json:"itn,omitempty"`
	Tgt    string   `json:"tgt"`
}

// readU2TFRows stages the rows of a `derive u2tf` version
// (dataset.U2TFRow): classifier rows to SPLIT.jsonl, span rows
// ({"id","src","tgt"}: input and output) to SPLIT.spans.jsonl. A shard
// holds whole parent rows (span rows are sharded by their classifier
// row), so each classifier row's target is computed here with
// u2tf.Realize from its labels and its span rows' outputs, the derive
// step's own check; a row that does not realize is an error.
func readU2TFRows(ra io.ReaderAt, size int64, each func(stagedRow) error) error {
	const cannot = "cannot read the columns of a `derive u2tf` version (dataset.U2TFRow)"
	// Two passes over the shard: the span rows' outputs first (a span
	// row may sort after rows other than its classifier row's), then the
	// rows themselves, a batch at a time.
	outputs := map[string][]string{}
	err := scanShard(ra, size, cannot, func(r *u2tfSpanOutput) error {
		if r.Kind == dataset.U2TFSpan {
			o := outputs[r.ClassifierID]
			for len(o) <= int(r.SpanIndex) {
				o = append(o, "")
			}
			o[r.SpanIndex] = r.Output
			outputs[r.ClassifierID] = o
		}
		return nil
	})
	if err != nil {
		return err
	}
	return scanShard(ra, size, cannot, func(r *dataset.U2TFRow) error {
		switch r.Kind {
		case dataset.U2TFSpan:
			// A span written as nothing (a filler said and not written,
			// "lit uh early") is staged: the span model must learn to
			// write nothing for the spans the classifier learns to mark
			// (Realize drops an empty output). Only a span row without
			// input has nothing to learn from.
			return each(stagedRow{ID: r.ID, Split: r.Split, Span: true, Value: stagedLine{ID: r.ID, Src: r.Input, Tgt: r.Output},
				Empty: r.Input == ""})
		case dataset.U2TFClassifier:
			itn := make([]int8, len(r.ITN))
			for i, v := range r.ITN {
				itn[i] = int8(v)
			}
			tgt, err := u2tf.Realize(r.Tokens, r.Punct, r.Case, itn, outputs[r.ID])
			if err != nil {
				return fmt.Errorf("row %q: its labels and span outputs do not realize: %v", r.ID, err)
			}
			return each(stagedRow{ID: r.ID, Split: r.Split,
				Value: u2tfStaged{ID: r.ID, Tokens: r.Tokens, Punct: r.Punct, Case: r.Case, ITN: r.ITN, Tgt: tgt},
				Empty: len(r.Tokens) == 0})
		}
		return fmt.Errorf("row %q: kind %q is neither %q nor %q", r.ID, r.Kind, dataset.U2TFClassifier, dataset.U2TFSpan)
	})
}

// u2tfSpanOutput holds the columns of a u2tf row that readU2TFRows's first
// pass reads: a span row's output and where it goes.
type u2tfSpanOutput struct {
	Kind         string `parquet:"kind"`
	ClassifierID string `parquet:"row_id"`
	SpanIndex    int32  `parquet:"span_index"`
	Output       string `parquet:"output"`
}

// readHeldOutU2TFRows stages a prep version's pairs as u2tf classifier
// rows to decode: the tokens are the spoken side's ASR words (the tokens
// `derive u2tf` labels are the same lower-case letter and digit runs), no
// labels, tgt the written side.
func readHeldOutU2TFRows(ra io.ReaderAt, size int64, each func(stagedRow) error) error {
	return scanRows(ra, size, func(r *Row) error {
		toks := heldOutWords(r.Spoken)
		return each(stagedRow{ID: r.ID, Split: r.Split, Value: u2tfStaged{ID: r.ID, Tokens: toks, Tgt: r.Written},
			Empty: len(toks) == 0 || r.Written == ""})
	})
}

// u2tfFormat is the staged u2tf.json: how the derive step cut span inputs
// (context widths from the version's "context" config, the span marks), so
// the program cuts predicted spans the same way at inference.
type u2tfFormat struct {
	Left  int    `json:"left"`
	Right int    `json:"right"`
	Open  string `json:"open"`
	Close string `json:"close"`
}

// u2tfFormatOf reads the context widths a `derive u2tf` version was made
// with (config "context" = "L,R").
func u2tfFormatOf(m *dataset.Manifest) (u2tfFormat, error) {
	f := u2tfFormat{Open: u2tf.SpanOpen, Close: u2tf.SpanClose}
	c, ok := m.Config["context"]
	if !ok {
		return f, fmt.Errorf("u2tf version %s: its manifest has no context config (L,R)", m.VersionID)
	}
	if _, err := fmt.Sscanf(c, "%d,%d", &f.Left, &f.Right); err != nil || f.Left < 0 || f.Right < 0 {
		return f, fmt.Errorf("u2tf version %s: context %q is not L,R", m.VersionID, c)
	}
	return f, nil
}
