package normalize

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

var monthNames = [13]string{"", "january", "february", "march", "april", "may", "june", "july",
	"august", "september", "october", "november", "december"}

// monthIndex maps lower-case month names and abbreviations to 1-12.
var monthIndex = func() map[string]int {
	m := map[string]int{}
	for i := 1; i <= 12; i++ {
		m[monthNames[i]] = i
		m[monthNames[i][:3]] = i
	}
	m["sept"] = 9
	return m
}()

const monthRe = `(?i:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)`

var (
	// July 25, 2012 / Jan. 15 2020 / Jan-15-2020 / jan 25 / June 2015
	reMonthDay = regexp.MustCompile(`^(` + monthRe + `)(?: ?\.)?(?:\s+|-)(\d{1,2})(?i:(st|nd|rd|th))?(?:(?:\s*,\s*|\s+|-)(\d{4}))?`)
	// Sept 12-14, 2024 / June 3–5 / 12-14 September 2024: a range of days.
	reMonthDayRange = regexp.MustCompile(`^(` + monthRe + `)(?: ?\.)?\s+(\d{1,2})(?i:st|nd|rd|th)? ?(?:-|–) ?(\d{1,2})(?i:st|nd|rd|th)?(?:(?:\s*,\s*|\s+)(\d{4}))?`)
	reDayRangeMonth = regexp.MustCompile(`^(\d{1,2})(?i:st|nd|rd|th)? ?(?:-|–) ?(\d{1,2})(?i:st|nd|rd|th)?\s+(?:of\s+)?(` + monthRe + `)\.?(?:(?:\s*,\s*|\s+)(\d{4}))?`)
	reMonthYr       = regexp.MustCompile(`^(` + monthRe + `)(?: ?\.)?\s*,?\s+(\d{4})`)
	// Jan '24 / Sept. '09 / March ’98
	reMonthApostropheYr = regexp.MustCompile(`^(` + monthRe + `)(?: ?\.)?\s+['’‘](\d{2})`)
	// 25 July 2012 / 25th of July / 7th February , 1941
	reDayMonth = regexp.MustCompile(`^(\d{1,2})(?i:(st|nd|rd|th))?\s+(?:of\s+)?(` + monthRe + `)\.?(?:(?:\s*,\s*|\s+)(\d{4}))?`)
	// 2009-11-09 / 2016/07/03 / 1998/2/30
	reISO = regexp.MustCompile(`^(\d{4})([-/.])(\d{1,2})([-/.])(\d{1,2})`)
	// 11/09/2009 / 01.10.2010 / 15-01-2020 / 11/17/05
	reNumDate = regexp.MustCompile(`^(\d{1,2})([-/.])(\d{1,2})([-/.])(\d{4}|\d{2})`)
	// 340 A.D / 44 BC
	reEra = regexp.MustCompile(`^(\d{1,4})\s*(A\.?D\.?|B\.?C\.?(?:E\.?)?|C\.?E\.?)`)
)

// isoDateTime reads ISO 8601's date and time joined by T
// ("2024-03-05T14:30:00Z"), the date's readings given for
// text[pos:pos+dateLen]:
// one span, said as the date, "at" or nothing for the T, then the time.
func (sc *scanner) isoDateTime(pos, dateLen int, dateAlts []alt) (match, bool) {
	t := pos + dateLen
	if dateAlts == nil || t+1 >= len(sc.text) || sc.text[t] != 'T' || !isDigit(sc.text[t+1]) {
		return match{}, false
	}
	tm, ok := matchTime(sc, t+1)
	if !ok {
		return match{}, false
	}
	var sep dist
	sep.add("at", sc.st.w("time", "iso_t_at"))
	sep.addAlt(alt{spoken: "", literal: true, prob: sc.st.w("time", "iso_t_silent")})
	segs := []segment{
		{class: Date, start: pos, end: t, alts: dateAlts},
		{class: Date, start: t, end: t + 1, alts: sep.done()},
	}
	segs = append(segs, tm.segs...)
	end := tm.end
	// "+01:00", "-0530": the offset from UTC, said as hours and minutes.
	if o := reUTCOffset.FindStringSubmatchIndex(sc.text[end:]); o != nil && boundaryAt(sc.text, end+o[1]) {
		h, mi := atoiSmall(sc.text[end+o[4]:end+o[5]]), atoiSmall(sc.text[end+o[6]:end+o[7]])
		if h <= 14 && mi <= 59 {
			sign := "plus"
			if sc.text[end] != '+' {
				sign = "minus"
			}
			words := single(sign + " " + cardinalWords(itoa(h), false))
			if mi > 0 {
				words = product(words, sc.minuteAlts(mi))
			}
			segs = append(segs, segment{class: Date, start: end, end: end + o[1], alts: words})
			end += o[1]
		}
	}
	return match{end: end, segs: segs}, true
}

// reUTCOffset is ISO 8601's offset from UTC after a time: +01:00, -0530.
var reUTCOffset = regexp.MustCompile(`^([+-]|\x{2212})(\d{2}):?(\d{2})`)

// fertilizerWords after three numbers of one or two digits make them a
// fertilizer's nitrogen, phosphorus and potassium ("10-10-10 fertilizer"
// was "october tenth ten"), no date.
var fertilizerWords = setOf(strings.Fields(`fertilizer fertilizers fertiliser fertilisers`), false)

// dateGuards say which of matchDate's expressions for a text that starts
// with a digit can match it, from its leading digits and the bytes after
// them: dayRange, reDayRangeMonth (one or two digits and a dash within an
// ordinal suffix and a space of them); daySpace, reDayMonth (one or two
// digits and white space right after them or after a two-letter suffix);
// iso, reISO (four digits and a separator); numeric, reNumDate (one or
// two and a separator); era, reEra (up to four and, after white space, an
// era's A, B or C). Each expression runs only where its guard holds: they
// were asked at every number, most of a bare number's date test.
type dateGuards struct{ dayRange, daySpace, iso, numeric, era bool }

func numericDateGuards(text string) dateGuards {
	nd := digitsEnd(text, 0)
	sep := nd < len(text) && (text[nd] == '-' || text[nd] == '/' || text[nd] == '.')
	// isSpaceAt is a byte of the expressions' \s at i.
	isSpaceAt := func(i int) bool {
		return i < len(text) && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\f' || text[i] == '\r')
	}
	k := nd
	for isSpaceAt(k) {
		k++
	}
	dash := false
	for i := nd; i < min(len(text), nd+4); i++ {
		dash = dash || text[i] == '-' || text[i] == 0xE2 // "–" opens with 0xE2
	}
	return dateGuards{
		dayRange: nd <= 2 && dash,
		daySpace: nd <= 2 && (isSpaceAt(nd) || isSpaceAt(nd+2)),
		iso:      nd == 4 && sep,
		numeric:  nd <= 2 && sep,
		era:      nd <= 4 && k < len(text) && (text[k] == 'A' || text[k] == 'B' || text[k] == 'C'),
	}
}

// monthAfterDay reports whether reDayMonth may match text, a day's
// digits first: a cheap test of what the pattern needs (this runs at
// every number of one or two digits before a space), a month's first
// three letters after the digits, an ordinal's suffix, spaces and an
// "of". A byte past ASCII, which the pattern's case folding could match
// to s or k ("ſt"), passes.
func monthAfterDay(text string) bool {
	i := digitsEnd(text, 0)
	if i+1 < len(text) && (text[i] >= 0x80 || text[i+1] >= 0x80) {
		return true
	}
	if i+1 < len(text) && ordinalSuffixes[strings.ToLower(text[i:i+2])] {
		i += 2
	}
	isSpaceAt := func(i int) bool {
		return i < len(text) && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\f' || text[i] == '\r')
	}
	if !isSpaceAt(i) {
		return false
	}
	for isSpaceAt(i) {
		i++
	}
	if monthPrefixAt(text, i) {
		return true
	}
	if !strings.HasPrefix(text[i:], "of") || !isSpaceAt(i+2) {
		return false
	}
	for i += 2; isSpaceAt(i); i++ {
	}
	return monthPrefixAt(text, i)
}

// ordinalSuffixes are reDayMonth's suffixes of a day, lower case.
var ordinalSuffixes = map[string]bool{"st": true, "nd": true, "rd": true, "th": true}

