package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/itnprep/itnprep/internal/quarantine"
	"github.com/itnprep/itnprep/internal/testutil"
	"github.com/itnprep/itnprep/patterns"
)

func mineSample(t *testing.T) string {
	return filepath.Join(testutil.ModuleRoot(t), "patterns", "testdata", "mismatches.jsonl")
}

func TestMineCommand(t *testing.T) {
	in := mineSample(t)
	out := filepath.Join(t.TempDir(), "p.jsonl")
	var stdout, stderr bytes.Buffer
	if code := dispatch(context.Background(), []string{"mine", "--in", in, "--minsup", "2", "--maxlen", "3", "--out", out}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	f, _ := os.Open(in)
	defer f.Close()
	db, err := patterns.ReadJSONL(f, in, 0)
	if err != nil {
		t.Fatal(err)
	}
	rs, _ := patterns.MineAll(db, patterns.Options{MinSupport: 2, MaxLen: 3})
	var want []byte
	for _, r := range rs {
		want = patterns.AppendLine(want, r.Support, r.Pattern)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
	if !strings.HasPrefix(string(got), "[13, [\"|\"]]\n[3, [\".\"]]\n") {
		t.Fatalf("unexpected head:\n%s", got)
	}
	if !strings.Contains(stderr.String(), "13 sequences") {
		t.Fatalf("stderr: %s", stderr.String())
	}

	// Relative support: 0.2 * 13 = 2.6 -> 3.
	stdout.Reset()
	if code := dispatch(context.Background(), []string{"mine", "--in", in, "--minsup", "0.2", "--minlen", "2", "--out", "-"}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if !strings.HasPrefix(stdout.String(), "[3, [\".\", \"mister\"]]\n") || strings.Contains(stdout.String(), "[2,") {
		t.Fatalf("relative minsup output:\n%s", stdout.String())
	}
}

func TestMineCommandErrors(t *testing.T) {
	if f := flag.Lookup("runner"); f != nil {
		old := f.Value.String()
		t.Cleanup(func() { f.Value.Set(old) })
	}
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.jsonl")
	os.WriteFile(bad, []byte("[\"a\"]\n[\"b\", 3]\n"), 0o644)
	for _, c := range []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"mine", "--in", bad, "--minsup", "1", "--out", "-", "--max-reject-rate", "0.4"}, 1, "refusing to mine: quarantined 1 of 2 sequences read (50.0%, above --max-reject-rate 0.4; first: " + bad + ":2: element 1 is a number, not a string) (wrong kind of input? every quarantined line in stderr;"},
		{[]string{"mine", "--in", bad, "--minsup", "1", "--out", "-", "--distributed"}, 2, "--distributed needs file paths"},
		{[]string{"mine", "--in", bad, "--minsup", "1", "--out", "-", "--max-reject-rate", "-1"}, 2, "--max-reject-rate must be between 0 and 1"},
		{[]string{"mine", "--in", bad, "--out", "-"}, 2, "--minsup is required and must be > 0: a count of sequences (e.g. --minsup 20) or a share of them below 1 (e.g. --minsup 0.002)"},
		{[]string{"mine", "--in", bad, "--minsup", "-3", "--out", "-"}, 2, "--minsup is required and must be > 0"},
		{[]string{"mine", "--minsup", "1", "--out", "-"}, 2, "mine: --input is required"},
		{[]string{"mine", "--in", bad, "--minsup", "2.5", "--out", "-"}, 2, "whole number"},
		{[]string{"mine", "--in", bad, "--minsup", "1", "--minlen", "3", "--maxlen", "2", "--out", "-"}, 2, "--minlen 3 is above --maxlen 2: no pattern can be reported"},
		{[]string{"mine", "--in", filepath.Join(dir, "none"), "--minsup", "1", "--out", "-"}, 1, "--input " + filepath.Join(dir, "none") + ": no such file"},
		{[]string{"mine", "--in", filepath.Join(dir, "none*.jsonl"), "--minsup", "1", "--out", filepath.Join(dir, "p.jsonl"), "--distributed", "--runner", "direct"}, 1, "--input " + filepath.Join(dir, "none*.jsonl") + " matches no file"},
		{[]string{"mine", "--in", dir, "--minsup", "1", "--out", filepath.Join(dir, "p.jsonl"), "--distributed", "--runner", "direct"}, 1, "is a directory; give a file"},
		// A glob that matches files is not expanded: said as such, not as
		// matching no file.
		{[]string{"mine", "--in", filepath.Join(dir, "b*.jsonl"), "--minsup", "1", "--out", "-"}, 1, "--input " + filepath.Join(dir, "b*.jsonl") + " is a glob matching 1 file(s) (first: " + bad + "); --input reads one file, named exactly"},
		{[]string{"mine", "--in", filepath.Join(dir, "b*.jsonl"), "--minsup", "1", "--out", filepath.Join(dir, "p.jsonl"), "--distributed", "--runner", "direct"}, 1, " is a glob matching 1 file(s)"},
		{[]string{"mine", "--in", bad, "--minsup", "1", "--out", filepath.Join(dir, "kept.jsonl"), "--rejects", filepath.Join(bad, "r.jsonl")}, 1, "not a directory"},
	} {
		var stdout, stderr bytes.Buffer
		code := dispatch(context.Background(), c.args, &stdout, &stderr)
		// one line, after those of lines quarantined to stderr
		lines := strings.Split(strings.TrimSpace(stderr.String()), "\n")
		if code != c.code || !strings.Contains(lines[len(lines)-1], c.msg) || strings.Count(stderr.String(), "itnprep:") != 1 {
			t.Errorf("%v: exit %d, stderr %q; want exit %d and one line with %q", c.args, code, stderr.String(), c.code, c.msg)
		}
	}
	// an unwritable --rejects left an empty output file behind
	if _, err := os.Stat(filepath.Join(dir, "kept.jsonl")); !os.IsNotExist(err) {
		t.Errorf("output file left after --rejects failed: %v", err)
	}
}

