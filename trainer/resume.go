package trainer

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// resumeFixed are the hyperparameters a resumed run must keep: the
// recipe and the shape flags (the checkpoint's architecture and BPE model
// are reused, so a changed value was ignored without a word), and the
// optimisation and data settings the optimizer state, the schedule and
// the batches were built with. Each pairs the flag with the program's
// name for it (its start event's hparams) and its value in h.
func resumeFixed(h Hyper) []resumeValue {
	return []resumeValue{
		{"--batch-tokens", "batch_tokens", float64(h.BatchTokens), true},
		{"--accum", "accum", float64(h.Accum), true},
		{"--lr", "lr", h.LR, true},
		{"--warmup", "warmup", float64(h.Warmup), true},
		{"--label-smoothing", "label_smoothing", h.LabelSmoothing, true},
		{"--clip-norm", "clip_norm", h.ClipNorm, true},
		{"--max-len", "max_len", float64(h.MaxLen), true},
		{"--vocab-size", "vocab_size", float64(h.VocabSize), true},
		{"--layers", "layers", float64(h.Layers), true},
		{"--d-model", "d_model", float64(h.DModel), true},
		{"--ffn", "ffn", float64(h.FFN), true},
		{"--heads", "heads", float64(h.Heads), true},
		// --seed is always given (its flag's default is 1): 0 is a seed
		{"--seed", "seed", float64(h.Seed), false},
	}
}

// ResumeMayChange names the hyperparameters a resumed run may change:
// how long it trains on, what it logs, validates, saves and decodes, and
// the resources it runs with. docs/TRAINING.md lists them.
var ResumeMayChange = []string{"--max-steps", "--max-epochs", "--max-minutes", "--max-cpu-minutes",
	"--log-every", "--valid-every", "--save-every", "--decode-limit", "--threads", "--workers"}

type resumeValue struct {
	flag, key string
	v         float64
	// zeroIsDefault: 0 means "the program's default" (the flag not given)
	zeroIsDefault bool
}

// checkResumeHyper compares the hyperparameters of a --resume with those
// the run in RunDir recorded in its run.json (the flags its last launch
// was given, and the effective values its program's start event reported)
// and refuses a change of any that a resumed run must keep, naming each
// differing flag with both values. A run started by hand from a dry
// run's printed command has no run.json: its dry-run.json (the same
// record, without the start event) is compared instead. A run without
// either is not compared, and the record's notes say so.
func (l *Launch) checkResumeHyper() error {
	rec := l.Record
	p := filepath.Join(rec.RunDir, "run.json")
	b, err := os.ReadFile(p)
	if errors.Is(err, fs.ErrNotExist) {
		if d, derr := os.ReadFile(filepath.Join(rec.RunDir, DryRunRecord)); derr == nil {
			p, b, err = filepath.Join(rec.RunDir, DryRunRecord), d, nil
		}
	}
	var old RunRecord
	if err == nil {
		err = json.Unmarshal(b, &old)
		if err == nil && old.Format != RunRecordFormat {
			err = fmt.Errorf("format %q, not %s", old.Format, RunRecordFormat)
		}
	}
	if err != nil {
		why := "it is missing"
		if !errors.Is(err, fs.ErrNotExist) {
			why = "it cannot be read (" + err.Error() + ")"
		}
		rec.Notes = append(rec.Notes, fmt.Sprintf("--resume: the hyperparameters were not compared with those of the run being resumed: %s %s", p, why))
		return nil
	}
	var start struct {
		Hparams map[string]any `json:"hparams"`
	}
	_ = json.Unmarshal(old.Start, &start) // a run that never started has none
	var diffs []string
	if old.Recipe != "" && old.Recipe != l.Recipe {
		diffs = append(diffs, fmt.Sprintf("--recipe: %s in the run, %s now", old.Recipe, l.Recipe))
	}
	was, now := resumeFixed(old.Hyper), resumeFixed(l.Hyper)
	for i, o := range was {
		n := now[i]
		if o.v == n.v {
			continue
		}
		// A flag given in the run and dropped now (or the reverse) is no
		// change when its value is the one the flag stands for when not
		// given: `--lr 0.001` then `--resume` without it was refused.
		oReq, oKnown := l.requested(o)
		nReq, nKnown := l.requested(n)
		if oKnown && nKnown && oReq == nReq {
			continue
		}
		eff, known := start.Hparams[o.key].(float64)
		if s, ok := recipeValue(l.Design, l.Recipe, o.key); ok {
			eff, known = float64(s), s > 0 // the program's 0 stands for the recipe's value
		}
		if !o.zeroIsDefault || o.v != 0 {
			eff, known = o.v, true
		}
		if known && n.v != 0 && n.v == eff {
			continue // the value the run used, now given explicitly
		}
		diffs = append(diffs, fmt.Sprintf("%s: %s in the run, %s now", o.flag, describeHyper(o, eff, known), describeHyper(n, nReq, nKnown)))
	}
	if len(diffs) == 0 {
		return nil
	}
	return usage("--resume continues the run in %s with the hyperparameters it was trained with, and these differ: %s; give the run's values (a resumed run may change only %s), or start a new run from its checkpoint with --init %s --out NEW_RUN_DIR",
		rec.RunDir, strings.Join(diffs, "; "), strings.Join(ResumeMayChange, ", "), rec.RunDir)
}

// programDefaults are the values of itn_train.py's flags when not given
// (its argparse defaults), for the hyperparameters a resumed run must keep
// and that no recipe sets; TestProgramDefaultsMatchProgram compares them
// with the embedded program.
var programDefaults = map[string]float64{
	"batch_tokens": 3584, "accum": 16, "lr": 1e-3, "warmup": 4000,
	"label_smoothing": 0, "clip_norm": 0, "max_len": 256, "vocab_size": 10000,
}

// requested is the value v asks the program for: the flag's value, or the
// one it stands for when not given (the recipe's for a shape flag, else the
// program's default); known is false when that is not one number (u2tf's
// two models disagree on a shape).
func (l *Launch) requested(v resumeValue) (float64, bool) {
	if v.v != 0 || !v.zeroIsDefault {
		return v.v, true
	}
	if s, ok := recipeValue(l.Design, l.Recipe, v.key); ok {
		return float64(s), s > 0
	}
	d, ok := programDefaults[v.key]
	return d, ok
}

// describeHyper is a hyperparameter's value as a person reads it: the
// number, or "the default" (with the value it stood for, when known) for
// a flag not given.
func describeHyper(v resumeValue, eff float64, known bool) string {
	if v.v != 0 || !v.zeroIsDefault {
		return strconv.FormatFloat(v.v, 'g', -1, 64)
	}
	if known {
		return "the default (" + strconv.FormatFloat(eff, 'g', -1, 64) + ")"
	}
	return "the default"
}

// recipeValue is a shape flag's value in the design's recipe (0 and
// false for other keys); ok but 0 when the design's models disagree (u2tf
// large: the flag sets both).
func recipeValue(design, recipe, key string) (int, bool) {
	v := -1
	for _, m := range designModels(design) {
		r := m.recipes[recipe]
		var x int
		switch key {
		case "layers":
			x = r.Layers
		case "d_model":
			x = r.DModel
		case "ffn":
			x = r.FFN
		case "heads":
			x = r.Heads
		default:
			return 0, false
		}
		if v >= 0 && v != x {
			return 0, true
		}
		v = x
	}
	return v, true
}
