package editdist

import (
	"fmt"
	"testing"
)

func TestDistance(t *testing.T) {
	for _, c := range []struct {
		a, b        string
		limit, want int
	}{
		{"kitten", "sitting", 0, 3},
		{"kitten", "sitting", 9, 3},
		{"kitten", "sitting", 2, 2}, // stops at the limit
		{"", "abc", 0, 3},
		{"abc", "", 0, 3},
		{"theatre", "theater", 0, 2},
		{"favoured", "favored", 3, 1},
		{"same", "same", 1, 0},
		{"a", "abcdef", 3, 3}, // lengths alone reach the limit
	} {
		if got := Distance(c.a, c.b, c.limit); got != c.want {
			t.Errorf("Distance(%q, %q, %d) = %d, want %d", c.a, c.b, c.limit, got, c.want)
		}
	}
}

func ExampleDistance() {
	fmt.Println(Distance("--inptu", "--input", 3))
	fmt.Println(Distance("colour", "color", 0))
	// Output:
	// 2
	// 1
}
