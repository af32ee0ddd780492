package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// truncatedPredictions writes a gzip of a bad first line and n
// predictions, cut in its middle, and returns its path.
func truncatedPredictions(t *testing.T, dir string, n int) string {
	t.Helper()
	var b bytes.Buffer
	zw := gzip.NewWriter(&b)
	fmt.Fprintln(zw, "not json")
	for i := range n {
		// Varied text, so that the gzip is long enough to cut after many lines.
		fmt.Fprintf(zw, `{"id": %d, "src": "it cost %d dollars", "hyp": "it cost $%d", "ref": "It cost $%d."}`+"\n", i, i*7919%100003, i*7919%100003, i)
	}
	zw.Close()
	return writeFile(t, dir, "pred.jsonl.gz", string(b.Bytes()[:b.Len()/2]))
}

// TestEvaluateStoppedByAReadErrorSaysNoScores: evaluate stopped by a read
// error (a truncated gzip) prints no scores, and its lines say so. In
// process the quarantine summary said "the others were processed", as
// if they counted; --beam printed the error alone, though the job's
// counts and its quarantined lines were lost with it.
func TestEvaluateStoppedByAReadErrorSaysNoScores(t *testing.T) {
	in := truncatedPredictions(t, t.TempDir(), 20000)
	code, out, errs := runCmd(t, "evaluate", "--in", in)
	lines := strings.Split(strings.TrimSuffix(errs, "\n"), "\n")
	if code != 1 || out != "" || len(lines) != 3 || lines[0] != in+":1: quarantined: invalid JSON at byte 1: expected '{'" ||
		!strings.HasPrefix(lines[1], "itnprep evaluate: 1 of the ") || !strings.HasSuffix(lines[1], " lines read quarantined (stderr); the run stopped, no scores printed (the next line says why)") ||
		!strings.HasPrefix(lines[2], "itnprep: "+in+":") || !strings.Contains(lines[2], ": read error: ") {
		t.Errorf("in process: exit %d, stdout %q, stderr\n%s", code, out, errs)
	}
	code, out, errs = runCmd(t, "evaluate", "--beam", "--runner", "direct", "--in", in)
	lines = strings.Split(strings.TrimSuffix(errs, "\n"), "\n")
	if code != 1 || out != "" || len(lines) != 2 || lines[0] != "itnprep evaluate: the job failed, no scores printed and its quarantined lines not reported (the next line says why)" ||
		!strings.Contains(lines[1], ": read error: ") {
		t.Errorf("--beam: exit %d, stdout %q, stderr\n%s", code, out, errs)
	}
}

// TestMineStoppedByAReadErrorWritesNothing: mine stopped by a read error
// removes its --out, which patterns, written sorted at the end, had not
// reached: an empty file was left to pass for a result, and the summary
// said "the others were processed".
func TestMineStoppedByAReadErrorWritesNothing(t *testing.T) {
	dir := t.TempDir()
	var b bytes.Buffer
	zw := gzip.NewWriter(&b)
	fmt.Fprintln(zw, "not json")
	for i := range 20000 {
		fmt.Fprintf(zw, `["a%d", "b", "c%d"]`+"\n", i%97, i*7919%100003)
	}
	zw.Close()
	in := writeFile(t, dir, "seqs.jsonl.gz", string(b.Bytes()[:b.Len()/2]))
	out := filepath.Join(dir, "patterns.jsonl")
	code, _, errs := runCmd(t, "mine", "--in", in, "--minsup", "10", "--out", out)
	lines := strings.Split(strings.TrimSuffix(errs, "\n"), "\n")
	if code != 1 || len(lines) != 2 || !strings.HasSuffix(lines[0], " lines read quarantined ("+out+".rejects.jsonl); the run stopped, "+out+" not written (the next line says why)") ||
		!strings.Contains(lines[1], ": read error: ") {
		t.Errorf("exit %d, stderr\n%s", code, errs)
	}
	if _, err := os.Stat(out); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("--out after the read error: %v, want it removed", err)
	}
}

// TestEvaluateInterruptedSaysNoScores: an evaluate that Ctrl-C stops
// after it read some lines says in its quarantine summary that no scores
// are printed ("the others were processed", as if they counted), then
// that it was interrupted.
func TestEvaluateInterruptedSaysNoScores(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "pred.jsonl")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no FIFO here:", err)
	}
	w, err := os.OpenFile(fifo, os.O_RDWR, 0) // does not wait for a reader
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	ctx, cancel := context.WithCancelCause(context.Background())
	resetBeamFlags(t)
	var stdout, stderr bytes.Buffer
	done := make(chan int)
	go func() { done <- dispatch(ctx, []string{"evaluate", "--in", fifo}, &stdout, &stderr) }()
	var b strings.Builder
	b.WriteString("not json\n")
	for i := 0; b.Len() < 1<<20; i++ {
		fmt.Fprintf(&b, `{"id": %d, "src": "five", "hyp": "5", "ref": "5"}`+"\n", i)
	}
	// The pipe holds 64 KiB: once a write of 1 MiB returns, evaluate
	// has read most of it.
	if _, err := w.WriteString(b.String()); err != nil {
		t.Fatal(err)
	}
	cancel(errors.New("interrupt signal received"))
	// Wakes a read that waits on an empty pipe. Written aside: when
	// evaluate saw the cancel first and read no more, the pipe still holds
	// what it left and this write would wait for ever (it hung a suite
	// run); the deferred Close ends it.
	go w.WriteString(b.String()[len("not json\n"):][:1<<16])
	code := <-done
	lines := strings.Split(strings.TrimSuffix(stderr.String(), "\n"), "\n")
	if code != 1 || stdout.Len() != 0 || len(lines) != 3 ||
		!strings.HasSuffix(lines[1], " lines read quarantined (stderr); the run stopped, no scores printed (the next line says why)") ||
		lines[2] != "itnprep: evaluate interrupted (interrupt signal received)" {
		t.Errorf("exit %d, stdout %q, stderr\n%s", code, stdout.String(), stderr.String())
	}
}

