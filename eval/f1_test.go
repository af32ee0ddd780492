package eval

import (
	"math"
	"strings"
	"testing"
)

// TestUniversal2TFF1ByClass: Universal-2-TF's per-class F1 (its Tables 4
// and 5), which evaluate did not give (qa69): per mark on PER's alignment,
// per casing class over the words both sides share, 2 correct / (ref +
// hyp), summed over sentences before dividing.
func TestUniversal2TFF1ByClass(t *testing.T) {
	sc := NewScorer(Options{})
	var c Counts
	for _, r := range []Record{
		// Marks: ref , . ; hyp , ? (the period predicted a question
		// mark). Casing: "we" cap/cap, "met" lower/lower, "ibm"
		// upper/cap, "in" lower/lower, "paris" cap/lower; "2010"
		// has no cased letter; "$5" only the hypothesis has.
		{Src: "we met ibm in paris", Ref: "We met IBM, in Paris.", Hyp: "We met Ibm, in paris?"},
		// Identical: each mark and word counts once on both sides.
		{Src: "it was iphone", Ref: "It was iPhone.", Hyp: "It was iPhone."},
		{Src: "in twenty ten", Ref: "In 2010.", Hyp: "In 2010 $5."},
	} {
		s, err := sc.Score(&r)
		if err != nil {
			t.Fatal(err)
		}
		c.Add(s.Counts)
	}
	// , . ? : ref 1 3 0, hyp 1 2 1, correct 1 2 0.
	if c.PER.RefMarks != [3]int64{1, 3, 0} || c.PER.HypMarks != [3]int64{1, 2, 1} || c.PER.CorrectMarks != [3]int64{1, 2, 0} {
		t.Fatalf("marks: %+v", c.PER)
	}
	// lower cap upper mixed: ref 3 (met in was) 4 (We Paris It In) 1 1;
	// hyp 4 (met in paris was) 4 (We Ibm It In) 0 1; correct 3 3 0 1.
	want := CaseCounts{Ref: [4]int64{3, 4, 1, 1}, Hyp: [4]int64{4, 4, 0, 1}, Correct: [4]int64{3, 3, 0, 1}}
	if c.Case != want {
		t.Fatalf("casing: %+v, want %+v", c.Case, want)
	}
	s := c.Summarize(Options{})
	for k, v := range map[string]float64{",": 1, ".": 0.8} {
		if got := s.PunctF1[k]; got == nil || math.Abs(*got-v) > 1e-12 {
			t.Errorf("F1 of %q: %v, want %v", k, got, v)
		}
	}
	if got := s.PunctF1["?"]; got == nil || *got != 0 {
		t.Errorf("F1 of ?: %v, want 0 (a false alarm, no reference mark)", got)
	}
	for k, v := range map[string]float64{"lower": 6.0 / 7, "cap": 6.0 / 8, "upper": 0, "mixed": 1} {
		if got := s.CaseF1[k]; got == nil || math.Abs(*got-v) > 1e-12 {
			t.Errorf("casing F1 of %s: %v, want %v", k, got, v)
		}
	}
	// Neither side has a class: no F1 (null), not 0.
	var none Counts
	if f := none.Summarize(Options{}); f.PunctF1["?"] != nil || f.CaseF1["mixed"] != nil {
		t.Errorf("F1 over nothing: %v %v", f.PunctF1, f.CaseF1)
	}
	// Computed with PER and CER: skipping them leaves the F1s out.
	if f := c.Summarize(Options{Skip: MetricPER | MetricCER}); f.PunctF1 != nil || f.CaseF1 != nil {
		t.Errorf("F1 without PER and CER: %v %v", f.PunctF1, f.CaseF1)
	}
}

func TestCaseClass(t *testing.T) {
	for w, want := range map[string]int{"word": CaseLower, "Word": CaseCap, "I": CaseCap, "IBM": CaseUpper, "McDonald's": CaseMixed,
		"iPhone": CaseMixed, "2010": -1, "$5": -1, "Élan": CaseCap, "ÉLAN": CaseUpper} {
		if got := CaseClass(w); got != want {
			t.Errorf("CaseClass(%q) = %d, want %d", w, got, want)
		}
	}
}

