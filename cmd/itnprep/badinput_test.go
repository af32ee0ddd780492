package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/testutil"
	"github.com/itnprep/itnprep/storage"
)

// One test per bad-input case and per rule of docs/ERRORS.md, through the
// CLI. Each successful run is checked by `versions verify` (prepOK) and by
// the accounting read = written + rejected against the reject shards
// themselves; each failing run must exit 1 with a message naming the file
// (and line where there is one), publish nothing, and never panic.

const badDir = "../../testdata/bad/"

// accounted runs a prep command that must succeed, verifies the version and
// returns its manifest and reject rows.
func accounted(t *testing.T, args ...string) (*dataset.Manifest, []dataset.Reject) {
	t.Helper()
	// The bad-input corpus is mostly bad by design: the publication guard
	// (tested in guard_test.go) would refuse it.
	dir := prepOK(t, append(args, "--max-reject-rate", "1", "--allow-empty")...)
	m, err := storage.LoadManifest(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	a := m.Accounting
	if a.Read != a.Written+a.Rejected {
		t.Fatalf("accounting: read %d != written %d + rejected %d", a.Read, a.Written, a.Rejected)
	}
	var rejects []dataset.Reject
	for _, sh := range m.Rejects {
		rows, err := dataset.ReadLocalShard[dataset.Reject](filepath.Join(dir, sh.Path))
		if err != nil {
			t.Fatal(err)
		}
		rejects = append(rejects, rows...)
	}
	if int64(len(rejects)) != a.Rejected {
		t.Fatalf("reject shards hold %d rows, manifest says %d", len(rejects), a.Rejected)
	}
	return m, rejects
}

// wantLocated checks that the reject of record id names where it was read:
// its location ends in fileLine and its reason starts with its location.
func wantLocated(t *testing.T, rejects []dataset.Reject, id, fileLine string) {
	t.Helper()
	for _, r := range rejects {
		if r.ID != id {
			continue
		}
		if !strings.HasSuffix(r.Location, fileLine) || !strings.HasPrefix(r.Reason, r.Location+": ") {
			t.Errorf("reject of %s: location %q, reason %q; want ...%s and the reason after it", id, r.Location, r.Reason, fileLine)
		}
		return
	}
	t.Errorf("no reject of %s; rejects:\n%s", id, dumpRejects(rejects))
}

// wantReject asserts a reject with this rule whose reason contains every
// fragment (the first is usually "file:line:", the file named under the
// folder the inputs share, as reject rows name it: dataset.InputsFolder).
func wantReject(t *testing.T, rejects []dataset.Reject, rule string, fragments ...string) {
	t.Helper()
	for _, r := range rejects {
		if r.Rule != rule {
			continue
		}
		ok := true
		for _, f := range fragments {
			ok = ok && strings.Contains(r.Reason, f)
		}
		if ok {
			return
		}
	}
	t.Errorf("no reject with rule %q and reason containing %q; rejects:\n%s", rule, fragments, dumpRejects(rejects))
}

func dumpRejects(rs []dataset.Reject) string {
	var b strings.Builder
	for _, r := range rs {
		b.WriteString("  " + r.Rule + ": " + r.Reason + "\n")
	}
	return b.String()
}

// prepFails runs a prep command that must fail with exit 1 and a message
// containing every fragment, and checks nothing was published under out and
// no staging folder was left.
func prepFails(t *testing.T, out string, args []string, fragments ...string) {
	t.Helper()
	_, stderr, code := run(t, append(append(args, "--output", out, "--quiet"), "--runner", "direct")...)
	if code != 1 {
		t.Errorf("%v: exit %d, want 1\n%s", args, code, stderr)
	}
	for _, f := range fragments {
		if !strings.Contains(stderr, f) {
			t.Errorf("%v: stderr lacks %q:\n%s", args, f, stderr)
		}
	}
	noPanic(t, stderr)
	shortError(t, args, stderr)
	entries, err := storage.ListVersions(context.Background(), out)
	if err == nil && len(entries) > 0 {
		t.Errorf("%v: a failed run published %s", args, entries[0].Dir)
	}
	left, _ := filepath.Glob(filepath.Join(out, "*", ".staging-*"))
	if len(left) > 0 {
		t.Errorf("%v: a failed run left staging folders %v", args, left)
	}
}

// shortError: an error is at most 3 lines, each `itnprep: ...`, with no
// part of a runner's execution-plan dump (docs/ERRORS.md).
func shortError(t *testing.T, args []string, stderr string) {
	t.Helper()
	lines := strings.Split(strings.TrimRight(stderr, "\n"), "\n")
	if len(lines) > 3 {
		t.Errorf("%v: the error takes %d lines:\n%s", args, len(lines), stderr)
	}
	for _, l := range lines {
		if !strings.HasPrefix(l, "itnprep: ") {
			t.Errorf("%v: stderr line %q is not an itnprep message", args, l)
		}
	}
	if strings.Contains(stderr, "caused by") || strings.Contains(stderr, "DataSource[") || strings.Contains(stderr, "level=ERROR") {
		t.Errorf("%v: the runner's dump reached the user:\n%s", args, stderr)
	}
}

func noPanic(t *testing.T, stderr string) {
	t.Helper()
	if strings.Contains(stderr, "internal error") || strings.Contains(stderr, "panic") || strings.Contains(stderr, "goroutine ") {
		t.Errorf("a panic reached the user:\n%s", stderr)
	}
}

func TestBadInputGTNColumns(t *testing.T) {
	m, rejects := accounted(t, "prep", "gtn", "--input", badDir+"gtn-columns/*", "--output", t.TempDir(), "--runner", "direct")
	if a := m.Accounting; a.Read != 5 || a.Written != 2 || a.Rejected != 3 || a.RejectedByReason["parse/gtn_bad_columns"] != 3 {
		t.Errorf("accounting %+v", a)
	}
	f := "output-00000-of-00100"
	wantReject(t, rejects, "parse/gtn_bad_columns", f+":7: ", "got 1 column(s)")
	wantReject(t, rejects, "parse/gtn_bad_columns", f+":10: ", "got 2 column(s)")
	wantReject(t, rejects, "parse/gtn_bad_columns", f+":12: ", "got 4 column(s)")
}

func TestBadInputGTNSentenceWithoutFinalEOS(t *testing.T) {
	dir := prepOK(t, "prep", "gtn", "--input", badDir+"gtn-no-final-eos/*", "--output", t.TempDir(), "--runner", "direct")
	m, _ := storage.LoadManifest(context.Background(), dir)
	if a := m.Accounting; a.Read != 2 || a.Written != 2 || a.Rejected != 0 {
		t.Errorf("accounting %+v", a)
	}
	out, _, _ := run(t, "versions", "head", dir, "-n", "5")
	if !strings.Contains(out, `"written":"No end"`) {
		t.Errorf("the unterminated last sentence is missing:\n%s", out)
	}
}

// diffNone asserts two versions hold the same rows (same ids, same content).
func diffNone(t *testing.T, a, b string) {
	t.Helper()
	d, err := storage.Diff(context.Background(), a, b)
	if err != nil {
		t.Fatal(err)
	}
	if d.Added+d.Removed+d.Changed != 0 || d.Same == 0 {
		t.Errorf("%s vs %s: %s", a, b, d.String())
	}
}

func TestBadInputCRLFAndBOMReadLikeLF(t *testing.T) {
	tmp := t.TempDir()
	lf := prepOK(t, "prep", "gtn", "--input", badDir+"gtn-lf/*", "--output", filepath.Join(tmp, "lf"), "--runner", "direct")
	for _, c := range []string{"gtn-crlf", "gtn-bom"} {
		other := prepOK(t, "prep", "gtn", "--input", badDir+c+"/*", "--output", filepath.Join(tmp, c), "--runner", "direct")
		diffNone(t, lf, other)
	}
	tlf := prepOK(t, "prep", "text", "--input", badDir+"text-lf/mixed.txt", "--output", filepath.Join(tmp, "tlf"), "--runner", "direct")
	tcrlf := prepOK(t, "prep", "text", "--input", badDir+"text-crlf/mixed.txt", "--output", filepath.Join(tmp, "tcrlf"), "--runner", "direct")
	diffNone(t, tlf, tcrlf)
	// A BOM before SPGISpeech's header and before a JSON line is not data.
	m, _ := accounted(t, "prep", "spgi", "--input", badDir+"spgi/val.csv", "--output", filepath.Join(tmp, "spgi"), "--runner", "direct")
	if m.Accounting.Read != 8 {
		t.Errorf("SPGISpeech with BOM and CRLF: %+v", m.Accounting)
	}
	_, rejects := accounted(t, "prep", "text", "--input", badDir+"text/bad.jsonl", "--output", filepath.Join(tmp, "jsonl"), "--runner", "direct")
	for _, r := range rejects {
		if strings.Contains(r.Reason, "bad.jsonl:1:") {
			t.Errorf("the BOM line was rejected: %s", r.Reason)
		}
	}
}

func TestBadInputNULBytes(t *testing.T) {
	tmp := t.TempDir()
	m, rejects := accounted(t, "prep", "gtn", "--input", badDir+"gtn-nul/*", "--output", filepath.Join(tmp, "gtn"), "--runner", "direct")
	if a := m.Accounting; a.Written != 2 || a.RejectedByReason["parse/gtn_nul_byte"] != 1 {
		t.Errorf("accounting %+v", a)
	}
	wantReject(t, rejects, "parse/gtn_nul_byte", "output-00000-of-00100:6: NUL byte")
	_, rejects = accounted(t, "prep", "text", "--input", badDir+"text/mixed.txt", "--output", filepath.Join(tmp, "text"), "--runner", "direct")
	wantReject(t, rejects, "parse/nul_byte", "mixed.txt:3: NUL byte")
	_, rejects = accounted(t, "prep", "spgi", "--input", badDir+"spgi/val.csv", "--output", filepath.Join(tmp, "spgi"), "--runner", "direct")
	wantReject(t, rejects, "parse/nul_byte", "val.csv:8: NUL byte")
}

func TestBadInputInvalidUTF8(t *testing.T) {
	tmp := t.TempDir()
	m, rejects := accounted(t, "prep", "gtn", "--input", badDir+"gtn-invalid-utf8/*", "--output", filepath.Join(tmp, "gtn"), "--runner", "direct")
	if a := m.Accounting; a.Written != 2 || a.RejectedByReason["parse/gtn_invalid_utf8"] != 1 {
		t.Errorf("accounting %+v", a)
	}
	wantReject(t, rejects, "parse/gtn_invalid_utf8", "output-00000-of-00100:6: invalid UTF-8")
	_, rejects = accounted(t, "prep", "text", "--input", badDir+"text/mixed.txt", "--output", filepath.Join(tmp, "text"), "--runner", "direct")
	wantReject(t, rejects, "parse/invalid_utf8", "mixed.txt:2: invalid UTF-8")
	_, rejects = accounted(t, "prep", "spgi", "--input", badDir+"spgi/val.csv", "--output", filepath.Join(tmp, "spgi"), "--runner", "direct")
	wantReject(t, rejects, "parse/invalid_utf8", "val.csv:7: invalid UTF-8")
}

// writeHugeLine writes a file holding one line of n bytes (plus extra
// lines), generated at test time: 50 MB never goes into the repository.
func writeHugeLine(t *testing.T, path string, n int, prefix, suffix string) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	f.WriteString(prefix)
	chunk := []byte(strings.Repeat("word ", 1<<14))
	for left := n; left > 0; left -= len(chunk) {
		if _, err := f.Write(chunk[:min(left, len(chunk))]); err != nil {
			t.Fatal(err)
		}
	}
	f.WriteString(suffix)
}

