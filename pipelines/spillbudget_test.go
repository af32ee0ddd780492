package pipelines

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	//lint:ignore SA1019 the direct runner runs one bundle at a time: a run's size is its budget's
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners/direct"

	"github.com/itnprep/itnprep/transforms"
)

// spilled lists the run files (*.run, *.seqs) a job left in dir, and the
// biggest one's size.
func spilled(t *testing.T, dir string) (runs, seqs int, biggest int64) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		switch filepath.Ext(e.Name()) {
		case ".run":
			runs++
		case ".seqs":
			seqs++
		default:
			continue
		}
		info, err := e.Info()
		if err != nil {
			t.Fatal(err)
		}
		biggest = max(biggest, info.Size())
	}
	return runs, seqs, biggest
}

// readAll is the named files of dir, each as "== NAME" and its bytes.
func readAll(t *testing.T, dir string, names ...string) string {
	t.Helper()
	var b strings.Builder
	for _, n := range names {
		data, err := os.ReadFile(filepath.Join(dir, n))
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "== %s\n%s", n, data)
	}
	return b.String()
}

// spillBudgets: the default budget and the smallest --sink-buffer-kb.
var spillBudgets = []int64{0, 1 << 10}

// TestMinePairsSpillsAgainstItsBudget: mine-pairs' sorted files (the
// mismatches, the rejects, the inputs' accounting) and its partitions'
// sequence files spill against MinePairsConfig.Mine.SpillBytes
// (--sink-buffer-kb), not a fixed 64 MiB: at 1 KiB the job spills many
// small runs where the default spills one per bundle, no run holds more
// than a few KiB, and every output is byte-identical.
func TestMinePairsSpillsAgainstItsBudget(t *testing.T) {
	in := writeSpillPairs(t, 1500)
	files := []string{MinedMismatchesFile, MinedPatternsFile, MinedRejectsFile}
	var want string
	for _, budget := range spillBudgets {
		ensureBeamInit()
		out := t.TempDir()
		cfg := MinePairsConfig{Inputs: []string{in}, MismatchesOut: filepath.Join(out, MinedMismatchesFile),
			PatternsOut: filepath.Join(out, MinedPatternsFile), RejectsOut: filepath.Join(out, MinedRejectsFile), Autojunk: true,
			Mine: MineConfig{MinSupport: 5, MinLen: 1, MaxLen: 4, MaxSeqLen: 30, Partitions: 2, SpillBytes: budget}}
		p, s := beam.NewPipelineWithRoot()
		MinePairs(s, cfg)
		if _, err := direct.Execute(context.Background(), p); err != nil {
			t.Fatal(err)
		}
		runs, seqs, biggest := spilled(t, cfg.RunsDir())
		t.Logf("budget %d: %d runs, %d sequence files, the biggest %d bytes", budget, runs, seqs, biggest)
		got := readAll(t, out, files...)
		if err := RemoveMineRuns(context.Background(), cfg.RunsDir()); err != nil {
			t.Fatal(err)
		}
		if budget == 0 {
			want = got
			if runs > 8 || biggest < 16<<10 {
				t.Fatalf("default budget: %d runs, the biggest %d bytes; want a few big runs (one per bundle)", runs, biggest)
			}
			continue
		}
		if got != want {
			t.Errorf("budget %d: the outputs differ from the default budget's", budget)
		}
		if runs < 50 || seqs < 10 || biggest > 4*budget {
			t.Errorf("budget %d: %d runs and %d sequence files, the biggest %d bytes; want many runs of about the budget", budget, runs, seqs, biggest)
		}
	}
}

