package transforms

import (
	"cmp"
	"context"
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/eval"
)

// idCheckIDs are ids of every shape the check's lines must carry: plain,
// empty, with a NUL, a newline, a quote, a backslash, the characters
// encoding/json escapes as HTML (< > &), U+2028, non-ASCII, invalid UTF-8,
// and numbers written two ways (1 and 1.0 are one id).
var idCheckIDs = []string{"a", "b", "", "a\x00f2", "x\ny", `q"t`, `b\s`, "<a&b>", "l\u2028s", "café", "bad\xffutf8", "\u00e9\u4e2d", "1", "1.0", "1e0", "42", "-0", "0"}

var idCheckFiles = []string{"/in/p.jsonl", "/in/p.jsonl.2", "/in/q r.jsonl", "/in/é.jsonl", "/in/\"q\".jsonl", "/in/a<b>.jsonl", "/in/bad\xff.jsonl"}

// randomIDLoc is a record with an id of idCheckIDs (a number when it
// reads as one, half of the time) in a file of idCheckFiles.
func randomIDLoc(r *rand.Rand) EvalRecord {
	id := idCheckIDs[r.IntN(len(idCheckIDs))]
	kind := eval.IDString
	if id != "" && strings.Trim(id, "0123456789.e-") == "" && r.IntN(2) == 0 {
		kind = eval.IDNumber
	}
	if r.IntN(4) == 0 {
		id += fmt.Sprint(r.IntN(3))
	}
	return EvalRecord{IDKind: int(kind), ID: id, File: idCheckFiles[r.IntN(len(idCheckFiles))], Line: 1 + r.Int64N(1<<40)}
}

