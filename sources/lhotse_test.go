package sources

import (
	"compress/gzip"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/testutil"
)

// A cut in the real lhotse structure, written for these tests.
const testCut = `{"id": "dev/2417/old_harbour_0921_librivox_64kb_mp3/oldharbour_03_whitcombe_64kb_12", "start": 311.52, "duration": 9.84, "channel": 0, "supervisions": [{"id": "dev/2417/old_harbour_0921_librivox_64kb_mp3/oldharbour_03_whitcombe_64kb_12", "recording_id": "dev/2417/old_harbour_0921_librivox_64kb_mp3/oldharbour_03_whitcombe_64kb", "start": 0, "duration": 9.84, "channel": 0, "language": "English", "speaker": "2417", "custom": {"texts": ["In 1847 Mr. Hale paid $40 for the boat. [Illustration]", "IN EIGHTEEN FORTY SEVEN MISTER HALE PAID FORTY DOLLARS FOR THE BOAT"], "pre_texts": ["...the harbour.", "THE HARBOUR"], "begin_byte": 10233, "end_byte": 10290}}], "recording": {"id": "dev/2417/old_harbour_0921_librivox_64kb_mp3/oldharbour_03_whitcombe_64kb", "sources": [{"type": "file", "channels": [0], "source": "download/librilight/dev/2417/old_harbour_0921_librivox_64kb_mp3/oldharbour_03_whitcombe_64kb.flac"}], "sampling_rate": 16000, "num_samples": 20480000, "duration": 1280.0, "channel_ids": [0]}, "custom": {"text_path": "download/librilight_text/output_text_dev_cleaned/The Old Harbour/text.txt"}, "type": "MonoCut"}`

func TestParseCut(t *testing.T) {
	c, err := ParseCut([]byte(testCut))
	if err != nil {
		t.Fatal(err)
	}
	want := Cut{
		ID:          "dev/2417/old_harbour_0921_librivox_64kb_mp3/oldharbour_03_whitcombe_64kb_12",
		RecordingID: "dev/2417/old_harbour_0921_librivox_64kb_mp3/oldharbour_03_whitcombe_64kb",
		Start:       311.52, Duration: 9.84, Speaker: "2417", Language: "English",
		Book:       "In 1847 Mr. Hale paid $40 for the boat. [Illustration]",
		Transcript: "IN EIGHTEEN FORTY SEVEN MISTER HALE PAID FORTY DOLLARS FOR THE BOAT",
		TextPath:   "download/librilight_text/output_text_dev_cleaned/The Old Harbour/text.txt",
		AudioPath:  "download/librilight/dev/2417/old_harbour_0921_librivox_64kb_mp3/oldharbour_03_whitcombe_64kb.flac",
		BeginByte:  10233, EndByte: 10290, Supervisions: 1,
	}
	if c != want {
		t.Errorf("got  %+v\nwant %+v", c, want)
	}
}

