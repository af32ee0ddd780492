package normalize

import (
	"regexp"
	"strconv"
	"strings"
)

var unicodeFractions = map[string][2]int{
	"½": {1, 2}, "⅓": {1, 3}, "⅔": {2, 3}, "¼": {1, 4}, "¾": {3, 4}, "⅕": {1, 5}, "⅖": {2, 5},
	"⅗": {3, 5}, "⅘": {4, 5}, "⅙": {1, 6}, "⅚": {5, 6}, "⅐": {1, 7}, "⅛": {1, 8}, "⅜": {3, 8},
	"⅝": {5, 8}, "⅞": {7, 8}, "⅑": {1, 9}, "⅒": {1, 10},
}

var (
	reUnicodeFrac  = regexp.MustCompile(`^(\d+)? ?([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒])`)
	reUnicodeFrac0 = regexp.MustCompile(`^([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒])`)
)

// fractionAlts reads num/den: "three quarters", "one half", "a half",
// "two thirds", "three over four". mixed says a whole number precedes
// ("two and a half").
func (sc *scanner) fractionAlts(num, den string, mixed bool) []alt {
	st := sc.st
	n, d := trimDigits(num), trimDigits(den)
	if len(n) > maxCardinalDigits || len(d) > maxCardinalDigits {
		return nil
	}
	numW := cardinalWords(n, false)
	var out dist
	ordW := st.w("fraction", "ordinal")
	one, a := st.w("fraction_names", "one"), st.w("fraction_names", "a")
	if mixed {
		// "2 1/2", "4 1/2 lbs", "1¼": after a whole number English says
		// "and a half", "and a quarter" ("two and one half" was first, at
		// the lone fraction's 0.6; NeMo's test cases say "a" too).
		// Hand-set: Google TN's sentences have no mixed number.
		one, a = 0.15, 0.85
	}
	switch d {
	case "1":
		// "142/1": no ordinal reading.
	case "2":
		if n == "1" {
			out.add("one half", ordW*one)
			out.add("a half", ordW*a)
		} else {
			out.add(numW+" halves", ordW)
		}
	case "4":
		q, f := st.w("fraction_names", "quarter"), st.w("fraction_names", "fourth")
		if n == "1" {
			out.add("one quarter", ordW*q*one)
			out.add("a quarter", ordW*q*a)
			out.add("one fourth", ordW*f*one)
			out.add("a fourth", ordW*f*a)
		} else {
			out.add(numW+" quarters", ordW*q)
			out.add(numW+" fourths", ordW*f)
		}
	default:
		denW := ordinalize(cardinalWords(d, false))
		if n != "1" {
			denW = pluralWord(denW)
		}
		out.add(numW+" "+denW, ordW)
		if n == "1" && !mixed {
			art := "a "
			if denW[0] == 'e' {
				art = "an " // "an eighth", "an eleventh" ("a eighth" was a reading)
			}
			out.add(art+denW, ordW*0.1)
		}
	}
	out.add(numW+" over "+cardinalWords(d, false), st.w("fraction", "over"))
	if d != "1" && (len(d) > 1 || d[0] > '4' || n >= d) {
		// "24/7", "50/50", "9/11": two numbers, not a fraction, mostly when
		// the top is not smaller.
		improper := len(n) > len(d) || len(n) == len(d) && n >= d
		pw := st.w("fraction", "pair")
		if improper {
			pw = st.w("fraction", "pair_improper")
		}
		if n == d && !mixed || n == "24" && d == "7" || n == "9" && d == "11" && !mixed || !mixed && sharesOfHundred(n, d) {
			// "50/50", "20/20" (a fraction equal to one is not written
			// as one), "24/7" (round the clock) and "9/11" (the attacks;
			// "nine elevenths" before) are the pair: the fraction
			// readings keep a twentieth of their weight. A proper one
			// ("9/11", "40/60") takes the improper pair's weight, not
			// four times it: its own (pair 0.03) left "nine elevenths"
			// first-but-one at 0.28 after 9/11 ("after 9/11", "the 9/11
			// attacks"); the fraction keeps 0.07, as Google TN
			// says "Student Stories of 9/11" (the development set's one
			// 9/11, line 2133).
			alts := out.done()
			out = dist{}
			for _, a := range alts {
				out.add(a.spoken, a.prob/20)
			}
			if improper {
				pw *= 4
			} else {
				pw = st.w("fraction", "pair_improper")
			}
		}
		out.add(numW+" "+cardinalWords(d, false), pw)
	}
	return out.done()
}

// halfPriceWords after 1/2 make it a sale's "half" ("1/2 price", "1/2
// off", "1/2-priced").
var halfPriceWords = setOf(strings.Fields(`price priced prices off`), false)

// sharesOfHundred reports whether n/d are two shares of a whole that add
// up to 100, as a split, a mix or an allocation is written ("a 60/40
// portfolio", "the split was 70/30", "a 95/5 blend"): both multiples of
// 5, the first 15 or more so that no month and year ("10/90") is taken.
// Such a pair is said as two numbers, "sixty forty" ("sixty fortieths"
// was first at 0.75; "50/50" is the pair already). Hand-set: Google TN's
// sentences have none.
func sharesOfHundred(n, d string) bool {
	if len(n) > 2 || len(d) > 2 {
		return false
	}
	a, b := atoiSmall(n), atoiSmall(d)
	return a+b == 100 && a >= 15 && b >= 5 && a%5 == 0 && b%5 == 0
}

// slashSeason reads a season or fiscal year written with a slash, a year
// and the next ("2024/25", "1999/2000"): the year, then the next as its
// two digits or as a year, with the slash unsaid or "to" (hand-set
// weights; it was a fraction: "two thousand twenty four twenty fifths").
func (sc *scanner) slashSeason(num, den string) ([]alt, bool) {
	if len(num) != 4 || num[0] == '0' || (len(den) != 2 && len(den) != 4) {
		return nil, false
	}
	y := atoiSmall(num)
	next := atoiSmall(den)
	var denAlts []alt
	switch {
	case len(den) == 2 && next == (y+1)%100:
		if den[0] == '0' {
			denAlts = single("o " + cardinalWords(den[1:], false))
		} else {
			denAlts = single(cardinalWords(den, false))
		}
	case len(den) == 4 && next == y+1:
		denAlts = sc.yearAlts(next)
	default:
		return nil, false
	}
	var sep dist
	sep.addAlt(alt{spoken: "", literal: true, prob: 0.6})
	sep.add("to", 0.4)
	return product(sc.yearAlts(y), sep.done(), denAlts), true
}

// circaYears reads a year and the next after "c.", "ca." or "circa" at
// pos ("Bede (c. 672/673 – 735)", "c. 1119/1120", "c. 1726/27"): a year
// the sources leave between two, said with "or" 0.6 or the slash unsaid
// 0.4 ("six hundred seventy two six hundred seventy thirds", a fraction,
// was the reading of three digits; four took the season's "to" 0.4).
// Hand-set: Google TN's sentences have none.
func (sc *scanner) circaYears(pos int, num, den string) ([]alt, bool) {
	if len(num) < 3 || len(num) > 4 || num[0] == '0' || !circaBefore(sc.text, pos) {
		return nil, false
	}
	y, next := atoiSmall(num), atoiSmall(den)
	var denAlts []alt
	switch {
	case len(den) == len(num) && next == y+1:
		denAlts = sc.yearAlts(next)
	case len(num) == 4 && len(den) == 2 && next == (y+1)%100 && den[0] != '0':
		denAlts = single(cardinalWords(den, false))
	default:
		return nil, false
	}
	var sep dist
	sep.add("or", 0.6)
	sep.addAlt(alt{spoken: "", literal: true, prob: 0.4})
	return product(sc.yearAlts(y), sep.done(), denAlts), true
}

// circaBefore reports whether "c.", "ca." or "circa" (a word of its own)
// stands right before pos, past spaces.
func circaBefore(text string, pos int) bool {
	i := backOverSpaces(text, pos)
	for _, c := range [...]string{"c.", "ca.", "circa", "Circa"} {
		if strings.HasSuffix(text[:i], c) {
			j := i - len(c)
			return j == 0 || !isWordStartByte(text[j-1]) && !isDigit(text[j-1])
		}
	}
	return false
}

// euActNumber reports whether num/den at pos is a European act's year
// and number: a year 1950-2099 after "(EU)", "(EC)", "(EEC)" or a word
// naming an act ("Regulation (EU) 2016/679", "Directive 2006/42/EC").
func euActNumber(text string, pos int, num, den string) bool {
	if len(num) != 4 || (num[:2] != "19" && num[:2] != "20") || atoiSmall(num) < 1950 || den[0] == '0' {
		return false
	}
	before := strings.TrimRight(text[:pos], " ")
	for _, s := range []string{"(EU)", "(EC)", "(EEC)", "(Euratom)"} {
		if strings.HasSuffix(before, s) {
			return true
		}
	}
	switch prevWord(text, pos) {
	case "Regulation", "Directive", "Decision", "Regulations", "Directives":
		return true
	}
	return false
}

// courtCaseNumber reports whether the n/yy at pos follows a capital and
// a dash that open a word ("C-131/12", "(T-201/04)"): a case's number and
// the year of two digits it was lodged in.
func courtCaseNumber(text string, pos int, den string) bool {
	if len(den) != 2 || pos < 2 || text[pos-1] != '-' || !isUpperASCII(text[pos-2]) {
		return false
	}
	return pos == 2 || text[pos-3] == ' ' || text[pos-3] == '('
}