// monthPrefixAt reports whether text at i may start a month's name in
// monthRe: its first three letters in any case (every name and
// abbreviation there starts with one of the twelve), or a byte past
// ASCII among them, which case folding could match.
func monthPrefixAt(text string, i int) bool {
	if i+3 > len(text) {
		return false
	}
	var b [3]byte
	for k := range b {
		c := text[i+k]
		if c >= 0x80 {
			return true
		}
		b[k] = c | 0x20
	}
	switch string(b[:]) {
	case "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec":
		return true
	}
	return false
}

// matchDate reads dates. Month names are only dates next to a number, so
// "may" and "march" stay words elsewhere.
func matchDate(sc *scanner, pos int) (match, bool) {
	text := sc.text[pos:]
	c := text[0]
	best := match{}
	found := false
	try := func(end int, alts []alt) {
		if alts != nil && boundaryAt(sc.text, pos+end) && (!found || pos+end > best.end) {
			best, found = oneSeg(Date, pos, pos+end, alts), true
		}
	}
	if isWordStartByte(c) {
		// Cheap test first: only a month name can start a date here.
		k := 0
		for k < len(text) && k < 10 && isWordStartByte(text[k]) {
			k++
		}
		if _, ok := monthIndex[strings.ToLower(text[:k])]; !ok {
			return match{}, false
		}
		if m := reMonthDay.FindStringSubmatchIndex(text); m != nil {
			month := monthIndex[strings.ToLower(text[m[2]:m[3]])]
			day := atoiSmall(text[m[4]:m[5]])
			year := optionalYear(text, m, 4)
			if day >= 1 && day <= 31 && !amountGoesOn(text, m[1]) {
				// "May 2015" is month-year: only a 1-2 digit day counts.
				try(m[1], sc.dateAlts(month, day, year))
			}
		}
		if m := reMonthDayRange.FindStringSubmatchIndex(text); m != nil {
			month := monthIndex[strings.ToLower(text[m[2]:m[3]])]
			year := optionalYear(text, m, 4)
			try(m[1], sc.dayRangeAlts(month, atoiSmall(text[m[4]:m[5]]), atoiSmall(text[m[6]:m[7]]), year, true, pos))
		}
		if m := reMonthYr.FindStringSubmatchIndex(text); m != nil {
			month := monthIndex[strings.ToLower(text[m[2]:m[3]])]
			year := atoiSmall(text[m[4]:m[5]])
			try(m[1], product(single(monthNames[month]), sc.yearAlts(year)))
		}
		if m := reMonthApostropheYr.FindStringSubmatchIndex(text); m != nil {
			// "Since Jan '24", "Sept. '09": a month and a year's last two
			// digits, said as the two digits alone are ("'24" "twenty
			// four", "'09" "o nine"); "jan twenty four" was the reading,
			// the month unread without a date. Hand-set: Google TN's
			// sentences have none.
			month := monthIndex[strings.ToLower(text[m[2]:m[3]])]
			ys := text[m[4]:m[5]]
			years := single(cardinalWords(ys, false))
			if ys[0] == '0' {
				years = sc.digitAlts(ys, 1)
			}
			try(m[1], product(single(monthNames[month]), years))
		}
		return best, found
	}
	if !isDigit(c) {
		return match{}, false
	}
	g := numericDateGuards(text)
	if g.dayRange {
		if m := reDayRangeMonth.FindStringSubmatchIndex(text); m != nil {
			month := monthIndex[strings.ToLower(text[m[6]:m[7]])]
			year := optionalYear(text, m, 4)
			try(m[1], sc.dayRangeAlts(month, atoiSmall(text[m[2]:m[3]]), atoiSmall(text[m[4]:m[5]]), year, false, pos))
		}
	}
	if g.daySpace && monthAfterDay(text) {
		if m := reDayMonth.FindStringSubmatchIndex(text); m != nil {
			day := atoiSmall(text[m[2]:m[3]])
			month := monthIndex[strings.ToLower(text[m[6]:m[7]])]
			year := optionalYear(text, m, 4)
			if day >= 1 && day <= 31 {
				// A bare day: no ordinal suffix (m[4] < 0), and nothing but
				// spaces before the month (the pattern allows only "of" there).
				plainDay := m[4] < 0 && strings.TrimSpace(text[m[3]:m[6]]) == ""
				try(m[1], sc.dayFirstDateAlts(month, day, year, plainDay, pos))
			}
		}
	}
	if g.iso {
		if m := reISO.FindStringSubmatchIndex(text); m != nil && text[m[4]:m[5]] == text[m[8]:m[9]] {
			year := atoiSmall(text[m[2]:m[3]])
			month := atoiSmall(text[m[6]:m[7]])
			day := atoiSmall(text[m[10]:m[11]])
			if month >= 1 && month <= 12 && day >= 1 && day <= 31 {
				dateAlts := sc.numericDateAlts([][2]int{{month, day}}, []float64{1}, sc.yearAlts(year), false)
				try(m[1], dateAlts)
				if t, ok := sc.isoDateTime(pos, m[1], dateAlts); ok && (!found || t.end > best.end) {
					best, found = t, true
				}
			}
		}
	}
	if g.numeric {
		if m := reNumDate.FindStringSubmatchIndex(text); m != nil && text[m[4]:m[5]] == text[m[8]:m[9]] &&
			(text[m[4]:m[5]] != "." || m[11]-m[10] == 4 || m[3]-m[2] == 2 && m[7]-m[6] == 2) &&
			!(m[11]-m[10] <= 2 && fertilizerWords[strings.ToLower(nextWord(sc.text, pos+m[1]))]) {
			// A dotted date with a 2-digit year writes day and month with
			// two digits (03.04.85); "Python 3.11.10", "section 6.5.14" are
			// no dates.
			dotted := text[m[4]:m[5]] == "."
			a := atoiSmall(text[m[2]:m[3]])
			b := atoiSmall(text[m[6]:m[7]])
			ys := text[m[10]:m[11]]
			var years []alt
			if len(ys) == 4 {
				years = sc.yearAlts(atoiSmall(ys))
			} else if ys[0] == '0' {
				years = sc.digitAlts(ys, 1)
			} else {
				years = single(cardinalWords(ys, false))
			}
			var orders [][2]int
			var ws []float64
			// A negative weight marks the day-first order, said by its own
			// weights (date_numeric dmy_spoken_*).
			// A dotted date is European, day first ("Born 03.04.1985" was
			// "the fourth of march"): its own pair of weights.
			mdy, dmy := "mdy", "dmy"
			if dotted {
				mdy, dmy = "dotted_mdy", "dotted_dmy"
			}
			if a >= 1 && a <= 12 && b >= 1 && b <= 31 {
				orders = append(orders, [2]int{a, b})
				ws = append(ws, sc.st.w("date_numeric", mdy))
			}
			if b >= 1 && b <= 12 && a >= 1 && a <= 31 && a != b {
				orders = append(orders, [2]int{b, a})
				ws = append(ws, -sc.st.w("date_numeric", dmy))
			}
			if len(orders) == 2 {
				// "Date of birth: 05/03/1990 (DD/MM/YYYY)": the text
				// names its order ("the third of may" was first at 0.56,
				// verb78). Hand-set: Google TN's sentences name none.
				switch declaredDateOrder(sc.text) {
				case -1:
					ws[0], ws[1] = 0.05, -0.95
				case 1:
					ws[0], ws[1] = 0.95, -0.05
				default:
					if sc.dayFirstCountry() {
						// "The deadline is 2/12/2026 for UK
						// applicants", "Fee: £50, due 04/12/2026": a
						// text of a country that writes the day first
						// (the UK, Ireland, India, Australia, New
						// Zealand, South Africa: its name, its
						// currency's sign) reads it day first 0.8
						// ("the twelfth of february" was 0.77, the
						// second of December 0.16, verb86's list).
						// Hand-set: not a declaration, so the month
						// first keeps 0.2.
						ws[0], ws[1] = 0.2, -0.8
					}
				}
			}
			if len(orders) > 0 {
				// Written month first beyond doubt (6/25/1940: no month 25),
				// it is said as written, "june twenty fifth" (Google TN 1 of
				// 1; the fitted month-first weights, from ISO dates, said
				// "the twenty fifth of june" with P 0.93).
				usOnly := len(orders) == 1 && ws[0] > 0 && b > 12
				alts := articleNumericDate(prevLetters(sc.text, pos), text[m[2]:m[3]], text[m[6]:m[7]], years,
					sc.numericDateAlts(orders, ws, years, usOnly))
				try(m[1], alts)
			}
		}
	}
	if g.era {
		if m := reEra.FindStringSubmatchIndex(text); m != nil {
			y := atoiSmall(text[m[2]:m[3]])
			era := strings.ToLower(strings.ReplaceAll(text[m[4]:m[5]], ".", ""))
			var ed dist
			ed.add(strings.Join(strings.Split(era, ""), " "), 0.7)
			ed.add(era, 0.3)
			if y > 0 {
				try(m[1], product(sc.yearAlts(y), ed.done()))
			}
		}
	}
	return best, found
}

