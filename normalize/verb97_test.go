package normalize

import "testing"

// TestVerb97UnitRangeDash: a range of measures written with the unit's
// letter on both numbers and a dash between ("100W-200W", "5V-10V") has
// the unit at both ends, as "100W - 200W" and "100W–200W" had (the first
// was "one hundred w", the dash before a number taken for an oil grade's,
// "5W-30"); a range of A is amperes when a number in it is over 6 and no
// label comes before (verb97). The oil grade, letters sizes (verb96),
// Texas schools' classes and labels keep theirs.
func TestVerb97UnitRangeDash(t *testing.T) {
	checkCases(t, []caseT{
		{"100W-200W bulbs", "one hundred watts to two hundred watts bulbs", []string{"one hundred w to two hundred watts bulbs"}},
		{"5V-10V", "five volts to ten volts", nil},
		{"a 1.5L-2L bottle", "a one point five liter to two liter bottle", nil}, // singular before its noun (verb98)
		{"It holds 1.5L-2L.", "it holds one point five liters to two liters", nil},
		{"10A-20A", "ten amperes to twenty amperes", nil},
		{"The breaker is rated 10A-20A.", "the breaker is rated ten amperes to twenty amperes", nil},
		// Guards.
		{"Sizes 14W-24W", "sizes fourteen w to twenty four w", nil},
		{"Size 2L-3L", "size two l to three l", nil},
		{"Use 5W-30 oil.", "use five w thirty oil", nil},
		{"a 5W-30 motor oil", "a five w thirty motor oil", nil},
		{"Classes 4A-6A", "classes four a to six a", nil},
		{"Rooms 10A-12A", "rooms ten a to twelve a", nil},
		{"got a 2A", "got a two a", nil},
		{"100-200W bulbs", "one hundred to two hundred watts bulbs", nil},
		{"Bulbs 100W - 200W", "bulbs one hundred watts to two hundred watts", nil},
	})
}

// TestVerb97PartyState: a US politician's bracketed party and state after
// a capitalized name is said as a newsreader says it, "republican of
// texas" 0.6, the label read out ("r texas") kept (the letters "r t x"
// were 1.0); "(R-2)", "(A-B)", "R-rated" and a label after a lower-case
// word keep theirs (verb97).
func TestVerb97PartyState(t *testing.T) {
	checkCases(t, []caseT{
		{"Sen. Ted Cruz (R-TX) said.", "senator ted cruz republican of texas said", []string{"senator ted cruz r texas said", "senator ted cruz r t x said"}},
		{"Rep. Nancy Pelosi (D-CA) voted no.", "representative nancy pelosi democrat of california voted no", []string{"representative nancy pelosi d california voted no"}},
		{"Sen. Ted Cruz (R-Texas) said.", "senator ted cruz republican of texas said", []string{"senator ted cruz r texas said"}},
		{"Rep. Nancy Pelosi (D-Calif.) said", "representative nancy pelosi democrat of california said", nil},
		{"Sen. Bernie Sanders (I-VT)", "senator bernie sanders independent of vermont", nil},
		{"Gov. Kathy Hochul (D-New York) spoke", "governor kathy hochul democrat of new york spoke", nil},
		// Guards.
		{"The droid (R-2) beeped.", "the droid r two beeped", nil},
		{"Route (A-B) closed.", "route a b closed", nil},
		{"An R-rated film.", "an r rated film", nil},
		{"they (R-TX) said", "they r t x said", nil},
	})
}

// TestVerb97ReleaseVerbDate: n/m after a verb of a release or a schedule
// ("drops", "airs", "opens", "premieres", "launches", "releases") is a
// month and a day, 0.95 as after datePrepositions ("Season 3 drops 12/5."
// was "twelve fifths" 0.75); "drops" and "hits" only in a sentence of
// releases, a count before "drops" makes it a noun, and the earlier
// rounds' shares and quantities keep theirs (verb97).
func TestVerb97ReleaseVerbDate(t *testing.T) {
	checkCases(t, []caseT{
		{"Season 3 drops 12/5.", "season three drops december fifth", []string{"season three drops twelve fifths"}},
		{"Season 3 airs 12/5.", "season three airs december fifth", nil},
		{"The album drops 12/5 on Spotify.", "the album drops december fifth on spotify", nil},
		{"Episode 4 premieres 11/7 on HBO.", "episode four premieres november seventh on h b o", nil},
		{"The film opens 12/20.", "the film opens december twentieth", nil},
		{"The app launches 6/1.", "the app launches june first", nil},
		// Guards.
		{"Price drops 1/2.", "price drops one half", nil},
		{"Sales drop 2/5 on average.", "sales drop two fifths on average", nil},
		{"He hits 2/5 from deep.", "he hits two fifths from deep", nil},
		{"Add 3 drops 1/2 hour apart.", "add three drops half an hour apart", nil},
		{"Water drops 12/5 of the time.", "water drops twelve fifths of the time", nil},
		{"It hits 3/4 of stores", "it hits three quarters of stores", nil},
	})
}
