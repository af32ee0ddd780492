package eval

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

func score(t *testing.T, opts Options, r Record) Counts {
	t.Helper()
	s, err := NewScorer(opts).Score(&r)
	if err != nil {
		t.Fatal(err)
	}
	return s.Counts
}

// TestSuterNovakExample is the worked example of the reproduction (week
// 14): uWER is computed on [Und Land Prozent Steuern] against
// [Und Land Steuern], pWER on [, .] against [.].
func TestSuterNovakExample(t *testing.T) {
	r := Record{
		Ref: "Und auch wer nur hier im Land operiert , zahlt nur zehn Prozent Steuern .",
		Hyp: "Und auch wer nur hier im Land operiert zahlt nur 10 % Steuern .",
	}
	c := score(t, Options{}, r)
	want := map[Class]ClassCounts{
		ClassUpper:  {Errors: 1, Ref: 4, Hyp: 3},         // Prozent deleted
		ClassPunct:  {Errors: 1, Ref: 2, Hyp: 1},         // the comma deleted
		ClassCopy:   {Errors: 1, Ref: 9, Hyp: 8},         // zehn deleted
		ClassDigit:  {Errors: 1, Ref: 0, Hyp: 1, Ins: 1}, // 10 inserted
		ClassSymbol: {Errors: 1, Ref: 0, Hyp: 1, Ins: 1}, // % inserted
	}
	for cl, w := range want {
		if c.Class[cl] != w {
			t.Errorf("%s: got %+v, want %+v", cl.Name(), c.Class[cl], w)
		}
	}
	// Word level: the comma deleted, zehn -> 10 and Prozent -> % substituted.
	if c.Sub != 2 || c.Del != 1 || c.Ins != 0 || c.RefWords != 15 || c.SentencesCorrect != 0 {
		t.Errorf("word counts S=%d D=%d I=%d N=%d correct=%d, want 2 1 0 15 0", c.Sub, c.Del, c.Ins, c.RefWords, c.SentencesCorrect)
	}
	if got := ClassesOf("Prozent"); len(got) != 1 || got[0] != ClassUpper {
		t.Errorf("ClassesOf(Prozent) = %v", got)
	}
}

func TestITNSplit(t *testing.T) {
	// src/ref alignment: "it costs" match (non-ITN); "$", "10" are ITN.
	r := Record{Src: "it costs ten dollars", Ref: "it costs $ 10", Hyp: "it cost $ 10 ."}
	c := score(t, Options{}, r)
	if c.ITNRef != 2 || c.NonITNRef != 2 {
		t.Fatalf("ITN/non-ITN ref words %d/%d, want 2/2", c.ITNRef, c.NonITNRef)
	}
	// costs -> cost is a non-ITN error; the final "." is inserted after the
	// ITN word "10", so it is charged to ITN.
	if c.NonITNErrors != 1 || c.ITNErrors != 1 {
		t.Fatalf("ITN/non-ITN errors %d/%d, want 1/1", c.ITNErrors, c.NonITNErrors)
	}
	// An insertion before every ref token goes to the first ref token.
	c = score(t, Options{}, Record{Src: "x", Ref: "a", Hyp: "b a"})
	if c.ITNErrors != 1 || c.NonITNErrors != 0 {
		t.Fatalf("leading insertion: ITN/non-ITN errors %d/%d, want 1/0", c.ITNErrors, c.NonITNErrors)
	}
	// With an empty reference it is non-ITN.
	c = score(t, Options{}, Record{Src: "x", Ref: "", Hyp: "b"})
	if c.ITNErrors != 0 || c.NonITNErrors != 1 {
		t.Fatalf("empty ref: ITN/non-ITN errors %d/%d, want 0/1", c.ITNErrors, c.NonITNErrors)
	}
}

