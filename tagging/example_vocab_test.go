package tagging_test

import (
	"fmt"

	"github.com/itnprep/itnprep/tagging"
)

// The tagger's vocabulary keeps the fewest most frequent replacement tags
// that cover the asked share of occurrences (Antonova et al. 2022, Thutmose).
func ExampleSelectVocab() {
	counts := map[string]int64{"<SELF>": 90, "<DELETE>": 40, "_5": 20, "_dollars": 6, "_rare": 1}
	sorted, kept := tagging.SelectVocab(counts, 0.95, 0)
	for _, e := range sorted {
		fmt.Println(e.Tag, e.Count)
	}
	fmt.Println("kept", kept)
	// Output:
	// <SELF> 90
	// <DELETE> 40
	// _5 20
	// _dollars 6
	// _rare 1
	// kept 3
}

func ExampleNeMoLine() {
	line, err := tagging.NeMoLine([]string{"five", "dollars"}, []string{"_$5", "<DELETE>"}, nil)
	fmt.Printf("%q %v\n", line, err)
	_, err = tagging.NeMoLine([]string{"five"}, []string{"_$5", "<DELETE>"}, nil)
	fmt.Println(err)
	// Output:
	// "five dollars\t_$5 <DELETE>\t\n" <nil>
	// 2 tags for 1 words
}
