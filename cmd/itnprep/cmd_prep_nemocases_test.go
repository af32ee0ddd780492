package main

import (
	"context"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/internal/testutil"
	"github.com/itnprep/itnprep/storage"
)

const sampleNeMoCases = "../../testdata/nemo-cases/data_*/*.txt"

// prep nemo-cases on the sample (5 files, TN and ITN, the block format, a
// file without a trailing newline, three bad lines): counts, ids, rows in
// written/spoken order whatever the direction, the same bytes and version
// id on prism and direct, and versions verify.
func TestPrepNeMoCases(t *testing.T) {
	tmp := t.TempDir()
	dir := prepOK(t, "prep", "nemo-cases", "--input", sampleNeMoCases, "--output", filepath.Join(tmp, "direct"), "--runner", "direct", "--quiet")
	m, err := storage.LoadManifest(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	a := m.Accounting
	if m.Source != "nemo-cases" || len(m.Inputs) != 5 || a.Read != 18 || a.Written != 15 || a.Rejected != 3 || a.Rows != 18 || a.RowsBySplit["test"] != 18 ||
		a.RejectedByReason["parse/nemo_no_separator"] != 1 || a.RejectedByReason["parse/nemo_empty_side"] != 1 || a.RejectedByReason["parse/invalid_utf8"] != 1 {
		t.Fatalf("manifest %s, %d inputs, %+v", m.Source, len(m.Inputs), a)
	}
	rows := map[string][2]string{}
	for _, p := range readPairs(t, dir, m) {
		rows[p.ID] = [2]string{p.Written, p.Spoken}
	}
	want := map[string][2]string{
		"tn/test_cases_cardinal.txt:4":                {"1,000", "one thousand"},
		"tn/test_cases_money.txt:2#v1":                {"€1.50", "one point five zero euros"},
		"tn/test_cases_money.txt:3":                   {"$0.5", "fifty cents"},
		"tn/test_cases_normalize_with_audio.txt:3#v1": {"1/24", "the twenty fourth of january"},
		"itn/test_cases_ordinal.txt:1":                {"100th", "one hundredth"},
		"itn/test_cases_ordinal.txt:2":                {"x", "x "},
		"itn/test_cases_money_cased.txt:2":            {"€5", "Five Euros"},
	}
	for id, w := range want {
		if rows[id] != w {
			t.Errorf("row %s = %q, want %q", id, rows[id], w)
		}
	}
	var rj []string
	for _, r := range readRejects(t, dir, m) {
		rj = append(rj, r.Rule+" "+r.Location)
	}
	sort.Strings(rj)
	if got := strings.Join(rj, "|"); !strings.Contains(got, "invalid_utf8 ") || !strings.Contains(got, "test_cases_ordinal.txt:5") ||
		!strings.Contains(got, "nemo_no_separator ") || !strings.Contains(got, "test_cases_ordinal.txt:3") {
		t.Errorf("rejects %s", got)
	}
	prism := prepOK(t, "prep", "nemo-cases", "--input", sampleNeMoCases, "--output", filepath.Join(tmp, "prism"), "--runner", "prism", "--quiet")
	sameVersion(t, dir, prism)
	for _, d := range []string{dir, prism} {
		if stdout, _, code := run(t, "versions", "verify", d); code != 0 || !strings.HasPrefix(stdout, "OK ") {
			t.Errorf("verify %s: exit %d: %s", d, code, stdout)
		}
	}
	// --direction overrides the folders (a new version); a bad one is a usage error.
	// The TN file read as ITN has its digits on the spoken side, which
	// the guard refuses as texts swapped (it is): --allow-suspect takes it.
	itn := prepOK(t, "prep", "nemo-cases", "--input", "../../testdata/nemo-cases/data_text_normalization/test_cases_cardinal.txt", "--output", tmp, "--direction", "itn", "--split", "dev", "--runner", "direct", "--quiet", "--allow-suspect")
	mi, err := storage.LoadManifest(context.Background(), itn)
	if err != nil {
		t.Fatal(err)
	}
	if ps := readPairs(t, itn, mi); len(ps) != 4 || mi.Accounting.RowsBySplit["dev"] != 4 || ps[0].Spoken != ps[0].Spans[0].Spoken || !strings.HasPrefix(ps[0].ID, "itn/") {
		t.Errorf("--direction itn --split dev: %+v %+v", mi.Accounting, ps)
	}
	if _, stderr, code := run(t, "prep", "nemo-cases", "--input", sampleNeMoCases, "--output", tmp, "--direction", "up"); code == 0 || !strings.Contains(stderr, "direction") {
		t.Errorf("--direction up: exit %d %s", code, stderr)
	}
}

// All 43 English test-case files of NeMo-text-processing: every case is a
// row or a reject (read = written + rejected).
func TestPrepNeMoCasesSharedFolder(t *testing.T) {
	d := testutil.SharedFile(t, "corpora/nemo-tn-tests-en")
	dir := prepOK(t, "prep", "nemo-cases", "--input", filepath.Join(d, "data_*", "*.txt"), "--output", t.TempDir(), "--runner", "direct", "--quiet")
	m, err := storage.LoadManifest(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	a := m.Accounting
	t.Logf("read %d written %d rejected %d rows %d rejects %v", a.Read, a.Written, a.Rejected, a.Rows, a.RejectedByReason)
	if len(m.Inputs) != 43 || a.Read != a.Written+a.Rejected || a.Written < 1700 || a.Rows < a.Written {
		t.Errorf("%d inputs, %+v", len(m.Inputs), a)
	}
}

// TestPrepNeMoCasesSeveralLanguages: NeMo's test cases of several
// languages in one run (tests/nemo_text_processing/*/data_*/*.txt) have
// files of the same names; the ids carry the language, so the run
// publishes instead of refusing repeated ids.
func TestPrepNeMoCasesSeveralLanguages(t *testing.T) {
	tmp := t.TempDir()
	root := filepath.Join(tmp, "tests", "nemo_text_processing")
	for lang, cases := range map[string]string{"de": "1~eins\n2~zwei\n", "es": "1~uno\n2~dos\n"} {
		for _, dir := range []string{"data_text_normalization", "data_inverse_text_normalization"} {
			if err := os.MkdirAll(filepath.Join(root, lang, dir), 0o755); err != nil {
				t.Fatal(err)
			}
			body := cases
			if dir == "data_inverse_text_normalization" {
				body = strings.NewReplacer("1~eins", "eins~1", "2~zwei", "zwei~2", "1~uno", "uno~1", "2~dos", "dos~2").Replace(cases)
			}
			writeFile(t, filepath.Join(root, lang, dir), "test_cases_cardinal.txt", body)
		}
	}
	dir := prepOK(t, "prep", "nemo-cases", "--input", filepath.Join(root, "*", "*", "*.txt"), "--output", filepath.Join(tmp, "out"), "--runner", "direct", "--quiet")
	m := verified(t, dir)
	got := map[string]string{}
	for _, p := range readPairs(t, dir, m) {
		got[p.ID] = p.Written + "=" + p.Spoken
	}
	want := map[string]string{
		"de/tn/test_cases_cardinal.txt:1": "1=eins", "de/itn/test_cases_cardinal.txt:2": "2=zwei",
		"es/tn/test_cases_cardinal.txt:2": "2=dos", "es/itn/test_cases_cardinal.txt:1": "1=uno",
	}
	if len(got) != 8 {
		t.Errorf("rows %v, want 8", got)
	}
	for id, w := range want {
		if got[id] != w {
			t.Errorf("row %s = %q, want %q (rows %v)", id, got[id], w, got)
		}
	}
	// The card names the languages read (--language auto: the folders'),
	// as the ids do; it said en.
	readme, err := os.ReadFile(filepath.Join(dir, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(readme), "language:\n- de\n- es\n") {
		t.Errorf("card's languages are not de and es:\n%.400s", readme)
	}
	// derive tagger builds English-only rows: a version of German and
	// Spanish cases is refused before it reads a row, in one line naming
	// both languages (it was derived, and carded de, es: qa57, 2026-12-02;
	// a derived manifest of before that keeps its parent's languages on
	// its card, card.TestDerivedCardHasItsParentsLanguage).
	_, stderr, code := run(t, "derive", "tagger", "--from", dir, "--runner", "direct", "--quiet", "--max-reject-rate", "1", "--allow-empty", "--vocab-split", "test")
	if want := dir + " holds pairs of another language than English (its card's language de, es): derive tagger builds English-only rows"; code != 2 || !strings.Contains(stderr, want) {
		t.Errorf("derive tagger of de and es cases: exit %d, stderr %q; want exit 2 and %q", code, stderr, want)
	}
}

// TestPrepNeMoCasesLanguageFlag: --language names the language of files
// whose folders do not say it (a copy in fr_cases/, where the language came
// from the folder's name alone: two languages' test_cases_cardinal.txt
// gave one id and the run was refused), is recorded in the config, and is
// refused for a file under another language's NeMo folder (exit 1, one
// line naming it) and when it is no language code (exit 2).
func TestPrepNeMoCasesLanguageFlag(t *testing.T) {
	tmp := t.TempDir()
	de := filepath.Join(tmp, "nemo", "de", "data_text_normalization")
	for _, d := range []string{filepath.Join(tmp, "fr_cases"), de} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	writeFile(t, filepath.Join(tmp, "fr_cases"), "test_cases_cardinal.txt", "12~douze\n")
	dir := prepOK(t, "prep", "nemo-cases", "--input", filepath.Join(tmp, "fr_cases", "*.txt"), "--language", "fr", "--output", filepath.Join(tmp, "out"), "--runner", "direct", "--quiet")
	m := verified(t, dir)
	if m.Config["language"] != "fr" {
		t.Errorf("config %v, want language fr", m.Config)
	}
	if rows := readPairs(t, dir, m); len(rows) != 1 || rows[0].ID != "fr/tn/test_cases_cardinal.txt:1" {
		t.Errorf("rows %+v, want the id fr/tn/test_cases_cardinal.txt:1", rows)
	}
	writeFile(t, de, "test_cases_cardinal.txt", "1~eins\n")
	_, errOut, code := run(t, "prep", "nemo-cases", "--input", filepath.Join(de, "*.txt"), "--language", "en", "--output", filepath.Join(tmp, "out"), "--runner", "direct", "--quiet")
	if code != 1 || !strings.Contains(errOut, "lies in NeMo's folder of language de") || strings.Count(strings.TrimSpace(errOut), "\n") != 0 {
		t.Errorf("a de file as --language en: exit %d, stderr %q", code, errOut)
	}
	_, errOut, code = run(t, "prep", "nemo-cases", "--input", filepath.Join(de, "*.txt"), "--language", "German", "--output", filepath.Join(tmp, "out"))
	if code != 2 || !strings.Contains(errOut, `--language "German"`) {
		t.Errorf("--language German: exit %d, stderr %q", code, errOut)
	}
}
