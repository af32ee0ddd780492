package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFlagsOfTheOtherModeAreRefused: a flag of mine --distributed given to
// mine in process (--partitions, --partition-size, --sink-buffer-kb), one
// of evaluate --beam given to evaluate in process (--memory-limit-mb,
// --sink-buffer-kb, --beam-counts), and the other way round (--sort-mem
// with --distributed, --workers with --beam) is refused in one line
// naming it and where it applies, exit 2, before anything is read or
// written: each was accepted and did nothing, exit 0, where other
// commands refuse a flag that does not apply (--details with --beam).
func TestFlagsOfTheOtherModeAreRefused(t *testing.T) {
	dir := t.TempDir()
	seqs := filepath.Join(dir, "seqs.jsonl")
	if err := os.WriteFile(seqs, []byte("[\"a\", \"b\"]\n[\"a\", \"c\"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "p.jsonl")
	mine := []string{"mine", "--in", seqs, "--out", out, "--minsup", "1"}
	evaluate := []string{"evaluate", "--in", evalSample}
	for _, c := range []struct {
		args []string
		want string
	}{
		{append(mine, "--partitions", "3"), "--partitions applies only with --distributed (mine in process has no partitions and spills no sorted files): add --distributed, or leave it out"},
		{append(mine, "--partition-size", "10"), "--partition-size applies only with --distributed"},
		{append(mine, "--sink-buffer-kb", "8"), "--sink-buffer-kb applies only with --distributed"},
		// A value the flag refuses in its mode: the mode is named first.
		{append(mine, "--sink-buffer-kb", "0"), "--sink-buffer-kb applies only with --distributed"},
		{append(evaluate, "--sink-buffer-kb", "0"), "--sink-buffer-kb applies only with --beam"},
		{append(mine, "--distributed", "--runner", "direct", "--sort-mem", "8"), "--sort-mem applies only to mine in process (its sort of the patterns found), not to --distributed's job: leave it out"},
		{append(evaluate, "--memory-limit-mb", "300"), "--memory-limit-mb applies only with --beam (evaluate in process spills no sorted files, sets no memory limit and writes no counts file): add --beam, or leave it out"},
		{append(evaluate, "--sink-buffer-kb", "8"), "--sink-buffer-kb applies only with --beam"},
		{append(evaluate, "--beam-counts", filepath.Join(dir, "counts.json")), "--beam-counts applies only with --beam"},
		{append(evaluate, "--beam", "--runner", "direct", "--workers", "2"), "--workers applies only to evaluate in process (its scoring goroutines), not to --beam's job, whose runner sets its workers: leave it out"},
	} {
		stdout, stderr, code := run(t, c.args...)
		if code != 2 || !strings.Contains(stderr, c.want) || strings.Count(strings.TrimSpace(stderr), "\n") != 0 || stdout != "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and one line %q", c.args[1:], code, stdout, stderr, c.want)
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("%v wrote %s", c.args[1:], out)
		}
	}
	// Each in its own mode is taken.
	for _, args := range [][]string{
		append(mine, "--sort-mem", "8"),
		append(mine, "--distributed", "--runner", "direct", "--partitions", "2", "--partition-size", "10", "--sink-buffer-kb", "8"),
		append(evaluate, "--workers", "2"),
		append(evaluate, "--beam", "--runner", "direct", "--memory-limit-mb", "300", "--sink-buffer-kb", "8"),
	} {
		if _, stderr, code := run(t, args...); code != 0 {
			t.Errorf("%v: exit %d: %s", args[1:], code, stderr)
		}
	}
}
