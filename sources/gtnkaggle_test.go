package sources_test

import (
	"bufio"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/testutil"
	"github.com/itnprep/itnprep/sources"
)

// csvField quotes a field as Kaggle's files (and Python's csv) do.
func csvField(s string) string { return `"` + strings.ReplaceAll(s, `"`, `""`) + `"` }

// rawGTNToKaggle rewrites a raw GTN file as the Kaggle challenge wrote the
// same data: one row per token, PLAIN tokens' "after" the token itself
// (raw GTN: <self>), PUNCT's the mark (raw GTN: sil), sentence_id counting
// sentences from 0.
func rawGTNToKaggle(t *testing.T, raw string) string {
	t.Helper()
	var b strings.Builder
	b.WriteString(sources.GTNKaggleHeader + "\n")
	sent, tok := 0, 0
	for _, line := range strings.Split(strings.TrimRight(raw, "\n"), "\n") {
		f := strings.Split(line, "\t")
		if f[0] == "<eos>" {
			sent, tok = sent+1, 0
			continue
		}
		if len(f) != 3 {
			t.Fatalf("raw line %q", line)
		}
		after := f[2]
		if after == "<self>" || after == "sil" {
			after = f[1]
		}
		fmt.Fprintf(&b, "%d,%d,%s,%s,%s\n", sent, tok, csvField(f[0]), csvField(f[1]), csvField(after))
		tok++
	}
	return b.String()
}

func readAll(t *testing.T, path string) string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var r io.Reader = bufio.NewReader(f)
	if strings.HasSuffix(path, ".gz") {
		zr, err := gzip.NewReader(r)
		if err != nil {
			t.Fatal(err)
		}
		r = zr
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func collect(t *testing.T, parse func(sources.Sink) (sources.FileResult, error)) ([]dataset.Pair, []dataset.Reject, sources.FileResult) {
	t.Helper()
	var pairs []dataset.Pair
	var rejects []dataset.Reject
	res, err := parse(sources.Sink{
		Pair:   func(p dataset.Pair) { pairs = append(pairs, p) },
		Reject: func(r dataset.Reject) { rejects = append(rejects, r) },
	})
	if err != nil {
		t.Fatal(err)
	}
	return pairs, rejects, res
}

// TestGTNKaggleEqualsRawGTN: the same sentences as raw GTN files and as
// Kaggle's CSV give the same written side, spoken side and spans (with
// and without --detokenize); only the ids differ (file:line against
// file:sentence_id).
func TestGTNKaggleEqualsRawGTN(t *testing.T) {
	root := testutil.ModuleRoot(t)
	for _, name := range []string{"output-00000-of-00100", "output-00090-of-00100.gz", "output-00099-of-00100"} {
		raw := readAll(t, filepath.Join(root, "testdata", "gtn", name))
		kaggle := rawGTNToKaggle(t, raw)
		for _, detok := range []bool{false, true} {
			opts := sources.GTNOptions{Detokenize: detok}
			want, wantRej, _ := collect(t, func(s sources.Sink) (sources.FileResult, error) {
				return sources.ParseGTN(name, strings.NewReader(raw), "train", opts, s)
			})
			got, gotRej, res := collect(t, func(s sources.Sink) (sources.FileResult, error) {
				return sources.ParseGTNKaggle("en_train.csv", strings.NewReader(kaggle), "train", opts, s)
			})
			if len(wantRej) != 0 || len(gotRej) != 0 {
				t.Fatalf("%s: rejects raw %v, kaggle %v", name, wantRej, gotRej)
			}
			if len(got) != len(want) || res.Records != int64(len(want)) || len(want) == 0 {
				t.Fatalf("%s: %d pairs (%d records) from Kaggle CSV, %d from raw GTN", name, len(got), res.Records, len(want))
			}
			for i := range want {
				if wantID := fmt.Sprintf("en_train.csv:%d", i); got[i].ID != wantID {
					t.Errorf("%s: pair %d id %q, want %q", name, i, got[i].ID, wantID)
				}
				if f := got[i].From; f.File != "en_train.csv" || f.Line < 2 || f.Last < f.Line {
					t.Errorf("%s: pair %d from %+v, want the sentence's rows of en_train.csv", name, i, f)
				}
				got[i].ID, want[i].ID = "", ""
				got[i].From, want[i].From = dataset.Origin{}, dataset.Origin{}
				if !reflect.DeepEqual(got[i], want[i]) {
					t.Errorf("%s detokenize=%v sentence %d:\n kaggle %+v\n raw    %+v", name, detok, i, got[i], want[i])
				}
			}
		}
	}
}

// TestGTNKaggleFloatIDs: ids written as floats with a zero fraction (a
// file re-saved by pandas after its integer columns went through floats)
// are the integers: the same sentence and id (every sentence was a
// gtn_kaggle_bad_id reject, "sentence_id "0.0" is not an integer"); a
// fraction that is not zero is still rejected.
func TestGTNKaggleFloatIDs(t *testing.T) {
	in := sources.GTNKaggleHeader + "\n" +
		`0.0,0.0,"PLAIN","It","It"` + "\n" +
		`0.0,1.0,"CARDINAL","12","twelve"` + "\n" +
		`1.0,0.0,"PLAIN","Fine","Fine"` + "\n" +
		`2.5,0.0,"PLAIN","Half","Half"` + "\n"
	pairs, rejects, _ := collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseGTNKaggle("en_train.csv", strings.NewReader(in), "train", sources.GTNOptions{}, s)
	})
	if len(pairs) != 2 || pairs[0].ID != "en_train.csv:0" || pairs[0].Written != "It 12" || pairs[0].Spoken != "it twelve" || pairs[1].ID != "en_train.csv:1" ||
		len(rejects) != 1 || rejects[0].Rule != "gtn_kaggle_bad_id" || !strings.Contains(rejects[0].Reason, `sentence_id "2.5" is not an integer`) {
		t.Errorf("pairs %+v\nrejects %+v", pairs, rejects)
	}
}

