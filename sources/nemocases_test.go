package sources_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/testutil"
	"github.com/itnprep/itnprep/sources"
)

func parseCases(t *testing.T, name, in, direction string) ([]dataset.Pair, []dataset.Reject, sources.FileResult) {
	t.Helper()
	var pairs []dataset.Pair
	var rejects []dataset.Reject
	res, err := sources.ParseNeMoCases(name, strings.NewReader(in), "test", direction, 0, sources.Sink{
		Pair:   func(p dataset.Pair) { pairs = append(pairs, p) },
		Reject: func(r dataset.Reject) { rejects = append(rejects, r) },
	})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return pairs, rejects, res
}

// TN lines are written~spoken; whitespace is kept as NeMo's parser keeps
// it; several "~" give #vK rows; the class is a span over the whole text.
func TestParseNeMoCasesTN(t *testing.T) {
	in := "1~one\n€1.50~one euro fifty cents~one point five zero euros\n1, ~one,"
	pairs, rejects, res := parseCases(t, "cases/data_text_normalization/test_cases_money.txt", in, "")
	if res.Records != 3 || len(rejects) != 0 || len(pairs) != 4 {
		t.Fatalf("records %d, rejects %+v, pairs %+v", res.Records, rejects, pairs)
	}
	p := pairs[0]
	if p.ID != "tn/test_cases_money.txt:1" || p.Written != "1" || p.Spoken != "one" || p.Split != "test" || p.Source != "nemo-cases" || p.Variant != nil {
		t.Errorf("row 1 %+v", p)
	}
	if len(p.Spans) != 1 || p.Spans[0] != (dataset.Span{Class: "MONEY", Written: "1", Spoken: "one", WrittenEnd: 1, SpokenEnd: 3}) {
		t.Errorf("span %+v", p.Spans)
	}
	if strings.Join(p.Flags, ",") != "tn" {
		t.Errorf("flags %v", p.Flags)
	}
	v0, v1 := pairs[1], pairs[2]
	if v0.ID != "tn/test_cases_money.txt:2" || v1.ID != "tn/test_cases_money.txt:2#v1" || v0.Written != "€1.50" || v1.Written != "€1.50" ||
		v0.Spoken != "one euro fifty cents" || v1.Spoken != "one point five zero euros" || *v0.Variant != 0 || *v1.Variant != 1 {
		t.Errorf("alternatives %+v %+v", v0, v1)
	}
	if v0.Spans[0].WrittenEnd != 5 { // code points, not bytes
		t.Errorf("€1.50 span end %d", v0.Spans[0].WrittenEnd)
	}
	if last := pairs[3]; last.Written != "1, " || last.Spoken != "one," || last.ID != "tn/test_cases_money.txt:3" {
		t.Errorf("no trailing newline / whitespace: %+v", last)
	}
	if res.BytesRead != int64(len(in)) {
		t.Errorf("bytes read %d, want %d", res.BytesRead, len(in))
	}
}

