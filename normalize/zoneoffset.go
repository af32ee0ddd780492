package normalize

import (
	"strings"
	"unicode/utf8"
)

// zoneOffsetSign returns the sign's word and its byte length when a
// sign (+, -, the minus sign −, or ±) at pos follows "UTC" or "GMT"
// (against it or one space apart) and an offset of hours follows it:
// "UTC+01:00", "UTC−05:00", "GMT+8", "UTC -03:00", "UTC+5:30".
func zoneOffsetSign(text string, pos int) (string, int, bool) {
	r, size := utf8.DecodeRuneInString(text[pos:])
	var word string
	switch r {
	case '+':
		word = "plus"
	case '-', '−':
		word = "minus"
	case '±':
		word = "plus or minus"
	default:
		return "", 0, false
	}
	j := pos
	if j > 0 && text[j-1] == ' ' {
		j--
	}
	if j < 3 || j > 3 && isWordStartByte(text[j-4]) {
		return "", 0, false
	}
	switch text[j-3 : j] {
	case "UTC", "GMT", "utc", "gmt":
	default:
		return "", 0, false
	}
	return word, size, pos+size < len(text) && isDigit(text[pos+size])
}

// matchZoneOffset reads a time zone's offset from UTC or GMT, its sign
// and its hours (and minutes), as the hours they are: "UTC+01:00" "u t c
// plus one" ("plus one o'clock" was 0.57, a clock's), "UTC−05:00" "minus
// five" (the minus sign was unsaid: "u t c five o'clock"), "UTC -03:00"
// "minus three" ("minus o three to o o"), "UTC+5:30" "plus five thirty";
// "plus one hour", "plus five hours thirty minutes" 0.1. Hand-set: Google TN's sentences have none.
func matchZoneOffset(sc *scanner, pos int) (match, bool) {
	text := sc.text
	sign, size, ok := zoneOffsetSign(text, pos)
	if !ok {
		return match{}, false
	}
	i := pos + size
	h := digitsEnd(text, i)
	if h-i > 2 {
		return match{}, false
	}
	hours := atoiSmall(text[i:h])
	minutes, end := 0, h
	if h+2 < len(text) && text[h] == ':' && isDigit(text[h+1]) && isDigit(text[h+2]) {
		minutes, end = atoiSmall(text[h+1:h+3]), h+3
	}
	if hours > 14 || minutes > 59 || !boundaryAt(text, end) {
		return match{}, false
	}
	said := sign + " " + cardinalWords(itoa(hours), false)
	long := sign + " " + unitCount(hours, "hour")
	if minutes > 0 {
		said += " " + cardinalWords(itoa(minutes), false)
		long += " " + unitCount(minutes, "minute")
	}
	var d dist
	d.add(said, 0.9)
	d.add(long, 0.1)
	return oneSeg(Time, pos, end, d.done()), true
}

// zoneSignAfterLetters reports whether the sign at pos, against the
// letters of "UTC" or "GMT", opens a zone's offset (matchZoneOffset),
// where a matcher may start though a word ends right before it.
func zoneSignAfterLetters(text string, pos int) bool {
	_, _, ok := zoneOffsetSign(text, pos)
	return ok && strings.ContainsAny(text[pos-1:pos], "CTct")
}
