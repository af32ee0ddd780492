package patterns

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// TestDeriveMatchesGolden pins the derivation's output: the golden file
// was written by the former Derive, which read every mismatch into one
// Database and ran a counting pass per rule kind (main at 64a239b); the
// streaming one must write the same rules byte for byte.
func TestDeriveMatchesGolden(t *testing.T) {
	want, err := os.ReadFile("testdata/derive_rules_golden.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	db := NewDatabase(libriheavyMismatches(7, 3000), 0)
	results, err := MineAll(db, Options{MinSupport: 15, MaxLen: 6})
	if err != nil {
		t.Fatal(err)
	}
	var got bytes.Buffer
	if err := WriteRules(&got, Derive(db, results, DeriveOptions{Examples: 2}).Rules); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got.Bytes(), want) {
		t.Fatalf("rules differ from the golden file (%d bytes, want %d):\n%s", got.Len(), len(want), got.String())
	}
}

// TestDeriveFilesStreamsLikeDerive: the rules mine-pairs' driver derives
// from the files (the mismatches streamed) equal Derive over a Database.
func TestDeriveFilesStreamsLikeDerive(t *testing.T) {
	seqs := libriheavyMismatches(3, 2000)
	db := NewDatabase(seqs, 0)
	results, err := MineAll(db, Options{MinSupport: 12, MaxLen: 6})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	var mm []byte
	for _, s := range seqs {
		line := AppendLine(nil, 0, s) // "[0, [...]]\n": keep the inner array
		mm = append(append(mm, line[4:len(line)-2]...), '\n')
	}
	mmPath, patPath := filepath.Join(dir, "mismatches.jsonl"), filepath.Join(dir, "patterns.jsonl")
	if err := os.WriteFile(mmPath, mm, 0o644); err != nil {
		t.Fatal(err)
	}
	var pb []byte
	for _, r := range results {
		pb = AppendLine(pb, r.Support, r.Pattern)
	}
	if err := os.WriteFile(patPath, pb, 0o644); err != nil {
		t.Fatal(err)
	}
	n, _, d, err := DeriveFiles(mmPath, patPath, DeriveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if n != len(seqs) {
		t.Fatalf("read %d mismatches, wrote %d", n, len(seqs))
	}
	want := Derive(db, results, DeriveOptions{})
	if len(want.Rules) < 10 {
		t.Fatalf("fixture too thin: %d rules", len(want.Rules))
	}
	if !reflect.DeepEqual(d, want) {
		t.Fatalf("streamed derivation differs:\n%+v\nwant\n%+v", d.Rules, want.Rules)
	}
}

// TestOccurrenceCounterEqualsOccurrences: sequences handed one at a time
// (as strings and as bytes) count as a Database of them does.
func TestOccurrenceCounterEqualsOccurrences(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 9))
	items := []string{"a", "b", "c", "d", "|", "é"}
	var seqs [][]string
	for range 500 {
		var s []string
		for range r.IntN(9) {
			s = append(s, items[r.IntN(len(items))])
		}
		seqs = append(seqs, s)
	}
	cands := [][]string{{"a", "|"}, {"a", "b", "|"}, {"|", "c"}, {}, {"zz"}, {"b", "b", "a"}, {"é", "|", "d"}, {"a"}}
	db := NewDatabase(seqs, 0)
	want := Occurrences(db, cands, 3)
	cs, cb := NewOccurrenceCounter(cands, 3), NewOccurrenceCounter(cands, 3)
	for _, s := range seqs {
		cs.Add(s)
		bs := make([][]byte, len(s))
		for i, t := range s {
			bs[i] = []byte(t)
		}
		cb.AddBytes(bs)
	}
	for _, c := range []*OccurrenceCounter{cs, cb} {
		if got := c.Stats(); !reflect.DeepEqual(got, want) {
			t.Fatalf("counter %+v\nwant %+v", got, want)
		}
		for i := range cands {
			for j, s := range c.ExampleSeqs(i) {
				if !reflect.DeepEqual(s, seqs[want.Examples[i][j]]) && !(len(s) == 0 && len(seqs[want.Examples[i][j]]) == 0) {
					t.Fatalf("candidate %d example %d: %q, want %q", i, j, s, seqs[want.Examples[i][j]])
				}
			}
		}
	}
	if want.Supports[3] != len(seqs) || want.Supports[4] != 0 || want.Supports[0] == 0 {
		t.Fatalf("supports %v", want.Supports)
	}
}
