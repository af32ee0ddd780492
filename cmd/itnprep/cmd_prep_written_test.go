package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/internal/testutil"
	"github.com/itnprep/itnprep/storage"
)

func prepOK(t *testing.T, args ...string) string {
	t.Helper()
	stdout, stderr, code := run(t, append(args, "--quiet")...)
	if code != 0 {
		t.Fatalf("%v: exit %d\n%s", args, code, stderr)
	}
	dir := lastLine(stdout)
	if out, _, code := run(t, "versions", "verify", dir); code != 0 {
		t.Fatalf("verify %s: %s", dir, out)
	}
	return dir
}

func TestPrepSPGISeedsAndRunners(t *testing.T) {
	tmp := t.TempDir()
	in := "../../testdata/spgi/train.csv,../../testdata/spgi/val.csv"
	// --variant-floor 0: every reading may be drawn, so the sample rows
	// have variants to check (with the default floor most of these
	// records have one likely reading; TestVariantFloor checks that).
	a := prepOK(t, "prep", "spgi", "--input", in, "--output", filepath.Join(tmp, "a"), "--samples", "3", "--variant-floor", "0", "--seed", "5", "--runner", "direct")
	b := prepOK(t, "prep", "spgi", "--input", in, "--output", filepath.Join(tmp, "b"), "--samples", "3", "--variant-floor", "0", "--seed", "5", "--runner", "prism")
	c := prepOK(t, "prep", "spgi", "--input", in, "--output", filepath.Join(tmp, "c"), "--samples", "3", "--variant-floor", "0", "--seed", "6", "--runner", "direct")
	if filepath.Base(a) != filepath.Base(b) {
		t.Errorf("same seed: direct %s, prism %s", filepath.Base(a), filepath.Base(b))
	}
	if filepath.Base(a) == filepath.Base(c) {
		t.Errorf("seeds 5 and 6 give the same version id %s", filepath.Base(a))
	}
	m, err := storage.LoadManifest(context.Background(), a)
	if err != nil {
		t.Fatal(err)
	}
	acc := m.Accounting
	// Up to 3 distinct variants per record: fewer where a record has
	// fewer readings, never the same (written, spoken) twice.
	if acc.Read != 14 || acc.Written != 14 || acc.Rows < 14 || acc.Rows > 42 || acc.RowsBySplit["train"]+acc.RowsBySplit["validation"] != acc.Rows {
		t.Errorf("accounting %+v", acc)
	}
	rows := 0
	seen := map[string]bool{}
	for _, split := range []string{"train", "validation"} {
		out, _, code := run(t, "versions", "head", a, "-n", "100", "--split", split)
		if code != 0 {
			t.Fatalf("versions head: %s", out)
		}
		for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
			var r struct{ ID, Written, Spoken string }
			if err := json.Unmarshal([]byte(line), &r); err != nil {
				t.Fatalf("versions head line %q: %v", line, err)
			}
			base, _, _ := strings.Cut(r.ID, "#v")
			key := base + "\x00" + r.Written + "\x00" + r.Spoken
			if seen[key] {
				t.Errorf("record %s has (written, spoken) %q twice", base, r.Spoken)
			}
			seen[key] = true
			rows++
		}
	}
	if rows != int(acc.Rows) {
		t.Errorf("read back %d rows, manifest says %d", rows, acc.Rows)
	}
	// Variant rows carry variant and probability; ids get #vK.
	out, _, _ := run(t, "versions", "head", a, "-n", "3", "--split", "train")
	if !strings.Contains(out, `"variant":1`) || !strings.Contains(out, `#v1"`) || !strings.Contains(out, `"prob":`) {
		t.Errorf("variant rows missing variant/prob/#v ids:\n%s", out)
	}
}

func TestPrepSPGISharedSample(t *testing.T) {
	in := testutil.SharedFile(t, "corpora/spgispeech/val.rows_quoted_in_nemo_compatible.csv")
	dir := prepOK(t, "prep", "spgi", "--input", in, "--output", t.TempDir(), "--runner", "direct")
	m, _ := storage.LoadManifest(context.Background(), dir)
	if m.Accounting.Read != 5 || m.Accounting.RowsBySplit["validation"] != 5 {
		t.Errorf("shared SPGISpeech rows: %+v", m.Accounting)
	}
}

