package dataset

import (
	"reflect"
	"strings"
	"testing"
)

func TestBinaryRowsRoundTrip(t *testing.T) {
	pairs := []Pair{
		{},
		{ID: "f.txt:12", Source: "gtn", Split: "train", Written: "It costs $5.", Spoken: "it costs five dollars.",
			Spans: []Span{{Class: "MONEY", Written: "$5", Spoken: "five dollars", WrittenStart: 9, WrittenEnd: 11, SpokenStart: 9, SpokenEnd: 21}}},
		{ID: "x#v2", Written: "naïve – 😀", Variant: Int32(2), Prob: Float64(0.25), Similarity: Float64(1), Flags: []string{"a", ""},
			Rules: []string{"align/trim_end", "book/remove_page_numbers"},
			Spans: []Span{{WrittenStart: -1, WrittenEnd: 1 << 30}}},
	}
	for _, p := range pairs {
		var got Pair
		if err := DecodePair(AppendPair(nil, &p), &got); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, p) {
			t.Fatalf("round trip:\n got %+v\nwant %+v", got, p)
		}
		b := AppendPair(nil, &p)
		if bound := PairSizeBound(&p); len(b) > bound || cap(b) < bound {
			t.Fatalf("binary row of %d bytes in a buffer of %d: bound %d is short or was not used", len(b), cap(b), bound)
		}
		for cut := 0; cut < len(b); cut++ {
			if err := DecodePair(b[:cut], &got); err == nil {
				t.Fatalf("decoding %d of %d bytes succeeded", cut, len(b))
			}
		}
		if err := DecodePair(append(b, 0), &got); err == nil {
			t.Fatal("trailing byte accepted")
		}
	}
	r := Reject{ID: "a", Source: "s", Location: "f:1-3", Stage: "parse", Rule: "parse/bad", Reason: "why", Raw: "raw\x00bytes"}
	var got Reject
	if err := DecodeReject(AppendReject(nil, &r), &got); err != nil || got != r {
		t.Fatalf("reject round trip: %+v %v", got, err)
	}
}

func FuzzDecodePair(f *testing.F) {
	f.Add(AppendPair(nil, &Pair{ID: "a", Spans: []Span{{Class: "DATE"}}, Flags: []string{"x"}, Rules: []string{"basic/collapse_whitespace"}, Prob: Float64(0.5)}))
	f.Fuzz(func(t *testing.T, b []byte) {
		var p Pair
		if DecodePair(b, &p) == nil {
			if again := AppendPair(nil, &p); string(again) != string(b) {
				var q Pair
				if err := DecodePair(again, &q); err != nil || !reflect.DeepEqual(p, q) {
					t.Fatalf("re-encoding a decoded row changed it")
				}
			}
		}
	})
}

// FuzzFieldCount: fieldCount is len(strings.Fields) on any string.
func FuzzFieldCount(f *testing.F) {
	for _, s := range []string{"", " ", "a b", "  a\tb\n", "a\u00a0b", "a\u0085b\u2003c", "\xff \xfe", "x\u3000y"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := fieldCount(s), len(strings.Fields(s)); got != want {
			t.Fatalf("fieldCount(%q) = %d, strings.Fields gives %d", s, got, want)
		}
	})
}
