package sources_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/sources"
)

// TestParseTextTable: a CSV corpus as pandas writes it (header, quoted
// fields with commas and "" quotes, CRLF, a BOM), and a TSV with the text
// in another column; bad rows are rejected naming their lines; a header
// without the text column fails the file.
func TestParseTextTable(t *testing.T) {
	csv := "\ufeffid,title,text\r\n" +
		`7,Money,"It cost $5, not $6."` + "\r\n" +
		`,Quote,"He said ""hi"" at 5 pm."` + "\r\n" +
		"9,Short\r\n" +
		"\r\n" +
		`10,Multi,"a line` + "\r\n" +
		`broken here"` + "\r\n"
	pairs, rejects, res := collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseTextTable("d/news.csv", strings.NewReader(csv), "train", sources.TextFields{}, 0, s)
	})
	var got []string
	for _, p := range pairs {
		got = append(got, p.ID+"="+p.Written)
	}
	for _, r := range rejects {
		got = append(got, r.Rule+" "+r.Location)
	}
	// The quoted field spanning lines 6-7 is read as Python's csv reads it.
	want := "news.csv:7=It cost $5, not $6.|news.csv:3=He said \"hi\" at 5 pm.|news.csv:10=a line\nbroken here|bad_columns d/news.csv:4"
	if strings.Join(got, "|") != want || res.Records != 4 {
		t.Errorf("got %s (records %d)\nwant %s", strings.Join(got, "|"), res.Records, want)
	}
	// Fields spanning lines (a blank line and "" quotes inside, as pandas
	// writes a document with paragraphs), a quote inside an unquoted field
	// (an ordinary character), and a quote the file never closes: one
	// reject naming the lines it swallowed, after the rows before it.
	multi := "id,text\n" +
		"1,\"First paragraph.\n\nSecond, with \"\"quotes\"\".\"\n" +
		"2,a 5\" screen\n" +
		"3,\"never closed\n" +
		"4,lost\n"
	pairs, rejects, res = collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseTextTable("d/docs.csv", strings.NewReader(multi), "train", sources.TextFields{}, 0, s)
	})
	got = nil
	for _, p := range pairs {
		got = append(got, p.ID+"="+p.Written)
	}
	for _, r := range rejects {
		got = append(got, r.Rule+" "+r.Location+" "+r.Reason)
	}
	want = "docs.csv:1=First paragraph.\n\nSecond, with \"quotes\".|docs.csv:2=a 5\" screen|" +
		"bad_columns d/docs.csv:6-7 d/docs.csv:6: the quoted field opened on this line is never closed (the file ends inside it)"
	if strings.Join(got, "|") != want || res.Records != 3 {
		t.Errorf("multi-line: got %q (records %d)\nwant %q", strings.Join(got, "|"), res.Records, want)
	}
	// A quote left open is bounded by the record limit: the lines it took
	// are one reject, and the rows after the limit are read again.
	long := "id,text\n1,\"open\n" + strings.Repeat("x", 30) + "\n2,after\n"
	pairs, rejects, _ = collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseTextTable("l.csv", strings.NewReader(long), "train", sources.TextFields{}, 32, s)
	})
	if len(pairs) != 1 || pairs[0].Written != "after" || len(rejects) != 1 || rejects[0].Location != "l.csv:2-3" || !strings.Contains(rejects[0].Reason, "32-byte record limit") {
		t.Errorf("record limit: %+v %+v", pairs, rejects)
	}
	// A TSV written by hand, its quotes text: a field that opens with a
	// quote and goes on after the one that closes it is read literally
	// (each was a bad_columns reject: "a quoted field is not closed
	// properly"); a row whose literal fields do not fit the header, and a
	// quote a line leaves open, are rejected as before.
	quotes := "id\ttext\n" +
		"1\t\"Hello,\" she said, \"it is 5 pm.\"\n" +
		"2\t\"Quoted\" at the start, 4 times.\n" +
		"3\t\"Quoted\" x\textra\n" +
		"4\t\"properly quoted\"\n"
	pairs, rejects, res = collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseTextTable("h/quotes.tsv", strings.NewReader(quotes), "train", sources.TextFields{}, 0, s)
	})
	got = nil
	for _, p := range pairs {
		got = append(got, p.ID+"="+p.Written)
	}
	for _, r := range rejects {
		got = append(got, r.Rule+" "+r.Location)
	}
	want = "quotes.tsv:1=\"Hello,\" she said, \"it is 5 pm.\"|quotes.tsv:2=\"Quoted\" at the start, 4 times.|quotes.tsv:4=properly quoted|bad_columns h/quotes.tsv:4"
	if strings.Join(got, "|") != want || res.Records != 4 {
		t.Errorf("literal quotes: got %q (records %d)\nwant %q", strings.Join(got, "|"), res.Records, want)
	}
	// A .csv separated by semicolons (Excel's CSV where the decimal mark is
	// a comma) or tabs, as its header shows: read with that separator (it
	// was refused: no column "text", the one column named "id;text").
	for _, sep := range []string{";", "\t"} {
		in := "\ufeff\"id\"" + sep + "\"text\"\r\n" + "1" + sep + "\"Es kostet 5 €" + sep + " billig, ja.\"\r\n" + "2" + sep + "Hallo 3\r\n"
		pairs, rejects, _ = collect(t, func(s sources.Sink) (sources.FileResult, error) {
			return sources.ParseTextTable("eu.csv", strings.NewReader(in), "train", sources.TextFields{}, 0, s)
		})
		if len(pairs) != 2 || pairs[0].ID != "eu.csv:1" || pairs[0].Written != "Es kostet 5 €"+sep+" billig, ja." || pairs[1].Written != "Hallo 3" || len(rejects) != 0 {
			t.Errorf("%q-separated .csv: pairs %+v, rejects %+v", sep, pairs, rejects)
		}
	}
	tsv := "sentence_id\tsentence\n" + "s1\tIn 1990 it rained.\n"
	pairs, _, _ = collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseTextTable("x.tsv", strings.NewReader(tsv), "train", sources.TextFields{Text: "sentence", ID: "sentence_id"}, 0, s)
	})
	if len(pairs) != 1 || pairs[0].ID != "x.tsv:s1" || pairs[0].Written != "In 1990 it rained." {
		t.Errorf("tsv: %+v", pairs)
	}
	// Column names in another case (a spreadsheet's "Text", "ID") are the
	// columns, as in SPGISpeech and Common Voice headers; an exact name
	// wins over a name in another case.
	for in, want := range map[string]string{
		"ID,Text,extra\n7,It cost $5.,x\n":    "y.csv:7 It cost $5.",
		"TEXT\tId\nIt cost $5.\t7\n":          "y.tsv:7 It cost $5.",
		"Text,text,id\nwrong,It cost $5.,7\n": "y.csv:7 It cost $5.",
		"Text,TEXT,id\nwrong,It cost $5.,7\n": "error",
	} {
		name := "y.csv"
		if strings.Contains(in, "\t") {
			name = "y.tsv"
		}
		var got []string
		_, err := sources.ParseTextTable(name, strings.NewReader(in), "train", sources.TextFields{}, 0, sources.Sink{
			Pair: func(p dataset.Pair) { got = append(got, p.ID+" "+p.Written) }, Reject: func(dataset.Reject) {}})
		if err != nil {
			got = append(got, "error")
		}
		if strings.Join(got, "|") != want {
			t.Errorf("%q: %q (%v), want %q", in, got, err, want)
		}
	}
	for in, want := range map[string]string{
		"id,body\n1,x\n": `y.csv:1: the header has no column "text" (columns: id, body)`,
		// A column that usually holds the text is suggested (Common
		// Voice's sentence); none when nothing looks like one.
		"id,Sentence\n1,x\n": `y.csv:1: the header has no column "text" (columns: id, Sentence); name the text column with --text-field (--text-field Sentence?)`,
		"id,label\n1,x\n":    `y.csv:1: the header has no column "text" (columns: id, label); name the text column with --text-field` + "\x00",
	} {
		_, err := sources.ParseTextTable("y.csv", strings.NewReader(in), "train", sources.TextFields{}, 0, sources.Sink{Pair: func(dataset.Pair) {}, Reject: func(dataset.Reject) {}})
		if exact, ok := strings.CutSuffix(want, "\x00"); ok {
			if err == nil || err.Error() != exact {
				t.Errorf("%q: error %v, want %q", in, err, exact)
			}
		} else if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%q: error %v, want %q", in, err, want)
		}
	}
}

