package extsort

import (
	"fmt"
	"math/rand"
	"os"
	"sort"
	"testing"
)

// TestSorterSpillsGiveOneSortsOrder: with a buffer of a few entries the
// Sorter spills many runs, and its output is exactly one in-memory sort's
// (keys, then rows for equal keys); its run files are gone afterwards.
func TestSorterSpillsGiveOneSortsOrder(t *testing.T) {
	rnd := rand.New(rand.NewSource(3))
	var want []Entry
	for i := range 5000 {
		// duplicate keys on purpose: ties are broken by the row bytes
		want = append(want, Entry{Key: fmt.Sprintf("id%05d\x00%06d", rnd.Intn(2000), i%3), Row: []byte(fmt.Sprintf(`["w%d","|","s%d"]`, rnd.Intn(50), i))})
	}
	for _, buf := range []int64{1, 300, 1 << 20} {
		dir := t.TempDir()
		s := &Sorter{Dir: dir, BufferBytes: buf}
		for _, e := range want {
			if err := s.Add(e.Key, e.Row); err != nil {
				t.Fatal(err)
			}
		}
		spilled := s.Spilled()
		if buf < 1<<20 && spilled < 10 {
			t.Fatalf("buffer %d: %d runs spilled, want many", buf, spilled)
		}
		if buf == 1<<20 && spilled != 0 {
			t.Fatalf("buffer %d: %d runs spilled, want none", buf, spilled)
		}
		var got []Entry
		if err := s.Each(func(k, r []byte) error {
			got = append(got, Entry{Key: string(k), Row: append([]byte(nil), r...)})
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		exp := append([]Entry(nil), want...)
		sort.SliceStable(exp, func(i, j int) bool { return Compare(&exp[i], &exp[j], nil) < 0 })
		if len(got) != len(exp) {
			t.Fatalf("buffer %d: %d entries out, want %d", buf, len(got), len(exp))
		}
		for i := range exp {
			if got[i].Key != exp[i].Key || string(got[i].Row) != string(exp[i].Row) {
				t.Fatalf("buffer %d: entry %d = %q %s, want %q %s", buf, i, got[i].Key, got[i].Row, exp[i].Key, exp[i].Row)
			}
		}
		left, _ := os.ReadDir(dir)
		if len(left) != 0 {
			t.Fatalf("buffer %d: %d run files left behind", buf, len(left))
		}
	}
}

// A Sorter with a buffer of 40 bytes spills a run for about every entry
// and still gives one sort's order.
func ExampleSorter() {
	s := &Sorter{BufferBytes: 40}
	for _, k := range []string{"pear", "apple", "fig", "banana"} {
		if err := s.Add(k, []byte(k+"s")); err != nil {
			fmt.Println(err)
		}
	}
	fmt.Println(s.Len(), "entries,", s.Spilled(), "runs")
	_ = s.Each(func(_, row []byte) error {
		fmt.Println(string(row))
		return nil
	})
	// Output:
	// 4 entries, 4 runs
	// apples
	// bananas
	// figs
	// pears
}
