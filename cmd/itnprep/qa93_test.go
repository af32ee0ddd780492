package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestStreamingCommandsGivenAVersion (qa93): align, verbalize and mine
// given a dataset version as --input, its folder or OUT/NAME@TAG (the form
// every command that reads versions takes), said "input DIR is a
// directory; give a file" and, of the tag, "--input OUT/gtn@latest: no
// such file", though it names a version. One line names it as a version
// and the command that reads it (mine-pairs), exit 2 as evaluate's.
func TestStreamingCommandsGivenAVersion(t *testing.T) {
	tmp := t.TempDir()
	ver := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/output-00000-of-00100", "--output", filepath.Join(tmp, "o"), "--runner", "direct")
	tag := filepath.Join(tmp, "o", "gtn@latest")
	for _, c := range []struct {
		args []string
		how  string
	}{
		{[]string{"align", "--output", filepath.Join(tmp, "a.jsonl")}, "itnprep mine-pairs --input "},
		{[]string{"verbalize"}, "jq -c '{id, text: .written}'"},
		{[]string{"mine", "--minsup", "2", "--output", filepath.Join(tmp, "m.jsonl")}, "itnprep mine-pairs --input "},
	} {
		for in, says := range map[string]string{ver: ver + " is a dataset version, not a file", tag: tag + " is a dataset version (" + ver + "), not a file"} {
			code, _, errs := runCmd(t, append(c.args, "--input", in)...)
			if code != 2 || !strings.Contains(errs, says) || !strings.Contains(errs, c.how) || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
				t.Errorf("%s --input %s: exit %d, want 2 and %q, %q: %s", c.args[0], in, code, says, c.how, errs)
			}
		}
	}
	// A folder that is no version is still one line.
	code, _, errs := runCmd(t, "align", "--output", filepath.Join(tmp, "a.jsonl"), "--input", tmp)
	if code != 1 || !strings.Contains(errs, "is a directory; give a file") {
		t.Errorf("align --input FOLDER: exit %d: %s", code, errs)
	}
}

// TestMessagesNameOutputAsHelpDoes (qa93): the one-file outputs of align,
// verbalize, mine, style fit and export nemo-tagger, whose help lists
// "--output, --out", named the alias in their messages ("--out X: cannot
// create it", "--out DIR is not empty"), whichever was typed, as --input's
// named "--in" until fin6. They name --output; train, whose flag is --out,
// keeps it.
func TestMessagesNameOutputAsHelpDoes(t *testing.T) {
	dir := t.TempDir()
	pairs := writeFile(t, dir, "p.jsonl", `{"written":"It is 5.","spoken":"it is five"}`+"\n")
	file := writeFile(t, dir, "afile", "")
	parent := prepOK(t, "prep", "text", "--input", "../../testdata/tagger/sample.txt", "--output", filepath.Join(dir, "p"), "--samples", "1", "--split", "train")
	tagger := prepOK(t, "derive", "tagger", "--from", parent, "--output", filepath.Join(dir, "t"))
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"align", "--input", pairs, "--output", pairs}, "--output " + pairs + " is the input file"},
		{[]string{"verbalize", "--input", pairs, "--out", pairs}, "--output " + pairs + " is the input file"},
		{[]string{"mine", "--input", pairs, "--output", pairs, "--minsup", "1"}, "--output " + pairs + " is the input file"},
		{[]string{"style", "fit", "--input", pairs, "--output", filepath.Join(file, "s.json")}, "--output " + filepath.Join(file, "s.json") + ": cannot create its folder"},
		{[]string{"export", "nemo-tagger", tagger, "--output", file}, "--output " + file + " is a file, not a folder"},
	} {
		_, stderr, code := run(t, c.args...)
		if code == 0 || !strings.Contains(stderr, c.want) || strings.Contains(stderr, "--out ") {
			t.Errorf("%v: exit %d, stderr %q, want %q", c.args, code, stderr, c.want)
		}
	}
}

// TestOutputInsideAFolderThatIsNoVersion (qa93): export and train given a
// folder that is no version, with their output inside it, said "--output
// DIR/x is inside the dataset version DIR; a published version is never
// changed", naming as a version what is none; the reader now says what
// the folder is.
func TestOutputInsideAFolderThatIsNoVersion(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{
		{"export", "nemo-tagger", dir, "--output", filepath.Join(dir, "x")},
		{"train", "--dataset", dir, "--out", filepath.Join(dir, "run"), "--dry-run"},
	} {
		_, stderr, code := run(t, args...)
		if code == 0 || strings.Contains(stderr, "is inside the dataset version") || !strings.Contains(stderr, dir) || strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
			t.Errorf("%v: exit %d, stderr %q; want one line saying the folder is no version", args, code, stderr)
		}
	}
}
