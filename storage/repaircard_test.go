package storage

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/card"
)

// TestRepairCardRedrawsWhatIsMissingOrCutShort: the card and figures of a
// published version, which its manifest does not list, are drawn again
// from that manifest where missing, empty or cut short (a figure also
// when it lacks its closing </svg>), byte for byte as published; a file
// whole but edited is left as it is. RepairPublished left all of them.
func TestRepairCardRedrawsWhatIsMissingOrCutShort(t *testing.T) {
	ctx := context.Background()
	dir, _ := buildVersion(t, t.TempDir(), samplePairs(), nil)
	figs, err := filepath.Glob(filepath.Join(dir, "figures", "*.svg"))
	if err != nil || len(figs) < 4 {
		t.Fatalf("figures %v (%v)", figs, err)
	}
	readme := filepath.Join(dir, "README.md")
	published := map[string][]byte{}
	for _, p := range append([]string{readme}, figs...) {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		published[p] = b
	}
	// cardFiles draws the card and figures from the manifest kept.
	cardFiles := func() map[string][]byte {
		t.Helper()
		m, err := LoadManifest(ctx, dir)
		if err != nil {
			t.Fatal(err)
		}
		files, err := card.Files(m)
		if err != nil {
			t.Fatal(err)
		}
		return files
	}
	redraw := func() []string {
		t.Helper()
		got, err := RepairCard(ctx, dir, cardFiles())
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	if got := redraw(); len(got) != 0 {
		t.Fatalf("an intact card: repaired %v", got)
	}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.Remove(readme))
	must(os.Truncate(figs[0], 100))
	must(os.WriteFile(figs[1], nil, 0o644))
	must(os.Remove(figs[2]))
	edited := bytes.Replace(published[figs[3]], []byte(">"), []byte("><!-- mine -->"), 1)
	must(os.WriteFile(figs[3], edited, 0o644))
	rel := func(p string) string { r, _ := filepath.Rel(dir, p); return filepath.ToSlash(r) }
	want := []string{
		"README.md: missing",
		rel(figs[0]) + ": 100 of the " + strconv.Itoa(len(published[figs[0]])) + " bytes drawn from its manifest",
		rel(figs[1]) + ": empty",
		rel(figs[2]) + ": missing",
	}
	// CheckCard says the same and writes nothing.
	if got, err := CheckCard(ctx, dir, cardFiles()); err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("CheckCard: %q (%v), want %q", got, err, want)
	}
	if _, err := os.Stat(readme); err == nil {
		t.Errorf("CheckCard wrote the card")
	}
	// The card first, then the figures in path order.
	if got := redraw(); !reflect.DeepEqual(got, want) {
		t.Errorf("repaired %q, want %q", got, want)
	}
	for p, b := range published {
		now, err := os.ReadFile(p)
		if p == figs[3] {
			b = edited
		}
		if err != nil || !bytes.Equal(now, b) {
			t.Errorf("%s: not as published (%v)", rel(p), err)
		}
	}
	// A figure cut short by another itnprep's drawing (not a prefix of
	// this one's) is known by its missing </svg>.
	must(os.WriteFile(figs[0], []byte(`<svg xmlns="http://www.w3.org/2000/svg"><rect`), 0o644))
	if got := redraw(); len(got) != 1 || !strings.HasSuffix(got[0], " bytes without the closing </svg>") {
		t.Errorf("a figure of another drawing cut short: repaired %q", got)
	}
}
