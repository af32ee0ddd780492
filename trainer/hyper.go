package trainer

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// shape is a transformer's architecture as the recipes and the flags
// --layers, --d-model, --ffn and --heads give it.
type shape struct{ Layers, DModel, FFN, Heads int }

// The recipes of itn_train.py (RECIPES, ENCODER_RECIPES, SPAN_RECIPES),
// mirrored so that a shape is checked before anything runs;
// TestRecipesMatchProgram compares them with the embedded program.
var (
	seq2seqRecipes = map[string]shape{"small": {3, 256, 1024, 4}, "large": {6, 512, 2048, 8}}
	encoderRecipes = map[string]shape{"small": {3, 256, 1024, 4}, "large": {12, 768, 3072, 12}}
	spanRecipes    = map[string]shape{"small": {3, 256, 1024, 4}, "large": {6, 768, 3072, 12}}
)

// designModel is one model a design trains, with its recipes.
type designModel struct {
	name    string
	recipes map[string]shape
}

// designModels lists the models a design trains (u2tf: two, with the same
// flags).
func designModels(design string) []designModel {
	switch design {
	case Tagger:
		return []designModel{{"the tagger's encoder", encoderRecipes}}
	case U2TF:
		return []designModel{{"the u2tf classifier's encoder", encoderRecipes}, {"the u2tf span model", spanRecipes}}
	}
	return []designModel{{"the seq2seq model", seq2seqRecipes}}
}

// effectiveShape is the shape a recipe has once the flags' overrides
// (non-zero fields of h) are applied, as itn_train.py's build_config does.
func effectiveShape(recipe shape, h Hyper) shape {
	s := recipe
	for _, o := range []struct {
		dst *int
		v   int
	}{{&s.Layers, h.Layers}, {&s.DModel, h.DModel}, {&s.FFN, h.FFN}, {&s.Heads, h.Heads}} {
		if o.v != 0 {
			*o.dst = o.v
		}
	}
	return s
}

// intFlag and floatFlag pair a hyperparameter with the program flag that
// carries it; CheckHyper and Spec.ProgramArgs walk the same lists, so a
// new hyperparameter is checked and passed on in one place.
type intFlag struct {
	flag string
	v    int
}

type floatFlag struct {
	flag string
	v    float64
}

func (h Hyper) intFlags() []intFlag {
	return []intFlag{
		{"--max-steps", h.MaxSteps}, {"--max-epochs", h.MaxEpochs}, {"--batch-tokens", h.BatchTokens},
		{"--accum", h.Accum}, {"--warmup", h.Warmup}, {"--vocab-size", h.VocabSize}, {"--max-len", h.MaxLen},
		{"--layers", h.Layers}, {"--d-model", h.DModel}, {"--ffn", h.FFN}, {"--heads", h.Heads},
		{"--log-every", h.LogEvery}, {"--valid-every", h.ValidEvery}, {"--save-every", h.SaveEvery},
		{"--decode-limit", h.DecodeLimit}, {"--threads", h.Threads},
	}
}

func (h Hyper) floatFlags() []floatFlag {
	return []floatFlag{
		{"--lr", h.LR}, {"--label-smoothing", h.LabelSmoothing}, {"--clip-norm", h.ClipNorm},
		{"--max-minutes", h.MaxMinutes}, {"--max-cpu-minutes", h.MaxCPUMinutes},
	}
}

// CheckHyper refuses hyperparameters the training program cannot run
// with, in one line naming the flag and the problem, before anything is
// staged or launched: negative counts and sizes (0 means the default),
// rates that are not finite numbers, label smoothing of 1 or more, a
// vocabulary too small for sentencepiece's four special pieces, and a
// model size that the attention heads do not divide, for each model the
// design trains (the recipe's values where a flag is not given). With an
// init checkpoint the architecture is the checkpoint's (the shape flags
// are ignored), so shapes are not checked then.
func CheckHyper(design, recipe string, h Hyper, fromCheckpoint bool) error {
	for _, f := range h.intFlags() {
		if f.v < 0 {
			return usage("%s %d: must be 0 (the default) or more", f.flag, f.v)
		}
	}
	// The seed reaches sentencepiece's SetRandomGeneratorSeed, which
	// takes an unsigned 32-bit number: -1 was staged and launched, and
	// the program failed on it (an OverflowError) after the staging.
	if h.Seed < 0 || int64(h.Seed) > math.MaxUint32 {
		return usage("--seed %d: must be 0 to %d (sentencepiece takes an unsigned 32-bit seed)", h.Seed, uint32(math.MaxUint32))
	}
	if h.Workers < -1 {
		return usage("--workers %d: must be -1 (none), 0 (the program's choice) or more", h.Workers)
	}
	for _, f := range h.floatFlags() {
		if math.IsNaN(f.v) || math.IsInf(f.v, 0) || f.v < 0 {
			return usage("%s %v: must be a finite number, 0 or more", f.flag, f.v)
		}
	}
	if h.LabelSmoothing >= 1 {
		return usage("--label-smoothing %v: must be below 1 (it is the share of probability taken from the right token)", h.LabelSmoothing)
	}
	if h.VocabSize != 0 && h.VocabSize < 5 {
		return usage("--vocab-size %d: sentencepiece needs more pieces than its 4 special ones (pad, unk, bos, eos), and at least one per character of the training text", h.VocabSize)
	}
	if fromCheckpoint {
		return nil
	}
	for _, m := range designModels(design) {
		r, ok := m.recipes[recipe]
		if !ok {
			return usage("--recipe must be small or large, not %q", recipe)
		}
		if err := checkShape(m.name, recipe, r, h); err != nil {
			return err
		}
	}
	return nil
}

// checkShape refuses a model size the heads do not divide:
// nn.MultiheadAttention gives each head d-model/heads dimensions and
// asserts deep in the run that they add up.
func checkShape(model, recipe string, r shape, h Hyper) error {
	s := effectiveShape(r, h)
	if s.DModel%s.Heads == 0 {
		return nil
	}
	d := fmt.Sprintf("--d-model %d", s.DModel)
	if h.DModel == 0 {
		d = fmt.Sprintf("the %s recipe's model size %d (--d-model)", recipe, s.DModel)
	}
	heads := fmt.Sprintf("--heads %d", s.Heads)
	if h.Heads == 0 {
		heads = fmt.Sprintf("the %s recipe's %d heads (--heads)", recipe, s.Heads)
	}
	return usage("%s is not a multiple of %s in %s: each attention head takes an equal share of the model size; heads that divide %d: %s",
		d, heads, model, s.DModel, divisors(s.DModel))
}

// divisors lists n's divisors up to 64 (more heads are never useful here).
func divisors(n int) string {
	var ds []string
	for k := 1; k <= n && k <= 64; k++ {
		if n%k == 0 {
			ds = append(ds, strconv.Itoa(k))
		}
	}
	return strings.Join(ds, ", ")
}
