package normalize

import (
	"strings"
	"unicode/utf8"
)

// numericClasses are the classes a range can join.
var numericClasses = map[Class]bool{
	Cardinal: true, Decimal: true, Money: true, Measure: true, Time: true,
	Year: true, Date: true, Ordinal: true, Fraction: true,
}

// rangeDash reads a dash between two numbers (10-15, 1980 - 1986,
// $5-$10, 5pm-7pm) as "to" and its alternatives.
func (sc *scanner) rangeDash(pos, end int) ([]alt, bool) {
	if sc.noonDash(pos, end) {
		return sc.rangeWords(), true
	}
	if len(sc.segs) == 0 {
		return nil, false
	}
	last := sc.segs[len(sc.segs)-1]
	if !numericClasses[last.class] {
		return nil, false
	}
	// A spaced em dash ("the 1990s — 50% of ...") sets off a clause; it
	// is punctuation, not a range, whatever stands on either side.
	if sc.text[pos:end] == "—" && (pos > 0 && sc.text[pos-1] == ' ' || end < len(sc.text) && sc.text[end] == ' ') {
		return nil, false
	}
	// Only spaces may lie between the number and the dash.
	for i := last.end; i < pos; i++ {
		if sc.text[i] != ' ' {
			return nil, false
		}
	}
	i := skipSpaces(sc.text, end)
	if i >= len(sc.text) {
		return nil, false
	}
	r, _ := utf8.DecodeRuneInString(sc.text[i:])
	// "Q1–Q3": a range of fiscal quarters.
	quarters := (r == 'Q' || r == 'q') && i+1 < len(sc.text) && sc.text[i+1] >= '1' && sc.text[i+1] <= '4' &&
		(sc.text[last.start] == 'Q' || sc.text[last.start] == 'q') || letterPrefixedRange(sc.text, last.start, last.end, pos, end, i)
	if !(r >= '0' && r <= '9') && r != '$' && r != '£' && r != '€' && r != '¥' && r != '\'' && !quarters {
		if enDashBetweenDates(sc.text, last, pos, end, i) {
			return sc.rangeWords(), true
		}
		return nil, false
	}
	st := sc.st
	var d dist
	if last.end < pos && end < i && sc.text[pos:end] == "-" && r >= '0' && r <= '9' && algebraTermEndsAt(sc.text, last.end) && strings.IndexByte(sc.text, '=') >= 0 {
		// "y = 2x - 5", "Solve 3x - 4 = 11": a spaced hyphen after a
		// term of a variable and its coefficient, in a text with an
		// equals sign, is a difference, "minus" ("two x to five" was
		// 0.59, verb85), as equalsAfterNumber's below. Hand-set:
		// Google TN's sentences have none.
		d.add("minus", 0.9)
		for _, k := range []string{"to", "through", "dash"} {
			d.add(k, 0.1*st.w("range", k))
		}
		d.addAlt(alt{spoken: "", prob: 0.1 * st.w("range", "silent"), literal: true})
		return d.done(), true
	}
	// "A380-800", "B737-900": a number glued to letters, then a dash and
	// a number, is a model's designation, not a range (it was "a three
	// hundred eighty to eight hundred"). "Boeing 747-400", "the 737-800
	// fleet", "777-300ER": a dash to a smaller round hundred names a
	// variant too; a range ascends ("380-800") and a score has no round
	// second number of three digits. The dash is unsaid; hand-set.
	glued := pos == last.end && last.start > 0 && isWordStartByte(sc.text[last.start-1]) && r >= '0' && r <= '9' && modelVariant(sc.text[last.start:last.end], sc.text[i:])
	if glued || last.class == Cardinal && pos == last.end && end == i && sc.descendingModel(last.start, last.end, i) {
		d.addAlt(alt{spoken: "", prob: 0.8, literal: true})
		d.add("dash", 0.1)
		d.add("to", 0.1)
		return d.done(), true
	}
	if last.class == Cardinal && pos == last.end && end == i && capitalsDashBefore(sc.text, last.start) {
		// "CVE-2024-0727", "INC-2023-118", "SKU-12-4455": an
		// identifier of capitals and numbers joined by dashes, no range
		// ("c v e twenty twenty four to o seven two seven" was 0.57,
		// verb78); the dash unsaid, as the model's above. Hand-set:
		// Google TN's two such identifiers are spaced ("CPH- 2 -5",
		// read "minus") and do not match.
		d.addAlt(alt{spoken: "", prob: 0.8, literal: true})
		d.add("dash", 0.2)
		return d.done(), true
	}
	if last.class == Cardinal && pos == last.end && end == i && last.start >= 2 && sc.text[last.start-1] >= 'a' && sc.text[last.start-1] <= 'z' && isDigit(sc.text[last.start-2]) {
		// "a 10b5-1 plan", "Rule 15c3-3": a rule's number, digits, a
		// lower-case letter and digits, then a dash and its paragraph,
		// said without the dash ("ten b five to one" before); hand-set.
		d.addAlt(alt{spoken: "", prob: 0.8, literal: true})
		d.add("dash", 0.15)
		d.add("to", 0.05)
		return d.done(), true
	}
	if last.class == Cardinal && pos == last.end && end == i && courseSection(sc.text, last.start, last.end, i) {
		// "CHEM 101-02": a course's section, the dash unsaid ("one
		// hundred one to o two" before); hand-set.
		d.addAlt(alt{spoken: "", prob: 0.7, literal: true})
		d.add("dash", 0.3)
		return d.done(), true
	}
	if last.class == Cardinal && pos == last.end && end == i && last.end-last.start >= 2 && standardsCodes[prevWord(sc.text, last.start)] && standardPart(sc.text, last.start, last.end, i) {
		// "EN 71-3", "ISO 14644-1", "IEC 60601-1": a standard and its
		// part, "dash" as engineers say it ("seventy one to three"
		// before); hand-set.
		d.add("dash", 0.7)
		d.addAlt(alt{spoken: "", prob: 0.2, literal: true})
		d.add("part", 0.1)
		return d.done(), true
	}
	if last.class == Cardinal && pos == last.end && end == i && codeDash(sc.text, last.start, i) {
		// "Reference number: 7XK2-99PQ", "part 1234-5678-AB": a dash
		// inside a code of capitals and digits, as identifierNumber's
		// ("seven x k two to ninety nine p q" was 0.84, verb82's list).
		// Hand-set: Google TN's sentences have none (verb90).
		d.add("dash", 0.7)
		d.addAlt(alt{spoken: "", prob: 0.2, literal: true})
		d.add("to", 0.1)
		return d.done(), true
	}
	if last.class == Cardinal && pos == last.end && end == i && identifierNumber(sc.text, last.start, last.end, i) {
		// "Pub. L. No. 111-148", "Public Law 94-142", "Docket No.
		// 12-345": one number's two parts, no range ("one hundred eleven
		// to one hundred forty eight" before); hand-set.
		d.add("dash", 0.7)
		d.addAlt(alt{spoken: "", prob: 0.2, literal: true})
		d.add("to", 0.1)
		return d.done(), true
	}
	if last.class == Cardinal && pos == last.end && end == i && sc.text[last.start:last.end] == "50" && evenFiftyAt(sc.text, i) && !equalsAfterNumber(sc.text, i) {
		// "a 50-50 chance", "split 50-50": even odds, "fifty fifty" as
		// "50/50" is ("fifty to fifty" was the reading, a score's);
		// hand-set. An equation's difference is no odds ("50-50=0").
		d.addAlt(alt{spoken: "", prob: 0.8, literal: true})
		d.add("to", 0.2)
		return d.done(), true
	}
	if last.class == Cardinal && pos == last.end && end == i && sharesPairBeforeNoun(sc.text, last.start, last.end, i) {
		// "a 60-40 portfolio", "the 70-30 mix": two shares of a whole
		// before the noun they describe, "sixty forty" as "60/40" is
		// (sharesOfHundred; "sixty to forty", a score's, was 0.82);
		// "to" keeps 0.25. "The team won 60-40." keeps the range.
		// Hand-set: Google TN's sentences have no such pair written
		// against its dash.
		d.addAlt(alt{spoken: "", prob: 0.75, literal: true})
		d.add("to", 0.25)
		return d.done(), true
	}
	if last.class == Cardinal && pos == last.end && end == i && sc.gaelicScore(last.start, last.end, i) {
		// "The final was 2-17 to 1-15", "Kerry won by 0-17 to 1-12": a
		// Gaelic games score, goals and points, said without the dash,
		// "two seventeen to one fifteen" ("two to seventeen to one to
		// fifteen" was 0.58, verb86's list). Hand-set: Google TN's
		// sentences have none.
		d.addAlt(alt{spoken: "", prob: 0.9, literal: true})
		d.add("to", 0.1)
		return d.done(), true
	}
	if last.class == Cardinal && pos == last.end && end == i && (winLossRecord(sc.text, last.start, last.end, i) || sc.bracketTeamRecord(last.start, last.end, i)) {
		// "went 12-4", "a 12-4 record", "their record is 9-3": games won
		// and lost, "twelve and four" as sports talk says a record
		// ("twelve to four", a score's, was first at 0.84). Hand-set:
		// Google TN's sentences have none.
		d.add("and", 0.7)
		d.add("to", 0.15)
		d.addAlt(alt{spoken: "", prob: 0.15, literal: true})
		return d.done(), true
	}
	if last.class == Cardinal && pos == last.end && end == i && sc.bowlingFigures(last.start, last.end, i) {
		// "Anderson took 4-32 in 20 overs", "245-6 at stumps": a
		// bowler's wickets for the runs conceded, a side's runs for its
		// wickets, "four for thirty two" as "4/32" reads in a
		// sentence of cricket (cricketScore; "four to thirty two", a
		// score's, was first at 0.84). Hand-set: Google TN's sentences
		// have none.
		d.add("for", 0.8)
		d.add("to", 0.1)
		d.addAlt(alt{spoken: "", prob: 0.1, literal: true})
		return d.done(), true
	}
	if pos == last.end && end == i && (last.class == Cardinal || last.class == Year) {
		if silent, ok := sc.gluedSeason(last.start, last.end, pos, end, i); ok {
			// "the 2008-09 season", "2019-20", "the 1999-2000 season": a
			// season or fiscal year of two years in a row written against
			// its dash, as a new user writes it, is said as a commentator
			// says it, the dash unsaid: "two thousand eight o nine",
			// "twenty nineteen twenty" ("to" was 0.68-0.85, verb91's
			// list). Google TN writes the dash spaced ("2008 - 09",
			// seasonAfter: the dash kept, read as a pause) and has no
			// such span glued; hand-set.
			d.addAlt(alt{spoken: "", prob: silent, literal: true})
			d.add("to", 1-silent)
			return d.done(), true
		}
	}
	if last.class == Cardinal && pos == last.end+1 {
		if dash, _, _, ok := seasonAfter(sc.text, last.start, last.end); ok && dash == pos {
			d.add("to", st.w("season", "dash_to"))
			d.addAlt(alt{spoken: "", prob: st.w("season", "dash_kept"), literal: true})
			return d.done(), true
		}
	}
	if (last.class == Cardinal || last.class == Decimal) && equalsAfterNumber(sc.text, i) {
		// "1-4=5", "5 - 3 = 2": a difference in an equation is "minus"
		// ("one to four equals five" before); the range's readings keep
		// a tenth. Hand-set: Google TN's sentences have none.
		d.add("minus", 0.9)
		for _, k := range []string{"to", "through", "dash"} {
			d.add(k, 0.1*st.w("range", k))
		}
		d.addAlt(alt{spoken: "", prob: 0.1 * st.w("range", "silent"), literal: true})
		return d.done(), true
	}
	return sc.rangeWords(), true
}