// ITN lines are spoken~written and come out swapped; _cased files are
// flagged; bad lines are rejected with file:line and a rule.
func TestParseNeMoCasesITNAndBadLines(t *testing.T) {
	in := "two dollars~$2\nx ~x\nno separator\n~\n ~\ntwo\xff~2\nfirst~1st~1 st\n"
	pairs, rejects, res := parseCases(t, "data_inverse_text_normalization/test_cases_money_cased.txt", in, "auto")
	if res.Records != 7 || len(rejects) != 4 || len(pairs) != 4 {
		t.Fatalf("records %d, rejects %+v, pairs %+v", res.Records, rejects, pairs)
	}
	if p := pairs[0]; p.ID != "itn/test_cases_money_cased.txt:1" || p.Written != "$2" || p.Spoken != "two dollars" ||
		strings.Join(p.Flags, ",") != "itn,cased" || p.Spans[0].Class != "MONEY" {
		t.Errorf("ITN row %+v", p)
	}
	if p := pairs[1]; p.Written != "x" || p.Spoken != "x " {
		t.Errorf("whitespace: %+v", p)
	}
	if p := pairs[3]; p.ID != "itn/test_cases_money_cased.txt:7#v1" || p.Written != "1 st" || p.Spoken != "first" {
		t.Errorf("ITN alternative %+v", p)
	}
	want := []struct{ rule, loc string }{
		{"nemo_no_separator", "test_cases_money_cased.txt:3"}, {"nemo_empty_side", "test_cases_money_cased.txt:4"},
		{"nemo_empty_side", "test_cases_money_cased.txt:5"}, {"invalid_utf8", "test_cases_money_cased.txt:6"},
	}
	for i, w := range want {
		r := rejects[i]
		if r.Rule != w.rule || !strings.HasSuffix(r.Location, w.loc) || !strings.Contains(r.Reason, w.loc+": ") || r.Stage != "parse" {
			t.Errorf("reject %d: %+v, want %s at %s", i, r, w.rule, w.loc)
		}
	}
	// The flag overrides the folder.
	pairs, _, _ = parseCases(t, "data_inverse_text_normalization/test_cases_money.txt", "$2~two dollars", "tn")
	if len(pairs) != 1 || pairs[0].Written != "$2" || pairs[0].ID != "tn/test_cases_money.txt:1" {
		t.Errorf("--direction tn: %+v", pairs)
	}
	if _, err := sources.ParseNeMoCases("x.txt", strings.NewReader("a~b"), "test", "sideways", 0, sources.Sink{}); err == nil {
		t.Error("unknown direction accepted")
	}
}

// test_cases_normalize_with_audio.txt: "~input" then one output per line.
func TestParseNeMoCasesBlockFormat(t *testing.T) {
	in := "stray\n~~1/24\njanuary twenty four\nthe twenty fourth of january \n\n~5\n~$1.01\none dollar and one cent"
	pairs, rejects, res := parseCases(t, "data_text_normalization/test_cases_normalize_with_audio.txt", in, "")
	if res.Records != 4 || len(pairs) != 3 || len(rejects) != 2 {
		t.Fatalf("records %d, rejects %+v, pairs %+v", res.Records, rejects, pairs)
	}
	if p := pairs[1]; p.ID != "tn/test_cases_normalize_with_audio.txt:2#v1" || p.Written != "1/24" || p.Spoken != "the twenty fourth of january" || p.Spans[0].Class != "NORMALIZE_WITH_AUDIO" {
		t.Errorf("block row %+v", p)
	}
	if p := pairs[2]; p.ID != "tn/test_cases_normalize_with_audio.txt:7" || p.Written != "$1.01" || p.Spoken != "one dollar and one cent" || p.Variant != nil {
		t.Errorf("last block without trailing newline %+v", p)
	}
	if rejects[0].Rule != "nemo_output_without_input" || !strings.HasSuffix(rejects[0].Location, ":1") ||
		rejects[1].Rule != "nemo_no_outputs" || !strings.HasSuffix(rejects[1].Location, ":6") {
		t.Errorf("rejects %+v", rejects)
	}
}

// TestNeMoCasesCROnlyLineEndings: a test-case file with classic Mac line
// endings (CR only) is one line. It was published as one case: split on
// "~", the first input with outputs that ran into the next cases
// ("one\r21", "twenty one\r-5"), four rows of garbage and no reject. Each
// such line is a bare_cr reject naming the conversion, in the line format
// and the block format; CRLF still reads.
func TestNeMoCasesCROnlyLineEndings(t *testing.T) {
	const hint = "CR line endings (classic Mac)? convert them first (tr '\\r' '\\n' < "
	pairs, rejects, res := parseCases(t, "data_text_normalization/test_cases_cardinal.txt", "1~one\r21~twenty one\r-5~minus five\r", "")
	if len(pairs) != 0 || len(rejects) != 1 || res.Records != 1 || rejects[0].Rule != "bare_cr" ||
		!strings.Contains(rejects[0].Reason, hint+"data_text_normalization/test_cases_cardinal.txt > data_text_normalization/test_cases_cardinal.lf.txt)") {
		t.Errorf("line format: pairs %+v, rejects %+v", pairs, rejects)
	}
	pairs, rejects, _ = parseCases(t, "data_text_normalization/test_cases_normalize_with_audio.txt", "~1/24\rjanuary twenty four\r~5\rfive\r", "")
	if len(pairs) != 0 || len(rejects) != 1 || rejects[0].Rule != "bare_cr" || !strings.Contains(rejects[0].Reason, hint) {
		t.Errorf("block format: pairs %+v, rejects %+v", pairs, rejects)
	}
	if pairs, rejects, _ := parseCases(t, "data_text_normalization/test_cases_cardinal.txt", "1~one\r\n21~twenty one\r\n", ""); len(pairs) != 2 || len(rejects) != 0 || pairs[1].Spoken != "twenty one" {
		t.Errorf("CRLF: pairs %+v, rejects %+v", pairs, rejects)
	}
}