func TestBadInput50MBLine(t *testing.T) {
	if testing.Short() {
		t.Skip("SKIP in -short: writes and reads a 50 MB line")
	}
	tmp := t.TempDir()
	txt := filepath.Join(tmp, "huge.txt")
	writeHugeLine(t, txt, 50<<20, "Before the huge line.\n", "\nAfter the huge line.\n")
	m, rejects := accounted(t, "prep", "text", "--input", txt, "--output", filepath.Join(tmp, "out"), "--runner", "direct")
	if a := m.Accounting; a.Read != 3 || a.Written != 2 || a.RejectedByReason["parse/record_too_large"] != 1 {
		t.Errorf("accounting %+v", a)
	}
	wantReject(t, rejects, "parse/record_too_large", "huge.txt:2: line longer than the 1048576-byte record limit")
	for _, r := range rejects {
		if len(r.Raw) > dataset.MaxRawBytes+8 {
			t.Errorf("reject keeps %d raw bytes", len(r.Raw))
		}
	}
	// The same in a GTN token (the written column).
	gtn := filepath.Join(tmp, "gtn", "output-00000-of-00100")
	os.MkdirAll(filepath.Dir(gtn), 0o755)
	writeHugeLine(t, gtn, 50<<20, "PLAIN\tok\t<self>\n<eos>\t<eos>\nPLAIN\t", "\t<self>\n<eos>\t<eos>\n")
	m, rejects = accounted(t, "prep", "gtn", "--input", gtn, "--output", filepath.Join(tmp, "out"), "--runner", "direct")
	if a := m.Accounting; a.Read != 2 || a.Written != 1 || a.RejectedByReason["parse/gtn_record_too_large"] != 1 {
		t.Errorf("accounting %+v", a)
	}
	wantReject(t, rejects, "parse/gtn_record_too_large", "output-00000-of-00100:3: line longer than")
}

// TestBadInputMaxRecordBytesEverywhere: the bound is a flag of every prep
// source and quarantines in each, including a GTN sentence that never ends;
// the reason says which flag raises it (it named only the limit).
func TestBadInputMaxRecordBytesEverywhere(t *testing.T) {
	tmp := t.TempDir()
	long := strings.Repeat("x", 100)
	cases := []struct {
		src, file, content, rule, reason string
	}{
		{"text", "a.txt", "short\n" + long + "\n", "parse/record_too_large", "a.txt:2: line longer than the 64-byte record limit"},
		{"text", "a.jsonl", `{"text":"short"}` + "\n" + `{"text":"` + long + `"}` + "\n", "parse/record_too_large", "a.jsonl:2: line longer"},
		{"spgi", "train.csv", sourcesHeader + "\na.wav|1|short\nb.wav|1|" + long + "\n", "parse/record_too_large", "train.csv:3: line longer"},
		{"gtn", "GoogleTN.jsonl", `{"text":"a","gt_normalized":"a"}` + "\n" + `{"text":"` + long + `","gt_normalized":"x"}` + "\n", "parse/record_too_large", "GoogleTN.jsonl:2: line longer"},
		{"gtn", "output-00000-of-00100", "PLAIN\ta\t<self>\n<eos>\t<eos>\nPLAIN\t" + long + "\t<self>\n<eos>\t<eos>\n", "parse/gtn_record_too_large", "output-00000-of-00100:3: line longer"},
		{"gtn", "output-00001-of-00100", "PLAIN\ta\t<self>\n<eos>\t<eos>\n" + strings.Repeat("PLAIN\tword\t<self>\n", 20), "parse/gtn_record_too_large", "output-00001-of-00100:6: sentence longer than the 64-byte record limit"},
	}
	for i, c := range cases {
		sub := filepath.Join(tmp, "in", string(rune('a'+i)))
		os.MkdirAll(sub, 0o755)
		in := writeFile(t, sub, c.file, c.content)
		m, rejects := accounted(t, "prep", c.src, "--input", in, "--output", filepath.Join(tmp, "out"), "--runner", "direct", "--max-record-bytes", "64")
		if a := m.Accounting; a.Read != 2 || a.Rejected != 1 || m.Config["max_record_bytes"] != "64" {
			t.Errorf("%s %s: accounting %+v, config %v", c.src, c.file, a, m.Config)
		}
		// The reason names the flag that raises the limit.
		wantReject(t, rejects, c.rule, c.reason, "--max-record-bytes raises it")
	}
}

const sourcesHeader = "wav_filename|wav_filesize|transcript"

func TestBadInputMalformedJSONLines(t *testing.T) {
	tmp := t.TempDir()
	m, rejects := accounted(t, "prep", "gtn", "--input", badDir+"nemo/GoogleTN.bad.jsonl", "--output", filepath.Join(tmp, "nemo"), "--runner", "direct")
	if a := m.Accounting; a.Read != 5 || a.Written != 2 || a.RejectedByReason["parse/invalid_json"] != 2 || a.RejectedByReason["parse/missing_field"] != 1 {
		t.Errorf("NeMo accounting %+v", a)
	}
	wantReject(t, rejects, "parse/invalid_json", "GoogleTN.bad.jsonl:2: invalid JSON")
	wantReject(t, rejects, "parse/invalid_json", "GoogleTN.bad.jsonl:4: invalid JSON")
	wantReject(t, rejects, "parse/missing_field", "GoogleTN.bad.jsonl:3: ")
	m, rejects = accounted(t, "prep", "text", "--input", badDir+"text/bad.jsonl", "--output", filepath.Join(tmp, "text"), "--runner", "direct")
	if a := m.Accounting; a.Read != 5 || a.Written != 2 {
		t.Errorf("text JSONL accounting %+v", a)
	}
	wantReject(t, rejects, "parse/invalid_json", "bad.jsonl:2: invalid JSON")
	wantReject(t, rejects, "parse/missing_field", "bad.jsonl:3: ", `"text" is missing`)
}