// TestMineDistributedCommand runs --distributed on the direct runner (the
// prism runner is exercised in pipelines/) and compares with the
// single-machine output.
func TestMineDistributedCommand(t *testing.T) {
	in := mineSample(t)
	// --runner sets Beam's global flag; restore it for other tests.
	if f := flag.Lookup("runner"); f != nil {
		old := f.Value.String()
		t.Cleanup(func() { f.Value.Set(old) })
	}
	dir := t.TempDir()
	single, dist := filepath.Join(dir, "s.jsonl"), filepath.Join(dir, "d.jsonl")
	var stdout, stderr bytes.Buffer
	if code := dispatch(context.Background(), []string{"mine", "--in", in, "--minsup", "2", "--out", single}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if code := dispatch(context.Background(), []string{"mine", "--runner", "direct", "--in", in, "--minsup", "2", "--out", dist,
		"--distributed", "--partitions", "3"}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	a, _ := os.ReadFile(single)
	b, _ := os.ReadFile(dist)
	if len(a) == 0 || !bytes.Equal(a, b) {
		t.Fatalf("distributed output differs:\n%s\nvs\n%s", b, a)
	}
}

// mineBothWays runs mine in process and --distributed (direct runner) with
// the same flags and returns each run's exit code, stderr, patterns and
// rejects (nil when a file is absent).
func mineBothWays(t *testing.T, in string, flags ...string) (codes [2]int, stderr [2]string, pats, rejects [2][]byte) {
	t.Helper()
	if f := flag.Lookup("runner"); f != nil {
		old := f.Value.String()
		t.Cleanup(func() { f.Value.Set(old) })
	}
	dir := t.TempDir()
	for i, extra := range [][]string{nil, {"--runner", "direct", "--distributed", "--partitions", "3"}} {
		out := filepath.Join(dir, fmt.Sprintf("p%d.jsonl", i))
		os.WriteFile(out, []byte("an earlier result\n"), 0o644)
		var o, e bytes.Buffer
		args := append(append([]string{"mine", "--in", in, "--out", out}, flags...), extra...)
		codes[i] = dispatch(context.Background(), args, &o, &e)
		stderr[i] = e.String()
		pats[i], _ = os.ReadFile(out)
		rejects[i], _ = os.ReadFile(out + ".rejects.jsonl")
	}
	return
}

// `mine` quarantines a bad line in process as --distributed does (it
// stopped at the first one, and --distributed failed the pipeline), with
// the same patterns, the same rejects file and the same counts.
func TestMineQuarantinesBadLinesOnBothPaths(t *testing.T) {
	var b bytes.Buffer
	zw := gzip.NewWriter(&b)
	zw.Write([]byte("\ufeff[\"mr\", \".\", \"|\", \"mister\"]\r\n[\"mr\", 7]\n\n[\"mr\", \".\", \"|\", \"mister\"]\n" +
		"not json\n{\"seq\": [\"dr\", \".\", \"|\", \"doctor\"]}\n[\"\\ud800\"]\n[\"x\", \"y\", \"z\", \"w\", \"v\"]\n[\"dr\", \"|\"]"))
	zw.Close()
	in := writeFile(t, t.TempDir(), "seqs.jsonl.gz", b.String())
	codes, stderr, pats, rejects := mineBothWays(t, in, "--minsup", "2", "--max-seq-len", "4")
	for i := range 2 {
		if codes[i] != 0 || !strings.Contains(stderr[i], "itnprep mine: 3 of 8 lines quarantined") {
			t.Fatalf("run %d: exit %d, stderr %s", i, codes[i], stderr[i])
		}
	}
	if !strings.Contains(stderr[0], "itnprep mine: 4 sequences (1 skipped as longer than --max-seq-len)") ||
		!strings.Contains(stderr[1], "itnprep mine: distributed over 1 partition; 4 sequences (1 skipped as longer than --max-seq-len)") {
		t.Errorf("counts differ:\n%s\n%s", stderr[0], stderr[1])
	}
	// Every line says which program and command wrote it, as the other
	// commands' do ("mine: 4 sequences" stood beside "itnprep mine: 3 of
	// 8 lines quarantined").
	for i := range 2 {
		for _, l := range strings.Split(strings.TrimSuffix(stderr[i], "\n"), "\n") {
			if !strings.HasPrefix(l, "itnprep mine: ") {
				t.Errorf("run %d: stderr line %q does not begin with \"itnprep mine: \"", i, l)
			}
		}
	}
	if want := "[4, [\"|\"]]\n[3, [\".\"]]\n"; !strings.HasPrefix(string(pats[0]), want) || !bytes.Equal(pats[0], pats[1]) {
		t.Errorf("patterns differ or are wrong:\n%s\nvs\n%s", pats[0], pats[1])
	}
	want := `{"file":"` + in + `","line":2,"reason":"element 1 is a number, not a string","text":"[\"mr\", 7]"}` + "\n" +
		`{"file":"` + in + `","line":5,"reason":"invalid JSON: invalid character 'o' in literal null (expecting 'u')","text":"not json"}` + "\n" +
		`{"file":"` + in + `","line":7,"reason":"lone surrogate \\ud800 in a string (not a Unicode character; rejected rather than turned into U+FFFD)","text":"[\"\\ud800\"]"}` + "\n"
	if string(rejects[0]) != want || !bytes.Equal(rejects[0], rejects[1]) {
		t.Errorf("rejects:\n%s\n%s\nwant\n%s", rejects[0], rejects[1], want)
	}
}

// A mine run with nothing usable, or too much quarantined, refuses on both
// paths in one line and leaves no result file (an earlier one is removed:
// it would pass for this run's), only the rejects.
func TestMineRefusesUnusableInput(t *testing.T) {
	dir := t.TempDir()
	allBad := writeFile(t, dir, "allbad.jsonl", "[1]\n{\"x\": 1}\n")
	empty := writeFile(t, dir, "empty.jsonl", "\n")
	for _, c := range []struct {
		in      string
		flags   []string
		msg     string
		rejects bool
	}{
		{allBad, nil, "itnprep: refusing to mine: 0 usable sequences (read 2, quarantined 2; first: " + allBad + ":1: element 0 is a number, not a string) (every quarantined line in ", true},
		{empty, nil, "itnprep: refusing to mine: no sequences read from " + empty + " (an empty input?) (pass --allow-empty to accept an empty result)", false},
	} {
		codes, stderr, pats, rejects := mineBothWays(t, c.in, append([]string{"--minsup", "1"}, c.flags...)...)
		for i := range 2 {
			lines := strings.Split(strings.TrimSpace(stderr[i]), "\n")
			if codes[i] != 1 || !strings.HasPrefix(lines[len(lines)-1], c.msg) || strings.Contains(stderr[i], "lines quarantined") {
				t.Errorf("%s run %d: exit %d, stderr %q; want exit 1 and %q", c.in, i, codes[i], stderr[i], c.msg)
			}
			if pats[i] != nil || (rejects[i] != nil) != c.rejects {
				t.Errorf("%s run %d: patterns file %q, rejects %q", c.in, i, pats[i], rejects[i])
			}
		}
		if !bytes.Equal(rejects[0], rejects[1]) {
			t.Errorf("rejects differ:\n%s\n%s", rejects[0], rejects[1])
		}
	}
	codes, stderr, pats, _ := mineBothWays(t, empty, "--minsup", "1", "--allow-empty")
	for i := range 2 {
		if codes[i] != 0 || len(pats[i]) != 0 || pats[i] == nil {
			t.Errorf("--allow-empty run %d: exit %d, patterns %q, stderr %s", i, codes[i], pats[i], stderr[i])
		}
	}
}

// A share as --minsup is a share of the sequences mined: the quarantined
// lines and the sequences --max-seq-len skips are not counted. The summary
// says so, in process and distributed alike (it said "minsup 2" for 0.5 of
// 5 lines, which read as a rounding error; the distributed one gave no
// minimum support at all).
func TestMineSaysWhatAShareMinsupIsOf(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "seqs.jsonl", "[\"a\",\"b\"]\n[\"a\",\"b\",\"c\",\"d\",\"e\",\"f\"]\n[\"a\"]\nnotjson\n[\"a\",\"b\"]\n")
	want := "minsup 2 (0.5 of the 3 sequences mined, not the 1 skipped or 1 quarantined)"
	for _, extra := range [][]string{nil, {"--distributed", "--runner", "direct"}} {
		args := append([]string{"mine", "--in", in, "--minsup", "0.5", "--max-seq-len", "3", "--out", filepath.Join(dir, "p.jsonl")}, extra...)
		_, stderr, code := run(t, args...)
		if code != 0 || !strings.Contains(stderr, want) || strings.Contains(stderr, "distributed over") != (extra != nil) {
			t.Errorf("%v: exit %d, stderr %q; want %q", extra, code, stderr, want)
		}
		if got := readFileT(t, filepath.Join(dir, "p.jsonl")); got != "[3, [\"a\"]]\n[2, [\"a\", \"b\"]]\n[2, [\"b\"]]\n" {
			t.Errorf("%v: patterns %q", extra, got)
		}
	}
	// A count is printed as it was given.
	if _, stderr, code := run(t, "mine", "--in", in, "--minsup", "2", "--out", filepath.Join(dir, "q.jsonl")); code != 0 || !strings.Contains(stderr, "minsup 2, ") || strings.Contains(stderr, "sequences mined") {
		t.Errorf("a count: exit %d, stderr %q", code, stderr)
	}
}

// A --minsup count above the sequences mined finds nothing by
// construction: mine says so in process and distributed (where it printed
// no count of patterns and wrote an empty file without a word: qa92), and
// not for a count or a share that can be met.
func TestMineSaysMinSupportAboveTheSequences(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "seqs.jsonl", "[\"a\",\"b\"]\n[\"a\",\"b\",\"c\"]\n[\"a\"]\n")
	want := "itnprep mine: warning: no pattern can be frequent: the minimum support 50 is more than the 3 sequences mined; give a smaller --minsup"
	for _, minsup := range []string{"50", "3", "0.9"} {
		for _, extra := range [][]string{nil, {"--distributed", "--runner", "direct"}} {
			args := append([]string{"mine", "--in", in, "--minsup", minsup, "--out", filepath.Join(dir, "p.jsonl")}, extra...)
			_, stderr, code := run(t, args...)
			if code != 0 || strings.Contains(stderr, want) != (minsup == "50") || strings.Count(stderr, "no pattern can be frequent") > 1 {
				t.Errorf("--minsup %s %v: exit %d, stderr %q; want the warning %v", minsup, extra, code, stderr, minsup == "50")
			}
		}
	}
}

