package normalize

import "testing"

// TestOkayTagAfterNameIsNoState: "OK." after a comma and a capitalized
// word is Oklahoma's code only after a place's name (f3c3cee2's
// stateCodeAfterCity); after a name or a word a request addresses it is
// the tag "okay" ("Call Mom, OK." was "call mom o k" 0.89, "okay" none).
func TestOkayTagAfterNameIsNoState(t *testing.T) {
	checkCases(t, []caseT{
		{"Call Mom, OK.", "call mom okay", nil},
		{"Don't tell Dad, OK.", "don't tell dad okay", nil},
		{"Thanks John, OK.", "thanks john okay", nil},
		{"Ask Sarah, OK.", "ask sarah okay", nil},
		{"Talk to Sarah, OK.", "talk to sarah okay", nil},
		{"I live in Tulsa, OK.", "i live in tulsa o k", []string{"i live in tulsa oklahoma"}},
		{"Tulsa, OK.", "tulsa o k", nil},
		{"He was born in Oklahoma City, OK.", "he was born in oklahoma city o k", nil},
		{"The mayor of Enid, OK. spoke.", "the mayor of enid o k spoke", nil},
		{"I live in Helena, MT.", "", []string{"i live in helena montana", "i live in helena m t"}},
	})
	checkNotAmong(t, [][2]string{
		{"I live in Tulsa, OK.", "i live in tulsa okay"},
		{"Call Mom, OK.", "call mom o k"},
	})
}