// TestBadInputVerbalizerRules: records the cleaning or the verbalizer
// cannot use are quarantined at their stage, named by id and, as parse
// rejects are, by the file and line they were read from (the id of a JSONL
// record with an "id" field, or of an SPGISpeech row, says no line).
func TestBadInputVerbalizerRules(t *testing.T) {
	tmp := t.TempDir()
	_, rejects := accounted(t, "prep", "text", "--input", badDir+"text/bad.jsonl", "--output", filepath.Join(tmp, "text"), "--runner", "direct")
	wantReject(t, rejects, "basic/empty_text", "bad.jsonl:4: written: the input text is empty")
	wantLocated(t, rejects, "bad.jsonl:d", "bad.jsonl:4")
	_, rejects = accounted(t, "prep", "spgi", "--input", badDir+"spgi/val.csv", "--output", filepath.Join(tmp, "spgi"), "--runner", "direct")
	wantReject(t, rejects, "basic/empty_text", "val.csv:9: written: the input text is empty")
	wantLocated(t, rejects, "val.csv:a/8.wav", "val.csv:9")
	// "[Music]" is not blank input: --clean transcript's rule blanked it.
	_, rejects = accounted(t, "prep", "text", "--input", "../../testdata/transcript/sample.txt", "--clean", "transcript:seq2seq", "--output", filepath.Join(tmp, "transcript"), "--runner", "direct")
	wantReject(t, rejects, "basic/empty_text", "sample.txt:22: written: empty after cleaning (blank after transcript/remove_brackets)")
	// Of two rules that edited it, the one that emptied it is named as
	// such (the sorted rules column read as if collapse_spaces had).
	noted := writeFile(t, tmp, "noted.txt", "It costs 5 dollars.\n  [inaudible]  \n")
	_, rejects = accounted(t, "prep", "text", "--input", noted, "--clean", "transcript", "--output", filepath.Join(tmp, "noted"), "--runner", "direct")
	wantReject(t, rejects, "basic/empty_text", "noted.txt:2: written: empty after cleaning (blank after transcript/remove_brackets; also edited by transcript/collapse_spaces)")
	m, rejects := accounted(t, "prep", "text", "--input", badDir+"text/unverbalizable.jsonl", "--output", filepath.Join(tmp, "verb"), "--runner", "direct")
	if a := m.Accounting; a.Read != 4 || a.Written != 1 || a.Rejected != 3 {
		t.Errorf("accounting %+v", a)
	}
	wantReject(t, rejects, "verbalize/control", "control character")
	wantReject(t, rejects, "verbalize/symbol", "☃")
	wantReject(t, rejects, "verbalize/number_character", "٣")
	for id, line := range map[string]string{"ctl": "1", "sym": "2", "num": "3"} {
		wantLocated(t, rejects, "unverbalizable.jsonl:"+id, "unverbalizable.jsonl:"+line)
	}
	// Punctuation only says nothing: a reject, not a row spoken "".
	punct := writeFile(t, tmp, "punct.txt", "...\n--\n\"?\"\nOK, 5.\n")
	m, rejects = accounted(t, "prep", "text", "--input", punct, "--output", filepath.Join(tmp, "punct"), "--runner", "direct", "--max-reject-rate", "1")
	if a := m.Accounting; a.Read != 4 || a.Written != 1 || a.RejectedByReason["verbalize/empty_spoken"] != 3 {
		t.Errorf("punctuation-only lines: accounting %+v", a)
	}
	wantReject(t, rejects, "verbalize/empty_spoken", "punctuation or symbols only")
}

func TestBadInputSPGIRows(t *testing.T) {
	tmp := t.TempDir()
	m, rejects := accounted(t, "prep", "spgi", "--input", badDir+"spgi/val.csv", "--output", tmp, "--runner", "direct")
	a := m.Accounting
	if a.Read != 8 || a.Written != 1 || a.Rejected != 7 {
		t.Errorf("accounting %+v", a)
	}
	f := "val.csv"
	wantReject(t, rejects, "parse/bad_columns", f+":3: ", "got 4")
	wantReject(t, rejects, "parse/bad_columns", f+":4: ", "got 2")
	wantReject(t, rejects, "parse/bad_wav_filesize", f+":5: ", `"big"`)
	wantReject(t, rejects, "parse/missing_wav_filename", f+":6: ")
	prepFails(t, filepath.Join(tmp, "nohdr"), []string{"prep", "spgi", "--input", badDir + "spgi-no-header/train.csv"},
		"spgi-no-header/train.csv:1: not an SPGISpeech CSV")
}

// TestBadInputEmptyFiles: an empty file is a valid input of zero records,
// listed in the manifest, in every source; alone (with --allow-empty) it
// makes an empty version.
func TestBadInputEmptyFiles(t *testing.T) {
	tmp := t.TempDir()
	for _, d := range []string{"kaggle-empty", "csv-empty", "parquet-empty"} {
		if err := os.Mkdir(filepath.Join(tmp, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for i, c := range [][]string{
		{"gtn", badDir + "gtn-empty/output-00000-of-00100," + badDir + "gtn-lf/output-00000-of-00100"},
		{"gtn", badDir + "gtn-empty/output-00000-of-00100"},
		{"spgi", badDir + "spgi-empty/train.csv"},
		{"text", badDir + "text-empty/empty.txt"},
		// Kaggle's CSV, a text table and a text Parquet file: an empty one
		// failed the run ("empty file (no header ...)", "empty table (no
		// header)", "not a Parquet file: empty (0 bytes)").
		{"gtn", writeFile(t, tmp, "kaggle-empty/en_train.csv", "") + "," + badDir + "gtn-lf/output-00000-of-00100"},
		{"text", writeFile(t, tmp, "csv-empty/empty.csv", "") + "," + writeFile(t, tmp, "csv-empty/good.txt", "I paid $5.\n")},
		{"text", writeFile(t, tmp, "parquet-empty/empty.parquet", "") + "," + writeFile(t, tmp, "parquet-empty/good.txt", "I paid $5.\n")},
	} {
		m, _ := accounted(t, "prep", c[0], "--input", c[1], "--output", filepath.Join(tmp, string(rune('a'+i))), "--runner", "direct")
		var empty *dataset.InputInfo
		for j := range m.Inputs {
			if strings.Contains(m.Inputs[j].Path, "empty") && !strings.HasSuffix(m.Inputs[j].Path, "good.txt") {
				empty = &m.Inputs[j]
			}
		}
		if empty == nil || empty.Records != 0 || empty.Size != 0 {
			t.Errorf("%v: the empty input is not listed with 0 records: %+v", c, m.Inputs)
		}
		if (i == 1 || i == 2 || i == 3) && (m.Accounting.Read != 0 || m.Accounting.Rows != 0) {
			t.Errorf("%v: accounting %+v", c, m.Accounting)
		}
	}
}

// TestBadInputEmptyFilesAreNamed: an input file that holds no record (an
// empty file, a CSV header alone) was only a 0 in the manifest: the summary
// names it, and a run of nothing but such files is refused naming them (it
// said "0 records written (read 0, rejected 0)", no file).
func TestBadInputEmptyFilesAreNamed(t *testing.T) {
	tmp := t.TempDir()
	empty := badDir + "text-empty/empty.txt"
	header := writeFile(t, tmp, "header.csv", "id,text\n")
	good := writeFile(t, tmp, "good.txt", "I paid $5.\n")
	_, stderr, code := run(t, "prep", "text", "--input", empty+","+header+","+good, "--output", filepath.Join(tmp, "a"), "--runner", "direct")
	if code != 0 || !strings.Contains(stderr, "itnprep: 2 input files held no record (empty, blank lines or a header only): "+empty+", "+header+"\n") {
		t.Errorf("exit %d, stderr:\n%s", code, stderr)
	}
	prepFails(t, filepath.Join(tmp, "b"), []string{"prep", "text", "--input", empty + "," + header},
		"0 records written (read 0, rejected 0)", "; no input file held a record (empty, blank lines or a header only): "+empty+", "+header)
	// Published empty (--allow-empty), the run names them too: its
	// summary said "read 0 records" without a word of why.
	_, stderr, code = run(t, "prep", "text", "--input", empty+","+header, "--output", filepath.Join(tmp, "d"), "--runner", "direct", "--allow-empty")
	if code != 0 || !strings.Contains(stderr, "itnprep: 2 input files held no record (empty, blank lines or a header only): "+empty+", "+header+"\n") {
		t.Errorf("--allow-empty: exit %d, stderr:\n%s", code, stderr)
	}
	// Files that held records are not named.
	_, stderr, _ = run(t, "prep", "text", "--input", good, "--output", filepath.Join(tmp, "c"), "--runner", "direct")
	if strings.Contains(stderr, "held no record") {
		t.Errorf("a file with a record named as empty:\n%s", stderr)
	}
}

func TestBadInputTruncatedGzip(t *testing.T) {
	tmp := t.TempDir()
	prepFails(t, tmp, []string{"prep", "gtn", "--input", badDir + "gtn-truncated-gzip/*"},
		"gtn-truncated-gzip/output-00000-of-00100.gz:", "truncated gzip")
	// The message survives prism's job service too. In-process, prism's
	// goroutines may still finish a bundle after the failed job returns (a
	// CLI process exits at once), so this output folder is removed with
	// retries rather than by t.TempDir's strict cleanup.
	pout, err := os.MkdirTemp("", "itnprep-truncated-prism-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		for i := 0; i < 50 && os.RemoveAll(pout) != nil; i++ {
			time.Sleep(100 * time.Millisecond)
		}
	})
	_, stderr, code := run(t, "prep", "gtn", "--input", badDir+"gtn-truncated-gzip/*", "--output", pout, "--quiet", "--runner", "prism")
	if code != 1 || !strings.Contains(stderr, "output-00000-of-00100.gz:") || !strings.Contains(stderr, "truncated gzip") {
		t.Errorf("prism: exit %d\n%s", code, stderr)
	}
	noPanic(t, stderr)
	shortError(t, []string{"prism"}, stderr)
}

func TestBadInputUnreadableFile(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("SKIP: running as root, which reads a chmod 000 file anyway; this case is checked when tests run as a normal user")
	}
	tmp := t.TempDir()
	in := writeFile(t, tmp, "output-00000-of-00100", "PLAIN\ta\t<self>\n<eos>\t<eos>\n")
	if err := os.Chmod(in, 0); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(in, 0o644)
	prepFails(t, filepath.Join(tmp, "out"), []string{"prep", "gtn", "--input", in}, in, "is not readable")
}

