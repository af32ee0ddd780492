package normalize

import (
	"regexp"
	"strings"
)

var (
	// 10:29, 10:29:30, 12:00 pm, 1:59 p.m. est
	reClock = regexp.MustCompile(`^(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s?([aApP])\.?\s?[mM]\b\.?)?(?:\s?([A-Za-z](?:\.?[A-Za-z]){1,3})\.?)?`)
	// 12h30, 9h05: a time written with an h between hour and minutes;
	// 2h15m a duration.
	reHourH = regexp.MustCompile(`^(\d{1,2})h(\d{1,2})(m|min)?`)
	// 2 a.m., 5pm, 1.59 p.m.
	reAmPm = regexp.MustCompile(`^(\d{1,2})(?:[.:](\d{2}))?\s?([aApP])\.?\s?[mM]\b\.?(?:\s?([A-Za-z](?:\.?[A-Za-z]){1,3})\.?)?`)
)

// matchTime reads clock times with optional am/pm and time zone.
func matchTime(sc *scanner, pos int) (match, bool) {
	text := sc.text[pos:]
	if !isDigit(text[0]) {
		return match{}, false
	}
	if len(text) >= 5 && text[4] == 'Z' {
		if m, ok := sc.zuluTime(pos); ok {
			return m, true
		}
	}
	// Each pattern is tried only where the character it needs after one
	// or two digits is there (an h, a colon, an a or p within its reach):
	// this runs at every number.
	hAt := len(text) > 2 && (text[1] == 'h' || isDigit(text[1]) && text[2] == 'h')
	if m := matchIf(hAt, reHourH, text); m != nil && boundaryAt(sc.text, pos+len(m[0])) {
		hour, minute := atoiSmall(m[1]), atoiSmall(m[2])
		switch {
		case m[3] != "" && minute <= 59:
			// "2h15m", a duration: "two hours fifteen minutes" ("two h
			// fifteen minutes" before).
			h, mn := cardinalWords(itoa(hour), false)+" hours", cardinalWords(itoa(minute), false)+" minutes"
			if hour == 1 {
				h = "one hour"
			}
			if minute == 1 {
				mn = "one minute"
			}
			return oneSeg(Measure, pos, pos+len(m[0]), single(h+" "+mn)), true
		case len(m[2]) == 2 && hour <= 23 && minute <= 59:
			// "12h30", French and European: "twelve thirty" ("twelve h
			// thirty" before).
			return oneSeg(Time, pos, pos+len(m[0]), product(single(cardinalWords(m[1], false)), sc.minuteAlts(minute))), true
		}
	}
	var m []int
	if len(text) > 2 && (text[1] == ':' || isDigit(text[1]) && text[2] == ':') {
		m = reClock.FindStringSubmatchIndex(text)
	}
	if m != nil && m[6] < 0 && m[8] < 0 && m[10] < 0 && m[1] < len(text) && strings.IndexByte("aApP", text[m[1]]) >= 0 &&
		(m[1]+1 == len(text) || !isWordByte(text[m[1]+1])) && atoiSmall(text[m[2]:m[3]]) <= 12 && !scriptureColon(sc.text, pos+m[3]) {
		// "departs 7:05a", "arrives 11:40p": an itinerary's clock with
		// its a or p alone against the minutes is a.m. or p.m. ("seven
		// to o five a" 0.73, "eleven to forty pence" 0.63 were first:
		// the letter ended no time, so the colon read as a ratio's).
		// A verse's part ("John 3:16a") keeps its letter. Hand-set:
		// Google TN's sentences have none (verb85).
		m = []int{m[0], m[1] + 1, m[2], m[3], m[4], m[5], -1, -1, m[1], m[1] + 1, -1, -1}
	}
	if m != nil && m[6] < 0 && m[8] < 0 && m[10] < 0 && m[5]+1 < len(text) && text[m[5]] == '/' {
		if per, l := paceUnitAt(text, m[5]+1); l > 0 {
			// "8:30/mi pace", "5:15/km": a runner's pace, minutes and
			// seconds per mile or kilometer, the race time's readings
			// ("eight thirty mi pace" 0.95, "five fifteen k m" 0.92 were
			// first, the slash unsaid and the unit spelled, verb85).
			// Hand-set: Google TN's sentences have none.
			if minute := atoiSmall(text[m[4]:m[5]]); minute <= 59 {
				alts := product(raceTimeAlts(sc, atoiSmall(text[m[2]:m[3]]), minute, false), single("per "+per))
				return oneSeg(Measure, pos, pos+m[5]+1+l, alts), true
			}
		}
	}
	if m != nil && m[6] < 0 && m[8] < 0 && (ratioContext(sc.text, pos, pos+m[5]) || thousandsGroupAt(sc.text, pos+m[5])) {
		// "a 1:10 dilution", "a ratio of 3:1": a ratio, the colon "to"
		// ("one ten" before, a time). So where a group of thousands
		// goes on after the minutes' digits ("A 1:50,000 map" was "a
		// one fifty o o o map", the time and three digits): no clock
		// writes one, a map's scale does. Hand-set: Google TN's
		// sentences have none.
		return match{}, false
	}
	if m == nil {
		// The a or p of reAmPm lies within its first 7 bytes: two
		// digits, a separator and two more, a space.
		if strings.ContainsAny(text[:min(len(text), 7)], "aApP") {
			m = reAmPm.FindStringSubmatchIndex(text)
		}
		if m == nil {
			if l := loneMeridiemHourLen(sc.text, pos); l > 0 && sc.loneMeridiemHours(pos, l) {
				// "9a-5p", "Open 9a, close 2p": an hour with its a or p
				// alone against it, in a range of such hours or among
				// two or more in a text of hours, is a.m. or p.m. ("nine
				// a five pence" 0.70 was first). Hand-set: Google TN's
				// sentences have none (verb90).
				m = []int{0, l, 0, l - 1, -1, -1, l - 1, l, -1, -1}
			}
		}
		if m == nil {
			return match{}, false
		}
		// Same group layout without seconds: shift into the clock layout.
		m = []int{m[0], m[1], m[2], m[3], m[4], m[5], -1, -1, m[6], m[7], m[8], m[9]}
	}
	hour := atoiSmall(text[m[2]:m[3]])
	minute := 0
	if m[4] >= 0 {
		minute = atoiSmall(text[m[4]:m[5]])
	}
	if m[4] >= 0 && m[6] < 0 && m[8] < 0 && (m[10] < 0 || !sc.st.timeZones[strings.ToLower(strings.ReplaceAll(text[m[10]:m[11]], ".", ""))]) &&
		minute <= 59 && boundaryAt(sc.text, pos+m[5]) && sc.raceTime(pos, pos+m[5]) {
		alts := raceTimeAlts(sc, hour, minute, strings.EqualFold(prevWord(sc.text, pos), "a"))
		end := pos + m[5]
		if f := end + 1; f < len(sc.text) && sc.text[end] == '.' && isDigit(sc.text[f]) {
			// "in 1:00.50": hundredths of a second, "one oh oh point
			// five o" ("one o'clock fifty" was the reading).
			f = digitsEnd(sc.text, f)
			if !boundaryAt(sc.text, f) || f-end > 4 {
				return match{}, false
			}
			secs := sc.clockPartAlts(minute)
			var d dist
			d.addAll(product(single(cardinalWords(itoa(hour), false)), secs, single("point"), sc.fracAlts(sc.text[end+1:f])), 0.7)
			d.addAll(product(single(cardinalWords(itoa(hour), false)+" minute"+plural(hour)+" and"), sc.decimalAltsOpt(itoa(minute), sc.text[end+1:f], false), single("seconds")), 0.3)
			alts, end = d.done(), f
		}
		return oneSeg(Measure, pos, end, alts), true
	}
	if hour > 24 && minute <= 59 && m[4] >= 0 && text[m[4]] == '0' && m[6] < 0 && m[8] < 0 &&
		(m[10] < 0 || !sc.st.timeZones[strings.ToLower(strings.ReplaceAll(text[m[10]:m[11]], ".", ""))]) && boundaryAt(sc.text, pos+m[5]) {
		// "43:03": past any hour and with its seconds written with a
		// zero, minutes and seconds (a score writes no "03"): "forty
		// three oh three" or "... minutes and three seconds", as a
		// race's time ("forty three to o three" was the reading, the
		// colon between numbers).
		return oneSeg(Measure, pos, pos+m[5], raceTimeAlts(sc, hour, minute, false)), true
	}
	if hour > 24 && hour <= 59 && minute <= 59 && m[4] >= 0 && m[6] < 0 && m[8] < 0 &&
		(m[10] < 0 || !sc.st.timeZones[strings.ToLower(strings.ReplaceAll(text[m[10]:m[11]], ".", ""))]) && boundaryAt(sc.text, pos+m[5]) &&
		sc.mediaTimestamp(pos, pos+m[3]) {
		// "Skip to 34:56", "Episode 12 (at 34:56)": past any hour, a
		// video's or a podcast's minutes and seconds, said as a race's
		// time ("thirty four to fifty six", a ratio's, was 0.89,
		// verb103). Hand-set: Google TN's readable sentences hold none.
		return oneSeg(Measure, pos, pos+m[5], raceTimeAlts(sc, hour, minute, false)), true
	}
	if hour > 24 || minute > 59 {
		return match{}, false
	}
	end := m[1]
	ampm := ""
	if m[8] >= 0 {
		ampm = strings.ToLower(text[m[8]:m[9]]) + "m"
	}
	zone := ""
	if m[10] >= 0 {
		z := strings.ToLower(strings.ReplaceAll(text[m[10]:m[11]], ".", ""))
		if sc.st.timeZones[z] {
			zone = z
		} else {
			// Not a zone: end the time before it.
			end = m[10]
			for end > 0 && (text[end-1] == ' ') {
				end--
			}
		}
	}
	// "18:00:00Z": ISO 8601's UTC designator written against the time.
	zulu := false
	if zone == "" && m[4] >= 0 && end < len(text) && text[end] == 'Z' && boundaryAt(sc.text, pos+end+1) {
		zulu = true
		end++
	}
	if !boundaryAt(sc.text, pos+end) && !(end > 0 && text[end-1] == '.') {
		return match{}, false
	}
	st := sc.st
	w := func(r string) float64 { return st.w("time", r) }
	if hour == 0 && ampm != "" {
		// "0:30 am" on a twelve-hour clock is "twelve thirty a m".
		hour = 12
	}
	hourW := cardinalWords(itoa(hour), false)
	saidMidnight := false
	// oclock is a whole hour: "six o'clock", but hour 0 is "midnight"
	// ("00:00" was "zero o'clock"), and a bare "zero" is no time.
	oclock, bare := hourW+" o'clock", hourW
	if hour == 0 {
		oclock, bare = "midnight", ""
		if m[3]-m[2] == 1 && zone == "" && !zulu {
			// "with 0:00 left on the clock", "the 0:00 mark of the
			// video": a one-digit zero hour without am/pm or a zone is a
			// timer's reading, "zero" ("midnight" was P 0.86); "00:00"
			// stays midnight.
			oclock, bare = "", "zero"
		} else if midnightBefore(sc.text, pos) {
			// "At midnight (00:00)": the word was said; the digits
			// are "zero hundred" ("at midnight midnight" was first).
			oclock = ""
			saidMidnight = true
		}
	}
	var d dist
	switch {
	case m[6] >= 0:
		sec := atoiSmall(text[m[6]:m[7]])
		if sec > 59 {
			return match{}, false
		}
		if fe := fractionOfSecondEnd(sc.text, pos+end); ampm == "" && zone == "" && !zulu && fe > 0 {
			// "01:23:45.678", "00:00:05.250": a recording's timestamp
			// to the millisecond, the fraction the seconds' ("... and
			// forty five seconds six hundred seventy eight" was 0.58,
			// verb78), said as the duration or as the clock shows it.
			// Hand-set: Google TN's sentences have none.
			secs := product(single(cardinalWords(itoa(sec), false)+" point"), sc.fracAlts(sc.text[pos+end+1:fe]))
			hm := unitCount(hour, "hour") + " " + unitCount(minute, "minute")
			d.addAll(product(single(hm+" and"), secs, single("seconds")), 0.6)
			d.addAll(product(single(hm), secs, single("seconds")), 0.2)
			d.addAll(product(single(hourW), sc.minuteAlts(minute), secs), 0.2)
			return oneSeg(Time, pos, fe, d.done()), true
		}
		full, bareUnits, compact := 0.6, 0.2, 0.2
		if ampm == "" && zone == "" && !zulu && hour <= 9 && lowerWordFollows(sc.text, pos+end) && strings.EqualFold(prevWord(sc.text, pos), "a") {
			// "a 2:03:45 marathon", "a 1:05:30 half marathon": a race's
			// time before the noun it describes is said as the clock
			// shows it, "two oh three forty five" ("two hours three
			// minutes and forty five seconds marathon" was first at
			// 0.6). Hand-set: Google TN's sentences have none.
			full, bareUnits, compact = 0.25, 0.1, 0.65
		}
		if (ampm != "" || zone != "") && (minute != 0 || sec != 0) {
			// "3:45:10 p.m.", "14:30:05 UTC": a clock's time to the
			// second, said as the clock shows it, "three forty five ten
			// p m" 0.55, or its seconds counted, "three forty five and
			// ten seconds p m" 0.35 (Zero minutes are "oh oh", as a
			// race's "1:00.50" reads them.) The duration's "three hours
			// forty five minutes and ten seconds p m", first at 0.54,
			// keeps 0.1: NeMo's test cases read a time so ("10:00:00
			// p.m. e.s.t" "ten hours zero minutes and zero seconds PM
			// EST"), no speaker. Hand-set: Google TN's sentences have
			// none; a whole hour ("21:00:00 UTC", Google TN's
			// "18:00:00Z") keeps the readings below.
			mins := sc.clockPartAlts(minute)
			if sec == 0 {
				d.addAll(product(single(hourW), mins, sc.clockPartAlts(sec)), 0.9)
			} else {
				d.addAll(product(single(hourW), mins, sc.minuteAlts(sec)), 0.55)
				d.addAll(product(single(hourW), mins, single("and "+unitCount(sec, "second"))), 0.35)
			}
			d.add(unitCount(hour, "hour")+" "+unitCount(minute, "minute")+" and "+unitCount(sec, "second"), 0.1)
		} else {
			d.add(unitCount(hour, "hour")+" "+unitCount(minute, "minute")+" and "+unitCount(sec, "second"), full)
			d.add(unitCount(hour, "hour")+" "+unitCount(minute, "minute")+" "+unitCount(sec, "second"), bareUnits)
			d.addAll(product(single(hourW), sc.minuteAlts(minute), sc.minuteAlts(sec)), compact)
		}
		if minute == 0 && sec == 0 && hour >= 13 {
			// "18:00:00Z" on the 24-hour clock: mostly the hours,
			// minutes and seconds, as Google TN reads it (1 of 1 on the
			// development set), or "eighteen hundred".
			d.add(hourW+" hundred", 0.3)
			d.add(bare, 0.15)
			d.add(oclock, 0.05)
		} else if minute == 0 && sec == 0 {
			// "18:00:00" is a whole hour.
			if oclock != "" {
				d.add(oclock, 2*w("oclock"))
			}
			d.add(hourW+" hundred", 2*w("hundred"))
			if bare != "" {
				d.add(bare, 2*w("bare"))
			}
		}
	case m[4] < 0 || minute == 0:
		if ampm != "" {
			// "5 pm" is "five p m": o'clock before am/pm is rare
			// ("five o'clock p m" and "five o'clock pm" were 29%
			// together), kept at 3% for the speaker who says it.
			// Hand-set: Google TN's sentences have no o'clock.
			d.add(hourW, 0.97)
			d.add(hourW+" o'clock", 0.03)
		} else if hour == 12 && zone == "" && !zulu && noonAfter(text, end) {
			// "12:00 noon", "12 midnight": "twelve noon" ("twelve
			// o'clock noon" was first). Hand-set: Google TN's sentences
			// have none.
			d.add(bare, 0.9)
			d.add(oclock, 0.1)
		} else if hour >= 13 && m[4] >= 0 {
			// "14:00 CET", "at 18:00": a whole hour of the 24-hour clock
			// is "fourteen hundred" ("fourteen o'clock", which nobody
			// says, was first). Hand-set: Google TN's sentences have
			// none.
			d.add(hourW+" hundred", 0.6)
			d.add(bare, 0.3)
			d.add(oclock, 0.1)
		} else if nw := strings.ToLower(nextWord(sc.text, pos+end)); m[4] >= 0 && zone == "" && !zulu && (nw == "hrs" || nw == "hours") && oclock != "" {
			// "opens at 09:00 hrs": a whole hour before "hours" is the
			// 24-hour clock's "nine hundred" ("nine o'clock hours" was
			// first, verb86's list). Hand-set.
			d.add(hourW+" hundred", 1)
		} else if saidMidnight {
			// "midnight (00:00)": the digits as the military says
			// them (zeroHourAlts), or digit by digit as zuluTime reads
			// "0000Z", 0.1 ("zero hundred" was the only reading). Never
			// "midnight" again. Hand-set: Google TN's sentences have
			// none.
			d.addAll(zeroHourAlts("hundred"), 0.9)
			d.add("zero zero zero zero", 0.1)
		} else {
			if oclock != "" {
				d.add(oclock, w("oclock"))
			}
			if bare != "" {
				d.add(bare, w("bare"))
			}
			d.add(hourW+" hundred", w("hundred"))
		}
	default:
		d.addAll(product(single(hourW), sc.minuteAlts(minute)), 1)
	}
	alts := d.done()
	if ampm != "" {
		return sc.clockSegments(pos, end, m, alts, ampm, zone, zulu), true
	}
	if zone != "" {
		alts = product(alts, sc.zoneReadings(zone))
	}
	if zulu {
		var z dist
		z.add("z", w("z_letter"))
		z.add("zulu", w("z_zulu"))
		z.add("u t c", w("z_utc"))
		alts = product(alts, z.done())
	}
	return oneSeg(Time, pos, pos+end, alts), true
}