// sharesPairBeforeNoun reports whether the number at [start, end), a
// dash and the number at second make two shares of a hundred
// (sharesOfHundred) between a determiner ("a", "the", "our" ...) and a
// lower-case noun: "a 60-40 split"; not a game's result ("a 60-40 win").
func sharesPairBeforeNoun(text string, start, end, second int) bool {
	e := digitsEnd(text, second)
	if !sharesOfHundred(text[start:end], text[second:e]) || !boundaryAt(text, e) {
		return false
	}
	switch strings.ToLower(prevWord(text, start)) {
	case "a", "an", "the", "our", "their", "its", "this", "that", "your":
	default:
		return false
	}
	return start > 0 && text[start-1] == ' ' && nounAfterAmount(text, e) && !gameResultNouns[nextWord(text, e)]
}

// gameResultNouns after a pair of numbers make it a game's score ("a 60-40
// win"), a range's "to" as before.
var gameResultNouns = setOf(strings.Fields(`win wins victory victories loss losses defeat defeats lead score scores
	result results rout drubbing thrashing`), false)

// enDashBetweenDates reports whether the en dash at [pos, end), after the
// segment last, joins two dates or years whose second opens with a word: a
// month ("(January 15, 1929 – April 4, 1968)", "(c. 1162 – August 1227)")
// or "c." or "ca." before a year ("c. 1600 – c. 1046 BC"). A range's
// dash before a digit was "to" already ("(22 November 1819 – 22 December
// 1880)"); before a word it was unsaid, so a lifespan written month first
// was "... nineteen twenty nine april fourth ..." (0.98). Only the en dash,
// the range's mark in edited text: Google TN's tokenized sentences write a
// hyphen there, which its annotators leave unsaid between two dates ("(
// August 16 , 1859 - August 7 , 1939 )", 3 of 3 on the study half), and no
// en dash at all (the fit half, the study half, the development set), so
// its readings are the range's weights, hand-set as the digit's are.
func enDashBetweenDates(text string, last segment, pos, end, i int) bool {
	if text[pos:end] != "–" {
		return false
	}
	if text[last.end-1] == 's' {
		return false // a decade: "the 1990s – March 5" sets a clause off
	}
	switch last.class {
	case Date, Year:
	case Cardinal:
		if n := last.end - last.start; n < 3 || n > 4 {
			return false
		}
	default:
		return false
	}
	for _, c := range [...]string{"c. ", "ca. ", "c.", "ca."} {
		if strings.HasPrefix(text[i:], c) {
			j := skipSpaces(text, i+len(c))
			return j < len(text) && isDigit(text[j])
		}
	}
	m, mEnd := nextWordAt(text, i)
	if len(m) < 3 || !isCapitalized(m) || monthIndex[strings.ToLower(m)] == 0 {
		return false
	}
	if mEnd < len(text) && text[mEnd] == '.' {
		mEnd++
	}
	j := skipSpaces(text, mEnd)
	return j > mEnd && j < len(text) && isDigit(text[j])
}