// TestMineInProcessStopsOnInterrupt: Ctrl-C (the command's context
// cancelled) while mining in process stops the search within a second, in
// one line saying so, and leaves no --out file (it holds nothing until the
// sorted patterns are written at the end). Mining went on for as long as
// the search took, here hours, and left an empty file.
func TestMineInProcessStopsOnInterrupt(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "seqs.jsonl")
	var b strings.Builder
	rng := rand.New(rand.NewPCG(1, 2))
	for range 300 { // minsup 2, no length cap: far more patterns than a test can wait for
		b.WriteString("[")
		for i := range 30 {
			if i > 0 {
				b.WriteString(",")
			}
			fmt.Fprintf(&b, "%q", string(rune('a'+rng.IntN(10))))
		}
		b.WriteString("]\n")
	}
	if err := os.WriteFile(in, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "p.jsonl")
	ctx, cancel := context.WithCancelCause(context.Background())
	defer cancel(nil)
	cancelledAt := make(chan time.Time, 1)
	go func() {
		for ctx.Err() == nil { // the output is opened once the input is read: mining has begun
			if _, err := os.Stat(out); err == nil {
				time.Sleep(300 * time.Millisecond)
				cancelledAt <- time.Now()
				cancel(errors.New("interrupt signal received"))
				return
			}
			time.Sleep(10 * time.Millisecond)
		}
	}()
	type result struct {
		code   int
		stderr string
		at     time.Time
	}
	done := make(chan result, 1)
	go func() {
		var stdout, stderr bytes.Buffer
		code := dispatch(ctx, []string{"mine", "--in", in, "--minsup", "2", "--maxlen", "0", "--max-patterns", "0", "--out", out}, &stdout, &stderr)
		done <- result{code, stderr.String(), time.Now()}
	}()
	var r result
	select {
	case r = <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("mine still mining 30 s after it began, interrupted after 0.3 s")
	}
	var cancelled time.Time
	select {
	case cancelled = <-cancelledAt:
	default:
		t.Fatalf("mine ended (exit %d) before it was interrupted: %s", r.code, r.stderr)
	}
	if took := r.at.Sub(cancelled); took > 5*time.Second {
		t.Errorf("took %v to stop after the interrupt", took)
	}
	want := "itnprep: mine interrupted (interrupt signal received); " + out + " not written\n"
	if r.code != 1 || r.stderr != want {
		t.Errorf("exit %d, stderr %q; want 1 and %q", r.code, r.stderr, want)
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("an interrupted mine left %s (%v)", out, err)
	}
}

