package card_test

import (
	"fmt"

	"github.com/itnprep/itnprep/card"
)

func ExampleFeatures() {
	k, _ := card.Lookup("") // the pairs kind
	feats, _ := card.Features(k.Schema)
	for _, f := range feats[:6] {
		fmt.Println(f.Name, f.Dtype, f.Sequence, len(f.List))
	}
	// Output:
	// id string  0
	// source string  0
	// split string  0
	// written string  0
	// spoken string  0
	// spans   7
}