// TestMinePatternsSpillsAgainstItsBudget: mine --distributed's sorted
// files (rejects, accounting) and sequence files spill against
// MineConfig.SpillBytes; the patterns and rejects are byte-identical.
func TestMinePatternsSpillsAgainstItsBudget(t *testing.T) {
	in := writeMismatchLike(t, 3000)
	data, err := os.ReadFile(in)
	if err != nil {
		t.Fatal(err)
	}
	// Some lines that are not sequences, for the rejects' file.
	var b bytes.Buffer
	for i, line := range bytes.SplitAfter(data, []byte("\n")) {
		b.Write(line)
		if i%10 == 0 {
			fmt.Fprintf(&b, "[%d, \"not a string\"]\n", i)
		}
	}
	if err := os.WriteFile(in, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	var want string
	for _, budget := range spillBudgets {
		ensureBeamInit()
		out := t.TempDir()
		cfg := MineConfig{In: in, Out: filepath.Join(out, "patterns.jsonl"), MinSupport: 15, MaxLen: 5, MaxSeqLen: 12, Partitions: 2, SpillBytes: budget}
		p, s := beam.NewPipelineWithRoot()
		MinePatterns(s, cfg)
		if _, err := direct.Execute(context.Background(), p); err != nil {
			t.Fatal(err)
		}
		runs, seqs, biggest := spilled(t, cfg.RunsDir())
		t.Logf("budget %d: %d runs, %d sequence files, the biggest %d bytes", budget, runs, seqs, biggest)
		got := readAll(t, out, "patterns.jsonl", filepath.Base(cfg.RejectsPath()))
		if err := RemoveMineRuns(context.Background(), cfg.RunsDir()); err != nil {
			t.Fatal(err)
		}
		if budget == 0 {
			want = got
			if runs > 4 || seqs > 4 {
				t.Fatalf("default budget: %d runs, %d sequence files; want one per bundle", runs, seqs)
			}
			continue
		}
		if got != want {
			t.Errorf("budget %d: the patterns or rejects differ from the default budget's", budget)
		}
		if runs < 10 || seqs < 10 || biggest > 4*budget {
			t.Errorf("budget %d: %d runs and %d sequence files, the biggest %d bytes; want many of about the budget", budget, runs, seqs, biggest)
		}
	}
}

// TestEvaluateSpillsAgainstItsBudget: evaluate --beam's rejects and ids
// spill against EvaluateConfig.SpillBytes; both files are byte-identical.
func TestEvaluateSpillsAgainstItsBudget(t *testing.T) {
	dir := t.TempDir()
	_, _, lines := predictions(t, dir, 1200)
	var b strings.Builder
	for i, l := range lines {
		b.WriteString(l + "\n")
		if i%8 == 0 {
			fmt.Fprintf(&b, "{\"hyp\": %d}\n", i) // a reject
		}
	}
	in := filepath.Join(dir, "mixed.jsonl")
	if err := os.WriteFile(in, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	var want string
	for _, budget := range spillBudgets {
		ensureBeamInit()
		out := t.TempDir()
		cfg := EvaluateConfig{Glob: in, CountsPath: filepath.Join(out, "counts.json"), RejectsPath: filepath.Join(out, "rejects.jsonl"),
			IDsPath: filepath.Join(out, "ids.jsonl"), SpillBytes: budget}
		p, s := beam.NewPipelineWithRoot()
		Evaluate(s, cfg)
		if _, err := direct.Execute(context.Background(), p); err != nil {
			t.Fatal(err)
		}
		rRuns, _, rBig := spilled(t, cfg.RejectsPath+".runs")
		iRuns, _, iBig := spilled(t, cfg.IDsPath+".runs")
		t.Logf("budget %d: rejects %d runs (biggest %d bytes), ids %d runs (biggest %d bytes)", budget, rRuns, rBig, iRuns, iBig)
		got := readAll(t, out, "counts.json", "rejects.jsonl", "ids.jsonl")
		if err := RemoveEvaluateRuns(context.Background(), cfg); err != nil {
			t.Fatal(err)
		}
		if budget == 0 {
			want = got
			if rRuns > 2 || iRuns > 2 {
				t.Fatalf("default budget: %d and %d runs; want one per bundle", rRuns, iRuns)
			}
			continue
		}
		if got != want {
			t.Errorf("budget %d: the counts, rejects or ids differ from the default budget's", budget)
		}
		if rRuns < 5 || iRuns < 50 || max(rBig, iBig) > 4*budget {
			t.Errorf("budget %d: %d and %d runs, the biggest %d and %d bytes; want many runs of about the budget", budget, rRuns, iRuns, rBig, iBig)
		}
	}
}

// writeSpillPairs writes n (written, spoken) pairs with mismatches (numbers
// read out, dropped page marks) and a few lines that are not pairs.
func writeSpillPairs(t *testing.T, n int) string {
	t.Helper()
	r := rand.New(rand.NewPCG(3, 9))
	words := []string{"the", "cat", "sat", "on", "a", "mat", "and", "dog", "ran", "home"}
	numbers := []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"}
	var buf bytes.Buffer
	for i := range n {
		var written, spoken []string
		for range 5 + r.IntN(8) {
			switch x := r.Float64(); {
			case x < 0.1:
				d := r.IntN(10)
				written, spoken = append(written, fmt.Sprint(d)), append(spoken, numbers[d])
			case x < 0.15:
				written = append(written, fmt.Sprintf("[Pg %d]", r.IntN(300)))
			default:
				w := words[r.IntN(len(words))]
				written, spoken = append(written, w), append(spoken, w)
			}
		}
		line, _ := json.Marshal(map[string]string{"id": fmt.Sprintf("p%05d", i), "written": strings.Join(written, " "), "spoken": strings.Join(spoken, " ")})
		buf.Write(line)
		buf.WriteByte('\n')
		if i%50 == 0 {
			fmt.Fprintf(&buf, "{\"id\": \"bad%d\", \"written\": [1]}\n", i)
		}
	}
	p := filepath.Join(t.TempDir(), "pairs.jsonl")
	if err := os.WriteFile(p, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestEvaluateIDsSpillAtTheirCap: the repeated-id check's ids spill at the
// smaller of the process's budget and transforms.DefaultIDSpillBytes (16
// MiB), not at the sink's 64 MiB default: at the default budget they were
// the whole live heap of evaluate --beam (docs/BENCHMARKS.md). 384
// predictions with 64 KiB ids hold about 24 MiB of ids' run entries (each
// holds its id once), one run per bundle at 64 MiB and at least two here,
// none much bigger than the cap; the repeats are still found.
func TestEvaluateIDsSpillAtTheirCap(t *testing.T) {
	for budget, want := range map[int64]int64{0: 16 << 20, 64 << 20: 16 << 20, 16 << 20: 16 << 20, 1 << 10: 1 << 10} {
		if got := transforms.IDSpillBytes(budget); got != want {
			t.Errorf("IDSpillBytes(%d) = %d, want %d", budget, got, want)
		}
	}
	dir := t.TempDir()
	in := filepath.Join(dir, "long-ids.jsonl")
	var b bytes.Buffer
	pad := strings.Repeat("x", 64<<10)
	for i := range 384 {
		id := fmt.Sprintf("%s%04d", pad, i%383) // the last repeats the first
		line, err := json.Marshal(map[string]string{"id": id, "src": "one", "hyp": "1", "ref": "1"})
		if err != nil {
			t.Fatal(err)
		}
		b.Write(append(line, '\n'))
	}
	if err := os.WriteFile(in, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	ensureBeamInit()
	out := t.TempDir()
	cfg := EvaluateConfig{Glob: in, CountsPath: filepath.Join(out, "counts.json"), IDsPath: filepath.Join(out, "ids.jsonl")}
	p, s := beam.NewPipelineWithRoot()
	Evaluate(s, cfg)
	if _, err := direct.Execute(context.Background(), p); err != nil {
		t.Fatal(err)
	}
	runs, _, biggest := spilled(t, cfg.IDsPath+".runs")
	t.Logf("default budget: ids %d runs, the biggest %d bytes", runs, biggest)
	if runs < 2 || biggest > transforms.DefaultIDSpillBytes+1<<20 {
		t.Errorf("default budget: ids in %d runs, the biggest %d bytes; want two or more of at most about %d", runs, biggest, transforms.DefaultIDSpillBytes)
	}
	rs, err := transforms.ReadRepeats(context.Background(), cfg.IDsPath)
	if err != nil {
		t.Fatal(err)
	}
	if rs.N != 1 || rs.First.Line != 384 {
		t.Errorf("repeats %+v, want the one repeated id", rs)
	}
	if err := RemoveEvaluateRuns(context.Background(), cfg); err != nil {
		t.Fatal(err)
	}
}
