package sources_test

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

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
	// (an ordinary character), and a quote the file never closes: a
	// reject naming the line it opened on, and the rows after it read as
	// rows (it was one reject of lines 6-7, the rest of the file).
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
	want = "docs.csv:1=First paragraph.\n\nSecond, with \"quotes\".|docs.csv:2=a 5\" screen|docs.csv:4=lost|" +
		"bad_columns d/docs.csv:6 d/docs.csv:6: the quoted field opened on this line is never closed (the file ends inside it, at line 7); the lines after it are read as rows of their own (a stray quote? a field that opens with a quote ends at a quote before the separator)"
	if strings.Join(got, "|") != want || res.Records != 4 {
		t.Errorf("multi-line: got %q (records %d)\nwant %q", strings.Join(got, "|"), res.Records, want)
	}
	// A field spanning lines as a writer quotes one, in a row of another
	// field count, is one reject of its lines: read as rows, they would
	// publish a piece of it ("extra", its id `lines"`).
	pairs, rejects, res = collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseTextTable("w.csv", strings.NewReader("id,text\n1,\"two\nlines\",extra\n2,ok 5\n"), "train", sources.TextFields{}, 0, s)
	})
	if len(pairs) != 1 || pairs[0].ID != "w.csv:2" || len(rejects) != 1 || rejects[0].Location != "w.csv:2-3" || res.Records != 2 ||
		!strings.HasPrefix(rejects[0].Reason, "w.csv:2: the quoted field opened on this line runs to line 3, and the row it makes has 3 fields where the header names 2") {
		t.Errorf("wrong field count over lines: pairs %+v, rejects %+v, records %d", pairs, rejects, res.Records)
	}
	// A quote left open past the record limit: the line it opened on is a
	// reject, and the lines after it are read again, those past the limit
	// from a temporary file (TestTextTableFieldPastTheRecordLimit; the
	// lines of 20 x's and y's are no rows: one field).
	long := "id,text\n1,\"open\n" + strings.Repeat("x", 20) + "\n" + strings.Repeat("y", 20) + "\n2,after\n"
	pairs, rejects, _ = collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseTextTable("l.csv", strings.NewReader(long), "train", sources.TextFields{}, 32, s)
	})
	if len(pairs) != 1 || pairs[0].Written != "after" || len(rejects) != 3 || rejects[0].Location != "l.csv:2" || !strings.Contains(rejects[0].Reason, "never closed (the file ends inside it, at line 5); the lines after it are read as rows of their own") ||
		rejects[1].Location != "l.csv:3" || !strings.Contains(rejects[1].Reason, "expected 2 fields") ||
		rejects[2].Location != "l.csv:4" || !strings.Contains(rejects[2].Reason, "expected 2 fields") {
		t.Errorf("record limit: %+v %+v", pairs, rejects)
	}
	// A TSV written by hand, its quotes text: a field that opens with a
	// quote and goes on after the one that closes it is read literally
	// (each was a bad_columns reject: "a quoted field is not closed
	// properly"); a row whose literal fields do not fit the header, and a
	// quote a line leaves open, are rejected as before. Its header holds
	// no quote, so a field wrapped in quotes that no CSV writer would
	// quote keeps them ("properly quoted": Python's csv drops them; since
	// 2026-12-03, qa90, TestUnquotedTSVKeepsItsQuotes).
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
	want = "quotes.tsv:1=\"Hello,\" she said, \"it is 5 pm.\"|quotes.tsv:2=\"Quoted\" at the start, 4 times.|quotes.tsv:4=\"properly quoted\"|bad_columns h/quotes.tsv:4"
	if strings.Join(got, "|") != want || res.Records != 4 {
		t.Errorf("literal quotes: got %q (records %d)\nwant %q", strings.Join(got, "|"), res.Records, want)
	}
	// A .csv separated by semicolons (Excel's CSV where the decimal mark is
	// a comma) or tabs, as its header shows: read with that separator (it
	// was refused: no column "text", the one column named "id;text").
	// A .csv separated by pipes, as SPGISpeech's train.csv is, reads with
	// --text-field transcript (it was refused naming the one column
	// "wav_filename|wav_filesize|transcript", and told to use --text-field,
	// which the user had given).
	for _, sep := range []string{";", "\t", "|"} {
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
		"wav_filename|wav_filesize|transcript\na/1.wav|10|Hi.\n": `y.csv:1: the header has no column "text" (columns: wav_filename, wav_filesize, transcript); name the text column with --text-field (--text-field transcript?)`,
		// A raw Google TN file named .tsv or .csv (its first token line
		// is no header): named as prep text names it in a plain-text
		// file; it said "no column text (columns: PLAIN, A, <self>)".
		"PLAIN\tA\t<self>\nCARDINAL\t5\tfive\n<eos>\t<eos>\n": `y.csv:1: "PLAIN\tA\t<self>" is a raw Google TN token line (CLASS<TAB>written<TAB>spoken), not a table's header, so this is a raw GTN file; read it with itnprep prep gtn`,
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

// TestTextTableStrayQuote: a TSV written with quoting (its header quoted,
// as csv.QUOTE_ALL writes it; an unquoted TSV's stray quote is text,
// TestUnquotedTSVKeepsItsQuotes) whose text opens with a quote it never
// closes ("She said hi) took every row after it into one
// bad_columns reject, up to the file's end or a later quote that closed
// it wrongly: the reject names only the line the quote opened on, how far
// the field ran and why it is no field, and the rows after it are
// published. Every record is a row or a reject: read = written + rejected.
func TestTextTableStrayQuote(t *testing.T) {
	for _, tc := range []struct {
		name, in, reason string
		rows             []string
	}{{
		"to the file's end",
		"\"id\"\t\"text\"\n1\tHello 5.\n2\t\"She said hi\n3\tThe price was $5.\n4\tI have 3 cats.\n",
		`t.tsv:3: the quoted field opened on this line is never closed (the file ends inside it, at line 5)`,
		[]string{"t.tsv:1", "t.tsv:3", "t.tsv:4"},
	}, {
		"to a later quote",
		"\"id\"\t\"text\"\n2\t\"She said hi\n3\tAt 10 am.\n4\t\"Yes,\" he said.\n5\tLast 6.\n",
		`t.tsv:2: the quoted field opened on this line is not closed properly: the quote that ends it on line 4 is not followed by a separator or the line's end`,
		[]string{"t.tsv:3", "t.tsv:4", "t.tsv:5"},
	}, {
		"cut by a damaged line",
		"\"id\"\t\"text\"\n2\t\"She said hi\n3\tAt 10 am.\n4\tcaf\xe9\n5\tLast 6.\n",
		`t.tsv:2: the quoted field opened on this line is not closed before line 4 (invalid UTF-8`,
		[]string{"t.tsv:3", "t.tsv:5"},
	}} {
		pairs, rejects, res := collect(t, func(s sources.Sink) (sources.FileResult, error) {
			return sources.ParseTextTable("t.tsv", strings.NewReader(tc.in), "train", sources.TextFields{}, 0, s)
		})
		var ids []string
		for _, p := range pairs {
			ids = append(ids, p.ID)
		}
		if strings.Join(ids, " ") != strings.Join(tc.rows, " ") {
			t.Errorf("%s: rows %v, want %v", tc.name, ids, tc.rows)
		}
		if len(rejects) == 0 || !strings.HasPrefix(rejects[0].Reason, tc.reason) || strings.Contains(rejects[0].Location, "-") {
			t.Errorf("%s: rejects %+v, want first %q on one line", tc.name, rejects, tc.reason)
		}
		if res.Records != int64(len(pairs)+len(rejects)) {
			t.Errorf("%s: %d records, %d rows + %d rejects", tc.name, res.Records, len(pairs), len(rejects))
		}
	}
}

// TestTextTableEveryLineOpensAQuote: a table whose every row opens a quote
// it never closes, after an inch mark ('1 5" wide,"open': read inside a
// quoted field a line above opened, the inch mark closes that field and
// the line opens another, so no line closes one) is a reject per row, each
// naming its own line (past the record limit too), in time linear in the
// file: every line's field
// runs over all the lines after it, and reading them again for each line
// was quadratic (50,000 rows took over 80 s).
func TestTextTableEveryLineOpensAQuote(t *testing.T) {
	const n = 50000
	var b strings.Builder
	b.WriteString("id,text\n")
	for i := range n {
		fmt.Fprintf(&b, "%d 5\" wide,\"open %d\n", i, i)
	}
	start := time.Now()
	pairs, rejects, res := collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseTextTable("d.csv", strings.NewReader(b.String()), "train", sources.TextFields{}, 0, s)
	})
	// The lines past the record limit (1 MiB, at line 41186) are read
	// back from a temporary file.
	if len(pairs) != 0 || len(rejects) != n || res.Records != n || rejects[n-1].Location != fmt.Sprintf("d.csv:%d", n+1) ||
		!strings.Contains(rejects[0].Reason, "d.csv:2: the quoted field opened on this line is never closed (the file ends inside it, at line 50001); the lines after it are read as rows of their own") ||
		!strings.HasSuffix(rejects[n-1].Reason, "is never closed (the file ends inside it, on this line) (a stray quote? a field that opens with a quote ends at a quote before the separator)") {
		t.Fatalf("%d rows, %d rejects, %d records, first %+v, last %+v", len(pairs), len(rejects), res.Records, rejects[0], rejects[len(rejects)-1])
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("%d lines took %v", n, d)
	}
}

