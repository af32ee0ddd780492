package tagging

import (
	"fmt"
	"strings"
	"testing"
)

// semString writes semiotic entries as "[CLASS start end ...]".
func semString(sem []Semiotic) string {
	var out []string
	for _, s := range sem {
		out = append(out, fmt.Sprintf("%s %d %d", s.Class, s.Start, s.End))
	}
	return "[" + strings.Join(out, " ") + "]"
}

// TestDeriveSeasonKeepsItsDash: two number spans written apart around a
// dash, slash or colon nobody says (the verbalizer's season "1950 - 1951"
// said "nineteen fifty nineteen fifty one", "1988 / 89") are aligned as
// one group, the mark riding with the numbers: the target is the written
// form. Aligned apart, the mark was punctuation between spans and the
// target "1950 1951", which no one writes. A mark said ("to", a span of
// its own) and words between the spans are as before.
func TestDeriveSeasonKeepsItsDash(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct {
		written, spoken string
		spans           [][3]string
		target, sem     string
	}{
		{"He played in the 1950 - 1951 season.", "he played in the nineteen fifty nineteen fifty one season",
			[][3]string{{"cardinal", "1950", "nineteen fifty"}, {"cardinal", "1951", "nineteen fifty one"}},
			"he played in the 1950 - 1951 season", "[CARDINAL 4 6 CARDINAL 6 9]"},
		{"It ran in 1988 / 89 too.", "it ran in one thousand nine hundred eighty eight eighty nine too",
			[][3]string{{"cardinal", "1988", "one thousand nine hundred eighty eight"}, {"cardinal", "89", "eighty nine"}},
			"it ran in 1988 / 89 too", "[CARDINAL 3 9 CARDINAL 9 11]"},
		// The verbalizer's own spans: the mark a range or symbol span
		// said as nothing.
		{"In the 1950 - 1951 season.", "in the one thousand nine hundred fifty one thousand nine hundred fifty one season",
			[][3]string{{"cardinal", "1950", "one thousand nine hundred fifty"}, {"range", "-", ""}, {"cardinal", "1951", "one thousand nine hundred fifty one"}},
			"in the 1950 - 1951 season", "[CARDINAL 2 7 CARDINAL 7 13]"},
		{"Again in 1988 / 89.", "again in nineteen eighty eight eighty nine",
			[][3]string{{"cardinal", "1988", "nineteen eighty eight"}, {"symbol", "/", ""}, {"cardinal", "89", "eighty nine"}},
			"again in 1988 / 89", "[CARDINAL 2 5 CARDINAL 5 7]"},
		{"They won 3 : 1 at home.", "they won three one at home",
			[][3]string{{"cardinal", "3", "three"}, {"cardinal", "1", "one"}},
			"they won 3 : 1 at home", "[CARDINAL 2 3 CARDINAL 3 4]"},
		// Said: the dash is a span of its own, as before.
		{"He played in the 1950 - 1951 season.", "he played in the nineteen fifty to nineteen fifty one season",
			[][3]string{{"cardinal", "1950", "nineteen fifty"}, {"symbol", "-", "to"}, {"cardinal", "1951", "nineteen fifty one"}},
			"he played in the 1950 - 1951 season", "[CARDINAL 4 6 VERBATIM 6 7 CARDINAL 7 10]"},
		// A word between the spans: no group, the dash dropped as before.
		{"Rooms 12 - and 14 are shut.", "rooms twelve and fourteen are shut",
			[][3]string{{"cardinal", "12", "twelve"}, {"cardinal", "14", "fourteen"}},
			"rooms 12 and 14 are shut", "[CARDINAL 1 2 CARDINAL 3 4]"},
		// A hyphen between a number and a word is no season's.
		{"Scores 7 - Bob won.", "scores seven bob won",
			[][3]string{{"cardinal", "7", "seven"}},
			"scores 7 bob won", "[CARDINAL 1 2]"},
	} {
		ex, f := d.Derive(c.written, c.spoken, spansOf(c.written, c.spoken, c.spans...), true)
		if f != nil {
			t.Errorf("%q / %q: %v", c.written, c.spoken, f)
			continue
		}
		if ex.Target != c.target {
			t.Errorf("%q: target %q, want %q (tags %q)", c.spoken, ex.Target, c.target, ex.Tags)
		}
		if got := semString(ex.Semiotic); got != c.sem {
			t.Errorf("%q: semiotic %s, want %s", c.spoken, got, c.sem)
		}
		if got, err := Realize(ex.Words, ex.Tags); err != nil || !SameIgnoringSpaces(got, ex.Target) {
			t.Errorf("%q: tags %q realize %q (%v), target %q", c.spoken, ex.Tags, got, err, ex.Target)
		}
	}
}

