package normalize

import "testing"

// TestRoomAbbreviationNotBeforeAnAmount: "Rm" before a number with a
// scale or grouped in thousands is an amount's letters, no room ("room
// five million" 0.97 with b0d6d5eb); a room's number stays a room.
func TestRoomAbbreviationNotBeforeAnAmount(t *testing.T) {
	checkNotAmong(t, [][2]string{
		{"Rm 5 million", "room five million"},
		{"The Rm 2.5bn deal", "the room two point five billion deal"},
		{"Rm. 5 million was paid", "room five million was paid"},
		{"Rm 2,000", "room two thousand"},
	})
	checkCases(t, []caseT{
		{"Meet in Rm 204.", "meet in room two hundred four", nil},
		{"Meet in Rm. 12 today.", "meet in room twelve today", nil},
	})
}