// amountGoesOn reports whether a decimal's point and digit or a percent
// sign go on right after a month's day ending at i: "APR 19.99%" (the
// annual percentage rate), "Mar 3.2%" are amounts, no dates ("april
// nineteenth ninety nine percent" was 0.98). Hand-set: Google TN's
// sentences have none.
func amountGoesOn(text string, i int) bool {
	return i < len(text) && (text[i] == '%' || (text[i] == '.' || text[i] == ',') && i+1 < len(text) && isDigit(text[i+1]))
}

func isWordStartByte(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }

// optionalYear is the year in group g of a match m on text, -1 when the
// group did not match.
func optionalYear(text string, m []int, g int) int {
	if m[2*g] < 0 {
		return -1
	}
	return atoiSmall(text[m[2*g]:m[2*g+1]])
}

// dayMonthArticleWeights weighs a day-first date's readings with "the"
// ("the twenty sixth of may") and without ("twenty sixth of may"): after
// a written "the" ("on the 26th May", "on the 12-14 May") saying it again
// ("on the the twenty sixth") is never right, so its weight goes to the
// reading without. So after a determiner that bars "the"
// (theBarredAfter: "our 4th July party" was "our fourth of july" and
// "our fourth july" 0.5 each once the reading with "the" was dropped);
// after "each" and "every" dropRepeated gives it theKeptShare. So after
// an ordinal and a slash ("The 1st/2nd of May": ordinalSlashBefore), the
// pair's one article before the first.
func (sc *scanner) dayMonthArticleWeights(pos int) (wThe, wOf float64) {
	wThe, wOf = sc.st.w("date_day_month", "the_of"), sc.st.w("date_day_month", "of")
	if prev := strings.ToLower(prevLetters(sc.text, pos)); prev == "the" || theBarredAfter[prev] || ordinalSlashBefore(sc.text, pos) {
		kept := 0.0
		if theKeptAfter[prev] {
			kept = wThe // dropRepeated gives it theKeptShare
		}
		wOf, wThe = wOf+wThe, kept
	}
	return wThe, wOf
}

// prevLetters returns the run of letters before pos, past spaces and
// punctuation (which is unsaid) and up to a digit: the "the" of "0the1
// MAY" and "the!1 MAY", which is said right before the date ("zero the
// the first of may" before; found by FuzzVariantProperties).
func prevLetters(text string, pos int) string {
	end := pos
	for end > 0 {
		r, size := utf8.DecodeLastRuneInString(text[:end])
		if isWordRune(r) || isDigit(text[end-1]) {
			break
		}
		end -= size
	}
	start := end
	for start > 0 {
		r, size := utf8.DecodeLastRuneInString(text[:start])
		if !isWordRune(r) {
			break
		}
		start -= size
	}
	return text[start:end]
}

// dayFirstCardinalShare and dayFirstCardinalAfterDash are the shares of
// a day-first date's cardinal day ("5 December" -> "five december"), which
// had no reading (the gold had probability 0). Hand set from counts: a
// range's second date, after a dash that follows a number, is said so by
// Google TN in 3 of 3 on the study half of the Kaggle GTN sample ("19
// April 1956 - 5 December 1959" -> "... to five december ..."), so it is
// the most probable reading there (0.3 before, below the ordinal with
// "the" and "of": the held-apart check half of that sample agreed with
// the change, top-1 up, mean P(gold) not down); after a dash that
// follows a word ("Bayern Munchen - 18 October 2011", "GCVO - 1 February
// 1901": 0 of 2) and elsewhere in 1 of 1,399 (the study half and the
// development set).
const (
	dayFirstCardinalShare     = 0.001
	dayFirstCardinalAfterDash = 0.7
)

// dashBefore reports whether a dash (-, –, —) comes right before pos,
// past spaces, and a digit right before the dash, past spaces: a range's
// second date, the first ending in its year or day. A dash after a word
// ("Bayern Munchen - 18 October 2011") sets a date apart from a name, no
// range (its cardinal day was 0.3, the gold's ordinal down to 0.69).
func dashBefore(text string, pos int) bool {
	i := backOverSpaces(text, pos)
	if i == 0 {
		return false
	}
	r, size := utf8.DecodeLastRuneInString(text[:i])
	if r != '-' && r != '–' && r != '—' {
		return false
	}
	i = backOverSpaces(text, i-size)
	return i > 0 && isDigit(text[i-1])
}

// dateAlts reads a date written month first, "May 5" or "May 5th, 2015";
// year < 0 means none.
func (sc *scanner) dateAlts(month, day, year int) []alt {
	st := sc.st
	ord := sc.ordinalAlts(itoa(day))
	m := single(monthNames[month])
	var d dist
	d.addAll(product(m, ord), st.w("date_month_day", "ordinal"))
	d.addAll(product(m, single("the"), ord), st.w("date_month_day", "the_ordinal"))
	d.addAll(product(m, single(cardinalWords(itoa(day), false))), st.w("date_month_day", "cardinal"))
	return sc.withYear(d.done(), year)
}

// dayFirstDateAlts reads a date written day first, "5 December 1959" or
// "the 3rd of August". plainDay says the day was written as a bare number
// ("5 December"): only then is its cardinal reading ("five december") a
// variant; a written ordinal suffix or "of" says the ordinal ("the 3rd of
// August" is never "three august").
func (sc *scanner) dayFirstDateAlts(month, day, year int, plainDay bool, pos int) []alt {
	st := sc.st
	ord := sc.ordinalAlts(itoa(day))
	m := single(monthNames[month])
	var d dist
	wThe, wOf := sc.dayMonthArticleWeights(pos)
	wOrd := st.w("date_day_month", "ordinal")
	d.addAll(product(single("the"), ord, single("of"), m), wThe)
	d.addAll(product(ord, single("of"), m), wOf)
	d.addAll(product(ord, m), wOrd)
	if plainDay {
		share := dayFirstCardinalShare
		if dashBefore(sc.text, pos) {
			share = dayFirstCardinalAfterDash
		}
		d.add(cardinalWords(itoa(day), false)+" "+monthNames[month], share*(wThe+wOf+wOrd)/(1-share))
	}
	return sc.withYear(d.done(), year)
}

// withYear appends a date's year readings to its day-and-month readings;
// year < 0 means the date has none.
func (sc *scanner) withYear(alts []alt, year int) []alt {
	if year >= 0 {
		alts = product(alts, sc.yearAlts(year))
	}
	return alts
}

// dayRangeAlts reads a range of days in one month, "Sept 12-14, 2024"
// (monthFirst) or "12-14 September": both days are ordinals, "september
// twelfth to fourteenth", "the twelfth to the fourteenth of september"
// (the second day was a cardinal, "june third to five"). The weights are
// the single day's (date_month_day, date_day_month); nil when the days
// are no range (the second not after the first, or past 31).
func (sc *scanner) dayRangeAlts(month, from, to, year int, monthFirst bool, pos int) []alt {
	if from < 1 || to <= from || to > 31 {
		return nil
	}
	st := sc.st
	ord1, ord2 := sc.ordinalAlts(itoa(from)), sc.ordinalAlts(itoa(to))
	m := single(monthNames[month])
	to1 := single("to")
	var d dist
	if monthFirst {
		d.addAll(product(m, ord1, to1, ord2), st.w("date_month_day", "ordinal"))
		d.addAll(product(m, single("the"), ord1, single("to the"), ord2), st.w("date_month_day", "the_ordinal"))
		d.addAll(product(m, single(cardinalWords(itoa(from), false)), to1, single(cardinalWords(itoa(to), false))), st.w("date_month_day", "cardinal"))
	} else {
		wThe, wOf := sc.dayMonthArticleWeights(pos)
		d.addAll(product(single("the"), ord1, single("to the"), ord2, single("of"), m), wThe)
		d.addAll(product(ord1, to1, ord2, single("of"), m), wOf)
		d.addAll(product(ord1, to1, ord2, m), st.w("date_day_month", "ordinal"))
	}
	return sc.withYear(d.done(), year)
}

