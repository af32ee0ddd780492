package normalize

import (
	"regexp"
	"slices"
	"strings"
	"unsafe"
)

// number is a parsed written number: digits of the integer part without
// separators, whether it was written with thousands separators, and the
// digits after the decimal point.
type number struct {
	start, end int
	intPart    string
	grouped    bool
	indian     bool // grouped the Indian way, lakhs and crores: 10,00,000
	point      bool
	frac       string
}

// parseNumber reads 123, 1,234,567, 12.5 or .5 at pos (no sign).
func parseNumber(text string, pos int) (number, bool) {
	n := number{start: pos}
	i := digitsEnd(text, pos)
	n.intPart = text[pos:i]
	// Thousands separators only count in well-formed groups, so that
	// "5,6" and "1,2345" are not read as one number.
	if i-pos >= 1 && i-pos <= 3 {
		j := i
		for j+3 < len(text)+0 && j+4 <= len(text) && text[j] == ',' && allDigits(text[j+1:j+4]) && (j+4 == len(text) || !isDigit(text[j+4])) {
			j += 4
		}
		if j > i {
			n.intPart = strings.ReplaceAll(text[pos:j], ",", "")
			n.grouped = true
			i = j
		} else if j := indianGroupsEnd(text, i); i-pos <= 2 && j > i {
			n.intPart = strings.ReplaceAll(text[pos:j], ",", "")
			n.grouped, n.indian = true, true
			i = j
		}
	}
	if i+1 < len(text) && text[i] == '.' && isDigit(text[i+1]) {
		k := digitsEnd(text, i+1)
		n.point = true
		n.frac = text[i+1 : k]
		i = k
	} else if k := decimalCommaEnd(text, pos, i); !n.grouped && k > i {
		n.point = true
		n.frac = text[i+1 : k]
		i = k
	}
	if n.intPart == "" && !n.point {
		return n, false
	}
	n.end = i
	return n, true
}

// decimalCommaEnd returns where a decimal comma's fraction ends after the
// whole digits text[pos:i] (one to three of them, no digit or comma
// before): a comma, one or two digits, and a percent sign, a scale word
// or a unit after them, as European writers put the comma in English
// ("1,5 million people", "2,5 kg", "grew by 1,2%" were "one five
// million", "two five kilograms", "one two percent" at 1); i when there
// is none. A comma between numbers with nothing such after them stays a
// list's ("5,6"). Hand-set: Google TN's sentences have none.
func decimalCommaEnd(text string, pos, i int) int {
	if i-pos < 1 || i-pos > 3 || i+1 >= len(text) || text[i] != ',' || !isDigit(text[i+1]) || pos > 0 && (isDigit(text[pos-1]) || text[pos-1] == ',' || text[pos-1] == '.') {
		return i
	}
	k := digitsEnd(text, i+1)
	if k-i-1 > 2 || k < len(text) && (text[k] == ',' || text[k] == '.') && k+1 < len(text) && isDigit(text[k+1]) {
		return i
	}
	j := skipSpaces(text, k)
	if j < len(text) && text[j] == '%' || strings.HasPrefix(text[j:], "°") || strings.HasPrefix(text[j:], "℃") || strings.HasPrefix(text[j:], "℉") {
		// A degree sign is a unit as "kg" is: "21,5 °C", "3,5°F" were
		// "twenty one five degrees celsius" 0.98 (verb78).
		return k
	}
	w := nextWord(text, j)
	if j == k && !strings.HasPrefix(text[j:], w) {
		// The word must start where the digits end ("2,5kg") or past
		// spaces ("2,5 kg"): nextWord also skips a tab, and a unit after
		// a tab straight after the digits is not read.
		return i
	}
	if decimalCommaWords[strings.ToLower(w)] && boundaryAt(text, j+len(w)) {
		return k
	}
	return i
}

// decimalCommaWords after "N,D" make its comma a decimal one: scale words
// and the metric units a European writer measures in.
var decimalCommaWords = setOf(strings.Fields(`million millions billion billions trillion thousand percent
	kg g mg km m cm mm l ml dl cl t kw kwh mw gw v ha h min s sec kilograms kilogram grams gram kilometres kilometers
	kilometre kilometer metres meters metre meter litres liters litre liter tonnes tonne hours hour minutes seconds
	degrees degree`), false)

// indianGroupsEnd is the end of the Indian way's groups after the leading
// digits ending at i, pairs of digits then three ("10,00,000",
// "5,00,00,000", "1,50,000"), or i where there are none: the pairs read
// as a number of their own lost digits ("10,00,000 people" was "ten zero
// people").
func indianGroupsEnd(text string, i int) int {
	j, pairs := i, 0
	for j+3 < len(text) && text[j] == ',' && isDigit(text[j+1]) && isDigit(text[j+2]) && text[j+3] == ',' {
		j += 3
		pairs++
	}
	if pairs == 0 || j+4 > len(text) || text[j] != ',' || !allDigits(text[j+1:j+4]) || j+4 < len(text) && isDigit(text[j+4]) {
		return i
	}
	return j + 4
}

// indianWords reads digits in lakhs and crores, as Indian English says
// an amount grouped its way: 1000000 "ten lakh", 12345678 "one crore
// twenty three lakh forty five thousand six hundred seventy eight";
// "" where it has more than 99 crore's digits or nothing to say.
func indianWords(digits string) string {
	digits = trimDigits(digits)
	if len(digits) > 9 || digits == "0" {
		return ""
	}
	v := atoiSmall(digits)
	var parts []string
	for _, s := range []struct {
		div  int
		name string
	}{{10000000, "crore"}, {100000, "lakh"}, {1000, "thousand"}} {
		if q := v / s.div; q > 0 {
			parts = append(parts, cardinalWords(itoa(q), false)+" "+s.name)
			v %= s.div
		}
	}
	if v > 0 {
		parts = append(parts, cardinalWords(itoa(v), false))
	}
	return strings.Join(parts, " ")
}

// indianAlts mixes the lakhs-and-crores reading of digits grouped the
// Indian way (indian; 0.7, hand-set: Google TN's sentences have none)
// with alts, their reading in millions; other digits keep alts. An
// amount's whole part and a number before a scale word are asked apart
// from their decimals ("Rs. 1,25,000.50", "₹2,50,000 crore").
func indianAlts(digits string, indian bool, alts []alt) []alt {
	w := indianWords(digits)
	if !indian || w == "" {
		return alts
	}
	var d dist
	d.add(w, 0.7)
	d.addAll(alts, 0.3)
	return d.done()
}

// dialledAlts reads a number dialled (an emergency number, a code's next
// group) digit by digit, 0.9, beside its other readings alts, 0.1.
// Australia's emergency number "000" is "triple zero" (its service's own
// name for it), 0.6, the digits 0.3. Hand-set: Google TN's sentences hold
// no "000" after a word of dialing.
func (sc *scanner) dialledAlts(digits string, alts []alt) []alt {
	var d dist
	if digits == "000" {
		d.add("triple zero", 0.6)
		d.addAll(sc.digitAlts(digits, 1), 0.3)
	} else {
		d.addAll(sc.digitAlts(digits, 1), 0.9)
	}
	d.addAll(alts, 0.1)
	return d.done()
}

// digitAlts reads a digit string digit by digit, once per zero style,
// scaled by w.
func (sc *scanner) digitAlts(digits string, w float64) []alt {
	var d dist
	sc.addDigitAlts(&d, digits, w)
	return d.done()
}

func (sc *scanner) addDigitAlts(d *dist, digits string, w float64) {
	if !strings.Contains(digits, "0") {
		d.add(digitWords(digits, zeroZero), w)
		return
	}
	for z, name := range []string{"zero", "oh", "o"} {
		d.add(digitWords(digits, zeroStyle(z)), w*sc.st.w("zero", name))
	}
}

// cardinalAlts is the distribution of readings of an integer written as
// digits (grouped: with thousands separators, so never digit by digit).
func (sc *scanner) cardinalAlts(digits string, grouped bool) []alt {
	if sc.v == nil || sc.v.cardinals == nil || len(digits) > maxKeptCardinalDigits {
		return sc.cardinalAltsFresh(digits, grouped)
	}
	k := cardinalKey{digits, grouped}
	if c, ok := sc.v.cardinals.Load(k); ok {
		return slices.Clone(c.([]alt))
	}
	alts := sc.cardinalAltsFresh(digits, grouped)
	// The key's digits are a copy: the caller's are a span of its text.
	sc.v.cardinals.Store(cardinalKey{strings.Clone(digits), grouped}, slices.Clone(alts))
	return alts
}

// maxKeptCardinalDigits bounds the numbers whose cardinalAlts a
// Verbalizer keeps (cardinals): up to 9999, with leading zeros too.
const maxKeptCardinalDigits = 4

// cardinalKey is what cardinalAlts' readings depend on besides the
// style.
type cardinalKey struct {
	digits  string
	grouped bool
}

// doubleOSeven is the share of "double o seven" among the readings of
// "007" (addCardinal). Hand-set below the digits' "o o seven".
const doubleOSeven = 0.25

// cardinalAltsFresh is cardinalAlts worked out.
func (sc *scanner) cardinalAltsFresh(digits string, grouped bool) []alt {
	d := dist{alts: make([]alt, 0, 8)}
	sc.addCardinal(&d, digits, grouped, 1)
	return d.done()
}

func (sc *scanner) addCardinal(d *dist, digits string, grouped bool, w float64) {
	t := trimDigits(digits)
	if len(t) > maxCardinalDigits {
		if grouped {
			// "1,000,...,000" past the scale's names: a quantity's
			// digits, each zero "zero" ("one o o o ..." was first, a
			// code's zeros).
			d.add(digitWords(digits, zeroZero), w)
			return
		}
		sc.addDigitAlts(d, digits, w)
		return
	}
	if len(digits) > 1 && digits[0] == '0' && !grouped {
		// 004, 0800: a code, not a quantity.
		if digits == "007" {
			// "Agent 007", "KAL 007": said "double o seven", James
			// Bond's number, as Google TN reads "KAL 007" (1 of 1 on
			// the fit half, the study half and the development set;
			// the gold was absent). One observation: below the digits.
			d.add("double o seven", w*doubleOSeven)
			w *= 1 - doubleOSeven
		}
		sc.addDigitAlts(d, digits, w*0.9)
		d.add(cardinalWords(t, false), w*0.1)
		return
	}
	cw := &sc.st.cardW[0]
	if !grouped && len(t) >= 5 {
		cw = &sc.st.cardW[1]
	}
	// All readings are written into one buffer and cut out of one string:
	// this is the hot path of number verbalization, and one allocation
	// beats ten. A space separates readings so appendWord starts clean.
	buf := make([]byte, 0, 48*len(t)+32)
	type piece struct {
		from, to int
		w        float64
	}
	var pieces [10]piece
	np := 0
	cut := func(from int, weight float64) {
		pieces[np] = piece{from, len(buf), weight}
		np++
		buf = append(buf, ' ')
	}
	from := len(buf)
	buf = appendCardinal(buf, t, andNone)
	cut(from, w*cw.american)
	if (cw.britishAnd > 0 || cw.britishLast > 0) && hasBritishAnd(t) {
		from = len(buf)
		buf = appendCardinal(buf, t, andAll)
		cut(from, w*cw.britishAnd)
		from = len(buf)
		buf = appendCardinal(buf, t, andLast)
		cut(from, w*cw.britishLast)
	}
	if len(t) == 4 && t[2:] == "00" && t[1] != '0' {
		from = len(buf)
		buf = appendUnder100(buf, atoiSmall(t[:2]))
		buf = appendWord(buf, "hundred")
		cut(from, w*cw.hundreds)
	}
	if !grouped && (len(t) == 3 || len(t) == 4) && t[len(t)-2] != '0' {
		// "six twenty seven", "forty five sixty seven": numbers said in
		// pairs like years (flights, rooms, addresses).
		from = len(buf)
		buf = appendUnder100(buf, atoiSmall(t[:len(t)-2]))
		buf = appendUnder100(buf, atoiSmall(t[len(t)-2:]))
		cut(from, w*cw.pairs)
	}
	if !grouped && len(t) >= 2 {
		if !strings.Contains(digits, "0") {
			from = len(buf)
			buf = appendDigits(buf, digits, zeroZero)
			cut(from, w*cw.digits)
		} else {
			for z := range sc.st.zeroW {
				from = len(buf)
				buf = appendDigits(buf, digits, zeroStyle(z))
				cut(from, w*cw.digits*sc.st.zeroW[z])
			}
		}
	}
	// buf is never written again, so the string can share its bytes
	// (what strings.Builder does) instead of copying them.
	str := unsafe.String(unsafe.SliceData(buf), len(buf))
	for _, p := range pieces[:np] {
		d.add(str[p.from:p.to], p.w)
	}
}

