package eval

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestClassRowOverNoReferenceTokenSaysInserted: tagger predictions whose
// references hold no punctuation (a tagger's targets) and whose
// hypotheses hold some gave "Punctuation 2 0 n/a" beside PER's row, and
// a line under the table; the row itself says its errors are the
// hypotheses' insertions, which Suter & Novak's class WER counts (the
// edit distance of the class's tokens alone).
func TestClassRowOverNoReferenceTokenSaysInserted(t *testing.T) {
	var c Counts
	sc := NewScorer(Options{})
	for _, r := range []Record{{Src: "we paid twenty five dollars", Ref: "we paid 25 dollars", Hyp: "we paid 25 . dollars"},
		{Src: "on may fifth", Ref: "on may 5th", Hyp: "on may , 5th"}} {
		s, err := sc.Score(&r)
		if err != nil {
			t.Fatal(err)
		}
		c.Add(s.Counts)
	}
	if k := c.Class[ClassPunct]; k != (ClassCounts{Errors: 2, Ref: 0, Hyp: 2, Ins: 2}) {
		t.Fatalf("punctuation class counts %+v, want 2 errors, 0 reference tokens, 2 hypothesis tokens, 2 insertions", k)
	}
	var b strings.Builder
	if err := c.WriteTable(&b, Options{}); err != nil {
		t.Fatal(err)
	}
	var row string
	for _, l := range strings.Split(b.String(), "\n") {
		if strings.HasPrefix(l, "Punctuation ") && !strings.HasPrefix(l, "Punctuation Mark") {
			row = l
		}
	}
	if !strings.Contains(row, `( ) ": none, so every error is an insertion`) {
		t.Errorf("punctuation row %q does not say its errors are insertions:\n%s", row, b.String())
	}
	if strings.Contains(b.String(), "Punctuation: 2 error(s) over a TOTAL of 0") {
		t.Errorf("the row says it; the line under the table repeats it:\n%s", b.String())
	}
}

// TestClassInsertionsCountedApart: a class row over reference tokens
// folded its insertions (class tokens only the hypothesis has) into
// ERRORS with nothing to tell them from errors on the reference tokens:
// "so . . , we left ." against "so , we left ." gave "Punctuation 2 2
// 100%" with both reference marks right. Suter & Novak's ERRORS (the edit
// distance of the class's tokens) stays; the Insertion row under each
// class row, the JSON's class_wer "ins" and --details' "class_ins" count
// the insertions, on the alignment the word rows use.
func TestClassInsertionsCountedApart(t *testing.T) {
	var c Counts
	sc := NewScorer(Options{})
	var details []byte
	for i, r := range []Record{
		// Punctuation [, .] against [. . , .]: the "," and the final
		// "." match, the two "." before them are inserted.
		{Ref: "so , we left .", Hyp: "so . . , we left ."},
		// Digit [25 5th] against [26 5th 7]: 25 -> 26, 7 inserted.
		{Ref: "we paid 25 on the 5th", Hyp: "we paid 26 on the 5th 7"},
		// Equal class tokens: nothing.
		{Ref: "at 3 pm", Hyp: "at 3 p.m."},
	} {
		s, err := sc.Score(&r)
		if err != nil {
			t.Fatal(err)
		}
		c.Add(s.Counts)
		details = AppendDetails(details, "x", int64(i+1), &r, &s, Options{})
		details = append(details, '\n')
	}
	for cl, want := range map[Class]ClassCounts{
		ClassPunct: {Errors: 2, Ref: 2, Hyp: 4, Ins: 2},
		ClassDigit: {Errors: 2, Ref: 3, Hyp: 4, Ins: 1},
	} {
		if c.Class[cl] != want {
			t.Errorf("%s: %+v, want %+v", cl.Name(), c.Class[cl], want)
		}
	}
	rows := map[string]Row{}
	for _, r := range c.Rows(Options{}) {
		rows[r.Key] = r
	}
	if r := rows["punct_ins"]; r.Type != "  Insertion" || r.Errors != 2 || r.Total != 2 || r.Rate == nil || *r.Rate != 1 {
		t.Errorf("punctuation's insertion row %+v", r)
	}
	if r := rows["digit_ins"]; r.Errors != 1 || r.Total != 3 {
		t.Errorf("digit's insertion row %+v", r)
	}
	if r := rows["digit"]; r.Errors != 2 || r.Total != 3 {
		t.Errorf("digit's row %+v: ERRORS is still the class's edit distance", r)
	}
	var b strings.Builder
	if err := c.WriteTable(&b, Options{}); err != nil {
		t.Fatal(err)
	}
	table := b.String()
	if i := strings.Index(table, "\nDigit "); i < 0 || !strings.HasPrefix(table[strings.Index(table[i+1:], "\n")+i+2:], "  Insertion                   1       3      33.33%") {
		t.Errorf("no Insertion row under Digit:\n%s", table)
	}
	if !strings.Contains(table, "ERRORS minus it are the errors on reference tokens") {
		t.Errorf("the note under the table does not say what the Insertion rows count:\n%s", table)
	}
	js, err := json.Marshal(c.Summarize(Options{}))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(js), `"digit":{"wer":0.6666666666666666,"errors":2,"ref":3,"hyp":4,"ins":1}`) {
		t.Errorf("class_wer has no insertions: %s", js)
	}
	if !strings.Contains(string(details), `"classes":{"copy":[0,4],"upper":[0,0],"digit":[2,2],"punct":[0,0],"symbol":[0,0]},"class_ins":{"copy":0,"upper":0,"digit":1,"punct":0,"symbol":0},`) {
		t.Errorf("--details has no class insertions: %s", details)
	}
}

