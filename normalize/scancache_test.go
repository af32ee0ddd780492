package normalize

import (
	"reflect"
	"testing"
)

// TestNumberAtIsMatchNumber: the number tryMatchers reads once per
// position (for matchMeasure and matchNumber) is matchNumber's, and
// tryMatchers keeps nothing after it.
func TestNumberAtIsMatchNumber(t *testing.T) {
	v := New(nil, Options{})
	for _, text := range []string{"In 1832. he paid 17 dollars", "12kg and 4 1/2 lbs at 60 km/h", "-12 under par", "the 1500m final in 2019", ".305/.390"} {
		sc := &scanner{v: v, st: v.style, text: text}
		for pos := range len(text) {
			sc.tryMatchers(pos)
			if sc.numAt != 0 {
				t.Fatalf("%q at %d: tryMatchers kept numAt %d", text, pos, sc.numAt)
			}
			want, wantOK := matchNumber(sc, pos)
			for range 2 {
				got, ok := sc.numberAt(pos)
				if ok != wantOK || !reflect.DeepEqual(got, want) {
					t.Fatalf("%q at %d: numberAt %v %v, matchNumber %v %v", text, pos, got, ok, want, wantOK)
				}
			}
			sc.numAt = 0
		}
	}
}