// matchNumber reads integers and decimals, with a leading minus where a
// minus can be a sign (at the start or after a space or bracket), and
// bare 4-digit numbers as years or cardinals.
func matchNumber(sc *scanner, pos int) (match, bool) {
	text := sc.text
	start := pos
	neg, plus := false, false
	if c := text[pos]; c == '-' || c == '+' || c == '.' {
		if c == '.' {
			// ".305/.390/.525": a slash line's averages after the first
			// are decimals too ("three hundred ninety" before).
			slashLine := pos >= 2 && text[pos-1] == '/' && isDigit(text[pos-2])
			if pos > 0 && !isSpaceBefore(text, pos) && text[pos-1] != '(' && text[pos-1] != '$' && !slashLine {
				return match{}, false
			}
		} else {
			if pos > 0 && !isSpaceBefore(text, pos) && !signAfter(text, pos) {
				return match{}, false
			}
			neg, plus = c == '-', c == '+'
			pos++
		}
	}
	if pos >= len(text) || !(isDigit(text[pos]) || text[pos] == '.') {
		return match{}, false
	}
	n, ok := parseNumber(text, pos)
	if !ok {
		return match{}, false
	}
	if (neg || plus) && sc.golfScore(n) {
		// "She finished at -12", "He is +3 for the round": strokes
		// under or over par in a text of golf, "twelve under", "three
		// over" ("minus twelve" 0.87 before); the sign's reading keeps
		// 0.3. Hand-set: Google TN's sentences have none.
		side, sign := "under", "minus"
		if plus {
			side, sign = "over", "plus"
		}
		num := sc.cardinalAlts(n.intPart, false)
		var d dist
		d.addAll(product(num, single(side)), 0.7)
		d.addAll(product(single(sign), num), 0.3)
		return oneSeg(Cardinal, start, n.end, d.done()), true
	}
	if plus {
		return match{}, false
	}
	if e := spacedThousandsEnd(text, start, n); e > n.end {
		// "In 2 000 cases", "12 345 678": thousands grouped with
		// spaces (SI and French style; "two o o o cases" was the
		// reading), the groups read apart kept.
		return sc.spacedThousands(start, pos, e, n, neg), true
	}
	alts, class := sc.numberAlts(n, true)
	if !neg {
		if yw, cw, ok := sc.yearContext(start, n); ok {
			alts = sc.bareYearAlts(n, yw, cw)
		}
		if class == Cardinal && !n.grouped && len(n.intPart) == 4 && n.intPart >= "2100" && screenDimension(text, start, n.end) {
			// "3840x2160", "2560 x 1440": a screen's or a video's pixels,
			// said in pairs as the numbers of 1000-2099 beside them are
			// ("nineteen twenty by ten eighty"): "thirty eight forty by
			// twenty one sixty", where it was "three thousand eight
			// hundred forty by two thousand one hundred sixty" (verb103).
			// Hand-set: Google TN's readable sentences hold no such pair.
			var d dist
			d.addAll(sc.yearAlts(atoiSmall(n.intPart)), screenDimensionPairs)
			d.addAll(alts, 1-screenDimensionPairs)
			alts = d.done()
		}
		if class == Cardinal && yearDigits(n.intPart) && citationLetterAfter(text, n.end) {
			// "Smith 1990 b ,", "( Hall 1986 a )": a citation's year
			// and its letter, which Google TN reads digit by digit ("one
			// nine nine o b": 3 of 3 on the development set and the
			// fresh sample's study half). Hand-set: the year stays first.
			var d dist
			d.addAll(sc.digitAlts(n.intPart, 1), citationYearDigits)
			d.addAll(alts, 1-citationYearDigits)
			alts = d.done()
		}
	}
	if text[start] == '.' && battingAverage(text, start, n) {
		// "a .300 hitter", "batting .315": a batting average, which may
		// be said as thousandths without the point, "three hundred",
		// "three fifteen", 0.3; the decimal stays first, 0.7, as Google
		// TN says every ".ddd" it has, batting averages too ("batted
		// .217" "point two one seven", "slumped to .275", "an .878
		// career fielding percentage": 15 of 15 on the Kaggle sample's
		// study half, the development set and the fit half). Hand-set.
		var d dist
		d.add(battingAverageWords(n.frac), 0.3)
		d.addAll(alts, 0.7)
		alts = d.done()
	}
	if !neg && !n.point && !n.grouped && start == pos && seasonRole(text, start, n.end) != 0 {
		alts = sc.seasonAlts(n.intPart, alts)
	}
	end := n.end
	if !neg && !n.point && !n.grouped && len(n.intPart) >= 2 && n.intPart[0] != '0' && sc.betweenCodes(start, n.end) {
		// "M 16 A", "FW 11 B", "HLRT 827 AT": a number between two
		// all-caps codes is part of a model designation, digit by digit.
		var d dist
		d.addAll(sc.digitAlts(n.intPart, 1), sc.st.w("code_number", "digits"))
		d.addAll(alts, sc.st.w("code_number", "number"))
		alts, class = d.done(), Digits
	}
	if (len(n.intPart) == 4 || len(n.intPart) == 5) && !n.grouped && !n.point && !neg && n.intPart[0] != '0' && class != Digits &&
		!yearLike(n.intPart) && !strings.HasSuffix(n.intPart, "00") && !countsNounAfter(text, n.end) && !rangeDashAfter(text, n.end) && sc.afterCode(start, n.end) {
		// "N 21770", "SW- 1271 cells", "GB 1005", "RX 2540": four or
		// five digits after an all-caps code are an identifier's,
		// digit by digit more often than not (Google TN: 4 of 5 on the
		// development set, "twelve seventy one" and "one thousand five"
		// were the readings). A round hundred or thousand is said
		// whole ("XR 4000", "the GT 1500", "PPM 1500" were "one five
		// o o"), and a range's first number stays a number ("JAMA
		// 1234 - 1240": pages, whose "to" the Digits class would
		// lose). Hand-set: the fit half has none.
		var d dist
		d.addAll(sc.digitAlts(n.intPart, 1), 0.6)
		d.addAll(alts, 0.4)
		alts, class = d.done(), Digits
	}
	if len(n.intPart) == 3 && !n.grouped && !n.point && !neg && n.intPart[0] != '0' && prevWord(text, start) == "boeing" {
		// "boeing 314", "the boeing 777": after the maker's name in
		// lower case Google TN reads a model digit by digit ("three one
		// four", "seven o seven", "seven seven seven", "seven three
		// seven"), where after "Boeing" it says the number: 1 of 1 on
		// the fit half, 3 of 3 on the fresh sample's study half (verb41;
		// "seven seventy seven" and "three hundred fourteen" were first).
		// The number keeps 0.4.
		var d dist
		d.addAll(sc.digitAlts(n.intPart, 1), 0.6)
		d.addAll(alts, 0.4)
		alts, class = d.done(), Digits
	}
	if len(n.intPart) == 3 && !n.grouped && !n.point && !neg && n.intPart[0] != '0' && n.intPart[1:] != "00" && class != Digits &&
		((routeBefore(text, start) || sc.routeJoinedBefore(start)) && !countsNounAfter(text, n.end) && !superlativeCountAfter(text, n.end) || n.intPart[0] == '7' && n.intPart[2] == '7' && sc.planeModel(start, n.end) || n.intPart[0] == '3' && sc.airbusModel(start) || sc.letterPlaneModel(start, n.end)) {
		// "I-405", "Highway 101", "SR 520", "Highways 401 and 427": a
		// road's number; "the A320 jet", "a C130 transport": a plane's
		// model after its letters (letterPlaneModel); "the Boeing 737",
		// "a 747 jet": a 7x7 plane, and the Airbus A3x0 ones. People say
		// them as the first digit and a pair, "four oh five", "seven
		// thirty seven", "a three eighty", but Google TN says the number,
		// "one hundred thirty seven", "seven hundred forty seven": 14 of
		// 14 on the fresh sample's study half (verb41: Route 137, 166,
		// 487, 216, 101, bus route 177, SH 330, Boeing 737 (2), 747 (4),
		// the 757, a 787 freighter), none in pairs; the fit half and the
		// development set have none. The pair keeps 0.2 (it was 0.75
		// before, hand-set when Google TN's sentences had shown none).
		var d dist
		d.add(firstDigitAndPair(n.intPart), routePairWeight)
		d.addAll(alts, 1-routePairWeight)
		alts = d.done()
	}
	if (len(n.intPart) == 3 && n.intPart[1:] != "00" || len(n.intPart) == 4 && !yearDigits(n.intPart)) && n.intPart[0] != '0' &&
		!n.grouped && !n.point && !neg && class == Cardinal && streetAfterHouseNumber(text, n.end) {
		// "123 Main St", "2788 San Tomas Expy", "705 West Broad Street":
		// a house number, which people say in pairs ("one twenty three",
		// "twenty seven eighty eight"), but Google TN says the number:
		// 3 of 3 of three digits on the study sets (verb51: "620 Eighth
		// Avenue", "200 Ramon Road", dev "705 West Broad Street"), none
		// of four but years (whose year reading is a pair already: "1211
		// E Arques Ave"). The pair is a variant, housePairWeight.
		var d dist
		d.add(houseNumberPair(n.intPart), housePairWeight)
		d.addAll(alts, 1-housePairWeight)
		alts = d.done()
	}
	if len(n.intPart) == 4 && !n.grouped && !n.point && !neg && !ofAfterNextWord(text, n.end) {
		prev := strings.ToLower(prevWord(text, start))
		if mil := militaryTime(n.intPart, prev, nextWord(text, n.end)); mil != nil {
			alts, class = orDuration(n.intPart, prev, mil, alts), Time
		} else if mil := clockBeforeClockWord(n.intPart, prev, nextWord(text, n.end)); mil != nil {
			// "Lights out at 2200 tonight", "at 2100 GMT": a time of the
			// 24-hour clock before a word only a time of day takes ("two
			// thousand two hundred tonight" was the reading). After a
			// word of levels ("the index at 2200 tonight", "closed at
			// 2200 tonight") it is the level, a number first ("twenty
			// two hundred" was the only reading); the clock keeps 0.1.
			// A zone after it stays a time ("prices at 2200 GMT").
			alts, class = mil, Time
			if strings.EqualFold(nextWord(text, n.end), "tonight") && sc.levelBeforePreposition(start) {
				var d dist
				d.addAll(sc.numberAltsPlain(n), 0.9)
				d.addAll(mil, 0.1)
				alts, class = d.done(), Cardinal
			}
		} else if mil := sc.clockEndingSentence(n.intPart, prev, start, n.end); mil != nil {
			// "Lights out at 2300.", "We move out at 1930.": four digits
			// of an afternoon or evening hour after "at" ending the
			// sentence are the 24-hour clock's ("two thousand three
			// hundred" was 0.96, verb82's list). The number keeps 0.3
			// ("The bidding starts at 1500."); a sentence of levels or
			// markets ("The index closed at 2300.") keeps the number
			// alone. Hand-set.
			var d dist
			d.addAll(mil, 0.7)
			d.addAll(alts, 0.3)
			alts, class = d.done(), Time
		} else if mil := zeroLedClock(n.intPart, prev, sc.joinedToZeroLedClock(start)); mil != nil {
			// "at 0930 tomorrow", "by 0800 sharp": a time led by a zero
			// after a preposition of time is the 24-hour clock's without
			// "hours" too ("o nine three o" was the reading); the digits
			// keep a little (a code after "at"). Hand-set: Google TN's
			// sentences have none.
			var d dist
			d.addAll(mil, 0.85)
			d.addAll(alts, 0.15)
			alts, class = d.done(), Time
		}
	}
	if len(n.intPart) == 3 && !n.grouped && !n.point && !neg && len(text) >= n.end+3 && text[n.end] == '(' && text[n.end+1] >= 'a' && text[n.end+1] <= 'z' && text[n.end+2] == ')' && (taxCodeSections[n.intPart] || !afterSectionSign(text, start)) {
		// "401(k)", "403(b)", "501(c)": a code's section, said digit by
		// digit ("four o one k"); after "§" or "section" a statute's
		// section is a number ("§ 230(c)(1)" was "two three o c one")
		// unless it is one of the tax code's known by name ("Section
		// 501(c)(3)").
		var d dist
		d.addAll(sc.digitAlts(n.intPart, 1), 0.85)
		d.addAll(alts, 0.15)
		alts, class = d.done(), Digits
	}
	if len(n.intPart) == 3 && n.end < len(text) && text[n.end] >= 'a' && text[n.end] <= 'z' && !n.grouped && !n.point && !neg && taxCodeSections[n.intPart] && boundaryAt(text, n.end+1) && (text[n.end] != 'k' || sc.retirementPlan(start, n.end+1)) {
		// "401k", "403b": the plan as "401(k)" is said, digit by digit
		// ("four hundred one k" before; "401K" is read with the scale
		// letters below). A k is also a thousand: only near the plan's
		// words (retirementPlan) is "401k" the plan ("She has 401k
		// followers" was "four o one k followers").
		var d dist
		d.addAll(sc.digitAlts(n.intPart, 1), 0.85)
		d.addAll(alts, 0.15)
		alts, class = d.done(), Digits
	}
	if len(n.intPart) >= 4 && !n.grouped && !n.point && !neg && accessCodeBefore(text, start, len(n.intPart)) {
		// "The passcode is 123456", "conference ID: 13745628": a code
		// dialled in, digit by digit ("one hundred twenty three thousand
		// ..." before). Hand-set: Google TN's sentences have none.
		var d dist
		d.addAll(sc.digitAlts(n.intPart, 1), 0.9)
		d.addAll(alts, 0.1)
		alts, class = d.done(), Digits
	}
	if len(n.intPart) >= 6 && len(n.intPart) <= 12 && !n.grouped && !n.point && !neg && recordNumberAlone(text, start, n.end) {
		// "Policy #123456789 lapsed", "Rx #1234567 expires 6/30/25",
		// "Your Policy #AB-123456 renews", "claim #CLM-556677": a
		// record's number of one group after its label is said digit by
		// digit, as an agent reads a policy's or a prescription's number
		// back ("one hundred twenty three million ..." was 0.87,
		// verb99); the number keeps 0.4, the weights of recordNumberGroup
		// below. Google TN's long numbers after a label are PubMed's
		// ("PMID 15468064", the number), a label of no record here.
		var d dist
		d.addAll(sc.digitAlts(n.intPart, 1), 0.6)
		d.addAll(alts, 0.4)
		alts, class = d.done(), Digits
	}
	if len(n.intPart) >= 3 && len(n.intPart) <= 6 && !n.grouped && !n.point && !neg && recordNumberGroup(text, start, n.end) {
		// "Order no. 123-4567890", "Invoice #123-456": a record's
		// number after its label (idLabelBefore) is said digit by digit
		// in both its groups, the first as verb91 made the second ("one
		// hundred twenty three dash four five six ..." was the reading).
		// A first group of two digits stays a number, as courts say a
		// docket's year ("Docket No. 21-10345" "twenty one dash ...";
		// "No. 18-1234" "eighteen dash", STYLE-FIT's Thirty-ninth
		// round); a year stays a year ("Claim 2024-56789" "twenty
		// twenty four"). The digits 0.6, the number 0.4, the second
		// group's weights; hand-set (verb93).
		// The first group stays of class Cardinal, whose dash
		// (ranges.go) identifierNumber makes "dash".
		var d dist
		d.addAll(sc.digitAlts(n.intPart, 1), 0.6)
		d.addAll(sc.cardinalAlts(n.intPart, false), 0.4)
		alts = d.done()
		if text[start-1] == '-' {
			class = Digits
		}
	}
	if len(n.intPart) >= 4 && len(n.intPart) <= 10 && !n.grouped && !n.point && !neg && identifierSecond(text, start) {
		// "No. 18-1234", "Docket No. 21-10345": a docket's or a law's
		// number after its dash is a code's, digit by digit as Google
		// TN reads codes ("090-96" "o nine o nine six"), or in pairs as
		// courts say their dockets ("eighteen twelve thirty four"); it
		// was a year's "twelve thirty four" 0.93 or a count ("five
		// thousand six hundred seventy eight"). The digits 0.6, pairs
		// (four digits) 0.25, the number the rest; hand-set.
		var d dist
		d.addAll(sc.digitAlts(n.intPart, 1), 0.6)
		rest := 0.4
		if len(n.intPart) == 4 && pairsSaid(n.intPart) {
			d.add(pairWords(n.intPart), 0.25)
			rest = 0.15
		}
		d.addAll(sc.cardinalAlts(n.intPart, false), rest)
		alts, class = d.done(), Digits
	}
	if len(n.intPart) >= 3 && len(n.intPart) <= 6 && !n.grouped && !n.point && !neg && !strings.HasSuffix(n.intPart, "00") && sc.extensionBefore(start) {
		// "Ext. 204", "555-1234 x 2040", "extension 4417": a telephone
		// extension is dialled, digit by digit ("extension two hundred
		// four" was first at 0.96); the number keeps 0.2, and a round
		// hundred or thousand is said whole ("extension three hundred").
		// Hand-set: Google TN's sentences have none.
		var d dist
		d.addAll(sc.digitAlts(n.intPart, 1), 0.8)
		d.addAll(alts, 0.2)
		alts, class = d.done(), Digits
	}
	if len(n.intPart) >= 3 && !n.grouped && !n.point && !neg && class != Digits && sc.codeGroupBefore(start) && !countsNounAfter(text, n.end) {
		// "account number 4417 2093": a code's next group after a group
		// read digit by digit is digits too ("twenty ninety three", a
		// year's, was first at 0.87); the number keeps 0.1 as the first
		// group's does (accessCodeBefore). Hand-set: Google TN's
		// sentences have none.
		alts, class = sc.dialledAlts(n.intPart, alts), Digits
	}
	if len(n.intPart) == 4 && !n.grouped && !n.point && !neg && sc.lastDigitsOf(start) {
		// "your card ending in 8876": an account's last digits, digit
		// by digit ("eight thousand eight hundred seventy six" before;
		// NeMo's TN case); "It ends in 2019" stays a year. Hand-set.
		alts, class = sc.dialledAlts(n.intPart, alts), Digits
	}
	if len(n.intPart) == 4 && !n.grouped && !n.point && !neg && strings.Trim(n.intPart, "01234567") == "" && squawkWords[strings.ToLower(prevWord(text, start))] {
		// "Squawk 7700 in an emergency", "squawking 1200": a
		// transponder code, four octal digits, said digit by digit
		// ("seven thousand seven hundred" 0.96 before, verb82).
		// Hand-set: Google TN's sentences have no "squawk".
		var d dist
		d.addAll(sc.digitAlts(n.intPart, 1), 0.9)
		d.addAll(alts, 0.1)
		alts, class = d.done(), Digits
	}
	if len(n.intPart) == 3 && !n.grouped && !n.point && !neg && n.intPart <= "360" && sc.compassDirection(start, n.end) {
		// "Turn left heading 270", "Winds 270 at 15 knots": a compass
		// direction of flight or of the wind, said digit by digit as
		// pilots and controllers say it ("two seven o"; "two hundred
		// seventy" was 0.96, verb82's list); "heading 090" was read so
		// already, by its zero. Hand-set: Google TN's sentences have
		// no "heading" or "winds" before three digits.
		var d dist
		d.addAll(sc.digitAlts(n.intPart, 1), 0.85)
		d.addAll(alts, 0.15)
		alts, class = d.done(), Digits
	}
	if len(n.intPart) >= 4 && !n.grouped && !n.point && !neg && eLocator(text, start) && !countsNounAfter(text, n.end) {
		// "PLoS ONE 8: e68821", "17 ( 6 ) : e 1000815": an article's
		// electronic locator after its volume, digit by digit as
		// Google TN reads it (2 of 2 on the development set; "e sixty
		// eight thousand ..." before).
		var d dist
		d.addAll(sc.digitAlts(n.intPart, 1), 0.85)
		d.addAll(alts, 0.15)
		alts, class = d.done(), Digits
	}
	if emergencyNumbers[n.intPart] && !n.grouped && !n.point && !neg && (dialWords[strings.ToLower(prevWord(text, start))] || messagedTo(text, start) || serviceBeforeNumber(text, start, n.intPart) || (sc.repeatsNumberBefore(start) || repeatsNumberAfter(text, n.end)) && sc.aboutCalling()) && !countsNounAfter(text, n.end) {
		// "call 911", "dial 999": an emergency number, digit by digit
		// ("nine hundred eleven" before); "called 911 times", "we
		// called 112 people" count. Repeated ("Call 911 911", "911,
		// 911!") or joined to another by "or" or "and" ("dial 999 or
		// 999", "dial 999 or 112") it is an emergency number again, no
		// longer "nine hundred ..." the second time, where the text is
		// about calling
		// (aboutCalling): "The Porsche 911, 911 Turbo", "The score was
		// 112, 112" and "998, 999, 999, 1000" count.
		alts, class = sc.dialledAlts(n.intPart, alts), Digits
	}
	if (len(n.intPart) == 10 || len(n.intPart) == 11) && !n.grouped && !n.point && !neg && phoneLabelBefore(text, start) && !countsNounAfter(text, n.end) {
		// "Mobile: 9876543210", "Ph 07700900123": a telephone number
		// written without its spaces after the word that labels it,
		// digit by digit ("nine billion eight hundred seventy six
		// million ..." was 0.90, verb86's list). Hand-set: Google TN's
		// sentences hold no ten or eleven digits after such a word.
		var d dist
		d.addAll(sc.digitAlts(n.intPart, 1), 0.9)
		d.addAll(alts, 0.1)
		alts, class = d.done(), Digits
	}
	if len(n.intPart) == 4 && !n.grouped && !n.point && !neg && n.intPart[0] != '0' && pairsSaid(n.intPart) && (graphicsCards[prevWord(text, start)] || musicCatalogues[prevWord(text, start)] || taxForm(text, start)) {
		// "RTX 3080", "GTX 1660": a graphics card's model, in
		// pairs ("three thousand eighty" before); "Form 8832" a tax
		// form's. "BWV 1007", "BWV 1048": a work's number in a
		// composer's catalogue, in pairs as musicians say it ("b w v
		// ten oh seven"; "one o o seven" 0.52 and the year's "one
		// thousand seven" 0.40 were the readings, verb82's list);
		// three digits or fewer ("BWV 565", "HWV 56", "K. 525") stay
		// the number, as said as often.
		var d dist
		d.add(pairWords(n.intPart), 0.85)
		d.addAll(alts, 0.15)
		alts, class = d.done(), Digits
	}
	if len(n.intPart) == 3 && !n.grouped && !n.point && !neg && n.intPart[0] != '0' && n.intPart[1:] != "00" && start > 1 && text[start-1] == ' ' && sc.courseCodeBefore(start) && !countsNounAfter(text, n.end) {
		// "Enroll in ECON 101", "Take MATH 221 before CS 310", "Math
		// 101": a college course's number after its department's code,
		// as students say it, its first digit and then the pair ("econ
		// one oh one", "math two twenty one"; "econ one hundred one"
		// was 0.85, verb99). The number keeps 0.3. Hand-set: Google
		// TN's sentences hold no course number.
		var d dist
		d.add(firstDigitAndPair(n.intPart), 0.7)
		d.addAll(alts, 0.3)
		alts = d.done() // a Cardinal still: "CS 350-400" is a range
	}
	if len(n.intPart) == 5 && !n.grouped && !n.point && !neg && lithiumCellSizes[n.intPart] && start > 0 && !isASCIILetter(text[start-1]) && sc.lithiumCell(n.end) {
		// "Two 18650 cells in series", "a 21700 battery": a lithium
		// cell's size, its diameter and its length, said as people
		// who use them say it, "eighteen six fifty", "twenty one seven
		// hundred" ("eighteen thousand six hundred fifty" was 0.90);
		// the digits and the number keep 0.1 and 0.2. Hand-set: Google
		// TN's sentences have none (verb90).
		tail := firstDigitAndPair(n.intPart[2:])
		if n.intPart[3:] == "00" {
			tail = cardinalWords(n.intPart[2:], false)
		}
		var d dist
		d.add(cardinalWords(n.intPart[:2], false)+" "+tail, 0.7)
		d.addAll(sc.digitAlts(n.intPart, 1), 0.1)
		d.addAll(alts, 0.2)
		alts, class = d.done(), Digits
	}
	if len(n.intPart) >= 3 && len(n.intPart) <= 5 && !n.grouped && !n.point && !neg && class != Digits && partCode(text, start, n.end) && !sc.letterPlaneModel(start, n.end) && !sc.airbusModel(start) {
		// "1N4007", "2N2222", "74HC595", "LM317T", "ATmega328P": the
		// digits of a part's code, between its letters or after letters
		// that follow a digit, are said one by one ("one n four thousand
		// seven", "two n two thousand two hundred twenty two" were
		// first), as Google TN reads the digits of a code against its
		// letters ("Buana C212" "c two one two"); the number keeps 0.3
		// for the reader who says "four thousand seven". Hand-set:
		// Google TN's sentences hold no such code (verb90).
		var d dist
		d.addAll(sc.digitAlts(n.intPart, 1), 0.7)
		d.addAll(alts, 0.3)
		alts, class = d.done(), Digits
	}
	if len(n.intPart) >= 4 && len(n.intPart) <= 6 && !n.grouped && !n.point && !neg && !countsNounAfter(text, n.end) && smsShortCode(text[max(0, start-40):start]) {
		// "Text STOP to 55555": an SMS short code, digit by digit
		// ("fifty five thousand five hundred fifty five" before).
		var d dist
		d.addAll(sc.digitAlts(n.intPart, 1), 0.85)
		d.addAll(alts, 0.15)
		alts, class = d.done(), Digits
	}
	if len(n.intPart) == 5 && !n.grouped && !n.point && !neg {
		pw := prevWord(text, start)
		if pw == "" && nextWord(text, n.end) == "" {
			// Across a comma only where the number closes the address:
			// "In FL, 12000 people voted" is a count.
			pw = prevWordPastComma(text, start)
		}
		if _, ok := sc.st.USStates[pw]; ok && !stateInRunningText(text, start) {
			// A ZIP code after a state: "CA 95051", "FL, 95051" (with
			// the comma it was "ninety five thousand fifty one").
			var d dist
			d.addAll(sc.digitAlts(n.intPart, 1), 0.8)
			d.addAll(alts, 0.2)
			alts, class = d.done(), Digits
		}
	}
	if n.point && !neg && len(n.frac) == 2 && n.frac[0] != '0' && len(n.intPart) <= 2 && sc.versionBefore(start) && !sc.measured(n.end) {
		// "Python 3.10", "version 2.12", "v3.11": a version's minor
		// number is a number, "three point ten" ("three point one o"
		// was first); the digits keep 0.3. Hand-set: Google TN's
		// sentences have none.
		var d dist
		d.add(cardinalWords(trimDigits(n.intPart), false)+" point "+cardinalWords(n.frac, false), 0.7)
		d.addAll(alts, 0.3)
		alts = d.done()
	}
	if !neg && class == Decimal {
		if clock, share := sc.dottedClock(start, n); clock != nil {
			// "The train leaves at 17.45": a time of the 24-hour clock
			// written with a dot (time.go dottedClock).
			var d dist
			d.addAll(clock, share)
			for _, a := range alts {
				a.class, a.prob = Decimal, a.prob*(1-share)
				d.addAlt(a)
			}
			alts, class = d.done(), Time
		}
	}
	// "1.2M", "3K", "2.5bn": a scale letter against the number.
	s, l := numberScaleAt(text, n.end, n.point)
	if l == 0 && !n.point && thousandsOfK(text, n.end) {
		// "2k views", "10k steps": a count in thousands ("two k views"
		// was the only reading); "a 5k run" stays the race's "five k".
		s, l = "thousand", 1
	}
	if l == 0 && !n.point && !placeLabelWords[strings.ToLower(prevWord(text, start))] {
		if w := scaleBeforeCount(text, n.end); w != "" {
			// "70B parameters", "2T tokens": billions and trillions of
			// things counted ("seventy b parameters" was the only
			// reading); "Llama 3 8B runs", "Apt 4B" keep their letter,
			// as a room's or a class's does before a plural ("Class 5B
			// students", "Room 12B members": placeLabelWords).
			s, l = w, 1
		}
	}
	if l > 0 && !molarAt(text, n.end) {
		wWord, wLetter := 0.7, 0.3
		if videoResolution(text, start, n, l) || sc.resolutionJoinedBefore(start, n, l) || sc.raceDistance(start, n, l) || modelAfterCode(text, start) || letterCodeNumber(text, start, n) {
			// "a 4K UHD TV", "shoots 8K video": a resolution, "four k"
			// ("four thousand" before).
			wWord, wLetter = 0.05, 0.95
		}
		var d dist
		if n.intPart == "401" && text[n.end] == 'K' && sc.retirementPlan(start, n.end+1) {
			// "my 401K plan": the retirement plan, as "401(k)" is said,
			// digit by digit ("four hundred one k" before).
			d.addAll(product(sc.digitAlts(n.intPart, 1), single("k")), 0.85)
			wWord, wLetter = 0.05, 0.1
		}
		d.addAll(product(sc.numberAltsPlain(n), single(s)), wWord)
		d.addAll(product(alts, single(spellLetters(text[n.end:n.end+l]))), wLetter)
		alts, end = d.done(), n.end+l
	}
	if neg {
		alts = product(sc.signAlts(), alts)
	}
	return oneSeg(class, start, end, alts), true
}