func TestBadInputDirectoryWhereFileExpected(t *testing.T) {
	tmp := t.TempDir()
	in := filepath.Join(tmp, "in")
	os.MkdirAll(filepath.Join(in, "output-00001-of-00100"), 0o755) // a folder with a GTN file's name
	writeFile(t, in, "output-00000-of-00100", "PLAIN\ta\t<self>\n<eos>\t<eos>\n")
	prepFails(t, filepath.Join(tmp, "out"), []string{"prep", "gtn", "--input", in}, in, "is a directory")
	prepFails(t, filepath.Join(tmp, "out"), []string{"prep", "text", "--input", in}, "is a directory")
	prepFails(t, filepath.Join(tmp, "out"), []string{"prep", "gtn", "--input", in + "/output-*1-*"}, "matches only folders", "output-00001-of-00100/*")
	// A wildcard over a folder of files and folders reads the files, and
	// the summary names the folders it passed over (a Common Voice
	// release's clips/ beside its TSVs: 'cv-corpus/en/*').
	stdout, stderr, code := run(t, "prep", "gtn", "--input", in+"/*", "--output", filepath.Join(tmp, "out"), "--runner", "direct", "--quiet")
	if code != 0 || !strings.Contains(stderr, "passed over 1 folder that --input's wildcards matched (only files are read): "+filepath.Join(in, "output-00001-of-00100")) || !strings.Contains(stderr, "read 1 record,") {
		t.Errorf("prep gtn --input DIR/* over a file and a folder: exit %d\n%s%s", code, stdout, stderr)
	}
	cv := filepath.Join(tmp, "cv-corpus", "en")
	os.MkdirAll(filepath.Join(cv, "clips"), 0o755)
	writeFile(t, filepath.Join(tmp, "cv-corpus", "en", "clips"), "common_voice_en_1.mp3", "ID3")
	writeFile(t, cv, "train.tsv", "client_id\tpath\tsentence\nc\tcommon_voice_en_1.mp3\tIt cost $5.\n")
	writeFile(t, cv, "reported.tsv", "sentence_id\tsentence\tlocale\treason\n")
	_, stderr, code = run(t, "prep", "commonvoice", "--input", cv+"/*", "--output", filepath.Join(tmp, "out"), "--runner", "direct", "--quiet")
	if code != 0 || !strings.Contains(stderr, "passed over 1 folder") || !strings.Contains(stderr, "clips") || !strings.Contains(stderr, "reported.tsv") {
		t.Errorf("prep commonvoice over a whole release folder: exit %d\n%s", code, stderr)
	}
	// A glob one level too high (NeMo's test-case folders beside a notes
	// file) reads the notes file alone; its refusal names the folders it
	// passed over (it named only the notes file's first reject).
	nemo := filepath.Join(tmp, "nemo-tn-tests-en")
	os.MkdirAll(filepath.Join(nemo, "data_text_normalization"), 0o755)
	writeFile(t, filepath.Join(nemo, "data_text_normalization"), "test_cases_cardinal.txt", "1~one\n")
	writeFile(t, nemo, "PROVENANCE.md", "# NeMo test cases\n\ncopied byte for byte\n")
	_, stderr, code = run(t, "prep", "nemo-cases", "--input", nemo+"/*", "--output", filepath.Join(tmp, "out"), "--runner", "direct")
	want := "; --input's wildcards also matched 1 folder (" + filepath.Join(nemo, "data_text_normalization") + "), not read (only files are read: a glob one level deeper, such as " + filepath.Join(nemo, "data_text_normalization") + "/*, reads what they hold)"
	if code != 1 || !strings.Contains(stderr, "refusing to publish") || !strings.Contains(stderr, want) {
		t.Errorf("prep nemo-cases --input DIR/* over folders and a notes file: exit %d, want %q in\n%s", code, want, stderr)
	}
	shortError(t, []string{"prep", "nemo-cases"}, stderr)
}