// TestGTNKaggleFloatIDsBadRow: a row of a wrong field count in a file of
// float ids rejects its own sentence ("1.0"), as with integer ids; it was
// given to the sentence before, a good one rejected for it, and its
// sentence's next row was a token_order reject.
func TestGTNKaggleFloatIDsBadRow(t *testing.T) {
	in := sources.GTNKaggleHeader + "\n" +
		`0.0,0.0,"PLAIN","In","In"` + "\n" +
		`0.0,1.0,"DATE","1990","nineteen ninety"` + "\n" +
		`1.0,0.0,"PLAIN","It","It","extra"` + "\n" +
		`1.0,1.0,"PLAIN","rained","rained"` + "\n" +
		`2.0,0.0,"PLAIN","Yes","Yes"` + "\n"
	pairs, rejects, _ := collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseGTNKaggle("en_train.csv", strings.NewReader(in), "train", sources.GTNOptions{}, s)
	})
	if len(pairs) != 2 || pairs[0].ID != "en_train.csv:0" || pairs[0].Written != "In 1990" || pairs[1].ID != "en_train.csv:2" ||
		len(rejects) != 1 || rejects[0].ID != "en_train.csv:1" || rejects[0].Rule != "gtn_kaggle_bad_columns" {
		t.Errorf("pairs %+v\nrejects %+v", pairs, rejects)
	}
}

func TestGTNKaggleRejects(t *testing.T) {
	in := sources.GTNKaggleHeader + "\r\n" +
		`0,0,"PLAIN","It","It"` + "\r\n" +
		`0,1,"CARDINAL","12","twelve"` + "\r\n" +
		`1,0,"PLAIN","No","No"` + "\r\n" +
		`1,2,"PLAIN","gap","gap"` + "\r\n" + // token 1 missing
		`2,0,"PLAIN","Three fields"` + "\r\n" +
		`3,x,"PLAIN","bad","bad"` + "\r\n" +
		`4,0,"PUNCT",".","."` + "\r\n" + // nothing to say
		`5,0,"PLAIN","","x"` + "\r\n" +
		`6,0,"PLAIN","Fine","Fine"` + "\r\n" +
		`6,1,"PUNCT",",",","` + "\r\n" +
		`6,2,"VERBATIM","""","quote"` + "\r\n" +
		`7,0,"CARDNAL","5","five"` + "\r\n"
	pairs, rejects, res := collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseGTNKaggle("dir/en_train.csv", strings.NewReader(in), "train", sources.GTNOptions{}, s)
	})
	if res.Records != 8 || len(pairs) != 2 || len(rejects) != 6 {
		t.Fatalf("records %d, pairs %+v, rejects %+v", res.Records, pairs, rejects)
	}
	if p := pairs[0]; p.ID != "en_train.csv:0" || p.Written != "It 12" || p.Spoken != "it twelve" || len(p.Spans) != 1 || p.Spans[0].Class != "CARDINAL" {
		t.Errorf("first pair %+v", p)
	}
	if p := pairs[1]; p.ID != "en_train.csv:6" || p.Written != `Fine , "` || p.Spoken != "fine quote" {
		t.Errorf("last pair %+v", p)
	}
	want := []struct{ id, loc, rule, reason string }{
		{"en_train.csv:1", "dir/en_train.csv:4-5", "parse/gtn_kaggle_token_order", "dir/en_train.csv:5: token_id 2 where 1 was expected"},
		{"en_train.csv:2", "dir/en_train.csv:6", "parse/gtn_kaggle_bad_columns", "dir/en_train.csv:6: expected 5 comma-separated fields as the header, got 4"},
		{"en_train.csv:3", "dir/en_train.csv:7", "parse/gtn_kaggle_bad_id", `dir/en_train.csv:7: token_id "x" is not an integer`},
		{"en_train.csv:4", "dir/en_train.csv:8", "parse/gtn_empty_spoken", "the sentence has no spoken word"},
		{"en_train.csv:5", "dir/en_train.csv:9", "parse/gtn_empty_column", "dir/en_train.csv:9: empty before field"},
		{"en_train.csv:7", "dir/en_train.csv:13", "parse/gtn_unknown_class", `dir/en_train.csv:13: unknown class "CARDNAL" (GTN's classes: ADDRESS, CARDINAL,`},
	}
	for i, w := range want {
		r := rejects[i]
		if r.ID != w.id || r.Location != w.loc || dataset.RuleName(r.Stage, r.Rule) != w.rule || !strings.Contains(r.Reason, w.reason) || r.Raw == "" {
			t.Errorf("reject %d = %+v\nwant id %s, location %s, rule %s, reason containing %q", i, r, w.id, w.loc, w.rule, w.reason)
		}
	}
}

