package normalize

import "testing"

// TestSaidAsWrittenHasNoSpan: a token of several letters read as the word
// it is (an unknown foreign word, an all-caps name said) is no
// normalization, so it gets no span (Google TN files it as PLAIN); it had
// a letters span whose spoken side was the word itself. A spelled reading
// of such a token (its accent named, "m e acute t i s"), and a single
// letter, keep their letters span (café, a loanword English says, has no
// spelled reading: TestEnglishLoanwordNeverSpelled).
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
	vs, err := testV.Variants("Métis", 10)
	if err != nil {
		t.Fatal(err)
	}
	spelled := false
	for _, v := range vs {
		if v.Spoken == "m e acute t i s" {
			spelled = len(v.Spans) == 1 && v.Spans[0].Class == Letters && v.Spans[0].Spoken == "m e acute t i s"
		}
	}
	if !spelled {
		t.Errorf("Métis spelled has no letters span: %+v", vs)
	}
}

// TestSaidAsWrittenKeepCase: with case and punctuation kept, a letters
// token said as written keeps its case ("NASA", "McLaren") and still gets
// no span, because its reading is of class Plain; its spelled reading is
// a letters span.
func TestSaidAsWrittenKeepCase(t *testing.T) {
	v := New(nil, Options{KeepCasePunct: true})
	vs, err := v.Variants("McLaren and NASA met.", 8)
	if err != nil {
		t.Fatal(err)
	}
	if vs[0].Spoken != "McLaren and NASA met." || len(vs[0].Spans) != 0 {
		t.Errorf("best %q spans %+v, want the text kept and no span", vs[0].Spoken, vs[0].Spans)
	}
	spelled := false
	for _, x := range vs {
		for _, sp := range x.Spans {
			if sp.Written == "NASA" && sp.Class == Letters && sp.Spoken == "n a s a" {
				spelled = true
			}
		}
	}
	if !spelled {
		t.Errorf("no variant spells NASA in a letters span: %+v", vs)
	}
}

// TestCountReadAsCardinalHasCardinalSpan: a 4-digit number before a
// counted noun ("2005 people", Google TN's CARDINAL) is read as a count,
// and its span is cardinal; the year reading of the same words ("two
// thousand five" is a year's reading too) merged into it used to give the
// count a year span, which the tagger and U2TF datasets take as the class
// label. After "in", and where no context decides ("the third quarter
// 2021" said "two thousand twenty one"), it stays a year's span.
func TestCountReadAsCardinalHasCardinalSpan(t *testing.T) {
	for _, c := range []struct {
		text, written string
		class         Class
		spoken        string
	}{
		{"There were 1509 people.", "1509", Cardinal, "one thousand five hundred nine"},
		{"In 1509 there were few.", "1509", Year, "fifteen o nine"},
		{"There were 2005 people.", "2005", Cardinal, "two thousand five"},
		{"In 2005 there were few.", "2005", Year, "two thousand five"},
	} {
		got, err := testV.Best(c.text)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, sp := range got.Spans {
			if sp.Written == c.written {
				found = true
				if sp.Class != c.class || sp.Spoken != c.spoken {
					t.Errorf("%q: span %+v, want class %s spoken %q", c.text, sp, c.class, c.spoken)
				}
			}
		}
		if !found {
			t.Errorf("%q: no span of %q in %+v", c.text, c.written, got.Spans)
		}
	}
	vs, err := testV.Variants("Welcome to the third quarter 2021 earnings call.", 4)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range vs {
		for _, sp := range v.Spans {
			if sp.Written == "2021" && sp.Spoken == "two thousand twenty one" && sp.Class != Year {
				t.Errorf("%q: span %+v, want a year's", v.Spoken, sp)
			}
		}
	}
}