func TestMultiRef(t *testing.T) {
	cases := []struct {
		hyp  string
		want string
	}{
		{"it costs $ 10", MultiRefCorrect},        // equal to ref once spaces are gone
		{"it costs ten dollars", MultiRefCorrect}, // equal to the alternative
		{"it costs 10 $", MultiRefOther},          // digits agree with ref
		{"it costs 11 $", MultiRefDigit},          // digits agree with no reference
		{"It costs $10", MultiRefOther},           // case counts
	}
	for _, tc := range cases {
		r := Record{Ref: "it costs $10", Refs: []string{"it costs ten dollars"}, Hyp: tc.hyp}
		s, err := NewScorer(Options{}).Score(&r)
		if err != nil {
			t.Fatal(err)
		}
		if s.MultiRef != tc.want {
			t.Errorf("%q: %s, want %s", tc.hyp, s.MultiRef, tc.want)
		}
	}
}

func TestPER(t *testing.T) {
	// ref marks , . ?; hyp moved the comma after "b" and dropped the
	// period: the masked DP aligns hyp "," with ref "." (a substitution),
	// deletes ref ",", and "?" is correct.
	c := score(t, Options{}, Record{Ref: "a , b . c ?", Hyp: "a b , c ?"})
	// Per mark (, . ?): the F1 counts of Universal-2-TF's Table 4.
	if want := (PERCounts{Correct: 1, Sub: 1, Del: 1, Ins: 0, RefMarks: [3]int64{1, 1, 1}, HypMarks: [3]int64{1, 0, 1}, CorrectMarks: [3]int64{0, 0, 1}}); c.PER != want {
		t.Fatalf("PER counts %+v, want %+v", c.PER, want)
	}
	// Attached marks are tokens too ([\w']+|[,.?]), other punctuation is
	// ignored, and an extra "?" is an insertion.
	c = score(t, Options{}, Record{Ref: "Hi, dear! Nice.", Hyp: "Hi, dear? Nice."})
	if want := (PERCounts{Correct: 2, Ins: 1, RefMarks: [3]int64{1, 1, 0}, HypMarks: [3]int64{1, 1, 1}, CorrectMarks: [3]int64{1, 1, 0}}); c.PER != want {
		t.Fatalf("PER counts %+v, want %+v", c.PER, want)
	}
	// Identical sentences: every mark correct.
	c = score(t, Options{}, Record{Ref: "a, b. c?", Hyp: "a, b. c?"})
	if want := (PERCounts{Correct: 3, RefMarks: [3]int64{1, 1, 1}, HypMarks: [3]int64{1, 1, 1}, CorrectMarks: [3]int64{1, 1, 1}}); c.PER != want {
		t.Fatalf("PER counts %+v, want %+v", c.PER, want)
	}
}

func TestCER(t *testing.T) {
	// Punctuation removed, spaces collapsed: "Hello World" vs
	// "hello world", two substitutions over 11 characters.
	c := score(t, Options{}, Record{Ref: "Hello , World .", Hyp: "hello world"})
	if c.CharErrors != 2 || c.CharRef != 11 {
		t.Fatalf("CER %d/%d, want 2/11", c.CharErrors, c.CharRef)
	}
	if got := StripPunct(" Don't , stop  . "); got != "Dont stop" {
		t.Fatalf("StripPunct = %q", got)
	}
}

func TestEmptyAndAdditive(t *testing.T) {
	recs := []Record{
		{Ref: "", Hyp: ""},
		{Ref: "", Hyp: "extra words"},
		{Ref: "only ref", Hyp: ""},
		{Ref: "a b c", Hyp: "a b c", Src: "a b c"},
	}
	sc := NewScorer(Options{})
	var total Counts
	for i := range recs {
		s, err := sc.Score(&recs[i])
		if err != nil {
			t.Fatal(err)
		}
		total.Add(s.Counts)
	}
	if total.Sentences != 4 || total.SentencesCorrect != 2 || total.Ins != 2 || total.Del != 2 || total.RefWords != 5 {
		t.Fatalf("totals %+v", total)
	}
	// Empty references and empty hypotheses are counted in the scoring
	// pass (train's note on a model that decodes nothing read the
	// predictions a second time to count them).
	if total.EmptyRefSentences != 2 || total.EmptyHypSentences != 2 {
		t.Fatalf("empty refs %d, empty hyps %d; want 2, 2", total.EmptyRefSentences, total.EmptyHypSentences)
	}
	if s, _ := sc.Score(&Record{Ref: "a", Hyp: " \t "}); s.Counts.EmptyHypSentences != 1 {
		t.Fatalf("a blank hypothesis: empty hyps %d, want 1", s.Counts.EmptyHypSentences)
	}
	for _, row := range total.Rows(Options{}) {
		if row.Rate != nil && (math.IsNaN(*row.Rate) || math.IsInf(*row.Rate, 0)) {
			t.Fatalf("row %s rate %v", row.Type, *row.Rate)
		}
	}
	var empty Counts
	for _, row := range empty.Rows(Options{}) {
		if row.Rate != nil {
			t.Fatalf("empty corpus: row %s has rate %v", row.Type, *row.Rate)
		}
	}
}

