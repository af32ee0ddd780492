package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestReRunNamesAKilledRunsStaging: a run after one killed with SIGKILL
// (no handler runs: its staging folder, its staged shards, stays) says in
// one line that the dataset folder holds it and which command lists it; it
// published beside it without a word, and `versions list` said nothing
// either while versions were there. A run with nothing left over says
// nothing of it.
func TestReRunNamesAKilledRunsStaging(t *testing.T) {
	out := t.TempDir()
	_, stderr, code := run(t, "prep", "gtn", "--input", sampleGTN, "--output", out, "--runner", "direct", "--quiet")
	if code != 0 || strings.Contains(stderr, "leftover") {
		t.Fatalf("first run: exit %d\n%s", code, stderr)
	}
	staging := filepath.Join(out, "gtn", ".staging-20261130T120000-0123456789ab")
	if err := os.MkdirAll(filepath.Join(staging, "data"), 0o755); err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(staging, "data"), "train-00000-of-00004.parquet", "PAR1 cut short")
	old := time.Now().Add(-time.Hour)
	for _, p := range []string{filepath.Join(staging, "data", "train-00000-of-00004.parquet"), filepath.Join(staging, "data"), staging} {
		if err := os.Chtimes(p, old, old); err != nil {
			t.Fatal(err)
		}
	}
	_, stderr, code = run(t, "prep", "gtn", "--input", sampleGTN, "--output", out, "--runner", "direct", "--shards", "2", "--quiet")
	root := filepath.Join(out, "gtn")
	want := "itnprep: " + root + " holds 1 leftover of a run killed or still running, older than this run (first: " + staging + ", staging folder): `itnprep versions gc " + root + " --older-than 0 --dry-run` lists it\n"
	if code != 0 || !strings.Contains(stderr, want) {
		t.Errorf("re-run beside a killed run's staging: exit %d, want %q in\n%s", code, want, stderr)
	}
}
