package main

import (
	"bytes"
	"context"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

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
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.jsonl")
	os.WriteFile(bad, []byte("[\"a\"]\n[\"b\", 3]\n"), 0o644)
	for _, c := range []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"mine", "--in", bad, "--minsup", "1", "--out", "-"}, 1, "bad.jsonl:2: element 1 is a number, not a string"},
		{[]string{"mine", "--in", bad, "--out", "-"}, 2, "--minsup must be > 0"},
		{[]string{"mine", "--minsup", "1", "--out", "-"}, 2, "--in and --out are required"},
		{[]string{"mine", "--in", bad, "--minsup", "2.5", "--out", "-"}, 2, "whole number"},
		{[]string{"mine", "--in", filepath.Join(dir, "none"), "--minsup", "1", "--out", "-"}, 1, "no such file"},
	} {
		var stdout, stderr bytes.Buffer
		code := dispatch(context.Background(), c.args, &stdout, &stderr)
		if code != c.code || !strings.Contains(stderr.String(), c.msg) {
			t.Errorf("%v: exit %d, stderr %q; want exit %d and %q", c.args, code, stderr.String(), c.code, c.msg)
		}
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