// TestNoSrcIsSaid: a sentence without src (another tool's predictions)
// has every reference word an ITN word, as the reference implementation
// counts it; the table now says how many such sentences there are (it
// printed I-WER over them with nothing said, qa69).
func TestNoSrcIsSaid(t *testing.T) {
	sc := NewScorer(Options{})
	var c Counts
	for _, r := range []Record{
		{Ref: "It cost $5.", Hyp: "It cost $5."},
		{Src: "we paid five dollars", Ref: "We paid $5.", Hyp: "We paid $5."},
		{Ref: "", Hyp: "x"},
	} {
		s, err := sc.Score(&r)
		if err != nil {
			t.Fatal(err)
		}
		c.Add(s.Counts)
	}
	if c.NoSrcSentences != 1 || c.ITNRef != 3+2 {
		t.Fatalf("no-src sentences %d, ITN words %d; want 1 and 5 (It cost $5. all ITN)", c.NoSrcSentences, c.ITNRef)
	}
	var b strings.Builder
	if err := c.WriteTable(&b, Options{}); err != nil {
		t.Fatal(err)
	}
	if want := "\nITN: 1 of 3 sentence(s) have no src (the spoken input the model formatted), so every reference word of theirs counts as an ITN word in both I-WER rows and none in NI-WER, and no word of theirs is an input word of the casing F1: give"; !strings.Contains(b.String(), want) {
		t.Errorf("table lacks %q:\n%s", want, b.String())
	}
	// The casing F1 scores the input's words (qa73): with CER alone the
	// note says so; without I-WER and CER it is out of place.
	for _, o := range []struct {
		skip Metric
		want string
	}{
		{MetricCER, "\nITN: 1 of 3 sentence(s) have no src (the spoken input the model formatted), so every reference word of theirs counts as an ITN word in both I-WER rows and none in NI-WER: give each line its src for those figures.\n"},
		{MetricITN, "\nCasing: 1 of 3 sentence(s) have no src (the spoken input the model formatted), so no word of theirs is an input word of the casing F1: give each line its src for that figure.\n"},
		{MetricITN | MetricCER, ""},
	} {
		b.Reset()
		if err := c.WriteTable(&b, Options{Skip: o.skip}); err != nil || (o.want == "") == strings.Contains(b.String(), "have no src") || !strings.Contains(b.String(), o.want) {
			t.Errorf("skipping %v: want %q: %v\n%s", o.skip, o.want, err, b.String())
		}
	}
	// "It cost $5." without src has no casing word; with src "we paid
	// five dollars" the input's words are We and paid.
	if c.Case.Ref != [4]int64{1, 1, 0, 0} || c.Case.Correct != c.Case.Ref {
		t.Errorf("casing %+v, want paid (lower) and We (cap) alone", c.Case)
	}
}

// TestCasingF1ScoresTheInputWords: the casing F1 is the paper's per input
// word (Universal-2-TF section 3.1: the first stage labels each token of
// the spoken input; Table 5 scores those labels), read from sentences: the
// reference words src has (case and edge marks aside) that the hypothesis
// keeps. "Dr.", "p.m." and "15th" are the span model's ITN output, no
// input word's casing label; before, as words both sides share, they
// counted (Dr cap, p.m lower against P.M upper, 15th lower), and the
// figures differed: lower 5 ref / 5 hyp / 4 right, cap 3 / 2 / 2, upper
// 0 / 1 / 0.
func TestCasingF1ScoresTheInputWords(t *testing.T) {
	r := Record{Src: "doctor smith arrived at five p m on march fifteenth",
		Ref: "Dr. Smith arrived at 5 p.m. on March 15th.", Hyp: "Dr. smith arrived at 5 P.M. on March 15th."}
	for _, o := range []Options{{}, {Skip: MetricITN}} {
		c := score(t, o, r)
		// lower: arrived at on / arrived at on smith; cap: Smith March / March.
		if want := (CaseCounts{Ref: [4]int64{3, 2, 0, 0}, Hyp: [4]int64{4, 1, 0, 0}, Correct: [4]int64{3, 1, 0, 0}}); c.Case != want {
			t.Errorf("skip %v: casing %+v, want %+v", o.Skip, c.Case, want)
		}
	}
	// A word the hypothesis drops ("arrived") is a word error, no casing one.
	r.Hyp = "Dr. smith at 5 P.M. on March 15th."
	if c := score(t, Options{}, r); c.Case.Ref[CaseLower] != 2 || c.Case.Hyp[CaseLower] != 3 {
		t.Errorf("a dropped word: casing %+v", c.Case)
	}
}
