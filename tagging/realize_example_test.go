package tagging_test

import (
	"fmt"

	"github.com/itnprep/itnprep/tagging"
)

// A tagger (Antonova et al. 2022, the Thutmose tagger) labels every spoken
// word with <SELF>, <DELETE> or a written fragment; Realize turns the tags
// back into written text.
func ExampleRealize() {
	words := []string{"it", "costs", "five", "dollars"}
	tags := []string{tagging.Self, tagging.Self, "$5", tagging.Delete}
	out, err := tagging.Realize(words, tags)
	fmt.Println(out, err)
	// Output: it costs $5 <nil>
}
