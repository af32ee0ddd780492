package main

import (
	"bytes"
	"context"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/storage"
)

// TestVersionArgumentNamesAnOutputRootOrARunFolder: the two folders a new
// user gives where a version is wanted, the --output root of prep and a
// train run folder, are named as what they are with the way to a version
// (a dataset of the root as OUT/NAME@latest; the version run.json says the
// run trained on), in every command that takes a version; they said "not a
// complete dataset version (no readable manifest.json)". So is a
// dataset's tags folder OUT/NAME/tags (the way on: OUT/NAME@TAG).
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
	gtn := filepath.Join(root, "gtn")
	tags := filepath.Join(gtn, "tags")
	wantTags := tags + " is the tags folder of the dataset " + gtn + ", not a version: name a tagged version as " + gtn + "@TAG, as " + gtn + "@latest (`itnprep versions list " + gtn + "` lists its tags)"
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"versions", "show", root}, wantRoot},
		{[]string{"derive", "tagger", root}, wantRoot},
		{[]string{"view", root, "--port", "0"}, wantRoot},
		{[]string{"export", "nemo-tagger", root, "--out", filepath.Join(dir, "e")}, wantRoot},
		{[]string{"versions", "verify", runDir}, wantRun},
		// OUT/NAME/tags, a tab completion short of a tag file.
		{[]string{"versions", "show", tags}, wantTags},
		{[]string{"derive", "tagger", tags + "/"}, wantTags},
		{[]string{"train", "--dataset", runDir, "--out", filepath.Join(dir, "r2"), "--dry-run", "--python", "/usr/bin/python3"}, wantRun},
	} {
		_, stderr, code := run(t, c.args...)
		if code != 1 || stderr != "itnprep: "+c.want+"\n" {
			t.Errorf("%v: exit %d, stderr %q; want exit 1 and the one line %q", c.args, code, stderr, c.want)
		}
	}
}

