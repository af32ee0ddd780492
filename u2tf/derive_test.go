package u2tf

import (
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/itnprep/itnprep/internal/textfold"
)

// caseCode abbreviates casing labels in the tables: l c u m.
func caseCodes(labels []string) string {
	var b strings.Builder
	for _, l := range labels {
		b.WriteByte(l[0])
	}
	return b.String()
}

func itnCodes(itn []int8) string {
	var b strings.Builder
	for _, v := range itn {
		b.WriteByte('0' + byte(v))
	}
	return b.String()
}

// span finds the code-point span of wsub in written and ssub in spoken.
func span(written, wsub, spoken, ssub string) Span {
	wb, sb := strings.Index(written, wsub), strings.Index(spoken, ssub)
	if wb < 0 || sb < 0 {
		panic("span text not found: " + wsub + " / " + ssub)
	}
	ws, ss := utf8.RuneCountInString(written[:wb]), utf8.RuneCountInString(spoken[:sb])
	return Span{WrittenStart: ws, WrittenEnd: ws + utf8.RuneCountInString(wsub), SpokenStart: ss, SpokenEnd: ss + utf8.RuneCountInString(ssub)}
}

func TestDerive(t *testing.T) {
	type want struct {
		punct   string // space-separated
		casing  string // one letter per token: l c u m
		itn     string
		outputs []string
		inputs  []string // span inputs, checked when given
	}
	cases := []struct {
		name, written, spoken string
		spans                 [][2]string // (written, spoken) substrings
		want                  want
		rule                  string
	}{
		{name: "paper example: date reordered, acronym, mixed case, money",
			written: "On March 15th, 2024, CEO Sarah McAllister announced that AICorp's Q1 revenue reached $12.3 million.",
			spoken:  "on fifteenth march two thousand and twenty-four ceo sarah mcallister announced that aicorp's q one revenue reached twelve point three million dollars",
			want: want{
				punct:   "O O O O O O O , O O O O O O O O O O O O O O .",
				casing:  "clllllllucmllmlllllllll",
				itn:     "01111111000000110011111",
				outputs: []string{"March 15th, 2024", "McAllister", "AICorp's", "Q1", "$12.3 million"},
				inputs: []string{"on <span> fifteenth march two thousand and twenty four </span> ceo sarah",
					"ceo sarah <span> mcallister </span> announced that", "announced that <span> aicorp's </span> q one",
					"that aicorp's <span> q one </span> revenue reached", "revenue reached <span> twelve point three million dollars </span>"},
			}},
		{name: "Thutmose Figure 1 sentence", written: "In 2013, it carried over 400,000 fish.",
			spoken: "in twenty thirteen it carried over four hundred thousand fish",
			want:   want{punct: "O O , O O O O O O .", casing: "clllllllll", itn: "0110001110", outputs: []string{"2013", "400,000"}}},
		{name: "question, abbreviation with period mid-text, contraction",
			written: "He lives in the U.S. now, doesn't he?", spoken: "he lives in the u s now doesn't he",
			want: want{punct: "O O O O O O , O ?", casing: "clllllll" + "l", itn: "000011000", outputs: []string{"U.S."}}},
		{name: "title abbreviation is a span, period kept in its output",
			written: "Mr. Smith paid $5 for the iPhone.", spoken: "mister smith paid five dollars for the iphone",
			want: want{punct: "O O O O O O O .", casing: "lcllllll"[:0] + "lclllllm", itn: "10011000", outputs: []string{"Mr.", "$5", "iPhone"}}},
		{name: "abbreviation ending the text gives its period to the classifier",
			written: "We met the Smiths, etc.", spoken: "we met the smiths et cetera",
			want: want{punct: "O O O , O .", casing: "cllcll", itn: "000011", outputs: []string{"etc"}}},
		{name: "all caps word and single letter", written: "I saw NASA launch.", spoken: "i saw nasa launch",
			want: want{punct: "O O O .", casing: "clul", itn: "0000"}},
		{name: "possessive plural is mixed", written: "The students' books.", spoken: "the students books",
			want: want{punct: "O O .", casing: "cml", itn: "000", outputs: []string{"students'"}}},
		{name: "dropped g is mixed (NeMo GTN dev: Dancin' the Night Away)", written: "He sang Dancin' and Rollin', too.", spoken: "he sang dancin and rollin too",
			want: want{punct: "O O O O , .", casing: "clmlml", itn: "000000", outputs: []string{"Dancin'", "Rollin'"}}},
		{name: "curly apostrophe is mixed", written: "Don’t go.", spoken: "don't go",
			want: want{punct: "O .", casing: "ml", itn: "00", outputs: []string{"Don’t"}}},
		{name: "telephone with balanced brackets inside the entity", written: "Call (555) 123-4567 now.",
			spoken: "call five five five one two three four five six seven now",
			want:   want{punct: "O O O O O O O O O O O .", casing: "clllllllllll", itn: "011111111110", outputs: []string{"(555) 123-4567"}}},
		{name: "measure with unit and superscript", written: "It covers 12 km² of land.", spoken: "it covers twelve square kilometers of land",
			want: want{punct: "O O O O O O .", casing: "clllllll"[:7], itn: "0011100", outputs: []string{"12 km²"}}},
		{name: "decimal and percent", written: "Growth was 3.5% in May.", spoken: "growth was three point five percent in may",
			want: want{punct: "O O O O O O O .", casing: "cllllllc", itn: "00111100", outputs: []string{"3.5%"}}},
		{name: "roman numeral", written: "Louis XIV was king.", spoken: "louis the fourteenth was king",
			want: want{punct: "O O O O .", casing: "cllll", itn: "01100", outputs: []string{"XIV"}}},
		{name: "letters", written: "The BBC said so.", spoken: "the b b c said so",
			want: want{punct: "O O O O O .", casing: "clllll", itn: "011100", outputs: []string{"BBC"}}},
		{name: "date day first spoken", written: "Born March 5, 1990 in Ohio.", spoken: "born the fifth of march nineteen ninety in ohio",
			want: want{punct: "O O O O O O O O .", casing: "clllllllc", itn: "011111100", outputs: []string{"March 5, 1990"}}},
		{name: "date day first written, month joins the span", written: "Retrieved 16 August 1987.", spoken: "retrieved the sixteenth of august nineteen eighty seven",
			want: want{punct: "O O O O O O O .", casing: "cllllll" + "l", itn: "01111111", outputs: []string{"16 August 1987"}}},
		{name: "month name as a verb stays plain", written: "We got 5 may be more.", spoken: "we got five may be more",
			want: want{punct: "O O O O O .", casing: "clllll", itn: "001000", outputs: []string{"5"}}},
		{name: "given spans anchor the ITN spans", written: "I paid $5 on 3/4.", spoken: "i paid five dollars on march fourth",
			spans: [][2]string{{"$5", "five dollars"}, {"3/4", "march fourth"}},
			want:  want{punct: "O O O O O O .", casing: "cllllll", itn: "0011011", outputs: []string{"$5", "3/4"}}},
		{name: "given span over a plain word is plain", written: "Meet Bob now.", spoken: "meet bob now",
			spans: [][2]string{{"Bob", "bob"}},
			want:  want{punct: "O O .", casing: "ccl", itn: "000"}},
		{name: "neighbouring given spans merge", written: "Pay $5 3 times.", spoken: "pay five dollars three times",
			spans: [][2]string{{"$5", "five dollars"}, {"3", "three"}},
			want:  want{punct: "O O O O .", casing: "cllll", itn: "01110", outputs: []string{"$5 3"}}},
		{name: "spoken side with case and punctuation", written: "Yes, 5 dogs.", spoken: "Yes, five dogs.",
			want: want{punct: ", O .", casing: "cll", itn: "010", outputs: []string{"5"}}},
		{name: "context bounded by the text", written: "5", spoken: "five",
			want: want{punct: "O", casing: "l", itn: "1", outputs: []string{"5"}, inputs: []string{"<span> five </span>"}}},

		{name: "feet and inches with straight marks are formatting, not quotes", written: "The board is 5' 6\" long.",
			spoken: "the board is five foot six long",
			want:   want{punct: "O O O O O O .", casing: "clllll" + "l", itn: "0001110", outputs: []string{"5' 6\""}}},
		{name: "a foot mark ending a span", written: "The boat was 30' long.", spoken: "the boat was thirty feet long",
			want: want{punct: "O O O O O .", casing: "cllll" + "l", itn: "000110", outputs: []string{"30'"}}},
		{name: "a quoted number is still a quote", written: `He said "5" today.`, spoken: "he said five today", rule: RulePunctQuote},
		{name: "semicolon", written: "Hello; world.", spoken: "hello world", rule: RulePunctSemicolon},
		{name: "exclamation", written: "Wow!", spoken: "wow", rule: RulePunctExclaim},
		{name: "colon after a plain word", written: "Note: it works.", spoken: "note it works", rule: RulePunctColon},
		{name: "opening bracket", written: "It (mostly) works.", spoken: "it mostly works", rule: RulePunctBracket},
		{name: "brackets wrapping a span", written: "It was (1990) good.", spoken: "it was nineteen ninety good", rule: RulePunctBracket},
		{name: "quotes", written: `He said "yes" today.`, spoken: "he said yes today", rule: RulePunctQuote},
		{name: "GTN quotes", written: "It was an ``error`` .", spoken: "it was an error", rule: RulePunctQuote},
		{name: "ellipsis", written: "Well... yes.", spoken: "well yes", rule: RulePunctEllipsis},
		{name: "dash alone", written: "Yes - no.", spoken: "yes no", rule: RulePunctDash},
		{name: "two marks", written: "Really?.", spoken: "really", rule: RulePunctMultiple},
		{name: "GTN space-separated punctuation", written: "It works , really .", spoken: "it works really", rule: RulePunctDetached},
		{name: "GTN mark standing alone after a span", written: "It opened in 1935 .", spoken: "it opened in nineteen thirty five", rule: RulePunctDetached},
		{name: "written word not spoken", written: "The big red dog ran.", spoken: "the dog ran", rule: RuleUnspokenWritten},
		{name: "spoken words not written", written: "The dog ran.", spoken: "the big red dog ran", rule: RuleUnwrittenSpoken},
		{name: "irregular white space", written: "Two  spaces.", spoken: "two spaces", rule: RuleWhitespace},
		{name: "empty spoken", written: "Hi.", spoken: " ... ", rule: RuleEmpty},
		{name: "crossing spans", written: "A 5 B 6", spoken: "a six b five",
			spans: [][2]string{{"5", "five"}, {"6", "six"}}, rule: RuleNonMonotonic},
	}
	d, err := NewDeriver(DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var spans []Span
			for _, s := range c.spans {
				spans = append(spans, span(c.written, s[0], c.spoken, s[1]))
			}
			ex, rj := d.Derive(c.written, c.spoken, spans)
			if c.rule != "" {
				if rj == nil || rj.Rule != c.rule {
					t.Fatalf("want reject %s, got %v (tokens %v case %v)", c.rule, rj, ex.Tokens, ex.Case)
				}
				return
			}
			if rj != nil {
				t.Fatalf("rejected: %v", rj)
			}
			if got := strings.Join(ex.Punct, " "); got != c.want.punct {
				t.Errorf("punct %q, want %q (tokens %v)", got, c.want.punct, ex.Tokens)
			}
			if got := caseCodes(ex.Case); got != c.want.casing {
				t.Errorf("case %q, want %q (tokens %v)", got, c.want.casing, ex.Tokens)
			}
			if got := itnCodes(ex.ITN); got != c.want.itn {
				t.Errorf("itn %q, want %q (tokens %v)", got, c.want.itn, ex.Tokens)
			}
			if got := ex.Outputs(); strings.Join(got, "|") != strings.Join(c.want.outputs, "|") {
				t.Errorf("outputs %q, want %q", got, c.want.outputs)
			}
			for k, in := range c.want.inputs {
				if ex.Spans[k].Input != in {
					t.Errorf("span %d input %q, want %q", k, ex.Spans[k].Input, in)
				}
			}
			if got, err := ex.Realize(); err != nil || got != c.written {
				t.Errorf("realizes %q (%v), want %q", got, err, c.written)
			}
		})
	}
}