// TestParseCutReadmeExample reads the real record from Libriheavy's README
// (pretty-printed and compact forms).
func TestParseCutReadmeExample(t *testing.T) {
	for _, name := range []string{"readme_example_cut.pretty.json", "readme_example_cut.compact.jsonl"} {
		data, err := os.ReadFile(testutil.SharedFile(t, "corpora/libriheavy/"+name))
		if err != nil {
			t.Fatal(err)
		}
		c, err := ParseCut(data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if c.ID != "small/100/sea_fairies_0812_librivox_64kb_mp3/01_baum_sea_fairies_64kb_0" ||
			!strings.HasPrefix(c.Book, "The little girl was thoughtful for a moment.") ||
			!strings.HasPrefix(c.Transcript, "THE LITTLE GIRL WAS THOUGHTFUL") ||
			c.Duration != 7.36 || c.Start != 243.919 || c.Speaker != "100" || c.BeginByte != 4993 || c.EndByte != 5120 ||
			c.TextPath != "download/librilight_text/output_text_small_cleaned/Sea Fairies/text.txt" {
			t.Errorf("%s: %+v", name, c)
		}
	}
}

func TestParseCutErrors(t *testing.T) {
	sup := func(custom string) string {
		return `{"id": "c1", "supervisions": [{"id": "c1", "custom": ` + custom + `}]}`
	}
	cases := []struct{ line, reason, detail string }{
		{``, ReasonInvalidJSON, "empty line"},
		// Said as the other JSONL readers say it: Go's decoder error
		// alone ("invalid character 'o' in literal null") named no JSON.
		{`{"id": "c1", `, ReasonInvalidJSON, "invalid JSON: unexpected end"},
		{`not json`, ReasonInvalidJSON, "invalid JSON: invalid character"},
		{`[1, 2]`, ReasonNotObject, "got JSON array"},
		{`"cut"`, ReasonNotObject, "got JSON string"},
		// null decodes into a struct as nothing: it was "the cut has no id".
		{` null`, ReasonNotObject, "a cut is a JSON object, got JSON null"},
		{`NaN`, ReasonNotObject, "a cut is a JSON object, got NaN (a missing value as Python's json.dumps writes it)"},
		// A lhotse cut without its id is one, not another corpus's line.
		{`{"supervisions": []}`, ReasonMissingID, `the cut has no id: "id" is missing (a lhotse cut's own id`},
		{`{"id": "", "supervisions": []}`, ReasonMissingID, `the cut has no id: "id" is empty`},
		{`{"id": null, "supervisions": []}`, ReasonMissingID, `the cut has no id: "id" is null (a lhotse cut's own id`},
		{`{"recording": {"id": "r"}, "type": "MonoCut"}`, ReasonMissingID, `the cut has no id: "id" is missing`},
		// Another corpus's JSONL: the reason names what the line holds.
		{`{"text": "It cost $5.", "gt_normalized": "it cost five dollars"}`, ReasonMissingID, `the cut has no id (the line's fields: gt_normalized, text; not a lhotse cut manifest line: another corpus's JSONL? prep gtn reads NeMo's`},
		{`{"id": 7}`, ReasonWrongType, "field id: want a string, got JSON number"},
		{`{"id": "c1"}`, ReasonNoSupervisions, "cut c1 has no supervisions"},
		{`{"id": "c1", "supervisions": []}`, ReasonNoSupervisions, "no supervisions"},
		// A MixedCut keeps its supervisions inside its tracks' cuts: say so.
		{`{"id": "m1", "tracks": [{"cut": {"id": "c1"}, "offset": 0}], "type": "MixedCut"}`, ReasonNoSupervisions, "cut m1 is a lhotse MixedCut, which has no supervisions of its own; only MonoCuts"},
		{`{"id": "c1", "type": "MonoCut"}`, ReasonNoSupervisions, "cut c1 has no supervisions"},
		{`{"id": "c1", "supervisions": {}}`, ReasonWrongType, "field supervisions: want a list"},
		{`{"id": "c1", "supervisions": [{"id": "c1"}]}`, ReasonNoTexts, "no custom.texts"},
		// Two supervisions: one pair per cut would drop the second's texts.
		{`{"id": "c1", "supervisions": [{"custom": {"texts": ["A.", "A"]}}, {"custom": {"texts": ["B.", "B"]}}]}`, ReasonManySupervisions, "cut c1 has 2 supervisions, want one"},
		{sup(`{}`), ReasonNoTexts, "no custom.texts"},
		{sup(`{"texts": []}`), ReasonNoTexts, "is empty"},
		{sup(`{"texts": ["Only the book."]}`), ReasonOneText, "only the book text"},
		{sup(`{"texts": ["a", "B", "c"]}`), ReasonTooManyTexts, "has 3 entries"},
		{sup(`{"texts": ["a", 5]}`), ReasonWrongType, "want a string, got JSON number"},
		{sup(`{"texts": ["a", null]}`), ReasonWrongType, "texts[1] is null"},
		{sup(`{"texts": "a"}`), ReasonWrongType, "want a list"},
		// A provenance field of another shape never decides: the cut is
		// judged by what the pair needs (here: it has no supervisions).
		{`{"id": "c1", "duration": "7s", "supervisions": []}`, ReasonNoSupervisions, "cut c1 has no supervisions"},
		// One text per supervision (a lhotse recipe's own manifest): say so.
		{`{"id": "c1", "supervisions": [{"id": "c1", "text": "HELLO WORLD"}]}`, ReasonNoTexts, "only supervisions[0].text (one text"},
	}
	for _, c := range cases {
		_, err := ParseCut([]byte(c.line))
		var ce *CutError
		if !errors.As(err, &ce) {
			t.Errorf("%s: error %v, want a *CutError", c.line, err)
			continue
		}
		if ce.Reason != c.reason || !strings.Contains(ce.Detail, c.detail) {
			t.Errorf("%s:\n got %s\nwant %s: ...%s...", c.line, err, c.reason, c.detail)
		}
	}
}

// Empty texts, extra fields and a missing recording are not parse errors:
// the cleaning rules judge content, and lhotse adds fields over time.
func TestParseCutLenient(t *testing.T) {
	c, err := ParseCut([]byte(`{"id": "c1", "future_field": {"x": [1]}, "supervisions": [{"custom": {"texts": ["", ""], "pre_texts": 5}}]}`))
	if err != nil {
		t.Fatal(err)
	}
	if c.ID != "c1" || c.Book != "" || c.Transcript != "" || c.BeginByte != -1 || c.EndByte != -1 {
		t.Errorf("%+v", c)
	}
	c, err = ParseCut([]byte("  " + testCut + "\r\n"))
	if err != nil || c.Speaker != "2417" {
		t.Errorf("CRLF / padded line: %v %+v", err, c)
	}
}

// TestParseCutProvenanceFieldsOfAnotherType: the fields a cut carries only
// for provenance (start, duration, speaker, language, begin_byte, end_byte,
// recording, text_path) never reject it, whatever their JSON type; a number
// written as a string is read as the number. Each of these cuts was a
// parse/wrong_type reject ("field start: want a number, got JSON string"),
// so a manifest exported with such fields lost every pair.
func TestParseCutProvenanceFieldsOfAnotherType(t *testing.T) {
	const texts = `"custom": {"texts": ["In 1984.", "IN NINETEEN EIGHTY FOUR"]`
	cases := []struct {
		line  string
		check func(Cut) bool
	}{
		{`{"id": "c1", "start": "1.5", "duration": "7.25", "supervisions": [{` + texts + `}}]}`,
			func(c Cut) bool { return c.Start == 1.5 && c.Duration == 7.25 }},
		{`{"id": "c1", "start": "soon", "duration": {"s": 1}, "supervisions": [{` + texts + `}}]}`,
			func(c Cut) bool { return c.Start == 0 && c.Duration == 0 }},
		{`{"id": "c1", "supervisions": [{"id": 5, "recording_id": 9, "speaker": 100, "language": ["en"], ` + texts + `, "begin_byte": "10", "end_byte": 2.5}}]}`,
			func(c Cut) bool {
				return c.Speaker == "100" && c.RecordingID == "9" && c.Language == "" && c.BeginByte == 10 && c.EndByte == -1
			}},
		{`{"id": "c1", "supervisions": [{` + texts + `}}], "recording": {"id": 3, "sources": [{"source": 7}]}, "custom": {"text_path": null}}`,
			func(c Cut) bool { return c.RecordingID == "3" && c.AudioPath == "7" && c.TextPath == "" }},
		{`{"id": "c1", "supervisions": [{` + texts + `}}], "recording": "r.flac", "custom": ["x"]}`,
			func(c Cut) bool { return c.RecordingID == "" && c.AudioPath == "" }},
		{`{"id": "c1", "supervisions": [{` + texts + `}}], "recording": null, "start": null}`,
			func(c Cut) bool { return c.Start == 0 }},
	}
	for _, tc := range cases {
		c, err := ParseCut([]byte(tc.line))
		if err != nil {
			t.Errorf("%s: %v, want a cut", tc.line, err)
			continue
		}
		if c.ID != "c1" || c.Book != "In 1984." || c.Transcript != "IN NINETEEN EIGHTY FOUR" || !tc.check(c) {
			t.Errorf("%s: %+v", tc.line, c)
		}
	}
}

func TestLibriheavySplit(t *testing.T) {
	cases := []struct{ file, subset, split string }{
		{"libriheavy_cuts_small.jsonl.gz", "small", "train"},
		{"/data/libriheavy_cuts_medium.jsonl.gz", "medium", "train"},
		{"gs://bucket/lh/libriheavy_cuts_large.jsonl.gz", "large", "train"},
		{"libriheavy_cuts_dev.jsonl.gz", "dev", "validation"},
		{"libriheavy_cuts_dev.jsonl", "dev", "validation"},
		{"libriheavy_cuts_test_clean.jsonl.gz", "test_clean", "test"},
		{"libriheavy_cuts_test_other.jsonl.gz", "test_other", "test"},
		{"libriheavy_cuts_test_clean_large.jsonl.gz", "test_clean_large", "test"},
		{"s3://b/libriheavy_cuts_test_other_large.jsonl.gz", "test_other_large", "test"},
		{"libriheavy_cuts_large.00012.jsonl.gz", "large", "train"},
		{"libriheavy_cuts_large-00012-of-00112.jsonl.gz", "large", "train"},
		{`C:\data\libriheavy_cuts_dev.jsonl.gz`, "dev", "validation"},
		// every compression the readers decompress, as for other formats
		{"libriheavy_cuts_small.jsonl.zst", "small", "train"},
		{"libriheavy_cuts_dev.jsonl.bz2", "dev", "validation"},
		// the subset anywhere in the name, as re-sharding leaves it
		{"large-part-0003.jsonl.gz", "large", "train"},
		{"gs://b/lh/part-0003_test_clean.jsonl.gz", "test_clean", "test"},
		{"test_other_large-0001.jsonl", "test_other_large", "test"},
		// in any letter case, as the other sources' names are read (it
		// was "not a Libriheavy cut manifest name")
		{"Libriheavy-DEV-000.jsonl.gz", "dev", "validation"},
		{"LIBRIHEAVY_CUTS_SMALL.JSONL.GZ", "small", "train"},
		{"/Data/libriheavy_cuts_Test_Clean.Jsonl.Zst", "test_clean", "test"},
		{"LIBRIHEAVY_CUTS_SMALL.JSON.GZ", "", ""}, // a JSON document, not lhotse's JSON Lines
		{"LIBRIHEAVY_CUTS_SMALL.TXT", "", ""},
	}
	// A .json name holding a subset: lhotse's JSON list, named with the
	// command that converts it (qa83: it was "want a .jsonl file" alone).
	if _, _, err := LibriheavySplit("d/libriheavy_cuts_dev.json.gz"); err == nil || err.Error() != "d/libriheavy_cuts_dev.json.gz: a .json cut manifest, which lhotse writes as one JSON list of cuts, not JSON Lines: convert it (zcat d/libriheavy_cuts_dev.json.gz | jq -c '.[]' > d/libriheavy_cuts_dev.jsonl) and give that" {
		t.Errorf(".json manifest: %v", err)
	}
	for _, c := range cases {
		subset, split, err := LibriheavySplit(c.file)
		if c.subset == "" {
			if err == nil {
				t.Errorf("%s accepted as %q", c.file, subset)
			}
			continue
		}
		if err != nil || subset != c.subset || split != c.split {
			t.Errorf("%s: %q %q %v, want %q %q", c.file, subset, split, err, c.subset, c.split)
		}
	}
	for _, bad := range []string{"cuts.jsonl.gz", "libriheavy_cuts_huge.jsonl.gz", "part-0001.jsonl.gz", "dev_and_small.jsonl", "devices-large-ish.jsonl.gz.bak", "smallest.jsonl", "libriheavy_cuts_dev.json", "libriheavy_cuts_.jsonl.gz", "libriheavy_cuts_dev.jsonl.gz/"} {
		if _, _, err := LibriheavySplit(bad); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
}

func collectCuts(t *testing.T, name, data, split string) ([]dataset.Pair, []dataset.Reject, FileResult) {
	t.Helper()
	var pairs []dataset.Pair
	var rejects []dataset.Reject
	res, err := ParseLibriheavy(name, strings.NewReader(data), split, LhotseOptions{}, Sink{
		Pair:   func(p dataset.Pair) { pairs = append(pairs, p) },
		Reject: func(r dataset.Reject) { rejects = append(rejects, r) },
	})
	if err != nil {
		t.Fatal(err)
	}
	return pairs, rejects, res
}

func TestParseLibriheavy(t *testing.T) {
	data := testCut + "\n\n" +
		`{"id": "c2", "supervisions": [{"custom": {"texts": ["Only book."]}}]}` + "\n" +
		`{"id": "c3", ` + "\r\n" +
		`{"id": "c4", "supervisions": [{"custom": {"texts": ["Book four.", "BOOK FOUR"]}}]}`
	pairs, rejects, res := collectCuts(t, "/data/libriheavy_cuts_dev.jsonl.gz", data, "")
	if res.Records != 4 || len(pairs) != 2 || len(rejects) != 2 {
		t.Fatalf("records %d, pairs %d, rejects %d", res.Records, len(pairs), len(rejects))
	}
	want := dataset.Pair{ID: "c4", Source: "libriheavy", Split: "validation", Written: "Book four.", Spoken: "BOOK FOUR",
		From: dataset.Origin{File: "/data/libriheavy_cuts_dev.jsonl.gz", Line: 5},
		Raw:  `{"id": "c4", "supervisions": [{"custom": {"texts": ["Book four.", "BOOK FOUR"]}}]}`}
	if !reflect.DeepEqual(pairs[1], want) {
		t.Errorf("pair %+v", pairs[1])
	}
	if pairs[0].ID != "dev/2417/old_harbour_0921_librivox_64kb_mp3/oldharbour_03_whitcombe_64kb_12" {
		t.Errorf("first id %s", pairs[0].ID)
	}
	r := rejects[0]
	if r.ID != "libriheavy_cuts_dev.jsonl:3" || r.Location != "/data/libriheavy_cuts_dev.jsonl.gz:3" || r.Rule != ReasonOneText ||
		r.Stage != "parse" || !strings.HasPrefix(r.Reason, "/data/libriheavy_cuts_dev.jsonl.gz:3: cut c2") {
		t.Errorf("reject %+v", r)
	}
	if rejects[1].Rule != ReasonInvalidJSON || rejects[1].Location != "/data/libriheavy_cuts_dev.jsonl.gz:4" {
		t.Errorf("reject %+v", rejects[1])
	}
	if res.SHA256 == "" || res.BytesRead != int64(len(data)) {
		t.Errorf("fingerprint %+v", res)
	}

	// An explicit split wins; an unknown file name without one is an error.
	pairs, _, _ = collectCuts(t, "cuts.jsonl", testCut, "train")
	if pairs[0].Split != "train" {
		t.Errorf("split %s", pairs[0].Split)
	}
	if _, err := ParseLibriheavy("cuts.jsonl", strings.NewReader(testCut), "", LhotseOptions{}, Sink{}); err == nil || !strings.Contains(err.Error(), "give the split explicitly") {
		t.Errorf("unknown name: %v", err)
	}
}

// The repository's sample reads completely: every line a pair.
func TestParseLibriheavySample(t *testing.T) {
	p := filepath.Join(testutil.ModuleRoot(t), "testdata", "libriheavy", "libriheavy_cuts_dev.jsonl.gz")
	f, err := os.Open(p)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	var n, rej int
	res, err := ParseLibriheavy(p, zr, "", LhotseOptions{}, Sink{
		Pair:   func(p dataset.Pair) { n++ },
		Reject: func(r dataset.Reject) { rej++; t.Errorf("reject %+v", r) },
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 200 || rej != 0 || res.Records != int64(n) {
		t.Errorf("pairs %d rejects %d records %d", n, rej, res.Records)
	}
}

// TestParseCutRefusesAnotherLanguage: a cut whose supervision's language
// is not English (a lhotse manifest of Multilingual LibriSpeech, "German")
// was read as an English pair, and prep libriheavy published it carded en
// ("Der Hund ist Jahre alt.", its number dropped by the English
// alignment). It is a not_english CutError; English as lhotse's recipes
// write it (English, en, eng, en-US), or no language, reads as before.
func TestParseCutRefusesAnotherLanguage(t *testing.T) {
	for lang, ok := range map[string]bool{"English": true, "english": true, "en": true, "eng": true, "en-US": true, "en_GB": true, "": true,
		"German": false, "de": false, "French": false, "Russian": false} {
		line := strings.Replace(testCut, `"language": "English"`, `"language": "`+lang+`"`, 1)
		_, err := ParseCut([]byte(line))
		var ce *CutError
		switch {
		case ok && err != nil:
			t.Errorf("language %q: %v, want a cut", lang, err)
		case !ok && (!errors.As(err, &ce) || ce.Reason != ReasonNotEnglish || !strings.Contains(ce.Detail, `supervisions[0].language "`+lang+`", not English`)):
			t.Errorf("language %q: %v, want a not_english CutError", lang, err)
		}
	}
}
