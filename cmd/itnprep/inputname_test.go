package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestMessagesNameInputAsHelpDoes: the one-file commands' input messages
// named the alias, "--in X: no such file", where help lists "--input,
// --in" first; they name --input, whichever of the two was typed, as
// verbalize's help does.
func TestMessagesNameInputAsHelpDoes(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "none.jsonl")
	for _, args := range [][]string{
		{"align", "--in", missing, "--out", filepath.Join(dir, "a.jsonl")},
		{"verbalize", "--in", missing},
		{"mine", "--in", missing, "--out", filepath.Join(dir, "m.jsonl"), "--minsup", "1"},
		{"evaluate", "--input", missing},
	} {
		_, stderr, code := run(t, args...)
		if want := "itnprep: --input " + missing + ": no such file\n"; code != 1 || stderr != want {
			t.Errorf("%v: exit %d, stderr %q, want 1 and %q", args, code, stderr, want)
		}
	}
	stdout, stderr, _ := run(t, "verbalize", "--help")
	if help := stdout + stderr; !strings.Contains(help, "Without TEXT, --input (default stdin)") {
		t.Errorf("verbalize --help does not name --input for its file:\n%s", help)
	}
}
