package u2tf_test

import (
	"fmt"

	"github.com/itnprep/itnprep/u2tf"
)

// derive u2tf's --replace-marks in canonical form (sorted by mark, no
// spaces), as a version's config records it; an unknown mark is refused.
func ExampleParseMarkReplacements() {
	for _, spec := range []string{"exclamation=period, colon=comma", "", "tilde=drop"} {
		got, err := u2tf.ParseMarkReplacements(spec)
		fmt.Printf("%q %v\n", got, err)
	}
	// Output:
	// "colon=comma,exclamation=period" <nil>
	// "" <nil>
	// "" "tilde=drop": mark "tilde" is not one of colon, dash, ellipsis, exclamation, semicolon
}