// mixedFraction reads "2 1/2", "1/2", "3¾", "½" at pos.
func (sc *scanner) mixedFraction(pos int) (match, bool) {
	text := sc.text[pos:]
	if len(text) >= 5 && text[1] != '/' && hyphenBeforeMixedAt(text) {
		if w, n, d, end, ok := hyphenedMixedNumber(sc.text, pos); ok {
			alts := product(sc.cardinalAlts(w, true), single("and"), sc.fractionAlts(n, d, true))
			return oneSeg(Fraction, pos, end, alts), true
		}
	}
	if m, ok := fractionSpan(text); ok {
		end := m[1]
		if !boundaryAt(sc.text, pos+end) && !secondAgainstFraction(text, m) {
			return match{}, false
		}
		// 31/31/100 is a chain of numbers, not a fraction.
		if rest := text[end:]; len(rest) > 1 && rest[0] == '/' && isDigit(rest[1]) {
			return match{}, false
		}
		if rest := text[end:]; m[2] < 0 && m[8] < 0 && len(rest) > 1 && rest[0] == '.' && isDigit(rest[1]) {
			return sc.decimalDenominator(pos, m[4], m[5], m[6])
		}
		if pos >= 2 && sc.text[pos-1] == '/' && isDigit(sc.text[pos-2]) {
			return match{}, false
		}
		num, den := text[m[4]:m[5]], text[m[6]:m[7]]
		if trimDigits(den) == "0" {
			return match{}, false
		}
		mixed := m[2] >= 0
		if !mixed && m[8] < 0 && euActNumber(sc.text, pos, num, den) {
			// "Regulation (EU) 2016/679": the act's year and number
			// ("six hundred seventy ninths" before); hand-set.
			alts := product(sc.yearAlts(atoiSmall(num)), single("slash"), sc.cardinalAlts(trimDigits(den), false))
			return oneSeg(Cardinal, pos, pos+end, alts), true
		}
		if !mixed && m[8] < 0 && courtCaseNumber(sc.text, pos, den) {
			// "Case C-131/12", "T-201/04": a European court's case, its
			// number and its year ("c one hundred thirty one twelfths"
			// was 0.75, verb78). Hand-set: Google TN's sentences have
			// none.
			alts := product(sc.cardinalAlts(num, false), single("slash "+zeroLedWords(den)))
			return oneSeg(Cardinal, pos, pos+end, alts), true
		}
		if !mixed && m[8] < 0 {
			if alts, ok := sc.circaYears(pos, num, den); ok {
				return oneSeg(Date, pos, pos+end, alts), true
			}
			if alts, ok := sc.slashSeason(num, den); ok {
				return oneSeg(Date, pos, pos+end, alts), true
			}
			if month, year := atoiSmall(num), atoiSmall(den); len(num) <= 2 && month >= 1 && month <= 12 && len(den) == 4 && year >= 1900 && year <= 2099 &&
				(num[0] == '0' || monthYearBefore[strings.ToLower(prevWord(sc.text, pos))]) && !partMeasuredAfter(sc.text, pos+end) {
				// "Best before 05/2025", "since 3/2019": a month led by a
				// zero or after a word of dates, and its year ("five two
				// thousand twenty fifths" was 0.94); the fraction keeps a
				// twentieth. Bare, "1/2007" stays NeMo's fraction ("one
				// two thousand seventh"). Hand-set: Google TN's
				// sentences have none.
				var d dist
				d.addAll(product(single(monthNames[month]), sc.yearAlts(year)), 0.95)
				d.addAll(sc.fractionAlts(num, den, false), 0.05)
				return oneSeg(Date, pos, pos+end, d.done()), true
			}
		}
		if clock, onset := roundTheClock(sc.text, pos, pos+end, num, den); !mixed && m[8] < 0 && (clock || onset) {
			// "open 7/24", "7/24 support": round the clock, "seven
			// twenty four"; the date and the fraction keep a little.
			// "will open 7/24": the day of the opening, whatever follows
			// ("The store will open 7/24 online." had no date, its
			// sentence ending after 7/24 read the date 0.6 through
			// dayLikeDenominator, whose weights it takes). Hand-set:
			// Google TN's sentences have none.
			var d dist
			if onset {
				d.addAll(sc.dateAlts(7, 24, -1), 0.6)
				d.addAll(sc.fractionAlts(num, den, false), 0.4)
				return oneSeg(Date, pos, pos+end, d.done()), true
			}
			d.add("seven twenty four", 0.85)
			d.addAll(sc.dateAlts(7, 24, -1), 0.05)
			d.addAll(sc.fractionAlts(num, den, false), 0.1)
			return oneSeg(Cardinal, pos, pos+end, d.done()), true
		}
		if !mixed && m[8] < 0 && len(num) <= 4 && len(den) <= 4 && unitSlashStreet(sc.text, pos+end) {
			// "12/34 Smith St", "Unit 5/12 George St": an Australian or
			// New Zealand address, the unit's number, a slash and the
			// house's, said with the slash unsaid ("twelve thirty four
			// smith street") or said; "twelve thirty fourths smith
			// street" was 0.78, "unit five of twelve george street" 0.80
			// (verb86's list). Hand-set: Google TN's sentences have none.
			var d dist
			d.add(cardinalWords(num, false)+" "+cardinalWords(den, false), 0.6)
			d.add(cardinalWords(num, false)+" slash "+cardinalWords(den, false), 0.4)
			return oneSeg(Cardinal, pos, pos+end, d.done()), true
		}
		if day, month := atoiSmall(num), atoiSmall(den); !mixed && m[8] < 0 && len(num) == 2 && len(den) <= 2 && day >= 13 && day <= 31 && month >= 1 && month <= 12 &&
			(afterWeekday(sc.text, pos) || holidayBefore(sc.text, pos) || sc.datePrepositionBefore(pos, pos+end)) {
			// "Boxing Day, 26/12", "on 25/12", "Sat 13/5": a first number
			// of 13 to 31 over a month's is a day only, written first as
			// Commonwealth English writes it ("twenty six twelfths" was
			// 0.75), after a weekday, a holiday's name or a word of dates;
			// the fraction keeps a twentieth, as the month-first date's
			// does below (verb102).
			var d dist
			d.addAll(sc.dayFirstDateAlts(month, day, -1, true, pos), 0.95)
			d.addAll(sc.fractionAlts(num, den, false), 0.05)
			return oneSeg(Date, pos, pos+end, d.done()), true
		}
		if !mixed && m[8] < 0 && (afterWeekday(sc.text, pos) || sc.datePrepositionBefore(pos, pos+end) || monthDayRangeAt(sc.text, pos, pos+end)) {
			// "Sat. 3/15", "Friday, 4/7": a month and a day after a
			// weekday ("three fifteenths" before), said as the US writes
			// it, month first; the fraction keeps a twentieth.
			if month, day := atoiSmall(num), atoiSmall(den); month >= 1 && month <= 12 && day >= 1 && day <= 31 && len(num) <= 2 && len(den) <= 2 {
				var d dist
				d.addAll(sc.dateAlts(month, day, -1), 0.95)
				d.addAll(sc.fractionAlts(num, den, false), 0.05)
				return oneSeg(Date, pos, pos+end, d.done()), true
			}
		}
		if !mixed && m[8] < 0 && len(num) <= 2 && len(den) <= 2 && sc.eventDate(pos, pos+end, num, den) {
			// "the 11/15 deadline", "an 8/15 meeting": a month and a day
			// before a noun of a day's event ("the eleven fifteenths
			// deadline" was first, the date no reading), month first as
			// the US writes it, 0.9; after "an" opening with a vowel,
			// after "a" with a consonant (articleNumericDate). Hand-set:
			// Google TN's sentences have none.
			if month, day := atoiSmall(num), atoiSmall(den); month >= 1 && month <= 12 && day >= 1 && day <= 31 {
				dates := articleNumericDate(prevLetters(sc.text, pos), num, den, nil, sc.dateAlts(month, day, -1))
				var d dist
				d.addAll(dates, 0.9)
				d.addAll(sc.fractionAlts(num, den, false), 0.1)
				return oneSeg(Date, pos, pos+end, d.done()), true
			}
		}
		if !mixed && m[8] < 0 && dayLikeDenominator(sc.text, pos, pos+end, num, den) && !sequenceNouns[parenthesizedAfter(sc.text, pos, pos+end)] && !sc.oddsContext(pos, pos+end) && !sc.scoreContext(pos, pos+end) && !sc.hasWord(scoreWords) && !sc.photography() && !sc.cricketScore(pos, num, den) {
			// Not a bowler's figures: "bowled 5/23 in 10 overs" was "may
			// twenty third" 0.58 (cricketScore reads it below).
			// "See you 12/25!", "Back on 3/17": a month and a day of 13
			// to 31 is seldom a fraction ("twelve twenty fifths" was the
			// reading); the date 0.6, hand-set (Google TN's sentences
			// have none).
			var d dist
			d.addAll(sc.dateAlts(atoiSmall(num), atoiSmall(den), -1), 0.6)
			d.addAll(sc.fractionAlts(num, den, false), 0.4)
			return oneSeg(Date, pos, pos+end, d.done()), true
		}
		if !mixed && m[8] < 0 && len(num) == 2 && num[0] == '0' && num[1] != '0' && len(den) == 2 && den[0] != '0' && !sc.scoreContext(pos, pos+end) {
			// "Exp. 03/27", "the 07/25 runway": a number led by a
			// zero is no fraction's ("three twenty sevenths" was
			// 0.7), its digits as written first, as Google TN says
			// "07 / 25" "o seven / twenty five" (the development
			// set, 3 of 3 spaced, "05 / 06", "08 / 09"), the month
			// and the day beside them where they can be one.
			var d dist
			written := product(sc.digitAlts(num, 1), sc.cardinalAlts(den, false))
			if month, day := atoiSmall(num), atoiSmall(den); month <= 12 && day <= 31 {
				d.addAll(written, 0.6)
				d.addAll(sc.dateAlts(month, day, -1), 0.3)
			} else {
				d.addAll(written, 0.9)
			}
			d.addAll(sc.fractionAlts(num, den, false), 0.1)
			return oneSeg(Date, pos, pos+end, d.done()), true
		}
		alts := sc.fractionAlts(num, den, mixed)
		if alts == nil {
			return match{}, false
		}
		if !mixed && m[8] < 0 && bloodPressureBefore(sc.text, pos) {
			// "BP 120/80", "blood pressure of 140/90": systolic over
			// diastolic, never a fraction (with mmHg, measure.go); only
			// numbers a pressure can be ("the pressure was 3/4 of" stays).
			if a, b := atoiSmall(num), atoiSmall(den); len(num) <= 3 && len(den) <= 3 && a >= 50 && b >= 20 && a > b {
				return oneSeg(Fraction, pos, pos+end, single(cardinalWords(num, false)+" over "+cardinalWords(den, false))), true
			}
		}
		if unit := clinicalDuration(num, den); !mixed && m[8] < 0 && unit != "" && (clinicalDurationBefore(sc.text, pos) || strings.EqualFold(nextWord(sc.text, pos+end), "ago")) && !strings.EqualFold(nextWord(sc.text, pos+end), "of") && sc.clinicalText() {
			// "Prednisolone 40 mg for 5/7", "Review in 2/52", "Follow
			// up in 6/12": a clinician's days, weeks and months, n/7,
			// n/52, n/12 ("five sevenths" was 0.91, "two fifty
			// seconds" 0.94, verb89's list); the fraction keeps 0.2,
			// and "of" after it keeps a part ("in 6/12 of cases").
			// Hand-set: Google TN's sentences have none.
			var d dist
			d.add(countWords(num, unit, unit+"s"), 0.8)
			d.addAll(alts, 0.2)
			return oneSeg(Measure, pos, pos+end, d.done()), true
		}
		if p := strings.ToLower(prevWord(sc.text, pos)); !mixed && m[8] < 0 && (p == "apgar" || p == "apgars") && atoiSmall(num) <= 10 && atoiSmall(den) <= 10 && len(num) <= 2 && len(den) <= 2 {
			// "Apgar 8/9": a newborn's two scores, at one minute and
			// at five, "eight and nine" ("eight ninths" was 0.94,
			// verb89's list); the fraction keeps 0.2. Hand-set.
			var d dist
			d.add(cardinalWords(num, false)+" and "+cardinalWords(den, false), 0.8)
			d.addAll(alts, 0.2)
			return oneSeg(Fraction, pos, pos+end, d.done()), true
		}
		score := !mixed && m[8] < 0 && (sc.scoreContext(pos, pos+end) || den == "10" && strings.EqualFold(prevWord(sc.text, pos), "pain") && atoiSmall(num) <= 10)
		if score {
			// "scored 98/100", "rated 4/5 stars": a score out of a
			// scale (hand-set: Google TN has none), the fraction kept.
			var d dist
			if len(num) == 4 && len(den) == 4 && num[0] != '0' && num[1] != '0' {
				// "SAT 1450/1600": a test's four digits in pairs, as
				// its takers say them, "fourteen fifty out of sixteen
				// hundred"; the number 0.2.
				d.add(pairWords(num)+" out of "+pairWords(den), 0.6)
				d.add(cardinalWords(num, false)+" out of "+cardinalWords(den, false), 0.2)
			} else {
				d.add(cardinalWords(num, false)+" out of "+cardinalWords(den, false), 0.8)
			}
			d.addAll(alts, 0.2)
			alts = d.done()
		}
		if !mixed && m[8] < 0 && sc.oddsContext(pos, pos+end) {
			// "won at 100/1 odds", "a 10/1 shot", "odds of 7/4":
			// betting odds, "one hundred to one" ("one hundred over
			// one", "seven quarters" before); hand-set.
			var d dist
			d.add(cardinalWords(num, false)+" to "+cardinalWords(den, false), 0.9)
			d.addAll(alts, 0.1)
			alts = d.done()
		}
		if !mixed && m[8] < 0 && !score && sc.cricketScore(pos, num, den) {
			// "England were 245/6 at stumps", "took 5/32 in 10 overs":
			// runs for wickets, wickets for runs ("two hundred forty
			// five sixths" before); hand-set. A score out of a scale
			// stays one ("He scored 3/10 in the cricket quiz"). The
			// fraction kept 0.1 until verb86 ("one hundred fifty thirds
			// after thirty overs" 0.09): in a sentence of cricket no
			// speaker says it, so "for" is the only reading.
			alts = single(cardinalWords(num, false) + " for " + cardinalWords(den, false))
		}
		if !mixed && m[8] < 0 {
			next := strings.ToLower(nextWord(sc.text, pos+end))
			prev := strings.ToLower(prevWord(sc.text, pos))
			if prev == "" {
				prev = parenthesizedAfter(sc.text, pos, pos+end)
			}
			switch {
			case timeSignature(sc.text, pos, pos+end, num, den, prev, next):
				// "in 3/4 time", "6/8 time": a time signature, "three
				// four" ("three quarters time" before); hand-set.
				var d dist
				d.add(cardinalWords(num, false)+" "+cardinalWords(den, false), 0.9)
				d.addAll(alts, 0.1)
				alts = d.done()
			case (prev == "grade" || prev == "grades") && len(num) == 1 && len(den) == 1 && num[0]+1 == den[0] && next != "of":
				// "Grade 3/4 adverse events": grade three or four
				// ("three quarters" before); a combined school class
				// ("a grade 3/4 class") says it too. Hand-set.
				var d dist
				d.add(cardinalWords(num, false)+" or "+cardinalWords(den, false), 0.7)
				d.add(cardinalWords(num, false)+" "+cardinalWords(den, false), 0.2)
				d.addAll(alts, 0.1)
				alts = d.done()
			case (prev == "size" || prev == "sizes") && len(num) <= 2 && len(den) <= 2 && atoiSmall(num) < atoiSmall(den) && atoiSmall(den)-atoiSmall(num) <= 2 && !measuredBy(next):
				// "Size 10/12", "sizes 8/10": a size between two, as a
				// shop says it, "ten twelve" ("ten twelfths" was 0.94);
				// hand-set, Google TN's sentences have none.
				var d dist
				d.add(cardinalWords(num, false)+" "+cardinalWords(den, false), 0.6)
				d.add(cardinalWords(num, false)+" or "+cardinalWords(den, false), 0.3)
				d.addAll(alts, 0.1)
				alts = d.done()
			case sequenceNouns[prev] && atoiSmall(num) <= atoiSmall(den) && len(num) <= 3 && len(den) <= 3 && (isCapitalized(prevWord(sc.text, pos)) && !measuredBy(next) || next == "" || sequenceFollowers[next] || lowerSequenceBefore(prev, next)):
				// "Lap 23/58", "Page 3/10", "Step 2/5:": one of a
				// numbered sequence, "twenty three of fifty eight"
				// ("twenty three fifty eighths" was the reading); a
				// measure after a lower-case word ("part 2/3 cup") or
				// before a unit ("Part 1/2 inch thick") stays a
				// fraction. Hand-set: Google TN's sentences have none.
				var d dist
				if next == "of" && atoiSmall(den) <= 4 {
					// "Step 3/4 of the way", "Round 1/4 of the cake": a
					// half, a third or a quarter before "of" is the
					// part of a whole it names ("three of four of the
					// way" was the reading); the counter keeps 0.2
					// ("Part 2/3 of the series"). Hand-set.
					d.addAll(alts, 0.8)
					d.add(cardinalWords(num, false)+" of "+cardinalWords(den, false), 0.2)
				} else {
					d.add(cardinalWords(num, false)+" of "+cardinalWords(den, false), 0.8)
					d.addAll(alts, 0.2)
				}
				alts = d.done()
			case prev == "mpg" || prev == "" && strings.EqualFold(prevWordPastColon(sc.text, pos), "mpg"):
				// "MPG: 35/42": a car's city and highway figures
				// (fuelEconomyPair), "thirty five forty seconds" before.
				if pair := fuelEconomyPair(num + "/" + den); pair != nil {
					alts = pair
				}
			case figureReference(sc.text, pos) && !measuredBy(next):
				// "Fig. 3/4", "Figures 2/3": two figures, said with
				// the slash or as a span ("figure three quarters"
				// was the reading); the fraction keeps 0.1, and a
				// measure after it stays ("table 1/2 cup"). Hand-set:
				// Google TN's sentences have none.
				nw, dw := cardinalWords(num, false), cardinalWords(den, false)
				var d dist
				d.add(nw+" slash "+dw, 0.5)
				d.add(nw+" to "+dw, 0.25)
				d.add(nw+" and "+dw, 0.15)
				d.addAll(alts, 0.1)
				alts = d.done()
			case num == "1" && den == "2" && halfPriceWords[next]:
				// "1/2 price", "1/2 off", "at 1/2 price": a sale's half,
				// "half price" ("one half price" 0.57, "a half off"
				// 0.38 before); the fraction keeps 0.15. Hand-set:
				// Google TN's sentences have none.
				var d dist
				d.add("half", 0.85)
				d.addAll(alts, 0.15)
				return oneSeg(Fraction, pos, pos+end, d.done()), true
			case !score && sc.consecutiveVersions(pos, num, den, next):
				// "Windows 10/11", "iPhone 14/15": a name's two
				// consecutive versions, "ten slash eleven" or "ten or
				// eleven" ("windows ten elevenths" was 0.94, verb78);
				// the fraction keeps 0.1. Hand-set: Google TN's
				// sentences have none.
				nw, dw := cardinalWords(num, false), cardinalWords(den, false)
				var d dist
				d.add(nw+" slash "+dw, 0.5)
				d.add(nw+" or "+dw, 0.4)
				d.addAll(alts, 0.1)
				alts = d.done()
			case prev == "port" || prev == "ports":
				// "ports 80/443": two ports ("eighty four hundred forty
				// thirds" before).
				var d dist
				d.add(cardinalWords(num, false)+" slash "+cardinalWords(den, false), 0.5)
				d.add(cardinalWords(num, false)+" and "+cardinalWords(den, false), 0.4)
				d.addAll(alts, 0.1)
				alts = d.done()
			}
		}
		if mixed {
			whole := text[m[2]:m[3]]
			alts = product(sc.cardinalAlts(whole, true), single("and"), alts)
		} else if m[8] < 0 && !score {
			alts = sc.quarterPerItem(pos+end, num, den, sc.halfABefore(pos, pos+end, num, den, sc.articleFraction(pos, num, den, alts)))
			alts = sc.threeQuarterBefore(pos, pos+end, num, den, alts)
			alts = sc.fractionOfABefore(pos, pos+end, num, den, alts)
			alts = sc.fractionBeforePlural(pos, pos+end, num, alts)
		}
		return oneSeg(Fraction, pos, pos+end, alts), true
	}
	if !unicodeFractionMayStart(text) {
		return match{}, false
	}
	re := reUnicodeFrac
	if !isDigit(text[0]) {
		re = reUnicodeFrac0
	}
	if m := re.FindStringSubmatchIndex(text); m != nil {
		g := 2
		if re == reUnicodeFrac0 {
			g = 1
		}
		nd := unicodeFractions[text[m[2*g]:m[2*g+1]]]
		alts := sc.fractionAlts(itoa(nd[0]), itoa(nd[1]), g == 2 && m[2] >= 0)
		if g == 2 && m[2] >= 0 {
			alts = product(sc.cardinalAlts(text[m[2]:m[3]], true), single("and"), alts)
		} else {
			alts = sc.halfABefore(pos, pos+m[1], itoa(nd[0]), itoa(nd[1]), sc.articleFraction(pos, itoa(nd[0]), itoa(nd[1]), alts))
		}
		return oneSeg(Fraction, pos, pos+m[1], alts), true
	}
	return match{}, false
}

