package main

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/sources"
)

// TestSplitByTextKeysThePublishedText: --split-by-text hashes the written
// text a row is published with, so two texts that --clean transcript makes
// one ("<b>Welcome</b> to show 3." and "Welcome to show 3.") land in one
// split, as `versions overlap`, keyed by the published text, checks: the
// reader hashed the text as read, and such pairs landed in train and test
// both.
func TestSplitByTextKeysThePublishedText(t *testing.T) {
	tmp := t.TempDir()
	var b strings.Builder
	for i := 0; i < 12; i++ {
		fmt.Fprintf(&b, "<b>Welcome</b> to show %d of the year 2019.\nWelcome to show %d of the year 2019.\n", i, i)
	}
	in := writeFile(t, tmp, "corpus.txt", b.String())
	const spec = "train=1,test=1"
	dir := prepOK(t, "prep", "text", "--input", in, "--output", filepath.Join(tmp, "o"), "--runner", "direct",
		"--clean", "transcript", "--split-by-id", spec, "--split-by-text")
	sb, _ := sources.ParseSplitByID(spec)
	splitOf, rows := map[string]string{}, 0
	for _, p := range readPairs(t, dir, verified(t, dir)) {
		rows++
		key := sources.TextKey(p.Written)
		if s, ok := splitOf[key]; ok && s != p.Split {
			t.Errorf("%q (row %s) in %s and %s", p.Written, p.ID, s, p.Split)
		}
		splitOf[key] = p.Split
		if want := sb.Of(key); p.Split != want {
			t.Errorf("row %s in %s, its published text hashes to %s", p.ID, p.Split, want)
		}
	}
	if rows != 24 || len(splitOf) != 12 {
		t.Fatalf("%d rows of %d texts, want 24 of 12 (the tags cleaned)", rows, len(splitOf))
	}
	// versions overlap, keyed by the published text, finds none (it found
	// 9 of train's 11 rows in test).
	stdout, _, code := run(t, "versions", "overlap", "--json", dir)
	var rep struct {
		Groups []struct {
			In []int `json:"rows_whose_text_is_in"`
		} `json:"groups"`
	}
	if err := json.Unmarshal([]byte(stdout), &rep); code != 0 || err != nil || len(rep.Groups) != 2 {
		t.Fatalf("versions overlap --json: exit %d, %v\n%s", code, err, stdout)
	}
	for _, g := range rep.Groups {
		for _, n := range g.In {
			if n != 0 {
				t.Errorf("versions overlap: %s", stdout)
			}
		}
	}
}