// articleNumericDate reads a numeric date after an article (first and
// second, its first two numbers as written). "an" says the writer reads
// it opening with a vowel, its numbers as written, "an 06/19/2014
// date" "an oh six nineteen twenty fourteen date" (only "an june
// nineteenth ..." was read), or a month said with one, "an 8/15 deadline"
// "an august fifteenth" or "an eight fifteen". The readings opening with
// a vowel take 0.9, the numbers as written half of it where a month's
// reading opens with one too; the others keep 0.1. Hand-set: Google TN's
// sentences have no date after "an".
//
// After "a" it is the other way round where every reading of the date
// opens with a vowel: "a 10/15 launch" is "a ten fifteen launch" ("a
// october fifteenth launch" was first), "a 4/20 party" "a four twenty
// party"; a date whose month opens with a consonant keeps its readings
// ("a 12/25 party"); "the fifteenth of october" fits after neither.
// Other articles leave alts as they are.
func articleNumericDate(article, first, second string, years []alt, alts []alt) []alt {
	an := strings.EqualFold(article, "an")
	if !an && article != "a" { // "Exhibit A 10/15/2020" is no article
		return alts
	}
	written := product(single(zeroLedWords(first)+" "+zeroLedWords(second)), years)
	var fit, other dist
	for _, a := range alts {
		if opensWithVowel(a.spoken) == an && !strings.HasPrefix(a.spoken, "the ") {
			fit.addAlt(a)
		} else {
			other.addAlt(a)
		}
	}
	if opensWithVowel(written[0].spoken) != an || !an && len(fit.alts) > 0 {
		return alts
	}
	w := 1.0
	if len(fit.alts) > 0 {
		w = 0.5
	}
	var said dist
	said.addAll(fit.done(), 1-w)
	said.addAll(written, w)
	var d dist
	d.addAll(said.done(), 0.9)
	d.addAll(other.done(), 0.1)
	return d.done()
}

// zeroLedWords says one or two digits as written: "06" "oh six", "19"
// "nineteen".
func zeroLedWords(ds string) string {
	if len(ds) == 2 && ds[0] == '0' {
		return "oh " + onesWords[ds[1]-'0']
	}
	return cardinalWords(ds, false)
}

// opensWithVowel reports whether spoken opens with a vowel's sound, as
// "an" asks: "oh", "eight", "eleven", "april", "august", "october"; not
// "one" (a "w").
func opensWithVowel(spoken string) bool {
	if spoken == "" || strings.HasPrefix(spoken, "one") || strings.HasPrefix(spoken, "uni") {
		return false
	}
	return strings.IndexByte("aeiou", spoken[0]) >= 0
}

// declaredDateOrder tells the order of day and month a text names for its
// dates: -1 day first ("DD/MM/YYYY", "dd-mm-yyyy", "DD.MM."), 1 month
// first ("MM/DD/YYYY"), 0 none or both.
func declaredDateOrder(text string) int {
	if !strings.Contains(text, "DD") && !strings.Contains(text, "dd") {
		return 0
	}
	dayFirst, monthFirst := false, false
	for _, f := range []string{"DD/MM", "dd/mm", "DD-MM", "dd-mm", "DD.MM", "dd.mm"} {
		dayFirst = dayFirst || strings.Contains(text, f)
	}
	for _, f := range []string{"MM/DD", "mm/dd"} {
		monthFirst = monthFirst || strings.Contains(text, f)
	}
	switch {
	case dayFirst && !monthFirst:
		return -1
	case monthFirst && !dayFirst:
		return 1
	}
	return 0
}

// dayFirstCountry reports whether the text names a country that writes
// its dates day first, or its money: the UK (also "UK", "U.K.", "£",
// "NHS"), Ireland, India ("₹", "Rs"), Australia, New Zealand ("NZ"),
// South Africa. "US" or "USA" in the text makes it no such text.
func (sc *scanner) dayFirstCountry() bool {
	text := sc.text
	if hasCapsWord(text, "US") || hasCapsWord(text, "USA") || strings.Contains(text, "U.S.") {
		return false
	}
	return strings.Contains(text, "£") || strings.Contains(text, "₹") || hasCapsWord(text, "UK") ||
		strings.Contains(text, "U.K.") || hasCapsWord(text, "NZ") || hasCapsWord(text, "Rs") ||
		sc.hasWord(dayFirstWords)
}

// hasCapsWord reports whether w stands in text as a word of its own.
func hasCapsWord(text, w string) bool {
	for i := 0; ; {
		k := strings.Index(text[i:], w)
		if k < 0 {
			return false
		}
		k += i
		if (k == 0 || !isWordByte(text[k-1])) && boundaryAt(text, k+len(w)) {
			return true
		}
		i = k + 1
	}
}

// dayFirstWords name countries (and their peoples, and the NHS) whose
// dates are written day first, and their largest cities ("He was born
// 02/05/1990 in Leeds" was "the fifth of february" 0.77, verb89's list).
var dayFirstWords = setOf(strings.Fields(`britain british england scotland scottish wales welsh ireland irish
	nhs india indian australia australian zealand africa african
	london leeds manchester birmingham liverpool bristol glasgow edinburgh cardiff belfast dublin mumbai delhi
	bangalore bengaluru chennai kolkata hyderabad sydney melbourne brisbane auckland johannesburg`), false)

// numericDateAlts reads an all-number date for each possible
// (month, day) order, said month first or day first; usOnly marks a date
// that can only be month first (12/25/2020), said as written.
func (sc *scanner) numericDateAlts(orders [][2]int, ws []float64, years []alt, usOnly bool) []alt {
	st := sc.st
	var d dist
	for i, md := range orders {
		month, day := md[0], md[1]
		ord := sc.ordinalAlts(itoa(day))
		m := single(monthNames[month])
		w, mf, df := ws[i], st.w("date_numeric", "spoken_month_first"), st.w("date_numeric", "spoken_day_first")
		if w < 0 {
			// A day-first reading (25-12-2011) is said day first, "the
			// twenty fifth of december": Google TN 4 of 4 on the
			// development set. (The month-first weights, fitted on ISO
			// dates, were swapped here, which said "december twenty
			// fifth" for most of them.)
			w, mf, df = -w, st.w("date_numeric", "dmy_spoken_month_first"), st.w("date_numeric", "dmy_spoken_day_first")
		}
		if usOnly {
			// Said as written: the day-first pair's weights, mirrored.
			mf, df = st.w("date_numeric", "dmy_spoken_day_first"), st.w("date_numeric", "dmy_spoken_month_first")
		}
		d.addAll(product(m, ord, years), w*mf*0.95)
		d.addAll(product(m, single(cardinalWords(itoa(day), false)), years), w*mf*0.05)
		d.addAll(product(single("the"), ord, single("of"), m, years), w*df)
	}
	return d.done()
}

var reDecade = regexp.MustCompile(`^(?:(\d{2,3}0)(?: ?)|'(\d0)|(\d0))'?s\b`)

// decadeMayStart reports whether reDecade may match text, which starts
// with a digit: after the digits, all of them, the pattern needs an s,
// after a space or an apostrophe or both.
func decadeMayStart(text string) bool {
	k := digitsEnd(text, 0)
	if k < len(text) && text[k] == ' ' {
		k++
	}
	if k < len(text) && text[k] == '\'' {
		k++
	}
	return k < len(text) && text[k] == 's'
}

// capitalDecadeS returns text (the text from a number on) with the S
// written against its digits or their apostrophe lower-cased where the
// whole text is written in capitals: "THE 1980S", "IN THE '80S", "HIGHS
// IN THE UPPER 70S" are decades ("nineteen eighty south" was 0.65,
// "seventy s" 0.97). A spaced "1980 S" stays a letter or south.
func capitalDecadeS(sc *scanner, text string) string {
	k := 0
	if k < len(text) && text[k] == '\'' {
		k++
	}
	k += digitsEnd(text[k:], 0)
	if k < len(text) && text[k] == '\'' {
		k++
	}
	if k == 0 || k >= len(text) || text[k] != 'S' || !boundaryAt(text, k+1) || !isDigit(text[k-1]) && text[k-1] != '\'' || !sc.fact(factInCapitals) {
		return text
	}
	return text[:k] + "s" + text[k+1:]
}