func TestPrepSPGIBadRowsQuarantined(t *testing.T) {
	tmp := t.TempDir()
	in := writeFile(t, tmp, "val.csv", "wav_filename|wav_filesize|transcript\n"+
		"a/1.wav|100|Fine row with 3 apples.\n"+
		"a/2.wav|100|extra|pipe\n"+
		"a/3.wav|100\n"+
		"a/4.wav|big|Size is not a number.\n")
	dir := prepOK(t, "prep", "spgi", "--input", in, "--output", tmp, "--runner", "direct", "--max-reject-rate", "1")
	m, _ := storage.LoadManifest(context.Background(), dir)
	a := m.Accounting
	if a.Read != 4 || a.Written != 1 || a.Rejected != 3 || a.RejectedByReason["parse/bad_columns"] != 2 || a.RejectedByReason["parse/bad_wav_filesize"] != 1 {
		t.Errorf("accounting %+v", a)
	}
	_, stderr, code := run(t, "prep", "spgi", "--input", writeFile(t, tmp, "train.csv", "no header here\n"), "--output", tmp, "--runner", "direct")
	if code == 0 || !strings.Contains(stderr, "train.csv:1: not an SPGISpeech CSV") {
		t.Errorf("headerless CSV: exit %d, %s", code, stderr)
	}
}

func TestPrepTextPlainAndJSONL(t *testing.T) {
	dir := prepOK(t, "prep", "text", "--input", "../../testdata/text/*", "--output", t.TempDir(), "--runner", "direct")
	m, _ := storage.LoadManifest(context.Background(), dir)
	if m.Accounting.Read != 8 || m.Accounting.RowsBySplit["train"] != 8 {
		t.Errorf("text accounting %+v", m.Accounting)
	}
	out, _, _ := run(t, "versions", "head", dir, "-n", "20")
	for _, want := range []string{`"id":"sample.jsonl:doc-1"`, `"id":"sample.jsonl:2"`, `"id":"sample.txt:4"`, "henry the eighth"} {
		if !strings.Contains(out, want) {
			t.Errorf("rows lack %s:\n%s", want, out)
		}
	}
}

