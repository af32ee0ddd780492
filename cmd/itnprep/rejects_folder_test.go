package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRejectsDoNotDependOnTheInputsFolder: the same files, read from
// another folder or named by a relative path, give the same version id
// when records are rejected too. The reject rows named each file by the
// path as given ("/tmp/a/x.jsonl:2", "in/x.jsonl:2"), and the version id
// hashes the reject shards, so moving a corpus, or running from another
// working folder, gave another id for the same data. They name it under
// the folder the inputs share; the summary still names the path as given.
func TestRejectsDoNotDependOnTheInputsFolder(t *testing.T) {
	tmp := t.TempDir()
	body := map[string]string{
		"a.jsonl":   `{"id": 1, "text": "It cost $5."}` + "\n" + `{bad` + "\n" + `{"id": 3, "text": "On 3 May 2024."}` + "\n",
		"b/c.txt":   "Room 12 is free.\n\xff broken\n",
		"b/d.jsonl": `{"id": 9, "text": "At 10:30."}` + "\n",
	}
	put := func(dir string) {
		for name, b := range body {
			os.MkdirAll(filepath.Join(dir, filepath.Dir(name)), 0o755)
			writeFile(t, dir, name, b)
		}
	}
	first, second := filepath.Join(tmp, "first"), filepath.Join(tmp, "elsewhere", "second")
	put(first)
	put(second)
	job := func(in, out string) (string, string) {
		t.Helper()
		input := filepath.Join(in, "*") + "," + filepath.Join(in, "b", "*")
		code, stdout, errs := runCmd(t, "prep", "text", "--input", input, "--output", filepath.Join(tmp, out), "--runner", "direct", "--max-reject-rate", "1", "--quiet")
		if code != 0 {
			t.Fatalf("prep %s: exit %d: %s", in, code, errs)
		}
		return lastLine(stdout), errs
	}
	ref, errs := job(first, "out1")
	if want := "first in the input: " + filepath.Join(first, "a.jsonl") + ":2: parse/invalid_json: "; !strings.Contains(errs, want) {
		t.Errorf("summary: %q, want the path as given, %q", errs, want)
	}
	moved, _ := job(second, "out2")
	wd, _ := os.Getwd()
	rel, err := filepath.Rel(wd, first)
	if err != nil {
		t.Fatal(err)
	}
	relative, _ := job(rel, "out3")
	if filepath.Base(moved) != filepath.Base(ref) || filepath.Base(relative) != filepath.Base(ref) {
		t.Errorf("version ids: %s, moved %s, named relative to the working folder %s; want one id", filepath.Base(ref), filepath.Base(moved), filepath.Base(relative))
	}
	stdout, _, code := run(t, "versions", "head", ref, "--rejects")
	if code != 0 {
		t.Fatalf("versions head --rejects: exit %d", code)
	}
	var locations []string
	for _, line := range strings.Split(strings.TrimSpace(stdout), "\n") {
		var r struct{ Location, Reason string }
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(r.Reason, r.Location+": ") {
			t.Errorf("reject %s: reason %q does not name it", r.Location, r.Reason)
		}
		locations = append(locations, r.Location)
	}
	if got := strings.Join(locations, " "); got != "a.jsonl:2 b/c.txt:2" && got != "b/c.txt:2 a.jsonl:2" {
		t.Errorf("reject locations %q, want a.jsonl:2 and b/c.txt:2", got)
	}
}
