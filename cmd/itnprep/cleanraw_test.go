package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// lineOf is line n (1-based) of file, without its line end.
func lineOf(t *testing.T, file string, n int) string {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(b), "\n")
	if n > len(lines) {
		t.Fatalf("%s has no line %d", file, n)
	}
	return strings.TrimSuffix(lines[n-1], "\r")
}

// rejectRaw is the raw text of the reject with this rule, named at loc.
func rejectRaw(t *testing.T, rejects []dataset.Reject, rule, loc string) string {
	t.Helper()
	for _, r := range rejects {
		if r.Rule == rule && r.Location == loc {
			return r.Raw
		}
	}
	t.Fatalf("no %s reject at %s; rejects:\n%s", rule, loc, dumpRejects(rejects))
	return ""
}

// TestCleanRejectsStoreTheInputAsWritten: a record the clean stage drops
// for a side left empty (basic/empty_text, book/empty_side) stores, as
// raw, the input as its file holds it, the line a parse reject would
// store: a Libriheavy cut's JSON line, a JSONL line, an SPGISpeech row,
// a plain-text line that a --clean rule blanked. They stored the pair's
// JSON, {"written":"","spoken":""} for the SPGISpeech row, which the
// stage was left with.
func TestCleanRejectsStoreTheInputAsWritten(t *testing.T) {
	tmp := t.TempDir()
	// A cut in the real lhotse form whose book text is an illustration
	// alone: the book rules leave its written side empty.
	ok := lineOf(t, badDir+"libriheavy/libriheavy_cuts_dev.jsonl", 1)
	cut := strings.Replace(ok, `"In 1847 Mr. Hale paid $40 for the boat. [Illustration]"`, `"[Illustration: A map of the harbour]"`, 1)
	if cut == ok {
		t.Fatal("the sample cut's book text changed: update the test")
	}
	cuts := filepath.Join(tmp, "libriheavy_cuts_dev.jsonl")
	if err := os.WriteFile(cuts, []byte(ok+"\n"+cut+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, rejects := accounted(t, "prep", "libriheavy", "--input", cuts, "--output", filepath.Join(tmp, "lh"), "--runner", "direct")
	if raw := rejectRaw(t, rejects, "book/empty_side", "libriheavy_cuts_dev.jsonl:2"); raw != cut {
		t.Errorf("book/empty_side raw %q, want the cut's line %q", raw, cut)
	}
	for _, c := range []struct {
		args      []string
		file      string
		line      int
		loc, rule string
	}{
		{[]string{"text", "--input", badDir + "text/bad.jsonl"}, badDir + "text/bad.jsonl", 4, "bad.jsonl:4", "basic/empty_text"},
		{[]string{"spgi", "--input", badDir + "spgi/val.csv"}, badDir + "spgi/val.csv", 9, "val.csv:9", "basic/empty_text"},
		// "[Music]" is blanked by --clean transcript's rule, a stage
		// before the basic rules that reject it.
		{[]string{"text", "--input", "../../testdata/transcript/sample.txt", "--clean", "transcript:seq2seq"}, "../../testdata/transcript/sample.txt", 22, "sample.txt:22", "basic/empty_text"},
	} {
		_, rejects := accounted(t, append(append([]string{"prep"}, c.args...), "--output", filepath.Join(tmp, c.loc), "--runner", "direct")...)
		if raw, want := rejectRaw(t, rejects, c.rule, c.loc), lineOf(t, c.file, c.line); raw != want {
			t.Errorf("%s %s raw %q, want the input line %q", c.loc, c.rule, raw, want)
		}
	}
}
