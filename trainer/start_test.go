package trainer

import (
	"encoding/json"
	"fmt"
	"testing"
)

// TestStartEventLine: the line a local run says as the program starts
// names the model, its size, the device (the CPU's threads, or that
// PyTorch chose them; the GPUs and bf16), the steps (a resumed run's from
// where it resumed; one at its last step only decodes, where it said
// "steps 101 to 100") and the rows, u2tf's two models each.
func TestStartEventLine(t *testing.T) {
	for _, c := range []struct {
		name  string
		event map[string]any
		want  string
	}{
		{"cpu, one thread", map[string]any{"event": "start", "model": "seq2seq", "recipe": "small", "parameters": 27904, "device": "cpu", "world_size": 1, "max_steps": 100, "start_step": 0, "train_rows": 6, "hparams": map[string]any{"threads": 1}},
			"training seq2seq (small recipe, 27,904 parameters) on the CPU (fp32, 1 thread): 100 steps on 6 training rows; the progress lines say the time left"},
		{"cpu, PyTorch's threads", map[string]any{"model": "tagger", "recipe": "small", "parameters": 18638, "device": "cpu", "max_steps": 30, "train_rows": 6},
			"training tagger (small recipe, 18,638 parameters) on the CPU (fp32, PyTorch's default threads: --threads 1 on a busy machine): 30 steps on 6 training rows; the progress lines say the time left"},
		{"resumed", map[string]any{"model": "tagger", "recipe": "small", "parameters": 18638, "device": "cpu", "max_steps": 100, "start_step": 40, "train_rows": 6, "hparams": map[string]any{"threads": 2}},
			"training tagger (small recipe, 18,638 parameters) on the CPU (fp32, 2 threads): steps 41 to 100 on 6 training rows; the progress lines say the time left"},
		{"resumed at the end", map[string]any{"model": "tagger", "recipe": "small", "parameters": 18638, "device": "cpu", "max_steps": 100, "start_step": 100, "train_rows": 6, "hparams": map[string]any{"threads": 1}},
			"resumed tagger (small recipe, 18,638 parameters) on the CPU (fp32, 1 thread) at step 100 of 100: nothing left to train, decoding the test split only"},
		{"u2tf on GPUs", map[string]any{"event": "start", "model": "u2tf", "recipe": "small", "parameters": 43242, "device": "cuda", "world_size": 2, "bf16": true, "max_steps": 30, "train_rows": 5, "span_train_rows": 9},
			"training u2tf (small recipe, 43,242 parameters) on 2 GPUs (bf16 autocast): the classifier, then the span model, 30 steps each on 5 classifier and 9 span training rows; the progress lines say the time left"},
		{"one GPU, fp32", map[string]any{"model": "seq2seq", "recipe": "base", "parameters": 1234567, "device": "cuda", "max_steps": 10, "train_rows": 1000},
			"training seq2seq (base recipe, 1,234,567 parameters) on 1 GPU (fp32): 10 steps on 1000 training rows; the progress lines say the time left"},
	} {
		raw, _ := json.Marshal(c.event)
		if got := ParseStartEvent(raw).Line(); got != c.want {
			t.Errorf("%s: %q\nwant %q", c.name, got, c.want)
		}
	}
}

// TestParseStartEventOnce: one decoding gives the start step a resumed
// run's progress counts from and the design's first stage, also when a
// field the line shows is of another type (a program of another version):
// the CLI decoded the event for each, the stage's decoding alone giving
// up on such an event.
func TestParseStartEventOnce(t *testing.T) {
	s := ParseStartEvent(json.RawMessage(`{"event":"start","model":"u2tf","parameters":"many","start_step":12,"max_steps":30}`))
	if s.StartStep != 12 || s.FirstStage() != "classifier" || s.MaxSteps != 30 || s.Parameters != 0 {
		t.Errorf("ParseStartEvent: %+v, first stage %q", s, s.FirstStage())
	}
	if got := ParseStartEvent(json.RawMessage(`{"model":"tagger"}`)).FirstStage(); got != "" {
		t.Errorf("a tagger's first stage %q, want none", got)
	}
	if got := ParseStartEvent(nil); got != (StartEvent{}) {
		t.Errorf("no event: %+v", got)
	}
}

// A start event as the program prints it, and the line the launcher says.
func ExampleStartEvent_Line() {
	e, err := ParseEvent([]byte(`{"event": "start", "model": "seq2seq", "recipe": "small", "parameters": 27904, "device": "cpu", "max_steps": 100, "start_step": 0, "train_rows": 6, "hparams": {"threads": 1}}`))
	if err != nil {
		fmt.Println(err)
		return
	}
	start := ParseStartEvent(e.Raw)
	fmt.Println(start.Line())
	fmt.Printf("first stage %q, from step %d\n", start.FirstStage(), start.StartStep)
	// Output:
	// training seq2seq (small recipe, 27,904 parameters) on the CPU (fp32, 1 thread): 100 steps on 6 training rows; the progress lines say the time left
	// first stage "", from step 0
}
