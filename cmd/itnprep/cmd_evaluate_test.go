package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/memfs"
	"github.com/parquet-go/parquet-go"

	"github.com/itnprep/itnprep/eval"
	"github.com/itnprep/itnprep/internal/testutil"
	"github.com/itnprep/itnprep/pipelines"
	"github.com/itnprep/itnprep/trainer"
	"github.com/itnprep/itnprep/transforms"
)

const evalSample = "../../eval/testdata/predictions.jsonl"

func runCmd(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	// Beam's flags are the process's: a --dry_run or --environment_type
	// an earlier command set would hold for this one, and a test's result
	// would depend on which ran before it (as run does).
	resetBeamFlags(t)
	var out, errb bytes.Buffer
	code := dispatch(context.Background(), args, &out, &errb)
	return code, out.String(), errb.String()
}

func evalJSON(t *testing.T, args ...string) eval.Summary {
	t.Helper()
	code, out, errs := runCmd(t, append([]string{"evaluate", "--json"}, args...)...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var s eval.Summary
	if err := json.Unmarshal([]byte(out), &s); err != nil {
		t.Fatalf("--json output: %v\n%s", err, out)
	}
	return s
}

func TestEvaluateTable(t *testing.T) {
	code, out, errs := runCmd(t, "evaluate", "--in", evalSample)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"TYPE", "ERRORS", "TOTAL", "RATE", "Sentence", "Word", "Copy Word",
		"Uppercase Word", "Digit", "Punctuation", "Symbol", "ITN Word (I-WER)", "Punctuation Mark (PER", "BLEU"} {
		if !strings.Contains(out, want) {
			t.Errorf("table lacks %q:\n%s", want, out)
		}
	}
	// The Symbol row of the shipped sample ("Symbol 1 0 -": one error,
	// no rate) read as a class of one sentence scored "-"; each row now
	// says what TOTAL counts and the table why a rate is missing.
	for _, want := range []string{
		"TOTAL COUNTS\n",
		"\nSymbol                        1       0      n/a     reference tokens % & ° § + EUR",
		"\nSentence                      4       6      66.67%  sentences",
		"\nRATE = ERRORS / TOTAL; n/a where TOTAL is 0",
		"kg: none, so every error is an insertion (a token of the class only the hypotheses have)\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("table lacks %q:\n%s", want, out)
		}
	}
	s := evalJSON(t, "--in", evalSample)
	rows := map[string]eval.Row{}
	for _, r := range s.Rows {
		rows[r.Key] = r
	}
	if r := rows["symbol_ins"]; r.Errors != 1 || r.Total != 0 || r.Rate != nil {
		t.Errorf("JSON symbol insertion row %+v", r)
	}
	if r := rows["symbol"]; r.Key != "symbol" || r.Errors != 1 || r.Total != 0 || r.Rate != nil || r.Of != "reference tokens % & ° § + EUR CHF USD GBP m mm cm km m2 m3 km2 l dl ml g kg" {
		t.Errorf("JSON symbol row %+v", r)
	}
	if s.Sentences != 6 || s.Counts.Class[eval.ClassUpper] != (eval.ClassCounts{Errors: 2, Ref: 10, Hyp: 8}) {
		t.Fatalf("summary %+v", s.Counts)
	}
	if s.Counts.MultiRefCorrect != 3 {
		t.Errorf("multi-ref correct %d, want 3 (gtn-2 matches once spaces are removed)", s.Counts.MultiRefCorrect)
	}
}

// TestEvaluateRunFolderAndRecord: `evaluate --in RUN_DIR/run.json` (the
// file train's last line points next to) read the pretty-printed record
// line by line: 466 quarantine lines on stderr, then "0 usable
// sentences". A run folder or its record now names the predictions file
// in one line; another multi-line JSON document is refused in one line.
func TestEvaluateRunFolderAndRecord(t *testing.T) {
	tmp := t.TempDir()
	run := filepath.Join(tmp, "run")
	os.MkdirAll(run, 0o755)
	rec, _ := json.MarshalIndent(trainer.RunRecord{Format: trainer.RunRecordFormat, RunDir: run, Status: "succeeded"}, "", "  ")
	os.WriteFile(filepath.Join(run, "run.json"), rec, 0o644)
	b, _ := os.ReadFile(evalSample)
	os.WriteFile(filepath.Join(run, "predictions.jsonl"), b, 0o644)
	want := "not predictions: score its predictions with --input " + filepath.Join(run, "predictions.jsonl")
	// Each names what was given: the folder was "RUN/run.json is a train
	// run folder".
	for in, is := range map[string]string{run: "a train run folder", filepath.Join(run, "run.json"): "a train run's record"} {
		code, out, errs := runCmd(t, "evaluate", "--in", in)
		if lines := strings.Split(strings.TrimSpace(errs), "\n"); code != 2 || out != "" || len(lines) != 1 || !strings.Contains(errs, want) || !strings.Contains(errs, ": "+in+" is "+is+", ") {
			t.Errorf("--in %s: exit %d, stderr %q; want one line saying it is %s, with %q", in, code, errs, is, want)
		}
	}
	// A tagger's raw predictions beside their run name the realized file.
	raw := filepath.Join(run, "predictions.tags.jsonl")
	os.WriteFile(raw, []byte(`{"id":"1","src":"one","tags":["1"]}`+"\n"), 0o644)
	earlier := time.Now().Add(-time.Minute) // the program wrote them before the launcher realized them
	os.Chtimes(raw, earlier, earlier)
	if code, _, errs := runCmd(t, "evaluate", "--in", raw); code != 2 || !strings.Contains(errs, "is a train run's raw tags predictions, before the launcher realized them into sentences, not predictions: score its predictions with --input "+filepath.Join(run, "predictions.jsonl")) {
		t.Errorf("raw tags: exit %d %q", code, errs)
	}
	os.Remove(filepath.Join(run, "predictions.jsonl"))
	os.Remove(raw) // raw predictions without predictions.jsonl are realized (TestEvaluateRealizesAClusterRunsRawPredictions)
	if code, _, errs := runCmd(t, "evaluate", "--in", run); code != 1 || !strings.Contains(errs, "the run wrote no predictions.jsonl") {
		t.Errorf("run folder without predictions: exit %d %q", code, errs)
	}
	pretty := filepath.Join(tmp, "preds.json")
	os.WriteFile(pretty, []byte("[\n  {\"id\": \"1\", \"src\": \"a\", \"hyp\": \"a\", \"ref\": \"a\"}\n]\n"), 0o644)
	if code, _, errs := runCmd(t, "evaluate", "--in", pretty); code != 1 || strings.Count(strings.TrimSpace(errs), "\n") != 0 || !strings.Contains(errs, pretty+`:1: the file is a JSON array ("[" begins it), not JSON Lines: its records are read one JSON object per line; convert it first (jq -c '.[]' `+pretty+" > "+filepath.Join(tmp, "preds.jsonl")+")") {
		t.Errorf("pretty-printed JSON: exit %d %q", code, errs)
	}
}

// TestEvaluateSaysWhyARunHasNoPredictions: a finished run whose test split
// had no rows (the quick tour's tagger version: derive rejected its
// parent's test rows) is named, with its version and the train command that
// decodes a test split without training further (--resume --test-dataset);
// an interrupted or failed run says so. Each was "its test split was
// empty, or it has not decoded yet; its run.json says" (qa94).
func TestEvaluateSaysWhyARunHasNoPredictions(t *testing.T) {
	run := filepath.Join(t.TempDir(), "run")
	os.MkdirAll(run, 0o755)
	for status, want := range map[string]string{
		"succeeded":   "the run wrote no predictions.jsonl: the test split it decodes, of dataset version 6c009f787b926330d367, has no rows, so nothing was decoded; to score the model run the same itnprep train command again with --resume --test-dataset VERSION (a version with a test split: docs/TRAINING.md, \"Designs\"), which decodes that split without training further, then itnprep evaluate --input " + filepath.Join(run, "predictions.jsonl"),
		"interrupted": "its run.json says it was interrupted before decoding: continue it with the same itnprep train command and --resume",
		"failed":      "its run.json says it failed before decoding (" + filepath.Join(run, "train.log") + " says why)",
	} {
		rec, _ := json.MarshalIndent(trainer.RunRecord{Format: trainer.RunRecordFormat, RunDir: run, Status: status,
			Dataset: trainer.DatasetRef{VersionID: "6c009f787b926330d367"}, Start: json.RawMessage(`{"event":"start","test_rows":0}`)}, "", "  ")
		os.WriteFile(filepath.Join(run, "run.json"), rec, 0o644)
		code, out, errs := runCmd(t, "evaluate", "--in", run)
		if lines := strings.Split(strings.TrimSpace(errs), "\n"); code != 1 || out != "" || len(lines) != 1 || !strings.Contains(errs, want) {
			t.Errorf("%s run: exit %d, stderr %q; want one line with %q", status, code, errs, want)
		}
	}
}

// TestEvaluateRealizesAClusterRunsRawPredictions: a tagger run launched
// on Slurm or Kubernetes ends with the program's raw predictions only (the
// launcher that realizes them after a local run returned at submission);
// evaluate on its folder, its run.json or the raw file realizes them into
// the run's predictions.jsonl with the launcher's own realization and
// scores that. It said "the run wrote no predictions.jsonl (... it has not
// decoded yet)", and nothing turned the tags into sentences. Raw lines that
// do not realize are one line naming file and line, and leave no
// predictions.jsonl.
func TestEvaluateRealizesAClusterRunsRawPredictions(t *testing.T) {
	raws := `{"id": "a", "src": "in twenty thirteen it rained", "tags": ["<SELF>", "_20", "13_", "<SELF>", "<SELF>"], "ref": "in 2013 it rained"}` + "\n" +
		`{"id": "b", "src": "four hundred fish", "tags": ["_4", "00_", "<SELF>"], "ref": "four hundred fish"}` + "\n"
	for _, which := range []string{"folder", "run.json", "raw"} {
		run := filepath.Join(t.TempDir(), "run")
		os.MkdirAll(run, 0o755)
		rec, _ := json.MarshalIndent(trainer.RunRecord{Format: trainer.RunRecordFormat, RunDir: run, Status: "submitted", Design: trainer.Tagger}, "", "  ")
		os.WriteFile(filepath.Join(run, "run.json"), rec, 0o644)
		raw := filepath.Join(run, trainer.TaggerRawPredictions)
		os.WriteFile(raw, []byte(raws), 0o644)
		in := map[string]string{"folder": run, "run.json": filepath.Join(run, "run.json"), "raw": raw}[which]
		code, out, errs := runCmd(t, "evaluate", "--in", in, "--json")
		pred := filepath.Join(run, "predictions.jsonl")
		if code != 0 || errs != "itnprep evaluate: realized 2 tagger predictions of "+raw+" into "+pred+", as the launcher does after a local run (a Slurm or Kubernetes job's run holds only the raw ones)\n" {
			t.Fatalf("--in %s: exit %d, stderr %q", which, code, errs)
		}
		var sum struct {
			Sentences int64   `json:"sentences"`
			WER       float64 `json:"wer"`
			Accuracy  float64 `json:"sentence_accuracy"`
		}
		if err := json.Unmarshal([]byte(out), &sum); err != nil || sum.Sentences != 2 || sum.Accuracy != 0.5 || sum.WER != 2.0/7 {
			t.Errorf("--in %s: %+v (%v); want 2 sentences, a: exact, b: '400 fish' for 'four hundred fish' (2 errors of 7 words)", which, sum, err)
		}
		b, _ := os.ReadFile(pred)
		if want := `{"id":"a","src":"in twenty thirteen it rained","hyp":"in 2013 it rained","ref":"in 2013 it rained"}` + "\n"; !strings.HasPrefix(string(b), want) {
			t.Errorf("--in %s: predictions.jsonl\n%s\nwant it to begin\n%s", which, b, want)
		}
		// Realized now: the run folder names the file, as after a local run.
		if code, _, errs := runCmd(t, "evaluate", "--in", run); code != 2 || !strings.Contains(errs, "score its predictions with --input "+pred) {
			t.Errorf("--in %s, realized: exit %d %q", which, code, errs)
		}
		// The job resumed on the cluster decodes again: newer raw
		// predictions are realized again, not the old sentences scored.
		os.WriteFile(raw, []byte(strings.SplitAfter(raws, "\n")[0]), 0o644)
		later := time.Now().Add(time.Minute)
		os.Chtimes(raw, later, later)
		code, out, errs = runCmd(t, "evaluate", "--in", in, "--json")
		if code != 0 || !strings.Contains(errs, "realized 1 tagger predictions") || !strings.Contains(out, `"sentences": 1,`) {
			t.Errorf("--in %s, raw predictions newer than predictions.jsonl: exit %d, stderr %q, stdout %.60q", which, code, errs, out)
		}
	}
	run := filepath.Join(t.TempDir(), "run")
	os.MkdirAll(run, 0o755)
	os.WriteFile(filepath.Join(run, "run.json"), []byte(`{"format": "`+trainer.RunRecordFormat+`"}`), 0o644)
	raw := filepath.Join(run, trainer.TaggerRawPredictions)
	os.WriteFile(raw, []byte(strings.SplitAfter(raws, "\n")[0]+`{"id": "c", "src": "one two", "tags": ["<SELF>"], "ref": "one two"}`+"\n"), 0o644)
	code, out, errs := runCmd(t, "evaluate", "--in", run)
	if code != 1 || out != "" || strings.Count(strings.TrimSpace(errs), "\n") != 0 || !strings.Contains(errs, raw+":2: ") {
		t.Errorf("raw line that does not realize: exit %d, stderr %q; want one line naming %s:2", code, errs, raw)
	}
	if _, err := os.Stat(filepath.Join(run, "predictions.jsonl")); !os.IsNotExist(err) {
		t.Errorf("a failed realization left predictions.jsonl (%v)", err)
	}
}

