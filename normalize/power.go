package normalize

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// Powers and scientific notation, as science and engineering text writes
// them: "r²", "E = mc²", "3 × 10⁸", "10^6", "x^-2", "1e-5", "6.02E23".
// A superscript after a unit ("m²") is the unit's square (unitAt); these
// are the others, which were rejected (a superscript digit) or read with
// the caret or the e as written ("ten caret six", "one e five").

var superscriptDigits = map[rune]byte{'⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9'}

// power reads an exponent at pos: a run of superscript digits (with a
// superscript minus ⁻ first), or a caret written against what it raises
// and followed by digits ("10^6", "x^-2"). It reports no match elsewhere.
func (sc *scanner) power(pos int) (match, bool) {
	text := sc.text
	i := pos
	caret := text[i] == '^'
	if caret {
		if pos == 0 || text[pos-1] == ' ' {
			return match{}, false
		}
		i++
	}
	neg := false
	var digits []byte
	if caret {
		if i < len(text) && (text[i] == '-' || text[i] == '+') {
			neg = text[i] == '-'
			i++
		}
		for i < len(text) && isDigit(text[i]) {
			digits = append(digits, text[i])
			i++
		}
	} else {
		if strings.HasPrefix(text[i:], "⁻") {
			neg = true
			i += len("⁻")
		}
		for i < len(text) {
			r, size := utf8.DecodeRuneInString(text[i:])
			d, ok := superscriptDigits[r]
			if !ok {
				break
			}
			digits = append(digits, d)
			i += size
		}
	}
	if len(digits) == 0 || len(digits) > 3 {
		return match{}, false
	}
	m := oneSeg(Cardinal, pos, i, sc.exponentAlts(string(digits), neg))
	if i+1 < len(text) && text[i] == '/' {
		// "11 x 10^9/L", "5 x 10⁶/mL": a count per unit of volume, its
		// unit after the slash "per liter" (the slash was unsaid and the
		// L a letter: "ten to the ninth l").
		if u, l := sc.unitAt(i + 1); l > 0 && boundaryAt(text, i+1+l) {
			m.segs = append(m.segs, segment{class: Measure, start: i, end: i + 1 + l,
				alts: product(single("per"), sc.perUnitAlts(u, false))})
			m.end = i + 1 + l
		}
	} else if i+1 < len(text) && text[i] == ' ' && strings.HasSuffix(text[:pos], "10") {
		// "3 x 10⁻³ m/s", "6 x 10^23 kg": the unit of a quantity in
		// scientific notation ("m s" before: a unit needed a number
		// against it).
		if u, l := sc.unitAt(i + 1); l > 0 && !u.AttachedOnly && boundaryAt(text, i+1+l) && !strings.ContainsRune(text[i+1:i+1+l], '/') {
			unit := single(u.Plural)
			if e, per := i+1+l, i+2+l; e < len(text) && text[e] == '/' && per < len(text) {
				if pu, pl := sc.unitAt(per); pl > 0 && boundaryAt(text, per+pl) {
					unit = product(unit, single("per"), sc.perUnitAlts(pu, false))
					l += 1 + pl
				}
			}
			m.segs = append(m.segs, segment{class: Measure, start: i + 1, end: i + 1 + l, alts: unit})
			m.end = i + 1 + l
		}
	}
	return m, true
}

// exponentAlts says an exponent: "squared", "cubed", "to the eighth",
// "to the power of eight", "to the minus five"; weights power_* in the
// style (hand-set: Google TN's sentences have none).
func (sc *scanner) exponentAlts(digits string, neg bool) []alt {
	n := trimDigits(digits)
	card := cardinalWords(n, false)
	w := func(r string) float64 { return sc.st.w("power", r) }
	sign := ""
	if neg {
		sign = "minus "
	}
	var d dist
	switch {
	case !neg && n == "2":
		d.add("squared", w("named"))
	case !neg && n == "3":
		d.add("cubed", w("named"))
	}
	d.add("to the "+sign+ordinalize(card), w("ordinal"))
	d.add("to the power of "+sign+card, w("power_of"))
	return d.done()
}

// reScientific is a number in scientific notation: 1e-5, 6.02E23, 1.5e+10.
var reScientific = regexp.MustCompile(`^(\d+(?:\.\d+)?)[eE]([-+]?)(\d{1,3})`)

// matchScientific reads 1e-5 as "one times ten to the minus fifth" or "one
// e minus five".
func matchScientific(sc *scanner, pos int) (match, bool) {
	text := sc.text
	// Cheap test first: this runs at every number.
	i := pos
	for i < len(text) && (isDigit(text[i]) || text[i] == '.') {
		i++
	}
	if i == pos || i >= len(text) || text[i]|0x20 != 'e' {
		return match{}, false
	}
	m := reScientific.FindStringSubmatchIndex(text[pos:])
	if m == nil || !boundaryAt(text, pos+m[1]) {
		return match{}, false
	}
	mant, ok := parseNumber(text[pos:pos+m[3]], 0)
	if !ok || mant.end != m[3] {
		return match{}, false
	}
	mantAlts, _ := sc.numberAlts(mant, true)
	if text[pos+m[3]] == 'E' && !mant.point && m[4] == m[5] {
		// "7E7" (Boeing's plane), "3E8" codes: a capital E needs a
		// decimal mantissa or a signed exponent to be a power of ten.
		return match{}, false
	}
	neg := text[pos+m[4]:pos+m[5]] == "-"
	exp := text[pos+m[6] : pos+m[7]]
	sign := ""
	if neg {
		sign = "minus "
	}
	var tail dist
	tail.addAll(product(single("times ten"), sc.exponentAlts(exp, neg)), sc.st.w("power", "scientific_times_ten"))
	tail.add("e "+sign+cardinalWords(exp, false), sc.st.w("power", "scientific_e"))
	return oneSeg(Cardinal, pos, pos+m[1], product(mantAlts, tail.done())), true
}
