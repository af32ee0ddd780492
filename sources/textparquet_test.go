package sources_test

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/parquet-go/parquet-go"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/testutil"
	"github.com/itnprep/itnprep/sources"
)

// TestParseTextParquetWikipedia reads testdata/text-parquet/wikipedia.parquet,
// written by DuckDB (an independent writer) in the schema of Hugging
// Face's wikimedia/wikipedia (id, url, title, text): one record per row,
// ids from the id column, the null text rejected naming file and row.
func TestParseTextParquetWikipedia(t *testing.T) {
	path := filepath.Join(testutil.ModuleRoot(t), "testdata", "text-parquet", "wikipedia.parquet")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	pairs, rejects, res := collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseTextParquet(path, bytes.NewReader(b), "train", 0, s)
	})
	if res.Records != 5 || len(pairs) != 4 || len(rejects) != 1 || res.BytesRead != int64(len(b)) || len(res.SHA256) != 64 {
		t.Fatalf("records %d, pairs %d, rejects %+v, bytes %d, sha %q", res.Records, len(pairs), rejects, res.BytesRead, res.SHA256)
	}
	if p := pairs[0]; p.ID != "wikipedia.parquet:12" || p.Split != "train" || p.Source != "text" || !strings.HasPrefix(p.Written, "Anarchism is a political philosophy. In 1840") {
		t.Errorf("first pair %+v", p)
	}
	// A later stage's reject names the row as this one does (file:row).
	if f := pairs[3].From.String(); f != path+":5" {
		t.Errorf("the last pair comes from %q, want %s:5", f, path)
	}
	if r := rejects[0]; r.ID != "wikipedia.parquet:290" || r.Location != path+":4" || !strings.Contains(r.Reason, `column "text" is null`) || r.Rule != "null_field" {
		t.Errorf("reject %+v", r)
	}
}

