package clean_test

import (
	"fmt"

	"github.com/itnprep/itnprep/clean"
)

// Libriheavy's book texts carry page furniture that nobody read aloud; the
// book set removes it and names the rule that did (the Libriheavy paper, Kang et al., ICASSP 2024).
func ExampleBook() {
	book := clean.Book()
	for _, line := range []string{
		"He came back [Illustration: The Gate] at  noon.",
		"   ",
	} {
		r := book.ApplyPair(line, "he came back at noon")
		fmt.Printf("%q dropped=%v rule=%q hits=%v\n", r.Written, r.Dropped, r.Rule, r.Hits)
	}
	// Output:
	// "He came back at noon." dropped=false rule="" hits=[remove_bracketed_notes collapse_whitespace]
	// "" dropped=true rule="empty_side" hits=[collapse_whitespace empty_side]
}