// TestOutputsInsideAVersionAreRefused: an output inside a published
// version's folder (mine-pairs --output VERSION/mined beside the version it
// mines, style fit --out VERSION/style.json, a streaming command's --out
// or --details, export's and train's --out inside the parent of the
// version they read) is a usage error before anything runs, as train's and
// export's --out inside their own version were: they wrote into the folder
// that is to stay as published, and nothing noticed (verify checks only
// the manifest's files).
func TestOutputsInsideAVersionAreRefused(t *testing.T) {
	dir := t.TempDir()
	ver := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/*", "--output", filepath.Join(dir, "out"), "--runner", "direct")
	before, err := os.ReadDir(ver)
	if err != nil {
		t.Fatal(err)
	}
	pairs := writeFile(t, dir, "pairs.jsonl", `{"written": "In 1984.", "spoken": "in nineteen eighty four"}`+"\n")
	// export and train read a tagger version derived from ver: their --out
	// was checked against that version alone, and went into its parent.
	tagger := prepOK(t, "derive", "tagger", ver, "--output", filepath.Join(dir, "out"), "--runner", "direct", "--max-reject-rate", "1")
	for _, c := range []struct {
		args []string
		flag string
		out  string
	}{
		{[]string{"mine-pairs", "--input", ver, "--output", filepath.Join(ver, "mined"), "--runner", "direct"}, "--output", filepath.Join(ver, "mined")},
		{[]string{"mine-pairs", "--input", ver, "--output", ver, "--runner", "direct"}, "--output", ver},
		{[]string{"style", "fit", "--from", ver, "--out", filepath.Join(ver, "style.json"), "--runner", "direct"}, "--output", filepath.Join(ver, "style.json")},
		{[]string{"align", "--in", pairs, "--out", filepath.Join(ver, "data", "ops.jsonl")}, "--output", filepath.Join(ver, "data", "ops.jsonl")},
		{[]string{"export", "nemo-tagger", tagger, "--out", filepath.Join(ver, "nemo")}, "--output", filepath.Join(ver, "nemo")},
		{[]string{"train", "--dataset", tagger, "--model", "tagger", "--out", filepath.Join(ver, "run"), "--dry-run", "--python", "/usr/bin/python3"}, "--out", filepath.Join(ver, "run")},
	} {
		_, stderr, code := run(t, c.args...)
		want := c.flag + " " + c.out + " is inside the dataset version " + ver + "; a published version is never changed: give another folder"
		if code != 2 || !strings.Contains(stderr, want) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and one line with %q", c.args, code, stderr, want)
		}
	}
	after, err := os.ReadDir(ver)
	if err != nil || len(after) != len(before) {
		t.Errorf("the version folder changed: %d entries before, %d after (%v)", len(before), len(after), err)
	}
	if out, _, code := run(t, "versions", "verify", ver); code != 0 {
		t.Errorf("verify after the refusals: %s", out)
	}
}

// TestOutputsInsideAVersionOnAStoreAreRefused: an output on a store
// (gs://, s3://; memfs:// here) inside a published version is refused as a
// local one is: mine-pairs --output and style fit --out were checked only
// on a local disk, and wrote their files into a gs:// version without a
// word (verify still passed: it checks the manifest's files only), and
// prep --output VERSION published a version inside it.
func TestOutputsInsideAVersionOnAStoreAreRefused(t *testing.T) {
	dir := t.TempDir()
	root := "memfs://insideversion/out"
	ver := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/*", "--output", root, "--runner", "direct")
	pairs := writeFile(t, dir, "pairs.jsonl", `{"written": "In 1984.", "spoken": "in nineteen eighty four"}`+"\n")
	for _, c := range []struct {
		args []string
		flag string
		out  string
	}{
		{[]string{"mine-pairs", "--input", ver, "--output", ver + "/mined", "--runner", "direct"}, "--output", ver + "/mined"},
		{[]string{"style", "fit", "--from", ver, "--out", ver + "/style.json", "--runner", "direct"}, "--output", ver + "/style.json"},
		{[]string{"align", "--in", pairs, "--out", ver + "/data/ops.jsonl"}, "--output", ver + "/data/ops.jsonl"},
		{[]string{"prep", "gtn", "--input", "../../testdata/gtn/*", "--output", ver, "--runner", "direct"}, "--output", ver},
	} {
		_, stderr, code := run(t, c.args...)
		want := c.flag + " " + c.out + " is inside the dataset version " + ver + "; a published version is never changed: give another folder"
		if c.flag == "--output" && c.args[0] == "prep" {
			want = "--output " + ver + ": is inside the published dataset version " + ver + " (it holds the version's manifest.json), and a run would write its own version into it; give the output root, " + root
		}
		if code != 2 || !strings.Contains(stderr, want) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and one line with %q", c.args, code, stderr, want)
		}
		if storage.IsFile(context.Background(), c.out) || storage.IsVersionFolder(context.Background(), c.out+"/gtn/"+path.Base(ver)) {
			t.Errorf("%v wrote %s inside the version", c.args, c.out)
		}
	}
	if out, _, code := run(t, "versions", "verify", ver); code != 0 {
		t.Errorf("verify after the refusals: %s", out)
	}
}

// TestOutputThatNamesAVersionIsRefused: prep or derive --output OUT/NAME@TAG
// (a version reference pasted where the output root goes) is a usage error
// before anything is read: it published under a new folder OUT/NAME@TAG,
// which then hid the tag from every command, since a path that exists as
// typed wins over a tag.
func TestOutputThatNamesAVersionIsRefused(t *testing.T) {
	root := filepath.Join(t.TempDir(), "out")
	ver := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/*", "--output", root, "--runner", "direct")
	ref := filepath.Join(root, "gtn@latest")
	want := "--output " + ref + ": names a version (tag latest of the dataset " + filepath.Join(root, "gtn") + "), not an output root"
	for _, args := range [][]string{
		{"prep", "gtn", "--input", "../../testdata/gtn/*", "--output", ref, "--runner", "direct"},
		{"derive", "tagger", ver, "--output", ref, "--runner", "direct"},
	} {
		_, stderr, code := run(t, args...)
		if code != 2 || !strings.Contains(stderr, want) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and one line with %q", args, code, stderr, want)
		}
	}
	if _, err := os.Stat(ref); err == nil {
		t.Errorf("a refused run made %s", ref)
	}
	if out, stderr, code := run(t, "versions", "show", ref); code != 0 || !strings.Contains(out, filepath.Base(ver)) {
		t.Errorf("the tag no longer resolves: exit %d %s %s", code, out, stderr)
	}
}

// TestViewRulesOutChecked: view --rules-out that is a folder (exit 1, as
// every output that is a folder), a file inside a published version (a
// usage error, exit 2), or a path that cannot be written (under a file, in
// a folder this user may not write; exit 1) is refused before the page is
// served
// (a folder was "read DIR: is a directory", naming no flag; a file in a
// version was written into it on the first save).
func TestViewRulesOutChecked(t *testing.T) {
	dir := t.TempDir()
	ver := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/*", "--output", filepath.Join(dir, "out"), "--runner", "direct")
	mined := filepath.Join(dir, "mined")
	if err := os.Mkdir(mined, 0o755); err != nil {
		t.Fatal(err)
	}
	writeFile(t, mined, "rules.jsonl", `{"kind":"removal","written":["[","pg","]"],"spoken":[],"support":3,"deletions":3,"approved":false}`+"\n")
	notFolder := writeFile(t, dir, "notes.txt", "a file\n")
	cases := []struct {
		rulesOut, want string
		code           int
	}{
		// An existing folder as an output exits 1, as streaming outputs do.
		{dir, "itnprep: --rules-out " + dir + " is a folder; give a file path (for example " + filepath.Join(dir, "rules.jsonl") + ")", 1},
		{filepath.Join(ver, "rules.jsonl"), "--rules-out " + filepath.Join(ver, "rules.jsonl") + " is inside the dataset version " + ver, 2},
		// A path that cannot be written is refused at start: it was said
		// at Save, on the page, after the reviewing.
		{filepath.Join(notFolder, "sub", "rules.jsonl"), "itnprep: --rules-out " + filepath.Join(notFolder, "sub", "rules.jsonl") + ": " + notFolder + " is a file, not a folder", 1},
		// A folder that cannot be looked at: the probe went to the
		// folder above, passed, and the Save failed after the review.
		{filepath.Join(dir, strings.Repeat("x", 300), "rules.jsonl"), "itnprep: --rules-out " + filepath.Join(dir, strings.Repeat("x", 300), "rules.jsonl") + ": cannot write there: ", 1},
	}
	if os.Geteuid() != 0 { // root writes in any folder
		ro := filepath.Join(dir, "readonly")
		os.Mkdir(ro, 0o555)
		cases = append(cases, struct {
			rulesOut, want string
			code           int
		}{filepath.Join(ro, "rules.jsonl"), "itnprep: --rules-out " + filepath.Join(ro, "rules.jsonl") + ": cannot write in " + ro + ": ", 1})
	}
	for _, c := range cases {
		// A view that starts serving is stopped at once (the test fails
		// on its exit status rather than waiting on the server).
		ctx, cancel := context.WithCancel(context.Background())
		viewReady = func(string) { cancel() }
		var stdout, errb bytes.Buffer
		code := dispatch(ctx, []string{"view", mined, "--port", "0", "--rules-out", c.rulesOut}, &stdout, &errb)
		cancel()
		viewReady = func(string) {}
		stderr := errb.String()
		if code != c.code || !strings.Contains(stderr, c.want) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("--rules-out %s: exit %d, stderr %q; want exit %d and one line with %q", c.rulesOut, code, stderr, c.code, c.want)
		}
	}
}

// TestAFileGivenForAFolderSaysWhichFolder: versions list, versions gc and
// view given a file say which folder they take, in one line: it was
// "FILE: not a folder" alone. list's names no version's folder, which
// gc's does: list given one lists nothing and says to give the folder
// above it.
func TestAFileGivenForAFolderSaysWhichFolder(t *testing.T) {
	file := writeFile(t, t.TempDir(), "notes.txt", "x\n")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"versions", "list", file}, file + ": a file, not a folder: give the output folder of a prep or derive (its --output, OUT) or a dataset's folder (OUT/NAME)\n"},
		{[]string{"versions", "gc", file}, file + ": a file, not a folder: give the output folder of a prep or derive (its --output, OUT), a dataset's folder (OUT/NAME) or a version's\n"},
		{[]string{"view", file, "--port", "0"}, file + ": a file, not a folder: view shows a dataset version's folder (OUT/NAME/VERSION, or OUT/NAME@TAG) or a mine-pairs output folder\n"},
	} {
		_, stderr, code := run(t, c.args...)
		if code != 1 || !strings.Contains(stderr, "itnprep: "+c.want) || strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
			t.Errorf("%v: exit %d, stderr %q", c.args, code, stderr)
		}
	}
}
