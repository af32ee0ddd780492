package tagging

import (
	"reflect"
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// TestSemioticOfAndSpansRoundTrip: the one conversion between a tagger
// row's semiotic column and Semiotic (derive writes rows through
// SemioticSpans; train's staging and export read them through SemioticOf,
// each of which had its own loop).
func TestSemioticOfAndSpansRoundTrip(t *testing.T) {
	col := []dataset.SemioticSpan{{Class: "DATE", Start: 1, End: 2}, {Class: "DATE", Start: 2, End: 3}, {Class: "MONEY", Start: 4, End: 7}}
	sem := SemioticOf(col)
	if want := []Semiotic{{"DATE", 1, 2}, {"DATE", 2, 3}, {"MONEY", 4, 7}}; !reflect.DeepEqual(sem, want) {
		t.Fatalf("SemioticOf: %+v, want %+v", sem, want)
	}
	if back := SemioticSpans(sem); !reflect.DeepEqual(back, col) {
		t.Errorf("SemioticSpans: %+v, want %+v", back, col)
	}
	if n := SemioticSpans(nil); n == nil || len(n) != 0 {
		t.Errorf("no spans: %#v, want an empty column as derive wrote", n)
	}
}