func TestDeriveContextOption(t *testing.T) {
	d, err := NewDeriver(Options{Left: 1, Right: 0})
	if err != nil {
		t.Fatal(err)
	}
	ex, rj := d.Derive("We paid $5 today.", "we paid five dollars today", nil)
	if rj != nil {
		t.Fatal(rj)
	}
	if got := ex.Spans[0].Input; got != "paid <span> five dollars </span>" {
		t.Errorf("input %q", got)
	}
	if _, err := NewDeriver(Options{Left: -1}); err == nil {
		t.Error("negative context accepted")
	}
}

func TestDeriveSpanLimitAndRange(t *testing.T) {
	d, _ := NewDeriver(Options{Left: 2, Right: 2, MaxSpanTokens: 3})
	if _, rj := d.Derive("Call 555-1234.", "call five five five one two three four", nil); rj == nil || rj.Rule != RuleSpanTooLong {
		t.Errorf("want span_too_long, got %v", rj)
	}
	if _, rj := d.Derive("Hi 5.", "hi five", []Span{{WrittenStart: 3, WrittenEnd: 9, SpokenStart: 3, SpokenEnd: 7}}); rj == nil || rj.Rule != RuleSpanRange {
		t.Errorf("want span_out_of_range, got %v", rj)
	}
}

