package main

import (
	"os"
	"path/filepath"
	"testing"
)

// TestVersionArgumentNamesAnOutputRootOrARunFolder: the two folders a new
// user gives where a version is wanted, the --output root of prep and a
// train run folder, are named as what they are with the way to a version
// (a dataset of the root as OUT/NAME@latest; the version run.json says the
// run trained on), in every command that takes a version; they said "not a
// complete dataset version (no readable manifest.json)".
func TestVersionArgumentNamesAnOutputRootOrARunFolder(t *testing.T) {
	dir := t.TempDir()
	root := filepath.Join(dir, "out")
	ver := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/*", "--output", root, "--runner", "direct")
	runDir := filepath.Join(dir, "run")
	if err := os.Mkdir(runDir, 0o755); err != nil {
		t.Fatal(err)
	}
	writeFile(t, runDir, "run.json", `{"format": 1, "dataset": {"version_id": "x", "path": "`+ver+`"}}`+"\n")
	wantRoot := root + " is an output root, not a version: name a version of one of its datasets (gtn), as " + filepath.Join(root, "gtn") + "@latest (`itnprep versions list " + root + "` lists them)"
	wantRun := runDir + " is a train run folder, not a dataset version: its run.json names the version it trained on, " + ver
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"versions", "show", root}, wantRoot},
		{[]string{"derive", "tagger", root}, wantRoot},
		{[]string{"view", root, "--port", "0"}, wantRoot},
		{[]string{"export", "nemo-tagger", root, "--out", filepath.Join(dir, "e")}, wantRoot},
		{[]string{"versions", "verify", runDir}, wantRun},
		{[]string{"train", "--dataset", runDir, "--out", filepath.Join(dir, "r2"), "--dry-run", "--python", "/usr/bin/python3"}, wantRun},
	} {
		_, stderr, code := run(t, c.args...)
		if code != 1 || stderr != "itnprep: "+c.want+"\n" {
			t.Errorf("%v: exit %d, stderr %q; want exit 1 and the one line %q", c.args, code, stderr, c.want)
		}
	}
}