// TestTextTableQuotesBeforeABadClose: lines that each open a quoted field
// and carry the one above on (`a"b,"c`), up to a line whose quote closes
// a field badly (`d"e`), are each one reject naming that line, read once:
// each line's reject read every line after it again (quadratic: 4,000
// lines took 0.65 s, these 30,000 a minute; now 0.05 s).
func TestTextTableQuotesBeforeABadClose(t *testing.T) {
	const n = 30000
	var b strings.Builder
	b.WriteString("id,text\n1,\"x\n")
	for range n {
		b.WriteString("a\"b,\"c\n")
	}
	b.WriteString("d\"e\n")
	start := time.Now()
	pairs, rejects, res := collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseTextTable("d.csv", strings.NewReader(b.String()), "train", sources.TextFields{}, 0, s)
	})
	badClose := fmt.Sprintf("the quoted field opened on this line is not closed properly: the quote that ends it on line %d is not followed by a separator or the line's end; the lines after it are read as rows of their own", n+3)
	if len(pairs) != 0 || len(rejects) != n+2 || res.Records != n+2 ||
		rejects[0].Reason != "d.csv:2: "+badClose+" (a stray quote? a field that opens with a quote ends at a quote before the separator)" ||
		rejects[n].Location != fmt.Sprintf("d.csv:%d", n+2) || !strings.HasPrefix(rejects[n].Reason, fmt.Sprintf("d.csv:%d: %s", n+2, badClose)) ||
		rejects[n+1].Location != fmt.Sprintf("d.csv:%d", n+3) || !strings.Contains(rejects[n+1].Reason, "expected 2 fields as the header names, got 1") {
		t.Fatalf("%d rows, %d rejects, %d records, first %+v, last %+v", len(pairs), len(rejects), res.Records, rejects[0], rejects[len(rejects)-1])
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("%d lines took %v", n, d)
	}
}

