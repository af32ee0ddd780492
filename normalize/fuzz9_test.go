package normalize

import "testing"

// TestFuzz9EdgeOfText holds the inputs the fuzz9 sweep (the new rules'
// test sentences cut at every byte, doubled, with dashes and multibyte
// neighbours) found panicking: each is read without a panic and every
// span checks out (checkVariant, FuzzVerbalize's checks).
func TestFuzz9EdgeOfText(t *testing.T) {
	styles := [2]*Verbalizer{New(nil, Options{}), New(nil, Options{KeepCasePunct: true})}
	for _, text := range []string{
		// A multiplication sign at the end: lengthBySign read past it.
		"The room is 3 m ×", "The room is 3 m × ", "12 kg x",
	} {
		for k, v := range styles {
			vs, err := v.Variants(text, 8)
			if err != nil {
				t.Fatalf("%q: %v", text, err)
			}
			for _, x := range vs {
				checkVariant(t, text, x, k == 1)
			}
		}
	}
}

// TestFuzz9PerAfterPriceSlash: "per" after a price's slash is said once
// ("$25/per person" was "twenty five dollars per per person", found by
// the fuzz9 sweep as FuzzVariantProperties' repeated word); a word of
// what a price is per keeps its "per" (guard).
func TestFuzz9PerAfterPriceSlash(t *testing.T) {
	v := New(nil, Options{})
	for text, want := range map[string]string{
		"Tickets are $25/per person": "tickets are twenty five dollars per person",
		"$40/couple":                 "forty dollars per couple",
		"$10/each":                   "ten dollars each",
	} {
		vs, err := v.Variants(text, 8)
		if err != nil {
			t.Fatal(err)
		}
		if got := vs[0].Spoken; got != want {
			t.Errorf("%q: best %q, want %q", text, got, want)
		}
		for _, x := range vs {
			if w, bad := repeatsContextWord(text, x); bad {
				t.Errorf("%q: %q repeats %q", text, x.Spoken, w)
			}
		}
	}
}
