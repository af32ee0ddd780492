package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/storage"
)

// TestVersionsShowNamesTheRun: versions show names the run that wrote the
// manifest (its run_id, the name of its staging folder, .staging- left
// off), after its runner: the manifest held it, and show said nothing.
func TestVersionsShowNamesTheRun(t *testing.T) {
	dir := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/output-00000-of-00100", "--output", filepath.Join(t.TempDir(), "p"), "--runner", "direct")
	m, err := storage.LoadManifest(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	out, _, code := run(t, "versions", "show", dir)
	if code != 0 || len(m.RunID) != len("20261201T040000-")+12 || !strings.Contains(out, "\nrunner    direct\nrun       "+m.RunID+"\n") {
		t.Errorf("versions show: exit %d, run_id %q:\n%s", code, m.RunID, out)
	}
}

// TestEveryVersionCommandAcceptsTags runs each command that takes a version
// with a tag (OUT/NAME@TAG, OUT/NAME/TAG) in its place and checks it read
// the version the tag points at.
func TestEveryVersionCommandAcceptsTags(t *testing.T) {
	tmp := t.TempDir()
	parent := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/output-00000-of-00100", "--output", filepath.Join(tmp, "p"), "--runner", "direct", "--detokenize")
	ds, id := filepath.Dir(parent), filepath.Base(parent)
	latest := ds + "@latest"

	out, stderr, code := run(t, "versions", "show", latest)
	if code != 0 || !strings.Contains(out, "version   "+id) || !strings.Contains(out, "tags      latest") {
		t.Fatalf("versions show %s: exit %d\n%s%s", latest, code, out, stderr)
	}
	if out, _, code := run(t, "versions", "show", filepath.Join(ds, "latest")); code != 0 || !strings.Contains(out, "dir       "+parent) {
		t.Errorf("versions show DATASET/latest: exit %d\n%s", code, out)
	}
	if out, _, code := run(t, "versions", "verify", latest); code != 0 || !strings.HasPrefix(out, "OK "+parent) {
		t.Errorf("versions verify %s: exit %d %s", latest, code, out)
	}
	want, _, _ := run(t, "versions", "head", parent, "-n", "2")
	if got, _, code := run(t, "versions", "head", latest, "-n", "2"); code != 0 || got != want || want == "" {
		t.Errorf("versions head by tag printed\n%s\nby folder\n%s", got, want)
	}
	if out, _, code := run(t, "versions", "tag", latest, "v1"); code != 0 || out != "tagged "+parent+" as v1\n" {
		t.Fatalf("versions tag: exit %d %q", code, out)
	}
	if out, _, code := run(t, "versions", "diff", ds+"@v1", latest); code != 0 || !strings.HasPrefix(out, "added 0, removed 0, changed 0") {
		t.Errorf("versions diff by tags: exit %d %s", code, out)
	}
	out, _, _ = run(t, "versions", "list", filepath.Join(tmp, "p"))
	if !strings.Contains(out, "TAGS") || !strings.Contains(out, id) || !strings.Contains(out, " latest,v1 ") {
		t.Errorf("versions list does not show the tags:\n%s", out)
	}

	tagger := prepOK(t, "derive", "tagger", "--from", ds+"@v1", "--output", filepath.Join(tmp, "t"), "--runner", "direct", "--max-reject-rate", "1")
	if m := loadManifest(t, tagger); m.Parent == nil || m.Parent.VersionID != id {
		t.Errorf("derive --from DATASET@v1: parent %+v, want %s", m.Parent, id)
	}
	u2tf := prepOK(t, "derive", "u2tf", "--from", filepath.Join(ds, "v1"), "--output", filepath.Join(tmp, "u"), "--runner", "direct", "--max-reject-rate", "1")
	if m := loadManifest(t, u2tf); m.Parent == nil || m.Parent.VersionID != id {
		t.Errorf("derive u2tf --from DATASET/v1: parent %+v, want %s", m.Parent, id)
	}
	// Every kind's card has at least five figures; a tagger's shows its
	// tag vocabulary coverage, a u2tf's its label distributions.
	for dir, must := range map[string]string{parent: "span_classes.svg", tagger: "tag_coverage.svg", u2tf: "punct_labels.svg"} {
		figs, _ := filepath.Glob(filepath.Join(dir, "figures", "*.svg"))
		if _, err := os.Stat(filepath.Join(dir, "figures", must)); err != nil || len(figs) < 5 {
			t.Errorf("%s: %d figures (%v), want at least 5 with %s", dir, len(figs), figs, must)
		}
	}
	tds := filepath.Dir(tagger)
	if out, stderr, code := run(t, "export", "nemo-tagger", tds+"@latest", "--out", filepath.Join(tmp, "nemo")); code != 0 || lastLine(out) != filepath.Join(tmp, "nemo") {
		t.Errorf("export nemo-tagger DATASET@latest: exit %d %s%s", code, out, stderr)
	}

	out, stderr, code = run(t, "train", "--dataset", latest, "--out", filepath.Join(tmp, "run"),
		"--cache", filepath.Join(tmp, "cache"), "--recipe", "small", "--dry-run", "--python", "/opt/py/bin/python")
	if code != 0 || !strings.Contains(out, "--dataset-version-id "+id) {
		t.Errorf("train --dataset DATASET@latest --dry-run: exit %d\n%s%s", code, out, stderr)
	}
	// A dry run stages --test-dataset too (this version has no test
	// split), named by the folder its tag resolved to.
	_, stderr, code = run(t, "train", "--dataset", latest, "--test-dataset", ds+"/v1", "--out", filepath.Join(tmp, "run"),
		"--cache", filepath.Join(tmp, "cache"), "--recipe", "small", "--dry-run", "--python", "/opt/py/bin/python")
	if code != 1 || !strings.Contains(stderr, "--test-dataset "+parent+" has no test rows") {
		t.Errorf("train --test-dataset DATASET/v1 --dry-run: exit %d\n%s", code, stderr)
	}

	mined := filepath.Join(tmp, "mined")
	if out, stderr, code := run(t, "mine-pairs", "--input", latest, "--output", mined, "--minsup", "2", "--runner", "direct"); code != 0 || lastLine(out) != mined {
		t.Errorf("mine-pairs --input DATASET@latest: exit %d %s%s", code, out, stderr)
	}
	if _, err := os.Stat(filepath.Join(mined, "rules.jsonl")); err != nil {
		t.Errorf("mine-pairs by tag wrote no rules.jsonl: %v", err)
	}
}

func TestVersionTagErrors(t *testing.T) {
	tmp := t.TempDir()
	parent := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/output-00000-of-00100", "--output", tmp, "--runner", "direct")
	ds := filepath.Dir(parent)
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"versions", "tag", parent, "bad name"}, 2, `invalid tag name "bad name"`},
		{[]string{"versions", "tag", parent, "0123456789abcdef0123"}, 2, "looks like a version id"},
		// OUT/NAME/tags is the tags folder: such a tag resolved as
		// OUT/NAME@tags only, not as OUT/NAME/tags.
		{[]string{"versions", "tag", parent, "tags"}, 2, `invalid tag name "tags": it is the name of the dataset's tags folder`},
		{[]string{"versions", "tag", parent}, 2, "takes a version and a tag name"},
		// A tag name is no path: "://" in it is an invalid name, not an
		// unknown scheme ("not ab://; give a local path"), also in a
		// reference OUT/NAME@TAG.
		{[]string{"versions", "tag", parent, "ab://c"}, 2, `invalid tag name "ab://c"`},
		{[]string{"versions", "tag", parent, "gs://b/c"}, 2, `invalid tag name "gs://b/c"`},
		{[]string{"versions", "show", ds + "@ab://c"}, 1, `invalid tag name "ab://c"`},
		{[]string{"derive", "tagger", "--from", ds + "@ab://c", "--output", tmp}, 1, `invalid tag name "ab://c"`},
		{[]string{"versions", "tag", "ab://c", "v1"}, 2, "ab://c: itnprep reads and writes local paths, gs:// and s3://, not ab://"},
		{[]string{"versions", "show", ds + "@nope"}, 1, `has no tag "nope" (tags: latest)`},
		{[]string{"versions", "verify", ds + "@bad!"}, 1, "invalid tag name"},
		{[]string{"derive", "tagger", "--from", ds + "@nope", "--output", tmp}, 1, `has no tag "nope"`},
		{[]string{"export", "nemo-tagger", ds + "@nope", "--out", tmp}, 1, `has no tag "nope"`},
		{[]string{"train", "--dataset", ds + "@nope", "--out", tmp, "--recipe", "small", "--dry-run"}, 1, `has no tag "nope"`},
	} {
		_, stderr, code := run(t, c.args...)
		if code != c.code || !strings.Contains(stderr, c.want) || strings.Count(strings.TrimSpace(stderr), "\n") > 0 {
			t.Errorf("%v: exit %d, stderr %q; want exit %d and one line with %q", c.args, code, stderr, c.code, c.want)
		}
	}
	// A tag write killed between its temp file and the rename: gc removes
	// the temp file, the tag itself stays.
	tmpTag := filepath.Join(ds, "tags", ".tmp-0123456789ab-v1")
	writeFile(t, filepath.Join(ds, "tags"), ".tmp-0123456789ab-v1", "c23b")
	if out, _, code := run(t, "versions", "gc", tmp, "--older-than", "0s"); code != 0 || !strings.Contains(out, "removed "+tmpTag) {
		t.Errorf("gc: exit %d\n%s", code, out)
	}
	if _, _, code := run(t, "versions", "verify", ds+"@latest"); code != 0 {
		t.Error("latest does not resolve after gc")
	}
}