// TestPunctuationRowOnWrittenTextSaysTokenize: a u2tf model's predictions
// are written text, marks on their words ("it?", "p.m.,"); under the
// default --tokenize ws the Punctuation row read "0 0 n/a" beside PER's
// row over the same marks, with nothing to say why. A line under the
// table says it and names --tokenize punct; with it, or where the
// references have marks of their own, there is no such line.
func TestPunctuationRowOnWrittenTextSaysTokenize(t *testing.T) {
	table := func(o Options, recs ...Record) string {
		var c Counts
		sc := NewScorer(o)
		for _, r := range recs {
			s, err := sc.Score(&r)
			if err != nil {
				t.Fatal(err)
			}
			c.Add(s.Counts)
		}
		var b strings.Builder
		if err := c.WriteTable(&b, o); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	written := Record{Src: "the train leaves at eleven p m doesn't it", Ref: "The train leaves at 11 p.m., doesn't it?", Hyp: "The train leaves at 11 p.m. doesn't it?"}
	const note = "Punctuation: no reference token is a mark alone, yet the references hold"
	if got := table(Options{}, written); !strings.Contains(got, note+" 4 marks , . ? (PER's): --tokenize ws leaves a mark on its word") {
		t.Errorf("no line under the table says why Punctuation counts no reference token:\n%s", got)
	}
	if got := table(Options{Tokenize: TokenizePunct}, written); strings.Contains(got, note) {
		t.Errorf("--tokenize punct splits the marks off, yet:\n%s", got)
	}
	if got := table(Options{}, Record{Ref: "He left.", Hyp: "He left"}); !strings.Contains(got, note+" 1 mark , . ? (PER's)") {
		t.Errorf("one mark:\n%s", got)
	}
	spaced := Record{Src: "he left", Ref: "he left .", Hyp: "he left"}
	if got := table(Options{}, spaced); strings.Contains(got, note) {
		t.Errorf("the references have a mark token, yet:\n%s", got)
	}
	if got := table(Options{Skip: MetricPER}, written); strings.Contains(got, note) {
		t.Errorf("without PER there is no count of marks, yet:\n%s", got)
	}
}