// TestMineRemovesTheFoldersItMade: a refused mine, in process or
// distributed, removes the folders it made for --out (a/ missing, --out
// a/b/out.jsonl left a/b behind: it removed the file only), those the
// rejects it keeps are in stay, and a folder that was there stays.
func TestMineRemovesTheFoldersItMade(t *testing.T) {
	resetBeamFlags(t)
	dir := t.TempDir()
	allBad := writeFile(t, dir, "allbad.jsonl", "[1]\n")
	empty := writeFile(t, dir, "empty.jsonl", "\n")
	for i, extra := range [][]string{nil, {"--runner", "direct", "--distributed", "--partitions", "2"}} {
		root := filepath.Join(dir, fmt.Sprint("run", i))
		if err := os.Mkdir(root, 0o755); err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			in, out string
			want    []string // left under root
		}{
			{empty, "a/b/out.jsonl", nil},
			{allBad, "c/d/out.jsonl", []string{"c", "c/d", "c/d/out.jsonl.rejects.jsonl"}},
		} {
			args := append([]string{"mine", "--in", c.in, "--out", filepath.Join(root, c.out), "--minsup", "1"}, extra...)
			if _, stderr, code := run(t, args...); code != 1 || !strings.Contains(stderr, "refusing to mine") {
				t.Fatalf("%v: exit %d, %s", args, code, stderr)
			}
			if got := testutil.Tree(t, root); !slices.Equal(got, c.want) {
				t.Errorf("%v: left %q, want %q", args, got, c.want)
			}
			os.RemoveAll(filepath.Join(root, strings.SplitN(c.out, "/", 2)[0]))
		}
		if _, err := os.Stat(root); err != nil {
			t.Errorf("the folder that was there: %v", err)
		}
	}
}

// TestMineInterruptedSaysWhatIsLost: an interrupted mine names what it
// does not give in the words its other stops use (minedLost: "OUT not
// written", "no pattern written" on stdout) and removes --out, a file
// that holds nothing yet.
func TestMineInterruptedSaysWhatIsLost(t *testing.T) {
	ctx, cancel := context.WithCancelCause(context.Background())
	cancel(errors.New("interrupt signal received"))
	out := writeFile(t, t.TempDir(), "p.jsonl", "")
	for _, c := range []struct{ out, want string }{
		{"-", "mine interrupted (interrupt signal received); no pattern written"},
		{out, "mine interrupted (interrupt signal received); " + out + " not written"},
	} {
		closed := false
		err := mineInterrupted(ctx, c.out, func() error { closed = true; return nil }, quarantine.ToText(io.Discard, "mine"))
		if err == nil || err.Error() != c.want || !closed {
			t.Errorf("--out %s: %v (output closed %v), want %q", c.out, err, closed, c.want)
		}
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("--out left: %v", err)
	}
}
