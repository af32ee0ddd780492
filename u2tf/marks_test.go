package u2tf

import (
	"strings"
	"testing"
)

// TestParseMarkReplacements: the canonical form is sorted and spaceless;
// an unknown mark or replacement, a missing "=" and a mark replaced two
// ways are errors naming what is wrong.
func TestParseMarkReplacements(t *testing.T) {
	for in, want := range map[string]string{
		"":                                      "",
		"exclamation=period":                    "exclamation=period",
		" semicolon = period , colon=comma ":    "colon=comma,semicolon=period",
		"colon=drop,colon=drop,ellipsis=period": "colon=drop,ellipsis=period",
	} {
		got, err := ParseMarkReplacements(in)
		if err != nil || got != want {
			t.Errorf("ParseMarkReplacements(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for in, must := range map[string]string{
		"hyphen=comma":            `mark "hyphen"`,
		"colon=bang":              `replacement "bang"`,
		"colon":                   "MARK=REPLACEMENT",
		"colon=comma,colon=drop":  "replaced twice",
		"exclamation=period,,":    "MARK=REPLACEMENT",
		"question=period":         `mark "question"`,
		"semicolon=semicolon":     `replacement "semicolon"`,
		"exclamation=period;x=y":  "replacement",
		"exclamation=exclamation": "replacement",
	} {
		if _, err := ParseMarkReplacements(in); err == nil || !strings.Contains(err.Error(), must) {
			t.Errorf("ParseMarkReplacements(%q) = %v, want an error with %q", in, err, must)
		}
	}
	if err := (Options{ReplaceMarks: "colon=bang"}).Validate(); err == nil || !strings.Contains(err.Error(), "--replace-marks") {
		t.Errorf("Validate: %v, want a --replace-marks error", err)
	}
}

// TestReplaceAndCollapseMarks checks the written text stripMarks gives
// with replacements and collapsing: marks at a word's end only (a time's
// colon and a URL's stay), words of marks alone, abbreviations' periods.
func TestReplaceAndCollapseMarks(t *testing.T) {
	opts := DefaultOptions()
	opts.ReplaceMarks = "exclamation=period,colon=comma,semicolon=drop,ellipsis=period"
	opts.CollapseMarks = true
	c := mustDeriver(t, opts).clean
	for _, tc := range []struct{ in, want string }{
		{`First broadcast: 28 October at 9:00 pm!`, `First broadcast, 28 October at 9:00 pm.`},
		{`See http://x.org/a:b; then stop`, `See http://x.org/a:b then stop`},
		{`Detached on 6 August,, Washington`, `Detached on 6 August, Washington`},
		{`dynamic logic,.`, `dynamic logic.`},
		{`Really?! Yes!!`, `Really? Yes.`},
		{`Wait... and…`, `Wait. and.`},
		{`the U.S.. And etc... and D.C., too`, `the U.S. And etc. and D.C., too`},
		{`by A!,! and U.S.,. or U.S.;?`, `by A. and U.S. or U.S.?`},
		{`a : b ; c`, `a, b c`},
		{`Routledge: New York.`, `Routledge, New York.`},
		{`no marks here`, `no marks here`},
		{`;`, ``},
		{`x,"; y`, `x," y`},
		{`Note： it works！ Yes； no`, `Note, it works. Yes no`},
		// The full-width forms of the marks the classifier predicts are
		// them with any replacement; a name's own "!" stays.
		{`Really？ Yes， no． Oh！`, `Really? Yes, no. Oh.`},
		{`I use Yahoo! Finance and Jeopardy!, Yahoo!!`, `I use Yahoo! Finance and Jeopardy!, Yahoo!.`},
		// A colon between numbers is said "to" (GTN: a ratio, a
		// journal's volume and page): it stays, as a dash there does.
		{`Journal 94: 501. the 1: 1 ratio, 40 : 12 and 3： 4`, `Journal 94: 501. the 1: 1 ratio, 40 : 12 and 3： 4`},
		// After a bracket or a mark too (it was replaced there, and a
		// colon joined to 0" by cleaning was replaced by a second one).
		{`75 (3): 279 and 0" :" 0`, `75 (3): 279 and 0" :" 0`},
		{`Note: 5 apples, at 9: noon, in 1990:`, `Note, 5 apples, at 9, noon, in 1990,`},
		// A URL's colon, tokenized apart from its "//", is said "colon".
		{`See http: //www.x.org/a now: /b`, `See http: //www.x.org/a now, /b`},
	} {
		if got, _ := stripMarks(tc.in, nil, c); got != tc.want {
			t.Errorf("stripMarks(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	// A word of dashes alone between clauses becomes a comma on the word
	// before; a dash in or at the end of a word stays.
	opts.ReplaceMarks = "dash=comma"
	c = mustDeriver(t, opts).clean
	for _, tc := range []struct{ in, want string }{
		{`Middle California Region — United States`, `Middle California Region, United States`},
		{`Congress -- 1904 and HIV- AIDS in 1990-95`, `Congress, 1904 and HIV- AIDS in 1990-95`},
		// At the text's start the comma goes too (Appendix A: a mark
		// starting the text is removed); joined marks collapse.
		{`— Robert wins`, `Robert wins`},
		// A dash between numbers is a range or a score, said "to": it
		// stays (it was "1960, 1962").
		{`between 1960 - 1962 and 4 - 6, (1818 — 1858) $5 -- $10 in 2010 - 86 %`, `between 1960 - 1962 and 4 - 6, (1818 — 1858) $5 -- $10 in 2010 - 86 %`},
		{`pp. 5 - x and y - 6, 7 -`, `pp. 5, x and y, 6, 7,`},
		// A full-width mark after the dashes is the sentence mark it is
		// written as (`—？` was no dash word, and cleaning `-？` gave
		// `-?`, which a second cleaning removed: FuzzStripQuotes).
		{`History —？ Yes`, `History? Yes`},
		{`-？`, ``},
	} {
		if got, _ := stripMarks(tc.in, nil, c); got != tc.want {
			t.Errorf("dash=comma: stripMarks(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	opts.ReplaceMarks = "dash=drop"
	if got, _ := stripMarks(`a — b - c`, nil, mustDeriver(t, opts).clean); got != `a b c` {
		t.Errorf("dash=drop: %q", got)
	}
	// A dash beside a mark dropped is a word of dashes (it was left `-`).
	opts.ReplaceMarks = "dash=comma,semicolon=drop"
	if got, _ := stripMarks(`a ;- b`, nil, mustDeriver(t, opts).clean); got != `a, b` {
		t.Errorf("dash beside a dropped mark: %q", got)
	}
	// Marks standing alone that join the word before collapse with its
	// own: they were `a,, b` and `x?..`, punct_multiple rejects.
	opts.ReplaceMarks = "dash=comma,exclamation=period"
	opts.StripQuotes = true
	c = mustDeriver(t, opts).clean
	for _, tc := range []struct{ in, want string }{
		{`a — — b`, `a, b`},
		{`x ?!. y`, `x? y`},
		{`U.S. — b`, `U.S., b`},
		{`x " !!! "`, `x.`},
		{`" — Robert wins`, `Robert wins`},
		{`a " — b`, `a, b`},
		// Glued to a quote the cleaning strips: it was `0 —`, whose dash a
		// second cleaning replaced (found by fuzzing idempotence).
		{`0 —" b`, `0, b`},
		{`a "— b`, `a, b`},
		// A detached possessive's marks are a word's.
		{`the boys '!? toys and Thomas '" works`, `the boys'? toys and Thomas' works`},
		{`Is it 000 '？`, `Is it 000?`},
		{`' he yells !'`, `he yells.`},
	} {
		if got, _ := stripMarks(tc.in, nil, c); got != tc.want {
			t.Errorf("joined: stripMarks(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	// A detached quote beside a bracket goes with it (it was left, `c
	// '..`, and a second cleaning of that text removed it).
	opts.StripBrackets, opts.CollapseMarks = true, true
	if got, _ := stripMarks(`a ( ' b ') c '!!(`, nil, mustDeriver(t, opts).clean); got != `a b c.` {
		t.Errorf("quote and bracket: %q", got)
	}
	opts.ReplaceMarks = "colon=comma"
	if got, _ := stripMarks(`0" :" 0`, nil, mustDeriver(t, opts).clean); got != `0": 0` {
		t.Errorf("colon between numbers joined: %q", got)
	}
	opts.StripQuotes, opts.StripBrackets, opts.CollapseMarks = false, false, false
	// Collapsing alone replaces nothing: a colon after a comma is the
	// stronger mark and stays.
	if got, _ := stripMarks(`one,: two,, three`, nil, markCleaning{collapse: true}); got != `one: two, three` {
		t.Errorf("collapse only: %q", got)
	}
}

// TestDeriveReplaceMarks: a sentence with a colon and an exclamation,
// rejected by default, becomes rows realizing the cleaned text exactly,
// with the replacement as its punctuation label; spans keep their text.
func TestDeriveReplaceMarks(t *testing.T) {
	written := "First broadcast: 28 October 2014!"
	spoken := "first broadcast the twenty eighth of october twenty fourteen"
	if _, rj := mustDeriver(t, DefaultOptions()).Derive(written, spoken, nil); rj == nil || rj.Rule != RulePunctColon {
		t.Fatalf("by default: %v, want a %s reject", rj, RulePunctColon)
	}
	opts := DefaultOptions()
	opts.ReplaceMarks = "exclamation=period,colon=comma"
	ex, rj := mustDeriver(t, opts).Derive(written, spoken, nil)
	if rj != nil {
		t.Fatalf("with ReplaceMarks: %v", rj)
	}
	got, err := ex.Realize()
	if want := "First broadcast, 28 October 2014."; err != nil || got != want {
		t.Fatalf("realized %q (%v), want %q", got, err, want)
	}
	if ex.Punct[1] != PunctComma || ex.Punct[len(ex.Punct)-1] != PunctPeriod {
		t.Errorf("punct labels %v: want a comma after broadcast and a final period", ex.Punct)
	}
	// Collapsing: "August,," is a punct_multiple reject without it.
	written, spoken = "On 6 August,, Washington sailed.", "on six august washington sailed"
	if _, rj := mustDeriver(t, DefaultOptions()).Derive(written, spoken, nil); rj == nil || rj.Rule != RulePunctMultiple {
		t.Fatalf("by default: %v, want a %s reject", rj, RulePunctMultiple)
	}
	opts = DefaultOptions()
	opts.CollapseMarks = true
	ex, rj = mustDeriver(t, opts).Derive(written, spoken, nil)
	if rj != nil {
		t.Fatalf("with CollapseMarks: %v", rj)
	}
	if got, _ := ex.Realize(); got != "On 6 August, Washington sailed." {
		t.Errorf("realized %q", got)
	}
}

// TestDeriveDashRange: with dash=comma a range said "to" keeps its dash,
// so the span row writes "1960 - 1962"; it taught "1960, 1962".
func TestDeriveDashRange(t *testing.T) {
	opts := DefaultOptions()
	opts.ReplaceMarks = "dash=comma"
	ex, rj := mustDeriver(t, opts).Derive("He served between 1960 - 1962.", "he served between nineteen sixty to nineteen sixty two", nil)
	if rj != nil {
		t.Fatal(rj)
	}
	if got := ex.Outputs(); len(got) != 1 || got[0] != "1960 - 1962" {
		t.Errorf("span outputs %q, want [1960 - 1962]", got)
	}
}

// TestDeriveColonRatio: with colon=comma a colon between numbers said
// "to" keeps its colon, so the span row writes "94: 501"; it taught
// "ninety four to five hundred one" -> "94, 501".
func TestDeriveColonRatio(t *testing.T) {
	opts := DefaultOptions()
	opts.ReplaceMarks = "colon=comma"
	ex, rj := mustDeriver(t, opts).Derive("The Astrophysical Journal 94: 501.", "the astrophysical journal ninety four to five hundred one", nil)
	if rj != nil {
		t.Fatal(rj)
	}
	if got := ex.Outputs(); len(got) != 1 || got[0] != "94: 501" {
		t.Errorf("span outputs %q, want [94: 501]", got)
	}
}

// TestDeriveWideMarks: a full-width mark at a word's end is a reject
// naming it (it was kept in the word: the span model learnt to write
// "Really？"); with any --replace-marks the full-width forms of . , ? are
// those marks, labels the classifier predicts.
func TestDeriveWideMarks(t *testing.T) {
	for written, rule := range map[string]string{
		"Really？ yes": RulePunctOther, "Note： it works": RulePunctColon, "it works！": RulePunctExclaim,
		"yes； no": RulePunctSemicolon, "a， b。": RulePunctOther, "94： 501": RulePunctColon,
	} {
		spoken := strings.ToLower(strings.Map(func(r rune) rune {
			if isWideMark(r) {
				return -1
			}
			return r
		}, written))
		if _, rj := mustDeriver(t, DefaultOptions()).Derive(written, spoken, nil); rj == nil || rj.Rule != rule {
			t.Errorf("%q: %v, want a %s reject", written, rj, rule)
		}
	}
	opts := DefaultOptions()
	opts.ReplaceMarks = "exclamation=period"
	ex, rj := mustDeriver(t, opts).Derive("Really？ Yes， it works！", "really yes it works", nil)
	if rj != nil {
		t.Fatal(rj)
	}
	if got, _ := ex.Realize(); got != "Really? Yes, it works." || ex.Punct[0] != PunctQuestion || ex.Punct[1] != PunctComma {
		t.Errorf("realized %q, punct %q", got, ex.Punct)
	}
}

// TestDeriveBangName: a name written with "!" (Yahoo!) keeps it as a
// mixed-case word the span model writes, with or without
// exclamation=period (which made it "Yahoo. Finance", a sentence's end).
func TestDeriveBangName(t *testing.T) {
	opts := DefaultOptions()
	for _, marks := range []string{"", "exclamation=period"} {
		opts.ReplaceMarks = marks
		ex, rj := mustDeriver(t, opts).Derive("I use Yahoo! Finance daily.", "i use yahoo finance daily", nil)
		if rj != nil {
			t.Fatalf("%q: %v", marks, rj)
		}
		if got, _ := ex.Realize(); got != "I use Yahoo! Finance daily." || ex.Case[2] != CaseMixed || ex.Punct[2] != PunctNone {
			t.Errorf("%q: realized %q, case %q, punct %q", marks, got, ex.Case, ex.Punct)
		}
		if got := ex.Outputs(); len(got) != 1 || got[0] != "Yahoo!" {
			t.Errorf("%q: outputs %q, want [Yahoo!]", marks, got)
		}
	}
	// Any other word's "!" is still a sentence mark.
	opts.ReplaceMarks = ""
	if _, rj := mustDeriver(t, opts).Derive("I use Google! Finance daily.", "i use google finance daily", nil); rj == nil || rj.Rule != RulePunctExclaim {
		t.Errorf("Google!: %v, want a %s reject", rj, RulePunctExclaim)
	}
}

// TestDeriveLeadingDecimal: a decimal written without its zero is a span
// (.878 was a punct_multiple reject, as if its point were a mark); after a
// word that takes an abbreviation period (GTN's "p .12" for "p. 12") it is
// a punct_other reject naming the moved period, also inside a longer span
// ("1988, pp .74 - 6." was kept).
func TestDeriveLeadingDecimal(t *testing.T) {
	d := mustDeriver(t, DefaultOptions())
	for written, spoken := range map[string]string{
		"He recorded an .878 fielding percentage.": "he recorded an point eight seven eight fielding percentage",
		"He fired a .22 rifle.":                    "he fired a point two two rifle",
	} {
		ex, rj := d.Derive(written, spoken, nil)
		if rj != nil {
			t.Fatalf("%q: %v", written, rj)
		}
		if got := ex.Outputs(); len(got) != 1 || got[0][0] != '.' {
			t.Errorf("%q: outputs %q, want the decimal", written, got)
		}
	}
	for written, spoken := range map[string]string{
		"The Times, p .12 today.":     "the times p point one two today",
		"It dates from c .1400.":      "it dates from c point one four o o",
		"Sainsbury 1988, pp .74 - 6.": "sainsbury nineteen eighty eight p p point seven four to six",
	} {
		_, rj := d.Derive(written, spoken, nil)
		if rj == nil || rj.Rule != RulePunctOther || !strings.Contains(rj.Reason, "moved onto the number") {
			t.Errorf("%q: %v, want a %s reject naming the moved period", written, rj, RulePunctOther)
		}
	}
}

// TestDeriveSaidMarks: a pair whose spoken side names a mark keeps it
// with --replace-marks, as without it (a span may not write ";": a
// punct_semicolon reject), where the span row wrote "2799. PDF" for
// "semicolon"; the marks it does not name are replaced, and so are those
// whose name is a word of the written side ("colon cancer").
func TestDeriveSaidMarks(t *testing.T) {
	opts := DefaultOptions()
	opts.ReplaceMarks = "colon=comma,semicolon=period,exclamation=period"
	d := mustDeriver(t, opts)
	_, rj := d.Derive("Stable URL: jstor.org/2799; PDF at once!", "stable u r l jstor dot org slash two seven nine nine semicolon p d f at once", nil)
	if rj == nil || rj.Rule != RulePunctSemicolon {
		t.Fatalf("%v, want a %s reject", rj, RulePunctSemicolon)
	}
	// A name the written side writes as a word ("colon cancer") says no
	// mark: the mark is replaced (it stayed, a punct_colon reject).
	for written, want := range map[string]string{
		"Type: the colon key!":                   "Type, the colon key.",
		"Risk factors: colon cancer and smoking": "Risk factors, colon cancer and smoking",
	} {
		ex, rj := d.Derive(written, strings.ToLower(strings.NewReplacer(":", "", "!", "").Replace(written)), nil)
		if rj != nil {
			t.Errorf("%q: %v", written, rj)
		} else if got, _ := ex.Realize(); got != want {
			t.Errorf("%q: realized %q, want %q", written, got, want)
		}
	}
	// More names than such words: which says the mark is not told
	// apart, and the mark stays.
	ex, rj := d.Derive("Risk: colon cancer", "risk colon colon cancer", nil)
	if rj == nil || rj.Rule != RulePunctColon {
		t.Errorf("%v %q, want a %s reject", rj, ex.Punct, RulePunctColon)
	}
	if ex, rj = d.Derive("Type: the key!", "type the key", nil); rj != nil {
		t.Fatal(rj)
	} else if got, _ := ex.Realize(); got != "Type, the key." {
		t.Errorf("realized %q", got)
	}
	if got := d.clean.forSpoken(spokenTokens("a colon b", nil), "a: b"); got.replace[':'] != 0 || got.replace[';'] != '.' || d.clean.replace[':'] != ',' {
		t.Errorf("forSpoken(colon): %v (the deriver's: %v)", got.replace, d.clean.replace)
	}
	// One colon said of two: the said one (the URL's, "p colon") stays,
	// the title's is replaced; both stayed, a punct_colon reject.
	ex, rj = d.Derive("Journey: see http://x.org now.", "journey see h t t p colon slash slash x dot org now", nil)
	if rj != nil {
		t.Fatal(rj)
	}
	if got, _ := ex.Realize(); got != "Journey, see http://x.org now." {
		t.Errorf("one colon said of two: realized %q", got)
	}
	// A semicolon said, another not: "2799; PDF" stays a reject, "Note;"
	// is not what made it one.
	_, rj = d.Derive("Note; see jstor.org/2799; PDF now.", "note see jstor dot org slash two seven nine nine semicolon p d f now", nil)
	if rj == nil || rj.Rule != RulePunctSemicolon || !strings.Contains(rj.Reason, "2799;") {
		t.Errorf("%v, want a %s reject of the URL's span", rj, RulePunctSemicolon)
	}
	opts.ReplaceMarks = "dash=comma"
	ex, rj = mustDeriver(t, opts).Derive("The value - 5 here.", "the value minus five here", nil)
	if rj != nil {
		t.Fatal(rj)
	}
	if got := ex.Outputs(); len(got) != 1 || got[0] != "- 5" {
		t.Errorf("said minus: outputs %q, want [- 5]", got)
	}
}

// TestCleanedCounts: each kept example says which cleanings, each alone,
// changed its written text; Counts add them up and CleaningTSV lists the
// cleanings asked for only (none: no lines, so a version derived without
// cleaning keeps its labels file).
func TestCleanedCounts(t *testing.T) {
	opts := DefaultOptions()
	opts.StripQuotes, opts.CollapseMarks = true, true
	opts.ReplaceMarks = "colon=comma"
	d := mustDeriver(t, opts)
	var c Counts
	for _, tc := range []struct {
		written, spoken string
		want            Cleanings
	}{
		{`He said "hello" in 2019.`, "he said hello in twenty nineteen", CleanedQuotes},
		{"Note: it rained,, in 2019.", "note it rained in twenty nineteen", CleanedMarks | CleanedCollapse},
		{"It rained in 2019.", "it rained in twenty nineteen", 0},
	} {
		ex, rj := d.Derive(tc.written, tc.spoken, nil)
		if rj != nil {
			t.Fatalf("%q: %v", tc.written, rj)
		}
		if ex.Cleaned != tc.want {
			t.Errorf("%q: cleaned %b, want %b", tc.written, ex.Cleaned, tc.want)
		}
		if err := c.AddExample(&ex); err != nil {
			t.Fatal(err)
		}
	}
	want := "cleaned\tstrip_quotes\t1\ncleaned\treplace_marks\t1\ncleaned\tcollapse_marks\t1\ncleaned\trows\t2\n"
	if got := c.CleaningTSV(opts.Asked()); got != want {
		t.Errorf("CleaningTSV:\n%s\nwant\n%s", got, want)
	}
	if got := c.CleaningTSV(DefaultOptions().Asked()); got != "" {
		t.Errorf("no cleaning asked: %q", got)
	}
}

// TestDeriveReplacedInSpan: a clause's mark replaced between two
// neighbouring entities (one ITN span for the classifier) is a reject by
// its class; it taught the span model "PC. Dr." and "5 kg, 3". At a
// span's end the replacement is the classifier's mark, as before.
func TestDeriveReplacedInSpan(t *testing.T) {
	opts := DefaultOptions()
	opts.ReplaceMarks = "colon=comma,semicolon=period"
	d := mustDeriver(t, opts)
	for _, tc := range []struct{ written, spoken, rule string }{
		{"He bought a PC; Dr. Smith sold it.", "he bought a p c doctor smith sold it", RulePunctSemicolon},
		{"It was 5 kg: 3 went.", "it was five kilograms three went", RulePunctColon},
	} {
		_, rj := d.Derive(tc.written, tc.spoken, nil)
		if rj == nil || rj.Rule != tc.rule || !strings.Contains(rj.Reason, "a clause's mark replaced inside the span") {
			t.Errorf("%q: %v, want a %s reject", tc.written, rj, tc.rule)
		}
	}
	ex, rj := d.Derive("He bought a PC; he sold it.", "he bought a p c he sold it", nil)
	if rj != nil {
		t.Fatal(rj)
	}
	if got, _ := ex.Realize(); got != "He bought a PC. he sold it." || ex.Spans[0].Output != "PC" {
		t.Errorf("realized %q, spans %+v", got, ex.Spans)
	}
}