func TestRealizeErrors(t *testing.T) {
	toks := []string{"a", "b"}
	for _, c := range []struct {
		name          string
		punct, casing []string
		itn           []int8
		outputs       []string
	}{
		{"length", []string{"O"}, []string{"lower", "lower"}, []int8{0, 0}, nil},
		{"punct label", []string{"!", "O"}, []string{"lower", "lower"}, []int8{0, 0}, nil},
		{"case label", []string{"O", "O"}, []string{"title", "lower"}, []int8{0, 0}, nil},
		{"itn label", []string{"O", "O"}, []string{"lower", "lower"}, []int8{2, 0}, nil},
		{"outputs", []string{"O", "O"}, []string{"lower", "lower"}, []int8{1, 0}, nil},
	} {
		if got, err := Realize(toks, c.punct, c.casing, c.itn, c.outputs); err == nil {
			t.Errorf("%s: no error, realized %q", c.name, got)
		}
	}
}

// TestRealizeEmptySpanOutput: a span model may write nothing for a span (a
// filler it drops) or pad its output with spaces; the text keeps single
// spaces, and an empty span's mark joins the word before it.
func TestRealizeEmptySpanOutput(t *testing.T) {
	toks := []string{"i", "paid", "um", "five", "dollars", "today"}
	itn := []int8{0, 0, 1, 1, 1, 0}
	casing := []string{"cap", "lower", "lower", "lower", "lower", "lower"}
	for _, c := range []struct {
		name    string
		itn     []int8
		punct   []string
		outputs []string
		want    string
	}{
		{"empty middle", []int8{0, 0, 1, 0, 0, 0}, []string{"O", "O", "O", "O", "O", "."}, []string{""}, "I paid five dollars today."},
		{"empty with mark", []int8{0, 0, 0, 0, 0, 1}, []string{"O", "O", "O", "O", "O", "."}, []string{""}, "I paid um five dollars."},
		{"padded", itn, []string{"O", "O", "O", "O", "O", "."}, []string{" $5 "}, "I paid $5 today."},
		{"blank", itn, []string{"O", "O", "O", "O", ",", "."}, []string{"  "}, "I paid, today."},
		{"empty first", []int8{1, 0, 0, 0, 0, 0}, []string{"O", "O", "O", "O", "O", "O"}, []string{""}, "paid um five dollars today"},
		// an empty first span's mark has no word to follow: dropped
		// (it began the text: ", paid um five dollars today")
		{"empty first with mark", []int8{1, 0, 0, 0, 0, 0}, []string{",", "O", "O", "O", "O", "."}, []string{""}, "paid um five dollars today."},
		{"empty first two with mark", []int8{1, 1, 0, 0, 0, 0}, []string{"O", "?", "O", "O", "O", "."}, []string{" "}, "um five dollars today."},
	} {
		got, err := Realize(toks, c.punct, casing, c.itn, c.outputs)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got != c.want {
			t.Errorf("%s: realized %q, want %q", c.name, got, c.want)
		}
	}
}

