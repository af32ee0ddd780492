package sources_test

import (
	"os"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/sources"
)

func parseCV(t *testing.T, name, in string) ([]dataset.Pair, []dataset.Reject, sources.FileResult, error) {
	t.Helper()
	var pairs []dataset.Pair
	var rejects []dataset.Reject
	res, err := sources.ParseCommonVoice(name, strings.NewReader(in), "validation", 0, sources.Sink{
		Pair:   func(p dataset.Pair) { pairs = append(pairs, p) },
		Reject: func(r dataset.Reject) { rejects = append(rejects, r) },
	})
	return pairs, rejects, res, err
}

func TestParseCommonVoiceSample(t *testing.T) {
	b, err := os.ReadFile("../testdata/commonvoice/dev.tsv")
	if err != nil {
		t.Fatal(err)
	}
	pairs, rejects, res, err := parseCV(t, "cv/dev.tsv", string(b))
	if err != nil || len(rejects) != 0 || len(pairs) != 3 || res.Records != 3 {
		t.Fatalf("%v %+v %+v", err, rejects, res)
	}
	p := pairs[2]
	if p.ID != "dev.tsv:common_voice_en_102.mp3" || p.Written != `She said "hello" to Dr. Smith in 1999.` || p.Split != "validation" || p.Source != "commonvoice" {
		t.Errorf("row %+v", p)
	}
	if s, ok := sources.CommonVoiceSplit("gs://b/cv/en/dev.tsv"); !ok || s != "validation" {
		t.Errorf("split of dev.tsv: %q %v", s, ok)
	}
	if _, ok := sources.CommonVoiceSplit("validated.tsv"); ok {
		t.Error("validated.tsv has no split")
	}
}

// TestCommonVoiceRowsWithoutTrailingEmptyFields: a clip list saved by an
// editor that strips trailing white space loses the trailing empty fields
// of most rows (segment, variant, locale, ... are mostly empty). pandas and
// Python's csv read such a row's missing fields as empty; here every one
// was a bad_columns reject ("expected 10 ... got 9"), most of a release
// lost. A row still missing its path or its sentence, a row with more
// fields, and a last line without its line end (a file cut short, its
// sentence maybe with it) are rejects as before.
func TestCommonVoiceRowsWithoutTrailingEmptyFields(t *testing.T) {
	in := "client_id\tpath\tsentence\tup_votes\tdown_votes\tlocale\tsegment\n" +
		"c1\ta.mp3\tIt cost $5.\t2\t0\ten\n" + // segment stripped
		"c2\tb.mp3\tWe met at 7:30.\n" + // every field after the sentence
		"c3\tc.mp3\n" + // no sentence
		"c4\td.mp3\tIt is 6.\t2" // the last line, cut short?
	pairs, rejects, res, err := parseCV(t, "train.tsv", in)
	if err != nil || res.Records != 4 || len(pairs) != 2 || pairs[0].ID != "train.tsv:a.mp3" || pairs[0].Written != "It cost $5." || pairs[1].Written != "We met at 7:30." {
		t.Fatalf("%v %+v %+v", err, pairs, res)
	}
	if len(rejects) != 2 || rejects[0].Rule != "bad_columns" || !strings.HasPrefix(rejects[0].Reason, "train.tsv:4: ") ||
		rejects[1].Rule != "bad_columns" || !strings.HasPrefix(rejects[1].Reason, "train.tsv:5: ") {
		t.Errorf("rejects %+v", rejects)
	}
	// A locale column left out of a row is empty: the folder's locale,
	// else none, decides.
	if pairs, rejects, _, err := parseCV(t, "cv-corpus-17.0/de/train.tsv", "path\tsentence\tlocale\na.mp3\tEr ist 25.\n"); err != nil || len(pairs) != 0 || len(rejects) != 1 || rejects[0].Rule != "not_english" {
		t.Errorf("German folder, locale left out: %v %+v %+v", err, pairs, rejects)
	}
}

