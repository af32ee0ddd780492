package normalize

import "strings"

// labelColon reports whether the colon at pos ends a heading's label, a
// label word and its number written against the colon, and a space and a
// number after it: "Step 2: 3 cups of flour", "Chapter 1: 5 things to
// know", "Table 3: 12 rows". The colon is punctuation there, unsaid; read
// as between numbers it was a ratio's "to" ("step two to three cups",
// 0.92). Only a colon written against its number and spaced after it: a
// ratio or a citation's volume and page is written "3:1", "29:46", or
// spaced both sides as Google TN's tokenizer spaces every colon ("29 :
// 46", said "to"), and neither changes. Hand-set: Google TN's sentences
// have no label word before a number and a colon (0 on the fit half, the
// development set and the fresh sample's study half).
func labelColon(text string, pos int) bool {
	if pos == 0 || !isDigit(text[pos-1]) || pos+2 >= len(text) || text[pos+1] != ' ' {
		return false
	}
	i := skipSpaces(text, pos+1)
	if i >= len(text) || !isDigit(text[i]) {
		return false
	}
	start := digitsStart(text, pos)
	if glued := gluedLabelStart(text, start); glued >= 0 {
		// A label of letters and its number in one word, "P1: 2",
		// "Q3: 5 deals", "Tier2: 40 users": a priority's, a quarter's,
		// a tier's count, not a ratio ("Open tickets: 12 (P1: 2, P2:
		// 5)" was "p one to two p two to five" 0.83, verb78).
		return true
	}
	if pos-start == 4 && (start == 0 || strings.IndexByte(" (;,", text[start-1]) >= 0) && percentAt(text, i) {
		if y := atoiSmall(text[start:pos]); y >= 1800 && y <= 2099 {
			// "2020: 1.2%; 2021: 5.9%", a table of years turned into
			// text: each year labels its figure ("twenty twenty to one
			// point two percent", a ratio's, was 0.73).
			return true
		}
	}
	if start == 0 || text[start-1] != ' ' {
		return false
	}
	return headingLabels[strings.ToLower(strings.TrimSuffix(prevWord(text, start), "."))]
}

// percentAt reports whether a number with a percent sign against it
// ("5.9%", "-3%" aside) starts at i.
func percentAt(text string, i int) bool {
	j := digitsEnd(text, i)
	if j+1 < len(text) && text[j] == '.' && isDigit(text[j+1]) {
		j = digitsEnd(text, j+1)
	}
	return j > i && j < len(text) && text[j] == '%'
}

// headingLabels name what a heading or a list numbers: a step, a chapter, a
// table; a listing's rooms, floors, plots and a station's platforms and
// gates ("Bedroom 1: 3.5m x 4.2m" was "bedroom one to three point five
// meters" 0.52, verb89's list). Not "volume", "issue" or "page", whose number and colon begin a
// citation's page ("Nature 4: 217", said "to" by Google TN).
var headingLabels = setOf(strings.Fields(`step steps chapter table figure fig part section item round day week
	level phase stage lesson unit question rule episode tip exercise example problem option appendix act scene
	season track slide module task method lecture session
	room bedroom bathroom floor flat apartment plot lot platform gate ward bay`), false)

// gluedLabelStart is where one to four letters written against the digits
// starting at start begin, when they begin a word (the text's start, or
// after a space, "(" or ","), or -1: the label of "P1: 2", "Q3: 5". A
// letter inside a longer word or after a digit or a dash ("x86-64: 3",
// "1A2: 3") is no label.
func gluedLabelStart(text string, start int) int {
	i := start
	for i > 0 && start-i < 5 && isWordStartByte(text[i-1]) {
		i--
	}
	if i == start || start-i > 4 {
		return -1
	}
	if i > 0 && text[i-1] != ' ' && text[i-1] != '(' && text[i-1] != ',' {
		return -1
	}
	return i
}
