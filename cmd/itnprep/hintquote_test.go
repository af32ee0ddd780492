package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestHintsQuotePathsWithSpaces: a command a message suggests names its
// paths as one shell word each, so a user who copies it runs it: under
// an output root with a space ("my out") the hints printed the path bare,
// two words for the shell (internal/shellquote). A path without one stays
// as it is.
func TestHintsQuotePathsWithSpaces(t *testing.T) {
	root := filepath.Join(t.TempDir(), "my out")
	v := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/output-00000-of-00100", "--output", root, "--runner", "direct")
	ds := filepath.Dir(v)
	if err := os.MkdirAll(filepath.Join(root, "empty ds"), 0o755); err != nil {
		t.Fatal(err)
	}
	q := func(s string) string { return "'" + s + "'" }
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"versions", "show", ds}, "as " + q(ds+"@latest") + " (`itnprep versions list " + q(ds) + "` lists"},
		{[]string{"versions", "show", root}, "as " + q(ds+"@latest") + " (`itnprep versions list " + q(root) + "` lists them)"},
		{[]string{"versions", "show", filepath.Join(ds, "tags")}, "as " + q(ds+"@latest") + " (`itnprep versions list " + q(ds) + "` lists its tags)"},
		{[]string{"versions", "show", filepath.Join(root, "empty ds") + "@latest"}, "`itnprep versions gc " + q(root) + " --older-than 0`"},
		{[]string{"versions", "list", v}, "`itnprep versions show " + q(v) + "` describes this one"},
	} {
		_, stderr, _ := run(t, c.args...)
		if !strings.Contains(stderr, c.want) {
			t.Errorf("%v: stderr %q lacks %q", c.args, stderr, c.want)
		}
	}
	// A plain path is printed as it is.
	plain := filepath.Join(t.TempDir(), "out")
	pv := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/output-00000-of-00100", "--output", plain, "--runner", "direct")
	if _, stderr, _ := run(t, "versions", "show", filepath.Dir(pv)); !strings.Contains(stderr, "(`itnprep versions list "+filepath.Dir(pv)+"` lists") {
		t.Errorf("a path without a space was quoted: %q", stderr)
	}
}