// TestBadInputOneFileTwoSpellings: one file named twice (by two globs, or
// as dir/x and ./dir/x) is read once; it was read twice and refused, every
// id repeated, with a hint about two folders that misled.
func TestBadInputOneFileTwoSpellings(t *testing.T) {
	tmp := t.TempDir()
	os.MkdirAll(filepath.Join(tmp, "in"), 0o755)
	abs := writeFile(t, filepath.Join(tmp, "in"), "a.txt", "It cost $5.\nOn 3 June.\n")
	// Relative spellings from the working folder, which the test leaves
	// alone (the DuckDB checker, started once, reads versions by the path
	// prep prints, relative to it).
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	rel, err := filepath.Rel(wd, abs)
	if err != nil {
		t.Fatal(err)
	}
	dir := prepOK(t, "prep", "text", "--input", rel, "--input", "./"+rel+","+filepath.Join(tmp, "in", "*.txt"), "--output", filepath.Join(tmp, "out"), "--runner", "direct")
	m, err := storage.LoadManifest(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	if m.Accounting.Read != 2 || len(m.Inputs) != 1 {
		t.Errorf("one file in three spellings: read %d records from %d inputs, want 2 from 1", m.Accounting.Read, len(m.Inputs))
	}
}

// TestBadInputOddFileNames: file names with glob characters, braces and
// commas, and non-ASCII names, read as they are. A wildcard matching
// "Track [01].srt" failed the run ("no files matching pattern": the reader
// globbed each expanded name again), "a*b.txt" would have read its
// neighbours too, and named exactly, "Track [01].srt", "a{1}.txt" and
// "notes, part 2.txt" (split at its comma) matched no file.
func TestBadInputOddFileNames(t *testing.T) {
	tmp := t.TempDir()
	in := filepath.Join(tmp, "données")
	os.MkdirAll(in, 0o755)
	names := []string{"Track [01].txt", "a*b.txt", "a{1}.txt", "notes, part 2.txt", "日本 語.txt"}
	for i, n := range names {
		writeFile(t, in, n, fmt.Sprintf("Line %d of %s.\n", i+1, n))
	}
	writeFile(t, in, "axb.txt", "The neighbour.\n")
	for _, runner := range []string{"direct", "prism"} {
		m, _ := accounted(t, "prep", "text", "--input", filepath.Join(in, "*"), "--output", filepath.Join(tmp, "glob-"+runner), "--runner", runner)
		if m.Accounting.Read != 6 || len(m.Inputs) != 6 {
			t.Errorf("%s: a wildcard over odd names: read %d records from %d inputs, want 6 from 6", runner, m.Accounting.Read, len(m.Inputs))
		}
	}
	var exact []string
	for _, n := range names {
		exact = append(exact, filepath.Join(in, n))
	}
	m, _ := accounted(t, "prep", "text", "--input", strings.Join(exact, ","), "--output", filepath.Join(tmp, "exact"), "--runner", "direct")
	if m.Accounting.Read != 5 || len(m.Inputs) != 5 {
		t.Errorf("odd names named exactly: read %d records from %d inputs, want 5 from 5", m.Accounting.Read, len(m.Inputs))
	}
}

func TestBadInputGlobMatchesNothing(t *testing.T) {
	tmp := t.TempDir()
	for _, src := range []string{"gtn", "spgi", "text"} {
		prepFails(t, tmp, []string{"prep", src, "--input", filepath.Join(tmp, "nothing-*")}, "nothing-*", "matches no file")
	}
	// One empty glob among good ones is still an error: a silently ignored
	// input is silently lost data.
	prepFails(t, tmp, []string{"prep", "gtn", "--input", badDir + "gtn-lf/*," + filepath.Join(tmp, "typo-*")}, "typo-*", "matches no file")
}

// TestBadInputFilesTheJobCannotPlace: inputs whose role cannot be told
// from their name are errors before anything runs, not guesses.
func TestBadInputFilesTheJobCannotPlace(t *testing.T) {
	tmp := t.TempDir()
	unused := writeFile(t, tmp, "output-00096-of-00100", "PLAIN\ta\t<self>\n<eos>\t<eos>\n")
	prepFails(t, filepath.Join(tmp, "a"), []string{"prep", "gtn", "--input", unused}, "95-98", "--unused-split")
	prepOK(t, "prep", "gtn", "--input", unused, "--unused-split", "extra", "--output", filepath.Join(tmp, "b"), "--runner", "direct")
	prepFails(t, filepath.Join(tmp, "c"), []string{"prep", "gtn", "--input", "../../go.mod"}, "go.mod", "neither a raw GTN file")
	// GTN's own download is a tar archive: say so, and how to read it.
	tgz := writeFile(t, tmp, "en_with_types.tgz", "")
	prepFails(t, filepath.Join(tmp, "c"), []string{"prep", "gtn", "--input", tgz}, "a tar archive", "tar xf "+tgz, "en_with_types/output-*")
	// Kaggle's competition download is a zip of the challenge's zips:
	// say so, not "neither a raw GTN file ... (--split-by-id)".
	comp := writeFile(t, tmp, "text-normalization-challenge-english-language.zip", "")
	prepFails(t, filepath.Join(tmp, "c"), []string{"prep", "gtn", "--input", comp}, "input "+comp+": a zip archive under a name that is no GTN file's", "unzip "+comp, "en_train.csv.zip")
	// A compression or archive itnprep does not read is named as such by
	// its name, before a source routes files by name: Libriheavy's read
	// "not a Libriheavy cut manifest name ... (--split)", GTN's "neither a
	// raw GTN file, NeMo JSONL nor Kaggle's GTN CSV", SPGISpeech's "cannot
	// tell the split from the file name".
	xz := writeFile(t, tmp, "libriheavy_cuts_large.jsonl.xz", "")
	prepFails(t, filepath.Join(tmp, "c"), []string{"prep", "libriheavy", "--input", xz}, "input "+xz+": xz-compressed, which itnprep does not read: decompress it first (xz -dk "+xz+")")
	prepFails(t, filepath.Join(tmp, "c"), []string{"prep", "gtn", "--input", xz}, "xz-compressed", "xz -dk "+xz)
	prepFails(t, filepath.Join(tmp, "c"), []string{"prep", "spgi", "--input", tgz}, "input "+tgz+": a tar archive, not a corpus file: extract it first (tar xf "+tgz+")")
	// An --output that is a file is refused before the job runs, naming
	// the flag (the runner failed late, naming a staging path under it).
	prepFails(t, unused, []string{"prep", "gtn", "--input", unused, "--unused-split", "extra"}, "--output "+unused+": is a file, not a folder")
	if _, stderr, code := run(t, "derive", "tagger", "--from", filepath.Join(tmp, "b", "gtn@latest"), "--output", unused); code != 1 || !strings.Contains(stderr, "is a file, not a folder") {
		t.Errorf("derive --output FILE: exit %d, %s", code, stderr)
	}
	// An --output that cannot be made (under a file here; a read-only
	// file system, a folder this user may not write) is refused before the
	// input is read, naming the flag and the folder; the runner failed
	// after reading, naming a staging run file ("sink: create run ...").
	under := filepath.Join(unused, "sub")
	prepFails(t, under, []string{"prep", "gtn", "--input", unused, "--unused-split", "extra"},
		"--output "+under+": cannot create the dataset folder "+filepath.Join(under, "gtn")+": mkdir "+unused+": not a directory")
	if _, stderr, code := run(t, "derive", "tagger", "--from", filepath.Join(tmp, "b", "gtn@latest"), "--vocab-split", "extra", "--output", under, "--runner", "direct"); code != 1 ||
		!strings.Contains(stderr, "--output "+under+": cannot create the dataset folder "+filepath.Join(under, "gtn-tagger")) {
		t.Errorf("derive --output FILE/sub: exit %d, %s", code, stderr)
	}
	// Without --output a derive publishes beside its parent: a root it
	// cannot write there is named as the parent's, not as a flag never
	// given ("--output B: ..."). A file where OUT/NAME goes stands in for
	// a read-only root (the tests may run as root, whom chmod does not stop).
	blocked := writeFile(t, filepath.Join(tmp, "b"), "gtn-tagger", "")
	if _, stderr, code := run(t, "derive", "tagger", "--from", filepath.Join(tmp, "b", "gtn@latest"), "--vocab-split", "extra", "--runner", "direct"); code != 1 ||
		!strings.Contains(stderr, "the parent's output root "+filepath.Join(tmp, "b")+" (no --output given): cannot create the dataset folder "+blocked) ||
		strings.Contains(stderr, "--output "+filepath.Join(tmp, "b")) {
		t.Errorf("derive with no --output into a root it cannot write: exit %d, %s", code, stderr)
	}
	os.Remove(blocked)
	if left, _ := filepath.Glob(filepath.Join(tmp, "b", "gtn", ".tmp-*")); len(left) > 0 {
		t.Errorf("the write check left %v", left)
	}
	notes := writeFile(t, tmp, "notes.csv", sourcesHeader+"\na.wav|1|x\n")
	prepFails(t, filepath.Join(tmp, "d"), []string{"prep", "spgi", "--input", notes}, "notes.csv: cannot tell the split from the file name (train.csv, val.csv, test.csv carry it); pass --split NAME (the split of every input), or --split-by-id train=98,validation=1,test=1")
	// A run refused before it starts makes no dataset folder (the output
	// check makes OUT/NAME only when the pipeline is about to run).
	if _, err := os.Stat(filepath.Join(tmp, "d")); !os.IsNotExist(err) {
		t.Errorf("a run refused before it started made its output folder: %v", err)
	}
	prepOK(t, "prep", "spgi", "--input", notes, "--split", "train", "--output", filepath.Join(tmp, "e"), "--runner", "direct")
}

// TestBadInputUsageErrorsExit2: command-line mistakes exit 2 and name the flag.
func TestBadInputUsageErrorsExit2(t *testing.T) {
	tmp := t.TempDir()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"prep", "gtn"}, "--input and --output are required"},
		// The one missing alone: it said "--input and --output are
		// required" with either given.
		{[]string{"prep", "gtn", "--output", tmp}, "prep gtn: --input is required"},
		{[]string{"prep", "gtn", "--input", sampleGTN}, "prep gtn: --output is required"},
		{[]string{"align", "--in", sampleGTN}, "align: --output is required"},
		{[]string{"style", "fit", "--out", filepath.Join(tmp, "s.json")}, "style fit: --input or --from is required"},
		// Given but naming no glob: it said --input was required.
		{[]string{"prep", "gtn", "--input", ",", "--output", tmp}, `--input "," names no file: give files or globs, comma-separated`},
		// mine-pairs and style fit expand --input in pipelines: they
		// exited 1 for the same mistake.
		{[]string{"mine-pairs", "--input", ",", "--output", filepath.Join(tmp, "mp")}, `--input "," names no file: give files or globs, comma-separated`},
		{[]string{"style", "fit", "--input", " , ", "--out", filepath.Join(tmp, "sf", "style.json")}, `--input " , " names no file: give files or globs, comma-separated`},
		// Values no run can read whatever the files: stdin, an unbalanced
		// brace (each exited 1, as for a failed run).
		{[]string{"prep", "text", "--input", "-", "--output", tmp}, `input "-": --input names files, not stdin`},
		{[]string{"mine-pairs", "--input", "-", "--output", filepath.Join(tmp, "mp")}, `input "-": --input names files, not stdin`},
		{[]string{"prep", "text", "--input", "x{a,b.txt", "--output", tmp}, `input "x{a,b.txt": unbalanced brace '{' (no closing '}')`},
		{[]string{"style", "fit", "--input", "x}.txt", "--out", filepath.Join(tmp, "sf", "style.json")}, `input "x}.txt": unbalanced brace '}'`},
		{[]string{"prep", "gtn", "--input", sampleGTN, "--output", tmp, "--shards", "x"}, "shards"},
		{[]string{"prep", "gtn", "--input", sampleGTN, "--output", tmp, "stray"}, `unexpected argument "stray"`},
		{[]string{"prep", "nosuch"}, "unknown source"},
		// --name is one folder under --output: "../x" would be made
		// outside it (it was exit 1, after the inputs were expanded).
		{[]string{"prep", "gtn", "--input", sampleGTN, "--output", tmp, "--name", "../x"}, `--name "../x" must be a plain folder name`},
		{[]string{"prep", "text", "--input", sampleGTN, "--output", tmp, "--name", ""}, `--name "" must be a plain folder name`},
		{[]string{"derive", "tagger", "--from", tmp, "--output", tmp, "--name", "a/b"}, `--name "a/b" must be a plain folder name`},
		// OUT/gtn@v1 names tag v1 of dataset gtn wherever a version is taken.
		{[]string{"prep", "gtn", "--input", sampleGTN, "--output", tmp, "--name", "gtn@v1"}, `--name "gtn@v1" must not hold '@', which separates a dataset from a tag (OUT/NAME@TAG names a version): give a name such as gtn-v1`},
		{[]string{"derive", "u2tf", "--from", tmp, "--output", tmp, "--name", "u@2"}, `--name "u@2" must not hold '@'`},
		// OUT/tags is the tags folder of the output root read as a
		// dataset: a dataset "tags" published, and versions list OUT
		// then failed whole ("read OUT/tags/tags: is a directory").
		{[]string{"prep", "gtn", "--input", sampleGTN, "--output", tmp, "--name", "tags"}, `--name "tags" is the name of the folder a dataset keeps its tags in (OUT/NAME/tags/), so OUT/tags would not be listed as a dataset: give another name`},
		{[]string{"derive", "tagger", "--from", tmp, "--output", tmp, "--name", "tags"}, `--name "tags" is the name of the folder`},
	} {
		_, stderr, code := run(t, c.args...)
		if code != 2 || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: exit %d, want 2 and %q:\n%s", c.args, code, c.want, stderr)
		}
		shortError(t, c.args, stderr)
	}
	// --shards below 1 is a usage error before anything is read, for
	// every command that takes it (derive's default 0 is "as the parent",
	// but a 0 typed on the command line is refused).
	for _, args := range [][]string{
		{"prep", "gtn", "--input", sampleGTN, "--output", tmp, "--shards", "0", "--runner", "direct"},
		{"prep", "gtn", "--input", sampleGTN, "--output", tmp, "--shards=-3"},
		{"derive", "tagger", "--from", tmp, "--output", tmp, "--shards", "0"},
	} {
		_, stderr, code := run(t, args...)
		if code != 2 || !strings.Contains(stderr, "--shards must be at least 1") || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, want 2 and one line: %s", args, code, stderr)
		}
	}
	// A count below its floor is refused, not taken as the default:
	// --rows-per-row-group 0 or -1 wrote 20,000-row groups and
	// evaluate --workers -1 one goroutine per CPU, without a word.
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"prep", "gtn", "--input", sampleGTN, "--output", tmp, "--rows-per-row-group", "0"}, "--rows-per-row-group must be at least 1, got 0"},
		{[]string{"derive", "tagger", "--from", tmp, "--output", tmp, "--rows-per-row-group", "-1"}, "--rows-per-row-group must be at least 1, got -1"},
		{[]string{"evaluate", "--in", sampleGTN, "--workers", "-1"}, "--workers must be 0 (one per CPU) to 1024, got -1"},
	} {
		_, stderr, code := run(t, c.args...)
		if code != 2 || !strings.Contains(stderr, c.want) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, want 2 and one line %q: %s", c.args, code, c.want, stderr)
		}
	}
	// --max-record-bytes 0 or less read as the default 1 MiB without a
	// word, under another version id.
	for _, args := range [][]string{
		{"prep", "text", "--input", sampleGTN, "--output", tmp, "--max-record-bytes", "0", "--runner", "direct"},
		{"prep", "gtn", "--input", sampleGTN, "--output", tmp, "--max-record-bytes=-5", "--runner", "direct"},
		{"style", "fit", "--input", sampleGTN, "--out", filepath.Join(tmp, "s.json"), "--max-record-bytes", "0"},
	} {
		_, stderr, code := run(t, args...)
		if code != 2 || !strings.Contains(stderr, "--max-record-bytes must be at least 1") || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, want 2 and one line: %s", args, code, stderr)
		}
	}
	_, stderr, code := run(t, "prep", "gtn", "--input", sampleGTN, "--output", tmp, "--shards", "100000", "--runner", "direct")
	if code != 2 || !strings.Contains(stderr, "itnprep: prep gtn: --shards must be at most 99999, got 100000") {
		t.Errorf("--shards 100000: exit %d: %s", code, stderr)
	}
}

