package tagging

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"
)

// spanOf is the span of class over the first occurrence of w in written
// and s in spoken, in code points (the verbalizer's spans).
func spanOf(class, written, spoken, w, s string) Span {
	wi, si := strings.Index(written, w), strings.Index(spoken, s)
	if wi < 0 || si < 0 {
		panic("spanOf: " + w + " / " + s)
	}
	ws, ss := utf8.RuneCountInString(written[:wi]), utf8.RuneCountInString(spoken[:si])
	return Span{Class: class, WrittenStart: ws, WrittenEnd: ws + utf8.RuneCountInString(w),
		SpokenStart: ss, SpokenEnd: ss + utf8.RuneCountInString(s)}
}

// TestDeriveNewReadings pins the tags of readings the verbalizer learned
// (each was rejected before: unaligned_fragment or non_monotonic) and of
// symbols outside spans, which were dropped from the target before ("31.7
// %" / "thirty one point seven percent" became "31.7" with "percent" a
// <DELETE>). Every row must realize its target.
func TestDeriveNewReadings(t *testing.T) {
	d := NewDeriver()
	type span struct{ class, w, s string }
	cases := []struct {
		name, written, spoken string
		spans                 []span // nil: unspanned (spans found by the matcher)
		tags, target          string
	}{
		{"feet and inches with primes, inch unsaid", "he is 6′ 2″ tall", "he is six foot two tall",
			[]span{{"MEASURE", "6′ 2″", "six foot two"}}, "<SELF> <SELF> _6 ′_ _2″_ <SELF>", "he is 6′ 2″ tall"},
		{"feet and inches said", "it is 3′ 11″ wide", "it is three feet eleven inches wide",
			[]span{{"MEASURE", "3′ 11″", "three feet eleven inches"}}, "<SELF> <SELF> _3 ′_ _11 ″_ <SELF>", "it is 3′ 11″ wide"},
		{"star rating", "rated ★★★☆☆ by critics", "rated three stars by critics",
			[]span{{"SYMBOL", "★★★☆☆", "three stars"}}, "<SELF> _★★★ ☆☆_ <SELF> <SELF>", "rated ★★★☆☆ by critics"},
		{"star rating without hollow stars", "earned ★★ in", "earned two stars in",
			[]span{{"SYMBOL", "★★", "two stars"}}, "<SELF> _★★_ <DELETE> <SELF>", "earned ★★ in"},
		{"e notation said times ten to the", "a tolerance of 1e-5", "a tolerance of one times ten to the minus fifth",
			[]span{{"CARDINAL", "1e-5", "one times ten to the minus fifth"}},
			"<SELF> <SELF> <SELF> _1 e <DELETE> <DELETE> <DELETE> - 5_", "a tolerance of 1e-5"},
		{"e notation said power of", "it was 2.5e-3", "it was two point five times ten to the power of minus three",
			[]span{{"CARDINAL", "2.5e-3", "two point five times ten to the power of minus three"}},
			"<SELF> <SELF> _2 . 5 <DELETE> <DELETE> <DELETE> <DELETE> e <DELETE> - 3_", "it was 2.5e-3"},
		{"exponent", "3×10^5 cells", "three times ten to the fifth cells",
			[]span{{"CARDINAL", "3", "three"}, {"SYMBOL", "×", "times"}, {"CARDINAL", "10", "ten"}, {"CARDINAL", "^5", "to the fifth"}},
			"_3 × 10 ^ <DELETE> 5_ <SELF>", "3×10^5 cells"},
		{"superscript said to the power of two", "e = mc²", "e equals m c to the power of two",
			[]span{{"SYMBOL", "=", "equals"}, {"MEASURE", "mc²", "m c to the power of two"}},
			"<SELF> _=_ _m <SELF> <DELETE> <DELETE> <DELETE> <DELETE> ²_", "e = mc²"},
		{"a number's plural", "in 2s and 10s", "in twos and tens",
			[]span{{"CARDINAL", "2s", "twos"}, {"CARDINAL", "10s", "tens"}}, "<SELF> _2s_ <SELF> _10s_", "in 2s and 10s"},
		{"micro prefix", "a 10 μm cell", "a ten micrometers cell",
			[]span{{"MEASURE", "10 μm", "ten micrometers"}}, "<SELF> _10_ _μm_ <SELF>", "a 10 μm cell"},
		{"hour with :00 unsaid", "at 6:00 am sharp", "at six a m sharp",
			[]span{{"TIME", "6:00 am", "six a m"}}, "<SELF> _6:00_ _a m_ <SELF>", "at 6:00 am sharp"},
		{"hour with o'clock", "at 6:00 am sharp", "at six o'clock a m sharp",
			[]span{{"TIME", "6:00 am", "six o'clock a m"}}, "<SELF> _6 :00_ _a m_ <SELF>", "at 6:00 am sharp"},
		{"numeric date said with the month's name", "on 11/11/1918", "on the eleventh of november nineteen eighteen",
			[]span{{"DATE", "11/11/1918", "the eleventh of november nineteen eighteen"}},
			"<SELF> <DELETE> _11 / 11/ 19 18_", "on 11/11/1918"},
		{"numeric date month first", "on 03/15/2022", "on march fifteenth twenty twenty two",
			[]span{{"DATE", "03/15/2022", "march fifteenth twenty twenty two"}}, "<SELF> _03 /15/ 20 2 2_", "on 03/15/2022"},
		{"country dollar moved", "it costs us$30", "it costs thirty us dollars",
			[]span{{"MONEY", "us$30", "thirty us dollars"}}, "<SELF> <SELF> 30_ <DELETE> _us$<<", "it costs us$30"},
		{"currency letters moved", "the price is rs 500", "the price is five hundred rupees",
			[]span{{"MONEY", "rs 500", "five hundred rupees"}}, "<SELF> <SELF> <SELF> _5 00_ _rs_<<", "the price is rs 500"},
		{"ordinal scale", "the 100th year", "the one hundredth year",
			[]span{{"ORDINAL", "100th", "one hundredth"}}, "<SELF> _1 00th_ <SELF>", "the 100th year"},
		{"decimal with its zero unsaid", "a dose of 0.5 mg", "a dose of point five milligrams",
			[]span{{"MEASURE", "0.5 mg", "point five milligrams"}}, "<SELF> <SELF> <SELF> _0. 5_ _mg_", "a dose of 0.5 mg"},
		{"vulgar fraction after a number", "it lasted 2½ hours", "it lasted two and one over two hours",
			[]span{{"FRACTION", "2½", "two and one over two"}}, "<SELF> <SELF> _2 <DELETE> <DELETE> <DELETE> ½_ <SELF>", "it lasted 2½ hours"},
		{"vulgar fraction alone", "only ½ of it", "only one half of it",
			[]span{{"FRACTION", "½", "one half"}}, "<SELF> <DELETE> _½_ <SELF> <SELF>", "only ½ of it"},
		{"thousands comma inside a word's digits", "about 1,200 people", "about twelve hundred people",
			[]span{{"CARDINAL", "1,200", "twelve hundred"}}, "<SELF> _1,2 00_ <SELF>", "about 1,200 people"},
		{"hundredths", "scored 98/100 today", "scored ninety eight one hundredths today",
			[]span{{"FRACTION", "98/100", "ninety eight one hundredths"}}, "<SELF> _9 8/ 1 00_ <SELF>", "scored 98/100 today"},
		{"zeroth", "it was 1/0", "it was one zeroth", nil, "<SELF> <SELF> _1 /0_", "it was 1/0"},
		{"GTN's plural with its apostrophe apart", "in the 21 's", "in the twenty ones", nil, "<SELF> <SELF> _2 1__'s_", "in the 21 's"},
		{"a said symbol outside spans: %", "up 31.7 % of the vote", "up thirty one point seven percent of the vote", nil,
			"<SELF> _3 1 . 7_ _%_ <SELF> <SELF> <SELF>", "up 31.7 % of the vote"},
		{"a said symbol outside spans: &", "new york & new jersey", "new york and new jersey", nil,
			"<SELF> <SELF> _&_ <SELF> <SELF>", "new york & new jersey"},
		{"a said symbol outside spans: $ apart from its amount", "sold for $ 60 each", "sold for sixty dollars each", nil,
			"<SELF> <SELF> _60_ _$_<< <SELF>", "sold for $ 60 each"},
		{"a said symbol inside a word", "the area is πr²", "the area is πr squared", nil,
			"<SELF> <SELF> <SELF> <SELF> _²_", "the area is πr²"},
		{"a symbol said in several words", "so x ≥ 5 holds", "so x greater than or equal to five holds",
			[]span{{"SYMBOL", "≥", "greater than or equal to"}, {"CARDINAL", "5", "five"}},
			"<SELF> <SELF> _≥_ <DELETE> <DELETE> <DELETE> <DELETE> _5_ <SELF>", "so x ≥ 5 holds"},
		{"plus or minus", "a 5 ± 0.1 mm part", "a five plus or minus point one millimeters part",
			[]span{{"MEASURE", "5 ± 0.1 mm", "five plus or minus point one millimeters"}},
			"<SELF> _5_ _±_ <DELETE> <DELETE> _0. 1_ _mm_ <SELF>", "a 5 ± 0.1 mm part"},
		{"an arrow said to", "click file → save", "click file to save",
			[]span{{"SYMBOL", "→", "to"}}, "<SELF> <SELF> _→_ <SELF>", "click file → save"},
		{"a symbol nobody says is dropped with the punctuation", "first • second", "first second", nil,
			"<SELF> <SELF>", "first second"},
		{"a found span split at punctuation nobody says", "of honduras , 2009 `` ( PDF ) .", "of honduras two thousand nine p d f", nil,
			"<SELF> <SELF> _2 00 9_ _p <SELF> f_", "of honduras 2009 pdf"},
		// The verbalizer's readings of older books' money and pages and of
		// the barrel (revn21; all four were unaligned_fragment).
		{"pounds written l.", "it cost 5l. 10s. then", "it cost five pounds ten shillings then",
			[]span{{"MONEY", "5l. 10s.", "five pounds ten shillings"}}, "<SELF> <SELF> _5 l._ _10 s._ <SELF>", "it cost 5l. 10s. then"},
		{"a halfpenny", "it cost ½d. then", "it cost a halfpenny then",
			[]span{{"MONEY", "½d.", "a halfpenny"}}, "<SELF> <SELF> <DELETE> _½d._ <SELF>", "it cost ½d. then"},
		{"and following", "see pp. 12 ff. for more", "see pages twelve and following for more",
			[]span{{"CARDINAL", "pp. 12 ff.", "pages twelve and following"}}, "<SELF> _pp._ _12_ <DELETE> _ff._ <SELF> <SELF>", "see pp. 12 ff. for more"},
		{"barrels", "it made 500 bbl a day", "it made five hundred barrels a day",
			[]span{{"MEASURE", "500 bbl", "five hundred barrels"}}, "<SELF> <SELF> _5 00_ _bbl_ <SELF> <SELF>", "it made 500 bbl a day"},
		// A lone accented letter with its accent named, a note's sharp,
		// the Latin abbreviations said in English and a book's size by its
		// Latin name (unaligned_fragment or non_monotonic before).
		{"an accent named", "the letter é is common", "the letter e acute is common",
			[]span{{"LETTERS", "é", "e acute"}}, "<SELF> <SELF> <DELETE> _é_ <SELF> <SELF>", "the letter é is common"},
		{"a note's sharp", "play c# now", "play c sharp now",
			[]span{{"SYMBOL", "c#", "c sharp"}}, "<SELF> _c #_ <SELF>", "play c# now"},
		{"e.g. said for example", "use e.g. this", "use for example this",
			[]span{{"ABBREVIATION", "e.g.", "for example"}}, "<SELF> <DELETE> _e.g._ <SELF>", "use e.g. this"},
		{"i.e. said that is", "one i.e. two", "one that is two",
			[]span{{"ABBREVIATION", "i.e.", "that is"}}, "<SELF> <DELETE> _i.e._ <SELF>", "one i.e. two"},
		{"the 2000s' decade", "in the 00s it grew", "in the zeros it grew",
			[]span{{"DATE", "00s", "zeros"}}, "<SELF> <SELF> _00s_ <SELF> <SELF>", "in the 00s it grew"},
		{"a book's size by its Latin name", "bound in 12mo calf", "bound in duodecimo calf",
			[]span{{"MEASURE", "12mo", "duodecimo"}}, "<SELF> <SELF> _12mo_ <SELF>", "bound in 12mo calf"},
	}
	for _, c := range cases {
		var spans []Span
		for _, s := range c.spans {
			spans = append(spans, spanOf(s.class, c.written, c.spoken, s.w, s.s))
		}
		ex, f := d.Derive(c.written, c.spoken, spans, c.spans != nil)
		if f != nil {
			t.Errorf("%s: %q / %q: %v", c.name, c.written, c.spoken, f)
			continue
		}
		if got := strings.Join(ex.Tags, " "); got != c.tags {
			t.Errorf("%s: %q / %q\n got %s\nwant %s", c.name, c.written, c.spoken, got, c.tags)
		}
		if !SameIgnoringSpaces(ex.Target, c.target) {
			t.Errorf("%s: target %q, want %q", c.name, ex.Target, c.target)
		}
		if r, _ := Realize(ex.Words, ex.Tags); !SameIgnoringSpaces(r, ex.Target) {
			t.Errorf("%s: realizes %q, target %q", c.name, r, ex.Target)
		}
	}
}

