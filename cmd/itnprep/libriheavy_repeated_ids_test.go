package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPrepLibriheavyRepeatedCutsNamesTheCut: a Libriheavy pair's id is
// its cut's id, so a cut read twice (the dev manifest in two folders) is
// refused naming the cut and what reads one twice, not the file names'
// remedy (rename the files, --ids-with-folders), which renames no cut id:
// with --ids-with-folders the run was refused the same. Its rows repeat
// whole, so --dedupe (which keeps the first) is named too.
func TestPrepLibriheavyRepeatedCutsNamesTheCut(t *testing.T) {
	tmp := t.TempDir()
	b, err := os.ReadFile("../../testdata/libriheavy/libriheavy_cuts_dev.jsonl.gz")
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range []string{"a", "b"} {
		os.MkdirAll(filepath.Join(tmp, d), 0o755)
		if err := os.WriteFile(filepath.Join(tmp, d, "libriheavy_cuts_dev.jsonl.gz"), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, extra := range [][]string{nil, {"--ids-with-folders"}} {
		args := append([]string{"prep", "libriheavy", "--input", filepath.Join(tmp, "*", "*.gz"), "--output", filepath.Join(tmp, "out"), "--runner", "direct"}, extra...)
		_, stderr, code := run(t, args...)
		if code != 1 || !strings.Contains(stderr, "carried by more than one row") || !strings.Contains(stderr, "a pair's id is its cut's id, so one cut was read twice") || !strings.Contains(stderr, "or pass --dedupe") || strings.Contains(stderr, "rename the files") {
			t.Errorf("%v: exit %d, stderr %s", extra, code, stderr)
		}
	}
}
