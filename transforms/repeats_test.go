package transforms

import (
	"bytes"
	"cmp"
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/passert"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/sources"
)

// repeatPairs are rows of one pair ("x", "y") in train four times (lines
// 12, 9 and 10 of f, line 0 of g), once in test, and once with another
// spoken text: 3 rows repeat a pair of their split, and f:9 is the first
// of them, by its line's number (as a string, "10" sorts before "9").
func repeatPairs() []dataset.Pair {
	at := func(id, split, written, spoken, file string, line int64) dataset.Pair {
		return dataset.Pair{ID: id, Source: "text", Split: split, Written: written, Spoken: spoken, From: dataset.Origin{File: file, Line: line}}
	}
	return []dataset.Pair{
		at("f:12", "train", "x", "y", "f", 12),
		at("f:9", "train", "x", "y", "f", 9),
		at("f:10", "train", "x", "y", "f", 10),
		at("g:0", "train", "x", "y", "g", 0),
		at("f:2", "test", "x", "y", "f", 2),
		at("f:4", "train", "x", "z", "f", 4),
	}
}

// TestRepeatedPairsKeepsTheFirstByInputOrder runs RepeatedPairs on prism
// with a spill budget of one byte (a run per row) and merges of two runs
// at a time (passes of merged runs), with and without Dedupe: the count
// is the same, and Dedupe keeps each pair's first row by file and line
// and sets the others aside, naming it.
func TestRepeatedPairsKeepsTheFirstByInputOrder(t *testing.T) {
	old := maxLineRunFanIn
	maxLineRunFanIn = 2
	defer func() { maxLineRunFanIn = old }()
	for _, dedupe := range []bool{false, true} {
		staging := t.TempDir()
		p, s := beam.NewPipelineWithRoot()
		kept, setAside, count := RepeatedPairs(s, RepeatsConfig{Staging: staging, BufferBytes: 1, Dedupe: dedupe}, beam.CreateList(s, repeatPairs()))
		passert.Equals(s, count, int64(3))
		keptIDs := []any{"f:12", "f:9", "f:10", "g:0", "f:2", "f:4"}
		var rejects []any
		if dedupe {
			keptIDs = []any{"f:9", "f:2", "f:4"}
			for _, id := range []string{"f:12", "f:10", "g:0"} {
				rejects = append(rejects, id+" select/repeated_pair "+id+": --dedupe: the same written and spoken text as the row \"f:9\", kept in split train")
			}
		}
		passert.Equals(s, beam.ParDo(s, pairID, kept), keptIDs...)
		passert.Equals(s, beam.ParDo(s, rejectReason, setAside), rejects...)
		if _, err := runWithMetrics(p); err != nil {
			t.Fatalf("dedupe %t: %v", dedupe, err)
		}
	}
}

// TestRepeatedPairsCountsInTheSinksSplitByText: with --split-by-text the
// sink gives each row its split by its written text, so rows read into two
// splits with one written and spoken text are one split's repeat there
// (counted, and with Dedupe set aside naming that split), and not without
// it. The count without Dedupe hashes no split (a function of the written
// text): the same count as with it.
func TestRepeatedPairsCountsInTheSinksSplitByText(t *testing.T) {
	byText, err := sources.ParseSplitByID("train=1,test=1")
	if err != nil {
		t.Fatal(err)
	}
	split := byText.Of(sources.TextKey("x"))
	in := []dataset.Pair{
		{ID: "f:1", Source: "text", Split: "train", Written: "x", Spoken: "y", From: dataset.Origin{File: "f", Line: 1}},
		{ID: "f:2", Source: "text", Split: "test", Written: "x", Spoken: "y", From: dataset.Origin{File: "f", Line: 2}},
		{ID: "f:3", Source: "text", Split: "train", Written: "x", Spoken: "z", From: dataset.Origin{File: "f", Line: 3}},
	}
	for _, c := range []struct {
		byText sources.SplitByID
		dedupe bool
		count  int64
	}{{nil, false, 0}, {byText, false, 1}, {byText, true, 1}} {
		p, s := beam.NewPipelineWithRoot()
		kept, setAside, count := RepeatedPairs(s, RepeatsConfig{Staging: t.TempDir(), BufferBytes: 1, SplitByText: c.byText, Dedupe: c.dedupe}, beam.CreateList(s, in))
		passert.Equals(s, count, c.count)
		keptIDs, rejects := []any{"f:1", "f:2", "f:3"}, []any{}
		if c.dedupe {
			keptIDs = []any{"f:1", "f:3"}
			rejects = []any{"f:2 select/repeated_pair f:2: --dedupe: the same written and spoken text as the row \"f:1\", kept in split " + split}
		}
		passert.Equals(s, beam.ParDo(s, pairID, kept), keptIDs...)
		passert.Equals(s, beam.ParDo(s, rejectReason, setAside), rejects...)
		if _, err := runWithMetrics(p); err != nil {
			t.Fatalf("split by text %v, dedupe %t: %v", c.byText != nil, c.dedupe, err)
		}
	}
}

func pairID(p dataset.Pair) string         { return p.ID }
func rejectReason(r dataset.Reject) string { return r.ID + " " + r.Rule + " " + r.Reason }

func init() {
	register.Function1x1(pairID)
	register.Function1x1(rejectReason)
}