func writeParquet[T any](t *testing.T, rows []T) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := parquet.Write(&buf, rows); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestParseTextParquetShapes(t *testing.T) {
	type intID struct {
		ID   int64  `parquet:"id"`
		Text string `parquet:"text"`
	}
	type noID struct {
		Title string `parquet:"title"`
		Text  string `parquet:"text"`
	}
	type noText struct {
		ID       string `parquet:"id"`
		Sentence string `parquet:"sentence"`
	}
	type numText struct {
		Text int64 `parquet:"text"`
	}
	parse := func(name string, data []byte, max int) ([]dataset.Pair, []dataset.Reject, error) {
		var pairs []dataset.Pair
		var rejects []dataset.Reject
		_, err := sources.ParseTextParquet(name, bytes.NewReader(data), "train", max, sources.Sink{
			Pair:   func(p dataset.Pair) { pairs = append(pairs, p) },
			Reject: func(r dataset.Reject) { rejects = append(rejects, r) },
		})
		return pairs, rejects, err
	}
	pairs, _, err := parse("a.parquet", writeParquet(t, []intID{{7, "It cost $5."}, {9, "Fine."}}), 0)
	if err != nil || len(pairs) != 2 || pairs[0].ID != "a.parquet:7" || pairs[1].ID != "a.parquet:9" {
		t.Errorf("integer ids: %+v, %v", pairs, err)
	}
	pairs, rejects, err := parse("dir/b.parquet", writeParquet(t, []noID{{"x", "First."}, {"y", strings.Repeat("z", 50)}, {"z", "Third."}}), 20)
	if err != nil || len(pairs) != 2 || pairs[0].ID != "b.parquet:1" || pairs[1].ID != "b.parquet:3" ||
		len(rejects) != 1 || rejects[0].Rule != "record_too_large" || rejects[0].Location != "dir/b.parquet:2" {
		t.Errorf("no id column: pairs %+v, rejects %+v, %v", pairs, rejects, err)
	}
	// Float ids (pandas' integer column with a missing value) are ids in
	// their shortest spelling, NaN none; a boolean id is a reject, as in
	// JSONL; "Text" and "ID" are the columns when none is named exactly.
	// All of them were the row number without a word, or no column.
	type floatID struct {
		ID   float64 `parquet:"id"`
		Text string  `parquet:"text"`
	}
	type boolID struct {
		ID   bool   `parquet:"id"`
		Text string `parquet:"text"`
	}
	type capitalized struct {
		ID   string `parquet:"ID"`
		Text string `parquet:"Text"`
	}
	pairs, _, err = parse("f.parquet", writeParquet(t, []floatID{{30, "It cost $5."}, {1.5, "Fine."}, {math.NaN(), "Third."}}), 0)
	if err != nil || len(pairs) != 3 || pairs[0].ID != "f.parquet:30" || pairs[1].ID != "f.parquet:1.5" || pairs[2].ID != "f.parquet:3" {
		t.Errorf("float ids: %+v, %v", pairs, err)
	}
	// The boolean id's reject is "g.parquet (row 1)": "g.parquet:1" is
	// the id of the row whose id column holds 1, "g.parquet:L1" of the
	// row whose id is "L1".
	pairs, rejects, err = parse("g.parquet", writeParquet(t, []boolID{{true, "It cost $5."}}), 0)
	if err != nil || len(pairs) != 0 || len(rejects) != 1 || rejects[0].Rule != "wrong_type" || !strings.Contains(rejects[0].Reason, `column "id": want a string or a number, got bool`) ||
		rejects[0].ID != "g.parquet (row 1)" {
		t.Errorf("boolean id: %+v %+v, %v", pairs, rejects, err)
	}
	// A text "nan" (pandas' astype(str) of a missing value) is a nan_text
	// reject under the row's id, as a table's; it was the sentence "nan".
	pairs, rejects, err = parse("s.parquet", writeParquet(t, []intID{{7, "nan"}, {8, "NaN values are skipped."}}), 0)
	if err != nil || len(pairs) != 1 || len(rejects) != 1 || rejects[0].Rule != "nan_text" || rejects[0].ID != "s.parquet:7" ||
		rejects[0].Reason != `s.parquet:1: text "nan" is a missing value as Python writes one (csv.writer, str() of a float; pandas reads it as NaN): no text` {
		t.Errorf("nan text: %+v %+v, %v", pairs, rejects, err)
	}
	pairs, _, err = parse("h.parquet", writeParquet(t, []capitalized{{"doc-1", "It cost $5."}}), 0)
	if err != nil || len(pairs) != 1 || pairs[0].ID != "h.parquet:doc-1" || pairs[0].Written != "It cost $5." {
		t.Errorf("columns Text and ID: %+v, %v", pairs, err)
	}
	_, rejects, err = parse("n.parquet", writeParquet(t, []numText{{5}}), 0)
	if err != nil || len(rejects) != 1 || rejects[0].Rule != "wrong_type" {
		t.Errorf("numeric text: rejects %+v, %v", rejects, err)
	}
	for name, c := range map[string]struct {
		data []byte
		want string
	}{
		"c.parquet": {writeParquet(t, []noText{{"1", "Hi."}}), `c.parquet: Parquet file has no string column "text" (columns: id, sentence)`},
		"d.parquet": {[]byte("id,text\n1,hello\n"), "d.parquet: not a Parquet file"},
		"e.parquet": {[]byte("PAR"), "e.parquet: not a Parquet file"}, // 0 bytes: TestEmptyTableAndParquetHoldNoRecord
	} {
		if _, _, err := parse(name, c.data, 0); err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", name, err, c.want)
		}
	}
}