// findRepeats runs recs through WriteIDs' pieces as a runner would:
// idSpillFn in bundles of bundle records spilling against budget, then
// findRepeatsFn over the runs' descriptors, and reads the result back
// with ReadRepeats. It returns the repeats and the runs spilled.
func findRepeats(t testing.TB, dir string, recs []EvalRecord, bundle int, budget int64) (eval.Repeats, []LineRun) {
	t.Helper()
	ctx := context.Background()
	path := filepath.Join(dir, "ids.jsonl")
	var runs []LineRun
	emit := func(r LineRun) { runs = append(runs, r) }
	fn := &idSpillFn{Dir: IDsRunsDir(path), Name: "ids", BufferBytes: budget}
	for start := 0; start < len(recs); start += bundle {
		fn.StartBundle(ctx, emit)
		for _, r := range recs[start:min(start+bundle, len(recs))] {
			if err := fn.ProcessElement(ctx, r, emit); err != nil {
				t.Fatal(err)
			}
		}
		if err := fn.FinishBundle(ctx, emit); err != nil {
			t.Fatal(err)
		}
	}
	if err := (&findRepeatsFn{Path: path}).ProcessElement(ctx, nil, sliceIter(runs)); err != nil {
		t.Fatal(err)
	}
	rs, err := ReadRepeats(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	return rs, runs
}

// TestIDRunKeyOrder: the byte order of appendIDRunKey's keys is the order
// of (hash, kind, IDKey's length, IDKey, file, line), so that one id's records
// lie side by side, the earliest first, whatever the ids and paths hold
// (a NUL, a file whose name prefixes another's, lines from 0 to the
// largest); splitIDRunKey reads every key back.
func TestIDRunKeyOrder(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	type rec struct {
		hash      uint64
		kind      eval.IDKind
		key, file string
		line      int64
		runKey    string
	}
	var recs []rec
	for range 5000 {
		e := randomIDLoc(r)
		if r.IntN(20) == 0 {
			e.Line = []int64{0, 1, 1<<63 - 1, 255, 256}[r.IntN(5)]
		}
		kind := eval.IDKind(e.IDKind)
		key := eval.IDKey(kind, e.ID)
		hash := idHash(kind, key)
		if r.IntN(10) == 0 {
			hash = 7 // ids whose hashes collide
		}
		k := appendIDRunKey(nil, hash, kind, key, e.File, e.Line)
		if len(k) != idRunKeyLen(key, e.File) {
			t.Fatalf("%+v: key of %d bytes, idRunKeyLen says %d", e, len(k), idRunKeyLen(key, e.File))
		}
		id, file, line, err := splitIDRunKey(k)
		if err != nil || string(file) != e.File || line != e.Line || binary.BigEndian.Uint64(id) != hash || eval.IDKind(id[8]) != kind || string(id[13:]) != key {
			t.Fatalf("%+v: read back as %q %q %d (%v)", e, id, file, line, err)
		}
		recs = append(recs, rec{hash, kind, key, e.File, e.Line, string(k)})
	}
	want := slices.Clone(recs)
	slices.SortFunc(want, func(a, b rec) int {
		return cmp.Or(cmp.Compare(a.hash, b.hash), cmp.Compare(a.kind, b.kind), cmp.Compare(len(a.key), len(b.key)), strings.Compare(a.key, b.key), strings.Compare(a.file, b.file), cmp.Compare(a.line, b.line))
	})
	got := slices.Clone(recs)
	slices.SortFunc(got, func(a, b rec) int { return strings.Compare(a.runKey, b.runKey) })
	for i := range got {
		if got[i].runKey != want[i].runKey {
			t.Fatalf("at %d: byte order gives %+v, want %+v", i, got[i], want[i])
		}
	}
	for _, bad := range []string{"", "12345678\x01\x00\x00\x00\x05ab\x00", string(appendIDRunKey(nil, 1, eval.IDString, "abc", "f", 1))[:20]} {
		if _, _, _, err := splitIDRunKey([]byte(bad)); err == nil {
			t.Errorf("splitIDRunKey(%q): no error", bad)
		}
	}
}

// TestReadRepeatsIsEveryRepeat: records of repeated ids (tricky ids and
// paths, numbers by value) through idSpillFn's spills (several bundles
// and runs, merged in passes when there are more than one merge reads),
// findRepeatsFn's merge and ReadRepeats give the repeats a brute-force
// grouping gives: the count and the earliest repeat with the id's first
// record. The merge leaves the spilled runs and none of its passes'.
func TestReadRepeatsIsEveryRepeat(t *testing.T) {
	defer func(n int) { maxLineRunFanIn = n }(maxLineRunFanIn)
	r := rand.New(rand.NewPCG(3, 4))
	for round := range 30 {
		maxLineRunFanIn = []int{256, 3, 5}[round%3]
		n := 1 + r.IntN(3000)
		var recs []EvalRecord
		for range n {
			rec := randomIDLoc(r)
			rec.Line = 1 + r.Int64N(int64(n))
			if r.IntN(10) == 0 {
				rec.IDKind, rec.ID = int(eval.IDNone), ""
			}
			recs = append(recs, rec)
		}
		dir := t.TempDir()
		got, runs := findRepeats(t, dir, recs, 1+r.IntN(1000), 1+r.Int64N(64<<10))
		if want := bruteRepeats(recs); got != want {
			t.Fatalf("round %d (%d records, %d runs): ReadRepeats %+v, want %+v", round, n, len(runs), got, want)
		}
		left, _ := os.ReadDir(IDsRunsDir(filepath.Join(dir, "ids.jsonl")))
		if len(left) != len(runs) {
			t.Fatalf("round %d: %d files in the runs folder after the merge, want the %d spilled runs", round, len(left), len(runs))
		}
	}
	if sinkHeld.Load() != 0 || sinkHolders.Load() != 0 {
		t.Errorf("the process account still holds %d bytes in %d bundles", sinkHeld.Load(), sinkHolders.Load())
	}
}

// bruteRepeats groups the records with an id by (number, IDKey): in a
// group ordered by (file, line) every record after the first repeats it.
// Strings are as the repeats' JSON gives them back: invalid UTF-8 as
// U+FFFD.
func bruteRepeats(recs []EvalRecord) eval.Repeats {
	type gk struct {
		number bool
		key    string
	}
	groups := map[gk][]EvalRecord{}
	for _, r := range recs {
		if eval.IDKind(r.IDKind) == eval.IDNone {
			continue
		}
		k := gk{r.IDKind == int(eval.IDNumber), eval.IDKey(eval.IDKind(r.IDKind), r.ID)}
		groups[k] = append(groups[k], r)
	}
	var rs eval.Repeats
	for k, g := range groups {
		slices.SortFunc(g, func(a, b EvalRecord) int {
			return cmp.Or(strings.Compare(a.File, b.File), cmp.Compare(a.Line, b.Line), strings.Compare(a.ID, b.ID))
		})
		for _, r := range g[1:] {
			rs.Note(eval.Repeat{ID: r.ID, Number: k.number, File: r.File, Line: r.Line, FirstFile: g[0].File, FirstLine: g[0].Line})
		}
	}
	valid := func(s string) string { return strings.ToValidUTF8(s, "\uFFFD") }
	rs.First.ID, rs.First.File, rs.First.FirstFile = valid(rs.First.ID), valid(rs.First.File), valid(rs.First.FirstFile)
	return rs
}

// BenchmarkIDCheck is the repeated-id check of evaluate --beam on 100,000
// records (10,000 repeated ids) of one file, whole: the records through
// idSpillFn (one bundle, the default ids' budget), findRepeatsFn's merge
// and ReadRepeats.
func BenchmarkIDCheck(b *testing.B) {
	const n = 100000
	recs := make([]EvalRecord, n)
	for i := range recs {
		recs[i] = EvalRecord{IDKind: int(eval.IDString), ID: fmt.Sprintf("pred-%d", i%(n-n/10)), File: "/tmp/evaluate/predictions.jsonl", Line: int64(i + 1)}
	}
	b.ReportAllocs()
	for b.Loop() {
		rs, _ := findRepeats(b, b.TempDir(), recs, n, DefaultIDSpillBytes)
		if rs.N != n/10 {
			b.Fatalf("%+v", rs)
		}
	}
}

// TestIDSpillKeepsItsArray: idSpillFn's buffer keeps its array from one
// spill to the next within a bundle (growing it afresh after each spill
// was most of the check's cost at a million ids), cleared so that no
// spilled entry's chunk stays reachable through it, and drops it when the
// bundle ends; the sink's other spilling DoFns keep nothing.
func TestIDSpillKeepsItsArray(t *testing.T) {
	ctx := context.Background()
	var runs []LineRun
	emit := func(r LineRun) { runs = append(runs, r) }
	fn := &idSpillFn{Dir: t.TempDir(), Name: "ids", BufferBytes: 64 << 10}
	fn.StartBundle(ctx, emit)
	var arrays []*idEntry
	for i := range 5000 {
		spilled := len(runs)
		rec := EvalRecord{IDKind: int(eval.IDString), ID: fmt.Sprintf("id-%d", i), File: "/in/p.jsonl", Line: int64(i + 1)}
		if err := fn.ProcessElement(ctx, rec, emit); err != nil {
			t.Fatal(err)
		}
		if len(runs) > spilled {
			spare := fn.buf.spare[:cap(fn.buf.spare)]
			if len(spare) == 0 || len(fn.buf.groups) != 0 {
				t.Fatalf("after spill %d: spare of %d entries, %d groups held", len(runs), len(spare), len(fn.buf.groups))
			}
			for j := range spare {
				if spare[j] != (idEntry{}) {
					t.Fatalf("after spill %d: the kept array's entry %d is %+v, want cleared", len(runs), j, spare[j])
				}
			}
			arrays = append(arrays, &spare[0])
		} else if g := fn.buf.groups[0]; len(arrays) > 0 && len(g) == 1 && &g[:1][0] != arrays[len(arrays)-1] {
			t.Fatalf("after spill %d: the next entry went into a new array", len(runs))
		}
	}
	if len(runs) < 3 {
		t.Fatalf("%d runs, want several", len(runs))
	}
	if err := fn.FinishBundle(ctx, emit); err != nil {
		t.Fatal(err)
	}
	if fn.buf.spare != nil || fn.chunk != nil {
		t.Errorf("after the bundle: spare of %d entries, chunk of %d bytes kept", cap(fn.buf.spare), cap(fn.chunk))
	}
	lines := &spillLinesFn{Dir: t.TempDir(), Name: "lines", BufferBytes: 1 << 10}
	lines.StartBundle(ctx, emit)
	for i := range 100 {
		if err := lines.ProcessElement(ctx, fmt.Sprint(i), strings.Repeat("x", 100), emit); err != nil {
			t.Fatal(err)
		}
	}
	if lines.buf.spare != nil {
		t.Errorf("spillLinesFn kept an array of %d entries", cap(lines.buf.spare))
	}
	if err := lines.FinishBundle(ctx, emit); err != nil {
		t.Fatal(err)
	}
}