// hyphenBeforeMixedAt is hyphenedMixedNumber's cheap first test: a hyphen
// after one to three digits.
func hyphenBeforeMixedAt(text string) bool {
	k := digitsEnd(text, 0)
	return k >= 1 && k <= 3 && k < len(text) && text[k] == '-'
}

// mixedDenominators are the denominators a hyphened mixed number is
// written with: a recipe's and a rule's.
var mixedDenominators = map[string]bool{"2": true, "3": true, "4": true, "8": true, "16": true, "32": true, "64": true}

// hyphenedMixedNumber reads a mixed number written with a hyphen at pos,
// "1-1/2", "3-1/4" (a whole of one to three digits, no leading zero, a
// proper fraction of a recipe's or a rule's denominator), as US recipes,
// hardware and lumber write "1 1/2": "Add 1-1/2 cups flour" was "one to
// one half cups", "1-1/2" screws" "one to one half inch" (verb99). The
// range's reading is no one's: a range does not fall from 1 to a half.
// A digit, a slash, a hyphen or a point against it on either side (a
// date, a chain of numbers, "2-1-1/2") leaves it. Hand-set: Google TN's
// sentences have no hyphened mixed number.
func hyphenedMixedNumber(text string, pos int) (whole, num, den string, end int, ok bool) {
	if pos > 0 && (isDigit(text[pos-1]) || strings.IndexByte("/-.,", text[pos-1]) >= 0) || text[pos] == '0' {
		return "", "", "", 0, false
	}
	w := digitsEnd(text, pos)
	if w >= len(text) || text[w] != '-' {
		return "", "", "", 0, false
	}
	n := digitsEnd(text, w+1)
	if n == w+1 || n-w-1 > 2 || n >= len(text) || text[n] != '/' || text[w+1] == '0' {
		return "", "", "", 0, false
	}
	d := digitsEnd(text, n+1)
	if d == n+1 || !mixedDenominators[text[n+1:d]] || atoiSmall(text[w+1:n]) >= atoiSmall(text[n+1:d]) {
		return "", "", "", 0, false
	}
	if d < len(text) && (isDigit(text[d]) || text[d] == '/' || text[d] == '-' || (text[d] == '.' || text[d] == ',') && d+1 < len(text) && isDigit(text[d+1])) {
		return "", "", "", 0, false
	}
	return text[pos:w], text[w+1 : n], text[n+1 : d], d, true
}

// secondAgainstFraction reports whether the fraction fractionSpan found
// in text (m its groups) is a shutter speed's one over a number and an s
// written against it, "1/250s", "1/8000s": a fraction of a second, the
// unit matchMeasure reads after it ("one two hundred fifties" was 0.81,
// the number read as a plural, verb78). No ordinal suffix, no whole part.
func secondAgainstFraction(text string, m [10]int) bool {
	end := m[1]
	return m[2] < 0 && m[8] < 0 && text[m[4]:m[5]] == "1" && m[7]-m[6] >= 2 && end < len(text) && text[end] == 's' && boundaryAt(text, end+1)
}

// fractionSpan is what the regular expression
// ^(?:(\d+) )?(\d+)/(\d+)(?i:(st|nd|rd|th))? (reFraction, gone)
// gave with FindStringSubmatchIndex(text), scanned by hand: the
// expression was a third of mixedFraction's time, asked at every number
// that matchMeasure and matchFraction read
// (TestFractionSpanIsTheExpression holds the two together): m holds the
// match's bounds and its four groups' (-1 where a group took no part),
// ok says whether there was a match. (?i:st) also matches "ſt" (U+017F,
// whose simple fold is s), so the scan does too.
func fractionSpan(text string) (m [10]int, ok bool) {
	digits := func(i int) int {
		i = digitsEnd(text, i)
		return i
	}
	for k := range m {
		m[k] = -1
	}
	a := digits(0)
	if a == 0 {
		return m, false
	}
	m[0] = 0
	num, numEnd := 0, a
	if a < len(text) && text[a] == ' ' {
		// "2 1/2": the whole number's group, where a fraction follows.
		if b := digits(a + 1); b > a+1 && b < len(text) && text[b] == '/' && digits(b+1) > b+1 {
			m[2], m[3] = 0, a
			num, numEnd = a+1, b
		}
	}
	if numEnd >= len(text) || text[numEnd] != '/' {
		return m, false
	}
	den := numEnd + 1
	denEnd := digits(den)
	if denEnd == den {
		return m, false
	}
	m[4], m[5], m[6], m[7] = num, numEnd, den, denEnd
	m[1] = denEnd
	if n := ordinalSuffixLen(text[denEnd:]); n > 0 {
		m[8], m[9] = denEnd, denEnd+n
		m[1] = denEnd + n
	}
	return m, true
}

// ordinalSuffixLen is the length in bytes of st, nd, rd or th in any
// case (s also as "ſ", as (?i:st) matches it) at the start of s, or 0.
func ordinalSuffixLen(s string) int {
	lower := func(i int) byte {
		if i < len(s) && s[i] >= 'A' && s[i] <= 'Z' {
			return s[i] + 'a' - 'A'
		}
		if i < len(s) {
			return s[i]
		}
		return 0
	}
	if strings.HasPrefix(s, "ſ") {
		if lower(2) == 't' {
			return 3
		}
		return 0
	}
	if a, b := lower(0), lower(1); a == 's' && b == 't' || a == 'n' && b == 'd' || a == 'r' && b == 'd' || a == 't' && b == 'h' {
		return 2
	}
	return 0
}

// unicodeFractionMayStart reports whether reUnicodeFrac (or, without a
// digit first, reUnicodeFrac0) can match text: its fraction characters
// are all beyond ASCII, and one must stand after the digits or after the
// digits and one space. Most numbers have none, and the expressions were
// asked at each.
func unicodeFractionMayStart(text string) bool {
	k := digitsEnd(text, 0)
	return k < len(text) && (text[k] >= 0x80 || text[k] == ' ' && k+1 < len(text) && text[k+1] >= 0x80)
}

// articleFraction reads a fraction of one after the article "a" ("a 1/2
// inch pipe", "a ¼ mile", "I got a 1/2 in the final") as the article
// and the denominator's name, "a half", "a quarter", "a third" 0.8 ("an
// 1/8 inch" "an eighth"; not "a 1/8 inch", "a one eighth inch"): the
// numerator is the article ("a one half" was the reading, "a half"
// being dropped as a repeated "a"). Other fractions, and "an", keep
// alts. Hand-set: Google TN's sentences have no fraction after "a".
func (sc *scanner) articleFraction(pos int, num, den string, alts []alt) []alt {
	if num != "1" || len(den) > 2 || den == "1" || den[0] == '0' || len(alts) == 0 {
		return alts
	}
	name := ordinalize(cardinalWords(den, false))
	i := backOverSpaces(sc.text, pos)
	if i == pos {
		return alts
	}
	j := i
	if j > 0 && (sc.text[j-1] == 'n' || sc.text[j-1] == 'N') && name[0] == 'e' {
		j-- // "an 1/8 inch": "an eighth"
	}
	if j == 0 || sc.text[j-1] != 'a' && sc.text[j-1] != 'A' || j >= 2 && (isWordStartByte(sc.text[j-2]) || isDigit(sc.text[j-2])) {
		if determiners[strings.ToLower(prevWord(sc.text, pos))] {
			// "the 1/2 tsp", "his 1/4 share": another determiner
			// takes the article's place ("the a half teaspoon" was a
			// reading at 0.3): "the half teaspoon".
			// The bare name, the article's place taken, is what is said
			// there: "the 1/4 mile" is "the quarter mile" (it was third,
			// at 0.27, after "the one quarter mile" and "the one fourth
			// mile"), "his 1/2 share" "his half share": 0.8 as after
			// "a", hand-set; the numbered readings keep the rest.
			var d, bare dist
			for _, a := range alts {
				if rest, ok := strings.CutPrefix(a.spoken, "a "); ok {
					if rest == "half" || rest == "quarter" {
						a.spoken = rest
						bare.addAlt(a)
						continue
					}
					a.spoken = "one " + rest // "his a fourth share"
				} else if rest, ok := strings.CutPrefix(a.spoken, "an "); ok {
					a.spoken = "one " + rest
				}
				d.addAlt(a)
			}
			if len(bare.alts) > 0 && len(d.alts) > 0 {
				rest := d.done()
				d = dist{}
				d.addAll(bare.done(), 0.8)
				d.addAll(rest, 0.2)
			} else if len(bare.alts) > 0 {
				d = bare
			}
			return d.done()
		}
		return alts
	}
	if j == i && name[0] == 'e' {
		// "A 1/18 scale model car", "a 1/8 inch pipe": a written "a"
		// before a name said with a vowel is no article of the name's
		// ("a eighteenth scale" was the reading), the numerator is said
		// ("a one eighteenth scale").
		return alts
	}
	var d dist
	switch den {
	case "2":
		d.add("half", 0.8)
	case "4":
		d.add("quarter", 0.8*sc.st.w("fraction_names", "quarter"))
		d.add("fourth", 0.8*sc.st.w("fraction_names", "fourth"))
	default:
		d.add(name, 0.8)
	}
	if j == i {
		// After "an" the numerator is no reading: "an one eighth
		// inch" was one at 0.17 (the article before "one").
		d.addAll(alts, 0.2)
	}
	return d.done()
}

