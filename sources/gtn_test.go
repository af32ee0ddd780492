package sources

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

func collect(t *testing.T, parse func(Sink) (FileResult, error)) ([]dataset.Pair, []dataset.Reject, FileResult) {
	t.Helper()
	var pairs []dataset.Pair
	var rejects []dataset.Reject
	res, err := parse(Sink{
		Pair:   func(p dataset.Pair) { pairs = append(pairs, p) },
		Reject: func(r dataset.Reject) { rejects = append(rejects, r) },
	})
	if err != nil {
		t.Fatal(err)
	}
	if int64(len(pairs)+len(rejects)) != res.Records {
		t.Fatalf("accounting: %d pairs + %d rejects != %d records", len(pairs), len(rejects), res.Records)
	}
	return pairs, rejects, res
}

// checkDetokenizedGTN reads raw GTN text in with --detokenize through the
// parser and through its reference: each gives one pair written so (and
// spoken so, unless spoken is ""), whose first span selects span of the
// written side after the tokens are joined.
func checkDetokenizedGTN(t *testing.T, in, written, spoken, span string) {
	t.Helper()
	for name, parse := range map[string]func(string, io.Reader, string, GTNOptions, Sink) (FileResult, error){"ParseGTN": ParseGTN, "reference": parseGTNRef} {
		pairs, _, _ := collect(t, func(s Sink) (FileResult, error) {
			return parse("output-00000-of-00100", strings.NewReader(in), "train", GTNOptions{Detokenize: true}, s)
		})
		if len(pairs) != 1 || len(pairs[0].Spans) == 0 {
			t.Errorf("%s: pairs %+v, want one with a span", name, pairs)
			continue
		}
		p := pairs[0]
		if p.Written != written || spoken != "" && p.Spoken != spoken {
			t.Errorf("%s: detokenized %q / %q, want %q / %q", name, p.Written, p.Spoken, written, spoken)
		}
		sp := p.Spans[0]
		if got := string([]rune(p.Written)[sp.WrittenStart:sp.WrittenEnd]); got != span {
			t.Errorf("%s: span %+v selects %q, want %q", name, sp, got, span)
		}
	}
}

func parseGTNString(t *testing.T, name, in string, opts GTNOptions) ([]dataset.Pair, []dataset.Reject, FileResult) {
	return collect(t, func(s Sink) (FileResult, error) {
		return ParseGTN(name, strings.NewReader(in), "train", opts, s)
	})
}

func TestParseGTNSentenceAssembly(t *testing.T) {
	in := "PLAIN\tThe\t<self>\n" +
		"LETTERS\tBBC\tb b c\n" +
		"PLAIN\tsaid\t<self>\n" +
		"PUNCT\t,\tsil\n" +
		"TELEPHONE\t1-800\tone sil eight hundred\n" +
		"ELECTRONIC\tx.org\tx_letter _letter dot o_letter r_letter g_letter\n" +
		"PLAIN\tDon't\t<self>\n" +
		"PUNCT\t.\tsil\n" +
		"<eos>\t<eos>\n" +
		"PLAIN\tNo\t<self>\n" +
		"PLAIN\tend\t<self>\n" // missing final <eos>
	pairs, rejects, res := parseGTNString(t, "dir/output-00003-of-00100.gz", in, GTNOptions{})
	if len(rejects) != 0 || res.Records != 2 {
		t.Fatalf("rejects %v, records %d", rejects, res.Records)
	}
	want := dataset.Pair{
		ID: "output-00003-of-00100:1", Source: "gtn", Split: "train",
		Written: "The BBC said , 1-800 x.org Don't .",
		Spoken:  "the b b c said one eight hundred x dot o r g don't",
		Spans: []dataset.Span{
			{Class: "LETTERS", Written: "BBC", Spoken: "b b c", WrittenStart: 4, WrittenEnd: 7, SpokenStart: 4, SpokenEnd: 9},
			{Class: "TELEPHONE", Written: "1-800", Spoken: "one eight hundred", WrittenStart: 15, WrittenEnd: 20, SpokenStart: 15, SpokenEnd: 32},
			{Class: "ELECTRONIC", Written: "x.org", Spoken: "x dot o r g", WrittenStart: 21, WrittenEnd: 26, SpokenStart: 33, SpokenEnd: 44},
		},
		// the sentence's lines, its <eos> included, in the file as named
		From: dataset.Origin{File: "dir/output-00003-of-00100.gz", Line: 1, Last: 9},
	}
	if !reflect.DeepEqual(pairs[0], want) {
		t.Errorf("sentence 1:\n got %+v\nwant %+v", pairs[0], want)
	}
	for _, sp := range pairs[0].Spans {
		if got := string([]rune(pairs[0].Written)[sp.WrittenStart:sp.WrittenEnd]); got != sp.Written {
			t.Errorf("written offsets of %s select %q", sp.Class, got)
		}
		if got := string([]rune(pairs[0].Spoken)[sp.SpokenStart:sp.SpokenEnd]); got != sp.Spoken {
			t.Errorf("spoken offsets of %s select %q", sp.Class, got)
		}
	}
	want2 := dataset.Pair{ID: "output-00003-of-00100:10", Source: "gtn", Split: "train", Written: "No end", Spoken: "no end",
		From: dataset.Origin{File: "dir/output-00003-of-00100.gz", Line: 10, Last: 11}}
	if !reflect.DeepEqual(pairs[1], want2) {
		t.Errorf("sentence without final <eos>:\n got %+v\nwant %+v", pairs[1], want2)
	}
	// The file cut short inside its last line (no newline, no <eos>): the
	// line may be cut too ("<self" was read as the spoken word "self"), so
	// the sentence is quarantined, naming the line; a file whose last line
	// is "<eos>\t<eos>" without a newline is whole.
	for _, parse := range []func(string, io.Reader, string, GTNOptions, Sink) (FileResult, error){ParseGTN, parseGTNRef} {
		cut := "PLAIN\tA\t<self>\n<eos>\t<eos>\nPLAIN\tWell\t<self>\nPUNCT\t''\t<self"
		pairs, rejects, res := collect(t, func(s Sink) (FileResult, error) {
			return parse("output-00003-of-00100", strings.NewReader(cut), "train", GTNOptions{}, s)
		})
		if len(pairs) != 1 || len(rejects) != 1 || res.Records != 2 || rejects[0].Rule != "gtn_cut_short" ||
			rejects[0].Location != "output-00003-of-00100:3-4" || !strings.HasPrefix(rejects[0].Reason, "output-00003-of-00100:4: the file ends inside this line") ||
			rejects[0].Raw != "PLAIN\tWell\t<self>\nPUNCT\t''\t<self\n" {
			t.Errorf("file cut short: pairs %+v, rejects %+v, records %d", pairs, rejects, res.Records)
		}
		whole := "PLAIN\tA\t<self>\n<eos>\t<eos>"
		pairs, rejects, _ = collect(t, func(s Sink) (FileResult, error) {
			return parse("output-00003-of-00100", strings.NewReader(whole), "train", GTNOptions{}, s)
		})
		if len(pairs) != 1 || len(rejects) != 0 {
			t.Errorf("last <eos> without a newline: pairs %+v, rejects %+v", pairs, rejects)
		}
	}
}