// fractionOfSecondEnd is the end of a fraction of a second written
// against a time's seconds ending at i, a point and one to six digits
// ("01:23:45.678"), or 0 where there is none.
func fractionOfSecondEnd(text string, i int) int {
	if i+1 >= len(text) || text[i] != '.' || !isDigit(text[i+1]) {
		return 0
	}
	fe := digitsEnd(text, i+1)
	if fe-i-1 > 6 || !boundaryAt(text, fe) || fe < len(text) && text[fe] == '.' && fe+1 < len(text) && isDigit(text[fe+1]) {
		return 0
	}
	return fe
}

// clockSegments makes a time with am/pm (text is sc.text[pos:], m
// reClock's groups on it, end the time's end in text) three segments of
// one span: the clock, its readings alts; the suffix, "a m" or "am" (or
// "p m", "pm"); and the zone after it, if any (zone, or zulu's "Z").
// The suffix has a segment of its own so that a sentence's times say it
// in one style whatever their clocks offer (tieClockStyles: "9:30am to
// 5pm" offers o'clock at the second time only). A time's readings are
// the product of its clock's, its suffix's and its zone's, so the split
// keeps every time's distribution as it was; render joins the segments
// with a space, as product did, and one span covers them (one group).
func (sc *scanner) clockSegments(pos, end int, m []int, alts []alt, ampm, zone string, zulu bool) match {
	text := sc.text[pos:]
	w := func(r string) float64 { return sc.st.w("time", r) }
	clockEnd := m[3]
	for _, g := range []int{5, 7} {
		clockEnd = max(clockEnd, m[g])
	}
	sufEnd := m[1]
	if m[10] >= 0 {
		// A zone, or letters the time ends before (matchTime's end).
		sufEnd = len(strings.TrimRight(text[:m[10]], " \t\n\f\r"))
	}
	var a dist
	a.add(ampm[:1]+" m", w("letters"))
	a.add(ampm, w("word"))
	segs := []segment{
		{class: Time, start: pos, end: pos + clockEnd, alts: alts},
		{class: Time, start: pos + m[8], end: pos + sufEnd, alts: a.done()},
	}
	var z dist
	switch {
	case zone != "":
		segs = append(segs, segment{class: Time, start: pos + m[10], end: pos + end, alts: sc.zoneReadings(zone)})
	case zulu:
		z.add("z", w("z_letter"))
		z.add("zulu", w("z_zulu"))
		z.add("u t c", w("z_utc"))
		segs = append(segs, segment{class: Time, start: pos + sufEnd, end: pos + end, alts: z.done()})
	}
	return match{end: pos + end, segs: segs}
}