// matchDecade reads 1980s, 1980 s, '80s and 80s as decades.
func matchDecade(sc *scanner, pos int) (match, bool) {
	text := sc.text[pos:]
	if !isDigit(text[0]) && text[0] != '\'' {
		return match{}, false
	}
	text = capitalDecadeS(sc, text)
	if isDigit(text[0]) && !decadeMayStart(text) {
		return match{}, false // the cheap test first: this runs at every number
	}
	m := reDecade.FindStringSubmatchIndex(text)
	if m == nil {
		return match{}, false
	}
	if m[2] >= 0 {
		ds := text[m[2]:m[3]]
		if len(ds) == 2 {
			// "80s" is in the third branch; "80 s" is not a decade.
			if text[m[3]] == ' ' {
				return match{}, false
			}
			return oneSeg(Date, pos, pos+m[1], single(pluralize(cardinalWords(ds, false)))), true
		}
		if text[m[3]] == ' ' && len(ds) != 4 {
			return match{}, false
		}
		if y := atoiSmall(ds); text[m[3]] == 's' && !(len(ds) == 4 && y >= 1000 && y <= 2099) && sc.secondsNotDecade(pos, pos+m[1]) {
			// "Set the TTL to 3600s", "Cache for 300s", "a 120s
			// timeout": seconds where a word of waiting or of timers
			// says so, as for "30s" below ("thirty six hundreds" was the
			// only reading); a four-digit number that may be a decade
			// ("a 1960s timer") keeps the decade.
			return oneSeg(Measure, pos, pos+m[1], sc.secondsOfS(pos, pos+m[1], sc.cardinalAlts(ds, false))), true
		}
		var d dist
		if len(ds) == 4 {
			// Decades are said like years, never "one thousand nine
			// hundred eighties".
			card := cardinalWords(ds, false)
			for _, a := range sc.yearAlts(atoiSmall(ds)) {
				if a.spoken != card || ds[1:] == "000" || ds[2:] == "00" && ds[1] == '0' {
					d.add(pluralize(a.spoken), a.prob)
				}
			}
		} else {
			d.add(pluralize(cardinalWords(ds, false)), 1-pairDecadeShare)
			if ds[1] != '0' {
				// "Series 320s", "the 320s": also the first digit and
				// the pair, as a model or a year of three digits is said
				// ("three twenties"; Google TN's reading of a model's
				// plural had none), pairDecadeShare.
				d.add(pluralize(firstDigitAndPair(ds)), pairDecadeShare)
			}
		}
		alts := d.done()
		if len(ds) == 3 && text[m[3]] == 's' {
			alts = letterModelPlural(sc.text, pos, ds, alts)
		}
		if len(alts) == 0 {
			// "0010s": no year reading says it; the plural number
			// matcher reads it.
			return match{}, false
		}
		if scale := roundScalePlural(ds); scale != "" {
			return oneSeg(Cardinal, pos, pos+m[1], withScalePlural(scale, alts)), true
		}
		return oneSeg(Date, pos, pos+m[1], alts), true
	}
	ds := ""
	if m[4] >= 0 {
		ds = text[m[4]:m[5]]
	} else {
		ds = text[m[6]:m[7]]
		if sc.secondsNotDecade(pos, pos+m[1]) {
			// "every 30s", "wait 30s", "a 30s timer": seconds, as a
			// decade is never counted or waited ("every thirties" was
			// the only reading); the decade keeps secondsDecadeShare.
			return oneSeg(Measure, pos, pos+m[1], sc.secondsOfS(pos, pos+m[1], single(cardinalWords(ds, false)))), true
		}
	}
	if ds == "00" {
		// "Music of the '00s": the decade of 2000, said as Google TN
		// says "2000s" ("two thousands", its sentences have no "'00s"),
		// or "the noughties" (British), "the aughts" (American); "zeros"
		// was the only reading (verb91's list). Hand-set.
		var d dist
		d.add("two thousands", 0.6)
		d.add("noughties", 0.15)
		d.add("aughts", 0.15)
		d.add("zeros", 0.1)
		return oneSeg(Date, pos, pos+m[1], d.done()), true
	}
	if ds == "10" && m[4] >= 0 {
		// "the '10s": the decade of 2010, said as "2010s" reads ("twenty
		// tens"; "tens" was the only reading, verb91's list), or "the
		// twenty teens"; "tens" keeps a share for the 1910s, which
		// "'10s" names in an older text. "10s" without its apostrophe
		// ("paid in 10s and 20s") keeps "tens". Hand-set: Google TN's
		// sentences have no "'10s" (verb94).
		var d dist
		d.add("twenty tens", 0.65)
		d.add("tens", 0.2)
		d.add("twenty teens", 0.15)
		return oneSeg(Date, pos, pos+m[1], d.done()), true
	}
	return oneSeg(Date, pos, pos+m[1], single(pluralize(cardinalWords(ds, false)))), true
}

// secondsNotDecade reports whether a number of tens and s, written at
// [pos, end) without an apostrophe ("30s"), counts seconds: a word of
// waiting or counting time stands before it ("every 30s", "wait 30s",
// "takes 30s"), a word of a timer after it ("a 30s timer", "30s later"),
// or a word of timers is in the sentence ("Set the timeout to 30s.").
// Hand-set: Google TN's sentences have none (their "20s" and "30s" are
// ages and decades: "in his late 20s", "Under 20s", 8 of 8 on the study
// halves, none in such a sentence).
//
// A determiner, a possessive or an age's word before it makes a decade or
// an age ("latency in the 90s", "in her late 20s, she built a timer
// app", "the 80s break dance craze" were "ninety seconds" 0.9), unless a
// timer's word follows ("the 30s timeout"); so does "every" before a
// noun ("Every 90s kid remembers", not "every 30s, the page reloads"),
// capitalized too ("Every 90s Kid Remembers", a headline's, was "ninety
// seconds": the next word is compared in lower case on every branch).
func (sc *scanner) secondsNotDecade(pos, end int) bool {
	pw, nw := strings.ToLower(prevWord(sc.text, pos)), strings.ToLower(nextWord(sc.text, end))
	if decadeBefore[pw] {
		return timerWords[nw]
	}
	if pw == "every" && nw != "" && isWordStartByte(nw[0]) && !afterDateWords[nw] && nw != "of" && !secondsAfter[nw] {
		return false
	}
	if secondsBefore[pw] || secondsAfter[nw] {
		return true
	}
	return sc.hasWord(timerWords)
}

// decadeBefore are the words before a decade or an age ("the 90s", "her
// late 20s") that make "30s" no count of seconds.
var decadeBefore = setOf(strings.Fields(`the his her their my our your its late early mid`), false)

// secondsOfS reads a number and its s at [pos, end) where
// secondsNotDecade holds: the number of seconds, 1-secondsDecadeShare,
// singular between an article and a lower-case word or before a timer's
// word ("a thirty second timer"), and the number made plural, the rest.
func (sc *scanner) secondsOfS(pos, end int, num []alt) []alt {
	unit := " seconds"
	if articleBefore(sc.text, pos) && lowerWordFollows(sc.text, end) || timerWords[strings.ToLower(nextWord(sc.text, end))] {
		unit = " second" // "a thirty second timer", "the thirty second timer"
	}
	var d dist
	for _, a := range num {
		d.add(a.spoken+unit, a.prob*(1-secondsDecadeShare))
		d.add(pluralize(a.spoken), a.prob*secondsDecadeShare)
	}
	return d.done()
}

// secondsDecadeShare is the decade's share where secondsNotDecade holds.
const secondsDecadeShare = 0.1

var (
	// secondsBefore are the words of waiting and counting time before a
	// number of seconds.
	secondsBefore = setOf(strings.Fields(`every wait waited waiting waits within takes took take lasts lasted
		lasting`), false)
	// secondsAfter are the words of a timer or a time gone by after one.
	// ("a man in his 30s left" keeps the age: "left" is not one).
	secondsAfter = setOf(strings.Fields(`timer timeout delay interval intervals countdown cooldown later ago
		remaining rest break pause`), false)
	// timerWords make a sentence one of timers.
	timerWords = setOf(strings.Fields(`timeout timeouts timer timers latency countdown cooldown`), false)
)

// pairDecadeShare is the share of a three-digit number and s (not a round
// hundred) said as its first digit and pair made plural, "three
// twenties" for "320s" (matchDecade). Hand-set: the one such number in
// the fresh sample's study half, the development set and the fit half
// ("Series 320s") is so said.
const pairDecadeShare = 0.15