// TestTableTextNaNIsMissing: a table's text that is Python's missing
// value ("nan" as csv.writer writes a float NaN, "NaN") is a nan_text
// reject naming the column, in SPGISpeech, Common Voice and text tables:
// it was published as the sentence "nan", spoken "n a n". A sentence that
// only holds the word ("NaN values are skipped.") is text.
func TestTableTextNaNIsMissing(t *testing.T) {
	for _, tc := range []struct {
		name  string
		parse func(sources.Sink) (sources.FileResult, error)
		want  string
	}{
		{"spgi", func(s sources.Sink) (sources.FileResult, error) {
			return sources.ParseSPGI("val.csv", strings.NewReader(sources.SPGIHeader+"\na/1.wav|1|nan\na/2.wav|1|NaN values are skipped.\n"), "validation", 0, s)
		}, `val.csv:2: transcript "nan" is a missing value as Python writes one`},
		{"commonvoice", func(s sources.Sink) (sources.FileResult, error) {
			return sources.ParseCommonVoice("dev.tsv", strings.NewReader("path\tsentence\nc1.mp3\tNaN\nc2.mp3\tNaN values are skipped.\n"), "validation", 0, s)
		}, `dev.tsv:2: sentence "NaN" is a missing value as Python writes one`},
		{"text table", func(s sources.Sink) (sources.FileResult, error) {
			return sources.ParseTextTable("t.csv", strings.NewReader("id,text\n1, nan\n2,NaN values are skipped.\n"), "train", sources.TextFields{}, 0, s)
		}, `t.csv:2: text " nan" is a missing value as Python writes one`},
	} {
		pairs, rejects, res := collect(t, tc.parse)
		if res.Records != 2 || len(pairs) != 1 || pairs[0].Written != "NaN values are skipped." || len(rejects) != 1 ||
			rejects[0].Rule != "nan_text" || !strings.HasPrefix(rejects[0].Reason, tc.want) {
			t.Errorf("%s: pairs %+v, rejects %+v", tc.name, pairs, rejects)
		}
	}
}

