package normalize

import "testing"

// TestSaidAsWrittenHasNoSpan: a token of several letters read as the word
// it is (an unknown foreign word, an all-caps name said) is no
// normalization, so it gets no span (Google TN files it as PLAIN); it had
// a letters span whose spoken side was the word itself. A spelled reading
// of the same token, and a single letter, keep their letters span.
func TestSaidAsWrittenHasNoSpan(t *testing.T) {
	got, err := testV.Best("I had a café au lait at NASA, 50% of the time.")
	if err != nil {
		t.Fatal(err)
	}
	for _, sp := range got.Spans {
		if sp.Class == Letters {
			t.Errorf("span %+v: a word said as written has no span", sp)
		}
	}
	if len(got.Spans) != 1 || got.Spans[0].Written != "50%" {
		t.Errorf("spans %+v, want only 50%%", got.Spans)
	}
	vs, err := testV.Variants("café", 10)
	if err != nil {
		t.Fatal(err)
	}
	spelled := false
	for _, v := range vs {
		if v.Spoken == "c a f é" {
			spelled = len(v.Spans) == 1 && v.Spans[0].Class == Letters && v.Spans[0].Spoken == "c a f é"
		}
	}
	if !spelled {
		t.Errorf("café spelled has no letters span: %+v", vs)
	}
}