// TestDeriveTouchingSpans: verbalizer spans with nothing between them in
// the written text are aligned as one, so the target and the realization
// keep the written spacing ("3×10^5", not "3 × 10 ^5"), and each keeps its
// semiotic entry; a group that does not align whole falls back to its
// members one by one.
func TestDeriveTouchingSpans(t *testing.T) {
	d := NewDeriver()
	w, s := "it grew to 3.2×10^5 by", "it grew to three point two times ten to the fifth by"
	spans := []Span{spanOf("DECIMAL", w, s, "3.2", "three point two"), spanOf("SYMBOL", w, s, "×", "times"),
		spanOf("CARDINAL", w, s, "10", "ten"), spanOf("CARDINAL", w, s, "^5", "to the fifth")}
	ex, f := d.Derive(w, s, spans, true)
	if f != nil {
		t.Fatal(f)
	}
	if ex.Target != "it grew to 3.2×10^5 by" {
		t.Errorf("target %q", ex.Target)
	}
	if r, _ := Realize(ex.Words, ex.Tags); r != "it grew to 3.2×10^5 by" {
		t.Errorf("realizes %q (tags %v)", r, ex.Tags)
	}
	// The verbalizer's symbol span ("×" -> "times") is GTN's VERBATIM in the semiotic column.
	want := []Semiotic{{"DECIMAL", 3, 6}, {"VERBATIM", 6, 7}, {"CARDINAL", 7, 8}, {"CARDINAL", 8, 11}}
	if fmt.Sprint(ex.Semiotic) != fmt.Sprint(want) {
		t.Errorf("semiotic %v, want %v", ex.Semiotic, want)
	}
	// A group whose joint alignment fails: "→" read as nothing next to a
	// span; the members are aligned alone and the unread symbol dropped.
	w, s = "click 5→6 now", "click five six now"
	spans = []Span{spanOf("CARDINAL", w, s, "5", "five"), {Class: "SYMBOL", WrittenStart: 7, WrittenEnd: 8, SpokenStart: 11, SpokenEnd: 11},
		spanOf("CARDINAL", w, s, "6", "six")}
	if ex, f = d.Derive(w, s, spans, true); f != nil || ex.Target != "click 5 6 now" {
		t.Errorf("fallback: %v %q", f, ex.Target)
	}
}

// TestDeriveStillRejects: readings that stay rejected, with their rule.
func TestDeriveStillRejects(t *testing.T) {
	d := NewDeriver()
	cases := []struct{ name, written, spoken, rule string }{
		{"ISO date said day first", "due 2024-06-30 now", "due the thirtieth of june twenty twenty four now", RuleNonMonotonic},
		{"a symbol with no word next to a span", "paid 5 € ® now", "paid five now", RuleUnaligned},
	}
	for _, c := range cases {
		ex, f := d.Derive(c.written, c.spoken, nil, false)
		if f == nil || f.Rule != c.rule {
			t.Errorf("%s: got %v %v, want %s", c.name, ex.Tags, f, c.rule)
		}
	}
}

// TestLexiconKeepsRandAndReal: the rand and the real (reais) explain
// their written symbols; a comment placed mid-line had dropped the three
// entries.
func TestLexiconKeepsRandAndReal(t *testing.T) {
	for word, want := range map[string]string{"rand": "r", "real": "r$", "reais": "r$"} {
		if got := lexicon[word]; len(got) != 1 || got[0] != want {
			t.Errorf("lexicon[%q] = %q, want [%q]", word, got, want)
		}
	}
}