// spacedThousandsEnd returns where a chain of digit groups spaced as
// thousands ends, the number n at start its first group: one or two
// digits, then groups of exactly three each after one space ("2 000",
// "12 345 678"), or three digits and groups of zeros ("150 000"); n.end
// where there is none. Three digits and three are two numbers as often
// ("911 911", "123 123", read so in NeMo's cases). Not after another
// group ("555 123" in "1 555 123") or a letter ("A1 200", a road), nor
// before a group of four digits, a decimal part, a hyphen, a slash or a
// colon ("800 555 1234", "2 000.5", "3 100-meter"), which are telephone
// numbers, ranges and other readings'. A chain of more than
// maxSpacedGroups groups after the first is no number said whole (a
// table's run of figures, "0 000 000 ..."), and read apart as before:
// its groups' readings multiply (spacedThousands reads them apart too),
// and 16 groups of zeros took minutes.
func spacedThousandsEnd(text string, start int, n number) int {
	if n.point || n.grouped || len(n.intPart) > 3 || n.intPart[0] == '0' || start >= 2 && text[start-1] == ' ' && isDigit(text[start-2]) ||
		start >= 1 && isWordStartByte(text[start-1]) {
		return n.end
	}
	e := n.end
	for e+4 <= len(text) && text[e] == ' ' && isDigit(text[e+1]) && isDigit(text[e+2]) && isDigit(text[e+3]) && (e+4 == len(text) || !isDigit(text[e+4])) &&
		(len(n.intPart) < 3 || text[e+1:e+4] == "000") {
		e += 4
	}
	if e == n.end || e-n.end > 4*maxSpacedGroups || e < len(text) && (strings.IndexByte("-/:", text[e]) >= 0 || (text[e] == '.' || text[e] == ',' || text[e] == ' ') && e+1 < len(text) && isDigit(text[e+1])) {
		return n.end
	}
	if !boundaryAt(text, e) {
		return n.end
	}
	return e
}

// maxSpacedGroups is the most groups of three after the first that
// spacedThousandsEnd takes: hundreds of trillions ("123 456 789 012
// 345").
const maxSpacedGroups = 4

// spacedThousands reads the number spaced as thousands at [start, end)
// (its digits from pos, after a minus at start when neg): the whole
// number 0.8, the groups read apart 0.2, or the other way round where a
// digit counts items of a measure (countsMeasuredItems).
func (sc *scanner) spacedThousands(start, pos, end int, n number, neg bool) match {
	text := sc.text
	digits := strings.ReplaceAll(text[pos:end], " ", "")
	whole := sc.cardinalAlts(digits, true)
	apart := sc.cardinalAlts(n.intPart, true)
	zeroLed := false
	for g := n.end + 1; g < end; g += 4 {
		if group := text[g : g+3]; group[0] == '0' {
			apart = product(apart, sc.digitAlts(group, 1))
			zeroLed = true
		} else {
			apart = product(apart, sc.cardinalAlts(group, true))
		}
	}
	wWhole := 0.8
	if !neg && sc.countsMeasuredItems(n, end) {
		wWhole = 0.2
	} else if zeroLed {
		// A group led by a zero is seldom a number of its own: "He ran
		// 2 000 m" was "two o o o meters" at 0.14. Hand-set.
		wWhole = 0.98
	}
	var d dist
	d.addAll(whole, wWhole)
	d.addAll(apart, 1-wWhole)
	alts := d.done()
	if neg {
		alts = product(sc.signAlts(), alts)
	}
	return oneSeg(Cardinal, start, end, alts)
}

// countsMeasuredItems reports whether the one digit n and the one group
// after it, ending at end, are a count and a measure of each item: a
// unit or a currency and a plural noun follow ("Take 2 500 mg tablets",
// "3 100 dollar bills", "2 100 m races": "two thousand five hundred
// milligrams tablets" was first), where a measure of one thing ("the 5
// 000 m race") or a plural right after ("In 2 000 cases") keeps the
// thousands. A group led by a zero is no number of its own ("2 000 mg
// doses").
func (sc *scanner) countsMeasuredItems(n number, end int) bool {
	text := sc.text
	if len(n.intPart) != 1 || end != n.end+4 || text[n.end+1] == '0' {
		return false
	}
	w, ok := sc.measureWordAfter(end)
	return ok && countsNounAfter(text, end+1+len(w))
}

// countsItemsOfMeasure reports countsMeasuredItems for the number read
// at [pos, end) (a measure's number): its unit then describes the items
// and is singular ("two five hundred milligram tablets", "milligrams
// tablets" was the reading).
func (sc *scanner) countsItemsOfMeasure(pos, end int) bool {
	if end-pos != 5 {
		return false
	}
	n, ok := parseNumber(sc.text, pos)
	return ok && n.end == pos+1 && sc.countsMeasuredItems(n, end)
}

// measureWordAfter returns the word after the one space at end when it is
// a unit ("mg", "m", "percent") or a currency's name ("dollar", "euros"),
// and whether it is; "in", a preposition as often as inches, is none.
// It runs where a rare reading needs it (spaced thousands, a version's
// number), not at every number.
func (sc *scanner) measureWordAfter(end int) (string, bool) {
	text := sc.text
	if end+1 >= len(text) || text[end] != ' ' {
		return "", false
	}
	w := nextWord(text, end)
	if w == "" || w == "in" {
		return "", false
	}
	if _, l := sc.unitAt(end + 1); l == len(w) || scaledCurrencyWords[strings.ToLower(w)] {
		return w, true
	}
	return "", false
}

// measured reports whether a unit or a currency follows the number ending
// at end, against it or after a space ("2.25 m wide", "12.50%", "12.50
// dollars"): a quantity, no version's number ("The windows 2.25 m wide"
// was "two point twenty five meters").
func (sc *scanner) measured(end int) bool {
	if end < len(sc.text) && sc.text[end] != ' ' {
		_, l := sc.unitAt(end)
		return l > 0
	}
	_, ok := sc.measureWordAfter(end)
	return ok
}

// versionBefore reports whether the number at start is a version's: a
// word of versions or a language's, an operating system's or a
// program's name before it ("version 3.10", "Python 3.10", "Android
// 12.1"), or a "v" against it ("v3.10").
func (sc *scanner) versionBefore(start int) bool {
	text := sc.text
	if start >= 1 && (text[start-1] == 'v' || text[start-1] == 'V') && (start == 1 || !isWordByte(text[start-2])) {
		return true
	}
	w := prevWord(text, start)
	if w == "" || start == 0 || text[start-1] != ' ' {
		return false
	}
	return versionWords[strings.ToLower(w)]
}

// versionWords name a version or a thing released in versions.
var versionWords = setOf(strings.Fields(`version versions ver release python java php ruby perl node nodejs
	ios android windows macos osx linux kernel ubuntu debian fedora firefox chrome safari django rails
	typescript kotlin swift scala lua julia rust golang gcc clang llvm bluetooth usb wifi html css ecmascript
	unicode tls ssl http`), false)

// repeatsNumberBefore reports whether the emergency number at start
// follows another one (the same or another of 911, 999, 112) that the
// scan read digit by digit, with a space, a comma or an exclamation mark
// between ("911 911", "911, 911", "911! 911!"), or "or" or "and" ("dial
// 999 or 999", "dial 999 or 112": the second was "nine hundred ninety
// nine"); joinedSegment finds it.
func (sc *scanner) repeatsNumberBefore(start int) bool {
	d, k := sc.joinedDigits(start, joinRepeat)
	return emergencyNumbers[d] && sc.segs[k].class == Digits
}

// phoneLabelBefore reports whether a word that labels or dials a
// telephone number comes right before start, a colon or a period
// between or none ("Mobile: ", "Ph. ", "call ", "WhatsApp ").
func phoneLabelBefore(text string, start int) bool {
	i := backOverSpaces(text, start)
	if i > 0 && (text[i-1] == ':' || text[i-1] == '.') {
		i--
	}
	return phoneLabels[strings.ToLower(prevWord(text, i))]
}

// phoneLabels name a telephone number before it, or dial it.
var phoneLabels = setOf(strings.Fields(`phone ph tel telephone mobile mob cell cellphone fax whatsapp call dial ring
	text sms contact helpline hotline landline`), false)

// emergencyNumbers are said digit by digit after a word of dialing or
// beside one another: 911, 999 and 112 (North America, the UK, Europe),
// and the numbers outside the US that a British, New Zealand or
// Australian reader dials: 111 (the NHS's non-emergency line, New
// Zealand's emergency number), 101 (the UK police's non-emergency line),
// 000 (Australia's, "triple zero"). "Call 111 in NZ", "Ring 999" and
// "Dial 101" were "one hundred eleven", "nine hundred ninety nine", "one
// hundred one" (verb86's list). North America's other N11 lines (211
// community services, 311 a city's, 411 directory, 511 traffic, 611 a
// carrier's customer service, 711 relay, 811 "call before you dig") are
// dialled so too ("Dial 311" was "three hundred eleven" 0.97, verb99).
var emergencyNumbers = setOf([]string{"911", "999", "112", "111", "101", "000", "211", "311", "411", "511", "611", "711", "811"}, false)

// serviceBeforeNumber reports whether the number at start is a service's
// line named before it: "NHS 111" (the NHS's non-emergency number,
// "one hundred eleven" before).
func serviceBeforeNumber(text string, start int, digits string) bool {
	return digits == "111" && prevWord(text, start) == "NHS"
}

// aboutCalling reports whether a repeated emergency number is one:
// the text speaks of calling or an emergency ("Call 911, 911!", "Help!
// 999 999"), or it is nothing but the numbers ("911, 911!"). A model's
// name, a score or a list repeats a count ("The Porsche 911, 911 Turbo",
// "The score was 112, 112", "Numbers: 998, 999, 999, 1000.").
func (sc *scanner) aboutCalling() bool {
	// Both once per scan: "911, 911 " 4,000 times took 6.4 s.
	return sc.fact(factWordless) || sc.hasWord(callingWords)
}

// callingWords make a repeated 911, 999 or 112 an emergency number.
var callingWords = setOf(strings.Fields(`call calls called calling dial dials dialed dialled dialing dialling text
	texted texting phone phoned phoning ring emergency emergencies ambulance police fire help hotline operator`), false)

