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

// TestLetterEmoticonUnsaid: a face drawn with a colon or a semicolon and
// a letter (":D", ";-P", ":O") after a space is unsaid, as ":)" is ("I
// love it :D" was "i love it d"); ":Data" and "A:D" are no face.
func TestLetterEmoticonUnsaid(t *testing.T) {
	checkCases(t, []caseT{
		{"I love it :D", "i love it", nil},
		{"Just kidding :P!", "just kidding", nil},
		{"Wow :O.", "wow", nil},
		{"Wink ;-P", "wink", nil},
		{"He said :Data is key.", "he said data is key", nil},
		{"A:D ratio.", "a d ratio", nil},
	})
	checkNotAmong(t, [][2]string{
		{"I love it :D", "i love it d"},
	})
}

// TestHashtagOpenedByDigits: a hashtag whose word opens with a number
// ("#2024goals", "#100DaysOfCode") reads the sign as a hashtag's and
// splits its CamelCase words ("number twenty twenty four goals" was
// first at 0.92, "one hundred daysofcode"); "#3", "#1A" and a # against
// a word before it keep the number sign.
func TestHashtagOpenedByDigits(t *testing.T) {
	checkCases(t, []caseT{
		{"Check out #2024goals now.", "check out hash tag twenty twenty four goals now", []string{"check out hashtag twenty twenty four goals now"}},
		{"Join #100DaysOfCode today.", "join hash tag one hundred days of code today", nil},
		{"He is #3 in the world.", "he is number three in the world", nil},
		{"Join #1A now.", "join number one a now", nil},
		{"Sell item#2024goals ok.", "sell item number twenty twenty four goals okay", nil},
	})
	checkNotAmong(t, [][2]string{
		{"Check out #2024goals now.", "check out number twenty twenty four goals now"},
	})
}

// TestPercentagePoints: "pp" after a decimal, or in a sentence with a
// percent sign or a word of rates, is percentage points ("The Fed raised
// rates by 0.75pp." was "zero point seven five p p"); a book's pages
// ("320pp", Google TN's "212 pp ."), a page's reference ("12 pp. 4-5")
// and a price per person ("£25pp") keep theirs.
func TestPercentagePoints(t *testing.T) {
	checkCases(t, []caseT{
		{"The Fed raised rates by 0.75pp.", "the fed raised rates by zero point seven five percentage points", nil},
		{"Unemployment fell 0.3 pp last year.", "unemployment fell zero point three percentage points last year", nil},
		{"Support rose 2pp to 45%.", "support rose two percentage points to forty five percent", nil},
		{"The book has 320pp.", "the book has three hundred twenty p p", nil},
		{"Hardback, 212 pp.", "hardback two hundred twelve p p", nil},
		{"Tickets from £25pp.", "tickets from twenty five pounds per person", nil},
		// Spaces after the period ended the text inside the page
		// reference's look-ahead: index out of range (the lead's re-read).
		{"Rates rose 0.5pp. ", "rates rose zero point five percentage points", nil},
		{"Rates rose 0.5pp.   ", "rates rose zero point five percentage points", nil},
	})
}

// TestSecondsOfAnyNumber: a number and an s where a word of waiting or
// of timers says seconds is seconds whatever its digits, as "30s" was
// ("It took 45s to load." was "forty fives" 0.79; "Set the timeout to
// 3600s." "thirty six hundreds" 1.0); a decade ("the 1200s", "a 1960s
// timer") and records ("Sales of 45s and LPs") keep theirs.
func TestSecondsOfAnyNumber(t *testing.T) {
	checkCases(t, []caseT{
		{"It took 45s to load.", "it took forty five seconds to load", nil},
		{"A 45s delay.", "a forty five second delay", nil},
		{"Set the timeout to 3600s.", "set the timeout to three thousand six hundred seconds", nil},
		{"Wait 120s first.", "wait one hundred twenty seconds first", nil},
		{"The 1200s were hard.", "the twelve hundreds were hard", nil},
		{"A 1960s timer.", "a nineteen sixties timer", nil},
		{"Sales of 45s and LPs.", "sales of forty fives and l p s", nil},
	})
}
