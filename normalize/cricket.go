package normalize

// matchBowlingAnalysis reads a bowler's analysis, overs, maidens, runs and
// wickets joined by dashes ("She bowled 10-1-34-3", "Bowling: 10-2-45-2"),
// in a text of cricket (cricketText, cricketWords, a scorecard's "ov"):
// each number said, the dashes unsaid, as commentators read it ("ten one
// thirty four three"; "one o one three four three" was 0.86, a code's
// digits). The overs are a whole number up to 50 or overs and balls
// ("9.3"), the maidens no more than the overs, the runs under 300, the
// wickets up to 10. Hand-set: Google TN's sentences have none (verb90).
func matchBowlingAnalysis(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if !isDigit(text[pos]) {
		return match{}, false
	}
	var parts []string
	i := pos
	for k := 0; k < 4; k++ {
		j := i
		for j < len(text) && isDigit(text[j]) {
			j++
		}
		if j == i || j-i > 3 {
			return match{}, false
		}
		if k == 0 && j+1 < len(text) && text[j] == '.' && text[j+1] >= '1' && text[j+1] <= '5' {
			j += 2
		}
		parts = append(parts, text[i:j])
		if k < 3 {
			if j >= len(text) || text[j] != '-' {
				return match{}, false
			}
			j++
		}
		i = j
	}
	if !boundaryAt(text, i) || i < len(text) && text[i] == '-' {
		return match{}, false
	}
	overs, balls := parts[0], ""
	if k := len(overs) - 2; k > 0 && overs[k] == '.' {
		overs, balls = overs[:k], overs[k+1:]
	}
	o, m, r, w := atoiSmall(overs), atoiSmall(parts[1]), atoiSmall(parts[2]), atoiSmall(parts[3])
	if o < 1 || o > 50 || m > o || r >= 300 || w > 10 || trimDigits(parts[1]) != parts[1] && parts[1] != "0" ||
		trimDigits(parts[2]) != parts[2] || trimDigits(parts[3]) != parts[3] && parts[3] != "0" {
		return match{}, false
	}
	if !(sc.cricketText() || sc.hasWord(cricketWords) || oversAbbreviated(text)) {
		return match{}, false
	}
	said := cardinalWords(overs, false)
	if balls != "" {
		said += " point " + cardinalWords(balls, false)
	}
	for _, p := range parts[1:] {
		said += " " + cardinalWords(p, false)
	}
	return oneSeg(Cardinal, pos, i, single(said)), true
}
