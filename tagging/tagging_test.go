package tagging

import (
	"fmt"
	"strings"
	"testing"
)

func TestDeriveIssueExamples(t *testing.T) {
	d := NewDeriver()
	cases := []struct {
		written, spoken string
		spans           []Span
		want            string
	}{
		{"in 2013 it carried over 400,000 fish", "in twenty thirteen it carried over four hundred thousand fish", nil,
			"<SELF> _20 13_ <SELF> <SELF> <SELF> _4 00 ,000_ <SELF>"},
		{"he paid $100,000", "he paid one hundred thousand dollars", nil,
			"<SELF> <SELF> 1 00 ,000_ _$<<"},
	}
	for _, c := range cases {
		ex, f := d.Derive(c.written, c.spoken, c.spans, c.spans != nil)
		if f != nil {
			t.Fatalf("%q: %v", c.written, f)
		}
		if got := strings.Join(ex.Tags, " "); got != c.want {
			t.Errorf("%q:\n got %s\nwant %s", c.written, got, c.want)
		}
	}
}

func TestAlignSpanTable(t *testing.T) {
	cases := []struct {
		class, written, spoken string
		anchored               bool
		want                   string
	}{
		{"CARDINAL", "1200", "one thousand two hundred", false, "_1 <DELETE> 2 00_"},
		{"MEASURE", "1200 mw", "one thousand two hundred megawatts", false, "_1 <DELETE> 2 00_ _mw_"},
		{"LETTERS", "r&b", "r and b", false, "<SELF> _&_ <SELF>"},
		{"MONEY", "$100,000", "one hundred thousand dollars", true, "_1 00 ,000_ _$<<"},
		{"MEASURE", "10 km²", "ten square kilometers", false, "_10_ _²_> _km_"},
		{"MONEY", "$10,000", "ten thousand dollars", true, "_10 ,000_ _$<<"},
		{"DATE", "jan 30,2005", "january thirtieth two thousand five", false, "_jan_ _30, 2 00 5_"},
	}
	for _, c := range cases {
		tags, f := AlignSpan(c.class, c.written, strings.Fields(c.spoken), c.anchored)
		if f != nil {
			t.Errorf("%q: %v", c.written, f)
			continue
		}
		if got := strings.Join(tags, " "); got != c.want {
			t.Errorf("%s %q / %q:\n got %s\nwant %s", c.class, c.written, c.spoken, got, c.want)
		}
	}
}

// TestDeriveTooLong: a pair of more words than MaxWords is rejected at
// once (too_long) instead of being aligned: the word matcher takes time
// up to cubic in the length of repetitive text like this row's (8,192
// words: 33 s, BenchmarkDeriveUnspannedGrowth); 0 lifts the cap.
func TestDeriveTooLong(t *testing.T) {
	var w, s []string
	for i := 0; i < 300; i++ {
		w = append(w, "it", "was", fmt.Sprint(i%7), ".")
		s = append(s, "it", "was", []string{"zero", "one", "two", "three", "four", "five", "six"}[i%7])
	}
	d := NewDeriver()
	d.MaxWords = 1000
	if _, f := d.Derive(strings.Join(w, " "), strings.Join(s, " "), nil, false); f == nil || f.Rule != RuleTooLong || !strings.Contains(f.Reason, "1200 written and 900 spoken words (more than 1000") {
		t.Errorf("1,200 words with MaxWords 1000: %v", f)
	}
	d.MaxWords = 0
	if ex, f := d.Derive(strings.Join(w, " "), strings.Join(s, " "), nil, false); f != nil || len(ex.Words) != 900 {
		t.Errorf("no cap: %v", f)
	}
	if NewDeriver().MaxWords != DefaultMaxWords {
		t.Error("NewDeriver does not cap at DefaultMaxWords")
	}
}

// TestNeMoLineRefusesPythonWhiteSpace: a word or a tag holding what
// Python's str.split() splits on (a no-break space, an information
// separator) is refused: NeMo's reader would see one word more than tags.
func TestNeMoLineRefusesPythonWhiteSpace(t *testing.T) {
	for _, w := range []string{"a\u00a0b", "a\x1fb", "a\u3000b", "a\x0bb"} {
		if _, err := NeMoLine([]string{w}, []string{Self}, nil); err == nil {
			t.Errorf("word %q: no error", w)
		}
		if _, err := NeMoLine([]string{"five"}, []string{"_5" + w}, nil); err == nil {
			t.Errorf("tag with %q: no error", w)
		}
	}
	if line, err := NeMoLine([]string{"naïve", "five"}, []string{Self, "_5_"}, []Semiotic{{Class: "CARDINAL", Start: 1, End: 2}}); err != nil || line != "naïve five\t<SELF> _5_\tCARDINAL 1 2\n" {
		t.Errorf("plain line: %q, %v", line, err)
	}
}