func TestParseGTNDetokenize(t *testing.T) {
	in := "PLAIN\tHello\t<self>\nPUNCT\t,\tsil\nPLAIN\tworld\t<self>\nPUNCT\t(\tsil\nCARDINAL\t2\ttwo\nPUNCT\t)\tsil\nPUNCT\t.\tsil\n<eos>\t<eos>\n"
	pairs, _, _ := parseGTNString(t, "output-00000-of-00100", in, GTNOptions{Detokenize: true})
	if got := pairs[0].Written; got != "Hello, world (2)." {
		t.Fatalf("detokenized written %q", got)
	}
	sp := pairs[0].Spans[0]
	if got := string([]rune(pairs[0].Written)[sp.WrittenStart:sp.WrittenEnd]); got != "2" {
		t.Fatalf("span offsets after detokenizing select %q", got)
	}
	// PTB quote tokens are written as the straight quote ("``1980''" was
	// kept), and the spans after them still select their text.
	in = "PLAIN\tIn\t<self>\nPUNCT\t``\tsil\nDATE\t1980\tnineteen eighty\nPUNCT\t''\tsil\nCARDINAL\t5\tfive\nPUNCT\t.\tsil\n<eos>\t<eos>\n"
	for _, parse := range []func(string, io.Reader, string, GTNOptions, Sink) (FileResult, error){ParseGTN, parseGTNRef} {
		pairs, _, _ := collect(t, func(s Sink) (FileResult, error) {
			return parse("output-00000-of-00100", strings.NewReader(in), "train", GTNOptions{Detokenize: true}, s)
		})
		if got := pairs[0].Written; got != `In "1980" 5.` {
			t.Errorf("detokenized %q", got)
		}
		for _, sp := range pairs[0].Spans {
			if got := string([]rune(pairs[0].Written)[sp.WrittenStart:sp.WrittenEnd]); got != sp.Written {
				t.Errorf("span %+v selects %q", sp, got)
			}
		}
	}
}

func TestParseGTNMalformedLinesRejectTheSentence(t *testing.T) {
	in := "PLAIN\ta\t<self>\n" +
		"PLAIN\tb\n" + // 2 columns, not <eos>
		"<eos>\t<eos>\n" +
		"lonely\n" + // 1 column
		"<eos>\t<eos>\n" +
		"PLAIN\tc\t<self>\textra\n" + // 4 columns
		"<eos>\t<eos>\n" +
		"PLAIN\tok\t<self>\r\n" + // CRLF is fine
		"<eos>\t<eos>\r\n" +
		"PLAIN\t\xff\t<self>\n" + // invalid UTF-8
		"<eos>\t<eos>\n"
	pairs, rejects, res := parseGTNString(t, "output-00001-of-00100", in, GTNOptions{})
	if res.Records != 5 || len(pairs) != 1 || len(rejects) != 4 {
		t.Fatalf("records %d pairs %d rejects %d", res.Records, len(pairs), len(rejects))
	}
	if pairs[0].Written != "ok" {
		t.Errorf("CRLF sentence written %q", pairs[0].Written)
	}
	wantReason := []string{
		"output-00001-of-00100:2: expected CLASS<TAB>written<TAB>spoken or <eos><TAB><eos>, got 2 column(s)",
		"output-00001-of-00100:4: expected CLASS<TAB>written<TAB>spoken or <eos><TAB><eos>, got 1 column(s)",
		"output-00001-of-00100:6: expected CLASS<TAB>written<TAB>spoken or <eos><TAB><eos>, got 4 column(s)",
		"output-00001-of-00100:10: invalid UTF-8 (byte 0xFF at byte 7 of the line; text in Latin-1 or Windows-1252? iconv -f WINDOWS-1252 -t UTF-8 converts it)",
	}
	for i, r := range rejects {
		if r.Reason != wantReason[i] {
			t.Errorf("reject %d reason %q, want %q", i, r.Reason, wantReason[i])
		}
	}
	if rejects[3].Rule != "gtn_invalid_utf8" || rejects[0].Rule != "gtn_bad_columns" {
		t.Errorf("rules %q %q", rejects[0].Rule, rejects[3].Rule)
	}
}