func ExampleParseTextTable() {
	in := "id,text\n" + `1,"It cost $5, not $6."` + "\n"
	_, err := sources.ParseTextTable("news.csv", strings.NewReader(in), "train", sources.TextFields{}, 0, sources.Sink{
		Pair:   func(p dataset.Pair) { fmt.Println(p.ID, p.Written) },
		Reject: func(r dataset.Reject) { fmt.Println("reject", r.Reason) },
	})
	fmt.Println(err)
	// Output:
	// news.csv:1 It cost $5, not $6.
	// <nil>
}

// An empty table (0 bytes, blank lines) holds no record, as an empty file
// of every other format: 0 records, no error; so does a 0-byte Parquet
// file, while one cut short is still an error naming the file.
func TestEmptyTableAndParquetHoldNoRecord(t *testing.T) {
	sink := sources.Sink{
		Pair:   func(p dataset.Pair) { t.Errorf("pair from an empty file: %+v", p) },
		Reject: func(r dataset.Reject) { t.Errorf("reject from an empty file: %+v", r) },
	}
	for _, in := range []string{"", "\n\n", "\ufeff"} {
		res, err := sources.ParseTextTable("y.csv", strings.NewReader(in), "train", sources.TextFields{}, 0, sink)
		if err != nil || res.Records != 0 || res.SHA256 == "" {
			t.Errorf("table %q: %+v, %v", in, res, err)
		}
	}
	res, err := sources.ParseTextParquet("y.parquet", strings.NewReader(""), "train", 0, sink)
	if err != nil || res.Records != 0 || res.SHA256 == "" {
		t.Errorf("0-byte Parquet: %+v, %v", res, err)
	}
	if _, err := sources.ParseTextParquet("y.parquet", strings.NewReader("PAR1\x00\x00"), "train", 0, sink); err == nil || !strings.HasPrefix(err.Error(), "y.parquet: truncated Parquet file") {
		t.Errorf("cut-short Parquet: %v", err)
	}
}
