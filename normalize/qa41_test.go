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

// TestMillionsOfPeople checks that an "m" against a number counts
// millions before a plural of people or ending a clause about a
// population ("Japan's population is 125m." was "... meters"), while a
// distance keeps its meters.
func TestMillionsOfPeople(t *testing.T) {
	checkCases(t, []caseT{
		{"Japan has 125m people.", "japan has one hundred twenty five million people", nil},
		{"Its population is 8.9m.", "its population is eight point nine million", nil},
		{"The city's population of 2.3m is growing.", "the city's population of two point three million is growing", nil},
		{"The app has 3m users.", "the app has three million users", nil},
		{"She won the 400m freestyle.", "she won the four hundred meters freestyle", nil},
		{"The docking stations were spaced by 300m.", "the docking stations were spaced by three hundred meters", nil},
		{"The population lives within 10m of the coast.", "the population lives within ten meters of the coast", nil},
	})
}
