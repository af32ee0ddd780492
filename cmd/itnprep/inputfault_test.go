package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestInputFaultIsOneLine: a prep whose reader fails on an input (a table
// without its text column, a truncated gzip) exits 1 with the reader's
// "FILE:LINE: problem" alone on its line; the runner's note after it
// ("pipeline failed on runner prism; --log-level debug shows the runner's
// full error") made a fault of the data read as a fault of the run, on
// every runner (--log-level debug still logs the runner's error).
func TestInputFaultIsOneLine(t *testing.T) {
	tmp := t.TempDir()
	tsv := writeFile(t, tmp, "hdr.tsv", "id\tsentence\n1\tIt is 5.\n")
	for _, runner := range []string{"direct", "prism"} {
		_, stderr, code := run(t, "prep", "text", "--input", tsv, "--split", "train", "--output", filepath.Join(tmp, runner), "--runner", runner)
		want := "itnprep: " + tsv + `:1: the header has no column "text" (columns: id, sentence); name the text column with --text-field (--text-field sentence?)` + "\n"
		if code != 1 || !strings.HasSuffix(stderr, want) || strings.Contains(stderr, "pipeline failed") {
			t.Errorf("%s: exit %d, stderr %q, want it to end with %q", runner, code, stderr, want)
		}
	}
}
