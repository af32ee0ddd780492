package normalize

import "testing"

// checkBestAtLeast fails where the written text's most probable reading is
// not spoken, or is it with a probability under p: the reading must win
// clearly, not by a coin toss with a wrong one.
func checkBestAtLeast(t *testing.T, p float64, cases [][2]string) {
	t.Helper()
	for _, c := range cases {
		got, err := testV.Best(c[0])
		if err != nil {
			t.Errorf("%q: %v", c[0], err)
			continue
		}
		if got.Spoken != c[1] || got.Prob < p {
			t.Errorf("%q: best %q %.2f, want %q at %.2f or more", c[0], got.Spoken, got.Prob, c[1], p)
		}
	}
}

// TestWrittenInCapitals: what counts as a text written in capitals (a
// headline, a form, an address label, a sign, shouting in a chat): no
// lower-case letter, two words of two letters or more, one an English
// word or a name; a code or a lone word is not one.
func TestWrittenInCapitals(t *testing.T) {
	for text, want := range map[string]bool{
		"123 MAIN ST APT 4B":         true,
		"DEAR MR SMITH,":             true,
		"I PAID $20 FOR THIS":        true,
		"AT 10:30 PM":                true,
		"WINDS NW 15 TO 20 MPH":      true,
		"Dear Mr Smith":              false,
		"FRDC RD & E plan":           false,
		"QTY 2":                      false,
		"ISBN 1-86508-123 - X .":     false,
		"US UK":                      false,
		"CO И ST Я UCCIO И ( 2008 )": false,
	} {
		if got := writtenInCapitals(text); got != want {
			t.Errorf("writtenInCapitals(%q) = %v, want %v", text, got, want)
		}
	}
}

// TestAbbreviationsInCapitalsText: in a text written all in capitals an
// abbreviation's capitals are no sign of an initialism, so it reads as
// written bare in ordinary case: a title before a name ("d r and m r s
// smith" was 0.96, "m r s jane doe" 0.87, "dear m r smith" 0.40 beside
// "mister" 0.50), a street after its name ("main s t" 0.39, "main saint
// apt" 0.27), JR, SR, VS, DEPT. ST is the street after a house number and
// a word, or before a function word; the saint after a function word or
// opening the text, before a word.
func TestAbbreviationsInCapitalsText(t *testing.T) {
	checkBestAtLeast(t, 0.8, [][2]string{
		{"DR & MRS SMITH", "doctor and mrs smith"},
		{"MR AND MRS JOHN SMITH", "mister and mrs john smith"},
		{"DR AND MRS SMITH REQUEST THE PLEASURE OF YOUR COMPANY", "doctor and mrs smith request the pleasure of your company"},
		{"DR JOHN SMITH", "doctor john smith"},
		{"DEAR MR SMITH,", "dear mister smith"},
		{"MRS SMITH", "mrs smith"},
		{"MS DAVIS CALLED", "ms davis called"},
		{"TO: MRS ANNA LEE", "to mrs anna lee"},
		{"123 MAIN ST", "one hundred twenty three main street"},
		{"123 MAIN ST APT 4B", "one hundred twenty three main street apartment four b"},
		{"221B BAKER ST", "two hundred twenty one b baker street"},
		{"HE LIVES ON OAK ST NEAR THE PARK", "he lives on oak street near the park"},
		{"I LIVE ON MAIN ST", "i live on main street"},
		{"MAIN ST & ELM RD", "main street and elm road"},
		{"WELCOME TO ST LOUIS", "welcome to saint louis"},
		{"ST MARY'S CHURCH", "saint mary's church"},
		{"456 ELM AVE SUITE 200", "four hundred fifty six elm avenue suite two hundred"},
		{"789 OAK BLVD", "seven hundred eighty nine oak boulevard"},
		{"TURN LEFT ON 5TH AVE", "turn left on fifth avenue"},
		{"JOHN SMITH JR", "john smith junior"},
		{"SR VICE PRESIDENT", "senior vice president"},
		{"STATE OF CALIFORNIA VS JOHN DOE", "state of california versus john doe"},
		{"DEPT OF MOTOR VEHICLES", "department of motor vehicles"},
		{"THE NO 1 SONG", "the number one song"},
		{"IT IS NOT OK", "it is not okay"},
	})
	checkNotAmong(t, [][2]string{
		{"DR & MRS SMITH", "drive and mrs smith"},
		{"123 MAIN ST APT 4B", "one hundred twenty three main saint apt four b"},
		{"WELCOME TO ST LOUIS", "welcome to street louis"},
	})
	// Outside a text in capitals the capitals keep their evidence.
	checkCases(t, []caseT{
		{"The RD & E plan is due.", "the r d and e plan is due", nil},
		{"Westport , CT : a town", "", []string{"westport c t a town"}},
		{"an MR scan", "an m r scan", nil},
	})
}

