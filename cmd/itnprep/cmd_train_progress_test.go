package main

import (
	"bytes"
	"encoding/json"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/itnprep/itnprep/internal/progress"
	"github.com/itnprep/itnprep/trainer"
)

// TestTrainBarEndsBeforeTheScoreLines: on a terminal the training bar's
// last frame stays on a line of its own when training is done, and the
// launcher's lines after it (realized, the test split's score) and any
// line during training stand on their own lines. The bar went on ticking
// through decoding and scoring, their lines appended to its own ("...
// 5.8k tok/sitnprep train: realized 89 tagger predictions ..."), and drew
// its last frame again below them.
func TestTrainBarEndsBeforeTheScoreLines(t *testing.T) {
	var term bytes.Buffer // stdout and stderr on one terminal
	p := &trainProgress{out: &term, useBar: true, start: func(w io.Writer, c progress.Config) *progress.Bar {
		c.Interval = time.Hour // frames only when asked: the output is exact
		return progress.StartOn(w, c)
	}}
	raw := func(v map[string]any) json.RawMessage { b, _ := json.Marshal(v); return b }
	p.event(trainer.Event{Name: "start", MaxSteps: 30, Raw: raw(map[string]any{"event": "start", "model": "tagger", "max_steps": 30, "start_step": 0})})
	p.event(trainer.Event{Name: "step", Step: 10, MaxSteps: 30, Loss: 5.5, TokensPerS: 5000})
	p.println(&term, "itnprep: warning: a line during training")
	p.event(trainer.Event{Name: "step", Step: 30, MaxSteps: 30, Loss: 2.1, TokensPerS: 5800})
	p.event(trainer.Event{Name: "done", Step: 30})
	p.println(&term, "itnprep train: realized 89 tagger predictions into RUN/predictions.jsonl")
	p.println(&term, "itnprep train: test split of V: 89 sentences, WER 19.80%")
	p.finish()
	var shown []string // what a terminal shows of each line: the text after its last \r
	for _, l := range strings.Split(term.String(), "\n") {
		shown = append(shown, strings.TrimSuffix(strings.TrimPrefix(l[strings.LastIndex(l, "\r")+1:], "\x1b[K"), "\x1b[K"))
	}
	if len(shown) != 5 || shown[0] != "itnprep: warning: a line during training" ||
		!strings.HasPrefix(shown[1], "train [==============================] 100%  30/30 steps") || !strings.Contains(shown[1], "loss 2.100") ||
		shown[2] != "itnprep train: realized 89 tagger predictions into RUN/predictions.jsonl" ||
		shown[3] != "itnprep train: test split of V: 89 sentences, WER 19.80%" || shown[4] != "" {
		t.Errorf("terminal lines:\n%s\n(written %q)", strings.Join(shown, "\n"), term.String())
	}
}
