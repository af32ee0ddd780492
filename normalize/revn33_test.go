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

// TestApproximatelyAfterArticle: "a" before "≈" and an approximate
// quantity of a noun is the article, the sign "approximately" ("a
// approximately equals five kilometers increase" was the reading with
// ae650441); a variable a before a number, a unit or a conjunction keeps
// "approximately equals".
func TestApproximatelyAfterArticle(t *testing.T) {
	checkCases(t, []caseT{
		{"with a ≈ 5 km increase", "with a approximately five kilometers increase", nil},
		{"There was a ≈ 20 % drop", "there was a approximately twenty percent drop", nil},
		{"where a ≈ 1.5 and b ≈ 2", "where a approximately equals one point five and b approximately equals two", nil},
		{"a ≈ b", "a approximately equals b", nil},
	})
}

// TestOvenFahrenheitUnder200KeepsRooms: F after "at"/"to" and a number
// from 100 to 199 in a sentence of cooking is an oven's degrees unless a
// word of rooms stands there, as ovenCelsius asks ("the cooking class
// meets at one hundred ten degrees fahrenheit" with 87eb2077); from 200
// the sentence of cooking wins, as it did.
func TestOvenFahrenheitUnder200KeepsRooms(t *testing.T) {
	checkCases(t, []caseT{
		{"The cooking class meets at 110F", "the cooking class meets at one hundred ten f", nil},
		{"Heat the oil to 190F", "heat the oil to one hundred ninety degrees fahrenheit", nil},
		{"Bake the bread at 375F, then go to the meeting", "bake the bread at three hundred seventy five degrees fahrenheit then go to the meeting", nil},
	})
}

// TestMillionsOfPeopleNamedNearby: an "m" against a number ending a
// clause is millions only where the population is named just before it;
// an elevation in a sentence that names a population elsewhere stays
// meters ("... lies at three hundred million" with 785a8d88).
func TestMillionsOfPeopleNamedNearby(t *testing.T) {
	checkCases(t, []caseT{
		{"The village has a population of 800 and lies at 300m.", "the village has a population of eight hundred and lies at three hundred meters", nil},
		{"The population of frogs lives at 2,000m.", "the population of frogs lives at two thousand meters", nil},
		{"Its population had grown to 8.9m.", "its population had grown to eight point nine million", nil},
	})
}

// TestSpacedElectricUnitBeforeAName: a spaced W before a name is a
// street's direction, in a sentence with a word of electricity too ("the
// current office is at two hundred thirty watts main street" with
// 7cddfdd2); before an acronym or nothing it is the unit.
func TestSpacedElectricUnitBeforeAName(t *testing.T) {
	checkCases(t, []caseT{
		{"The current office is at 230 W Main Street.", "the current office is at two hundred thirty w main street", nil},
		{"The charger delivers 65 W.", "the charger delivers sixty five watts", nil},
		{"The outlet gives 230 V AC.", "the outlet gives two hundred thirty volts a c", nil},
	})
}

// TestDecadeAfterDeterminer: tens and s after a determiner, a possessive
// or an age's word are a decade or an age in a sentence of timers too,
// and after "every" before a noun ("ninety seconds" 0.9 with c409889d);
// "every 30s" before a mark and "the 30s timer" stay seconds.
func TestDecadeAfterDeterminer(t *testing.T) {
	checkCases(t, []caseT{
		{"Network latency in the 90s was much higher.", "network latency in the nineties was much higher", nil},
		{"In her late 20s, she built a timer app.", "in her late twenties she built a timer app", nil},
		{"Every 90s kid remembers this.", "every nineties kid remembers this", nil},
		{"The 80s break dance craze", "the eighties break dance craze", nil},
		{"Every 30s, the page reloads.", "every thirty seconds the page reloads", nil},
		{"Set the 30s timer.", "set the thirty second timer", nil},
	})
}

// TestScaleAfterAPlaceLabel: a number and B after a room's, a class's or
// a gate's label is the place's, before a plural of people too ("class
// five billion students" 0.7 with e25e75c2).
func TestScaleAfterAPlaceLabel(t *testing.T) {
	checkCases(t, []caseT{
		{"Class 5B students won.", "class five b students won", nil},
		{"Room 12B members meet today.", "room twelve b members meet today", nil},
		{"It has 8B users.", "it has eight billion users", nil},
	})
}

// TestPointsInASentenceOfInjury: "pts" after a verb of scoring or with a
// game's word is points, a word of clinical care in the sentence too
// ("he scored thirty patients" 0.98 with 26cc8b5d); a trial's "pts" stay
// patients.
func TestPointsInASentenceOfInjury(t *testing.T) {
	checkCases(t, []caseT{
		{"After being treated for an ankle injury, he scored 30 pts.", "after being treated for an ankle injury he scored thirty points", nil},
		{"Admitted to the team last year, she averages 18 pts a game.", "admitted to the team last year she averages eighteen points a game", nil},
		{"The trial enrolled 120 pts.", "the trial enrolled one hundred twenty patients", nil},
	})
}
