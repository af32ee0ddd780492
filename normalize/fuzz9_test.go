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