// TestGTNKaggleEmptyAfterIsNoSilence: a token other than PUNCT with an
// empty after, as a file re-saved through pandas holds where the token
// was "NaN" or "null" (read as missing, written as nothing), rejects its
// sentence naming the token and the cause; it was read as sil, and the
// sentence published without the token's words on the spoken side.
// PUNCT says nothing whatever its after.
func TestGTNKaggleEmptyAfterIsNoSilence(t *testing.T) {
	in := sources.GTNKaggleHeader + "\n" +
		`0,0,"PLAIN","Value","Value"` + "\n" +
		`0,1,"LETTERS","NaN",` + "\n" +
		`1,0,"PLAIN","Fine","Fine"` + "\n" +
		`1,1,"PUNCT",".",` + "\n" +
		`2,0,"PLAIN","null",""` + "\n"
	pairs, rejects, res := collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseGTNKaggle("en_train.csv", strings.NewReader(in), "train", sources.GTNOptions{}, s)
	})
	if res.Records != 3 || len(pairs) != 1 || pairs[0].Spoken != "fine" || len(rejects) != 2 {
		t.Fatalf("records %d, pairs %+v, rejects %+v", res.Records, pairs, rejects)
	}
	for i, w := range []string{
		`en_train.csv:3: empty after field for the LETTERS token "NaN": its spoken form is missing (Kaggle's training CSV has no empty field: a file re-saved with pandas`,
		`en_train.csv:6: empty after field for the PLAIN token "null"`,
	} {
		if r := rejects[i]; r.Rule != "gtn_empty_column" || !strings.HasPrefix(r.Reason, w) || !strings.Contains(r.Reason, "keep_default_na=False") {
			t.Errorf("reject %d = %+v, want gtn_empty_column %q", i, r, w)
		}
	}
	// The run's summary names the first reject under the inputs' folder
	// (UnderRoot): the hint, which names no file, stays Kaggle's; it said
	// "Kaggle's /data/gtn/en_train.csv has no empty field".
	under := dataset.Reject{Location: rejects[0].Location, Reason: rejects[0].Reason}.UnderRoot("/data/gtn/")
	if !strings.HasPrefix(under.Reason, "/data/gtn/en_train.csv:3: ") || strings.Count(under.Reason, "/data/gtn/") != 1 {
		t.Errorf("summary reason %q: want the folder once, before the location only", under.Reason)
	}
}