// midnightBefore reports whether "midnight" stands right before the time
// at pos, a bracket, a comma or a dash between or not: "At midnight
// (00:00)", "midnight, 00:00".
func midnightBefore(text string, pos int) bool {
	i := backOverSpaces(text, pos)
	if i > 0 && (text[i-1] == '(' || text[i-1] == ',' || text[i-1] == '-') {
		i = backOverSpaces(text, i-1)
	}
	return strings.EqualFold(prevWord(text, i), "midnight")
}

// noonAfter reports whether "noon" or "midnight" follows the time that
// ends at end in text.
func noonAfter(text string, end int) bool {
	switch nw := nextWord(text, end); nw {
	case "noon", "midnight", "Noon", "Midnight", "NOON", "MIDNIGHT":
		return true
	}
	return false
}

// raceTime reports whether the m:ss at pos is a race's time, minutes and
// seconds: after "in", "of", "a", "clocked", "ran" ... in a sentence of
// running, racing or swimming ("ran the 5K in 14:00" was "fourteen
// hundred", a clock's; "ran the 10K in 27:30" "twenty seven to
// thirty"). "The race starts at 9:30" stays a clock, and so does a time
// a clock's word follows ("The race starts in 14:00 hours" was "fourteen
// minutes hours"). Fractions of a second after it ("1:23.456") make it a
// race's time after any word.
func (sc *scanner) raceTime(pos, end int) bool {
	text := sc.text
	if end+1 < len(text) && text[end] == '.' && isDigit(text[end+1]) {
		// "Lap time 1:23.456", "Best lap: 1:23.456", "She swam
		// 1:05.32": fractions of a second are a race's, never a
		// clock's, whatever the word before ("one twenty three four
		// hundred fifty six" was the reading).
		return true
	}
	if durationLabelBefore(text, pos) && !clockWordsAfter[strings.ToLower(nextWord(text, end))] {
		// "Length: 35:12": an album's or a track's length in a
		// listing, minutes and seconds ("thirty five
		// to twelve", a ratio's, was 0.89: no clock has 35 hours).
		return true
	}
	if !raceTimeBefore[strings.ToLower(prevWord(text, pos))] || clockWordsAfter[strings.ToLower(nextWord(text, end))] {
		return false
	}
	if clockRangeAfter(text, end) && !sc.hasWord(raceRangeWords) {
		// "The meeting runs 9:00-10:30": the start of a range of clock
		// times ("nine minutes to ten thirty" was the reading), unless
		// a word of racing other than the verb says otherwise ("ran
		// 4:00-4:10 splits in the race").
		return false
	}
	return sc.hasWord(raceTimeWords)
}

// durationLabelBefore reports whether the label "Length" and its colon
// stand before pos ("Length: 35:12", "Total length: 42:17"), as an
// album's or a track's listing writes minutes and seconds. Not "Running
// time:", "Duration:" or "Runtime:", which give a film's or an event's
// hours and minutes as often ("Running time: 1:42"). Hand-set: Google
// TN's sentences have none.
func durationLabelBefore(text string, pos int) bool {
	i := backOverSpaces(text, pos)
	return i > 0 && text[i-1] == ':' && strings.EqualFold(prevWord(text, i-1), "length")
}

// clockRangeAfter reports whether a dash and a clock time (h:mm) follow
// end: "-10:30", " – 5:00".
func clockRangeAfter(text string, end int) bool {
	i, ok := pastRangeDash(text, end)
	if !ok {
		return false
	}
	j := digitsEnd(text, i)
	return j > i && j-i <= 2 && j+2 < len(text) && text[j] == ':' && isDigit(text[j+1]) && isDigit(text[j+2])
}

var (
	clockWordsAfter = setOf(strings.Fields(`hours hrs hr h local gmt utc zulu sharp`), false)
	raceTimeBefore  = setOf(strings.Fields(`in of a clocked ran run runs timed posted`), false)
	raceRangeWords  = setOf(strings.Fields(`runner runners race raced races racing marathon split splits pace
		lap laps sprint medal`), false)
	raceTimeWords = setOf(strings.Fields(`ran run runs running runner runners race raced races racing marathon
		mile miles 10k 10km 5km finished clocked lap laps swim swam swims sprint sprinted split splits pace
		personal medal bronze freestyle backstroke breaststroke butterfly relay hurdles`), false)
)

// raceTimeAlts reads a race's minutes and seconds: "fourteen thirty two"
// 0.6, "fourteen minutes and thirty two seconds" 0.3, without "and" 0.1;
// whole minutes "fourteen minutes" 0.7, "fourteen flat" 0.15, "fourteen"
// 0.15. After "a" the time describes what follows ("a 4:05 mile" "a
// four oh five mile", "a 4:00 mile" "a four minute mile"). Hand-set:
// Google TN's sentences have none.
func raceTimeAlts(sc *scanner, minutes, seconds int, adjective bool) []alt {
	mw := cardinalWords(itoa(minutes), false)
	var d dist
	if adjective && minutes > 0 {
		if seconds == 0 {
			return single(mw + " minute")
		}
		return product(single(mw), sc.minuteAlts(seconds))
	}
	if seconds == 0 {
		d.add(unitCount(minutes, "minute"), 0.7)
		d.add(mw+" flat", 0.15)
		d.add(mw, 0.15)
		return d.done()
	}
	if minutes == 0 {
		// ":45" is "forty five seconds".
		d.add(unitCount(seconds, "second"), 1)
		return d.done()
	}
	d.addAll(product(single(mw), sc.minuteAlts(seconds)), 0.6)
	d.add(unitCount(minutes, "minute")+" and "+unitCount(seconds, "second"), 0.3)
	d.add(unitCount(minutes, "minute")+" "+unitCount(seconds, "second"), 0.1)
	return d.done()
}

