package normalize

// matchEstimateYear reads an analyst's year with E (estimate) or A
// (actual) against it, "2025E EPS", "2024A revenue": the year and the
// letter ("twenty twenty five east e p s" before: the E was read as a
// house number's direction). Only 1990-2099, and only where a space, a
// sentence mark or the end follows. Hand-set: Google TN's sentences have
// none.
func matchEstimateYear(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if pos+5 > len(text) || !isDigit(text[pos]) || text[pos+4] != 'E' && text[pos+4] != 'A' || !boundaryAt(text, pos+5) {
		return match{}, false
	}
	for k := 1; k < 4; k++ {
		if !isDigit(text[pos+k]) {
			return match{}, false
		}
	}
	y := atoiSmall(text[pos : pos+4])
	if y < 1990 || y > 2099 || pos+5 < len(text) && text[pos+5] == '.' && pos+6 < len(text) && isDigit(text[pos+6]) {
		return match{}, false
	}
	letter := "e"
	if text[pos+4] == 'A' {
		letter = "a"
	}
	return oneSeg(Year, pos, pos+5, product(sc.yearAlts(y), single(letter))), true
}