func TestGTNKaggleHeaders(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"\"sentence_id\",\"token_id\",\"before\"\n0,0,\"Rocky\"\n", "test input (en_test.csv, en_test_2.csv)"},
		{"a,b,c\n", "is not Kaggle's GTN header"},
		// Another source's CSV names the prep that reads it.
		{"wav_filename|wav_filesize|transcript\n", "(it is SPGISpeech's, which has no spoken forms: itnprep prep spgi reads it and verbalizes the spoken side)"},
		// The challenge's submission format, which it said only was not
		// Kaggle's header.
		{"\"id\",\"after\"\n\"0_0\",\"Another\"\n", "(it is the challenge's submission format, as en_sample_submission.csv: an after per token id, without the written tokens or their classes; prep gtn needs the training file, en_train.csv)"},
		{"id,Text,label\n", "(a table of written text, without spoken forms? itnprep prep text reads its text column, --text-field another, and verbalizes the spoken side)"},
	} {
		_, err := sources.ParseGTNKaggle("en_test_2.csv", strings.NewReader(c.in), "test", sources.GTNOptions{}, sources.Sink{
			Pair: func(dataset.Pair) {}, Reject: func(dataset.Reject) {},
		})
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "en_test_2.csv") {
			t.Errorf("header %q: error %v, want one naming the file and saying %q", c.in, err, c.want)
		}
	}
	// An empty file (0 bytes, blank lines, a BOM alone) holds no record,
	// as in every other format: 0 records, no error.
	for _, in := range []string{"", "\n\n", "\ufeff"} {
		pairs, rejects, res := collect(t, func(s sources.Sink) (sources.FileResult, error) {
			return sources.ParseGTNKaggle("en_train.csv", strings.NewReader(in), "train", sources.GTNOptions{}, s)
		})
		if len(pairs)+len(rejects) != 0 || res.Records != 0 || res.SHA256 == "" {
			t.Errorf("empty %q: pairs %v rejects %v result %+v", in, pairs, rejects, res)
		}
	}
	// Another column order, upper case, a BOM: read by name.
	in := "\ufeffSENTENCE_ID,class,token_id,after,before\n7,PLAIN,0,Hi,Hi\n"
	pairs, rejects, _ := collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseGTNKaggle("x.csv", strings.NewReader(in), "train", sources.GTNOptions{}, s)
	})
	if len(pairs) != 1 || len(rejects) != 0 || pairs[0].ID != "x.csv:7" || pairs[0].Spoken != "hi" {
		t.Errorf("reordered header: pairs %+v rejects %+v", pairs, rejects)
	}
}

func TestGTNKaggleSplit(t *testing.T) {
	for name, want := range map[string]string{
		"en_train.csv": "train", "ru_train.csv.gz": "train", "en_test.csv": "test", "gtn_dev.csv": "validation",
		"val.csv": "validation", "mine.csv": "train", "contest.csv": "train",
		// Not the table's further words (GTNKaggleSplit's doc says why):
		// versions published from these names stay as they are.
		"en_testing.csv": "train", "en_valid.csv": "train",
	} {
		if got := sources.GTNKaggleSplit(name); got != want {
			t.Errorf("GTNKaggleSplit(%q) = %q, want %q", name, got, want)
		}
	}
}

func ExampleParseGTNKaggle() {
	in := sources.GTNKaggleHeader + "\n" +
		`0,0,"PLAIN","Brillantaisia","Brillantaisia"` + "\n" +
		`0,1,"PLAIN","has","has"` + "\n" +
		`0,2,"CARDINAL","12","twelve"` + "\n" +
		`0,3,"PLAIN","species","species"` + "\n" +
		`0,4,"PUNCT",".","."` + "\n"
	_, err := sources.ParseGTNKaggle("en_train.csv", strings.NewReader(in), sources.GTNKaggleSplit("en_train.csv"), sources.GTNOptions{}, sources.Sink{
		Pair: func(p dataset.Pair) {
			fmt.Printf("%s %s %q -> %q, span %s %q -> %q\n", p.ID, p.Split, p.Written, p.Spoken, p.Spans[0].Class, p.Spans[0].Written, p.Spans[0].Spoken)
		},
		Reject: func(r dataset.Reject) { fmt.Println("reject", r.Reason) },
	})
	fmt.Println(err)
	// Output:
	// en_train.csv:0 train "Brillantaisia has 12 species ." -> "brillantaisia has twelve species", span CARDINAL "12" -> "twelve"
	// <nil>
}

// TestGTNKaggleSentenceOrder: a sentence_id that does not rise (a file
// re-sorted, or two files concatenated) would give an id twice; such a
// sentence is rejected under its line (L<line>), as is one whose
// sentence_id is no integer.
func TestGTNKaggleSentenceOrder(t *testing.T) {
	in := sources.GTNKaggleHeader + "\n" +
		`5,0,"PLAIN","a","a"` + "\n" +
		`7,0,"PLAIN","b","b"` + "\n" +
		`5,0,"PLAIN","c","c"` + "\n" +
		`007,0,"PLAIN","d","d"` + "\n" +
		`x,0,"PLAIN","e","e"` + "\n" +
		`8,0,"PLAIN","f","f"` + "\n"
	pairs, rejects, res := collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseGTNKaggle("t.csv", strings.NewReader(in), "train", sources.GTNOptions{}, s)
	})
	var ids []string
	for _, p := range pairs {
		ids = append(ids, p.ID)
	}
	for _, r := range rejects {
		ids = append(ids, r.ID+" "+r.Rule)
	}
	want := "t.csv:5 t.csv:7 t.csv:8 t.csv:L4 gtn_kaggle_sentence_order t.csv:L5 gtn_kaggle_sentence_order t.csv:L6 gtn_kaggle_bad_id"
	if got := strings.Join(ids, " "); got != want || res.Records != 6 {
		t.Errorf("ids %s (records %d)\nwant %s", got, res.Records, want)
	}
}

