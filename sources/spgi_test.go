package sources_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/sources"
)

func parseSPGI(t *testing.T, name, in string) ([]dataset.Pair, []dataset.Reject, sources.FileResult, error) {
	t.Helper()
	var pairs []dataset.Pair
	var rejects []dataset.Reject
	res, err := sources.ParseSPGI(name, strings.NewReader(in), "validation", 0, sources.Sink{
		Pair:   func(p dataset.Pair) { pairs = append(pairs, p) },
		Reject: func(r dataset.Reject) { rejects = append(rejects, r) },
	})
	return pairs, rejects, res, err
}

// dataRow is the second line of in, the row after the header, without
// its line end.
func dataRow(in string) string {
	return strings.TrimSuffix(strings.Split(in, "\n")[1], "\r")
}

// The header's column names are matched without regard to case or the
// spaces around them, and the columns are found by name: a CSV written by
// a spreadsheet or another exporter (WAV_FILENAME, "Transcript", another
// order) reads like Kensho's own. A header without the three names is
// still an error naming file and line.
func TestParseSPGIHeaderByName(t *testing.T) {
	want := dataset.Pair{ID: "val.csv:a/1.wav", Source: "spgi", Split: "validation", Written: "We made $5 in 2020.",
		From: dataset.Origin{File: "val.csv", Line: 2}}
	for _, in := range []string{
		"wav_filename|wav_filesize|transcript\na/1.wav|100|We made $5 in 2020.\n",
		"WAV_FILENAME|WAV_FILESIZE|Transcript\na/1.wav|100|We made $5 in 2020.\n",
		"\xef\xbb\xbf Wav_Filename | wav_filesize | TRANSCRIPT \r\na/1.wav|100|We made $5 in 2020.\r\n",
		"transcript|wav_filename|wav_filesize\nWe made $5 in 2020.|a/1.wav|100\n",
		// Further columns: a speaker column, and the unnamed index column
		// pandas' to_csv writes first unless index=False.
		"wav_filename|wav_filesize|transcript|speaker\na/1.wav|100|We made $5 in 2020.|s1\n",
		"|wav_filename|wav_filesize|transcript\n0|a/1.wav|100|We made $5 in 2020.\n",
		",wav_filename,wav_filesize,transcript\n0,a/1.wav,100,\"We made $5 in 2020.\"\n",
		// Excel's CSV where the decimal mark is a comma: semicolons.
		"wav_filename;wav_filesize;transcript\r\na/1.wav;100;We made $5 in 2020.\r\n",
	} {
		pairs, rejects, res, err := parseSPGI(t, "val.csv", in)
		want.Raw = dataRow(in) // the row as written, for a later stage's reject
		if err != nil || len(rejects) != 0 || res.Records != 1 || len(pairs) != 1 || !reflect.DeepEqual(pairs[0], want) {
			t.Errorf("%q: %v, pairs %+v, rejects %+v, %+v", in, err, pairs, rejects, res)
		}
	}
	// The column count in a bad row's reason follows the header.
	_, rejects, _, err := parseSPGI(t, "val.csv", "transcript|wav_filename|wav_filesize\nx|a.wav\n")
	if err != nil || len(rejects) != 1 || rejects[0].Rule != "bad_columns" || !strings.Contains(rejects[0].Reason, "transcript|wav_filename|wav_filesize") {
		t.Errorf("bad row: %v %+v", err, rejects)
	}
	_, rejects, _, err = parseSPGI(t, "val.csv", "wav_filename|wav_filesize|transcript|speaker\na.wav|1|x\n")
	if err != nil || len(rejects) != 1 || rejects[0].Rule != "bad_columns" || !strings.Contains(rejects[0].Reason, "expected 4 |-separated columns") {
		t.Errorf("row without the header's fourth column: %v %+v", err, rejects)
	}
	// Without wav_filesize (Hugging Face's kensho/spgispeech metadata, whose
	// columns are wav_filename, audio, transcript): the rows read, with no
	// size to check; the file was refused for its header.
	for _, in := range []string{
		"wav_filename|transcript\na/1.wav|We made $5 in 2020.\n",
		"wav_filename,audio,transcript\na/1.wav,a/1.wav,\"We made $5 in 2020.\"\n",
	} {
		pairs, rejects, res, err := parseSPGI(t, "val.csv", in)
		want.Raw = dataRow(in)
		if err != nil || len(rejects) != 0 || res.Records != 1 || len(pairs) != 1 || !reflect.DeepEqual(pairs[0], want) {
			t.Errorf("no wav_filesize: %q: %v, pairs %+v, rejects %+v, %+v", in, err, pairs, rejects, res)
		}
	}
	_, rejects, _, err = parseSPGI(t, "val.csv", "wav_filename|transcript\na.wav|x|y\n|z\n")
	if err != nil || len(rejects) != 2 || rejects[0].Rule != "bad_columns" || !strings.Contains(rejects[0].Reason, "expected 2 |-separated columns") ||
		rejects[1].Rule != "missing_wav_filename" {
		t.Errorf("rows of a header without wav_filesize: %v %+v", err, rejects)
	}
	for _, hdr := range []string{"wav_filename", "transcript|wav_filesize", "file|size|text", "wav_filename|wav_filename|transcript", "wav_filename|wav_filesize|transcript|Transcript"} {
		if _, _, _, err := parseSPGI(t, "val.csv", hdr+"\na|1|b\n"); err == nil || !strings.Contains(err.Error(), "val.csv:1: not an SPGISpeech CSV") {
			t.Errorf("header %q: %v", hdr, err)
		}
	}
	// NeMo's GTN JSONL given to prep spgi: the line is quoted in part (it
	// was quoted whole, up to 4 KiB) and the preps that read JSON lines are
	// named.
	long := `{"text": "` + strings.Repeat("It can be summarized as a tagger ", 20) + `", "gt_normalized": "x"}`
	_, _, _, err = parseSPGI(t, "val.csv", long+"\n")
	wantErr := `val.csv:1: not an SPGISpeech CSV: want header "wav_filename|wav_filesize|transcript", got "{\"text\": \"` + strings.Repeat("It can be summarized as a tagger ", 4)[:110] + `..." (a JSON line: NeMo's GTN JSONL {"text", "gt_normalized"} is read by itnprep prep gtn, a text JSONL {"text"} by itnprep prep text)`
	if err == nil || err.Error() != wantErr {
		t.Errorf("a JSON line as the header:\n got %v\nwant %s", err, wantErr)
	}
}

