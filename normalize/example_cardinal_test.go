package normalize_test

import (
	"fmt"

	"github.com/itnprep/itnprep/normalize"
)

func ExampleCardinalWords() {
	var buf []byte
	for _, n := range []uint64{0, 123, 2010, 1000001} {
		buf = normalize.CardinalWords(buf[:0], n)
		fmt.Println(string(buf))
	}
	// Output:
	// zero
	// one hundred twenty three
	// two thousand ten
	// one million one
}
