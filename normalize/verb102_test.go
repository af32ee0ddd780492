package normalize

import "testing"

// TestVerb102DayBeforeTime: a weekday's short form before a preposition of
// when and a time ("Meet Thurs at 3pm" was "thurs"), before a range of
// hours and "and" with another day's ("Open Tues 9-5 and Sat 10-4" kept
// "tues"), and a range of hours with its p written once against the
// second hour after a day or a word of hours ("Weds 12-1p" was "one
// penny") (verb102). A verb "weds", a count after the range, a price in
// pence and a bare number after "at" keep theirs.
func TestVerb102DayBeforeTime(t *testing.T) {
	checkCases(t, []caseT{
		{"Meet Thurs at 3pm.", "meet thursday at three p m", nil},
		{"Meet Sat at 3pm.", "meet saturday at three p m", nil},
		{"Meet Sun @ 10:30.", "meet sunday at ten thirty", nil},
		{"Open Sat from 10a-2p.", "open saturday from ten a m to two p m", nil},
		{"Open Sat by 10 a.m.", "open saturday by ten a m", nil},
		{"Open Tues 9-5 and Sat 10-4.", "open tuesday nine to five and saturday ten to four", nil},
		{"Open Tues 9-5 or Thurs 10-2.", "open tuesday nine to five or thursday ten to two", nil},
		{"Weds 12-1p", "wednesday twelve to one p m", nil},
		{"Lunch 12-1p", "lunch twelve to one p m", nil},
		{"Hours: 9-5p", "hours nine to five p m", nil},
		{"Mon-Fri 9-5p", "monday to friday nine to five p m", nil},
		// Guards.
		{"She weds 2-4 men.", "she weds two to four men", nil},
		{"Sat 3-4 scores", "sat three to four scores", nil},
		{"Sat 3-4 and 5-6 scores", "sat three to four and five to six scores", nil},
		{"Pens are 12p each.", "pens are twelve pence each", nil},
		{"Pens are 10-12p each.", "pens are ten to twelve pence each", nil},
		{"Sun at 4 Main St", "sun at four main street", nil},
		{"Sat at 3 o'clock", "sat at three o'clock", nil},
		{"I sat at 3pm.", "i sat at three p m", nil},
	})
}

// TestVerb102CompoundRankAlone: a rank of two words, both bare and in the
// same case, is the rank with no name after it, as "Lt. Col." is ("LT COL"
// was "l t col", "as a Lt Col." "l t colonel"), and "LT COL" before a name
// in title case is too; the second word of a compound rank with its
// period alone ("a Lt. Cdr.", "a Sgt. Maj.") is the rank, as verb82's "a
// Lt. Col." (verb102). One rank alone in capitals, a shade and a mountain
// pass keep theirs.
func TestVerb102CompoundRankAlone(t *testing.T) {
	checkCases(t, []caseT{
		{"LT COL", "lieutenant colonel", nil},
		{"He retired as a Lt Col.", "he retired as a lieutenant colonel", nil},
		{"He is a LT COL in the Army.", "he is a lieutenant colonel in the army", nil},
		{"LT COL Smith arrived.", "lieutenant colonel smith arrived", nil},
		{"MAJ GEN", "major general", nil},
		{"SGT MAJ", "sergeant major", nil},
		{"LT CDR", "lieutenant commander", nil},
		{"Lt Gov", "lieutenant governor", nil},
		{"He served as Brig Gen in 1944.", "he served as brigadier general in nineteen forty four", nil},
		{"He is a Lt. Cdr.", "he is a lieutenant commander", nil},
		{"He is a Sgt. Maj.", "he is a sergeant major", nil},
		// Guards.
		{"Gen Hoshino spoke.", "general hoshino spoke", nil},
		{"Gen. Smith spoke.", "general smith spoke", nil},
		{"Lt. Col. Smith arrived.", "lieutenant colonel smith arrived", nil},
		{"LT BLUE SHIRT", "l t blue shirt", nil},
		{"GEN Z SPENDING", "gen z spending", nil},
		{"CAPT JONES", "capt jones", nil},
		{"LT, COL and GEN", "l t col and gen", nil},
		{"He is a Maj.", "he is a maj", nil},
		{"The Col de la Croix", "the col de la croix", nil},
		{"Lt Blue Gen", "l t blue gen", nil},
	})
}

// TestVerb102HandleDigits: a run of three digits or more ending a social
// handle is said as an email address's digits are, digit by digit first
// ("@user123" was "at user one hundred twenty three" 0.99) (verb102). Two
// digits, a year's four, digits glued to a word without an "@" and an
// email's keep theirs.
func TestVerb102HandleDigits(t *testing.T) {
	checkCases(t, []caseT{
		{"Follow @user123 for more.", "follow at user one two three for more", nil},
		{"Follow @gamer_4567 now.", "follow at gamer underscore four five six seven now", nil},
		{"(@user123)", "at user one two three", nil},
		// Guards.
		{"Follow @john2000 now.", "follow at john two thousand now", nil},
		{"Thanks @jane_doe99!", "thanks at jane underscore doe ninety nine", nil},
		{"He is user123.", "he is user one hundred twenty three", nil},
		{"x@user123", "x at user one hundred twenty three", nil},
		{"Email user123@gmail.com today.", "email user one two three at gmail dot com today", nil},
	})
}