// TestGTNKaggleSplitSentenceFailsTheFile: a sentence whose rows are split
// apart (they resume after another sentence's, at a token_id above 0, as
// in a file sorted by class or rows appended out of place) published its
// first rows as a shorter sentence and rejected only the rest. The file
// fails, naming the line where the sentence resumes; rows merely out of
// order within a sentence, or a whole sentence out of place, stay rejects.
func TestGTNKaggleSplitSentenceFailsTheFile(t *testing.T) {
	in := sources.GTNKaggleHeader + "\n" +
		`0,0,"PLAIN","The","The"` + "\n" +
		`0,1,"PLAIN","station","station"` + "\n" +
		`1,0,"PLAIN","Hello","Hello"` + "\n" +
		`1,1,"PUNCT",".","."` + "\n" +
		`0,2,"PLAIN","opened","opened"` + "\n"
	var emitted int
	_, err := sources.ParseGTNKaggle("en_train.csv", strings.NewReader(in), "train", sources.GTNOptions{},
		sources.Sink{Pair: func(dataset.Pair) { emitted++ }, Reject: func(dataset.Reject) { emitted++ }})
	want := "en_train.csv:6: sentence_id 0 resumes here at token_id 2 after sentence 1: its rows are split apart"
	if err == nil || !strings.HasPrefix(err.Error(), want) || !strings.Contains(err.Error(), "sort the rows by sentence_id, then token_id") {
		t.Fatalf("error %v, want it to begin %q", err, want)
	}
	// A whole sentence out of place (token_id 0) is still a reject.
	in = sources.GTNKaggleHeader + "\n" + `3,0,"PLAIN","a","a"` + "\n" + `1,0,"PLAIN","b","b"` + "\n" + `1,1,"PLAIN","c","c"` + "\n"
	pairs, rejects, _ := collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseGTNKaggle("t.csv", strings.NewReader(in), "train", sources.GTNOptions{}, s)
	})
	if len(pairs) != 1 || len(rejects) != 1 || rejects[0].Rule != "gtn_kaggle_sentence_order" {
		t.Errorf("a whole sentence out of place: %d pairs, rejects %+v", len(pairs), rejects)
	}
}

// TestGTNKaggleBadIDRowInsideASentence: a row whose sentence_id is no
// integer ("a", a hand edit) inside a sentence, in a file in order, splits
// that sentence as an unsorted file would, and the file fails; the line
// said sentence 0 "resumes here ... after sentence 0", itself, and to sort
// the file. It names the damaged row and says to correct it.
func TestGTNKaggleBadIDRowInsideASentence(t *testing.T) {
	in := sources.GTNKaggleHeader + "\n" +
		`0,0,"PLAIN","The","The"` + "\n" +
		`0,1,"PLAIN","station","station"` + "\n" +
		`"a",2,"PLAIN","opened","opened"` + "\n" +
		`0,3,"PLAIN","today","today"` + "\n" +
		`1,0,"PLAIN","Hello","Hello"` + "\n"
	_, err := sources.ParseGTNKaggle("en_train.csv", strings.NewReader(in), "train", sources.GTNOptions{},
		sources.Sink{Pair: func(dataset.Pair) {}, Reject: func(dataset.Reject) {}})
	want := `en_train.csv:5: sentence_id 0 resumes here at token_id 3 after the row on line 4, whose sentence_id "a" is not an integer: that damaged row split the sentence, and its first part was read as a sentence of its own; correct or remove the row`
	if err == nil || err.Error() != want {
		t.Fatalf("error %v, want %q", err, want)
	}
	// The same row between two sentences is a reject of its own, as before.
	in = sources.GTNKaggleHeader + "\n" + `0,0,"PLAIN","a","a"` + "\n" + `"a",0,"PLAIN","b","b"` + "\n" + `1,0,"PLAIN","c","c"` + "\n"
	pairs, rejects, _ := collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseGTNKaggle("t.csv", strings.NewReader(in), "train", sources.GTNOptions{}, s)
	})
	if len(pairs) != 2 || len(rejects) != 1 || rejects[0].Rule != "gtn_kaggle_bad_id" {
		t.Errorf("a bad-id row between sentences: %d pairs, rejects %+v", len(pairs), rejects)
	}
}