// TestTableTextNaNNamesItsWriter: a "NaN" text's reason names the writer
// that spells it so (pandas' na_rep), a "nan" one csv.writer and str() of
// a float; the "NaN" reason named csv.writer and str(), which write "nan".
func TestTableTextNaNNamesItsWriter(t *testing.T) {
	_, rejects, _ := collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseTextTable("t.csv", strings.NewReader("id,text\n1,NaN\n2,nan\n"), "train", sources.TextFields{}, 0, s)
	})
	want := []string{
		`t.csv:2: text "NaN" is a missing value as Python writes one (pandas' to_csv(na_rep="NaN"); pandas reads it as NaN): no text`,
		`t.csv:3: text "nan" is a missing value as Python writes one (csv.writer, str() of a float; pandas reads it as NaN): no text`,
	}
	if len(rejects) != 2 || rejects[0].Reason != want[0] || rejects[1].Reason != want[1] {
		t.Errorf("rejects %+v\nwant reasons %q", rejects, want)
	}
}

// A text table's row whose text is "nan" is rejected under the row's id
// (its id column's), as its Parquet copy's null text is: it was named by
// its line, "t.csv:3", the id of another row that was published.
func TestTableTextNaNKeepsTheRowsID(t *testing.T) {
	in := "id,text\n7,nan\n3,Kept 4.\n,NaN\n"
	pairs, rejects, _ := collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseTextTable("t.csv", strings.NewReader(in), "train", sources.TextFields{}, 0, s)
	})
	if len(pairs) != 1 || pairs[0].ID != "t.csv:3" || len(rejects) != 2 ||
		rejects[0].ID != "t.csv:7" || rejects[0].Location != "t.csv:2" || rejects[1].ID != "t.csv:4" {
		t.Errorf("pairs %+v, rejects %+v; want t.csv:3 kept, t.csv:7 (line 2) and t.csv:4 (no id: its line) rejected", pairs, rejects)
	}
}

// TestTextTableIDsAsPandasWritesThem: a table's id column as pandas writes
// one with a missing value (floats: "1.0"; the missing one "nan" or empty)
// gives the ids a Parquet copy gives: "1", and the line number for a
// missing id; two "nan" ids were both "t.csv:nan", and the run was refused
// for ids that repeat.
func TestTextTableIDsAsPandasWritesThem(t *testing.T) {
	in := "id,text\n1.0,It cost $5.\n,At 5 pm.\nnan,On May 3.\nNaN,In 1999.\nabc,Kept 4.\n2.5,Kept 5.\n"
	pairs, rejects, _ := collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseTextTable("t.csv", strings.NewReader(in), "train", sources.TextFields{}, 0, s)
	})
	var ids []string
	for _, p := range pairs {
		ids = append(ids, p.ID)
	}
	if want := "t.csv:1 t.csv:3 t.csv:4 t.csv:5 t.csv:abc t.csv:2.5"; strings.Join(ids, " ") != want || len(rejects) != 0 {
		t.Errorf("ids %q, want %q; rejects %+v", strings.Join(ids, " "), want, rejects)
	}
}

