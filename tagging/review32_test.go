package tagging

import (
	"strings"
	"testing"

	"github.com/itnprep/itnprep/normalize"
)

// TestFoundSpansSplitUnrelatedTokens: a found span no longer joins
// neighbouring tokens Google TN has apart. Two numbers written apart
// ("state route 1 40" said "one forty", Kaggle GTN's tokens) were one
// CARDINAL whose fragments `_1_ _40_` joined two tokens; a word of
// letters in any case spelled before a number ("Unc 119" said "u n c
// one hundred nineteen") was one CARDINAL over both. Now each number is
// a span of its own and the letters a LETTERS span; the tags do not
// change. A number grouped by spaces ("1 000" said "one thousand"),
// digits said one by one and a date stay one span.
func TestFoundSpansSplitUnrelatedTokens(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ written, spoken, tags, sem string }{
		{"state route 1 40 crosses", "state route one forty crosses", "<SELF> <SELF> _1_ _40_ <SELF>", "[CARDINAL 2 3 CARDINAL 3 4]"},
		{"state route 6 48 passes", "state route six forty eight passes", "<SELF> <SELF> _6_ _4 8_ <SELF>", "[CARDINAL 2 3 CARDINAL 3 5]"},
		{"page 37 2009 la", "page thirty seven two thousand nine la", "<SELF> _3 7_ _2 00 9_ <SELF>", "[CARDINAL 1 3 DATE 3 6]"},
		{"Unc 119 , a novel", "u n c one hundred nineteen a novel", "_u <SELF> c_ _1 <DELETE> 19_ <SELF> <SELF>", "[LETTERS 0 3 CARDINAL 3 6]"},
		{"Adam pg 274 Norgaard", "adam p g two hundred seventy four norgaard", "<SELF> _p g_ _2 <DELETE> 7 4_ <SELF>", "[LETTERS 1 3 CARDINAL 3 7]"},
		// Kept whole: a number grouped by a space (one entry, whatever
		// its class), digits said one by one, a capital's code.
		{"about 1 000 men", "about one thousand men", "", "[* 1 3]"},
		{"call 555 1234", "call five five five one two three four", "", "[TELEPHONE 1 8]"},
		{"the ISBN 3-7705-3380-1 is", "the i s b n three seven seven o five three three eight o one is", "", "[LETTERS 1 5 TELEPHONE 5 15]"},
	} {
		checkFoundSpan(t, d, c.written, c.spoken, c.tags, c.sem)
	}
}

// checkFoundSpan derives one pair and checks its tags (when tags is not
// "") and its semiotic spans; a want beginning "[* " matches a single span
// of any class (a span kept whole whatever class it is given).
func checkFoundSpan(t *testing.T, d *Deriver, written, spoken, tags, sem string) {
	t.Helper()
	ex, f := d.Derive(written, spoken, nil, false)
	if f != nil {
		t.Errorf("%q: %v", written, f)
		return
	}
	if got := strings.Join(ex.Tags, " "); tags != "" && got != tags {
		t.Errorf("%q: tags %q, want %q", written, got, tags)
	}
	got := semString(ex.Semiotic)
	if strings.HasPrefix(sem, "[* ") && len(ex.Semiotic) == 1 {
		got = "[* " + strings.SplitN(got, " ", 2)[1]
	}
	if got != sem {
		t.Errorf("%q: semiotic %s, want %s (tags %v)", written, got, sem, ex.Tags)
	}
}

// TestSemioticColumnSpeaksGTN: the pair versions keep each source's own
// class names (the verbalizer's lower-case ones from prep text, spgi and
// libriheavy, finer than Google TN's: year, digits, roman, range,
// abbreviation, spelling; GTN's upper-case ones from prep gtn), and every
// row a model trains on names one vocabulary, Google TN's (NeMo's
// semiotic_classes.txt): each class the verbalizer writes maps to one
// of those names or to none (PLAIN). A class added to normalize without a mapping would reach the tagger's semiotic
// column under the verbalizer's own name and fail here.
func TestSemioticColumnSpeaksGTN(t *testing.T) {
	gtn := map[string]bool{"": true}
	for _, c := range NeMoStandardClasses {
		gtn[c] = true
	}
	classes := []normalize.Class{normalize.Plain, normalize.Punct, normalize.Cardinal, normalize.Ordinal,
		normalize.Decimal, normalize.Fraction, normalize.Money, normalize.Measure, normalize.Date, normalize.Time,
		normalize.Year, normalize.Telephone, normalize.Digits, normalize.Electronic, normalize.Letters,
		normalize.Abbreviation, normalize.Roman, normalize.Symbol, normalize.Range, normalize.Spelling}
	samples := []struct {
		written string
		words   []string
	}{
		{"1990", []string{"nineteen", "ninety"}}, {"XXV", []string{"x", "x", "v"}}, {"VIII", []string{"the", "eighth"}},
		{"&", []string{"and"}}, {"Nf3", []string{"knight", "f", "three"}}, {"Dr.", []string{"doctor"}},
		{"204", []string{"two", "hundred", "four"}}, {"10-12", []string{"ten", "to", "twelve"}}, {"BEEF", []string{"beef"}},
	}
	for _, c := range classes {
		for _, s := range samples {
			// Derive upper-cases a given span's class before it maps it.
			if got := semioticClass(strings.ToUpper(string(c)), s.written, s.words); !gtn[got] {
				t.Errorf("class %q over %q / %q: semiotic %q, not one of Google TN's classes", c, s.written, s.words, got)
			}
		}
	}
}

// TestTwoPeriodsAreNoEllipsis: a dotted abbreviation ending a sentence
// with the sentence's period after its own ("abbreviation. U.S.A..",
// NeMo's test_cases_punctuation.txt) keeps its period in the target:
// two periods are no ellipsis (558e93f0 cut "..", and the target lost
// the abbreviation's "u.s.a."); three are one, "km..." cut whole.
func TestTwoPeriodsAreNoEllipsis(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ written, spoken, target string }{
		{"abbreviation. U.S.A..", "abbreviation usa", "abbreviation u.s.a."},
		{"he ran 5 km...", "he ran five kilometers", "he ran 5 km"},
	} {
		ex, f := d.Derive(c.written, c.spoken, nil, false)
		if f != nil {
			t.Errorf("%q: %v", c.written, f)
			continue
		}
		if ex.Target != c.target {
			t.Errorf("%q: target %q, want %q (tags %q)", c.written, ex.Target, c.target, ex.Tags)
		}
	}
}
