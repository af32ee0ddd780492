package main

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/storage"
)

// TestDeriveAllowEmptyPublishesAnEmptyVersion: derive takes --allow-empty
// ("publish a version even when no record was written") and refused a
// derive that kept no row all the same, so the flag did nothing. The
// refusal now says --allow-empty publishes it, and with it (and
// --max-reject-rate 1, as for prep) the version is published: no rows,
// every parent row quarantined and counted, read = written + rejected.
func TestDeriveAllowEmptyPublishesAnEmptyVersion(t *testing.T) {
	tmp := t.TempDir()
	// Every line has punctuation the u2tf classifier does not predict.
	in := writeFile(t, tmp, "bad.txt", "Stop it now!\nFirst; second.\nNote: 5 items.\n")
	parent := prepOK(t, "prep", "text", "--input", in, "--keep-case-punct", "--output", filepath.Join(tmp, "p"), "--runner", "direct")
	args := []string{"derive", "u2tf", "--from", parent, "--output", filepath.Join(tmp, "d"), "--quiet", "--runner", "direct", "--max-reject-rate", "1"}
	_, stderr, code := run(t, args...)
	if code != 1 || !strings.Contains(stderr, "kept no row") || !strings.Contains(stderr, "(--allow-empty publishes it anyway)") {
		t.Fatalf("derive keeping no row: exit %d, want 1 and a refusal naming --allow-empty:\n%s", code, stderr)
	}
	dir := prepOK(t, append(args, "--allow-empty")...)
	m, err := storage.LoadManifest(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	if a := m.Accounting; a.Read != 3 || a.Written != 0 || a.Rejected != 3 || a.Rows != 0 || len(m.Shards) != 0 || m.Parent == nil {
		t.Errorf("derive --allow-empty: accounting %+v, %d data shards, parent %v", a, len(m.Shards), m.Parent)
	}
	if out, stderr, code := run(t, "versions", "head", dir); code != 0 || out != "" || !strings.Contains(stderr, "has no rows (read 3 = written 0 + rejected 3") {
		t.Errorf("versions head of the empty derived version: exit %d, stdout %q, stderr %q", code, out, stderr)
	}
}