// TestGTNKaggleDamagedRowKeepsItsSentence: a row the line reader cannot use
// (longer than --max-record-bytes, invalid UTF-8, a NUL byte) belongs to the
// sentence its sentence_id names, read from the row's start. It was counted
// with the sentence before it: that whole sentence was rejected as too
// large, and the damaged row's own sentence lost its first token and was
// rejected as out of order (in a file's first row, sentence_id "" was "not
// an integer").
func TestGTNKaggleDamagedRowKeepsItsSentence(t *testing.T) {
	long := strings.Repeat("a", 5000) // past the 4 KiB the reader keeps of a long line
	for _, c := range []struct{ name, row, rule string }{
		{"too long", `1,0,"PLAIN","` + long + `","` + long + `"`, "gtn_record_too_large"},
		{"invalid UTF-8", "1,0,\"PLAIN\",\"caf\xe9\",\"caf\xe9\"", "gtn_invalid_utf8"},
		{"NUL byte", "1,0,\"PLAIN\",\"a\x00b\",\"a\x00b\"", "gtn_nul_byte"},
	} {
		in := sources.GTNKaggleHeader + "\n" +
			`0,0,"PLAIN","Hello","Hello"` + "\n" +
			`0,1,"PUNCT",".","."` + "\n" +
			c.row + "\n" +
			`1,1,"CARDINAL","5","five"` + "\n" +
			`2,0,"CARDINAL","7","seven"` + "\n"
		pairs, rejects, res := collect(t, func(s sources.Sink) (sources.FileResult, error) {
			return sources.ParseGTNKaggle("en_train.csv", strings.NewReader(in), "train", sources.GTNOptions{MaxRecordBytes: 64}, s)
		})
		var ids []string
		for _, p := range pairs {
			ids = append(ids, p.ID)
		}
		if got := strings.Join(ids, " "); got != "en_train.csv:0 en_train.csv:2" || res.Records != 3 {
			t.Errorf("%s: pairs %s (records %d), want en_train.csv:0 en_train.csv:2", c.name, got, res.Records)
		}
		if len(rejects) != 1 || rejects[0].ID != "en_train.csv:1" || rejects[0].Rule != c.rule ||
			rejects[0].Location != "en_train.csv:4-5" || !strings.HasPrefix(rejects[0].Reason, "en_train.csv:4: ") {
			t.Errorf("%s: rejects %+v, want one of en_train.csv:1, rule %s, at en_train.csv:4-5", c.name, rejects, c.rule)
		}
		// The file's first row damaged: its sentence, not sentence_id "".
		in = sources.GTNKaggleHeader + "\n" + c.row + "\n" + `2,0,"CARDINAL","7","seven"` + "\n"
		_, rejects, _ = collect(t, func(s sources.Sink) (sources.FileResult, error) {
			return sources.ParseGTNKaggle("en_train.csv", strings.NewReader(in), "train", sources.GTNOptions{MaxRecordBytes: 64}, s)
		})
		if len(rejects) != 1 || rejects[0].ID != "en_train.csv:1" || rejects[0].Rule != c.rule {
			t.Errorf("%s as the first row: rejects %+v, want one of en_train.csv:1, rule %s", c.name, rejects, c.rule)
		}
	}
}

// TestGTNKaggleMalformedRowsSayWhy: a malformed row's reason names the
// problem: a tab in a field names the field, with a rule of its own (it
// was gtn_empty_column, "a tab in a field"); a tab-separated row names the
// tabs (it was `sentence_id "" is not an integer`); a wrong field count
// says what likely made it; an empty field names which
// (TestGTNKaggleTabSeparated: a tab-separated header or row).
func TestGTNKaggleMalformedRowsSayWhy(t *testing.T) {
	in := sources.GTNKaggleHeader + "\n" +
		"1\t0\tPLAIN\tx\tx\n" +
		"1,0,\"PLAIN\",\"a\tb\",\"a b\"\n" +
		`2,0,"PLAIN",1,000,"one thousand"` + "\n" +
		`3,0,"","x","x"` + "\n" +
		`4,0,"PLAIN","Fine","Fine"` + "\n"
	pairs, rejects, res := collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseGTNKaggle("en_train.csv", strings.NewReader(in), "train", sources.GTNOptions{}, s)
	})
	if res.Records != 5 || len(pairs) != 1 || len(rejects) != 4 {
		t.Fatalf("records %d, pairs %+v, rejects %+v", res.Records, pairs, rejects)
	}
	want := []struct{ rule, reason string }{
		{"gtn_kaggle_bad_columns", "en_train.csv:2: expected 5 comma-separated fields as the header, got 1 (the row is separated by tabs, not commas"},
		{"gtn_kaggle_tab", `en_train.csv:3: the before field "a\tb" holds a tab (byte 2)`},
		{"gtn_kaggle_bad_columns", "en_train.csv:4: expected 5 comma-separated fields as the header, got 6 (a comma in a field that is not quoted"},
		{"gtn_empty_column", "en_train.csv:5: empty class field"},
	}
	for i, w := range want {
		if r := rejects[i]; r.Rule != w.rule || !strings.HasPrefix(r.Reason, w.reason) {
			t.Errorf("reject %d = %s: %s\nwant %s: %s...", i, r.Rule, r.Reason, w.rule, w.reason)
		}
	}
}

