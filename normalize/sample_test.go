package normalize

import (
	"math"
	"testing"
)

func TestSampleReproducibleAndDistributed(t *testing.T) {
	const text = "it cost $5.50"
	a, _ := testV.Sample(text, 7, "rec-1", 0)
	b, _ := testV.Sample(text, 7, "rec-1", 0)
	if a.Spoken != b.Spoken || a.Prob != b.Prob {
		t.Fatalf("same seed, id and index gave %q and %q", a.Spoken, b.Spoken)
	}
	many, err := testV.SampleN(text, 7, "rec-1", 4000)
	if err != nil {
		t.Fatal(err)
	}
	if many[0].Spoken != a.Spoken {
		t.Errorf("SampleN(…)[0] = %q, Sample(…, 0) = %q", many[0].Spoken, a.Spoken)
	}
	// The sampled frequencies follow the enumerated distribution.
	vs, _ := testV.Variants(text, 0)
	counts := map[string]int{}
	for _, x := range many {
		counts[x.Spoken]++
	}
	for _, x := range vs[:2] {
		got := float64(counts[x.Spoken]) / float64(len(many))
		if math.Abs(got-x.Prob) > 0.04 {
			t.Errorf("%q sampled %.3f of the time, probability %.3f", x.Spoken, got, x.Prob)
		}
	}
	// Another seed or id gives another stream.
	diff := 0
	for i := 0; i < 50; i++ {
		x, _ := testV.Sample(text, 8, "rec-1", i)
		if x.Spoken != many[i].Spoken {
			diff++
		}
	}
	if diff == 0 {
		t.Error("seed 8 drew exactly what seed 7 drew")
	}
}

func TestVariantsProbabilitiesSumToOne(t *testing.T) {
	for _, text := range []string{"", "hello", "1905", "Call 555-123-4567 on 3/4 at 10:05"} {
		vs, err := testV.Variants(text, 0)
		if err != nil {
			t.Fatal(err)
		}
		total := 0.0
		for _, v := range vs {
			total += v.Prob
		}
		if len(vs) < MaxVariants && math.Abs(total-1) > 1e-9 {
			t.Errorf("%q: %d variants sum to %v", text, len(vs), total)
		}
	}
}