// TestNeMoCaseClassOfQualifiedFileNames: a file named for a class and a
// qualifier of its cases (Russian test_cases_cardinal_normalize_with_audio.txt,
// all cardinals in the block format; test_cases_ordinal_hard.txt) classed
// its rows CARDINAL_NORMALIZE_WITH_AUDIO and ORDINAL_HARD, its name and no
// class; Hebrew's test_full_sentences.txt TEST_FULL_SENTENCES. Every
// English file name keeps its class.
func TestNeMoCaseClassOfQualifiedFileNames(t *testing.T) {
	for _, c := range []struct {
		name, class string
		cased       bool
	}{
		{"ru/data_text_normalization/test_cases_cardinal_normalize_with_audio.txt", "CARDINAL", false},
		{"ru/data_inverse_text_normalization/test_cases_ordinal_hard.txt", "ORDINAL", false},
		{"he/data_inverse_text_normalization/test_full_sentences.txt", "FULL_SENTENCES", false},
		{"en/data_text_normalization/test_cases_normalize_with_audio.txt", "NORMALIZE_WITH_AUDIO", false},
		{"en/data_text_normalization/test_cases_punctuation_match_input.txt", "PUNCTUATION_MATCH_INPUT", false},
		{"en/data_text_normalization/test_cases_special_text.txt", "SPECIAL_TEXT", false},
		{"en/data_inverse_text_normalization/test_cases_money_cased.txt", "MONEY", true},
		{"test_cases_cased.txt", "CASED", false},
		{"cases.txt", "CASES", false},
	} {
		if class, cased := sources.NeMoCaseClass(c.name); class != c.class || cased != c.cased {
			t.Errorf("%s: class %s cased %v, want %s %v", c.name, class, cased, c.class, c.cased)
		}
	}
	in := "~03\nтри\n~-50\nминус пятьдесят\n"
	pairs, rejects, _ := parseCases(t, "ru/data_text_normalization/test_cases_cardinal_normalize_with_audio.txt", in, "")
	if len(pairs) != 2 || len(rejects) != 0 || pairs[0].Spans[0].Class != "CARDINAL" || pairs[1].Written != "-50" {
		t.Errorf("Russian block file: pairs %+v, rejects %+v", pairs, rejects)
	}
	// NeMo's 43 English files keep the classes they had: their name
	// between test_cases_ and [_cased].txt.
	files, _ := filepath.Glob(filepath.Join(testutil.SharedFile(t, "corpora/nemo-tn-tests-en"), "data_*", "*.txt"))
	if len(files) != 43 {
		t.Fatalf("%d English files, want 43", len(files))
	}
	for _, f := range files {
		stem := strings.TrimSuffix(strings.TrimSuffix(strings.TrimPrefix(filepath.Base(f), "test_cases_"), ".txt"), "_cased")
		if class, _ := sources.NeMoCaseClass(f); class != strings.ToUpper(stem) {
			t.Errorf("%s: class %s, want %s", f, class, strings.ToUpper(stem))
		}
	}
}

