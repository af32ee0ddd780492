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

// TestAmperesNotAfterDottedLabel: a place's or a number's label written
// short with its period keeps a number's letter in a sentence of
// electricity, as the label in full does (4b1267d9's amperesAgainstNumber
// read "Apt. 4A" as "four amperes" 0.85).
func TestAmperesNotAfterDottedLabel(t *testing.T) {
	checkCases(t, []caseT{
		{"He lives in Apt. 4A near the battery store.", "he lives in apartment four a near the battery store", nil},
		{"Room No. 2A has a charger.", "room number two a has a charger", nil},
		{"The charger outputs 2.4A.", "the charger outputs two point four amperes", nil},
		{"It draws approx. 3A from the battery.", "it draws approximately three amperes from the battery", nil},
	})
}