func TestEvaluateDetailsAndOptions(t *testing.T) {
	details := filepath.Join(t.TempDir(), "details.jsonl")
	code, _, errs := runCmd(t, "evaluate", "--in", evalSample, "--details", details, "--tokenize", "punct",
		"--symbol-class", "anchor", "--punct-class", "anchor", "--workers", "3")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	data, err := os.ReadFile(details)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	if len(lines) != 6 {
		t.Fatalf("%d detail lines, want 6 (blank line skipped)", len(lines))
	}
	var first struct {
		ID     string       `json:"id"`
		Line   int          `json:"line"`
		Errors [][3]*string `json:"errors"`
	}
	if err := json.Unmarshal([]byte(lines[0]), &first); err != nil {
		t.Fatal(err)
	}
	if first.ID != "gtn-1" || first.Line != 1 || len(first.Errors) != 3 {
		t.Fatalf("first detail line %s", lines[0])
	}
	var last struct {
		ID   json.RawMessage `json:"id"`
		Line int             `json:"line"`
	}
	json.Unmarshal([]byte(lines[5]), &last)
	if string(last.ID) != "6" || last.Line != 7 { // the input's id 6 is a number
		t.Fatalf("last detail line %s", lines[5])
	}
}

func TestEvaluateErrors(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.jsonl")
	os.WriteFile(bad, []byte("{\"hyp\":\"a\",\"ref\":\"a\"}\n{\"hyp\":\"a\",\"ref\":1}\n"), 0o644)
	code, _, errs := runCmd(t, "evaluate", "--in", bad)
	if code != 0 || !strings.Contains(errs, "bad.jsonl:2: quarantined: field \"ref\": expected a string") {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	for _, args := range [][]string{{"evaluate"}, {"evaluate", "--in", bad, "--tokenize", "chars"},
		{"evaluate", "--in", bad, "--symbol-class", "x"}, {"evaluate", "--in", bad, "extra"},
		{"evaluate", "--in", bad, "--metrics", "wer,blue"},
		// --details - writes stdout in place of the scores: --json was dropped.
		{"evaluate", "--in", bad, "--json", "--details", "-"}} {
		if code, _, _ := runCmd(t, args...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
	if code, _, errs := runCmd(t, "evaluate", "--in", filepath.Join(t.TempDir(), "missing.jsonl")); code != 1 || !strings.Contains(errs, "missing.jsonl") {
		t.Errorf("missing file: exit %d, %q", code, errs)
	}
}

// TestEvaluateMetricsSubset: --metrics computes only what it names (and
// WER), with the same counts as a full run, in process and on Beam.
func TestEvaluateMetricsSubset(t *testing.T) {
	full := evalJSON(t, "--in", evalSample)
	code, out, errs := runCmd(t, "evaluate", "--in", evalSample, "--metrics", "class,itn")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"Word", "Copy Word", "ITN Word (I-WER)"} {
		if !strings.Contains(out, want) {
			t.Errorf("table lacks %q:\n%s", want, out)
		}
	}
	for _, absent := range []string{"multi-ref", "PER", "CER", "BLEU"} {
		if strings.Contains(out, absent) {
			t.Errorf("table shows %q, which was not asked for:\n%s", absent, out)
		}
	}
	beam.Init()
	for _, args := range [][]string{{}, {"--beam", "--runner", "direct"}} {
		sub := evalJSON(t, append([]string{"--in", evalSample, "--metrics", "class,itn"}, args...)...)
		if sub.Metrics != "wer,class,itn" || sub.BLEU != nil || sub.PER != nil || sub.CER != nil || sub.MultiRefAccuracy != nil {
			t.Errorf("%v: summary metrics %q, bleu %v, per %v, cer %v, multiref %v", args, sub.Metrics, sub.BLEU, sub.PER, sub.CER, sub.MultiRefAccuracy)
		}
		c, f := sub.Counts, full.Counts
		if c.Sub != f.Sub || c.Del != f.Del || c.Ins != f.Ins || c.SentencesCorrect != f.SentencesCorrect || c.Class != f.Class ||
			c.ITNErrors != f.ITNErrors || c.NonITNErrors != f.NonITNErrors || c.ITNRef != f.ITNRef {
			t.Errorf("%v: counts %+v differ from the full run's %+v", args, c, f)
		}
		if c.BLEU != (eval.BLEUStats{}) || c.CharRef != 0 || c.PER != (eval.PERCounts{}) {
			t.Errorf("%v: metrics not asked for were computed: %+v", args, c)
		}
	}
}

// TestEvaluateParquetAndBeam: Parquet input in process, and --beam on
// prism and direct over JSONL and Parquet, all give the in-process JSONL
// counts.
func TestEvaluateParquetAndBeam(t *testing.T) {
	// main calls beam.Init before dispatch; a test must do it itself
	// (prism's loopback workers run inside this process).
	beam.Init()
	want := evalJSON(t, "--in", evalSample).Counts
	data, _ := os.ReadFile(evalSample)
	var rows []transforms.PredictionRow
	for _, line := range strings.Split(string(data), "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		var r eval.Record
		if err := eval.ParseRecord([]byte(line), &r); err != nil {
			t.Fatal(err)
		}
		rows = append(rows, transforms.PredictionRow{ID: r.ID, Src: r.Src, Hyp: r.Hyp, Ref: r.Ref, Refs: r.Refs})
	}
	pq := filepath.Join(t.TempDir(), "pred.parquet")
	var buf bytes.Buffer
	if err := parquet.Write(&buf, rows); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(pq, buf.Bytes(), 0o644)
	if got := evalJSON(t, "--in", pq).Counts; got != want {
		t.Fatalf("parquet in process: %+v, want %+v", got, want)
	}
	// A Parquet file on an object store (memfs:// standing in for gs://)
	// is copied locally for random access and scores the same.
	memfs.Write("memfs://evaluate/pred.parquet", buf.Bytes())
	if got := evalJSON(t, "--in", "memfs://evaluate/pred.parquet").Counts; got != want {
		t.Fatalf("parquet from memfs://: %+v, want %+v", got, want)
	}
	gzPath := filepath.Join(t.TempDir(), "pred.jsonl.gz")
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(data)
	zw.Close()
	os.WriteFile(gzPath, gz.Bytes(), 0o644)
	if got := evalJSON(t, "--in", gzPath).Counts; got != want {
		t.Fatalf("gzip JSONL in process: %+v, want %+v", got, want)
	}
	for _, runner := range []string{"direct", "prism"} {
		for _, in := range []string{evalSample, pq} {
			if got := evalJSON(t, "--in", in, "--beam", "--runner", runner).Counts; got != want {
				t.Errorf("--beam --runner %s --in %s: %+v, want %+v", runner, in, got, want)
			}
		}
	}
}

// TestEvaluateBeamReadsCompressedByContent: --beam reads the compressed
// predictions the in-process evaluate reads, told by content: a gzip file
// renamed .jsonl, a .zst and a .bz2 made by the real compressors score as
// the plain file, nothing quarantined (fileio decompressed only a .gz
// name: each was read as lines of compressed bytes, every one a reject).
func TestEvaluateBeamReadsCompressedByContent(t *testing.T) {
	beam.Init()
	want := evalJSON(t, "--in", evalSample)
	data, err := os.ReadFile(evalSample)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(data)
	zw.Close()
	ins := []string{filepath.Join(dir, "renamed-gzip.jsonl")}
	if err := os.WriteFile(ins[0], gz.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ tool, ext string }{{"zstd", ".zst"}, {"bzip2", ".bz2"}} {
		bin := testutil.Tool(t, c.tool, c.tool)
		in := writeFile(t, dir, c.tool+".jsonl", string(data))
		if out, err := exec.Command(bin, "-q", in).CombinedOutput(); err != nil {
			t.Fatalf("%s: %v: %s", c.tool, err, out)
		}
		ins = append(ins, in+c.ext)
	}
	for _, in := range ins {
		for _, args := range [][]string{{}, {"--beam", "--runner", "direct"}} {
			got := evalJSON(t, append([]string{"--in", in}, args...)...)
			if got.Counts != want.Counts || got.Quarantined != 0 {
				t.Errorf("%s %v: %d quarantined, counts %+v; want the plain file's %+v", filepath.Base(in), args, got.Quarantined, got.Counts, want.Counts)
			}
		}
	}
}

// TestEvaluateRefusesRepeatedIDs: a predictions file joined twice was
// scored twice without a word (every sentence counted double). A record
// repeating an earlier record's id is refused, in process and with --beam
// alike: exit 1, no scores, one line naming the first repeat and the line
// it repeats, a --details file removed; records without an id are not
// compared; --allow-duplicate-ids scores every line. With --beam, a glob
// of two copies names the second file's first line.
func TestEvaluateRefusesRepeatedIDs(t *testing.T) {
	beam.Init()
	dir := t.TempDir()
	// An absent and a null id take no part (one of each per copy).
	one := `{"id": "a", "hyp": "one two", "ref": "one two"}` + "\n" + `{"id": 7, "hyp": "three", "ref": "four"}` + "\n" + `{"hyp": "x", "ref": "x"}` + "\n" + `{"id": "7", "hyp": "x", "ref": "x"}` + "\n" + `{"id": null, "hyp": "y", "ref": "y"}` + "\n"
	twice := writeFile(t, dir, "twice.jsonl", one+one)
	once := writeFile(t, dir, "once.jsonl", one)
	single := evalJSON(t, "--in", once)
	for _, args := range [][]string{{}, {"--beam", "--runner", "direct"}, {"--beam", "--runner", "prism"}} {
		details := filepath.Join(dir, "details.jsonl")
		cmd := append([]string{"evaluate", "--in", twice}, args...)
		if args == nil {
			cmd = append(cmd, "--details", details)
		}
		code, out, errs := runCmd(t, cmd...)
		want := "itnprep: refusing to score: 3 records repeat an earlier record's id (first: " + twice + `:6: id "a" repeats ` + twice + ":1) (a predictions file joined twice?"
		if code != 1 || out != "" || !strings.HasPrefix(errs, want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 1, no scores and one line beginning %q", args, code, out, errs, want)
		}
		if _, err := os.Stat(details); err == nil {
			t.Errorf("%v: the refused run left its --details file", args)
		}
		got := evalJSON(t, append([]string{"--in", twice, "--allow-duplicate-ids"}, args...)...)
		if got.Counts.Sentences != 2*single.Counts.Sentences || got.Counts.Sub != 2*single.Counts.Sub {
			t.Errorf("%v --allow-duplicate-ids: %+v, want every line scored (twice %+v)", args, got.Counts, single.Counts)
		}
	}
	copies := filepath.Join(dir, "copies")
	if err := os.Mkdir(copies, 0o755); err != nil {
		t.Fatal(err)
	}
	a := writeFile(t, copies, "a.jsonl", one)
	b := writeFile(t, copies, "b.jsonl", one)
	code, _, errs := runCmd(t, "evaluate", "--in", filepath.Join(copies, "*.jsonl"), "--beam", "--runner", "direct")
	want := "(first: " + b + `:1: id "a" repeats ` + a + ":1)"
	if code != 1 || !strings.Contains(errs, want) {
		t.Errorf("two copies: exit %d, stderr %q; want %q", code, errs, want)
	}
	// An id may hold a NUL: --beam's sort key put the id alone before a
	// NUL separator, so id "a" in n1 and n3 sorted either side of id
	// "a\x00" + n2's path (in n2) and the repeat went unseen.
	nul := filepath.Join(dir, "nul")
	if err := os.Mkdir(nul, 0o755); err != nil {
		t.Fatal(err)
	}
	n1 := writeFile(t, nul, "n1.jsonl", `{"id": "a", "hyp": "x", "ref": "x"}`+"\n")
	n2 := filepath.Join(nul, "n2.jsonl")
	writeFile(t, nul, "n2.jsonl", `{"id": "a\u0000`+n2+`", "hyp": "x", "ref": "x"}`+"\n")
	n3 := writeFile(t, nul, "n3.jsonl", `{"id": "a", "hyp": "x", "ref": "x"}`+"\n")
	code, _, errs = runCmd(t, "evaluate", "--in", filepath.Join(nul, "*.jsonl"), "--beam", "--runner", "direct")
	want = "1 record repeats an earlier record's id (first: " + n3 + `:1: id "a" repeats ` + n1 + ":1)"
	if code != 1 || !strings.Contains(errs, want) {
		t.Errorf("an id holding a NUL beside a repeat: exit %d, stderr %q; want %q", code, errs, want)
	}
}

// TestEvaluateRepeatedIDsByValueAndBounded: two number ids are one id
// when their values are equal (1 and 1.0: a tool writing float ids beside
// one writing integers), in process and --beam alike, and never a string
// spelled alike; a repeated id of a megabyte is shown by its first 200
// bytes and its length (the refusal printed it whole).
func TestEvaluateRepeatedIDsByValueAndBounded(t *testing.T) {
	beam.Init()
	dir := t.TempDir()
	nums := writeFile(t, dir, "nums.jsonl", `{"id": 1, "hyp": "x", "ref": "x"}`+"\n"+`{"id": "1", "hyp": "x", "ref": "x"}`+"\n"+`{"id": 1.0, "hyp": "x", "ref": "x"}`+"\n"+`{"id": 10e-1, "hyp": "x", "ref": "x"}`+"\n")
	long := strings.Repeat("z", 1<<20)
	longIn := writeFile(t, dir, "long.jsonl", `{"id": "`+long+`", "hyp": "x", "ref": "x"}`+"\n"+`{"id": "`+long+`", "hyp": "x", "ref": "x"}`+"\n")
	for _, args := range [][]string{{}, {"--beam", "--runner", "direct"}} {
		code, _, errs := runCmd(t, append([]string{"evaluate", "--in", nums}, args...)...)
		want := "2 records repeat an earlier record's id (first: " + nums + ":3: id 1.0 repeats " + nums + ":1)"
		if code != 1 || !strings.Contains(errs, want) {
			t.Errorf("%v: 1, \"1\", 1.0, 10e-1: exit %d, stderr %q; want %q", args, code, errs, want)
		}
		code, _, errs = runCmd(t, append([]string{"evaluate", "--in", longIn}, args...)...)
		want = `(first: ` + longIn + `:2: id "` + strings.Repeat("z", 200) + `"... (1048576 bytes) repeats ` + longIn + ":1)"
		if code != 1 || !strings.Contains(errs, want) || len(errs) > 1000 {
			t.Errorf("%v: a 1 MiB id repeated: exit %d, stderr %d bytes: %.600s", args, code, len(errs), errs)
		}
	}
}

// sacrebleu's README example (its test/test_bleu.py: 48.530827 with two
// reference streams) through the CLI: the second stream is "refs".
func TestEvaluateMultiReferenceBLEU(t *testing.T) {
	hyps := []string{"The dog bit the man.", "It wasn't surprising.", "The man had just bitten him."}
	ref0 := []string{"The dog bit the man.", "It was not unexpected.", "The man bit him first."}
	ref1 := []string{"The dog had bit the man.", "No one was surprised.", "The man had bitten the dog."}
	var in bytes.Buffer
	for i := range hyps {
		line, _ := json.Marshal(map[string]any{"id": i, "hyp": hyps[i], "ref": ref0[i], "refs": []string{ref1[i]}})
		in.Write(append(line, '\n'))
	}
	path := filepath.Join(t.TempDir(), "sacrebleu.jsonl")
	if err := os.WriteFile(path, in.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	s := evalJSON(t, "--in", path)
	if s.BLEU == nil || s.BLEU.Score < 48.5308265 || s.BLEU.Score > 48.5308275 {
		t.Fatalf("BLEU %+v, want 48.530827 (sacrebleu, two reference streams)", s.BLEU)
	}
	code, out, errs := runCmd(t, "evaluate", "--in", path, "--metrics", "bleu")
	if code != 0 || !strings.Contains(out, "BLEU = 48.53 ") {
		t.Fatalf("exit %d, table:\n%s%s", code, out, errs)
	}
}

// jiwer's empty-reference convention through the CLI: the WER of a corpus
// without reference words is its insertion count, and --details flags each
// such sentence.
func TestEvaluateEmptyReferenceWER(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "empty.jsonl")
	if err := os.WriteFile(path, []byte(`{"id":"1","hyp":"hello there","ref":""}`+"\n"+`{"id":"2","hyp":"","ref":""}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	s := evalJSON(t, "--in", path)
	if s.WER == nil || *s.WER != 2 || s.Counts.EmptyRefSentences != 2 {
		t.Fatalf("wer %v, empty refs %d; want 2 (insertions), 2", s.WER, s.Counts.EmptyRefSentences)
	}
	code, out, errs := runCmd(t, "evaluate", "--in", path, "--metrics", "bleu")
	if code != 0 || !strings.Contains(out, "rate is the number of insertions (jiwer's convention)") || !strings.Contains(out, "200.00%") {
		t.Fatalf("exit %d, table:\n%s%s", code, out, errs)
	}
	details := filepath.Join(dir, "details.jsonl")
	if code, _, errs := runCmd(t, "evaluate", "--in", path, "--details", details); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	data, err := os.ReadFile(details)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Count(string(data), `"empty_ref":true`); got != 2 || !strings.Contains(string(data), `"wer":2,`) {
		t.Fatalf("details do not flag both empty references (%d):\n%s", got, data)
	}
}

// A bad line is quarantined with its line and reason and the others are
// scored; ids may be strings or numbers; lone surrogates are refused
// rather than made U+FFFD.
func TestEvaluateQuarantine(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "mixed.jsonl")
	lines := []string{
		`{"id":1,"hyp":"a b","ref":"a b"}`,
		`{"id":"two","hyp":5,"ref":"x"}`,
		`{"id":3,"hyp":"a","ref":"a c"}`,
		`not json`,
		`{"id":5,"hyp":"\ud800","ref":"\udbff"}`,
		`{"id":6.5,"hyp":"z","ref":"z"}`,
	}
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	rejects := filepath.Join(dir, "rejects.jsonl")
	code, out, errs := runCmd(t, "evaluate", "--json", "--in", path, "--rejects", rejects, "--workers", "2")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var s eval.Summary
	if err := json.Unmarshal([]byte(out), &s); err != nil {
		t.Fatal(err)
	}
	if s.Sentences != 3 || s.Quarantined != 3 || s.Counts.RefWords != 5 {
		t.Fatalf("sentences %d, quarantined %d, N_ref %d; want 3, 3, 5", s.Sentences, s.Quarantined, s.Counts.RefWords)
	}
	if !strings.Contains(errs, "3 of 6 lines quarantined ("+rejects+")") {
		t.Errorf("stderr %q", errs)
	}
	data, err := os.ReadFile(rejects)
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Split(strings.TrimSpace(string(data)), "\n")
	want := []string{`"line":2,"reason":"field \"hyp\": expected a string, got JSON number"`, `"line":4,"reason":"invalid JSON`, `"line":5,"reason":"field \"hyp\": lone surrogate \\ud800`}
	if len(got) != 3 {
		t.Fatalf("rejects:\n%s", data)
	}
	for i, w := range want {
		if !strings.Contains(got[i], w) || !strings.Contains(got[i], `"file":"`+path+`"`) {
			t.Errorf("reject %d: %s, want %s", i+1, got[i], w)
		}
	}
	// Default: one line per reject on stderr, scoring goes on.
	code, _, errs = runCmd(t, "evaluate", "--in", path)
	if code != 0 || !strings.Contains(errs, path+":4: quarantined: invalid JSON") {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
	// On Beam the pipeline sets the same lines aside and goes on: the same
	// counts and the same rejects, in file and line order, on both runners.
	beam.Init()
	for _, runner := range []string{"direct", "prism"} {
		beamRejects := filepath.Join(dir, runner+"-rejects.jsonl")
		code, out, errs := runCmd(t, "evaluate", "--json", "--in", path, "--beam", "--runner", runner, "--rejects", beamRejects)
		if code != 0 {
			t.Fatalf("--beam --runner %s: exit %d: %s", runner, code, errs)
		}
		var b eval.Summary
		if err := json.Unmarshal([]byte(out), &b); err != nil {
			t.Fatal(err)
		}
		if b.Sentences != s.Sentences || b.Quarantined != s.Quarantined || b.Counts != s.Counts {
			t.Errorf("--beam --runner %s: sentences %d, quarantined %d; in process %d, %d (counts equal: %v)",
				runner, b.Sentences, b.Quarantined, s.Sentences, s.Quarantined, b.Counts == s.Counts)
		}
		bdata, err := os.ReadFile(beamRejects)
		if err != nil {
			t.Fatal(err)
		}
		bgot := strings.Split(strings.TrimSpace(string(bdata)), "\n")
		if len(bgot) != len(want) {
			t.Fatalf("--beam --runner %s rejects:\n%s", runner, bdata)
		}
		for i, w := range want {
			if !strings.Contains(bgot[i], w) || !strings.Contains(bgot[i], `"file":"`+path+`"`) {
				t.Errorf("--beam --runner %s reject %d: %s, want %s", runner, i+1, bgot[i], w)
			}
		}
	}
}

// TestEvaluateGivenAVersionOrFolder: --in naming a dataset version (folder
// or OUT/NAME@TAG) or another folder says what evaluate wants instead of
// "open ...: no such file or directory" / "is a directory".
func TestEvaluateGivenAVersionOrFolder(t *testing.T) {
	tmp := t.TempDir()
	ver := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/output-00000-of-00100", "--output", filepath.Join(tmp, "o"), "--runner", "direct")
	// The folder a tag names is said; a folder is not said twice.
	for in, says := range map[string]string{ver: ver + " is a dataset version, not predictions", filepath.Join(tmp, "o", "gtn@latest"): "gtn@latest is a dataset version (" + ver + "), not predictions"} {
		code, _, errs := runCmd(t, "evaluate", "--in", in)
		if code != 2 || !strings.Contains(errs, says) || !strings.Contains(errs, "hyp") || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("evaluate --in %s: exit %d, want %q: %s", in, code, says, errs)
		}
	}
	code, _, errs := runCmd(t, "evaluate", "--in", tmp)
	if code != 1 || !strings.Contains(errs, "is a folder") {
		t.Errorf("evaluate --in FOLDER: exit %d: %s", code, errs)
	}
	// One of its shards says what it is too (it named only the column it
	// lacked), in process and on Beam.
	shards, _ := filepath.Glob(filepath.Join(ver, "data", "*.parquet"))
	if len(shards) == 0 {
		t.Fatalf("no shard in %s", ver)
	}
	for _, extra := range [][]string{nil, {"--beam", "--runner", "direct"}} {
		code, _, errs := runCmd(t, append([]string{"evaluate", "--in", shards[0]}, extra...)...)
		want := `Parquet file has no column "hyp" (want id, src, hyp, ref); its written and spoken columns are a dataset version's rows, not predictions`
		if code != 1 || !strings.Contains(errs, want) || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("evaluate --in SHARD %v: exit %d, want %q: %s", extra, code, want, errs)
		}
	}
}

// TestStreamingCommandsAcceptBOM: a JSONL file saved with a UTF-8 byte
// order mark (and CRLF line ends) reads like the plain file in align and
// evaluate, in process and on Beam; its first line was quarantined as
// invalid JSON.
func TestStreamingCommandsAcceptBOM(t *testing.T) {
	tmp := t.TempDir()
	pairs := writeFile(t, tmp, "pairs.jsonl", "\ufeff"+`{"id":1,"written":"It is 5.","spoken":"it is five"}`+"\r\n")
	if code, out, errs := runCmd(t, "align", "--in", pairs, "--out", "-"); code != 0 || !strings.HasPrefix(out, `{"id":"1",`) || errs != "" {
		t.Errorf("align: exit %d, out %q, stderr %q", code, out, errs)
	}
	preds := writeFile(t, tmp, "preds.jsonl", "\ufeff"+`{"id":"1","src":"it is five","hyp":"it is 5","ref":"it is 5"}`+"\r\n")
	for _, extra := range [][]string{nil, {"--beam", "--runner", "direct"}} {
		code, out, errs := runCmd(t, append([]string{"evaluate", "--json", "--in", preds}, extra...)...)
		if code != 0 || strings.Contains(errs, "quarantined") || !strings.Contains(out, `"sentences": 1`) {
			t.Errorf("evaluate %v: exit %d, stderr %q\n%s", extra, code, errs, out)
		}
	}
	// mine read a BOM as part of the first sequence: "invalid character 'ï'".
	seqs := writeFile(t, tmp, "seqs.jsonl", "\ufeff"+`["a","b"]`+"\r\n"+`["a","b"]`+"\r\n")
	for _, extra := range [][]string{nil, {"--distributed", "--partitions", "1", "--runner", "direct"}} {
		out := filepath.Join(tmp, "patterns"+strconv.Itoa(len(extra))+".jsonl")
		code, _, errs := runCmd(t, append([]string{"mine", "--in", seqs, "--out", out, "--minsup", "2"}, extra...)...)
		got, _ := os.ReadFile(out)
		if code != 0 || !strings.Contains(string(got), `[2, ["a", "b"]]`) {
			t.Errorf("mine %v: exit %d, stderr %q\n%s", extra, code, errs, got)
		}
	}
}

// --details writes each id as the input gave it: a JSONL number stays a
// number (as written), a string a string, null or absent null; a numeric
// Parquet id column gives numbers, a string column strings (they were all
// written as strings: "id":"42"). A null Parquet id, or a file without
// an id column, is null, as in JSONL; an empty string stays "" (a null was
// written "" too, so a reader could not tell the two apart).
//
// The help says so: it said "string columns id, src, hyp, ref".
func TestEvaluateDetailsKeepIDTypes(t *testing.T) {
	if code, help, _ := runCmd(t, "evaluate", "--help"); code != 0 || !strings.Contains(help, "an id column (a string, a number or a UUID;") {
		t.Errorf("evaluate --help does not say a Parquet id may be a number or a UUID (exit %d):\n%s", code, help)
	}
	dir := t.TempDir()
	detailIDs := func(in string) []string {
		t.Helper()
		details := filepath.Join(dir, "details.jsonl")
		if code, _, errs := runCmd(t, "evaluate", "--in", in, "--details", details, "--rejects", filepath.Join(dir, "rejects.jsonl")); code != 0 {
			t.Fatalf("%s: exit %d: %s", in, code, errs)
		}
		data, err := os.ReadFile(details)
		if err != nil {
			t.Fatal(err)
		}
		var ids []string
		for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
			var v struct{ ID json.RawMessage }
			if err := json.Unmarshal([]byte(line), &v); err != nil {
				t.Fatalf("%s: details line %q: %v", in, line, err)
			}
			ids = append(ids, string(v.ID))
		}
		return ids
	}
	jsonl := writeFile(t, dir, "p.jsonl", `{"id":42,"hyp":"a","ref":"a"}`+"\n"+`{"id":"42","hyp":"a","ref":"a"}`+"\n"+
		`{"id":-1.5e3,"hyp":"a","ref":"b"}`+"\n"+`{"id":null,"hyp":"a","ref":"a"}`+"\n"+`{"hyp":"a","ref":"a"}`+"\n"+`{"id":"x\"y","hyp":"a","ref":"a"}`+"\n")
	if got, want := detailIDs(jsonl), []string{`42`, `"42"`, `-1.5e3`, `null`, `null`, `"x\"y"`}; !slices.Equal(got, want) {
		t.Errorf("JSONL ids in details %v, want %v", got, want)
	}
	for _, c := range []struct {
		name string
		rows any
		want []string
	}{
		{"int64.parquet", []struct {
			ID  int64  `parquet:"id"`
			Hyp string `parquet:"hyp"`
			Ref string `parquet:"ref"`
		}{{42, "a", "a"}, {-7, "a", "b"}}, []string{`42`, `-7`}},
		{"double.parquet", []struct {
			ID  float64 `parquet:"id"`
			Hyp string  `parquet:"hyp"`
			Ref string  `parquet:"ref"`
		}{{1.5, "a", "a"}}, []string{`1.5`}},
		{"string.parquet", []transforms.PredictionRow{{ID: "42", Hyp: "a", Ref: "a"}}, []string{`"42"`}},
		{"nullstring.parquet", []struct {
			ID  *string `parquet:"id,optional"`
			Hyp string  `parquet:"hyp"`
			Ref string  `parquet:"ref"`
		}{{ptr("x"), "a", "a"}, {nil, "a", "a"}, {ptr(""), "a", "a"}, {nil, "a", "b"}, {ptr("y"), "a", "a"}}, []string{`"x"`, `null`, `""`, `null`, `"y"`}},
		{"nullint.parquet", []struct {
			ID  *int64 `parquet:"id,optional"`
			Hyp string `parquet:"hyp"`
			Ref string `parquet:"ref"`
		}{{nil, "a", "a"}, {ptr(int64(3)), "a", "a"}}, []string{`null`, `3`}},
		{"noid.parquet", []struct {
			Hyp string `parquet:"hyp"`
			Ref string `parquet:"ref"`
		}{{"a", "a"}}, []string{`null`}},
	} {
		var buf bytes.Buffer
		w := parquet.NewWriter(&buf)
		rv := reflect.ValueOf(c.rows)
		for i := range rv.Len() {
			if err := w.Write(rv.Index(i).Interface()); err != nil {
				t.Fatal(err)
			}
		}
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
		path := writeFile(t, dir, c.name, buf.String())
		if got := detailIDs(path); !slices.Equal(got, c.want) {
			t.Errorf("%s: ids in details %v, want %v", c.name, got, c.want)
		}
	}
}

// TestEvaluateRefusesNothingToScore: scores of an empty input, or of the
// few usable lines of a wrong kind of input, are refused in one line with
// exit 1 (prep's guard flags: --allow-empty, --max-reject-rate), in process
// and on Beam; they were a warning and a table of zeros, exit 0.
func TestEvaluateRefusesNothingToScore(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.jsonl")
	mostlyBad := filepath.Join(dir, "bad.jsonl")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	bad := `{"id":1,"hyp":"a","ref":"a"}` + "\nnot json\n[1]\n" + `{"hyp":3}` + "\n"
	if err := os.WriteFile(mostlyBad, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	beam.Init()
	for _, mode := range [][]string{nil, {"--beam", "--runner", "direct"}} {
		code, out, errs := runCmd(t, append([]string{"evaluate", "--in", empty}, mode...)...)
		if code != 1 || out != "" || !strings.Contains(errs, "refusing to score: no sentences read from "+empty) {
			t.Errorf("%v empty: exit %d, stdout %q, stderr %q", mode, code, out, errs)
		}
		code, out, errs = runCmd(t, append([]string{"evaluate", "--in", empty, "--allow-empty", "--json"}, mode...)...)
		if code != 0 || !strings.Contains(out, `"sentences": 0`) {
			t.Errorf("%v empty --allow-empty: exit %d, stdout %q, stderr %q", mode, code, out, errs)
		}
		code, out, errs = runCmd(t, append([]string{"evaluate", "--in", mostlyBad, "--rejects", filepath.Join(dir, "r.jsonl")}, mode...)...)
		if code != 1 || out != "" || !strings.Contains(errs, "refusing to score: quarantined 3 of 4 sentences read (75.0%, above --max-reject-rate 0.5") {
			t.Errorf("%v mostly bad: exit %d, stdout %q, stderr %q", mode, code, out, errs)
		}
		code, _, errs = runCmd(t, append([]string{"evaluate", "--in", mostlyBad, "--rejects", filepath.Join(dir, "r.jsonl"), "--max-reject-rate", "1"}, mode...)...)
		if code != 0 {
			t.Errorf("%v mostly bad --max-reject-rate 1: exit %d, stderr %q", mode, code, errs)
		}
	}
}

// TestEvaluateDetailsStdoutRefusesNothingToScore: with --details - the
// guard ran after the early return, so an empty or all-quarantined input
// printed nothing and exited 0 (a silent empty result).
func TestEvaluateDetailsStdoutRefusesNothingToScore(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.jsonl")
	allBad := filepath.Join(dir, "bad.jsonl")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(allBad, []byte("not json\n[1]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCmd(t, "evaluate", "--in", empty, "--details", "-")
	if code != 1 || out != "" || !strings.Contains(errs, "refusing to score: no sentences read from "+empty) {
		t.Errorf("empty --details -: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	code, out, errs = runCmd(t, "evaluate", "--in", allBad, "--details", "-")
	if code != 1 || out != "" || !strings.Contains(errs, "refusing to score") {
		t.Errorf("all bad --details -: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	good := filepath.Join(dir, "good.jsonl")
	if err := os.WriteFile(good, []byte(`{"id":"1","src":"a","hyp":"a","ref":"a"}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs = runCmd(t, "evaluate", "--in", good, "--details", "-")
	if code != 0 || !strings.Contains(out, `"id":"1"`) {
		t.Errorf("good --details -: exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

func ptr[T any](v T) *T { return &v }

// A failed evaluate --beam --beam-counts X removes the sorted runs of its
// rejects (X.rejects.jsonl.runs/, which a finished job's merge removes):
// they were left behind. The job fails here at the merge, whose output
// X.rejects.jsonl is taken by a folder, after a bad line was spilled.
func TestEvaluateBeamFailureRemovesRuns(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "p.jsonl", `{"id":"a","hyp":"x y","ref":"x y"}`+"\n"+`not json`+"\n")
	counts := filepath.Join(dir, "counts.json")
	if err := os.MkdirAll(filepath.Join(counts+".rejects.jsonl", "taken"), 0o755); err != nil {
		t.Fatal(err)
	}
	code, _, errs := runCmd(t, "evaluate", "--beam", "--runner", "direct", "--in", in, "--beam-counts", counts, "--rejects", filepath.Join(dir, "rejects.jsonl"))
	if code != 1 {
		t.Fatalf("exit %d, want 1 (the merge cannot write its file): %s", code, errs)
	}
	if _, err := os.Stat(counts + ".rejects.jsonl.runs"); !errors.Is(err, os.ErrNotExist) {
		left, _ := filepath.Glob(filepath.Join(counts+".rejects.jsonl.runs", "*"))
		t.Errorf("failed evaluate left %s.rejects.jsonl.runs (%v, %v); stderr %s", counts, err, left, errs)
	}
}

// A null hyp or ref in a Parquet file is a reject with its row and reason,
// as a JSONL null is, in process and on Beam (direct, prism) alike; it was
// read as "" and scored as an empty sentence.
func TestEvaluateParquetNullHypRefQuarantined(t *testing.T) {
	dir := t.TempDir()
	type row struct {
		ID  string  `parquet:"id"`
		Hyp *string `parquet:"hyp,optional"`
		Ref *string `parquet:"ref,optional"`
	}
	var buf bytes.Buffer
	if err := parquet.Write(&buf, []row{
		{"a", ptr("x y"), ptr("x y")}, {"b", nil, ptr("x")}, {"c", ptr("p"), ptr("p q")}, {"d", ptr("z"), nil}, {"e", ptr(""), ptr("w")},
	}); err != nil {
		t.Fatal(err)
	}
	path := writeFile(t, dir, "nulls.parquet", buf.String())
	want := []string{`"line":2,"id":"b","reason":"column \"hyp\" is null: expected a string"`, `"line":4,"id":"d","reason":"column \"ref\" is null: expected a string"`}
	beam.Init()
	for _, extra := range [][]string{nil, {"--beam", "--runner", "direct"}, {"--beam", "--runner", "prism"}} {
		rejects := filepath.Join(dir, fmt.Sprint(len(extra), "rejects.jsonl"))
		if len(extra) > 0 {
			rejects = filepath.Join(dir, extra[2]+"-rejects.jsonl")
		}
		code, out, errs := runCmd(t, append([]string{"evaluate", "--json", "--in", path, "--rejects", rejects}, extra...)...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", extra, code, errs)
		}
		var s eval.Summary
		if err := json.Unmarshal([]byte(out), &s); err != nil {
			t.Fatal(err)
		}
		// Three sentences: a, c and e (an empty hyp is a sentence: all deleted).
		if s.Sentences != 3 || s.Quarantined != 2 || s.Counts.RefWords != 5 {
			t.Errorf("%v: sentences %d, quarantined %d, N_ref %d; want 3, 2, 5", extra, s.Sentences, s.Quarantined, s.Counts.RefWords)
		}
		data, _ := os.ReadFile(rejects)
		got := strings.Split(strings.TrimSpace(string(data)), "\n")
		if len(got) != len(want) {
			t.Fatalf("%v: rejects:\n%s", extra, data)
		}
		for i, w := range want {
			if !strings.Contains(got[i], w) || !strings.Contains(got[i], `"file":"`+path+`"`) {
				t.Errorf("%v: reject %d: %s, want %s", extra, i+1, got[i], w)
			}
		}
	}
}

// TestEvaluateDetailsUnwritable: a --details path that cannot be written
// (a folder) is one line naming the flag and the path, exit 1.
func TestEvaluateDetailsUnwritable(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "pred.jsonl")
	if err := os.WriteFile(in, []byte(`{"id":"1","src":"a","hyp":"a","ref":"a"}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCmd(t, "evaluate", "--in", in, "--details", dir)
	if code != 1 || out != "" || !strings.Contains(errs, "--details: ") || !strings.Contains(errs, dir) || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

// TestEvaluateRefusesTablesAndJSONArrays: predictions as a CSV or TSV
// table (a spreadsheet's or pandas' export) or as a JSON array on one line
// had every line quarantined, "invalid JSON at byte 1: expected '{'", one
// stderr line per line, then "0 usable sentences". Each is one line now,
// naming the file, what it is and the command that converts it.
func TestEvaluateRefusesTablesAndJSONArrays(t *testing.T) {
	tmp := t.TempDir()
	for name, c := range map[string]struct{ content, want string }{
		"preds.csv": {"id,hyp,ref\n1,a b,a b\n", `: a table with the header "id,hyp,ref", not JSON lines; `},
		"preds.tsv": {"\ufeffid\tsrc\thyp\tref\n1\ta\ta\ta\n", `delimiter="\t"`},
		// A JSON document is refused in the prep readers' words
		// (sources.NotJSONLines): evaluate said it in its own.
		"preds.json": {`[{"id": 1, "hyp": "a", "ref": "a"}]` + "\n", `:1: the file is a JSON array ("[" begins it), not JSON Lines: its records are read one JSON object per line; convert it first (jq -c '.[]' `},
		// after blank lines, the line it is on (it said line 1)
		"later.json": {"\n \n" + `[{"id": 1, "hyp": "a", "ref": "a"}]`, `:3: the file is a JSON array ("[" begins it), not JSON Lines`},
		"one.jsonl":  {"{\n  \"id\": 1,\n  \"hyp\": \"a\",\n  \"ref\": \"a\"\n}\n", `:1: the file is a pretty-printed JSON object ("{" alone on its line), not JSON Lines: its records are read one JSON object per line; convert it first (jq -c . `},
	} {
		in := writeFile(t, tmp, name, c.content)
		_, stderr, code := run(t, "evaluate", "--in", in)
		if code != 1 || !strings.Contains(stderr, in) || !strings.Contains(stderr, c.want) || strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
			t.Errorf("%s: exit %d, want 1 and one line with %q:\n%s", name, code, c.want, stderr)
		}
	}
	// JSON lines whose first line is an object are read as before.
	in := writeFile(t, tmp, "ok.jsonl", `{"id": 1, "hyp": "a", "ref": "a"}`+"\n")
	if _, stderr, code := run(t, "evaluate", "--in", in); code != 0 {
		t.Errorf("JSON lines: exit %d %s", code, stderr)
	}
}

// TestEvaluateDetailsUUIDIDs: a Parquet UUID id column (as DuckDB, Spark
// and pyarrow write uuid ids) is written by --details as the input shows
// it, 8-4-4-4-12; it was 32 hex digits without dashes, matching no input
// id.
func TestEvaluateDetailsUUIDIDs(t *testing.T) {
	dir := t.TempDir()
	type row struct {
		ID  [16]byte `parquet:"id,uuid"`
		Hyp string   `parquet:"hyp"`
		Ref string   `parquet:"ref"`
	}
	id := [16]byte{0x12, 0x3e, 0x45, 0x67, 0xe8, 0x9b, 0x12, 0xd3, 0xa4, 0x56, 0x42, 0x66, 0x14, 0x17, 0x40, 0x00}
	var buf bytes.Buffer
	if err := parquet.Write(&buf, []row{{ID: id, Hyp: "I paid $5.", Ref: "I paid $5."}}); err != nil {
		t.Fatal(err)
	}
	path := writeFile(t, dir, "uuid.parquet", buf.String())
	details := filepath.Join(dir, "details.jsonl")
	if code, _, errs := runCmd(t, "evaluate", "--json", "--in", path, "--details", details); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	data, _ := os.ReadFile(details)
	if !strings.HasPrefix(string(data), `{"id":"123e4567-e89b-12d3-a456-426614174000",`) {
		t.Errorf("details %s", data)
	}
}

// TestEvaluateJSONLNullHypRefSaysNull checks that a JSONL line whose hyp
// or ref is null is quarantined naming the file, the line, the field and
// the null, in process and on Beam alike, as a Parquet null is: it said
// `field "hyp": expected a string`, which reads as a wrong type, and a
// wrong type now names the type it got.
func TestEvaluateJSONLNullHypRefSaysNull(t *testing.T) {
	dir := t.TempDir()
	path := writeFile(t, dir, "nulls.jsonl", `{"id":1,"hyp":"a b","ref":"a b"}`+"\n"+`{"id":2,"hyp":null,"ref":"a"}`+"\n"+
		`{"id":3,"hyp":"c","ref":"c"}`+"\n"+`{"id":4,"hyp":"d","ref":null}`+"\n"+`{"id":5,"hyp":5,"ref":"e"}`+"\n"+`{"id":6,"hyp":"f","ref":"f"}`+"\n")
	want := []string{
		path + `:2: quarantined: field "hyp" is null: expected a string`,
		path + `:4: quarantined: field "ref" is null: expected a string`,
		path + `:5: quarantined: field "hyp": expected a string, got JSON number`,
	}
	beam.Init()
	for _, extra := range [][]string{nil, {"--beam", "--runner", "direct"}} {
		code, _, errs := runCmd(t, append([]string{"evaluate", "--json", "--in", path}, extra...)...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", extra, code, errs)
		}
		for _, w := range want {
			if !strings.Contains(errs, w+"\n") {
				t.Errorf("%v: stderr lacks %q:\n%s", extra, w, errs)
			}
		}
	}
}

// TestStreamingCommandsDropABOMOnAnyLine checks that a byte-order mark at
// the start of a later line (two files saved with one, joined with cat) is
// dropped by every streaming command, as the prep sources drop it: align,
// evaluate and mine quarantined the line as invalid JSON ("invalid
// character 'ï'"), and verbalize wrote it into the written text, reading
// a JSON record as a sentence.
func TestStreamingCommandsDropABOMOnAnyLine(t *testing.T) {
	tmp := t.TempDir()
	const bom = "\ufeff"
	pairs := writeFile(t, tmp, "pairs.jsonl", bom+`{"id":1,"written":"It is 5.","spoken":"it is five"}`+"\n"+bom+`{"id":2,"written":"It is 6.","spoken":"it is six"}`+"\r\n")
	if code, out, errs := runCmd(t, "align", "--in", pairs, "--out", "-"); code != 0 || !strings.Contains(out, `{"id":"2",`) || errs != "" {
		t.Errorf("align: exit %d, out %q, stderr %q", code, out, errs)
	}
	mp := filepath.Join(tmp, "mp")
	if code, _, errs := runCmd(t, "mine-pairs", "--in", pairs, "--out", mp, "--minsup", "1", "--runner", "direct"); code != 0 || strings.Contains(errs, "quarantined") {
		t.Errorf("mine-pairs: exit %d, stderr %q", code, errs)
	}
	if _, err := os.Stat(filepath.Join(mp, "rejects.jsonl")); err == nil {
		t.Errorf("mine-pairs quarantined a line")
	}
	preds := writeFile(t, tmp, "preds.jsonl", bom+`{"id":"1","hyp":"it is 5","ref":"it is 5"}`+"\n"+bom+`{"id":"2","hyp":"it is 6","ref":"it is 6"}`+"\n"+bom+"\n")
	for _, extra := range [][]string{nil, {"--beam", "--runner", "direct"}} {
		code, out, errs := runCmd(t, append([]string{"evaluate", "--json", "--in", preds}, extra...)...)
		if code != 0 || strings.Contains(errs, "quarantined") || !strings.Contains(out, `"sentences": 2`) {
			t.Errorf("evaluate %v: exit %d, stderr %q\n%s", extra, code, errs, out)
		}
	}
	seqs := writeFile(t, tmp, "seqs.jsonl", bom+`["a","b"]`+"\n"+bom+`["a","b"]`+"\n")
	for _, extra := range [][]string{nil, {"--distributed", "--partitions", "1", "--runner", "direct"}} {
		out := filepath.Join(tmp, "patterns"+strconv.Itoa(len(extra))+".jsonl")
		code, _, errs := runCmd(t, append([]string{"mine", "--in", seqs, "--out", out, "--minsup", "2"}, extra...)...)
		got, _ := os.ReadFile(out)
		if code != 0 || strings.Contains(errs, "quarantined") || !strings.Contains(string(got), `[2, ["a", "b"]]`) {
			t.Errorf("mine %v: exit %d, stderr %q\n%s", extra, code, errs, got)
		}
	}
	texts := writeFile(t, tmp, "texts.txt", "I paid $5.\n"+bom+"I paid $6.\n"+bom+`{"id":"x","text":"7 cats"}`+"\n")
	code, out, errs := runCmd(t, "verbalize", "--in", texts, "--top", "1")
	if code != 0 || errs != "" || strings.Contains(out, bom) ||
		!strings.Contains(out, `{"id":"2","written":"I paid $6.",`) || !strings.Contains(out, `{"id":"x","written":"7 cats",`) {
		t.Errorf("verbalize: exit %d, stderr %q\n%s", code, errs, out)
	}
}

// TestEvaluateBeamQuarantinesAnOversizedField: a hyp over eval's
// MaxFieldBytes is quarantined by --beam as in process, and its id takes
// no part in the repeated-id check there either: --beam's scoring refused
// it with an error that failed the whole job.
func TestEvaluateBeamQuarantinesAnOversizedField(t *testing.T) {
	beam.Init()
	dir := t.TempDir()
	in := writeFile(t, dir, "big.jsonl", `{"id": "a", "hyp": "`+strings.Repeat("x ", eval.MaxFieldBytes/2+1)+`", "ref": "x"}`+"\n"+
		`{"id": "a", "hyp": "x", "ref": "x"}`+"\n"+`{"id": "b", "hyp": "y", "ref": "y"}`+"\n")
	for _, args := range [][]string{{}, {"--beam", "--runner", "direct"}} {
		s := evalJSON(t, append([]string{"--in", in, "--max-reject-rate", "0.5", "--rejects", filepath.Join(dir, "rejects.jsonl")}, args...)...)
		rejects, err := os.ReadFile(filepath.Join(dir, "rejects.jsonl"))
		if err != nil {
			t.Fatal(err)
		}
		if s.Counts.Sentences != 2 || s.Quarantined != 1 || !strings.Contains(string(rejects), `"reason":"hyp is `) {
			t.Errorf("%v: %d sentences, %d quarantined, rejects %s; want 2, 1 and the oversized hyp", args, s.Counts.Sentences, s.Quarantined, rejects)
		}
	}
}

// evaluate --beam --beam-counts X writes its quarantined lines to
// X.rejects.jsonl (its ids to X.ids.jsonl) and removes them after: a file
// a user kept there was overwritten and then removed, exit 0, and a
// --rejects naming it ended with no rejects at all. Both are refused
// before the job, naming the file, which is left as it was.
func TestEvaluateBeamRefusesAFileBesideItsCounts(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "p.jsonl", `{"id":"a","hyp":"x y","ref":"x y"}`+"\n"+`not json`+"\n")
	counts := filepath.Join(dir, "counts.json")
	for _, name := range []string{"counts.json.rejects.jsonl", "counts.json.ids.jsonl"} {
		kept := writeFile(t, dir, name, "precious\n")
		code, _, errs := runCmd(t, "evaluate", "--beam", "--runner", "direct", "--in", in, "--beam-counts", counts)
		if code != 2 || !strings.Contains(errs, kept+" already exists") {
			t.Errorf("%s there: exit %d, stderr %q; want exit 2 naming it", name, code, errs)
		}
		if b, err := os.ReadFile(kept); err != nil || string(b) != "precious\n" {
			t.Errorf("%s after the refusal: %q, %v; want it untouched", name, b, err)
		}
		os.Remove(kept)
	}
	// Without the repeated-id check no ids are written: that file is not
	// in the way.
	writeFile(t, dir, "counts.json.ids.jsonl", "precious\n")
	if code, _, errs := runCmd(t, "evaluate", "--beam", "--runner", "direct", "--in", in, "--beam-counts", counts, "--allow-duplicate-ids", "--rejects", filepath.Join(dir, "r.jsonl")); code != 0 {
		t.Errorf("--allow-duplicate-ids beside an ids file: exit %d: %s", code, errs)
	}
	rejects := counts + ".rejects.jsonl"
	code, _, errs := runCmd(t, "evaluate", "--beam", "--runner", "direct", "--in", in, "--beam-counts", counts, "--rejects", rejects)
	if code != 2 || !strings.Contains(errs, "--rejects "+rejects+" is where evaluate --beam") {
		t.Errorf("--rejects X.rejects.jsonl: exit %d, stderr %q; want exit 2 naming it", code, errs)
	}
	// A run beside no such file keeps working and leaves only its counts.
	os.Remove(filepath.Join(dir, "counts.json.ids.jsonl"))
	if code, _, errs := runCmd(t, "evaluate", "--beam", "--runner", "direct", "--in", in, "--beam-counts", counts, "--rejects", filepath.Join(dir, "r.jsonl")); code != 0 {
		t.Errorf("a free --beam-counts: exit %d: %s", code, errs)
	}
	for _, p := range []string{rejects, counts + ".ids.jsonl"} {
		if _, err := os.Stat(p); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%s left after a run: %v", p, err)
		}
	}
}

// TestEvaluateBeamCountsIsAFile: --beam-counts - is a usage error; the job
// wrote its counts to a file named "-" in the working folder and left it.
func TestEvaluateBeamCountsIsAFile(t *testing.T) {
	t.Chdir(t.TempDir())
	in := writeFile(t, ".", "p.jsonl", `{"id":"a","hyp":"x y","ref":"x y"}`+"\n")
	code, _, errs := runCmd(t, "evaluate", "--beam", "--runner", "direct", "--in", in, "--beam-counts", "-")
	if code != 2 || !strings.Contains(errs, "--beam-counts takes the path of a file") {
		t.Errorf("--beam-counts -: exit %d, stderr %q; want exit 2 naming the flag", code, errs)
	}
	if _, err := os.Stat("-"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a file named - left in the working folder: %v", err)
	}
}

// TestEvaluateBeamDryRunRealizesNothing: evaluate --beam --runner vet on a
// train run whose predictions are raw says what a run would realize and
// writes nothing: it realized predictions.jsonl into the run folder.
func TestEvaluateBeamDryRunRealizesNothing(t *testing.T) {
	run := filepath.Join(t.TempDir(), "run")
	os.MkdirAll(run, 0o755)
	rec, _ := json.MarshalIndent(trainer.RunRecord{Format: trainer.RunRecordFormat, RunDir: run, Status: "submitted", Design: trainer.Tagger}, "", "  ")
	os.WriteFile(filepath.Join(run, "run.json"), rec, 0o644)
	raw := filepath.Join(run, trainer.TaggerRawPredictions)
	os.WriteFile(raw, []byte(`{"id": "b", "src": "four hundred fish", "tags": ["_4", "00_", "<SELF>"], "ref": "four hundred fish"}`+"\n"), 0o644)
	before, _ := os.ReadDir(run)
	code, out, errs := runCmd(t, "evaluate", "--beam", "--runner", "vet", "--in", run)
	pred := filepath.Join(run, "predictions.jsonl")
	if code != 0 || out != "dry run: pipeline constructed, nothing executed\n" ||
		errs != "itnprep evaluate: a run would realize the tagger predictions of "+raw+" into "+pred+" first; a dry run writes nothing\n" {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
	if after, _ := os.ReadDir(run); len(after) != len(before) {
		t.Errorf("the dry run wrote into the run folder: %v, was %v", after, before)
	}
}

// TestEvaluateDryRunFolderSaysNothingWasTrained: a train --dry-run's folder
// or its dry-run.json given to evaluate says that a dry run trains and
// decodes nothing, in one line. The folder was "a folder, not a
// predictions file", and the record "the run wrote no predictions.jsonl
// (... it has not decoded yet; its run.json says)", of a run that has no
// run.json.
func TestEvaluateDryRunFolderSaysNothingWasTrained(t *testing.T) {
	run := filepath.Join(t.TempDir(), "run")
	os.MkdirAll(run, 0o755)
	rec, _ := json.MarshalIndent(trainer.RunRecord{Format: trainer.RunRecordFormat, RunDir: run, Status: "dry-run"}, "", "  ")
	dry := filepath.Join(run, trainer.DryRunRecord)
	os.WriteFile(dry, rec, 0o644)
	for in, is := range map[string]string{run: "the folder of a train --dry-run", dry: "a train --dry-run's record"} {
		code, out, errs := runCmd(t, "evaluate", "--in", in)
		if lines := strings.Split(strings.TrimSpace(errs), "\n"); code != 1 || out != "" || len(lines) != 1 ||
			!strings.Contains(errs, ": "+in+" is "+is+", not predictions: a dry run trains and decodes nothing; run the train command without --dry-run") ||
			strings.Contains(errs, "run.json says") {
			t.Errorf("--in %s: exit %d, stderr %q", in, code, errs)
		}
	}
	// A real run in the folder since then: its predictions are named.
	b, _ := os.ReadFile(evalSample)
	os.WriteFile(filepath.Join(run, "predictions.jsonl"), b, 0o644)
	if code, _, errs := runCmd(t, "evaluate", "--in", dry); code != 2 || !strings.Contains(errs, "score its predictions with --input "+filepath.Join(run, "predictions.jsonl")) {
		t.Errorf("dry-run.json beside predictions: exit %d %q", code, errs)
	}
}

// TestEvaluateRefusesTheProgramsRecords: a train run's run.json written on
// one line, and a version's metadata (its manifest, in place or copied
// out, pretty or on one line; its card; an export's export.json; a staged
// version's stage.json) given to --in are refused in one line saying what
// they are. A one-line record was a JSON line like a prediction: it was
// quarantined for its missing "hyp" ("0 usable sentences"), and a
// pretty-printed manifest was to be converted with jq -c.
func TestEvaluateRefusesTheProgramsRecords(t *testing.T) {
	tmp := t.TempDir()
	ver := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/output-00000-of-00100", "--output", filepath.Join(tmp, "o"), "--runner", "direct")
	id := filepath.Base(ver)
	run := filepath.Join(tmp, "run")
	os.MkdirAll(run, 0o755)
	rec, _ := json.Marshal(trainer.RunRecord{Format: trainer.RunRecordFormat, RunDir: run, Status: "succeeded"})
	oneLineRun := writeFile(t, run, "run.json", string(rec)+"\n")
	b, _ := os.ReadFile(evalSample)
	os.WriteFile(filepath.Join(run, "predictions.jsonl"), b, 0o644)
	manifest, err := os.ReadFile(filepath.Join(ver, "manifest.json"))
	if err != nil {
		t.Fatal(err)
	}
	var compact bytes.Buffer
	if err := json.Compact(&compact, manifest); err != nil {
		t.Fatal(err)
	}
	export, _ := json.Marshal(pipelines.NeMoExportRecord{Format: pipelines.NeMoExportFormat, VersionID: id})
	stage, _ := json.Marshal(trainer.StageRecord{Format: trainer.StageFormat, VersionID: id})
	for _, c := range []struct{ in, says string }{
		{oneLineRun, oneLineRun + " is a train run's record, not predictions: score its predictions with --input " + filepath.Join(run, "predictions.jsonl")},
		{filepath.Join(ver, "manifest.json"), filepath.Join(ver, "manifest.json") + " is the manifest of the dataset version " + ver + ", not predictions"},
		{filepath.Join(ver, "README.md"), filepath.Join(ver, "README.md") + " is the card of the dataset version " + ver + ", not predictions"},
		{writeFile(t, tmp, "m.json", compact.String()+"\n"), " is the manifest of the dataset version " + id + ", not predictions"},
		{writeFile(t, tmp, "pretty.json", string(manifest)), " is the manifest of the dataset version " + id + ", not predictions"},
		{writeFile(t, tmp, "export.json", string(export)+"\n"), " is the record of an export of the dataset version " + id + " (export.json), not predictions"},
		{writeFile(t, tmp, "stage.json", string(stage)+"\n"), " is the record of the dataset version " + id + " staged for training (stage.json), not predictions"},
	} {
		code, out, errs := runCmd(t, "evaluate", "--in", c.in)
		if code != 2 || out != "" || strings.Count(strings.TrimSpace(errs), "\n") != 0 || !strings.Contains(errs, c.says) {
			t.Errorf("evaluate --in %s: exit %d, stderr %q; want exit 2 and one line with %q", c.in, code, errs, c.says)
		}
	}
}

// TestEvaluateRefusesAnExportsFiles: `evaluate --in EXPORT/test.tsv`, the
// tagger's test rows export nemo-tagger wrote (spoken<TAB>tags<TAB>classes)
// rather than a model's predictions, quarantined every line ("invalid JSON
// at byte 1", twenty on stderr) before "0 usable sentences". With the
// export's export.json beside it the file is refused in one line naming
// the version and what writes predictions; a test.tsv of one's own, with
// no export record beside it, is read as before.
func TestEvaluateRefusesAnExportsFiles(t *testing.T) {
	tmp := t.TempDir()
	exp := filepath.Join(tmp, "export")
	os.MkdirAll(exp, 0o755)
	export, _ := json.Marshal(pipelines.NeMoExportRecord{Format: pipelines.NeMoExportFormat, VersionID: "d844bdf81aa030cd6f3d"})
	writeFile(t, exp, pipelines.NeMoExportFile, string(export)+"\n")
	tsv := "the bridge was built in nineteen ninety six\t<SELF> <SELF> <SELF> <SELF> <SELF> _19 9 6_\tDATE 5 8\n"
	for _, name := range []string{"test.tsv", "label_map.txt"} {
		in := writeFile(t, exp, name, tsv)
		code, out, errs := runCmd(t, "evaluate", "--in", in)
		want := in + " is a file of an export of the dataset version d844bdf81aa030cd6f3d (NeMo's tagger training data: spoken words, tags, classes), not predictions; evaluate scores predictions"
		if code != 2 || out != "" || strings.Count(strings.TrimSpace(errs), "\n") != 0 || !strings.Contains(errs, want) || !strings.Contains(errs, "itnprep train --model tagger") {
			t.Errorf("evaluate --in %s: exit %d, stderr %q; want exit 2 and one line with %q", in, code, errs, want)
		}
	}
	own := writeFile(t, tmp, "test.tsv", tsv)
	if code, _, errs := runCmd(t, "evaluate", "--in", own); code != 1 || !strings.Contains(errs, "0 usable sentences") {
		t.Errorf("evaluate --in %s (no export beside it): exit %d, stderr %q; want the quarantine as before", own, code, errs)
	}
}

// TestEvaluateUniversal2TFMetrics: train reported a u2tf run's I-WER as
// Universal-2-TF counts it and its M-WER, evaluate neither, so a u2tf
// model's predictions scored by evaluate gave no figure to set against the
// paper's. It now prints both beside Sunkara et al.'s I-WER, in process
// and with --beam alike. By hand, for these three sentences:
//   - Sunkara et al.'s I-WER: ITN words are the reference words not in the
//     input as they are: It, $5., We, McDonald., At, 7:20. (6); errors:
//     McDonald. written Mcdonald., It written it, and 7:20. written "7
//     20.", a substitution and an insertion charged to the ITN word At
//     before it: 4 of 6.
//   - Universal-2-TF's I-WER: case folded and edge marks removed, the ITN
//     words are $5 and 7:20 (2); "7 20" against "7:20" is one substitution
//     on 7:20 and an insertion charged to the non-ITN "at": 1 of 2, 50%.
//   - M-WER: the one mixed-case reference word is McDonald, written
//     Mcdonald: 1 of 1, 100%.
func TestEvaluateUniversal2TFMetrics(t *testing.T) {
	beam.Init()
	pred := filepath.Join(t.TempDir(), "predictions.jsonl")
	lines := `{"id":"1","src":"it cost five dollars","hyp":"it cost $5.","ref":"It cost $5."}
{"id":"2","src":"we met mcdonald","hyp":"We met Mcdonald.","ref":"We met McDonald."}
{"id":"3","src":"at seven twenty","hyp":"At 7 20.","ref":"At 7:20."}
`
	if err := os.WriteFile(pred, []byte(lines), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCmd(t, "evaluate", "--in", pred)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{
		"\nITN Word (I-WER)              4       6      66.67%   reference words not in the spoken input",
		"\nITN Word, U2-TF (I-WER)       1       2      50.00%   reference words needing ITN, case folded and punctuation removed (Universal-2-TF)\n",
		"\nMixed-case Word (M-WER)       1       1      100.00%  reference mixed-case words",
		// The paper's Tables 4 and 5 (qa69): periods all right; casing
		// over the input's words both sides keep (qa73: the same words
		// here, $5 and 7:20 have no cased letter): lower cost met / it
		// cost met, cap It We At / We Mcdonald At, mixed McDonald / none.
		"\nF1 by class, out of 100 (Universal-2-TF Tables 4 and 5): marks , n/a . 100.00 ? n/a (on PER's alignment); casing lower 80.00 cap 66.67 upper n/a mixed 0.00 (over 6 input words: the reference's words that are words of src and of the hypothesis, case and edge marks aside).\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("table lacks %q:\n%s", want, out)
		}
	}
	for _, args := range [][]string{{"--in", pred}, {"--in", pred, "--beam", "--runner", "direct"}} {
		s := evalJSON(t, args...)
		if s.IWER == nil || *s.IWER != 4.0/6 || s.U2TFIWER == nil || *s.U2TFIWER != 0.5 || s.U2TFMWER == nil || *s.U2TFMWER != 1 {
			t.Errorf("%v: i_wer %v, u2tf_i_wer %v, u2tf_m_wer %v, want 4/6, 0.5, 1", args, s.IWER, s.U2TFIWER, s.U2TFMWER)
		}
		c := s.Counts
		if c.U2TFITNErrors != 1 || c.U2TFITNRef != 2 || c.MixedErrors != 1 || c.MixedRef != 1 {
			t.Errorf("%v: counts %+v", args, c)
		}
		rows := map[string]eval.Row{}
		for _, r := range s.Rows {
			rows[r.Key] = r
		}
		if r := rows["u2tf_i_wer"]; r.Errors != 1 || r.Total != 2 {
			t.Errorf("%v: row u2tf_i_wer %+v", args, r)
		}
		if r := rows["u2tf_m_wer"]; r.Errors != 1 || r.Total != 1 {
			t.Errorf("%v: row u2tf_m_wer %+v", args, r)
		}
		if p := s.PunctF1; p["."] == nil || *p["."] != 1 || p[","] != nil || p["?"] != nil {
			t.Errorf("%v: punct_f1 %v", args, p)
		}
		if k := s.CaseF1; k["lower"] == nil || *k["lower"] != 0.8 || k["cap"] == nil || math.Abs(*k["cap"]-4.0/6) > 1e-12 || k["upper"] != nil || k["mixed"] == nil || *k["mixed"] != 0 {
			t.Errorf("%v: case_f1 %v", args, k)
		}
	}
}

// TestEvaluateDetailsSumToTheTable: each --details pair is the sentence's
// share of the table's row, Universal-2-TF's I-WER ("u2tf_itn") and M-WER
// ("mixed") among them: summed over the sentences they give the counts
// --json prints, in process and with --beam (which writes no details).
// Before 2026-12-01 the details had no Universal-2-TF figures at all.
func TestEvaluateDetailsSumToTheTable(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "pred.jsonl")
	os.WriteFile(in, []byte(`{"id":"a","src":"we met mcdonald at five p m","hyp":"We met Mcdonald at 5 p.m.","ref":"We met McDonald at 5 p.m."}
{"id":"b","src":"my iphone cost ten dollars","hyp":"My iPhone cost $10.","ref":"My iPhone cost $10."}
{"id":"c","src":"it is what it is","hyp":"It is what it is","ref":"It is what it is."}
{"id":"d","src":"call ebay on march third","hyp":"call eBay on March 3","ref":"Call eBay on March 3rd?"}
{"id":"e","src":"the youtube video","hyp":"The YouTube video.","ref":"The YouTube, video."}
`), 0o644)
	details := filepath.Join(dir, "details.jsonl")
	if code, _, errs := runCmd(t, "evaluate", "--in", in, "--details", details); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	data, err := os.ReadFile(details)
	if err != nil {
		t.Fatal(err)
	}
	var sum eval.Counts
	var perErrors, perTotal int64
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var d struct {
			S, D, I, N                        int64
			ITN, NI, U2TFITN, Mixed, PER, CER [2]int64
		}
		dec := map[string]any{"S": &d.S, "D": &d.D, "I": &d.I, "N": &d.N, "itn": &d.ITN, "ni": &d.NI,
			"u2tf_itn": &d.U2TFITN, "mixed": &d.Mixed, "per": &d.PER, "cer": &d.CER}
		var raw map[string]json.RawMessage
		if err := json.Unmarshal([]byte(line), &raw); err != nil {
			t.Fatalf("details line %s: %v", line, err)
		}
		for k, v := range dec {
			if raw[k] == nil {
				t.Fatalf("details line lacks %q: %s", k, line)
			}
			if err := json.Unmarshal(raw[k], v); err != nil {
				t.Fatalf("details %q in %s: %v", k, line, err)
			}
		}
		sum.Sub, sum.Del, sum.Ins, sum.RefWords = sum.Sub+d.S, sum.Del+d.D, sum.Ins+d.I, sum.RefWords+d.N
		sum.ITNErrors, sum.ITNRef = sum.ITNErrors+d.ITN[0], sum.ITNRef+d.ITN[1]
		sum.NonITNErrors, sum.NonITNRef = sum.NonITNErrors+d.NI[0], sum.NonITNRef+d.NI[1]
		sum.U2TFITNErrors, sum.U2TFITNRef = sum.U2TFITNErrors+d.U2TFITN[0], sum.U2TFITNRef+d.U2TFITN[1]
		sum.MixedErrors, sum.MixedRef = sum.MixedErrors+d.Mixed[0], sum.MixedRef+d.Mixed[1]
		sum.CharErrors, sum.CharRef = sum.CharErrors+d.CER[0], sum.CharRef+d.CER[1]
		perErrors, perTotal = perErrors+d.PER[0], perTotal+d.PER[1]
	}
	// The sample must exercise both figures, errors and all.
	if sum.U2TFITNErrors == 0 || sum.U2TFITNRef == 0 || sum.MixedErrors == 0 || sum.MixedRef < 4 {
		t.Fatalf("the sample's Universal-2-TF counts are too small to test: %+v", sum)
	}
	beam.Init()
	for _, args := range [][]string{{}, {"--beam", "--runner", "direct"}} {
		c := evalJSON(t, append([]string{"--in", in}, args...)...).Counts
		got := [][2]int64{{sum.Sub, c.Sub}, {sum.Del, c.Del}, {sum.Ins, c.Ins}, {sum.RefWords, c.RefWords},
			{sum.ITNErrors, c.ITNErrors}, {sum.ITNRef, c.ITNRef}, {sum.NonITNErrors, c.NonITNErrors}, {sum.NonITNRef, c.NonITNRef},
			{sum.U2TFITNErrors, c.U2TFITNErrors}, {sum.U2TFITNRef, c.U2TFITNRef}, {sum.MixedErrors, c.MixedErrors}, {sum.MixedRef, c.MixedRef},
			{sum.CharErrors, c.CharErrors}, {sum.CharRef, c.CharRef}, {perErrors, c.PER.Errors()}, {perTotal, c.PER.Total()}}
		for i, g := range got {
			if g[0] != g[1] {
				t.Errorf("%v: pair %d: the details sum to %d, the aggregate says %d (details %+v, aggregate %+v)", args, i, g[0], g[1], sum, c)
			}
		}
	}
}

// TestEvaluateRefusesAStagedSplit: a file of a version staged for training
// (train's --cache; its stage.json beside it) given to --in is refused in
// one line naming the version, the design and what writes predictions.
// The staged test split, {"id","src","tgt"} lines, quarantined every line
// for its missing "hyp", twenty lines on stderr before "0 usable
// sentences" (qa81). The same lines without a stage.json beside them are
// read as before.
func TestEvaluateRefusesAStagedSplit(t *testing.T) {
	tmp := t.TempDir()
	rows := `{"id":"a.jsonl:1","src":"in nineteen fifty five","tgt":"In 1955."}` + "\n" +
		`{"id":"a.jsonl:2","src":"one minute world news","tgt":"One Minute World News."}` + "\n"
	for _, design := range []string{trainer.Seq2Seq, trainer.U2TF} {
		dir := filepath.Join(tmp, design)
		os.MkdirAll(dir, 0o755)
		stage, _ := json.Marshal(trainer.StageRecord{Format: trainer.StageFormat, VersionID: "a89b25c95cb0eceb8bee", Design: design,
			Files: map[string]string{"train": "1", "validation": "2", "test": "3"}})
		writeFile(t, dir, "stage.json", string(stage)+"\n")
		in := writeFile(t, dir, "test.jsonl", rows)
		// A file of the user's own in the folder, which the record does
		// not list, is read as predictions.
		mine := writeFile(t, dir, "mine.jsonl", rows)
		if code, _, errs := runCmd(t, "evaluate", "--in", mine); code != 1 || !strings.Contains(errs, "0 usable sentences") {
			t.Errorf("evaluate --in %s, a file the stage record does not list: exit %d, stderr %q; want its lines quarantined", mine, code, errs)
		}
		code, out, errs := runCmd(t, "evaluate", "--in", in)
		want := in + " is a file of the dataset version a89b25c95cb0eceb8bee staged for training (" + design + " rows, the training program's input; stage.json beside it), not predictions"
		if code != 2 || out != "" || strings.Count(strings.TrimSpace(errs), "\n") != 0 || !strings.Contains(errs, want) || !strings.Contains(errs, "itnprep train --model "+design) {
			t.Errorf("evaluate --in %s: exit %d, stderr %q; want exit 2 and one line with %q", in, code, errs, want)
		}
	}
	own := writeFile(t, tmp, "test.jsonl", rows)
	if code, _, errs := runCmd(t, "evaluate", "--in", own); code != 1 || !strings.Contains(errs, "0 usable sentences") || !strings.Contains(errs, `missing field "hyp"`) {
		t.Errorf("evaluate --in %s without a stage.json: exit %d, stderr %q; want its lines quarantined as before", own, code, errs)
	}
}

// TestEvaluateSaysRawPredictionsAreNotTheSplit: a cluster run's raw
// predictions with fewer lines than the test rows its run.json records
// (a copy off the cluster cut short) are realized and scored, and a line
// on stderr says so, naming the file, both counts and the version; they
// were scored as the split's without a word (qa81).
func TestEvaluateSaysRawPredictionsAreNotTheSplit(t *testing.T) {
	run := filepath.Join(t.TempDir(), "run")
	os.MkdirAll(run, 0o755)
	rec, _ := json.MarshalIndent(trainer.RunRecord{Format: trainer.RunRecordFormat, RunDir: run, Status: "submitted", Design: trainer.Tagger,
		Dataset: trainer.DatasetRef{VersionID: "0ade576e4ec24ddcfdcf", Rows: map[string]int64{"train": 10, "test": 26}}}, "", "  ")
	os.WriteFile(filepath.Join(run, "run.json"), rec, 0o644)
	raw := writeFile(t, run, trainer.TaggerRawPredictions,
		`{"id": "a", "src": "in twenty thirteen it rained", "tags": ["<SELF>", "_20", "13_", "<SELF>", "<SELF>"], "ref": "in 2013 it rained"}`+"\n")
	code, out, errs := runCmd(t, "evaluate", "--in", run, "--json")
	want := "itnprep evaluate: warning: " + raw + " holds 1 predictions, fewer than the 26 test rows of 0ade576e4ec24ddcfdcf that the run decodes: the figures are over these 1 only, not the whole split"
	if code != 0 || !strings.Contains(out, `"sentences": 1,`) || strings.Count(strings.TrimSpace(errs), "\n") != 1 || !strings.Contains(errs, want) {
		t.Errorf("evaluate --in RUN with 1 of 26 raw predictions: exit %d, stderr %q; want the realized line and one with %q", code, errs, want)
	}
}

// TestEvaluateNamesRawPredictionsOutOfTheirRun: a tagger's or u2tf's raw
// predictions copied out of their run folder (no run.json beside them,
// where they are realized) are refused in one line naming the file, its
// line, the design and how to have them realized and scored; every line
// was quarantined for its missing "hyp", twenty on stderr before "0
// usable sentences" (qa81). Lines with a "hyp" are predictions still.
func TestEvaluateNamesRawPredictionsOutOfTheirRun(t *testing.T) {
	tmp := t.TempDir()
	for design, line := range map[string]string{
		trainer.Tagger: `{"id": "a", "src": "in twenty thirteen it rained", "tags": ["<SELF>", "_20", "13_", "<SELF>", "<SELF>"], "ref": "in 2013 it rained"}`,
		trainer.U2TF: `{"id": "b", "src": "ninety stores", "tokens": ["ninety", "stores"], "punct": ["O", "."], "case": ["lower", "cap"], "itn": [1, 0],` +
			` "spans": [{"start": 0, "end": 1, "input": "<span> ninety </span> stores", "output": "90"}], "ref": "90 Stores."}`,
	} {
		in := writeFile(t, tmp, design+".jsonl", "\n"+line+"\n"+line+"\n")
		code, out, errs := runCmd(t, "evaluate", "--in", in)
		want := in + ":2: a " + design + " run's raw predictions ("
		if code != 2 || out != "" || strings.Count(strings.TrimSpace(errs), "\n") != 0 || !strings.Contains(errs, want) || !strings.Contains(errs, "itnprep evaluate --input RUN_DIR") {
			t.Errorf("evaluate --in %s: exit %d, stderr %q; want exit 2 and one line with %q", in, code, errs, want)
		}
		// The same line with a hypothesis is a prediction: it is scored.
		var rec map[string]any
		json.Unmarshal([]byte(line), &rec)
		rec["hyp"] = rec["ref"]
		b, _ := json.Marshal(rec)
		scored := writeFile(t, tmp, design+"-hyp.jsonl", string(b)+"\n")
		if code, out, errs := runCmd(t, "evaluate", "--in", scored, "--json"); code != 0 || !strings.Contains(out, `"sentences": 1,`) {
			t.Errorf("evaluate --in %s (with hyp): exit %d, stderr %q", scored, code, errs)
		}
	}
}

// TestEvaluateRealizesARunStartedFromADryRun: a tagger or u2tf run started
// by hand from a dry run's printed command (docs/TRAINING.md, Launchers)
// leaves its raw predictions beside dry-run.json, with no run.json;
// evaluate on its folder, its dry-run.json or the raw file realizes and
// scores them as for a cluster run. It said "a dry run trains and decodes
// nothing; run the train command without --dry-run" of the folder (qa81,
// the u2tf dry run's command run by hand).
func TestEvaluateRealizesARunStartedFromADryRun(t *testing.T) {
	raws := `{"id": "a", "src": "in twenty thirteen it rained", "tags": ["<SELF>", "_20", "13_", "<SELF>", "<SELF>"], "ref": "in 2013 it rained"}` + "\n" +
		`{"id": "b", "src": "four hundred fish", "tags": ["_4", "00_", "<SELF>"], "ref": "four hundred fish"}` + "\n"
	for _, which := range []string{"folder", trainer.DryRunRecord, "raw"} {
		run := filepath.Join(t.TempDir(), "run")
		os.MkdirAll(run, 0o755)
		rec, _ := json.MarshalIndent(trainer.RunRecord{Format: trainer.RunRecordFormat, RunDir: run, Status: "dry-run", Design: trainer.Tagger,
			Dataset: trainer.DatasetRef{VersionID: "0ade576e4ec24ddcfdcf", Rows: map[string]int64{"train": 9, "test": 2}}}, "", "  ")
		os.WriteFile(filepath.Join(run, trainer.DryRunRecord), rec, 0o644)
		raw := writeFile(t, run, trainer.TaggerRawPredictions, raws)
		in := map[string]string{"folder": run, trainer.DryRunRecord: filepath.Join(run, trainer.DryRunRecord), "raw": raw}[which]
		code, out, errs := runCmd(t, "evaluate", "--in", in, "--json")
		pred := filepath.Join(run, "predictions.jsonl")
		if code != 0 || errs != "itnprep evaluate: realized 2 tagger predictions of "+raw+" into "+pred+", as the launcher does after a local run (a Slurm or Kubernetes job's run holds only the raw ones)\n" || !strings.Contains(out, `"sentences": 2,`) {
			t.Errorf("--in %s: exit %d, stderr %q, stdout %.60q; want the 2 raw predictions realized and scored", which, code, errs, out)
		}
	}
}