// repeatsNumberAfter reports whether the number ending at end is
// followed by an emergency number, with a space, a comma or an
// exclamation mark between, or "or" or "and" ("911, 911!", "911! 911!",
// "999 or 112": the first was "nine hundred eleven", the second "nine one
// one"), and the second counts nothing ("911 911 times").
func repeatsNumberAfter(text string, end int) bool {
	i := end
	if i < len(text) && (text[i] == ',' || text[i] == '!') {
		i++
	}
	if i == end && (i == len(text) || text[i] != ' ') {
		return false
	}
	for i < len(text) && text[i] == ' ' {
		i++
	}
	for _, j := range [...]string{"or ", "and "} {
		if strings.HasPrefix(text[i:], j) {
			i += len(j)
			for i < len(text) && text[i] == ' ' {
				i++
			}
			break
		}
	}
	return i+3 <= len(text) && emergencyNumbers[text[i:i+3]] && boundaryAt(text, i+3) && !countsNounAfter(text, i+3)
}

// countsNounAfter reports whether a plural noun follows the number ending
// at end: the number counts it ("called 911 times", "calls 999 customers
// a day", "we called 112 people"); "call 911 now", "dial 999 today" and
// "call 911 as soon as" do not.
func countsNounAfter(text string, end int) bool {
	next := nextWord(text, end)
	if next == "" || next != strings.ToLower(next) || afterDateWords[next] {
		return false
	}
	return strings.HasSuffix(next, "s") && !strings.HasSuffix(next, "ss") || peopleWords[next]
}

// superlativeCountAfter reports whether a superlative and a noun the
// number counts follow the number ending at end ("The US 150 largest
// firms", "the 500 richest people": a count of the biggest, which was
// "one fifty", the road's reading after "US"). The superlative is a
// lower-case word in -est ("largest", "best", "least") other than a
// compass point's ("101 west") or a noun's (nonSuperlatives: "Highway
// 401 rest stops", "Route 101 forest roads" are roads); the noun after
// it must be one countsNounAfter takes, so "Route 66 best known" stays a
// road. "most" before a plural says how often ("Highway 101 most days"),
// and a superlative's "most" comes before an adjective ("the 500 most
// valuable firms").
func superlativeCountAfter(text string, end int) bool {
	next := nextWord(text, end)
	if len(next) < 4 || !strings.HasSuffix(next, "est") || next != strings.ToLower(next) || strings.HasSuffix(next, "west") || nonSuperlatives[next] {
		return false
	}
	i := end
	for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	return countsNounAfter(text, i+len(next))
}

// nonSuperlatives end in -est and are no superlative: nouns a road's
// number may describe, and the verbs and adjectives in -est.
var nonSuperlatives = setOf(strings.Fields(`rest guest forest test nest quest crest chest pest vest harvest protest
	contest conquest request interest manifest arrest digest priest breast beast feast zest jest tempest honest
	modest earnest suggest invest attest detest infest ingest congest`), false)

// peopleWords are plural nouns without an s, and collective nouns a
// number counts ("Send IT to 3000 staff" was an SMS short code, "three o o
// o").
var peopleWords = setOf(strings.Fields(`people men women children persons staff personnel crew clergy police cattle
	sheep deer livestock poultry`), false)

// modelAfterCode reports whether the number at start is hyphened to a
// code of letters and digits before it ("Core i7-12700K", "i9-13900K"): a
// model's number, whose letter is its suffix ("twelve thousand seven
// hundred thousand" was the reading).
func modelAfterCode(text string, start int) bool {
	if start < 3 || text[start-1] != '-' {
		return false
	}
	letter, digit := false, false
	for i := start - 2; i >= 0 && text[i] != ' '; i-- {
		c := text[i]
		switch {
		case isDigit(c):
			digit = true
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			letter = true
		default:
			return false
		}
	}
	return letter && digit
}

// letterCodeNumber reports whether the number n at start, one or two
// digits, is written against a single letter before it ("Y2K", "X5M"):
// a code's, whose scale letter is a letter ("y two thousand" was the
// reading).
func letterCodeNumber(text string, start int, n number) bool {
	if n.point || n.grouped || len(n.intPart) > 2 || start < 1 || !isWordStartByte(text[start-1]) {
		return false
	}
	return start == 1 || !isWordByte(text[start-2])
}

// videoResolution reports whether the number n at start with a K
// against it (l bytes) is a video resolution: 2K, 4K, 5K, 8K before a word
// of screens and video, after "shoots", "native", or after "in" where the
// clause ends or goes on with a function word or an adverb ("now",
// "today", "too", a word in -ly).
func videoResolution(text string, start int, n number, l int) bool {
	if n.point || n.grouped || text[n.end] != 'K' || !(n.intPart == "2" || n.intPart == "4" || n.intPart == "5" || n.intPart == "8") {
		return false
	}
	next := strings.ToLower(nextWord(text, n.end+l))
	if next == "and" || next == "or" {
		// "in 4K and 8K increments": the word after the list decides
		// ("in 4K and 8K" ends the clause, a resolution's list).
		next = strings.ToLower(wordAfterJoinedK(text, n.end+l))
	}
	if resolutionWords[next] || resolutionWords[strings.ToLower(prevWord(text, start))] || frameRateAfter(text, n.end+l) {
		return true
	}
	// "Shot in 4K.", "available in 4K", "streams in 4K at 60fps", "Watch
	// in 4K now": "in" and a clause that ends after it, or goes on with a
	// function word or an adverb, make a resolution ("four thousand" 0.7 was the reading); "in 4K
	// increments", "in 4K lots" count.
	return strings.EqualFold(prevWord(text, start), "in") && (next == "" || afterDateWords[next] || next == "now" || next == "today" || next == "too" || strings.HasSuffix(next, "ly"))
}

// frameRateAfter reports whether a refresh or frame rate, a number
// against or a space before "Hz" or "fps", follows i after "@", " @ ",
// " at " or a space: "4K@60Hz", "4K at 120 Hz", "8K 30fps" (the
// resolution's "four k"; "four thousand at sixty hertz" was 0.68).
func frameRateAfter(text string, i int) bool {
	switch {
	case strings.HasPrefix(text[i:], "@"):
		i++
	case strings.HasPrefix(text[i:], " @ "):
		i += 3
	case strings.HasPrefix(text[i:], " at "):
		i += 4
	case strings.HasPrefix(text[i:], " "):
		i++
	default:
		return false
	}
	j := digitsEnd(text, i)
	if j == i {
		return false
	}
	if j < len(text) && text[j] == ' ' {
		j++
	}
	for _, u := range [...]string{"Hz", "hz", "HZ", "fps", "FPS"} {
		if strings.HasPrefix(text[j:], u) && boundaryAt(text, j+len(u)) {
			return true
		}
	}
	return false
}

// wordAfterJoinedK returns the word after "and" or "or" and a number
// with its K at i ("4K and 8K video" gives "video" at the first K's
// end), or "and" or "or" itself when no such number follows.
func wordAfterJoinedK(text string, i int) string {
	for i < len(text) && text[i] == ' ' {
		i++
	}
	j := i
	for j < len(text) && isWordStartByte(text[j]) {
		j++
	}
	join := text[i:j]
	for j < len(text) && text[j] == ' ' {
		j++
	}
	k := digitsEnd(text, j)
	if k == j || k >= len(text) || text[k] != 'K' || !boundaryAt(text, k+1) {
		return join
	}
	return nextWord(text, k+1)
}

// resolutionJoinedBefore reports whether "and" or "or" joins the number
// n at start, a resolution's with its K (l bytes), to one the scan read
// as a resolution first ("Sales rose in 4K and 8K", "shot in 4K or 8K":
// the second was "eight thousand"), or to a video's line count ("in
// 1080p and 4K"); joinedSegment finds it.
func (sc *scanner) resolutionJoinedBefore(start int, n number, l int) bool {
	if n.point || n.grouped || l != 1 || sc.text[n.end] != 'K' || !(n.intPart == "2" || n.intPart == "4" || n.intPart == "5" || n.intPart == "8") {
		return false
	}
	if pw, at := prevWordAt(sc.text, start); strings.EqualFold(pw, "and") || strings.EqualFold(pw, "or") {
		if w, _ := prevWordAt(sc.text, at); lineResolution(w) {
			// "available in 1080p and 4K", "720p or 4K": joined to a
			// video's line count ("four thousand" 0.69 was the reading).
			return true
		}
	}
	k := sc.joinedSegment(start, joinAndOr)
	if k < 0 {
		return false
	}
	s := sc.segs[k]
	return sc.text[s.end-1] == 'K' && strings.HasSuffix(s.alts[0].spoken, " k")
}

// lineResolution reports whether w is a video's line count: three or four
// digits and p or i ("720p", "1080p", "1080i", "2160p").
func lineResolution(w string) bool {
	d := digitsEnd(w, 0)
	return (d == 3 || d == 4) && d+1 == len(w) && (w[d] == 'p' || w[d] == 'i')
}

// raceDistance reports whether a number and K (5K, 10K, 21K) name a race's
// distance in kilometers: a word of running after it ("a 5K run", "my
// 10K PR") or a verb of running before it ("ran a 10K", "finished the
// 5K"); "earned 5K", "a 5K bonus" stay thousands.
func (sc *scanner) raceDistance(start int, n number, l int) bool {
	text := sc.text
	if n.point || n.grouped || text[n.end] != 'K' && text[n.end] != 'k' || len(n.intPart) > 3 {
		return false
	}
	if raceWords[strings.ToLower(nextWord(text, n.end+l))] {
		return true
	}
	prev := strings.ToLower(prevWord(text, start))
	if prev == "a" || prev == "the" || prev == "my" || prev == "her" || prev == "his" || prev == "their" || prev == "first" {
		// "She won the 5K", "a half marathon and a 10K": with an article
		// a verb of winning or a sentence of running makes it a race
		// ("won 5K" stays thousands).
		prev = strings.ToLower(prevWord(text, wordStartBefore(text, start)))
		after := strings.ToLower(nextWord(text, n.end+l))
		if (after == "" || raceFollowers[after]) && (raceEntryVerbs[prev] && !sc.hasWord(raceMoneyWords) || sc.hasWord(runningSentenceWords)) {
			return true
		}
	}
	return runningVerbs[prev]
}

// raceEntryVerbs before an article and a distance in K make it a race's;
// runningSentenceWords anywhere in the sentence do too.
var (
	raceEntryVerbs       = setOf(strings.Fields(`won win wins winning entered enter enters did do doing signed`), false)
	runningSentenceWords = setOf(strings.Fields(`marathon marathons triathlon ran running runner runners jog jogged jogging race races`), false)
	// raceFollowers end the phrase of a race's name ("won the 5K in
	// May"); a noun after it makes K thousands ("won a 5K prize").
	raceFollowers = setOf(strings.Fields(`in at on last this with and or for by yesterday today`), false)
	// raceMoneyWords make "won the 50K", "did a 100K" money ("won the
	// 50K in the lottery", "did a 100K in sales" were races).
	raceMoneyWords = setOf(strings.Fields(`sales revenue revenues lottery jackpot prize prizes bonus salary cash
		dollars money bought buy paid pay loan loans debt grant budget raise savings income profit profits euros
		pounds bet bets poker casino deal contract`), false)
)

// raceWords after a distance in K make it a race's; runningVerbs before it.
var (
	raceWords    = setOf(strings.Fields(`run runs race races pr pb time times walk fun runner runners course loop event training plan split splits pace`), false)
	runningVerbs = setOf(strings.Fields(`ran run runs running raced race racing finished completed walked jogged`), false)
)

// resolutionWords come before or after a video resolution (4K).
var resolutionWords = setOf(strings.Fields(`uhd hdr tv tvs video videos resolution display displays monitor monitors
	screen screens camera cameras ultra streaming oled qled projector blu ray shoots shoot shooting records recording native upscaling`), false)

// militaryTime reads a 24-hour time written as four digits before
// "hours" ("0800 hours" was "o eight o o hours"): "oh eight hundred",
// and after "at", "by", "until", "from" "fourteen thirty" ("logged 1430
// hours" counts them); nil when hhmm is no time or "hours" does not
// follow.
func militaryTime(hhmm, prev, next string) []alt {
	if next != "hours" || hhmm[0] != '0' && !timePrepositions[prev] {
		return nil
	}
	h, mins, ok := militaryClock(hhmm)
	if !ok {
		return nil
	}
	if hhmm[0] != '0' {
		return single(cardinalWords(hhmm[:2], false) + " " + mins)
	}
	if h == 0 {
		// "0000 hours", "0030 hours" ("oh zero hundred hours" was
		// first): the zero hour is read in one place, zeroHourAlts.
		return zeroHourAlts(mins)
	}
	var d dist
	d.add("oh "+onesWords[h]+" "+mins, 0.7)
	d.add("zero "+onesWords[h]+" "+mins, 0.3)
	return d.done()
}

// firstDigitAndPair reads three digits as the first and a pair, as
// roads and planes are said: "405" "four oh five", "520" "five twenty",
// "737" "seven thirty seven".
func firstDigitAndPair(d string) string {
	first := onesWords[d[0]-'0']
	if d[1] == '0' {
		return first + " oh " + onesWords[d[2]-'0']
	}
	return first + " " + cardinalWords(d[1:], false)
}

// routeJoinedBefore reports whether "and" or "or" joins the number at
// start to a road's number of three digits read as a road's ("Highways
// 401 and 427": the second was "four hundred twenty seven"): the token
// joinedSegment finds before the joining word has the road's reading,
// "four oh one", first. A list goes on from one to the next ("Highways
// 401 and 403 and 427"), and so does a comma before a number the list
// goes on after ("Highways 401, 403 and 427": "four hundred three and
// four hundred twenty seven" were first; "On Highway 401, 300 cars" is
// no list: readingform.go's listGoesOn).
func (sc *scanner) routeJoinedBefore(start int) bool {
	d, k := sc.joinedDigits(start, joinAndOr)
	if d == "" {
		// The list's test last: it looks ahead ("911, 911, ..." runs
		// it at every number otherwise).
		d, k = sc.joinedDigits(start, joinComma)
		if len(d) != 3 || !sc.readAsRoute(k, d) {
			return false
		}
		return routeListGoesOn(sc.text, start+3)
	}
	return len(d) == 3 && sc.readAsRoute(k, d)
}

// housePairWeight is the weight of a house number said in pairs
// (matchNumber). Hand-set low: Google TN says the number (3 of 3), and
// 0.05 puts the pair among the first five readings.
const housePairWeight = 0.05

// houseNumberPair reads a house number of three or four digits in pairs:
// "one twenty three", "four oh five", "twenty seven eighty eight",
// "thirty oh five", "twenty seven hundred".
func houseNumberPair(d string) string {
	if len(d) == 3 {
		return firstDigitAndPair(d)
	}
	first := cardinalWords(d[:2], false)
	switch {
	case d[2:] == "00":
		return first + " hundred"
	case d[2] == '0':
		return first + " oh " + onesWords[d[3]-'0']
	}
	return first + " " + cardinalWords(d[2:], false)
}

// streetAfterHouseNumber reports whether one to three capitalized words
// and a word that names a street (streetWords, or a road's: "Hwy",
// "Expy", "Pkwy" ...) follow the number ending at end, as after a house
// number ("123 Main St", "2788 San Tomas Expy", "708 N 1st St").
func streetAfterHouseNumber(text string, end int) bool {
	j := end
	if j >= len(text) || text[j] != ' ' {
		return false
	}
	for n := 0; n < 4; n++ {
		k := skipSpaces(text, j)
		w := nextWord(text, k)
		if w == "" || !strings.HasPrefix(text[k:], w) {
			return false
		}
		j = k + len(w)
		if n > 0 && (streetWords[w] || roadWords[w]) {
			// "123 Main Street houses": a plural after it makes the
			// street's name a noun's.
			nw := nextWord(text, j)
			return !(len(nw) > 3 && nw[len(nw)-1] == 's' && startsLowerASCII(nw))
		}
		if !isCapitalized(w) && !streetOrdinal(w) {
			return false
		}
	}
	return false
}

// roadWords name a road after its name, beside streetWords.
var roadWords = setOf(strings.Fields(`Hwy Highway Expy Expressway Pkwy Parkway Fwy Freeway Cir Circle Pike Plaza Trail Tr`), false)

// routePairWeight is the weight of a road's or a plane's number of three
// digits said as its first digit and a pair (matchNumber).
const routePairWeight = 0.2

// readAsRoute reports whether segment k, the three digits d, was read as
// a road's or a plane's number: its pair reading has routePairWeight (a
// plain number's pair reading is the cardinal style's pairs, far less).
func (sc *scanner) readAsRoute(k int, d string) bool {
	pair := firstDigitAndPair(d)
	for _, a := range sc.segs[k].alts {
		if a.spoken == pair {
			return a.prob >= routePairWeight/2
		}
	}
	return false
}

// maxRouteList bounds how many numbers of three digits routeListGoesOn
// passes, so that a long text of them is read in linear time.
const maxRouteList = 8

// routeListGoesOn is listGoesOn after a road's number of three digits
// at k, past further numbers of three digits and commas: "Highways 401,
// 403, 404 and 427" goes on after 403 (", 404" alone may be the group of
// an amount, "1, 600, 000", which ends without "and" or another number;
// "404" was "four hundred four", "four oh four" no reading).
func routeListGoesOn(text string, k int) bool {
	for range maxRouteList {
		j := skipSpaces(text, k)
		if j >= len(text) || text[j] != ',' {
			break
		}
		j = skipSpaces(text, j+1)
		n := 0
		for j+n < len(text) && isDigit(text[j+n]) {
			n++
		}
		if n != 3 || !boundaryAt(text, j+n) {
			break
		}
		k = j + n
	}
	if j := skipSpaces(text, k); j > k && j < len(text) && text[j] == ',' {
		k = j // Google TN's spaced comma, "401 , 403 , 404 and 427"
	}
	return listGoesOn(text, k)
}