// halfABefore reads a half before a unit written as a word, where no
// article or determiner comes before it, also as "half a" 0.5 ("add 1/2
// cup milk", "wait ½ hour": "half a cup", "half an hour"), as Google TN
// reads "1/2 cc" "half a c c" (measure.go); hand-set.
func (sc *scanner) halfABefore(pos, end int, num, den string, alts []alt) []alt {
	if num != "1" || den != "2" || end >= len(sc.text) || sc.text[end] != ' ' && sc.text[end] != '-' {
		return alts
	}
	next := nextWord(sc.text, end+1)
	if !halfUnitWords[next] || sc.text[end] == '-' && !halfUnitAdjective(sc.text, pos, end+1+len(next), next) {
		// "1/2-inch cubes": the hyphened unit describes the noun as the
		// spaced one does below ("half inch cubes" was no reading).
		return alts
	}
	if determiners[strings.ToLower(prevWord(sc.text, pos))] {
		return alts
	}
	if halfUnitAdjective(sc.text, pos, end+1+len(next), next) || perItemWeight(sc.text, end+1+len(next), next) {
		// "1/2 day workshop", "1/2 inch pipe", "1/2 pound burgers":
		// the unit describes the noun after it, a half-day workshop,
		// half-pound burgers: "half day" first ("half a pound
		// burgers" was first, "half pound" no reading), "one half
		// day" next.
		return withFirst("half", 0.5, alts)
	}
	if next == "can" && modalCanBefore[strings.ToLower(nextWord(sc.text, end+1+len(next)))] {
		return alts // "1/2 can be written as 0.5": the verb ("half a can be" was first)
	}
	return withFirst(halfArticle(next), 0.5, alts)
}

// fractionBeforePlural reads a fraction of one before a length or a time
// that describes a plural noun after it, spaced or hyphened ("Cut into
// 1/2-inch cubes", "1/4 inch slices", "two 1/2-inch pipes"), without the
// article "a" its name may take: "half inch cubes", "quarter inch
// slices", "one third inch slices" ("a half inch cubes" was 0.38, "two
// a half inch pipes" 0.38): no article goes before a plural. Only where
// no article is written before the fraction (articleFraction reads "a
// 1/2-inch pipe") and the noun ends in a plural's s ("1/2 inch pipe"
// keeps "a half inch pipe"). Hand-set: Google TN's sentences have no
// fraction before a unit and a plural.
func (sc *scanner) fractionBeforePlural(pos, end int, num string, alts []alt) []alt {
	text := sc.text
	if num != "1" || end+1 >= len(text) || text[end] != ' ' && text[end] != '-' {
		return alts
	}
	unit, unitEnd := nextWordAt(text, end+1)
	if !halfAdjectiveUnits[unit] || !halfUnitAdjective(text, pos, unitEnd, unit) || !pluralNounAt(text, unitEnd) {
		return alts
	}
	return fractionWithoutArticle(alts)
}

// fractionWithoutArticle reads a fraction of one's names with the article
// "a" or "an" as before a plural: "half", "quarter", "one third" ("a half",
// "a quarter", "a third" before); alts as they are where none has one.
func fractionWithoutArticle(alts []alt) []alt {
	var d dist
	changed := false
	for _, a := range alts {
		rest, ok := strings.CutPrefix(a.spoken, "a ")
		if !ok {
			rest, ok = strings.CutPrefix(a.spoken, "an ")
		}
		if ok {
			changed = true
			if rest == "half" || rest == "quarter" {
				a.spoken = rest
			} else {
				a.spoken = "one " + rest
			}
		}
		d.addAlt(a)
	}
	if !changed {
		return alts
	}
	return d.done()
}

// pluralNounAt reports whether the word after the one space at end is a
// lower-case plural, a word ending in an s that no singular ends in so
// ("cubes", "slices", "pipes"; not "glass", "status", "axis").
func pluralNounAt(text string, end int) bool {
	if !lowerWordFollows(text, end) {
		return false
	}
	w := nextWord(text, end)
	return len(w) > 2 && w[len(w)-1] == 's' && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") && !strings.HasSuffix(w, "is")
}

// withFirst puts spoken first at weight w before alts, which keep the
// rest (1-w) in their proportions: the shape of the half and quarter
// readings this file adds before a unit (halfABefore, threeQuarterBefore,
// quarterPerItem).
func withFirst(spoken string, w float64, alts []alt) []alt {
	var d dist
	d.add(spoken, w)
	d.addAll(alts, 1-w)
	return d.done()
}

// threeQuarterBefore reads 3/4 before a lower-case noun or unit ("3/4
// inch plywood", "a 3/4 length coat", "3/4 cup sugar") also as the
// compound adjective speakers say there, "three quarter" 0.2 ("a
// three-quarter inch board"; only "three quarters" and "three fourths"
// were readings). Google TN says "three quarters", its fraction, which
// keeps the rest. Not before a word that ends the fraction's phrase or
// makes it a share ("3/4 of the vote", "3/4 and", "3/4 full", "3/4
// longer": sequenceFollowers, shareFollowers but for the nouns of
// shareNouns, "a 3/4 length coat"), nor where "three quarters" is not
// the first reading ("Game 3/4 tonight" "three of four", "in 3/4 time"
// "three four"). Before a length or a time that describes a noun after
// it (halfUnitAdjective: "a 3/4 inch pipe", "a 3/4 mile walk") the
// compound adjective is first, 0.6 ("a three quarters inch pipe" was
// first), as "a 1/2 inch pipe" is "a half inch pipe".
func (sc *scanner) threeQuarterBefore(pos, end int, num, den string, alts []alt) []alt {
	if num != "3" || den != "4" || end >= len(sc.text) || sc.text[end] != ' ' {
		return alts
	}
	next := nextWord(sc.text, end)
	if next == "" || next[0] < 'a' || next[0] > 'z' || sequenceFollowers[next] || shareFollowers[next] && !shareNouns[next] {
		return alts
	}
	if len(alts) == 0 || alts[0].spoken != "three quarters" { // a distribution's first is its most likely
		return alts
	}
	w := 0.2
	if halfUnitAdjective(sc.text, pos, end+1+len(next), next) {
		w = 0.6
	}
	return withFirst("three quarter", w, alts)
}

// fractionOfABefore reads a fraction under one but a half before a
// unit written as a word that ends its clause ("The pipe is 3/4 inch.",
// "Add 3/8 inch.") also as the fraction "of a", first at
// fractionOfAWeight (measure.go fractionOfAUnit, the same for a unit
// abbreviated): "three quarters of an inch" is what speakers say there
// ("three quarters inch" was first); a half is halfABefore's "half an
// inch". Not first in the text ("1/8 inch" alone is a label), nor after a
// determiner ("the 3/4 inch"), nor before a word ("a 3/4 inch pipe":
// threeQuarterBefore), nor where the fraction's first reading is no
// fraction's name ("in 6/8 meter" "six eight", "three over four").
func (sc *scanner) fractionOfABefore(pos, end int, num, den string, alts []alt) []alt {
	text := sc.text
	if end >= len(text) || text[end] != ' ' || len(alts) == 0 {
		return alts
	}
	if len(num) > 2 || len(den) > 2 {
		return alts
	}
	next := nextWord(text, end)
	if !halfUnitWords[next] {
		return alts
	}
	// The unit word is a token of its own: the fraction says "of an".
	if of, w, ok := fractionOfA(text, pos, end+1+len(next), atoiSmall(num), atoiSmall(den), next, alts[0].spoken); ok {
		return withFirst(of, w, alts)
	}
	return alts
}

// fractionOfA returns first, the first reading of a fraction num/den at
// pos ("three quarters": a distribution's first is its most likely), and
// "of" and the article of unit, a unit whose reading ends at unitEnd,
// with its weight, where a fraction under one but a half and its unit
// end a clause (fractionOfABefore, fractionOfAUnit; fractionOfAWeight).
// Not first in the text ("1/8 inch" alone is a label, "one eighth inch")
// nor after a determiner ("the 3/4 inch"), nor where first names no
// fraction ("in 6/8 meter": a time signature, "six eight"). Before a
// word only two ways, at ofABeforeWordWeight: "of" after the unit ("3/4
// cup of flour", "3/4 inch of rain": "three quarters of a cup of flour"),
// or a kitchen's unit and its ingredient ("3/4 cup sugar", "Add 2/3 cup
// milk": "three quarters of a cup sugar"; "three quarters cup sugar" was
// all but "three quarter" 0.2), a recipe's line first in the text too.
func fractionOfA(text string, pos, unitEnd, num, den int, unit, first string) (string, float64, bool) {
	if num <= 0 || num >= den || num == 1 && den == 2 || !fractionName(first) {
		return "", 0, false
	}
	w := fractionOfAWeight
	pw := strings.ToLower(prevWord(text, pos))
	if next := nextWord(text, unitEnd); next != "" && !(unit == "second" && (text[unitEnd] == ',' || text[unitEnd] == ';' || capsFunctionWords[strings.ToLower(next)])) {
		// A shutter speed before a comma or a function word ends its
		// phrase as at a clause's end: "Shot at f/2.8, 1/250s, ISO
		// 400", "Use 1/125 sec for landscapes" ("one two hundred
		// fiftieth second" was 0.66, verb99).
		if !(next == "of" && text[unitEnd] == ' ' || recipeUnits[unit] && nounAfterAmount(text, unitEnd) && !halfUnitAdjective(text, pos, unitEnd, unit)) {
			return "", 0, false
		}
		w = ofABeforeWordWeight
		if pw == "" {
			pw = "."
		}
	}
	if pw == "" && !(unit == "second" && pos > 0) || determiners[pw] {
		// A shutter speed after a comma is a setting's too ("ISO 400,
		// 1/250s, f/8").
		return "", 0, false
	}
	return first + " of " + strings.TrimPrefix(halfArticle(unit), "half "), w, true
}

// recipeUnits are a kitchen's measures, which an ingredient follows
// ("3/4 cup sugar", "2/3 teaspoon salt").
var recipeUnits = setOf(strings.Fields(`cup teaspoon tablespoon pint quart`), false)

// ofABeforeWordWeight is the weight of "three quarters of a cup" before
// an ingredient or "of" ("3/4 cup sugar", "3/8 cup of milk"), where the
// fraction's name before the unit ("three quarters cup sugar", "a
// quarter pound of beef") is as often read from a recipe, and stays
// first. Hand-set: neither Google TN set has a fraction under one but a
// half before a unit and a word.
const ofABeforeWordWeight = 0.25

// fractionName reports whether spoken ends in a fraction's name
// ("three quarters", "one eighth", "two thirds"), not a time signature's
// "six eight" nor "three over four".
func fractionName(spoken string) bool {
	w := spoken[strings.LastIndexByte(spoken, ' ')+1:]
	w = strings.TrimSuffix(w, "s")
	return w == "quarter" || w == "third" || strings.HasSuffix(w, "th")
}

// shareNouns are the nouns among shareFollowers, which a fraction before
// them describes ("three quarter length", "half price").
var shareNouns = setOf(strings.Fields(`price prices size sizes length width height weight cost`), false)

// quarterPerItem reads 1/4 before a unit of weight that is each item's
// ("1/4 pound hot dogs", "two 1/4 pound burgers": perItemWeight) as
// "quarter pound" 0.5, as halfABefore reads "half pound burgers" ("one
// quarter pound" was first, "quarter pound" no reading).
func (sc *scanner) quarterPerItem(end int, num, den string, alts []alt) []alt {
	if num != "1" || den != "4" || end >= len(sc.text) || sc.text[end] != ' ' {
		return alts
	}
	unit := nextWord(sc.text, end)
	if !perItemWeight(sc.text, end+1+len(unit), unit) {
		return alts
	}
	return withFirst("quarter", 0.5, alts)
}

