package u2tf_test

import (
	"fmt"

	"github.com/itnprep/itnprep/u2tf"
)

// Universal-2-TF (2024) predicts a casing label per token; mixed-case tokens
// come from the span model instead, so ApplyCase refuses that label.
func ExampleApplyCase() {
	for _, l := range []string{u2tf.CaseLower, u2tf.CaseCap, u2tf.CaseUpper, "mixed"} {
		s, err := u2tf.ApplyCase("nasa", l)
		fmt.Printf("%s %q %v\n", l, s, err)
	}
	// Output:
	// lower "nasa" <nil>
	// cap "Nasa" <nil>
	// upper "NASA" <nil>
	// mixed "" casing label "mixed" cannot be applied to a token (want lower, cap or upper)
}