// Fields are read as Python's csv module (and pandas) read a
// pipe-delimited file: a quoted field loses its quotes, "" in it is a
// quote and it may hold the separator; a transcript that merely begins
// with a quotation mark stays as it is. A copy re-saved as ordinary CSV
// (commas, quoted transcripts holding commas) or TSV reads the same.
func TestParseSPGIQuotedFieldsAndOtherSeparators(t *testing.T) {
	rows := map[string]string{
		"val.csv:a/1.wav": "Thank you, operator.",
		"val.csv:a/2.wav": `He said "we're fine" | and moved on.`,
		"val.csv:a/3.wav": `"Yes," he said, "in 2020."`,
		"val.csv:a/4.wav": `Revenue was $5 million.`,
	}
	for _, in := range []string{
		"\xef\xbb\xbfwav_filename|wav_filesize|transcript\r\n" +
			`a/1.wav|100|"Thank you, operator."` + "\r\n" +
			`a/2.wav|"200"|"He said ""we're fine"" | and moved on."` + "\r\n" +
			`a/3.wav|300|"Yes," he said, "in 2020."` + "\r\n" +
			`"a/4.wav"|400|Revenue was $5 million.` + "\r\n",
		`"wav_filename","wav_filesize","transcript"` + "\n" +
			`a/1.wav,100,"Thank you, operator."` + "\n" +
			`a/2.wav,200,"He said ""we're fine"" | and moved on."` + "\n" +
			`a/3.wav,300,"""Yes,"" he said, ""in 2020."""` + "\n" +
			`a/4.wav,400,Revenue was $5 million.` + "\n",
		"wav_filename\twav_filesize\ttranscript\n" +
			"a/1.wav\t100\tThank you, operator.\n" +
			"a/2.wav\t200\t\"He said \"\"we're fine\"\" | and moved on.\"\n" +
			"a/3.wav\t300\t\"Yes,\" he said, \"in 2020.\"\n" +
			"a/4.wav\t400\tRevenue was $5 million.\n",
	} {
		pairs, rejects, res, err := parseSPGI(t, "val.csv", in)
		if err != nil || len(rejects) != 0 || res.Records != 4 || len(pairs) != 4 {
			t.Fatalf("%q: %v, pairs %+v, rejects %+v", in, err, pairs, rejects)
		}
		for _, p := range pairs {
			if want, ok := rows[p.ID]; !ok || p.Written != want {
				t.Errorf("%s: written %q, want %q", p.ID, p.Written, want)
			}
		}
	}
	// A comma file's bad row names the comma in its reason.
	_, rejects, _, err := parseSPGI(t, "val.csv", "wav_filename,wav_filesize,transcript\na.wav,1,x,y\n")
	if err != nil || len(rejects) != 1 || !strings.Contains(rejects[0].Reason, "expected 3 ,-separated columns") {
		t.Errorf("bad comma row: %v %+v", err, rejects)
	}
}

