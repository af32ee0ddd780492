package transforms

import (
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// TestPairRowFnRowsShareSlabs: keyed rows decode to what went in after
// later rows were appended to the same slab, each row's capacity is its
// length (the spill buffer counts cap), a row bigger than a slab gets its
// own, and a row costs the key's allocation only, not its own buffer.
func TestPairRowFnRowsShareSlabs(t *testing.T) {
	fn := &pairRowFn{Shards: 4}
	var in []dataset.Pair
	var out []SinkRow
	for i := 0; i < 2000; i++ {
		p := dataset.Pair{ID: "f:" + strings.Repeat("x", i%7), Source: "gtn", Split: "train", Written: strings.Repeat("w", i%50+1), Spoken: "s",
			Spans: []dataset.Span{{Class: "CARDINAL", Written: "2", Spoken: "two", WrittenEnd: 1, SpokenEnd: 3}}}
		if i == 1000 {
			p.Written = strings.Repeat("big ", slabBytes/2) // a row past a slab
		}
		in = append(in, p)
		out = append(out, fn.ProcessElement(p))
	}
	for i, r := range out {
		if cap(r.Row) != len(r.Row) {
			t.Fatalf("row %d: cap %d, len %d", i, cap(r.Row), len(r.Row))
		}
		var got dataset.Pair
		if err := dataset.DecodePair(r.Row, &got); err != nil {
			t.Fatalf("row %d: %v", i, err)
		}
		if got.ID != in[i].ID || got.Written != in[i].Written || len(got.Spans) != 1 || got.Spans[0] != in[i].Spans[0] || r.Key != in[i].ID {
			t.Fatalf("row %d: decoded %+v, keyed %q, want %+v", i, got, r.Key, in[i])
		}
	}
	p := in[3]
	if n := testing.AllocsPerRun(1000, func() { fn.ProcessElement(p) }); n > 1.05 {
		t.Errorf("%.2f allocations per row, want the key's one (and a slab now and then)", n)
	}
}
