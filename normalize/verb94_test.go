package normalize

import "testing"

// TestVerb94TwentyTens: "'10s" is the decade of 2010, "twenty tens" as
// "2010s" reads ("tens" was the only reading); "'90s", "the 1910s", "10s"
// without its apostrophe (banknotes) keep theirs (verb94).
func TestVerb94TwentyTens(t *testing.T) {
	checkCases(t, []caseT{
		{"the '10s", "the twenty tens", []string{"the tens", "the twenty teens"}},
		{"In the early '10s, we moved.", "in the early twenty tens we moved", nil},
		// Guards.
		{"the '90s", "the nineties", nil},
		{"the 1910s", "the nineteen tens", nil},
		{"the 2010s", "the twenty tens", nil},
		{"Pay in 10s and 20s.", "pay in tens and twenties", nil},
		{"the '00s", "the two thousands", nil},
	})
}

// TestVerb94WeekdayBeforeName: a weekday's abbreviation with a
// capitalized name right after it is the name's first word, no list's
// item, and a neighbor with one names no list ("Sun, Mon Kim" was "sunday
// monday kim" 0.76); verb91's pairs and lists keep the days (verb94).
func TestVerb94WeekdayBeforeName(t *testing.T) {
	checkCases(t, []caseT{
		{"Sun, Mon Kim", "sun mon kim", nil},
		{"Guests: Sun, Mon Kim and Li.", "guests sun mon kim and li", nil},
		{"Sun Mon", "sun mon", nil},
		// Guards: days stay days.
		{"Open Sat and Sun Only.", "open saturday and sunday only", nil},
		{"Open Mon, Wed, Fri.", "open monday wednesday friday", nil},
		{"Open Sat and Sun only.", "open saturday and sunday only", nil},
		{"Closed Sat & Sun.", "closed saturday and sunday", nil},
		{"Classes Tue/Thu at 6.", "classes tuesday thursday at six", nil},
	})
}
