package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestPrepGTNKaggleCSV: Kaggle's Text Normalization Challenge file
// (en_train.csv: one token per row) gives the same pairs as the raw GTN
// file it was written from (testdata/gtn-kaggle/en_train.csv is
// testdata/gtn/output-00000-of-00100 in Kaggle's format), in the train
// split, with ids en_train.csv:<sentence_id>; the same on prism; the zip
// Kaggle ships and its test input without gold are refused in one line.
func TestPrepGTNKaggleCSV(t *testing.T) {
	tmp := t.TempDir()
	kaggle := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn-kaggle/en_train.csv", "--output", filepath.Join(tmp, "k"), "--runner", "direct")
	again := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn-kaggle/en_train.csv", "--output", filepath.Join(tmp, "k2"), "--runner", "prism")
	sameVersion(t, kaggle, again)
	raw := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/output-00000-of-00100", "--output", filepath.Join(tmp, "r"), "--runner", "direct")
	km, rm := verified(t, kaggle), verified(t, raw)
	kp, rp := readPairs(t, kaggle, km), readPairs(t, raw, rm)
	if len(kp) != len(rp) || len(kp) == 0 || km.Accounting.Read != rm.Accounting.Read {
		t.Fatalf("kaggle %d pairs (%+v), raw %d (%+v)", len(kp), km.Accounting, len(rp), rm.Accounting)
	}
	byText := map[string]string{}
	for _, p := range rp {
		byText[p.Written] = p.Spoken
	}
	for _, p := range kp {
		if p.Split != "train" || !strings.HasPrefix(p.ID, "en_train.csv:") || len(p.Spans) == 0 && strings.ContainsAny(p.Written, "0123456789") {
			t.Errorf("row %+v", p)
		}
		if sp, ok := byText[p.Written]; !ok || sp != p.Spoken {
			t.Errorf("%q: kaggle says %q, raw GTN %q", p.Written, p.Spoken, sp)
		}
	}

	zip := writeFile(t, tmp, "en_train.csv.zip", "PK\x03\x04")
	if _, stderr, code := run(t, "prep", "gtn", "--input", zip, "--output", filepath.Join(tmp, "z"), "--runner", "direct"); code == 0 || !strings.Contains(stderr, "unzip it") || strings.Count(strings.TrimSpace(stderr), "\n") > 0 {
		t.Errorf("zip: exit %d, stderr %q", code, stderr)
	}
	test := writeFile(t, tmp, "en_test_2.csv", "\"sentence_id\",\"token_id\",\"before\"\n0,0,\"Rocky\"\n")
	if _, stderr, code := run(t, "prep", "gtn", "--input", test, "--output", filepath.Join(tmp, "t"), "--runner", "direct"); code == 0 || !strings.Contains(stderr, "en_test_2.csv:1: header") || !strings.Contains(stderr, "no spoken forms") {
		t.Errorf("test input: exit %d, stderr %q", code, stderr)
	}
}
