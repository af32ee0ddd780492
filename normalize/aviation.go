package normalize

import (
	"regexp"
	"strings"
)

// runwaySides are the letters after a runway's number: parallel runways
// left, right and center.
var runwaySides = map[byte]string{'L': "left", 'R': "right", 'C': "center"}

// matchRunway reads a runway after "runway" or "rwy": "runway 27L" was
// "twenty seven liters" (L a unit), "runway 09R" "o nine r". The number
// is said as a cardinal 0.6 or digit by digit 0.4 (as pilots say it,
// "two seven left"; after a leading zero 0.6, "zero nine right"), the
// letter as its side;
// hand-set: Google TN's sentences have none.
func matchRunway(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if !isDigit(text[pos]) || pos > 0 && text[pos-1] != ' ' {
		return match{}, false
	}
	// Tried at every number: a runway's number first (cheapest), then
	// the words, compared without lower-casing a copy.
	j := digitsEnd(text, pos)
	if j-pos > 2 || atoiSmall(text[pos:j]) < 1 || atoiSmall(text[pos:j]) > 36 {
		return match{}, false
	}
	if pw := prevWord(text, pos); !runwayWord(pw) && !runwayListBefore(text, pos) {
		return match{}, false
	}
	side := ""
	if j < len(text) {
		side = runwaySides[text[j]]
	}
	end := j
	if side != "" {
		end++
	}
	if !boundaryAt(text, end) {
		return match{}, false
	}
	if side == "" && countsNounAfter(text, end) && !runwayWord(prevWord(text, pos)) {
		// "Runway 9 and 12 trucks": a count of what follows joined to
		// the list, no runway ("one two trucks" had 0.4); "Runways 9
		// and 12 closures" after the word itself stay runways.
		return match{}, false
	}
	digits := make([]string, 0, 2)
	for k := pos; k < j; k++ {
		digits = append(digits, cardinalWords(text[k:k+1], false))
	}
	card, each := 0.6, 0.4
	if text[pos] == '0' {
		card, each = 0.4, 0.6 // "09R": "zero nine right"
	}
	var d dist
	d.add(strings.TrimSpace(cardinalWords(text[pos:j], false)+" "+side), card)
	d.add(strings.TrimSpace(strings.Join(digits, " ")+" "+side), each)
	return oneSeg(Measure, pos, end, d.done()), true
}

// runwayWord reports whether w (a word before a number) is "runway",
// "runways" or "rwy", in any case; compared without lower-casing a copy.
func runwayWord(w string) bool {
	return strings.EqualFold(w, "runway") || strings.EqualFold(w, "runways") || strings.EqualFold(w, "rwy")
}

// reRunwayList is a list of runways up to the next one: "Runways 4L and
// ", "runways 9L, 9R, ", "Runways 22L, 22R, and " (a serial comma).
var reRunwayList = regexp.MustCompile(`(?i)\b(?:runways?|rwys?) \d{1,2}[LRC]?(?:(?:,| and| or|,? &|, and|, or) \d{1,2}[LRC]?)*(?:,| and| or|,? &|, and|, or) $`)

// runwayListMayEnd reports whether reRunwayList may match at the end of
// text: the pattern ends with a comma, "and", "or" or "&" (in any case)
// and a space.
func runwayListMayEnd(text string) bool {
	n := len(text)
	return n >= 2 && text[n-1] == ' ' && strings.IndexByte(",dDrR&", text[n-2]) >= 0
}

// runwayListBefore reports whether the number at pos continues a list of
// runways ("Runways 4L and 4R": the second was "four r").
func runwayListBefore(text string, pos int) bool {
	if !runwayListMayEnd(text[:pos]) {
		return false // the cheap test first: this runs at every number after a space
	}
	start := pos - 40
	if start < 0 {
		start = 0
	}
	return reRunwayList.MatchString(text[start:pos])
}