// TestBadInputLhotseCuts: Libriheavy cuts without texts, with one text or
// without supervisions, and broken JSON lines, are quarantined with
// file:line; the record bound applies to cut lines too.
func TestBadInputLhotseCuts(t *testing.T) {
	tmp := t.TempDir()
	in := badDir + "libriheavy/libriheavy_cuts_dev.jsonl"
	m, rejects := accounted(t, "prep", "libriheavy", "--input", in, "--output", filepath.Join(tmp, "a"), "--runner", "direct")
	a := m.Accounting
	if a.Read != 6 || a.RejectedByReason["parse/no_texts"] != 1 || a.RejectedByReason["parse/one_text"] != 1 ||
		a.RejectedByReason["parse/no_supervisions"] != 1 || a.RejectedByReason["parse/invalid_json"] != 1 {
		t.Errorf("accounting %+v", a)
	}
	f := "libriheavy_cuts_dev.jsonl"
	wantReject(t, rejects, "parse/no_texts", f+":2: ")
	wantReject(t, rejects, "parse/one_text", f+":3: ")
	wantReject(t, rejects, "parse/no_supervisions", f+":4: ")
	wantReject(t, rejects, "parse/invalid_json", f+":5: ")
	m, rejects = accounted(t, "prep", "libriheavy", "--input", in, "--output", filepath.Join(tmp, "b"), "--runner", "direct", "--max-record-bytes", "100")
	if m.Accounting.Read != 6 || m.Accounting.RejectedByReason["parse/record_too_large"] != 5 {
		t.Errorf("with --max-record-bytes 100: %+v", m.Accounting)
	}
	wantReject(t, rejects, "parse/record_too_large", f+":1: line longer than the 100-byte record limit")
}

// TestBadInputEmptySentences: a raw GTN "<eos>" with no token before it
// and a NeMo JSONL line with empty text were published as rows with empty
// sides; they are rejected with their line, and read = written + rejected.
func TestBadInputEmptySentences(t *testing.T) {
	tmp := t.TempDir()
	raw := writeFile(t, tmp, "output-00000-of-00100", "<eos>\t<eos>\nPLAIN\tHi\t<self>\n<eos>\t<eos>\n<eos>\t<eos>\nPLAIN\tYo\t<self>\n<eos>\t<eos>\n")
	nemo := writeFile(t, tmp, "GoogleTN.jsonl", `{"text": "", "gt_normalized": ""}`+"\n"+`{"text": "It is 5 .", "gt_normalized": "it is five ."}`+"\n")
	m, rejects := accounted(t, "prep", "gtn", "--input", raw+","+nemo, "--nemo-split", "train", "--output", filepath.Join(tmp, "o"), "--runner", "direct")
	if a := m.Accounting; a.Read != 6 || a.Written != 3 || a.Rejected != 3 || a.RejectedByReason["parse/gtn_empty_sentence"] != 2 || a.RejectedByReason["parse/empty_text"] != 1 {
		t.Errorf("accounting %+v", a)
	}
	wantReject(t, rejects, "parse/gtn_empty_sentence", "output-00000-of-00100:4: ", "empty sentence")
	wantReject(t, rejects, "parse/empty_text", "GoogleTN.jsonl:1: ", "empty text")
}

// TestBadInputGzipWithoutGzName: a gzip-compressed file whose name lacks
// .gz (output-00000-of-00100 as gzip, a renamed download) is read by its
// content, like the .gz file: the same rows (it was one invalid_utf8
// reject and a refusal).
func TestBadInputGzipWithoutGzName(t *testing.T) {
	tmp := t.TempDir()
	plain, err := os.ReadFile("../../testdata/gtn/output-00000-of-00100")
	if err != nil {
		t.Fatal(err)
	}
	var zb bytes.Buffer
	zw := gzip.NewWriter(&zb)
	zw.Write(plain)
	zw.Close()
	for _, d := range []string{"gz", "plain"} {
		os.MkdirAll(filepath.Join(tmp, d), 0o755)
	}
	writeFile(t, filepath.Join(tmp, "gz"), "output-00000-of-00100", zb.String())
	writeFile(t, filepath.Join(tmp, "plain"), "output-00000-of-00100", string(plain))
	a := prepOK(t, "prep", "gtn", "--input", filepath.Join(tmp, "gz", "*"), "--output", filepath.Join(tmp, "a"), "--runner", "direct")
	b := prepOK(t, "prep", "gtn", "--input", filepath.Join(tmp, "plain", "*"), "--output", filepath.Join(tmp, "b"), "--runner", "direct")
	out, _, code := run(t, "versions", "diff", a, b)
	if code != 0 || !strings.HasPrefix(out, "added 0, removed 0, changed 0,") {
		t.Errorf("gzip content without .gz vs plain: exit %d\n%s", code, out)
	}
}