// roundScalePlural is the plural scale word a round power written with an
// s stands for ("100s", "1,000s" of people: "hundreds", "thousands"), or
// "" for other numbers (digits without grouping commas).
func roundScalePlural(digits string) string {
	return map[string]string{"100": "hundreds", "1000": "thousands", "1000000": "millions", "1000000000": "billions"}[digits]
}

// withScalePlural puts the scale word first, at 0.9, before the number's
// own plural readings ("one hundreds"), which keep a tenth.
func withScalePlural(scale string, alts []alt) []alt {
	var d dist
	d.add(scale, 0.9)
	d.addAll(alts, 0.1)
	return d.done()
}

// pluralize makes the last word of a number plural: eighty -> eighties.
func pluralize(s string) string {
	i := strings.LastIndexByte(s, ' ')
	last := s[i+1:]
	switch {
	case strings.HasSuffix(last, "y"):
		last = last[:len(last)-1] + "ies"
	case strings.HasSuffix(last, "x"):
		last += "es"
	default:
		last += "s"
	}
	return s[:i+1] + last
}

// letterModelPlural reads three digits and an s after a model's capitals
// (letterModelBefore: "four C-130s", "the A320s", Google TN's "four CN-
// 235s") as the model's plural, its first digit and its pair said as a
// plane's are, "c one thirties", "a three twenties", "c n two thirty
// fives" 0.6 (Google TN 1 of 1 on the development set, 0.003 before;
// "c one thirties" had no reading, the decade "one hundred thirties"
// all). A round hundred keeps alts ("the B-200s").
func letterModelPlural(text string, pos int, ds string, alts []alt) []alt {
	if ds[0] == '0' || ds[1:] == "00" || !letterModelBefore(text, pos) {
		return alts
	}
	return withFirst(pluralize(firstDigitAndPair(ds)), 0.6, alts)
}

// letterModelBefore reports whether one to three capitals stand right
// before pos, against it or with a hyphen ("C-130", "A320", "CN- 235"),
// after a word's boundary.
func letterModelBefore(text string, pos int) bool {
	i := pos
	if i > 0 && text[i-1] == ' ' {
		i = backOverSpaces(text, i)
		if i == 0 || text[i-1] != '-' {
			return false
		}
	}
	if i > 0 && text[i-1] == '-' {
		i--
	}
	return capitalsBefore(text, i, 3)
}

// capitalsBefore reports whether one to most capitals end at i, after a
// word's boundary (no letter nor digit before them): a model's letters
// before its number (letterModelBefore, letterPlaneModel).
func capitalsBefore(text string, i, most int) bool {
	k := i
	for k > 0 && i-k <= most && text[k-1] >= 'A' && text[k-1] <= 'Z' {
		k--
	}
	return k < i && i-k <= most && (k == 0 || !isWordStartByte(text[k-1]) && !isDigit(text[k-1]))
}

// erSuffix returns "ers" or "er" when it is written against the number
// ending at end and ends the word there, "" otherwise.
func erSuffix(text string, end int) string {
	for _, suf := range [...]string{"ers", "er"} {
		if strings.HasPrefix(text[end:], suf) && boundaryAt(text, end+len(suf)) {
			return suf
		}
	}
	return ""
}

// ageGroupWords, hyphened to a number and its s, name an age group
// ("Under-16s", "over-50s").
var ageGroupWords = setOf([]string{"under", "over"}, false)

// pluralAlts is each reading made plural.
func pluralAlts(alts []alt) []alt {
	var d dist
	for _, a := range alts {
		d.add(pluralize(a.spoken), a.prob)
	}
	return d.done()
}

// matchPluralNumber reads a number with an s written against it that is
// not a decade ("75s", "235s", "the 7s"): the number made plural, as
// Google TN says it ("seventy fives"), or the number of seconds. Decades
// (1990s, 80s) are matchDecade's, which comes first in matchers.
func matchPluralNumber(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if !isDigit(text[pos]) {
		return match{}, false
	}
	n, ok := parseNumber(text, pos)
	if !ok || n.point {
		return match{}, false
	}
	if strings.HasPrefix(text[n.end:], " 's") && boundaryAt(text, n.end+3) {
		// "Lead 21 's", "the 99 's": tokenized text splits the s off;
		// Google TN reads the number plural ("twenty ones") more than as
		// a possessive.
		alts, _ := sc.numberAlts(n, true)
		var d dist
		for _, a := range alts {
			d.add(pluralize(a.spoken), a.prob*sc.st.w("plural_number", "apostrophe_plural"))
			d.add(a.spoken+" 's", a.prob*sc.st.w("plural_number", "apostrophe_possessive"))
		}
		return oneSeg(Cardinal, pos, n.end+3, d.done()), true
	}
	if suf := erSuffix(text, n.end); suf != "" && !n.grouped && len(n.intPart) <= 3 {
		// "49ers", "76ers", "a 49er": people or things named by the
		// number, "forty niners", "seventy sixers" (was "forty nine
		// ers"); only nine, six and five have such a form ("niner",
		// "sixer", "fiver"): not a tens word ("20ers"), nor "3ers"
		// ("threers" was the reading). The number and the suffix apart
		// ("forty nine ers" 0.1, "a forty nine er" 0.98) are no word
		// anyone says (verb76).
		if card := cardinalWords(n.intPart, false); strings.HasSuffix(card, "nine") || strings.HasSuffix(card, "six") || strings.HasSuffix(card, "five") {
			return oneSeg(Cardinal, pos, n.end+len(suf), single(strings.TrimSuffix(card, "e")+suf)), true
		}
	}
	if n.end >= len(text) || text[n.end] != 's' || !boundaryAt(text, n.end+1) {
		return match{}, false
	}
	alts, _ := sc.numberAlts(n, true)
	var d dist
	if pw := prevWord(text, pos); len(n.intPart) <= 2 && !n.grouped && (camelCaseName(pw) || sc.modelListBefore(pos)) {
		// "the iPhone 6s": a model's number and letter after a
		// product's name whose models take an s ("sixes" 0.8 was the
		// reading); the plural keeps a little ("two iPhone 6s" may
		// count phones). After another name in mixed case the s
		// makes the model plural ("PlayStation 4s", "my old iPad 2s":
		// "playstation fours" was no first reading), the letter kept.
		// Hand-set: Google TN's sentences have none.
		letter := 0.85
		if !sModelName(pw) && !sc.modelListBefore(pos) {
			letter = 0.15
		}
		d.add(cardinalWords(n.intPart, false)+" s", letter)
		for _, a := range alts {
			d.add(pluralize(a.spoken), a.prob*(1-letter))
		}
		return oneSeg(Cardinal, pos, n.end+1, d.done()), true
	}
	if pos > 0 && text[pos-1] == '-' && ageGroupWords[strings.ToLower(prevWord(text, pos-1))] {
		// "Under-16s go free", "the over-50s": an age group, the number
		// made plural ("under sixteen seconds" kept the fitted seconds'
		// share, 0.20, verb86's list); "in under 16s" without the
		// hyphen may be a time and keeps it. Hand-set.
		return oneSeg(Cardinal, pos, n.end+1, pluralAlts(alts)), true
	}
	if !n.grouped && sc.secondsNotDecade(pos, n.end+1) {
		// "It took 45s to load", "wait 15s": seconds where a word of
		// waiting or of timers says so, as for "30s" (matchDecade;
		// "forty fives" was first at 0.79, the fitted plural).
		// Hand-set: Google TN's sentences have none.
		return oneSeg(Measure, pos, n.end+1, sc.secondsOfS(pos, n.end+1, alts)), true
	}
	for _, a := range alts {
		d.add(pluralize(a.spoken), a.prob*sc.st.w("plural_number", "plural"))
	}
	for _, a := range alts {
		d.add(a.spoken+" seconds", a.prob*sc.st.w("plural_number", "seconds"))
	}
	readings := d.done()
	if len(n.intPart) == 3 && !n.grouped && !n.point {
		readings = letterModelPlural(text, pos, n.intPart, readings)
		if d := n.intPart; d[0] == '7' && d[2] == '7' && (strings.EqualFold(prevWord(text, pos), "boeing") || sc.hasWord(planeMakers) || sc.hasWord(flyingWords)) {
			// "Boeing 737s", "The airline retired its 747s": the
			// planes, "seven thirty sevens" 0.75, as planeModel reads
			// one ("seven hundred thirty sevens" was first, "seven
			// hundred thirty seven seconds" 0.19).
			readings = withFirst(pluralize(firstDigitAndPair(d)), 0.75, readings)
		}
	}
	if scale := roundScalePlural(n.intPart); scale != "" {
		readings = withScalePlural(scale, readings)
	}
	return oneSeg(Cardinal, pos, n.end+1, readings), true
}

