package transforms

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
)

// TestSpillSeqsRoundTrips: with a one-byte buffer every sequence is its
// own file; each partition's files hold exactly its sequences, the
// descriptors' counts sum to the input, decodeRuns builds a database of
// them all, and a file that lost a line is an error naming it.
func TestSpillSeqsRoundTrips(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	want := map[int][]string{}
	fn := &spillSeqsFn{Dir: dir, BufferBytes: 1}
	runs := map[int][]SeqRun{}
	emit := func(p int, r SeqRun) { runs[p] = append(runs[p], r) }
	fn.StartBundle(ctx, emit)
	for i := range 200 {
		p, seq := i%3, EncodeSeq([]string{fmt.Sprintf("w%d", i%7), "|", fmt.Sprintf("s%d", i)})
		want[p] = append(want[p], seq)
		if err := fn.ProcessElement(ctx, p, seq, emit); err != nil {
			t.Fatal(err)
		}
	}
	if err := fn.FinishBundle(ctx, emit); err != nil {
		t.Fatal(err)
	}
	total := 0
	for p, rs := range runs {
		if len(rs) != len(want[p]) {
			t.Fatalf("partition %d: %d files, want one per sequence (%d)", p, len(rs), len(want[p]))
		}
		var got []string
		for _, r := range rs {
			b, err := os.ReadFile(r.Path)
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")...)
		}
		if !slices.Equal(got, want[p]) {
			t.Fatalf("partition %d: files hold %v, want %v", p, got, want[p])
		}
		i := 0
		iter := func(r *SeqRun) bool {
			if i == len(rs) {
				return false
			}
			*r = rs[i]
			i++
			return true
		}
		n := (&partSizeFn{}).ProcessElement(p, iter)
		total += n
		i = 0
		db, err := decodeRuns(ctx, iter)
		if err != nil {
			t.Fatal(err)
		}
		if db.Len() != n || n != len(want[p]) {
			t.Fatalf("partition %d: database of %d, descriptors count %d, want %d", p, db.Len(), n, len(want[p]))
		}
	}
	if total != 200 {
		t.Fatalf("descriptors count %d sequences, want 200", total)
	}
	r := runs[0][0]
	r.N++
	one := true
	_, err := decodeRuns(ctx, func(x *SeqRun) bool { *x = r; ok := one; one = false; return ok })
	if err == nil || !strings.Contains(err.Error(), r.Path) {
		t.Fatalf("a file shorter than its descriptor: error %v, want one naming %s", err, r.Path)
	}
}
