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

// Repeats reads a manifest's count of repeated pairs: every prep writes
// it, 0 too, so a manifest without it is one no count was taken for (a
// derived version's, or one published before prep counted repeats).
func ExampleAccounting_Repeats() {
	for _, accounting := range []string{`{"repeated_pairs": 79}`, `{"repeated_pairs": 0}`, `{}`} {
		m, err := dataset.ParseManifest([]byte(`{"format": "` + dataset.FormatV1 + `", "accounting": ` + accounting + `}`))
		if err != nil {
			fmt.Println(err)
			return
		}
		n, counted := m.Accounting.Repeats()
		fmt.Println(n, counted)
	}
	// Output:
	// 79 true
	// 0 true
	// 0 false
}
