package trainer

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/itnprep/itnprep/internal/progress"
	"github.com/itnprep/itnprep/internal/textcut"
)

// StartEvent is what the program's "start" event (itn_train.py's emit)
// says of the run it begins: the model and its size, the device, and the
// steps and rows it trains. The launcher's progress reads it once for
// everything it shows at the start (the line saying what trains where, the
// first stage of a design that trains two, the step a resumed run counts
// from); the CLI decoded the event once for each.
type StartEvent struct {
	Model      string `json:"model"`
	Recipe     string `json:"recipe"`
	Parameters int64  `json:"parameters"`
	Device     string `json:"device"`
	WorldSize  int    `json:"world_size"`
	BF16       bool   `json:"bf16"`
	MaxSteps   int64  `json:"max_steps"`
	StartStep  int64  `json:"start_step"`
	TrainRows  int64  `json:"train_rows"`
	SpanRows   int64  `json:"span_train_rows"`
	Hparams    struct {
		Threads int `json:"threads"`
	} `json:"hparams"`
}

// ParseStartEvent reads a start event's Raw. A field missing, or of
// another type than this launcher expects (a program of another version),
// reads as its zero value and the others as written: what the start shows
// is a courtesy, and ParseEvent has already accepted the line.
func ParseStartEvent(raw json.RawMessage) StartEvent {
	var s StartEvent
	_ = json.Unmarshal(raw, &s)
	return s
}

// FirstStage is the model the event's design trains first when it trains
// two (u2tf's classifier, then its span model, each counting its own
// steps), "" for a design of one model.
func (s StartEvent) FirstStage() string {
	if s.Model == U2TF {
		return "classifier"
	}
	return ""
}

// Line says what the run trains, where and for how long: `training
// seq2seq (small recipe, 27,904 parameters) on the CPU (fp32, 1 thread):
// 100 steps on 6 training rows; ...`. A newcomer's first run is often on a
// laptop's CPU, so it names the threads, or says that PyTorch chose them.
func (s StartEvent) Line() string {
	where := "on the CPU (fp32"
	if s.Device != "" && s.Device != "cpu" {
		gpus := max(s.WorldSize, 1)
		where = fmt.Sprintf("on %d %s (fp32", gpus, textcut.Plural(gpus, "GPU", "GPUs"))
		if s.BF16 {
			where = strings.Replace(where, "fp32", "bf16 autocast", 1)
		}
	} else if s.Hparams.Threads > 0 {
		where += fmt.Sprintf(", %d %s", s.Hparams.Threads, textcut.Plural(s.Hparams.Threads, "thread", "threads"))
	} else {
		where += ", PyTorch's default threads: --threads 1 on a busy machine"
	}
	where += ")"
	steps := fmt.Sprintf("%d steps", s.MaxSteps)
	if s.StartStep >= s.MaxSteps && s.StartStep > 0 {
		// a resumed run at its last step: it only decodes the test split
		// (it said "steps 101 to 100")
		return fmt.Sprintf("resumed %s (%s recipe, %s parameters) %s at step %d of %d: nothing left to train, decoding the test split only",
			s.Model, s.Recipe, progress.Thousands(s.Parameters), where, s.StartStep, s.MaxSteps)
	} else if s.StartStep > 0 {
		steps = fmt.Sprintf("steps %d to %d", s.StartStep+1, s.MaxSteps)
	}
	rows := fmt.Sprintf("%d training rows", s.TrainRows)
	if s.Model == U2TF {
		steps = "the classifier, then the span model, " + steps + " each"
		rows = fmt.Sprintf("%d classifier and %d span training rows", s.TrainRows, s.SpanRows)
	}
	return fmt.Sprintf("training %s (%s recipe, %s parameters) %s: %s on %s; the progress lines say the time left",
		s.Model, s.Recipe, progress.Thousands(s.Parameters), where, steps, rows)
}
