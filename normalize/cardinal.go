package normalize

import "strings"

// number is a parsed written number: digits of the integer part without
// separators, whether it was written with thousands separators, and the
// digits after the decimal point.
type number struct {
	start, end int
	intPart    string
	grouped    bool
	point      bool
	frac       string
}

// parseNumber reads 123, 1,234,567, 12.5 or .5 at pos (no sign).
func parseNumber(text string, pos int) (number, bool) {
	n := number{start: pos}
	i := pos
	for i < len(text) && isDigit(text[i]) {
		i++
	}
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
		}
	}
	if i+1 < len(text) && text[i] == '.' && isDigit(text[i+1]) {
		k := i + 1
		for k < len(text) && isDigit(text[k]) {
			k++
		}
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
	var d dist
	sc.addCardinal(&d, digits, grouped, 1)
	return d.done()
}

func (sc *scanner) addCardinal(d *dist, digits string, grouped bool, w float64) {
	t := trimDigits(digits)
	if len(t) > maxCardinalDigits {
		sc.addDigitAlts(d, digits, w)
		return
	}
	if len(digits) > 1 && digits[0] == '0' && !grouped {
		// 004, 0800: a code, not a quantity.
		sc.addDigitAlts(d, digits, w*0.9)
		d.add(cardinalWords(t, false), w*0.1)
		return
	}
	class := "cardinal"
	if !grouped && len(t) >= 5 {
		class = "cardinal_long"
	}
	st := sc.st
	d.add(cardinalWords(t, false), w*st.w(class, "american"))
	if hasBritishAnd(t) {
		d.add(cardinalWords(t, true), w*st.w(class, "british_and"))
		d.add(cardinalWordsAnd(t, andLast), w*st.w(class, "british_last"))
	}
	if len(t) == 4 && t[2:] == "00" && t[1] != '0' {
		d.add(hundredsWords(t), w*st.w(class, "hundreds"))
	}
	if !grouped && (len(t) == 3 || len(t) == 4) && t[len(t)-2] != '0' {
		// "six twenty seven", "forty five sixty seven": numbers said in
		// pairs like years (flights, rooms, addresses).
		d.add(string(appendUnder100(appendUnder100(nil, atoiSmall(t[:len(t)-2])), atoiSmall(t[len(t)-2:]))), w*st.w(class, "pairs"))
	}
	if !grouped && len(t) >= 2 {
		sc.addDigitAlts(d, digits, w*st.w(class, "digits"))
	}
}

// hundredsWords reads 1700 as "seventeen hundred".
func hundredsWords(t string) string {
	return string(appendUnder100(nil, atoiSmall(t[:2]))) + " hundred"
}

// matchNumber reads integers and decimals, with a leading minus where a
// minus can be a sign (at the start or after a space or bracket), and
// bare 4-digit numbers as years or cardinals.
func matchNumber(sc *scanner, pos int) (match, bool) {
	text := sc.text
	start := pos
	neg := false
	if c := text[pos]; c == '-' || c == '+' || c == '.' {
		if c == '.' {
			if pos > 0 && !isSpaceBefore(text, pos) && text[pos-1] != '(' && text[pos-1] != '$' {
				return match{}, false
			}
		} else {
			if pos > 0 && !isSpaceBefore(text, pos) && text[pos-1] != '(' && text[pos-1] != '=' {
				return match{}, false
			}
			if c == '+' {
				return match{}, false
			}
			neg = true
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
	alts, class := sc.numberAlts(n, true)
	if neg {
		var d dist
		for _, r := range []string{"minus", "negative"} {
			d.add(r, sc.st.w("negative", r))
		}
		alts = product(d.done(), alts)
	}
	return oneSeg(class, start, n.end, alts), true
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
			var d dist
			for _, a := range sc.yearAlts(y) {
				a.prob *= sc.st.w("bare_year", "year")
				a.class = Year
				d.addAlt(a)
			}
			for _, a := range sc.cardinalAlts(n.intPart, false) {
				a.prob *= sc.st.w("bare_year", "cardinal")
				a.class = Cardinal
				d.addAlt(a)
			}
			return d.done(), Cardinal
		}
	}
	return sc.cardinalAlts(n.intPart, n.grouped), Cardinal
}