// TestRejectIDsAreNoPublishedID: a reject whose row's id is not read (a
// bad_columns row, a stray quote, a JSONL line that is not JSON) is named
// "<file> (line <line>)" in a file whose rows carry ids of their own: it
// was "<file>:<line>", which the row whose id column holds that number
// also is ("h.tsv:2" a reject and a published row), then "<file>:L<line>",
// which the row whose id is "L<line>" also is ("c.tsv:L2"). An id column
// may hold any text: no reject id after "<file>:" is free of a row's. A
// file without ids keeps "<file>:<line>", which no other row of it has.
func TestRejectIDsAreNoPublishedID(t *testing.T) {
	for _, tc := range []struct {
		name, in    string
		parse       func(name, in string, s sources.Sink) (sources.FileResult, error)
		pairs, rejs []string
	}{
		{"h.tsv", "\"id\"\t\"text\"\n9\ta\tb\n2\tKept 4.\n4\t\"oops\n3\tKept 5.\n", table, []string{"h.tsv:2", "h.tsv:3"}, []string{"h.tsv (line 2)", "h.tsv (line 4)"}},
		{"c.tsv", "\"id\"\t\"text\"\n5\t\"oops\nL2\tKept 3.\nc.tsv (line 2)\tKept 4.\n", table, []string{"c.tsv:L2", "c.tsv:c.tsv (line 2)"}, []string{"c.tsv (line 2)"}},
		{"c.jsonl", "{bad\n{\"id\": \"L1\", \"text\": \"Kept 2.\"}\n", jsonl, []string{"c.jsonl:L1"}, []string{"c.jsonl (line 1)"}},
		{"n.tsv", "text\na\tb\nKept 4.\n", table, []string{"n.tsv:3"}, []string{"n.tsv:2"}},
		{"j.jsonl", "{\"id\": 1, \"text\": \"Kept 4.\"}\n{bad\n{\"text\": \"Kept 5.\"}\n", jsonl, []string{"j.jsonl:1", "j.jsonl:3"}, []string{"j.jsonl (line 2)"}},
		{"p.txt", "Kept 4.\nbad\rline\n", plain, []string{"p.txt:1"}, []string{"p.txt:2"}},
	} {
		pairs, rejects, _ := collect(t, func(s sources.Sink) (sources.FileResult, error) { return tc.parse(tc.name, tc.in, s) })
		var gotP, gotR []string
		for _, p := range pairs {
			gotP = append(gotP, p.ID)
		}
		for _, r := range rejects {
			gotR = append(gotR, r.ID)
		}
		if !slices.Equal(gotP, tc.pairs) || !slices.Equal(gotR, tc.rejs) {
			t.Errorf("%s: pairs %v rejects %v; want %v and %v", tc.name, gotP, gotR, tc.pairs, tc.rejs)
		}
		for _, id := range gotR {
			if slices.Contains(gotP, id) {
				t.Errorf("%s: %q is a reject's id and a published row's", tc.name, id)
			}
		}
	}
}

func table(name, in string, s sources.Sink) (sources.FileResult, error) {
	return sources.ParseTextTable(name, strings.NewReader(in), "train", sources.TextFields{}, 0, s)
}

func jsonl(name, in string, s sources.Sink) (sources.FileResult, error) {
	return sources.ParseText(name, strings.NewReader(in), "train", true, 0, s)
}

func plain(name, in string, s sources.Sink) (sources.FileResult, error) {
	return sources.ParseText(name, strings.NewReader(in), "train", false, 0, s)
}

// TestNaNTextRejectsKeepTheRowsID: SPGISpeech's and Common Voice's
// nan_text rejects are named by the row's id (its wav_filename, its path),
// as a text table's are; they were named by the line.
func TestNaNTextRejectsKeepTheRowsID(t *testing.T) {
	_, rejects, _ := collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseSPGI("val.csv", strings.NewReader(sources.SPGIHeader+"\na/1.wav|1|nan\n"), "validation", 0, s)
	})
	if len(rejects) != 1 || rejects[0].ID != "val.csv:a/1.wav" || rejects[0].Location != "val.csv:2" {
		t.Errorf("spgi: %+v", rejects)
	}
	_, rejects, _ = collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseCommonVoice("dev.tsv", strings.NewReader("path\tsentence\nc1.mp3\tNaN\n"), "validation", 0, s)
	})
	if len(rejects) != 1 || rejects[0].ID != "dev.tsv:c1.mp3" || rejects[0].Location != "dev.tsv:2" {
		t.Errorf("commonvoice: %+v", rejects)
	}
}