// perItemWeight reports whether a unit of weight (unit, a word ending at
// end) is each item's before a plural noun of items sold by weight
// (weighedItems): "1/2 pound burgers", "1/4 pound hot dogs", "half-pound
// burgers" ("half a pound burgers" was the reading). A unit of volume
// before a plural is its content ("1/2 cup raisins" is half a cup of
// them) and stays, and so is a weight of produce a recipe measures ("Add
// 1/2 pound mushrooms", "1/2 kg potatoes" are half a pound of them).
func perItemWeight(text string, end int, unit string) bool {
	if !weightUnits[unit] {
		return false
	}
	i := end
	for k := 0; k < 2; k++ {
		// One adjective or noun may come between: "1/4 pound hot dogs".
		w := nextWord(text, i)
		if w == "" || w != strings.ToLower(w) || notAttributedWords[w] || determiners[w] || halfAdverbs[w] {
			return false
		}
		if weighedItems[w] {
			return true
		}
		i = strings.Index(text[i:], w) + i + len(w)
	}
	return false
}

// weightUnits are the units of weight an item is sold by; weighedItems
// are the items, each of one weight.
var (
	weightUnits  = setOf(strings.Fields(`pound ounce kilo kilogram gram`), false)
	weighedItems = setOf(strings.Fields(`burgers hamburgers cheeseburgers patties dogs hotdogs franks wieners
		sausages steaks chops sandwiches subs lobsters fillets filets bags sacks bars blocks bricks loaves wheels packs
		packages boxes tubs jars cans tins bottles sticks portions servings weights dumbbells balls`), false)
)

// halfUnitWords are the measures, written as words, that "half a" comes
// before ("half a cup", "half an hour", "half a dozen").
var halfUnitWords = setOf(strings.Fields(`cup teaspoon tablespoon pound ounce inch foot mile yard hour day week month
	year dozen gallon liter litre quart pint kilo kilogram gram meter metre minute second century decade lap stick
	acre cent point glass bottle loaf can`), false)

// modalCanBefore are the words after "can" that make it the verb, not a
// tin ("1/2 can be written as 0.5", "1/2 can also be", "1/2 can not").
var modalCanBefore = setOf(strings.Fields(`be not also only still never always easily often usually then now
	hardly really simply just mean represent become cause make help get give`), false)

// datePrepositionBefore reports whether a preposition of time stands
// before the n/m at [pos, end) ("filed on 2/28", "due by 3/15",
// datePrepositions) and what
// follows fits a date ("on 3/4 of the votes", "on 1/2 cup" stay
// fractions): a month and a day.
func (sc *scanner) datePrepositionBefore(pos, end int) bool {
	prev := strings.ToLower(prevWord(sc.text, pos))
	if num, den, _ := strings.Cut(sc.text[pos:end], "/"); num == "9" && den == "11" {
		// "since 9/11": the attacks, "nine eleven" (fractionAlts).
		return false
	} else if len(num) == 1 && len(den) == 1 && den <= "4" && num < den {
		// "cut by 1/2", "increased by 1/3.", "since 1/2 the team
		// left": a common fraction of something (a determiner or "of"
		// follows) or by which a thing changes ("by january second"
		// was the reading with P 0.94) is a fraction; "closed until
		// 1/3", "due by 1/2", "on 3/4 at noon" stay dates.
		next := strings.ToLower(nextWord(sc.text, end))
		if next == "of" || fractionDeterminers[next] ||
			prev == "by" && changeWordBefore(sc.text, wordStartBefore(sc.text, pos)) {
			return false
		}
	}
	if releaseVerbs[prev] {
		// "Season 3 drops 12/5.", "The show airs 1/15", "The film
		// opens 12/20": a release's or a schedule's verb before n/m
		// makes its day (verb97). A count before the verb makes it a
		// noun ("Add 3 drops 1/2 hour apart"); a number after a label
		// of a show's part ("Season 3", "Vol. 2") names the subject.
		// A verb of a fall or a blow is a release's only in a sentence
		// of releases ("Sales drop 2/5 on average", "Price drops 1/2."
		// stay shares).
		at := wordStartBefore(sc.text, pos)
		if pw, pwAt := prevWordAt(sc.text, at); pw != "" && isDigit(pw[0]) && !releaseLabels[strings.ToLower(labelWordBefore(sc.text, pwAt))] {
			return false
		}
		if dropVerbs[prev] && !sc.hasWord(releaseNouns) {
			return false
		}
		// After the date as after datePrepositions', or "on" and where
		// it airs ("drops 12/5 on Netflix").
		next := nextWord(sc.text, end)
		return next == "" || next != strings.ToLower(next) || isDigit(next[0]) || afterDateWords[next] || next == "on"
	}
	if f := sc.text[pos:end]; (prev == "after" || prev == "before") && len(f) == 3 && f[1] == '/' && f[0] < f[2] {
		// "After 2/3, the lead shrank": after or before, a common
		// fraction of one digit over one is a share of something
		// ("after february third" was the reading with P 0.94);
		// "after 12/31", "before 3/15" stay dates.
		return false
	}
	if prev == "is" || prev == "was" {
		// "The deadline is 11/15": a word of dates before the verb.
		if dateSubjects[strings.ToLower(prevWord(sc.text, wordStartBefore(sc.text, pos)))] {
			prev = "on"
		}
	}
	if datePrepositions[prev] {
		// After the date: the end, punctuation, a capital, a number or
		// a function word; a noun ("cup", "inch") makes it a quantity.
		next := nextWord(sc.text, end)
		return next == "" || next != strings.ToLower(next) || isDigit(next[0]) || afterDateWords[next]
	}
	return false
}

// dayLikeDenominator reports whether n/m at [pos, end) has a month's
// number (1-12, no leading zero) over a day's that no common fraction
// has (13-31 but 16), with nothing after it that a quantity takes (the
// end, punctuation, a capital, a number or a function word, as after
// "on"), and no digit, slash or point against it.
func dayLikeDenominator(text string, pos, end int, num, den string) bool {
	if len(num) > 2 || len(den) != 2 || num[0] == '0' || den[0] == '0' {
		return false
	}
	month, day := atoiSmall(num), atoiSmall(den)
	if month < 1 || month > 12 || day < 13 || day > 31 || day == 16 {
		return false
	}
	if pos > 0 && (isDigit(text[pos-1]) || text[pos-1] == '/' || text[pos-1] == '.') || end < len(text) && (text[end] == '/' || text[end] == '.' && end+1 < len(text) && isDigit(text[end+1])) {
		return false
	}
	if pw := strings.ToLower(prevWord(text, pos)); statVerbsBefore[pw] || approximationWords[pw] {
		return false // "He went 3/14 from the field", "The answer is 5/17.", "Roughly 3/20, or 15%"
	}
	if settingBefore(text, pos) {
		return false // "Set it to 2/15 and wait" ("set it to february fifteenth" was first)
	}
	if pw := strings.ToLower(wordBeforeDot(text, pos)); counterWords[pw] || pw == "" && counterWords[strings.ToLower(prevWord(text, pos))] {
		return false // "Page 3/20.", "Slide 5/24", "Part 2/13 of the thread": one of so many
	}
	if arithmeticAround(text, pos, end) {
		return false // "x = 3/17", "5/13 + 2/13"
	}
	next := nextWord(text, end)
	if next == "were" || next == "are" {
		return false // "Only 7/25 were valid": a share of things, a plural
	}
	return next == "" || next != strings.ToLower(next) || isDigit(next[0]) || afterDateWords[next]
}

// eventNouns after n/m make it the day of an event: "the 11/15
// deadline", "our 3/4 meeting". Not "vote" ("a 2/3 vote" is a share).
var eventNouns = setOf(strings.Fields(`deadline deadlines meeting meetings launch release election hearing
	appointment deposit payment filing shipment delivery event party holiday celebration ceremony concert
	premiere rally webinar conference`), false)

// amountEventNouns are eventNouns that a part of a whole names too: "a
// 1/3 deposit", "the 1/2 payment" are shares of an amount.
var amountEventNouns = setOf(strings.Fields(`deposit deposits payment payments shipment delivery`), false)

// eventDate reports whether n/m at pos..end is the month and the day of
// an event, before one of eventNouns, in a sentence of no score. Not
// 9/11 ("the 9/11 ceremony": the attacks, "nine eleven"), not one of so
// many ("Page 3/20 deadline", counterWords), and not a share of a whole
// before a noun of amounts (amountEventNouns: "a 1/3 deposit" was "a
// january third deposit"): a fraction below one of halves, thirds or
// quarters.
func (sc *scanner) eventDate(pos, end int, num, den string) bool {
	next := strings.ToLower(nextWord(sc.text, end))
	if !eventNouns[next] || num == "9" && den == "11" || sc.hasWord(scoreWords) {
		return false
	}
	if pw := strings.ToLower(prevWord(sc.text, pos)); counterWords[pw] {
		return false
	}
	n, d := atoiSmall(num), atoiSmall(den)
	return !amountEventNouns[next] || n >= d || d > 4
}

// monthDayRangeAt reports whether the n/m at [pos, end) and another
// month and day are joined by a range's dash, either way round ("Valid
// 1/1-1/31", "Closed 12/24 - 12/26"): both ends dates ("one over one to
// january thirty first" was first, 0.51). Hand-set: Google TN's
// sentences have none.
func monthDayRangeAt(text string, pos, end int) bool {
	if !monthDayAt(text[pos:end]) {
		return false
	}
	if i, ok := pastRangeDash(text, end); ok {
		j := i
		for j < len(text) && (isDigit(text[j]) || text[j] == '/') {
			j++
		}
		if monthDayAt(text[i:j]) && (j == len(text) || !isWordByte(text[j]) && text[j] != '/') {
			return !(commonFraction(text[pos:end]) && commonFraction(text[i:j])) && !measuredBy(strings.ToLower(nextWord(text, j)))
		}
	}
	i, ok := beforeRangeDash(text, pos)
	if !ok {
		return false
	}
	j := i
	for j > 0 && (isDigit(text[j-1]) || text[j-1] == '/') {
		j--
	}
	return monthDayAt(text[j:i]) && (j == 0 || !isWordByte(text[j-1]) && text[j-1] != '/') &&
		!(commonFraction(text[pos:end]) && commonFraction(text[j:i])) && !measuredBy(strings.ToLower(nextWord(text, end)))
}

// commonFraction reports whether s is n/m of one digit each, n below m:
// "1/2-3/4 cup" is a range of fractions, no dates.
func commonFraction(s string) bool {
	return len(s) == 3 && s[1] == '/' && isDigit(s[0]) && isDigit(s[2]) && s[0] < s[2]
}

// monthDayAt reports whether s is n/m, a month (1-12) and a day (1-31) of
// one or two digits each.
func monthDayAt(s string) bool {
	num, den, ok := strings.Cut(s, "/")
	if !ok || len(num) == 0 || len(num) > 2 || len(den) == 0 || len(den) > 2 || strings.Trim(num+den, "0123456789") != "" {
		return false
	}
	month, day := atoiSmall(num), atoiSmall(den)
	return month >= 1 && month <= 12 && day >= 1 && day <= 31
}

// partMeasuredAfter reports whether "of" or a unit follows the n/m ending
// at end, a part of what it measures: "Shot in 1/2000 of a second", "in
// 1/2000 s" are fractions, no month and year after "in" ("january two
// thousand of a second" was 0.95).
func partMeasuredAfter(text string, end int) bool {
	next := strings.ToLower(nextWord(text, end))
	return next == "of" || next == "s" || next == "sec" || next == "secs" || measuredBy(next)
}

// monthYearBefore before n/yyyy make it a month and its year.
var monthYearBefore = setOf(strings.Fields(`since until till from by before after in during thru through to expires
	expiry exp valid dated`), false)

// counterWords before n/m make it one of so many, no date: "Page 3/20",
// "Slide 5/24", "Part 2/13" ("page march twentieth" was the reading).
var counterWords = setOf(strings.Fields(`page pages pg pp slide slides part parts step steps question item episode ep
	chapter ch tweet thread post photo image picture pic figure fig track disc disk no number round lesson module
	volume vol issue card level stage stages lap laps leg legs heat heats game games`), false)

// figureReference reports whether one of figureWords stands before the
// n/m at pos, a period after it or not, as a reference cites a figure or
// a table ("Fig. 3/4", "Figures 2/3", "see Table 1/2"): without an
// article or a possessive before it, which makes it the thing itself, a
// fraction after it ("Fill the plate 1/2 full", "the figure 1/3 of the
// way down", "cut the table 1/3 shorter" were "one slash two").
func figureReference(text string, pos int) bool {
	w, at := prevWordAt(text, pos)
	if w == "" {
		if i := backOverSpaces(text, pos); i > 0 && text[i-1] == '.' {
			w, at = prevWordAt(text, i-1)
		}
	}
	return figureWords[strings.ToLower(w)] && !determiners[strings.ToLower(prevWord(text, at))]
}

// figureWords before n/m make it two figures or tables ("Fig. 3/4").
var figureWords = setOf(strings.Fields(`fig figs figure figures table tables plate plates`), false)

// roundTheClock reports whether 7/24 at [pos, end) is "24/7" written the
// other way round ("open 7/24", "7/24 support", as Europe and Asia
// write it): a word of service before or after it ("open july twenty
// fourth" was the reading). A word of service that is a verb of one
// day's event keeps the date: after a modal, "to" or a verb of starting
// ("Registration will open 7/24", "The site went online 7/24", "I start
// work 7/24"; onsetBeforeService): onset reports that case.
func roundTheClock(text string, pos, end int, num, den string) (clock, onset bool) {
	if num != "7" || den != "24" {
		return false, false
	}
	if roundClockAfter[strings.ToLower(nextWord(text, end))] {
		return true, false
	}
	pw, at := prevWordAt(text, pos)
	if strings.EqualFold(pw, "opened") {
		return false, true
	}
	if !roundClockBefore[strings.ToLower(pw)] {
		return false, false
	}
	onset = onsetBeforeService[strings.ToLower(prevWord(text, at))]
	return !onset, onset
}