// rangeWords are a range's dash's readings at the range weights.
func (sc *scanner) rangeWords() []alt {
	var d dist
	for _, k := range []string{"to", "through", "dash", "minus"} {
		d.add(k, sc.st.w("range", k))
	}
	d.addAlt(alt{spoken: "", prob: sc.st.w("range", "silent"), literal: true})
	return d.done()
}

// noonDash reports whether the dash at [pos, end) joins a time of day
// and noon or midnight, a range of hours ("Open noon-2pm", "9am-noon",
// "10am - midnight"): "noon" or "midnight" right before the dash and a
// number after it, or a time read just before it and "noon" or
// "midnight" after ("open nine a m noon daily" was the reading, the dash
// unsaid as between words). Hand-set: Google TN's sentences have none.
func (sc *scanner) noonDash(pos, end int) bool {
	noon := func(w string) bool { return strings.EqualFold(w, "noon") || strings.EqualFold(w, "midnight") }
	i := skipSpaces(sc.text, end)
	if i < len(sc.text) && isDigit(sc.text[i]) && noon(prevWord(sc.text, pos)) {
		return true
	}
	if len(sc.segs) == 0 || !noon(nextWord(sc.text, end)) {
		return false
	}
	last := sc.segs[len(sc.segs)-1]
	return last.class == Time && strings.TrimLeft(sc.text[last.end:pos], " ") == ""
}

// evenFiftyAt reports whether the number at i is 50 whole, no decimal,
// thousands or percentage after it: the second half of "50-50".
func evenFiftyAt(text string, i int) bool {
	if !strings.HasPrefix(text[i:], "50") {
		return false
	}
	j := i + 2
	if j == len(text) {
		return true
	}
	if c := text[j]; isDigit(c) || c == '%' || (c == '.' || c == ',') && j+1 < len(text) && isDigit(text[j+1]) {
		return false
	}
	return true
}

// equalsAfterNumber reports whether the number at i is followed by an
// equals sign (spaces between) and a number after it: the second term of
// a difference in an equation ("1-4=5", "5 - 3 = -2"). A word after the
// sign makes a range a label names ("Rooms 1-4 = Floor 1", "Ages 5-10 =
// kids" were "one minus four", "five minus ten").
func equalsAfterNumber(text string, i int) bool {
	j := decimalDigitsEnd(text, i)
	if j == i {
		return false
	}
	for j < len(text) && text[j] == ' ' {
		j++
	}
	if j >= len(text) || text[j] != '=' || j+1 < len(text) && text[j+1] == '=' {
		return false
	}
	j++
	for j < len(text) && text[j] == ' ' {
		j++
	}
	if j < len(text) && (text[j] == '-' || text[j] == '+') {
		j++
	}
	return j < len(text) && (isDigit(text[j]) || text[j] == '.' && j+1 < len(text) && isDigit(text[j+1]))
}

