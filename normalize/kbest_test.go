package normalize

import (
	"sort"
	"testing"
)

// TestKBestMatchesBruteForce enumerates every derivation and sorts, to
// check kbest's order, probabilities and completeness.
func TestKBestMatchesBruteForce(t *testing.T) {
	v := New(nil, Options{})
	for _, text := range []string{"in 2010 I paid $20.50 for 1/2 kg", "1-800-255-7828 CEO 1905", "10-15 Henry VIII 4s", "2001 2002 2003 2004 2005 007"} {
		segs, _ := v.scan(text)
		var all []Variant
		choice := make([]int, len(segs))
		var rec func(i int, p float64)
		rec = func(i int, p float64) {
			if i == len(segs) {
				vr := v.render(text, segs, choice)
				vr.Prob = p
				all = append(all, vr)
				return
			}
			for k, a := range segs[i].alts {
				choice[i] = k
				rec(i+1, p*a.prob)
			}
			choice[i] = 0
		}
		rec(0, 1)
		merged := map[string]float64{}
		for _, a := range all {
			merged[a.Spoken] += a.Prob
		}
		want := make([]float64, 0, len(merged))
		for _, p := range merged {
			want = append(want, p)
		}
		sort.Sort(sort.Reverse(sort.Float64Slice(want)))
		// A small bound must still return the most probable ones.
		for _, k := range []int{1, 2, 5, 17} {
			top := v.kbest(text, segs, k)
			for i := range top {
				if d := top[i].Prob - want[i]; d > 1e-12 || d < -1e-12 {
					t.Errorf("%q: top %d: variant %d has prob %v, want %v", text, k, i, top[i].Prob, want[i])
				}
			}
		}
		got := v.kbest(text, segs, 100000)
		if len(got) != len(merged) {
			t.Fatalf("%q: kbest %d variants, brute force %d", text, len(got), len(merged))
		}
		for i, g := range got {
			if d := g.Prob - merged[g.Spoken]; d > 1e-12 || d < -1e-12 {
				t.Errorf("%q: %q prob %v, want %v", text, g.Spoken, g.Prob, merged[g.Spoken])
			}
			if i > 0 && g.Prob > got[i-1].Prob+1e-15 {
				t.Errorf("%q: not sorted at %d", text, i)
			}
		}
	}
}

// TestSampleDistinct checks that SampleDistinct never repeats a string,
// returns the whole support when it is smaller than k, is deterministic,
// keeps the probabilities' sum at most 1, and starts with Sample's draw.
func TestSampleDistinct(t *testing.T) {
	v := New(nil, Options{})
	for _, text := range []string{"It cost $5.50 on 11/09/2009.", "Call 555-0100 at 10:05.", "one word", "In 2010"} {
		for _, k := range []int{1, 2, 3, 8, 50} {
			got, err := v.SampleDistinct(text, 7, "rec-1", k)
			if err != nil {
				t.Fatal(err)
			}
			all, _ := v.Variants(text, MaxVariants)
			if want := min(k, len(all)); len(got) != want {
				t.Errorf("%q k=%d: %d variants, want %d", text, k, len(got), want)
			}
			seen := map[string]bool{}
			sum := 0.0
			for _, x := range got {
				if seen[x.Spoken] {
					t.Errorf("%q k=%d: %q twice", text, k, x.Spoken)
				}
				seen[x.Spoken] = true
				sum += x.Prob
			}
			if sum > 1+1e-9 {
				t.Errorf("%q k=%d: probabilities sum to %v", text, k, sum)
			}
			again, _ := v.SampleDistinct(text, 7, "rec-1", k)
			for i := range got {
				if again[i].Spoken != got[i].Spoken {
					t.Errorf("%q k=%d: not deterministic", text, k)
				}
			}
			if len(all) > k {
				first, _ := v.Sample(text, 7, "rec-1", 0)
				if got[0].Spoken != first.Spoken {
					t.Errorf("%q k=%d: first draw %q, Sample gives %q", text, k, got[0].Spoken, first.Spoken)
				}
			}
		}
	}
}

// TestSampleDistinctFloor: with a floor, the variants after the first are
// only readings at least that share of the most probable one ("250
// people": "two five o" at 0.025 against 0.955 was drawn as the second of
// two distinct variants whenever one was asked for), so a record gives
// fewer than k; the first draw is SampleDistinct's, floor 0 is
// SampleDistinct, and what is drawn stays distinct and deterministic.
func TestSampleDistinctFloor(t *testing.T) {
	v := New(nil, Options{})
	for _, text := range []string{"250 people came.", "about 75% of", "It cost $12.50 on 11/09/2009.", "Call 555-0100 at 10:05.", "one word"} {
		all, err := v.Variants(text, MaxVariants)
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range []int{1, 2, 3, 8} {
			plain, _ := v.SampleDistinct(text, 7, "rec-1", k)
			zero, _ := v.SampleDistinctFloor(text, 7, "rec-1", k, 0)
			if len(zero) != len(plain) || len(plain) > 0 && zero[0].Spoken != plain[0].Spoken {
				t.Errorf("%q k=%d: floor 0 differs from SampleDistinct", text, k)
			}
			got, err := v.SampleDistinctFloor(text, 7, "rec-1", k, DefaultVariantFloor)
			if err != nil {
				t.Fatal(err)
			}
			if len(got) == 0 || got[0].Spoken != plain[0].Spoken {
				t.Fatalf("%q k=%d: first variant %v, want SampleDistinct's %q", text, k, got, plain[0].Spoken)
			}
			above := 0
			for _, x := range all {
				if x.Prob >= DefaultVariantFloor*all[0].Prob {
					above++
				}
			}
			if len(got) > k || len(got) < min(k, above) {
				t.Errorf("%q k=%d: %d variants, %d readings reach the floor", text, k, len(got), above)
			}
			seen := map[string]bool{}
			for i, x := range got {
				if seen[x.Spoken] {
					t.Errorf("%q k=%d: %q twice", text, k, x.Spoken)
				}
				seen[x.Spoken] = true
				if i > 0 && x.Prob < DefaultVariantFloor*all[0].Prob {
					t.Errorf("%q k=%d: variant %q has P %.4f, under the floor of %.4f", text, k, x.Spoken, x.Prob, DefaultVariantFloor*all[0].Prob)
				}
			}
			again, _ := v.SampleDistinctFloor(text, 7, "rec-1", k, DefaultVariantFloor)
			if len(again) != len(got) {
				t.Errorf("%q k=%d: not deterministic", text, k)
			}
		}
	}
	got, _ := v.SampleDistinctFloor("250 people came.", 7, "rec-1", 2, DefaultVariantFloor)
	if len(got) != 1 {
		t.Errorf("'250 people came.' with 2 samples: %v, want only the likely reading", got)
	}
	got, _ = v.SampleDistinctFloor("It cost $12.50.", 7, "rec-1", 2, DefaultVariantFloor)
	if len(got) != 2 {
		t.Errorf("'It cost $12.50.' with 2 samples: %v, want two readings ('fifty cents', 'and fifty cents')", got)
	}
}
