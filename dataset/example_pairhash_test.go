package dataset_test

import (
	"fmt"

	"github.com/itnprep/itnprep/dataset"
)

// A row repeats an earlier one when their (split, written, spoken) hash
// alike: the same texts in another split do not, nor do texts whose
// boundary lies elsewhere ("ab" + "c" is not "a" + "bc": each text is
// hashed after its length).
func ExamplePairHasher() {
	var h dataset.PairHasher
	first := h.Hash("train", "Retrieved 2015.", "retrieved twenty fifteen")
	fmt.Println(h.Hash("train", "Retrieved 2015.", "retrieved twenty fifteen") == first)
	fmt.Println(h.Hash("test", "Retrieved 2015.", "retrieved twenty fifteen") == first)
	fmt.Println(h.Hash("train", "ab", "c") == h.Hash("train", "a", "bc"))
	fmt.Println(len(first) == dataset.PairHashLen)
	// Output:
	// true
	// false
	// false
	// true
}