// plural is "s" but for one.
func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// minuteAlts reads minutes: 5 -> "oh five" / "zero five" / "o five".
func (sc *scanner) minuteAlts(minute int) []alt {
	if minute >= 10 {
		return single(cardinalWords(itoa(minute), false))
	}
	w := func(r string) float64 { return sc.st.w("time", r) }
	var d dist
	one := onesWords[minute]
	d.add("oh "+one, w("oh"))
	d.add("zero "+one, w("zero_minute"))
	d.add("o "+one, w("o_minute"))
	return d.done()
}

// clockPartAlts reads the minutes or the seconds of a clock's time to
// the second, and a race's minutes before its hundredths ("1:00.50"):
// minuteAlts, and a zero "oh oh" 0.6, "zero zero" 0.2, "o o" 0.2
// (minuteAlts(0) says one digit of two).
func (sc *scanner) clockPartAlts(n int) []alt {
	if n != 0 {
		return sc.minuteAlts(n)
	}
	var z dist
	z.add("oh oh", 0.6)
	z.add("zero zero", 0.2)
	z.add("o o", 0.2)
	return z.done()
}

// ratioContext reports whether the n:m at [pos, end) is a ratio: a word
// of ratios after it ("1:10 dilution") or before it ("a ratio of 3:1",
// "odds 5:2").
//
// A word of ratios after it does not hold after a preposition of time,
// where a clause may start with it: "At 3:30 mix the batter", "By 2:30
// odds had shifted" were "three to thirty", "two to thirty"; a noun that
// only names a ratio still holds (ratioOnlyNouns: "Mix at 1:10
// dilution").
//
// A ratio's word before "of" or a verb of being holds too: "The ratio is
// 1:10", "the exchange ratio was 2:3" (only "one ten", a time, before).
func ratioContext(text string, pos, end int) bool {
	pw, at := prevWordAt(text, pos)
	pw = strings.ToLower(pw)
	nw := nextWord(text, end)
	next := strings.ToLower(nw)
	if splitKinds[next] {
		// "a 1:20 reverse split", "a 3:2 stock split" ("one twenty"
		// before, a time); "split" alone is also a runner's ("a 4:10
		// split").
		i := end
		for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
			i++
		}
		if after := strings.ToLower(nextWord(text, i+len(nw))); after == "split" || after == "splits" {
			return true
		}
	}
	return ratioWords[next] && (!clockPrepositions[pw] || ratioOnlyNouns[next]) || ratioWords[pw] ||
		(pw == "of" || ratioLinkWords[pw]) && ratioWords[strings.ToLower(prevWord(text, at))]
}

// thousandsGroupAt reports whether a comma and a group of three digits
// ("50,000": ",000") start at i, nothing word-like after them.
func thousandsGroupAt(text string, i int) bool {
	return i+4 <= len(text) && text[i] == ',' && isDigit(text[i+1]) && isDigit(text[i+2]) && isDigit(text[i+3]) &&
		(i+4 == len(text) || !isWordByte(text[i+4]))
}

// splitKinds stand between a stock split's ratio and "split"; with one
// the n:m is a ratio.
var splitKinds = setOf(strings.Fields(`reverse forward stock share`), false)

// ratioOnlyNouns are ratioWords that name the ratio and rarely open a
// clause: after a preposition of time they still make n:m a ratio ("Mix
// at 1:10 dilution." was "one ten", a time), where "At 3:30 mix the
// batter" and "By 2:30 odds had shifted" keep the clock.
var ratioOnlyNouns = setOf(strings.Fields(`ratio ratios dilution dilutions proportion`), false)

// ratioLinkWords stand between a ratio's word and its n:m.
var ratioLinkWords = setOf(strings.Fields(`is was are were remains remained stood stands`), false)

// clockPrepositions before n:m make it a time of day.
var clockPrepositions = setOf(strings.Fields(`at by until till from since before after around about`), false)

// ratioWords name a ratio, or dilute by one ("Dilute 1:10 before use" was
// "one ten" 1, a time; hand-set, Google TN's sentences have none).
var ratioWords = setOf(strings.Fields(`ratio ratios dilution dilutions odds scale mix mixture aspect proportion
	dilute diluted dilutes diluting`), false)

// zuluTime reads a military time, four digits of the 24-hour clock and Z
// against them ("0645Z" was "o six four five z"): the hour and the
// minutes as the military says them, "zero six forty five" 0.5 (a round
// hour "zero six hundred"), "oh six forty five" 0.3, digit by digit 0.2,
// then "zulu" 0.7, "z" 0.2, "u t c" 0.1. Hand-set: Google TN's sentences
// have none.
func (sc *scanner) zuluTime(pos int) (match, bool) {
	text := sc.text
	if pos > 0 && (isDigit(text[pos-1]) || isWordStartByte(text[pos-1])) || !boundaryAt(text, pos+5) {
		return match{}, false
	}
	for i := pos; i < pos+4; i++ {
		if !isDigit(text[i]) {
			return match{}, false
		}
	}
	h, mins, ok := militaryClock(text[pos : pos+4])
	if !ok || !sc.zuluContext(pos) {
		return match{}, false
	}
	var clock dist
	if h == 0 {
		// "0000Z", "0030Z" as "0000 hours" is read (zeroHourAlts; "oh
		// zero hundred zulu" was a reading at 0.21).
		clock.addAll(zeroHourAlts(mins), 0.8)
	} else if h < 10 {
		clock.add("zero "+onesWords[h]+" "+mins, 0.5)
		clock.add("oh "+onesWords[h]+" "+mins, 0.3)
	} else {
		clock.add(cardinalWords(text[pos:pos+2], false)+" "+mins, 0.8)
	}
	digits := make([]string, 4)
	for i := range digits {
		digits[i] = onesWords[text[pos+i]-'0']
		if text[pos+i] == '0' {
			digits[i] = "zero"
		}
	}
	clock.add(strings.Join(digits, " "), 0.2)
	var z dist
	z.add("zulu", 0.7)
	z.add("z", 0.2)
	z.add("u t c", 0.1)
	return oneSeg(Time, pos, pos+5, product(clock.done(), z.done())), true
}

// zuluContext reports whether four digits and Z at pos are a time: a
// clock's word right before ("at 0645Z", "until 2359Z", "0000Z to 0600Z")
// or a word of times, flights, launches, weather or the sun's hours in the
// text ("Sunrise 0645Z" was "o six four five z"; a weather report's
// "obs", "Wx obs 1200Z", and its SYNOP, SPECI, PIREP); a model's
// number is none ("The 2000Z printer", "the Nikon 1200Z camera" were
// "twenty hundred zulu").
func (sc *scanner) zuluContext(pos int) bool {
	w := strings.ToLower(prevWord(sc.text, pos))
	return clockPrepositions[w] || zuluBefore[w] || sc.hasWord(zuluWords)
}

var (
	zuluBefore = setOf(strings.Fields(`to and through till valid opens closes departs departed arrives arrived lands
		landed issued obs wx`), false)
	zuluWords = setOf(strings.Fields(`utc gmt zulu time times timed hours eta etd notam metar taf launch launched
		liftoff observation observed flight flights sortie departure arrival takeoff landing forecast window
		sunrise sunset moonrise moonset dawn dusk obs synop speci pirep sigmet airmet weather`), false)
)

// zeroHourAlts reads the zero hour of the 24-hour clock before its
// minutes (mins: "hundred", "thirty", "oh five"), the one place for
// "0000 hours", "at 0030", "0000Z" and "midnight (00:00)" (each had
// weights of its own: 0.45/0.45, 0.4/0.3, 0.7/0.1). The military says
// midnight "zero hundred" and the half hour after it "zero zero thirty":
// the whole hour is "zero hundred" 0.5, "zero zero hundred" 0.4, other
// minutes "zero zero" 0.5, "zero" 0.4; "oh oh", as "0600" is "oh six
// hundred", 0.1. Hand-set: Google TN's sentences have none.
func zeroHourAlts(mins string) []alt {
	one, two := 0.4, 0.5
	if mins == "hundred" {
		one, two = 0.5, 0.4
	}
	var d dist
	d.add("zero "+mins, one)
	d.add("zero zero "+mins, two)
	d.add("oh oh "+mins, 0.1)
	return d.done()
}

