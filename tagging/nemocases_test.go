package tagging

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// TestDeriveNeMoCaseReadings: readings of NeMo's English test cases the
// lexicon lacked, each a reject before: scale words past a trillion
// (non_monotonic: "trillion" was taken for the quadrillion's zeros), the
// grave accent as a quotation mark riding as the straight quote does, a
// number word's 's ("eighty's" 80's, "ninth's" 9th’s), a denominator with
// its ordinal suffix ("one quarter" 1/4th), "half" for 0.5 and "º" (an
// ordinal indicator) for the degree sign (all unaligned_fragment).
func TestDeriveNeMoCaseReadings(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ class, written, spoken, tags string }{
		{"CARDINAL", "10010000010100010", "ten quadrillion ten trillion ten million one hundred thousand ten", ""},
		{"CARDINAL", "17855036657007596110949", "seventeen sextillion eight hundred fifty five quintillion thirty six quadrillion six hundred fifty seven trillion seven billion five hundred ninety six million one hundred ten thousand nine hundred forty nine", ""},
		// A quoted word in a span of a semiotic class: the grave
		// accents ride as straight quotes do. NeMo's PUNCTUATION case
		// of it is a text class now, its quotes dropped as between
		// spans (TestDeriveTextClassSpansAreFound).
		{"MEASURE", "``test``.", "test", "_``test``._"},
		{"PUNCTUATION", "``test``.", "test", "<SELF>"},
		{"PUNCTUATION", "a `quote` example", "a quote example", ""},
		{"PUNCTUATION", "80's", "eighty's", "_80's_"},
		{"PUNCTUATION", "april 29th’s meeting", "april twenty ninth's meeting", "<SELF> _2 9th’s_ <SELF>"},
		{"FRACTION", "1/4th", "one quarter", "_1 /4th_"},
		{"FRACTION", "1/8th", "one eighth", "_1 /8th_"},
		{"DECIMAL", "0.5", "half", "_0.5_"},
		// the masculine ordinal indicator for the degree sign
		{"MEASURE", "45º&C", "forty five degree and C", "_4 5 º & c_"},
	} {
		ex, f := d.Derive(c.written, c.spoken, []Span{{Class: c.class, WrittenEnd: len([]rune(c.written)), SpokenEnd: len([]rune(c.spoken))}}, true)
		if f != nil {
			t.Errorf("%q / %q: %v", c.written, c.spoken, f)
			continue
		}
		if got := strings.Join(ex.Tags, " "); c.tags != "" && got != c.tags {
			t.Errorf("%q: tags %q, want %q", c.written, got, c.tags)
		}
		if r, _ := Realize(ex.Words, ex.Tags); !SameIgnoringSpaces(r, ex.Target) {
			t.Errorf("%q: tags %q realize %q, target %q", c.written, ex.Tags, r, ex.Target)
		}
	}
	// What the words do not say is still a reject.
	for _, c := range [][2]string{{"80's", "seventy's"}, {"1/4th", "one third"}, {"10010000010100010", "ten quadrillion ten million"}} {
		if _, f := d.Derive(c[0], c[1], []Span{{Class: "CARDINAL", WrittenEnd: len(c[0]), SpokenEnd: len(c[1])}}, true); f == nil {
			t.Errorf("%q / %q: kept, want a reject", c[0], c[1])
		}
	}
}

