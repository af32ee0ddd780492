package trainer_test

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/tagging"
	"github.com/itnprep/itnprep/trainer"
	"github.com/itnprep/itnprep/trainer/trainertest"
	"github.com/itnprep/itnprep/u2tf"
)

// goldU2TF derives Universal-2-TF rows from the demo pairs (the derive
// step's own code) and returns them with their written texts.
func goldU2TF(t *testing.T, n int) ([]u2tf.Example, []string) {
	t.Helper()
	d, err := u2tf.NewDeriver(u2tf.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	var exs []u2tf.Example
	var written []string
	for _, p := range trainertest.Pairs(n, "test", "demo", 3) {
		ex, rj := d.Derive(p.Written, p.Spoken, nil)
		if rj != nil {
			t.Fatalf("derive %q: %v", p.Written, rj)
		}
		exs = append(exs, ex)
		written = append(written, p.Written)
	}
	// Two entities a sentence apart: two spans, the period after the
	// first (u2tf.SpanRanges ends a span at a sentence end).
	const w, s = "It cost $5. 10 people came.", "it cost five dollars ten people came"
	ex, rj := d.Derive(w, s, []u2tf.Span{{WrittenStart: 8, WrittenEnd: 10, SpokenStart: 8, SpokenEnd: 20}, {WrittenStart: 12, WrittenEnd: 14, SpokenStart: 21, SpokenEnd: 24}})
	if rj != nil || len(ex.Spans) != 2 {
		t.Fatalf("derive %q: %v, %d spans", w, rj, len(ex.Spans))
	}
	return append(exs, ex), append(written, w)
}

// rawU2TFLine is a line of predictions.u2tf.jsonl as itn_train.py writes it.
func rawU2TFLine(id, ref string, ex u2tf.Example) map[string]any {
	spans := []map[string]any{}
	for _, s := range ex.Spans {
		spans = append(spans, map[string]any{"start": s.Start, "end": s.End, "input": s.Input, "output": s.Output})
	}
	return map[string]any{"id": id, "src": strings.Join(ex.Tokens, " "), "tokens": ex.Tokens, "punct": ex.Punct,
		"case": ex.Case, "itn": ex.ITN, "spans": spans, "ref": ref}
}

func writeJSONL(t *testing.T, p string, rows []map[string]any) {
	t.Helper()
	var b strings.Builder
	for _, r := range rows {
		j, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		b.Write(j)
		b.WriteByte('\n')
	}
	if err := os.WriteFile(p, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestRealizeGoldU2TF is the decoding path of a u2tf run fed the gold
// labels and span outputs: every prediction must equal the written text.
func TestRealizeGoldU2TF(t *testing.T) {
	exs, written := goldU2TF(t, 200)
	var rows []map[string]any
	for i, ex := range exs {
		rows = append(rows, rawU2TFLine(fmt.Sprintf("r%03d", i), written[i], ex))
	}
	dir := t.TempDir()
	raw := filepath.Join(dir, trainer.U2TFRawPredictions)
	writeJSONL(t, raw, rows)
	out := filepath.Join(dir, "predictions.jsonl")
	n, err := trainer.RealizePredictions(trainer.U2TF, raw, out)
	if err != nil || n != len(exs) {
		t.Fatalf("realized %d of %d: %v", n, len(exs), err)
	}
	for i, p := range trainertest.ReadJSONLStrings(t, out) {
		if p["hyp"] != written[i] || p["ref"] != written[i] {
			t.Fatalf("row %d: gold labels realize %q, want %q", i, p["hyp"], written[i])
		}
	}
	// Spans that disagree with the labels are refused, naming file and line.
	rows[3]["spans"] = []map[string]any{}
	writeJSONL(t, raw, rows)
	if _, err := trainer.RealizePredictions(trainer.U2TF, raw, out); err == nil || !strings.Contains(err.Error(), raw+":4:") {
		t.Fatalf("mismatched spans: %v", err)
	}
}

// TestProgramCutsSpansAsDerived runs the training program's span grouping
// and cutting (itn_train.predicted_spans, cut_span) on gold labels: the
// spans and their inputs must be the derive step's (u2tf.SpanRanges,
// u2tf.SpanInput), or the span model would see at inference what it never
// saw in training.
func TestProgramCutsSpansAsDerived(t *testing.T) {
	py := torchPython(t)
	exs, _ := goldU2TF(t, 200)
	in, err := json.Marshal(exs)
	if err != nil {
		t.Fatal(err)
	}
	opts := u2tf.DefaultOptions()
	script := `
import json, sys
import itn_train as T
fmt = {"left": int(sys.argv[1]), "right": int(sys.argv[2]), "open": sys.argv[3], "close": sys.argv[4]}
out = []
for ex in json.load(sys.stdin):
    punct = [T.U2TF_LABELS["punct"].index(m) for m in ex["Punct"]]
    case = [T.U2TF_LABELS["case"].index(c) for c in ex["Case"]]
    spans = T.predicted_spans(punct, case, ex["ITN"])
    out.append([[s, e, T.cut_span(ex["Tokens"], s, e, fmt)] for s, e in spans])
json.dump(out, sys.stdout)
`
	cmd := exec.Command(py, "-c", script, itoa(opts.Left), itoa(opts.Right), u2tf.SpanOpen, u2tf.SpanClose)
	cmd.Dir = "py"
	cmd.Env = append(os.Environ(), "PYTHONDONTWRITEBYTECODE=1", "OMP_NUM_THREADS=1")
	cmd.Stdin = strings.NewReader(string(in))
	b, err := cmd.Output()
	if err != nil {
		t.Fatalf("%v", err)
	}
	var got [][][3]any
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	spans := 0
	for i, ex := range exs {
		var want [][3]any
		for _, s := range ex.Spans {
			want = append(want, [3]any{float64(s.Start), float64(s.End), s.Input})
		}
		if len(want) == 0 && len(got[i]) == 0 {
			continue
		}
		if !reflect.DeepEqual(got[i], want) {
			t.Fatalf("row %d %q: the program cuts %v, the derive step %v", i, ex.Tokens, got[i], want)
		}
		spans += len(want)
	}
	if spans < 100 {
		t.Fatalf("only %d spans checked", spans)
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// TestRealizeGoldTags is the decoding path of a tagger run fed the gold
// tags (and, every other row, the gold semiotic classes) of rows the
// derive step's code tagged: every prediction must equal
// the row's target (ignoring spaces, as the tagger's sentence accuracy
// does).
func TestRealizeGoldTags(t *testing.T) {
	d := tagging.NewDeriver()
	var rows []map[string]any
	var targets []string
	for i, p := range trainertest.Pairs(200, "test", "demo", 5) {
		ex, fail := d.Derive(p.Written, p.Spoken, nil, false)
		if fail != nil {
			continue
		}
		row := map[string]any{"id": fmt.Sprintf("r%03d", i), "src": ex.Input(), "tags": ex.Tags, "ref": ex.Target}
		if i%2 == 0 {
			// every other row as a model with the semiotic head writes
			// it: its own classes, realized by RealizeLabels
			labels, err := tagging.SemioticLabels(len(ex.Words), ex.Semiotic)
			if err != nil {
				t.Fatal(err)
			}
			row["classes"] = labels
		}
		rows = append(rows, row)
		targets = append(targets, ex.Target)
	}
	if len(rows) < 150 {
		t.Fatalf("only %d of 200 demo pairs tagged", len(rows))
	}
	dir := t.TempDir()
	raw := filepath.Join(dir, trainer.TaggerRawPredictions)
	writeJSONL(t, raw, rows)
	out := filepath.Join(dir, "predictions.jsonl")
	if n, err := trainer.RealizePredictions(trainer.Tagger, raw, out); err != nil || n != len(rows) {
		t.Fatalf("realized %d of %d: %v", n, len(rows), err)
	}
	for i, p := range trainertest.ReadJSONLStrings(t, out) {
		if !tagging.SameIgnoringSpaces(p["hyp"], targets[i]) {
			t.Fatalf("row %d: gold tags realize %q, want %q", i, p["hyp"], targets[i])
		}
	}
}