// TestRepeatOrderKeyIsInputOrder: a pair's rows sort by file, then line
// as a number, then id; the hash before them keeps pairs apart.
func TestRepeatOrderKeyIsInputOrder(t *testing.T) {
	h := pairHash("train", "x", "y")
	key := func(file string, line int64, id string) string {
		return string(appendRepeatOrderKey(nil, h[:], &dataset.Pair{ID: id, From: dataset.Origin{File: file, Line: line}}))
	}
	in := []string{key("", 0, "a"), key("a", 1, "a:1"), key("a", 9, "a:9"), key("a", 10, "a:10"), key("a.gz", 0, "z"), key("b", 2, "b:2")}
	for i := 1; i < len(in); i++ {
		if in[i-1] >= in[i] {
			t.Errorf("key %d sorts before key %d", i, i-1)
		}
	}
	if pairHash("train", "x", "y") == pairHash("test", "x", "y") || pairHash("train", "xy", "") == pairHash("train", "x", "y") {
		t.Error("two distinct (split, written, spoken) share a hash")
	}
}

// TestDedupeSetsNoRowAsideForAnotherPairOfItsHash: two pairs that shared a
// hash (made here by hand: none is known) are both kept, and the first's
// repeat is still set aside; --dedupe never drops a row whose texts the
// row kept does not have.
func TestDedupeSetsNoRowAsideForAnotherPairOfItsHash(t *testing.T) {
	ctx := context.Background()
	staging := t.TempDir()
	fn := &spillLinesFn{Staging: staging, Dir: dataset.Join(StagedRunsDir(staging), "repeats"), Name: "pairs"}
	var runs []LineRun
	emit := func(r LineRun) { runs = append(runs, r) }
	fn.StartBundle(ctx, nil)
	h := pairHash("train", "x", "y")
	for i, p := range []dataset.Pair{
		{ID: "f:1", Split: "train", Written: "x", Spoken: "y", From: dataset.Origin{File: "f", Line: 1}},
		{ID: "f:2", Split: "train", Written: "other", Spoken: "pair", From: dataset.Origin{File: "f", Line: 2}},
		{ID: "f:3", Split: "train", Written: "x", Spoken: "y", From: dataset.Origin{File: "f", Line: 3}},
	} {
		if err := fn.ProcessElement(ctx, string(appendRepeatOrderKey(nil, h[:], &p)), string(dataset.AppendPair(nil, &p)), emit); err != nil {
			t.Fatal(i, err)
		}
	}
	if err := fn.FinishBundle(ctx, emit); err != nil {
		t.Fatal(err)
	}
	var count int64
	var kept, setAside []string
	m := &repeatsFn{Staging: staging, Dedupe: true}
	if err := m.ProcessElement(ctx, nil, sliceIter(runs), func(n int64) { count = n },
		func(p dataset.Pair) { kept = append(kept, p.ID) }, func(r dataset.Reject) { setAside = append(setAside, r.ID) }); err != nil {
		t.Fatal(err)
	}
	if count != 1 || !slices.Equal(kept, []string{"f:1", "f:2"}) || !slices.Equal(setAside, []string{"f:3"}) {
		t.Errorf("count %d, kept %v, set aside %v; want 1, [f:1 f:2], [f:3]", count, kept, setAside)
	}
}

// FuzzRepeatOrderKey: two rows of one pair sort by their keys as by their
// place in the input, file, then line (signed), then id; rows of two
// pairs by their hashes first. File names hold no NUL (no file system
// names one so).
func FuzzRepeatOrderKey(f *testing.F) {
	f.Add("a", int64(9), "a:9", "a", int64(10), "a:10", false)
	f.Add("a", int64(1), "x", "a.gz", int64(0), "y", false)
	f.Add("", int64(0), "b", "", int64(-1), "a", true)
	f.Fuzz(func(t *testing.T, fa string, la int64, ia string, fb string, lb int64, ib string, otherPair bool) {
		if strings.IndexByte(fa, 0) >= 0 || strings.IndexByte(fb, 0) >= 0 {
			return
		}
		a := dataset.Pair{ID: ia, From: dataset.Origin{File: fa, Line: la}}
		b := dataset.Pair{ID: ib, From: dataset.Origin{File: fb, Line: lb}}
		ha, hb := pairHash("train", "x", "y"), pairHash("train", "x", "y")
		want := cmp.Or(strings.Compare(fa, fb), cmp.Compare(la, lb), strings.Compare(ia, ib))
		if otherPair {
			hb = pairHash("train", "x", "z")
			want = bytes.Compare(ha[:], hb[:])
		}
		ka, kb := appendRepeatOrderKey(nil, ha[:], &a), appendRepeatOrderKey([]byte("reused"), hb[:], &b)[len("reused"):]
		if got := bytes.Compare(ka, kb); got != want {
			t.Errorf("keys of %+v and %+v compare %d, want %d", a.From, b.From, got, want)
		}
	})
}

// TestRepeatedPairReasonOfARowReadTwice: a row set aside for a kept row
// of its own id (a manifest given twice) says so, not that it repeats the
// row of its own id; another id is named as before.
func TestRepeatedPairReasonOfARowReadTwice(t *testing.T) {
	p := dataset.Pair{ID: "dev/cut_1", Split: "validation"}
	if got, want := repeatedPairReason("dev/cut_1", p), "--dedupe: the same id, written and spoken text as a row read before it (its input read twice?), kept in split validation"; got != want {
		t.Errorf("same id: %q, want %q", got, want)
	}
	if got, want := repeatedPairReason("f:9", p), `--dedupe: the same written and spoken text as the row "f:9", kept in split validation`; got != want {
		t.Errorf("other id: %q, want %q", got, want)
	}
}