// TestDeriveTextClassSpansAreFound: a span whose class names a kind of
// text, not a semiotic class (NeMo's test-case files of sentences and
// words: NORMALIZE_WITH_AUDIO, PUNCTUATION, PUNCTUATION_MATCH_INPUT,
// SPECIAL_TEXT, WORD; prep nemo-cases gives each case one span of its
// file's class), is aligned as text between spans: its semiotic spans are
// found and classed. As one span a sentence's amount could take no "<<"
// after "for" ("<<" moves only a prefix that opens its span): the row
// was unaligned_fragment; and the semiotic column named the file
// (NORMALIZE_WITH_AUDIO 0 8 over the whole sentence).
func TestDeriveTextClassSpansAreFound(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ class, written, spoken, tags, target, sem string }{
		{"NORMALIZE_WITH_AUDIO", "They bought 23 books for $123.02.", "They bought twenty three books for one hundred twenty three dollars and two cents.",
			"<SELF> <SELF> _2 3_ <SELF> <SELF> 1 <DELETE> 2 3 _$<< . 02_ <DELETE>", "they bought 23 books for $123.02", "[{CARDINAL 2 4} {MONEY 6 14}]"},
		{"WORD", "aachen's", "aachen's", "<SELF>", "aachen's", "[]"},
		{"PUNCTUATION", "animals: ``cat", "animals: \"cat", "<SELF> <SELF>", "animals cat", "[]"},
		// A semiotic class keeps its span.
		{"MONEY", "$123.02", "one hundred twenty three dollars and two cents", "_$1 <DELETE> 2 3 . <DELETE> 02_ <DELETE>", "$123.02", "[{MONEY 0 8}]"},
	} {
		ex, f := d.Derive(c.written, c.spoken, []Span{{Class: c.class, WrittenEnd: len([]rune(c.written)), SpokenEnd: len([]rune(c.spoken))}}, true)
		if f != nil {
			t.Errorf("%s %q: %v", c.class, c.written, f)
			continue
		}
		if got, sem := strings.Join(ex.Tags, " "), fmt.Sprint(ex.Semiotic); got != c.tags || ex.Target != c.target || sem != c.sem {
			t.Errorf("%s %q:\n got %s / %q / %s\nwant %s / %q / %s", c.class, c.written, got, ex.Target, sem, c.tags, c.target, c.sem)
		}
		if r, _ := Realize(ex.Words, ex.Tags); !SameIgnoringSpaces(r, ex.Target) {
			t.Errorf("%q: realizes %q, target %q", c.written, r, ex.Target)
		}
	}
}

// TestDeriveNeMoFileClassesAreGTNs: the classes of NeMo's test-case files
// that Google TN has not (WHITELIST, SERIAL, MATH: prep nemo-cases gives
// each case its file's class) are read in the semiotic column as GTN
// classes the text (GuessClass), no entry where that is PLAIN (an
// abbreviation or a name, as GTN's "Dr." is PLAIN), as a range's are;
// the alignment keeps the one span, so the tags and the target (its
// hyphens: "7-eleven stores") are as before. The column held the file's
// name (WHITELIST 0 2 over "doctor dao", SERIAL 0 3 over "c twenty
// four"), a class no GTN row and no model's semiotic_classes.txt from GTN
// knows (qa65: 27 WHITELIST, 33 SERIAL and 4 MATH entries in the tagger
// rows of NeMo's English test cases).
func TestDeriveNeMoFileClassesAreGTNs(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ class, written, spoken, tags, target, sem string }{
		{"WHITELIST", "dr. dao", "doctor dao", "_dr._ <SELF>", "dr. dao", "[]"},
		{"WHITELIST", "I like e.g. ice cream", "I like for example ice cream", "<SELF> <SELF> <DELETE> _e.g._ <SELF> <SELF>", "i like e.g. ice cream", "[]"},
		{"WHITELIST", "RTX", "r t x", "_r <SELF> x_", "rtx", "[{LETTERS 0 3}]"},
		{"WHITELIST", "7-eleven stores", "seven eleven stores", "_7-_ <SELF> <SELF>", "7-eleven stores", "[{CARDINAL 0 3}]"},
		{"SERIAL", "c24", "c twenty four", "_c 2 4_", "c24", "[{CARDINAL 0 3}]"},
		{"SERIAL", "@mypizza", "at mypizza", "_@_ <SELF>", "@mypizza", "[{ELECTRONIC 0 2}]"},
		{"SERIAL", "#mytext#", "hash mytext hash", "_#_ <SELF> _#_", "#mytext#", "[]"},
		{"MATH", "1-2=5", "one minus two equals five", "_1 - 2 = 5_", "1-2=5", "[{CARDINAL 0 5}]"},
	} {
		ex, f := d.Derive(c.written, c.spoken, []Span{{Class: c.class, WrittenEnd: len([]rune(c.written)), SpokenEnd: len([]rune(c.spoken))}}, true)
		if f != nil {
			t.Errorf("%s %q: %v", c.class, c.written, f)
			continue
		}
		if got, sem := strings.Join(ex.Tags, " "), fmt.Sprint(ex.Semiotic); got != c.tags || ex.Target != c.target || sem != c.sem {
			t.Errorf("%s %q:\n got %s / %q / %s\nwant %s / %q / %s", c.class, c.written, got, ex.Target, sem, c.tags, c.target, c.sem)
		}
		for _, s := range ex.Semiotic {
			if !slices.Contains(NeMoStandardClasses, s.Class) {
				t.Errorf("%s %q: semiotic class %s is none of GTN's", c.class, c.written, s.Class)
			}
		}
	}
}
