package textfold_test

import (
	"fmt"

	"github.com/itnprep/itnprep/internal/textfold"
)

// The character references the verbalizer reads through and the basic
// cleaning rules decode, named or numeric; an "&" that starts none stays.
func ExampleDecodeCharRefs() {
	fmt.Println(textfold.DecodeCharRefs("Fish &amp; Chips &#8211; &pound;5, AT&T"))
	// Output:
	// Fish & Chips – £5, AT&T
}

// The tokens a Penn Treebank tokenizer (Google TN's) splits off the word
// before them, which sources joins back ("Mike 's" is "Mike's").
func ExampleClitic() {
	for _, tok := range []string{"'s", "n't", "’LL", "'", "o'clock", "s"} {
		fmt.Println(tok, textfold.Clitic(tok))
	}
	// Output:
	// 's true
	// n't true
	// ’LL true
	// ' false
	// o'clock false
	// s false
}