// skipSpaces returns the index of the first byte at or after i that is
// no space.
func skipSpaces(text string, i int) int {
	for i < len(text) && text[i] == ' ' {
		i++
	}
	return i
}

// routeBefore reports whether a road's name stands before the number at
// start: "Highway", "Hwy.", "Route", "Rte.", "Interstate", "Freeway" (any
// case), "I-" ("I-405", "I - 405", with the hyphen: "I 405" may be the
// pronoun), "US", "SR" or "SH" in capitals, with a space or a hyphen
// between. A period after the name is an abbreviation's only ("Hwy. 101",
// "Rte. 128"); after "US" or a whole word it ends a sentence ("They left
// the US. 250 of them returned" was "two fifty of them").
func routeBefore(text string, start int) bool {
	i := backOverSpaces(text, start)
	hyphen := i > 0 && text[i-1] == '-'
	if hyphen {
		i = backOverSpaces(text, i-1)
	}
	dot := i > 0 && text[i-1] == '.'
	if dot {
		i--
	}
	w := prevWord(text, i)
	switch w {
	case "I":
		return hyphen && !dot
	case "US", "SR", "SH":
		return !dot
	}
	// Case-folded on the stack: this runs at every number of three
	// digits, and strings.ToLower allocates for a capitalized word.
	var buf [16]byte
	if len(w) > len(buf) {
		return false
	}
	for k := 0; k < len(w); k++ {
		buf[k] = w[k] | 0x20
	}
	folded := string(buf[:len(w)])
	if dot {
		return folded == "hwy" || folded == "rte"
	}
	return routeWords[folded]
}

// routeWords name a road before its number.
var routeWords = setOf(strings.Fields(`highway highways hwy route rte interstate freeway`), false)

// planeModel reports whether the 7x7 number at [start, end) is a Boeing
// plane's: "Boeing" before it, a variant after it ("737-800", "787-9":
// descendingModel), a word of planes after it ("737 MAX", "787
// Dreamliner", "747 jet"), or the maker named in the sentence and no
// plural noun the number counts after it ("Boeing said 737 employees were
// affected", "Boeing will cut 747 jobs": counts, which were read "seven
// thirty seven employees").
func (sc *scanner) planeModel(start, end int) bool {
	if strings.EqualFold(prevWord(sc.text, start), "boeing") {
		return true
	}
	if end+1 < len(sc.text) && sc.text[end] == '-' && isDigit(sc.text[end+1]) && sc.descendingModel(start, end, end+1) {
		// "the 737-800 fleet", "The 787-9 Dreamliner": a model and its
		// variant.
		return true
	}
	// A word of planes after it (planeNouns, which letterPlaneModel
	// asks too) or a 7x7's own name.
	if next := strings.ToLower(nextWord(sc.text, end)); planeNouns[next] || next == "max" || next == "dreamliner" || next == "jumbo" {
		return true
	}
	return !countsNounAfter(sc.text, end) && sc.hasWord(planeMakers)
}

// airbusModel reports whether the number at start, three digits from
// 300, is an Airbus plane's: "Airbus" before it ("an Airbus 330-200"), or
// an "A" against it in a sentence that names the maker ("the Airbus
// A380", "A320 and A321 jets from Airbus"), "a three eighty".
func (sc *scanner) airbusModel(start int) bool {
	pw := prevWord(sc.text, start)
	if strings.EqualFold(pw, "airbus") {
		return true
	}
	return pw == "A" && start > 0 && sc.text[start-1] == 'A' && sc.hasWord(airbusWords)
}

// letterPlaneModel reports whether the three digits at start..end,
// written against one or two capitals, are a plane's model: "the A320
// jet", "a C130 transport in the fleet", said as the first digit and a
// pair, "a three twenty", "c one thirty" ("a three hundred twenty" was
// first, the pair 0.004), where a word of planes follows (planeNouns) or
// the sentence is of flying (flyingWords). Elsewhere the letters and the
// number stay as they are read ("Buana C212" is "c two one two" in
// Google TN, "the F150 truck").
func (sc *scanner) letterPlaneModel(start, end int) bool {
	if !capitalsBefore(sc.text, start, 2) {
		return false
	}
	return planeNouns[strings.ToLower(nextWord(sc.text, end))] || sc.hasWord(flyingWords)
}

// planeNouns name a plane after its model ("737 jet", "A320 aircraft").
var planeNouns = setOf(strings.Fields(`jet jets jetliner jetliners aircraft airliner airliners plane planes
	freighter freighters transport transports bomber bombers fighter fighters airframe airframes helicopter helicopters`), false)

// flyingWords make a sentence one of flying, where letters and three
// digits name a plane.
var flyingWords = setOf(strings.Fields(`airline airlines airliner airliners aircraft plane planes flight flights
	airport airports pilot pilots landed takeoff Airbus Boeing Lockheed Embraer`), false)

// airbusWords name the maker.
var airbusWords = setOf(strings.Fields(`Airbus AIRBUS`), false)

// clockBeforeClockWord reads four digits after a preposition of time and
// before a word that follows only a time of day ("tonight", "sharp",
// "local", a zone: clockTimeFollowers) as the 24-hour clock's time
// (militaryTime's readings); nil otherwise.
func clockBeforeClockWord(hhmm, prev, next string) []alt {
	if !timePrepositions[prev] || !clockTimeFollowers[strings.ToLower(next)] {
		return nil
	}
	return militaryTime(hhmm, prev, "hours")
}

// levelBeforePreposition reports whether a word of levels stands before
// the preposition before the number at start: "the index at 2200
// tonight", "rates at 2200", where the four digits are a level, not a
// time of day; or a verb of where a level stood ("closed at 2200
// tonight", "stood at 2200") in a sentence of markets ("The index closed
// at 2200 tonight"; "The bar closed at 2200 tonight" keeps the clock). A
// market is no level itself ("Meet at the market at 2100 tonight"), and a
// verb in the present tense of opening or closing says when a market
// does ("The stock market closes at 2200 tonight", "The night market
// opens at 2100 tonight": the clock). This runs only where a clock word
// follows the number.
func (sc *scanner) levelBeforePreposition(start int) bool {
	_, at := prevWordAt(sc.text, start)
	w := strings.ToLower(prevWord(sc.text, at))
	return levelWords[w] || levelVerbs[w] && (sc.hasWord(levelWords) || sc.hasWord(marketWords))
}

// levelWords name a level (an index's, a price's); levelVerbs say where
// one stood, in a sentence that names one or a market (marketWords).
var (
	levelWords = setOf(strings.Fields(`index indices indexes dow nasdaq ftse nikkei dax hang seng level levels rate
		rates price prices points stock stocks shares`), false)
	marketWords = setOf(strings.Fields(`market markets`), false)
	levelVerbs  = setOf(strings.Fields(`stood stands closed opened ended finished settled peaked traded trades
		trading`), false)
)

// clockTimeFollowers follow a time of day and no count.
var clockTimeFollowers = setOf(strings.Fields(`tonight sharp local gmt utc zulu bst cet est edt pst pdt`), false)

// clockEndingSentence reads four digits of an hour 13-23 after "at" that
// end their sentence (the text's end, or a period, "!" or "?" and a space
// or the text's end after them) as the 24-hour clock's time (militaryTime's readings), in a
// sentence naming no level or market (levelWords, marketWords,
// levelVerbs); nil otherwise. An hour before 13 is as likely a count or a
// year ("at 1200", "at 1066").
func (sc *scanner) clockEndingSentence(hhmm, prev string, start, end int) []alt {
	if prev != "at" || hhmm < "1300" || hhmm > "2359" {
		return nil
	}
	if end < len(sc.text) {
		if c := sc.text[end]; c != '.' && c != '!' && c != '?' || end+1 < len(sc.text) && sc.text[end+1] != ' ' {
			return nil
		}
	}
	if sc.hasWord(levelWords) || sc.hasWord(marketWords) || sc.hasWord(levelVerbs) {
		return nil
	}
	return militaryTime(hhmm, prev, "hours")
}

// zeroLedClock reads four digits led by a zero after a preposition of
// time ("at 0930", "by 0800", "from 0600") as the 24-hour clock's time,
// "oh nine thirty" (militaryTime's readings); nil otherwise. Without the
// zero, "at 2200" may be a count ("the index stood at 2200") and stays
// one; so does an hour 00 ("from 0001": a serial number as likely).
// joined: "to", "or" or "and" joins the digits to such a time before them
// ("from 0100 to 0200", "at 0700 or 0730": the second was "o two o o").
func zeroLedClock(hhmm, prev string, joined bool) []alt {
	if hhmm[0] != '0' || hhmm[1] == '0' || !timePrepositions[prev] && !joined {
		return nil
	}
	return militaryTime(hhmm, prev, "hours")
}

// joinedToZeroLedClock reports whether "to", "until", "till", "or" or
// "and" before start joins the number there to four digits led by a zero
// that the scan read as a time of the 24-hour clock ("from 0100 to
// 0200": zeroLedClock read the first after its preposition of time). It
// runs at every number of four digits, years among them, and allocates
// nothing there (joinedSegment).
func (sc *scanner) joinedToZeroLedClock(start int) bool {
	d, k := sc.joinedDigits(start, joinClock)
	return len(d) == 4 && d[0] == '0' && sc.segs[k].class == Time
}

// militaryClock splits four digits of the 24-hour clock into the hour and
// the minutes as the military says them ("hundred" for :00, "oh five",
// "forty five"); ok is false when hhmm is no time of day.
func militaryClock(hhmm string) (h int, mins string, ok bool) {
	h, m := atoiSmall(hhmm[:2]), atoiSmall(hhmm[2:4])
	if h > 23 || m > 59 {
		return 0, "", false
	}
	switch {
	case m == 0:
		mins = "hundred"
	case m < 10:
		mins = "oh " + onesWords[m]
	default:
		mins = cardinalWords(hhmm[2:4], false)
	}
	return h, mins, true
}

// afterSectionSign reports whether the number at start follows "§" or
// the word "section" or "sec." ("§ 230(c)", "Section 107(a)").
func afterSectionSign(text string, start int) bool {
	t := strings.TrimRight(text[:start], " ")
	if strings.HasSuffix(t, "§") {
		return true
	}
	t = strings.TrimSuffix(t, ".")
	i := strings.LastIndexByte(t, ' ') + 1
	switch strings.ToLower(t[i:]) {
	case "section", "sec", "sect":
		return true
	}
	return false
}

// retirementPlan reports whether "401k" or "401K" at [start, end) is the
// retirement plan, not 401 thousand: a possessive before it ("my 401k"),
// a word of the plan after it ("401k plan", "401K contributions") or
// one of retirementWords in the sentence ("401k followers", "401K
// subscribers" are counts). Hand-set: Google TN's sentences have none.
func (sc *scanner) retirementPlan(start, end int) bool {
	switch strings.ToLower(prevWord(sc.text, start)) {
	case "my", "your", "his", "her", "our", "their", "its":
		return true
	}
	return retirementPlanNouns[strings.ToLower(nextWord(sc.text, end))] || sc.hasWord(retirementWords)
}

// retirementPlanNouns after "401k" name the plan's parts; retirementWords
// make a sentence one of saving for retirement.
var (
	retirementPlanNouns = setOf(strings.Fields(`plan plans account accounts contribution contributions match matching
		balance balances loan loans rollover rollovers savings participant participants provider providers assets`), false)
	retirementWords = setOf(strings.Fields(`retirement retire retired retiring retiree retirees ira iras roth pension
		pensions employer employers 403b 457b annuity annuities vesting vested`), false)
)

// taxCodeSections are the tax code's sections said by name, digit by
// digit, after "section" too.
var taxCodeSections = setOf(strings.Fields(`401 403 457 501 527 529`), false)

// accessCodeBefore reports whether the number at start (its whole part
// digits long) is a code dialled or typed in: after "passcode",
// "password", a personal PIN's "pin" or "PIN" (personalPIN: "PIN 503165"
// is an Indian postal code, a number in Google TN), "PIN code" or "PIN
// number" alike, "code" or "ID" after one of accessCodeNames ("access code",
// "conference ID"), or "number" after one of accessNumberNames
// ("confirmation number", "account number") unless that number counts
// (countedNumber: "customer number 1000"), with "is", "was", "of", a
// colon or "#" between.
func accessCodeBefore(text string, start, digits int) bool {
	if start < 3 {
		return false
	}
	i := backOverSpaces(text, start)
	linked := i > 0 && (text[i-1] == ':' || text[i-1] == '#')
	if linked {
		i--
	}
	w, at := prevWordAt(text, i)
	if accessCodeLinks[strings.ToLower(w)] {
		w, at = prevWordAt(text, at)
		linked = true
	}
	lw := strings.ToLower(w)
	if lw == "passcode" || lw == "password" || lw == "pin" && personalPIN(w, digits) {
		return true
	}
	if lw != "code" && lw != "id" && lw != "number" {
		return false
	}
	written, nameAt := prevWordAt(text, at)
	name := strings.ToLower(written)
	if name == "pin" && lw != "id" && personalPIN(written, digits) {
		// "PIN code 1234", "your PIN number is 4321".
		return true
	}
	if lw == "number" {
		// "participant number 2019", "entry number 1250": one of so
		// many, a number ("two o one nine" was first); a participant's
		// code or ID on a call stays digits.
		return accessNumberNames[name] && !countedNumber(text, name, written, nameAt, digits, linked)
	}
	return accessCodeNames[name]
}

// personalPIN reports whether a number of digits digits after pin, the
// word as written ("pin", "PIN"), is a personal identification number,
// said digit by digit: after the lower-case word, or after the capitals
// when it has other than six digits. India's postal PIN is of six digits,
// a number in Google TN ("PIN 503165" -> "five hundred three thousand
// ...", 1 of 1 on the development set, as ZIP codes are: 3 of 3); "PIN
// 1234" was a year's "twelve thirty four" 0.91.
func personalPIN(pin string, digits int) bool {
	return pin == "pin" || digits != 6
}

// identifierSecond reports whether the number at start follows a hyphen
// against an identifier's first number ("No. 18-1234", "Public Law
// 94-142": ranges.go identifierNumber), so is the identifier's second
// part.
func identifierSecond(text string, start int) bool {
	if start < 2 || text[start-1] != '-' || !isDigit(text[start-2]) {
		return false
	}
	first := digitsStart(text, start-1)
	return (first == 0 || !isWordStartByte(text[first-1]) && text[first-1] != '-') && identifierNumber(text, first, start-1, start)
}

// recordNumberGroup reports whether the number at [start, end) is the
// first group of a record's number after its label ("Order no.
// 123-4567890", idLabelBefore and identifierNumber), of three digits or
// more and no year, or its second group of three digits after such a
// first ("Invoice #123-456"; longer ones are identifierSecond's; "Docket
// No. 12-345" keeps "three hundred forty five" after its year).
func recordNumberGroup(text string, start, end int) bool {
	if end+1 < len(text) && text[end] == '-' && isDigit(text[end+1]) && !yearLike(text[start:end]) &&
		(start == 0 || !isWordStartByte(text[start-1]) && text[start-1] != '-') {
		return idLabelBefore(text, strings.TrimRight(text[:start], " "), start) && identifierNumber(text, start, end, end+1)
	}
	if end-start != 3 || start < 2 || text[start-1] != '-' || !isDigit(text[start-2]) || end < len(text) && text[end] == '-' {
		return false
	}
	first := digitsStart(text, start-1)
	return start-1-first >= 3 && !yearLike(text[first:start-1]) && (first == 0 || !isWordStartByte(text[first-1]) && text[first-1] != '-') &&
		idLabelBefore(text, strings.TrimRight(text[:first], " "), first) && identifierNumber(text, first, start-1, start)
}

// recordNumberAlone reports whether the number at [start, end), six to
// twelve digits with no dash or slash after it, follows a record's label
// and a "#" against it (idLabelBefore: "Policy #123456789", "Rx
// #1234567"), directly or before a code of one to four capitals and a dash
// ("Policy #AB-123456", "claim #CLM-556677").
func recordNumberAlone(text string, start, end int) bool {
	if end < len(text) && (text[end] == '-' || text[end] == '/') || start == 0 {
		return false
	}
	if start >= 2 && text[start-1] == '-' && text[start-2] >= 'A' && text[start-2] <= 'Z' {
		i := start - 2
		for i > 0 && text[i-1] >= 'A' && text[i-1] <= 'Z' {
			i--
		}
		if start-1-i > 4 || i == 0 {
			return false
		}
		start = i
	}
	if text[start-1] != '#' {
		// Only a "#" against the number marks it: Google TN reads the
		// numbers after its labels and "No." as numbers (a sentence of
		// its check half lost mean P(gold) to "Policy 123..."'s shape
		// without the mark, verb99).
		return false
	}
	// A "#" with no word before it names no record ("#333333", a colour;
	// "#123456" alone).
	t := strings.TrimRight(text[:start-1], " ")
	if t == "" || !isWordByte(t[len(t)-1]) {
		return false
	}
	return idLabelBefore(text, strings.TrimRight(text[:start], " "), start)
}

// codeGroupBefore reports whether one space separates the number at start
// from a group of three or more digits read as a code's (class Digits):
// "account number 4417 2093", the second group of the same code.
func (sc *scanner) codeGroupBefore(start int) bool {
	k := len(sc.segs) - 1
	if k < 0 || start < 1 || sc.text[start-1] != ' ' {
		return false
	}
	s := sc.segs[k]
	return s.class == Digits && s.end == start-1 && s.end-s.start >= 3 && allDigits(sc.text[s.start:s.end])
}