func ExampleParseTextParquet() {
	type article struct {
		ID    string `parquet:"id"`
		Title string `parquet:"title"`
		Text  string `parquet:"text"`
	}
	var buf bytes.Buffer
	_ = parquet.Write(&buf, []article{{"12", "Anarchism", "In 1840, Proudhon wrote it."}})
	_, err := sources.ParseTextParquet("wiki.parquet", &buf, "train", 0, sources.Sink{
		Pair:   func(p dataset.Pair) { fmt.Println(p.ID, p.Split, p.Written) },
		Reject: func(r dataset.Reject) { fmt.Println("reject", r.Reason) },
	})
	fmt.Println(err)
	// Output:
	// wiki.parquet:12 train In 1840, Proudhon wrote it.
	// <nil>
}

// TestTextNamedFields: corpora name their text and id fields otherwise
// ({"sentence", "uid"}; Parquet columns content, doc_id): --text-field and
// --id-field read them, in JSONL and Parquet alike; a record without the
// named text field is rejected naming it.
func TestTextNamedFields(t *testing.T) {
	fields := sources.TextFields{Text: "sentence", ID: "uid"}
	in := `{"uid": 5, "sentence": "It cost $5."}` + "\n" +
		`{"uid": "b7", "sentence": "In 1990."}` + "\n" +
		`{"uid": 9, "text": "No sentence field."}` + "\n" +
		`{"uid": 10, "sentence": 12}` + "\n" +
		`{"sentence": "No id."}` + "\n" +
		`{"uid": 11, "sentence": null}` + "\n"
	pairs, rejects, _ := collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseTextFields("d/c.jsonl", strings.NewReader(in), "train", fields, 0, s)
	})
	var got []string
	for _, p := range pairs {
		got = append(got, p.ID+"="+p.Written)
	}
	for _, r := range rejects {
		got = append(got, r.Rule+": "+r.Reason)
	}
	want := []string{"c.jsonl:5=It cost $5.", "c.jsonl:b7=In 1990.", "c.jsonl:5=No id.",
		// A missing field's reject names the fields the line has.
		`missing_field: d/c.jsonl:3: want {"uid"?, "sentence"}; "sentence" is missing (the line's fields: text, uid; --text-field NAME reads another)`,
		`wrong_type: d/c.jsonl:4: field "sentence": want a string, got 12`,
		`missing_field: d/c.jsonl:6: want {"uid"?, "sentence"}; "sentence" is null (the line's fields: sentence, uid; --text-field NAME reads another)`}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}

	type doc struct {
		DocID   int64  `parquet:"doc_id"`
		Content string `parquet:"content"`
	}
	data := writeParquet(t, []doc{{3, "Call 911."}})
	pairs, _, _ = collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseTextParquetFields("p.parquet", bytes.NewReader(data), "train", sources.TextFields{Text: "content", ID: "doc_id"}, 0, s)
	})
	if len(pairs) != 1 || pairs[0].ID != "p.parquet:3" || pairs[0].Written != "Call 911." {
		t.Errorf("parquet named columns: %+v", pairs)
	}
}

// TestTextIDFieldNamesNoColumn: --id-field naming a column a table or a
// Parquet file lacks is refused naming its columns, as --text-field is;
// every row took its line (row) number as its id without a word. The
// default, id, may be missing (ids by line number).
func TestTextIDFieldNamesNoColumn(t *testing.T) {
	csv := "utt_id,text\r\nu1,It cost $5.\r\n"
	_, err := sources.ParseTextTable("d/c.csv", strings.NewReader(csv), "train", sources.TextFields{ID: "uid"}, 0, sources.Sink{Pair: func(dataset.Pair) {}, Reject: func(dataset.Reject) {}})
	if err == nil || !strings.Contains(err.Error(), `d/c.csv:1: the header has no column "uid", which --id-field names (columns: utt_id, text)`) {
		t.Errorf("table: %v", err)
	}
	pairs, _, _ := collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseTextTable("d/c.csv", strings.NewReader(csv), "train", sources.TextFields{ID: "utt_id"}, 0, s)
	})
	if len(pairs) != 1 || pairs[0].ID != "c.csv:u1" {
		t.Errorf("table --id-field utt_id: %+v", pairs)
	}
	type doc struct {
		DocID   int64  `parquet:"doc_id"`
		Content string `parquet:"text"`
	}
	data := writeParquet(t, []doc{{3, "Call 911."}})
	_, err = sources.ParseTextParquetFields("p.parquet", bytes.NewReader(data), "train", sources.TextFields{ID: "uid"}, 0, sources.Sink{Pair: func(dataset.Pair) {}, Reject: func(dataset.Reject) {}})
	if err == nil || !strings.Contains(err.Error(), `p.parquet: Parquet file has no column "uid", which --id-field names (columns: doc_id, text)`) {
		t.Errorf("parquet: %v", err)
	}
	pairs, _, _ = collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseTextParquetFields("p.parquet", bytes.NewReader(data), "train", sources.TextFields{}, 0, s)
	})
	if len(pairs) != 1 || pairs[0].ID != "p.parquet:1" {
		t.Errorf("parquet without an id column, no --id-field: %+v", pairs)
	}
}