// matchIf is re.FindStringSubmatch(text) where ok, nil where not: a
// cheap test of what the pattern needs first.
func matchIf(ok bool, re *regexp.Regexp, text string) []string {
	if !ok {
		return nil
	}
	return re.FindStringSubmatch(text)
}

// unitCount says n of a unit of time, one or many by n: "one hour",
// "five minutes", "zero seconds" (n is not negative).
func unitCount(n int, unit string) string { return countWords(itoa(n), unit, unit+"s") }

// A time of the 24-hour clock written with a dot, as British timetables
// write it ("The train leaves at 17.45", "open from 09.30 to 17.30", "the
// 17.45 train"), was a decimal, "seventeen point four five" 0.98. Google
// TN's sentences have no such time (no "at", "from", "until", "by" nor
// "the" before a number of two decimals that could be one, on the fit
// half, the development set or the fresh sample's study half: 0 either
// way), so the weights are hand-set: the time 0.7 after a preposition of
// time, 0.9 where the sentence speaks of times of day or of travel, the
// hour is led by a zero, or the number is joined to a time read before
// it; the decimal keeps the rest.
const (
	dottedClockShare     = 0.7
	dottedClockSureShare = 0.9
)

// dottedClockPriceShare is the time's share where a price's noun names
// the number (priceBefore): the decimal goes first, as Google TN reads a
// bare number of two decimals (30 of 30 with no % after, on the fit
// half, the development set and the fresh sample's study half:
// "averaging 37.20", "was 4.65"; none after a price's noun, so the share
// is hand-set), and the time stays a reading ("Admission 12.50" may be
// the hour of the doors).
const dottedClockPriceShare = 0.3

// priceBefore reports whether a price's noun names the number at start:
// admission, entry or a noun only of prices (ticket, fare, fee, toll) as
// a label right before it ("Admission 12.50", "Entry 7.50"), or a noun
// only of prices before "at" or "from", a verb of a price's range between
// ("Tickets at 12.50", "Fares start at 8.40", "Fees from 9.50"; "Entry
// at 19.30" is a time). A word of order before the noun names a time
// ("Last entry 16.30", "First admission 9.30").
func priceBefore(text string, start int) bool {
	w, at := prevWordAt(text, start)
	w = strings.ToLower(w)
	switch {
	case priceLabelNouns[w] || priceNouns[w]:
	case w == "at" || w == "from":
		w, at = prevWordAt(text, at)
		w = strings.ToLower(w)
		if priceRangeVerbs[w] {
			w, at = prevWordAt(text, at)
			w = strings.ToLower(w)
		}
		if !priceNouns[w] {
			return false
		}
	default:
		return false
	}
	o, _ := prevWordAt(text, at)
	return !priceOrderWords[strings.ToLower(o)]
}

// trainStatusAfter reports whether "is" or "was" and a word of a train's
// running follow end: "The 18.05 is cancelled", "the 7.15 was delayed"
// ("eighteen point o five" was 0.79, verb89's list).
func trainStatusAfter(text string, end int) bool {
	w, e := nextWordAt(text, end)
	if w != "is" && w != "was" && w != "has" {
		return false
	}
	return trainStatusWords[strings.ToLower(nextWord(text, e))]
}

// trainStatusWords say how a train by its time runs.
var trainStatusWords = setOf(strings.Fields(`cancelled canceled delayed late running due departing arriving leaving
	terminating diverted full`), false)

// placeAfterWord reports whether a capitalized name (no number) follows
// the word after end: "from Euston", "to Leeds".
func placeAfterWord(text string, end int) bool {
	_, e := nextWordAt(text, end)
	w := nextWord(text, e)
	return len(w) > 1 && isCapitalized(w) && !isDigit(w[0]) && w != "The"
}

// dottedClock returns the readings of the number n at start as a time of
// the 24-hour clock written with a dot (hh.mm, hours 1-23 or led by a
// zero, minutes 00-59) and the share they take beside the decimal's, or
// nil: after "at", "until", "till", "before", "after" (or "from", "by",
// "since" in a sentence of times or before an hour past 12), after "to", "and", "or", "until" that
// join it to a time read before it ("from 9.30 to 17.30"), and after
// "the" before a word of travel or a show ("the 17.45 train"). Never
// before a unit, a currency, a scale word or a word of amounts ("at 2.25
// times", "at 4.50 a share", "at 1.25 per cent"), nor in a sentence of
// prices, levels or changes ("Shares closed at 17.45", "fell from 12.30
// to 11.45").
func (sc *scanner) dottedClock(start int, n number) ([]alt, float64) {
	text := sc.text
	if !n.point || n.grouped || len(n.frac) != 2 || len(n.intPart) == 0 || len(n.intPart) > 2 || start != n.start {
		return nil, 0
	}
	hour, minute := atoiSmall(n.intPart), atoiSmall(n.frac)
	led := len(n.intPart) == 2 && n.intPart[0] == '0'
	if hour == 0 && !(led && minute > 0) || hour > 23 || minute > 59 {
		return nil, 0 // "at 0.30" is a decimal's; "at 00.30" a clock's
	}
	if start > 0 && !isSpaceBefore(text, start) && text[start-1] != '(' && !sc.dashAfterTime(start) {
		return nil, 0 // "$17.45", "v17.45", "-17.45"; "9.30-11.00" is a span
	}
	end := n.end
	h2, m2, led2, end2 := dottedClockRangeAfter(text, end)
	if end2 < 0 && end < len(text) && text[end] != ' ' && text[end] != ',' && text[end] != ';' && text[end] != ')' &&
		!(text[end] == '.' && boundaryAt(text, end+1)) && text[end] != '!' && text[end] != '?' {
		return nil, 0 // "17.45p", "17.45%", "17.45.3"
	}
	if !sc.amountFreeAfter(end) || end2 >= 0 && !sc.amountFreeAfter(end2) {
		return nil, 0
	}
	if sc.hasWord(dottedClockAmountWords) || sc.hasWord(levelWords) || sc.hasWord(marketWords) || strings.ContainsAny(text, "$£€¥%") {
		return nil, 0
	}
	pw, at := prevWordAt(text, start)
	pw = strings.ToLower(pw)
	if w, _ := prevWordAt(text, at); pw != "the" && dottedClockAssessedBefore[strings.ToLower(w)] {
		return nil, 0 // "measured at 6.20", "estimated at 7.30": an amount
	}
	if !led && (sc.raceSentence() || sc.racePerformanceAt(start)) && !sc.hasWord(dottedClockTimeWords) && !sc.scheduledAt(start) {
		return nil, 0 // "He finished at 10.45 in the 100m": a race's seconds
	}
	joined := sc.joinedToTime(start) || sc.dashAfterTime(start)
	sure := led || sc.hasWord(dottedClockTimeWords) || joined
	nw := strings.ToLower(nextWord(text, end))
	share := dottedClockShare
	switch {
	case joined:
		share = dottedClockSureShare
	case end2 >= 0 && (sure || led2 || hour >= 13 || h2 >= 13 || minute == 0 || m2 == 0):
		// "9.00-17.00", "12.00-14.00", "The meeting runs 9.30-11.00":
		// two times of a span, the first read so wherever no amount
		// is about (a range of decimals is seldom written with ".00"
		// or past 12 at one end but in a sentence of amounts).
		if sure || hour >= 13 || h2 >= 13 {
			share = dottedClockSureShare
		}
	case pw == "the" && (dottedClockNouns[nw] || (nw == "from" || nw == "to") && (sure || hour >= 13 || placeAfterWord(text, end)) || trainStatusAfter(text, end)):
		// "the 17.45 train", "The 7.15 from Brighton was delayed"; "The
		// 10.30 from Euston", "the 7.15 to Leeds": a train by its time
		// and where it comes from or goes, a capitalized name after
		// "from" or "to" ("ten point three o from euston" was 0.81,
		// verb89's list; hand-set).
		share = dottedClockSureShare
	case led && pw != "the":
		// "Train times: 07.15, 08.45": an hour led by a zero is a
		// clock's, a decimal seldom written so.
		share = dottedClockSureShare
	case dottedClockPrepositions[pw]:
		if sure {
			share = dottedClockSureShare
		}
	case dottedClockSurePrepositions[pw] && (sure || hour >= 13):
		// "Be there by 18.00": past the twelfth hour no amount's
		// reading stands out ("grew by 18.00" has its verb).
		if sure {
			share = dottedClockSureShare
		}
	case untilHourAfter(text, end):
		// "From 8.30 until 10", "Open 9.15 till 5 pm": the span's
		// later end an hour.
		share = dottedClockSureShare
	case dottedClockLabels[labelBefore(text, start)] && !labelDetermined(text, at):
		// "Last entry 16.30", "Check-in 14.00", "Kick-off 19.45":
		// a timetable's label, no preposition ("the entry 16.30 in
		// the table" is a list's entry).
		if sure || hour >= 13 {
			share = dottedClockSureShare
		}
	default:
		return nil, 0
	}
	if !joined && priceBefore(text, start) {
		// "Admission 12.50.", "Tickets at 12.50", "Fares start at 8.40":
		// a price's noun names the number, an amount of money with its
		// currency unwritten ("admission twelve fifty" 0.7, the
		// time's, was first).
		share = dottedClockPriceShare
	}
	hourW := cardinalWords(itoa(hour), false)
	var d dist
	if minute == 0 {
		// "at 18.00": as "18:00", "eighteen hundred" first; so the
		// first end of a span to such an hour ("12.00-14.00": "twelve
		// hundred to fourteen hundred", not "twelve o'clock to ...").
		if hour >= 13 || h2 >= 13 {
			d.add(hourW+" hundred", 0.6)
			d.add(hourW, 0.3)
			d.add(hourW+" o'clock", 0.1)
		} else {
			w := func(r string) float64 { return sc.st.w("time", r) }
			d.add(hourW+" o'clock", w("oclock"))
			d.add(hourW, w("bare"))
			d.add(hourW+" hundred", w("hundred"))
		}
	} else {
		d.addAll(product(single(hourW), sc.minuteAlts(minute)), 1)
	}
	alts := d.done()
	for i := range alts {
		alts[i].class = Time
	}
	return alts, share
}