// matchFlightLevel reads a flight level, FL and three digits ("FL350",
// "FL 240"): "flight level three five zero" 0.7, "flight level three
// fifty" 0.3 ("f l three hundred fifty" before); hand-set.
func matchFlightLevel(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if !strings.HasPrefix(text[pos:], "FL") {
		return match{}, false
	}
	i := pos + 2
	if i < len(text) && text[i] == ' ' {
		i++
	}
	j := digitsEnd(text, i)
	if j-i != 3 || !boundaryAt(text, j) || text[i] == '0' {
		return match{}, false
	}
	digits := cardinalWords(text[i:i+1], false) + " " + cardinalWords(text[i+1:i+2], false) + " " + cardinalWords(text[i+2:i+3], false)
	var d dist
	d.add("flight level "+digits, 0.7)
	if text[i+1] != '0' {
		// "flight level three fifty"; "FL305", "FL100" only digit by
		// digit.
		d.add("flight level "+cardinalWords(text[i:i+1], false)+" "+cardinalWords(text[i+1:j], false), 0.3)
	}
	return oneSeg(Measure, pos, j, d.done()), true
}

// matchFlightNumber reads a flight's number after "flight": an airline's
// two capitals and one to four digits ("Flight BA2490", "flight UA 123"
// were "b a two thousand four hundred ninety"): the letters, then the
// digits in pairs as airlines announce them ("twenty four ninety", "one
// twenty three") 0.45, digit by digit 0.35, or the cardinal 0.2; one or
// two digits are the cardinal. Hand-set: Google TN's sentences have none.
func matchFlightNumber(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if pos+3 > len(text) || !airlineCodeChar(text[pos]) || !airlineCodeChar(text[pos+1]) || isDigit(text[pos]) && isDigit(text[pos+1]) || pos > 0 && text[pos-1] != ' ' {
		return match{}, false
	}
	if isDigit(text[pos]) || isDigit(text[pos+1]) {
		// "Flight 9W 1234", "flight B6 415": a code with a digit
		// ("nine watts", "six east" were readings) needs its space
		// before the number, and no zero first.
		if text[pos+2] != ' ' || text[pos] == '0' {
			return match{}, false
		}
	}
	bare := !flightBefore(text, pos)
	if bare && !airlineNumberAlone(sc, pos) {
		return match{}, false
	}
	if code := text[pos : pos+2]; flightCodeWords[code] || sc.inCapsRun(pos, pos+2) && isEnglishWord(strings.ToLower(code)) {
		// "FLIGHT AT 1800 HOURS", "The flight IS 1200 miles": a word in
		// capitals, no airline ("flight a t eighteen hundred" was the
		// reading); in a run of capitals every code that is a word.
		return match{}, false
	}
	i := pos + 2
	if text[i] == ' ' {
		i++
	}
	j := digitsEnd(text, i)
	if j == i || j-i > 4 || !boundaryAt(text, j) || text[i] == '0' {
		return match{}, false
	}
	code := airlineCodeWords(text[pos : pos+2])
	digits := text[i:j]
	if bare && !airlineBareDigits(sc, digits, j) {
		return match{}, false
	}
	var d dist
	if len(digits) <= 2 {
		d.addAll(sc.cardinalAlts(digits, false), 1)
	} else if !pairsSaid(digits) {
		// "Flight BA 1000": "one thousand" (pairs said "ten hundred").
		d.addAll(sc.cardinalAlts(digits, true), 0.65)
		d.addAll(sc.digitAlts(digits, 1), 0.35)
	} else {
		d.add(pairWords(digits), 0.45)
		d.addAll(sc.digitAlts(digits, 1), 0.35)
		d.addAll(sc.cardinalAlts(digits, true), 0.2)
	}
	m := oneSeg(Digits, pos, j, product(single(code), d.done()))
	m.segs[0].flight = len(digits) >= 3
	return m, true
}

