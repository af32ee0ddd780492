package normalize

import "strings"

// agoUnits are the one-letter spans of time a feed writes against a
// number before "ago" ("Edited 5m ago", "Posted 3d ago", "2w ago"), and
// their words.
var agoUnits = map[byte][2]string{'s': {"second", "seconds"}, 'm': {"minute", "minutes"}, 'h': {"hour", "hours"},
	'd': {"day", "days"}, 'w': {"week", "weeks"}, 'y': {"year", "years"}}

// matchAgoSpan reads a feed's age, one to three digits and a letter of
// agoUnits against them before "ago": "Edited 5m ago" is "five minutes
// ago" ("five meters ago" was 0.85), "Posted 3d ago" "three days ago"
// ("three d ago" was 1.00), "2w ago" "two weeks ago", "1y ago" "one year
// ago" (0.9; the letter as written keeps 0.1). Only lower case and only
// against the number, as social media and chat apps write it; "5 m ago"
// spaced and "5M ago" are left to the measure. Hand-set (verb95): Google
// TN's sentences hold no such age.
func matchAgoSpan(sc *scanner, pos int) (match, bool) {
	text := sc.text
	if !isDigit(text[pos]) || pos > 0 && (isWordByte(text[pos-1]) || text[pos-1] == '.') {
		return match{}, false
	}
	i := digitsEnd(text, pos)
	if i-pos > 3 || i >= len(text) {
		return match{}, false
	}
	u, ok := agoUnits[text[i]]
	if !ok || !strings.HasPrefix(text[i+1:], " ago") || !boundaryAt(text, i+5) {
		return match{}, false
	}
	n := cardinalWords(text[pos:i], false)
	name := u[1]
	if text[pos:i] == "1" {
		name = u[0]
	}
	var d dist
	d.add(n+" "+name, 0.9)
	d.add(n+" "+text[i:i+1], 0.1)
	return oneSeg(Measure, pos, i+1, d.done()), true
}