// TestDeriveElidedCentury: an apostrophe before a year's digits ('99,
// ’90s) elides the century and is part of the entity; it was rejected as
// a quote (punct_quote), the verbalizer reading "in '99" as "in ninety
// nine". A number in single quotes is still a quote.
func TestDeriveElidedCentury(t *testing.T) {
	d, _ := NewDeriver(DefaultOptions())
	for _, c := range []struct{ written, spoken, output string }{
		{"We met in '99.", "we met in ninety nine", "'99"},
		{"The ’90s were fun.", "the nineties were fun", "’90s"},
	} {
		wantOneSpan(t, d, c.written, c.spoken, nil, c.output)
	}
	if _, rj := d.Derive("Press '5' now.", "press five now", nil); rj == nil || rj.Rule != RulePunctQuote {
		t.Errorf("a number in single quotes: %v, want %s", rj, RulePunctQuote)
	}
}

// wantOneSpan derives written from spoken (spans as given) and wants it
// accepted with one span whose output is output.
func wantOneSpan(t *testing.T, d *Deriver, written, spoken string, spans []Span, output string) {
	t.Helper()
	ex, rj := d.Derive(written, spoken, spans)
	if rj != nil {
		t.Errorf("%q: %v", written, rj)
		return
	}
	if len(ex.Spans) != 1 || ex.Spans[0].Output != output {
		t.Errorf("%q: spans %+v, want one with output %q", written, ex.Spans, output)
	}
}