// roundClockBefore and roundClockAfter are the words of a service open
// at all hours; onsetBeforeService, before one of roundClockBefore, make
// it an event of a day ("will open 7/24"). "opened" is left out: a
// service opened on a day ("The new store opened 7/24").
var (
	roundClockBefore = setOf(strings.Fields(`open available availability support service services operate
		operates operating operational running runs run staffed monitored monitoring online working works work
		manned`), false)
	roundClockAfter = setOf(strings.Fields(`support service services access availability monitoring operation
		operations helpline hotline coverage assistance customer security care desk help`), false)
	onsetBeforeService = setOf(strings.Fields(`will would shall should may might can could must to went go goes
		going gone come comes came start starts started starting begin begins began begun`), false)
)

// photographyWords make n/m a shutter speed, no date: "Shutter speed
// 1/15.", "Exposure: 1/20 at f/5.6" ("january fifteenth" was the reading).
var photographyWords = setOf(strings.Fields(`shutter exposure exposures aperture iso lens camera`), false)

// photography reports whether the text speaks of a camera's settings
// (photographyWords or an f-number, "Shot at 1/30, f/8"), which make a
// month over a day a shutter speed.
func (sc *scanner) photography() bool {
	return sc.hasWord(photographyWords) || sc.hasWord(fNumberMark)
}

// fNumberMark is the word hasWord's set holds when the text writes an
// f-number ("f/8"; an "f" is too short for textHasWord's words).
var fNumberMark = setOf([]string{"f/"}, false)

// arithmeticAround reports whether an arithmetic sign stands right before
// or after the n/m at [pos, end), spaces aside: "x = 3/17", "5/13 + 2/13"
// are numbers ("may thirteenth plus february thirteenth" was the reading).
func arithmeticAround(text string, pos, end int) bool {
	before := strings.TrimRight(text[:pos], " ")
	after := strings.TrimLeft(text[end:], " ")
	for _, sign := range [...]string{"=", "+", "×", "÷", "*", "<", ">", "≈", "−"} {
		if strings.HasSuffix(before, sign) || strings.HasPrefix(after, sign) {
			return true
		}
	}
	return false
}

// settingBefore reports whether "to" before the n/m at pos follows a verb
// of setting, with at most two words between: "Set it to 2/15", "turn the
// knob to 5/17", "changed to 5/17" are a value set, no date; "change the
// date to 5/17" (a word of dates between) stays a date.
func settingBefore(text string, pos int) bool {
	w, i := prevWordAt(text, pos)
	if w != "to" {
		return false
	}
	for k := 0; k < 3 && i > 0; k++ {
		w, i = prevWordAt(text, i)
		lw := strings.ToLower(w)
		if w == "" || dateSubjects[lw] || dateObjects[lw] {
			return false
		}
		if settingVerbs[lw] {
			return true
		}
	}
	return false
}

// dateObjects between a verb of setting and "to" make n/m after it the
// date they are moved to ("moved the meeting to 5/17").
var dateObjects = setOf(strings.Fields(`day days meeting appointment flight trip event party wedding launch
	release start`), false)

// settingVerbs before "to" and n/m make it a value set, no date.
var settingVerbs = setOf(strings.Fields(`set sets setting adjust adjusts adjusted adjusting change changes changed
	changing reduce reduced increase increased raise raised lower lowered turn turned dial dialed tune tuned
	scale scaled resize resized`), false)

// approximationWords before n/m make it a quantity, no date: "Roughly
// 3/20, or 15%, agreed" ("roughly march twentieth" was the reading).
var approximationWords = setOf(strings.Fields(`roughly approximately nearly almost approx`), false)

// statVerbsBefore n/m make it a player's makes of attempts or a value,
// no date: "He went 3/14 from the field", "shot 5/17", "She was 9/14
// from the line", "The answer is 5/17." ("march fourteenth" and "may
// seventeenth" were the readings); a word of dates before "is" or "was"
// ("The deadline is 11/15") makes the date before this is asked.
var statVerbsBefore = setOf(strings.Fields(`went goes go going shot shoots shooting hit hits hitting is was are were
	be been finished finishing completed completing made makes making converted connected equals equal got gets get`), false)

// scoreWords anywhere in a sentence make n/m a score, a share or a
// ratio, no date ("The score was 7/20 in the quiz", "got 5/28 right",
// "The ratio is 11/15").
var scoreWords = setOf(strings.Fields(`score scores scored scoring quiz test exam grade graded marks points
	rated rating right correct wrong answered version ratio ratios fraction fractions share proportion odds`), false)

// datePrepositions before n/m make it a month and a day: "on 2/28", "due
// by 3/15", "valid through 12/31", "Effective 1/1," ("twelve thirty
// firsts" and "one over one" were the readings after the last ones).
// So do verbs of a day's filing or event in reports: "The 8-K was filed
// 4/2." ("four halves" before), "the quarter ended 9/30", "signed 12/1"
// (a noun or "of" after them keeps the share: "filed 3/4 of the forms").
// The verbs of a start or an end are here in every form ("The sale ends
// 12/31" was "twelve thirty firsts" 0.38 where "ending" and "ended" made
// the date; verb76).
var datePrepositions = setOf(strings.Fields(`on by until till til since through thru due dated effective expires
	expiring expire expired starting starts start started beginning begins begin began ending ends end ended
	before after filed signed released announced published posted launched scheduled`), false)

// releaseVerbs before n/m make it a month and a day as datePrepositions
// do: a show's, a record's or a film's release or schedule ("Season 3
// drops 12/5." was "twelve fifths" 0.75). Hand-set (verb97): Google TN's
// sentences hold none.
var releaseVerbs = setOf(strings.Fields(`drops dropped drop airs aired air opens premieres premiered premiere
	debuts debuted debut launches launch releases release arrives hits`), false)

// labelWordBefore returns the word before the number at pos, past its
// abbreviation's period ("Vol. 2", "Ep. 5": prevWord stops at the period,
// so "Vol. 2 arrives 3/15." read the date 0.60, the count taken for one
// before a noun; verb98); "" where none.
func labelWordBefore(text string, pos int) string {
	if w := prevWord(text, pos); w != "" || pos < 3 || text[pos-1] != ' ' || text[pos-2] != '.' {
		return w
	}
	return prevWord(text, pos-2)
}

// releaseLabels before a number make it the name of what a release verb
// after it releases ("Season 3 drops 12/5", "Vol 2 arrives 3/15").
var releaseLabels = setOf(strings.Fields(`season episode ep part chapter vol volume series book issue phase patch
	update version act game`), false)

// dropVerbs are the releaseVerbs that also say a fall or a blow ("Price
// drops 1/2", "He hits 2/5"): a release's only with a word of releases in
// the sentence (releaseNouns).
var dropVerbs = setOf(strings.Fields(`drops dropped drop hits`), false)

// releaseNouns are what drops on a day: a show's, a record's, a game's or
// a product's release.
var releaseNouns = setOf(strings.Fields(`season seasons episode episodes ep album albums single song songs track
	mixtape record trailer show series film movie documentary game update patch expansion dlc collection merch
	collab video podcast book novel issue chapter volume vol sneaker sneakers release tour tickets`), false)

// dateSubjects before "is" or "was" make a month and a day of n/m after
// it: "The deadline is 11/15".
var dateSubjects = setOf(strings.Fields(`deadline date birthday anniversary due`), false)

// timeSignature reports whether the fraction num/den at [pos, end), after
// the word prev and before next, is a time signature: a top of two or
// more over 2, 4, 8 or 16 before "time" ("in 3/4 time", "6/8 time") or
// another word of meter ("groove", "feel", "waltz" ...), or
// before "meter"/"metre" after "in" with no word of its own after it
// ("in 6/8 meter."). "At 1/2 time", "a 1/2 meter pipe", "3/4 meter long"
// are a half and three quarters (they were "one two time", "three four
// meter").
func timeSignature(text string, pos, end int, num, den, prev, next string) bool {
	if den != "2" && den != "4" && den != "8" && den != "16" || len(num) > 2 || atoiSmall(num) < 2 {
		return false
	}
	switch next {
	case "time", "groove", "feel", "signature", "waltz", "shuffle", "jig":
		// "The 6/8 groove", "a 12/8 shuffle", "a 3/4 waltz": a meter's
		// words after it name a time signature as "time" does ("the six
		// eighths groove" was 0.94, verb82).
		return true
	case "meter", "metre":
		i := end
		for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
			i++
		}
		after := strings.ToLower(nextWord(text, i+len(next)))
		return prev == "in" && (after == "" || !isLowerASCIIWord(after) || afterDateWords[after] || after == "of")
	}
	return false
}

// changeWordBefore reports whether a word of change (changeWords) is
// one of the three words before i, the start of "by", in its clause:
// "cut by 1/2", and with the verb's object between, "cut costs by 1/2",
// "reduce the dose by 1/2" (those were "by january second" 0.94). "Pay
// the bill by 1/2" keeps its date.
func changeWordBefore(text string, i int) bool {
	for k := 0; k < 3 && i > 0; k++ {
		w, at := prevWordAt(text, i)
		if w == "" {
			return false
		}
		if changeWords[strings.ToLower(w)] {
			return true
		}
		i = at
	}
	return false
}

// fractionDeterminers after a common fraction make it a part of what
// follows ("since 1/2 the team left"), not a date.
var fractionDeterminers = setOf(strings.Fields(`the a an my his her its our their your this that these those`), false)

// changeWords before "by" make a common fraction after it the size of a
// change ("cut by 1/2", "increased by 1/3", "multiply by 3/4").
var changeWords = setOf(strings.Fields(`cut cuts increase increased increases decrease decreased decreases
	reduce reduced reduces rise rose risen rises fall fell fallen falls grow grew grown grows drop dropped drops
	decline declined declines shrink shrank shrunk shrinks raise raised raises lower lowered lowers up down
	slash slashed boost boosted expand expanded multiply multiplied divide divided outnumber outnumbered
	trim trimmed jump jumped climb climbed gain gained improve improved higher lower more less larger smaller
	faster slower`), false)

// afterDateWords are the lower-case words a date may stand before.
var afterDateWords = setOf(strings.Fields(`at and or to in for we i the when with after before from but as so it
	he she they you this that was were is will would noon midnight morning evening night`), false)

// scoreContext reports whether the fraction at [pos, end) is a score: a
// scoring word before it ("scored 98/100", "a rating of 8/10") or after
// it ("4/5 stars"), and the top no larger than the bottom.
func (sc *scanner) scoreContext(pos, end int) bool {
	num, den, _ := strings.Cut(sc.text[pos:end], "/")
	if len(num) > len(den) || len(num) == len(den) && num > den || len(den) > 4 || len(den) == 4 && den[2:] != "00" {
		// Four digits out of a round hundred only ("1450/1600", an
		// SAT's scale).
		return false
	}
	prevTest := wordBeforeOptionalPeriod(sc.text, pos)
	if examScoreNames[prevTest] && atoiSmall(den) >= 30 {
		// "SAT 1450/1600", "ACT 32/36", "GRE 320/340": a test's score
		// out of its scale ("one thousand four hundred fifty one
		// thousand six hundredths" was 0.94, verb99).
		return true
	}
	next := strings.ToLower(nextWord(sc.text, end))
	if next == "of" {
		// "he scored 2/3 of the points", "earned 1/3 of the revenue":
		// a part of something, a fraction.
		return false
	}
	prev := strings.ToLower(prevWord(sc.text, pos))
	prevAt := wordStartBefore(sc.text, pos) // where prev starts
	if prev == "of" || prev == "a" {
		prev = strings.ToLower(prevWord(sc.text, prevAt))
		prevAt = wordStartBefore(sc.text, prevAt)
	}
	if (prev == "it" || prev == "this" || prev == "them") && scoreEndsAt(next) {
		// "I give it 9/10", "I'd rate this 4/5" ("nine tenths" before),
		// and with an article, "I give it a 10/10" ("ten ten" 0.98, the
		// verb was looked for before "a", verb82); "Give it 1/2 cup of
		// milk", "give it 1/4 turn" are amounts.
		switch strings.ToLower(prevWord(sc.text, prevAt)) {
		case "give", "gave", "gives", "giving", "rate", "rated", "rates", "rating", "score", "scored":
			return true
		}
	}
	if gotWords[prev] && (next == "on" || next == "in") && atoiSmall(den) >= 3 && sc.hasWord(examWords) {
		// "I got a 4/5 on the AP exam" ("four fifths" before): a mark
		// on an exam. Marks are out of three or more: "I got a 1/2 in
		// the final" is a half ("one out of two" was the reading).
		return true
	}
	if (den == "10" || den == "100" || den == "5" || len(den) == 1 && den[0] >= '2' && next != "would") && outOfNouns[next] {
		// "9/10 dentists recommend it": nine out of ten; so out of a
		// review's five ("5/5 would recommend" was "five five" 0.98,
		// "4/5 dentists" "four fifths dentists"), and out of any one
		// digit before a plural of people ("3/4 doctors agree" was
		// "three quarters doctors" 0.53, "2/3 voters" "two thirds
		// voters": a count of people is no part of one).
		return true
	}
	// After the fraction only a scale of five or more is a score: "a 1/2
	// point gain", "rates rose 1/4 point", "a 1/2 star" are fractions.
	return scoreWordsBefore[prev] || scoreWordsAfter[next] && atoiSmall(den) >= 5 && len(den) < 4
}

