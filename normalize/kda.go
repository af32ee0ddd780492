package normalize

import "strings"

// matchKDA reads a player's kills, deaths and assists after "KDA" or
// "K/D/A" ("My KDA is 5/2/10", "KDA: 12/3/8", "went 5/2/10 KDA"): three
// counts, said "five slash two slash ten" 0.6 or with the slashes unsaid
// 0.4, as players read a scoreboard ("my k d a is the second of may ten"
// was 0.76, a date). The counts of one to three digits, the label before
// them (past "is", "was", "of", "a" or a colon) or right after them.
// Hand-set (verb95): Google TN's sentences hold no such line.
func matchKDA(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if !isDigit(text[pos]) || pos > 0 && (isWordByte(text[pos-1]) || text[pos-1] == '/' || text[pos-1] == '.') {
		return match{}, false
	}
	var parts [3]string
	i := pos
	for k := 0; k < 3; k++ {
		e := digitsEnd(text, i)
		if e == i || e-i > 3 {
			return match{}, false
		}
		parts[k] = text[i:e]
		i = e
		if k < 2 {
			if i >= len(text) || text[i] != '/' {
				return match{}, false
			}
			i++
		}
	}
	if i < len(text) && (isWordByte(text[i]) || text[i] == '/' || text[i] == '.' && i+1 < len(text) && isDigit(text[i+1])) {
		return match{}, false
	}
	if !kdaLabelBefore(text, pos) && !kdaLabelAfter(text, i) {
		return match{}, false
	}
	var said, bare []string
	for k, p := range parts {
		w := cardinalWords(p, false)
		if k > 0 {
			said = append(said, "slash")
		}
		said = append(said, w)
		bare = append(bare, w)
	}
	var d dist
	d.add(strings.Join(said, " "), 0.6)
	d.add(strings.Join(bare, " "), 0.4)
	return oneSeg(Cardinal, pos, i, d.done()), true
}

// kdaLabelBefore reports whether "KDA" or "K/D/A" stands before pos,
// past a colon, "is", "was", "of", "a", "at" or "with".
func kdaLabelBefore(text string, pos int) bool {
	p := pos
	for k := 0; k < 3; k++ {
		t := strings.TrimRight(strings.TrimSuffix(strings.TrimRight(text[:p], " "), ":"), " ")
		for _, l := range kdaLabels {
			if strings.HasSuffix(t, l) && (len(t) == len(l) || !isWordByte(t[len(t)-len(l)-1])) {
				return true
			}
		}
		w, s := prevWordAt(text, p)
		switch strings.ToLower(w) {
		case "is", "was", "of", "a", "at", "with":
			p = s
		default:
			return false
		}
	}
	return false
}

// kdaLabelAfter reports whether "KDA" or "K/D/A" follows end after one
// space ("went 5/2/10 KDA").
func kdaLabelAfter(text string, end int) bool {
	if end >= len(text) || text[end] != ' ' {
		return false
	}
	for _, l := range kdaLabels {
		if strings.HasPrefix(text[end+1:], l) && boundaryAt(text, end+1+len(l)) {
			return true
		}
	}
	return false
}

// kdaLabels name kills, deaths and assists.
var kdaLabels = [...]string{"KDA", "K/D/A", "kda"}
