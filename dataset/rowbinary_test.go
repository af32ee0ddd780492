package dataset

import (
	"bytes"
	"fmt"
	"math"
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
		{ID: "c7", Written: "x", From: Origin{File: "gs://b/in/cuts.jsonl.gz", Line: 7, Last: 9}},
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
				if err := DecodePair(again, &q); err != nil || !samePair(p, q) {
					t.Fatalf("re-encoding a decoded row changed it")
				}
			}
		}
	})
}

// samePair is reflect.DeepEqual but for a NaN Prob or Similarity, which
// equals a NaN of the same bits: the binary form keeps a float's bits, and
// DeepEqual holds no NaN equal to itself (the fuzzer's "re-encoding a
// decoded row changed it" on a row whose Prob decoded as NaN, round trip
// intact: testdata/fuzz/FuzzDecodePair/5f53d6f3946e2a77).
func samePair(p, q Pair) bool {
	for _, f := range [][2]**float64{{&p.Prob, &q.Prob}, {&p.Similarity, &q.Similarity}} {
		a, b := *f[0], *f[1]
		if a != nil && b != nil && math.Float64bits(*a) == math.Float64bits(*b) {
			*f[0], *f[1] = nil, nil
		}
	}
	return reflect.DeepEqual(p, q)
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

// TestBinaryRowsNameOriginFilesByPlace: with the job's table of input
// files, a row's binary form names its origin's file by its place there,
// a byte or two whatever the path's length (every row carried the whole
// path), and the table gives the path back; a file the table does not
// hold is written out; a place past the table is an error, and with no
// table the row decodes with no file (the sink's tie-breaks, which never
// look at origins).
func TestBinaryRowsNameOriginFilesByPlace(t *testing.T) {
	long := "/data/corpora/google-text-normalization/en_with_types/output-00042-of-00100"
	files := NewOriginFiles([]string{"/z/b.jsonl", long, "/z/a.jsonl", long})
	if want := (OriginFiles{long, "/z/a.jsonl", "/z/b.jsonl"}); !reflect.DeepEqual(files, want) {
		t.Fatalf("table %q, want %q", files, want)
	}
	p := Pair{ID: "output-00042-of-00100:7", Source: "gtn", Split: "train", Written: "It costs $5.", Spoken: "it costs five dollars.",
		From: Origin{File: long, Line: 7, Last: 12}}
	at := AppendPairAt(nil, &p, files.Index(long))
	inline := AppendPair(nil, &p)
	if len(at) != len(inline)-len(long)-1 || bytes.Contains(at, []byte(long)) {
		t.Errorf("by place: %d bytes, by path: %d (path %d bytes)", len(at), len(inline), len(long))
	}
	for _, c := range []struct {
		row   []byte
		files OriginFiles
		want  Origin
	}{
		{at, files, p.From},
		{at, nil, Origin{Line: 7, Last: 12}},
		{inline, files, p.From},
		{inline, nil, p.From},
		{AppendPairAt(nil, &p, -1), files, p.From},
	} {
		var got Pair
		if err := DecodePairIn(c.row, &got, c.files); err != nil || got.From != c.want || got.Written != p.Written {
			t.Errorf("decoded %+v (%v), want origin %+v", got, err, c.want)
		}
	}
	if files.Index("/z/c.jsonl") != -1 || files.Index("/z/b.jsonl") != 2 {
		t.Errorf("Index: %d %d", files.Index("/z/c.jsonl"), files.Index("/z/b.jsonl"))
	}
	var got Pair
	if err := DecodePairIn(AppendPairAt(nil, &p, 3), &got, files); err == nil {
		t.Errorf("a place past the table decoded: %+v", got.From)
	}
}

// TestOriginFilesBoundedForTheGraph: a job whose input paths pass
// MaxOriginFilesBytes together gets no table (its rows carry their paths):
// the table travels in the job's graph in two DoFns, and 100,000 inputs
// put two more copies of their paths into a graph Dataflow caps at 10 MB.
func TestOriginFilesBoundedForTheGraph(t *testing.T) {
	path := func(i int) string {
		return fmt.Sprintf("gs://bucket/corpora/gtn/en_with_types/output-%06d-of-100000", i)
	}
	var paths []string
	n := 0
	for i := 0; n <= MaxOriginFilesBytes; i++ {
		paths = append(paths, path(i))
		n += len(path(i))
	}
	if files := NewOriginFiles(paths[:len(paths)-1]); len(files) != len(paths)-1 {
		t.Errorf("paths of %d bytes: a table of %d files, want %d", n-len(paths[len(paths)-1]), len(files), len(paths)-1)
	}
	if files := NewOriginFiles(paths); files != nil {
		t.Errorf("paths of %d bytes: a table of %d files, want none", n, len(files))
	}
	p := Pair{ID: "c7", Written: "x", From: Origin{File: paths[0], Line: 7}}
	var got Pair
	if err := DecodePairIn(AppendPairAt(nil, &p, NewOriginFiles(paths).Index(paths[0])), &got, nil); err != nil || got.From != p.From {
		t.Errorf("past the bound: origin %+v (%v), want %+v", got.From, err, p.From)
	}
}