// clinicalDuration is the unit of a clinician's n/7 (days), n/52 (weeks)
// or n/12 (months), n below the whole, or "".
func clinicalDuration(num, den string) string {
	n := atoiSmall(num)
	if len(num) > 2 || n < 1 || num[0] == '0' {
		return ""
	}
	switch {
	case den == "7" && n < 7:
		return "day"
	case den == "52" && n < 52:
		return "week"
	case den == "12" && n < 12:
		return "month"
	}
	return ""
}

// clinicalDurationBefore reports whether "for", "in", "x", "over", "past"
// or "last" stands right before pos ("for 5/7", "in 2/52").
func clinicalDurationBefore(text string, pos int) bool {
	switch strings.ToLower(prevWord(text, pos)) {
	case "for", "in", "x", "over", "past", "last", "within":
		return true
	}
	return false
}

// clinicalText reports whether the text is a clinician's note: a word of
// clinicalNoteWords, or "follow up" ("follow-up").
func (sc *scanner) clinicalText() bool {
	if sc.hasWord(clinicalNoteWords) {
		return true
	}
	l := sc.lowerText()
	return strings.Contains(l, "follow up") || strings.Contains(l, "follow-up")
}

// clinicalNoteWords make a text a clinician's note.
var clinicalNoteWords = setOf(strings.Fields(`symptoms symptom review reviewed followup pain fever cough patient
	antibiotics antibiotic prednisolone tablets tablet dose doses diagnosis discharge discharged clinic
	hospital admission admitted onset tds qds prn mane nocte`), false)

// "Pain 8/10, worse at night": a pain score out of ten ("eight tenths"
// was 0.94, verb89's list), read as scoreContext's scores are.

// gotWords before "a" and n/m, and examWords in the sentence, make n/m a
// mark ("got a 4/5 on the AP exam").
var (
	gotWords  = setOf(strings.Fields(`got get gets getting received earned`), false)
	examWords = setOf(strings.Fields(`exam exams test tests quiz quizzes paper midterm final finals essay assignment`), false)
)

// outOfNouns after n/10, n/100 or n/5 count people out of ten, a hundred
// or five ("9/10 dentists", "8/10 people", "4/5 doctors").
var outOfNouns = setOf(strings.Fields(`people persons adults children kids americans britons women men users
	customers respondents patients students voters doctors dentists experts parents teachers workers
	employees readers viewers would`), false)

// scoreEndsAt reports whether next, the lower-cased word after an n/m
// given as a score, leaves it whole: none, a word of scores ("9/10
// stars"), a function word, an adverb ("9/10 easily", "overall"); a noun
// ("cup", "turn") makes n/m an amount.
func scoreEndsAt(next string) bool {
	return next == "" || !isLowerASCIIWord(next) || scoreWordsAfter[next] || afterDateWords[next] ||
		strings.HasSuffix(next, "ly") || next == "overall" || next == "too"
}

// oddsBe before n/m and "to win" make odds-on odds ("is 4/6 to win"),
// unless probabilityWords say it is a share ("Your chance is 1/4 to
// win" was "one to four").
var (
	oddsBe           = setOf(strings.Fields(`is are was were be now`), false)
	probabilityWords = setOf(strings.Fields(`chance chances probability likelihood likely share fraction`), false)
)

// oddsContext reports whether the n/m at [pos, end) is betting odds: a
// word of odds after it ("100/1 odds", "a 10/1 shot", "the 5/2
// favourite") or before it ("odds of 7/4", "priced at 9/4", "went off at
// 5/2"), or odds joined to it by "and" or "or" ("pays 11/15 and 12/20").
//
// Not a fraction of a thing ("a 1/2 shot of espresso", "priced at 1/2
// off", "cut off at 1/4 of the length" were "one to two"), nor an even
// split ("a 50/50 shot" is "fifty fifty").
func (sc *scanner) oddsContext(pos, end int) bool {
	text := sc.text
	num, den, _ := strings.Cut(text[pos:end], "/")
	if num == den {
		return false
	}
	next := strings.ToLower(nextWord(text, end))
	if next == "of" || next == "off" {
		return false
	}
	switch next {
	case "shot":
		// The word after "shot", which nextWord found right after end:
		// "a 1/2 shot of vanilla" is a fraction of a shot; "a 33/1 shot
		// of winning", longer odds than evens, stays odds ("thirty three
		// over one" was the reading).
		rest := strings.TrimLeft(text[end:], " \t")
		return !strings.EqualFold(nextWord(rest, len(next)), "of") || atoiSmall(num) > atoiSmall(den)
	case "odds", "outsider", "favourite", "favorite", "fav", "winner":
		return true
	case "to":
		// "He is 10/1 to win", "2/1 to score first" ("ten over one to
		// win" was the reading).
		rest := strings.TrimLeft(text[end:], " \t")
		switch strings.ToLower(nextWord(rest, len(next))) {
		case "win", "lose", "place", "score":
			// Odds-on after a form of "be" ("He is 4/6 to win" was
			// "four sixths to win"); "Add 1/4 to win" stays a quarter.
			// "Your chance is 1/4 to win" is a probability; a word of
			// chances after it is none ("He is 4/6 to win and likely to
			// start").
			return num != "" && den != "" && (atoiSmall(num) >= atoiSmall(den) ||
				oddsBe[strings.ToLower(prevWord(text, pos))] && !sc.hasWordBefore(probabilityWords, pos))
		}
	}
	prev := strings.ToLower(prevWord(text, pos))
	at := wordStartBefore(text, pos)
	if prev == "of" || prev == "at" {
		prev = strings.ToLower(prevWord(text, at))
		at = wordStartBefore(text, at)
	}
	switch prev {
	case "off":
		// "went off at 5/2"; "backed off at 1/2 throttle" is no race.
		switch strings.ToLower(prevWord(text, at)) {
		case "went", "go", "goes", "going", "gone":
			return true
		}
	case "odds", "price", "priced", "backed", "sp":
		// "odds of 7/4", "priced at 9/4".
		return true
	case "pays", "paid", "pay", "paying":
		// "The bet pays 11/15.": a bet's odds ("november fifteenth"
		// was the reading); "It pays 1/2 of the cost" has no bet.
		return sc.hasWord(wagerWords)
	case "and", "or":
		// "The bet pays 11/15 and 12/20": odds joined to odds are
		// odds (the second was "december twentieth"): the n/m
		// joinedSegment finds before the joining word was read as
		// odds first, "eleven to fifteen".
		k := sc.joinedSegment(pos, joinAndOr)
		return k >= 0 && sc.segs[k].class == Fraction && strings.Contains(sc.segs[k].alts[0].spoken, " to ")
	}
	return false
}

// unitSlashStreet reports whether a street's name and its word follow
// the fraction ending at end: one space, a capitalized word, one space
// and a word of streets ("12/34 Smith St", "5/12 George Street").
func unitSlashStreet(text string, end int) bool {
	if end >= len(text) || text[end] != ' ' {
		return false
	}
	name := nextWord(text, end)
	if len(name) < 2 || name[0] < 'A' || name[0] > 'Z' || streetWordsAfterSlash[name] {
		return false
	}
	i := end + 1 + len(name)
	if i >= len(text) || text[i] != ' ' || !strings.HasPrefix(text[end+1:], name) {
		return false
	}
	return streetWordsAfterSlash[strings.TrimSuffix(nextWord(text, i), ".")]
}

// streetWordsAfterSlash are the words (and their abbreviations) of
// streets in Australian and New Zealand addresses.
var streetWordsAfterSlash = setOf(strings.Fields(`Street St Road Rd Avenue Ave Lane Ln Drive Dr Parade Pde Crescent Cres
	Terrace Tce Place Pl Court Ct Highway Hwy Boulevard Blvd Close Cl Grove Gr Way Esplanade Esp`), false)

// wagerWords make a sentence one of betting: the odds a bet pays.
var wagerWords = setOf(strings.Fields(`bet bets betting wager wagers bookie bookies bookmaker bookmakers punter
	punters`), false)

// cricketScore reports whether num/den is a cricket score in a sentence
// about cricket (a word of cricket in text: stumps, overs, innings,
// wickets, declared ...): runs and wickets fallen (20-999 over 0-10,
// "245/6") or a bowler's wickets and runs conceded (0-10 over 10-299,
// "5/32").
func (sc *scanner) cricketScore(pos int, num, den string) bool {
	n, m := atoiSmall(num), atoiSmall(den)
	if len(num) > 3 || len(den) > 3 || trimDigits(num) != num || trimDigits(den) != den {
		return false
	}
	if !(n >= 20 && m <= 10 || n <= 10 && m >= 10 && m < 300) {
		return false
	}
	// "England 312/8 (50 ov)": a scorecard's "ov" after a number names
	// the overs (textHasWord reads no word of two letters); "finished
	// with figures of 3/24": a bowler's figures, wickets for runs, in no
	// sentence of sales or money (salesWords: "sales figures of 3/24"
	// is a date). Hand-set: Google TN's sentences have neither (verb90).
	return sc.hasWord(cricketWords) || oversAbbreviated(sc.text) ||
		n <= 10 && figuresBefore(sc.text, pos) && !sc.hasWord(salesWords)
}

// oversAbbreviated reports whether a number and "ov" (a scorecard's
// overs) stand in text: "(50 ov)", "45.2 ov".
func oversAbbreviated(text string) bool {
	for i := strings.Index(text, " ov"); i >= 0; {
		if i > 0 && isDigit(text[i-1]) && (i+3 == len(text) || !isWordByte(text[i+3])) {
			return true
		}
		k := strings.Index(text[i+3:], " ov")
		if k < 0 {
			break
		}
		i += 3 + k
	}
	return false
}

// figuresBefore reports whether "figures" or "figures of" stands right
// before pos.
func figuresBefore(text string, pos int) bool {
	w, at := prevWordAt(text, pos)
	if strings.EqualFold(w, "of") {
		w = prevWord(text, at)
	}
	return strings.EqualFold(w, "figures")
}

// salesWords make "figures" a company's or a market's.
var salesWords = setOf(strings.Fields(`sales revenue revenues earnings profit profits quarterly quarter monthly weekly
	daily unemployment trade inflation price prices market dollars`), false)

// textHasWord reports whether a word of set (lower case, 3-12 letters or
// digits) is in text, in any case.
func textHasWord(text string, set map[string]bool) bool {
	found := false
	eachTextWord(text, func(w string) bool {
		found = set[w] || set[strings.ToLower(w)]
		return !found
	})
	return found
}

// eachTextWord calls fn with each run of 3-12 letters or digits in text,
// as written, until fn returns false (the runs textHasWord and
// textWordCount look words of a set up by).
func eachTextWord(text string, fn func(w string) bool) {
	eachTextWordAt(text, func(w string, _ int) bool { return fn(w) })
}

// eachTextWordAt is eachTextWord with the end of each word in text.
func eachTextWordAt(text string, fn func(w string, end int) bool) {
	for i := 0; i < len(text); {
		if !isWordStartByte(text[i]) && !isDigit(text[i]) {
			i++
			continue
		}
		j := i
		for j < len(text) && (isWordStartByte(text[j]) || isDigit(text[j])) {
			j++
		}
		if w := text[i:j]; len(w) >= 3 && len(w) <= 12 && !fn(w, j) {
			return
		}
		i = j
	}
}

// cricketWords make a sentence one about cricket.
var cricketWords = setOf(strings.Fields(`stumps overs innings wicket wickets declared declaration batting bowling
	bowled bowler bowlers cricket odi t20 ipl`), false)

// bloodPressureBefore reports whether a blood pressure's name stands just
// before pos: "BP", "B.P.", "pressure", "pressure of", "pressure was".
func bloodPressureBefore(text string, pos int) bool {
	prev := prevWord(text, pos)
	if prev == "of" || prev == "was" || prev == "is" || prev == "at" {
		prev = prevWord(text, wordStartBefore(text, pos))
	}
	if prev == "" && strings.HasSuffix(strings.TrimRight(text[:pos], " "), "B.P.") {
		return true
	}
	if prev == "" {
		// "Blood pressure: 130/85", "BP: 120/80": the name and a colon
		// ("one hundred thirty eighty fifths" was 0.75, verb89's list).
		prev = prevWordPastColon(text, pos)
	}
	return prev == "BP" || prev == "bp" || strings.EqualFold(prev, "pressure") || strings.EqualFold(prev, "pressures")
}

// prevWordPastColon is the word before a colon that stands before pos
// (spaces around it): a label's, "MPG" in "MPG: 35/42"; "" when no colon
// is there.
func prevWordPastColon(text string, pos int) string {
	i := backOverSpaces(text, pos)
	if i > 0 && text[i-1] == ':' {
		return prevWord(text, i-1)
	}
	return ""
}