// Every line (or block) of NeMo's 43 English test-case files ends as rows
// or as a reject: read = written + rejected, file by file.
func TestParseNeMoCasesSharedFiles(t *testing.T) {
	dir := testutil.SharedFile(t, "corpora/nemo-tn-tests-en")
	files, _ := filepath.Glob(filepath.Join(dir, "data_*", "*.txt"))
	if len(files) != 43 {
		t.Fatalf("%d files under %s, want 43", len(files), dir)
	}
	var read, written, rejected, rows int64
	ids := map[string]bool{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var w, rj int64
		rec := map[string]bool{}
		res, err := sources.ParseNeMoCases(f, strings.NewReader(string(b)), "test", "", 0, sources.Sink{
			Pair: func(p dataset.Pair) {
				if ids[p.ID] {
					t.Errorf("duplicate id %s", p.ID)
				}
				ids[p.ID] = true
				rows++
				if p.RecordKey() {
					w++
				}
				rec[strings.SplitN(p.ID, "#", 2)[0]] = true
			},
			Reject: func(r dataset.Reject) { rj++ },
		})
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if res.Records != w+rj || int64(len(rec)) != w {
			t.Errorf("%s: read %d != written %d + rejected %d", filepath.Base(f), res.Records, w, rj)
		}
		if res.BytesRead != int64(len(b)) {
			t.Errorf("%s: %d of %d bytes read", f, res.BytesRead, len(b))
		}
		read, written, rejected = read+res.Records, written+w, rejected+rj
	}
	t.Logf("43 files: read %d = written %d + rejected %d; %d rows", read, written, rejected, rows)
	if written < 1700 || rejected > 10 {
		t.Errorf("written %d, rejected %d: the parser lost most of the cases", written, rejected)
	}
}

// With no folder naming the direction (the files copied into a flat
// folder), --direction auto reads it from the cases: an ITN money file
// was taken for TN and published swapped ("fifty million dollars" as the
// written side). Folders named itn/ or tn/ say it too.
func TestParseNeMoCasesDirectionFromContent(t *testing.T) {
	itn := "one dollar~$1\nfifty million dollars~$50 million\nhalf past two~02:30\n"
	tn := "$1~one dollar\n$50 million~fifty million dollars\n"
	words := "Dr.~doctor\ne.g.~for example\n" // no digits: the spoken side is longer
	for _, c := range []struct{ name, in, wantID, wantWritten string }{
		{"flat/test_cases_money.txt", itn, "itn/test_cases_money.txt:1", "$1"},
		{"flat/test_cases_money.txt", tn, "tn/test_cases_money.txt:1", "$1"},
		{"flat/test_cases_whitelist.txt", words, "tn/test_cases_whitelist.txt:1", "Dr."},
		{"flat/test_cases_whitelist.txt", "doctor~Dr.\nfor example~e.g.\n", "itn/test_cases_whitelist.txt:1", "Dr."},
		{"cases/itn/test_cases_money.txt", tn, "itn/test_cases_money.txt:1", "one dollar"}, // the folder wins
		{"cases/tn/test_cases_money.txt", itn, "tn/test_cases_money.txt:1", "one dollar"},
	} {
		pairs, _, res := parseCases(t, c.name, c.in, "auto")
		if len(pairs) == 0 || pairs[0].ID != c.wantID || pairs[0].Written != c.wantWritten || res.BytesRead != int64(len(c.in)) {
			t.Errorf("%s %q: first row %+v (bytes read %d), want id %s written %q", c.name, c.in, pairs, res.BytesRead, c.wantID, c.wantWritten)
		}
	}
}

