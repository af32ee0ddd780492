package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/storage"
)

// TestVariantFloor: --samples K draws the variants after a record's first
// only among readings at least --variant-floor (0.05) of its most probable
// one, in verbalize and in prep alike: "250 people came." gave "two
// hundred fifty" and, to make two distinct rows, "two five o" (P 0.025).
// The floor is in the version id when K > 1 only; a value outside 0-1 is
// refused.
func TestVariantFloor(t *testing.T) {
	lines := func(s string) int { return len(strings.Split(strings.TrimSpace(s), "\n")) }
	out, errb, code := run(t, "verbalize", "--samples", "3", "250 people came.")
	if code != 0 || lines(out) != 1 || !strings.Contains(out, "two hundred fifty people came") {
		t.Errorf("verbalize --samples 3: exit %d, %d lines\n%s%s", code, lines(out), out, errb)
	}
	out, _, code = run(t, "verbalize", "--samples", "3", "--variant-floor", "0", "250 people came.")
	if code != 0 || lines(out) != 3 || !strings.Contains(out, "two five o") {
		t.Errorf("verbalize --samples 3 --variant-floor 0: exit %d\n%s", code, out)
	}
	if _, errb, code := run(t, "verbalize", "--samples", "2", "--variant-floor", "1.5", "x"); code != 2 || !strings.Contains(errb, "--variant-floor must be between 0 and 1") {
		t.Errorf("--variant-floor 1.5: exit %d, %s", code, errb)
	}

	tmp := t.TempDir()
	in := filepath.Join(tmp, "in.txt")
	if err := os.WriteFile(in, []byte("250 people came.\nIt cost $12.50 in 1984.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	prep := func(name string, extra ...string) string {
		args := append([]string{"prep", "text", "--input", in, "--output", filepath.Join(tmp, name), "--runner", "direct", "--quiet"}, extra...)
		out, errb, code := run(t, args...)
		if code != 0 {
			t.Fatalf("%v: exit %d\n%s", args, code, errb)
		}
		return lastLine(out)
	}
	floor := prep("floor", "--samples", "3")
	anyFloor := prep("any", "--samples", "3", "--variant-floor", "0")
	m1, err := storage.LoadManifest(context.Background(), floor)
	if err != nil {
		t.Fatal(err)
	}
	m2, err := storage.LoadManifest(context.Background(), anyFloor)
	if err != nil {
		t.Fatal(err)
	}
	if filepath.Base(floor) == filepath.Base(anyFloor) || m1.Accounting.Rows >= m2.Accounting.Rows || m2.Accounting.Rows != 6 {
		t.Errorf("floor: %s %d rows; no floor: %s %d rows (want 6, and fewer with the floor)", filepath.Base(floor), m1.Accounting.Rows, filepath.Base(anyFloor), m2.Accounting.Rows)
	}
	if a, b := prep("one-a", "--samples", "1"), prep("one-b", "--samples", "1", "--variant-floor", "0"); filepath.Base(a) != filepath.Base(b) {
		t.Errorf("--samples 1: the floor changed the version id (%s, %s)", filepath.Base(a), filepath.Base(b))
	}
}