// amountFreeAfter reports whether nothing after the number ending at end
// makes it an amount: a unit or a currency (measured), a multiple, a
// price per thing or a scale word (dottedClockNotAfter), or another
// number after a space (a table's column of figures).
func (sc *scanner) amountFreeAfter(end int) bool {
	text := sc.text
	return !dottedClockNotAfter[strings.ToLower(nextWord(text, end))] && !sc.measured(end) &&
		!(end < len(text) && text[end] == ' ' && nextIsDigitOrSign(text, end))
}

// dottedClockRangeAfter returns the hour and the minutes of a time of the
// 24-hour clock written with a dot after a range's dash at end ("-11.00",
// " – 17.30"), whether its hour is led by a zero, and where it ends; end2
// is -1 where there is none.
func dottedClockRangeAfter(text string, end int) (hour, minute int, led bool, end2 int) {
	i, ok := pastRangeDash(text, end)
	if !ok {
		return 0, 0, false, -1
	}
	j := digitsEnd(text, i)
	if j == i || j-i > 2 || j+3 > len(text) || text[j] != '.' || !isDigit(text[j+1]) || !isDigit(text[j+2]) ||
		j+3 < len(text) && (isDigit(text[j+3]) || !boundaryAt(text, j+3)) {
		return 0, 0, false, -1
	}
	hour, minute = atoiSmall(text[i:j]), atoiSmall(text[j+1:j+3])
	if hour == 0 || hour > 23 || minute > 59 {
		return 0, 0, false, -1
	}
	return hour, minute, j-i == 2 && text[i] == '0', j + 3
}

// dashAfterTime reports whether a range's dash before start joins the
// number there to a time read before it ("9.30-11.00").
func (sc *scanner) dashAfterTime(start int) bool {
	k := sc.segmentBefore(start)
	if k < 1 || sc.segs[k].class != Range {
		return false
	}
	p := sc.segs[k-1]
	return p.class == Time && p.end == backOverSpaces(sc.text, sc.segs[k].start)
}

// untilHourAfter reports whether "until" or "till" follows end, then an
// hour: a whole number 1-24 or a time written with a colon or a dot, at
// the sentence's end, before a mark or before am, pm, o'clock or a word
// that goes on about the day ("8.30 until 10.", "9.15 till 5 pm daily",
// "8.30 until 10.15 on weekdays"; not "until 10 days").
func untilHourAfter(text string, end int) bool {
	w := strings.ToLower(nextWord(text, end))
	if w != "until" && w != "till" {
		return false
	}
	i := skipSpaces(text, skipSpaces(text, end)+len(w))
	j := digitsEnd(text, i)
	if j == i || j-i > 2 {
		return false
	}
	if h := atoiSmall(text[i:j]); h < 1 || h > 24 {
		return false
	}
	if j+2 < len(text) && (text[j] == ':' || text[j] == '.') && isDigit(text[j+1]) && isDigit(text[j+2]) {
		j += 3
	}
	if j == len(text) {
		return true
	}
	if text[j] != ' ' {
		return boundaryAt(text, j) && !(j+1 < len(text) && isDigit(text[j+1]))
	}
	return untilHourNext[strings.ToLower(nextWord(text, j))]
}

// labelBefore returns the word before start in lower case, with the word
// a hyphen joins before it ("check-in", "kick-off").
func labelBefore(text string, start int) string {
	w, at := prevWordAt(text, start)
	if w == "" {
		return ""
	}
	w = strings.ToLower(w)
	if at > 1 && text[at-1] == '-' {
		if w0, _ := prevWordAt(text, at-1); w0 != "" {
			return strings.ToLower(w0) + "-" + w
		}
	}
	return w
}

// labelDetermined reports whether an article or a determiner stands
// before the label word starting at at ("the entry", "each arrival"), a
// noun of a list rather than a timetable's label.
func labelDetermined(text string, at int) bool {
	if at > 1 && text[at-1] == '-' {
		_, at = prevWordAt(text, at-1)
	}
	w, _ := prevWordAt(text, at)
	switch strings.ToLower(w) {
	case "the", "a", "an", "this", "that", "each", "every", "any", "per", "one", "its", "their", "his", "her":
		return true
	}
	return false
}

// raceSentence reports whether the sentence speaks of a race: a word of
// racing, or a track's distance written against its m after "the" and
// naming the race ("in the 100m", "won the 400m at", "the 100m final"),
// where a number of two decimals is a runner's or a swimmer's seconds. A
// distance walked ("200m from the beach") or an amount ("the 100m deal")
// is no race.
func (sc *scanner) raceSentence() bool {
	if sc.hasWord(raceSentenceWords) {
		return true
	}
	race := false
	eachTextWordAt(sc.text, func(w string, end int) bool {
		n := len(w) - 1
		if n < 2 || w[n] != 'm' || digitsEnd(w, 0) != n || !strings.EqualFold(prevWord(sc.text, end-len(w)), "the") {
			return true
		}
		if nw := nextWord(sc.text, end); nw == "" || raceDistanceNext[strings.ToLower(nw)] {
			race = true
			return false
		}
		return true
	})
	return race
}

// scheduledAt reports whether "at" before the number at start names when
// a race is run, not how fast: a form of "be" or a verb of scheduling
// before "at" ("The 100m final is at 20.45", "The race is at 14.30", "the
// heats are held at 10.15" were "twenty point four five" 0.81), or the
// race's own noun right before "at" where no verb or word of a result is
// in the sentence ("The 100m final at 20.45 is the highlight", "the
// heats at 10.15 and the final at 19.30": raceEventAt). Another verb
// keeps the race's seconds ("He finished at 10.45 in the 100m", "He won
// the 400m at 10.45", "She won the final at 10.85").
func (sc *scanner) scheduledAt(start int) bool {
	text := sc.text
	w, at := prevWordAt(text, start)
	if !strings.EqualFold(w, "at") {
		return false
	}
	w, at = prevWordAt(text, at)
	return scheduledBeforeAt[strings.ToLower(w)] || sc.raceEventAt(w, at, start)
}

// raceEventAt reports whether w, the word before "at" and the number at
// start, names a race as an event on a programme (a final, a heat, "the
// 100m") where no verb of running it comes before the number
// (raceRunVerbs: "She won the final at 10.85") and no word of a result is
// in the sentence (raceResultWords: "The final at 9.58 was a world
// record"): "The 100m final at 20.45 is the highlight", "The race at
// 14.30 was won by Smith". A possessive's race is a performance ("Bolt's
// final at 9.58"), and so is a race "in the" ("In the 100m at 10.45 he was
// third"). w starts at wStart. Hand-set: Google TN's sentences have no
// dotted number after a race's noun.
func (sc *scanner) raceEventAt(w string, wStart, start int) bool {
	if !raceEventNouns[strings.ToLower(w)] && !trackDistance(w) || sc.hasWordBefore(raceRunVerbs, start) ||
		sc.raceResult() || possessiveIn(sc.text) {
		return false
	}
	pw, at := prevWordAt(sc.text, wStart)
	if trackDistance(pw) {
		pw, at = prevWordAt(sc.text, at)
	}
	if !strings.EqualFold(pw, "the") {
		return true
	}
	pw, _ = prevWordAt(sc.text, at)
	return !strings.EqualFold(pw, "in")
}