// TestVerb102PhoneLabel: a telephone number's short label ("Ph", "Tel",
// "Mob"), a colon, a period or nothing between, is the word it shortens
// ("Ph: 555-1234" was "p h", "Tel:" "tel", "Mob:" "mob") (verb102). "Ph.
// D.", "pH", a measure after "PH", "Tel Aviv", "the mob" and the style's
// "Tel." keep theirs.
func TestVerb102PhoneLabel(t *testing.T) {
	checkCases(t, []caseT{
		{"Ph: 555-1234", "phone five five five one two three four", nil},
		{"Ph. 555-1234", "phone five five five one two three four", nil},
		{"Ph: (555) 123-4567", "phone five five five one two three four five six seven", nil},
		{"Tel: 555-1234", "telephone five five five one two three four", nil},
		{"TEL: 555-1234", "telephone five five five one two three four", nil},
		{"Mob: 0412 345 678", "mobile o four one two three four five six seven eight", nil},
		// Guards.
		{"Tel. 555-1234", "telephone five five five one two three four", nil},
		{"Ph. D. students", "p h d students", nil},
		{"PH 7.2", "p h seven point two", nil},
		{"The pH is 7.", "the p h is seven", nil},
		{"Tel Aviv", "tel aviv", nil},
		{"Call the mob: 555-1234.", "call the mob five five five one two three four", nil},
	})
}

// TestVerb102DayFirstDate: a first number of 13 to 31 over a month's
// number after a holiday's name, a weekday or a word of dates is a day
// written first ("Boxing Day, 26/12" was "twenty six twelfths" 0.75)
// (verb102). Without such a word, a count's verb, a month-first date
// and a share keep theirs.
func TestVerb102DayFirstDate(t *testing.T) {
	checkCases(t, []caseT{
		{"The match is on Boxing Day, 26/12.", "the match is on boxing day the twenty sixth of december", nil},
		{"Christmas Eve 24/12", "christmas eve the twenty fourth of december", nil},
		{"on 25/12", "on the twenty fifth of december", nil},
		{"Sat 13/5", "saturday the thirteenth of may", nil},
		{"We meet on 16/3.", "we meet on the sixteenth of march", nil},
		{"on 13/05", "on the thirteenth of may", nil},
		// Guards.
		{"on 25/12/2024", "on the twenty fifth of december twenty twenty four", nil},
		{"on 12/5", "on december fifth", nil},
		{"It is 25/12.", "it is twenty five twelfths", nil},
		{"on 13/5 of the cases", "on thirteen fifths of the cases", nil},
		{"He went 15/12 from the field.", "he went fifteen twelfths from the field", nil},
		{"Add 13/4 cups.", "add thirteen quarters cups", nil},
	})
}

// TestVerb102DosingAfterRouteOrVerb: a prescription's frequency in lower
// case after an eye's or an ear's route that follows a dose, or after a
// verb of applying a dose before the sentence's end or where or how long,
// is spelled as after a dose's form ("Use 2 gtts OU tid." was "tid",
// "Apply bid to affected area." "bid") (verb102). A bid's noun and verb
// keep the word.
func TestVerb102DosingAfterRouteOrVerb(t *testing.T) {
	checkCases(t, []caseT{
		{"Apply bid to affected area.", "apply b i d to affected area", nil},
		{"Apply tid.", "apply t i d", nil},
		{"Use 2 gtts OU tid.", "use two g t t s o u t i d", nil},
		{"Take 1 tab bid.", "take one tab b i d", nil},
		// Guards.
		{"He made a bid for the house.", "he made a bid for the house", nil},
		{"They apply bid rules.", "they apply bid rules", nil},
		{"The OD bid was low.", "the o d bid was low", nil},
	})
}

// TestVerb102FeetDashInches: an architect's feet, a dash and inches, a
// fraction of an inch too, are feet and inches as "6'2\"" is ("2'-4 1/2\""
// was "two feet minus four and a half", the dash a sign) (verb102).
func TestVerb102FeetDashInches(t *testing.T) {
	checkCases(t, []caseT{
		{"Cut the board to 2'-4 1/2\".", "cut the board to two foot four and a half", nil},
		{"The wall is 8'-6\" tall.", "the wall is eight foot six tall", nil},
		// Guards.
		{"He is 6'2\".", "he is six foot two", nil},
		{"He is 6' 2\" tall.", "he is six foot two tall", nil},
	})
}