// TestDeriveFoldsFixedSpaces: a no-break, narrow no-break or thin space
// in the written side separates words as a space does (the model's text
// is split on white space, and prep's cleaning makes them spaces in a
// text row); the pair derives as with spaces, with the spans' code-point
// offsets kept. It was a whitespace reject. A tab still is.
func TestDeriveFoldsFixedSpaces(t *testing.T) {
	d, _ := NewDeriver(DefaultOptions())
	for _, c := range []struct {
		written, spoken string
		spans           []Span
		output          string
	}{
		{"The fee is €1\u00a0200.", "the fee is one thousand two hundred euros", []Span{{11, 17, 11, 41}}, "€1 200"},
		{"It is 5\u202fkm away.", "it is five kilometers away", []Span{{6, 10, 6, 21}}, "5 km"},
		{"About 1\u2009000\u2009000 cells.", "about one million cells", nil, "1 000 000"},
		{"About 1\u3000000 cells.", "about one thousand cells", nil, "1 000"},
	} {
		wantOneSpan(t, d, c.written, c.spoken, c.spans, c.output)
	}
	if _, rj := d.Derive("Two\tcolumns.", "two columns", nil); rj == nil || rj.Rule != RuleWhitespace {
		t.Errorf("a tab: %v, want %s", rj, RuleWhitespace)
	}
}