// racePerformanceAt reports whether a race's noun right before "at" and
// the number at start names a race run, the number its time: a verb of
// running it before the number ("She won the final at 20.45") or a word
// of a result in the sentence ("The final at 9.58 was a world record",
// "The semi at 9.58 was her personal best"). raceEventAt's other side,
// where the sentence has no word of racing (raceSentence: "final" and
// "semi" are also a cup's, a show's): the hour was first, 0.7. Hand-set:
// Google TN's sentences have no dotted number after a race's noun.
func (sc *scanner) racePerformanceAt(start int) bool {
	w, at := prevWordAt(sc.text, start)
	if !strings.EqualFold(w, "at") {
		return false
	}
	w, _ = prevWordAt(sc.text, at)
	return (raceEventNouns[strings.ToLower(w)] || trackDistance(w)) && (sc.hasWordBefore(raceRunVerbs, start) || sc.raceResult())
}

// raceResult reports whether the sentence names a race's result: a word
// of raceResultWords, "PB" (two letters, which hasWord does not index),
// "personal best" (neither word alone: "the best event", "a personal
// favourite"), or "record" that is no amount's adjective before its noun
// ("a world record", "a record time"; not "a record crowd",
// recordAmountNouns).
func (sc *scanner) raceResult() bool {
	if sc.hasWord(raceResultWords) {
		return true
	}
	words := strings.FieldsFunc(strings.ToLower(sc.text), func(r rune) bool { return !isWordRune(r) && !(r >= '0' && r <= '9') })
	for i, w := range words {
		switch {
		case w == "pb" || w == "pbs":
			return true
		case w == "personal" && i+1 < len(words) && words[i+1] == "best":
			return true
		case w == "record" || w == "records":
			if i+1 == len(words) || !recordAmountNouns[words[i+1]] {
				return true
			}
		}
	}
	return false
}

// possessiveIn reports whether text holds a possessive 's ("Bolt's
// heat"), not a pronoun's contraction of "is" or "us" ("It's the 100m
// final at 20.45", "Let's watch").
func possessiveIn(text string) bool {
	for _, mark := range []string{"'s ", "’s "} {
		for i := 0; ; {
			k := strings.Index(text[i:], mark)
			if k < 0 {
				break
			}
			if w := prevWord(text, i+k); w != "" && !contractedBeforeS[strings.ToLower(w)] {
				return true
			}
			i += k + len(mark)
		}
	}
	return false
}

// contractedBeforeS are the pronouns and adverbs whose 's is "is", "has"
// or "us", no possessive.
var contractedBeforeS = setOf(strings.Fields(`it that there here what who where when how let he she`), false)

// trackDistance reports whether w is a track's distance written against
// its m, as raceSentence reads one ("100m", "400m"; "100M" is millions).
func trackDistance(w string) bool {
	n := len(w) - 1
	return n >= 2 && w[n] == 'm' && digitsEnd(w, 0) == n
}

// nextIsDigitOrSign reports whether a digit or a sign follows the space at
// end ("at 12.30 12.45 13.00", a table's column of figures).
func nextIsDigitOrSign(text string, end int) bool {
	i := skipSpaces(text, end)
	return i < len(text) && (isDigit(text[i]) || text[i] == '+' || text[i] == '-' && i+1 < len(text) && isDigit(text[i+1]))
}

// joinedToTime reports whether "to", "until", "till", "or" or "and" joins
// the number at start to a time read before it ("from 9.30 to 17.30",
// "at 9:30 or 10.15").
func (sc *scanner) joinedToTime(start int) bool {
	k := sc.joinedSegment(start, joinClock)
	return k >= 0 && sc.segs[k].class == Time
}

var (
	// dottedClockPrepositions come before a time of day and seldom
	// before an amount; dottedClockSurePrepositions as often before an
	// amount ("grew by 2.15", "up from 1.25"), a time only in a
	// sentence of times.
	dottedClockPrepositions     = setOf(strings.Fields(`at until till before after`), false)
	dottedClockSurePrepositions = setOf(strings.Fields(`from by since`), false)
	// dottedClockNouns follow "the 17.45": a train's, a show's.
	dottedClockNouns = setOf(strings.Fields(`train trains service bus coach ferry flight departure arrival show
		showing screening performance kickoff kick match game sailing tram boat`), false)
	// dottedClockNotAfter after the number make it an amount: a
	// multiple, a price per thing, a scale.
	dottedClockNotAfter = setOf(strings.Fields(`times x a an per each apiece percent pct points pts point million
		billion trillion thousand bn mn k m goals runs miles km kilometres kilometers seconds secs minutes mins
		hours hrs degrees inches feet metres meters mph kph units`), false)
	// dottedClockAmountWords in a sentence make its numbers amounts:
	// prices, rates, changes, scores.
	dottedClockAmountWords = setOf(strings.Fields(`price prices priced cost costs costing pay paid pays worth
		valued value sells sold sell buy bought bid offer rate rates yield yields average averaged ratio ratios values odds
		score scored scores grade gpa version rose fell risen fallen increased decreased grew grown dropped
		climbed gained lost slipped jumped surged declined eased cut raised lowered pence penny cents dollars
		pounds euros percent magnitude tax scale`), false)
	// dottedClockAssessedBefore before the preposition make the number
	// an amount, the value given to something ("measured at 6.20 on the
	// Richter scale" was "six twenty" 0.7).
	dottedClockAssessedBefore = setOf(strings.Fields(`estimated measured rated valued pegged capped assessed
		calculated registered gauged put`), false)
	// dottedClockLabels before the number are a timetable's labels:
	// the time of an entry, a check-in, a kick-off.
	dottedClockLabels = setOf(strings.Fields(`entry admission admissions check-in checkin check-out checkout
		kick-off kickoff doors departs departure departures arrives arrival arrivals boarding opens closes
		curfew lunch dinner breakfast matinee sunset sunrise dep arr`), false)
	// priceLabelNouns as a label before a number name its price or its
	// hour; priceNouns name only prices; priceRangeVerbs come between
	// such a noun and "at" or "from"; priceOrderWords before the noun
	// name a time.
	priceLabelNouns = setOf(strings.Fields(`admission admissions entry entrance`), false)
	priceNouns      = setOf(strings.Fields(`ticket tickets fare fares fee fees toll tolls`), false)
	priceRangeVerbs = setOf(strings.Fields(`start starts starting begin begins beginning range ranging are is`), false)
	priceOrderWords = setOf(strings.Fields(`last first latest earliest final next`), false)
	// untilHourNext after "until 10" go on about the day.
	untilHourNext = setOf(strings.Fields(`am pm a p o oclock on daily every each and or at in then tonight
		tomorrow today weekdays weekends`), false)
	// scheduledBeforeAt before "at" make the number after it the hour of
	// a race: a form of "be", a verb of scheduling.
	scheduledBeforeAt = setOf(strings.Fields(`is are was were be held scheduled rescheduled set due slated
		timetabled`), false)
	// raceEventNouns before "at" name a race on a programme; raceRunVerbs
	// before the number and raceResultWords in the sentence make it the
	// race's time.
	raceEventNouns = setOf(strings.Fields(`final finals heat heats semi semis semifinal semifinals race races sprint
		relay hurdles`), false)
	raceRunVerbs = setOf(strings.Fields(`finished finish finishes finishing ran run runs running clocked clock clocks
		clocking won win wins winning timed swam swim swims swum broke breaks crossed posted completed stopped`), false)
	raceResultWords = setOf(strings.Fields(`fastest seconds secs sec`), false)
	// recordAmountNouns after "record" make it an amount's adjective, no
	// race's result ("a record crowd").
	recordAmountNouns = setOf(strings.Fields(`crowd crowds attendance attendances audience audiences turnout number numbers
		sales profit profits revenue revenues high highs low lows level levels heat temperature temperatures rainfall
		year years quarter month viewers viewing ratings entry entries demand price prices`), false)
	// raceDistanceNext after "the 100m" keep it the race's name.
	raceDistanceNext = setOf(strings.Fields(`in at on and or with for final finals heat heats semi semis hurdles
		relay freestyle backstroke breaststroke butterfly medley race sprint dash title record gold silver bronze`), false)
	// raceSentenceWords in a sentence make a number of two decimals a race's
	// seconds.
	raceSentenceWords = setOf(strings.Fields(`race races raced sprint sprinted sprinter sprinters hurdles relay
		marathon triathlon lap laps heat heats clocked freestyle breaststroke backstroke medley athletics
		olympics olympic stopwatch`), false)
	// dottedClockTimeWords in a sentence speak of times of day, of
	// timetables and of travel.
	dottedClockTimeWords = setOf(strings.Fields(`train trains bus buses coach ferry flight flights plane leaves
		leave leaving left departs depart departing departure departures arrives arrive arriving arrival
		arrivals lands boarding platform station timetable starts start starting begins begin opens open
		closes close doors kickoff kick meet meeting appointment service services tonight today tomorrow
		morning afternoon evening night daily weekdays weekends monday tuesday wednesday thursday friday
		saturday sunday lunch dinner breakfast clock curfew delayed cancelled canceled deadline mass show screening concert
		performance gates check wake alarm sunset sunrise noon midnight`), false)
)