// TestVersionsDiffShowsChangedText preps the GTN sample and a copy with one
// spoken reading changed, from another folder, and diffs the two by tag:
// one changed row, its old and new text, and the changed input.
func TestVersionsDiffShowsChangedText(t *testing.T) {
	tmp := t.TempDir()
	src, err := os.ReadFile("../../testdata/gtn/output-00000-of-00100")
	if err != nil {
		t.Fatal(err)
	}
	edited := strings.Replace(string(src), "june third nineteen ninety eight", "the third of june nineteen ninety eight", 1)
	if edited == string(src) {
		t.Fatal("the sample no longer has the reading this test edits")
	}
	os.MkdirAll(filepath.Join(tmp, "in2"), 0o755)
	writeFile(t, filepath.Join(tmp, "in2"), "output-00000-of-00100", edited)
	out := filepath.Join(tmp, "out")
	a := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/output-00000-of-00100", "--output", out, "--runner", "direct")
	run(t, "versions", "tag", a, "before")
	b := prepOK(t, "prep", "gtn", "--input", filepath.Join(tmp, "in2", "output-00000-of-00100"), "--output", out, "--runner", "direct")
	ds := filepath.Dir(a)
	stdout, stderr, code := run(t, "versions", "diff", ds+"@before", ds+"@latest", "--rows", "3")
	if code != 0 {
		t.Fatalf("diff: exit %d %s", code, stderr)
	}
	for _, want := range []string{
		"added 0, removed 0, changed 1, unchanged ",
		"input changed ../../testdata/gtn/output-00000-of-00100 -> " + filepath.Join(tmp, "in2", "output-00000-of-00100") + ": sha256 ",
		"changed row output-00000-of-00100:1 (train): spans, spoken\n",
		"    written: The station opened on June 3, 1998 .\n",
		"  - spoken: the station opened on june third nineteen ninety eight\n",
		"  + spoken: the station opened on the third of june nineteen ninety eight\n",
	} {
		if !strings.Contains(stdout, want) {
			t.Errorf("diff %s %s lacks %q:\n%s", a, b, want, stdout)
		}
	}
	if _, stderr, code := run(t, "versions", "diff", a, b, "--rows", "-1"); code != 2 || !strings.Contains(stderr, "--rows must be 0 or more") {
		t.Errorf("--rows -1: exit %d %s", code, stderr)
	}
}