// TestFoundSpanClasses: spans found without Google TN's classes (NeMo's
// sentence JSONL, the Kaggle release) get the class of what they say:
// a word spelled with an accent named ("m e acute t i s") is LETTERS,
// Greek letters said by their names VERBATIM (the verbalizer's class for
// both), and two tokens next to each other that the matcher found as one
// span whose text no class reads ("Vol II" said "volume two", "WW II"
// "w w two") are two spans, each with its class. They had no semiotic
// entry. The tags and the target are those of the whole span.
func TestFoundSpanClasses(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct {
		written, spoken string
		tags, target    string
		sem             string
	}{
		{"The Métis signed .", "the m e acute t i s signed",
			"<SELF> _m <DELETE> é <SELF> <SELF> s_ <SELF>", "the métis signed", "[LETTERS 1 7]"},
		{"A town , Peña .", "a town p e n tilde a",
			"<SELF> <SELF> _p <SELF> <DELETE> ñ a_", "a town peña", "[LETTERS 2 7]"},
		{"The word α β γ here .", "the word alpha beta gamma here",
			"<SELF> <SELF> _α_ _β_ _γ_ <SELF>", "the word α β γ here", "[VERBATIM 2 5]"},
		{"History , Vol II .", "history volume two",
			"<SELF> _vol_ _ii_", "history vol ii", "[CARDINAL 2 3]"},
		{"In WW II the port was a base .", "in w w two the port was a base",
			"<SELF> _w w_ _ii_ <SELF> <SELF> <SELF> <SELF> <SELF>", "in ww ii the port was a base", "[LETTERS 1 3 CARDINAL 3 4]"},
		// A plain rewrite stays without a class, as GTN's PLAIN.
		{"Visit St Albans .", "visit saint albans", "<SELF> _st_ <SELF>", "visit st albans", "[]"},
	} {
		ex, f := d.Derive(c.written, c.spoken, nil, false)
		if f != nil {
			t.Errorf("%q / %q: %v", c.written, c.spoken, f)
			continue
		}
		if got := strings.Join(ex.Tags, " "); got != c.tags {
			t.Errorf("%q: tags %q, want %q", c.spoken, got, c.tags)
		}
		if ex.Target != c.target {
			t.Errorf("%q: target %q, want %q", c.spoken, ex.Target, c.target)
		}
		if got := semString(ex.Semiotic); got != c.sem {
			t.Errorf("%q: semiotic %s, want %s", c.spoken, got, c.sem)
		}
		if got, err := Realize(ex.Words, ex.Tags); err != nil || !SameIgnoringSpaces(got, ex.Target) {
			t.Errorf("%q: tags %q realize %q (%v), target %q", c.spoken, ex.Tags, got, err, ex.Target)
		}
	}
}

// TestSeasonAndDigitsClasses: two years around a dash or a slash said as
// counts (Google TN's and the verbalizer's season, "1950 - 1951" "one
// thousand nine hundred fifty one thousand nine hundred fifty one") are
// CARDINAL, as the verbalizer's spans class them; with a slash they were
// a FRACTION, which only "over" says, and with a dash a DATE. Said as
// years they stay a DATE. The verbalizer's digits span read as a count
// ("Ext. 204" "two hundred four") is a CARDINAL, not a DIGIT.
func TestSeasonAndDigitsClasses(t *testing.T) {
	for _, c := range []struct{ written, spoken, want string }{
		{"1950 - 1951", "one thousand nine hundred fifty one thousand nine hundred fifty one", "CARDINAL"},
		{"1947 / 1948", "one thousand nine hundred forty seven one thousand nine hundred forty eight", "CARDINAL"},
		{"1988 / 89", "nineteen eighty eight eighty nine", "DATE"},
		{"1880 - 1952", "eighteen eighty to nineteen fifty two", "DATE"},
		{"1999 - 2000", "nineteen ninety nine two thousand", "DATE"},
		{"1988 / 89", "one thousand nine hundred eighty eight over eighty nine", "FRACTION"},
		{"1922/33", "one thousand nine hundred twenty two thirty thirds", "FRACTION"},
	} {
		if got := GuessClass(c.written, strings.Fields(c.spoken)); got != c.want {
			t.Errorf("GuessClass(%q, %q) = %s, want %s", c.written, c.spoken, got, c.want)
		}
	}
	for _, c := range []struct{ spoken, want string }{
		{"two hundred four", "CARDINAL"}, {"two o four", "DIGIT"}, {"twelve thirty four", "DIGIT"},
	} {
		if got := semioticClass("DIGITS", "204", strings.Fields(c.spoken)); got != c.want {
			t.Errorf("semioticClass(DIGITS, %q) = %s, want %s", c.spoken, got, c.want)
		}
	}
}