// TestFixedSpacesAreTheSpaceSeparators: the spaces folded are exactly
// Unicode's space separators less the space (every one splits the model's
// text), textfold.IsFixedSpace's set with U+1680 and U+3000.
func TestFixedSpacesAreTheSpaceSeparators(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune; r++ {
		want := r != ' ' && unicode.Is(unicode.Zs, r)
		if isFixedSpace(r) != want {
			t.Errorf("isFixedSpace(%U) = %v, want %v", r, !want, want)
		}
		if textfold.IsFixedSpace(r) && !isFixedSpace(r) {
			t.Errorf("%U: textfold's fixed space not folded", r)
		}
	}
}

func TestSpanRanges(t *testing.T) {
	casing := []string{"cap", "mixed", "mixed", "lower", "mixed", "lower"}
	itn := []int8{0, 0, 0, 1, 1, 1}
	got := SpanRanges(nil, casing, itn)
	want := []Range{{1, 2, KindMixed}, {2, 3, KindMixed}, {3, 6, KindITN}}
	if !slices.Equal(got, want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	// A sentence's end (. or ?) ends an ITN run; a comma does not (an
	// entity's formatting, "March 3, 2022").
	punct := []string{"O", "O", "O", ".", "O", "O"}
	got = SpanRanges(punct, casing, itn)
	want = []Range{{1, 2, KindMixed}, {2, 3, KindMixed}, {3, 4, KindITN}, {4, 6, KindITN}}
	if !slices.Equal(got, want) {
		t.Errorf("with a period after token 3: got %v, want %v", got, want)
	}
	for _, m := range []string{"?", "."} {
		punct = []string{"O", "O", "O", "O", m, "O"}
		if got = SpanRanges(punct, casing, itn); len(got) != 4 || got[3] != (Range{5, 6, KindITN}) {
			t.Errorf("with %q after token 4: got %v", m, got)
		}
	}
	punct = []string{"O", "O", "O", ",", ",", "."}
	if got = SpanRanges(punct, casing, itn); len(got) != 3 || got[2] != (Range{3, 6, KindITN}) {
		t.Errorf("with commas inside: got %v", got)
	}
}

// FuzzDerive: Derive never panics, and whatever it keeps realizes exactly.
func FuzzDerive(f *testing.F) {
	f.Add("On March 15th, 2024, CEO Sarah announced $12.3 million.", "on fifteenth march two thousand twenty four ceo sarah announced twelve point three million dollars", 0, 0, 0, 0)
	f.Add("Mr. Smith's U.S. (555) 123.", "mister smith's u s five five five one two three", 0, 3, 0, 7)
	f.Add("a", "b", 1, 0, 0, 1)
	// Spoken words after the last written one: a span without a written
	// word, which absorbMonths indexed past the words (found by
	// FuzzStripQuotes).
	f.Add("0", "0 000000000000000000000", 0, 0, 0, 0)
	f.Add("On Yahoo! an .878 average, p .12 and 94： 501？", "on yahoo an point eight seven eight average p point one two and ninety four five hundred one", 0, 0, 0, 0)
	// Fillers said and not written (ITN spans written as nothing), the elided 'n.
	f.Add("Um. It was lit early, 'n so on.", "uh um it was lit er early n so on um", 0, 0, 0, 0)
	// A fixed-width space is read as a space (foldFixedSpaces).
	f.Add("5\u00a0km", "five km", 0, 0, 0, 0)
	f.Fuzz(func(t *testing.T, written, spoken string, ws, we, ss, se int) {
		d, _ := NewDeriver(DefaultOptions())
		var spans []Span
		if ws != 0 || we != 0 || ss != 0 || se != 0 {
			spans = []Span{{ws, we, ss, se}}
		}
		ex, rj := d.Derive(written, spoken, spans)
		if rj != nil {
			// Every row dropped is a reject with its rule and a reason
			// (fuzz10).
			if rj.Rule == "" || strings.TrimSpace(rj.Reason) == "" {
				t.Fatalf("%q / %q: a reject without rule or reason: %+v", written, spoken, rj)
			}
			return
		}
		// Derive reads the written side with its fixed-width spaces as
		// spaces and without its invisible characters (foldFixedSpaces,
		// dropHidden: "\u00ad0" realizes "0").
		want, _ := dropHidden(foldFixedSpaces(written), nil)
		if got, err := ex.Realize(); err != nil || got != want {
			t.Fatalf("kept row realizes %q (%v), want %q", got, err, want)
		}
		// No model learns to write a full-width or ideographic mark.
		for _, out := range ex.Outputs() {
			if strings.ContainsFunc(out, isWideMark) {
				t.Fatalf("%q: kept with the output %q", written, out)
			}
		}
	})
}

// TestDeriveTooLong: a pair of more tokens than Options.MaxTokens is
// rejected at once (too_long); 0 lifts the cap.
func TestDeriveTooLong(t *testing.T) {
	var w, s []string
	for i := 0; i < 300; i++ {
		w = append(w, "It", "was", "fine.")
		s = append(s, "it", "was", "fine")
	}
	opts := DefaultOptions()
	opts.MaxTokens = 800
	d, err := NewDeriver(opts)
	if err != nil {
		t.Fatal(err)
	}
	if _, rj := d.Derive(strings.Join(w, " "), strings.Join(s, " "), nil); rj == nil || rj.Rule != RuleTooLong || !strings.Contains(rj.Reason, "900 spoken tokens, 900 written words (more than 800") {
		t.Errorf("900 tokens with MaxTokens 800: %v", rj)
	}
	opts.MaxTokens = 0
	d, _ = NewDeriver(opts)
	if ex, rj := d.Derive(strings.Join(w, " "), strings.Join(s, " "), nil); rj != nil || len(ex.Tokens) != 900 {
		t.Errorf("no cap: %v", rj)
	}
	if DefaultOptions().MaxTokens != DefaultMaxTokens {
		t.Error("DefaultOptions does not cap at DefaultMaxTokens")
	}
	opts.MaxTokens = -1
	if opts.Validate() == nil {
		t.Error("negative MaxTokens accepted")
	}
}

// TestDeriveFillers: a filler the spoken side says and the written side
// does not ("lit uh early", Libriheavy's ASR transcript against its book)
// is an ITN span written as nothing, which Realize drops: the pair was an
// unwritten_spoken reject (39 of the Libriheavy sample's 205 rows). Any
// other word said and not written still is.
func TestDeriveFillers(t *testing.T) {
	d := mustDeriver(t, DefaultOptions())
	for _, c := range []struct{ written, spoken string }{
		{"The lamps were lit early that evening.", "the lamps were lit uh early that evening"},
		{"Um, well, it was late.", "um well it was late"},
		{"It rained all day. We stayed in.", "it rained all day er um we stayed in"},
	} {
		ex, rj := d.Derive(c.written, c.spoken, nil)
		if rj != nil {
			t.Errorf("%q: %v", c.spoken, rj)
			continue
		}
		if got, _ := ex.Realize(); got != c.written {
			t.Errorf("%q: realized %q", c.spoken, got)
		}
		for _, s := range ex.Spans {
			if s.Output != "" || s.Kind != KindITN {
				t.Errorf("%q: span %+v, want an ITN span written as nothing", c.spoken, s)
			}
		}
	}
	if _, rj := d.Derive("The lamps were lit early.", "the lamps were lit very early", nil); rj == nil || rj.Rule != RuleUnwrittenSpoken {
		t.Errorf("a word not written: %v, want a %s reject", rj, RuleUnwrittenSpoken)
	}
}