// TestParseTextParquetUUIDAndBinaryIDs: a UUID id column (16 bytes,
// logical type UUID, as DuckDB and Spark write uuid ids) gave ids of the
// 16 raw bytes, invalid UTF-8 in a published id; it is the UUID's
// canonical spelling now. Bytes that are not UTF-8 in another id column
// are a wrong_type reject. A text column that is a list says so instead
// of "no string column "text" (columns: id, text)".
func TestParseTextParquetUUIDAndBinaryIDs(t *testing.T) {
	type uuidRow struct {
		ID   [16]byte `parquet:"id,uuid"`
		Text string   `parquet:"text"`
	}
	u := [16]byte{0x8c, 0x07, 0x98, 0x11, 0x7e, 0xfd, 0x42, 0xdf, 0xa9, 0x1a, 0x34, 0x3d, 0x4a, 0x80, 0xca, 0xa8}
	b := writeParquet(t, []uuidRow{{ID: u, Text: "a 1"}})
	pairs, rejects, _ := collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseTextParquet("u.parquet", bytes.NewReader(b), "train", 0, s)
	})
	if len(pairs) != 1 || len(rejects) != 0 || pairs[0].ID != "u.parquet:8c079811-7efd-42df-a91a-343d4a80caa8" {
		t.Errorf("uuid id: pairs %+v rejects %+v", pairs, rejects)
	}

	type binRow struct {
		ID   []byte `parquet:"id"`
		Text string `parquet:"text"`
	}
	b = writeParquet(t, []binRow{{ID: []byte{0xff, 0xfe, 0x01}, Text: "a 1"}, {ID: []byte("ok"), Text: "b 2"}})
	pairs, rejects, _ = collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseTextParquet("b.parquet", bytes.NewReader(b), "train", 0, s)
	})
	if len(pairs) != 1 || pairs[0].ID != "b.parquet:ok" || len(rejects) != 1 || rejects[0].Rule != "wrong_type" ||
		!strings.Contains(rejects[0].Reason, `b.parquet:1: column "id": binary bytes, not UTF-8 text`) {
		t.Errorf("binary id: pairs %+v rejects %+v", pairs, rejects)
	}

	type listRow struct {
		ID   int64    `parquet:"id"`
		Text []string `parquet:"text,list"`
	}
	b = writeParquet(t, []listRow{{ID: 1, Text: []string{"a"}}})
	_, err := sources.ParseTextParquet("l.parquet", bytes.NewReader(b), "train", 0, sources.Sink{})
	if err == nil || !strings.Contains(err.Error(), `l.parquet: Parquet file has a column "text", but a nested one (a list or a struct), not a string`) {
		t.Errorf("list text column: %v", err)
	}
}

// lookingReader reads r and, at its second read (the copy under way),
// lists the folder dir.
type lookingReader struct {
	r     *bytes.Reader
	dir   string
	reads int
	seen  []string
}

