package normalize

import (
	"strings"
	"unicode/utf8"
)

// ordinalAlts reads an integer as an ordinal ("twenty first").
func (sc *scanner) ordinalAlts(digits string) []alt {
	t := trimDigits(digits)
	if len(t) > maxCardinalDigits {
		return nil
	}
	var d dist
	d.add(ordinalize(cardinalWords(t, false)), sc.st.w("ordinal", "american"))
	if hasBritishAnd(t) {
		d.add(ordinalize(cardinalWords(t, true)), sc.st.w("ordinal", "british_and"))
	}
	return d.done()
}

// ordinalSuffixFits reports whether suffix (st, nd, rd, th) is the one
// the number takes.
func ordinalSuffixFits(digits, suffix string) bool {
	t := trimDigits(digits)
	last := t[len(t)-1]
	tens := byte('0')
	if len(t) > 1 {
		tens = t[len(t)-2]
	}
	want := "th"
	if tens != '1' {
		switch last {
		case '1':
			want = "st"
		case '2':
			want = "nd"
		case '3':
			want = "rd"
		}
	}
	return strings.EqualFold(suffix, want)
}

// parseOrdinalSuffix returns the length of st/nd/rd/th at pos, any case.
func parseOrdinalSuffix(text string, pos int) int {
	if pos+2 > len(text) {
		return 0
	}
	switch strings.ToLower(text[pos : pos+2]) {
	case "st", "nd", "rd", "th":
		return 2
	}
	return 0
}

// matchOrdinal reads 1st, 22nd, 1,000th. A suffix that does not fit the
// number (1th) is also read literally ("one th"), as NeMo does.
func matchOrdinal(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if !isDigit(text[pos]) {
		return match{}, false
	}
	n, ok := parseNumber(text, pos)
	if !ok || n.point {
		return match{}, false
	}
	k := parseOrdinalSuffix(text, n.end)
	if k == 0 && n.end+3 <= len(text) && text[n.end] == ' ' && !n.grouped {
		// "1 st place", "the 2 nd floor": a tokenizer or OCR split the
		// suffix off; in lower case and fitting the number it is still
		// the ordinal ("one street place" before). "12 st 6 lb" (stone)
		// and "5 th" do not fit.
		if suf := text[n.end+1 : n.end+3]; suf == strings.ToLower(suf) && parseOrdinalSuffix(text, n.end+1) == 2 &&
			ordinalSuffixFits(n.intPart, suf) && boundaryAt(text, n.end+3) {
			if ord := sc.ordinalAlts(n.intPart); ord != nil {
				return oneSeg(Ordinal, pos, n.end+3, ord), true
			}
		}
	}
	if k == 0 && !n.grouped && oldOrdinal(text, pos, n.end, n.intPart) {
		// "the 2d regiment ... on the 3d of May", "June 22d": older books
		// write second and third with a bare d ("two d" before).
		if ord := sc.ordinalAlts(n.intPart); ord != nil {
			return oneSeg(Ordinal, pos, n.end+1, ord), true
		}
	}
	if k == 0 || !boundaryAt(text, n.end+k) {
		return match{}, false
	}
	ord := sc.ordinalAlts(n.intPart)
	if ord == nil {
		return match{}, false
	}
	end := n.end + k
	if ordinalSuffixFits(n.intPart, text[n.end:end]) {
		if e := minuteAfterOrdinal(text, end); e > 0 {
			// "in the 90th min.": a match's minute ("ninetieth min"
			// before).
			return match{end: e, segs: []segment{
				{class: Ordinal, start: pos, end: end, alts: ord},
				{class: Measure, start: end + 1, end: e, alts: single("minute")},
			}}, true
		}
		if e, alts := sc.placeOutOf(n.intPart, end); e > 0 {
			return match{end: e, segs: []segment{
				{class: Ordinal, start: pos, end: end, alts: ord},
				{class: Cardinal, start: end, end: e, alts: alts},
			}}, true
		}
		return oneSeg(Ordinal, pos, end, ord), true
	}
	var d dist
	d.addAll(product(sc.cardinalAlts(n.intPart, n.grouped), single(strings.ToLower(text[n.end:end]))), 0.7)
	d.addAll(ord, 0.3)
	return oneSeg(Ordinal, pos, end, d.done()), true
}