// TestWordsAndNumbersInCapitalsText: a short English word in a text
// written in capitals is the word beside a number too ("a t ten thirty p
// m" was 0.86); a number between capitals and an English word or a unit
// is a count or a measure, no code's ("winds n w one five" 0.84, "temp
// seven two f" 0.90); a decade's S in capitals is the decade ("nineteen
// eighty south" 0.65).
func TestWordsAndNumbersInCapitalsText(t *testing.T) {
	checkBestAtLeast(t, 0.8, [][2]string{
		{"AT 10:30 PM", "at ten thirty p m"},
		{"THE MEETING IS ON DEC 25, 2024 AT 10:30 PM", "the meeting is on december twenty fifth twenty twenty four at ten thirty p m"},
		{"TEMP 72 F", "temp seventy two f"},
		{"IT WAS 95 F TODAY", "it was ninety five f today"},
		{"THE 1980S WERE FUN", "the nineteen eighties were fun"},
		{"HIGHS IN THE UPPER 70S", "highs in the upper seventies"},
		{"IN THE '80S", "in the eighties"},
	})
	// The wind's compass point is its direction since verb99
	// (TestVerb99CompassQuadrant), its letters a variant; the numbers
	// stay counts.
	checkCases(t, []caseT{
		{"WINDS NW 15 TO 20 MPH", "winds northwest fifteen to twenty miles per hour", []string{"winds n w fifteen to twenty miles per hour"}},
		{"WINDS SW 10 TO 15 MPH WITH GUSTS TO 30 MPH", "winds southwest ten to fifteen miles per hour with gusts to thirty miles per hour", []string{"winds s w ten to fifteen miles per hour with gusts to thirty miles per hour"}},
	})
	// A model's code keeps its digits; a spaced S after a year is no
	// decade's.
	checkCases(t, []caseT{
		{"the M 16 A rifle", "the m one six a rifle", nil},
		{"The 1980 S route", "", []string{"the nineteen eighty s route"}},
	})
	checkNotAmong(t, [][2]string{{"THE 1980 S ROUTE", "the nineteen eighties route"}})
}

// TestUnitsInCapitalsText: in a text written in capitals a unit reads as
// it does in lower case: IN after feet, before an adjective of size or
// "OF" is inches ("six feet two in" was the reading), L before "OF" liters
// ("two l of water" 0.84), a capital after a unit's slash its lower case
// ("kilometers h" 0.92). "IN" elsewhere stays the preposition.
func TestUnitsInCapitalsText(t *testing.T) {
	checkBestAtLeast(t, 0.8, [][2]string{
		{"HE IS 6 FT 2 IN TALL", "he is six feet two inches tall"},
		{"HEIGHT: 5 FT 10 IN", "height five feet ten inches"},
		{"THE BOARD IS 12 IN WIDE", "the board is twelve inches wide"},
		{"WE GOT 5 IN OF RAIN", "we got five inches of rain"},
		{"THE BOTTLE HOLDS 2 L OF WATER", "the bottle holds two liters of water"},
		{"SPEED LIMIT 80 KM/H", "speed limit eighty kilometers per hour"},
		{"THE PARTY IS IN 2 DAYS", "the party is in two days"},
		{"I LIVE IN 12 IN A ROW", "i live in twelve in a row"},
	})
}

// TestDayRangeInCapitalsText: a range of weekdays or months in a text
// written in capitals is the range ("mon fri" was 0.67); capitals joined
// by a dash that are no days stay letters.
func TestDayRangeInCapitalsText(t *testing.T) {
	checkCases(t, []caseT{
		{"OPEN MON-FRI 9-5", "open monday to friday nine to five", []string{"open monday through friday nine to five"}},
		{"MON - FRI 9 AM - 5 PM", "monday to friday nine a m to five p m", nil},
		{"SALE JAN - FEB ONLY", "sale january to february only", nil},
		{"THE NBA-NFL DEAL", "the n b a n f l deal", nil},
	})
}
