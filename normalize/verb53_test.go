package normalize

import "testing"

// TestSpacedNoteSharp: a note's letter and the sign tokenized apart, as
// Google TN's sentences write "C#" ("C # ."), is the sharp ("c number",
// "c hash tag" were the readings); a number sign before a number, a
// hashtag before a capital's word and the article A keep theirs.
func TestSpacedNoteSharp(t *testing.T) {
	checkCases(t, []caseT{
		{"C # .", "c sharp", nil},
		{"C # and F # are languages", "c sharp and f sharp are languages", nil},
		{"I code in C #", "i code in c sharp", nil},
		{"Grade A # 1", "grade a number one", nil},
		{"Law # Z", "law number z", nil},
	})
	checkNotAmong(t, [][2]string{
		{"B # Selfie", "b sharp selfie"},
		{"A # sign", "a sharp sign"},
		{"ABC # .", "a b c sharp"},
	})
}
