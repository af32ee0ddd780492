package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRatioAndShareFlagsOutOfRange: prep libriheavy's --min-ratio is a
// difflib ratio and mine-pairs' --removal-share, --deletion-share and
// --dominance-share are shares of a fragment's support; a value outside
// their range is a usage error before anything is read (docs/ERRORS.md, a
// number out of its flag's range). --min-ratio 2 read, aligned and
// rejected every cut before the run was refused as empty, --min-ratio -1
// published as 0 does under another version id, --deletion-share 0 was
// derived with the default 0.5 without a word and --removal-share 2 taken
// as given (qa89).
func TestRatioAndShareFlagsOutOfRange(t *testing.T) {
	tmp := t.TempDir()
	pairs := writeFile(t, tmp, "pairs.jsonl", `{"written":"5 dollars","spoken":"five dollars"}`+"\n")
	cuts := filepath.Join(tmp, "nosuch", "libriheavy_cuts_dev.jsonl.gz") // never read: the flag is refused first
	mined := filepath.Join(tmp, "mined")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"prep", "libriheavy", "--input", cuts, "--output", filepath.Join(tmp, "o"), "--min-ratio", "2"}, "itnprep: prep libriheavy: --min-ratio must be between 0 (keep every pair) and 1, a difflib ratio, got 2"},
		{[]string{"prep", "libriheavy", "--input", cuts, "--output", filepath.Join(tmp, "o"), "--min-ratio", "-0.5"}, "--min-ratio must be between 0 (keep every pair) and 1, a difflib ratio, got -0.5"},
		{[]string{"mine-pairs", "--input", pairs, "--output", mined, "--removal-share", "2"}, "itnprep: mine-pairs: --removal-share must be above 0 and at most 1 (a share of a fragment's support), got 2"},
		{[]string{"mine-pairs", "--input", pairs, "--output", mined, "--deletion-share", "0"}, "--deletion-share must be above 0 and at most 1 (a share of a fragment's support), got 0"},
		{[]string{"mine-pairs", "--input", pairs, "--output", mined, "--dominance-share", "-0.5"}, "--dominance-share must be above 0 and at most 1 (a share of a fragment's support), got -0.5"},
	} {
		stdout, stderr, code := run(t, c.args...)
		if code != 2 || !strings.Contains(stderr, c.want) || strings.Count(stderr, "\n") != 1 || stdout != "" {
			t.Errorf("itnprep %s: exit %d, stdout %q, stderr %q; want exit 2 and one line with %q", strings.Join(c.args, " "), code, stdout, stderr, c.want)
		}
		noPanic(t, stderr)
	}
	for _, p := range []string{filepath.Join(tmp, "o"), mined} {
		if _, err := os.Stat(p); err == nil {
			t.Errorf("%s was made by a refused invocation", p)
		}
	}
	// The ends of the ranges are taken: a ratio of 0 (keep every pair)
	// and 1, a share of 1.
	for _, args := range [][]string{
		{"prep", "libriheavy", "--min-ratio", "0"},
		{"prep", "libriheavy", "--min-ratio", "1"},
		{"mine-pairs", "--removal-share", "1", "--deletion-share", "1", "--dominance-share", "1"},
	} {
		args = append(args, "--input", filepath.Join(tmp, "nosuch.jsonl"), "--output", filepath.Join(tmp, "x"))
		_, stderr, code := run(t, args...)
		if code == 2 || strings.Contains(stderr, "must be") {
			t.Errorf("itnprep %s: exit %d, stderr %q: the range's end was refused", strings.Join(args, " "), code, stderr)
		}
	}
}