func TestEqualNoSpaceDigits(t *testing.T) {
	cases := []struct {
		a, b          string
		noSpace, digs bool
	}{
		{"a b", "ab", true, true},
		{"é 1", "é1", true, true},
		{"a\u00a0b", "ab", true, true},
		{"x\x1cy", "xy", true, true},
		{"1 2", "12", true, true},
		{"a1", "b1", false, true},
		{"٣ é", "٣é", true, true},
		{"١", "1", false, false},
		{"ab", "abc", false, true},
		{"", "   ", true, true},
	}
	for _, c := range cases {
		if got := equalNoSpace(c.a, c.b); got != c.noSpace {
			t.Errorf("equalNoSpace(%q, %q) = %v", c.a, c.b, got)
		}
		if got := equalDigits(c.a, c.b); got != c.digs {
			t.Errorf("equalDigits(%q, %q) = %v", c.a, c.b, got)
		}
	}
}

func TestLimits(t *testing.T) {
	big := strings.Repeat("a ", MaxFieldBytes/2+1)
	_, err := NewScorer(Options{}).Score(&Record{Ref: big, Hyp: "a"})
	if err == nil || !strings.Contains(err.Error(), "ref is 262146 bytes, over the 262144-byte limit") {
		t.Fatalf("error %v", err)
	}
	// 40k distinct-ish tokens on both sides: over the alignment bound, an
	// error rather than gigabytes of DP columns.
	var ref, hyp strings.Builder
	for i := 0; i < 40000; i++ {
		fmt.Fprintf(&ref, "%d ", i%50)
		fmt.Fprintf(&hyp, "%d ", (i+1)%50)
	}
	_, err = NewScorer(Options{}).Score(&Record{Ref: ref.String(), Hyp: hyp.String()})
	if err == nil || !strings.Contains(err.Error(), "too long to align") {
		t.Fatalf("error %v", err)
	}
}

// TestClassBitsFastPath: the table-driven ASCII path agrees with the
// character-by-character definition on every ASCII token of up to two
// characters, the symbol list, and random tokens, under every definition.
func TestClassBitsFastPath(t *testing.T) {
	var toks []string
	for a := 0; a < 128; a++ {
		toks = append(toks, string(rune(a)))
		for b := 0; b < 128; b++ {
			toks = append(toks, string([]byte{byte(a), byte(b)}))
		}
	}
	for s := range paperSymbols {
		toks = append(toks, s, s+"x", "x"+s)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		b := make([]byte, 1+rng.IntN(8))
		for i := range b {
			b[i] = "aZ09.,:;!/?-()\"'%&+ EURkmgl2é°"[rng.IntN(30)]
		}
		toks = append(toks, string(b))
	}
	toks = append(toks, "", "Straße", "°C", "²", "Ⅻ")
	for _, p := range []Definition{DefinitionPaper, DefinitionAnchor} {
		for _, s := range []Definition{DefinitionPaper, DefinitionAnchor} {
			for _, tok := range toks {
				if got, want := classBits(tok, p, s), classBitsRunes(tok, p, s); got != want {
					t.Fatalf("classBits(%q, %v, %v) = %05b, want %05b", tok, p, s, got, want)
				}
			}
		}
	}
}
