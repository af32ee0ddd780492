package transforms_test

import (
	"fmt"

	"github.com/itnprep/itnprep/transforms"
)

// Partitions is how many SON partitions mine and mine-pairs --distributed
// mine in: the most, up to --partitions, whose smallest keeps a local
// minimum support of MinLocalSupport (10). A global minimum support of 20
// leaves 16 partitions 2 (each 8 of the 16 hash partitions, local support
// about 10); one of 2,000 keeps all 16; one of 5 mines in one.
func ExamplePartitions() {
	for _, c := range []struct{ partitions, minsup int }{{16, 20}, {4, 20}, {16, 2000}, {8, 5}, {0, 100}} {
		fmt.Printf("--partitions %d --minsup %d: %d\n", c.partitions, c.minsup, transforms.Partitions(c.partitions, c.minsup))
	}
	// Output:
	// --partitions 16 --minsup 20: 2
	// --partitions 4 --minsup 20: 2
	// --partitions 16 --minsup 2000: 16
	// --partitions 8 --minsup 5: 1
	// --partitions 0 --minsup 100: 1
}
