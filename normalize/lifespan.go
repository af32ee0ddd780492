package normalize

import (
	"strings"
	"unicode/utf8"
)

// lifeEventWords are the abbreviations a biography writes in the
// parentheses after a name, before the year or date of an event of the
// life: "Jane Doe (b. 1950)", "(bapt. 26 April 1564 – d. 23 April 1616)",
// "Walter of Châtillon (fl. 1170s)", "Henry VIII (r. 1509-1547)". Each
// is said as the word it shortens ("floor eleven seventies", "r fifteen o
// nine", "bapt the twenty sixth of april" were the readings: "Fl." is a
// floor's abbreviation, the others had no entry).
var lifeEventWords = map[string]string{
	"b": "born", "d": "died", "fl": "flourished", "r": "reigned",
	"bapt": "baptized", "bur": "buried", "m": "married", "div": "divorced",
	"c": "circa", "ca": "circa",
}

// lifeEventShare is the share of the word an abbreviation of lifeEventWords
// shortens; its letters keep the rest. Hand-set: Google TN's sentences
// write these abbreviations only tokenized apart from their period ("( b .
// 1952 )", "( d . 1468 )", which its annotators left as the letters: 5
// of 5 on the study half and the development set), a form this rule does
// not read; no sentence of the fit half, the study half or the
// development set writes one against its period.
const lifeEventShare = 0.9

// lifeEventAbbreviation returns the readings of w at [pos, end), a word of
// lifeEventWords in lower case written against its period, where it opens
// a biography's parentheses or follows a dash, a semicolon or a comma
// inside them (within 80 bytes), and a year, a decade, a date or "c." and a year follows:
// "(b. 1950)", "(1564 – d. 1616)", "(fl. c. 1200)", "(r. 1509-1547)".
// "fl." is read so outside parentheses too before a year no floor's
// number is (yearNoFloorAt): "a painter fl. 1600s in Antwerp" ("floor
// sixteen hundreds" was the reading).
// Elsewhere ("Section 4 b. 5", "see d. 12") the letters are read as
// before.
func lifeEventAbbreviation(text string, pos, end int, w string) ([]alt, bool) {
	word := lifeEventWords[w]
	if word == "" || end >= len(text) || text[end] != '.' {
		return nil, false
	}
	i := skipSpaces(text, end+1)
	if !insideBiographyParens(text, pos) && (w != "fl" || !yearNoFloorAt(text, i)) {
		return nil, false
	}
	if !lifeEventDateAt(text, i) || (w == "c" || w == "ca") && (i >= len(text) || isDigit(text[i])) {
		// "c. 1162" is the style's circa already; here only "(c.
		// October 31, 1760 – ...)", before a month ("c october" was
		// the reading).
		return nil, false
	}
	var d dist
	if w == "fl" {
		// "floruit", the Latin word the abbreviation keeps, is said too.
		d.add(word, lifeEventShare*0.85)
		d.add("floruit", lifeEventShare*0.15)
	} else {
		d.add(word, lifeEventShare)
	}
	d.add(spellLetters(w), 1-lifeEventShare)
	return d.done(), true
}

// insideBiographyParens reports whether the word at pos opens a
// parenthesis ("(b.") or follows, inside a parenthesis opened at most
// 80 bytes before it, a dash, a semicolon or a comma ("(1564 – d.",
// "(born c. 350–370; died", "(fl. 1170s, d. 1203)").
func insideBiographyParens(text string, pos int) bool {
	i := backOverSpaces(text, pos)
	if i == 0 {
		return false
	}
	r, size := utf8.DecodeLastRuneInString(text[:i])
	switch r {
	case '(':
		return true
	case ';', ',', '-', '–', '—':
	default:
		return false
	}
	for j := i - size; j > 0 && j > pos-80; j-- {
		switch text[j-1] {
		case '(':
			return true
		case ')':
			return false
		}
	}
	return false
}

// lifeEventDigits skips a "c.", "ca." or "circa" written at i and returns
// where the date then starts and where its run of digits ends (start ==
// end when it does not start with a digit).
func lifeEventDigits(text string, i int) (start, end int) {
	for _, c := range [...]string{"c. ", "ca. ", "c.", "circa "} {
		if strings.HasPrefix(text[i:], c) {
			i = skipSpaces(text, i+len(c))
			break
		}
	}
	j := i
	for j < len(text) && isDigit(text[j]) {
		j++
	}
	return i, j
}

// lifeEventDateAt reports whether a year (three or four digits, or a
// decade: "1170s"), a century ("5th century"), a date (a day and a
// month, or a month), or "c." or "ca." and one of them starts at i.
func lifeEventDateAt(text string, i int) bool {
	i, j := lifeEventDigits(text, i)
	if n := j - i; n > 0 {
		if n <= 2 && j+2 < len(text) && ordinalSuffixes[strings.ToLower(text[j:j+2])] {
			// "(fl. 5th century)", "(fl. 12th-century)".
			k := j + 2
			if k < len(text) && (text[k] == ' ' || text[k] == '-') {
				k++
			}
			return strings.HasPrefix(strings.ToLower(text[k:]), "century")
		}
		if n >= 3 && n <= 4 {
			if j < len(text) && text[j] == 's' {
				j++ // a decade
			}
			return boundaryAt(text, j) && !(j+1 < len(text) && (text[j] == '.' || text[j] == ',') && isDigit(text[j+1]))
		}
		if n > 2 {
			return false
		}
		// A day before its month: "26 April 1564".
		return monthIndex[strings.ToLower(strings.TrimSuffix(nextWord(text, j), "."))] > 0
	}
	m := nextWord(text, i)
	return len(m) >= 3 && monthIndex[strings.ToLower(m)] > 0 && isCapitalized(m)
}

// yearNoFloorAt reports whether a year of three or four digits or a
// decade ("1620", "1600s"), or a century ("12th century"), starts at i,
// after "c." or "ca." if written: what follows "fl." that no floor's
// number is ("fl. 3", "fl. 12" stay a floor).
func yearNoFloorAt(text string, i int) bool {
	if !lifeEventDateAt(text, i) {
		return false
	}
	i, j := lifeEventDigits(text, i)
	n := j - i
	if n >= 3 && n <= 4 {
		return true
	}
	return n > 0 && n <= 2 && j+2 < len(text) && ordinalSuffixes[strings.ToLower(text[j:j+2])]
}