// TestJSONLTextNaNIsMissing: a JSONL text "nan" (pandas' astype(str) of a
// missing value, then to_json) is a nan_text reject under the line's id,
// with a table's reason; it was published as the sentence "nan". Plain
// text's "nan" line is a sentence: nothing wrote it for a missing value.
func TestJSONLTextNaNIsMissing(t *testing.T) {
	pairs, rejects, _ := collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return jsonl("j.jsonl", "{\"id\": 7, \"text\": \"nan\"}\n{\"text\": \"NaN\"}\n{\"text\": \"NaN values are skipped.\"}\n", s)
	})
	want := []string{
		`j.jsonl:1: text "nan" is a missing value as Python writes one (csv.writer, str() of a float; pandas reads it as NaN): no text`,
		`j.jsonl:2: text "NaN" is a missing value as Python writes one (pandas' to_csv(na_rep="NaN"); pandas reads it as NaN): no text`,
	}
	if len(pairs) != 1 || len(rejects) != 2 || rejects[0].Rule != "nan_text" || rejects[0].ID != "j.jsonl:7" || rejects[0].Reason != want[0] ||
		rejects[1].ID != "j.jsonl:2" || rejects[1].Reason != want[1] {
		t.Errorf("pairs %+v rejects %+v", pairs, rejects)
	}
	pairs, rejects, _ = collect(t, func(s sources.Sink) (sources.FileResult, error) { return plain("p.txt", "nan\n", s) })
	if len(pairs) != 1 || len(rejects) != 0 {
		t.Errorf("plain text: pairs %+v rejects %+v", pairs, rejects)
	}
}

// TestJSONLNullTextKeepsTheRowsID: a JSONL line whose text is null (or
// NaN, as Python's json.dumps writes a float's) is rejected under the
// line's id, as a Parquet row's null text is and a "nan" text is: it was
// "<file>:L<line>", the id of a line whose id is not read then.
func TestJSONLNullTextKeepsTheRowsID(t *testing.T) {
	_, rejects, _ := collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return jsonl("n.jsonl", "{\"id\": 7, \"text\": null}\n{\"id\": \"a\", \"text\": NaN}\n{\"text\": null}\n{\"id\": [1], \"text\": null}\n", s)
	})
	var got []string
	for _, r := range rejects {
		got = append(got, r.ID+" "+r.Rule)
	}
	if want := []string{"n.jsonl:7 missing_field", "n.jsonl:a missing_field", "n.jsonl:3 missing_field", "n.jsonl (line 4) wrong_type"}; !slices.Equal(got, want) {
		t.Errorf("rejects %q, want %q", got, want)
	}
}

