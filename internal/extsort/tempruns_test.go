package extsort

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// TestTempRuns: runs added one by one are merged FanIn at a time by level
// (at most FanIn-1 per level are held: the binary digits of the count for
// a fan-in of 2), Merge gives every entry in order, a Tick error stops a
// merge, and no run leaves a name in the temporary folder.
func TestTempRuns(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	tr := TempRuns{Pattern: "test-runs-*", Name: "test run", FanIn: 2, BufSize: 4 << 10}
	defer tr.Close()
	const n = 40
	for i := range n {
		// Keys interleave across runs: run i holds i, i+n, i+2n.
		err := tr.Add(func(w *RunWriter) {
			for k := i; k < 3*n; k += n {
				w.Add([]byte(fmt.Sprintf("%04d", k)), []byte{byte(i)})
			}
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if tr.Len() != 2 { // 40 = 0b101000
		t.Errorf("%d runs held after 40 adds by twos, want 2", tr.Len())
	}
	if left, _ := filepath.Glob(filepath.Join(os.TempDir(), "test-runs-*")); len(left) != 0 {
		t.Errorf("runs left names: %v", left)
	}
	var got []string
	if err := tr.Merge(func(key, row []byte) error { got = append(got, string(key)); return nil }); err != nil {
		t.Fatal(err)
	}
	if len(got) != 3*n {
		t.Fatalf("merged %d entries, want %d", len(got), 3*n)
	}
	for i, k := range got {
		if k != fmt.Sprintf("%04d", i) {
			t.Fatalf("entry %d is %s", i, k)
		}
	}
	if tr.Len() != 0 {
		t.Errorf("Merge left %d runs", tr.Len())
	}
	stop := errors.New("stop")
	ticks := 0
	tr.Tick = func() error {
		if ticks++; ticks > 3 {
			return stop
		}
		return nil
	}
	for range 2 {
		tr.Add(func(w *RunWriter) { w.Add([]byte("k"), nil) })
	}
	// The second Add merged the two runs: 2 ticks.
	tr.Add(func(w *RunWriter) { w.Add([]byte("k"), nil) })
	if err := tr.Merge(func([]byte, []byte) error { return nil }); !errors.Is(err, stop) {
		t.Errorf("a merge whose Tick fails: %v, want it stopped", err)
	}
}