// A wav_filesize that is no file's size is quarantined with the reason
// that fits: a negative size was accepted, and a number past int64 was
// called "not an integer".
func TestParseSPGIBadFilesize(t *testing.T) {
	in := "wav_filename|wav_filesize|transcript\n" +
		"a/1.wav|-5|Negative.\n" +
		"a/2.wav|99999999999999999999999|Huge.\n" +
		"a/3.wav|abc|Not a number.\n" +
		"a/4.wav|0|Empty file is a size.\n" +
		// A missing size, and a whole number as pandas writes a column with
		// a missing value (a float): read, with the transcript (each was a
		// bad_wav_filesize reject).
		"a/5.wav||Missing size.\n" +
		"a/6.wav|163884.0|Float size.\n" +
		"a/7.wav|1000.5|Half a byte.\n"
	pairs, rejects, res, err := parseSPGI(t, "val.csv", in)
	if err != nil || res.Records != 7 || len(pairs) != 3 || pairs[0].ID != "val.csv:a/4.wav" || pairs[1].ID != "val.csv:a/5.wav" || pairs[2].ID != "val.csv:a/6.wav" {
		t.Fatalf("%v, %+v, pairs %+v", err, res, pairs)
	}
	want := []string{"val.csv:2: wav_filesize \"-5\" is negative", "val.csv:3: wav_filesize \"99999999999999999999999\" is out of range", "val.csv:4: wav_filesize \"abc\" is not an integer", "val.csv:8: wav_filesize \"1000.5\" is not an integer"}
	if len(rejects) != len(want) {
		t.Fatalf("rejects %+v", rejects)
	}
	for i, r := range rejects {
		if r.Rule != "bad_wav_filesize" || !strings.HasPrefix(r.Reason, want[i]) {
			t.Errorf("reject %d: %s %q, want bad_wav_filesize %q...", i, r.Rule, r.Reason, want[i])
		}
	}
}

// TestParseSPGIMissingOrPaddedFilesize: a size Python or pandas wrote as a
// missing value (csv.writer's "nan", "NaN", "None", "<NA>") is a missing
// size, as the empty field is, and spaces around a number are no part of
// it (Python's int(" 12 ") is 12): each row was a bad_wav_filesize reject
// that lost its transcript over a size no row carries.
func TestParseSPGIMissingOrPaddedFilesize(t *testing.T) {
	in := "wav_filename|wav_filesize|transcript\n" +
		"a/1.wav|nan|One.\n" +
		"a/2.wav|NaN|Two.\n" +
		"a/3.wav| 12 |Three.\n" +
		"a/4.wav|None|Four.\n" +
		"a/5.wav|<NA>|Five.\n" +
		"a/6.wav| 12.0|Six.\n" +
		"a/7.wav|1 2|Seven.\n" +
		"a/8.wav| -3 |Eight.\n"
	pairs, rejects, res, err := parseSPGI(t, "val.csv", in)
	if err != nil || res.Records != 8 || len(pairs) != 6 {
		t.Fatalf("%v, %+v, pairs %+v", err, res, pairs)
	}
	if len(rejects) != 2 || !strings.HasPrefix(rejects[0].Reason, `val.csv:8: wav_filesize "1 2" is not an integer`) || !strings.HasPrefix(rejects[1].Reason, `val.csv:9: wav_filesize "-3" is negative`) {
		t.Errorf("rejects %+v", rejects)
	}
}