// truncatedGzip writes a gzip of a bad first line and n lines line(i), cut
// in its middle, and returns its path.
func truncatedGzip(t *testing.T, dir, name string, n int, line func(i int) string) string {
	t.Helper()
	var b bytes.Buffer
	zw := gzip.NewWriter(&b)
	fmt.Fprintln(zw, "not json")
	for i := range n {
		fmt.Fprintln(zw, line(i))
	}
	zw.Close()
	return writeFile(t, dir, name, string(b.Bytes()[:b.Len()/2]))
}

// TestMiningJobsStoppedByAReadErrorSayWhatIsLost: mine --distributed and
// mine-pairs stopped by a read error (a truncated gzip) printed the error
// alone, as evaluate --beam did, though the job's counts, its quarantined
// lines and its result went with it; a line before the error says so, as
// evaluate --beam's does, and nothing is left to pass for a result.
func TestMiningJobsStoppedByAReadErrorSayWhatIsLost(t *testing.T) {
	dir := t.TempDir()
	seqs := truncatedGzip(t, dir, "seqs.jsonl.gz", 20000, func(i int) string { return fmt.Sprintf(`["a%d", "b", "c%d"]`, i%97, i*7919%100003) })
	out := filepath.Join(dir, "patterns.jsonl")
	code, _, errs := runCmd(t, "mine", "--distributed", "--runner", "direct", "--in", seqs, "--minsup", "10", "--partitions", "2", "--out", out)
	lines := strings.Split(strings.TrimSuffix(errs, "\n"), "\n")
	if code != 1 || len(lines) != 2 || lines[0] != "itnprep mine: the job failed, "+out+" not written and its quarantined lines not reported (the next line says why)" ||
		!strings.HasPrefix(lines[1], "itnprep: "+seqs+":") || !strings.Contains(lines[1], ": read error: ") {
		t.Errorf("mine --distributed: exit %d, stderr\n%s", code, errs)
	}
	for _, p := range []string{out, out + ".rejects.jsonl"} {
		if _, err := os.Stat(p); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%s after the read error: %v, want none", p, err)
		}
	}
	pairs := truncatedGzip(t, dir, "pairs.jsonl.gz", 20000, func(i int) string {
		return fmt.Sprintf(`{"id": %d, "written": "Page %d the cat sat %d", "spoken": "the cat sat %d"}`, i, i, i*7919%100003, i*7919%100003)
	})
	mined := filepath.Join(dir, "mined")
	code, _, errs = runCmd(t, "mine-pairs", "--runner", "direct", "--input", pairs, "--output", mined, "--minsup", "2")
	lines = strings.Split(strings.TrimSuffix(errs, "\n"), "\n")
	if code != 1 || len(lines) != 2 || lines[0] != "itnprep mine-pairs: the job failed, no rules derived and its quarantined lines not reported (the next line says why)" ||
		!strings.HasPrefix(lines[1], "itnprep: "+pairs+":") || !strings.Contains(lines[1], ": read error: ") {
		t.Errorf("mine-pairs: exit %d, stderr\n%s", code, errs)
	}
	if _, err := os.Stat(mined); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("--output after the read error: %v, want none (the run made it)", err)
	}
}

// TestRefusedStreamSaysItOnce: a stream filter whose result is refused
// (more than --max-reject-rate of its lines quarantined) says so in the
// refusal line alone, as mine does. align and evaluate (in process and
// --beam) printed "N of M lines quarantined (...); the others were
// processed" first, of lines whose --out was then removed or whose scores
// were never printed; under the limit the summary stays.
func TestRefusedStreamSaysItOnce(t *testing.T) {
	dir := t.TempDir()
	pairs := writeFile(t, dir, "pairs.jsonl", `{"written": "a b", "spoken": "a b"}`+"\n"+`{"written": "x"}`+"\n"+"not json\n")
	preds := writeFile(t, dir, "preds.jsonl", `{"hyp": "a", "ref": "a"}`+"\n"+`{"x": 1}`+"\n"+"not json\n")
	out := filepath.Join(dir, "ops.jsonl")
	for _, c := range []struct {
		args   []string
		refuse string
	}{
		{[]string{"align", "--in", pairs, "--out", out}, "itnprep: refusing to align: quarantined 2 of 3 pairs read"},
		{[]string{"evaluate", "--in", preds}, "itnprep: refusing to score: quarantined 2 of 3 sentences read"},
		{[]string{"evaluate", "--beam", "--runner", "direct", "--in", preds}, "itnprep: refusing to score: quarantined 2 of 3 sentences read"},
	} {
		code, stdout, errs := runCmd(t, c.args...)
		if code != 1 || stdout != "" || !strings.Contains(errs, c.refuse) || strings.Contains(errs, "the others were processed") {
			t.Errorf("%v: exit %d, stdout %q, stderr\n%s", c.args[:2], code, stdout, errs)
		}
		// Accepted, the same input keeps its summary.
		code, _, errs = runCmd(t, append(c.args, "--max-reject-rate", "1")...)
		if code != 0 || !strings.Contains(errs, "2 of 3 lines quarantined (") || !strings.Contains(errs, "; the others were processed") {
			t.Errorf("%v --max-reject-rate 1: exit %d, stderr\n%s", c.args[:2], code, errs)
		}
	}
}