// TestParseGTNTrailingBlanksAndLoneEOS: blanks at a line's end are not
// columns (NeMo's reader strips each line): a token line with a trailing
// tab or spaces is a token, "<eos>" alone or with blanks after it ends its
// sentence, and a line of blanks is a blank line. Before, the trailing
// tab rejected its sentence (4 columns) and a lone "<eos>" ran two
// sentences together into one reject. A line left with fewer than three
// columns keeps its tabs: "PLAIN\tb\t" is still an empty spoken column.
func TestParseGTNTrailingBlanksAndLoneEOS(t *testing.T) {
	in := "PLAIN\tThe\t<self>\t\n" +
		"CARDINAL\t5\tfive  \n" +
		"<eos>\n" +
		"   \t\n" +
		"PLAIN\tIt\t<self>\r\n" +
		"<eos> \t\r\n" +
		"PLAIN\tb\t\n" +
		"<eos>\t<eos>\t\n" +
		"PLAIN\tok\t<self>\n"
	for name, parse := range map[string]func(string, io.Reader, string, GTNOptions, Sink) (FileResult, error){"parser": ParseGTN, "reference": parseGTNRef} {
		pairs, rejects, res := collect(t, func(s Sink) (FileResult, error) {
			return parse("output-00001-of-00100", strings.NewReader(in), "train", GTNOptions{}, s)
		})
		var got []string
		for _, p := range pairs {
			got = append(got, p.ID+" "+p.Written+" | "+p.Spoken)
		}
		want := []string{"output-00001-of-00100:1 The 5 | the five", "output-00001-of-00100:5 It | it", "output-00001-of-00100:9 ok | ok"}
		if res.Records != 4 || !reflect.DeepEqual(got, want) || len(rejects) != 1 || rejects[0].Rule != "gtn_empty_column" || rejects[0].Location != "output-00001-of-00100:7-8" {
			t.Errorf("%s: %d records, pairs %q, rejects %+v; want %q and one gtn_empty_column reject at lines 7-8", name, res.Records, got, rejects, want)
		}
	}
}

