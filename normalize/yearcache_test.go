package normalize

import (
	"reflect"
	"testing"
)

// TestKeptYearReadingsAreFresh: the readings bareYearAlts keeps per
// Verbalizer are those it works out, for every year it keeps and each
// weight pair a year's context gives, asked twice (the second from the
// kept ones), and a caller that changes the slice it got does not change
// the kept readings.
func TestKeptYearReadingsAreFresh(t *testing.T) {
	v := New(nil, Options{})
	sc := &scanner{v: v, st: v.style}
	weights := [][2]float64{
		{v.style.w("bare_year", "year"), v.style.w("bare_year", "cardinal")},
		{0.1, 0.9},
		{v.style.w("bare_year_context", "before_noun_year"), v.style.w("bare_year_context", "before_noun_cardinal")},
	}
	kept := 0
	for y := 900; y <= 2200; y++ {
		n := number{intPart: itoa(y)}
		for _, w := range weights {
			fresh := sc.bareYearAltsFresh(n, w[0], w[1])
			for round := range 2 {
				got := sc.bareYearAlts(n, w[0], w[1])
				if !reflect.DeepEqual(got, fresh) {
					t.Fatalf("%d %v round %d: %v, fresh %v", y, w, round, got, fresh)
				}
				got[0].prob, got[0].spoken = -1, "changed"
			}
		}
	}
	v.years.Range(func(k, _ any) bool {
		if d := k.(yearKey).digits; !yearDigits(d) {
			t.Errorf("kept %q, no year 1000-2099", d)
		}
		kept++
		return true
	})
	if kept != 1100*len(weights) {
		t.Errorf("%d readings kept, want %d", kept, 1100*len(weights))
	}
}
