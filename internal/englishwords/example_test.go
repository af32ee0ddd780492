package englishwords_test

import (
	"fmt"

	"github.com/itnprep/itnprep/internal/englishwords"
)

// An all-caps token that is an English word (BEEF) is read as the word, an
// initialism (NASA, FBI) is not one; entries are lower case.
func ExampleIs() {
	for _, w := range []string{"beef", "nasa", "fbi", "BEEF"} {
		fmt.Println(w, englishwords.Is(w))
	}
	// Output:
	// beef true
	// nasa false
	// fbi false
	// BEEF false
}