// paceUnitAt reads a pace's distance at i, after a slash: "mi", "mile",
// "km", "k" then no letter or digit; its word and its length, or 0.
func paceUnitAt(text string, i int) (string, int) {
	for _, u := range []struct{ written, word string }{{"mile", "mile"}, {"mi", "mile"}, {"km", "kilometer"}, {"k", "kilometer"}} {
		if strings.HasPrefix(text[i:], u.written) && (i+len(u.written) == len(text) || !isWordByte(text[i+len(u.written)])) {
			return u.word, len(u.written)
		}
	}
	return "", 0
}

// loneMeridiemHourLen returns the length of an hour, 1 to 12, written
// with a lower-case a or p alone against it at pos ("9a", "11p"), a
// word's end after it; 0 where there is none.
func loneMeridiemHourLen(text string, pos int) int {
	j := pos
	for j < len(text) && j-pos < 3 && isDigit(text[j]) {
		j++
	}
	if n := j - pos; n < 1 || n > 2 || j >= len(text) || text[j] != 'a' && text[j] != 'p' ||
		j+1 < len(text) && isWordByte(text[j+1]) || pos > 0 && isWordByte(text[pos-1]) {
		return 0
	}
	if h := atoiSmall(text[pos:j]); h < 1 || h > 12 || text[pos] == '0' {
		return 0
	}
	return j - pos + 1
}

// loneMeridiemHours reports whether the hour and its lone a or p at pos
// (l bytes) is a time of day: joined by a dash to another such ("9a-5p",
// "10a–2p"), or one of two or more in a text that holds both an a and a
// p among them or a word of hours (hoursWords: "Open 9a, close 2p",
// "Mon 9a, Tue 11a"). "It costs 2p.", "Grade 9a and 10a" keep pence
// and the letter.
func (sc *scanner) loneMeridiemHours(pos, l int) bool {
	text := sc.text
	if e := pos + l; e+1 < len(text) && (text[e] == '-' || strings.HasPrefix(text[e:], "–")) {
		k := e + 1
		if text[e] != '-' {
			k = e + len("–")
		}
		if loneMeridiemHourLen(text, k) > 0 {
			return true
		}
	}
	if pos >= 1 {
		k := -1
		if text[pos-1] == '-' {
			k = pos - 1
		} else if strings.HasSuffix(text[:pos], "–") {
			k = pos - len("–")
		}
		if k > 0 && (text[k-1] == 'a' || text[k-1] == 'p') {
			i := k - 1
			for i > 0 && isDigit(text[i-1]) {
				i--
			}
			if i < k-1 && loneMeridiemHourLen(text, i) == k-i {
				return true
			}
		}
		if k > 0 && isDigit(text[k-1]) && hoursRangeWordBefore(text, k) {
			return true
		}
	}
	// Once per scan (factLoneMeridiemHours): the whole text was read at
	// every lone hour, "9-5p " 10,000 times took 1.3 s, "5p " 0.75 s
	// (fuzz10, TestLongTextTimeRules).
	return sc.fact(factLoneMeridiemHours)
}

// loneMeridiemHoursText reports whether text holds two or more hours with
// a lone a or p (loneMeridiemHourLen), both letters among them or a word
// of hours in the text (loneMeridiemHours' factLoneMeridiemHours).
func (sc *scanner) loneMeridiemHoursText() bool {
	text := sc.text
	n, a, p := 0, false, false
	for i := 0; i < len(text); i++ {
		if !isDigit(text[i]) || i > 0 && (isDigit(text[i-1]) || isWordByte(text[i-1])) {
			continue
		}
		if ln := loneMeridiemHourLen(text, i); ln > 0 {
			n++
			a = a || text[i+ln-1] == 'a'
			p = p || text[i+ln-1] == 'p'
		}
	}
	return n >= 2 && (a && p || sc.hasWord(hoursWords))
}

// hoursRangeWordBefore reports whether the digits ending at k, before a
// range's dash and an hour with its lone a or p, are a bare hour (1 to 12)
// after a weekday or a word of hours (hoursWords; a colon between): "Weds
// 12-1p", "Lunch 12-1p", "Hours: 9-5p", a shop's hours with the letter
// written once for the range (verb102; "twelve to one penny" 0.56 was
// first). "Pens are 10-12p each", "12p each" keep pence: no such word
// before the range.
func hoursRangeWordBefore(text string, k int) bool {
	i := k
	for i > 0 && isDigit(text[i-1]) {
		i--
	}
	if !isHour12(text[i:k]) || i > 0 && isWordByte(text[i-1]) {
		return false
	}
	w := prevWordPastColon(text, i)
	if w == "" {
		w = prevWord(text, i)
	}
	return capitalizedDay(w) != "" || hoursWords[strings.ToLower(w)]
}

// hoursWords make a text one of opening hours or a day's times.
var hoursWords = setOf(strings.Fields(`hours open opens opening close closes closing daily weekdays weekends mon
	tue tues wed thu thur thurs fri sat sun monday tuesday wednesday thursday friday saturday sunday shift meeting
	lunch breakfast dinner`), false)

// zoneReadings are the readings of a time zone after a clock's time: its
// letters spelled (zone_letters) and the word as written (zone_word); a
// US zone of two letters ("3pm ET", "8 PT") also by its name, "eastern
// time" (usZoneNames), as a broadcaster reads it, a tenth taken from
// both. Hand-set: Google TN's sentences have no two-letter zone after a
// time (verb94).
func (sc *scanner) zoneReadings(zone string) []alt {
	var z dist
	share := 1.0
	if name, ok := usZoneNames[zone]; ok {
		z.add(name, 0.1)
		share = 0.9
	}
	z.add(strings.Join(strings.Split(zone, ""), " "), share*sc.st.w("time", "zone_letters"))
	z.add(zone, share*sc.st.w("time", "zone_word"))
	return z.done()
}

// usZoneNames name the US zones written with two letters.
var usZoneNames = map[string]string{"et": "eastern time", "ct": "central time", "mt": "mountain time", "pt": "pacific time"}

// timestampBefore are the words before a video's minutes and seconds
// ("skip to 34:56", "at 25:30", "jump to 41:10").
var timestampBefore = setOf(strings.Fields(`at around timestamp starting starts begins`), false)

// seekVerbs before "to" make the minutes and seconds after it a point in a
// recording ("skip to 34:56", "jump ahead to 41:10"); "fell to 25:30" is
// no seek.
var seekVerbs = setOf(strings.Fields(`skip skipping jump jumping go fast-forward forward ahead rewind back scrub`), false)

// mediaTimestampWords make a text one of videos and podcasts, where
// minutes and seconds past 24 are a point in the recording.
var mediaTimestampWords = setOf(strings.Fields(`video videos episode episodes ep podcast podcasts timestamp timestamps
	clip clips stream vod youtube chapter chapters interview recording`), false)

// mediaTimestamp reports whether the minutes and seconds whose colon is
// at colon (the number at pos) are a point in a video or a podcast: after
// a word of where (timestampBefore), after "to" behind a verb of seeking
// (seekVerbs), or in a text of videos
// (mediaTimestampWords), and no verse, score or ratio.
func (sc *scanner) mediaTimestamp(pos, colon int) bool {
	pw, at := prevWordAt(sc.text, pos)
	pw = strings.ToLower(pw)
	seek := pw == "to" && seekVerbs[strings.ToLower(prevWord(sc.text, at))]
	if !timestampBefore[pw] && !seek && !sc.hasWord(mediaTimestampWords) {
		return false
	}
	return !scriptureColon(sc.text, colon) && !sc.gameScoreColon(colon, colon+1) && !ratioContext(sc.text, pos, colon+3)
}