// modelListBefore reports whether the number at pos (a number and an s
// written against it) ends a list of a product's models: "the iPhone 5s
// and 6s", "iPhone 5s, 6s or 7s", "iPhone 5s/6s". It asks joinedSegment
// for the token the scan read before "and", "or", "&", a comma or a
// slash, and reads that token's reading: a number of one or two digits
// and an s read as a model ("five s"), which the first of the list is
// after a name whose models take an s (sModelName). The later numbers
// were read as plurals ("sixes"). It read the written text back before;
// the segment carries the list at any length and allocates nothing.
func (sc *scanner) modelListBefore(pos int) bool {
	k := sc.joinedSegment(pos, joinModels)
	if k < 0 {
		return false
	}
	s := sc.segs[k]
	w := sc.text[s.start:s.end]
	if len(w) < 2 || len(w) > 3 || w[len(w)-1] != 's' || !allDigits(w[:len(w)-1]) || len(s.alts) == 0 {
		return false
	}
	return strings.HasSuffix(s.alts[0].spoken, " s")
}

// sModelName reports whether w names a product whose models take an s
// after their number ("iPhone 5s", "iPhone 6s"): its number and s are a
// model, "five s". Other names in mixed case take an s as a plural
// ("PlayStation 4s", "iPad 2s").
func sModelName(w string) bool {
	return w == "iPhone"
}

// camelCaseName reports whether w is a name in mixed case, a lower-case
// letter before a capital ("iPhone", "MacBook", "PlayStation"): a
// product's, whose number is its model's. A Scottish or Irish surname's
// "Mc" is no such name ("McDonald").
func camelCaseName(w string) bool {
	if strings.HasPrefix(w, "Mc") {
		return false
	}
	for i := 1; i < len(w); i++ {
		if w[i] >= 'A' && w[i] <= 'Z' && w[i-1] >= 'a' && w[i-1] <= 'z' {
			return true
		}
	}
	return false
}

// dayAbbrevs are the weekdays' abbreviations; alone they are words too
// (Sun, Wed, Sat), so they are read as days only in a range. The style's
// abbreviations lexicon has most of them with their period ("Mon.") but
// not "Sun." (the sun. ends sentences), which a range needs: hence this
// list of its own.
var dayAbbrevs = map[string]string{"mon": "monday", "tue": "tuesday", "tues": "tuesday", "wed": "wednesday", "weds": "wednesday",
	"thu": "thursday", "thur": "thursday", "thurs": "thursday", "fri": "friday", "sat": "saturday", "sun": "sunday"}

// capitalizedDay is the weekday w abbreviates when it is capitalized or
// in capitals ("Tue", "SAT"), "" otherwise. It runs at every word: the
// word is case-folded into a buffer on the stack, no allocation (the map
// lookup of a converted byte slice copies nothing).
func capitalizedDay(w string) string {
	if len(w) < 3 || len(w) > 5 || w[0] < 'A' || w[0] > 'Z' {
		return ""
	}
	var buf [5]byte
	for i := 0; i < len(w); i++ {
		buf[i] = w[i] | 0x20
	}
	return dayAbbrevs[string(buf[:len(w)])]
}

// weekdayBeforeDate reports whether a date or a time of day follows a
// weekday's abbreviation ending at end: a comma (tokenized " ,") or not, then a month
// ("Tue, Mar 5"), a day and a month ("Fri 5 May", "Sat, 12th Oct"), a
// numeric date or a time ("Mon 3/4", "Wed 10:30", "Thu 10am", "Fri 9
// p.m.").
func weekdayBeforeDate(text string, end int) bool {
	i := end
	if strings.HasPrefix(text[i:], " ,") {
		i++ // tokenized: "Sun , April 9"
	}
	if i < len(text) && text[i] == ',' {
		i++
	}
	if i >= len(text) || text[i] != ' ' {
		return false
	}
	for i < len(text) && text[i] == ' ' {
		i++
	}
	word := func(i int) string { return strings.ToLower(text[i:asciiLettersEnd(text, i)]) }
	if k := timePrepEnd(text, i); k > i {
		// "Meet Thurs at 3pm", "Sat @ 10:30", "Open Sun from 12-4pm":
		// a preposition of when between the day and its time (verb102;
		// "thurs" was the word). Only a time follows: "Sat at 3" and
		// "Sun at 4 Main St" keep theirs.
		return timeOfDayAt(text, k)
	}
	if w := word(i); len(w) >= 3 {
		// A month needs its day after it: "Yi Sun, May 2020" and "Mon
		// May" name no date.
		if monthIndex[w] == 0 {
			return false
		}
		k := i + len(w)
		if k < len(text) && text[k] == '.' {
			k++
		}
		for k < len(text) && text[k] == ' ' {
			k++
		}
		d := digitsEnd(text, k)
		return d > k && d-k <= 2
	}
	j := digitsEnd(text, i)
	if j == i || j-i > 2 {
		return false
	}
	if j+1 < len(text) && text[j] == '/' && isDigit(text[j+1]) {
		return true
	}
	if j+2 < len(text) && text[j] == ':' && isDigit(text[j+1]) && isDigit(text[j+2]) {
		// A time's minutes are two digits: "Wed 2:1 ratio" is none.
		return true
	}
	if hourRangeAt(text, i, j) {
		return true
	}
	k := skipSpaces(text, j)
	switch w := word(k); w {
	case "am", "pm":
		return true
	case "a", "p":
		// "Sat 10a-2p": a range of hours with their a or p alone
		// against them (verb90); "Sat 9a and 9b" are no hours.
		if l := loneMeridiemHourLen(text, i); k == j && l > 0 && i+l+1 < len(text) && text[i+l] == '-' {
			return loneMeridiemHourLen(text, i+l+1) > 0
		}
		return k+1 < len(text) && text[k+1] == '.'
	case "st", "nd", "rd", "th":
		if k != j {
			return false
		}
		k += 2
		for k < len(text) && text[k] == ' ' {
			k++
		}
	}
	if k == j {
		return false
	}
	if strings.HasPrefix(text[k:], "of ") {
		k += 3
	}
	w := word(k)
	return len(w) >= 3 && monthIndex[w] > 0
}

// timePrepEnd returns where the spaces after a preposition of when at i
// ("at", "@", "from", "by", "until", "till", "til") end, i when there is
// none.
func timePrepEnd(text string, i int) int {
	j := i
	if j < len(text) && text[j] == '@' {
		j++
	} else {
		j = asciiLettersEnd(text, i)
		switch strings.ToLower(text[i:j]) {
		case "at", "from", "by", "until", "till", "til":
		default:
			return i
		}
	}
	if j >= len(text) || text[j] != ' ' {
		return i
	}
	return skipSpaces(text, j)
}

// timeOfDayAt reports whether a time of day begins at i: an hour and its
// minutes ("10:30"), an hour of 1 to 12 with am or pm after it ("3pm", "3
// p.m.", "3 PM"), its a or p alone against it in a range ("10a-2p"), or a
// range of hours hourRangeAt takes ("2-4pm").
func timeOfDayAt(text string, i int) bool {
	j := digitsEnd(text, i)
	if j == i || j-i > 2 {
		return false
	}
	if j+2 < len(text) && text[j] == ':' && isDigit(text[j+1]) && isDigit(text[j+2]) {
		return atoiSmall(text[i:j]) <= 24
	}
	if !isHour12(text[i:j]) {
		return false
	}
	if hourRangeAt(text, i, j) {
		return true
	}
	k := skipSpaces(text, j)
	switch strings.ToLower(text[k:asciiLettersEnd(text, k)]) {
	case "am", "pm":
		return boundaryAt(text, k+2)
	case "a", "p":
		if l := loneMeridiemHourLen(text, i); k == j && l > 0 && i+l+1 < len(text) && text[i+l] == '-' {
			return loneMeridiemHourLen(text, i+l+1) > 0
		}
		return k+1 < len(text) && text[k+1] == '.'
	}
	return false
}