// extensionBefore reports whether the number at start is a telephone
// extension's: after "ext", "Ext." (spaced period too) or "extension",
// or after the "x" phoneExtension read as "extension".
func (sc *scanner) extensionBefore(start int) bool {
	text := sc.text
	i := backOverSpaces(text, start)
	if i > 0 && text[i-1] == '.' {
		i = backOverSpaces(text, i-1)
	}
	w, at := prevWordAt(text, i)
	switch strings.ToLower(w) {
	case "ext":
		return true
	case "extension":
		// After an article or a demonstrative "extension" is the noun
		// of a lengthening, its number a year or a count ("The
		// extension 2020 was approved" was "two o two o" 0.68), no line
		// dialled ("dial extension 4417", "Extension 204").
		return !extensionNounDeterminers[strings.ToLower(prevWord(text, at))]
	case "x":
		k := len(sc.segs) - 1
		return k >= 0 && sc.segs[k].class == Telephone && extensionMarks[text[sc.segs[k].start:sc.segs[k].end]]
	}
	return false
}

// extensionNounDeterminers before "extension" make it a noun, no
// telephone extension (extensionBefore).
var extensionNounDeterminers = setOf(strings.Fields(`the a an this that its their each every`), false)

// countedNumber reports whether "NAME number" before a number of digits
// digits counts, one of so many, though NAME may name a code: "customer
// number 1000", "member number 1200", "ticket number 2500" ("one o o o"
// was first), a decree's number ("Executive Order number 9066": a
// capitalized Order after a capitalized word). With "is", a colon or "#"
// between, or of six digits or more, a customer's, member's or ticket's
// number is their code ("your customer number is 4521").
func countedNumber(text, name, written string, nameAt, digits int, linked bool) bool {
	if name == "order" {
		return isCapitalized(written) && isCapitalized(prevWord(text, nameAt))
	}
	return countedNumberNames[name] && !linked && digits < 6
}

// accessCodeLinks stand between a code's name and its digits;
// accessCodeNames name the code before "code" or "ID", accessNumberNames
// before "number", countedNumberNames those of them that also count.
var (
	accessCodeLinks = setOf(strings.Fields(`is was of`), false)
	accessCodeNames = setOf(strings.Fields(`access conference participant confirmation meeting entry security
		verification pass`), false)
	// accessNumberNames are the names of a code before "number": a
	// number dialled or read out, not a place in a list. An account's,
	// an order's or a policy's number is read out digit by digit too
	// ("account number 12345678" was "twelve million ...").
	accessNumberNames = setOf(strings.Fields(`access conference confirmation meeting security verification account
		order tracking reference routing policy serial member membership customer ticket claim booking reservation`), false)
	countedNumberNames = setOf(strings.Fields(`customer member ticket`), false)
)

// taxForm reports whether the number at start follows "Form" or "Forms"
// with a capital ("Form 8832", "Forms 1099 and 5500"): the forms' numbers
// are said in pairs as 1040 is ("eight thousand eight hundred thirty two"
// before).
func taxForm(text string, start int) bool {
	pw := prevWord(text, start)
	return pw == "Form" || pw == "Forms" || pw == "FORM"
}

// graphicsCards are the series names before a graphics card's number.
// Not RX: Google TN reads a server's "RX 2540 M1" digit by digit.
var graphicsCards = setOf(strings.Fields(`RTX GTX`), false)

// departmentCodes are the codes of a college's departments a course's
// number follows, in capitals ("ECON 101", "CS 310"); titleDepartments
// those written in title case too ("Econ 101", "Math 221").
var (
	departmentCodes = setOf(strings.Fields(`ECON MATH CS CSE CIS COMP COMPSCI BIO BIOL CHEM PHYS PHY ENGL ENG HIST PSYC
		PSY PSYCH SOC SOCI PHIL STAT STATS ACCT FIN MKT MGMT BUS ECE EE EECS MECH ARCH ARTH MUS ANTH POLS POLI PSCI
		GEOG GEOL ASTR EDUC NURS KIN SPAN FREN GERM LING COMM JOUR THEA MSE AERO BME ENGR CHEME`), false)
	titleDepartments = setOf(strings.Fields(`Econ Math Chem Bio Biol Psych Psyc Phys Stat Stats Engl Hist Phil Soc Anth
		Acct Calc Orgo Comp`), false)
	courseWords = setOf(strings.Fields(`course courses class classes enroll enrolled enrolling semester semesters
		credit credits prerequisite prerequisites prereq prereqs professor syllabus lecture lectures major minor
		elective electives tuition registrar freshman sophomore junior senior undergrad undergraduate`), false)
)

// courseCodeBefore reports whether the three digits at start follow a
// college department's code: a code of departmentCodes (or of
// titleDepartments in title case), or two to four capitals in a text of
// courses (courseWords) ("Register for ABCD 350 this semester").
func (sc *scanner) courseCodeBefore(start int) bool {
	w := prevWord(sc.text, start)
	if len(w) < 2 || len(w) > 7 || !isASCIILetter(w[0]) || w[0] < 'A' || w[0] > 'Z' {
		return false
	}
	if departmentCodes[w] || titleDepartments[w] {
		return true
	}
	return len(w) <= 4 && isAllUpper(w) && sc.hasWord(courseWords)
}

// musicCatalogues are the catalogues of a composer's works whose numbers
// run to four digits: Bach's (BWV), Handel's (HWV), Telemann's (TWV),
// Buxtehude's (BuxWV), Vivaldi's (RV), Mozart's (KV).
var musicCatalogues = setOf(strings.Fields(`BWV HWV TWV BuxWV RV KV`), false)

// smsShortCode reports whether before (the text before a number) ends in
// "text", a keyword and "to" (reTextKeywordTo), "text" the
// verb: after a determiner it is the noun ("Compare the text KJV to 1611
// spelling" was "one six one one").
func smsShortCode(before string) bool {
	loc := reTextKeywordTo.FindStringIndex(before)
	return loc != nil && !textDeterminers[strings.ToLower(prevWord(before, loc[0]))]
}

// textDeterminers before "text" make it the noun.
var textDeterminers = setOf(strings.Fields(`the a an this that these those his her their its our your my same whole original`), false)

// reTextKeywordTo is "text" and a keyword, or "reply" or "send" and a
// keyword in capitals, quoted or after "the word", and "to" before an
// SMS short code ("Reply STOP to 12345", "Text "HELP" to 12345", "Text
// help to 12345" were "twelve thousand ...").
var reTextKeywordTo = regexp.MustCompile(`(?:\b(?i:text|txt|sms|texting)\s+(?:(?i:the\s+word)\s+)?["'“]?[A-Za-z][A-Za-z0-9]+["'”]?|\b(?i:reply|send)\s+(?:(?i:the\s+word)\s+)?["'“]?[A-Z][A-Z0-9]+["'”]?)\s+(?i:to)\s+$`)

// orDuration mixes a 24-hour time with the count it was read as before
// when the preposition before it also takes a duration: "after 2000
// hrs." may be eight in the evening or two thousand hours of use
// ("twenty hundred hours" was certain). A time led by a zero ("after
// 0600 hours") and "at", "by", "until" keep the time alone.
func orDuration(hhmm, prev string, mil, count []alt) []alt {
	if hhmm[0] == '0' || !durationPrepositions[prev] || len(count) == 0 {
		return mil
	}
	var d dist
	d.addAll(mil, 0.55)
	d.addAll(count, 0.45)
	return d.done()
}

// durationPrepositions come before a time of day or a length of time.
var durationPrepositions = setOf(strings.Fields(`after before from since`), false)

// ofAfterNextWord reports whether "of" follows the word after end: "after
// 2000 hours of use" counts hours, no time of day ("twenty hundred
// hours" was the reading).
func ofAfterNextWord(text string, end int) bool {
	nw := nextWord(text, end)
	i := strings.Index(text[end:], nw)
	return nw != "" && i >= 0 && strings.EqualFold(nextWord(text, end+i+len(nw)), "of")
}

// timePrepositions come before a time of day.
var timePrepositions = setOf(strings.Fields(`at by until till from before after since`), false)

// dialWords come before a telephone number said digit by digit.
var dialWords = setOf(strings.Fields(`call calls called calling dial dials dialed dialled dialing dialling text texted
	texts texting ring rings ringing rang`), false)

// messageWords are verbs and nouns of sending a text message: a short code
// or a service line after "to" behind one is the number messaged.
var messageWords = setOf(strings.Fields(`text texts texted texting sms message messages messaged messaging msg`), false)

// messagedTo reports whether the number at start follows "to" with a word
// of messaging among the three words before that "to", in the same clause:
// "Text 2 to 611", "Text STOP to 611", "Send a text to 611" (a carrier's
// customer-service line, "six hundred eleven" 0.99 before, verb101).
// "Sales grew to 611", "from 500 to 611" have no such word.
func messagedTo(text string, start int) bool {
	w, i := prevWordAt(text, start)
	if !strings.EqualFold(w, "to") {
		return false
	}
	for k := 0; k < 3; k++ {
		w, j := prevWordAt(text, i)
		if w == "" {
			return false
		}
		if messageWords[strings.ToLower(w)] {
			return true
		}
		i = j
	}
	return false
}

// signAlts says a minus sign: "minus" or "negative" (style: negative).
func (sc *scanner) signAlts() []alt {
	var d dist
	for _, r := range []string{"minus", "negative"} {
		d.add(r, sc.st.w("negative", r))
	}
	return d.done()
}

// signAfter reports whether a minus at pos, written against what comes
// before it, is a sign: after an opening bracket, =, or punctuation that
// ends a word or clause ("?-34", "x,-34"), or after a dash that follows a
// word ("there--0.004kg": a dash, then -0.004). After a digit or letter it
// is a hyphen or a range dash ("1-2", "COVID-19").
func signAfter(text string, pos int) bool {
	switch text[pos-1] {
	case '(', '[', '{', '=', ',', ';', ':', '?', '!', '/', '"', '\'', '<', '>':
		return true
	case '-':
		// "--" before the number: the first is a dash when it follows a
		// word and is not itself a sign.
		return pos >= 2 && text[pos-2] != '-' && !isDigit(text[pos-2]) && (pos < 3 || text[pos-3] != '-')
	}
	return false
}

// numberScaleAt finds a scale suffix written against a number: K, M, bn,
// mn, and B and k only after a decimal (4B is more often a flat than four
// billion, a 5k run is "five k"; 12.5k followers are thousands).
func numberScaleAt(text string, pos int, point bool) (string, int) {
	for _, s := range []struct {
		suffix, word string
		needPoint    bool
	}{{"bn", "billion", false}, {"mn", "million", false}, {"K", "thousand", false}, {"M", "million", false}, {"B", "billion", true}, {"k", "thousand", true}} {
		if strings.HasPrefix(text[pos:], s.suffix) && boundaryAt(text, pos+len(s.suffix)) && (point || !s.needPoint) {
			return s.word, len(s.suffix)
		}
	}
	return "", 0
}

// golfScore reports whether the signed number n is a golfer's score to
// par: a whole number of one or two digits, no word of par after it
// ("-3 under par", "+2 over" say it already) nor a unit or a percent, in
// a text with a word only golf has (birdie, bogey, PGA, fairway ...).
func (sc *scanner) golfScore(n number) bool {
	if n.point || n.intPart == "" || len(n.intPart) > 2 || !boundaryAt(sc.text, n.end) || n.end < len(sc.text) && sc.text[n.end] != ' ' && sc.text[n.end] != ',' && sc.text[n.end] != '.' && sc.text[n.end] != ')' && sc.text[n.end] != ';' {
		return false
	}
	switch strings.ToLower(nextWord(sc.text, n.end)) {
	case "under", "over", "par", "e", "even", "c", "f":
		// "C" and "F" after a spaced number are degrees: "-3 C" in a
		// text of golf was "three under c".
		return false
	}
	if sc.measured(n.end) {
		return false
	}
	return sc.hasWord(golfWords)
}

// golfWords are the words only a text about golf has: not "golf" (a
// temperature "-5 on the golf course"), "par" ("-5, on par with last
// year") nor "eagle".
var golfWords = setOf(strings.Fields(`birdie birdies birdied bogey bogeys bogeyed pga lpga leaderboard
	fairway fairways putt putts putted`), false)

// battingAverage reports whether the number at start, written ".ddd"
// with a first digit other than 0, is a batting average: a word of
// hitting before it ("batting .315", "hit .300") or a hitter's noun after
// it ("a .300 hitter", "a .250 average").
func battingAverage(text string, start int, n number) bool {
	if n.intPart != "" || len(n.frac) != 3 || n.frac[0] == '0' || !boundaryAt(text, n.end) || n.end < len(text) && text[n.end] == '/' {
		return false // ".305/.390/.525": a slash line stays decimals
	}
	return battingBefore[strings.ToLower(prevWord(text, start))] || battingAfter[strings.ToLower(nextWord(text, n.end))]
}

// battingAverageWords says a batting average's three digits as
// thousandths: "300" "three hundred", "315" "three fifteen", "305" "three
// oh five".
func battingAverageWords(frac string) string {
	first := cardinalWords(frac[:1], false)
	switch {
	case frac[1:] == "00":
		return first + " hundred"
	case frac[1] == '0':
		return first + " oh " + cardinalWords(frac[2:], false)
	}
	return first + " " + cardinalWords(frac[1:], false)
}

// battingBefore and battingAfter are the words of hitting around a
// batting average; not a fielding percentage's ("an .878 career fielding
// percentage": Google TN reads it as a decimal, development line 1413).
var (
	battingBefore = setOf(strings.Fields(`batting batted bats hit hits hitting averaged`), false)
	battingAfter  = setOf(strings.Fields(`hitter hitters average avg batting`), false)
)

// thousandsOfK reports whether a lower-case k at i, against a whole
// number, counts thousands: a plural noun of things counted follows ("2k
// views", "10k steps", "5k followers"). Alone or before another noun it
// is a race or a letter ("a 5k run", "5k races" stay "five k").
func thousandsOfK(text string, i int) bool {
	return i+1 < len(text) && text[i] == 'k' && text[i+1] == ' ' && kCountNouns[nextWord(text, i+1)]
}

// scaleBeforeCount returns the scale a capital B or T against a whole
// number at i stands for before a plural of things counted ("70B
// parameters", "2T tokens", "8B people"), or "". Hand-set: Google TN's
// sentences have none.
func scaleBeforeCount(text string, i int) string {
	if i+1 >= len(text) || text[i+1] != ' ' || text[i] != 'B' && text[i] != 'T' {
		return ""
	}
	if nw := nextWord(text, i+1); !kCountNouns[nw] && !scaledCountNouns[nw] {
		return ""
	}
	if text[i] == 'B' {
		return "billion"
	}
	return "trillion"
}

// scaledCountNouns are the things counted in billions and trillions
// beside kCountNouns: a model's parameters and tokens, the web's pages.
var scaledCountNouns = setOf(strings.Fields(`parameters params tokens pages images documents records rows requests
	transactions devices`), false)

// kCountNouns are the things counted in thousands with a k.
var kCountNouns = setOf(strings.Fields(`views followers subscribers likes shares steps people users downloads
	members fans visitors readers listeners viewers words comments votes signatures students employees
	customers players streams plays hits posts tweets retweets miles`), false)

// wireScale reads the news wires' scale abbreviations after a number
// written apart from it: "5 mln tons", "1.5 bln barrels", "2 bn people"
// are "five million tons" ("five m l n tons" was the reading; money's
// "$5 mln" was already "five million dollars", money_scales). Hand-set:
// Google TN's sentences have none; the letters keep 0.1.
func (sc *scanner) wireScale(pos int, w string) ([]alt, bool) {
	word := wireScales[w]
	if word == "" {
		return nil, false
	}
	i := backOverSpaces(sc.text, pos)
	if i == 0 || !isDigit(sc.text[i-1]) {
		return nil, false
	}
	if (w == "bn" || w == "Bn") && (sc.hasWord(militaryUnitWords) || sc.fact(factMarineCorps)) && !scaledCurrencyWords[strings.ToLower(nextWord(sc.text, pos+len(w)))] {
		// "1 Bn, 5th Marines", "2 bn of the regiment": a battalion in a
		// text of military units ("one billion fifth marines" was the
		// reading). A currency after it keeps the billion ("The
		// regiment cost 4 bn pounds" was "four b n pounds").
		return nil, false
	}
	var d dist
	d.add(word, 0.9)
	d.add(spellLetters(w), 0.1)
	return d.done(), true
}

// militaryUnitWords make "bn" a battalion: the units around one.
// (not company, division or battery, which business news has beside a
// billion, nor corps: "the Army Corps of Engineers got 2 bn dollars",
// "the Peace Corps").
var militaryUnitWords = setOf(strings.Fields(`regiment regiments marines rifles battalion battalions brigade
	brigades infantry squadron fusiliers platoon bde regt`), false)

// hasMarineCorps reports whether the text names the Marine Corps, a
// military corps that makes "bn" a battalion as militaryUnitWords do
// ("He served with 3 Bn, Marine Corps." was "three billion" once corps
// left those words for the Peace Corps and the Army Corps of Engineers).
//
// wireScale asks it once per scan (factMarineCorps), and only where the
// text has the word "marine" (marineWords): at every "bn" of a long text
// it read the whole text three times.
func hasMarineCorps(text string) bool {
	return strings.Contains(text, "Marine Corps") || strings.Contains(text, "MARINE CORPS") || strings.Contains(text, "marine corps")
}

// marineWords: a text without them names no Marine Corps.
var marineWords = setOf([]string{"marine"}, false)

