package eval

import (
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
	if k := c.Class[ClassPunct]; k != (ClassCounts{Errors: 2, Ref: 0, Hyp: 2}) {
		t.Fatalf("punctuation class counts %+v, want 2 errors, 0 reference tokens, 2 hypothesis tokens", k)
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