// flightBefore reports whether the word before pos is "flight",
// "flights" or "flt", in any case, or a list of flights runs up to pos
// ("Flights BA 287 and BA 289", "flights UA 1, UA 2 or AA 3": the second
// was "b a two hundred eighty nine", the plain number's, beside the
// first's "two eighty seven").
func flightBefore(text string, pos int) bool {
	if pw := prevWord(text, pos); strings.EqualFold(pw, "flight") || strings.EqualFold(pw, "flights") || strings.EqualFold(pw, "flt") {
		return true
	}
	start := max(pos-60, 0)
	return reFlightList.MatchString(text[start:pos])
}

// airlineNumberAlone reports whether the two characters at pos are an
// airline's code that writes a flight without "flight" before it ("UA
// 123", "BA 117 departs at noon." were "u a one hundred twenty three"):
// one of airlineCodes and a space ("He bought BA2490 shares." keeps the
// count), outside a run of capitals ("JOHN SMITH, BA 1995")
// and after no number (an ISBN's or a part code's characters, "B 00087
// LX 8 S"). A state's, a country's or a word's two capitals ("CA 90210",
// "TX 75", "UK 123", "NO 2") are none of them (verb105).
func airlineNumberAlone(sc *scanner, pos int) bool {
	if !airlineCodes[sc.text[pos:pos+2]] || sc.text[pos+2] != ' ' || sc.inCapsRun(pos, pos+2) {
		return false
	}
	pw := prevWord(sc.text, pos)
	return pw == "" || !isDigit(pw[len(pw)-1])
}

// airlineBareDigits reports whether digits, ending at j, after an
// airline's code with no "flight" before it, are a flight's number: three
// or four digits (one or two keep the letters and the count, as they
// read), no single capital after them (a code's next character: "LX 8
// S"), and a number of 1800 to 2099, a year's ("BA 1995", a degree's),
// only in a text of travel (airlineTextWords) (verb105).
func airlineBareDigits(sc *scanner, digits string, j int) bool {
	text := sc.text
	if len(digits) < 3 {
		return false
	}
	if nw := nextWord(text, j); len(nw) == 1 && nw[0] >= 'A' && nw[0] <= 'Z' {
		return false
	}
	if len(digits) == 4 && (digits[:2] == "18" || digits[:2] == "19" || digits[:2] == "20") {
		return sc.hasWord(airlineTextWords)
	}
	return true
}

// airlineCodes are airlines' two-character codes that a traveller writes
// before a flight's number: the large carriers' of America, Europe, Asia
// and the Gulf. Left out: codes that are a state's (AZ, NH, VA, LA), a
// word's or a unit's (AS, HA, AM, AC for current, VS for versus, FR for
// flame-retardant, U2 for the band), and LX (Google TN's development set
// writes "LX 8" inside an ISBN).
var airlineCodes = setOf(strings.Fields(`UA AA DL BA WN B6 F9 NK LH AF KL EK QF SQ CX JL EI IB TK QR EY AY`), false)

// airlineTextWords are words of a text about flying, where an airline's
// code before a year's number is still a flight ("BA 1995 departs").
var airlineTextWords = setOf(strings.Fields(`flight flights depart departs departed departing departure departures
	arrive arrives arrived arriving arrival arrivals gate boarding board boards airport terminal delayed landed
	landing takeoff nonstop layover connecting airline airlines`), false)

// reFlightList is a list of flights up to the next one: "Flights BA 287
// and ", "flights UA 1, UA 2, or ".
var reFlightList = regexp.MustCompile(`\b(?:[Ff]lights?|FLIGHTS?|[Ff]lts?) [A-Z0-9]{2} ?[1-9]\d{0,3}(?:(?:,| and| or|,? &|, and|, or) [A-Z0-9]{2} ?[1-9]\d{0,3})*(?:,| and| or|,? &|, and|, or) $`)

// airlineCodeChar reports whether c may be in an airline's code: a
// capital or a digit ("BA", "9W", "B6").
func airlineCodeChar(c byte) bool { return c >= 'A' && c <= 'Z' || isDigit(c) }