// gc with nothing to remove says so (and which leftovers it keeps), instead
// of printing nothing, which reads like a command that did not run.
func TestVersionsGCSaysWhenNothingToRemove(t *testing.T) {
	dir := t.TempDir()
	out, _, code := run(t, "versions", "gc", dir)
	if code != 0 || !strings.Contains(out, "nothing to remove under "+dir) || !strings.Contains(out, "older than 24h0m0s") {
		t.Errorf("gc of an empty folder: exit %d, stdout %q", code, out)
	}
	out, _, code = run(t, "versions", "gc", dir, "--older-than", "0", "--dry-run")
	if code != 0 || !strings.Contains(out, "nothing to remove under "+dir) || strings.Contains(out, "older than") {
		t.Errorf("gc --older-than 0 of an empty folder: exit %d, stdout %q", code, out)
	}
}

// TestVersionsGCNamesTheYoungLeftoversItKeeps: gc (its default
// --older-than 24h) right after a run was killed finds nothing old enough
// to remove, and says what it keeps for being young, the first by path
// and kind, and the gc that removes them: it said "nothing to remove"
// alone, with "younger ones may belong to a running job", and the killed
// run's staging folder, as large as a version, was named nowhere.
func TestVersionsGCNamesTheYoungLeftoversItKeeps(t *testing.T) {
	dir := t.TempDir()
	// Two staging folders, in a dataset folder that holds nothing else
	// (a leftover too, once they are removed).
	for _, p := range []string{filepath.Join(dir, "gtn", ".staging-20261201T045336-593c34d5fde2", "data", "train-00000-of-00001.parquet"), filepath.Join(dir, "gtn", ".staging-20261201T045338-38a41d53d461", "data", "x")} {
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out, _, code := run(t, "versions", "gc", dir)
	want := "nothing to remove under " + dir + ": no staging folder, run mark, unfinished version, .tmp- file or empty dataset folder older than 24h0m0s (--older-than); 3 younger leftovers are kept, which a running job may be writing (first: " +
		filepath.Join(dir, "gtn", ".staging-20261201T045336-593c34d5fde2") + ", staging folder, last modified 20"
	tail := "): once no run writes there, `itnprep versions gc " + dir + " --older-than 0` removes them\n"
	if code != 0 || !strings.HasPrefix(out, want) || !strings.HasSuffix(out, tail) {
		t.Errorf("gc beside two young staging folders: exit %d, stdout %q; want %q ... %q", code, out, want, tail)
	}
	// One staging folder left (and the dataset folder holding it).
	if err := os.RemoveAll(filepath.Join(dir, "gtn", ".staging-20261201T045338-38a41d53d461")); err != nil {
		t.Fatal(err)
	}
	if out, _, _ = run(t, "versions", "gc", dir, "--older-than", "1h"); !strings.Contains(out, "older than 1h0m0s (--older-than); 2 younger leftovers are kept") || !strings.HasSuffix(out, "removes them\n") {
		t.Errorf("gc beside one: %q", out)
	}
}

// gc's words hold: given a version folder it says a killed run's staging
// folder lies in the dataset folder above and whether one does there (it
// said "nothing to remove: no staging folder" beside one), and a dry run
// calls a dataset folder holding the staging folder it would remove first
// no "empty dataset folder" (it is empty only once that is removed).
func TestVersionsGCWordsAreTrue(t *testing.T) {
	out := t.TempDir()
	ds, ver := filepath.Join(out, "lh"), filepath.Join(out, "lh", "0123456789abcdef0123")
	staging := filepath.Join(ds, ".staging-20261129T120000-abc")
	if err := os.MkdirAll(ver, 0o755); err != nil {
		t.Fatal(err)
	}
	// Another tool's manifest.json makes no version: gc's plain line.
	writeFile(t, ver, "manifest.json", `{"format": "another tool's"}`)
	if stdout, _, _ := run(t, "versions", "gc", ver); !strings.HasPrefix(stdout, "nothing to remove under "+ver+": no staging folder") {
		t.Errorf("gc of a folder holding another tool's manifest.json: %q", stdout)
	}
	writeFile(t, ver, "manifest.json", `{"format": "`+dataset.FormatV1+`"}`)
	if err := os.MkdirAll(staging, 0o755); err != nil {
		t.Fatal(err)
	}
	writeFile(t, staging, "part", "x")
	stdout, _, code := run(t, "versions", "gc", ver, "--older-than", "0", "--dry-run")
	want := "nothing to remove under " + ver + ", a published version: no .tmp- file of an interrupted write. A killed run leaves its staging folder, run mark or unfinished version in the dataset folder above, " + ds +
		": it holds 1 leftover (first: " + staging + ", staging folder): `itnprep versions gc " + ds + " --older-than 0 --dry-run` lists it\n"
	if code != 0 || stdout != want {
		t.Errorf("gc of a version beside a staging folder: exit %d\n got %q\nwant %q", code, stdout, want)
	}
	stdout, _, _ = run(t, "versions", "gc", ver)
	if !strings.HasSuffix(stdout, ds+": it holds none older than 24h0m0s either\n") {
		t.Errorf("gc of a version, young staging folder beside it: %q", stdout)
	}
	// The dataset folder holding only the staging folder: named for what
	// it holds on a dry run, removed (and then empty) on a real one.
	if err := os.RemoveAll(ver); err != nil {
		t.Fatal(err)
	}
	stdout, _, _ = run(t, "versions", "gc", out, "--older-than", "0", "--dry-run")
	if !strings.Contains(stdout, "would remove "+ds+" (dataset folder holding only the leftovers above, empty once they are removed, ") || strings.Contains(stdout, "empty dataset folder") {
		t.Errorf("dry run: %q", stdout)
	}
	stdout, _, _ = run(t, "versions", "gc", out, "--older-than", "0")
	if !strings.Contains(stdout, "removed "+ds+" (empty dataset folder, ") || pathExists(ds) {
		t.Errorf("gc: %q (dataset folder still there: %v)", stdout, pathExists(ds))
	}
}

// versions list of a folder holding no version, or of a version folder
// itself, says so on stderr (it printed a bare header, exit 0).
func TestVersionsListSaysWhyEmpty(t *testing.T) {
	dir := t.TempDir()
	out, errs, code := run(t, "versions", "list", dir)
	if code != 0 || strings.Count(out, "\n") != 1 || !strings.Contains(errs, "no dataset versions under "+dir) {
		t.Errorf("list of an empty folder: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	if strings.Contains(errs, "leftover") {
		t.Errorf("list of an empty folder names leftovers: %q", errs)
	}
	// Alone in its folder it is what gc of that folder lists as an empty
	// dataset folder, and the note says so (it said nothing of it, where
	// list of the folder above named it).
	if want := "; it is empty: if a prep or derive was killed there before it began staging, this folder is what it left (`itnprep versions gc " + filepath.Dir(dir) + " --older-than 0 --dry-run` lists it)"; !strings.Contains(errs, want) {
		t.Errorf("list of an empty folder alone in its parent: stderr %q, want %q", errs, want)
	}
	// A killed run's staging folder is named, with the gc line that lists
	// it (the folder a prep had just filled read as empty); its dataset
	// folder, holding nothing else, is the second leftover.
	other := t.TempDir()
	if err := os.MkdirAll(filepath.Join(other, "gtn", ".staging-20261129T120000-abc", ".runs"), 0o755); err != nil {
		t.Fatal(err)
	}
	writeFile(t, other, "gtn/.staging-20261129T120000-abc/.runs/r.run", "run")
	_, errs, code = run(t, "versions", "list", other)
	if code != 0 || !strings.Contains(errs, "no dataset versions under "+other) ||
		!strings.Contains(errs, "it holds 2 leftovers of a run killed or still running (first: "+filepath.Join(other, "gtn", ".staging-20261129T120000-abc")+", staging folder): `itnprep versions gc "+other+" --older-than 0 --dry-run` lists them") {
		t.Errorf("list of a folder holding a staging folder: exit %d, stderr %q", code, errs)
	}
	// One leftover is "it" ("1 leftover ... lists them" read as a slip).
	one := t.TempDir()
	if err := os.Mkdir(filepath.Join(one, "gtn"), 0o755); err != nil {
		t.Fatal(err)
	}
	_, errs, code = run(t, "versions", "list", one)
	if want := "it holds 1 leftover of a run killed or still running (first: " + filepath.Join(one, "gtn") + ", empty dataset folder): `itnprep versions gc " + one + " --older-than 0 --dry-run` lists it"; code != 0 || !strings.Contains(errs, want) {
		t.Errorf("list of a folder holding one leftover: exit %d, stderr %q, want %q", code, errs, want)
	}
	// The dataset folder of a run killed before it made its staging
	// folder, beside a dataset with a version; under a path with a space,
	// the gc line quotes it.
	root := filepath.Join(t.TempDir(), "my out")
	if err := os.MkdirAll(filepath.Join(root, "gtn"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(root, "text", "0123456789abcdef0123"), 0o755); err != nil {
		t.Fatal(err)
	}
	writeFile(t, root, "text/0123456789abcdef0123/manifest.json", "{}")
	_, errs, code = run(t, "versions", "list", filepath.Join(root, "gtn"))
	if want := "`itnprep versions gc '" + root + "' --older-than 0 --dry-run` lists it"; code != 0 || !strings.Contains(errs, want) {
		t.Errorf("list of an empty dataset folder beside a dataset: exit %d, stderr %q, want %q", code, errs, want)
	}
	// An empty folder among other things that are no dataset (a home
	// folder) is not taken for one, as gc of its parent does not.
	home := t.TempDir()
	for _, d := range []string{"new", "docs", "src"} {
		if err := os.Mkdir(filepath.Join(home, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	_, errs, code = run(t, "versions", "list", filepath.Join(home, "new"))
	if code != 0 || strings.Contains(errs, "it is empty") {
		t.Errorf("list of an empty folder in a home folder: exit %d, stderr %q; want no note", code, errs)
	}
	writeFile(t, dir, "manifest.json", "{}")
	_, errs, code = run(t, "versions", "list", dir)
	if code != 0 || !strings.Contains(errs, dir+" is itself a version") {
		t.Errorf("list of a version folder: exit %d, stderr %q", code, errs)
	}
}

// TestTruncatedShardIsNamedTruncated: a data shard cut short (a copy or
// download interrupted) is named, with the word truncated, by every
// command that reads it; parquet-go says only "invalid magic footer of
// parquet file".
func TestTruncatedShardIsNamedTruncated(t *testing.T) {
	tmp := t.TempDir()
	v := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/output-00000-of-00100", "--output", filepath.Join(tmp, "p"), "--runner", "direct")
	w := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/output-00000-of-00100", "--output", filepath.Join(tmp, "q"), "--runner", "direct")
	shards, _ := filepath.Glob(filepath.Join(v, "data", "train-*.parquet"))
	if len(shards) == 0 {
		t.Fatal("no train shard")
	}
	b, err := os.ReadFile(shards[0])
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(shards[0], b[:len(b)/2], 0o644); err != nil {
		t.Fatal(err)
	}
	rel := "data/" + filepath.Base(shards[0])
	for _, args := range [][]string{
		{"versions", "verify", v},
		{"versions", "diff", v, w},
		{"versions", "head", v, "--split", "train", "-n", "100"},
	} {
		stdout, stderr, code := run(t, args...)
		if code != 1 || !strings.Contains(stdout+stderr, rel+": truncated Parquet file") || strings.Contains(stdout+stderr, "magic footer") {
			t.Errorf("%v: exit %d, want 1 and %s named truncated:\n%s%s", args, code, rel, stdout, stderr)
		}
	}
}

// A prep killed (SIGKILL) before it staged anything leaves OUT/NAME empty:
// OUT/NAME@latest says so and names the gc that removes it, and gc does.
func TestEmptyDatasetFolderOfAKilledRun(t *testing.T) {
	out := t.TempDir()
	name := filepath.Join(out, "gtn")
	if err := os.Mkdir(name, 0o755); err != nil {
		t.Fatal(err)
	}
	_, stderr, code := run(t, "derive", "tagger", name+"@latest", "--output", out)
	if code != 1 || !strings.Contains(stderr, name+" holds no published version (it is empty: a run killed before it published leaves that; `itnprep versions gc "+out+" --older-than 0`") {
		t.Errorf("derive from the empty folder's @latest: exit %d, stderr %q", code, stderr)
	}
	stdout, stderr, code := run(t, "versions", "gc", out, "--older-than", "0")
	if code != 0 || !strings.HasPrefix(stdout, "removed "+name+" (empty dataset folder, 0 files") {
		t.Errorf("gc: exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	if _, err := os.Stat(name); !os.IsNotExist(err) {
		t.Errorf("%s is still there after gc", name)
	}
}

// versions diff lists ids and shows rows in the input's order (t.txt:2
// before t.txt:10), not the shards' string order (t.txt:1, t.txt:10,
// t.txt:11, t.txt:12, t.txt:2), which sent a reader to line 10 for
// "the first changed rows".
func TestVersionsDiffListsIdsInLineOrder(t *testing.T) {
	tmp := t.TempDir()
	var a, b strings.Builder
	for i := 1; i <= 12; i++ {
		fmt.Fprintf(&a, "Line %d costs $%d.\n", i, i)
		fmt.Fprintf(&b, "Line %d costs $%d!\n", i, i)
	}
	os.Mkdir(filepath.Join(tmp, "a"), 0o755)
	os.Mkdir(filepath.Join(tmp, "b"), 0o755)
	va := prepOK(t, "prep", "text", "--input", writeFile(t, filepath.Join(tmp, "a"), "t.txt", a.String()), "--output", filepath.Join(tmp, "o"), "--runner", "direct")
	vb := prepOK(t, "prep", "text", "--input", writeFile(t, filepath.Join(tmp, "b"), "t.txt", b.String()), "--output", filepath.Join(tmp, "o"), "--runner", "direct")
	out, stderr, code := run(t, "versions", "diff", va, vb, "--rows", "3")
	want := "changed (first 12): t.txt:1 t.txt:2 t.txt:3 t.txt:4 t.txt:5 t.txt:6 t.txt:7 t.txt:8 t.txt:9 t.txt:10 t.txt:11 t.txt:12\n"
	if code != 0 || !strings.Contains(out, want) {
		t.Fatalf("exit %d, stderr %q, stdout:\n%s\nwant %q", code, stderr, out, want)
	}
	var shown []string
	for _, l := range strings.Split(out, "\n") {
		if rest, ok := strings.CutPrefix(l, "changed row "); ok {
			shown = append(shown, strings.Fields(rest)[0])
		}
	}
	if strings.Join(shown, " ") != "t.txt:1 t.txt:2 t.txt:3" {
		t.Errorf("rows shown: %q, want t.txt:1 t.txt:2 t.txt:3", shown)
	}
}

// TestVersionsListNamesADanglingTag: a tag whose version folder is gone
// (removed by hand, or by versions gc after its publication was cut short)
// was in no row of `versions list`, so a release name vanished from the
// listing without a word while OUT/NAME@TAG was refused everywhere. It is
// now one warning line on stderr (stdout stays the table, exit 0).
func TestVersionsListNamesADanglingTag(t *testing.T) {
	root := filepath.Join(t.TempDir(), "out")
	v1 := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/*", "--output", root, "--runner", "direct")
	if _, stderr, code := run(t, "versions", "tag", v1, "release-1"); code != 0 {
		t.Fatalf("tag: exit %d: %s", code, stderr)
	}
	prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/*", "--output", root, "--runner", "direct", "--detokenize")
	if _, stderr, code := run(t, "versions", "list", root); code != 0 || stderr != "" {
		t.Fatalf("a sound dataset: exit %d, stderr %q", code, stderr)
	}
	if err := os.RemoveAll(v1); err != nil {
		t.Fatal(err)
	}
	stdout, stderr, code := run(t, "versions", "list", root)
	ds, id := filepath.Dir(v1), filepath.Base(v1)
	want := "itnprep: warning: tag release-1 of " + ds + " points at version " + id + ", which is not a complete version there (removed, or its publication was cut short): `itnprep versions tag VERSION release-1` moves it\n"
	if code != 0 || stderr != want || strings.Contains(stdout, id) {
		t.Errorf("exit %d, stderr %q, stdout %q; want exit 0 and stderr %q", code, stderr, stdout, want)
	}
}

// TestVersionsListNamesTheTagsOfADatasetWithoutVersions: a dataset whose
// every version is gone keeps its tags; versions list names each (given
// the output root, where another dataset still has versions, or the
// dataset folder itself). Its tags were never read: the root listed the
// other dataset without a word, the dataset folder said only "no dataset
// versions under".
func TestVersionsListNamesTheTagsOfADatasetWithoutVersions(t *testing.T) {
	root := filepath.Join(t.TempDir(), "out")
	v1 := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/*", "--output", root, "--runner", "direct")
	prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/*", "--output", root, "--name", "other", "--runner", "direct")
	if err := os.RemoveAll(v1); err != nil {
		t.Fatal(err)
	}
	ds, id := filepath.Dir(v1), filepath.Base(v1)
	want := "itnprep: warning: tag latest of " + ds + " points at version " + id + ", which is not a complete version there"
	for _, dir := range []string{root, ds, ds + "/", "."} {
		if dir == "." {
			// The dataset folder as the current folder: its tags are
			// tags/TAG, with no folder before them.
			t.Chdir(ds)
			want = strings.Replace(want, " of "+ds+" ", " of . ", 1)
		}
		_, stderr, code := run(t, "versions", "list", dir)
		if code != 0 || !strings.HasPrefix(stderr, want) || strings.Count(stderr, want) != 1 {
			t.Errorf("versions list %s: exit %d, stderr %q; want exit 0 and one line starting %q", dir, code, stderr, want)
		}
	}
}

// TestVersionsHeadNamesTheOtherSplits: versions head without --split
// prints the first split's rows only; the demo's GTN version (13 rows:
// test 4, train 6, validation 3) printed the 4 test rows with -n 10 and
// nothing else, which read like the whole version. A line on stderr now
// names the other splits; with --split, or with one split, there is none.
func TestVersionsHeadNamesTheOtherSplits(t *testing.T) {
	v := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/*", "--output", filepath.Join(t.TempDir(), "p"), "--runner", "direct")
	out, stderr, code := run(t, "versions", "head", v)
	if want := "itnprep: rows of split test only (the first in the manifest, 4 of the version's 13 rows); --split NAME prints another: train (6), validation (3)\n"; code != 0 || strings.Count(out, "\n") != 4 || stderr != want {
		t.Errorf("versions head: exit %d, %d lines, stderr %q, want %q", code, strings.Count(out, "\n"), stderr, want)
	}
	if out, stderr, code := run(t, "versions", "head", v, "--split", "train"); code != 0 || strings.Count(out, "\n") != 6 || stderr != "" {
		t.Errorf("versions head --split train: exit %d, %d lines, stderr %q", code, strings.Count(out, "\n"), stderr)
	}
	one := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/output-00000-of-00100", "--output", filepath.Join(t.TempDir(), "p"), "--runner", "direct")
	if _, stderr, code := run(t, "versions", "head", one); code != 0 || stderr != "" {
		t.Errorf("versions head of a version of one split: exit %d, stderr %q", code, stderr)
	}
}

// TestLeftoverRowsLineSaysOne: versions list's line under the table says
// one leftover row in the singular; it said "the rows marked (leftover)
// are 1 leftover of runs killed or still running, not versions: ... lists
// them".
func TestLeftoverRowsLineSaysOne(t *testing.T) {
	if got, want := leftoverRowsLine(1, "out"), "itnprep: the row marked (leftover) is 1 leftover of a run killed or still running, not a version: `itnprep versions gc out --older-than 0 --dry-run` lists it with its files"; got != want {
		t.Errorf("one:\n got %s\nwant %s", got, want)
	}
	if got, want := leftoverRowsLine(2, "my out"), "itnprep: the rows marked (leftover) are 2 leftovers of runs killed or still running, not versions: `itnprep versions gc 'my out' --older-than 0 --dry-run` lists them with their files"; got != want {
		t.Errorf("two:\n got %s\nwant %s", got, want)
	}
}

// TestVersionsListMarksLeftovers: versions list names what runs left
// beside the versions (a killed run's staging folder, a version folder
// without its manifest, an interrupted write's temporary file), each in a
// row marked (leftover) with its kind, its newest file's time and its
// path, and a line on stderr says what they are and how gc lists them;
// it listed the versions alone, the leftovers, as large as a version,
// named only by versions gc. The version's own row is unchanged.
func TestVersionsListMarksLeftovers(t *testing.T) {
	out := t.TempDir()
	dir := prepOK(t, "prep", "gtn", "--input", sampleGTN, "--output", out, "--runner", "direct", "--quiet")
	staging := filepath.Join(out, "gtn", ".staging-20261130T120000-abc")
	unfinished := filepath.Join(out, "gtn", "0123456789abcdef0123")
	for _, d := range []string{staging, unfinished} {
		if err := os.MkdirAll(filepath.Join(d, "data"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	writeFile(t, filepath.Join(staging, "data"), "train-00000-of-00001.parquet", "PAR1")
	writeFile(t, filepath.Join(unfinished, "data"), "train-00000-of-00004.parquet", "partial")
	tmpFile := filepath.Join(dir, ".tmp-0123456789ab-README.md")
	writeFile(t, dir, filepath.Base(tmpFile), "half")
	stdout, stderr, code := run(t, "versions", "list", out)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	rows := map[string][]string{}
	for _, line := range strings.Split(strings.TrimSpace(stdout), "\n")[1:] {
		f := strings.Fields(line)
		rows[f[len(f)-1]] = f
	}
	if f := rows[dir]; len(f) != 10 || f[0] != filepath.Base(dir) {
		t.Errorf("the version's row: %q\n%s", f, stdout)
	}
	for path, kind := range map[string]string{staging: "staging-folder", unfinished: "unfinished-version", tmpFile: "temporary-file"} {
		f := rows[path]
		if len(f) != 10 || f[0] != "(leftover)" || f[2] != kind || f[8] == "-" {
			t.Errorf("%s: row %q, want (leftover) %s with its time\n%s", path, f, kind, stdout)
		}
	}
	if want := "itnprep: the rows marked (leftover) are 3 leftovers of runs killed or still running, not versions: `itnprep versions gc " + out + " --older-than 0 --dry-run` lists them with their files\n"; !strings.Contains(stderr, want) {
		t.Errorf("stderr %q, want %q", stderr, want)
	}
}

// TestVersionsListOfADatasetNamedTags: an output folder holding a dataset
// named "tags" (published before --name tags was a usage error) is listed
// whole, that dataset and its latest tag too, with one line on stderr
// naming the collision and the rename; `versions list OUT` failed whole,
// "read OUT/tags/tags: is a directory", every other dataset unlisted.
func TestVersionsListOfADatasetNamedTags(t *testing.T) {
	tmp := t.TempDir()
	root := filepath.Join(tmp, "out")
	other := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/*", "--output", root, "--name", "other", "--runner", "direct")
	old := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/*", "--output", filepath.Join(tmp, "old"), "--name", "x", "--runner", "direct", "--detokenize")
	if err := os.Rename(filepath.Dir(old), filepath.Join(root, "tags")); err != nil {
		t.Fatal(err)
	}
	stdout, stderr, code := run(t, "versions", "list", root)
	dir := filepath.Join(root, "tags")
	want := "itnprep: warning: " + dir + " is a dataset's folder (a dataset named tags, published before --name tags was refused), but tags is the name of the folder a dataset keeps its tags in, so " + root + " reads as a dataset folder too: rename it, as `mv " + dir + " " + dir + "-dataset`; its versions and tags move with it\n"
	if code != 0 || stderr != want {
		t.Errorf("exit %d, stderr %q; want exit 0 and stderr %q", code, stderr, want)
	}
	for _, v := range []string{other, filepath.Join(dir, filepath.Base(old))} {
		if !strings.Contains(stdout, filepath.Base(v)+"  ") || !strings.Contains(stdout, v) {
			t.Errorf("stdout lacks version %s:\n%s", v, stdout)
		}
	}
	if strings.Count(stdout, "latest") != 2 {
		t.Errorf("stdout does not tag both versions latest:\n%s", stdout)
	}
}
