package normalize

import (
	"math"
	"testing"
)

// TestTiesAcrossPossessivesAndSentences checks the tie of a repeated word
// where the occurrences look less alike: one with a possessive clitic
// ("NASA's ... NASA"), in two sentences of one record, and two tied words
// in one text. A gold reading the occurrences two ways is no reading
// (ProbOf 0, Accepts false), and each variant's probability is ProbOf's.
func TestTiesAcrossPossessivesAndSentences(t *testing.T) {
	v := New(nil, Options{})
	for _, c := range []struct{ text, mixed string }{
		{"NASA's budget and NASA.", "n a s a's budget and nasa"},
		{"NASA's budget and NASA's plan.", "nasa's budget and n a s a's plan"},
		{"NASA left. NASA came.", "nasa left n a s a came"},
		{"UPA and EPA met UPA and EPA.", "upa and e p a met u p a and e p a"},
	} {
		checkTiedDistribution(t, v, c.text, c.mixed, func(spoken string) bool { return spoken == c.mixed })
	}
}

// checkTiedDistribution checks the variants of a text with tied readings:
// none mixes them (mixes), each is accepted and has ProbOf's probability,
// they sum to 1, and the reading mixed, one example of a mix, has
// probability 0 and is not accepted.
func checkTiedDistribution(t *testing.T, v *Verbalizer, text, mixed string, mixes func(spoken string) bool) {
	t.Helper()
	vs, err := v.Variants(text, MaxVariants)
	if err != nil {
		t.Fatal(err)
	}
	total := 0.0
	for _, x := range vs {
		total += x.Prob
		if mixes(x.Spoken) {
			t.Errorf("%q: variant %q mixes the tied readings", text, x.Spoken)
		}
		if p, _ := v.ProbOf(text, x.Spoken); math.Abs(p-x.Prob) > 1e-12 {
			t.Errorf("%q: ProbOf(%q) = %v, variant says %v", text, x.Spoken, p, x.Prob)
		}
		if ok, _ := v.Accepts(text, x.Spoken); !ok {
			t.Errorf("%q: Accepts(%q) false", text, x.Spoken)
		}
	}
	if math.Abs(total-1) > 1e-9 {
		t.Errorf("%q: variants sum to %v, want 1", text, total)
	}
	if p, _ := v.ProbOf(text, mixed); p != 0 {
		t.Errorf("%q: the mixed reading %q has P %v, want 0", text, mixed, p)
	}
	if ok, _ := v.Accepts(text, mixed); ok {
		t.Errorf("%q: the mixed reading %q is accepted", text, mixed)
	}
}

// TestTiedSamplesFollowProbOf draws a sentence of two tied words many
// times: every draw is a reading ProbOf gives its probability (one
// derivation each), the share of each reading is ProbOf's within four
// standard errors, and SampleDistinct's rows are distinct readings whose
// Prob is ProbOf's.
func TestTiedSamplesFollowProbOf(t *testing.T) {
	v := New(nil, Options{})
	const text, n = "UPA and EPA met UPA and EPA.", 20000
	count := map[string]int{}
	draws, err := v.SampleN(text, 7, "rec", n)
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range draws {
		count[x.Spoken]++
	}
	for s, k := range count {
		p, _ := v.ProbOf(text, s)
		if p == 0 {
			t.Fatalf("sampled %q, which ProbOf gives 0", s)
		}
		se := math.Sqrt(p * (1 - p) / n)
		if got := float64(k) / n; math.Abs(got-p) > 4*se+1e-9 {
			t.Errorf("%q drawn %.4f of the time, ProbOf %.4f (se %.4f)", s, got, p, se)
		}
	}
	if len(count) < 3 {
		t.Errorf("%d readings drawn, want the tied words' 4 joint readings mostly: %v", len(count), count)
	}
	rows, err := v.SampleDistinct(text, 7, "rec", 3)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, x := range rows {
		if seen[x.Spoken] {
			t.Errorf("SampleDistinct repeated %q", x.Spoken)
		}
		seen[x.Spoken] = true
		if p, _ := v.ProbOf(text, x.Spoken); math.Abs(p-x.Prob) > 1e-12 {
			t.Errorf("SampleDistinct %q Prob %v, ProbOf %v", x.Spoken, x.Prob, p)
		}
	}
	if len(rows) != 3 {
		t.Errorf("SampleDistinct gave %d rows, want 3", len(rows))
	}
}