// airlineCodeWords says an airline's code character by character: "b
// a", "nine w".
func airlineCodeWords(code string) string {
	parts := make([]string, 0, len(code))
	for i := 0; i < len(code); i++ {
		if isDigit(code[i]) {
			parts = append(parts, cardinalWords(code[i:i+1], false))
		} else {
			parts = append(parts, strings.ToLower(code[i:i+1]))
		}
	}
	return strings.Join(parts, " ")
}

// flightCodeWords are two capitals that are words, no airline's code
// ("FLIGHT AT 1800 HOURS", "FLIGHT TO 2021").
var flightCodeWords = setOf(strings.Fields(`AT TO IS IN ON OF BY OR IF IT AN BE DO GO HE ME MY NO SO UP WE`), false)

// pairsSaid reports whether digits are said in pairs: not a round
// thousand, which is said as one ("RTX 4000", "Form 2000", "flight BA
// 1000": "forty hundred", "twenty hundred", "ten hundred" in pairs).
func pairsSaid(digits string) bool {
	return len(digits) != 4 || digits[1:] != "000"
}

// pairWords says three or four digits in pairs, as model and flight
// numbers are said: "2490" "twenty four ninety", "1005" "ten oh five",
// "123" "one twenty three", "3000" "thirty hundred".
func pairWords(digits string) string {
	head, tail := digits[:len(digits)-2], digits[len(digits)-2:]
	pair := cardinalWords(head, false) + " "
	switch {
	case tail == "00":
		pair += "hundred"
	case tail[0] == '0':
		pair += "oh " + cardinalWords(tail[1:], false)
	default:
		pair += cardinalWords(tail, false)
	}
	return pair
}

// matchAircraftModel reads an airliner's model written against its
// maker's letter with its variant, as a new user writes it: an Airbus
// "A" and its three digits (airbusNumbers) or a Boeing "B" and a 7x7,
// then a variant's letters ("A380F", "A320neo", "B777F") or a dash and
// the variant's number and letters ("A350-1000", "B737-800",
// "A330-200F", "B787-9"). People who fly say the model as its first
// digit and a pair, "a three eighty f", "a three fifty one thousand"
// (Airbus), or digit by digit, "b seven three seven eight hundred"
// (Boeing; "triple seven" for the 777), the dash unsaid ("a three eight
// o f", a part code's digits, was 0.61; "a three five o one o o o", a
// telephone's, 0.86; "b seven hundred thirty seven eight hundred" 0.60,
// verb91's list). The number keeps a share, as Google TN reads a model
// written apart ("Boeing 747 - 300" "seven hundred forty seven to three
// hundred"); its sentences write no model against its letter, so the
// weights are hand-set (verb94). A model alone ("the A380", "B737") keeps
// the plain readings (letterPlaneModel, airbusModel).
func matchAircraftModel(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if pos+4 > len(text) || text[pos] != 'A' && text[pos] != 'B' || !isDigit(text[pos+1]) || pos > 0 && isWordByte(text[pos-1]) {
		return match{}, false
	}
	j := digitsEnd(text, pos+1)
	if j-pos != 4 {
		return match{}, false
	}
	model := text[pos+1 : j]
	boeing := text[pos] == 'B'
	if boeing && !(model[0] == '7' && model[2] == '7') || !boeing && !airbusNumbers[model] {
		return match{}, false
	}
	k, suffix := aircraftSuffixAt(text, j)
	variant, codedVariant := "", ""
	dash := 0
	if k == j && strings.HasPrefix(text[k:], "-") {
		dash = 1
	} else if k == j && strings.HasPrefix(text[k:], "–") {
		dash = len("–")
	}
	if dash > 0 && k+dash < len(text) && isDigit(text[k+dash]) {
		v := digitsEnd(text, k+dash)
		n := text[k+dash : v]
		short := boeing && (len(n) == 1 && n[0] >= '7' || n == "10")
		// "B707-320", "A330-243", "737-824": a variant not in round
		// hundreds, its series and a customer's or an engine's code, is
		// said as the model is, the first digit and a pair, "seven oh
		// seven three twenty" 0.7 (the number 0.3); not before another
		// dash and digits (a telephone's, "A310-555-1234") nor after a
		// label ("Part A320-555"). Hand-set (verb98): Google TN's
		// sentences hold none.
		coded := !short && len(n) == 3 && n[0] != '0' && n[1:3] != "00"
		if coded && (v+1 < len(text) && (text[v] == '-' || text[v] == '.') && isDigit(text[v+1]) || variantLabels[strings.ToLower(prevWord(text, pos))]) {
			return match{}, false
		}
		if !short && !coded && (len(n) < 3 || len(n) > 4 || n[0] == '0' || n[1:3] != "00" && len(n) == 3) {
			return match{}, false
		}
		variant = " " + cardinalWords(n, false)
		if coded {
			codedVariant = " " + firstDigitAndPair(n)
		}
		k, suffix = aircraftSuffixAt(text, v)
		if k == v && k < len(text) && text[k] == ' ' {
			// "B737-8 MAX": the variant's name spaced after it.
			if w := nextWord(text, k); w == "MAX" || w == "Max" {
				k, suffix = k+1+len(w), " max"
			}
		}
	} else if k == j {
		return match{}, false // no variant: the plain readings
	}
	if !boundaryAt(text, k) && !(k < len(text) && text[k] == 's' && boundaryAt(text, k+1)) {
		return match{}, false
	}
	plural := ""
	if k < len(text) && text[k] == 's' {
		plural, k = "s", k+1
	}
	letter := "a "
	if boeing {
		letter = "b "
	}
	digits := digitWords(model, zeroO)
	pair := firstDigitAndPair(model)
	if model[1:] == "00" {
		pair = cardinalWords(model, false) // "A300-600": "a three hundred six hundred"
	}
	var d dist
	say := func(m string, p float64) { d.add(letter+m+variant+suffix+plural, p) }
	if codedVariant != "" {
		say = func(m string, p float64) {
			d.add(letter+m+codedVariant+suffix+plural, 0.7*p)
			d.add(letter+m+variant+suffix+plural, 0.3*p)
		}
	}
	if boeing {
		if model == "777" {
			say(digits, 0.35)
			say("triple seven", 0.15)
		} else {
			say(digits, 0.5)
		}
		say(pair, 0.3)
		say(cardinalWords(model, false), 0.2)
	} else {
		say(pair, 0.6)
		say(cardinalWords(model, false), 0.3)
		say(digits, 0.1)
	}
	return oneSeg(Cardinal, pos, k, d.done()), true
}