// hourRangeAt reports whether the digits text[i:j] begin a range of hours
// of opening: an hour of 1 to 12, a dash, another, then "am"/"pm" (or "a"/"p"
// against it), its minutes, or the phrase's end ("Tues 2-4pm", "Thurs
// 9-5", "Sat 10-4, Sun 12-4"): "tues" and "thurs" were words before them
// (verb101), as "Sat" was. "Sat 3-4 scores", "Sun 13-5" are no hours.
func hourRangeAt(text string, i, j int) bool {
	d := dashAt(text, j)
	if d == 0 {
		return false
	}
	k := j + d
	e := digitsEnd(text, k)
	if e == k || e-k > 2 || !isHour12(text[i:j]) || !isHour12(text[k:e]) {
		return false
	}
	if e < len(text) && text[e] == ':' {
		return e+2 < len(text) && isDigit(text[e+1]) && isDigit(text[e+2])
	}
	l := skipSpaces(text, e)
	w := strings.ToLower(text[l:asciiLettersEnd(text, l)])
	switch w {
	case "am", "pm":
		return true
	case "a", "p":
		return l == e
	case "":
		return l >= len(text) || !isDigit(text[l]) && text[l] != '/' && text[l] != '-' && !(l == e && text[l] == '.' && l+1 < len(text) && isDigit(text[l+1]))
	case "and", "or":
		// "Open Tues 9-5 and Sat 10-4": another day's hours after the
		// joiner, as after a comma (verb102); "Sat 3-4 and 5-6 scores"
		// name no day after it.
		if l > e {
			n := skipSpaces(text, l+len(w))
			d := text[n:asciiLettersEnd(text, n)]
			return capitalizedDay(d) != "" || weekdayNames[strings.ToLower(d)]
		}
	}
	return false
}

// isHour12 reports whether the one or two digits d are an hour of a
// twelve-hour clock, 1 to 12.
func isHour12(d string) bool {
	switch len(d) {
	case 1:
		return d[0] >= '1' && d[0] <= '9'
	case 2:
		return d == "10" || d == "11" || d == "12"
	}
	return false
}

// reDayRange is a range of weekdays or months: Mon–Fri, Mon.-Sat., Tue -
// Thu, Jan-Feb.
var reDayRange = regexp.MustCompile(`^([A-Z][a-z]{2,4})\.? ?[-–—] ?([A-Z][a-z]{2,4})\.?`)

// reCapsDayRange is reDayRange in capitals: MON-FRI, JAN - FEB.
var reCapsDayRange = regexp.MustCompile(`^([A-Z]{3,5})\.? ?[-–—] ?([A-Z]{3,5})\.?`)

// matchDayRange reads "Mon–Fri" as "monday to friday" (or "through");
// it was "mon fri". So "Jan-Feb", "january to february". Hand-set
// weights: day_range to, through.
func matchDayRange(sc *scanner, pos int) (match, bool) {
	text := sc.text[pos:]
	if text[0] < 'A' || text[0] > 'Z' {
		return match{}, false
	}
	m := reDayRange.FindStringSubmatchIndex(text)
	if m == nil && sc.fact(factInCapitals) {
		// "OPEN MON-FRI 9-5", "MON - FRI 9 AM - 5 PM": in a text
		// written in capitals the range's abbreviations are capitals
		// too ("mon fri" was 0.67, "mon friday" 0.63).
		m = reCapsDayRange.FindStringSubmatchIndex(text)
	}
	if m == nil || !boundaryAt(sc.text, pos+m[1]) {
		return match{}, false
	}
	from, ok1 := dayAbbrevs[strings.ToLower(text[m[2]:m[3]])]
	to, ok2 := dayAbbrevs[strings.ToLower(text[m[4]:m[5]])]
	if !ok1 || !ok2 {
		// "Jan-Feb", "Sep–Oct", "Dec-Jan 2025": a range of months, said
		// by their names as the weekdays' ("jan february", "sep oct"
		// were the readings, 0.99). Hand-set: Google TN's sentences
		// have none.
		fm, tm := monthIndex[strings.ToLower(text[m[2]:m[3]])], monthIndex[strings.ToLower(text[m[4]:m[5]])]
		if fm == 0 || tm == 0 || fm == tm {
			return match{}, false
		}
		from, to = monthNames[fm], monthNames[tm]
	}
	var d dist
	d.add(from+" to "+to, sc.st.w("day_range", "to"))
	d.add(from+" through "+to, sc.st.w("day_range", "through"))
	return oneSeg(Date, pos, pos+m[1], d.done()), true
}

// dayListNeighbor reports whether the weekday's abbreviation at pos..end
// stands in a pair or a list with another, capitalized, joined by "and",
// "or", "&", "/" or a comma: "Open Sat and Sun only", "Sat & Sun", "Tue/Thu",
// "Mon, Wed, Fri" ("saturday and sun", "tue thu" were the readings,
// verb91's list). "Sun and Moon", "the Sun is bright" keep the word.
// Hand-set: Google TN's sentences have no such pair.
//
// An abbreviation with a name right after it is the name's first word,
// no list's item, and so is a neighbor with one: "Sun, Mon Kim" ("sunday
// monday kim" was 0.76, verb94; verb91's list).
func dayListNeighbor(text string, pos, end int) bool {
	if nameAfterDay(text, end) {
		return false
	}
	joiner := func(s string) bool {
		s = strings.TrimSpace(s)
		if s == "," {
			return true
		}
		switch strings.TrimSpace(strings.TrimPrefix(s, ",")) {
		case "and", "or", "&", "/", "and/or":
			return true
		}
		return false
	}
	// The next word.
	i := end
	for i < len(text) && (text[i] == ' ' || text[i] == ',' || text[i] == '/' || text[i] == '&') {
		i++
	}
	j := asciiLettersEnd(text, i)
	if w := strings.ToLower(text[i:j]); (w == "and" || w == "or") && i > end {
		k := skipSpaces(text, j)
		l := asciiLettersEnd(text, k)
		if joiner(text[end:k]) && capitalizedDay(text[k:l]) != "" && boundaryAt(text, l) && !nameAfterDay(text, l) {
			return true
		}
	} else if j > i && joiner(text[end:i]) && capitalizedDay(text[i:j]) != "" && boundaryAt(text, j) && !nameAfterDay(text, j) {
		return true
	}
	// The word before.
	k := pos
	for k > 0 && (text[k-1] == ' ' || text[k-1] == ',' || text[k-1] == '/' || text[k-1] == '&') {
		k--
	}
	l := asciiLettersStart(text, k)
	if w := strings.ToLower(text[l:k]); (w == "and" || w == "or") && k < pos {
		m := backOverSpaces(text, l)
		n := asciiLettersStart(text, m)
		return joiner(text[m:pos]) && capitalizedDay(text[n:m]) != "" && (n == 0 || !isWordByte(text[n-1]))
	}
	return l < k && joiner(text[k:pos]) && capitalizedDay(text[l:k]) != "" && (l == 0 || !isWordByte(text[l-1]))
}

// asciiLettersEnd returns where the run of ASCII letters starting at i
// ends (i when none).
func asciiLettersEnd(text string, i int) int {
	for i < len(text) && text[i]|0x20 >= 'a' && text[i]|0x20 <= 'z' {
		i++
	}
	return i
}

// asciiLettersStart returns where the run of ASCII letters ending at i
// starts (i when none).
func asciiLettersStart(text string, i int) int {
	for i > 0 && text[i-1]|0x20 >= 'a' && text[i-1]|0x20 <= 'z' {
		i--
	}
	return i
}

// nameAfterDay reports whether a weekday's abbreviation ending at end has
// a name after it, one space between: a capitalized word of letters that
// is no weekday, no month and no English word ("Mon Kim", "Sun Li"; "Sat
// Only", a sign's title case, and "Sun June 5" are not).
func nameAfterDay(text string, end int) bool {
	if end+1 >= len(text) || text[end] != ' ' || !isUpperASCII(text[end+1]) {
		return false
	}
	j := asciiLettersEnd(text, end+1)
	if j-end-1 < 2 || !boundaryAt(text, j) {
		return false
	}
	w := strings.ToLower(text[end+1 : j])
	return capitalizedDay(text[end+1:j]) == "" && monthIndex[w] == 0 && !isEnglishWord(w) && !isAllUpper(text[end+1:j])
}
