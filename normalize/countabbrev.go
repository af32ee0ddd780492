package normalize

import "strings"

// countAbbreviations are a shop's and a recipe's count nouns shortened
// after a number ("Add 1 pkg. yeast", "2 pkgs of buns", "Makes 2 doz.",
// "50 pcs"), with their singular and plural words: "p k g", "doz" and "p
// c s" were their readings. Lower case only ("PC", "PCs" are computers).
var countAbbreviations = map[string][2]string{"pkg": {"package", "packages"}, "pkgs": {"packages", "packages"},
	"doz": {"dozen", "dozen"}, "pcs": {"pieces", "pieces"}}

// matchCountAbbreviation reads a count noun of countAbbreviations after
// a number and one space, with or without its period: the word 0.9, the
// reading it had (its letters, or "doz" as written) 0.1. "ea" after a
// price ("Apples $0.99 ea.") is "each" likewise. Hand-set (verb95):
// Google TN's sentences hold none of them after a number.
func matchCountAbbreviation(sc *scanner, pos int) (match, bool) {
	text := sc.text
	c := text[pos]
	if c != 'p' && c != 'd' && c != 'e' || pos < 2 || text[pos-1] != ' ' {
		return match{}, false
	}
	e := pos
	for e < len(text) && text[e] >= 'a' && text[e] <= 'z' {
		e++
	}
	w := text[pos:e]
	u, ok := countAbbreviations[w]
	if !ok && w != "ea" || !boundaryAt(text, e) {
		return match{}, false
	}
	n := pos - 2
	if !isDigit(text[n]) {
		return match{}, false
	}
	s := n
	for s > 0 && (isDigit(text[s-1]) || text[s-1] == '.' || text[s-1] == ',') {
		s--
	}
	price := s > 0 && text[s-1] == '$'
	if w == "ea" && !price || w != "ea" && (price || s > 0 && isWordByte(text[s-1])) {
		return match{}, false
	}
	if pw := strings.ToLower(prevWord(text, s)); w != "ea" && (labelWords[pw] || gradeLabelWords[pw] || pw == "version" || pw == "v") {
		// "Room 5 pcs", "Version 2 pkg": a label's number names no count.
		return match{}, false
	}
	end := e
	if end < len(text) && text[end] == '.' && (end+1 == len(text) || text[end+1] == ' ') {
		end++
	}
	var said, as string
	switch {
	case w == "ea":
		said, as = "each", "e a"
	case w == "doz":
		said, as = u[1], "doz"
	default:
		said = u[1]
		if text[s:n+1] == "1" {
			said = u[0]
		}
		as = spellLetters(w)
	}
	var d dist
	d.add(said, 0.9)
	d.add(as, 0.1)
	return oneSeg(Abbreviation, pos, end, d.done()), true
}

// matchRegularPrice reads "reg." or "Reg." (with or without its period)
// before a price in dollars, pounds or euros ("Now only $9.99 (reg.
// $14.99)", "Reg. $20, now $15"): a shop's regular price, "regular" 0.8
// as a shop assistant reads the tag ("reg" was 1.00), "reg" 0.2.
// Hand-set (verb95): Google TN's sentences hold no "reg." before a price.
func matchRegularPrice(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if text[pos] != 'r' && text[pos] != 'R' || pos > 0 && isWordByte(text[pos-1]) || !strings.HasPrefix(text[pos+1:], "eg") {
		return match{}, false
	}
	end := pos + 3
	if end < len(text) && text[end] == '.' {
		end++
	}
	if end >= len(text) || text[end] != ' ' {
		return match{}, false
	}
	rest := text[end+1:]
	if !strings.HasPrefix(rest, "$") && !strings.HasPrefix(rest, "£") && !strings.HasPrefix(rest, "€") {
		return match{}, false
	}
	var d dist
	d.add("regular", 0.8)
	d.add("reg", 0.2)
	return oneSeg(Abbreviation, pos, end, d.done()), true
}

// matchEpisode reads "Ep." or "ep." (the period optional) before a
// number ("Ep. 12 drops Fri.", "Listen to ep. 42 of the podcast") as
// "episode" 0.8, as a podcast's or a show's listener says it ("ep" was
// 0.71, its letters 0.27); "ep" keeps 0.2. "EP" in capitals (a record)
// keeps its letters. Hand-set (verb95): Google TN's sentences hold no
// "Ep." before a number.
func matchEpisode(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if text[pos] != 'E' && text[pos] != 'e' || pos+4 > len(text) || text[pos+1] != 'p' || pos > 0 && isWordByte(text[pos-1]) {
		return match{}, false
	}
	end := pos + 2
	if text[end] == '.' {
		end++
	}
	if end+1 >= len(text) || text[end] != ' ' || !isDigit(text[end+1]) {
		return match{}, false
	}
	var d dist
	d.add("episode", 0.8)
	d.add("ep", 0.2)
	return oneSeg(Abbreviation, pos, end, d.done()), true
}

// matchPointAdjective reads a number and "-pt" before a noun of points
// ("a 12-pt font", "a 3-pt shot", "The Jets are 7.5-pt dogs", "a 10-pt
// lead") as "twelve point" 0.9, as "a 12-point font" is said ("twelve p
// t" was 0.95); its letters keep 0.1. Only before a noun of pointNouns:
// before a container ("a 1-pt jar", containerNouns) it is a pint's, read
// "one pint" 0.9 (verb98). Hand-set (verb95): Google TN's sentences hold
// no "-pt".
func matchPointAdjective(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if !isDigit(text[pos]) || pos > 0 && (isWordByte(text[pos-1]) || text[pos-1] == '.' || text[pos-1] == '-') {
		return match{}, false
	}
	i := digitsEnd(text, pos)
	if i-pos > 3 {
		return match{}, false
	}
	frac := ""
	if i+1 < len(text) && text[i] == '.' && isDigit(text[i+1]) {
		f := digitsEnd(text, i+1)
		frac = text[i+1 : f]
		i = f
	}
	end := i + 3
	switch {
	case strings.HasPrefix(text[i:], "-pt "):
	case strings.HasPrefix(text[i:], "-pt. "):
		// "a 12-pt. font": the abbreviation's period (verb98).
		end++
	default:
		return match{}, false
	}
	unit := " point"
	if nw, ne := nextWordAt(text, end); !pointNouns[nw] {
		// "a 1-pt jar", "a 2-pt. mason jar": before a container (a
		// word of one between), a pint, as a jar's size is written
		// ("one p t jar" was 0.97; verb98).
		if !containerNouns[nw] && (nw == "" || !containerNouns[nextWord(text, ne)]) {
			return match{}, false
		}
		unit = " pint"
	}
	n := cardinalWords(text[pos:digitsEnd(text, pos)], false)
	if frac != "" {
		n += " point " + digitWords(frac, zeroO)
	}
	var d dist
	d.add(n+unit, 0.9)
	d.add(n+" p t", 0.1)
	return oneSeg(Measure, pos, end, d.done()), true
}

// pointNouns after "N-pt" make it points (matchPointAdjective).
var pointNouns = setOf(strings.Fields(`font fonts type typeface shot shots lead leads favorite favorites favourite
	favourites underdog underdogs dog dogs spread margin deficit swing play plays game games basket baskets shooter
	shooters attempt attempts conversion conversions bonus scale edge win loss penalty penalties`), false)
