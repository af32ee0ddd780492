package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestPrepTextParquet: a written corpus as Parquet (Hugging Face's
// wikimedia/wikipedia schema, written by DuckDB) next to a plain text
// file: each row one record with its id, the null text one reject naming
// file and row, read = written + rejected, the same version on prism.
func TestPrepTextParquet(t *testing.T) {
	tmp := t.TempDir()
	in := "../../testdata/text-parquet/wikipedia.parquet,../../testdata/text/sample.txt"
	a := prepOK(t, "prep", "text", "--input", in, "--output", filepath.Join(tmp, "a"), "--runner", "direct", "--samples", "2")
	b := prepOK(t, "prep", "text", "--input", in, "--output", filepath.Join(tmp, "b"), "--runner", "prism", "--samples", "2")
	sameVersion(t, a, b)
	m := verified(t, a)
	acc := m.Accounting
	if acc.Read != acc.Written+acc.Rejected || acc.RejectedByReason["parse/null_field"] != 1 {
		t.Fatalf("accounting %+v", acc)
	}
	ids := map[string]bool{}
	for _, p := range readPairs(t, a, m) {
		ids[strings.SplitN(p.ID, "#", 2)[0]] = true
		if p.ID == "wikipedia.parquet:12" && !strings.Contains(p.Spoken, "eighteen forty") {
			t.Errorf("row 12 spoken %q", p.Spoken)
		}
	}
	for _, id := range []string{"wikipedia.parquet:12", "wikipedia.parquet:25", "wikipedia.parquet:39", "wikipedia.parquet:303", "sample.txt:1"} {
		if !ids[id] {
			t.Errorf("no row for record %s (rows %v)", id, ids)
		}
	}
	if ids["wikipedia.parquet:290"] {
		t.Errorf("the null text became a row")
	}
	bad := writeFile(t, tmp, "notes.parquet", "id,text\n1,hello\n")
	if _, stderr, code := run(t, "prep", "text", "--input", bad, "--output", filepath.Join(tmp, "c"), "--runner", "direct"); code != 1 || !strings.Contains(stderr, "notes.parquet: not a Parquet file") {
		t.Errorf("a CSV named .parquet: exit %d, stderr %q", code, stderr)
	}
}

// TestPrepTextNamedFields: a JSONL corpus whose records say "sentence" and
// "uid" is refused without --text-field (every line lacks "text", and the
// line names the field), and read with --text-field sentence --id-field
// uid, which the manifest records.
func TestPrepTextNamedFields(t *testing.T) {
	tmp := t.TempDir()
	in := writeFile(t, tmp, "corpus.jsonl", `{"uid": "a1", "sentence": "It cost $5 in 1990."}`+"\n"+`{"uid": "a2", "sentence": "Call 911."}`+"\n")
	if _, stderr, code := run(t, "prep", "text", "--input", in, "--output", filepath.Join(tmp, "x"), "--runner", "direct"); code != 1 || !strings.Contains(stderr, "parse/missing_field 2") ||
		!strings.Contains(stderr, "(the line's fields: sentence, uid; --text-field NAME reads another)") {
		t.Errorf("without --text-field: exit %d, stderr %q", code, stderr)
	}
	// On plain text the flags were ignored without a word (under another
	// version id): refused, naming the file read as plain text.
	txt := writeFile(t, tmp, "corpus.txt", "It cost $5.\n")
	for _, flag := range []string{"--text-field", "--id-field"} {
		_, stderr, code := run(t, "prep", "text", "--input", txt, "--output", filepath.Join(tmp, "y"), "--runner", "direct", flag, "sentence")
		if code != 1 || !strings.Contains(stderr, "itnprep: "+flag+" names a field of JSONL (.jsonl, .json), Parquet or CSV/TSV records, and no input is one: "+txt+" is read as plain text") {
			t.Errorf("%s on plain text: exit %d, stderr %q", flag, code, stderr)
		}
	}
	dir := prepOK(t, "prep", "text", "--input", in, "--output", filepath.Join(tmp, "o"), "--runner", "direct", "--text-field", "sentence", "--id-field", "uid")
	m := verified(t, dir)
	if m.Config["text_field"] != "sentence" || m.Config["id_field"] != "uid" || m.Accounting.Written != 2 {
		t.Errorf("config %v, accounting %+v", m.Config, m.Accounting)
	}
	for _, p := range readPairs(t, dir, m) {
		if p.ID != "corpus.jsonl:a1" && p.ID != "corpus.jsonl:a2" {
			t.Errorf("row id %q", p.ID)
		}
	}
}

// TestPrepTextCSV: a CSV corpus (header, quoted fields with commas) is a
// table, one record per row from its text column; it was read as plain
// lines, publishing the header and every row, commas and ids included,
// as sentences. A table without the text column fails in one line.
func TestPrepTextCSV(t *testing.T) {
	tmp := t.TempDir()
	in := writeFile(t, tmp, "news.csv", "id,title,text\n"+`7,Money,"It cost $5, not $6."`+"\n"+`8,Date,"On 3 May 2024 at 10:30."`+"\n")
	dir := prepOK(t, "prep", "text", "--input", in, "--output", filepath.Join(tmp, "o"), "--runner", "direct")
	m := verified(t, dir)
	if m.Accounting.Read != 2 || m.Accounting.Written != 2 {
		t.Errorf("accounting %+v", m.Accounting)
	}
	for _, p := range readPairs(t, dir, m) {
		if p.ID != "news.csv:7" && p.ID != "news.csv:8" || strings.Contains(p.Written, "Money") || strings.HasPrefix(p.Written, "\"") {
			t.Errorf("row %s %q", p.ID, p.Written)
		}
	}
	bad := writeFile(t, tmp, "notes.csv", "id,body\n1,hello\n")
	if _, stderr, code := run(t, "prep", "text", "--input", bad, "--output", filepath.Join(tmp, "b"), "--runner", "direct"); code != 1 || !strings.Contains(stderr, `notes.csv:1: the header has no column "text" (columns: id, body)`) {
		t.Errorf("no text column: exit %d, stderr %q", code, stderr)
	}
	if dir2 := prepOK(t, "prep", "text", "--input", bad, "--output", filepath.Join(tmp, "c"), "--runner", "direct", "--text-field", "body"); verified(t, dir2).Accounting.Written != 1 {
		t.Errorf("--text-field body did not read the table")
	}
}

// TestPrepTextCommonVoiceSentencesKeepTheirQuotes: Common Voice's sentence
// list, read as prep commonvoice says to (prep text --text-field sentence
// --id-field sentence_id), is written unquoted (its own readers use
// csv.QUOTE_NONE): "Stop!" was published without its quotes, and a
// sentence that opens a quote ("Yes, sir) ran on into a later one that
// closes one (and then he left."), one row of both, the columns between
// and the second's id in its text, the second lost. Each sentence is now
// its row, as written.
func TestPrepTextCommonVoiceSentencesKeepTheirQuotes(t *testing.T) {
	tmp := t.TempDir()
	in := writeFile(t, tmp, "validated_sentences.tsv", "sentence_id\tsentence\tsentence_domain\tsource\tis_used\tclip_count\n"+
		"s1\t\"Stop!\" he said at 5 pm.\t\tbook\t1\t2\n"+
		"s2\t\"Yes, sir, at 6\t\tbook\t1\t0\n"+
		"s3\tand then he left at 7.\"\t\tbook\t1\t0\n"+
		"s4\t\"Done.\"\t\tbook\t1\t0\n")
	dir := prepOK(t, "prep", "text", "--input", in, "--text-field", "sentence", "--id-field", "sentence_id", "--output", filepath.Join(tmp, "o"), "--runner", "direct")
	m := verified(t, dir)
	want := map[string]string{
		"validated_sentences.tsv:s1": `"Stop!" he said at 5 pm.`, "validated_sentences.tsv:s2": `"Yes, sir, at 6`,
		"validated_sentences.tsv:s3": `and then he left at 7."`, "validated_sentences.tsv:s4": `"Done."`,
	}
	if m.Accounting.Read != 4 || m.Accounting.Written != 4 {
		t.Errorf("accounting %+v, want 4 read, 4 written", m.Accounting)
	}
	for _, p := range readPairs(t, dir, m) {
		if want[p.ID] != p.Written {
			t.Errorf("row %s written %q, want %q", p.ID, p.Written, want[p.ID])
		}
		delete(want, p.ID)
	}
	if len(want) != 0 {
		t.Errorf("rows missing: %v", want)
	}
}
