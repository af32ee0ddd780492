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
		n := (&partSizeFn{}).ProcessElement(p, sliceIter(rs))
		total += n
		db, err := decodeRuns(ctx, rs)
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
	_, err := decodeRuns(ctx, []SeqRun{r})
	if err == nil || !strings.Contains(err.Error(), r.Path) {
		t.Fatalf("a file shorter than its descriptor: error %v, want one naming %s", err, r.Path)
	}
}

// TestChunkSize: a partition over the limit is split evenly into chunks of
// at most the limit, unless that would bring a chunk's local minimum
// support under MinLocalSupport.
func TestChunkSize(t *testing.T) {
	for _, c := range []struct{ limit, part, total, global, want int }{
		{0, 1_000_000, 4_000_000, 8000, 1_000_000},     // no limit: the whole partition
		{100_000, 90_000, 4_000_000, 8000, 90_000},     // under the limit
		{100_000, 1_000_000, 4_000_000, 8000, 100_000}, // 10 chunks
		{100_000, 1_050_000, 4_000_000, 8000, 95_455},  // 11 even chunks
		{100_000, 1_000_000, 4_000_000, 20, 1_000_000}, // a count: local support 5 already
		{100_000, 4_000_000, 4_000_000, 20, 2_000_000}, // a count: 2 chunks keep local 10
		{500, 3000, 3000, 60, 500},                     // local support 10: allowed
		{400, 3000, 3000, 60, 500},                     // 375 would give 8: 6 chunks of 500
		{100_000, 0, 0, 1, 1},
	} {
		got := chunkSize(c.limit, c.part, c.total, c.global)
		if got != c.want {
			t.Errorf("chunkSize(%d, %d, %d, %d) = %d, want %d", c.limit, c.part, c.total, c.global, got, c.want)
		}
		if c.limit > 0 && got < c.part && LocalMinSupport(c.global, got, c.total) < MinLocalSupport {
			t.Errorf("chunkSize(%d, %d, %d, %d) = %d: local support %d", c.limit, c.part, c.total, c.global, got, LocalMinSupport(c.global, got, c.total))
		}
	}
}

// TestPartitions: a job mines in the most partitions, at most
// --partitions, whose smallest (floor(P/k) of the P hash partitions)
// keeps a local minimum support of MinLocalSupport or more; a share of a
// large input leaves them as given.
func TestPartitions(t *testing.T) {
	for _, c := range []struct{ partitions, global, want int }{
		{4, 20, 2}, {16, 20, 2}, {16, 24, 2}, {8, 60, 4}, {3, 60, 3}, {7, 60, 3},
		{16, 2, 1}, {1, 1000, 1}, {4, 40, 4}, {4, 39, 2}, {40, 10_000, 40}, {0, 20, 1},
	} {
		got := Partitions(c.partitions, c.global)
		if got != c.want {
			t.Errorf("Partitions(%d, %d) = %d, want %d", c.partitions, c.global, got, c.want)
		}
		if got > 1 && c.global*(c.partitions/got) < MinLocalSupport*c.partitions {
			t.Errorf("Partitions(%d, %d) = %d: the smallest partition's local support is under %d", c.partitions, c.global, got, MinLocalSupport)
		}
	}
}