// matchOrdinalIndicator reads a number with the ordinal indicator º
// (U+00BA, Spanish and Portuguese "1º", not the degree sign °) as the
// ordinal beside the degrees the sign is often typed for ("1º de
// julho": "one degree de julho" was the only reading; Google TN says
// "first de julho"). Before a lower-case "de", "do", "del" or "da" (a
// Romance date or title) the ordinal is first, ordinalIndicatorBeforeDe;
// elsewhere the degrees stay first and the ordinal takes
// ordinalIndicatorShare; before a temperature's C or F it is degrees. The
// feminine indicator ª ("2ª vez", "1ª edição") is the ordinal alone.
// Hand-set: the fresh sample's study half has the one "º", the
// development set and the fit half none.
func matchOrdinalIndicator(sc *scanner, pos int) (match, bool) {
	text := sc.text
	// Digits with the sign against them: a number with a point or a
	// thousands comma has neither there. This runs at every number, so
	// it reads the digits only, not the whole number (parseNumber).
	k := digitsEnd(text, pos)
	if k == pos || !strings.HasPrefix(text[k:], "º") && !strings.HasPrefix(text[k:], "ª") {
		return match{}, false
	}
	n := number{start: pos, intPart: text[pos:k], end: k}
	feminine := strings.HasPrefix(text[n.end:], "ª")
	end := n.end + len("º")
	nw := nextWord(text, end)
	if !boundaryAt(text, end) || !feminine && (nw == "C" || nw == "F") {
		// "20º C": a temperature's degrees.
		return match{}, false
	}
	ord := sc.ordinalAlts(n.intPart)
	if ord == nil {
		return match{}, false
	}
	if feminine {
		// "2ª vez": ª is no degree sign's look-alike.
		return oneSeg(Ordinal, pos, end, ord), true
	}
	unit := "degrees"
	if trimDigits(n.intPart) == "1" {
		unit = "degree"
	}
	share := ordinalIndicatorShare
	if romanceOf[nw] {
		share = ordinalIndicatorBeforeDe
	}
	var d dist
	d.addAll(ord, share)
	d.addAll(product(sc.cardinalAlts(n.intPart, false), single(unit)), 1-share)
	return oneSeg(Ordinal, pos, end, d.done()), true
}

// matchNumeroSign reads "Nº", "nº", "N.º" and "n.º" before a number as
// "number", the Romance numero ("Nº 5" was "n degree five"), as "No. 5"
// is read.
func matchNumeroSign(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if text[pos] != 'N' && text[pos] != 'n' || pos > 0 && isWordRuneBefore(text, pos) {
		return match{}, false
	}
	end := pos + 1
	if end < len(text) && text[end] == '.' {
		end++
	}
	if !strings.HasPrefix(text[end:], "º") {
		return match{}, false
	}
	end += len("º")
	i := skipSpaces(text, end)
	if i == len(text) || !isDigit(text[i]) {
		return match{}, false
	}
	return oneSeg(Abbreviation, pos, end, single("number")), true
}

// isWordRuneBefore reports whether a letter or digit ends text[:pos].
func isWordRuneBefore(text string, pos int) bool {
	r, _ := utf8.DecodeLastRuneInString(text[:pos])
	return isWordRune(r) || r >= '0' && r <= '9'
}

// The ordinal's share of a number with the ordinal indicator º, before a
// Romance "de" and elsewhere (matchOrdinalIndicator). Hand-set.
const (
	ordinalIndicatorBeforeDe = 0.8
	ordinalIndicatorShare    = 0.1
)

// romanceOf are the lower-case words of "of" after which Spanish and
// Portuguese write an ordinal with º ("1º de julho", "2º do mundo").
var romanceOf = map[string]bool{"de": true, "do": true, "da": true, "del": true}

// minuteAfterOrdinal returns the end of "min" or "min." after a space at
// end ("the 90th min."), 0 when none follows.
func minuteAfterOrdinal(text string, end int) int {
	if !strings.HasPrefix(text[end:], " min") || !boundaryAt(text, end+4) {
		return 0
	}
	if end+4 < len(text) && text[end+4] == '.' {
		return end + 5
	}
	return end + 4
}

