package tagging

import (
	"strings"
	"testing"
)

// spacingCase derives one row, spans given when spanW is set (a raw GTN
// or Kaggle token), and checks its tags and that NeMo's realization
// (RealizeSpans) writes realized.
type spacingCase struct{ written, spoken, class, spanW, spanS, tags, realized string }

func checkSpacingCases(t *testing.T, cases []spacingCase) {
	t.Helper()
	d := NewDeriver()
	for _, c := range cases {
		var sp []Span
		if c.spanW != "" {
			ws, ss := strings.Index(c.written, c.spanW), strings.Index(c.spoken, c.spanS)
			sp = []Span{{Class: c.class, WrittenStart: len([]rune(c.written[:ws])), WrittenEnd: len([]rune(c.written[:ws+len(c.spanW)])),
				SpokenStart: len([]rune(c.spoken[:ss])), SpokenEnd: len([]rune(c.spoken[:ss+len(c.spanS)]))}}
		}
		ex, f := d.Derive(c.written, c.spoken, sp, sp != nil)
		if f != nil {
			t.Errorf("%q: %v", c.written, f)
			continue
		}
		if got := strings.Join(ex.Tags, " "); got != c.tags {
			t.Errorf("%q: tags %s, want %s", c.written, got, c.tags)
		}
		if r, err := RealizeSpans(ex.Words, ex.Tags, ex.Semiotic); r != c.realized || err != nil {
			t.Errorf("%q: realizes %q (%v), want %q (target %q)", c.written, r, err, c.realized, ex.Target)
		}
	}
}

// TestNameInsideAChunk: words said as themselves between two fragments of
// a URL or an e-mail address (a name: "newsbank" in "nl.newsbank.com")
// were left outside the chunks, `._` <SELF> `_.`, realized "nl. newsbank
// .com": a <SELF> word carries no mark, and the spacing pass only moved
// the marks of two fragments that are neighbours. It now drops both
// fragments' marks around the words, `.` <SELF> `.`, so the chunk runs
// through them, as the target glues them (qa88: 5-10 development rows in
// each of Google TN's three forms, "www.business-humanrights.org/links/",
// "jstor.org/stable/2799027"). A name at the chunk's edge ("amazon" in
// "amazon.com") cannot be glued without its own text as a tag
// (`_amazon`), one fragment per name, which is not made: NeMo's pattern
// opens a chunk only at a "_" inside a tag.
func TestNameInsideAChunk(t *testing.T) {
	checkSpacingCases(t, []spacingCase{
		{written: "web site nl.newsbank.com 19 October 2000", spoken: "web site n l dot newsbank dot com the nineteenth of october two thousand",
			tags: "<SELF> <SELF> _n <SELF> . <SELF> . com_ <DELETE> _19_ <DELETE> <SELF> _2 000_", realized: "web site nl.newsbank.com 19 october 2000"},
		{written: "see http://www.jstor.org/stable/2799027 now", spoken: "see h t t p colon slash slash w w w dot j stor dot org slash stable slash two seven nine nine o two seven now",
			tags:     "<SELF> _h <SELF> <SELF> <SELF> : / / <SELF> <SELF> <SELF> . <SELF> <SELF> . <SELF> / <SELF> / 2 7 9 9 0 2 7_ <SELF>",
			realized: "see http://www.jstor.org/stable/2799027 now"},
		{written: "mail a.b@example.org today", spoken: "mail a dot b at example dot org today",
			tags: "<SELF> _a . <SELF> @ <SELF> . org_ <SELF>", realized: "mail a.b@example.org today"},
		// At the chunk's edge: spaced, as NeMo's own data realize it.
		{written: "amazon.com pre order page", spoken: "amazon dot com pre order page",
			tags: "<SELF> _. com_ <SELF> <SELF> <SELF>", realized: "amazon .com pre order page"},
	})
}