// Columns are found by name (older releases have no sentence_id); CRLF
// line ends are accepted; bad rows are rejected with their line.
func TestParseCommonVoiceRowsAndHeaders(t *testing.T) {
	in := "path\tsentence\tup_votes\r\na.mp3\tHi there.\t1\r\nb.mp3\ta tab\tin it\t1\r\n\tno path\t2\r\n"
	pairs, rejects, res, err := parseCV(t, "train.tsv", in)
	if err != nil || res.Records != 3 || len(pairs) != 1 || pairs[0].ID != "train.tsv:a.mp3" || pairs[0].Written != "Hi there." {
		t.Fatalf("%v %+v %+v", err, pairs, res)
	}
	if len(rejects) != 2 || rejects[0].Rule != "bad_columns" || !strings.HasPrefix(rejects[0].Reason, "train.tsv:3: ") ||
		rejects[1].Rule != "missing_path" || !strings.HasPrefix(rejects[1].Reason, "train.tsv:4: ") {
		t.Errorf("rejects %+v", rejects)
	}
	// Column names are matched without regard to case or spaces.
	if pairs, _, res, err := parseCV(t, "train.tsv", "client_id\tPATH\t Sentence \nx\ta.mp3\tHi 5.\n"); err != nil || res.Records != 1 || len(pairs) != 1 || pairs[0].Written != "Hi 5." {
		t.Errorf("mixed-case header: %v %+v", err, pairs)
	}
	if _, _, _, err := parseCV(t, "notes.tsv", "client_id\ttext\nx\ty\n"); err == nil || !strings.Contains(err.Error(), "notes.tsv:1") {
		t.Errorf("header without path/sentence: %v", err)
	}
	// The error names the column that is missing, not one that is there.
	if _, _, _, err := parseCV(t, "test.tsv", "client_id\tpath\ttext\nx\ty\tz\n"); err == nil ||
		!strings.Contains(err.Error(), `test.tsv:1: not a Common Voice TSV: the header has no "sentence" column`) {
		t.Errorf("header without sentence: %v", err)
	}
	if _, _, _, err := parseCV(t, "test.tsv", "client_id\ttext\nx\ty\n"); err == nil || !strings.Contains(err.Error(), `no "path" or "sentence" column`) {
		t.Errorf("header without both: %v", err)
	}
	// Sentences without clips (Common Voice's validated_sentences.tsv under a
	// clip list's name): the error says how to read them (it named only the
	// missing column), and a header without sentence does not say it.
	if _, _, _, err := parseCV(t, "train.tsv", "sentence_id\tsentence\tsentence_domain\nabc\tIt is 5 pm.\t\n"); err == nil ||
		!strings.Contains(err.Error(), `no "path" column (got`) || !strings.Contains(err.Error(), "prep text --text-field sentence --id-field sentence_id") {
		t.Errorf("sentences without clips: %v", err)
	}
	if _, _, _, err := parseCV(t, "test.tsv", "client_id\ttext\nx\ty\n"); err == nil || strings.Contains(err.Error(), "prep text") {
		t.Errorf("header without both names prep text: %v", err)
	}
	if why := sources.CommonVoiceSkip("cv/en/validated_sentences.tsv", sources.SkipContext{}); !strings.Contains(why, "prep text --text-field sentence") {
		t.Errorf("validated_sentences.tsv skipped as %q, without the way to read it", why)
	}
	if _, _, res, err := parseCV(t, "empty.tsv", ""); err != nil || res.Records != 0 {
		t.Errorf("empty file: %v %+v", err, res)
	}
}