// placeOutOf reads "/N" against an ordinal of digits ending at end, a
// place among N ("Finished 1st/50", "2nd/10 in the queue": the slash was
// unsaid, "first fifty"): "out of fifty" 0.6, "of fifty" 0.4, hand-set
// (Google TN's sentences have no ordinal before a slash). N must be a
// plain number no smaller than the place, nothing word-like against it:
// "3rd/4th" (two ordinals) and "5th/3" keep the slash's readings. It
// returns the end of N and the readings, or 0.
func (sc *scanner) placeOutOf(place string, end int) (int, []alt) {
	text := sc.text
	if end+1 >= len(text) || text[end] != '/' || !isDigit(text[end+1]) {
		return 0, nil
	}
	e := digitsEnd(text, end+1)
	if e-end-1 > 6 || !boundaryAt(text, e) || e < len(text) && (text[e] == '/' || text[e] == '.' && e+1 < len(text) && isDigit(text[e+1])) {
		return 0, nil
	}
	of := text[end+1 : e]
	if of[0] == '0' || len(of) < len(trimDigits(place)) || len(of) == len(trimDigits(place)) && of < trimDigits(place) {
		return 0, nil
	}
	var d dist
	d.addAll(product(single("out of"), sc.cardinalAlts(of, false)), 0.6)
	d.addAll(product(single("of"), sc.cardinalAlts(of, false)), 0.4)
	return e, d.done()
}

// ordinalsJoinedAt reports whether the slash at pos joins two ordinals
// of digits ("1st/2nd", "3rd / 4th"), a space allowed on each side: two
// alternatives or a pair ("the 1st/2nd floor", "3rd/4th grade").
func ordinalsJoinedAt(text string, pos int) bool {
	if pos >= len(text) || text[pos] != '/' {
		return false
	}
	return ordinalEndsAt(text, backOverSpaceOnce(text, pos)) && ordinalStartsAt(text, skipSpaceOnce(text, pos+1))
}

// ordinalSlashBefore reports whether an ordinal of digits and a slash
// come right before pos ("1st/" before "2nd of May"): the pair shares
// the article written or said before the first ("The 1st/2nd of May" was
// "the first the second of may").
func ordinalSlashBefore(text string, pos int) bool {
	i := backOverSpaceOnce(text, pos)
	return i > 0 && text[i-1] == '/' && ordinalEndsAt(text, backOverSpaceOnce(text, i-1))
}

// ordinalEndsAt reports whether an ordinal of digits with the suffix its
// number takes ends at end, standing apart before it ("1st", not "v1st"
// or "1.1st").
func ordinalEndsAt(text string, end int) bool {
	if end < 3 || parseOrdinalSuffix(text, end-2) != 2 {
		return false
	}
	i := end - 2
	for i > 0 && isDigit(text[i-1]) {
		i--
	}
	if i == end-2 || end-2-i > 4 || i > 0 && (isWordByte(text[i-1]) || text[i-1] == '.' || text[i-1] == ',') {
		return false
	}
	return ordinalSuffixFits(text[i:end-2], text[end-2:end])
}

// ordinalStartsAt reports whether an ordinal of digits with the suffix its
// number takes starts at i and ends at a word's boundary.
func ordinalStartsAt(text string, i int) bool {
	j := digitsEnd(text, i)
	if j == i || j-i > 4 || parseOrdinalSuffix(text, j) != 2 || !boundaryAt(text, j+2) {
		return false
	}
	return ordinalSuffixFits(text[i:j], text[j:j+2])
}

// backOverSpaceOnce steps back over one space before pos, if there is one.
func backOverSpaceOnce(text string, pos int) int {
	if pos > 0 && text[pos-1] == ' ' {
		return pos - 1
	}
	return pos
}

// skipSpaceOnce steps over one space at pos, if there is one.
func skipSpaceOnce(text string, pos int) int {
	if pos < len(text) && text[pos] == ' ' {
		return pos + 1
	}
	return pos
}

// numberedBooks are the books of the Bible (and Apocrypha) that come in
// parts named by a number before them: 1 Corinthians, 2 Kings, 3 John;
// true for those that are also given names.
var numberedBooks = map[string]bool{"Samuel": true, "Kings": false, "Chronicles": false, "Corinthians": false,
	"Thessalonians": false, "Timothy": true, "Peter": true, "John": true, "Maccabees": false, "Esdras": false,
	"Sam": true, "Kgs": false, "Chron": false, "Chr": false, "Cor": false, "Thess": false, "Tim": true, "Pet": true, "Jn": true}

