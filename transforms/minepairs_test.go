package transforms

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// TestWriteSortedLinesSpillsToTheSameBytes: the mismatch file written
// through a buffer of one byte (a spilled run per line, then a k-way
// merge) is byte-identical to the default buffer's (no spill) and to an
// in-memory sort of the lines by key.
func TestWriteSortedLinesSpillsToTheSameBytes(t *testing.T) {
	type kv struct{ k, v string }
	var in []kv
	for i := range 3000 {
		id := fmt.Sprintf("file.jsonl:%09d", (i*7919)%3000)
		in = append(in, kv{fmt.Sprintf("%s\x00%06d", id, i%4), fmt.Sprintf(`["w%d","|","s%d"]`, i%13, i)})
	}
	want := append([]kv(nil), in...)
	sort.Slice(want, func(i, j int) bool { return want[i].k < want[j].k })
	var b strings.Builder
	for _, x := range want {
		b.WriteString(x.v + "\n")
	}
	t.Setenv("TMPDIR", t.TempDir())
	dir := t.TempDir()
	for _, buf := range []int64{1, 0} {
		path := filepath.Join(dir, fmt.Sprintf("mismatches-%d.jsonl", buf))
		i := 0
		iter := func(k, v *string) bool {
			if i == len(in) {
				return false
			}
			*k, *v = in[i].k, in[i].v
			i++
			return true
		}
		if err := (&writeSortedLinesFn{Path: path, BufferBytes: buf}).ProcessElement(context.Background(), nil, iter); err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != b.String() {
			t.Fatalf("buffer %d: the file differs from an in-memory sort of the lines", buf)
		}
		if left, _ := os.ReadDir(os.Getenv("TMPDIR")); len(left) != 0 {
			t.Fatalf("buffer %d: %d run files left in the temporary folder", buf, len(left))
		}
	}
}