func TestCommonVoiceSkip(t *testing.T) {
	release := []string{"cv/en/train.tsv", "cv/en/dev.tsv", "cv/en/test.tsv", "cv/en/validated.tsv", "cv/en/reported.tsv"}
	alone := []string{"cv/en/validated.tsv"}
	for _, c := range []struct {
		name string
		ctx  sources.SkipContext
		skip bool
	}{
		{"cv/en/train.tsv", sources.SkipContext{Inputs: release}, false},
		{"cv/en/dev.tsv", sources.SkipContext{Inputs: release}, false},
		{"cv/en/reported.tsv", sources.SkipContext{Inputs: release}, true},
		{"cv/en/reported.tsv", sources.SkipContext{Inputs: release, SplitGiven: true}, true},
		{"cv/en/clip_durations.tsv", sources.SkipContext{SplitGiven: true}, true},
		{"cv/en/validated_sentences.tsv", sources.SkipContext{}, true},
		{"cv/en/validated.tsv", sources.SkipContext{Inputs: release}, true},
		{"cv/en/validated.tsv", sources.SkipContext{Inputs: release, SplitGiven: true}, false},
		{"cv/en/validated.tsv", sources.SkipContext{Inputs: release, SplitByID: true}, true},
		{"cv/en/validated.tsv", sources.SkipContext{Inputs: alone, SplitByID: true}, false},
		{"cv/en/validated.tsv", sources.SkipContext{Inputs: alone}, true},
		{"cv/en/other.tsv", sources.SkipContext{}, true},
		{"cv/en/INVALIDATED.tsv", sources.SkipContext{}, true},
		// The first release's folder: its lists without a split are left,
		// so a glob reaches cv-valid-*.csv, whose header names prep text.
		{"cv_corpus_v1/cv-invalid.csv", sources.SkipContext{}, true},
		{"cv_corpus_v1/cv-other-train.csv", sources.SkipContext{}, true},
		{"cv_corpus_v1/cv-other-dev.csv", sources.SkipContext{SplitByID: true}, true},
		{"cv_corpus_v1/cv-other-test.csv", sources.SkipContext{SplitGiven: true}, false},
		{"cv_corpus_v1/cv-valid-train.csv", sources.SkipContext{}, false},
	} {
		if got := sources.CommonVoiceSkip(c.name, c.ctx) != ""; got != c.skip {
			t.Errorf("CommonVoiceSkip(%q, %+v) skips: %v, want %v", c.name, c.ctx, got, c.skip)
		}
	}
}

// TestMissingClipIsNoID: a Common Voice path or an SPGISpeech wav_filename
// that holds a missing value as pandas writes one (NaN, None) or only
// white space names no clip: the row is a missing_path
// (missing_wav_filename) reject saying so, where it was published under
// the id "dev.tsv:NaN", every such row of the file under one id. A reject
// whose id is not read is "FILE (line N)", no clip's id ("dev.tsv:3" was
// the id of a clip named "3").
func TestMissingClipIsNoID(t *testing.T) {
	in := "path\tsentence\nNaN\tOne.\n3\tTwo.\nNone\tThree.\n \tFour.\n\tFive.\n"
	pairs, rejects, res, err := parseCV(t, "dev.tsv", in)
	if err != nil || res.Records != 5 || len(pairs) != 1 || pairs[0].ID != "dev.tsv:3" {
		t.Fatalf("%v %+v %+v", err, pairs, res)
	}
	want := []struct{ id, reason string }{
		{"dev.tsv (line 2)", `dev.tsv:2: path "NaN" is a missing value as Python or pandas writes one`},
		{"dev.tsv (line 4)", `dev.tsv:4: path "None" is a missing value`},
		{"dev.tsv (line 5)", "dev.tsv:5: path holds only white space"},
		{"dev.tsv (line 6)", "dev.tsv:6: empty path"},
	}
	if len(rejects) != len(want) {
		t.Fatalf("rejects %+v", rejects)
	}
	for i, w := range want {
		if r := rejects[i]; r.ID != w.id || r.Rule != "missing_path" || !strings.HasPrefix(r.Reason, w.reason) {
			t.Errorf("reject %d: %+v, want id %q, reason %q...", i, r, w.id, w.reason)
		}
	}
	var spgiRejects []dataset.Reject
	var spgiPairs []dataset.Pair
	_, err = sources.ParseSPGI("val.csv", strings.NewReader("wav_filename|wav_filesize|transcript\nNaN|100|One.\na/1.wav|100|Two.\n"), "validation", 0, sources.Sink{
		Pair:   func(p dataset.Pair) { spgiPairs = append(spgiPairs, p) },
		Reject: func(r dataset.Reject) { spgiRejects = append(spgiRejects, r) },
	})
	if err != nil || len(spgiPairs) != 1 || len(spgiRejects) != 1 || spgiRejects[0].ID != "val.csv (line 2)" || spgiRejects[0].Rule != "missing_wav_filename" ||
		!strings.HasPrefix(spgiRejects[0].Reason, `val.csv:2: wav_filename "NaN" is a missing value`) {
		t.Errorf("spgi: %v %+v %+v", err, spgiPairs, spgiRejects)
	}
}