// scaledCurrencyWords after "bn" make it a billion of the currency.
var scaledCurrencyWords = setOf(strings.Fields(`dollars dollar usd euros euro eur pounds pound gbp sterling yen jpy
	yuan cny renminbi rupees rupee inr francs franc rubles roubles won pesos reais rand dinars riyals dirhams
	shekels lira kronor kroner zloty baht ringgit naira`), false)

// wireScales are the scale abbreviations wires write after a number.
var wireScales = map[string]string{"mln": "million", "Mln": "million", "MLN": "million", "bln": "billion",
	"Bln": "billion", "BLN": "billion", "bn": "billion", "Bn": "billion"}

// numberAltsPlain reads a number as a quantity (no year or digit
// readings): before a scale word, "1.2 million", "2010 thousand" never
// means a year.
func (sc *scanner) numberAltsPlain(n number) []alt {
	if n.point {
		return sc.decimalAlts(n.intPart, n.frac)
	}
	return sc.cardinalAlts(n.intPart, true)
}

// numberAlts reads a parsed number. bare allows the year reading of a
// 4-digit integer.
func (sc *scanner) numberAlts(n number, bare bool) ([]alt, Class) {
	if n.point {
		return sc.decimalAlts(n.intPart, n.frac), Decimal
	}
	t := trimDigits(n.intPart)
	if bare && !n.grouped && len(n.intPart) == 4 && n.intPart[0] != '0' {
		y := atoiSmall(t)
		if y >= 1000 && y <= 2099 {
			return sc.bareYearAlts(n, sc.st.w("bare_year", "year"), sc.st.w("bare_year", "cardinal")), Cardinal
		}
	}
	return indianAlts(n.intPart, n.indian && !n.point, sc.cardinalAlts(n.intPart, n.grouped)), Cardinal
}

// bareYearAlts mixes the year and cardinal readings of a bare 4-digit
// number 1000-2099 with weights yw and cw.
func (sc *scanner) bareYearAlts(n number, yw, cw float64) []alt {
	if sc.v == nil || sc.v.years == nil || !yearDigits(n.intPart) {
		return sc.bareYearAltsFresh(n, yw, cw)
	}
	k := yearKey{n.intPart, yw, cw}
	if c, ok := sc.v.years.Load(k); ok {
		return slices.Clone(c.([]alt))
	}
	alts := sc.bareYearAltsFresh(n, yw, cw)
	sc.v.years.Store(k, slices.Clone(alts))
	return alts
}

// yearDigits reports whether digits are 1000-2099, the numbers whose
// bareYearAlts are kept.
func yearDigits(digits string) bool {
	if len(digits) != 4 || digits < "1000" || digits > "2099" {
		return false
	}
	for i := range 4 {
		if !isDigit(digits[i]) {
			return false
		}
	}
	return true
}

// yearKey is what bareYearAlts' readings of a year depend on besides
// the style: the digits and the two weights.
type yearKey struct {
	digits string
	yw, cw float64
}

// bareYearAltsFresh is bareYearAlts worked out.
func (sc *scanner) bareYearAltsFresh(n number, yw, cw float64) []alt {
	var d dist
	for _, a := range sc.yearAlts(atoiSmall(trimDigits(n.intPart))) {
		a.prob *= yw
		a.class = Year
		d.addAlt(a)
	}
	cardinals := sc.cardinalAlts(n.intPart, false)
	for _, a := range cardinals {
		a.prob *= cw
		a.class = Cardinal
		d.addAlt(a)
	}
	alts := d.done()
	if cw > yw {
		// A reading both a year's and a count's ("two thousand five" for
		// 2005) was merged into the year's, added first. Where the context
		// says a count ("2005 people": yearContext), its span is a
		// cardinal's: the tagger and U2TF datasets take span classes as
		// labels, and Google TN files such a number as CARDINAL. Elsewhere
		// it stays the year's ("the third quarter 2021").
		for i := range alts {
			if alts[i].class == Year && slices.ContainsFunc(cardinals, func(c alt) bool { return c.spoken == alts[i].spoken }) {
				alts[i].class = Cardinal
			}
		}
	}
	return alts
}

// yearPrepositions are words after which a bare 4-digit number is a year
// ("in 1509", "since 1990", "c. 1200").
var yearPrepositions = map[string]bool{"in": true, "since": true, "from": true, "until": true, "till": true, "during": true,
	"by": true, "circa": true, "c": true, "ca": true, "before": true, "after": true, "between": true, "around": true, "year": true,
	"spring": true, "summer": true, "autumn": true, "fall": true, "winter": true, "early": true, "late": true, "mid": true}

// yearContext weighs the year and cardinal readings of a bare 4-digit
// number 1000-2099 by the words around it: after a preposition of time
// (and not before a plural noun) it is a year (bare_year_context
// after_preposition_*); before a noun that counts (countNouns: "1509
// people", "around 2000 inhabitants"), after no determiner, a count
// (before_count_noun_*); before another lower-case plural noun and after
// no such word ("1992 productions", "the 2002 recordings") mostly a year,
// as Google TN reads it (before_noun_*). ok is
// false elsewhere: the plain bare_year weights apply.
func (sc *scanner) yearContext(start int, n number) (yw, cw float64, ok bool) {
	if n.point || n.grouped || len(n.intPart) != 4 || n.intPart[0] == '0' {
		return 0, 0, false
	}
	if y := atoiSmall(n.intPart); y < 1000 || y > 2099 {
		return 0, 0, false
	}
	text := sc.text
	pw := strings.ToLower(prevWord(text, start))
	nw := nextWord(text, n.end)
	if n.end < len(text) && text[n.end] != ' ' {
		nw = ""
	}
	plural := nw != "" && isLowerASCIIWord(nw) && (len(nw) > 3 && strings.HasSuffix(nw, "s") && !strings.HasSuffix(nw, "ss") && !strings.HasSuffix(nw, "us") && !strings.HasSuffix(nw, "is") || irregularPlurals[nw])
	w := func(r string) float64 { return sc.st.w("bare_year_context", r) }
	switch {
	case percentRangeAfter(text, n.end):
		// "2012 - 77 %": a range of percentages (a season's dash does
		// not take one, seasonAfter), which Google TN says "two thousand
		// twelve to seventy seven percent": the study half of the fresh
		// sample (verb41) has 4 of 4 such ranges of 2010-2099 (2000-2009
		// read alike either way), the development set 1 of 1 ("2010 - 86
		// %"), none read as years; the fit half has none. Hand-set: the
		// year keeps 0.1.
		return 0.1, 0.9, true
	case ratioColonAfter(text, n.end):
		// "1977 : 123", "Bramwell 1985 : 50": a year and a page, which
		// Google TN reads as a ratio, "one thousand nine hundred seventy
		// seven to one hundred twenty three": 5 of 5 on the fresh
		// sample's study half (verb41), 1 of 1 on the fit half ("27 Oct
		// . 2010 : 8", "two thousand ten to eight"), none read as a year
		// but before another year ("June 4 , 1990 : 1990 Major League").
		// Hand-set: the year keeps 0.1.
		return 0.1, 0.9, true
	case mathOperand(text, start, n.end):
		// "2^10 = 1024", "x = 1024", "1000 + 1024 = 2024": a term of an
		// equation or a sum is a count, "one thousand twenty four" ("ten
		// twenty four", the bare year's, was first in every reading).
		// Hand-set: Google TN's sentences have no such term.
		return 0.05, 0.95, true
	case sc.measureRangeAfter(n.end):
		// "1980-1990 kg", "1601 - 2500cc": a range of measures, whose
		// second end the unit makes a count ("one thousand nine hundred
		// ninety kilograms"); both ends are read alike, so the first is
		// a count too ("nineteen eighty to one thousand nine hundred
		// ninety kilograms" was first at 0.81). Google TN: "1601 - 2500cc"
		// is "one thousand six hundred one to two thousand five hundred c
		// c" (the study half of the fresh sample, 1 of 1; no such range
		// reads the first end as a year). Hand-set as percentRangeAfter:
		// the year keeps 0.1.
		return 0.1, 0.9, true
	case plural && yearModifiedNouns[nw] && pw == "" && atSentenceStart(text, start):
		// "1999 records show the trend", "2019 records were lost":
		// opening a sentence, where counts are written in words, a
		// year's records, titles and matches more than a count
		// ("one thousand nine hundred ninety nine records" was 0.9).
		return w("before_noun_year"), w("before_noun_cardinal"), true
	case plural && countNouns[nw] && !yearDeterminers[pw] && (!yearPrepositions[pw] || pw == "around") &&
		(pw != "of" || countOfWords[strings.ToLower(prevWord(text, wordStartBefore(text, start)))]) &&
		!sc.yearRangeEnd(start, pw):
		// "1509 people died", "around 2000 inhabitants", "a population
		// of 4070 people": a count; "the 1984 residents" may be a
		// year's, and so is the number after "of" but for a word of
		// quantity ("the summer of 1969 people", "as of 2021
		// residents", "the class of 2020 students" are years).
		return w("before_count_noun_year"), w("before_count_noun_cardinal"), true
	case plural && !yearPrepositions[pw]:
		return w("before_noun_year"), w("before_noun_cardinal"), true
	case yearPrepositions[pw] || monthIndex[pw] > 0:
		return w("after_preposition_year"), w("after_preposition_cardinal"), true
	}
	return 0, 0, false
}

// citationYearDigits is the share of the digit-by-digit reading of a
// citation's year before its letter (citationLetterAfter). Hand-set.
const citationYearDigits = 0.2

// citationLetterAfter reports whether a lone lower-case letter a to h
// follows end after a space and then a closing mark or the text's end:
// the letter that tells apart an author's works of one year ("1990 b ,",
// "1986 a )"). "1957 p 36" (a page) and "1988 n c" (letters) are none.
func citationLetterAfter(text string, end int) bool {
	if end+2 > len(text) || text[end] != ' ' || text[end+1] < 'a' || text[end+1] > 'h' {
		return false
	}
	i := end + 2
	if i == len(text) {
		return true
	}
	if text[i] != ' ' {
		return false
	}
	i = skipSpaces(text, i)
	return i == len(text) || strings.IndexByte(",;:.)]", text[i]) >= 0
}

// percentRangeAfter reports whether a range's dash and a percentage
// follow the number ending at end ("2012 - 77 %", "2010-86.5%").
func percentRangeAfter(text string, end int) bool {
	i, ok := pastRangeDash(text, end)
	if !ok {
		return false
	}
	j := i
	for j < len(text) && (isDigit(text[j]) || text[j] == '.' && j > i && j+1 < len(text) && isDigit(text[j+1])) {
		j++
	}
	if j == i {
		return false
	}
	j = skipSpaces(text, j)
	return j < len(text) && text[j] == '%'
}

// mathOperators join the terms of an equation or a sum (mathOperand).
var mathOperators = []string{"=", "+", "×", "÷", "*", "^"}

// mathOperand reports whether the number at [start, end) is a term of an
// equation or a sum: an operator of mathOperators between it and another
// term (a digit, a bracket or a lone letter, a variable's), spaces around
// it or not ("x = 1024", "1024 = 2^10", "1000 + 1024"). "2000+ people"
// has no second term, and a word is none either: "Summer 2019 = best
// summer ever", "Born 1950 * died 2010" keep their years.
func mathOperand(text string, start, end int) bool {
	i := backOverSpaces(text, start)
	for _, op := range mathOperators {
		if !strings.HasSuffix(text[:i], op) {
			continue
		}
		k := backOverSpaces(text, i-len(op))
		if k > 0 && (isDigit(text[k-1]) || text[k-1] == ')' || loneLetterAt(text, k-1)) {
			return true
		}
	}
	j := skipSpaces(text, end)
	for _, op := range mathOperators {
		if !strings.HasPrefix(text[j:], op) {
			continue
		}
		k := skipSpaces(text, j+len(op))
		if k < len(text) && (isDigit(text[k]) || text[k] == '(' || loneLetterAt(text, k)) {
			return true
		}
	}
	return false
}

// loneLetterAt reports whether text[i] is an ASCII letter with no letter
// on either side, as a variable is written ("x", "2n").
func loneLetterAt(text string, i int) bool {
	letter := func(j int) bool { return j >= 0 && j < len(text) && (text[j]|0x20) >= 'a' && (text[j]|0x20) <= 'z' }
	return letter(i) && !letter(i-1) && !letter(i+1)
}

// measureRangeAfter reports whether a range's dash, a number and a unit
// follow the number ending at end ("1980-1990 kg", "1601 - 2500cc"): a
// unit that is no word of its own (not Ambiguous as "m" and "in", and
// against the number where it is AttachedOnly).
func (sc *scanner) measureRangeAfter(end int) bool {
	text := sc.text
	i, ok := pastRangeDash(text, end)
	if !ok {
		return false
	}
	j := i
	for j < len(text) && (isDigit(text[j]) || (text[j] == '.' || text[j] == ',') && j > i && j+1 < len(text) && isDigit(text[j+1])) {
		j++
	}
	if j == i {
		return false
	}
	k := j
	if k < len(text) && text[k] == ' ' {
		k++
	}
	if k >= len(text) {
		return false
	}
	u, l := sc.unitAt(k)
	return l > 0 && !u.Ambiguous && !(k > j && u.AttachedOnly) && boundaryAt(text, k+l)
}

// ratioColonAfter reports whether a spaced colon and a number that is no
// year follow the number ending at end: "1977 : 123", "2010 : 617421" (a
// year and its page or article); "June 4 , 1990 : 1990 Major League" is
// a date and a heading's year.
func ratioColonAfter(text string, end int) bool {
	if !strings.HasPrefix(text[end:], " : ") {
		return false
	}
	i := end + len(" : ")
	j := digitsEnd(text, i)
	if j == i {
		return false
	}
	return !(j-i == 4 && boundaryAt(text, j) && yearLike(text[i:j]))
}

// betweenCodes reports whether the number at start..end stands between
// two all-caps codes of one to four letters, the second one optionally
// followed by digits ("M 16 A", "RX 2540 M1"), separated by single spaces.
// The first code may be set apart by a dash, spaced or not, when one
// capital letter follows the number ("C - 130 T", "CH-47 J", "JKZ - 20
// A": an aircraft's or a vehicle's model and its variant letter, which
// Google TN reads digit by digit, "c one three o t": 6 of 6 on the fresh
// Kaggle sample, "YB - 50 C", "B - 17 D"; "U - 16 SM", an age group's
// team, is "u sixteen"; with no letter after, "C - 130", it says the
// number, 9 of 11, and so do these rules).
func (sc *scanner) betweenCodes(start, end int) bool {
	text := sc.text
	if start < 2 || end+1 >= len(text) || text[end] != ' ' {
		return false
	}
	if _, e := nextWordAt(text, end); e < len(text) && text[e] == '/' {
		// "GGT 45 U/L", "AST 45 IU/L": a unit per unit after the
		// number, no model's code ("g g t four five units per liter"
		// was 0.9, verb78).
		return false
	}
	codeEnd := start - 1 // where the first code ends
	switch {
	case strings.HasSuffix(text[:start], " - "):
		codeEnd = start - len(" - ")
	case text[start-1] != ' ' && text[start-1] != '-':
		return false
	}
	if codeEnd < start-1 || text[codeEnd] == '-' {
		// After a dash only a variant's one letter follows: "U - 16 SM"
		// is an age group's team, "u sixteen" in Google TN.
		if w := nextWord(text, end); len(w) != 1 {
			return false
		}
		if articleOrPronounOpens(text, end) && text[skipSpaces(text, end)] == 'I' {
			// "UCLA - 21 I think": a score's number before the pronoun,
			// no variant's letter (a model's variants skip the letter
			// I, which reads as a 1). An A may be either ("the B - 17 A
			// was", "USA - 20 A few minutes later") and stays the
			// variant's, as it was.
			return false
		}
	}
	code := func(w string, digitsAfter bool) bool {
		i := 0
		for i < len(w) && w[i] >= 'A' && w[i] <= 'Z' {
			i++
		}
		if i == 0 || i > 4 {
			return false
		}
		for j := i; j < len(w); j++ {
			if !digitsAfter || !isDigit(w[j]) {
				return false
			}
		}
		return true
	}
	if routeBefore(text, start) {
		// "I-95 N", "I-405 S", "SR 25 A": a road's number and its
		// direction's or branch's letter, the number said ("i nine
		// five n" was first): Google TN's "SR 25 A" is "... twenty five
		// A" and its road numbers before a letter ("State Route 3 B",
		// "Maryland Route 216 C") are numbers, 4 of 4 on the fit half,
		// the development set and the fresh sample's study half.
		return false
	}
	pw, nw := prevWord(text, codeEnd), nextWord(text, end)
	if pw == "A" && atSentenceStart(text, codeEnd-len(pw)) && sc.unitWordAt(end+1) {
		// "A 150 HP outboard motor.", "A 120 GB drive": the article
		// opening a sentence before a measure, no model's letter ("a
		// one five o horsepower" was 0.78). Hand-set (verb90).
		return false
	}
	if sc.fact(factInCapitals) && (headlineWord(pw) || headlineWord(nw) || sc.unitWordAt(end+1)) ||
		headlineWord(pw) && len(pw) >= 3 && (len(nw) == 1 || sc.unitWordAt(end+1)) {
		// "WINDS NW 15 TO 20 MPH", "TEMP 72 F": in a text written in
		// capitals every word is capitals, so an English word or a
		// unit on one side makes the number a count or a measure, no
		// code's ("n w one five" was 0.84, "temp seven two f" 0.90);
		// an English word of three letters or more before and a unit
		// or one capital after do so anywhere ("TEMP 72 F" alone, a
		// display's label; "GROUP 12 B"), where a model's letters are
		// no word ("M 16 A", "HLRT 827 AT").
		return false
	}
	if headlineWord(pw) && headlineWord(nw) {
		// "HOW TO LOSE 10 POUNDS IN 30 DAYS", "TOP 10 TIPS": a
		// headline's words in capitals, the number counted between them
		// ("in three o days" was 0.74).
		return false
	}
	return strings.HasSuffix(text[:codeEnd], pw) && strings.HasPrefix(text[end+1:], nw) && code(pw, false) && code(nw, true)
}

