package normalize

import "testing"

// TestHappyBarsThe checks that a date after "happy" opens with no "the"
// ("Happy 4th of July!" was "happy the fourth of july" 0.99), while after
// a preposition the day-first date keeps it.
func TestHappyBarsThe(t *testing.T) {
	checkCases(t, []caseT{
		{"Happy 4th of July!", "happy fourth of july", nil},
		{"Happy 1st of May to all.", "happy first of may to all", nil},
		{"See you on 4th July.", "see you on the fourth of july", nil},
	})
	checkNotAmong(t, [][2]string{{"Happy 4th of July!", "happy the fourth of july"}})
}
