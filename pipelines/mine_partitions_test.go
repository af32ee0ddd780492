package pipelines

import (
	"strings"
	"testing"

	"github.com/itnprep/itnprep/transforms"
)

// TestPartitionsLowered: a job mines in fewer partitions than --partitions
// where a partition's local minimum support would fall under
// transforms.MinLocalSupport, or where there are fewer sequences than
// partitions, and says so with its counts written as every summary writes
// them (it said "over 2043 sequences"); partitions that keep their support
// say nothing.
func TestPartitionsLowered(t *testing.T) {
	for _, c := range []struct {
		given, global, n, mined int
		want                    string
	}{
		{16, 20, 2043, 2, "--partitions 16 lowered to 2: at minimum support 20 over 2,043 sequences, 16 partitions would each mine at a local minimum support of about 2, under 10 (as it falls, nearly every subsequence becomes a candidate and memory grows with the partitions); 2 mine at about 10 (the output is the same); 16 partitions need a minimum support of 160 or more (a larger --minsup, or a share such as 0.002 on a large input)"},
		{8, 200, 3, 3, "--partitions 8 lowered to 3: only 3 sequences to mine, and a partition without one mines nothing (the output is the same)"},
		{8, 200, 1, 1, "--partitions 8 lowered to 1: only 1 sequence to mine, and a partition without one mines nothing (the output is the same)"},
		{4, 400, 100000, 4, ""},
		{1, 1, 0, 1, ""},
	} {
		if got := PartitionsMined(c.given, c.global, c.n); got != c.mined {
			t.Errorf("PartitionsMined(%d, %d, %d) = %d, want %d", c.given, c.global, c.n, got, c.mined)
		}
		if got := PartitionsLowered(c.given, c.global, c.n); got != c.want {
			t.Errorf("PartitionsLowered(%d, %d, %d):\n%q\nwant %q", c.given, c.global, c.n, got, c.want)
		}
	}
	if k := PartitionsMined(16, 20, 2043); transforms.LocalMinSupport(20, 2043/k, 2043) < transforms.MinLocalSupport {
		t.Errorf("%d partitions mine under the local minimum support %d", k, transforms.MinLocalSupport)
	}
	if got := PartitionsLowered(16, 20, 2043); strings.HasPrefix(got, "itnprep") {
		t.Errorf("the CLI names the command: %q", got)
	}
}