// backOverSpaces is i less the spaces right before it in text: where the
// text before them ends.
func backOverSpaces(text string, i int) int {
	for i > 0 && text[i-1] == ' ' {
		i--
	}
	return i
}

// wordStartBefore returns where the word before pos starts.
func wordStartBefore(text string, pos int) int {
	i := backOverSpaces(text, pos)
	for i > 0 && text[i-1] != ' ' {
		i--
	}
	return i
}

var (
	// Not "grade", "rate" or "marks": "grade 3/4 adverse events" (grade
	// 3 or 4), "a grade 1/2 class", "a rate 1/2 code", "marks 1/2 of the
	// way" are no scores.
	scoreWordsBefore = setOf(strings.Fields(`scored score scores scoring rated rating ratings graded
		earned earns gcs`), false)
	scoreWordsAfter = setOf(strings.Fields(`stars star points point marks score rating`), false)
	// examScoreNames are the tests whose score a number out of its scale
	// follows ("SAT 1450/1600").
	examScoreNames = setOf(strings.Fields(`SAT PSAT ACT GRE GMAT LSAT MCAT TOEFL`), false)
)

// afterWeekday reports whether the token at pos follows a weekday's name
// or abbreviation, with an optional period and comma between ("Sat.
// 3/15", "Friday, 4/7").
func afterWeekday(text string, pos int) bool {
	i := backOverSpaces(text, pos)
	if i > 0 && text[i-1] == ',' {
		i--
	}
	if i > 0 && text[i-1] == '.' {
		i--
	}
	j := i
	for j > 0 && isWordStartByte(text[j-1]) {
		j--
	}
	w := strings.ToLower(text[j:i])
	if _, ok := dayAbbrevs[w]; ok {
		return true
	}
	for _, day := range dayAbbrevs { // the abbreviations' values are the names
		if w == day {
			return true
		}
	}
	return false
}

// holidayBefore reports whether a holiday's name ends right before pos, a
// comma between or none: a capitalized "Day" or "Eve" ("Boxing Day,",
// "Christmas Eve", "Anzac Day") or "Christmas", "Easter", "Hogmanay".
func holidayBefore(text string, pos int) bool {
	i := backOverSpaces(text, pos)
	if i > 0 && text[i-1] == ',' {
		i--
	}
	switch prevWord(text, i) {
	case "Day", "Eve", "Christmas", "Easter", "Hogmanay":
		return true
	}
	return false
}

func matchFraction(sc *scanner, pos int) (match, bool) {
	c := sc.text[pos]
	if c == '-' && pos+1 < len(sc.text) && isDigit(sc.text[pos+1]) && (pos == 0 || isSpaceBefore(sc.text, pos) || signAfter(sc.text, pos)) {
		// "a -3/4 change", "C -133/94": a signed fraction, where a minus
		// can be a sign (matchNumber's test), is "minus three quarters";
		// it was a signed number, a slash and a number ("minus three
		// four"), and "-3 1/2" is "minus three and a half". A date
		// (a season, a month and day) keeps the number's reading.
		m, ok := sc.mixedFraction(pos + 1)
		if !ok || len(m.segs) != 1 || m.segs[0].class != Fraction {
			return match{}, false
		}
		m.segs[0].alts = product(sc.signAlts(), m.segs[0].alts)
		m.segs[0].start = pos
		return m, true
	}
	if !isDigit(c) && c < 0x80 {
		return match{}, false
	}
	if slashedReference(sc.text, pos) {
		// "Ref: ABC/123/2024", "Our ref: JS/KL/456/2023": a reference's
		// parts joined by slashes after letters, no fraction ("a b c
		// one hundred twenty three two thousand twenty fourths" was
		// 0.89, verb86's list); each number is read apart, as the
		// letters' parts were. Hand-set: Google TN's sentences have
		// none.
		return match{}, false
	}
	if m, ok := sc.decimalScore(pos); ok {
		return m, true
	}
	return sc.mixedFraction(pos)
}

// slashedReference reports whether the number at pos follows a slash
// written against two or more capitals ("ABC/123/2024", "JS/KL/456/2023"):
// a reference's parts, no fraction's numerator.
func slashedReference(text string, pos int) bool {
	if pos < 3 || text[pos-1] != '/' {
		return false
	}
	return capitalsBefore(text, pos-1, 6) && pos-1 >= 2 && text[pos-3] >= 'A' && text[pos-3] <= 'Z'
}

// decimalDenominator reads n/d.d, a number over a decimal, at pos (its
// numerator at [pos+ns, pos+ne), its denominator from pos+ds): "one over
// two point three", and an inch mark against it "inch" ("a 1/2.3\"
// sensor", a camera sensor's size). The fraction stopped at the decimal
// point, which was dropped: "1/2.3" was "a half three", the point and its
// reading lost. Hand-set: Google TN's sentences have none.
func (sc *scanner) decimalDenominator(pos, ns, ne, ds int) (match, bool) {
	text := sc.text
	den, ok := parseNumber(text, pos+ds)
	if !ok || !den.point || !boundaryAt(text, den.end) {
		return match{}, false
	}
	alts := product(sc.cardinalAlts(trimDigits(text[pos+ns:pos+ne]), false), single("over"), sc.numberAltsPlain(den))
	end := den.end
	if end < len(text) && text[end] == '"' && openDoubleQuotes(text[:pos])%2 == 0 && boundaryAt(text, end+1) {
		alts = product(alts, single("inch"))
		end++
	}
	return oneSeg(Fraction, pos, end, alts), true
}

// parenthesizedAfter is the lower-case word before the n/m at [pos, end)
// where the n/m stands alone in parentheses after it ("Thread (1/14)",
// "Part (2/3)": one of a sequence, "january fourteenth" was the
// reading), "" elsewhere.
func parenthesizedAfter(text string, pos, end int) string {
	if !inParentheses(text, pos, end) {
		return ""
	}
	return strings.ToLower(prevWord(text, pos-1))
}

// inParentheses reports whether the token at [pos, end) stands alone in
// parentheses against it: "(" right before, ")" right after.
func inParentheses(text string, pos, end int) bool {
	return pos > 0 && text[pos-1] == '(' && end < len(text) && text[end] == ')'
}

// sequenceNouns name one of a numbered sequence, "3/10" after them "three
// of ten"; a series' games, races and matches too ("Game 4/7", "Race
// 5/9" were "four sevenths", "five ninths").
var sequenceNouns = setOf(strings.Fields(`lap page day step part episode week tweet thread round stage level leg
	question slide photo image picture track disc disk chapter session lesson module unit task game race match volume
	item file`), false)

// lowerSequenceBefore reports whether the lower-case sequence noun prev
// makes the n/m after it one of a sequence before the word next, as a
// capitalized one does ("won stage 5/21 race" was "five twenty firsts
// race", "Stage 5/21 race" "five of twenty one"): not before a unit the
// n/m measures ("part 2/3 cup") or a word that makes it a share ("each
// part 1/3 the size", "1/3 as long"), and not after "part" or "volume",
// which are shares and measures themselves ("volume 1/2 full").
func lowerSequenceBefore(prev, next string) bool {
	return prev != "part" && prev != "volume" && !measuredBy(next) && !shareFollowers[next]
}

// shareFollowers after an n/m make it a share of something: "1/3 the
// size", "1/2 as long", "3/4 full", "1/2 price", "1/3 longer" ("The day
// 1/3 longer", "Each game 1/2 price" were "one of three longer", "one of
// two price" after a lower-case sequence noun).
var shareFollowers = setOf(strings.Fields(`the a an as full empty way done that this its their his her finished
	gone over off price prices size sizes length width height weight cost more less longer shorter bigger
	smaller larger cheaper faster slower higher lower wider deeper taller thicker thinner heavier lighter
	older younger greater`), false)

// consecutiveVersions reports whether the fraction num/den at pos, one
// or two digits each, the second one more than the first, names two
// versions of the product named right before it, one space apart
// (versionedProducts: "Windows 10/11", "iPhone 14/15", "Android 13/14"),
// with no unit or "of" after it ("Part 7/8 inch" stays a measure). Any
// capitalized word was tried: "Updated 10/11 by Sam", "Meet Tom 10/11",
// "Season 10/11" are dates and seasons, not versions.
func (sc *scanner) consecutiveVersions(pos int, num, den, next string) bool {
	if len(num) > 2 || len(den) > 2 || num[0] == '0' || atoiSmall(den) != atoiSmall(num)+1 || atoiSmall(num) < 2 {
		return false
	}
	if next == "of" || measuredBy(next) {
		return false
	}
	if _, ok := sc.st.Units[next]; ok && next != "" {
		return false
	}
	text := sc.text
	if pos < 2 || text[pos-1] != ' ' || !isWordByte(text[pos-2]) {
		return false
	}
	return versionedProducts[strings.ToLower(prevWord(text, pos))]
}

// versionedProducts are names of products whose versions are numbered,
// written before two of them ("Windows 10/11").
var versionedProducts = setOf(strings.Fields(`windows iphone ipad ios ipados macos android galaxy pixel xbox
	playstation ps office excel word outlook ubuntu fedora debian java python node kindle surface watch series
	chrome firefox safari edge photoshop`), false)

// measuredBy reports whether next, the lower-case word after an n/m, is
// a unit the n/m measures ("1/2 inch", "3/4 cups").
func measuredBy(next string) bool {
	return halfUnitWords[next] || halfUnitWords[strings.TrimSuffix(next, "s")]
}

// sequenceFollowers after "page 3/10" leave it one of a sequence ("see
// slide 5/24 for the chart"); a noun there is measured ("part 2/3 cup").
var sequenceFollowers = setOf(strings.Fields(`for of and or in on at to with from by is was are were has had shows
	show below above done complete completed`), false)

// scoreLinkWords stand between a word of scores and the score.
var scoreLinkWords = setOf(strings.Fields(`of a an my his her their our your is was be cumulative overall final`), false)

// reDecimalScore is a score with a decimal on either side of the slash:
// 3.75/4.0, 4.5/5, 8.5/10.
var reDecimalScore = regexp.MustCompile(`^(\d{1,2})(?:\.(\d{1,2}))?/(\d{1,3})(?:\.(\d{1,2}))?`)

// decimalScore reads a score out of a scale of 4, 5, 10 or 100 written
// with a decimal ("GPA 3.75/4.0" was "three point seven five four point
// zero", the slash unsaid; "rated 4.5/5" "four point five five") after a
// word of scores or before one (GPA, stars, rating): "three point seven
// five out of four point zero". Versions ("Bluetooth 4.2/5.0") have no
// such word.
func (sc *scanner) decimalScore(pos int) (match, bool) {
	text := sc.text
	// The slash lies within the pattern's first 6 bytes ("12.34/"): a
	// cheap test first, as this runs at every number.
	if strings.IndexByte(text[pos:min(len(text), pos+6)], '/') < 0 {
		return match{}, false
	}
	m := reDecimalScore.FindStringSubmatchIndex(text[pos:])
	if m == nil || m[4] < 0 && m[8] < 0 {
		return match{}, false
	}
	end := pos + m[1]
	if !boundaryAt(text, end) || end+1 < len(text) && (text[end] == '/' || text[end] == '.') && isDigit(text[end+1]) {
		return match{}, false
	}
	part := func(a, b int) (string, string) {
		frac := ""
		if m[b] >= 0 {
			frac = text[pos+m[b] : pos+m[b+1]]
		}
		return text[pos+m[a] : pos+m[a+1]], frac
	}
	ni, nf := part(2, 4)
	di, df := part(6, 8)
	value := func(i, f string) float64 {
		v, _ := strconv.ParseFloat(i+"."+f+"0", 64)
		return v
	}
	nv, dv := value(ni, nf), value(di, df)
	if nv > dv || dv != 4 && dv != 5 && dv != 10 && dv != 100 {
		return match{}, false
	}
	// The word of scores before it, past a colon ("GPA: 3.75/4.00") and
	// up to two little words ("a GPA of 3.5/4", "my GPA is 3.9/4.0").
	at := pos
	prev := strings.ToLower(prevWord(text, at))
	if i := backOverSpaces(text, at); prev == "" && i > 0 && text[i-1] == ':' {
		at = i - 1
		prev = strings.ToLower(prevWord(text, at))
	}
	for k := 0; k < 2 && scoreLinkWords[prev]; k++ {
		at = wordStartBefore(text, at)
		prev = strings.ToLower(prevWord(text, at))
	}
	next := strings.ToLower(nextWord(text, end))
	if !scoreWordsBefore[prev] && !scoreWordsAfter[next] && prev != "gpa" && next != "gpa" {
		return match{}, false
	}
	num := func(i, f string) []alt {
		if f == "" {
			return sc.cardinalAlts(i, false)
		}
		return sc.decimalAlts(i, f)
	}
	var d dist
	d.addAll(product(num(ni, nf), single("out of"), num(di, df)), 0.85)
	d.addAll(product(num(ni, nf), single("over"), num(di, df)), 0.15)
	return oneSeg(Fraction, pos, end, d.done()), true
}
