package dataset

import (
	"reflect"
	"testing"
)

func TestTaggerRowBinaryRoundTrip(t *testing.T) {
	for _, r := range []TaggerRow{
		{},
		{ID: "a:1", Split: "train", Input: "paid ten dollars", Tags: []string{"<SELF>", "_10_", "_$<<"}, Target: "paid $10",
			Semiotic: []SemioticSpan{{Class: "MONEY", Start: 1, End: 3}}},
	} {
		b := AppendTaggerRow(nil, &r)
		var got TaggerRow
		if err := DecodeTaggerRow(b, &got); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, r) {
			t.Errorf("round trip: got %+v, want %+v", got, r)
		}
		if len(b) > 0 {
			if err := DecodeTaggerRow(b[:len(b)-1], &got); err == nil {
				t.Error("a truncated row decoded without error")
			}
		}
	}
}
