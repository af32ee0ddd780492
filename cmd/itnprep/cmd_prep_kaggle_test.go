package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/internal/testutil"
)

// TestPrepGTNKaggleCSV: Kaggle's Text Normalization Challenge file
// (en_train.csv: one token per row) gives the same pairs as the raw GTN
// file it was written from (testdata/gtn-kaggle/en_train.csv is
// testdata/gtn/output-00000-of-00100 in Kaggle's format), in the train
// split, with ids en_train.csv:<sentence_id>; the same on prism; the zip
// Kaggle ships is read as is (an archive of two files is refused in one
// line), and its test input without gold is refused in one line.
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

	// Kaggle ships en_train.csv.zip: read as it is, the same rows and ids
	// as the unzipped file.
	csv, err := os.ReadFile("../../testdata/gtn-kaggle/en_train.csv")
	if err != nil {
		t.Fatal(err)
	}
	zipped := writeFile(t, tmp, "en_train.csv.zip", string(testutil.Zip(t, "en_train.csv", string(csv))))
	z := prepOK(t, "prep", "gtn", "--input", zipped, "--output", filepath.Join(tmp, "z"), "--runner", "direct")
	zp := readPairs(t, z, verified(t, z))
	if len(zp) != len(kp) {
		t.Fatalf("zip: %d pairs, the CSV %d", len(zp), len(kp))
	}
	for i := range zp {
		if zp[i].ID != kp[i].ID || zp[i].Written != kp[i].Written || zp[i].Spoken != kp[i].Spoken {
			t.Errorf("zip row %d %+v, CSV row %+v", i, zp[i], kp[i])
		}
	}
	two := writeFile(t, tmp, "two.csv.zip", string(testutil.Zip(t, "a.csv", "x", "b.csv", "y")))
	if _, stderr, code := run(t, "prep", "gtn", "--input", two, "--output", filepath.Join(tmp, "z2"), "--runner", "direct"); code == 0 || !strings.Contains(stderr, "holds 2 files") || strings.Count(strings.TrimSpace(stderr), "\n") > 0 {
		t.Errorf("zip of two files: exit %d, stderr %q", code, stderr)
	}
	test := writeFile(t, tmp, "en_test_2.csv", "\"sentence_id\",\"token_id\",\"before\"\n0,0,\"Rocky\"\n")
	if _, stderr, code := run(t, "prep", "gtn", "--input", test, "--output", filepath.Join(tmp, "t"), "--runner", "direct"); code == 0 || !strings.Contains(stderr, "en_test_2.csv:1: header") || !strings.Contains(stderr, "no spoken forms") {
		t.Errorf("test input: exit %d, stderr %q", code, stderr)
	}
}

// TestPrepGTNKaggleSplitSentenceRefused: a Kaggle CSV whose sentence rows
// are split apart (re-sorted by class) published the first part of a
// sentence as a whole, shorter one; the run now fails in one line naming
// the file and line, and publishes nothing.
func TestPrepGTNKaggleSplitSentenceRefused(t *testing.T) {
	tmp := t.TempDir()
	b, err := os.ReadFile("../../testdata/gtn-kaggle/en_train.csv")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	// Sentence 0's first three rows, then sentence 1, then the rest of 0.
	var s0, s1, rest []string
	for _, l := range lines[1:] {
		switch {
		case strings.HasPrefix(l, "0,"):
			s0 = append(s0, l)
		case strings.HasPrefix(l, "1,"):
			s1 = append(s1, l)
		default:
			rest = append(rest, l)
		}
	}
	out := append(append(append(append(append([]string{lines[0]}, s0[:3]...), s1...), s0[3:]...), rest...), "")
	in := writeFile(t, tmp, "en_train.csv", strings.Join(out, "\n"))
	_, stderr, code := run(t, "prep", "gtn", "--input", in, "--output", filepath.Join(tmp, "o"), "--runner", "direct", "--max-reject-rate", "1")
	want := fmt.Sprintf("%s:%d: sentence_id 0 resumes here at token_id 3 after sentence 1", in, 2+3+len(s1))
	if code != 1 || !strings.Contains(stderr, want) || strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
		t.Errorf("exit %d, want 1 and one line with %q:\n%s", code, want, stderr)
	}
	if vs, _ := filepath.Glob(filepath.Join(tmp, "o", "gtn", "*", "manifest.json")); len(vs) != 0 {
		t.Errorf("published %v", vs)
	}
}
