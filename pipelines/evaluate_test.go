package pipelines

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/local"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/memfs"
	//lint:ignore SA1019 the issue asks for the direct runner as well as prism
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners/direct"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners/prism"
	"github.com/parquet-go/parquet-go"

	"github.com/itnprep/itnprep/eval"
	"github.com/itnprep/itnprep/internal/quarantine"
	"github.com/itnprep/itnprep/storage"
	"github.com/itnprep/itnprep/transforms"
)

// predictions writes n deterministic pseudo-predictions with every kind of
// error, split over three files (plain, gzip, plain) and also as one
// Parquet file; it returns the JSONL glob, the Parquet path and all lines.
func predictions(t *testing.T, dir string, n int) (string, string, []string) {
	t.Helper()
	rng := rand.New(rand.NewPCG(7, 7))
	words := []string{"the", "The", "meeting", "is", "on", "March", "15th", ",", "2024", ".", "$", "10", "%", "km", "?", "it's", "Dr."}
	var lines []string
	var rows []transforms.PredictionRow
	for i := 0; i < n; i++ {
		ref := make([]string, 3+rng.IntN(12))
		for k := range ref {
			ref[k] = words[rng.IntN(len(words))]
		}
		hyp := append([]string(nil), ref...)
		for k := 0; k < rng.IntN(3); k++ {
			switch j := rng.IntN(len(hyp)); rng.IntN(3) {
			case 0:
				hyp[j] = words[rng.IntN(len(words))]
			case 1:
				hyp = append(hyp[:j], hyp[j+1:]...)
			default:
				hyp = append(hyp[:j], append([]string{words[rng.IntN(len(words))]}, hyp[j:]...)...)
			}
		}
		src := strings.ToLower(strings.Join(ref[:len(ref)/2], " ")) + " ten"
		p := transforms.PredictionRow{ID: fmt.Sprint("s", i), Src: src, Hyp: strings.Join(hyp, " "), Ref: strings.Join(ref, " ")}
		if i%5 == 0 {
			p.Refs = []string{strings.Join(hyp, "")}
		}
		rows = append(rows, p)
		b, _ := json.Marshal(eval.Record{ID: p.ID, Src: p.Src, Hyp: p.Hyp, Ref: p.Ref, Refs: p.Refs})
		lines = append(lines, string(b))
	}
	third := n / 3
	write := func(name string, ls []string, gz bool) {
		var buf bytes.Buffer
		for _, l := range ls {
			buf.WriteString(l + "\n")
		}
		data := buf.Bytes()
		if gz {
			var z bytes.Buffer
			w := gzip.NewWriter(&z)
			w.Write(data)
			w.Close()
			data = z.Bytes()
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("pred-0.jsonl", lines[:third], false)
	write("pred-1.jsonl.gz", lines[third:2*third], true)
	write("pred-2.jsonl", append(append([]string{}, lines[2*third:]...), ""), false)
	var pq bytes.Buffer
	if err := parquet.Write(&pq, rows); err != nil {
		t.Fatal(err)
	}
	pqPath := filepath.Join(dir, "pred.parquet")
	if err := os.WriteFile(pqPath, pq.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return filepath.Join(dir, "pred-*"), pqPath, lines
}

// TestEvaluateBeamEqualsInProcess runs the pipeline on prism and on the
// direct runner, over JSONL (plain and gzip) and Parquet input, and
// requires the summed Counts to equal the in-process eval.Run exactly.
func TestEvaluateBeamEqualsInProcess(t *testing.T) {
	dir := t.TempDir()
	glob, pqPath, lines := predictions(t, dir, 3000)
	for _, opts := range []eval.Options{{}, {Tokenize: eval.TokenizePunct, Punct: eval.DefinitionAnchor, Symbol: eval.DefinitionAnchor}} {
		want, err := eval.Run{Options: opts, Name: "in-process"}.JSONL(strings.NewReader(strings.Join(lines, "\n")))
		if err != nil {
			t.Fatal(err)
		}
		if want.Sentences != 3000 {
			t.Fatalf("in-process read %d sentences", want.Sentences)
		}
		for _, runner := range []string{"prism", "direct"} {
			for _, input := range []string{"jsonl", "parquet"} {
				name := fmt.Sprintf("%s/%s/%s", runner, input, opts.Tokenize)
				// prism also spreads the records (a reshuffle), direct scores
				// where it reads: the counts must not depend on it.
				cfg := EvaluateConfig{Glob: glob, Options: opts, CountsPath: filepath.Join(dir, strings.ReplaceAll(name, "/", "_")+".json"),
					SpreadRecords: runner == "prism"}
				if input == "parquet" {
					cfg.Glob, cfg.Parquet = pqPath, true
				}
				p, s := beam.NewPipelineWithRoot()
				Evaluate(s, cfg)
				execute := prism.Execute
				if runner == "direct" {
					execute = direct.Execute
				}
				if _, err := executeRetryingPrismRace(context.Background(), p, execute); err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				got, err := transforms.ReadCounts(context.Background(), cfg.CountsPath)
				if err != nil {
					t.Fatal(err)
				}
				if got != want {
					t.Errorf("%s: Beam counts differ from in-process\nbeam %+v\nwant %+v", name, got, want)
				}
			}
		}
	}
}

// TestEvaluateBeamBadLine: a bad line is set aside with FILE:LINE and its
// reason in RejectsPath, and the good lines are still scored.
func TestEvaluateBeamBadLine(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "bad.jsonl")
	os.WriteFile(path, []byte("{\"hyp\":\"a\",\"ref\":\"a\"}\n{\"hyp\":\"a\",\"ref\":\n"), 0o644)
	p, s := beam.NewPipelineWithRoot()
	counts, rejects := filepath.Join(dir, "c.json"), filepath.Join(dir, "rejects.jsonl")
	Evaluate(s, EvaluateConfig{Glob: path, CountsPath: counts, RejectsPath: rejects})
	if _, err := direct.Execute(context.Background(), p); err != nil {
		t.Fatal(err)
	}
	c, err := transforms.ReadCounts(context.Background(), counts)
	if err != nil {
		t.Fatal(err)
	}
	bad, err := transforms.ReadRejects(context.Background(), rejects)
	if err != nil {
		t.Fatal(err)
	}
	if c.Sentences != 1 || len(bad) != 1 || bad[0].File != path || bad[0].Line != 2 || bad[0].Reason == "" {
		t.Fatalf("sentences %d, rejects %+v; want 1 scored and line 2 of %s set aside", c.Sentences, bad, path)
	}
}

// TestRunEvaluateReadsBackItsResults: evaluate --beam's workflow, as
// pipelines owns it: RunEvaluate runs the job, reads back the counts and
// the repeated ids, removes the ids it wrote beside CountsPath and the
// sorted runs, and hands over the quarantined lines in file and line
// order; Close removes its temporary folder and the quarantined lines.
func TestRunEvaluateReadsBackItsResults(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "preds.jsonl")
	lines := `{"id":"a","hyp":"x","ref":"x"}` + "\n" + `{"id":"b","hyp":"x",` + "\n" + `{"id":"a","hyp":"y","ref":"x"}` + "\n" + `not json` + "\n"
	if err := os.WriteFile(in, []byte(lines), 0o644); err != nil {
		t.Fatal(err)
	}
	counts := filepath.Join(dir, "out", "counts.json")
	os.MkdirAll(filepath.Dir(counts), 0o755)
	res, err := RunEvaluate(context.Background(), EvaluateJob{Glob: in, CountsPath: counts, FindRepeats: true, Runner: "direct"})
	if err != nil {
		t.Fatal(err)
	}
	if res.Counts.Sentences != 2 || res.Repeats.N != 1 || res.Repeats.First.Line != 3 || res.Repeats.First.FirstLine != 1 {
		t.Errorf("sentences %d, repeats %+v; want 2 scored and line 3 repeating line 1", res.Counts.Sentences, res.Repeats)
	}
	var got []int64
	if err := res.EachReject(context.Background(), func(r quarantine.Reject) error { got = append(got, r.Line); return nil }); err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(got) != "[2 4]" {
		t.Errorf("rejects at lines %v, want [2 4]", got)
	}
	if names := namesIn(filepath.Dir(counts)); fmt.Sprint(names) != "[counts.json counts.json.rejects.jsonl]" {
		t.Errorf("beside the counts: %v; want the counts and the rejects only (no ids, no sorted runs)", names)
	}
	// A failed job is an error and no result (it panicked on the nil
	// result it was cleaning up).
	if r, err := RunEvaluate(context.Background(), EvaluateJob{Glob: filepath.Join(dir, "none-*.jsonl"), Runner: "direct"}); err == nil || r != nil {
		t.Errorf("a glob matching nothing: %v, %v; want an error", r, err)
	}
	scratch := res.scratch
	if err := res.Close(context.Background()); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(scratch); err == nil {
		t.Errorf("Close left %s", scratch)
	}
	// The quarantined lines, handed over, go too: they stayed beside the
	// counts after every run.
	if left, _ := os.ReadDir(filepath.Dir(counts)); len(left) != 1 || left[0].Name() != "counts.json" {
		t.Errorf("beside the counts after Close: %v; want the counts only", left)
	}
}

// TestFailedRunEvaluateRemovesItsScratch: a job that fails after it ran
// (here the counts cannot be written: their path is a folder) leaves no
// rejects or ids beside --beam-counts X; only the success path's Close
// removed them, so every failed run left X.rejects.jsonl and X.ids.jsonl.
// X itself, the user's output, is not touched.
func TestFailedRunEvaluateRemovesItsScratch(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "preds.jsonl")
	lines := `{"id":"a","hyp":"x","ref":"x"}` + "\n" + `not json` + "\n" + `{"id":"a","hyp":"y","ref":"x"}` + "\n"
	if err := os.WriteFile(in, []byte(lines), 0o644); err != nil {
		t.Fatal(err)
	}
	counts := filepath.Join(dir, "out", "counts.json")
	if err := os.MkdirAll(counts, 0o755); err != nil {
		t.Fatal(err)
	}
	// What an earlier failed run left behind, as the job would write it.
	for _, p := range []string{counts + ".rejects.jsonl", counts + ".ids.jsonl"} {
		if err := os.WriteFile(p, []byte("{}\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	res, err := RunEvaluate(context.Background(), EvaluateJob{Glob: in, CountsPath: counts, FindRepeats: true, Runner: "direct"})
	if err == nil || res != nil {
		t.Fatalf("counts path a folder: %v, %v; want an error", res, err)
	}
	if names := namesIn(filepath.Dir(counts)); fmt.Sprint(names) != "[counts.json]" {
		t.Errorf("beside the counts after a failed run: %v; want the counts path only", names)
	}
}

// namesIn lists the names in dir, sorted (os.ReadDir's order).
func namesIn(dir string) []string {
	entries, _ := os.ReadDir(dir)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

// TestFailedDryRunEvaluateWritesAndRemovesNothing: a dry run of evaluate
// --beam that its runner refuses (vet failing on the graph) removes its
// local scratch folder and touches nothing beside its --beam-counts: it
// looked for the sorted runs and removed X.rejects.jsonl and X.ids.jsonl
// there (a user's file of that name, which a dry run does not refuse,
// was gone; on gs:// an offline dry run went to the bucket).
func TestFailedDryRunEvaluateWritesAndRemovesNothing(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	failEveryRun(t, "vet: the graph does not check")
	counts := "memfs://dryrun-evaluate/counts.json"
	rejects, ids := besideCounts(counts)
	for _, p := range []string{rejects, ids} {
		memfs.Write(p, []byte("the user's\n"))
	}
	_, err := RunEvaluate(context.Background(), EvaluateJob{Glob: filepath.Join(tmp, "*.jsonl"), CountsPath: counts, FindRepeats: true, Runner: "vet", DryRun: true})
	if err == nil || !strings.Contains(err.Error(), "vet: the graph does not check") {
		t.Fatalf("err %v, want the runner's", err)
	}
	if left, _ := os.ReadDir(tmp); len(left) != 0 {
		t.Errorf("the failed dry run left %v in the temporary folder", left)
	}
	for _, p := range []string{rejects, ids} {
		if b, err := storage.ReadFile(context.Background(), p); err != nil || string(b) != "the user's\n" {
			t.Errorf("%s after a failed dry run: %q, %v; want the user's file untouched", p, b, err)
		}
	}
}
