package normalize

import (
	"strings"
	"testing"
	"time"
)

// TestAcceptsLongRunOfMarks: Accepts over a long run of marks read
// silent or said keeps thousands of reachable positions; looking each up
// in a slice made a 5,000-mark line take 1.8 s (a FuzzVerbalize hang under
// the fuzzer's instrumentation) and 8,000 marks 45 s. Now 8,000 take
// about 0.5 s; the bound leaves a loaded machine room.
func TestAcceptsLongRunOfMarks(t *testing.T) {
	text := "Sign here: " + strings.Repeat("_", 8000) + "@"
	vs, err := testV.Variants(text, 1)
	if err != nil || len(vs) == 0 {
		t.Fatalf("Variants: %v, %d variants", err, len(vs))
	}
	start := time.Now()
	ok, err := testV.Accepts(text, vs[0].Spoken)
	if err != nil || !ok {
		t.Fatalf("Accepts(best variant) = %v, %v", ok, err)
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("Accepts took %v over %d marks", d, 8000)
	}
	if ok, _ := testV.Accepts(text, vs[0].Spoken+" extra"); ok {
		t.Errorf("Accepts took a word more than the best variant")
	}
}
