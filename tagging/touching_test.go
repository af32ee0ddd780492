package tagging

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// spansOf makes byte-offset spans (ASCII test text) of (class, written,
// spoken) triples, each searched after the previous one.
func spansOf(written, spoken string, triples ...[3]string) []Span {
	var out []Span
	wp, sp := 0, 0
	for _, t := range triples {
		ws := wp + strings.Index(written[wp:], t[1])
		ss := sp + strings.Index(spoken[sp:], t[2])
		out = append(out, Span{Class: t[0], WrittenStart: ws, WrittenEnd: ws + len(t[1]), SpokenStart: ss, SpokenEnd: ss + len(t[2])})
		wp, sp = ws+len(t[1]), ss+len(t[2])
	}
	return out
}

// TestDeriveSpanTouchingPlainLetters: a verbalizer span inside a written
// word whose other letters are read as themselves (the symbol span "&" of
// "S&P" said "s and p", the digits "401" of "401k" said "four o one k",
// prep text's and prep spgi's spans) is aligned with those letters as one
// chunk, so the target keeps the word whole: "s&p", "401k". They were
// <SELF> words of the gaps around the span, and the target was "s & p",
// "401 k", written so by no one. The semiotic entries stay the span's
// own.
func TestDeriveSpanTouchingPlainLetters(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct {
		written, spoken string
		spans           [][3]string
		target, sem     string
	}{
		{"S&P rated the bonds BBB- with a stable outlook.", "s and p rated the bonds triple b minus with a stable outlook",
			[][3]string{{"symbol", "&", "and"}, {"letters", "BBB-", "triple b minus"}},
			"s&p rated the bonds bbb- with a stable outlook", "[VERBATIM 1 2 LETTERS 6 9]"},
		{"The S&P 500 fell 1.5% on Friday.", "the s and p five hundred fell one point five percent on friday",
			[][3]string{{"symbol", "&", "and"}, {"cardinal", "500", "five hundred"}, {"measure", "1.5%", "one point five percent"}},
			"the s&p 500 fell 1.5% on friday", "[VERBATIM 2 3 CARDINAL 4 6 MEASURE 7 11]"},
		{"our rating was lowered to BB- by S&P.", "our rating was lowered to double b minus by s ampersand p",
			[][3]string{{"letters", "BB-", "double b minus"}, {"symbol", "&", "ampersand"}},
			"our rating was lowered to bb- by s&p", "[LETTERS 5 8 VERBATIM 10 11]"},
		{"You can roll your 401k plan over to an IRA.", "you can roll your four o one k plan over to an ira",
			[][3]string{{"digits", "401", "four o one"}},
			"you can roll your 401k plan over to an ira", "[DIGIT 4 7]"},
		{"You can roll your 401k plan over.", "you can roll your four hundred one k plan over",
			[][3]string{{"cardinal", "401", "four hundred one"}},
			"you can roll your 401k plan over", "[CARDINAL 4 7]"},
		// A symbol said as nothing between letters said as themselves:
		// its span is empty between "p" and its space ("p /e" before).
		{"The P/E ratio is high.", "the p e ratio is high", [][3]string{{"symbol", "/", ""}},
			"the p/e ratio is high", "[]"},
	} {
		spans := spansOf(c.written, c.spoken, c.spans...)
		if c.spans[0][2] == "" {
			spans[0].SpokenStart, spans[0].SpokenEnd = 5, 5 // as prep text places it
		}
		ex, f := d.Derive(c.written, c.spoken, spans, true)
		if f != nil {
			t.Errorf("%q / %q: %v", c.written, c.spoken, f)
			continue
		}
		if ex.Target != c.target {
			t.Errorf("%q: target %q, want %q (tags %q)", c.spoken, ex.Target, c.target, ex.Tags)
		}
		var sem []string
		for _, s := range ex.Semiotic {
			sem = append(sem, fmt.Sprintf("%s %d %d", s.Class, s.Start, s.End))
		}
		if got := "[" + strings.Join(sem, " ") + "]"; got != c.sem {
			t.Errorf("%q: semiotic %s, want %s", c.spoken, got, c.sem)
		}
		if got, err := Realize(ex.Words, ex.Tags); err != nil || strings.Join(strings.Fields(got), " ") != ex.Target {
			t.Errorf("%q: tags %q realize %q (%v), target %q", c.spoken, ex.Tags, got, err, ex.Target)
		}
		if !slices.Equal(ex.Words, strings.Fields(c.spoken)) {
			t.Errorf("%q: words %q", c.spoken, ex.Words)
		}
	}
}

