package u2tf

import (
	"strings"
	"testing"
)

// TestDeriveSpanStopsAtSentenceEnd: a span stops at a sentence's end (a
// period or question mark the punctuation head predicts; SpanRanges), as
// the paper's label is the mark appended after a token and its span model
// writes an entity. "It cost $5. 10 people came." was one span "five
// dollars ten" -> "$5. 10" with "O" after "dollars" (qa65): the
// punctuation head learnt no mark at a sentence's end and the span model
// to end a sentence.
func TestDeriveSpanStopsAtSentenceEnd(t *testing.T) {
	d, err := NewDeriver(DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	type spanWant struct{ input, output string }
	for _, c := range []struct {
		name, written, spoken string
		spans                 [][2]string // given spans: written, spoken
		punct, itn            string      // space-separated labels, ITN codes
		want                  []spanWant
	}{
		{"period between two given spans", "It cost $5. 10 people came.", "it cost five dollars ten people came",
			[][2]string{{"$5", "five dollars"}, {"10", "ten"}}, "O O O . O O .", "0011100",
			[]spanWant{{"it cost <span> five dollars </span> ten people", "$5"}, {"five dollars <span> ten </span> people came", "10"}}},
		{"question mark between two given spans", "Was it $5? 10 is too much.", "was it five dollars ten is too much",
			[][2]string{{"$5", "five dollars"}, {"10", "ten"}}, "O O O ? O O O .", "00111000",
			[]spanWant{{"was it <span> five dollars </span> ten is", "$5"}, {"five dollars <span> ten </span> is too", "10"}}},
		{"a month after a sentence's end stays a plain word", "It ended in 2010. January was cold.", "it ended in twenty ten january was cold",
			nil, "O O O O . O O .", "00011000",
			[]spanWant{{"ended in <span> twenty ten </span> january was", "2010"}}},
		{"a month before one joins the span after it", "In 2010. January 5 was cold.", "in twenty ten january fifth was cold",
			[][2]string{{"2010", "twenty ten"}, {"5", "fifth"}}, "O O . O O O .", "0111100",
			[]spanWant{{"in <span> twenty ten </span> january fifth", "2010"}, {"twenty ten <span> january fifth </span> was cold", "January 5"}}},
		{"a comma is an entity's formatting", "We met on March 3, 2022, at noon.", "we met on march third twenty twenty two at noon",
			nil, "O O O O O O O , O .", "0001111100",
			[]spanWant{{"met on <span> march third twenty twenty two </span> at noon", "March 3, 2022"}}},
		{"an abbreviation's period ends no sentence", "It ended at 5 p.m. IBM rose 3%.", "it ended at five p m i b m rose three percent",
			nil, "O O O O O O O O O O O .", "000111111011",
			[]spanWant{{"ended at <span> five p m i b m </span> rose three", "5 p.m. IBM"}, {"m rose <span> three percent </span>", "3%"}}},
	} {
		var spans []Span
		for _, s := range c.spans {
			spans = append(spans, span(c.written, s[0], c.spoken, s[1]))
		}
		ex, rj := d.Derive(c.written, c.spoken, spans)
		if rj != nil {
			t.Errorf("%s: rejected: %v", c.name, rj)
			continue
		}
		if got := strings.Join(ex.Punct, " "); got != c.punct {
			t.Errorf("%s: punct %q, want %q", c.name, got, c.punct)
		}
		if got := itnCodes(ex.ITN); got != c.itn {
			t.Errorf("%s: itn %s, want %s", c.name, got, c.itn)
		}
		var got []spanWant
		for _, s := range ex.Spans {
			got = append(got, spanWant{s.Input, s.Output})
		}
		if len(got) != len(c.want) {
			t.Errorf("%s: spans %q, want %q", c.name, got, c.want)
			continue
		}
		for k := range got {
			if got[k] != c.want[k] {
				t.Errorf("%s: span %d %q, want %q", c.name, k, got[k], c.want[k])
			}
		}
		if text, err := ex.Realize(); err != nil || text != c.written {
			t.Errorf("%s: realizes %q, %v", c.name, text, err)
		}
	}
	// Without given spans the words of each sentence cannot be told
	// apart inside one aligned region: a reject, not a guess.
	for _, p := range [][2]string{
		{"It cost $5. 10 people came.", "it cost five dollars ten people came"},
		{"Was it $5? 10 is too much.", "was it five dollars ten is too much"},
	} {
		_, rj := d.Derive(p[0], p[1], nil)
		if rj == nil || rj.Rule != RuleSpanSentence || !strings.Contains(rj.Reason, `"$5`) {
			t.Errorf("%q: got %v, want a %s reject naming $5", p[0], rj, RuleSpanSentence)
		}
	}
}

// TestRealizePeriodAfterAbbreviation: a span model writes an abbreviation
// whole with its period ("U.S.", as it learns it inside sentences); where
// the classifier ends the sentence on it the period is written once: the
// two stages joined gave "in the U.S.." (qa69). Another mark is written
// after it, and a filler's empty span does not double the period before.
func TestRealizePeriodAfterAbbreviation(t *testing.T) {
	toks := []string{"we", "live", "in", "the", "u", "s"}
	casing := []string{"cap", "lower", "lower", "lower", "lower", "lower"}
	itn := []int8{0, 0, 0, 0, 1, 1}
	for _, c := range []struct{ mark, output, want string }{
		{".", "U.S.", "We live in the U.S."},
		{".", "U.S", "We live in the U.S."},
		{"?", "U.S.", "We live in the U.S.?"},
		{",", "U.S.", "We live in the U.S.,"},
		{"O", "U.S.", "We live in the U.S."},
	} {
		punct := []string{"O", "O", "O", "O", "O", c.mark}
		got, err := Realize(toks, punct, casing, itn, []string{c.output})
		if err != nil || got != c.want {
			t.Errorf("%q then %q: %q, %v; want %q", c.output, c.mark, got, err, c.want)
		}
	}
	// A filler written as nothing after a mixed-case word the span model
	// wrote with its period: the filler's period joins "Ph.D." once.
	got, err := Realize([]string{"i", "have", "a", "phd", "um"}, []string{"O", "O", "O", "O", "."},
		[]string{"cap", "lower", "lower", "mixed", "lower"}, []int8{0, 0, 0, 0, 1}, []string{"Ph.D.", ""})
	if err != nil || got != "I have a Ph.D." {
		t.Errorf("filler after Ph.D.: %q, %v", got, err)
	}
}
