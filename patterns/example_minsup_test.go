package patterns_test

import (
	"fmt"

	"github.com/itnprep/itnprep/patterns"
)

// --minsup as a count is taken as it is; as a share it is a share of the
// sequences mined, rounded up as PrefixSpan-py and SPMF round it, and at
// least 1; a count that is not whole is refused.
func ExampleResolveMinSupport() {
	for _, c := range []struct {
		minsup float64
		n      int
	}{{20, 5000}, {0.002, 5000}, {0.1, 3}, {0.0001, 100}, {2.5, 100}} {
		got, err := patterns.ResolveMinSupport(c.minsup, c.n)
		fmt.Println(c.minsup, c.n, got, err)
	}
	// Output:
	// 20 5000 20 <nil>
	// 0.002 5000 10 <nil>
	// 0.1 3 1 <nil>
	// 0.0001 100 1 <nil>
	// 2.5 100 0 absolute minimum support must be a whole number, got 2.5
}
