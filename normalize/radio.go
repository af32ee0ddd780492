package normalize

import "strings"

// radioWords make a text one of police, fire or CB radio, where "10-4"
// is a ten-code, not a range or a score.
var radioWords = setOf(strings.Fields(`dispatch dispatcher dispatched radio radioed scanner roger responding unit units
	officer officers deputy deputies trooper troopers patrol cb trucker truckers breaker squad medic ambulance buddy
	en-route enroute`), false)

// tenCodeBefore are the words after which "10-4", "10-20" is a ten-code
// wherever the text is: an answer on the radio ("Roger, 10-4", "Copy
// that, 10-4") or a code owned ("What's your 10-20?").
var tenCodeBefore = setOf(strings.Fields(`roger copy that your my our his her their`), false)

// tenCodeStatusBefore are the words of being and asking before a
// ten-code in a text of radio ("Unit 4 is 10-8", "requesting a 10-52").
var tenCodeStatusBefore = setOf(strings.Fields(`is are am be was i'm we're he's she's they're it's a going went
	requesting request requests need needs`), false)

// tenCodeHoursWords make "10-4" a span of hours, a score or a ratio even
// in a text of radio ("The officer's hours are 10-4 on weekdays",
// "Officers said the ratio was 10-4").
var tenCodeHoursWords = setOf(strings.Fields(`hours hour open opens closed closes shift shifts daily weekdays weekends
	am pm morning afternoon ratio score scored points game games goals inning innings`), false)

// tenCodeScoreBefore and tenCodeScoreAfter are the words around "10-4" that make it a
// score or a tally even in a text of radio ("Unit 4 won 10-4", "a 10-4
// win").
var (
	tenCodeScoreBefore = setOf(strings.Fields(`won win wins beat beats lost lose loses leads led lead trail trails trailed
		defeated score scored scores edged vote voted tally ratio by of from between`), false)
	tenCodeScoreAfter = setOf(strings.Fields(`win victory loss defeat lead record decision vote votes count ratio score
		margin majority split to through and or`), false)
)

// matchTenCode reads a radio ten-code, "10-4", "10-20", "10-8", as it is
// said, "ten four", "ten twenty" ("ten to four" 0.84 was the reading, a
// range's), 0.9, the range kept 0.1: after a word of answering or owning
// (tenCodeBefore), "10-4" opening the text before a mark ("10-4, we're en
// route."), or anywhere in a text of radio (radioWords) but between
// the words of a score (tenCodeScoreBefore, tenCodeScoreAfter). Hand-set: Google TN's
// readable sentences hold no ten-code (verb103).
func matchTenCode(sc *scanner, pos int) (match, bool) {
	text := sc.text
	// Cheap test first (this runs at every token): "10-" and a digit.
	if pos+4 > len(text) || text[pos] != '1' || text[pos+1] != '0' || text[pos+2] != '-' || !isDigit(text[pos+3]) || text[pos+3] == '0' {
		return match{}, false
	}
	if pos > 0 && (isWordByte(text[pos-1]) || strings.IndexByte("-$.,/:#", text[pos-1]) >= 0) {
		return match{}, false
	}
	end := pos + 4
	if end < len(text) && isDigit(text[end]) {
		end++
	}
	if !boundaryAt(text, end) || end < len(text) && strings.IndexByte("-/.:", text[end]) >= 0 && end+1 < len(text) && isDigit(text[end+1]) {
		// "10-45-2", "10-4.5": no code.
		return match{}, false
	}
	markAfter := end == len(text) || strings.IndexByte(",.!?;)", text[end]) >= 0
	pw := strings.ToLower(prevWord(text, pos))
	opening := strings.TrimLeft(text[:pos], " \"'“(") == ""
	if pw == "" && !opening {
		// "Copy, 10-4": prevWord stops at the comma.
		pw = strings.ToLower(prevWordPastComma(text, pos))
	}
	nw := strings.ToLower(nextWord(text, end))
	switch {
	case tenCodeBefore[pw] && (markAfter || !tenCodeScoreAfter[nw]):
	case opening && end == pos+4 && text[pos+3] == '4' && end < len(text) && markAfter:
		// "10-4, we're en route.", "10-4!": the one code everyone knows,
		// opening the text before a mark; a text that is only "10-15" is
		// a range.
	case sc.hasWord(radioWords) && !sc.hasWord(tenCodeHoursWords) && (markAfter || opening || tenCodeStatusBefore[pw]) &&
		!tenCodeScoreBefore[pw] && !tenCodeScoreAfter[nw]:
	default:
		return match{}, false
	}
	code := cardinalWords(text[pos+3:end], false)
	var d dist
	d.add("ten "+code, 0.9)
	d.add("ten to "+code, 0.1)
	return oneSeg(Cardinal, pos, end, d.done()), true
}
