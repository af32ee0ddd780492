package normalize

import "testing"

// TestSpacedNoteArticleAfterQuote: an A that opens a quote or a bracket
// at a sentence's start is the article before a spaced #, as one opening
// the text is ("a sharp is a sign" was the reading of "(A # is a sign)"
// with dd6c82a1's spaced sharp); a note's letter inside a sentence keeps
// the sharp.
func TestSpacedNoteArticleAfterQuote(t *testing.T) {
	checkNotAmong(t, [][2]string{
		{"(A # is a sign)", "a sharp is a sign"},
		{`He said "A # sign is used"`, "he said a sharp sign is used"},
	})
	checkCases(t, []caseT{
		{"(C # and F # are languages)", "c sharp and f sharp are languages", nil},
	})
}
