package clean_test

import (
	"fmt"

	"github.com/itnprep/itnprep/clean"
)

// ApplyPairAfter drops a text that an earlier stage left blank naming the
// rule that emptied it (the earlier Result's WrittenBlankedBy) and the other
// rules that edited it, where ApplyPair would call it blank input.
func ExampleSet_ApplyPairAfter() {
	transcript, _ := clean.TranscriptWith(clean.Config{})
	pre := transcript.Apply("  [inaudible]  ")
	fmt.Println(pre.WrittenBlankedBy)

	basic, _ := clean.BasicWith(clean.Config{})
	earlier := []string{"transcript/collapse_spaces", "transcript/remove_brackets"}
	res := basic.ApplyPairAfter(pre.Written, "a spoken text", earlier, pre.WrittenBlankedBy)
	fmt.Println(res.Rule, res.Reason)
	// Output:
	// transcript/remove_brackets
	// empty_text written: empty after cleaning (blank after transcript/remove_brackets; also edited by transcript/collapse_spaces)
}
