package sources

import (
	"strings"
	"testing"
)

// gtnTestFileAround is a raw GTN test file of 2-line sentences (a token and
// <eos>) but for 3-line ones on lines 1-3, 100,002-100,004 and
// 100,005-100,007, so that English's cut (line 100,002, read to the <eos>
// of the sentence it falls in) ends the test set on line 100,004 and
// Russian's (line 100,007) on line 100,007; sentences follow.
func gtnTestFileAround() (text string, sentencesTo100004, sentencesTo100007 int) {
	var b strings.Builder
	line := 0
	sent := func(tokens int) {
		for range tokens {
			b.WriteString("PLAIN\tслово\t<self>\n")
		}
		b.WriteString("<eos>\t<eos>\n")
		line += tokens + 1
	}
	sent(2) // lines 1-3
	n := 1
	for line < 100001 { // lines 4-5, ..., 100,000-100,001
		sent(1)
		n++
	}
	sent(2) // lines 100,002-100,004
	n++
	sentencesTo100004 = n
	sent(2) // lines 100,005-100,007
	n++
	sentencesTo100007 = n
	for range 5 {
		sent(1)
	}
	return b.String(), sentencesTo100004, sentencesTo100007
}

// TestGTNTestCutIsTheLanguagesStandard: the Russian release's test set is
// the first 100,007 lines of its output-00099-of-00100, English's the
// first 100,002 (Sproat & Jaitly; NeMo's data_split.py TEST_SIZE_RUS,
// TEST_SIZE_EN); the Russian file was cut at English's line, and a
// sentence ending on lines 100,002-100,006 closed its test set early. The
// language is prep gtn's (ReadOptions.Language) or, auto, the release
// folder's (ru_with_types/).
func TestGTNTestCutIsTheLanguagesStandard(t *testing.T) {
	in, en, ru := gtnTestFileAround()
	f, err := LookupFormat("gtn")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		path, language string
		want           int
	}{
		{"en_with_types/output-00099-of-00100", "", en},
		{"output-00099-of-00100", "en", en},
		{"output-00099-of-00100", "auto", en},
		{"pl_with_types/output-00099-of-00100", "", en},
		{"ru_with_types/output-00099-of-00100", "", ru},
		{"ru_with_types/output-00099-of-00100", "auto", ru},
		{"data_split/test_full/output-00099-of-00100.tsv", "ru", ru},
	} {
		pairs, _, res := collect(t, func(s Sink) (FileResult, error) {
			return f.Parse(c.path, strings.NewReader(in), ReadOptions{Language: c.language}, s)
		})
		if len(pairs) != c.want || !res.Partial {
			t.Errorf("%s, language %q: %d sentences (partial %v), want %d", c.path, c.language, len(pairs), res.Partial, c.want)
		}
	}
	// --full-test-file reads it whole in any language.
	pairs, _, _ := collect(t, func(s Sink) (FileResult, error) {
		return f.Parse("ru_with_types/output-00099-of-00100", strings.NewReader(in), ReadOptions{FullTestFile: true}, s)
	})
	if len(pairs) != ru+5 {
		t.Errorf("--full-test-file: %d sentences, want %d", len(pairs), ru+5)
	}
}
