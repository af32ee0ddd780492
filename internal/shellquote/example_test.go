package shellquote_test

import (
	"fmt"

	"github.com/itnprep/itnprep/internal/shellquote"
)

// A plain path stays bare; a path with a space, a quote or a leading '='
// (zsh's EQUALS expansion) is single-quoted, so that a suggested command
// pasted into a shell reaches the program as these words.
func ExampleQuote() {
	for _, p := range []string{"out/gtn/v1", "my runs/r1", "it's", "=x", ""} {
		fmt.Println(shellquote.Quote(p))
	}
	// Output:
	// out/gtn/v1
	// 'my runs/r1'
	// 'it'"'"'s'
	// '=x'
	// ''
}

func ExampleJoin() {
	fmt.Println(shellquote.Join([]string{"itnprep", "versions", "gc", "my data/gtn", "--older-than", "0"}))
	// Output:
	// itnprep versions gc 'my data/gtn' --older-than 0
}
