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

// TestTrainSaysWhereItTrainsAndTheTimeLeft: a local run says, when the
// program starts, what it trains on which device with how many threads
// and for how many steps, and each progress line without a bar says the
// time left, from the time per step so far (qa94: a --gpus 0 run on a
// laptop said nothing of the CPU nor of how long it would take; the bar
// had an ETA, the lines of a run whose output is not a terminal none).
func TestTrainSaysWhereItTrainsAndTheTimeLeft(t *testing.T) {
	var out, errw bytes.Buffer
	clock := time.Unix(1000, 0)
	p := newTrainProgress(&out, false)
	p.err, p.now = &errw, func() time.Time { return clock }
	raw := func(v map[string]any) json.RawMessage { b, _ := json.Marshal(v); return b }
	p.event(trainer.Event{Name: "start", MaxSteps: 100, Raw: raw(map[string]any{"event": "start", "model": "seq2seq", "recipe": "small",
		"parameters": 27904, "device": "cpu", "world_size": 1, "max_steps": 100, "start_step": 0, "train_rows": 6, "hparams": map[string]any{"threads": 1}})})
	clock = clock.Add(20 * time.Second)
	p.event(trainer.Event{Name: "step", Step: 10, MaxSteps: 100, Loss: 5.2, TokensPerS: 5300})
	want := "itnprep train: training seq2seq (small recipe, 27,904 parameters) on the CPU (fp32, 1 thread): 100 steps on 6 training rows; the progress lines say the time left\n"
	if errw.String() != want {
		t.Errorf("stderr %q, want %q", errw.String(), want)
	}
	if got := out.String(); got != "step 10/100 loss 5.2000 5.3k tok/s, about 3m00s left\n" {
		t.Errorf("step line %q", got)
	}

	// A resumed run at its last step: trainer.TestStartEventLine.

	// u2tf: two models, each its own steps and rate; a GPU run says so.
	out.Reset()
	errw.Reset()
	p = newTrainProgress(&out, false)
	p.err, p.now = &errw, func() time.Time { return clock }
	p.event(trainer.Event{Name: "start", MaxSteps: 30, Raw: raw(map[string]any{"event": "start", "model": "u2tf", "recipe": "small",
		"parameters": 43242, "device": "cuda", "world_size": 2, "bf16": true, "max_steps": 30, "train_rows": 5, "span_train_rows": 9})})
	clock = clock.Add(10 * time.Second)
	p.event(trainer.Event{Name: "step", Stage: "classifier", Step: 10, MaxSteps: 30, Loss: 2, TokensPerS: 900})
	clock = clock.Add(100 * time.Second)
	p.event(trainer.Event{Name: "step", Stage: "span", Step: 10, MaxSteps: 30, Loss: 2, TokensPerS: 900}) // the span model started just now
	clock = clock.Add(5 * time.Second)
	p.event(trainer.Event{Name: "step", Stage: "span", Step: 20, MaxSteps: 30, Loss: 2, TokensPerS: 900})
	p.event(trainer.Event{Name: "step", Stage: "span", Step: 30, MaxSteps: 30, Loss: 2, TokensPerS: 900})
	if want := "itnprep train: training u2tf (small recipe, 43,242 parameters) on 2 GPUs (bf16 autocast): the classifier, then the span model, 30 steps each on 5 classifier and 9 span training rows; the progress lines say the time left\n"; errw.String() != want {
		t.Errorf("stderr %q, want %q", errw.String(), want)
	}
	if want := "classifier step 10/30 loss 2.0000 900 tok/s, about 20s left of the classifier model\n" +
		"span step 10/30 loss 2.0000 900 tok/s\n" +
		"span step 20/30 loss 2.0000 900 tok/s, about 5.0s left of the span model\n" +
		"span step 30/30 loss 2.0000 900 tok/s\n"; out.String() != want {
		t.Errorf("step lines\n%s\nwant\n%s", out.String(), want)
	}
}