// TestTextTableFieldPastTheRecordLimit: a real quoted field longer than
// --max-record-bytes (a chapter in one cell, as Python's csv.writer writes
// it) that closes properly is one record_too_large reject of all its
// lines, naming the limit and the lines: its lines were read as rows, and
// those with the header's field count ("Line 4 of the chapter, with a
// comma") were published. A quote that never closes properly past the
// limit (a stray quote: the file's end, a damaged line, a bad close) is
// read as it is within the limit: the same rows and rejects as with a
// limit it does not reach, its lines past the limit read back from a
// temporary file; with no temporary folder they are one reject. read =
// written + rejected throughout.
func TestTextTableFieldPastTheRecordLimit(t *testing.T) {
	var chapter []string
	for i := 1; i <= 40; i++ {
		chapter = append(chapter, fmt.Sprintf("Line %d of the chapter, with a comma", i))
	}
	read := func(in string, limit int) (rows, rej []string, rejects []dataset.Reject) {
		pairs, rejects, res := collect(t, func(s sources.Sink) (sources.FileResult, error) {
			return sources.ParseTextTable("t.csv", strings.NewReader(in), "train", sources.TextFields{}, limit, s)
		})
		for _, p := range pairs {
			rows = append(rows, p.ID+"="+p.Written)
		}
		for _, r := range rejects {
			rej = append(rej, r.Rule+" "+r.Location)
		}
		if res.Records != int64(len(pairs)+len(rejects)) {
			t.Errorf("%d records, %d rows + %d rejects", res.Records, len(pairs), len(rejects))
		}
		return rows, rej, rejects
	}
	for _, tc := range []struct {
		name, in string
		rows     []string
		rejects  []string // rule location
		reason   string   // in a reject's reason
	}{{
		"a chapter that closes",
		"id,text\n1,A short row.\n2,\"" + strings.Join(chapter, "\n") + "\"\n3,After the chapter.\n",
		[]string{"t.csv:1=A short row.", "t.csv:3=After the chapter."},
		[]string{"record_too_large t.csv:3-42"},
		"t.csv:3: the quoted field opened on this line runs to line 42, past the 300-byte record limit at line 11: lines 3-42 are one reject",
	}, {
		"a chapter that closes, another field after it",
		"id,text,n\n2,\"" + strings.Join(chapter, "\n") + "\",\"x\"\n3,After,1\n",
		[]string{"t.csv:3=After"},
		[]string{"record_too_large t.csv:2-41"},
		"--max-record-bytes raises the limit",
	}} {
		rows, rej, rejects := read(tc.in, 300)
		found := false
		for _, r := range rejects {
			found = found || strings.Contains(r.Reason, tc.reason)
		}
		if !slices.Equal(rows, tc.rows) || !slices.Equal(rej, tc.rejects) || !found {
			t.Errorf("%s: rows %q\nrejects %q %+v\nwant rows %q, rejects %q, a reason with %q", tc.name, rows, rej, rejects, tc.rows, tc.rejects, tc.reason)
		}
	}
	lines := strings.Join(chapter[:20], "\n") + "\n"
	for _, tc := range []struct{ name, in, reason string }{
		{"to the file's end", "id,text\n1,\"She said hi\n" + lines, "never closed (the file ends inside it, at line 22); the lines after it are read as rows"},
		{"to a damaged line", "id,text\n1,\"She said hi\n" + lines + "5,caf\xe9\n6,Last.\n", "not closed before line 23 (invalid UTF-8"},
		{"to a bad close", "id,text\n1,\"She said hi\n" + lines + "5,He said \"yes\" twice.\n6,Last.\n", "the quote that ends it on line 23 is not followed by a separator"},
		{"lines that open quotes, to a bad close", "id,text\n1,\"She said hi\n" + lines + "7 5\" wide,\"open\n8,x\n5,He said \"yes\" twice.\n6,Last.\n", "the quote that ends it on line 25 is not followed by a separator"},
		{"lines that open quotes, to the file's end", "id,text\n1,\"She said hi\n" + lines + "7 5\" wide,\"open\n8,x\n" + lines, "never closed (the file ends inside it, at line 44)"},
	} {
		rows, rej, rejects := read(tc.in, 300)
		wantRows, wantRej, _ := read(tc.in, 0)
		if len(rej) == 0 || !strings.Contains(rejects[0].Reason, tc.reason) || !slices.Equal(rows, wantRows) || !slices.Equal(rej, wantRej) || len(rows) < 20 {
			t.Errorf("a stray quote %s: rows %q\nrejects %q %+v\nwant as within the limit: rows %q, rejects %q, the first naming %q", tc.name, rows, rej, rejects, wantRows, wantRej, tc.reason)
		}
	}
	// No temporary folder: the lines past the limit are one reject.
	t.Setenv("TMPDIR", filepath.Join(t.TempDir(), "none"))
	rows, rej, rejects := read("id,text\n1,\"She said hi\n"+lines+"5,caf\xe9\n6,Last.\n", 300)
	held := []string{}
	for i := 1; i <= 7; i++ {
		held = append(held, fmt.Sprintf("t.csv:Line %d of the chapter= with a comma", i))
	}
	if want := []string{"bad_columns t.csv:2", "bad_columns t.csv:3", "record_too_large t.csv:10-22", "invalid_utf8 t.csv:23"}; !slices.Equal(rows, append(held, "t.csv:6=Last.")) || !slices.Equal(rej[:1], want[:1]) || !slices.Equal(rej[len(rej)-2:], want[2:]) ||
		!strings.Contains(rejects[len(rejects)-2].Reason, "lines 10-22 run on past the 300-byte record limit inside the quoted field opened on line 2, which is not closed before line 23") {
		t.Errorf("no temporary folder: rows %q\nrejects %q %+v", rows, rej, rejects)
	}
}

// TestOneColumnTableSaysOneField: a row of a one-column table with a
// separator in it is rejected saying "expected 1 field", not "1 fields".
func TestOneColumnTableSaysOneField(t *testing.T) {
	_, rejects, _ := collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseTextTable("t.tsv", strings.NewReader("text\nbad\trow\n"), "train", sources.TextFields{}, 0, s)
	})
	if len(rejects) != 1 || !strings.HasSuffix(rejects[0].Reason, "expected 1 field as the header names, got 2") {
		t.Errorf("rejects %+v", rejects)
	}
}
