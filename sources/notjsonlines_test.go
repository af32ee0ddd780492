package sources

import (
	"fmt"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// TestNotJSONLinesOnALongArray: a JSON array of records on one line,
// longer than the record limit as a real one is (json.dump of a corpus),
// is refused as a JSON array like a short one; it was one record_too_large
// reject whose hint (--max-record-bytes) led only to this refusal. A
// pretty-printed object and ordinary JSON Lines are told as before.
func TestNotJSONLinesOnALongArray(t *testing.T) {
	rec := `{"text": "It cost $5."}`
	long := "[" + strings.Repeat(rec+", ", 100) + rec + "]\n"
	sink := Sink{Pair: func(dataset.Pair) {}, Reject: func(dataset.Reject) {}}
	for _, c := range []struct {
		in, want string // want: the error's start, "" for none
	}{
		{long, `a.jsonl:1: the file is a JSON array ("[" begins it), not JSON Lines`},
		{"\n[" + rec + "]\n", `a.jsonl:2: the file is a JSON array ("[" begins it), not JSON Lines`},
		{"{\n  \"text\": \"x\"\n}\n", `a.jsonl:1: the file is a pretty-printed JSON object ("{" alone on its line), not JSON Lines`},
		{rec + "\n" + long, ""},
	} {
		_, err := ParseText("a.jsonl", strings.NewReader(c.in), "train", true, 256, sink)
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.HasPrefix(err.Error(), c.want)) {
			t.Errorf("%.40q: %v\nwant %s", c.in, err, c.want)
		}
	}
}

// TestNotJSONLinesConvertCommand: the jq command the refusal gives works
// on the file it names. A compressed file is read through its
// decompressor and written beside it uncompressed (Libriheavy's manifests
// are .jsonl.gz: it was told "jq -c '.[]' F.jsonl.gz > F.jsonl.gz.tmp &&
// mv ...", and jq reads no gzip); a .json file is written as its .jsonl,
// a .jsonl in place.
func TestNotJSONLinesConvertCommand(t *testing.T) {
	for name, want := range map[string]string{
		"libriheavy_cuts_dev.jsonl.gz": "(zcat libriheavy_cuts_dev.jsonl.gz | jq -c '.[]' > libriheavy_cuts_dev.jsonl)",
		"d/b.json.zst":                 "(zstdcat d/b.json.zst | jq -c '.[]' > d/b.jsonl)",
		"c.jsonl.bz2":                  "(bzcat c.jsonl.bz2 | jq -c '.[]' > c.jsonl)",
		"a.jsonl":                      "(jq -c '.[]' a.jsonl > a.jsonl.tmp && mv a.jsonl.tmp a.jsonl)",
		"my c.JSON":                    "(jq -c '.[]' 'my c.JSON' > 'my c.jsonl')",
		// A store's file through its command line: jq opens no gs://
		// path, and "> gs://b/x.jsonl" wrote a local file.
		"gs://b/in/x.json":   "(gcloud storage cat gs://b/in/x.json | jq -c '.[]' | gcloud storage cp - gs://b/in/x.jsonl)",
		"gs://b/c.jsonl.gz":  "(gcloud storage cat gs://b/c.jsonl.gz | zcat | jq -c '.[]' | gcloud storage cp - gs://b/c.jsonl)",
		"s3://b/a.jsonl":     "(aws s3 cp s3://b/a.jsonl - | jq -c '.[]' | aws s3 cp - s3://b/a.jsonl.tmp && aws s3 mv s3://b/a.jsonl.tmp s3://b/a.jsonl)",
		"gs://b/t.jsonl.zip": "(gcloud storage cat gs://b/t.jsonl.zip | funzip | jq -c '.[]' | gcloud storage cp - gs://b/t.jsonl)",
	} {
		err := NotJSONLines(name, 1, []byte("["))
		if err == nil || !strings.HasSuffix(err.Error(), want) {
			t.Errorf("%s: %v\nwant ...%s", name, err, want)
		}
	}
	if err := NotJSONLines("p.jsonl.gz", 3, []byte("{")); err == nil || !strings.HasSuffix(err.Error(), "(zcat p.jsonl.gz | jq -c . > p.jsonl)") {
		t.Errorf("pretty-printed object: %v", err)
	}
}

// TestLineReaderExpectJSONLines: the one check of a JSON document given
// for JSON Lines, made by the line reader of every JSONL reader (prep
// text's .jsonl, NeMo's GTN JSONL, Libriheavy's cuts each checked their
// first record line themselves): the first line that is not blank is
// looked at, once; a reader that expects no JSON Lines reads the lines.
func TestLineReaderExpectJSONLines(t *testing.T) {
	const doc = "\n  \n[\n{\"id\": 1}\n]\n"
	lr := NewLineReader("d.jsonl", strings.NewReader(doc), 0)
	lr.ExpectJSONLines()
	var err error
	for _, err = range lr.Lines() {
		if err != nil {
			break
		}
	}
	if want := `d.jsonl:3: the file is a JSON array ("[" begins it), not JSON Lines`; err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("a JSON array after two blank lines: %v, want %q...", err, want)
	}
	plain := NewLineReader("d.txt", strings.NewReader(doc), 0)
	n := 0
	for _, err := range plain.Lines() {
		if err != nil {
			t.Fatalf("without ExpectJSONLines: %v", err)
		}
		n++
	}
	if n != 5 {
		t.Errorf("without ExpectJSONLines: %d lines read, want 5", n)
	}
	// Only the first record line is looked at: "[" later is a line.
	later := NewLineReader("l.jsonl", strings.NewReader("{\"id\": 1}\n[\n"), 0)
	later.ExpectJSONLines()
	for _, err := range later.Lines() {
		if err != nil {
			t.Errorf("a '[' after the first record: %v", err)
		}
	}
}

// TestNotJSONLinesNamesATable: a CSV or TSV file of pairs given to a
// command that reads JSONL pairs (align, mine-pairs) is refused
// in one line naming it a table and the command that converts it (each
// line was an "invalid JSON" reject: "0 usable pairs"); a JSON line
// under a .csv name, or any other name, is read.
func TestNotJSONLinesNamesATable(t *testing.T) {
	for _, c := range []struct{ name, line, want string }{
		{"pairs.csv", "written,spoken", `pairs.csv:1: the file is a CSV table (its first line "written,spoken"), not JSON Lines: its records are read one JSON object per line; convert it first, each row an object keyed by the header (python3 -c 'import csv,json,sys; [print(json.dumps(r, ensure_ascii=False)) for r in csv.DictReader(sys.stdin, delimiter=",")]' < pairs.csv > pairs.jsonl)`},
		{"d/pairs.tsv.gz", "written\tspoken", `d/pairs.tsv.gz:1: the file is a TSV table (its first line "written\tspoken"), not JSON Lines: its records are read one JSON object per line; convert it first, each row an object keyed by the header (zcat d/pairs.tsv.gz | python3 -c 'import csv,json,sys; [print(json.dumps(r, ensure_ascii=False)) for r in csv.DictReader(sys.stdin, delimiter="\t")]' > d/pairs.jsonl)`},
		{"pairs.csv", `{"written": "a", "spoken": "a"}`, ""},
		{"pairs.jsonl", "written,spoken", ""},
	} {
		err := NotPairLines(c.name, 1, []byte(c.line))
		if got := fmt.Sprint(err); c.want == "" && err != nil || c.want != "" && got != c.want {
			t.Errorf("%s %q:\n got %v\nwant %s", c.name, c.line, err, c.want)
		}
	}
}