// matchBookNumber reads the 1, 2 or 3 before a numbered book of the Bible
// and its chapter as the ordinal, as a reader says it: "1 Corinthians
// 13:4" "first corinthians thirteen four" (it was "one corinthians"), the
// cardinal beside it (hand-set 0.9/0.1). Without a chapter after the book
// ("I have 1 John") it is a count.
func matchBookNumber(sc *scanner, pos int) (match, bool) {
	text := sc.text
	c := text[pos]
	if c < '1' || c > '3' || pos+2 >= len(text) || text[pos+1] != ' ' || pos > 0 && !isSpaceBefore(text, pos) && text[pos-1] != '(' {
		return match{}, false
	}
	book := nextWord(text, pos+1)
	name, ok := numberedBooks[book]
	if !ok {
		return match{}, false
	}
	i := pos + 2 + len(book)
	if i < len(text) && text[i] == '.' {
		i++ // "1 Cor. 13"
	}
	if i+1 >= len(text) || text[i] != ' ' || !isDigit(text[i+1]) {
		return match{}, false
	}
	j := digitsEnd(text, i+1)
	verse := j+1 < len(text) && text[j] == ':' && isDigit(text[j+1])
	if name && !verse {
		// "1 John 4:8", but "he had 2 John 3 times": a book that is
		// also a given name needs its chapter and verse.
		return match{}, false
	}
	if book == "Kings" && !verse && !scriptureCue(prevWord(text, pos)) {
		// "Sharks 2 Kings 3", "I drew 2 Kings 3 Queens": a team's score
		// and cards ("second kings" was the reading); "Read 2 Kings 5",
		// "(2 Kings 5)" stay the book.
		return match{}, false
	}
	var d dist
	d.add(ordinalize(onesWords[c-'0']), 0.9)
	d.add(onesWords[c-'0'], 0.1)
	return oneSeg(Ordinal, pos, pos+1, d.done()), true
}

// scriptureCue reports whether prev, the word before a numbered book and
// its chapter, cites scripture: none (the start, after punctuation) or a
// word that introduces a reference.
func scriptureCue(prev string) bool {
	switch strings.ToLower(prev) {
	case "", "in", "see", "read", "cf", "from", "and", "also", "compare", "to", "of", "per", "reading":
		return true
	}
	return false
}

// oldOrdinal reports whether the number digits at pos..end is followed by
// a bare "d" that older books write for "nd" and "rd" (2d, 3d, 22d,
// 103d) in a date's or an ordinal's context: "of" after it, a month
// before it, or "the" before it and a capitalized word, punctuation or
// the end after it ("the 2d Regiment", "on the 3d."). "3d printing", "a
// 3d model", "in 3d" stay as they were.
func oldOrdinal(text string, pos, end int, digits string) bool {
	if end >= len(text) || text[end] != 'd' || !boundaryAt(text, end+1) {
		return false
	}
	if !ordinalSuffixFits(digits, "nd") && !ordinalSuffixFits(digits, "rd") {
		return false
	}
	next := nextWord(text, end+1)
	if next == "of" || dateRelativeWords[next] || next == "Cir" {
		// "the 3d of May", "the 3d inst.", a court's "2d Cir. 2005"
		return true
	}
	if threeDWords[strings.ToLower(next)] {
		// "May 3d printing", "the 3d Model": graphics.
		return false
	}
	if _, ok := monthIndex[strings.ToLower(strings.TrimSuffix(next, "."))]; ok && isCapitalized(next) && len(next) >= 3 {
		// "22d June"
		return true
	}
	prev := prevWord(text, pos)
	if _, ok := monthIndex[strings.ToLower(strings.TrimSuffix(prev, "."))]; ok && isCapitalized(prev) {
		return true
	}
	if !strings.EqualFold(prev, "the") {
		return false
	}
	i := skipSpaces(text, end+1)
	if i < len(text) && isCapitalized(next) && text[i] >= 'A' && text[i] <= 'Z' {
		return true // "the 2d Regiment"
	}
	// "on the 3d.", "of the 22d, received": at the end or before
	// punctuation a date's preposition stands before "the"; "Render the
	// 2d, then the 3d." and "from the 3d to the 2d." are graphics.
	return (i == len(text) || strings.IndexByte(".,;:!?)", text[i]) >= 0) &&
		datePrepositionsOld[strings.ToLower(prevWord(text, wordStartBefore(text, pos)))]
}

// dateRelativeWords after an ordinal name the month it falls in: "the 3d
// inst." (this month), "ult." (last), "prox." (next).
var dateRelativeWords = setOf(strings.Fields(`inst ult prox instant ultimo proximo`), false)

// datePrepositionsOld stand before "the 3d" when it is a date.
var datePrepositionsOld = setOf(strings.Fields(`on upon of until till since by before after`), false)

// threeDWords after 2d or 3d make it a dimension: "3d printing".
var threeDWords = setOf(strings.Fields(`printing printer printers printed print prints model models modeling
	modelling glasses movie movies film films graphics game games scan scanner scanning render rendering
	renders animation view space array arrays vector vectors plot plots mode effect effects version object
	objects shape shapes image images art design designs engine world`), false)
