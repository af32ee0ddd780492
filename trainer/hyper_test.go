package trainer

import (
	"errors"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestRecipesMatchProgram: the recipes CheckHyper checks against are the
// embedded program's (RECIPES, ENCODER_RECIPES, SPAN_RECIPES), read from
// its source.
func TestRecipesMatchProgram(t *testing.T) {
	src := string(Script)
	for name, want := range map[string]map[string]shape{"RECIPES": seq2seqRecipes, "ENCODER_RECIPES": encoderRecipes, "SPAN_RECIPES": spanRecipes} {
		block := regexp.MustCompile(`(?m)^` + name + ` = \{\n((?:    .*\n)+)\}`).FindStringSubmatch(src)
		if block == nil {
			t.Fatalf("%s not found in the program", name)
		}
		got := map[string]shape{}
		for _, m := range regexp.MustCompile(`"(\w+)": dict\(layers=(\d+), d_model=(\d+), ffn=(\d+), heads=(\d+)\)`).FindAllStringSubmatch(block[1], -1) {
			n := func(i int) int { v, _ := strconv.Atoi(m[i]); return v }
			got[m[1]] = shape{n(2), n(3), n(4), n(5)}
		}
		if len(got) != len(want) {
			t.Fatalf("%s: program has %v, Go mirrors %v", name, got, want)
		}
		for r, s := range want {
			if got[r] != s {
				t.Errorf("%s[%s]: program %+v, Go %+v", name, r, got[r], s)
			}
		}
	}
}

// TestProgramDefaultsMatchProgram: the defaults --resume compares a
// dropped flag with are the embedded program's argparse defaults.
func TestProgramDefaultsMatchProgram(t *testing.T) {
	src := string(Script)
	for key, want := range programDefaults {
		flag := "--" + strings.ReplaceAll(key, "_", "-")
		m := regexp.MustCompile(`add_argument\("` + regexp.QuoteMeta(flag) + `", type=(?:int|float), default=([0-9.e+-]+)[,)]`).FindStringSubmatch(src)
		if m == nil {
			t.Errorf("%s: no default found in the program", flag)
			continue
		}
		if got, err := strconv.ParseFloat(m[1], 64); err != nil || got != want {
			t.Errorf("%s: program default %s, Go mirrors %v", flag, m[1], want)
		}
	}
}

// TestCheckHyper: the combinations PyTorch refused deep in the run (the
// heads not dividing the model size: "AssertionError: embed_dim must be
// divisible by num_heads" after staging and BPE) and the values the
// program took silently (--layers -1 trained a model without layers) are
// one line naming the flag, for each design's models.
func TestCheckHyper(t *testing.T) {
	cases := []struct {
		design, recipe string
		h              Hyper
		init           bool
		want           string // "" = accepted
	}{
		{Seq2Seq, "small", Hyper{}, false, ""},
		{Seq2Seq, "small", Hyper{DModel: 32, Heads: 2, Layers: 1, FFN: 64}, false, ""},
		{Seq2Seq, "small", Hyper{DModel: 30, Heads: 4}, false, "--d-model 30 is not a multiple of --heads 4 in the seq2seq model: each attention head takes an equal share of the model size; heads that divide 30: 1, 2, 3, 5, 6, 10, 15, 30"},
		{Seq2Seq, "small", Hyper{Heads: 5}, false, "the small recipe's model size 256 (--d-model) is not a multiple of --heads 5 in the seq2seq model"},
		{Seq2Seq, "large", Hyper{DModel: 100}, false, "--d-model 100 is not a multiple of the large recipe's 8 heads (--heads) in the seq2seq model"},
		{Seq2Seq, "small", Hyper{DModel: 30, Heads: 4}, true, ""}, // the checkpoint's shape is used
		// 8 heads divide 512 (seq2seq large) but not 100; 12 (the encoders' large) do not divide 512.
		{Tagger, "large", Hyper{DModel: 512}, false, "--d-model 512 is not a multiple of the large recipe's 12 heads (--heads) in the tagger's encoder"},
		{Seq2Seq, "large", Hyper{DModel: 512}, false, ""},
		{U2TF, "large", Hyper{DModel: 512}, false, "in the u2tf classifier's encoder"},
		{U2TF, "small", Hyper{Heads: 3}, false, "in the u2tf classifier's encoder"},
		{U2TF, "small", Hyper{Heads: 8}, false, ""},
		{Seq2Seq, "small", Hyper{Layers: -1}, false, "--layers -1: must be 0 (the default) or more"},
		{Seq2Seq, "small", Hyper{MaxLen: -3}, false, "--max-len -3: must be 0 (the default) or more"},
		{Seq2Seq, "small", Hyper{MaxSteps: -1}, true, "--max-steps -1"},
		{Seq2Seq, "small", Hyper{Workers: -1}, false, ""},
		{Seq2Seq, "small", Hyper{Workers: -2}, false, "--workers -2"},
		{Seq2Seq, "small", Hyper{LR: math.NaN()}, false, "--lr NaN: must be a finite number, 0 or more"},
		{Seq2Seq, "small", Hyper{LR: -1e-3}, false, "--lr -0.001"},
		{Seq2Seq, "small", Hyper{LabelSmoothing: 1}, false, "--label-smoothing 1: must be below 1"},
		{Seq2Seq, "small", Hyper{VocabSize: 4}, false, "--vocab-size 4: sentencepiece needs more pieces than its 4 special ones"},
		{Seq2Seq, "small", Hyper{VocabSize: 5}, false, ""},
	}
	for _, c := range cases {
		err := CheckHyper(c.design, c.recipe, c.h, c.init)
		if c.want == "" {
			if err != nil {
				t.Errorf("%s %s %+v: %v", c.design, c.recipe, c.h, err)
			}
			continue
		}
		var ue *UsageError
		if !errors.As(err, &ue) || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s %s %+v: got %v, want a one-line usage error with %q", c.design, c.recipe, c.h, err, c.want)
		}
	}
}

// TestInitShapeOfU2TF: a u2tf checkpoint holds two models; a shape flag
// or a --max-len is checked against both, naming the one it misses.
func TestInitShapeOfU2TF(t *testing.T) {
	m := CheckpointMeta{Design: U2TF,
		Config:     map[string]any{"d_model": 32.0, "heads": 2.0, "max_positions": 1024.0},
		SpanConfig: map[string]any{"d_model": 48.0, "heads": 2.0, "max_positions": 600.0}}
	got := ignoredShapeFlags(m, Hyper{DModel: 32, Heads: 2})
	want := []string{"--d-model 32 ignored: --init keeps the checkpoint's architecture (its span model's d_model 48)"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("notes %q, want %q", got, want)
	}
	if err := checkInitMaxLen("c.pt", m, 0); err != nil {
		t.Errorf("the default --max-len (256): %v", err)
	}
	err := checkInitMaxLen("c.pt", m, 800)
	if err == nil || !strings.HasPrefix(err.Error(), "--max-len 800: the --init checkpoint c.pt has positions for 600 pieces in its span model") {
		t.Errorf("--max-len 800 from a span model of 600 positions: %v", err)
	}
}
