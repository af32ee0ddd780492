package normalize

import "testing"

// TestHashBeforeSpacedDash: a # standing apart before a dash standing
// apart, no word after it to tag, is the sign named "hash", as Google TN
// says it ("Law # - OZ", 2 of 2 on the fresh sample's study half; "hash
// tag" was first, 0.65); a # before a number, a capital's word or a
// closing mark keeps its reading.
func TestHashBeforeSpacedDash(t *testing.T) {
	checkCases(t, []caseT{
		{"Law # - OZ", "law hash o z", []string{"law pound o z"}},
		{"Law # – OZ", "law hash o z", nil},
		{"Law # 45 - ZO", "law number forty five z o", nil},
		{"`` Bring Cheeky Smash `` # Selfie `` to SF", "bring cheeky smash hash tag selfie to s f", nil},
		{"Call my cell # .", "call my cell number", nil},
	})
	checkNotAmong(t, [][2]string{{"Law # - OZ", "law hash tag o z"}})
}
