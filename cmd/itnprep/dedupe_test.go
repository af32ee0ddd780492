package main

import (
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// repeatsGTN writes a raw Google TN corpus (the release's format: one
// token a line, CLASS, written, spoken; <eos> ends a sentence) whose
// sentences repeat within and across files: in train (files 00 and 01) a
// citation line three times, two sentences twice each, and the citation's
// written text once more with another reading (no repeat: its spoken text
// differs); in validation (file 90) the citation and one sentence once
// each, which repeat train's rows but no row of their own split. So 4 rows
// repeat a pair of their split: file 00's lines 9 and 17, file 01's lines
// 1 and 5.
func repeatsGTN(t *testing.T, dir string) string {
	t.Helper()
	cite := "PLAIN\tRetrieved\t<self>\nDATE\tDecember 13 , 2015\tdecember thirteenth twenty fifteen\nPUNCT\t.\tsil\n<eos>\t<eos>\n"
	citeOther := "PLAIN\tRetrieved\t<self>\nDATE\tDecember 13 , 2015\tthe thirteenth of december twenty fifteen\nPUNCT\t.\tsil\n<eos>\t<eos>\n"
	route := "PLAIN\tRoute\t<self>\nDIGIT\t66\tsix six\nPUNCT\t.\tsil\n<eos>\t<eos>\n"
	goals := "PLAIN\tHe\t<self>\nCARDINAL\t3\tthree\nPLAIN\tgoals\t<self>\n<eos>\t<eos>\n"
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	writeFile(t, dir, "output-00000-of-00100", cite+route+cite+goals+cite+citeOther)
	writeFile(t, dir, "output-00001-of-00100", route+goals)
	writeFile(t, dir, "output-00090-of-00100", cite+route)
	return filepath.Join(dir, "output-000*")
}

// repeatsGTNVersion is the version id prep gtn gave repeatsGTN's corpus
// before repeats were counted (built at 249ad901): counting them moves no
// version id; only --dedupe, recorded in the config, does.
const repeatsGTNVersion = "b3507a695ed64d442c95"

// TestRepeatedPairsCountedAndDeduped: every prep's summary counts the
// rows that repeat a (written, spoken) pair of their split, and the
// manifest and card record it, without moving the version id; --dedupe
// keeps each pair's first row (by file, then line) and sets the others
// aside as select/repeated_pair, naming the row kept, on every runner and
// parallelism alike.
func TestRepeatedPairsCountedAndDeduped(t *testing.T) {
	tmp := t.TempDir()
	in := repeatsGTN(t, filepath.Join(tmp, "in"))
	job := func(out string, extra ...string) []string {
		return append([]string{"prep", "gtn", "--input", in, "--output", filepath.Join(tmp, out)}, extra...)
	}

	_, summary, code := run(t, job("plain", "--runner", "direct")...)
	if want := "itnprep: repeats: 4 rows repeat a (written, spoken) pair of their split (--dedupe keeps one)\n"; code != 0 || !strings.Contains(summary, want) {
		t.Fatalf("without --dedupe: exit %d, want 0 and a summary holding %q:\n%s", code, want, summary)
	}
	plain := prepOK(t, job("plain", "--runner", "direct")...)
	m := loadManifest(t, plain)
	if got := filepath.Base(plain); got != repeatsGTNVersion {
		t.Errorf("without --dedupe: version %s, want %s, the id before repeats were counted", got, repeatsGTNVersion)
	}
	if n, _ := m.Accounting.Repeats(); n != 4 || m.Accounting.Rows != 10 || m.Accounting.Rejected != 0 {
		t.Errorf("without --dedupe: repeated_pairs %d, rows %d, rejected %d; want 4, 10, 0", n, m.Accounting.Rows, m.Accounting.Rejected)
	}
	if _, ok := m.Config["dedupe"]; ok {
		t.Errorf("without --dedupe the config records dedupe: %v", m.Config)
	}
	card, err := os.ReadFile(filepath.Join(plain, "README.md"))
	if err != nil || !strings.Contains(string(card), "| rows repeating the written and spoken text of an earlier row of their split (published as separate rows; `prep --dedupe` keeps one) | 4 |") {
		t.Errorf("the card does not count the repeats (%v):\n%s", err, card)
	}

	if show, _, _ := run(t, "versions", "show", plain); !strings.Contains(show, "repeats   4 rows repeat a (written, spoken) pair of their split (published as separate rows; prep --dedupe keeps one)\n") {
		t.Errorf("versions show does not count the repeats:\n%s", show)
	}

	_, summary, code = run(t, job("dedupe", "--runner", "direct", "--dedupe")...)
	if want := "itnprep: repeats: 4 rows repeat a (written, spoken) pair of their split, set aside as select/repeated_pair (--dedupe kept the first of each)\n"; code != 0 || !strings.Contains(summary, want) {
		t.Fatalf("--dedupe: exit %d, want 0 and a summary holding %q:\n%s", code, want, summary)
	}
	if want := "itnprep: read 10 records, wrote 6, rejected 4 (select/repeated_pair 4)\n"; !strings.Contains(summary, want) {
		t.Errorf("--dedupe: the summary does not say %q:\n%s", want, summary)
	}
	ref := prepOK(t, job("dedupe", "--runner", "direct", "--dedupe")...)
	dm := loadManifest(t, ref)
	a := dm.Accounting
	if n, _ := a.Repeats(); n != 4 || a.Rows != 6 || a.Written != 6 || a.RejectedByReason["select/repeated_pair"] != 4 || a.Read != a.Written+a.Rejected {
		t.Errorf("--dedupe: %+v; want 4 repeated pairs set aside, 6 rows, read = written + rejected", a)
	}
	if dm.Config["dedupe"] != "true" || dm.VersionID == m.VersionID {
		t.Errorf("--dedupe: config %v, version %s (without: %s); want dedupe recorded and another id", dm.Config, dm.VersionID, m.VersionID)
	}
	if show, _, _ := run(t, "versions", "show", ref); !strings.Contains(show, "repeats   4 rows repeat a (written, spoken) pair of their split (set aside by --dedupe, the first of each kept)\n") {
		t.Errorf("versions show of the --dedupe version does not say the repeats were set aside:\n%s", show)
	}
	var ids []string
	for _, r := range versionRows[dataset.Pair](t, ref) {
		ids = append(ids, r.Split+" "+r.ID)
	}
	slices.Sort(ids)
	// Each pair's first row by file, then line, kept; the citation read
	// with another reading (line 21) is no repeat.
	want := []string{
		"train output-00000-of-00100:1", "train output-00000-of-00100:13", "train output-00000-of-00100:21", "train output-00000-of-00100:5",
		"validation output-00090-of-00100:1", "validation output-00090-of-00100:5",
	}
	if !slices.Equal(ids, want) {
		t.Errorf("--dedupe kept %q, want %q", ids, want)
	}
	var set []string
	for _, r := range readRejects(t, ref, dm) {
		set = append(set, r.ID+" "+r.Rule+": "+r.Reason)
	}
	slices.Sort(set)
	wantSet := []string{
		`output-00000-of-00100:17 select/repeated_pair: output-00000-of-00100:17-20: --dedupe: the same written and spoken text as the row "output-00000-of-00100:1", kept in split train`,
		`output-00000-of-00100:9 select/repeated_pair: output-00000-of-00100:9-12: --dedupe: the same written and spoken text as the row "output-00000-of-00100:1", kept in split train`,
		`output-00001-of-00100:1 select/repeated_pair: output-00001-of-00100:1-4: --dedupe: the same written and spoken text as the row "output-00000-of-00100:5", kept in split train`,
		`output-00001-of-00100:5 select/repeated_pair: output-00001-of-00100:5-8: --dedupe: the same written and spoken text as the row "output-00000-of-00100:13", kept in split train`,
	}
	if !slices.Equal(set, wantSet) {
		t.Errorf("--dedupe set aside\n%s\nwant\n%s", strings.Join(set, "\n"), strings.Join(wantSet, "\n"))
	}
}

// TestDedupeSameVersionAcrossRunners: --dedupe's choice of the row kept
// depends on the input's order alone, not on the runner, its bundles or
// where the spills fell.
func TestDedupeSameVersionAcrossRunners(t *testing.T) {
	tmp := t.TempDir()
	in := repeatsGTN(t, filepath.Join(tmp, "in"))
	files, _ := filepath.Glob(in)
	slices.Reverse(files)
	job := func(out string, extra ...string) []string {
		return append([]string{"prep", "gtn", "--output", filepath.Join(tmp, out), "--dedupe"}, extra...)
	}
	ref := versionID(t, job("direct", "--input", in, "--runner", "direct")...)
	for name, args := range map[string][]string{
		"prism":                           job("prism", "--input", in, "--runner", "prism"),
		"prism without dynamic splitting": job("prism-nosplit", "--input", in, "--runner", "prism", "--experiments", "prism_disable_rtc,prism_disable_sdf_split"),
		"prism, inputs in reverse order":  job("prism-rev", "--input", strings.Join(files, ","), "--runner", "prism"),
		"prism, 1 KB sink buffer":         job("prism-spill", "--input", in, "--runner", "prism", "--sink-buffer-kb", "1"),
		"direct, 1 KB sink buffer":        job("direct-spill", "--input", in, "--runner", "direct", "--sink-buffer-kb", "1"),
	} {
		if id := versionID(t, args...); id != ref {
			t.Errorf("%s: version %s, direct gives %s", name, id, ref)
		}
	}
	old := runtime.GOMAXPROCS(1)
	id := versionID(t, job("prism-1proc", "--input", in, "--runner", "prism")...)
	runtime.GOMAXPROCS(old)
	if id != ref {
		t.Errorf("prism with GOMAXPROCS=1: version %s, direct gives %s", id, ref)
	}
}

// TestDedupeTextSetAsideOutsideTheRejectRate: every prep counts repeats
// (prep text too), and rows --dedupe sets aside are a selection's, left
// out of --max-reject-rate: two of three lines set aside is no refusal.
// With --split-by-text the repeats are counted in the split the sink gives
// each row by its text. --samples K > 1 with --dedupe is refused: a
// record's rows are its variants.
func TestDedupeTextSetAsideOutsideTheRejectRate(t *testing.T) {
	tmp := t.TempDir()
	in := writeFile(t, tmp, "notes.txt", "Hello world.\nHello world.\nSee you soon.\nHello world.\n")
	_, summary, code := run(t, "prep", "text", "--input", in, "--output", filepath.Join(tmp, "a"), "--runner", "direct")
	if want := "itnprep: repeats: 2 rows repeat a (written, spoken) pair of their split (--dedupe keeps one)\n"; code != 0 || !strings.Contains(summary, want) {
		t.Errorf("prep text: exit %d, want 0 and %q:\n%s", code, want, summary)
	}
	for _, extra := range [][]string{nil, {"--split-by-id", "train=1,test=1", "--split-by-text"}} {
		args := append([]string{"prep", "text", "--input", in, "--output", filepath.Join(tmp, "b"), "--runner", "prism", "--dedupe"}, extra...)
		dir := prepOK(t, args...)
		a := loadManifest(t, dir).Accounting
		if n, _ := a.Repeats(); a.Rows != 2 || n != 2 || a.RejectedByReason["select/repeated_pair"] != 2 {
			t.Errorf("%v: %+v; want 2 rows, 2 repeats set aside", extra, a)
		}
		rows := versionRows[dataset.Pair](t, dir)
		for _, r := range rows {
			if r.Written == "Hello world." && r.ID != "notes.txt:1" {
				t.Errorf("%v: kept %s of the repeated line, want its first, notes.txt:1", extra, r.ID)
			}
		}
	}
	_, stderr, code := run(t, "prep", "text", "--input", in, "--output", filepath.Join(tmp, "c"), "--dedupe", "--samples", "2")
	if code != 2 || !strings.Contains(stderr, "with --samples K > 1 a record's rows are its K variants") {
		t.Errorf("--dedupe --samples 2: exit %d, want 2 and the reason:\n%s", code, stderr)
	}
}

// TestVersionsVerifyRecountsRepeatedPairs: versions verify recounts the
// rows that repeat a pair of their split from the data shards. The count
// is outside the version id, so a manifest whose repeated_pairs was edited
// verified as OK; a --dedupe version must hold no repeat. prep's versions,
// with and without --dedupe, --split-by-text and --samples K, pass.
func TestVersionsVerifyRecountsRepeatedPairs(t *testing.T) {
	tmp := t.TempDir()
	in := repeatsGTN(t, filepath.Join(tmp, "in"))
	text := writeFile(t, tmp, "notes.txt", "Hello world, 5 times.\nHello world, 5 times.\nSee you at 5.\nHello world, 5 times.\n")
	for name, args := range map[string][]string{
		"gtn":                           {"prep", "gtn", "--input", in},
		"gtn --dedupe":                  {"prep", "gtn", "--input", in, "--dedupe"},
		"text --split-by-text --dedupe": {"prep", "text", "--input", text, "--split-by-id", "train=1,test=1", "--split-by-text", "--dedupe"},
		"text --samples 3":              {"prep", "text", "--input", text, "--samples", "3"},
	} {
		dir := prepOK(t, append(args, "--output", filepath.Join(tmp, strings.ReplaceAll(name, " ", "_")), "--runner", "direct")...)
		if out, _, code := run(t, "versions", "verify", dir); code != 0 || !strings.HasPrefix(out, "OK ") {
			t.Errorf("%s: versions verify exit %d:\n%s", name, code, out)
		}
		m := loadManifest(t, dir)
		if name != "gtn" {
			continue
		}
		if n, _ := m.Accounting.Repeats(); n != 4 {
			t.Fatalf("prep gtn counted %d repeats, want 4", n)
		}
		one := int64(1)
		m.Accounting.RepeatedPairs = &one
		b, err := m.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, dataset.ManifestFile), b, 0o644); err != nil {
			t.Fatal(err)
		}
		out, _, code := run(t, "versions", "verify", dir)
		if want := "FAIL accounting: 4 data rows repeat an earlier row's (written, spoken) pair of their split (train 4), the manifest counts 1 (repeated_pairs)\n"; code == 0 || !strings.Contains(out, want) {
			t.Errorf("a tampered repeated_pairs: verify exit %d, want a failure saying %q:\n%s", code, want, out)
		}
	}
	// A prep that finds no repeat writes its count, 0, so that a manifest
	// without one is one no count was taken for (an older itnprep, or an
	// edit), which verify tells apart by its created time.
	once := writeFile(t, tmp, "once.txt", "Hello world, 5 times.\nSee you at 5.\n")
	dir := prepOK(t, "prep", "text", "--input", once, "--output", filepath.Join(tmp, "once"), "--runner", "direct")
	if n, counted := loadManifest(t, dir).Accounting.Repeats(); n != 0 || !counted {
		t.Errorf("a prep without repeats: repeated_pairs %d (written: %t), want 0 written", n, counted)
	}
	if out, _, code := run(t, "versions", "verify", dir); code != 0 || !strings.HasPrefix(out, "OK ") {
		t.Errorf("a prep without repeats: versions verify exit %d:\n%s", code, out)
	}
}
