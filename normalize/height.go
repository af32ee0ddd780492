package normalize

import "strings"

// playerPositions are the nouns a player's height in feet and inches,
// written "6-10" as AP style writes it, stands before ("the 6-10
// center", "a 6-5 senior guard").
var playerPositions = setOf(strings.Fields(`center centers forward forwards guard guards tackle tackles end ends
	lineman linemen linebacker linebackers receiver receivers quarterback quarterbacks qb pitcher pitchers
	defenseman defensemen striker goalkeeper keeper goalie wing winger post setter hitter outfielder
	shortstop catcher prospect prospects freshman sophomore junior senior rookie rookies big bigs player
	players athlete forward-center swingman playmaker blocker lefty righty righthander lefthander
	right-hander left-hander`), false)

// heightVerbs before "6-10" make it a height: "He stands 6-8", "listed at
// 6-4", "measured 6-2".
var heightVerbs = setOf(strings.Fields(`stands standing stood measures measured measuring listed`), false)

// matchPlayerHeight reads a height in feet and inches written with a
// dash, AP style's "6-10" (five to seven feet, one to eleven inches), as
// it is said, "six ten" 0.6 or "six foot ten" 0.3 ("six to ten" 0.84
// was the reading, a range's; it keeps 0.1): before a player's position
// ("The 6-10 center", "a 6-5 senior guard"), before a comma and a
// weight ("He is 6-2, 220 pounds", "a 6-3, 215-pound quarterback"),
// before "in height", or after a verb of standing ("He stands 6-8",
// "listed at 6-4"). Hand-set: Google TN's readable sentences hold no
// such height (verb103).
func matchPlayerHeight(sc *scanner, pos int) (match, bool) {
	text := sc.text
	// Cheap test first (this runs at every token): 5, 6 or 7 and a dash.
	if pos+3 > len(text) || text[pos] < '5' || text[pos] > '7' || text[pos+1] != '-' || !isDigit(text[pos+2]) || text[pos+2] == '0' {
		return match{}, false
	}
	if pos > 0 && (isWordByte(text[pos-1]) || strings.IndexByte("-$.,/:#+", text[pos-1]) >= 0) {
		return match{}, false
	}
	end := pos + 3
	if end < len(text) && isDigit(text[end]) {
		if text[pos+2] != '1' || text[end] > '1' {
			return match{}, false
		}
		end++
	}
	if !boundaryAt(text, end) || end < len(text) && strings.IndexByte("-/.:", text[end]) >= 0 && end+1 < len(text) && isDigit(text[end+1]) {
		return match{}, false
	}
	if !heightAt(text, pos, end) {
		return match{}, false
	}
	feet, inches := onesWords[text[pos]-'0'], cardinalWords(text[pos+2:end], false)
	var d dist
	d.add(feet+" "+inches, 0.6)
	d.add(feet+" foot "+inches, 0.3)
	d.add(feet+" to "+inches, 0.1)
	return oneSeg(Measure, pos, end, d.done()), true
}

// heightAt reports whether the words around "6-10" at [pos, end) make it
// a player's height (matchPlayerHeight).
func heightAt(text string, pos, end int) bool {
	pw, ps := prevWordAt(text, pos)
	pw = strings.ToLower(pw)
	if heightVerbs[pw] || pw == "at" && heightVerbs[strings.ToLower(prevWord(text, ps))] {
		return true
	}
	rest := text[end:]
	if strings.HasPrefix(rest, " in height") {
		return true
	}
	if strings.HasPrefix(rest, ", ") {
		// "6-2, 220 pounds", "6-3, 215-pound": a weight of 100 to 399.
		k := end + 2
		j := digitsEnd(text, k)
		if j-k == 3 && text[k] >= '1' && text[k] <= '3' {
			w, _ := nextWordAt(text, j)
			if j < len(text) && text[j] == '-' {
				w, _ = nextWordAt(text, j+1)
			}
			switch strings.ToLower(w) {
			case "pounds", "pound", "lbs", "lb", "pounder":
				return true
			}
		}
		return false
	}
	switch pw {
	case "a", "an", "the", "his", "her", "their", "this", "that":
	default:
		return false
	}
	nw, ne := nextWordAt(text, end)
	if nw == "" || end >= len(text) || text[end] != ' ' {
		return false
	}
	if playerPositions[nw] {
		return true
	}
	nw2, _ := nextWordAt(text, ne)
	return nw == strings.ToLower(nw) && playerPositions[nw2] && !strings.HasSuffix(nw, "s")
}