// TestDeriveAbbreviationKeepsItsPeriod: a verbalizer span ending in a
// dotted abbreviation before the sentence's period ("at 6 a.m." spanned
// "6 a.m", "the U.S.", "300 B.C.": the period read as the sentence's)
// writes the abbreviation's last period as within a sentence ("a.m."), as
// Google TN's tokens hold it ("at 5 p.m. ." -> TIME "5 p.m."); the target
// was "a.m", "u.s", a form no one writes. Another word before the
// period ("Inc.", said "inc") and a span ending in a word are as before.
func TestDeriveAbbreviationKeepsItsPeriod(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct {
		written, spoken string
		spans           [][3]string
		target          string
	}{
		{"Meet me at 6 a.m.", "meet me at six a m", [][3]string{{"time", "6 a.m", "six a m"}}, "meet me at 6 a.m."},
		{"He moved to the U.S.", "he moved to the u s", [][3]string{{"letters", "U.S", "u s"}}, "he moved to the u.s."},
		{"He was born in 300 B.C.", "he was born in three hundred b c", [][3]string{{"date", "300 B.C", "three hundred b c"}}, "he was born in 300 b.c."},
		{"She has a Ph.D.", "she has a p h d", [][3]string{{"letters", "Ph.D", "p h d"}}, "she has a ph.d."},
		{"The show starts at 5 p.m. sharp.", "the show starts at five p m sharp", [][3]string{{"time", "5 p.m.", "five p m"}}, "the show starts at 5 p.m. sharp"},
		{"She works for Acme Inc.", "she works for acme inc", [][3]string{{"abbreviation", "Inc", "inc"}}, "she works for acme inc"},
		{"It grew 5.5.", "it grew five point five", [][3]string{{"decimal", "5.5", "five point five"}}, "it grew 5.5"},
	} {
		ex, f := d.Derive(c.written, c.spoken, spansOf(c.written, c.spoken, c.spans...), true)
		if f != nil {
			t.Errorf("%q / %q: %v", c.written, c.spoken, f)
			continue
		}
		if ex.Target != c.target {
			t.Errorf("%q: target %q, want %q (tags %q)", c.written, ex.Target, c.target, ex.Tags)
		}
		if got, err := Realize(ex.Words, ex.Tags); err != nil || !SameIgnoringSpaces(got, ex.Target) {
			t.Errorf("%q: tags %q realize %q (%v)", c.written, ex.Tags, got, err)
		}
	}
}

// TestDeriveHyphenJoinedLetters: letters joined to a verbalizer span by a
// hyphen and said as themselves right before it ("I-95" / "i ninety
// five", an interstate; "F-16", "COVID-19", "mid-1990s") are a member of
// its group, the hyphen riding with them: the target is the written form,
// "i-95", which the tags realize. It was "i 95": "i" a <SELF> word of the
// gap, its hyphen dropped as a plain word's punctuation, so a tagger
// trained on it wrote "i 95" for "I-95". After the span only capitals
// ending the word join ("4-H"); a compound's words ("7-year-old",
// "10-minute") keep the plain words' rule, their hyphens dropped as in
// "well-known". Without spans (found spans) the hyphen was kept already.
func TestDeriveHyphenJoinedLetters(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct {
		written, spoken string
		spans           [][3]string
		tags, target    string
	}{
		{"Take I-95 north.", "take i ninety five north", [][3]string{{"cardinal", "95", "ninety five"}},
			"<SELF> _i- 9 5_ <SELF>", "take i-95 north"},
		{"I-95 was closed.", "i nine five was closed", [][3]string{{"digits", "95", "nine five"}},
			"_i- 9 5_ <SELF> <SELF>", "i-95 was closed"},
		{"The F-16 flew.", "the f sixteen flew", [][3]string{{"cardinal", "16", "sixteen"}},
			"<SELF> _f- 16_ <SELF>", "the f-16 flew"},
		{"In the mid-1990s it rose.", "in the mid nineteen nineties it rose", [][3]string{{"year", "1990s", "nineteen nineties"}},
			"<SELF> <SELF> _mid- 19 90s_ <SELF> <SELF>", "in the mid-1990s it rose"},
		{"A 4-H club.", "a four h club", [][3]string{{"cardinal", "4", "four"}},
			"<SELF> _4- h_ <SELF>", "a 4-h club"},
		{"A 7-year-old boy.", "a seven year old boy", [][3]string{{"cardinal", "7", "seven"}},
			"<SELF> _7_ <SELF> <SELF> <SELF>", "a 7 year old boy"},
	} {
		spans := spansOf(c.written, c.spoken, c.spans...)
		ex, f := d.Derive(c.written, c.spoken, spans, true)
		if f != nil {
			t.Errorf("%q: %v", c.written, f)
			continue
		}
		if got := strings.Join(ex.Tags, " "); got != c.tags || ex.Target != c.target {
			t.Errorf("%q:\n got %s / %q\nwant %s / %q", c.written, got, ex.Target, c.tags, c.target)
		}
		if r, _ := Realize(ex.Words, ex.Tags); !SameIgnoringSpaces(r, ex.Target) {
			t.Errorf("%q: realizes %q, target %q", c.written, r, ex.Target)
		}
		if len(ex.Semiotic) != 1 || ex.Semiotic[0].Class == "" {
			t.Errorf("%q: semiotic %v, want the span's one entry", c.written, ex.Semiotic)
		}
	}
}