// TestVersionsHeadRejects: a user reads why records were quarantined from
// the command line (versions head --rejects), each with its file:line,
// stage, rule and reason; rejects belong to no split.
func TestVersionsHeadRejects(t *testing.T) {
	dir := prepOK(t, "prep", "gtn", "--input", badDir+"gtn-columns/*", "--output", t.TempDir(), "--runner", "direct", "--max-reject-rate", "1")
	out, stderr, code := run(t, "versions", "head", dir, "--rejects")
	if code != 0 {
		t.Fatalf("versions head --rejects: exit %d\n%s", code, stderr)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 3 {
		t.Fatalf("want the 3 quarantined sentences, got %d lines:\n%s", len(lines), out)
	}
	for _, l := range lines {
		var r dataset.Reject
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			t.Fatalf("%q: %v", l, err)
		}
		if r.Stage != "parse" || r.Rule != "parse/gtn_bad_columns" || !strings.HasPrefix(r.Location, "output-00000-of-00100:") || !strings.Contains(r.Reason, "column(s)") {
			t.Errorf("reject %+v", r)
		}
	}
	if out, _, _ := run(t, "versions", "head", dir, "--rejects", "-n", "1"); strings.Count(out, "\n") != 1 {
		t.Errorf("-n 1 printed:\n%s", out)
	}
	if _, stderr, code := run(t, "versions", "head", dir, "--rejects", "--split", "train"); code != 2 || !strings.Contains(stderr, "exclude each other") {
		t.Errorf("--rejects with --split: exit %d\n%s", code, stderr)
	}
	if _, stderr, _ := run(t, "versions", "head", dir, "--split", "rejects"); !strings.Contains(stderr, "--rejects prints the quarantined records") {
		t.Errorf("--split rejects does not point at --rejects:\n%s", stderr)
	}
	// A negative -n printed nothing and exited 0.
	for _, extra := range [][]string{{"--rejects"}, nil} {
		if out, stderr, code := run(t, append([]string{"versions", "head", dir, "-n", "-1"}, extra...)...); code != 2 || out != "" || !strings.Contains(stderr, "-n must be 0 or more") {
			t.Errorf("-n -1 %v: exit %d, stdout %q, stderr %q", extra, code, out, stderr)
		}
	}
	// A version with no rejects printed nothing at all, which reads like a
	// failed read; it says so on stderr.
	clean := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/*", "--output", t.TempDir(), "--runner", "direct")
	if out, stderr, code := run(t, "versions", "head", clean, "--rejects"); code != 0 || out != "" || !strings.Contains(stderr, "has no quarantined records (read 13 = written 13 + rejected 0)") {
		t.Errorf("--rejects on a version without rejects: exit %d, stdout %q, stderr %q", code, out, stderr)
	}
}

// TestBadInputJSONArraySaysHowToSplitIt: NeMo's GTN JSONL saved as one
// pretty-printed JSON array is refused with the command that turns it into
// JSONL (jq -c . would keep the array on one line). It was read line by
// line, every line an invalid_json reject ("[", "  {...},", "]"); the file
// is now refused as what it is, in one line naming it; so is a JSON array
// or a pretty-printed object given to prep text or prep libriheavy.
func TestBadInputJSONArraySaysHowToSplitIt(t *testing.T) {
	tmp := t.TempDir()
	arr := writeFile(t, tmp, "GoogleTN.json", "[\n  {\"text\": \"a 1\", \"gt_normalized\": \"a one\"},\n  {\"text\": \"b 2\", \"gt_normalized\": \"b two\"}\n]\n")
	prepFails(t, filepath.Join(tmp, "o"), []string{"prep", "gtn", "--input", arr},
		arr+`:1: the file is a JSON array ("[" begins it), not JSON Lines: its records are read one JSON object per line; convert it first (jq -c '.[]' `+arr+" > "+filepath.Join(tmp, "GoogleTN.jsonl")+")")
	texts := writeFile(t, tmp, "posts.jsonl", `[{"id": "p1", "text": "I paid $5."}, {"id": "p2", "text": "At 5 pm."}]`+"\n")
	prepFails(t, filepath.Join(tmp, "o"), []string{"prep", "text", "--input", texts},
		texts+`:1: the file is a JSON array ("[" begins it), not JSON Lines`, "(jq -c '.[]' "+texts+" > "+texts+".tmp && mv "+texts+".tmp "+texts+")")
	for _, args := range [][]string{{"prep", "gtn", "--input", arr}, {"prep", "text", "--input", texts}} {
		if _, stderr, code := run(t, append(args, "--output", filepath.Join(tmp, "o"), "--quiet", "--runner", "direct")...); code != 1 || strings.Count(stderr, "\n") != 1 || strings.Contains(stderr, "invalid_json") {
			t.Errorf("%v: exit %d, want exit 1 and one line without per-line rejects:\n%s", args, code, stderr)
		}
	}
	// align and mine-pairs read pairs JSONL: every line was quarantined
	// ("27 of 27 lines quarantined"); the file is refused in one line, and
	// align leaves no empty --out.
	pairs := writeFile(t, tmp, "pairs.json", "[\n  {\"id\": \"p1\", \"written\": \"I paid $5.\", \"spoken\": \"i paid five dollars\"}\n]\n")
	want := pairs + `:1: the file is a JSON array ("[" begins it), not JSON Lines`
	ops := filepath.Join(tmp, "ops.jsonl")
	if _, stderr, code := run(t, "align", "--in", pairs, "--out", ops); code != 1 || !strings.HasPrefix(stderr, "itnprep: "+want) || strings.Count(stderr, "\n") != 1 {
		t.Errorf("align: exit %d, want exit 1 and one line beginning %q:\n%s", code, want, stderr)
	}
	if left, _ := filepath.Glob(ops + "*"); len(left) > 0 {
		t.Errorf("align left %v", left)
	}
	// mine-pairs said it with the runner's note after it, "(pipeline
	// failed on runner direct; --log-level debug ...)", as if the run had
	// failed: the refusal is the line alone, as prep's is.
	whole := "itnprep: " + want + ": its records are read one JSON object per line; convert it first (jq -c '.[]' " + pairs + " > " + filepath.Join(tmp, "pairs.jsonl") + ")\n"
	if _, stderr, code := run(t, "mine-pairs", "--input", pairs, "--output", filepath.Join(tmp, "mined"), "--runner", "direct"); code != 1 || stderr != whole {
		t.Errorf("mine-pairs: exit %d, stderr\n%s\nwant exit 1 and\n%s", code, stderr, whole)
	}
}

// A corpus of posts with emoji is refused (the verbalizer has no reading
// for them) with the remedy: --clean transcript removes emoji first, and
// then the same input publishes.
func TestBadInputEmojiSaysCleanTranscript(t *testing.T) {
	tmp := t.TempDir()
	in := writeFile(t, tmp, "posts.txt", "I love it 😀!\nGreat job 👍🏽 on the 3rd try\nSo good 🎉🎉\nPlain sentence with 12 apples.\n")
	prepFails(t, filepath.Join(tmp, "o"), []string{"prep", "text", "--input", in}, "verbalize/symbol 3", "--clean transcript removes emoji")
	m, _ := accounted(t, "prep", "text", "--input", in, "--clean", "transcript", "--output", filepath.Join(tmp, "clean"), "--runner", "direct")
	if m.Accounting.Written != 4 {
		t.Errorf("with --clean transcript: %+v, want the 4 posts written without their emoji", m.Accounting)
	}
}

// TestPrepTextSubtitles: prep text on SubRip and WebVTT files publishes
// the cues' text, one row per cue; the cue numbers and the
// "00:01:02,500 --> 00:01:04,000" lines were rows of their own, verbalized
// as "zero oh one oh two five hundred to zero hours ...". The same file
// named .txt is refused in one line naming the timing line.
func TestPrepTextSubtitles(t *testing.T) {
	tmp := t.TempDir()
	srt := writeFile(t, tmp, "ep 1.srt", "1\r\n00:01:02,500 --> 00:01:04,000\r\n<i>I paid $5.</i>\r\n\r\n2\r\n00:01:05,000 --> 00:01:07,250\r\nIt was 10 pm.\r\n")
	vtt := writeFile(t, tmp, "ep2.vtt", "WEBVTT\n\n00:00:01.000 --> 00:00:02.500\nHello 42 times.\n")
	m, _ := accounted(t, "prep", "text", "--input", srt+","+vtt, "--output", filepath.Join(tmp, "out"), "--runner", "direct")
	if m.Accounting.Read != 3 || m.Accounting.Written != 3 {
		t.Errorf("accounting %+v, want the 3 cues", m.Accounting)
	}
	dir := filepath.Join(tmp, "out", "text", m.VersionID)
	var got []string
	for _, p := range readPairs(t, dir, m) {
		got = append(got, p.ID+" | "+p.Written)
	}
	slices.Sort(got)
	if want := "ep 1.srt:3 | I paid $5.\nep 1.srt:7 | It was 10 pm.\nep2.vtt:4 | Hello 42 times."; strings.Join(got, "\n") != want {
		t.Errorf("rows:\n%s\nwant\n%s", strings.Join(got, "\n"), want)
	}
	txt := writeFile(t, tmp, "ep1.txt", "1\n00:01:02,500 --> 00:01:04,000\nI paid $5.\n")
	prepFails(t, filepath.Join(tmp, "b"), []string{"prep", "text", "--input", txt}, txt+`:2: "00:01:02,500 --> 00:01:04,000" is a subtitle file's`, "name the file .srt or .vtt")
}

// TestPrepTextRefusesKaldiText: LongLibriheavy's dev "text" (Kaldi:
// UTTERANCE-ID TEXT per line) given to prep text was published with each
// utterance id at the front of its sentence; it is refused in one line
// naming the file, the line and the cut that drops the ids (the shared
// corpus's two lines; sources' TestParseTextRefusesKaldiText has more).
func TestPrepTextRefusesKaldiText(t *testing.T) {
	tmp := t.TempDir()
	in := filepath.Join(testutil.SharedDir(t), "corpora", "libriheavy", "longlibriheavy_dev_text.first2lines.txt")
	prepFails(t, filepath.Join(tmp, "o"), []string{"prep", "text", "--input", in}, in+":2: the lines start with utterance ids", "Kaldi or ESPnet \"text\" file", "cut -d' ' -f2- "+in)
}

// TestRecursiveGlobIsAUsageError: --input 'DIR/**/*.txt' ('**' is not
// recursive here) is refused as a bad flag value, exit 2 with the command's
// help pointer, as other bad values are; it exited 1 as a failed run.
func TestRecursiveGlobIsAUsageError(t *testing.T) {
	tmp := t.TempDir()
	os.MkdirAll(filepath.Join(tmp, "data", "a"), 0o755)
	writeFile(t, filepath.Join(tmp, "data", "a"), "x.txt", "It cost $5.\n")
	_, stderr, code := run(t, "prep", "text", "--input", filepath.Join(tmp, "data", "**", "*.txt"), "--output", filepath.Join(tmp, "out"), "--runner", "direct", "--quiet")
	if code != 2 || !strings.Contains(stderr, "'**' does not match folders recursively here") || !strings.Contains(stderr, "(see 'itnprep prep text --help')") {
		t.Errorf("exit %d\n%s", code, stderr)
	}
	// evaluate --beam reads a glob too: data/**/*.jsonl scored
	// data/*/*.jsonl alone, exit 0.
	writeFile(t, filepath.Join(tmp, "data", "a"), "p.jsonl", `{"id": "1", "hyp": "$5", "ref": "$5"}`+"\n")
	stdout, stderr, code := run(t, "evaluate", "--beam", "--runner", "direct", "--in", filepath.Join(tmp, "data", "**", "*.jsonl"))
	if code != 2 || !strings.Contains(stderr, "'**' does not match folders recursively here") || stdout != "" {
		t.Errorf("evaluate --beam: exit %d\n%s%s", code, stdout, stderr)
	}
}

// TestBadInputNullLines: a JSONL line `null`, or Python's NaN alone (a
// None or NaN of a list of records, written one a line with json.dumps),
// decodes into a struct as nothing: prep gtn and prep text named it
// `"text" is missing`, prep libriheavy `the cut has no id` and align
// `missing field "written"`, where an array on its line is "want an
// object, got JSON array". Each names what the line holds, and read =
// written + rejected.
func TestBadInputNullLines(t *testing.T) {
	tmp := t.TempDir()
	d := badDir + "null-lines/"
	for _, c := range []struct{ src, file, rule, null, nan string }{
		{"gtn", "GoogleTN.json", "parse/invalid_json", "invalid JSON line: want an object, got JSON null", "invalid JSON line: want an object, got NaN (a missing value as Python's json.dumps writes it)"},
		{"text", "corpus.jsonl", "parse/invalid_json", "invalid JSON line: want an object, got JSON null", "invalid JSON line: want an object, got NaN (a missing value as Python's json.dumps writes it)"},
		{"libriheavy", "libriheavy_cuts_dev.jsonl", "parse/not_object", "a cut is a JSON object, got JSON null", "a cut is a JSON object, got NaN (a missing value as Python's json.dumps writes it)"},
	} {
		m, rejects := accounted(t, "prep", c.src, "--input", d+c.file, "--output", filepath.Join(tmp, c.src), "--runner", "direct")
		if a := m.Accounting; a.Read != 3 || a.Written != 1 || a.RejectedByReason[c.rule] != 2 {
			t.Errorf("%s: accounting %+v", c.src, a)
		}
		wantReject(t, rejects, c.rule, c.file+":2: "+c.null)
		wantReject(t, rejects, c.rule, c.file+":3: "+c.nan)
	}
	ops := filepath.Join(tmp, "ops.jsonl")
	if _, stderr, code := run(t, "align", "--in", d+"pairs.jsonl", "--out", ops, "--max-reject-rate", "1"); code != 0 {
		t.Fatalf("align: exit %d:\n%s", code, stderr)
	}
	b, err := os.ReadFile(ops + ".rejects.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{`"line":2,"reason":"invalid JSON: want an object, got JSON null"`, `"line":3,"reason":"invalid JSON: want an object, got NaN (a missing value as Python's json.dumps writes it)"`} {
		if !strings.Contains(string(b), w) {
			t.Errorf("align's rejects lack %s:\n%s", w, b)
		}
	}
}

// TestBadInputLinesOfBlanks: a line of spaces in SPGISpeech's CSV, Kaggle's
// GTN CSV or a Common Voice TSV holds no record, as in every other format:
// it was a bad_columns reject ("got 1"), and in Kaggle's CSV the sentence
// before it, whole and good, was rejected for it.
func TestBadInputLinesOfBlanks(t *testing.T) {
	tmp := t.TempDir()
	d := badDir + "blank-lines/"
	for _, c := range []struct{ src, file string }{{"spgi", "val.csv"}, {"gtn", "en_train.csv"}, {"commonvoice", "dev.tsv"}} {
		m, rejects := accounted(t, "prep", c.src, "--input", d+c.file, "--output", filepath.Join(tmp, c.src), "--runner", "direct")
		if a := m.Accounting; a.Read != 2 || a.Written != 2 || a.Rejected != 0 {
			t.Errorf("%s: accounting %+v, rejects:\n%s", c.src, a, dumpRejects(rejects))
		}
	}
}

// TestBadInputKaggleBadIDInsideASentence: a Kaggle GTN row whose
// sentence_id is no integer inside a sentence fails the file, as a split
// sentence does, naming that row: the line said the sentence "resumes
// here ... after sentence 0", itself, and to sort a file that was sorted.
func TestBadInputKaggleBadIDInsideASentence(t *testing.T) {
	in := badDir + "gtn-kaggle-bad-id/en_train.csv"
	prepFails(t, filepath.Join(t.TempDir(), "o"), []string{"prep", "gtn", "--input", in},
		in+`:5: sentence_id 0 resumes here at token_id 3 after the row on line 4, whose sentence_id "a" is not an integer`, "correct or remove the row")
}

// TestBadInputGTNEOSOfThreeColumns: "<eos><TAB><eos><TAB><eos>" ends no
// sentence: the two around it are one reject, whose reason says so (it
// said `unknown class "<eos>"`, listing GTN's classes, as of a token).
func TestBadInputGTNEOSOfThreeColumns(t *testing.T) {
	m, rejects := accounted(t, "prep", "gtn", "--input", badDir+"gtn-eos-three-columns/*", "--output", t.TempDir(), "--runner", "direct")
	if a := m.Accounting; a.Read != 2 || a.Written != 1 || a.RejectedByReason["parse/gtn_unknown_class"] != 1 {
		t.Errorf("accounting %+v", a)
	}
	wantReject(t, rejects, "parse/gtn_unknown_class", "output-00000-of-00100:2: an <eos> line of three columns, which ends no sentence")
}