// Raw GTN's straight double quotes open and close by turns when
// detokenizing: `He said " hi " .` was written `He said " hi ".`.
func TestDetokenizePairsStraightQuotes(t *testing.T) {
	in := "PLAIN\tHe\t<self>\nPLAIN\tsaid\t<self>\nPUNCT\t\"\tsil\nPLAIN\thi\t<self>\nPUNCT\t\"\tsil\nPUNCT\t.\tsil\n" +
		"PUNCT\t(\tsil\nPUNCT\t\"\tsil\nPLAIN\tx\t<self>\nPUNCT\t\"\tsil\nPUNCT\t)\tsil\n<eos>\t<eos>\n"
	for _, parse := range []func(string, io.Reader, string, GTNOptions, Sink) (FileResult, error){ParseGTN, parseGTNRef} {
		pairs, _, _ := collect(t, func(s Sink) (FileResult, error) {
			return parse("output-00000-of-00100", strings.NewReader(in), "train", GTNOptions{Detokenize: true}, s)
		})
		if got := pairs[0].Written; got != `He said "hi". ("x")` {
			t.Errorf("detokenized %q", got)
		}
	}
	for in, want := range map[string]string{
		`He said " hi " .`:     `He said "hi".`,
		`" a " and " b "`:      `"a" and "b"`,
		"The `` best '' car .": `The "best" car.`,
		// NeMo's GoogleTN.json: `` at both ends (line 637 of its test set).
		"Some assert that `` stylus `` is a direct loanword from Latin and should be pluralised as `` styli `` .": `Some assert that "stylus" is a direct loanword from Latin and should be pluralised as "styli".`,
		"`` a '' and `` b ''":  `"a" and "b"`,
		"`` WCHA History `` .": `"WCHA History".`,
		// A token holding two apostrophes is no quote token.
		"rock n'' roll":               "rock n'' roll",
		`one " unclosed quote`:        `one "unclosed quote`,
		`( " x " ) , $ 5 , it 's " "`: `("x"), $5, it's ""`,
	} {
		if got := Detokenize(in); got != want {
			t.Errorf("Detokenize(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestParseGTNMaxLinesStopsAtTestCut(t *testing.T) {
	in := "PLAIN\ta\t<self>\n<eos>\t<eos>\nPLAIN\tb\t<self>\n<eos>\t<eos>\n"
	pairs, _, res := parseGTNString(t, "output-00099-of-00100", in, GTNOptions{MaxLines: 2})
	if len(pairs) != 1 || !res.Partial || res.BytesRead != int64(len("PLAIN\ta\t<self>\n<eos>\t<eos>\n")) {
		t.Fatalf("pairs %d partial %v bytes %d", len(pairs), res.Partial, res.BytesRead)
	}
}

// A cut that falls inside a sentence reads that sentence to its <eos>
// (it was published cut short: "b" without "c"), and nothing after it.
func TestParseGTNMaxLinesCompletesTheSentence(t *testing.T) {
	in := "PLAIN\ta\t<self>\n<eos>\t<eos>\nPLAIN\tb\t<self>\nPLAIN\tc\t<self>\n<eos>\t<eos>\nPLAIN\td\t<self>\n<eos>\t<eos>\n"
	for _, parse := range []func(string, io.Reader, string, GTNOptions, Sink) (FileResult, error){ParseGTN, parseGTNRef} {
		pairs, rejects, res := collect(t, func(s Sink) (FileResult, error) {
			return parse("output-00099-of-00100", strings.NewReader(in), "test", GTNOptions{MaxLines: 3}, s)
		})
		if len(pairs) != 2 || len(rejects) != 0 || pairs[1].Written != "b c" || !res.Partial || res.Records != 2 {
			t.Fatalf("pairs %+v, rejects %+v, %+v", pairs, rejects, res)
		}
	}
}

func TestParseGTNTruncatedGzipIsAnError(t *testing.T) {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	for i := 0; i < 2000; i++ {
		io.WriteString(zw, "PLAIN\tword\t<self>\n<eos>\t<eos>\n")
	}
	zw.Close()
	cut := buf.Bytes()[:buf.Len()/2]
	zr, err := gzip.NewReader(bytes.NewReader(cut))
	if err != nil {
		t.Fatal(err)
	}
	_, err = ParseGTN("output-00002-of-00100.gz", zr, "train", GTNOptions{}, Sink{Pair: func(dataset.Pair) {}, Reject: func(dataset.Reject) {}})
	if err == nil || !strings.Contains(err.Error(), "output-00002-of-00100.gz:") || !strings.Contains(err.Error(), "truncated gzip") {
		t.Fatalf("want a file:line truncated-gzip error, got %v", err)
	}
}

func TestGTNSplit(t *testing.T) {
	for name, want := range map[string]string{
		"output-00000-of-00100": "train", "a/output-00089-of-00100.gz": "train",
		"output-00090-of-00100": "validation", "output-00094-of-00100": "validation",
		"output-00095-of-00100": "", "output-00099-of-00100.gz": "test",
		// NeMo's Duplex TN data_split.py writes the files with .tsv.
		"data_split/train/output-00001-of-00100.tsv": "train", "dev/output-00091-of-00100.tsv": "validation",
		"test/output-00099-of-00100.tsv": "test", "test_full/output-00099-of-00100.tsv.gz": "test",
	} {
		got, _, ok := GTNSplit(name)
		if !ok || got != want {
			t.Errorf("GTNSplit(%q) = %q, %v; want %q", name, got, ok, want)
		}
	}
	for _, name := range []string{"train.csv", "train.tsv", "output-00001-of-00100.csv", "output-00001-of-00100.tsv.txt"} {
		if _, _, ok := GTNSplit(name); ok {
			t.Errorf("%s is not a GTN file", name)
		}
	}
}

func TestSampleFilesParse(t *testing.T) {
	for _, name := range []string{"../testdata/gtn/output-00000-of-00100", "../testdata/gtn/output-00090-of-00100.gz", "../testdata/gtn/output-00099-of-00100"} {
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		var r io.Reader = f
		if strings.HasSuffix(name, ".gz") {
			if r, err = gzip.NewReader(f); err != nil {
				t.Fatal(err)
			}
		}
		pairs, rejects, _ := collect(t, func(s Sink) (FileResult, error) { return ParseGTN(name, r, "x", GTNOptions{}, s) })
		f.Close()
		if len(rejects) != 0 || len(pairs) < 3 {
			t.Errorf("%s: %d pairs, %d rejects", name, len(pairs), len(rejects))
		}
	}
}

func TestASRForm(t *testing.T) {
	for in, want := range map[string]string{
		"Don't STOP!": "don't stop", "`` Hello ''": "hello", "well-known": "well known",
		"rock 'n' roll": "rock n roll", "Élan vital.": "élan vital", "": "",
	} {
		if got := ASRForm(in); got != want {
			t.Errorf("ASRForm(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestParseGTNEmptySentenceIsRejected: an "<eos><TAB><eos>" with no token
// before it (a file starting with one, or two in a row) is no pair: it was
// published as a row with empty written and spoken sides. It is counted and
// rejected as gtn_empty_sentence, naming its line.
func TestParseGTNEmptySentenceIsRejected(t *testing.T) {
	in := "<eos>\t<eos>\nPLAIN\tHi\t<self>\n<eos>\t<eos>\n<eos>\t<eos>\nPLAIN\tYo\t<self>\n<eos>\t<eos>\n"
	for _, parse := range []func(string, io.Reader, string, GTNOptions, Sink) (FileResult, error){ParseGTN, parseGTNRef} {
		pairs, rejects, res := collect(t, func(s Sink) (FileResult, error) {
			return parse("output-00000-of-00100", strings.NewReader(in), "train", GTNOptions{}, s)
		})
		if res.Records != 4 || len(pairs) != 2 || pairs[0].Written != "Hi" || pairs[1].Written != "Yo" || len(rejects) != 2 {
			t.Fatalf("records %d, pairs %+v, rejects %+v", res.Records, pairs, rejects)
		}
		for i, line := range []int{1, 4} {
			r := rejects[i]
			if r.Rule != "gtn_empty_sentence" || r.Reason != fmt.Sprintf("output-00000-of-00100:%d: empty sentence (<eos> with no token before it)", line) {
				t.Errorf("reject %d: %+v", i, r)
			}
		}
	}
}

// TestParseGTNDamagedTokens: a token line with an empty column, and a
// sentence with no spoken word, are rejects naming their line and problem
// (they were rows: written " a" with a leading space, a CARDINAL span
// spoken as nothing, a row spoken ""); "<eos>" followed by blanks still
// ends its sentence instead of merging two sentences into one reject.
func TestParseGTNDamagedTokens(t *testing.T) {
	in := "PLAIN\t\t<self>\nPLAIN\ta\t<self>\n<eos>\t<eos>\n" + // 1: empty written
		"CARDINAL\t5\t\nPLAIN\tb\t<self>\n<eos>\t<eos>\n" + // 4: empty spoken
		"\tc\t<self>\n<eos>\t<eos>\n" + // 7: empty class
		"PUNCT\t.\tsil\n<eos>\t<eos>\n" + // 9: punctuation only
		"PLAIN\tok\t<self>\n<eos>\t<eos> \t\n" + // 11: blanks after <eos>
		"PLAIN\tfine\t<self>\n<eos>\t<eos>\n" + // 13
		"PLAIN\tThe\t<self>\nCARDNAL\t5\tfive\n<eos>\t<eos>\n" + // 15: a misspelt class
		"plain\tHo\t<self>\n<eos>\t<eos>\n" // 18: a class in lower case
	for _, parse := range []func(string, io.Reader, string, GTNOptions, Sink) (FileResult, error){ParseGTN, parseGTNRef} {
		pairs, rejects, res := collect(t, func(s Sink) (FileResult, error) {
			return parse("output-00000-of-00100", strings.NewReader(in), "train", GTNOptions{}, s)
		})
		if res.Records != 8 || len(pairs) != 2 || pairs[0].Written != "ok" || pairs[1].Written != "fine" {
			t.Fatalf("records %d, pairs %+v", res.Records, pairs)
		}
		want := []struct{ rule, reason string }{
			{"gtn_empty_column", "output-00000-of-00100:1: empty written column (GTN leaves no column empty: a token said as written is spoken <self>, one not said sil)"},
			{"gtn_empty_column", "output-00000-of-00100:4: empty spoken column (GTN leaves no column empty: a token said as written is spoken <self>, one not said sil)"},
			{"gtn_empty_column", "output-00000-of-00100:7: empty class column (GTN leaves no column empty: a token said as written is spoken <self>, one not said sil)"},
			{"gtn_empty_spoken", "output-00000-of-00100:9: the sentence has no spoken word (punctuation or silence only)"},
			// A class GTN never writes was published as a span of that class.
			{"gtn_unknown_class", `output-00000-of-00100:16: unknown class "CARDNAL" (GTN's classes: ADDRESS, CARDINAL, DATE, DECIMAL, DIGIT, ELECTRONIC, FRACTION, LETTERS, MEASURE, MONEY, ORDINAL, PLAIN, PUNCT, TELEPHONE, TIME, VERBATIM)`},
			{"gtn_unknown_class", `output-00000-of-00100:18: unknown class "plain" (GTN's classes: ADDRESS, CARDINAL, DATE, DECIMAL, DIGIT, ELECTRONIC, FRACTION, LETTERS, MEASURE, MONEY, ORDINAL, PLAIN, PUNCT, TELEPHONE, TIME, VERBATIM; GTN writes it PLAIN)`},
		}
		if len(rejects) != len(want) {
			t.Fatalf("rejects %+v", rejects)
		}
		for i, w := range want {
			if rejects[i].Rule != w.rule || rejects[i].Reason != w.reason {
				t.Errorf("reject %d: %s %q, want %s %q", i, rejects[i].Rule, rejects[i].Reason, w.rule, w.reason)
			}
		}
	}
}

// TestParseGTNEOSOfThreeColumns: "<eos><TAB><eos><TAB><eos>" ends no
// sentence, so the sentences around it are one reject; the reason said
// `unknown class "<eos>"` and listed GTN's classes, as of a token.
func TestParseGTNEOSOfThreeColumns(t *testing.T) {
	in := "PLAIN\tHi\t<self>\n<eos>\t<eos>\t<eos>\nPLAIN\tYo\t<self>\n<eos>\t<eos>\nPLAIN\tok\t<self>\n<eos>\t<eos>\n"
	for _, parse := range []func(string, io.Reader, string, GTNOptions, Sink) (FileResult, error){ParseGTN, parseGTNRef} {
		pairs, rejects, res := collect(t, func(s Sink) (FileResult, error) {
			return parse("output-00000-of-00100", strings.NewReader(in), "train", GTNOptions{}, s)
		})
		want := "output-00000-of-00100:2: an <eos> line of three columns, which ends no sentence: <eos><TAB><eos> ends one, so the sentences before and after it were read as one (a damaged end of sentence?)"
		if res.Records != 2 || len(pairs) != 1 || pairs[0].Written != "ok" || len(rejects) != 1 ||
			rejects[0].Rule != "gtn_unknown_class" || rejects[0].Reason != want || rejects[0].Location != "output-00000-of-00100:1-4" {
			t.Errorf("records %d, pairs %+v, rejects %+v; want one reject %q", res.Records, pairs, rejects, want)
		}
	}
}

// TestBOMAtTheStartOfAnyLine: files saved with a UTF-8 BOM and
// concatenated (cat a.jsonl b.jsonl) carry one at the start of each part.
// It is trimmed there as on line 1: the JSONL line was an invalid_json
// reject, the GTN token a class "\ufeffPLAIN" (a span of a class that does
// not exist), the SPGISpeech id had an invisible character in front.
func TestBOMAtTheStartOfAnyLine(t *testing.T) {
	const bom = "\xEF\xBB\xBF"
	pairs, rejects, _ := collect(t, func(s Sink) (FileResult, error) {
		return ParseTextFields("a.jsonl", strings.NewReader(bom+`{"text":"It cost $5."}`+"\n"+bom+`{"id":"b1","text":"On 3 June."}`+"\n"), "train", TextFields{}, 0, s)
	})
	if len(pairs) != 2 || len(rejects) != 0 || pairs[1].ID != "a.jsonl:b1" {
		t.Errorf("JSONL: pairs %+v, rejects %+v", pairs, rejects)
	}
	pairs, rejects, _ = parseGTNString(t, "output-00001-of-00100", bom+"PLAIN\tA\t<self>\n<eos>\t<eos>\n"+bom+"PLAIN\tB\t<self>\nCARDINAL\t5\tfive\n<eos>\t<eos>\n", GTNOptions{})
	if len(pairs) != 2 || len(rejects) != 0 || len(pairs[1].Spans) != 1 || pairs[1].Spans[0].Class != "CARDINAL" || pairs[1].Written != "B 5" {
		t.Errorf("GTN: pairs %+v, rejects %+v", pairs, rejects)
	}
	pairs, _, _ = collect(t, func(s Sink) (FileResult, error) {
		return ParseSPGI("train.csv", strings.NewReader(SPGIHeader+"\na.wav|1|x\n"+bom+"b.wav|2|y\n"), "train", 0, s)
	})
	if len(pairs) != 2 || pairs[1].ID != "train.csv:b.wav" {
		t.Errorf("SPGISpeech: %+v", pairs)
	}
}

// TestParseGTNSpacesForTabsAreNamed: a raw GTN file whose columns were
// written with spaces (copied through an editor) is one rejected
// "sentence" (no <eos><TAB><eos> is seen either); its reason says why
// instead of only "got 1 column(s)".
func TestParseGTNSpacesForTabsAreNamed(t *testing.T) {
	_, rejects, _ := parseGTNString(t, "output-00000-of-00100", "PLAIN The <self>\nPLAIN cat <self>\n<eos> <eos>\n", GTNOptions{})
	if len(rejects) != 1 || rejects[0].Rule != "gtn_bad_columns" ||
		!strings.Contains(rejects[0].Reason, "output-00000-of-00100:1: expected CLASS<TAB>written<TAB>spoken or <eos><TAB><eos>, got 1 column(s) (no tab in the line: columns separated by spaces?") {
		t.Errorf("rejects %+v", rejects)
	}
	// A one-word line without spaces says nothing more.
	_, rejects, _ = parseGTNString(t, "output-00000-of-00100", "PLAIN\tThe\t<self>\ngarbage\n<eos>\t<eos>\n", GTNOptions{})
	if len(rejects) != 1 || strings.Contains(rejects[0].Reason, "spaces") {
		t.Errorf("rejects %+v", rejects)
	}
}

// TestDetokenizeEndsOnAnAbbreviation: a sentence's period after a token
// that ends in one is the abbreviation's ("at 5 p.m. ." was "at 5
// p.m..", which no writer types); the ellipsis character and curly
// quotes attach as their ASCII forms do (they kept their spaces: "wait
// …", "“ yes ”").
func TestDetokenizeEndsOnAnAbbreviation(t *testing.T) {
	for in, want := range map[string]string{
		"We met at 5 p.m. .":              "We met at 5 p.m.",
		"He works for the U.S. .":         "He works for the U.S.",
		"I waited ... .":                  "I waited...",
		"Wait … what ?":                   "Wait… what?",
		"He said “ yes ” and ‘ no ’ .":    "He said “yes” and ‘no’.",
		"It isn’t the students ’ fault .": "It isn’t the students’ fault.",
		"The end . . Really .":            "The end. Really.",
		// The period after an ellipsis character is left out as after
		// "..." (it was "wait…."); a token of marks alone joins the
		// word it ends ("wait …. ." was "wait ….").
		"Then wait … .":      "Then wait…",
		"“ Wait … ” .":       "“Wait…”.",
		"Then wait …. .":     "Then wait….",
		"Really ?! Yes !!":   "Really?! Yes!!",
		"So … , then … ; no": "So…, then…; no",
	} {
		if got := Detokenize(in); got != want {
			t.Errorf("Detokenize(%q) = %q, want %q", in, got, want)
		}
	}
	// Raw GTN: the period is left out of the written side, the span of
	// the time still selects "5 p.m.", in the parser and the reference.
	in := "PLAIN\tat\t<self>\nTIME\t5 p.m.\tfive p m\nPUNCT\t.\tsil\n<eos>\t<eos>\n"
	checkDetokenizedGTN(t, in, "at 5 p.m.", "at five p m", "5 p.m.")
}

// TestDetokenizeJoinsDottedAbbreviations: GTN's tokenizer split a dotted
// abbreviation letter by letter ("U . S ."), and --detokenize wrote it
// "U. S."; its letters join ("U.S."), a letter alone after "B." does not;
// so do short groups in a run with a letter alone ("Ph . D ." "Ph.D.").
func TestDetokenizeJoinsDottedAbbreviations(t *testing.T) {
	for in, want := range map[string]string{
		"the U . S . delegate":        "the U.S. delegate",
		"in the U . S . .":            "in the U.S.",
		"see e . g . , this":          "see e.g., this",
		"by J . R . R . Tolkien":      "by J.R.R. Tolkien",
		"plan B . I think so .":       "plan B. I think so.",
		"vitamin C . A . ( sic )":     "vitamin C.A. (sic)",
		"The U.S. and U . K . agreed": "The U.S. and U.K. agreed",
		// tagu33: groups of a capital and lower-case letters in a
		// run with a letter alone; titles, two groups, capitals and
		// a sentence's end as before.
		"a Ph . D . program":          "a Ph.D. program",
		"( Ph . D . )":                "(Ph.D.)",
		"his Ph . D . , then":         "his Ph.D., then",
		"got a Ph . D . .":            "got a Ph.D.",
		"an M . Sc . in":              "an M.Sc. in",
		"Duke , n . d . Web .":        "Duke, n.d. Web.",
		"berlandieri B . L . Rob . ,": "berlandieri B.L. Rob.,",
		"in the U . S . The end .":    "in the U.S. The end.",
		"Mr . J . Smith came":         "Mr. J. Smith came",
		"Dr . J . R . Smith came":     "Dr. J.R. Smith came",
		"op . cit . , p . 5":          "op. cit., p. 5",
		"Op . Cit . here":             "Op. Cit. here",
		"in the US . A . Smith came":  "in the US. A. Smith came",
		"to Rome . It was":            "to Rome. It was",
		"the Ph . D student":          "the Ph. D student",
	} {
		if got := Detokenize(in); got != want {
			t.Errorf("Detokenize(%q) = %q, want %q", in, got, want)
		}
	}
	in := "PLAIN\tthe\t<self>\nLETTERS\tU\tu\nPUNCT\t.\tsil\nLETTERS\tS\ts\nPUNCT\t.\tsil\nPLAIN\tdelegate\t<self>\n<eos>\t<eos>\n"
	checkDetokenizedGTN(t, in, "the U.S. delegate", "the u s delegate", "U")
}

// TestDetokenizeKeepsASpacedEllipsis: three or more lone periods in a
// row are a spaced ellipsis as writers type it, kept as written; `wait . .
// .` was `wait.`: the first period joined the word and the others were
// left out as periods after a period. Two periods stay one period.
func TestDetokenizeKeepsASpacedEllipsis(t *testing.T) {
	for in, want := range map[string]string{
		"wait . . .":                  "wait . . .",
		"I wait . . . and wait .":     "I wait . . . and wait.",
		"so . . . , then":             "so . . ., then",
		"( . . . ) it went":           "(. . .) it went",
		"at 5 p.m. . . . then":        "at 5 p.m. . . . then",
		"It ended . . . .":            "It ended . . . .",
		"The end . . Really .":        "The end. Really.",
		"the / r / sound . . . maybe": "the /r/ sound . . . maybe",
	} {
		if got := Detokenize(in); got != want {
			t.Errorf("Detokenize(%q) = %q, want %q", in, got, want)
		}
	}
	// Raw GTN: the parser and the reference agree, and the span after the
	// ellipsis still selects its text.
	in := "PLAIN\twait\t<self>\nPUNCT\t.\tsil\nPUNCT\t.\tsil\nPUNCT\t.\tsil\nCARDINAL\t5\tfive\nPUNCT\t.\tsil\n<eos>\t<eos>\n"
	checkDetokenizedGTN(t, in, "wait . . . 5.", "wait five", "5")
}

// TestDetokenizeJoinsSlashAndHyphenWords: GTN's tokenizer split words a
// slash or a hyphen joins, which writers type without spaces;
// --detokenize joins them again (`his / her` was kept so, and derive u2tf
// rejected the row as punct_other; `HIV- AIDS` as punct_dash), and leaves
// a suspended hyphen, a dash standing alone and a slash beside other marks
// as they are; a phonemic transcription between lone slashes is /r/.
func TestDetokenizeJoinsSlashAndHyphenWords(t *testing.T) {
	for in, want := range map[string]string{
		"define his / her own widget":        "define his/her own widget",
		"active in POW / MIA affairs .":      "active in POW/MIA affairs.",
		"won 1 / 32nd F 1":                   "won 1/32nd F 1",
		"carbon , $ X / tC , or":             "carbon, $X/tC, or",
		"homosexuality , HIV- AIDS , and":    "homosexuality, HIV-AIDS, and",
		"most MS- DOS programs":              "most MS-DOS programs",
		"( RR- 14 ) :":                       "(RR-14):",
		"JLAB- THY- 07":                      "JLAB-THY-07",
		"pre- and post-war":                  "pre- and post-war",
		"first- or second-degree":            "first- or second-degree",
		"between 1960 - 1962 .":              "between 1960 - 1962.",
		"CURRICULUM VITAE -- James":          "CURRICULUM VITAE -- James",
		"`` Bits / / News / / Lambgoat `` .": `"Bits / / News / / Lambgoat".`,
		"Page Up `` / `` Page Down":          `Page Up "/" Page Down`,
		"/ at the start and the end is a /":  "/ at the start and the end is a /",
		// A phonemic transcription between lone slashes keeps its
		// spaces outside (it was "emphatic/r/and", "before/j /,").
		"Non emphatic / r / and emphatic / r ˤ / are":        "Non emphatic /r/ and emphatic /rˤ/ are",
		"velars are palatalized before / j / , but":          "velars are palatalized before /j/, but",
		"the word is said / kæt / ( cat )":                   "the word is said /kæt/ (cat)",
		"the x / y / z axes and his / her / their own views": "the x/y/z axes and his/her/their own views",
		// After a mark alone, not a word: it was "sounds, / r/and /l/,".
		"the sounds , / r / and / l / , are": "the sounds, /r/ and /l/, are",
		"( / r / ) is a trill":               "(/r/) is a trill",
		"he said : / kæt / .":                "he said: /kæt/.",
		"1 / a / b":                          "1/a/b",
	} {
		if got := Detokenize(in); got != want {
			t.Errorf("Detokenize(%q) = %q, want %q", in, got, want)
		}
	}
	// Raw GTN: the span of a LETTERS token ending in its hyphen still
	// selects it after the join, in the parser and the reference.
	in := "PLAIN\tabout\t<self>\nLETTERS\tHIV-\th i v\nPLAIN\tAIDS\t<self>\nPLAIN\this\t<self>\nPUNCT\t/\tsil\nPLAIN\ther\t<self>\nPUNCT\t.\tsil\n<eos>\t<eos>\n"
	checkDetokenizedGTN(t, in, "about HIV-AIDS his/her.", "about h i v aids his her", "HIV-")
	// ... and a phonemic transcription between slashes, in both.
	in = "PLAIN\tbefore\t<self>\nPUNCT\t/\tsil\nLETTERS\tj\tj\nPUNCT\t/\tsil\nPUNCT\t,\tsil\nPLAIN\this\t<self>\nPUNCT\t/\tsil\nPLAIN\ther\t<self>\n<eos>\t<eos>\n"
	checkDetokenizedGTN(t, in, "before /j/, his/her", "", "j")
}

// TestParseGTNBlanksAroundColumns: blanks around a token's written or
// spoken column (a hand-edited or re-saved file: "PLAIN\tThe \t<self>",
// "CARDINAL\t 5\t five") are no part of the token, as NeMo's reader
// strips both columns. The written side was "The   5 cats" and the span's
// written " 5" while the spoken side, split into words, lost them; a
// spoken " <self>" was read as the word "self". A column of blanks only is
// an empty column.
func TestParseGTNBlanksAroundColumns(t *testing.T) {
	in := "PLAIN\tThe \t<self>\nCARDINAL\t 5\t five \nPLAIN\t\u00a0cats\t <self>\nPUNCT\t. \tsil\n<eos>\t<eos>\n" +
		"PLAIN\t  \t<self>\nPLAIN\tx\t<self>\n<eos>\t<eos>\n" +
		"PLAIN\ty\t \n<eos>\t<eos>\n"
	for _, detok := range []bool{false, true} {
		for name, parse := range map[string]func(string, io.Reader, string, GTNOptions, Sink) (FileResult, error){"parser": ParseGTN, "reference": parseGTNRef} {
			pairs, rejects, _ := collect(t, func(s Sink) (FileResult, error) {
				return parse("output-00001-of-00100", strings.NewReader(in), "train", GTNOptions{Detokenize: detok}, s)
			})
			if len(pairs) != 1 || len(pairs[0].Spans) != 1 {
				t.Fatalf("%s detok=%v: pairs %+v, want one with one span", name, detok, pairs)
			}
			p, sp := pairs[0], pairs[0].Spans[0]
			written := "The 5 cats ."
			if detok {
				written = "The 5 cats."
			}
			if p.Written != written || p.Spoken != "the five cats" {
				t.Errorf("%s detok=%v: %q / %q, want %q / %q", name, detok, p.Written, p.Spoken, written, "the five cats")
			}
			if got := string([]rune(p.Written)[sp.WrittenStart:sp.WrittenEnd]); sp.Written != "5" || got != "5" || sp.Spoken != "five" ||
				string([]rune(p.Spoken)[sp.SpokenStart:sp.SpokenEnd]) != "five" {
				t.Errorf("%s detok=%v: span %+v selects %q, want written 5 spoken five", name, detok, sp, got)
			}
			if len(rejects) != 2 || rejects[0].Rule != "gtn_empty_column" || !strings.Contains(rejects[0].Reason, ":6: empty written column") ||
				rejects[1].Rule != "gtn_empty_column" || !strings.Contains(rejects[1].Reason, ":9: empty spoken column") {
				t.Errorf("%s detok=%v: rejects %+v, want the blank written column of line 6 and spoken of line 9", name, detok, rejects)
			}
		}
	}
}