// courseSection reports whether the three digits at [start, end), after a
// department's code in capitals (CHEM, MATH, CS), and the two digits from
// second, the first a zero, name a course and its section: "CHEM 101-02".
// A page range ("pp. 101-02") has no such code before it.
func courseSection(text string, start, end, second int) bool {
	if end-start != 3 || second+2 > len(text) || text[second] != '0' || !isDigit(text[second+1]) || !boundaryAt(text, second+2) {
		return false
	}
	if start < 2 || text[start-1] != ' ' {
		return false
	}
	code := prevWord(text, start)
	return len(code) >= 2 && len(code) <= 5 && isAllUpper(code) && strings.Trim(code, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") == "" && !pageCodes[code] && !placeCodes[code]
}

// standardPart reports whether the number at i, after a standard's number
// at [start, end) and a dash, is its part: one or two digits ("EN 71-3",
// "IEC 60601-1"), or an edition's year after a number of four digits or
// more ("ISO 9001-2015"). A camera's "ISO 100-3200", "ISO 200-800" is a
// range of speeds ("dash eight hundred" was the reading).
func standardPart(text string, start, end, i int) bool {
	j := digitsEnd(text, i)
	switch {
	case j-i <= 2:
		return true
	case j-i == 4 && end-start >= 4:
		return text[i:i+2] == "19" || text[i:i+2] == "20"
	}
	return false
}

// identifierNumber reports whether the number at start follows "No."
// (singular, capitalized), "Law" or "Pub. L.": a law's or a docket's number, whose
// dash joins its parts ("Nos. 5-7" stays a range); or the name of a
// document's numbered part (numberedPartBefore: "Figure 2-1"); or a
// record's label (idLabelBefore: "Order no. 123-4567890").
//
// Its parts are long enough for an identifier: after "No." one of three
// digits or more, after "Law" a congress's number of two digits or more;
// "the No. 1-2 finish", "the Law 5-4" are ranges and votes ("one dash
// two", "five dash four" were the readings).
func identifierNumber(text string, start, end, second int) bool {
	t := strings.TrimRight(text[:start], " ")
	j := digitsEnd(text, second)
	switch {
	case strings.HasSuffix(t, " No.") || t == "No.":
		return end-start >= 3 || j-second >= 3
	case idLabelBefore(text, t, start):
		// "Order no. 123-4567890", "Invoice #123-456", "Claim
		// 2024-56789": a record's label, then digits joined by a dash,
		// is an identifier, never a range ("one hundred twenty three to
		// four million ..." was the reading, verb91's list). Both
		// groups of three digits or more, and no span of years
		// ("Policy 2019-2021" keeps "to"). Hand-set: Google TN's
		// sentences have none.
		return end-start >= 3 && j-second >= 3 && !(yearLike(text[start:end]) && yearLike(text[second:j]))
	case strings.HasSuffix(t, " Law") || t == "Law" || strings.HasSuffix(t, "Pub. L.") || strings.HasSuffix(t, "Pub.L."):
		return end-start >= 2
	case numberedPartBefore(t):
		return true
	case end-start >= 2 && j-second >= 3 && j-second >= end-start && text[second] == '0' && text[start] != '0':
		// "INV-2024-0042", "Ticket 2024-0042": a second group led by a
		// zero and as long as the first is a code's, never the end of
		// a range ("twenty twenty four to o o four two" was 0.63,
		// verb89's list); a range's shortened end is shorter ("pp.
		// 101-09"). Hand-set: Google TN's sentences have none.
		return true
	}
	return false
}

// codeDash reports whether the dash between the number at start and the
// digits at second joins two groups of one code of capitals and digits:
// a capital right before the first number and capitals right after the
// second ("7XK2-99PQ"), or a third group of two or more capitals and
// digits with a capital in it after the second ("1234-5678-AB"). "3-4pm",
// "5-10kg" (lower case) and "A1-10" (nothing after) are ranges.
func codeDash(text string, start, second int) bool {
	if second >= len(text) || !isDigit(text[second]) {
		return false
	}
	j := digitsEnd(text, second)
	capsEnd := func(k int) int {
		for k < len(text) && (text[k] >= 'A' && text[k] <= 'Z' || isDigit(text[k])) {
			k++
		}
		return k
	}
	if start > 0 && text[start-1] >= 'A' && text[start-1] <= 'Z' && j < len(text) && text[j] >= 'A' && text[j] <= 'Z' {
		k := capsEnd(j)
		return boundaryAt(text, k) && (k == len(text) || text[k] != '-')
	}
	if j+2 < len(text) && text[j] == '-' && (start == 0 || !isWordByte(text[start-1])) {
		k := capsEnd(j + 1)
		if k-j-1 < 2 || !boundaryAt(text, k) || k < len(text) && text[k] == '-' {
			return false
		}
		return strings.IndexFunc(text[j+1:k], func(r rune) bool { return r >= 'A' && r <= 'Z' }) >= 0
	}
	return false
}

// numberedPartBefore reports whether the text t, before a number, ends
// with the name of one numbered part of a document, singular: "Figure
// 2-1", "Fig. 3-4", "Table 5-2", "Eq. 4-7" number a figure by its chapter
// and its place ("figure two to one" was 0.86); "Figures 2-5" and "Tables
// 1-3" are ranges.
func numberedPartBefore(t string) bool {
	i := strings.LastIndexByte(t, ' ') + 1
	switch strings.ToLower(t[i:]) {
	case "figure", "fig.", "fig", "table", "tab.", "eq.", "equation", "exhibit", "listing":
		return true
	}
	return false
}

// standardsCodes name the bodies whose standards have numbered parts.
var standardsCodes = setOf(strings.Fields(`ISO IEC EN DIN BS ANSI ASTM IEEE NFPA UL CSA JIS`), false)

// placeCodes in capitals name rooms, roads, countries, standards and
// universities, no department: their ranges keep "to" ("ROOM 101-02",
// "US 101-02", "RFC 822-01" were "one hundred one o two").
var placeCodes = setOf(strings.Fields(`ROOM ROOMS RM RMS SUITE STE APT UNIT UNITS BLDG GATE HWY RTE ROUTE SR CR
	US USA UK EU UN RFC ISO IEC ANSI DIN BS EN IEEE UNC UCLA USC NYU MIT FY`), false)

// pageCodes in capitals name pages, lines and parts, whose ranges keep
// their "to" ("PAGES 101-09 ARE MISSING" was "one hundred one o nine").
var pageCodes = setOf(strings.Fields(`PP PG PGS PAGE PAGES LINE LINES VOL VOLS NO NOS CH SEC SECS PARA ART ARTS ITEMS`), false)

// descendingModel reports whether text[start:end], three digits, and the
// number from second on, a round hundred from 200 that is smaller, make a
// model and its variant (747-400, 767-300, 777-300ER; in Boeing's 7x7
// family a larger one too, 737-800), not a range: not
// before "BC" or "BCE", where ranges descend ("500-400 BC"), and outside
// the 7x7 family only after a maker's capitalized name.
func (sc *scanner) descendingModel(start, end, second int) bool {
	text := sc.text
	j := digitsEnd(text, second)
	// Boeing's 7x7 family (707 ... 787) takes larger variants too
	// (737-800, 737-900).
	boeing := end-start == 3 && text[start] == '7' && text[start+2] == '7'
	// "747-8", "787-9", "787-10", "737-8": the 7x7 family's later
	// variants are numbered 7 to 10 ("seven hundred forty seven to
	// eight" before: no range descends so).
	// A page range written short ("pp. 747-8", pages 747 to 748) has
	// none of the words of planes around it.
	boeingShort := boeing && (j-second == 1 && text[second] >= '7' || text[second:j] == "10") && sc.planeContext(start, j)
	if !boeingShort && (end-start != 3 || j-second != 3 || text[second+1:j] != "00" || text[second] < '2' || !boeing && text[second:j] >= text[start:end]) {
		return false
	}
	for k := start; k < end; k++ {
		if !isDigit(text[k]) {
			return false
		}
	}
	if !boeing {
		// Outside the 7x7 family a maker's name stands before the model
		// ("Airbus 330-200"); a score or a count descends too ("The
		// score was 700-600", "he scored 300-200" were "seven hundred
		// six hundred").
		pw := prevWord(text, start)
		if pw == "" || !isCapitalized(pw) || atSentenceStart(text, wordStartBefore(text, start)) {
			return false
		}
	}
	k := j
	for k < len(text) && text[k] >= 'A' && text[k] <= 'Z' {
		k++
	}
	if k == j && k < len(text) && text[k] == 's' {
		k++ // "747-400s"
	}
	if k < len(text) && !boundaryAt(text, k) {
		return false
	}
	rest := text[k:]
	for len(rest) > 0 && rest[0] == ' ' {
		rest = rest[1:]
	}
	for _, era := range []string{"BC", "B.C", "BCE", "B.C.E", "bc", "b.c"} {
		if len(rest) >= len(era) && rest[:len(era)] == era {
			return false
		}
	}
	switch text[j:k] {
	case "", "s", "ER", "LR", "F", "SP", "NG":
		return true
	}
	return false
}

// planeContext reports whether the model number at start, its variant
// ending at end, stands among the words of planes: a maker or an article
// before it ("Boeing 747-8", "the 787-9"), a word of planes after it
// ("787-9 Dreamliner", "737-8 jets").
func (sc *scanner) planeContext(start, end int) bool {
	text := sc.text
	switch strings.ToLower(prevWord(text, start)) {
	case "boeing", "the", "a", "an", "its", "their", "new", "first", "last":
		return true
	}
	switch strings.ToLower(nextWord(text, end)) {
	case "max", "dreamliner", "intercontinental", "freighter", "freighters", "jet", "jets", "jetliner",
		"aircraft", "airliner", "airliners", "plane", "planes", "prototype", "flight", "flights", "fleet", "order", "orders":
		return true
	}
	// "The Boeing 737-9 and 737-10": a sentence that names the maker
	// ("seven hundred thirty seven to ten" before).
	return sc.hasWord(planeMakers)
}

// planeMakers in a sentence make a 7x7 number and a short variant a plane.
var planeMakers = setOf(strings.Fields(`Boeing BOEING`), false)

// A season range is a spaced dash between a year 2000-2099 and two
// digits or another such year, as sports seasons and fiscal years are
// written ("2003 - 04", "2008 - 2009", "2011 - 12"), between a year
// 1900-1998 and the next year's two digits ("1976 - 77": 2 of 2 on the
// development set, where "1837 - 38" and "1392 - 93" are
// ranges with "to", and "1991 - 95", not in a row, too), or between two
// two-digit years in a row ("96 - 97", 3 of 3). Google TN does not
// take it for a range: it keeps the dash and reads both numbers as plain
// cardinals ("two thousand three - four", "two thousand eleven - twelve";
// 9 of 9 on the fit half and the development set), where a range of
// earlier years is read with "to" ("1914 - 1918" -> "nineteen fourteen
// to nineteen eighteen"). The season distribution weighs the dash
// (dash_kept vs dash_to) and each number (cardinal vs usual: its other
// readings, "twenty eleven", "o four").

// seasonDashes are the dashes a season range is written with, spaced,
// and the slash of "1988 / 89", "2012 / 2013" (a season of two years in
// a row only: seasonAfter).
var seasonDashes = []string{" - ", " – ", " / "}

// isSeasonYear reports whether digits is a year 2000-2099.
func isSeasonYear(digits string) bool {
	return len(digits) == 4 && digits[0] == '2' && digits[1] == '0'
}

// seasonAfter reports whether the year written at text[start:end] (2000-2099,
// 1900-1999 or two digits) opens a season range, and returns where the dash and the second number
// start and where that number ends. A second number of four digits is the
// next year ("1975 - 1976", "2013 - 2014"; "2018 - 2023", "2006 - 2009"
// are ranges of years, "twenty eighteen to twenty twenty three" in Google
// TN), and so is any after a slash ("1988 / 89", "1947 / 1948").
func seasonAfter(text string, start, end int) (dash, second, secondEnd int, ok bool) {
	first := text[start:end]
	short := len(first) == 2 && first[0] != '0' && isDigit(first[0]) && isDigit(first[1])
	// A year of the 1900s is a season only before the next year (checked
	// below).
	nineteen := len(first) == 4 && first[0] == '1' && first[1] == '9' && isDigit(first[2]) && isDigit(first[3])
	if !isSeasonYear(first) && !short && !nineteen {
		return 0, 0, 0, false
	}
	if start > 0 {
		if r, _ := utf8.DecodeLastRuneInString(text[:start]); isWordRune(r) || r >= '0' && r <= '9' || r == '-' || r == '/' || r == '.' || r == ',' {
			return 0, 0, 0, false
		}
	}
	for _, sep := range seasonDashes {
		if len(text) < end+len(sep) || text[end:end+len(sep)] != sep {
			continue
		}
		i := end + len(sep)
		j := digitsEnd(text, i)
		digits := text[i:j]
		if len(digits) != 2 && len(digits) != 4 {
			return 0, 0, 0, false
		}
		if (len(digits) == 4 || sep == " / ") && !nextYearAfter(first, digits) {
			return 0, 0, 0, false
		}
		// A two-digit season names two years in a row ("96 - 97");
		// other two-digit pairs are ranges ("28 - 30", "4 - 5").
		if short && (len(digits) != 2 || (atoiSmall(first)+1)%100 != atoiSmall(digits)) {
			return 0, 0, 0, false
		}
		if nineteen && len(digits) == 2 && atoiSmall(first[2:])+1 != atoiSmall(digits) {
			return 0, 0, 0, false
		}
		// A number that goes on (2010 - 86.5, 2010 - 1,000) or a
		// percentage (2010 - 86 %) is no season.
		if j < len(text) && (!boundaryAt(text, j) || (text[j] == '.' || text[j] == ',' || text[j] == '/' || text[j] == ':') && j+1 < len(text) && isDigit(text[j+1])) {
			return 0, 0, 0, false
		}
		k := skipSpaces(text, j)
		if k < len(text) && text[k] == '%' {
			return 0, 0, 0, false
		}
		return end + 1, i, j, true
	}
	return 0, 0, 0, false
}

// gluedSeason reports whether the year at [start, end) (1900-2099), the
// dash at [pos, dashEnd) written against both numbers and the number at
// i name a season or a fiscal year, and the share of the unsaid dash: the
// next year's two digits ("2008-09", "1992-93") anywhere, 0.6, or 0.75
// before a word of seasons ("the 2019-20 season"); the next year's four
// digits ("1999-2000") only before a word of seasons, 0.6: "from
// 1999-2000" alone is a span of years as often. A date ("2008-09-30"),
// a number going on ("2010-11.5"), a percentage and a code ("FY2023-24",
// "ISBN 978-...", a word or a dash against the year) are not.
func (sc *scanner) gluedSeason(start, end, pos, dashEnd, i int) (float64, bool) {
	text := sc.text
	if end-start != 4 || !(text[start] == '1' && text[start+1] == '9' || text[start] == '2' && text[start+1] == '0') {
		return 0, false
	}
	if d := text[pos:dashEnd]; d != "-" && d != "–" {
		return 0, false
	}
	if start > 0 {
		if r, _ := utf8.DecodeLastRuneInString(text[:start]); isWordRune(r) || r >= '0' && r <= '9' || r == '-' || r == '/' || r == '.' || r == ',' || r == '#' || r == '$' {
			return 0, false
		}
	}
	for k := start; k < end; k++ {
		if !isDigit(text[k]) {
			return 0, false
		}
	}
	j := digitsEnd(text, i)
	if !nextYearAfter(text[start:end], text[i:j]) {
		return 0, false
	}
	if j < len(text) && (!boundaryAt(text, j) || strings.IndexByte("-–/.,:", text[j]) >= 0 && j+1 < len(text) && isDigit(text[j+1]) || text[j] == '-') {
		return 0, false
	}
	if k := skipSpaces(text, j); k < len(text) && text[k] == '%' {
		return 0, false
	}
	season := seasonWordAfter(text, j)
	switch {
	case j-i == 2 && season:
		return 0.75, true
	case j-i == 2:
		return 0.6, true
	case season:
		return 0.6, true
	}
	return 0, false
}

// seasonWordAfter reports whether a word of seasons and fiscal years is
// among the three words after end: "the 2019-20 season", "2008-09
// school year", "the 1999-2000 Premier League season".
func seasonWordAfter(text string, end int) bool {
	k := end
	for n := 0; n < 3; n++ {
		w, e := nextWordAt(text, k)
		if w == "" {
			return false
		}
		if seasonWords[strings.ToLower(w)] {
			return true
		}
		k = e
	}
	return false
}

// seasonWords name a season or a fiscal, school or tax year after its two
// years.
var seasonWords = setOf(strings.Fields(`season seasons school academic fiscal financial budget campaign term tax
	winter league playoffs playoff roster schedule`), false)

// nextYearAfter reports whether digits, two or four, write the year after
// the 4-digit year first ("1988" and "89" or "1989"; "1999" and "00" or
// "2000").
func nextYearAfter(first, digits string) bool {
	if len(first) != 4 {
		return false
	}
	next := atoiSmall(first) + 1
	switch len(digits) {
	case 2:
		return atoiSmall(digits) == next%100
	case 4:
		return atoiSmall(digits) == next
	}
	return false
}

// seasonRole says what the plain number written at text[start:end] is in
// a season range: 1 its first year, 2 its second number, 0 neither.
func seasonRole(text string, start, end int) int {
	if _, _, _, ok := seasonAfter(text, start, end); ok {
		return 1
	}
	for _, sep := range seasonDashes {
		a := start - len(sep) - 4
		if a < 0 || text[start-len(sep):start] != sep {
			continue
		}
		if _, s, e, ok := seasonAfter(text, a, start-len(sep)); ok && s == start && e == end {
			return 2
		}
	}
	return 0
}

// seasonAlts weighs the readings of a number in a season range: its plain
// cardinal reading (leading zeros dropped: "04" -> "four") against the
// readings it has elsewhere.
func (sc *scanner) seasonAlts(digits string, usual []alt) []alt {
	var d dist
	for _, a := range sc.cardinalAlts(trimDigits(digits), false) {
		a.prob *= sc.st.w("season", "cardinal")
		a.class = Cardinal
		d.addAlt(a)
	}
	d.addAll(usual, sc.st.w("season", "usual"))
	return d.done()
}

// letterPrefixedRange reports whether the number at [start, end), glued
// to one or two capitals, and the same capitals and a number at i, joined
// by the dash at [pos, dashEnd) with no space, are a range of labelled
// places: "V1-V4" (an ECG's leads), "Seats A1-A4", "Rooms B1-B4" ("v
// one v four", the dash unsaid, was 1.0, verb89's list). The second
// number is more than one above the first: "C5-C6", "L4-L5" name the
// disc between two vertebrae, said without "to". Hand-set: Google TN's
// sentences have none.
func letterPrefixedRange(text string, start, end, pos, dashEnd, i int) bool {
	if pos != end || dashEnd != i || text[pos] != '-' {
		return false
	}
	k := start
	for k > 0 && start-k < 3 && isUpperASCII(text[k-1]) {
		k--
	}
	n := start - k
	if n < 1 || n > 2 || k > 0 && isWordByte(text[k-1]) || !strings.HasPrefix(text[i:], text[k:start]) {
		return false
	}
	j := digitsEnd(text, i+n)
	if j == i+n || !boundaryAt(text, j) || j-i-n > 3 || end-start > 3 {
		return false
	}
	return atoiSmall(text[i+n:j]) > atoiSmall(text[start:end])+1
}

// modelVariant reports whether a dash between the number left (glued to
// letters before it) and the text right is a model's variant ("A380-800",
// "B737-900ER", "A350-1000"): a variant has three digits or more and the
// model number is no year. "FY2023-24", "FY20-21", "FY2020-2021" (fiscal
// years), "L4-5" (vertebrae) and "PS4-5" are ranges.
//
// A variant of two digits below the model's number is one too ("x86-64",
// "X86-64": "x eighty six to sixty four" was first at 0.83): a range
// ascends, and a number glued to letters counts no score. "FY2023-24",
// a year, and "B12-14", rising, stay ranges. Hand-set: Google TN's
// sentences write no number glued to letters before a dash (none in the
// fit half, the study half and the development set).
func modelVariant(left, right string) bool {
	n := digitsEnd(right, 0)
	if n < 2 {
		return false
	}
	y := atoiSmall(left)
	if len(left) == 4 && y >= 1900 && y <= 2099 {
		return false
	}
	return n >= 3 || n <= len(left) && digitsEnd(left, 0) == len(left) && atoiSmall(right[:n]) < y
}

// capitalsDashBefore reports whether two to six capitals and a dash are
// written against the number starting at start, the capitals opening a
// word: "CVE-2024", "INC-2023".
func capitalsDashBefore(text string, start int) bool {
	if start < 3 || text[start-1] != '-' {
		return false
	}
	i := start - 1
	for i > 0 && isUpperASCII(text[i-1]) {
		i--
	}
	if n := start - 1 - i; n < 2 || n > 6 {
		return false
	}
	return i == 0 || text[i-1] == ' ' || text[i-1] == '('
}

// winLossRecord reports whether the numbers at [start, end) and from i,
// joined by a dash, are a team's wins and losses: whole numbers of one to
// three digits after a verb of going ("went 12-4", "goes 3-1") or
// "record" ("a record of 9-3", "their record is 9-3"), or before a noun
// of a record ("a 12-4 record", "a 3-1 start"). A score ("won 3-1", "a
// 2-0 lead") and a range ("3-4 people") are none.
func winLossRecord(text string, start, end, i int) bool {
	j := digitsEnd(text, i)
	if end-start > 3 || j-i > 3 || j == i || j < len(text) && (text[j] == '.' && j+1 < len(text) && isDigit(text[j+1]) || text[j] == '-' || text[j] == '%') {
		return false
	}
	if end-start == 2 && j-i == 2 && atoiSmall(text[i:j]) == (atoiSmall(text[start:end])+1)%100 {
		return false // "the 97-98 season": two years
	}
	if recordNouns[nextWord(text, j)] {
		return true
	}
	pw, ws := prevWordAt(text, start)
	pw = strings.ToLower(pw)
	if pw == "record" {
		return true
	}
	if pw == "season" && seasonEnders[strings.ToLower(prevWord(text, wordStartBefore(text, ws)))] && strings.EqualFold(prevWord(text, ws), "the") {
		// "finished the season 12-4", "ended the season 9-3": the
		// record a season ended or began with ("twelve to four" before);
		// "Watch the season 2-3 finale" has no such verb, and as after
		// "went" a lower-case word other than recordFollowers makes them
		// a range ("started the season 10-15 minutes late").
		return !lowerWordFollows(text, j) || recordFollowers[nextWord(text, j)]
	}
	if recordVerbs[pw] {
		// After "went" a lower-case word other than recordFollowers
		// makes the numbers a range or a score: "went 10-15 degrees
		// higher", "went 20-30 minutes without", "went 3-1 up", "goes
		// 9-5 every day" ("ten and fifteen degrees" was first).
		return !lowerWordFollows(text, j) || recordFollowers[nextWord(text, j)]
	}
	switch pw {
	case "of", "is", "at", "to", "was":
		if strings.EqualFold(prevWord(text, ws), "record") {
			return true
		}
	}
	// "He is 20-5 in his last 25", "The Jets are 6-4 at home", "They sit
	// at 12-4 on the year", "improved to 6-4": a player's or a team's
	// record after a verb of being, of standing or of a record's change
	// ("twenty to five" was 0.82; verb98). After a verb of being only
	// before a word of when, where or against whom (recordFollowers:
	// "He is 6-2, 220 pounds", a height, and "They are 20-5 favorites",
	// odds, keep "to"), and never after a score's subject ("The score is
	// 3-2 in the ninth", "It was 2-1 at the half").
	nw := nextWord(text, j)
	follows := (recordFollowers[nw] || nw == "as") && lowerWordFollows(text, j) && !strings.HasPrefix(text[j:], " in height")
	switch pw {
	case "is", "are", "was", "were":
		return follows && (recordSubject(text, ws) || openingNameRecord(text, ws, j))
	case "at":
		v, vs := prevWordAt(text, ws)
		v = strings.ToLower(v)
		return (standVerbs[v] || v == "is" || v == "are" || v == "was" || v == "were") && recordSubject(text, vs) &&
			(follows || !lowerWordFollows(text, j))
	case "to":
		v, vs := prevWordAt(text, ws)
		return recordChangeVerbs[strings.ToLower(v)] && recordSubject(text, vs) && (follows || !lowerWordFollows(text, j))
	}
	return false
}

// bracketTeamRecord reports whether the numbers at [start, end) and from
// i, joined by a dash, are a team's record in brackets after its
// nickname, as previews and standings write it: "the" and a capitalized
// plural ("The Jets (3-7) host the Bills (6-4)", "the 49ers (9-2)"), one
// to three digits on each side, the bracket closing or a comma after
// them, in a text of games (teamRecordWords: host, visit, face, beat,
// season, standings ...) ("three to seven" was 0.74; verb105). A
// capitalized singular, a name after no "the" or a text of no games
// ("Pages (3-7)", "Group A (3-7)", "The Kids (3-7) play at noon.") keeps
// the range.
func (sc *scanner) bracketTeamRecord(start, end, i int) bool {
	text := sc.text
	j := digitsEnd(text, i)
	if start < 3 || end-start > 3 || j == i || j-i > 3 || text[start-1] != '(' || text[start-2] != ' ' || j >= len(text) || text[j] != ')' && text[j] != ',' {
		return false
	}
	name, ns := prevWordAt(text, start-1)
	if len(name) < 3 || name[len(name)-1] != 's' || scoreSubjects[strings.ToLower(name)] {
		return false
	}
	if nickname := isCapitalized(name) && strings.ToUpper(name) != name || isDigit(name[0]) && strings.HasSuffix(name, "ers"); !nickname {
		return false
	}
	return strings.EqualFold(prevWord(text, ns), "the") && sc.hasWord(teamRecordWords)
}

// teamRecordWords are words of a text of games, where a capitalized
// plural's bracketed numbers are its record (bracketTeamRecord).
var teamRecordWords = setOf(strings.Fields(`host hosts hosted visit visits visited face faces faced beat beats won win
	wins lost loses defeated game games season standings division conference playoff playoffs matchup week`), false)

// recordSubject reports whether the word before the verb at vs can hold a
// record: a player or a team, a pronoun ("He is", "they sit", "We are"),
// a word of a team ("The team improved") or a capitalized name inside the
// sentence ("The Jets are"); not a score, a price or a ratio ("The score
// is 3-2", "It was 2-1", "Tickets are 10-15", "The ratio is 3-1").
func recordSubject(text string, vs int) bool {
	w, ws := prevWordAt(text, vs)
	if w == "" {
		return false
	}
	lw := strings.ToLower(w)
	return recordPronouns[lw] || teamNouns[lw] || isCapitalized(w) && lw != w && !atSentenceStart(text, ws) && !scoreSubjects[lw]
}

// openingNameRecord: a capitalized name opening the sentence before a
// verb of being at vs holds a record only where a word of a span of games
// follows the numbers ending at j within five words (recordSpanWords, or
// "last" and a number): "Brady is 20-5 in his last 25", "Boston was 8-2
// at home" ("twenty to five" was 0.82). The name alone tells nothing, a
// city or a team's name opens a score as often ("Boston was 3-2 in the
// ninth", "Boston was 3-2 in the last inning", "Boston was 3-2 in the
// ninth against Toronto" keep "to"); a score is said of a moment of one
// game, not of a span of games (verb100). Hand-set: Google TN's sentences
// hold no record after a verb of being.
func openingNameRecord(text string, vs, j int) bool {
	w, ws := prevWordAt(text, vs)
	lw := strings.ToLower(w)
	if w == "" || !isCapitalized(w) || lw == w || !atSentenceStart(text, ws) || scoreSubjects[lw] || scoreSubjects[strings.TrimSuffix(lw, "s")] {
		return false
	}
	pos := j
	for n := 0; n < 5; n++ {
		nw, end := nextWordAt(text, pos)
		if nw == "" {
			return false
		}
		lnw := strings.ToLower(nw)
		if scoreSubjects[lnw] || scoreMoments[lnw] {
			// "Boston was 3-2 in the ninth against Toronto": a
			// moment of the game first makes it a score.
			return false
		}
		if recordSpanWords[lnw] || lnw == "last" && end+1 < len(text) && text[end] == ' ' && isDigit(text[end+1]) {
			return true
		}
		pos = end
	}
	return false
}

// recordSpanWords name a span of a player's or a team's games
// (openingNameRecord); scoreMoments a moment inside one game.
var (
	recordSpanWords = setOf(strings.Fields(`season seasons career lifetime starts starter games decisions outings
	home road overall against versus vs since`), false)
	scoreMoments = setOf(strings.Fields(`first second third fourth fifth sixth seventh eighth ninth tenth eleventh
	twelfth overtime ot extra innings halftime minute minutes`), false)
)

// recordPronouns and teamNouns before a verb of being, standing or change
// hold a record (recordSubject); scoreSubjects are capitalized names of a
// score's parts.
var (
	recordPronouns = setOf(strings.Fields(`he she they we you i`), false)
	teamNouns      = setOf(strings.Fields(`team teams club squad side starter starters pitcher quarterback qb coach
		champion champions franchise fighter boxer player`), false)
	scoreSubjects = setOf(strings.Fields(`score it lead game match series tally final half quarter period inning set`), false)
)

// standVerbs before "at" and two numbers make them a record ("They sit
// at 12-4"); recordChangeVerbs before "to" ("improved to 6-4", "fell to
// 3-7").
var (
	standVerbs        = setOf(strings.Fields(`sit sits sat sitting stand stands stood standing now remain remains remained`), false)
	recordChangeVerbs = setOf(strings.Fields(`improved improve improves improving fell fall falls falling dropped drop
		drops dropping moved move moves moving climbed climb climbs slipped slip slips evened even evens upped pushed`), false)
)

// seasonEnders before "the season" make the numbers after it the
// season's record.
var seasonEnders = setOf(strings.Fields(`finished finish finishes ended end ends closed close closes began begin
	begins started start starts opened open opens`), false)

// recordVerbs before two numbers and a dash make them a record ("went
// 12-4"); recordNouns after them ("a 12-4 record", "a 3-1 start").
var (
	recordVerbs = setOf(strings.Fields(`went go goes going gone`), false)
	// recordFollowers may follow a record after a verb of going: when,
	// where and against whom ("went 12-4 in March", "went 9-3 last
	// season", "went 5-1 against them").
	recordFollowers = setOf(strings.Fields(`in on at against vs versus with over last this that since during for
		and but after before under overall home away`), false)
	recordNouns = setOf(strings.Fields(`record records mark start campaign season`), false)
)

// bowlingFigures reports whether the numbers at [start, end) and at i, a
// dash between them, are a bowler's figures (wickets 0-10, runs 10-299)
// or a side's score (runs 20-999, wickets 0-10) in a sentence of
// cricket: a word only cricket uses (wicketWords; not innings or
// batting, which baseball shares), and no other digit or dash against
// them ("4-32-1" is no bowler's). cricketScore's shapes, "4/32" and
// "245/6".
func (sc *scanner) bowlingFigures(start, end, i int) bool {
	text := sc.text
	j := digitsEnd(text, i)
	if end-start > 3 || j == i || j-i > 3 || text[start] == '0' || j < len(text) && !boundaryAt(text, j) ||
		j < len(text) && (text[j] == '-' || text[j] == '/' || text[j] == '.' && j+1 < len(text) && isDigit(text[j+1])) ||
		start > 0 && (text[start-1] == '-' || text[start-1] == '/' || text[start-1] == '.' || isWordByte(text[start-1])) {
		return false
	}
	a, b := atoiSmall(text[start:end]), atoiSmall(text[i:j])
	bowler := end-start <= 2 && a <= 10 && b >= 10 && b <= 299
	score := a >= 20 && j-i <= 2 && b <= 10 // "245-6 at stumps": runs for wickets
	return (bowler || score) && sc.hasWord(wicketWords)
}

// wicketWords are words of cricket alone (cricketWords less those
// baseball or bowling share).
var wicketWords = setOf(strings.Fields(`wicket wickets overs stumps cricket odi t20 ipl bowler bowlers maidens`), false)

// algebraTermEndsAt reports whether text[:k] ends with a term of algebra,
// a number and one lower-case letter against it ("2x", "3y"), standing
// after the start, a space, a bracket, an equals or a plus sign.
func algebraTermEndsAt(text string, k int) bool {
	if k < 2 || text[k-1] < 'a' || text[k-1] > 'z' || !isDigit(text[k-2]) {
		return false
	}
	j := digitsStart(text, k-1)
	return j == 0 || strings.IndexByte(" (=+", text[j-1]) >= 0
}

// gaelicScore reports whether the dash between the number at [start, end)
// and the one at i joins a Gaelic games score's goals and points: goals
// of one digit, points of one or two, and another such pair joined to it
// by " to " after it or before it ("2-17 to 1-15"), in a sentence of a
// match (gaelicScoreWords).
func (sc *scanner) gaelicScore(start, end, i int) bool {
	text := sc.text
	j := digitsEnd(text, i)
	if end-start != 1 || j-i < 1 || j-i > 2 || start > 0 && (isWordByte(text[start-1]) || text[start-1] == '-') {
		return false
	}
	after := strings.HasPrefix(text[j:], " to ") && goalsPointsAt(text, j+4)
	before := start >= 4 && text[start-4:start] == " to " && goalsPointsEndAt(text, start-4)
	return (after || before) && sc.hasWord(gaelicScoreWords)
}

// goalsPointsAt reports whether a Gaelic score's "G-P" (one digit, a dash,
// one or two digits) starts at i and ends a word.
func goalsPointsAt(text string, i int) bool {
	if i+3 > len(text) || !isDigit(text[i]) || text[i+1] != '-' {
		return false
	}
	j := digitsEnd(text, i+2)
	return j-i-2 >= 1 && j-i-2 <= 2 && boundaryAt(text, j) && (j == len(text) || text[j] != '-')
}

// goalsPointsEndAt reports whether a Gaelic score's "G-P" ends at e, after
// a word's boundary.
func goalsPointsEndAt(text string, e int) bool {
	k := e
	for k > 0 && isDigit(text[k-1]) {
		k--
	}
	if e-k < 1 || e-k > 2 || k < 3 || text[k-1] != '-' || !isDigit(text[k-2]) {
		return false
	}
	return k-2 == 0 || !isWordByte(text[k-3]) && text[k-3] != '-'
}

// gaelicScoreWords make two goals-and-points pairs a match's score.
var gaelicScoreWords = setOf(strings.Fields(`gaa hurling camogie gaelic football final semi won win wins beat beats lost
	lose drew draw led leads trailed score scored`), false)

// idLabels name records whose numbers are identifiers: "Order", "Invoice",
// "Case", "Claim" and the like, capitalized or not; a prescription's
// "Rx" (verb99).
var idLabels = setOf(strings.Fields(`order invoice inv ref ref. reference case docket claim policy account acct acct.
	ticket confirmation tracking booking reservation serial transaction customer member patient rx prescription`), false)

// idLabelBefore reports whether t, the text before the number at start,
// ends with a record's label (idLabels, "Order no.", "Invoice #"): the
// label word, or "no."/"No"/"#" (glued or spaced) after one, or "#" alone
// glued to the number.
func idLabelBefore(text, t string, start int) bool {
	marked := false
	if start > 0 && text[start-1] == '#' {
		t = strings.TrimRight(text[:start-1], " ")
		if t == "" || !isWordByte(t[len(t)-1]) {
			return true
		}
		marked = true
	} else if strings.HasSuffix(t, "#") {
		t = strings.TrimRight(t[:len(t)-1], " ")
		marked = true
	}
	w := t[strings.LastIndexByte(t, ' ')+1:]
	switch strings.ToLower(w) {
	case "no.", "no", "nr.", "num.", "number":
		t = strings.TrimRight(t[:len(t)-len(w)], " ")
		w = t[strings.LastIndexByte(t, ' ')+1:]
		marked = true
	}
	if w == "" || !idLabels[strings.ToLower(w)] {
		return false
	}
	// A bare label is capitalized and names no verb ("Order 100-200
	// units", "the case 100-200 times" stay ranges).
	return marked || w[0] >= 'A' && w[0] <= 'Z' && !bareVerbLabels[strings.ToLower(w)]
}

// bareVerbLabels are idLabels that are verbs too; only "no." or "#" after
// them marks a record's number.
var bareVerbLabels = setOf(strings.Fields(`order book booking ticket member customer patient reservation tracking`), false)