// TestCSVCarriageReturnOutsideQuotes: SPGISpeech's CSV and prep text's
// tables read a carriage return as Python's csv does. Outside a quoted
// field it ends a row there, so a row holding one is two rows run
// together: rejected, rule bare_cr, as prep text rejects a plain line
// holding one (SPGISpeech read it as a space, the cleaning's). Inside a
// quoted field it is the field's text, as a newline is: kept (the
// cleaning reads it as white space).
func TestCSVCarriageReturnOutsideQuotes(t *testing.T) {
	spgi := sources.SPGIHeader + "\n" +
		"a/1.wav|100|We made 5\rdollars.\n" +
		"a/2.wav|100|\"Line one\rline two\"\n" +
		"a/3.wav|100|Fine.\n"
	table := "id,text\n" +
		"1,We made 5\rdollars.\n" +
		"2,\"Line one\rline two\"\n" +
		"3,Fine.\n"
	for _, c := range []struct {
		name  string
		parse func(sources.Sink) (sources.FileResult, error)
		kept  string // the quoted row's id
	}{
		{"spgi", func(s sources.Sink) (sources.FileResult, error) {
			return sources.ParseSPGI("val.csv", strings.NewReader(spgi), "validation", 0, s)
		}, "val.csv:a/2.wav"},
		{"text table", func(s sources.Sink) (sources.FileResult, error) {
			return sources.ParseTextTable("t.csv", strings.NewReader(table), "train", sources.TextFields{}, 0, s)
		}, "t.csv:2"},
	} {
		pairs, rejects, res := collect(t, c.parse)
		if res.Records != 3 || len(pairs) != 2 || len(rejects) != 1 {
			t.Fatalf("%s: %d records, pairs %+v, rejects %+v; want 3, 2 and 1", c.name, res.Records, pairs, rejects)
		}
		if r := rejects[0]; r.Rule != "bare_cr" || !strings.HasSuffix(r.Location, ":2") || !strings.Contains(r.Reason, "carriage return (\\r) outside a quoted field") {
			t.Errorf("%s: reject %+v; want bare_cr at line 2", c.name, r)
		}
		if pairs[0].ID != c.kept || pairs[0].Written != "Line one\rline two" {
			t.Errorf("%s: quoted row %q %q; want %s with its carriage return kept", c.name, pairs[0].ID, pairs[0].Written, c.kept)
		}
	}
}

// TestSPGIGivenKaggleGTNNamesPrepGTN: Kaggle's en_train.csv given to prep
// spgi (both are CSVs of a speech-to-text corpus) is refused naming prep
// gtn, as prep text does; it named only the header prep spgi wants.
func TestSPGIGivenKaggleGTNNamesPrepGTN(t *testing.T) {
	for _, in := range []string{sources.GTNKaggleHeader + "\r\n0,0,\"PLAIN\",\"The\",\"The\"\r\n", "\ufeffsentence_id,token_id,class,before,after\n"} {
		_, err := sources.ParseSPGI("en_train.csv", strings.NewReader(in), "train", 0, sources.Sink{})
		if err == nil || !strings.Contains(err.Error(), "en_train.csv:1: not an SPGISpeech CSV") || !strings.Contains(err.Error(), "read it with itnprep prep gtn") {
			t.Errorf("%q: %v", in, err)
		}
	}
	_, err := sources.ParseSPGI("val.csv", strings.NewReader("a,b,c\n"), "train", 0, sources.Sink{})
	if err == nil || strings.Contains(err.Error(), "prep gtn") {
		t.Errorf("another header: %v", err)
	}
}
