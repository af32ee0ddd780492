package main

import (
	"os"
	"path/filepath"
	"testing"
)

// TestUnopenableRejectsLeavesTheOutput: align and verbalize open their
// --rejects file before --out, as mine does: creating --out truncates an
// earlier result, and a --rejects that could not be created then left it
// empty (and --out -, stdout, cannot be taken back once written). The
// --rejects here is a link into a folder that does not exist, which the
// checks before the run cannot tell from a file to be made.
func TestUnopenableRejectsLeavesTheOutput(t *testing.T) {
	dir := t.TempDir()
	pairs := writeFile(t, dir, "pairs.jsonl", `{"id":"1","written":"It is 5.","spoken":"it is five"}`+"\n")
	texts := writeFile(t, dir, "texts.txt", "He paid $5.\n")
	rejects := filepath.Join(dir, "rejects.jsonl")
	if err := os.Symlink(filepath.Join(dir, "missing", "r.jsonl"), rejects); err != nil {
		t.Skip("no symbolic links: ", err)
	}
	for _, c := range []struct {
		name string
		args []string
	}{
		{"align", []string{"align", "--in", pairs}},
		{"verbalize", []string{"verbalize", "--in", texts}},
	} {
		out := writeFile(t, dir, c.name+"-out.jsonl", "an earlier result\n")
		_, stderr, code := run(t, append(c.args, "--out", out, "--rejects", rejects)...)
		if code == 0 {
			t.Errorf("%s: exit 0 with a --rejects that cannot be created: %s", c.name, stderr)
		}
		if b, err := os.ReadFile(out); err != nil || string(b) != "an earlier result\n" {
			t.Errorf("%s: --out now holds %q (%v), want the earlier result kept; stderr %s", c.name, b, err, stderr)
		}
	}
}

// TestVerbalizeRejectsToStderrKeepsAFileNamedDash: verbalize --rejects -
// writes its rejects to stderr and makes no file, so an --out that cannot
// be created takes nothing back; it removed a file named "-" in the
// working folder (the path of the rejects file it took back).
func TestVerbalizeRejectsToStderrKeepsAFileNamedDash(t *testing.T) {
	dir := t.TempDir()
	texts := writeFile(t, dir, "texts.txt", "He paid $5.\n")
	out := filepath.Join(dir, "out.jsonl")
	if err := os.Symlink(filepath.Join(dir, "missing", "o.jsonl"), out); err != nil {
		t.Skip("no symbolic links: ", err)
	}
	dash := writeFile(t, dir, "-", "a file of the user's\n")
	t.Chdir(dir)
	if _, stderr, code := run(t, "verbalize", "--in", texts, "--out", out, "--rejects", "-"); code == 0 {
		t.Errorf("exit 0 with an --out that cannot be created: %s", stderr)
	}
	if b, err := os.ReadFile(dash); err != nil || string(b) != "a file of the user's\n" {
		t.Errorf("the file named - now holds %q (%v), want it kept", b, err)
	}
}

// TestVerbalizeRemovesAnEmptyRejectsFile: a --rejects file no line was
// quarantined to is removed, as align's, mine's and evaluate's are
// (docs/ERRORS.md: "when a --rejects file is left empty"); verbalize left
// it, an empty file beside its result. A file that got a reject stays.
func TestVerbalizeRemovesAnEmptyRejectsFile(t *testing.T) {
	dir := t.TempDir()
	good := writeFile(t, dir, "good.txt", "He paid $5.\n")
	bad := writeFile(t, dir, "bad.txt", "He paid $5.\nIt is 3.\n\xff\xfe\nShe is 4.\n")
	for _, c := range []struct {
		in   string
		kept bool
	}{{good, false}, {bad, true}} {
		rejects := filepath.Join(dir, "rejects.jsonl")
		_, stderr, code := run(t, "verbalize", "--in", c.in, "--out", filepath.Join(dir, "out.jsonl"), "--rejects", rejects)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", c.in, code, stderr)
		}
		b, err := os.ReadFile(rejects)
		if kept := err == nil; kept != c.kept || kept && len(b) == 0 {
			t.Errorf("%s: rejects file %q (%v), want it kept: %v", c.in, b, err, c.kept)
		}
		_ = os.Remove(rejects)
	}
}
