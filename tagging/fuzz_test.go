package tagging

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzDerive: any pair, with or without spans, derives without a panic,
// and a kept example realizes its target (the realization_mismatch guard
// never fires): found spans split at punctuation, touching spans aligned
// as one, said symbols outside spans.
func FuzzDerive(f *testing.F) {
	for _, c := range [][2]string{
		{"up 31.7 % of the vote", "up thirty one point seven percent of the vote"},
		{"of honduras , 2009 `` ( PDF ) .", "of honduras two thousand nine p d f"},
		{"it grew to 3.2×10^5 by", "it grew to three point two times ten to the fifth by"},
		{"he is 6′ 2″ tall", "he is six foot two tall"},
		{"rated ★★★☆☆ by critics", "rated three stars by critics"},
		{"a 19 _ 411 b", "a nineteen underscore four hundred eleven b"},
		{"new york & new jersey", "new york and new jersey"},
		{"Retrieved 7 May 2014 .", "retrieved the seventh of may twenty fourteen"},
		{"August 21 , 2011 and May 2014", "august twenty first twenty eleven and may twenty fourteen"},
		// This session's paths: marks glued to words (markPieces), a
		// list of more than four numbers, a number said and not written
		// (lostNumber), numbers written apart (digitBreak).
		{"Waelkens, Christoffel (1993). He ran 5 km... f(x).", "waelkens christoffel nineteen ninety three he ran five kilometers f of x"},
		{"in 1988 , 1989 , 1990 , 1991 , 1992 and 2013 .", "in nineteen eighty eight nineteen eighty nine nineteen ninety nineteen ninety one nineteen ninety two and twenty thirteen"},
		{"At 5 , is almost state route 60 2", "at five thousand three hundred feet is almost state route six two"},
	} {
		f.Add(c[0], c[1], uint8(0))
		f.Add(c[0], c[1], uint8(3))
	}
	d := NewDeriver()
	f.Fuzz(func(t *testing.T, written, spoken string, nspans uint8) {
		if !utf8.ValidString(written) || !utf8.ValidString(spoken) || len(written) > 300 || len(spoken) > 300 {
			return
		}
		// Spans: cut both texts into nspans equal pieces by code points
		// (touching spans, and spans over any text), as a source might.
		var spans []Span
		wn, sn := utf8.RuneCountInString(written), utf8.RuneCountInString(spoken)
		k := int(nspans % 5)
		for i := 0; i < k; i++ {
			spans = append(spans, Span{Class: "CARDINAL", WrittenStart: wn * i / k, WrittenEnd: wn * (i + 1) / k,
				SpokenStart: sn * i / k, SpokenEnd: sn * (i + 1) / k})
		}
		ex, fail := d.Derive(written, spoken, spans, k > 0)
		if fail != nil {
			// Every row dropped is a reject with its rule and a reason
			// (fuzz10).
			if fail.Rule == "" || strings.TrimSpace(fail.Reason) == "" {
				t.Fatalf("%q / %q: a failure without rule or reason: %+v", written, spoken, fail)
			}
			if fail.Rule == RuleRealization {
				t.Fatalf("%q / %q (%d spans): %v", written, spoken, k, fail)
			}
			return
		}
		got, err := Realize(ex.Words, ex.Tags)
		if err != nil || !SameIgnoringSpaces(got, ex.Target) || len(ex.Words) != len(ex.Tags) {
			t.Fatalf("%q / %q: realizes %q, target %q", written, spoken, got, ex.Target)
		}
		for _, w := range ex.Words {
			if w == "" || strings.ContainsAny(w, " \t\n") {
				t.Fatalf("word %q", w)
			}
		}
		// Semiotic spans (mergeFoundDates joins found ones): inside the
		// words, in order, not overlapping, in GTN's class names.
		end := 0
		for _, sp := range ex.Semiotic {
			if sp.Start < end || sp.End <= sp.Start || sp.End > len(ex.Words) || !slices.Contains(NeMoStandardClasses, sp.Class) {
				t.Fatalf("%q / %q: semiotic %v over %d words", written, spoken, ex.Semiotic, len(ex.Words))
			}
			end = sp.End
		}
	})
}
