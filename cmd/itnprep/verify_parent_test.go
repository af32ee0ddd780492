package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// `versions verify` of a derived version whose parent was removed says so
// in one WARN line before its OK, and exits 0 (a warning: its own rows
// are sound); it said OK alone. With the parent there, no WARN.
func TestVersionsVerifyWarnsOfAMissingParent(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	parent := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/output-00000-of-00100", "--output", out, "--runner", "direct")
	derived := prepOK(t, "derive", "tagger", parent, "--runner", "direct", "--max-reject-rate", "1")
	stdout, stderr, code := run(t, "versions", "verify", derived)
	if code != 0 || strings.Contains(stdout, "WARN") {
		t.Fatalf("verify with the parent there: exit %d\n%s%s", code, stdout, stderr)
	}
	if err := os.RemoveAll(parent); err != nil {
		t.Fatal(err)
	}
	stdout, stderr, code = run(t, "versions", "verify", derived)
	lines := strings.Split(strings.TrimSpace(stdout), "\n")
	want := "WARN parent: the manifest names parent version " + filepath.Base(parent) + " of gtn, which is missing beside this version (" + parent + ": no such folder)"
	if code != 0 || len(lines) != 2 || !strings.HasPrefix(lines[0], want) || !strings.HasPrefix(lines[1], "OK ") {
		t.Fatalf("verify without the parent: exit %d, want 0, a line beginning %q and OK\n%s%s", code, want, stdout, stderr)
	}
}

// `versions verify` of a version whose card was removed, or a figure cut
// short, says so in one WARN line and exits 0 (the card is no data, and
// not in the manifest); it said OK alone.
func TestVersionsVerifyWarnsOfADamagedCard(t *testing.T) {
	dir := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/output-00000-of-00100", "--output", t.TempDir(), "--runner", "direct")
	figs, err := filepath.Glob(filepath.Join(dir, "figures", "*.svg"))
	if err != nil || len(figs) == 0 {
		t.Fatalf("figures %v (%v)", figs, err)
	}
	b, err := os.ReadFile(figs[0])
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(filepath.Join(dir, "README.md")); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(figs[0], 50); err != nil {
		t.Fatal(err)
	}
	stdout, stderr, code := run(t, "versions", "verify", dir)
	lines := strings.Split(strings.TrimSpace(stdout), "\n")
	want := "WARN card: 2 files missing or cut short (README.md: missing, figures/" + filepath.Base(figs[0]) + ": 50 of the " + strconv.Itoa(len(b)) + " bytes drawn from its manifest): "
	if code != 0 || len(lines) != 2 || !strings.HasPrefix(lines[0], want) || !strings.HasPrefix(lines[1], "OK ") {
		t.Fatalf("verify with its card damaged: exit %d, want 0, a line beginning %q and OK\n%s%s", code, want, stdout, stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "README.md")); err == nil {
		t.Errorf("verify wrote the card")
	}
}