// variantLabels before a maker's letter and a model make a dash and three
// digits a part's or an item's number, no variant ("Part A320-555").
var variantLabels = setOf(strings.Fields(`part parts pn sku item items no ref cat serial code room rm grade unit
	lot box order`), false)

// airbusNumbers are Airbus's airliners after their "A".
var airbusNumbers = setOf(strings.Fields(`220 300 310 318 319 320 321 330 340 350 380 400`), false)

// aircraftSuffixes are a variant's letters after an airliner's model and
// how they are said: "A380F", "A320neo", "B777X", "A350XWB", "737-800ER".
var aircraftSuffixes = []struct{ written, said string }{
	{"XWB", " x w b"}, {"XLR", " x l r"}, {"ULR", " u l r"}, {"MRTT", " m r t t"}, {"neo", " neo"}, {"NEO", " neo"},
	{"ceo", " c e o"}, {"MAX", " max"}, {"ER", " e r"}, {"LR", " l r"}, {"SP", " s p"}, {"F", " f"}, {"X", " x"}, {"M", " m"},
}

// aircraftSuffixAt returns where a variant's letters at i end and how
// they are said (i and "" where none).
func aircraftSuffixAt(text string, i int) (int, string) {
	for _, s := range aircraftSuffixes {
		if strings.HasPrefix(text[i:], s.written) {
			e := i + len(s.written)
			if boundaryAt(text, e) || e < len(text) && text[e] == 's' && boundaryAt(text, e+1) || e < len(text) && text[e] == '-' {
				return e, s.said
			}
		}
	}
	return i, ""
}