// TestCommonVoiceOtherLanguageIsRejected: a clip of another language, by
// its locale column (Common Voice 12 on) or its release folder
// (cv-corpus-VERSION/LOCALE/, the only place older releases say it), is a
// parse/not_english reject naming the locale. The German release was
// published without a word, every number read in English: "Er ist 25
// Jahre alt." said "er ist twenty five jahre alt".
func TestCommonVoiceOtherLanguageIsRejected(t *testing.T) {
	const header = "client_id\tpath\tsentence_id\tsentence\tup_votes\tlocale\n"
	in := header + "a\tcv_de_1.mp3\ts1\tEr ist 25 Jahre alt.\t2\tde\n" +
		"b\tcv_en_1.mp3\ts2\tHe is 25.\t2\ten\n" +
		"c\tcv_en_2.mp3\ts3\tShe is 30.\t2\t\n"
	pairs, rejects, res, err := parseCV(t, "cv-corpus-17.0/en/dev.tsv", in)
	if err != nil || res.Records != 3 || len(pairs) != 2 || len(rejects) != 1 {
		t.Fatalf("err %v, %d records, rows %+v, rejects %+v", err, res.Records, pairs, rejects)
	}
	r := rejects[0]
	if r.Rule != "not_english" || r.ID != "dev.tsv:cv_de_1.mp3" || !strings.Contains(r.Reason, `locale "de" (the locale column)`) {
		t.Errorf("reject %+v", r)
	}
	// An older release without the column: its folder says the language.
	old := "client_id\tpath\tsentence\tup_votes\nx\tcv_de_2.mp3\tAm 3. Mai.\t2\n"
	pairs, rejects, _, err = parseCV(t, "/data/cv-corpus-5.1-2020-06-22/de/test.tsv", old)
	if err != nil || len(pairs) != 0 || len(rejects) != 1 || !strings.Contains(rejects[0].Reason, `locale "de" (its release folder)`) {
		t.Errorf("folder de: err %v, rows %+v, rejects %+v", err, pairs, rejects)
	}
	// Elsewhere, and in the English release's folder, nothing says another
	// language.
	for _, name := range []string{"de/test.tsv", "/data/cv-corpus-5.1-2020-06-22/en/test.tsv"} {
		if pairs, rejects, _, err := parseCV(t, name, old); err != nil || len(pairs) != 1 || len(rejects) != 0 {
			t.Errorf("%s: err %v, rows %+v, rejects %+v", name, err, pairs, rejects)
		}
	}
}

// Common Voice's first release (cv_corpus_v1, as Kaggle ships it) is a CSV
// of filename,text,...: it was refused as "cannot tell the split from the
// file name", then, with --split, as "not a Common Voice TSV", without a
// word of what it is or how to read it. Its names now carry their splits
// and its header is refused naming prep text, which reads it.
func TestCommonVoiceFirstReleaseCSVNamesPrepText(t *testing.T) {
	for name, want := range map[string]string{"cv_corpus_v1/cv-valid-train.csv": "train", "cv-valid-dev.csv": "validation", "CV-VALID-TEST.CSV": "test"} {
		if s, ok := sources.CommonVoiceSplit(name); !ok || s != want {
			t.Errorf("split of %s: %q %v, want %q", name, s, ok, want)
		}
	}
	if _, ok := sources.CommonVoiceSplit("cv-other-train.csv"); ok {
		t.Error("cv-other-train.csv (clips not validated) has no standard split")
	}
	in := "\ufefffilename,text,up_votes,down_votes,age,gender,accent,duration\r\ncv-valid-train/sample-000000.mp3,learn to recognize omens,1,0,,,,\r\n"
	_, _, _, err := parseCV(t, "cv_corpus_v1/cv-valid-train.csv", in)
	if err == nil || !strings.Contains(err.Error(), "cv_corpus_v1/cv-valid-train.csv:1: Common Voice's first release") ||
		!strings.Contains(err.Error(), "prep text --input cv_corpus_v1/cv-valid-train.csv --id-field filename") || strings.Contains(err.Error(), "\n") {
		t.Errorf("first release's CSV: %v", err)
	}
	// A TSV header with path and sentence is read as before, whatever else it has.
	if pairs, _, _, err := parseCV(t, "train.tsv", "filename\ttext\tpath\tsentence\na\tb\tc.mp3\tHi.\n"); err != nil || len(pairs) != 1 {
		t.Errorf("TSV with filename and text columns beside path and sentence: %v %+v", err, pairs)
	}
}