// TestGTNKaggleTabSeparated: a tab-separated copy under a .csv name is
// named so by one test, whether its header or a row shows it and whether
// or not a field holds a comma (the header's test took only a line
// without one: a header with `after, spoken` was "not Kaggle's GTN header"
// without the hint a row so written had).
func TestGTNKaggleTabSeparated(t *testing.T) {
	for _, header := range []string{
		"sentence_id\ttoken_id\tclass\tbefore\tafter",
		"sentence_id\ttoken_id\tclass\tbefore\tafter, spoken",
	} {
		_, err := sources.ParseGTNKaggle("en_train.csv", strings.NewReader(header+"\n0\t0\tPLAIN\tx\tx\n"), "train", sources.GTNOptions{},
			sources.Sink{Pair: func(dataset.Pair) {}, Reject: func(dataset.Reject) {}})
		if err == nil || !strings.Contains(err.Error(), "(its columns are separated by tabs: Kaggle's file is comma-separated;") {
			t.Errorf("header %q: %v", header, err)
		}
	}
	for _, row := range []string{"1\t0\tPLAIN\tx\tx", "1\t0\tCARDINAL\t1,000\tone thousand"} {
		_, rejects, _ := collect(t, func(s sources.Sink) (sources.FileResult, error) {
			return sources.ParseGTNKaggle("en_train.csv", strings.NewReader(sources.GTNKaggleHeader+"\n"+row+"\n"), "train", sources.GTNOptions{}, s)
		})
		if len(rejects) != 1 || rejects[0].Rule != "gtn_kaggle_bad_columns" || !strings.Contains(rejects[0].Reason, "(the row is separated by tabs, not commas:") {
			t.Errorf("row %q: rejects %+v", row, rejects)
		}
	}
}

// TestGTNKaggleQuotedNewline: a quoted field holding a newline is read as
// Python's csv reads it, one row over two lines, and its sentence is
// rejected naming the line break (gtn_kaggle_newline): a GTN token is one
// line. Read line by line, the row was a gtn_kaggle_bad_columns reject
// saying "a field missing: a row cut short?". A quote no later line closes
// before the next row (a stray quote) leaves the lines rows of their own,
// and the reason names the open quote.
func TestGTNKaggleQuotedNewline(t *testing.T) {
	in := sources.GTNKaggleHeader + "\n" +
		`0,0,"PLAIN","The","The"` + "\n" +
		`0,1,"PLAIN","foo` + "\n" +
		`bar","foo bar"` + "\n" +
		`0,2,"PUNCT",".","."` + "\n" +
		`1,0,"PLAIN","Fine","Fine"` + "\n" +
		`2,0,"PLAIN","oops` + "\n" +
		`2,1,"PLAIN","ok","ok"` + "\n" +
		`3,0,"PLAIN","Good","Good"` + "\n" +
		`4,0,"PLAIN","cut` + "\n"
	pairs, rejects, res := collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseGTNKaggle("en_train.csv", strings.NewReader(in), "train", sources.GTNOptions{}, s)
	})
	if res.Records != 5 || len(pairs) != 2 || pairs[0].Written != "Fine" || pairs[1].Written != "Good" || len(rejects) != 3 {
		t.Fatalf("records %d, pairs %+v, rejects %+v", res.Records, pairs, rejects)
	}
	want := []struct{ rule, loc, reason string }{
		{"gtn_kaggle_newline", "en_train.csv:2-5", `en_train.csv:3: the before field "foo\nbar" holds a line break (a quoted field over lines 3-4, read as CSV reads it)`},
		{"gtn_kaggle_bad_columns", "en_train.csv:7-8", "en_train.csv:7: expected 5 comma-separated fields as the header, got 4 (a quoted field is not closed on this line"},
		{"gtn_kaggle_bad_columns", "en_train.csv:10", "en_train.csv:10: expected 5 comma-separated fields as the header, got 4 (a quoted field is not closed on this line"},
	}
	for i, w := range want {
		if r := rejects[i]; r.Rule != w.rule || r.Location != w.loc || !strings.HasPrefix(r.Reason, w.reason) {
			t.Errorf("reject %d = %s at %s: %s\nwant %s at %s: %s...", i, r.Rule, r.Location, r.Reason, w.rule, w.loc, w.reason)
		}
	}
}

