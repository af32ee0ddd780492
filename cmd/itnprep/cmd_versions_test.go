package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestEveryVersionCommandAcceptsTags runs each command that takes a version
// with a tag (OUT/NAME@TAG, OUT/NAME/TAG) in its place and checks it read
// the version the tag points at.
func TestEveryVersionCommandAcceptsTags(t *testing.T) {
	tmp := t.TempDir()
	parent := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/output-00000-of-00100", "--output", filepath.Join(tmp, "p"), "--runner", "direct")
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
	tds := filepath.Dir(tagger)
	if out, stderr, code := run(t, "export", "nemo-tagger", tds+"@latest", "--out", filepath.Join(tmp, "nemo")); code != 0 || lastLine(out) != filepath.Join(tmp, "nemo") {
		t.Errorf("export nemo-tagger DATASET@latest: exit %d %s%s", code, out, stderr)
	}

	out, stderr, code = run(t, "train", "--dataset", latest, "--test-dataset", ds+"/v1", "--out", filepath.Join(tmp, "run"),
		"--cache", filepath.Join(tmp, "cache"), "--recipe", "small", "--dry-run", "--python", "/opt/py/bin/python")
	if code != 0 || !strings.Contains(out, "--dataset-version-id "+id) {
		t.Errorf("train --dataset DATASET@latest --dry-run: exit %d\n%s%s", code, out, stderr)
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
		{[]string{"versions", "tag", parent}, 2, "takes a version and a tag name"},
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
