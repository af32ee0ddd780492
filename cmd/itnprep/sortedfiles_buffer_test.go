package main

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/transforms"
)

// TestSortedFilesTakeTheSinkBuffer: mine --distributed, mine-pairs and
// evaluate --beam take --sink-buffer-kb (as prep and derive do) into the
// budget their sorted files spill against, default 64 MiB, refuse one under
// 1, and write the same bytes at 1 KB as at the default.
// (pipelines.TestMinePairsSpillsAgainstItsBudget and its siblings count the
// runs the budget makes.)
func TestSortedFilesTakeTheSinkBuffer(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	seqs := filepath.Join(dir, "seqs.jsonl")
	if err := os.WriteFile(seqs, []byte(strings.Repeat("[\"a\", \"b\"]\n[\"a\", \"c\"]\n[1]\n", 200)), 0o644); err != nil {
		t.Fatal(err)
	}
	mineArgs := func(extra ...string) []string {
		return append([]string{"--in", seqs, "--out", filepath.Join(dir, "p.jsonl"), "--minsup", "5", "--distributed"}, extra...)
	}
	pairsArgs := func(extra ...string) []string {
		return append([]string{"--input", seqs, "--output", filepath.Join(dir, "o")}, extra...)
	}
	evalArgs := func(extra ...string) []string {
		return append([]string{"--in", evalSample, "--beam"}, extra...)
	}
	for _, c := range []struct {
		extra []string
		want  int64
	}{{nil, transforms.DefaultSinkBufferBytes}, {[]string{"--sink-buffer-kb", "8"}, 8 << 10}} {
		resetBeamFlags(t)
		mc, err := parseMineArgs(ctx, mineArgs(c.extra...), io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		if got := mineJob(mc).SpillBytes; got != c.want {
			t.Errorf("mine %v: SpillBytes %d, want %d", c.extra, got, c.want)
		}
		pa, err := parseMinePairsArgs(pairsArgs(c.extra...), io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		if got := minePairsJob(pa, nil, nil).Mine.SpillBytes; got != c.want {
			t.Errorf("mine-pairs %v: SpillBytes %d, want %d", c.extra, got, c.want)
		}
		ea, err := parseEvaluateArgs(evalArgs(c.extra...), io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		if got := evaluateJob(ea).SpillBytes; got != c.want {
			t.Errorf("evaluate %v: SpillBytes %d, want %d", c.extra, got, c.want)
		}
	}
	for _, args := range [][]string{
		append([]string{"mine"}, mineArgs("--sink-buffer-kb", "0")...),
		append([]string{"mine-pairs"}, pairsArgs("--sink-buffer-kb", "0")...),
		append([]string{"evaluate"}, evalArgs("--sink-buffer-kb", "0")...),
	} {
		if _, stderr, code := run(t, args...); code != 2 || !strings.Contains(stderr, "--sink-buffer-kb must be at least 1") {
			t.Errorf("%s --sink-buffer-kb 0: exit %d, %q; want 2 and the flag named", args[0], code, stderr)
		}
	}

	// The same bytes at 1 KB as at the default.
	pairs := writeLibriheavyStylePairs(t, 800)
	mined := map[string]string{}
	for _, kb := range []string{"65536", "1"} {
		out := filepath.Join(dir, "mined-"+kb)
		if _, stderr, code := run(t, "mine-pairs", "--runner", "direct", "--input", pairs, "--output", out, "--minsup", "10", "--sink-buffer-kb", kb); code != 0 {
			t.Fatalf("mine-pairs --sink-buffer-kb %s: exit %d: %s", kb, code, stderr)
		}
		var all strings.Builder
		for _, f := range []string{"mismatches.jsonl", "patterns.jsonl", "rules.jsonl", "report.md"} {
			b, err := os.ReadFile(filepath.Join(out, f))
			if err != nil {
				t.Fatal(err)
			}
			all.WriteString("== " + f + "\n" + string(b))
		}
		mismatches, _ := os.ReadFile(filepath.Join(out, "mismatches.jsonl"))
		if kb == "1" && len(mismatches) < 8<<10 {
			t.Fatalf("only %d bytes of mismatches: too few for a 1 KB budget to spill several runs", len(mismatches))
		}
		pat := filepath.Join(dir, "patterns-"+kb+".jsonl")
		if _, stderr, code := run(t, "mine", "--in", filepath.Join(out, "mismatches.jsonl"), "--out", pat, "--minsup", "10",
			"--distributed", "--runner", "direct", "--sink-buffer-kb", kb); code != 0 {
			t.Fatalf("mine --sink-buffer-kb %s: exit %d: %s", kb, code, stderr)
		}
		b, err := os.ReadFile(pat)
		if err != nil {
			t.Fatal(err)
		}
		all.WriteString("== mine\n" + string(b))
		scores, stderr, code := run(t, "evaluate", "--json", "--in", evalSample, "--beam", "--runner", "direct", "--sink-buffer-kb", kb)
		if code != 0 {
			t.Fatalf("evaluate --sink-buffer-kb %s: exit %d: %s", kb, code, stderr)
		}
		all.WriteString("== evaluate\n" + scores)
		mined[kb] = all.String()
	}
	if mined["1"] != mined["65536"] {
		t.Errorf("the outputs at --sink-buffer-kb 1 differ from the default's")
	}
}
