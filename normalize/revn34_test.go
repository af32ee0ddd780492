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

// TestLargerPenceNotVideo: a frame rate of NTSC video before p ("29.97p")
// and three digits and p in a sentence of video are no pence ("twenty
// nine point nine seven pence" 0.7 with e2ec0142); a share's price stays
// pence.
func TestLargerPenceNotVideo(t *testing.T) {
	checkNotAmong(t, [][2]string{
		{"It was shot in 29.97p.", "it was shot in twenty nine point nine seven pence"},
		{"It was shot in 23.98p.", "it was shot in twenty three point nine eight pence"},
		{"The camera records 900p at a price of $300", "the camera records nine hundred pence at a price of three hundred dollars"},
	})
	checkCases(t, []caseT{
		{"Shares rose to 123.45p", "shares rose to one hundred twenty three point four five pence", nil},
		{"The dividend is 29.50p", "the dividend is twenty nine point five o pence", nil},
	})
	for _, c := range []struct {
		n    string
		want bool
	}{{"29.97", true}, {"23.98", true}, {"59.94", true}, {"47.95", true}, {"119.88", true}, {"29.96", false}, {"30.00", false}, {"2.97", false}, {"89.91", false}} {
		n, _ := parseNumber(c.n, 0)
		if got := ntscFrameRate(n); got != c.want {
			t.Errorf("ntscFrameRate(%s) = %v, want %v", c.n, got, c.want)
		}
	}
}

// TestDottedClockNotAnAssessedAmount: a number after "at" that follows a
// verb of assessing an amount ("measured at", "estimated at") or in a
// sentence of a scale is the decimal ("measured at six twenty on the
// richter scale" 0.7 with 2995168b); the timetable's stays a time.
func TestDottedClockNotAnAssessedAmount(t *testing.T) {
	checkCases(t, []caseT{
		{"The quake was measured at 6.20 on the Richter scale", "the quake was measured at six point two o on the richter scale", nil},
		{"Its strength was put at 6.45 last year", "its strength was put at six point four five last year", nil},
		{"The train leaves at 17.45.", "the train leaves at seventeen forty five", nil},
		{"We took the 17.45 train.", "we took the seventeen forty five train", nil},
	})
}

// TestTeslaNeedsAMagneticSentence: "field" or "flux" alone makes no T
// after a number tesla ("scored three tesla in the field goals" 1 with
// 39e8747a); a field's strength, a flux's density or a magnet does.
func TestTeslaNeedsAMagneticSentence(t *testing.T) {
	checkNotAmong(t, [][2]string{
		{"Scored 3 T in the field goals", "scored three tesla in the field goals"},
		{"The flux was 2 T higher", "the flux was two tesla higher"},
	})
	checkCases(t, []caseT{
		{"The field strength was 9.4 T.", "the field strength was nine point four tesla", nil},
		{"It has a flux density of 1.5 T.", "it has a flux density of one point five tesla", nil},
		{"The magnet reached 3 T.", "the magnet reached three tesla", nil},
	})
}

// TestSignBetweenAlternativesNotNamed: a sign between a determiner and
// another determiner or a number's word is between two alternatives
// ("one / two bedroom flats", "this / that"), read as between any two
// words ("one slash two bedroom flats" 1 with e24d3bdd); before another
// word the sign after a determiner is still named.
func TestSignBetweenAlternativesNotNamed(t *testing.T) {
	checkCases(t, []caseT{
		{"one / two bedroom flats", "one two bedroom flats", []string{"one or two bedroom flats", "one slash two bedroom flats"}},
		{"use this / that word", "use this that word", []string{"use this or that word"}},
		{"Type a / between them", "type a slash between them", nil},
	})
}
