package normalize

import "testing"

// TestClockToTheSecond: a time to the second with am/pm or a time zone
// is a clock's, no duration ("3:45:10 p.m." was "three hours forty five
// minutes and ten seconds p m" 0.54, "14:30:05 UTC" likewise; the
// duration keeps 0.1 for NeMo's test cases); a race's "2:03:45" and a
// whole hour ("21:00:00 UTC", TestTwentyFourHourWholeHour) keep theirs.
func TestClockToTheSecond(t *testing.T) {
	checkCases(t, []caseT{
		{"It ended at 3:45:10 p.m. sharp.", "it ended at three forty five ten p m sharp",
			[]string{"it ended at three forty five and ten seconds p m sharp"}},
		{"The alarm rang at 6:30:05 AM.", "the alarm rang at six thirty oh five a m", nil},
		{"The log shows 14:30:05 UTC.", "the log shows fourteen thirty oh five u t c", nil},
		{"It started at 3:00:10 PM.", "it started at three oh oh ten p m", nil},
		{"He ran a 2:03:45 marathon.", "he ran a two oh three forty five marathon",
			[]string{"he ran a two hours three minutes and forty five seconds marathon"}},
		{"It took 1:05:30 in all.", "it took one hour five minutes and thirty seconds in all", nil},
		{"It ended at 3:45:00 p.m.", "it ended at three forty five oh oh p m", nil},
	})
	checkNotAmong(t, [][2]string{
		{"It started at 3:00:10 PM.", "it started at three oh zero ten p m"},
		{"At 12:00:00 PM it stops.", "at twelve oh oh and zero seconds p m it stops"},
	})
}

// TestDescendingVariantGluedToLetters: a number glued to letters, a dash
// and a smaller number of two digits or more name a model and its
// variant, no range ("x86-64" was "x eighty six to sixty four" 0.83); a
// rising pair ("B12-14"), a fiscal year's ("FY2023-24") and one digit
// after the dash ("L4-5") stay ranges.
func TestDescendingVariantGluedToLetters(t *testing.T) {
	checkCases(t, []caseT{
		{"It runs on x86-64 machines.", "it runs on x eighty six sixty four machines", nil},
		{"It runs on X86-64 machines.", "it runs on x eighty six sixty four machines", nil},
		{"Rooms B12-14 are closed.", "rooms b twelve to fourteen are closed", nil},
		{"Results for FY2023-24 are out.", "results for f y twenty twenty three to twenty four are out", nil},
		{"Pain at L4-5 is common.", "pain at l four to five is common", nil},
	})
}

// TestLowerRomanHeading: a lower-case numeral of i, v and x opening the
// text, closed by "." or ")" before a capitalized word or the end, is a
// list's item or a section's number ("ii. The second item." was "ii the
// second item", as written; "(ii)" and "IV." were the number already); a
// lower-case word after it, a word that is no numeral ("mix.") and
// "iv" before a noun keep theirs.
func TestLowerRomanHeading(t *testing.T) {
	checkCases(t, []caseT{
		{"ii. The second item.", "two the second item", nil},
		{"iv. Results are shown.", "four results are shown", nil},
		{"iv) Results are shown.", "four results are shown", nil},
		{"xiv. Appendix.", "fourteen appendix", nil},
		{"ii. the second item.", "ii the second item", nil},
		{"mix. The batter.", "mix the batter", nil},
		{"iv fluids were given.", "iv fluids were given", nil},
	})
}

// TestHeartAfterClosingMarks: "<3" after a word and one to three closing
// marks closes the message as after the word ("Thanks!!! <3" was "thanks
// less than three", the only reading); a number ("5! <3"), a lone letter
// ("x! <3") or a word after it keep the relation.
func TestHeartAfterClosingMarks(t *testing.T) {
	checkCases(t, []caseT{
		{"Thanks!!! <3", "thanks heart", []string{"thanks"}},
		{"Love you. <3 <3", "", []string{"love you heart", "love you heart heart"}},
		{"See you?! <3", "see you heart", nil},
		{"It is 5! <3 no", "it is five less than three no", nil},
		{"x! <3", "x less than three", nil},
		{"Love you! <3 more", "love you less than three more", nil},
	})
	checkNotAmong(t, [][2]string{
		{"Thanks!!! <3", "thanks less than three"},
		{"Thanks! <3", "thanks less than three"},
	})
}
