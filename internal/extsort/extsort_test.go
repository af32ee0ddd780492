package extsort

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// Entries cut into runs of random sizes, each sorted and written, must merge
// into exactly the order one in-memory sort gives, repeated keys included.
func TestMergeEqualsOneSort(t *testing.T) {
	rnd := rand.New(rand.NewPCG(3, 4))
	for trial := 0; trial < 50; trial++ {
		var all []Entry
		for i := 0; i < rnd.IntN(400); i++ {
			all = append(all, Entry{Key: fmt.Sprintf("k%03d", rnd.IntN(60)), Row: []byte(fmt.Sprintf("row-%d", rnd.IntN(5)))})
		}
		want := slices.Clone(all)
		Sort(want, nil)

		var runs []*Reader
		for rest := all; len(rest) > 0; {
			n := 1 + rnd.IntN(len(rest))
			run := slices.Clone(rest[:n])
			rest = rest[n:]
			Sort(run, nil)
			var buf bytes.Buffer
			if _, err := WriteRun(&buf, run); err != nil {
				t.Fatal(err)
			}
			runs = append(runs, NewReader(fmt.Sprint("run", len(runs)), &buf, 16))
		}
		var got []Entry
		err := Merge(runs, nil, func(k, r []byte) error {
			got = append(got, Entry{Key: string(k), Row: bytes.Clone(r)})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(want) {
			t.Fatalf("trial %d: merged %d entries, want %d", trial, len(got), len(want))
		}
		for i := range got {
			if got[i].Key != want[i].Key || !bytes.Equal(got[i].Row, want[i].Row) {
				t.Fatalf("trial %d: entry %d = %q/%q, want %q/%q", trial, i, got[i].Key, got[i].Row, want[i].Key, want[i].Row)
			}
		}
	}
}

// A tie function decides between equal keys before the row bytes do.
func TestTieOrdersEqualKeys(t *testing.T) {
	rev := func(a, b []byte) int { return bytes.Compare(b, a) }
	e := []Entry{{"k", []byte("a")}, {"k", []byte("c")}, {"j", []byte("z")}, {"k", []byte("b")}}
	Sort(e, rev)
	var got []string
	for _, x := range e {
		got = append(got, x.Key+string(x.Row))
	}
	if strings.Join(got, ",") != "jz,kc,kb,ka" {
		t.Fatalf("got %v", got)
	}
}

// A truncated or foreign file is an error naming it, never a silent short merge.
func TestBadRunsAreErrors(t *testing.T) {
	var buf bytes.Buffer
	WriteRun(&buf, []Entry{{"a", []byte("row one")}, {"b", []byte("row two")}})
	full := buf.Bytes()
	for name, data := range map[string][]byte{
		"truncated": full[:len(full)-3],
		"foreign":   []byte("PAR1 not a run"),
	} {
		err := Merge([]*Reader{NewReader(name, bytes.NewReader(data), 16)}, nil, func(k, r []byte) error { return nil })
		if err == nil || !strings.Contains(err.Error(), name) {
			t.Errorf("%s: err = %v, want an error naming the run", name, err)
		}
	}
	// An empty run (magic only) is fine.
	var empty bytes.Buffer
	WriteRun(&empty, nil)
	if err := Merge([]*Reader{NewReader("empty", &empty, 16)}, nil, func(k, r []byte) error { return nil }); err != nil {
		t.Fatal(err)
	}
}

func ExampleMerge() {
	var a, b bytes.Buffer
	WriteRun(&a, []Entry{{"id1", []byte("x")}, {"id3", []byte("z")}})
	WriteRun(&b, []Entry{{"id2", []byte("y")}})
	runs := []*Reader{NewReader("a", &a, 4096), NewReader("b", &b, 4096)}
	Merge(runs, nil, func(key, row []byte) error {
		fmt.Printf("%s=%s ", key, row)
		return nil
	})
	fmt.Println()
	// Output: id1=x id2=y id3=z
}

// A RunWriter fed entries one by one writes the same bytes, and counts the
// same size, as WriteRun given them at once: a merged run (sortedlines'
// multi-pass merge) reads back like a spilled one.
func TestRunWriterMatchesWriteRun(t *testing.T) {
	entries := []Entry{{"", nil}, {"a", []byte("1")}, {"b", bytes.Repeat([]byte("x"), 300)}, {string(bytes.Repeat([]byte("k"), 200)), []byte("y")}}
	var whole, each bytes.Buffer
	n, err := WriteRun(&whole, entries)
	if err != nil {
		t.Fatal(err)
	}
	rw := NewRunWriter(&each)
	for _, e := range entries {
		rw.Add([]byte(e.Key), e.Row)
	}
	if err := rw.Flush(); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(whole.Bytes(), each.Bytes()) || n != int64(whole.Len()) {
		t.Fatalf("RunWriter wrote %d bytes %q, WriteRun %d bytes (said %d) %q", each.Len(), each.Bytes(), whole.Len(), n, whole.Bytes())
	}
}

// Two runs merged into a third with a RunWriter, then read back.
func ExampleRunWriter() {
	var a, b, merged bytes.Buffer
	WriteRun(&a, []Entry{{"id1", []byte("x")}, {"id3", []byte("z")}})
	WriteRun(&b, []Entry{{"id2", []byte("y")}})
	rw := NewRunWriter(&merged)
	Merge([]*Reader{NewReader("a", &a, 4096), NewReader("b", &b, 4096)}, nil, func(key, row []byte) error {
		rw.Add(key, row)
		return nil
	})
	if err := rw.Flush(); err != nil {
		fmt.Println(err)
	}
	r := NewReader("merged", &merged, 4096)
	for r.Next() {
		fmt.Printf("%s=%s ", r.Key(), r.Row())
	}
	fmt.Println(r.Err())
	// Output: id1=x id2=y id3=z <nil>
}