// Every shared NeMo file, out of its folder, is given the direction its
// folder names.
func TestNeMoCasesSniffAgreesWithFolders(t *testing.T) {
	dir := testutil.SharedFile(t, "corpora/nemo-tn-tests-en")
	files, _ := filepath.Glob(filepath.Join(dir, "data_*", "*.txt"))
	for _, f := range files {
		if strings.Contains(f, "normalize_with_audio") {
			continue // block format: TN by its name
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		want := "tn/"
		if strings.Contains(f, "inverse") {
			want = "itn/"
		}
		pairs, _, _ := parseCases(t, filepath.Join("flat", filepath.Base(f)), string(b), "")
		if len(pairs) == 0 || !strings.HasPrefix(pairs[0].ID, want) {
			t.Errorf("%s out of its folder: rows %d, first id %v, want %s", f, len(pairs), pairs[:min(1, len(pairs))], want)
		}
	}
}

// The folder nearest the file decides: NeMo's data_text_normalization/
// inside a checkout under itn/ (or its inverse folder under tn/) keeps its
// own direction; the whole path holding "itn" once turned TN cases around.
func TestNeMoFolderDirectionNearestFolderDecides(t *testing.T) {
	for _, c := range []struct{ path, want string }{
		{"/home/itn/NeMo/tests/en/data_text_normalization/test_cases_money.txt", sources.DirectionTN},
		{"/data/tn/NeMo/tests/en/data_inverse_text_normalization/test_cases_money.txt", sources.DirectionITN},
		{"/data/inverse-project/data_text_normalization/test_cases_money.txt", sources.DirectionTN},
		{"/data/itn/flat/test_cases_money.txt", sources.DirectionITN},
		{"cases/tn/x/test_cases_money.txt", sources.DirectionTN},
	} {
		if got, err := sources.NeMoCaseDirection(c.path, "auto"); err != nil || got != c.want {
			t.Errorf("%s: %q, %v, want %q", c.path, got, err, c.want)
		}
		pairs, _, _ := parseCases(t, c.path, "$1~one dollar\n", "auto")
		// In NeMo's layout the id starts with the language (en/tn/...).
		if len(pairs) != 1 || !strings.HasPrefix(strings.TrimPrefix(pairs[0].ID, "en/"), c.want+"/") {
			t.Errorf("%s: rows %+v, want an id in %s/", c.path, pairs, c.want)
		}
	}
}

// TestNeMoCaseIDsNameTheLanguage: in NeMo's layout every language has
// test_cases_cardinal.txt and the like, so one run over several languages
// would give every id twice; the language folder starts the id. Files in
// other layouts keep "<direction>/<file>:<line>".
func TestNeMoCaseIDsNameTheLanguage(t *testing.T) {
	for _, c := range []struct{ path, want string }{
		{"NeMo-text-processing/tests/nemo_text_processing/de/data_inverse_text_normalization/test_cases_cardinal.txt", "de/itn/test_cases_cardinal.txt:1"},
		{"tests/nemo_text_processing/hi_en/data_text_normalization/test_cases_cardinal.txt", "hi_en/tn/test_cases_cardinal.txt:1"},
		{"en/data_text_normalization/test_cases_cardinal.txt", "en/tn/test_cases_cardinal.txt:1"},
		{"corpora/nemo-tn-tests-en/data_text_normalization/test_cases_cardinal.txt", "tn/test_cases_cardinal.txt:1"},
		{"data_text_normalization/test_cases_cardinal.txt", "tn/test_cases_cardinal.txt:1"},
		{"de/cases/test_cases_cardinal.txt", "tn/test_cases_cardinal.txt:1"},
		{"test_cases_cardinal.txt", "tn/test_cases_cardinal.txt:1"},
	} {
		var got []string
		_, err := sources.ParseNeMoCases(c.path, strings.NewReader("1~one\n"), "test", "", 0, sources.Sink{
			Pair:   func(p dataset.Pair) { got = append(got, p.ID) },
			Reject: func(r dataset.Reject) { t.Errorf("%s: reject %+v", c.path, r) },
		})
		if err != nil || len(got) != 1 || got[0] != c.want {
			t.Errorf("%s: ids %v (err %v), want [%s]", c.path, got, err, c.want)
		}
	}
}

// TestParseNeMoCasesSkipsEmptyLines: an empty line (a file ending in two
// newlines, a blank line between groups of cases, CRLF or not) holds no
// case, as in every other format; it was a nemo_no_separator reject, "no
// "~" between input and expected output", and counted as read.
func TestParseNeMoCasesSkipsEmptyLines(t *testing.T) {
	pairs, rejects, res := parseCases(t, "data_text_normalization/test_cases_cardinal.txt", "1~one\r\n\r\n2~two\n\n", "")
	if res.Records != 2 || len(pairs) != 2 || len(rejects) != 0 || pairs[1].ID != "tn/test_cases_cardinal.txt:3" {
		t.Errorf("records %d, pairs %+v, rejects %+v", res.Records, pairs, rejects)
	}
	// A line of blanks is a case with a blank input, still a reject.
	if _, rejects, _ := parseCases(t, "data_text_normalization/test_cases_cardinal.txt", "1~one\n  \n", ""); len(rejects) != 1 {
		t.Errorf("a line of blanks: rejects %+v", rejects)
	}
}

// TestNeMoCaseLanguageFlag: prep nemo-cases --language names every file's
// language, wherever the file lies. Without it the language came from the
// folder's name alone, so a copy whose folder says it otherwise
// (nemo-tn-tests-en/data_text_normalization/, a user's cases/) gave ids
// without one and two languages' test_cases_cardinal.txt met; a file
// under another language's folder is refused, naming both. A folder that
// is no ISO 639-1 code (nc/, tmp/) names no language.
func TestNeMoCaseLanguageFlag(t *testing.T) {
	parse := func(path, language string) ([]string, error) {
		var got []string
		_, err := sources.ParseNeMoCasesIn(path, strings.NewReader("1~one\n"), "test", "", language, 0, sources.Sink{
			Pair:   func(p dataset.Pair) { got = append(got, p.ID) },
			Reject: func(r dataset.Reject) { t.Errorf("%s: reject %+v", path, r) },
		})
		return got, err
	}
	for _, c := range []struct{ path, language, want string }{
		{"corpora/nemo-tn-tests-en/data_text_normalization/test_cases_cardinal.txt", "en", "en/tn/test_cases_cardinal.txt:1"},
		{"corpora/nemo-tn-tests-en/data_text_normalization/test_cases_cardinal.txt", "auto", "tn/test_cases_cardinal.txt:1"},
		{"my_cases/test_cases_cardinal.txt", "fr", "fr/tn/test_cases_cardinal.txt:1"},
		{"tests/nemo_text_processing/de/data_inverse_text_normalization/test_cases_cardinal.txt", "de", "de/itn/test_cases_cardinal.txt:1"},
		{"tests/nemo_text_processing/es_en/data_text_normalization/test_cases_cardinal.txt", "", "es_en/tn/test_cases_cardinal.txt:1"},
		// A user's folder of two or three letters is no language (it
		// gave ids "nc/tn/...", "tmp/tn/..." and a card of that
		// language); NeMo's every language folder is ISO 639-1.
		{"work/nc/data_text_normalization/test_cases_cardinal.txt", "", "tn/test_cases_cardinal.txt:1"},
		{"work/tmp/data_inverse_text_normalization/test_cases_cardinal.txt", "auto", "itn/test_cases_cardinal.txt:1"},
		{"work/old/data_text_normalization/test_cases_cardinal.txt", "fr", "fr/tn/test_cases_cardinal.txt:1"},
		{"work/en_xx/data_text_normalization/test_cases_cardinal.txt", "", "tn/test_cases_cardinal.txt:1"},
		{"tests/nemo_text_processing/hi_en/data_text_normalization/test_cases_cardinal.txt", "", "hi_en/tn/test_cases_cardinal.txt:1"},
	} {
		got, err := parse(c.path, c.language)
		if err != nil || len(got) != 1 || got[0] != c.want {
			t.Errorf("%s --language %q: ids %v (err %v), want [%s]", c.path, c.language, got, err, c.want)
		}
	}
	path := "tests/nemo_text_processing/de/data_text_normalization/test_cases_cardinal.txt"
	if _, err := parse(path, "en"); err == nil || !strings.Contains(err.Error(), path+": lies in NeMo's folder of language de") || !strings.Contains(err.Error(), "not --language en") {
		t.Errorf("a de file read as en: %v", err)
	}
	if _, err := parse("x/test_cases_cardinal.txt", "English"); err == nil || !strings.Contains(err.Error(), `--language "English"`) {
		t.Errorf("--language English: %v", err)
	}
}