// Common Voice was added as one parser file and one row of sources' format
// table: `prep commonvoice` exists without further code, takes the split
// from the file name and verbalizes the sentence column.
func TestPrepCommonVoice(t *testing.T) {
	tmp := t.TempDir()
	dir := prepOK(t, "prep", "commonvoice", "--input", "../../testdata/commonvoice/dev.tsv", "--output", tmp, "--samples", "2", "--variant-floor", "0", "--runner", "direct")
	m, err := storage.LoadManifest(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	if m.Source != "commonvoice" || m.Accounting.Read != 3 || m.Accounting.Written != 3 || m.Accounting.RowsBySplit["validation"] != 6 || m.Config["seed"] != "1" {
		t.Errorf("manifest %s %+v %v", m.Source, m.Accounting, m.Config)
	}
	out, _, _ := run(t, "versions", "head", dir, "-n", "20")
	for _, want := range []string{`"id":"dev.tsv:common_voice_en_100.mp3"`, `"id":"dev.tsv:common_voice_en_102.mp3#v1"`, "nineteen ninety nine"} {
		if !strings.Contains(out, want) {
			t.Errorf("rows lack %s:\n%s", want, out)
		}
	}
	// The usage line's brace glob, as written there ('{train,dev,test}.tsv',
	// here without a test.tsv): the same version as the file named alone.
	if got := prepOK(t, "prep", "commonvoice", "--input", "../../testdata/commonvoice/{train,dev,test}.tsv", "--output", filepath.Join(tmp, "braces"), "--samples", "2", "--variant-floor", "0", "--runner", "direct"); filepath.Base(got) != filepath.Base(dir) {
		t.Errorf("--input '{train,dev,test}.tsv': version %s, want %s", filepath.Base(got), filepath.Base(dir))
	}
	other := writeFile(t, tmp, "validated.tsv", "path\tsentence\na.mp3\tHi.\n")
	if _, stderr, code := run(t, "prep", "commonvoice", "--input", other, "--output", tmp, "--runner", "direct"); code == 0 || !strings.Contains(stderr, "validated.tsv") || !strings.Contains(stderr, "--split") {
		t.Errorf("a file name without a split: exit %d, %s", code, stderr)
	}
}

// TestVariantsDeprecated: --variants is a deprecated alias with one
// meaning per command, announced on stderr: prep's --samples (the same
// version as --samples K) and verbalize's --top (the same lines as --top
// N); given with its replacement it is a usage error.
func TestVariantsDeprecated(t *testing.T) {
	tmp := t.TempDir()
	in := "../../testdata/text/sample.txt"
	want := prepOK(t, "prep", "text", "--input", in, "--output", filepath.Join(tmp, "a"), "--samples", "2", "--runner", "direct")
	stdout, stderr, code := run(t, "prep", "text", "--input", in, "--output", filepath.Join(tmp, "b"), "--variants", "2", "--runner", "direct", "--quiet")
	if code != 0 || !strings.Contains(stderr, "--variants is deprecated, use --samples") {
		t.Fatalf("prep --variants: exit %d, stderr %q", code, stderr)
	}
	if got := lastLine(stdout); filepath.Base(got) != filepath.Base(want) {
		t.Errorf("prep --variants 2 made %s, --samples 2 made %s", filepath.Base(got), filepath.Base(want))
	}
	if _, stderr, code := run(t, "prep", "text", "--input", in, "--output", filepath.Join(tmp, "c"), "--variants", "2", "--samples", "2"); code != 2 || !strings.Contains(stderr, "give only --samples") {
		t.Errorf("prep --variants with --samples: exit %d, stderr %q", code, stderr)
	}
	stdin := filepath.Join(tmp, "in.txt")
	if err := os.WriteFile(stdin, []byte("It cost $12.50 on June 3, 2021.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, top, errs := runVerbalizeCmd(t, "verbalize", "--in", stdin, "--top", "3")
	if code != 0 || errs != "" {
		t.Fatalf("verbalize --top 3: exit %d, stderr %q", code, errs)
	}
	code, old, errs := runVerbalizeCmd(t, "verbalize", "--in", stdin, "--variants", "3")
	if code != 0 || !strings.Contains(errs, "--variants is deprecated, use --top") || old != top || len(decodeVerbalizeOut(t, top)) != 3 {
		t.Errorf("verbalize --variants 3: exit %d, stderr %q, same output as --top 3: %v", code, errs, old == top)
	}
	if code, _, errs := runVerbalizeCmd(t, "verbalize", "--in", stdin, "--variants", "3", "--top", "3"); code != 2 || !strings.Contains(errs, "give only --top") {
		t.Errorf("verbalize --variants with --top: exit %d, stderr %q", code, errs)
	}
}

// TestPrepCommonVoiceReleaseFolder: a glob over a whole Common Voice
// release folder reads the split clip lists (train, dev, test) and skips,
// saying so in the summary, the side files (reported.tsv has path and
// sentence columns too: its reported sentences must not become data;
// clip_durations.tsv, *_sentences.tsv) and validated.tsv (its clips are
// train, dev and test again); --split NAME reads validated.tsv alone.
func TestPrepCommonVoiceReleaseFolder(t *testing.T) {
	tmp := t.TempDir()
	rel := filepath.Join(tmp, "cv-corpus-19.0", "en")
	hdr := "client_id\tpath\tsentence_id\tsentence\tsentence_domain\tup_votes\tdown_votes\tage\tgender\taccents\tvariant\tlocale\tsegment\n"
	clip := func(n int, s string) string {
		return fmt.Sprintf("c%d\tcommon_voice_en_%d.mp3\ts%d\t%s\t\t2\t0\t\t\t\t\ten\t\n", n, n, n, s)
	}
	for name, body := range map[string]string{
		"train.tsv":                 hdr + clip(1, "It cost $5.") + clip(2, "We met at 10:30."),
		"dev.tsv":                   hdr + clip(3, "In 1990 it rained."),
		"test.tsv":                  hdr + clip(4, "Call 911."),
		"validated.tsv":             hdr + clip(1, "It cost $5.") + clip(2, "We met at 10:30.") + clip(3, "In 1990 it rained.") + clip(4, "Call 911."),
		"invalidated.tsv":           hdr + clip(5, "Bad take."),
		"other.tsv":                 hdr + clip(6, "Not yet voted."),
		"reported.tsv":              "path\tsentence_id\tsentence\treason\tlocale\ncommon_voice_en_9.mp3\ts9\tThis sentence is offensive.\toffensive-language\ten\n",
		"clip_durations.tsv":        "clip\tduration[ms]\ncommon_voice_en_1.mp3\t4000\n",
		"validated_sentences.tsv":   "sentence_id\tsentence\tsentence_domain\tsource\tis_used\tclips_count\ns1\tIt cost $5.\t\tx\t1\t1\n",
		"unvalidated_sentences.tsv": "sentence_id\tsentence\tsentence_domain\tsource\n s7\tMaybe.\t\tx\n",
	} {
		if err := os.MkdirAll(rel, 0o755); err != nil {
			t.Fatal(err)
		}
		writeFile(t, rel, name, body)
	}
	out, stderr, code := run(t, "prep", "commonvoice", "--input", filepath.Join(rel, "*.tsv"), "--output", filepath.Join(tmp, "out"), "--runner", "direct")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	m := verified(t, lastLine(out))
	if a := m.Accounting; a.Read != 4 || a.RowsBySplit["train"] != 2 || a.RowsBySplit["validation"] != 1 || a.RowsBySplit["test"] != 1 || len(m.Inputs) != 3 {
		t.Errorf("accounting %+v, %d inputs", a, len(m.Inputs))
	}
	if !strings.Contains(stderr, "itnprep: skipped 7 input files") || !strings.Contains(stderr, "side files") || !strings.Contains(stderr, "without a standard split") {
		t.Errorf("summary does not say what was skipped:\n%s", stderr)
	}
	one := prepOK(t, "prep", "commonvoice", "--input", filepath.Join(rel, "validated.tsv"), "--split", "train", "--output", filepath.Join(tmp, "v"), "--runner", "direct")
	if a := verified(t, one).Accounting; a.Read != 4 || a.RowsBySplit["train"] != 4 {
		t.Errorf("validated.tsv with --split train: %+v", a)
	}
	// --split-by-id over the whole folder still reads each clip once
	// (validated.tsv skipped beside train/dev/test); over validated.tsv
	// alone it re-splits it.
	all := prepOK(t, "prep", "commonvoice", "--input", filepath.Join(rel, "*.tsv"), "--split-by-id", "train=1,test=1", "--output", filepath.Join(tmp, "s"), "--runner", "direct")
	if a := verified(t, all).Accounting; a.Read != 4 {
		t.Errorf("release folder with --split-by-id: %+v", a)
	}
	re := prepOK(t, "prep", "commonvoice", "--input", filepath.Join(rel, "validated.tsv"), "--split-by-id", "train=1,test=1", "--output", filepath.Join(tmp, "r"), "--runner", "direct")
	if a := verified(t, re).Accounting; a.Read != 4 {
		t.Errorf("validated.tsv alone with --split-by-id: %+v", a)
	}
}

// A --split that itnprep train reads under another name (dev, valid, val:
// as validation) or leaves out though it looks like one it reads (tst) is
// published as given, with one warning line first that says so; train,
// validation, test and a name of the user's own say nothing. A version
// made with --split val trained on no validation rows without a word (then
// with a warning that it was left out; now it is read as validation).
func TestPrepSplitNameWarnings(t *testing.T) {
	in := writeFile(t, t.TempDir(), "t.txt", "He paid $5 for it.\nShe was 3 years old.\n")
	for split, want := range map[string]string{
		"dev":     "itnprep prep text: warning: --split dev: the version's split is named dev, which itnprep train reads as its validation split (export nemo-tagger writes it to valid.tsv)\n",
		"val":     "itnprep prep text: warning: --split val: the version's split is named val, which itnprep train reads as its validation split (export nemo-tagger writes it to valid.tsv)\n",
		"tst":     "itnprep prep text: warning: --split tst: itnprep train and export nemo-tagger leave a split named tst out (they read train, validation and test; dev, valid and val as validation, training as train, testing as test): did you mean --split test?\n",
		"holdout": "",
	} {
		stdout, stderr, code := run(t, "prep", "text", "--input", in, "--split", split, "--output", t.TempDir(), "--runner", "direct")
		if code != 0 || !strings.HasPrefix(stderr, want) || strings.Count(stderr, "warning") != min(1, len(want)) {
			t.Errorf("--split %s: exit %d, stderr %q, want it to begin %q", split, code, stderr, want)
		}
		m := verified(t, strings.TrimSpace(stdout[strings.LastIndex(strings.TrimSpace(stdout), "\n")+1:]))
		if m.Accounting.RowsBySplit[split] != 2 {
			t.Errorf("--split %s: rows by split %v, want the split published as named", split, m.Accounting.RowsBySplit)
		}
	}
	for split, want := range map[string]string{"valid": "as its validation split", "training": "as its train split (export nemo-tagger writes it to train.tsv)", "tst": "did you mean --split test?", "Test": "did you mean --split test?", "train": "", "validation": "", "test": "", "a": ""} {
		if got := splitNameWarning("split", split); want == "" && got != "" || !strings.Contains(got, want) {
			t.Errorf("splitNameWarning(%q) = %q, want %q in it", split, got, want)
		}
	}
}

// TestSplitByIDTakesTheSplitWordsOfSplit: --split-by-id takes the split
// words --split takes (sources.StandardSplit's table), published as given
// with --split's warning: it refused val ("did you mean validation?")
// where --split val was published and read by itnprep train as validation.
func TestSplitByIDTakesTheSplitWordsOfSplit(t *testing.T) {
	in := writeFile(t, t.TempDir(), "t.txt", strings.Repeat("He paid $5 for it.\nShe was 3 years old.\nIt is 7 km away.\n", 8))
	stdout, stderr, code := run(t, "prep", "text", "--input", in, "--split-by-id", "train=50,val=50", "--output", t.TempDir(), "--runner", "direct")
	want := "itnprep prep text: warning: --split-by-id val: the version's split is named val, which itnprep train reads as its validation split (export nemo-tagger writes it to valid.tsv)\n"
	if code != 0 || !strings.HasPrefix(stderr, want) || strings.Count(stderr, "warning") != 1 {
		t.Fatalf("exit %d, stderr %q, want it to begin %q", code, stderr, want)
	}
	m := verified(t, strings.TrimSpace(stdout[strings.LastIndex(strings.TrimSpace(stdout), "\n")+1:]))
	if m.Accounting.RowsBySplit["val"] == 0 || m.Accounting.RowsBySplit["train"] == 0 || len(m.Accounting.RowsBySplit) != 2 {
		t.Errorf("rows by split %v, want train and val", m.Accounting.RowsBySplit)
	}
}

// TestRefusedPrepPrintsNoSplitWarning: a prep refused for another flag or
// its inputs says its error alone; the --split warning (itnprep train
// reads dev as validation) came first, before the refusal it had no part
// in, since it was printed while the flags were parsed.
func TestRefusedPrepPrintsNoSplitWarning(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "t.txt", "He paid $5 for it.\n")
	file := writeFile(t, dir, "afile", "x")
	for _, args := range [][]string{
		{"--license", "Not A License"},
		{"--split-by-id", "train=1,test=1"},
		{"--shards", "0"},
		{"--runner", "nosuch"},
		{"--output", file},
		{"--input", filepath.Join(dir, "none*.txt")},
	} {
		full := append([]string{"prep", "text", "--input", in, "--split", "dev", "--output", filepath.Join(dir, "out"), "--runner", "direct"}, args...)
		_, stderr, code := run(t, full...)
		if code == 0 || strings.Contains(stderr, "warning") {
			t.Errorf("%v: exit %d, stderr %q; want a refusal without the --split warning", args, code, stderr)
		}
	}
}
