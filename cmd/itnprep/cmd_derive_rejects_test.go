package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestDeriveRejectsNameTheirParentRow: the tagger aligns the verbalizer's
// newer readings; every reject of `derive tagger` and `derive u2tf` names
// the parent row (its id first, FILE:LINE for a text
// parent, then the parent version) and carries the parent's text; the
// summary points at the rejects and names the first; a refused derive, which
// publishes no rejects to browse, names its first reject in its one line.
func TestDeriveRejectsNameTheirParentRow(t *testing.T) {
	tmp := t.TempDir()
	parent := prepOK(t, "prep", "text", "--input", "../../testdata/tagger/readings.txt", "--samples", "2",
		"--split-by-id", "train=98,validation=1,test=1", "--output", filepath.Join(tmp, "p"), "--runner", "direct")
	pid := loadManifest(t, parent).VersionID
	for _, kind := range []string{"tagger", "u2tf"} {
		out := filepath.Join(tmp, kind)
		stdout, stderr, code := run(t, "derive", kind, "--from", parent, "--output", out, "--runner", "direct", "--quiet", "--max-reject-rate", "1")
		if code != 0 {
			t.Fatalf("derive %s: exit %d\n%s", kind, code, stderr)
		}
		dir := lastLine(stdout)
		m := loadManifest(t, dir)
		rejects := readRejects(t, dir, m)
		if int64(len(rejects)) != m.Accounting.Rejected || len(rejects) == 0 {
			t.Fatalf("derive %s: %d reject rows, the manifest counts %d", kind, len(rejects), m.Accounting.Rejected)
		}
		for _, r := range rejects {
			line := strings.TrimPrefix(strings.SplitN(r.ID, "#", 2)[0], "readings.txt:")
			if !strings.HasPrefix(r.ID, "readings.txt:") || line == "" || strings.Trim(line, "0123456789") != "" {
				t.Errorf("derive %s: reject id %q is not the parent's FILE:LINE id", kind, r.ID)
			}
			if want := r.ID + " (row of parent version " + pid + ")"; r.Location != want {
				t.Errorf("derive %s: location %q, want %q", kind, r.Location, want)
			}
			if r.Raw == "" || r.Reason == "" || !strings.HasPrefix(r.Rule, kind+"/") {
				t.Errorf("derive %s: reject %+v lacks its raw text, reason or rule", kind, r)
			}
			// tag_oov rejects (decided after the vocabulary) carry the row's target too.
			if r.Rule == "tagger/tag_oov" && strings.Count(r.Raw, "\t") != 2 {
				t.Errorf("tag_oov raw %q is not target, input and tags", r.Raw)
			}
		}
		if kind == "tagger" {
			// readings.txt holds the verbalizer's newer readings (scientific
			// notation, primes, star ratings, symbols said in several
			// words...): the tagger aligns them. Before it rejected 47 of
			// these 473 rows as unaligned or non-monotonic; now 5 (ISO and
			// numeric dates said day first, verbalizer slips).
			var align []string
			for _, r := range rejects {
				if r.Rule == "tagger/unaligned_fragment" || r.Rule == "tagger/non_monotonic" {
					align = append(align, r.ID+": "+r.Reason)
				}
			}
			if float64(len(align)) > 0.03*float64(m.Accounting.Read) {
				t.Errorf("derive tagger: %d of %d readings.txt rows unaligned or non-monotonic (at most 3%% expected):\n%s",
					len(align), m.Accounting.Read, strings.Join(align, "\n"))
			}
		}
		if want := "itnprep: rejects: itnprep versions head " + dir + " --rejects (by id); first in the input: "; !strings.Contains(stderr, want) ||
			!strings.Contains(stderr, "(row of parent version "+pid+"): "+kind+"/") {
			t.Errorf("derive %s: summary does not point at the rejects:\n%s", kind, stderr)
		}
	}
	_, stderr, code := run(t, "derive", "tagger", "--from", parent, "--output", filepath.Join(tmp, "refused"), "--runner", "direct", "--quiet", "--max-reject-rate", "0.01")
	if code != 1 || strings.Count(strings.TrimSpace(stderr), "\n") != 0 ||
		!strings.Contains(stderr, "; first reject: readings.txt:") || !strings.Contains(stderr, "(row of parent version "+pid+"): tagger/") {
		t.Errorf("refused derive: exit %d, want one line naming the first reject's parent row:\n%s", code, stderr)
	}
}