func (l *lookingReader) Read(p []byte) (int, error) {
	if l.reads++; l.reads == 2 {
		entries, _ := os.ReadDir(l.dir)
		for _, e := range entries {
			l.seen = append(l.seen, e.Name())
		}
	}
	return l.r.Read(p[:min(len(p), 512)])
}

// TestParquetCopyHasNoName: the temporary copy a Parquet input is read
// through has no name in the temporary folder while it is read, so a
// prep killed (or ended at once by a second Ctrl-C) leaves none behind, as
// the runs mine spills (extsort.CreateUnnamed): a copy of the whole input
// stayed in /tmp as itnprep-text-*.parquet.
func TestParquetCopyHasNoName(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	b := writeParquet(t, []struct {
		Text string `parquet:"text"`
	}{{"One."}, {"Two."}})
	r := &lookingReader{r: bytes.NewReader(b), dir: tmp}
	pairs, rejects, res := collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseTextParquet("w.parquet", r, "train", 0, s)
	})
	if r.reads < 2 || len(r.seen) != 0 {
		t.Errorf("%d reads; the temporary folder held %q while the copy was made", r.reads, r.seen)
	}
	if res.Records != 2 || len(pairs) != 2 || len(rejects) != 0 {
		t.Errorf("records %d, pairs %+v, rejects %+v", res.Records, pairs, rejects)
	}
}

// An id column of dates, times or timestamps, or a nested one, makes its
// rows wrong_type rejects naming what it holds, as a JSONL line's array id
// is: a DATE id was "d.parquet:19724" (the days it is stored as), a
// timestamp its microseconds, and a list id was no id at all (every row
// took its row number, without a word). A null in such a column is no id,
// as a null string's is.
func TestParseTextParquetIDsOfOtherTypes(t *testing.T) {
	type dateRow struct {
		ID   *int32 `parquet:"id,date,optional"`
		Text string `parquet:"text"`
	}
	day := int32(19724)
	b := writeParquet(t, []dateRow{{ID: &day, Text: "a 1"}, {Text: "b 2"}})
	pairs, rejects, _ := collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseTextParquet("d.parquet", bytes.NewReader(b), "train", 0, s)
	})
	if len(pairs) != 1 || pairs[0].ID != "d.parquet:2" || len(rejects) != 1 || rejects[0].Rule != "wrong_type" ||
		!strings.Contains(rejects[0].Reason, `d.parquet:1: column "id": want a string or a number, got a date (DATE)`) {
		t.Errorf("date id: pairs %+v rejects %+v", pairs, rejects)
	}

	type tsRow struct {
		ID   int64  `parquet:"id,timestamp(microsecond)"`
		Text string `parquet:"text"`
	}
	b = writeParquet(t, []tsRow{{ID: 1704164645000000, Text: "a 1"}})
	pairs, rejects, _ = collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseTextParquet("ts.parquet", bytes.NewReader(b), "train", 0, s)
	})
	if len(pairs) != 0 || len(rejects) != 1 || !strings.Contains(rejects[0].Reason, `ts.parquet:1: column "id": want a string or a number, got a timestamp (`) {
		t.Errorf("timestamp id: pairs %+v rejects %+v", pairs, rejects)
	}

	type listRow struct {
		ID   []int64 `parquet:"id,list"`
		Text string  `parquet:"text"`
	}
	b = writeParquet(t, []listRow{{ID: []int64{7}, Text: "a 1"}})
	pairs, rejects, _ = collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseTextParquet("l.parquet", bytes.NewReader(b), "train", 0, s)
	})
	if len(pairs) != 0 || len(rejects) != 1 || rejects[0].ID != "l.parquet (row 1)" ||
		!strings.Contains(rejects[0].Reason, `l.parquet:1: column "id": want a string or a number, got a list or a struct`) {
		t.Errorf("list id: pairs %+v rejects %+v", pairs, rejects)
	}
}