// unitWordAt reports whether a unit's symbol, as a whole word, starts at
// i ("F", "MPH", "KM").
func (sc *scanner) unitWordAt(i int) bool {
	_, l := sc.unitAt(i)
	return l > 0 && boundaryAt(sc.text, i+l)
}

// headlineWord reports whether w, in capitals, is an English word of two
// letters or more, as a headline writes its words, not a code's letters
// (RX, FW, HLRT; M and A alone are a designation's).
func headlineWord(w string) bool {
	return len(w) >= 2 && isEnglishWord(strings.ToLower(w))
}

func isLowerASCIIWord(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	return true
}

// countNouns are plural nouns a number before them counts ("1509
// people", "1200 soldiers", "4070 households") rather than dates ("the
// 2002 recordings", "1992 productions": a year's).
var countNouns = map[string]bool{"people": true, "persons": true, "inhabitants": true, "residents": true, "citizens": true,
	"members": true, "students": true, "pupils": true, "soldiers": true, "troops": true, "men": true, "women": true,
	"children": true, "votes": true, "voters": true, "copies": true, "units": true, "households": true, "families": true,
	"employees": true, "workers": true, "staff": true, "deaths": true, "casualties": true, "passengers": true,
	"spectators": true, "fans": true, "visitors": true, "tourists": true, "participants": true, "athletes": true,
	"delegates": true, "attendees": true, "customers": true, "users": true, "subscribers": true, "victims": true,
	"prisoners": true, "refugees": true, "volunteers": true, "players": true, "teachers": true, "patients": true,
	"homes": true, "houses": true, "dwellings": true, "buildings": true, "cars": true, "vehicles": true, "ships": true,
	"species": true, "pages": true, "words": true, "signatures": true, "seats": true, "beds": true, "rooms": true,
	"officers": true, "sailors": true, "police": true, "cattle": true, "horses": true, "animals": true, "trees": true,
	"jobs": true, "immigrants": true, "settlers": true, "guests": true, "viewers": true, "readers": true,
	"followers": true, "items": true, "books": true, "songs": true, "jews": true, "christians": true, "muslims": true,
	"catholics": true, "protestants": true, "miners": true, "farmers": true, "monks": true,
	"priests": true, "pilgrims": true, "runners": true, "competitors": true, "entries": true, "applicants": true,
	// Scores, works and amounts ("scored 1850 points", "holds 1750
	// paintings", "logged 1430 hours" were years).
	"points": true, "goals": true, "runs": true, "yards": true, "wins": true, "games": true, "matches": true,
	"paintings": true, "works": true, "objects": true, "artifacts": true, "specimens": true, "photographs": true,
	"photos": true, "images": true, "documents": true, "letters": true, "records": true, "titles": true,
	"hours": true, "minutes": true, "seconds": true, "days": true, "miles": true, "kilometres": true,
	"kilometers": true, "metres": true, "meters": true, "acres": true, "hectares": true, "tons": true,
	"tonnes": true, "calories": true, "steps": true, "laps": true, "cases": true, "samples": true}

// yearModifiedNouns are countNouns that a year names as often as a
// number counts them ("the 1999 records", "2019 titles").
var yearModifiedNouns = setOf(strings.Fields(`records titles matches games wins works documents letters photographs
	photos images cases samples entries books songs paintings`), false)

// yearRangeEnd reports whether the number at start, after the word pw,
// ends a range of years: "to", "and", "through" or "or" after a 4-digit
// year that follows a preposition of time ("From 1939 to 1945 soldiers
// fought", "between 1939 and 1945 soldiers"), read as the year it
// pairs with.
func (sc *scanner) yearRangeEnd(start int, pw string) bool {
	if pw != "to" && pw != "and" && pw != "through" && pw != "or" {
		return false
	}
	text := sc.text
	at := wordStartBefore(text, start)
	first := prevWord(text, at)
	if len(first) != 4 || !isDigit(first[0]) || strings.Trim(first, "0123456789") != "" {
		return false
	}
	if y := atoiSmall(first); y < 1000 || y > 2099 {
		return false
	}
	return yearPrepositions[strings.ToLower(prevWord(text, wordStartBefore(text, at)))]
}

// countOfWords are the words of quantity before "of" that make a 4-digit
// number before a noun of countNouns a count ("a population of 4070
// people", "a crowd of 1500 fans"); after another "of" the number is a
// year ("the summer of 1969", "the class of 2020").
var countOfWords = setOf(strings.Fields(`population populations total crowd crowds army armies force forces
	garrison group groups team community congregation workforce membership audience attendance turnout
	maximum minimum average estimate sum number majority capacity fleet herd herds flock colony sample
	tally gathering enrollment enrolment contingent band party crew town village city settlement parish
	district municipality out upwards excess`), false)

// yearDeterminers before a 4-digit number and a plural noun make the
// number modify the noun, as a year does ("the 1984 residents").
var yearDeterminers = map[string]bool{"the": true, "a": true, "an": true, "its": true, "their": true, "his": true,
	"her": true, "our": true, "this": true, "that": true, "these": true, "those": true}

// irregularPlurals are plural nouns without a final s, counted after a
// number ("1509 people").
var irregularPlurals = map[string]bool{"people": true, "men": true, "women": true, "children": true, "persons": true, "feet": true, "police": true, "cattle": true, "staff": true, "troops": true}

// lastDigitsOf reports whether the number at start follows "ending in",
// "ends with", "ending" ... in a sentence about a card, an account or a number:
// the last digits that identify it.
func (sc *scanner) lastDigitsOf(start int) bool {
	text := sc.text
	prev := strings.ToLower(prevWord(text, start))
	if prev == "ending" {
		// "the card ending 4242", "account ending 9012": "ending" right
		// before the digits, its "in" left out ("four thousand two
		// hundred forty two" 0.97 before, verb82).
		return sc.hasWord(accountWords)
	}
	if prev != "in" && prev != "with" {
		return false
	}
	switch strings.ToLower(prevWord(text, wordStartBefore(text, start))) {
	case "ending", "ends", "ended":
		return sc.hasWord(accountWords)
	}
	return false
}

// compassDirection reports whether the three digits at [start, end) are a
// heading's ("heading 270", "hdg 090") or the wind's direction before its
// speed ("winds 270 at 15"), and no count of a noun after them ("heading
// 200 miles north").
func (sc *scanner) compassDirection(start, end int) bool {
	prev := strings.ToLower(prevWord(sc.text, start))
	if prev != "heading" && prev != "hdg" && !((prev == "wind" || prev == "winds") && strings.EqualFold(nextWord(sc.text, end), "at")) {
		return false
	}
	return !countsNounAfter(sc.text, end)
}

// squawkWords before four octal digits make them a transponder code.
var squawkWords = setOf(strings.Fields(`squawk squawks squawking squawked transponder`), false)

// accountWords name what is known by its last digits.
var accountWords = setOf(strings.Fields(`card cards account accounts acct number numbers phone ssn digits visa
	mastercard amex debit credit policy routing iban`), false)

// eLocator reports whether the number at start follows a lone "e" (against
// it or after a space) that follows a colon after a volume's number or
// issue (a digit or a closing bracket): an article's electronic locator
// ("PLoS ONE 8: e68821", "8 : e 68821", "17 ( 6 ) : e 1000815").
// "Answer: e 2000" is no locator ("e two o o o" was the reading).
func eLocator(text string, start int) bool {
	i := start
	if i > 0 && text[i-1] == ' ' {
		i--
	}
	if i == 0 || text[i-1] != 'e' {
		return false
	}
	i--
	if i == 0 || text[i-1] != ' ' && text[i-1] != ':' {
		return false
	}
	i = backOverSpaces(text, i)
	if i == 0 || text[i-1] != ':' {
		return false
	}
	i--
	i = backOverSpaces(text, i)
	return i > 0 && (isDigit(text[i-1]) || text[i-1] == ')')
}

// rangeDashAfter reports whether a dash and a digit follow end, spaces
// around the dash or not ("1234 - 1240", "1234-40", "1234 – 40"): the
// number opens a range.
func rangeDashAfter(text string, end int) bool {
	i, ok := pastRangeDash(text, end)
	return ok && i < len(text) && isDigit(text[i])
}

// pastRangeDash returns where the text goes on past a range's dash (a
// hyphen or an en dash, spaces around it or not) at end, and false when
// no dash is there.
func pastRangeDash(text string, end int) (int, bool) {
	i := skipSpaces(text, end)
	i, ok := pastDash(text, i)
	if !ok {
		return 0, false
	}
	for i < len(text) && text[i] == ' ' {
		i++
	}
	return i, true
}

// beforeRangeDash is pastRangeDash looking back from pos: where the text
// ends before a range's dash (a hyphen or an en dash, spaces around it or
// not) that comes right before pos, and false when none does.
func beforeRangeDash(text string, pos int) (int, bool) {
	i := backOverSpaces(text, pos)
	switch {
	case strings.HasSuffix(text[:i], "-"):
		i--
	case strings.HasSuffix(text[:i], "–"):
		i -= len("–")
	default:
		return 0, false
	}
	return backOverSpaces(text, i), true
}

// pastDash returns where the text goes on past a hyphen or an en dash
// right at i, and false when neither is there.
func pastDash(text string, i int) (int, bool) {
	switch {
	case strings.HasPrefix(text[i:], "-"):
		return i + 1, true
	case strings.HasPrefix(text[i:], "–"):
		return i + len("–"), true
	}
	return 0, false
}

// yearLike reports whether digits may be a recent year, 1900-2099
// ("IUCN 2008", "JESC 2013": a report's or a contest's year).
func yearLike(digits string) bool {
	return len(digits) == 4 && (digits[:2] == "19" || digits[:2] == "20")
}

// afterCode reports whether the number at start follows an all-caps
// code of one to four letters, a space or a hyphen (and spaces) between
// ("N 21770", "SW- 1271", "GB 1005"): no English word ("TO 1500"), no
// lone "A" or "I", no room's, road's, country's or standards body's
// code (placeCodes, standardsCodes: "the UK 1500 metres", "ISO 9001"),
// nor a graphics card's series (said in pairs),
// outside a headline in capitals.
func (sc *scanner) afterCode(start, end int) bool {
	text := sc.text
	i := backOverSpaces(text, start)
	if i > 0 && text[i-1] == '-' {
		i--
	}
	if i == start {
		return false
	}
	j := i
	for j > 0 && isUpperASCII(text[j-1]) {
		j--
	}
	if j == i || i-j > 4 || j > 0 && text[j-1] != ' ' && text[j-1] != '(' {
		return false
	}
	code := text[j:i]
	if code == "A" || code == "I" || placeCodes[code] || standardsCodes[code] || graphicsCards[code] || sc.st.USStates[code] != "" && i-j == 2 {
		return false
	}
	var buf [4]byte
	for k := 0; k < len(code); k++ {
		buf[k] = code[k] + 'a' - 'A'
	}
	if isEnglishWord(string(buf[:len(code)])) {
		return false
	}
	nw := nextWord(text, end)
	return !(len(nw) >= 2 && strings.ToUpper(nw) == nw && !isDigit(nw[0]))
}

// stateInRunningText reports whether the state's code before the number
// at start (a comma between or not) follows a lower-case word: "Sales in
// CA, 95000.", "We sold 3 units in TX 12000 times": a state named in a
// sentence, no address's, whose ZIP code follows a town ("Santa Clara,
// CA 95051"; "nine five o o o" was the reading). After "to" the state
// is where a thing goes, an address without its town ("Ship to NY
// 10001.", "She moved to TX 75001": "ten thousand one" was the reading).
func stateInRunningText(text string, start int) bool {
	i := backOverSpaces(text, start)
	if i > 0 && text[i-1] == ',' {
		i--
	}
	_, at := prevWordAt(text, i)
	w := prevWord(text, at)
	return w != "" && w != "to" && isLowerASCIIWord(w)
}

// prevWordPastComma is the word before one comma right before pos
// (spaces either side): "FL, 95051" gives "FL"; "" without the comma.
func prevWordPastComma(text string, pos int) string {
	i := backOverSpaces(text, pos)
	if i > 0 && text[i-1] == ',' {
		return prevWord(text, i-1)
	}
	return ""
}

// lithiumCellSizes are the sizes of cylindrical lithium cells, two digits
// of diameter and three of length in tenths of a millimeter.
var lithiumCellSizes = setOf(strings.Fields(`10440 14500 16340 16650 18350 18500 18650 20700 21700 26650 32650`), false)

// batteryWords make a text one of batteries, where a cell's size is no
// count.
var batteryWords = setOf(strings.Fields(`battery batteries li-ion lithium lipo vape vapes flashlight flashlights
	torch charger chargers mah rechargeable`), false)

// lithiumCell reports whether a cell's size ending at end is one: "cell",
// "cells", "battery" or "batteries" after it, or a word of batteries in
// the text ("18650 cells were counted" in a lab is a count: no such
// word).
func (sc *scanner) lithiumCell(end int) bool {
	switch strings.ToLower(nextWord(sc.text, end)) {
	case "battery", "batteries":
		return true
	case "cell", "cells":
		return sc.hasWord(batteryWords) || sc.hasWord(cellPackWords)
	}
	return sc.hasWord(batteryWords)
}

// cellPackWords say cells are wired into a pack.
var cellPackWords = setOf(strings.Fields(`series parallel pack packs wired spot welded volts`), false)

// partCode reports whether the digits at start..end are inside a part's
// or a chip's code: a letter right before them, and a letter right after
// them ("LM317T", "ATmega328P"; not a plural's lone "s": "A380s") or a
// digit right before the letters before them ("1N4007", "74HC595"). A
// graphics card's letters ("RTX4090") keep their pairs.
func partCode(text string, start, end int) bool {
	if start == 0 || !isASCIILetter(text[start-1]) {
		return false
	}
	i := start - 1
	for i > 0 && isASCIILetter(text[i-1]) {
		i--
	}
	if l := text[i:start]; graphicsCards[strings.ToUpper(l)] || l == "x" || l == "X" || monthIndex[strings.ToLower(l)] > 0 {
		// "RTX4090" in pairs; "4x100m" a relay's legs; "12DEC2023" a
		// date.
		return false
	}
	if i > 0 && isDigit(text[i-1]) {
		return true
	}
	if end >= len(text) || !isASCIILetter(text[end]) {
		return false
	}
	j := end
	for j < len(text) && isASCIILetter(text[j]) {
		j++
	}
	return !(j-end == 1 && text[end] == 's')
}

// isASCIILetter reports whether c is a letter a-z or A-Z.
func isASCIILetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

// screenDimensionPairs is the weight of a resolution's number said in
// pairs (screenDimension); the count keeps the rest. Hand-set.
const screenDimensionPairs = 0.8

// screenDimension reports whether the number at [start, end) is one side
// of a screen's or a video's size in pixels: an "x" or a "×" (against both
// numbers, or spaced on both sides) joins it to another number of three or
// four digits, and no unit of length follows the pair ("2500 x 3000 mm" is
// a drawing's size, verb103).
func screenDimension(text string, start, end int) bool {
	sepAfter := func(i int) int {
		for _, sep := range [...]string{"x", "×", " x ", " × "} {
			if strings.HasPrefix(text[i:], sep) {
				return i + len(sep)
			}
		}
		return -1
	}
	pairStart, pairEnd := start, -1
	if j := sepAfter(end); j >= 0 {
		k := digitsEnd(text, j)
		if n := k - j; n >= 3 && n <= 4 && text[j] != '0' && !(k+1 < len(text) && (text[k] == '.' || text[k] == ',') && isDigit(text[k+1])) {
			pairEnd = k
		}
	}
	if pairEnd < 0 {
		i := start
		for _, sep := range [...]string{"x", "×", " x ", " × "} {
			if strings.HasSuffix(text[:start], sep) {
				i = start - len(sep)
				break
			}
		}
		if i == start {
			return false
		}
		b := i
		for b > 0 && isDigit(text[b-1]) {
			b--
		}
		if n := i - b; n < 3 || n > 4 || text[b] == '0' || b > 0 && (text[b-1] == '.' || text[b-1] == ',' || isASCIILetter(text[b-1])) {
			return false
		}
		pairStart, pairEnd = b, end
	}
	if mathOperand(text, pairStart, pairEnd) {
		// "2500x3000 = 7500000": a product's terms are counts.
		return false
	}
	if pairEnd < len(text) && (isDigit(text[pairEnd]) || isASCIILetter(text[pairEnd]) && text[pairEnd] != 'p') {
		// "1920x1080p" is a resolution still; "3840x2160mm" is no pair of pixels.
		return false
	}
	nw := strings.ToLower(nextWord(text, pairEnd))
	return !lengthUnitWords[nw] && !lengthUnitAbbrevs[nw]
}

// lengthUnitAbbrevs are the short units of length after a pair of
// numbers that make it a drawing's size, not a screen's.
var lengthUnitAbbrevs = setOf(strings.Fields(`mm cm m km in ft yd mi um µm nm`), false)
