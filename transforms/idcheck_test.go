package transforms

import (
	"cmp"
	"context"
	"encoding/json"
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

// TestIDLocIsWhatSprintfAndMarshalWrote: idLocFn's key is
// fmt.Sprintf("%d%020d%s\x00%s\x00%020d", ...) and its line json.Marshal of
// the idLoc, byte for byte, for ids and paths of every shape (the append
// path and the json.Marshal fallback); parseIDLine reads its own lines as
// encoding/json does and leaves the others to it.
func TestIDLocIsWhatSprintfAndMarshalWrote(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	fn := &idLocFn{}
	inPlace := 0
	for range 20000 {
		rec := randomIDLoc(r)
		if r.IntN(50) == 0 {
			rec.Line = 0
		}
		var key, line string
		if err := fn.ProcessElement(rec, func(k, l string) { key, line = k, l }); err != nil {
			t.Fatal(err)
		}
		idKey := eval.IDKey(eval.IDKind(rec.IDKind), rec.ID)
		if want := fmt.Sprintf("%d%020d%s\x00%s\x00%020d", rec.IDKind, len(idKey), idKey, rec.File, rec.Line); key != want {
			t.Fatalf("%+v: key %q, want %q", rec, key, want)
		}
		l := idLoc{ID: rec.ID, Number: rec.IDKind == int(eval.IDNumber), File: rec.File, Line: rec.Line}
		if idKey != rec.ID {
			l.Key = idKey
		}
		want, err := json.Marshal(l)
		if err != nil {
			t.Fatal(err)
		}
		if line != string(want) {
			t.Fatalf("%+v: line %s, want %s", rec, line, want)
		}
		var dec idLoc
		if err := json.Unmarshal(want, &dec); err != nil {
			t.Fatal(err)
		}
		got, err := readIDLine([]byte(line + "\n"))
		if err != nil {
			t.Fatal(err)
		}
		if string(got.id) != dec.ID || string(got.idKey) != dec.Key || string(got.file) != dec.File || got.number != dec.Number || got.line != dec.Line {
			t.Fatalf("%s read as %+v, encoding/json reads %+v", line, got, dec)
		}
		if _, ok := parseIDLine([]byte(line)); ok {
			inPlace++
		}
	}
	if inPlace < 5000 || inPlace > 15000 {
		t.Errorf("%d of 20000 lines read in place: want both paths taken", inPlace)
	}
	for _, z := range []int64{-1, 0, 7, 1<<63 - 1} {
		if got, want := string(appendZeroPadded(nil, z)), fmt.Sprintf("%020d", z); got != want {
			t.Errorf("appendZeroPadded(%d) = %q, want %q", z, got, want)
		}
	}
}

// TestReadRepeatsIsEveryRepeat: records of repeated ids (tricky ids and
// paths, numbers by value) through idLocFn, WriteSortedLines' spills and
// merge (several bundles and runs) and ReadRepeats give the repeats a
// brute-force grouping gives: the count and the earliest repeat with the
// id's first record.
func TestReadRepeatsIsEveryRepeat(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for round := range 20 {
		n := 1 + r.IntN(3000)
		var recs []EvalRecord
		var keys, lines []string
		fn := &idLocFn{}
		for range n {
			rec := randomIDLoc(r)
			rec.Line = 1 + r.Int64N(int64(n))
			if r.IntN(10) == 0 {
				rec.IDKind, rec.ID = int(eval.IDNone), ""
			}
			recs = append(recs, rec)
			if err := fn.ProcessElement(rec, func(k, l string) { keys, lines = append(keys, k), append(lines, l) }); err != nil {
				t.Fatal(err)
			}
		}
		dir := t.TempDir()
		path := filepath.Join(dir, "ids.jsonl")
		sortLines(t, filepath.Join(dir, "runs"), path, keys, lines, 1+r.IntN(1000), 1+r.Int64N(64<<10))
		got, err := ReadRepeats(context.Background(), path)
		if err != nil {
			t.Fatal(err)
		}
		old, err := decodeRepeats(path)
		if err != nil {
			t.Fatal(err)
		}
		if got != old {
			t.Fatalf("round %d (%d records): ReadRepeats %+v, encoding/json's reading %+v", round, n, got, old)
		}
		if want := bruteRepeats(recs); got != want {
			t.Fatalf("round %d (%d records): ReadRepeats %+v, want %+v", round, n, got, want)
		}
	}
}

// decodeRepeats is ReadRepeats as it was, every line decoded by a
// json.Decoder.
func decodeRepeats(path string) (eval.Repeats, error) {
	var rs eval.Repeats
	f, err := os.Open(path)
	if err != nil {
		return rs, err
	}
	defer f.Close()
	dec := json.NewDecoder(f)
	var first idLoc
	for n := 0; dec.More(); n++ {
		var l idLoc
		if err := dec.Decode(&l); err != nil {
			return rs, err
		}
		if n > 0 && l.key() == first.key() && l.Number == first.Number {
			rs.Note(eval.Repeat{ID: l.ID, Number: l.Number, File: l.File, Line: l.Line, FirstFile: first.File, FirstLine: first.Line})
			continue
		}
		first = l
	}
	return rs, nil
}

// bruteRepeats groups the records with an id by (number, IDKey): in a
// group ordered by (file, line) every record after the first repeats it.
// Strings are as the ids' JSON lines give them back: invalid UTF-8 as
// U+FFFD.
func bruteRepeats(recs []EvalRecord) eval.Repeats {
	recs = slices.Clone(recs)
	for i := range recs {
		recs[i].ID = strings.ToValidUTF8(recs[i].ID, "\uFFFD")
		recs[i].File = strings.ToValidUTF8(recs[i].File, "\uFFFD")
	}
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
	return rs
}

// BenchmarkIDCheck is the repeated-id check of evaluate --beam on 100,000
// records with plain ids in one file (a tenth repeated): idLocFn's key and
// line, then ReadRepeats over the sorted file (the spills and the merge
// between are WriteSortedLines', not measured here).
func BenchmarkIDCheck(b *testing.B) {
	const n = 100000
	recs := make([]EvalRecord, n)
	for i := range recs {
		recs[i] = EvalRecord{IDKind: int(eval.IDString), ID: fmt.Sprintf("pred-%d", i%(n-n/10)), File: "/tmp/evaluate/predictions.jsonl", Line: int64(i + 1)}
	}
	type kl struct{ k, l string }
	pairs := make([]kl, 0, n)
	fn := &idLocFn{}
	path := filepath.Join(b.TempDir(), "ids.jsonl")
	b.ReportAllocs()
	for b.Loop() {
		pairs = pairs[:0]
		for _, r := range recs {
			if err := fn.ProcessElement(r, func(k, l string) { pairs = append(pairs, kl{k, l}) }); err != nil {
				b.Fatal(err)
			}
		}
		b.StopTimer()
		slices.SortFunc(pairs, func(x, y kl) int { return cmp.Or(strings.Compare(x.k, y.k), strings.Compare(x.l, y.l)) })
		var sb strings.Builder
		for _, p := range pairs {
			sb.WriteString(p.l)
			sb.WriteByte('\n')
		}
		if err := os.WriteFile(path, []byte(sb.String()), 0o644); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		rs, err := ReadRepeats(context.Background(), path)
		if err != nil || rs.N != n/10 {
			b.Fatalf("%+v %v", rs, err)
		}
	}
}