// TestGTNKaggleBlanksAroundFields: blanks around a token's before or after
// (a hand-edited or re-saved file: "The ", " 5") are trimmed, as ParseGTN
// trims a raw GTN token's written and spoken columns (d44af033): the
// written side was "The   5 cats ." and the span's written " 5". A field
// of blanks only is an empty one, named so. Detokenized or not, the pair
// is raw GTN's of the same tokens.
func TestGTNKaggleBlanksAroundFields(t *testing.T) {
	in := sources.GTNKaggleHeader + "\n" +
		`0,0,"PLAIN","The ","The "` + "\n" +
		`0,1,"CARDINAL"," 5"," five "` + "\n" +
		"0,2,\"PLAIN\",\"\u00a0cats\",\" cats\"\n" +
		`0,3,"PUNCT",". ","."` + "\n" +
		`1,0,"PLAIN","  ","  "` + "\n" +
		`1,1,"PLAIN","x","x"` + "\n" +
		`2,0,"PLAIN","y"," "` + "\n"
	raw := "PLAIN\tThe\t<self>\nCARDINAL\t5\tfive\nPLAIN\tcats\t<self>\nPUNCT\t.\tsil\n<eos>\t<eos>\n"
	for _, detok := range []bool{false, true} {
		opts := sources.GTNOptions{Detokenize: detok}
		pairs, rejects, res := collect(t, func(s sources.Sink) (sources.FileResult, error) {
			return sources.ParseGTNKaggle("en_train.csv", strings.NewReader(in), "train", opts, s)
		})
		want, _, _ := collect(t, func(s sources.Sink) (sources.FileResult, error) {
			return sources.ParseGTN("output-00001-of-00100", strings.NewReader(raw), "train", opts, s)
		})
		if res.Records != 3 || len(pairs) != 1 || len(want) != 1 {
			t.Fatalf("detok=%v: records %d, pairs %+v, raw GTN's %+v", detok, res.Records, pairs, want)
		}
		if g, w := pairs[0], want[0]; g.Written != w.Written || g.Spoken != w.Spoken || !reflect.DeepEqual(g.Spans, w.Spans) {
			t.Errorf("detok=%v: %q / %q %+v, want raw GTN's %q / %q %+v", detok, g.Written, g.Spoken, g.Spans, w.Written, w.Spoken, w.Spans)
		}
		for i, w := range []string{
			`en_train.csv:6: before field of blanks only ("  ") (every token has a written form)`,
			`en_train.csv:8: after field of blanks only (" ") for the PLAIN token "y": its spoken form is missing`,
		} {
			if i >= len(rejects) || rejects[i].Rule != "gtn_empty_column" || rejects[i].Reason != w {
				t.Errorf("detok=%v: rejects %+v, want %d: gtn_empty_column %q", detok, rejects, i, w)
			}
		}
	}
}

// TestGTNKaggleStrayQuote: Kaggle's file is written as Python's csv
// writes it, a field holding a quote quoted with its quote doubled (the
// token " is """"), and that is read as the token. A quote that is no CSV
// quoting was kept in the token as it stood: "ab"c" was published with
// the written side "ab"c" (quotes the file never meant), ab"c and "x"
// followed by a blank too, and a PUNCT's unclosed after (""") was passed
// over. Each is a gtn_kaggle_stray_quote reject naming the field; a
// doubled quote inside a quoted field is read as one quote.
func TestGTNKaggleStrayQuote(t *testing.T) {
	in := sources.GTNKaggleHeader + "\n" +
		`0,0,"PUNCT","""",""""` + "\n" +
		`0,1,"PLAIN","ab""c","ab""c"` + "\n" +
		`1,0,"PLAIN","ab"c","ab"c"` + "\n" +
		`2,0,"PLAIN",ab"c,ab"c` + "\n" +
		`3,0,"PLAIN","x" ,"x"` + "\n" +
		`4,0,"PUNCT","""","""` + "\n" +
		`5,0,"PLAIN","fine","fine"` + "\n"
	pairs, rejects, res := collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseGTNKaggle("en_train.csv", strings.NewReader(in), "train", sources.GTNOptions{}, s)
	})
	if res.Records != 6 || len(pairs) != 2 || len(rejects) != 4 {
		t.Fatalf("records %d, pairs %+v, rejects %+v", res.Records, pairs, rejects)
	}
	if p := pairs[0]; p.Written != `" ab"c` || p.Spoken != "ab c" {
		t.Errorf("the quote token and a doubled quote: %+v", p)
	}
	for i, w := range []string{
		`en_train.csv:4: the before field "\"ab\"c\"" holds a quote that is no CSV quoting`,
		`en_train.csv:5: the before field "ab\"c" holds a quote`,
		`en_train.csv:6: the before field "\"x\" " holds a quote`,
		`en_train.csv:7: the after field "\"\"\"" holds a quote`,
	} {
		if r := rejects[i]; r.Rule != "gtn_kaggle_stray_quote" || !strings.HasPrefix(r.Reason, w) || !strings.Contains(r.Reason, `writes the token " as """"`) {
			t.Errorf("reject %d = %s: %s\nwant gtn_kaggle_stray_quote: %s...", i, r.Rule, r.Reason, w)
		}
	}
}
