package normalize

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// alt is one weighted reading of a token. literal readings say nothing
// and render as the written text in keep-case-punct mode (a dash dropped
// between words stays a dash there).
type alt struct {
	spoken  string
	prob    float64
	class   Class // overrides the segment's class in spans ("" = same)
	literal bool
}

// segment is one written token with its readings, sorted most probable
// first and summing to 1.
type segment struct {
	class       Class
	start, end  int
	group       int
	alts        []alt
	punct       bool
	spaceBefore bool
	// form is a punctuation segment's text as read when that differs
	// from the text as written (a folded character reference); "" when
	// they are the same.
	form string
	// follows is 1 + the index of the first occurrence of the same word
	// when this one is tied to it (ties.go), 0 otherwise.
	follows int
	// flight marks a flight's number of three or four digits as
	// matchFlightNumber reads it (tieFlightNumbers ties them).
	flight bool
}

// dist accumulates weighted readings, merging identical ones, so that a
// style whose readings coincide for a token ("twenty" american ==
// british) does not list one string twice.
type dist struct{ alts []alt }

func (d *dist) add(spoken string, w float64) { d.addAlt(alt{spoken: spoken, prob: w}) }

// addWritten adds the reading of a token of several letters as the word it
// is (NASA said "nasa", café kept, mrs kept): class Plain, so it gets no
// span, since nothing is normalized there and Google TN files such tokens
// as PLAIN. Its spelled readings ("n a s a") stay letters spans, and so
// does a single letter read as itself ("plan B" -> "b"), as in Google TN.
func (d *dist) addWritten(spoken string, w float64) {
	d.addAlt(alt{spoken: spoken, prob: w, class: Plain})
}

func (d *dist) addAlt(a alt) {
	if a.prob <= 0 {
		return
	}
	for i := range d.alts {
		if d.alts[i].spoken == a.spoken && d.alts[i].literal == a.literal {
			// The explicit conversion rounds the caller's product before
			// the sum: Go may fuse x*y+z into one FMA on arm64 and not on
			// amd64, and sampling must draw the same on both.
			d.alts[i].prob += float64(a.prob)
			return
		}
	}
	d.alts = append(d.alts, a)
}

// addAll adds every reading of as scaled by w.
func (d *dist) addAll(as []alt, w float64) {
	for _, a := range as {
		a.prob *= w
		d.addAlt(a)
	}
}

// done normalizes to 1 and sorts by probability, stable in insertion
// order so ties follow the style's declaration order in code.
func (d *dist) done() []alt {
	total := 0.0
	for _, a := range d.alts {
		total += a.prob
	}
	if total <= 0 {
		return nil
	}
	for i := range d.alts {
		d.alts[i].prob /= total
	}
	// Insertion sort: stable, and distributions are a handful of readings.
	for i := 1; i < len(d.alts); i++ {
		for j := i; j > 0 && d.alts[j].prob > d.alts[j-1].prob; j-- {
			d.alts[j], d.alts[j-1] = d.alts[j-1], d.alts[j]
		}
	}
	return d.alts
}

func single(s string) []alt { return []alt{{spoken: s, prob: 1}} }

// product joins one reading of each part with spaces, multiplying
// probabilities; empty parts are skipped.
func product(parts ...[]alt) []alt {
	out := []alt{{prob: 1}}
	for _, p := range parts {
		if len(p) == 0 {
			continue
		}
		next := make([]alt, 0, len(out)*len(p))
		for _, a := range out {
			for _, b := range p {
				s := a.spoken
				if b.spoken != "" {
					if s != "" {
						s += " "
					}
					s += b.spoken
				}
				cls := a.class
				if cls == "" {
					cls = b.class
				}
				next = append(next, alt{spoken: s, prob: a.prob * b.prob, class: cls})
			}
		}
		out = next
	}
	var d dist
	for _, a := range out {
		d.addAlt(a)
	}
	return d.done()
}

// scanner walks the written text left to right, trying the class
// matchers at each token start and falling back to words, punctuation
// and symbols.
type scanner struct {
	v     *Verbalizer
	st    *Style
	text  string
	segs  []segment
	group int
	// words is the text's words as textHasWord reads them, each as
	// written and in lower case, and "f/" where an f-number is written
	// (fNumberMark), each with the end of its first use plus one, built
	// on the first hasWord (nil before): a rule asked at every token of
	// a long text read the whole text each time ("See 12/25 and " 4,000
	// times took 6.8 s).
	words map[string]int
	// facts holds the textFacts worked out so far (0 not yet, 1 false,
	// 2 true), for the same reason.
	facts [numTextFacts]int8
	// lower is text in lower case, made on its first use (lowerText):
	// matchMeasure reads a text written in capitals in lower case at
	// each "IN" after a number, and lower-cased the whole text each time.
	lower string
	// numAt is 1 + the position whose matchNumber result num holds
	// (numOK whether it matched), 0 for none: matchMeasure reads the
	// number at each digit and matchNumber, later in matchers, read it
	// again, the same text, position and segments before it, so the
	// same match. Kept only while tryMatchers is at one position.
	numAt int
	num   match
	numOK bool
	// lettersKind names the branch of letters that read the last token
	// it read (the first weight it reads: "english_word", "spelled",
	// "sayable_spelled"): the word lexicon's counts are kept per branch
	// (lexicon.go).
	lettersKind string
}

// numberAt is matchNumber(sc, pos), read once per position of
// tryMatchers (numAt).
func (sc *scanner) numberAt(pos int) (match, bool) {
	if sc.numAt != pos+1 {
		sc.num, sc.numOK = matchNumber(sc, pos)
		sc.numAt = pos + 1
	}
	return sc.num, sc.numOK
}

// matchNumberOnce is matchNumber as matchers asks it, through numberAt.
func matchNumberOnce(sc *scanner, pos int) (match, bool) { return sc.numberAt(pos) }

// setText points the scanner at another text (a copy of it over a
// rewritten one): what it knew of the old text's words and facts goes.
func (sc *scanner) setText(text string) {
	sc.text, sc.segs, sc.words, sc.facts = text, nil, nil, [numTextFacts]int8{}
	sc.numAt = 0
}

// hasWord reports what textHasWord(sc.text, set) does, reading the text
// once per scan.
func (sc *scanner) hasWord(set map[string]bool) bool {
	sc.readWords()
	for w := range set {
		if sc.words[w] > 0 {
			return true
		}
	}
	return false
}

// hasWordBefore reports what textHasWord(sc.text[:pos], set) does: a
// word of set whose first use ends by pos. Where pos splits a word the
// prefix's last word is not the text's, and the text is read again.
func (sc *scanner) hasWordBefore(set map[string]bool, pos int) bool {
	if pos > 0 && pos < len(sc.text) && isWordByte(sc.text[pos-1]) && isWordByte(sc.text[pos]) {
		return textHasWord(sc.text[:pos], set)
	}
	sc.readWords()
	for w := range set {
		if e := sc.words[w]; e > 0 && e-1 <= pos {
			return true
		}
	}
	return false
}

// wordCount counts the distinct words of a set of lower-case words
// (3-12 letters, any case in the text) in sc.text, reading the text once
// per scan; the tests hold it to textWordCount, which reads it anew.
func (sc *scanner) wordCount(set map[string]bool) int {
	sc.readWords()
	n := 0
	for w := range set {
		if sc.words[w] > 0 {
			n++
		}
	}
	return n
}

// readWords builds sc.words on first use.
func (sc *scanner) readWords() {
	if sc.words != nil {
		return
	}
	sc.words = map[string]int{}
	note := func(w string, end int) {
		if sc.words[w] == 0 {
			sc.words[w] = end + 1
		}
	}
	eachTextWordAt(sc.text, func(w string, end int) bool {
		note(w, end)
		note(strings.ToLower(w), end)
		return true
	})
	if i := strings.Index(sc.text, "f/"); i >= 0 {
		note("f/", i+2)
	}
}

// isWordByte is a byte of the runs eachTextWord reads: an ASCII letter or
// digit.
func isWordByte(c byte) bool { return isWordStartByte(c) || isDigit(c) }

// textFact is a fact about the whole text that a rule asks at each of
// its tokens; the scanner works it out once per scan (fact).
type textFact uint8

const (
	factColourWord        textFact = iota // colourWordIn
	factWordless                          // no ASCII letter (aboutCalling)
	factPERatio                           // "P/E" (financialMultipleText)
	factConcentration                     // "concentration" (periodChange)
	factChessTokens                       // two chess moves or pawns' moves (reChessToken)
	factMarineCorps                       // the word "marine" and hasMarineCorps
	factRomanIIToIV                       // "(ii)", "(iii)" or "(iv)" (parenthesizedRoman)
	factRomanItemIVVI                     // "(iv)" or "(vi)"
	factRomanItemIXXI                     // "(ix)" or "(xi)"
	factInCapitals                        // written in capitals (writtenInCapitals)
	factMotorway                          // a motorway named (motorwayText)
	factVATNamed                          // "VAT" in any case (matchVATNumber)
	factCashtagText                       // a percent or two cashtags (matchCashtag)
	factLoneMeridiemHours                 // two hours with a lone a or p (loneMeridiemHours)
	numTextFacts
)

// lowerText is sc.text in lower case, made once per text.
func (sc *scanner) lowerText() string {
	if sc.lower == "" {
		sc.lower = strings.ToLower(sc.text)
	}
	return sc.lower
}

// fact reports f of sc.text, working it out on first use.
func (sc *scanner) fact(f textFact) bool {
	if sc.facts[f] == 0 {
		sc.facts[f] = 1
		if sc.workOut(f) {
			sc.facts[f] = 2
		}
	}
	return sc.facts[f] == 2
}

// workOut works fact f out from the whole text.
func (sc *scanner) workOut(f textFact) bool {
	text := sc.text
	switch f {
	case factColourWord:
		return colourWordIn(text)
	case factWordless:
		for i := 0; i < len(text); i++ {
			if isWordStartByte(text[i]) {
				return false
			}
		}
		return true
	case factPERatio:
		return strings.Contains(text, "P/E")
	case factConcentration:
		return strings.Contains(text, "concentration")
	case factChessTokens:
		return len(reChessToken.FindAllStringIndex(text, 2)) >= 2
	case factMarineCorps:
		return sc.hasWord(marineWords) && hasMarineCorps(text)
	case factRomanIIToIV:
		return strings.Contains(text, "(ii)") || strings.Contains(text, "(iii)") || strings.Contains(text, "(iv)")
	case factRomanItemIVVI:
		return strings.Contains(text, "(iv)") || strings.Contains(text, "(vi)")
	case factRomanItemIXXI:
		return strings.Contains(text, "(ix)") || strings.Contains(text, "(xi)")
	case factInCapitals:
		return writtenInCapitals(text)
	case factMotorway:
		return motorwayText(text)
	case factVATNamed:
		return strings.Contains(strings.ToUpper(text), "VAT")
	case factCashtagText:
		return strings.Contains(text, "%") || cashtagCount(text) >= 2
	case factLoneMeridiemHours:
		return sc.loneMeridiemHoursText()
	}
	return false
}

// writtenInCapitals reports whether text is written all in capitals, as
// a headline, a form, an address label, a sign, a weather bulletin or
// shouting in a chat is ("123 MAIN ST APT 4B", "DEAR MR SMITH", "I PAID
// $20 FOR THIS", "WINDS NW 15 TO 20 MPH"): no lower-case letter, no
// letter outside ASCII, two words or more of two letters or more, and
// one of them an English word or a name (not US). In such text a word's
// capitals are no sign that it is an initialism, so an abbreviation
// (MR, DR, ST, AVE), a courtesy title (MRS, MS) and a short English word
// (AT, TO) read as they would in ordinary case; in mixed text the
// capitals keep their evidence ("FRDC RD & E", "( HLRT 827 AT )").
// Google TN's samples hold few such texts (2 of the fit half's 1,000
// sentences, 20 of the study half's 11,546, 8 of the development set's
// 5,518: headlines without an abbreviation, whose words it says).
func writtenInCapitals(text string) bool {
	words, known := 0, false
	for i := 0; i < len(text); {
		c := text[i]
		if c >= 0x80 {
			r, n := utf8.DecodeRuneInString(text[i:])
			if unicode.IsLetter(r) {
				return false
			}
			i += n
			continue
		}
		if c >= 'a' && c <= 'z' {
			return false
		}
		if c < 'A' || c > 'Z' {
			i++
			continue
		}
		j := i
		for j < len(text) && text[j] >= 'A' && text[j] <= 'Z' {
			j++
		}
		if j < len(text) && text[j] >= 'a' && text[j] <= 'z' {
			return false
		}
		if j-i >= 2 {
			words++
			if lw := strings.ToLower(text[i:j]); lw != "us" && (isEnglishWord(lw) || j-i >= 3 && isName(lw)) {
				known = true
			}
		}
		i = j
	}
	return words >= 2 && known
}

// match is what a class matcher found: the end of the written token and
// its segments (one, or several for tokens like URLs whose parts vary
// independently).
type match struct {
	end  int
	segs []segment
}

type matcher func(sc *scanner, pos int) (match, bool)

// matchers are tried at every token start; the longest match wins and
// earlier entries win ties, so the more specific class goes first.
var matchers = []matcher{
	matchEngineersCode, // before the year's and the count's: "RFC 2616", "ASTM D638"
	matchDegreeClass,   // before time's and ratio's: "a 2:1 in History"
	matchStatementMark,
	matchBroughtForward,
	matchCashtag,
	matchBowlingAnalysis, // before date's and telephone's: "10-1-34-3"
	matchSlashIdentifier, // before date's and fraction's: "File 2024/123"
	matchKDA,             // before date's: "KDA 5/2/10" is no date
	matchEircode,
	matchAustralianServiceNumber,
	matchAadhaar,
	matchVATNumber,
	matchZoneOffset,
	matchElectronic,
	matchHandleDigits, // before number's: "@user123" says its digits
	matchHex,
	matchTime,
	matchDate,
	matchOldShillings, // before decades' and plurals': "It cost 5s." is not "fives"
	matchDayRange,
	matchQuarter,
	matchDecade,
	matchPluralNumber,
	matchScientific,
	matchMoney,
	matchOldMoney,
	matchPence,
	matchCents,
	matchDMS,
	matchRunway,
	matchFlightLevel,
	matchAircraftModel, // before telephone's: "A350-1000"
	matchIntelCore,
	matchRyzenModel,
	matchVideoCodec,
	matchFlightNumber,
	matchFederalRules,
	matchPublicLaw,
	matchRoundTrip,
	matchReporterSeries,
	matchBatterySize,
	matchCreditRating, // before chess's: "Baa2" is no bishop's move
	matchEstimateYear,
	matchChessMove,
	matchChordSymbol,
	matchRomanProgression,
	matchContainerID,
	matchArxivID,
	matchIEEE802,
	matchFeetInches,
	matchInches,
	matchFeet,
	matchMoBookFormat,
	matchClothingSize,  // before measure's: "32W 34L" is no watts and liters
	matchMoneylineOdds, // before number's: "-110" in a bet is "minus one ten"
	matchAgoSpan,       // before measure's: "5m ago" is no meters
	matchCountAbbreviation,
	matchRegularPrice,
	matchEpisode,
	matchPartyState,
	matchPointAdjective,
	matchOilGrade,
	matchTenCode,
	matchPlayerHeight,
	matchNumeroSign,
	matchOrdinalIndicator, // before measure's: "1º de julho" is no degree
	matchMeasure,
	matchTelephone,
	matchFraction,
	matchOrdinal,
	matchSplitPoint,
	matchBookNumber,
	matchBookFormat,
	matchNumberOnce,
}

// bookFormats are the sizes older books and bibliographies write as a
// number and the format's last letters ("4to", "8vo"): the format's name
// ("four to", "eight vo" before).
// "12mo" and the other -mo sizes are months but in a text of books
// (matchMoBookFormat).
var bookFormats = map[string]string{"4to": "quarto", "8vo": "octavo"}

// moFormats are the book sizes written with "mo" ("12mo", duodecimo)
// with the Latin names a bibliographer may say.
var moFormats = map[string]string{"12mo": "duodecimo", "16mo": "sextodecimo", "18mo": "octodecimo", "24mo": "",
	"32mo": "", "48mo": "", "64mo": ""}

// bookWords in a text make a -mo size a book's, not months.
var bookWords = setOf(strings.Fields(`vol vols volume volumes pp edition editions ed eds printed printer
	published publisher plates folio quarto octavo 4to 8vo bound binding book books title pages leaves frontispiece`), false)

// bindingWords after a -mo size describe the book's binding or state
// ("12mo calf", "16mo original cloth").
var bindingWords = setOf(strings.Fields(`calf cloth boards vellum morocco wrappers wraps sheep half full original
	contemporary later old new printed uncut pp with in gilt limp paper leather plates`), false)

// moMonthsBefore before a -mo number make it months ("for 12mo", "over
// 24mo").
var moMonthsBefore = setOf(strings.Fields(`for over within after every per last past next first`), false)

// matchMoBookFormat reads "12mo" and the other -mo sizes as a book's in a
// text of books or after a bibliography's year ("London, 1820, 12mo."):
// "twelve mo" 0.8 (a twelvemo) or the Latin name 0.2 ("twelve months"
// was the reading; "a 12mo contract" stays months). Hand-set: Google
// TN's sentences have none.
// It goes before matchMeasure, whose "mo" is a month.
func matchMoBookFormat(sc *scanner, pos int) (match, bool) {
	text := sc.text
	end := pos + 2
	if end+2 > len(text) || text[end] != 'm' || text[end+1] != 'o' || !isDigit(text[pos]) || !isDigit(text[pos+1]) {
		return match{}, false
	}
	latin, ok := moFormats[text[pos:end+2]]
	if !ok || !boundaryAt(text, end+2) || pos > 0 && (isDigit(text[pos-1]) || isWordStartByte(text[pos-1])) {
		return match{}, false
	}
	pw := prevWordPastComma(text, pos)
	if !(len(pw) == 4 && allDigits(pw) && pw >= "1450" && pw <= "1999") && !sc.hasWord(bookWords) {
		return match{}, false
	}
	if nw := nextWord(text, end+2); startsLowerASCII(nw) && !bookWords[nw] && !bindingWords[nw] || moMonthsBefore[strings.ToLower(prevWord(text, pos))] {
		// "a 12mo lease", "The 24mo warranty covers the book", "for
		// 12mo": a noun of no book after it, or a word of time before
		// it, makes the months whatever the text's books ("twelve mo
		// lease" was the reading).
		return match{}, false
	}
	var d dist
	said := cardinalWords(text[pos:end], false) + " mo"
	if latin == "" {
		d.add(said, 1)
	} else {
		d.add(said, 0.8)
		d.add(latin, 0.2)
	}
	return oneSeg(Measure, pos, end+2, d.done()), true
}

// textingTo are the words after which "4to" is texting's "to" or "for
// to" ("going 4to the store"), not a quarto: a book's size comes after
// "in" or a number of volumes, and is followed by punctuation, a date or
// a place.
var textingTo = setOf(strings.Fields(`the a an my your his her its our their this that these those me you him
	them us be see go get do make buy school work bed eat`), false)

// matchBookFormat reads a book format ("printed in 4to", "2 vols. 8vo"),
// hand-set: Google TN's sentences have none.
func matchBookFormat(sc *scanner, pos int) (match, bool) {
	text := sc.text
	end := digitsEnd(text, pos)
	if end == pos || end+2 > len(text) {
		return match{}, false
	}
	w := text[pos : end+2]
	name, ok := bookFormats[w]
	if !ok || !boundaryAt(text, end+2) {
		return match{}, false
	}
	if rest := strings.TrimLeft(text[end+2:], " "); rest != "" && isDigit(rest[0]) {
		return match{}, false // "from 4to 8": a range missing its space
	}
	if w == "4to" && textingTo[strings.ToLower(nextWord(text, end+2))] {
		return match{}, false // "going 4to the store": texting's "for to"
	}
	var d dist
	d.add(name, 0.9)
	d.add(cardinalWords(text[pos:end], false)+" "+text[end:end+2], 0.1)
	return oneSeg(Measure, pos, end+2, d.done()), true
}

// slashAbbreviations are the note-taker's abbreviations written with a
// slash ("coffee w/o sugar", "w/ my friends", "b/c it rained", "c/o the
// hotel"), said as the words they stand for; letter by letter ("w o",
// their reading before) keeps a tenth. Hand-set: Google TN's sentences
// have none. "a/c" and "n/a" are left to their letters, which is how
// they are said.
// "o/u" is a bettor's over/under, a game's total ("the o/u is 45.5",
// "take the under on o/u 210.5"; "o u" was the reading, verb92 left it),
// said "over under" as the written-out "over/under" is; after "the" too,
// as it names the line (verb95). Only before a number (overUnderAt) or,
// lower case, after "the": "O/U ratio", "set o/u flags" keep the letters.
var slashAbbreviations = map[string]string{"w/o": "without", "w/out": "without", "b/c": "because", "c/o": "care of", "w/": "with",
	"o/u": "over under"}

// slashAbbreviation reads a slash abbreviation at pos, a lone letter
// before a slash: "w/o", "w/out", "b/c", "c/o" before a word's end, "w/" before a
// space ("w/Tom" and "w/w" are left to the slash). A letter after a slash
// is in a run of letters and slashes, no abbreviation ("x = a/b/c" was
// "a because").
func slashAbbreviation(text string, pos int) (match, bool) {
	if pos > 0 && text[pos-1] == '/' {
		return match{}, false
	}
	end := 0
	for _, n := range [...]int{5, 3, 2} { // the longest first
		e := pos + n
		if e > len(text) || slashAbbreviations[strings.ToLower(text[pos:e])] == "" {
			continue
		}
		ends := boundaryAt(text, e)
		switch n {
		case 3:
			ends = ends && (e == len(text) || text[e] != '/')
		case 2:
			ends = e == len(text) || text[e] == ' '
		}
		if ends {
			end = e
			break
		}
	}
	if end == 0 {
		return match{}, false
	}
	written := text[pos:end]
	lw := strings.ToLower(written)
	if lw == "o/u" {
		if !overUnderAt(text, end) && (written != "o/u" || !strings.EqualFold(prevWord(text, pos), "the")) {
			return match{}, false
		}
	} else if determiners[strings.ToLower(prevWord(text, pos))] || lw == "b/c" && !clauseFollows(text, end) {
		// "The b/c ratio", "a W/O on the exam", "the C/O ratio" name
		// things; "Hepatitis B/C testing", "Grade B/C students",
		// "Options B/C are wrong" are two letters ("because" was the
		// reading): "because" opens a clause ("b/c it rained", "b/c of
		// the rain").
		return match{}, false
	}
	var d dist
	d.add(slashAbbreviations[lw], 0.9)
	d.add(spellLetters(strings.ReplaceAll(written, "/", "")), 0.1)
	return oneSeg(Abbreviation, pos, end, d.done()), true
}

// overUnderAt reports whether a betting total's number follows "O/U"
// ending at end: a digit after one space, or after "is", "of" or "at"
// ("O/U 45.5", "the O/U is 48"). "O/U" alone, elsewhere, keeps its
// letters.
func overUnderAt(text string, end int) bool {
	if end >= len(text) || text[end] != ' ' {
		return false
	}
	rest := text[end+1:]
	for _, w := range [...]string{"is ", "of ", "at "} {
		rest = strings.TrimPrefix(rest, w)
	}
	return rest != "" && isDigit(rest[0])
}

// apostropheAbbreviations are the words shortened with an apostrophe
// for the letters left out, and what they stand for. Only forms no word
// or name is written as; "govt" too, when no period follows (the lexicon
// has "Govt.").
var apostropheAbbreviations = map[string]string{"gov't": "government", "gov'ts": "governments",
	"govt": "government", "int'l": "international", "nat'l": "national", "ass'n": "association",
	"dep't": "department", "add'l": "additional", "req'd": "required", "cont'd": "continued",
	"att'y": "attorney", "att'ys": "attorneys", "sec'y": "secretary", "comm'n": "commission",
	"mfg'd": "manufactured", "dist'n": "distribution", "gen'l": "general", "ass't": "assistant"}

// apostropheAbbreviation returns what w stands for if it is one of
// apostropheAbbreviations (any case, a straight or curly apostrophe).
// Most words have no apostrophe and are not "govt": they return at once.
func apostropheAbbreviation(w string) string {
	if len(w) < 4 || len(w) > 9 || strings.IndexByte(w, '\'') < 0 && !strings.Contains(w, "’") && !strings.EqualFold(w, "govt") {
		return ""
	}
	return apostropheAbbreviations[strings.ToLower(strings.ReplaceAll(w, "’", "'"))]
}

// periodChanges are finance's period-over-period abbreviations, said as
// what they stand for ("sales rose 8% q/q" -> "quarter over quarter",
// "12% y/y", "0.3% m/m", "5% YoY"); letter by letter ("q q", "y o y",
// their reading before) keeps a share, and YoY said as a word ("yoy", as
// NeMo's TN test cases have it) another. Hand-set: Google TN's sentences
// have none.
var periodChanges = map[string]string{"q/q": "quarter over quarter", "y/y": "year over year", "m/m": "month over month",
	"yoy": "year over year", "qoq": "quarter over quarter", "mom": "month over month"}

// periodChange reads a period-over-period abbreviation at pos (w is the
// word there): the slash forms after a change (a percentage, a number,
// bps: "8% q/q", "up 40 bps y/y", "(q/q)" after one), where "m/m" is no
// unit ratio; YoY and QoQ anywhere, MoM so cased and after a change
// ("mom", "My MoM" are a mother).
func (sc *scanner) periodChange(text string, pos int, w string) (match, bool) {
	end := pos + len(w)
	var d dist
	switch {
	case len(w) == 1 && end+2 <= len(text) && text[end] == '/' && strings.EqualFold(text[end+1:end+2], w) && boundaryAt(text, end+2) &&
		(end+2 == len(text) || text[end+2] != '/') && periodChanges[strings.ToLower(text[pos:end+2])] != "" && afterChange(text, pos, true) &&
		!((w == "m" || w == "M") && (sc.hasWord(mixtureWords) || sc.fact(factConcentration))):
		end += 2
		d.add(periodChanges[strings.ToLower(text[pos:end])], 0.8)
		d.add(spellLetters(strings.ReplaceAll(text[pos:end], "/", "")), 0.2)
	case w == "YoY" || w == "YOY" || w == "yoy" || w == "QoQ" || w == "QOQ" || w == "qoq" || w == "MoM" && afterChange(text, pos, false):
		// Said as a word too (NeMo's TN test case: "YoY growth" ->
		// "yoy growth").
		d.add(periodChanges[strings.ToLower(w)], 0.6)
		d.add(spellLetters(w), 0.25)
		d.addWritten(sc.plain(w), 0.15)
	default:
		return match{}, false
	}
	return oneSeg(Abbreviation, pos, end, d.done()), true
}

// mixtureWords make "% m/m" a mixture's mass by mass ("a 10% m/m
// solution" was "month over month"). Not "mass": "mass transit", "mass
// layoffs" are the news's too ("Prices climbed 2% m/m while mass transit
// use fell" was "m m").
// ("concentration" is longer than textHasWord's words: it is looked for
// apart).
var mixtureWords = setOf(strings.Fields(`solution solutions mixture mixtures
	dissolve dissolved dilute diluted aqueous solvent solute purity cream ointment gel alloy acid`), false)

// afterChange reports whether the text before pos ends in a change:
// a percentage, a number (when number is set) or basis points ("8% ",
// "40 bps ", "12 % (").
func afterChange(text string, pos int, number bool) bool {
	i := pos
	for i > 0 && (text[i-1] == ' ' || text[i-1] == '(') {
		i--
	}
	if i == pos || i == 0 {
		return false
	}
	if c := text[i-1]; c == '%' || number && c >= '0' && c <= '9' {
		return true
	}
	// "40 bps", and "50bps" against its number ("fifty basis points q q"
	// was the reading).
	switch strings.TrimLeft(strings.ToLower(prevWord(text, i)), "0123456789.") {
	case "bps", "bp", "pts", "percent", "points":
		return true
	}
	return false
}

// clauseFollows reports whether the word after end opens a clause, as
// after "because": a pronoun, a determiner, "of", "there" ("b/c it
// rained", "b/c the store closed", "b/c of the rain", "b/c I'm late").
func clauseFollows(text string, end int) bool {
	w := strings.ToLower(nextWord(text, end))
	if i := strings.IndexAny(w, "'’"); i > 0 {
		w = w[:i] // "it's", "I'm", "we're"
	}
	return clauseOpeners[w]
}

// clauseOpeners open the clause after "because", chat's too ("b/c u were
// late", "b/c idk", "b/c why not").
var clauseOpeners = setOf(strings.Fields(`i you he she it we they there this that these those the a an my your his
	her its our their of what when if all some no nobody everyone everything someone people im ive id youre theyre
	dont didnt cant wont isnt wasnt thats theres u ur idk why how who where nothing everybody`), false)

func oneSeg(class Class, start, end int, alts []alt) match {
	return match{end: end, segs: []segment{{class: class, start: start, end: end, alts: alts}}}
}

func (v *Verbalizer) scan(text string) ([]segment, error) {
	segs, err := v.scanWritten(text)
	if err == nil {
		tieSegments(text, segs)
	}
	return segs, err
}

// tieSegments ties the readings of a scanned text's segments that must
// agree (ties.go): scan's last step, the Acceptor's too.
func tieSegments(text string, segs []segment) {
	tieRepeatedWords(text, segs)
	tieClockStyles(segs)
	tieRangeScales(text, segs)
	tieMoneyRanges(text, segs)
	tieDottedTimes(text, segs)
	tieFlightNumbers(segs)
	tieDimensionSeparators(text, segs)
	tieMenuPaths(text, segs)
	tieScoreZero(text, segs)
	tieRecordNumbers(text, segs)
}

// scanWritten is scan without the ties: the text folded to its reading
// form, scanned, and located in the text as written.
func (v *Verbalizer) scanWritten(text string) ([]segment, error) {
	folded, back := readingForm(text)
	if back == nil {
		return v.scanFolded(text)
	}
	// Scanned as ASCII, located in the text as written (readingform.go).
	segs, err := v.scanFolded(folded)
	return locateFolded(folded, back, segs, err)
}

// locateFolded locates the segments (or the error) of a scan of folded,
// the reading form of a text, in the text as written (back: readingForm's
// offsets).
func locateFolded(folded string, back []int, segs []segment, err error) ([]segment, error) {
	if e, ok := err.(*Error); ok {
		e.Offset = back[e.Offset]
	}
	for i := range segs {
		if segs[i].punct {
			// Kept punctuation is rendered as read ("&mdash;" as "—").
			segs[i].form = folded[segs[i].start:segs[i].end]
		}
		segs[i].start, segs[i].end = back[segs[i].start], back[segs[i].end]
	}
	return segs, err
}

// scanFolded splits text (in its reading form, readingform.go) into segments
// with their readings.
func (v *Verbalizer) scanFolded(text string) ([]segment, error) {
	st := v.newStepper(text)
	for st.step() {
	}
	return st.result()
}

// stepper is scanFolded one token at a time: the Acceptor reads a text's
// segments as they come and stops scanning once no reading of them can
// begin the spoken text asked about. Segments once scanned never change
// (scanner.add reads the segments before a new one, it does not alter
// them), so a scan run to its end is scanFolded's.
type stepper struct {
	sc  *scanner
	pos int
	err error
	own scanner // sc's storage: one allocation for both
}

func (v *Verbalizer) newStepper(text string) *stepper {
	st := new(stepper)
	v.initStepper(st, text)
	return st
}

// initStepper starts st, zero, on text: newStepper's work where st lives
// inside something else (an Acceptor's scan under way).
func (v *Verbalizer) initStepper(st *stepper, text string) {
	st.own = scanner{v: v, st: v.style, text: text}
	st.sc = &st.own
	if !utf8.ValidString(text) {
		st.err = &Error{Offset: firstInvalidUTF8(text), Kind: "invalid_utf8", Reason: "invalid UTF-8"}
	}
}

// step scans the next token (none, one or more segments), false when the
// text is done or could not be read (result says why).
func (st *stepper) step() bool {
	sc := st.sc
	text := sc.text
	if st.err != nil {
		return false
	}
	pos := st.pos
	for pos < len(text) {
		r, size := utf8.DecodeRuneInString(text[pos:])
		if !unicode.IsSpace(r) && !unicode.Is(unicode.Cf, r) {
			break
		}
		pos += size
	}
	st.pos = pos
	if pos >= len(text) {
		return false
	}
	if m, ok := sc.tryMatchers(pos); ok {
		sc.add(m)
		st.pos = m.end
		return true
	}
	r, size := utf8.DecodeRuneInString(text[pos:])
	var end int
	var err error
	switch {
	case isWordRune(r) || ((r == '\'' || r == '’') && pos+size < len(text) && isWordStart(text[pos+size:]) && apostropheStartsWord(text, pos, size)):
		end = sc.word(pos)
	case r >= '0' && r <= '9':
		end = pos
		end = digitsEnd(text, end)
		sc.add(oneSeg(Digits, pos, end, sc.digitAlts(text[pos:end], 1)))
	default:
		end, err = sc.symbol(pos, r, size)
	}
	if err != nil {
		st.err = err
		return false
	}
	st.pos = end
	return true
}

// result is the scan's segments, or the error that stopped it.
func (st *stepper) result() ([]segment, error) {
	if st.err != nil {
		return nil, st.err
	}
	return st.sc.segs, nil
}

// Error says why a text cannot be verbalized: what (Kind, a stable name a
// pipeline can count rejects by: invalid_utf8, symbol, control,
// number_character, character) and where (byte Offset in the text).
type Error struct {
	Offset int
	Kind   string
	Reason string
}

// ErrorHints says, for the kinds of Error that can reject most of a
// corpus, what the user should do; a prep refused for too many rejects
// prints its top kind's hint.
var ErrorHints = map[string]string{
	"symbol":           "the verbalizer has no reading for a symbol (emoji, arrows, stars, dingbats: the reject reason names it): --clean transcript removes emoji and such symbols first (clean/RULES.md: remove_emojis, replace_symbols; it keeps the hearts and stars the verbalizer reads, so one it cannot read in its place stays rejected: remove_emojis's keep \"\" removes them too), or a --style file gives the symbol a reading (\"symbols\")",
	"number_character": "digits of another script (Arabic-Indic, Devanagari, circled): the verbalizer reads ASCII, full-width and Roman numeral characters only; convert them first or keep such records out",
	"control":          "control characters inside the text: a binary or wrongly decoded file? (check the encoding; the reject reason names the character)",
}

func (e *Error) Error() string { return fmt.Sprintf("%s at byte %d", e.Reason, e.Offset) }

func firstInvalidUTF8(s string) int {
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size <= 1 {
			return i
		}
		i += size
	}
	return len(s)
}

// markRunBack bounds add's walk back over the marks written against a
// token to the token before them.
const markRunBack = 64

func (sc *scanner) add(m match) {
	sc.group++
	// A token that took a final period at the end of the text ("... at
	// 5 p.m.", "Elm St.") gives it back as the sentence's full stop, so
	// that keep-case-punct output ends with it.
	if n := len(m.segs); n > 0 {
		last := &m.segs[n-1]
		if last.end-last.start > 1 && sc.text[last.end-1] == '.' && !last.punct && strings.TrimRight(sc.text[last.end:], " \t\n\r\"')]") == "" {
			last.end--
			m.segs = append(m.segs, segment{class: Punct, start: last.end, end: last.end + 1, punct: true})
		}
	}
	if n := len(m.segs); n > 0 {
		first, last := &m.segs[0], &m.segs[n-1]
		if len(first.alts) >= 2 { // dropRepeated's own first test, before the word is looked for
			first.alts = sc.dropRepeated(first.alts, prevWord(sc.text, first.start), true, sc.text[first.start:first.end])
		}
		k, at := len(sc.segs), first.start
		// At most markRunBack marks back: each token of a run of marks
		// walked back over the whole run, 50,000 "(" took 4 s (fuzz10,
		// TestLongTextMarkRun); no word is written behind so many.
		for back := 0; back < markRunBack && k > 0 && (sc.segs[k-1].punct || maySayNothing(sc.segs[k-1].alts)) && sc.segs[k-1].end == at; back++ {
			// "A!1/10": a mark written between the two says nothing;
			// "A*1/10": a symbol may say nothing ("a a tenth").
			k, at = k-1, sc.segs[k-1].start
		}
		if k > 0 && sc.segs[k-1].end <= at && !sc.segs[k-1].punct && strings.TrimLeftFunc(sc.text[sc.segs[k-1].end:at], unicode.IsSpace) == "" &&
			!strings.EqualFold(sc.text[sc.segs[k-1].start:sc.segs[k-1].end], sc.text[first.start:first.end]) {
			// "00A1/10": the token before, written against this one or
			// spaced ("0A 1/10"), ends a reading with a context word
			// ("o o a") that the written word before ("00A") is not; "a
			// tenth" would say it twice ("o o a a tenth"); so "A!1/10"
			// ("a a tenth") and "BA1/10", where only the spelled "b a"
			// ends so ("b a a tenth"). The segments are read apart, so
			// any such reading before drops the repeat ("one tenth"
			// stays). A token written twice ("a &&c" "a and and c") says
			// it twice. Spaced, only the word itself is dropped: "NZPA 5
			// December" keeps "the fifth" after the spelled "n z p a".
			touching := sc.segs[k-1].end == at
			for _, a := range sc.segs[k-1].alts {
				if w := a.spoken[strings.LastIndexByte(a.spoken, ' ')+1:]; !a.literal && contextWords[w] {
					if touching {
						first.alts = sc.dropRepeated(first.alts, w, true, "")
					} else {
						first.alts = dropOpening(first.alts, w)
					}
				}
			}
		}
		if len(last.alts) >= 2 {
			last.alts = sc.dropRepeated(last.alts, nextWord(sc.text, last.end), false, "")
		}
	}
	for _, s := range m.segs {
		s.group = sc.group
		s.spaceBefore = s.start > 0 && isSpaceBefore(sc.text, s.start)
		if len(s.alts) == 0 {
			s.alts = single(sc.text[s.start:s.end])
		}
		sc.segs = append(sc.segs, s)
	}
}

// dropOpening removes the readings that open with the word w, unless
// every reading does.
func dropOpening(alts []alt, w string) []alt {
	var d dist
	for _, a := range alts {
		if first, _, _ := strings.Cut(a.spoken, " "); a.literal || first != w {
			d.addAlt(a)
		}
	}
	if len(d.alts) == 0 || len(d.alts) == len(alts) {
		return alts
	}
	return d.done()
}

// maySayNothing reports whether one of alts is silent (a literal "": a
// symbol or mark read as nothing).
func maySayNothing(alts []alt) bool {
	for _, a := range alts {
		if a.literal && a.spoken == "" {
			return true
		}
	}
	return false
}

// contextWords are the function words a reading may begin or end with
// ("the twenty first of", "and fifty cents", "to") that must not repeat the
// written word beside the token: "on the 21st" is never "on the the twenty
// first", "the 5th of of". Number words repeat legitimately ("1 1": "one
// one") and are not listed.
var contextWords = map[string]bool{"the": true, "of": true, "and": true, "to": true, "a": true, "an": true, "at": true, "per": true, "by": true, "in": true, "on": true}

// theBarredAfter are the determiners after which a reading does not open
// with "the": "a 2014/06/19 date" is "a june nineteenth twenty fourteen
// date", never "a the nineteenth of june ..." (P 0.93 before), "this
// 2014/06/19 date" never "this the nineteenth". "the" itself is a
// context word. "that" (a conjunction too: "said that 06/19 was a
// holiday") and "her" (an object too: "told her 06/19") are not listed,
// nor a possessive 's ("it's the nineteenth"). "happy" greets an
// occasion, never with "the" after it: "Happy 4th of July!" was "happy
// the fourth of july" (0.99; hand-set, Google TN's sentences have none).
var theBarredAfter = setOf(strings.Fields(`a an this these those each every its my his our your their happy`), false)

// dropRepeated removes the readings whose first (before) or last word
// repeats the written context word w, after a determiner of
// theBarredAfter those opening with "the", and after one or "the" those
// opening with the article "an" ("a 1/8 inch pipe" had "a an eighth inch
// pipe"; "a", which may be the letter, stays), unless every reading does.
// After "each" or "every" a token (its written text: "" where the caller
// keeps none) written with a letter keeps its readings with "the" at
// theKeptShare; the token is looked at only there, not at every segment.
func (sc *scanner) dropRepeated(alts []alt, w string, before bool, token string) []alt {
	if len(alts) < 2 {
		return alts // tested before the lower-casing: most tokens have one reading
	}
	w = strings.ToLower(w)
	barThe := before && theBarredAfter[w]
	barAn := barThe || before && w == "the"
	if len(alts) < 2 || !contextWords[w] && !barThe {
		return alts
	}
	keepThe := barThe && theKeptAfter[w] && hasASCIILetter(token)
	var d, the dist
	for _, a := range alts {
		s := a.spoken
		var edge string
		if before {
			edge, _, _ = strings.Cut(s, " ")
		} else {
			edge = s[strings.LastIndexByte(s, ' ')+1:]
		}
		switch {
		case keepThe && !a.literal && edge == "the":
			the.addAlt(a)
		case a.literal || !(edge == w && contextWords[w] || barThe && edge == "the" || barAn && edge == "an"):
			d.addAlt(a)
		}
	}
	if len(d.alts) == 0 {
		return alts
	}
	if len(the.alts) > 0 {
		rest := d.done()
		d = dist{}
		d.addAll(rest, 1-theKeptShare)
		d.addAll(the.done(), theKeptShare)
	}
	return d.done()
}

// hasASCIILetter reports whether s holds a letter a-z or A-Z.
func hasASCIILetter(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i] | 0x20; c >= 'a' && c <= 'z' {
			return true
		}
	}
	return false
}

// theKeptAfter are the determiners of theBarredAfter after which Google
// TN still opens a day-first date with its "the": "Each 20 July" (every
// year on that day) is "each the twentieth of july" (the fresh sample's
// study half, 1 of 1; it had no such reading). Those readings of a token
// written with a letter (its month's name: dropRepeated's token) keep
// theKeptShare of the token's probability, the readings without "the"
// the rest (dayMonthArticleWeights leaves them their weight there); a
// date all in digits ("every 06/19/2014 entry") drops them. Hand-set.
var theKeptAfter = setOf(strings.Fields(`each every`), false)

const theKeptShare = 0.1

func isSpaceBefore(text string, pos int) bool {
	r, _ := utf8.DecodeLastRuneInString(text[:pos])
	return unicode.IsSpace(r)
}

func (sc *scanner) tryMatchers(pos int) (match, bool) {
	c := sc.text[pos]
	// Matchers only start where a token can: not inside a word or number.
	if pos > 0 {
		p, _ := utf8.DecodeLastRuneInString(sc.text[:pos])
		if p >= '0' && p <= '9' {
			return match{}, false
		}
		if isWordRune(p) && !(c >= '0' && c <= '9') && !zoneSignAfterLetters(sc.text, pos) {
			return match{}, false
		}
	}
	var best match
	found := false
	sc.numAt = 0
	for _, m := range matchers {
		if got, ok := m(sc, pos); ok && got.end > pos && (!found || got.end > best.end) {
			best, found = got, true
		}
	}
	sc.numAt = 0
	return best, found
}

// isWordRune reports whether r belongs to a word. The ordinal indicators
// º and ª are letters to Unicode but no part of a word: after a number
// they mark an ordinal (matchOrdinalIndicator), elsewhere º is a degree
// sign's look-alike and ª has no reading, so "aª" is a clear error rather
// than an "ª" left in the spoken side.
func isWordRune(r rune) bool {
	return (unicode.IsLetter(r) || unicode.Is(unicode.Mn, r)) && r != 'º' && r != 'ª'
}

func isWordStart(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return isWordRune(r)
}

// boundaryAt reports whether a token may end at pos: at the end, or
// before something that is neither a letter nor a digit.
func boundaryAt(text string, pos int) bool {
	if pos >= len(text) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(text[pos:])
	return !isWordRune(r) && !(r >= '0' && r <= '9')
}

// prevWord returns the word before pos (skipping spaces and
// punctuation other than letters), or "".
func prevWord(text string, pos int) string {
	w, _ := prevWordAt(text, pos)
	return w
}

// prevWordAt is prevWord and the index its word starts at (pos when there
// is none), to look past it at the word before: "loss of  $(0.3)" with
// any spaces after "of".
func prevWordAt(text string, pos int) (string, int) {
	end := pos
	for end > 0 {
		r, size := utf8.DecodeLastRuneInString(text[:end])
		if isWordRune(r) || (r >= '0' && r <= '9') {
			break
		}
		if !unicode.IsSpace(r) {
			return "", pos
		}
		end -= size
	}
	start := end
	for start > 0 {
		r, size := utf8.DecodeLastRuneInString(text[:start])
		if !isWordRune(r) && !(r >= '0' && r <= '9') {
			break
		}
		start -= size
	}
	if start == end {
		return "", pos
	}
	return text[start:end], start
}

// nextWord returns the word after pos, skipping spaces only.
func nextWord(text string, pos int) string {
	w, _ := nextWordAt(text, pos)
	return w
}

// nextWordAt returns the word after pos, skipping spaces only, and its
// end (pos where no word follows the spaces).
func nextWordAt(text string, pos int) (string, int) {
	for pos < len(text) && (text[pos] == ' ' || text[pos] == '\t') {
		pos++
	}
	end := pos
	for end < len(text) {
		r, size := utf8.DecodeRuneInString(text[end:])
		if !isWordRune(r) && !(r >= '0' && r <= '9') {
			break
		}
		end += size
	}
	return text[pos:end], end
}

func isCapitalized(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r)
}

// elisions are the words written with a leading apostrophe: clitics
// tokenized text splits off ("hero 's", "do n't" is "n't" below) and the
// elided words of dialogue and verse ('tis, 'em, rock 'n' roll).
var elisions = setOf(strings.Fields(`s t re ll ve d m nt tis twas twere twill twould em n cause cos til bout round cept
	nuff ere im er ave ow alf ello orrible appen sup kay ya y all`), false)

// apostropheStartsWord reports whether the apostrophe at pos (size bytes)
// begins a word: an elision or clitic ('tis, 's). Otherwise it opens a
// quotation ('Mr. X' said), and is punctuation: taken into the word it
// hid the abbreviation and was left in the spoken form ("'mr x").
func apostropheStartsWord(text string, pos, size int) bool {
	i := pos + size
	j := i
	for j < len(text) {
		r, n := utf8.DecodeRuneInString(text[j:])
		if !isWordRune(r) {
			break
		}
		j += n
	}
	w := strings.ToLower(text[i:j])
	if w == "n" && j < len(text) && (text[j] == '\'' || strings.HasPrefix(text[j:], "’")) {
		// "rock 'n' roll", "fish 'n' chips": the n between its two
		// apostrophes is said "n", both of them unsaid as "N'" in "Guns
		// N' Roses" is; read as an elision the first stayed, "rock 'n
		// roll".
		return false
	}
	return elisions[w]
}

// word reads a run of letters (with inner apostrophes) and decides
// between abbreviation, roman numeral, acronym, symbol and plain word.
func (sc *scanner) word(pos int) int {
	text := sc.text
	end := pos
	for end < len(text) {
		r, size := utf8.DecodeRuneInString(text[end:])
		if isWordRune(r) {
			end += size
			continue
		}
		if (r == '\'' || r == '’') && end+size < len(text) && isWordStart(text[end+size:]) {
			end += size
			continue
		}
		break
	}
	if stem := capsPossessiveStem(text[pos:end]); stem > 0 || sc.capsRunPossessive(text[pos:end]) {
		if stem == 0 {
			stem = end - pos - 2
		}
		// "the FBI's report", "the UK's GDP": an initialism's possessive
		// is the initialism and its clitic, as Google TN's tokenized
		// "WWE 's" ("w w e 's"); read whole it was the word "fbi's".
		end = pos + stem
	}
	w := text[pos:end]
	if w == "p" {
		if key, e, ok := dottedPerAbbreviation(text, pos); ok && percentBefore(text, pos) {
			// "Interest at 7.5% p.a.": a rate per annum (or per month,
			// "p.m."), as after an amount of money ("seven point five
			// percent p a" was 0.94, verb86's list). Hand-set.
			var d dist
			d.add(moneyPerDotted[key], 0.8)
			d.add(spellLetters(key), 0.2)
			sc.add(oneSeg(Abbreviation, pos, e, d.done()))
			return e
		}
	}
	if w == "std" && ordinalBefore(text, pos) {
		// "He studies in 12th std": a class of an Indian school, the
		// twelfth standard ("twelfth s t d" was 0.97, verb86's list).
		// Hand-set.
		e := end
		if e < len(text) && text[e] == '.' && (e+1 == len(text) || text[e+1] == ' ') {
			e++
		}
		var d dist
		d.add("standard", 0.9)
		d.add("s t d", 0.1)
		sc.add(oneSeg(Abbreviation, pos, e, d.done()))
		return e
	}
	if said, ok := afterOrdinalWords[w]; ok && ordinalBefore(text, pos) {
		e := end
		dotted := e < len(text) && text[e] == '.' && (e+1 == len(text) || text[e+1] == ' ')
		if dotted {
			e++
		}
		if dotted || !afterOrdinalDotOnly[w] {
			// "the 4th edn", "3rd fl.": a book's edition and a
			// building's floor after an ordinal ("fourth e d n" was
			// 0.75, "third f l" 0.94, verb89's list). "Fl" in capitals
			// only with its period. Hand-set: Google TN's sentences
			// have none. "ed" is left: Google TN keeps it as written
			// after an ordinal ("( 6th ed ." "sixth ed", every one of
			// the fit half's, the study half's and the development
			// set's 23).
			sc.add(oneSeg(Abbreviation, pos, e, single(said)))
			return e
		}
	}
	if w == "ST" && ecgSegmentWords[strings.ToLower(nextWord(text, end))] {
		// "ST elevation in V1-V4", "ST depression": an ECG's ST
		// segment, its letters ("street" and "saint" were 0.25 each
		// beside "s t" 0.40, verb89's list). Hand-set.
		sc.add(oneSeg(Letters, pos, end, single("s t")))
		return end
	}
	if w == "J" && end < len(text) && isDigit(text[end]) && digitsEnd(text, end)-end <= 2 && boundaryAt(text, digitsEnd(text, end)) && sc.fact(factMotorway) {
		// "Take the M25 to J10", "between J4 and J5": a motorway's
		// junction by its number ("j ten" was 0.96, verb89's list);
		// the number reads on its own. Hand-set.
		var d dist
		d.add("junction", 0.9)
		d.add("j", 0.1)
		sc.add(oneSeg(Abbreviation, pos, end, d.done()))
		return end
	}
	if (w == "inc" || w == "incl" || w == "exc" || w == "excl") && taxAfterInc(text, end) {
		// "£2.50 (inc. VAT)", "£20 exc VAT": including or excluding
		// the tax ("incorporated vat" was 0.24 beside "inc vat",
		// verb89's list); in lower case only, "Smith Inc. VAT
		// number" is a company's. Hand-set.
		e := end
		if e < len(text) && text[e] == '.' {
			e++
		}
		said := "including"
		if w[0] == 'e' {
			said = "excluding"
		}
		sc.add(oneSeg(Abbreviation, pos, e, single(said)))
		return e
	}
	if (w == "ext" || w == "Ext") && end+1 < len(text) && text[end] == ' ' && isDigit(text[end+1]) {
		// "ext 234": a telephone's extension, as "ext. 234" was read
		// ("e x t two three four" was 0.60, verb89's list). Hand-set.
		sc.add(oneSeg(Abbreviation, pos, end, single("extension")))
		return end
	}
	if w == "Ste" && end+1 < len(text) && text[end] == ' ' && isDigit(text[end+1]) {
		// "Ste 200, 2nd floor": a suite by its number, as "Ste. 200"
		// was read ("s t e two hundred" was 0.90, verb89's list).
		// Hand-set.
		sc.add(oneSeg(Abbreviation, pos, end, single("suite")))
		return end
	}
	if (w == "Mk" || w == "MK") && markModelAfter(text, end, w == "Mk") {
		// "a Canon 5D Mk IV", "the Golf Mk7", "a Mk 2 Jaguar": a
		// model's mark, said "mark" ("m k four" was 0.91, verb99). In
		// capitals only before a Roman numeral ("MK9 2EP" is a Milton
		// Keynes postcode). Hand-set: Google TN's sentences have none.
		e := end
		if e < len(text) && text[e] == '.' {
			e++
		}
		sc.add(oneSeg(Abbreviation, pos, e, single("mark")))
		return e
	}
	if (w == "lvl" || w == "Lvl" || w == "LVL") && end+1 < len(text) && text[end] == ' ' && isDigit(text[end+1]) {
		// "lvl 99", "Lvl 50 boss": a game's level by its number ("l v
		// l ninety nine" was 0.95, verb82's list). Hand-set: Google
		// TN's sentences have none (verb90).
		sc.add(oneSeg(Abbreviation, pos, end, single("level")))
		return end
	}
	if w == "Sat" && weekendSunAfter(text, end) {
		// "Sat & Sun 10am-4pm", "Sat and Sun": Saturday beside Sunday,
		// as "Sat-Sun" was read ("sat and sunday" was 0.59, verb89's
		// list). Hand-set.
		sc.add(oneSeg(Abbreviation, pos, end, single("saturday")))
		return end
	}
	if (w == "Jnc" || w == "Jct" || w == "Jctn") && isCapitalized(prevWord(text, pos)) && boundaryAt(text, end) {
		// "Clapham Jnc", "Ashford Jct": a railway's or a road's
		// junction after its name ("j n c" was 0.97, verb89's list).
		// Hand-set.
		e := end
		if e < len(text) && text[e] == '.' && (e+1 == len(text) || text[e+1] == ' ') {
			e++
		}
		sc.add(oneSeg(Abbreviation, pos, e, single("junction")))
		return e
	}
	if (w == "Qld" || w == "QLD") && boundaryAt(text, end) {
		// "Brisbane, Qld", "QLD 4000": Queensland, as Australians say
		// the state's abbreviation ("q l d" was 0.97, verb86's list);
		// the letters keep a little. Hand-set.
		var d dist
		d.add("queensland", 0.85)
		d.add("q l d", 0.15)
		sc.add(oneSeg(Abbreviation, pos, end, d.done()))
		return end
	}
	if w == "incl" && strings.HasPrefix(text[end:], ". of ") {
		// "MRP Rs. 299 (incl. of all taxes)": Indian English's
		// "inclusive of" ("including of" was 0.99, verb86's list).
		// Hand-set.
		sc.add(oneSeg(Abbreviation, pos, end+1, single("inclusive")))
		return end + 1
	}
	if w == "Rt" {
		if e := rightHonourableEnd(text, end); e > 0 {
			// "The Rt Hon Keir Starmer MP": the style of a Privy
			// Counsellor, "the right honorable" ("the r t hon" was
			// 0.97, verb86's list; "Rt." and "Hon." with their periods
			// were read so before a name already). Hand-set.
			sc.add(oneSeg(Abbreviation, pos, e, single("right honorable")))
			return e
		}
	}
	if w == "hrs" && clockHHMMBefore(text, pos) {
		// "The train departs at 18:45 hrs.": a clock's hours, as after
		// four digits ("2300 hrs" is "twenty three hundred hours"); it
		// was "h r s" 1.0 (verb86's list). Hand-set.
		sc.add(oneSeg(Abbreviation, pos, end, single("hours")))
		return end
	}
	letterSlash := end-pos == 1 && end < len(text) && text[end] == '/' // "q/q", "w/o"
	if letterSlash || end-pos == 3 {
		if m, ok := sc.periodChange(text, pos, w); ok {
			sc.add(m)
			return m.end
		}
	}
	if letterSlash {
		if m, ok := slashAbbreviation(text, pos); ok {
			sc.add(m)
			return m.end
		}
	}
	if exp := apostropheAbbreviation(w); exp != "" && (len(w) != 4 || end == len(text) || text[end] != '.') {
		// "the fed. gov't", "Int'l", "add'l fees": an abbreviation by
		// contraction, said as the word it shortens ("gov't" was
		// read as written); hand-set: Google TN's sentences have none.
		var d dist
		if strings.EqualFold(w, "govt") {
			// "Bihar govt for speedy trial", "\" Govt knew Thane":
			// without its apostrophe Google TN spells it, "g o v t", 2
			// of 2 on the fresh sample's study half (probability 0
			// before: it had no spelled reading), none elsewhere; the
			// word it shortens stays second. Hand-set.
			d.add(spellLetters(w), 0.6)
			d.add(exp, 0.35)
		} else {
			d.add(exp, 0.95)
		}
		d.addWritten(sc.plain(w), 0.05)
		sc.add(oneSeg(Abbreviation, pos, end, d.done()))
		return end
	}
	if m, ok := dosingInterval(text, pos, end); ok {
		sc.add(m)
		return m.end
	}
	if dosingFrequency(text, pos, w) {
		// "5 mg PO BID", "875 mg bid": a prescription's times a day,
		// spelled ("bid" before, the word); hand-set.
		var d dist
		d.add(spellLetters(w), 0.9)
		d.add(sc.plain(w), 0.1)
		sc.add(oneSeg(Abbreviation, pos, end, d.done()))
		return end
	}
	if said := phoneLabelWords[w]; said != "" && (end == len(text) || text[end] != '.' || said != "telephone") && phoneNumberAfterLabel(text, end) {
		// "Ph: 555-1234", "Tel: +44 20 7946 0958", "Mob: 0412 345 678":
		// a telephone number's label, said as the word it shortens, as
		// the style's "Tel." is ("p h" 1.00, "tel" 0.97, "mob" 0.98
		// were first; verb102). Google TN's readable sentences hold no
		// such label ("Ph" only in "Ph . D .", spelled): hand-set, the
		// written word kept a tenth. "Tel." keeps the style's entry.
		var d dist
		d.add(said, 0.9)
		d.add(sc.plain(w), 0.1)
		sc.add(oneSeg(Abbreviation, pos, end, d.done()))
		return end
	}
	if w == "SAT" {
		if share := sc.satScoreAfter(end); share > 0 {
			// "SAT 1450", "My SAT 1520 got me in": the test before its
			// score is said by its letters ("sat fourteen fifty" was
			// 0.97, verb92's list); "SAT 10am", "SAT Dec 14" stay the
			// day, "took the SAT exams" Google TN's word (satScoreAfter).
			var d dist
			d.add(spellLetters(w), share)
			d.add(sc.plain(w), 1-share)
			sc.add(oneSeg(Abbreviation, pos, end, d.done()))
			return end
		}
	}
	if day := capitalizedDay(w); day != "" && ((end == len(text) || text[end] != '.') && weekdayBeforeDate(text, end) || dayListNeighbor(text, pos, end)) && !strings.EqualFold(prevWord(text, pos), "the") {
		// "on Tue, Mar 5", "Fri 5 May", "Wed 10am" were "tue", "fri",
		// "wed": a weekday written bare before a date or a time is the
		// day, as its abbreviation with a period was ("Tue., Mar. 5").
		// Google TN reads even the newspaper so ("Ottawa Sun , April
		// 9" -> "sunday"), but the Sun is a paper and a star often
		// enough to keep a fifth of its word; after "the" it is one ("the
		// Sun, May 5"). In a pair or a list of days ("Sat & Sun.",
		// dayListNeighbor) it is the day, its period the sentence's.
		var d dist
		if day == "sunday" {
			d.add(day, 0.8)
			d.add(sc.plain(w), 0.2)
		} else {
			d.add(day, 0.95)
			d.add(sc.plain(w), 0.05)
		}
		sc.add(oneSeg(Date, pos, end, d.done()))
		return end
	}
	if m, ok := sc.dottedLetters(pos); ok {
		sc.add(m)
		return m.end
	}
	if alts, ok := sc.unitAfterPer(pos, end, w); ok {
		sc.add(oneSeg(Measure, pos, end, alts))
		return end
	}
	if alts, ok := sc.unitAfterPlus(pos, end, w); ok {
		sc.add(oneSeg(Measure, pos, end, alts))
		return end
	}
	if m, ok := sc.abbreviation(pos, end, w); ok {
		sc.add(m)
		return m.end
	}
	if alts, ok := sc.greekVariable(w); ok {
		sc.add(oneSeg(Symbol, pos, end, alts))
		return end
	}
	if w[0] >= utf8.RuneSelf && (nonLatinWord(w) || greekOneLetterWords[w] && (nonLatinWord(prevWord(text, pos)) || nonLatinWord(nextWord(text, end)))) {
		// ΚΟΣΜΟΣ, Αθήνα: a word in another script is kept as written
		// (Google TN leaves Greek and Cyrillic text alone), never spelled
		// letter by letter as an all-caps Latin token would be; so is a
		// Greek letter that is also a word (the articles ο and η, the
		// interjection ω) next to a Greek word: "Ο Κόσμος". Both begin
		// with a non-ASCII byte, so most words skip the check.
		sc.add(oneSeg(Plain, pos, end, single(sc.plain(w))))
		return end
	}
	if parts := hashtagWords(text, pos, w); parts != nil {
		// "#ThrowbackThursday" was "throwbackthursday": a hashtag's
		// capitals start its words.
		sc.add(oneSeg(Plain, pos, end, single(sc.plain(strings.Join(parts, " ")))))
		return end
	}
	if flatKey(w, prevWord(text, pos), nextWord(text, end)) {
		// "Bb major" was "b b major", "in Eb" "e b".
		sc.add(oneSeg(Symbol, pos, end, single(strings.ToLower(w[:1])+" flat")))
		return end
	}
	if alts, ok := sc.symbolWord(w); ok {
		sc.add(oneSeg(Symbol, pos, end, alts))
		return end
	}
	if alts, ok := sc.phoneExtension(pos, end, w); ok {
		sc.add(oneSeg(Telephone, pos, end, alts))
		return end
	}
	if doseCourse(text, pos, end, w) {
		// "5 mg PO BID x 7 days": a course's length ("x seven days"
		// before); hand-set.
		var d dist
		d.add("for", 0.7)
		d.add("times", 0.3)
		sc.add(oneSeg(Symbol, pos, end, d.done()))
		return end
	}
	if alts, ok := sc.multiply(pos, end, w); ok {
		sc.add(oneSeg(Symbol, pos, end, alts))
		return end
	}
	if alts, ok := worldWar(w); ok {
		sc.add(oneSeg(Roman, pos, end, alts))
		return end
	}
	if alts, ok := romanOrdinal(w); ok {
		sc.add(oneSeg(Roman, pos, end, alts))
		return end
	}
	if m, ok := sc.romanPageRange(pos, end, w); ok {
		sc.add(m)
		return m.end
	}
	if alts, ok := sc.roman(pos, w); ok {
		sc.add(oneSeg(Roman, pos, end, alts))
		return end
	}
	if alts, ok := sc.direction(pos, end, w); ok {
		sc.add(oneSeg(Abbreviation, pos, end, alts))
		return end
	}
	if (len(w) == 3 && w[1]|0x20 == 'l' || len(w) == 2 && w[0]|0x20 == 'b') && w[len(w)-1]|0x20 == 'n' {
		if alts, ok := sc.wireScale(pos, w); ok {
			sc.add(oneSeg(Abbreviation, pos, end, alts))
			return end
		}
	}
	if w == "US" {
		if alts, ok := sc.usPronoun(pos, end); ok {
			// Not moved by word_readings: the five "u s" Google TN read
			// are all the country.
			sc.add(oneSeg(Letters, pos, end, alts))
			return end
		}
	}
	if alts, ok := sc.letters(pos, w); ok {
		sc.add(oneSeg(Letters, pos, end, sc.learnedReadings(Letters, sc.lettersKind, w, alts)))
		return end
	}
	if alts := sc.spellingAlts(w); alts != nil {
		sc.add(oneSeg(Spelling, pos, end, sc.learnedReadings(Spelling, "", w, alts)))
		return end
	}
	if alts, ok := sc.squareBeforeUnit(w, end); ok {
		sc.add(oneSeg(Abbreviation, pos, end, alts))
		return end
	}
	if alts, ok := sc.consonantLetters(w); ok {
		sc.add(oneSeg(Letters, pos, end, sc.learnedReadings(Letters, "consonant_letters", w, alts)))
		return end
	}
	if alts, ok := sc.shortForeignOnset(w); ok {
		sc.add(oneSeg(Letters, pos, end, sc.learnedReadings(Letters, "short_foreign_onset", w, alts)))
		return end
	}
	if alts, ok := sc.unknownShort(w); ok {
		sc.add(oneSeg(Letters, pos, end, sc.learnedReadings(Letters, "unknown_short", w, alts)))
		return end
	}
	if alts, ok := sc.foreignOnset(w); ok {
		sc.add(oneSeg(Letters, pos, end, sc.learnedReadings(Letters, "foreign_onset", w, alts)))
		return end
	}
	if alts, ok := sc.apostropheWord(w); ok {
		sc.add(oneSeg(Letters, pos, end, sc.learnedReadings(Letters, "apostrophe_word", w, alts)))
		return end
	}
	if alts, ok := sc.accentedLetter(w, end); ok {
		sc.add(oneSeg(Letters, pos, end, sc.learnedReadings(Letters, "accented_letter", w, alts)))
		return end
	}
	if alts, ok := sc.accentedWord(w); ok {
		sc.add(oneSeg(Letters, pos, end, sc.learnedReadings(Letters, "accented_word", w, alts)))
		return end
	}
	if alts, ok := sc.unknownFive(w); ok {
		sc.add(oneSeg(Letters, pos, end, sc.learnedReadings(Letters, "unknown_five", w, alts)))
		return end
	}
	sc.add(oneSeg(Plain, pos, end, single(sc.plain(w))))
	return end
}

// dosingFrequency reports whether the word w at pos is a prescription's
// frequency (bid, tid, qid, qd, in lower case or capitals) after a dose's
// unit, a route or a form ("5 mg PO BID", "1 tab bid").
func dosingFrequency(text string, pos int, w string) bool {
	switch w {
	case "bid", "BID", "tid", "TID", "qid", "QID", "qd", "QD":
	default:
		return false
	}
	if (w == "bid" || w == "BID") && strings.EqualFold(prevWord(text, pos), "daily") {
		return false // "the exchange's daily bid"
	}
	if pw := strings.ToLower(prevWord(text, pos)); (w == "bid" || w == "BID") && (pw == "units" || pw == "unit") && bidVerbAfter(text, pos+len(w)) {
		// "The 3 units bid for the contract", "10 units bid on the
		// lot": the verb, its object after "for", "on" or "against"
		// ("b i d" was the reading); "500 mg bid for 7 days" keeps the
		// course's number. Only units can bid: after a dose's mass,
		// volume, form or route ("250 mg bid for pain", "2 tabs bid for
		// a week") it is the frequency.
		return false
	}
	if doseWordBefore(text, pos) {
		return true
	}
	// "Use 2 gtts OU tid", "Apply bid to affected area": an eye's or an
	// ear's route after a dose, or a verb of applying one, before the
	// frequency ("tid", "bid" were the words; verb102).
	pw, at := prevWordAt(text, pos)
	switch lpw := strings.ToLower(pw); {
	case doseEyeEarRoutes[lpw]:
		return at < pos && doseWordBefore(text, at)
	case doseVerbs[lpw]:
		next := strings.ToLower(nextWord(text, pos+len(w)))
		return next == "" || doseAfterWords[next]
	}
	return false
}

// bidVerbAfter reports whether "for", "on" or "against" follows bid
// (ending at end), and no number after it: an offer's object, not a
// course's length.
func bidVerbAfter(text string, end int) bool {
	switch strings.ToLower(nextWord(text, end)) {
	case "for", "on", "against":
	default:
		return false
	}
	i := skipSpaces(text, end)
	for i < len(text) && text[i] != ' ' {
		i++
	}
	for i < len(text) && text[i] == ' ' {
		i++
	}
	return i < len(text) && !isDigit(text[i])
}

// doseFormWords before bid, tid ... make them a prescription's frequency
// (with the words of doseWordBefore, roman.go); "gtt", "gtts", drops
// (verb102).
var doseFormWords = setOf(strings.Fields(`iv tab tabs tablet tablets cap caps capsule capsules puff puffs drop drops
	orally gtt gtts`), false)

// doseEyeEarRoutes (OU, OD, OS, AU, AD, AS) make the frequency after them
// one where a dose's form or unit stands before them ("2 gtts OU tid");
// doseVerbs where the sentence ends after the frequency or goes on with
// where or how long ("Apply bid to affected area", "Apply tid."; "They
// apply bid rules" is no dose: doseAfterWords).
var (
	doseEyeEarRoutes = setOf(strings.Fields(`ou od os au ad as`), false)
	doseVerbs        = setOf(strings.Fields(`apply instill instil inhale`), false)
	doseAfterWords   = setOf(strings.Fields(`to for x prn until as with and or on in`), false)
)

// dosingInterval reads a prescription's interval, q and a number of
// hours ("q8h", "q12hr", "q1h"), as "every eight hours", "every hour"
// ("q eight hours" before); the word at [pos, end) is a lone q.
func dosingInterval(text string, pos, end int) (match, bool) {
	if end != pos+1 || text[pos] != 'q' || end >= len(text) || !isDigit(text[end]) {
		return match{}, false
	}
	i := digitsEnd(text, end)
	first := text[end:i]
	second := ""
	if i+1 < len(text) && text[i] == '-' && isDigit(text[i+1]) {
		j := digitsEnd(text, i+1)
		second, i = text[i+1:j], j
	}
	if len(first) > 2 || len(second) > 2 || i >= len(text) || text[i] != 'h' {
		return match{}, false
	}
	e := i + 1
	if strings.HasPrefix(text[e:], "rs") {
		e += 2
	} else if strings.HasPrefix(text[e:], "r") {
		e++
	}
	if !boundaryAt(text, e) {
		return match{}, false
	}
	n := trimDigits(first)
	spoken := "every " + cardinalWords(n, false)
	if second != "" {
		n = trimDigits(second)
		spoken += " to " + cardinalWords(n, false)
	}
	if n == "1" && second == "" {
		spoken = "every hour"
	} else {
		spoken += " hours"
	}
	return oneSeg(Measure, pos, e, single(spoken)), true
}

// capsRunPossessive reports whether w, in capitals with its clitic in
// capitals too ("THE FBI'S REPORT"), is an initialism's possessive: its
// stem no English word, name or acronym said as a word ("IT'S", "JOHN'S",
// "NASA'S" stay whole).
func (sc *scanner) capsRunPossessive(w string) bool {
	if !strings.HasSuffix(w, "'S") || len(w) < 4 || !isAllUpper(w) {
		return false
	}
	stem := w[:len(w)-2]
	if strings.Trim(stem, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") != "" {
		return false
	}
	lower := strings.ToLower(stem)
	return !isEnglishWord(lower) && !isName(lower) && !sc.st.acronymWords[stem] && (!pronounceable(stem) || dictSpelled(lower) || sc.st.initialisms[stem])
}

// capsPossessiveStem returns the length of w's stem when w is two or more
// ASCII capitals and a lower-case possessive 's ("FBI's", "UK’s"), 0
// otherwise. Text in capitals ("IT'S RAINING") keeps its word whole.
func capsPossessiveStem(w string) int {
	n := len(w) - len("'s")
	if strings.HasSuffix(w, "’s") {
		n = len(w) - len("’s")
	} else if !strings.HasSuffix(w, "'s") {
		return 0
	}
	if n < 2 {
		return 0
	}
	for i := 0; i < n; i++ {
		if w[i] < 'A' || w[i] > 'Z' {
			return 0
		}
	}
	return n
}

// unknownShort gives a short word that is not English (Vit, Acee, emah:
// 2-4 letters, not all capitals, not in the word list) a spelled reading
// beside the word: Google TN spells some of them, and without the reading
// such a sentence's gold has probability 0.
func (sc *scanner) unknownShort(w string) ([]alt, bool) {
	n := utf8.RuneCountInString(w)
	if n < 2 || n > 4 || isAllUpper(w) || strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }) >= 0 {
		return nil, false
	}
	if lw := strings.ToLower(w); isEnglishWord(lw) || foreignFunctionWords[lw] || sc.wordCount(foreignFunctionWords) >= 2 {
		// "Er ist auf dem Weg": a sentence in German (French, Spanish,
		// Italian, Dutch) is read as written, its words no letters ("a
		// u f", "w e g" were second readings at 0.08).
		return nil, false
	}
	if englishLoanword(w) {
		// café, née, rosé, über, déjà: said, as accentedWord says the
		// longer ones ("a c a f e acute" was 0.11 of "a café").
		return nil, false
	}
	// The pronouncing dictionary (or the names list) knows most such
	// names as words (Cruz, Ohm, Ito: 587 of 588 said on the fit half and
	// development set);
	// the words it lacks are spelled far more often (Akl, Ska, Vit: 27
	// of 165), and what it spells is spelled (Usa).
	word, spelled := "word", "spelled"
	if lw := strings.ToLower(w); dictSpelled(lw) {
		word, spelled = "dict_spelled_word", "dict_spelled_spelled"
	} else if !dictSaid(lw) && !isName(lw) {
		word, spelled = "undict_word", "undict_spelled"
		if n == 3 && unsayableShort(w) {
			// Ukh, Pte, Moj, Enn, Zhe, Unc, ngu: three letters with a
			// vowel that no English syllable can say (the vowelless
			// ones are consonantLetters'). Google TN spells 24 of 26
			// such words on the fresh sample's study half and the
			// development set (Huq and anh said), where it spells the
			// sayable ones of three letters 29 times of 87; they were
			// said, at 0.89. They take the short foreign words' weights
			// (shortForeignOnset: spelled 0.75); the fit half's three
			// (Mss, Bcl, smr) have no vowel.
			word, spelled = "short_foreign_word", "short_foreign_spelled"
		}
	}
	sp := sc.st.w("unknown_word", spelled)
	if word == "undict_word" {
		// Fitted on the letters of the word (saidspelled.go): Google
		// TN spells 104 of 645 such words on the fit half, the study
		// half and the development set, more often the short ones,
		// those with a vowel first or two together, and those whose
		// letters English words seldom string together.
		sp = saidSpelledWeight("unknown_short", w, sp, sc.st.w("unknown_word", word))
		sc.traceSaidSpelled("unknown_short", w)
	}
	var d dist
	d.addWritten(sc.plain(w), sc.st.w("unknown_word", word))
	d.add(spellLetters(w), sp)
	return d.done(), true
}

// unsayableShort reports whether w, three ASCII letters with a vowel, is
// no English syllable (Ukh, Pte, ngu: pronounceable), and no run of
// Roman numerals' letters (dvi, which the roman rules declined: a
// computing name, said) nor an onset English writes otherwise
// (isForeignOnset's tz-, kw-, qw-, x-: Tzu, Xbx).
func unsayableShort(w string) bool {
	for i := 0; i < len(w); i++ {
		if c := w[i] | 0x20; c < 'a' || c > 'z' {
			return false
		}
	}
	if pronounceable(w) || strings.Trim(strings.ToLower(w), "ivxlcdm") == "" {
		return false
	}
	switch l := strings.ToLower(w); {
	case l[0] == 'x', l[:2] == "tz", l[:2] == "kw", l[:2] == "qw":
		return false
	}
	return true
}

// foreignFunctionWords are German, French, Spanish, Italian and Dutch
// articles, pronouns, prepositions and auxiliaries of three letters or
// more (wordCount's) that are no English words nor place names' (Los, Las,
// Des, Del): the word itself, or two
// of them in a sentence, make its short unknown words a foreign
// language's, said (unknownShort). Dutch "het" is left out: the style's
// fit counts the fit half's "Het einde van ..." among unknown words.
var foreignFunctionWords = setOf(strings.Fields(`auf und ist nicht mit von zum zur ich bin wir sind ein eine einen einem
	dem nach auch oder aber wird bei aus sich noch nur vom uns euch ihr ihm ihn
	une avec pour dans aux qui que pas sont nous vous ils elle cette
	por para muy pero como esta eres soy
	delle gli che non sono questo
	een niet zijn ook maar voor naar bij`), false)

// englishClitics are the endings after an apostrophe that make an English
// contraction or possessive (it's, don't, we're, I've, we'll, he'd, I'm).
var englishClitics = map[string]bool{"s": true, "t": true, "re": true, "ve": true, "ll": true, "d": true, "m": true}

// englishApostropheWords are English words with an apostrophe inside whose
// second part is no English word of three letters or more.
var englishApostropheWords = map[string]bool{"ma'am": true, "y'all": true, "ne'er": true, "e'er": true, "o'er": true,
	// Words English text writes with their apostrophe (the ʻokina of
	// Hawaiʻi, the hamza of Qurʼan), said as words.
	"hawai'i": true, "qur'an": true}

// apostropheWord gives a word with one apostrophe inside that is no
// English contraction, possessive or listed word (d'Yeu, l'OSR, Graz'zt,
// O'Brien) a spelled reading beside the word. Google TN spells some of
// them (4 of 28 such tokens on the fit half and the development set:
// d'Yeu, l'OSR, Graz'zt, Ligi'ne; O'Brien, d'Italia, D'Oyly, Shun'ei said
// as words), and without the reading such a sentence's gold has
// probability 0. The word keeps its apostrophe, as before.
func (sc *scanner) apostropheWord(w string) ([]alt, bool) {
	i := strings.IndexAny(w, "'’")
	if i <= 0 {
		return nil, false
	}
	_, size := utf8.DecodeRuneInString(w[i:])
	before, after := w[:i], w[i+size:]
	if after == "" || strings.ContainsAny(after, "'’") || englishClitics[strings.ToLower(after)] {
		return nil, false
	}
	for _, part := range []string{before, after} {
		if strings.IndexFunc(part, func(r rune) bool { return !unicode.IsLetter(r) }) >= 0 {
			return nil, false
		}
	}
	// The word list has no apostrophes: o'clock is known by its English
	// second part, the short ones are listed.
	if la := strings.ToLower(after); len(la) >= 3 && isEnglishWord(la) || englishApostropheWords[strings.ToLower(before)+"'"+la] {
		return nil, false
	}
	if unsayablePiece(after) {
		// l'OSR, Graz'zt: a part no syllable can say is letters, read as
		// the all-caps tokens no syllable can say are (letters.go).
		var d dist
		d.add(spellLetters(w), sc.st.w("letters", "spelled"))
		d.addWritten(sc.plain(w), sc.st.w("letters", "word"))
		return d.done(), true
	}
	word, spelled := "apostrophe_word", "apostrophe_spelled"
	if elisionName(before, after) || elidedArticle(before, after) || twoPartName(before, after) || letterApostropheName(before, after) {
		// O'Brien, d'Italia, D'Oyly, l'Ecole: an Irish O' or an elided
		// d' or l' before a capitalized name. Google TN says 11 of the 12
		// on the fit half and the development set (d'Yeu spelled), where
		// the other apostrophe words are spelled 3 of 16 (l'OSR, Graz'zt,
		// Ligi'ne); hand-set from those counts, so a name's spelling is
		// no second reading at a quarter. So are a French or Italian
		// article or pronoun elided before a lower-case word (d'autre,
		// l'esonero, s'implanter, L'acculturation: said 6 of 6 on the
		// development set, and spelled 0.41 as "other" apostrophe
		// words) and a name of two capitalized parts (De'Aaron,
		// Ja'Marr, Dell'Orto: "d e a a r o n" was a second reading at
		// 0.41); none of them is on the fit half, whose B'Heumey and
		// Ligi'ne (one said, one spelled) fit the other words' weights.
		word, spelled = "elision_word", "elision_spelled"
	}
	var d dist
	d.addWritten(sc.plain(w), sc.st.w("unknown_word", word))
	d.add(spellLetters(w), sc.st.w("unknown_word", spelled))
	return d.done(), true
}

// elisionName reports whether a word with one apostrophe inside is an Irish
// O' or an elided d' or l' (either case) before a capitalized name that is
// not in capitals: O'Brien, d'Italia, L'Aquila, not l'OSR.
func elisionName(before, after string) bool {
	switch before {
	case "O", "D", "d", "L", "l":
	default:
		return false
	}
	r, _ := utf8.DecodeRuneInString(after)
	return unicode.IsUpper(r) && !isAllUpper(after)
}

// letterApostropheName reports whether a word with one apostrophe inside
// is the N' or M' of a West or Central African name before its
// capitalized rest of three letters or more, not in capitals: N'Djamena,
// N'Golo, N'Dour, M'Baye ("n d j a m e n a" was a second reading at 0.41,
// a name's spelling; Google TN's sentences have none). Other single
// capitals keep the apostrophe words' fit (B'Heumey, the fit half's one).
func letterApostropheName(before, after string) bool {
	return (before == "N" || before == "M") && utf8.RuneCountInString(after) >= 3 && isCapitalized(after) && !isAllUpper(after)
}

// elidedArticle reports whether a word with one apostrophe inside is a
// Romance language's elided article, pronoun or conjunction (l', d', s',
// n', j', c', m', t', qu'; the first letter either case) before a word
// in lower case of two letters or more: d'autre, l'esonero, qu'il.
func elidedArticle(before, after string) bool {
	switch strings.ToLower(before) {
	case "l", "d", "s", "n", "j", "c", "m", "t", "qu":
	default:
		return false
	}
	return len(after) >= 2 && strings.IndexFunc(after, func(r rune) bool { return !unicode.IsLower(r) }) < 0
}

// twoPartName reports whether a word with one apostrophe inside joins two
// capitalized parts of two letters or more, neither in capitals: De'Aaron,
// Ja'Marr, Dell'Orto (not B'Heumey, whose one letter before is as often
// spelled, nor L'ORÉAL).
func twoPartName(before, after string) bool {
	return utf8.RuneCountInString(before) >= 2 && utf8.RuneCountInString(after) >= 2 &&
		isCapitalized(before) && isCapitalized(after) && !isAllUpper(before) && !isAllUpper(after)
}

// accentNames names the diacritic of the accented Latin letters of
// Western European languages, as a letter is spelled out in English ("e
// acute").
var accentNames = map[rune]string{
	'à': "a grave", 'á': "a acute", 'â': "a circumflex", 'ã': "a tilde", 'ä': "a umlaut", 'å': "a ring",
	'ç': "c cedilla",
	'è': "e grave", 'é': "e acute", 'ê': "e circumflex", 'ë': "e umlaut",
	'ì': "i grave", 'í': "i acute", 'î': "i circumflex", 'ï': "i umlaut",
	'ñ': "n tilde",
	'ò': "o grave", 'ó': "o acute", 'ô': "o circumflex", 'õ': "o tilde", 'ö': "o umlaut",
	'ù': "u grave", 'ú': "u acute", 'û': "u circumflex", 'ü': "u umlaut",
	'ý': "y acute", 'ÿ': "y umlaut",
}

// accentedLetter reads an accented letter standing alone, as a spelled
// word's letters do ("b é b é" -> "b e acute b e acute"): Google TN names
// the accent (3 of 3 lone é on the development set; the Vietnamese
// letters with two marks, ố, ằ, ễ, it leaves as written, and so does
// this, having no name for them).
//
// "à" and "è" before a word are French's and Italian's words ("folie à
// deux", "à la carte" were "a grave"), said as written; so is any lone
// accented letter that stands among words rather than as a letter
// (letterContext): the Irish "Ó" of a surname ("Dara Ó Briain" was "o
// acute briain"), Portuguese "é" ("ele é médico"), the village "Å".
func (sc *scanner) accentedLetter(w string, end int) ([]alt, bool) {
	r, size := utf8.DecodeRuneInString(w)
	if size != len(w) {
		return nil, false
	}
	if lr := unicode.ToLower(r); (lr == 'à' || lr == 'è') && utf8.RuneCountInString(nextWord(sc.text, end)) >= 2 {
		return nil, false
	}
	if !letterContext(sc.text, end-size, end) {
		return nil, false
	}
	name, ok := accentNames[unicode.ToLower(r)]
	if !ok {
		return nil, false
	}
	var d dist
	d.add(name, sc.st.w("letters", "accent_named"))
	d.addWritten(sc.plain(w), sc.st.w("letters", "accent_as_written"))
	return d.done(), true
}

// accentedWordSpelled is the share of a short accented word (2-7 letters,
// one of accentNames' letters among them) that no other rule reads that
// Google TN spells, naming the accent ("Métis" -> "m e acute t i s"). Hand
// set from counts, as no fitted kind covers it: 10 of 71 accented words of
// 5-7 letters on the study half of the Kaggle GTN sample (Métis, Méhes,
// années, pésem, Génot, Crécy, Trésor, fibrées; pésmijo, illimitée,
// Bréguet, José said), 0 of 15 on the development set: 10 of 86, about
// 0.11. Of 47 longer accented words (Catégories, illimitée) it spells none,
// so they keep the written word alone.
const accentedWordSpelled = 0.11

// accentedWord gives a word of 2-7 letters with an accented letter that
// accentNames names, and that no other rule read, its spelled reading
// beside the word (accentedWordSpelled): without it such a sentence's gold
// had probability 0.
func (sc *scanner) accentedWord(w string) ([]alt, bool) {
	n, accented := 0, false
	for _, r := range w {
		if !unicode.IsLetter(r) {
			return nil, false
		}
		if _, ok := accentNames[unicode.ToLower(r)]; ok {
			accented = true
		}
		n++
	}
	if !accented || n < 2 || n > 7 || englishLoanword(w) {
		return nil, false
	}
	var d dist
	d.addWritten(sc.plain(w), 1-accentedWordSpelled)
	d.add(spellLetters(w), accentedWordSpelled)
	return d.done(), true
}

// englishLoanword reports whether w, a word with accented letters, is one
// English has taken in (résumé, naïve, cliché, fiancé): the word list has
// it without its accents, or accentLoanwords lists it. Such a word is
// said, never spelled: the share Google TN spells (accentedWordSpelled)
// is of foreign names and words (Métis, Crécy, années), and "a r e acute
// s u m e acute" was 0.11 of "a résumé".
func englishLoanword(w string) bool {
	lw := strings.ToLower(w)
	if accentLoanwords[lw] {
		return true
	}
	var b strings.Builder
	for _, r := range lw {
		if name, ok := accentNames[r]; ok {
			b.WriteByte(name[0])
		} else {
			b.WriteRune(r)
		}
	}
	return isEnglishWord(b.String())
}

// accentLoanwords are English words written with accents that the word
// list has only without them, or not at all.
var accentLoanwords = setOf(strings.Fields(`café cafés cliché clichés fiancé fiancée fiancés fiancées risqué entrée
	entrées protégé protégés touché soufflé sautéed sautéd crème éclair éclairs blasé passé fête fêtes mêlée soirée
	soirées attaché naïveté divorcé divorcée señor señora señores jalapeño piñata piñatas über exposé exposés déjà
	rosé rosés décor début débuts élite élites façade façades purée pâté résumé résumés née`), false)

// letterContext reports whether the lone letter at [pos, end) is written
// as a letter: a word's letters spelled out around it ("b é b é", "s é a
// n": a letter beside it, but for the one-letter words a, I, o, y and e),
// a word naming letters among the three words before it ("the letter ñ",
// "the letters ñ and ü", "type é"), "e.g." or "i.e." before it, or quote
// marks or brackets around it ("é", "(é)").
func letterContext(text string, pos, end int) bool {
	for _, w := range []string{prevWord(text, pos), nextWord(text, end)} {
		if utf8.RuneCountInString(w) == 1 && !oneLetterWords[strings.ToLower(w)] {
			if r, _ := utf8.DecodeRuneInString(w); unicode.IsLetter(r) {
				return true
			}
		}
	}
	i := pos
	for n := 0; n < 3; n++ {
		w := prevWord(text, i)
		if w == "" {
			break
		}
		if letterWords[strings.ToLower(w)] {
			return true
		}
		i = wordStartBefore(text, i)
	}
	if exampleBefore(text[:pos]) {
		return true
	}
	if pos > 0 && end < len(text) {
		before, _ := utf8.DecodeLastRuneInString(text[:pos])
		after, _ := utf8.DecodeRuneInString(text[end:])
		return strings.ContainsRune(`"'“‘([`, before) && strings.ContainsRune(`"'”’)]`, after)
	}
	return false
}

// wordRunBefore is the number of letters and digits (ASCII) right before
// pos in text.
func wordRunBefore(text string, pos int) int {
	n := 0
	for i := pos - 1; i >= 0 && (isWordStartByte(text[i]) || isDigit(text[i])); i-- {
		n++
	}
	return n
}

// endsWithWordRune reports whether s ends with a letter (or another rune
// of words).
func endsWithWordRune(s string) bool {
	r, _ := utf8.DecodeLastRuneInString(s)
	return s != "" && isWordRune(r)
}

// exampleBefore reports whether s, the text before a lone letter, ends
// with "e.g." or "i.e." (a comma and spaces after them allowed): the
// letter is given as an example of letters, "(e.g. é)", "i.e. ñ" ("e g é"
// was the reading, the letter kept as written).
func exampleBefore(s string) bool {
	s = strings.TrimRight(s, " ,")
	if len(s) < 4 {
		return false
	}
	t := s[len(s)-4:]
	return (t[0]|0x20 == 'e' && t[2]|0x20 == 'g' || t[0]|0x20 == 'i' && t[2]|0x20 == 'e') && t[1] == '.' && t[3] == '.' &&
		!endsWithWordRune(s[:len(s)-4])
}

var (
	// oneLetterWords are words of one letter in English and the Romance
	// languages: beside a lone accented letter they are no spelling ("é a
	// maior").
	oneLetterWords = setOf(strings.Fields(`a i o y e`), false)
	// letterWords before a lone accented letter make it a letter.
	letterWords = setOf(strings.Fields(`letter letters character characters accent accents type typed typing
		press pressed key keys spelled spelt spell spelling`), false)
)

// foreignOnset gives a longer word that is not English and starts with
// a consonant cluster neither English nor usual in names written in
// English (Mpigi, Srpska, Lwala, Mzee, Vlag, Ssese) a spelled reading
// beside the word: Google TN spells many of them, and without the
// reading the gold has probability 0. Chr-, Kh-, Sch-, Mc-, Ts- names
// (Christine, Khrushchev, Schneider) are not foreign here.
func (sc *scanner) foreignOnset(w string) ([]alt, bool) {
	if len(w) < 4 || isAllUpper(w) {
		return nil, false
	}
	i := 0
	for i < len(w) {
		c := w[i] | 0x20
		if c < 'a' || c > 'z' {
			return nil, false
		}
		if strings.IndexByte("aeiouy", c) >= 0 {
			break
		}
		i++
	}
	for j := i; j < len(w); j++ {
		if c := w[j] | 0x20; c < 'a' || c > 'z' || w[j] >= 'A' && w[j] <= 'Z' && j > 0 {
			return nil, false
		}
	}
	onset := strings.ToLower(w[:i])
	if i == 0 || i == len(w) || onsets[onset] || nameOnsets[onset] || isEnglishWord(strings.ToLower(w)) {
		return nil, false
	}
	var d dist
	d.addWritten(sc.plain(w), sc.st.w("unknown_word", "foreign_word"))
	d.add(spellLetters(w), sc.st.w("unknown_word", "foreign_spelled"))
	return d.done(), true
}

// nameOnsets are word-initial consonant clusters that are no English
// onset but are usual in names written in English.
var nameOnsets = setOf(strings.Fields(`bh bj chr cz dh dhl dj dr gh gw jh kh khr kl kn kr lj ll
	ph phr pn ps pt rh sch schl schm schn schr schw scl shm shr sq sv sz szcz tch ts tsch ty vr wh zh zl`), false)

func (sc *scanner) plain(w string) string {
	if sc.v.opts.KeepCasePunct {
		return w
	}
	return strings.ToLower(w)
}

// emphasisMark returns the length of the run of _ or * at pos when it
// opens or closes an emphasis ("_very_", "**bold**"), 0 otherwise. An
// opener stands at the start or after a space or opening punctuation with
// a letter or digit right after it, a closer after a letter, digit or
// closing punctuation with no letter or digit right after it, and the run
// needs its partner (the same run) on the same side of the text: an
// opener one after it, a closer one before it.
func emphasisMark(text string, pos int) int {
	c := text[pos]
	n := 0
	for pos+n < len(text) && text[pos+n] == c && n < 3 {
		n++
	}
	if pos+n < len(text) && text[pos+n] == c {
		return 0
	}
	mark := text[pos : pos+n]
	alnum := func(b byte) bool { return isWordStartByte(b) || isDigit(b) || b >= 0x80 }
	space := func(b byte) bool { return b == ' ' || b == '\t' || b == '\n' }
	opens := func(i int) bool {
		before := i == 0 || space(text[i-1]) || strings.IndexByte("([{\"'", text[i-1]) >= 0
		return before && i+n < len(text) && (alnum(text[i+n]) || text[i+n] == '$') && (i == 0 || text[i-1] != c)
	}
	closes := func(i int) bool {
		if i == 0 || space(text[i-1]) || text[i-1] == c {
			return false
		}
		return i+n == len(text) || !alnum(text[i+n]) && text[i+n] != c
	}
	// "__init__", "__name__": Python's double underscores around one
	// lower-case name are code, said ("underscore underscore init
	// ..."), no emphasis ("__Important__:" is bold).
	dunder := func(inner string) bool {
		return mark == "__" && inner != "" && strings.Trim(inner, "abcdefghijklmnopqrstuvwxyz0123456789_") == ""
	}
	switch {
	case opens(pos):
		for i := pos + n + 1; i+n <= len(text); i++ {
			if text[i:i+n] == mark && closes(i) {
				if dunder(text[pos+n : i]) {
					return 0
				}
				return n
			}
			if text[i] == '\n' {
				break
			}
		}
	case closes(pos):
		for i := pos - n; i >= 0; i-- {
			if text[i:i+n] == mark && opens(i) {
				if dunder(text[i+n : pos]) {
					return 0
				}
				return n
			}
			if text[i] == '\n' {
				break
			}
		}
	}
	return 0
}

// etCetera reports whether the & at pos begins "&c", older books' "etc.":
// a lone c after it (then a period, a comma, a space or the end) and no
// word or number written against the & ("AT&T", "R&D" keep their &).
func etCetera(text string, pos int) bool {
	if pos+1 >= len(text) || text[pos+1] != 'c' {
		return false
	}
	if pos > 0 && (isWordStartByte(text[pos-1]) || isDigit(text[pos-1]) || text[pos-1] == '&') {
		// "AT&T", "R&D", and a shell's "&&c".
		return false
	}
	return pos+2 == len(text) || text[pos+2] < 0x80 && !isWordStartByte(text[pos+2]) && !isDigit(text[pos+2])
}

// asciiSymbols are the symbols plain-text writers spell with two or three
// ASCII characters, read as the symbol they stand for: "x != 5" was "x
// equals five" (the "!" silent), "a -> b" "a greater than b", "x <= 5"
// "x less than equals five"; "+/- 3.5 points" was "plus three point
// five" (the "/-" silent). Longest first.
var asciiSymbols = []struct{ written, as string }{
	{"+/-", "±"}, {"<=>", "⇔"}, {"<->", "↔"}, {"->", "→"}, {"=>", "⇒"}, {"<-", "←"},
	{"<=", "≤"}, {">=", "≥"}, {"!=", "≠"}, {"==", "="},
}

// keypadHash reports whether the # at [pos, end) is a telephone key: after
// a verb of pressing or "then", and no word or number against it.
func keypadHash(text string, pos, end int) bool {
	if end < len(text) && (isWordStartByte(text[end]) || isDigit(text[end])) || pos > 0 && text[pos-1] != ' ' {
		return false
	}
	return keypadVerbs[strings.ToLower(prevWord(text, pos))]
}

// spacedNoteHash reports whether the # at [pos, end) is a note's sharp
// tokenized apart from its letter, as Google TN's sentences write "C#"
// ("C # ."): one space before it, a capital A-G standing alone before
// that, and after it the end, a punctuation mark, or a word in lower
// case ("C # and F # are languages"), no number ("Grade A # 1" is a
// number sign) nor a capital ("B # Selfie" a hashtag). An A that opens
// the text, a sentence, a quote or a bracket is the article ("A # sign",
// "(A # is a sign)", `he said "A # sign is used"`). Hand-set: Google
// TN's sentences have no sharp (none of "X # " with a note's letter on
// the fit half, the development set or the fresh sample's study half).
func spacedNoteHash(text string, pos, end int) bool {
	if pos < 2 || text[pos-1] != ' ' {
		return false
	}
	l := pos - 2
	if text[l] < 'A' || text[l] > 'G' || l > 0 && (isWordStartByte(text[l-1]) || isDigit(text[l-1]) || text[l-1] == '-' || text[l-1] == '.' || text[l-1] == '\'') {
		return false
	}
	if text[l] == 'A' && (atSentenceStart(text, l) || openingBefore(text, l)) {
		return false
	}
	i := skipSpaces(text, end)
	if i > end && i < len(text) && (isDigit(text[i]) || text[i] >= 'A' && text[i] <= 'Z' || text[i] == '#') {
		return false
	}
	if spelledCardinal(nextWord(text, i)) {
		return false // "Section C # five": the number's sign
	}
	return i == len(text) || i > end || !isWordStartByte(text[i]) && !isDigit(text[i])
}

// spelledCardinal reports whether w is a number's word from one to
// ninety, in any case ("five", "Twelve", "forty"; "zero" too).
func spelledCardinal(w string) bool {
	if w == "" || len(w) > len("seventeen") {
		return false
	}
	w = strings.ToLower(w)
	for _, n := range onesWords {
		if w == n {
			return true
		}
	}
	for _, n := range tensWords[2:] {
		if w == n {
			return true
		}
	}
	return false
}

// hashApartBeforeWord reads a # standing apart (a space or the text's
// start before it, a space after it) before a word: before a number's
// word ("Section C # five", "# one") it is the number's sign, the sign's
// before_number readings ("number" 0.95: Google TN says "number" before
// the digits of "# 7", 26 of 26 on the fit half, the development set and
// the fresh sample's study half); before "of" it is "number" 0.85 ("the
// # of users", the written short for "the number of"); before a word in
// lower case the sign is named ("a # sign", "Use # for comments", "Add
// a # before the line": "hash" 0.7, "pound" 0.3; "pound" 0.6 before
// "key" and "button", the telephone's as keypadHash says). A hashtag is
// written against its word, and "hash tag", the context-free readings'
// first, was the reading of each. Google TN names a lone sign "hash"
// before a dash standing apart ("Law # - OZ", 2 of 2; "hash" 0.7, "pound"
// 0.3 there too) and reads "# Selfie", a capital's word, as the hashtag,
// which this leaves. Hand-set but for the before_number weights.
func (sc *scanner) hashApartBeforeWord(pos, end int) ([]alt, bool) {
	text := sc.text
	if pos > 0 && text[pos-1] != ' ' || end >= len(text) || text[end] != ' ' {
		return nil, false
	}
	nw := nextWord(text, end)
	if !strings.HasPrefix(text[skipSpaces(text, end):], nw) {
		return nil, false
	}
	var d dist
	switch {
	case spelledCardinal(nw):
		for _, r := range sc.st.Symbols["#"] {
			if r.Context == "before_number" {
				d.add(r.Spoken, r.Weight)
			}
		}
	case nw == "of":
		d.add("number", 0.85)
		d.add("hash", 0.15)
	case nw == "key" || nw == "keys" || nw == "button" || nw == "buttons":
		d.add("pound", 0.6)
		d.add("hash", 0.4)
	case startsLowerASCII(nw):
		d.add("hash", 0.7)
		d.add("pound", 0.3)
	case nw == "" && spacedDashAt(text, skipSpaces(text, end)):
		// "Law # - OZ": no word after the sign, a dash standing apart,
		// nothing to tag; Google TN names the sign "hash" (2 of 2, the
		// fresh sample's study half, where "hash tag" was first).
		d.add("hash", 0.7)
		d.add("pound", 0.3)
	}
	alts := d.done()
	return alts, len(alts) > 0
}

// spacedDashAt reports whether a dash (a hyphen, an en or an em dash)
// stands at i with a space or the text's end after it.
func spacedDashAt(text string, i int) bool {
	for _, dash := range [...]string{"-", "–", "—"} {
		if strings.HasPrefix(text[i:], dash) {
			j := i + len(dash)
			return j == len(text) || text[j] == ' '
		}
	}
	return false
}

// openingBefore reports whether an opening quote or bracket stands
// right before pos.
func openingBefore(text string, pos int) bool {
	r, _ := utf8.DecodeLastRuneInString(text[:pos])
	return pos > 0 && strings.ContainsRune("\"(“‘[`", r)
}

// hashBeforeLetter reads a # standing apart before a lone capital letter
// ("Law # Z", "platform # B": a number sign before a letter that names
// something, as "# 4" before a digit) as "number" 0.6, the sign's
// context-free readings (the hashtag's) the rest: a hashtag is written
// against its word, and a lone letter is no word to tag. Hand-set:
// Google TN says "law number z" (the fresh sample's study half, where
// "hash tag z" was the only reading); "# Selfie" stays a hashtag.
func (sc *scanner) hashBeforeLetter(pos, end int) ([]alt, bool) {
	text := sc.text
	if pos > 0 && text[pos-1] != ' ' || end >= len(text) || text[end] != ' ' || !sc.contextHolds("before_letter", pos, end) || articleOrPronounOpens(text, end) && !wordBefore(text, pos) {
		return nil, false
	}
	return sc.hashNumberSign(pos, end)
}

// hashNumberSign reads the # at pos..end as a label's number sign:
// "number" 0.6, the sign's context-free readings (the hashtag's) the
// rest. hashBeforeLetter and hashClosingLabel, once each has found the
// label's context.
func (sc *scanner) hashNumberSign(pos, end int) ([]alt, bool) {
	free, ok := sc.symbolReadings("#", pos, end)
	if !ok {
		return nil, false
	}
	var d dist
	d.add("number", 0.6)
	d.addAll(free, 0.4)
	return d.done(), true
}

// articleOrPronounOpens reports whether the text after end (past its
// spaces) is the article A or the pronoun I before a lower-case word: a
// heading's or a list's # before a sentence ("# A film noir", "# I love
// it"), no number sign before a label (pairs50k's list marker had become
// "number a film noir" first). hashBeforeLetter asks it only of a # no
// word stands before (wordBefore): after a noun the # is a label's number
// sign whatever follows its letter ("He is in Room # A now" was "room
// hash tag a now" first).
func articleOrPronounOpens(text string, end int) bool {
	i := skipSpaces(text, end)
	if i+2 >= len(text) || text[i] != 'A' && text[i] != 'I' || text[i+1] != ' ' {
		return false
	}
	next := text[i+2]
	return next >= 'a' && next <= 'z'
}

// wordBefore reports whether a word or a number ends right before pos,
// spaces between.
func wordBefore(text string, pos int) bool {
	i := backOverSpaces(text, pos)
	return i > 0 && (isWordStartByte(text[i-1]) || isDigit(text[i-1]))
}

// hashClosingLabel reads a # standing apart after a word, before the
// end of the text or a closing punctuation mark ("the Federal Bureau of
// Prisons ID # .", "Call my cell # .", "Order #: 12345"), as the number
// sign the label's number would follow: "number" 0.6, the sign's
// context-free readings (the hashtag's) the rest. A hashtag is written
// against its word; no word follows this one. Google TN says "i d number
// ." (the fresh sample's study half, where "hash tag" was first); before
// a dash ("Law # - OZ") it said "hash", so a dash is no closing mark
// here. Hand-set.
func (sc *scanner) hashClosingLabel(pos, end int) ([]alt, bool) {
	text := sc.text
	if pos == 0 || text[pos-1] != ' ' || !wordBefore(text, pos) {
		return nil, false
	}
	if i := skipSpaces(text, end); i < len(text) && strings.IndexByte(".,;:?!)", text[i]) < 0 {
		return nil, false
	}
	return sc.hashNumberSign(pos, end)
}

// letterTermBefore reports whether a lone letter (a variable) ends right
// before pos, spaces between.
func letterTermBefore(text string, pos int) bool {
	i := backOverSpaces(text, pos)
	if i == 0 {
		return false
	}
	r, n := utf8.DecodeLastRuneInString(text[:i])
	if !unicode.IsLetter(r) {
		return false
	}
	p, _ := utf8.DecodeLastRuneInString(text[:i-n])
	return i == n || !unicode.IsLetter(p) && !unicode.IsNumber(p)
}

// relationBetweenTerms reports whether the sign at [pos, end) stands
// between two terms of a formula: something follows it, and right
// before it (spaces between) a number, a lone letter (a variable: "a",
// "π"), or a closing bracket ("f(x) ≈ 2"); a word before it ("is ≈ 5",
// "weighs ≈ 5 kg") makes it an adverb.
func relationBetweenTerms(text string, pos, end int) bool {
	if skipSpaces(text, end) >= len(text) {
		return false
	}
	i := backOverSpaces(text, pos)
	if i == 0 {
		return false
	}
	r, n := utf8.DecodeLastRuneInString(text[:i])
	switch {
	case unicode.IsNumber(r) || r == ')' || r == ']' || r == '}':
		return true
	case unicode.IsLetter(r):
		p, _ := utf8.DecodeLastRuneInString(text[:i-n])
		return i == n || !unicode.IsLetter(p) && !unicode.IsNumber(p) && p != '\''
	}
	return false
}

// footnoteStar reports whether the "*" at [pos, end) is a footnote's
// mark: written against a number or a word (no space before it), one
// star ("**" is emphasis's), and a space, the end or punctuation after
// it; "2*3", "a * b" and "*67" are no such mark.
func footnoteStar(text string, pos, end int) bool {
	if pos == 0 || !isWordByte(text[pos-1]) || pos >= 2 && text[pos-2] == '*' {
		return false
	}
	if end == len(text) {
		return true
	}
	switch text[end] {
	case ' ', '.', ',', ';', ':', ')', '!', '?':
		return true
	}
	return false
}

// percentBefore reports whether a percent sign ends the token before pos,
// one space or none between ("7.5% p.a.", "7.5%p.a.").
func percentBefore(text string, pos int) bool {
	i := pos
	if i > 0 && text[i-1] == ' ' {
		i--
	}
	return i > 0 && text[i-1] == '%'
}

// ordinalBefore reports whether a number's ordinal ("12th", "1st") ends
// one space before pos.
func ordinalBefore(text string, pos int) bool {
	i := pos - 1
	if i < 3 || text[i] != ' ' {
		return false
	}
	suf := text[i-2 : i]
	if suf != "th" && suf != "st" && suf != "nd" && suf != "rd" || !isDigit(text[i-3]) {
		return false
	}
	j := i - 3
	for j > 0 && isDigit(text[j-1]) {
		j--
	}
	return j == 0 || !isWordByte(text[j-1])
}

// taxAfterInc reports whether a tax or a charge's word follows "inc" or
// "exc" ending at end, its period or none and one space between: "inc.
// VAT", "exc VAT", "inc. P&P".
func taxAfterInc(text string, end int) bool {
	i := end
	if i < len(text) && text[i] == '.' {
		i++
	}
	if i >= len(text) || text[i] != ' ' {
		return false
	}
	w := nextWord(text, i)
	return incTaxWords[w] || strings.HasPrefix(text[i+1:], "P&P")
}

// incTaxWords name taxes and charges a price includes or excludes.
var incTaxWords = setOf(strings.Fields(`VAT vat GST gst tax taxes postage delivery shipping`), false)

// weekendSunAfter reports whether "Sun" (or "Sun.") follows end after
// "&", "and", "," or "/" ("Sat & Sun", "Sat, Sun", "Sat/Sun").
func weekendSunAfter(text string, end int) bool {
	rest := text[end:]
	for _, j := range []string{" & ", "&", " and ", ", ", ",", "/", " / "} {
		if strings.HasPrefix(rest, j+"Sun") {
			return boundaryAt(text, end+len(j)+3)
		}
	}
	return false
}

// ecgSegmentWords after "ST" name what an ECG's ST segment does.
var ecgSegmentWords = setOf(strings.Fields(`elevation elevations elevated depression depressions depressed segment
	segments changes change abnormality abnormalities`), false)

// motorwayText reports whether text names a motorway: "M25", "M1", "A1(M)"
// as a word, or the word "motorway" or "junction".
func motorwayText(text string) bool {
	if strings.Contains(text, "(M)") || strings.Contains(strings.ToLower(text), "motorway") {
		return true
	}
	for i := 0; i+1 < len(text); i++ {
		if text[i] == 'M' && (i == 0 || !isWordByte(text[i-1])) && isDigit(text[i+1]) {
			if e := digitsEnd(text, i+1); e-i-1 <= 3 && boundaryAt(text, e) {
				return true
			}
		}
	}
	return false
}

// afterOrdinalWords are short words said in full after an ordinal in
// digits ("4th edn", "3rd fl."); afterOrdinalDotOnly need their period
// there.
var afterOrdinalWords = map[string]string{"edn": "edition", "Edn": "edition",
	"fl": "floor", "Fl": "floor", "flr": "floor", "Flr": "floor"}

var afterOrdinalDotOnly = map[string]bool{"Fl": true}

// rightHonourableEnd is where "Hon" (its period kept) ends after "Rt"
// ending at end, a period or none and one space between ("Rt Hon", "Rt.
// Hon."), before a space and a capitalized name or the end; 0 if not.
func rightHonourableEnd(text string, end int) int {
	i := end
	if i < len(text) && text[i] == '.' {
		i++
	}
	if !strings.HasPrefix(text[i:], " Hon") {
		return 0
	}
	e := i + 4
	if e < len(text) && text[e] == '.' {
		e++
	}
	if e == len(text) || text[e] == ' ' && e+1 < len(text) && text[e+1] >= 'A' && text[e+1] <= 'Z' {
		return e
	}
	return 0
}

// clockHHMMBefore reports whether a clock's h:mm (one or two digits, a
// colon, two digits) ends one space before pos ("18:45 hrs").
func clockHHMMBefore(text string, pos int) bool {
	i := pos - 1
	if i < 4 || text[i] != ' ' || !isDigit(text[i-1]) || !isDigit(text[i-2]) || text[i-3] != ':' || !isDigit(text[i-4]) {
		return false
	}
	j := i - 4
	if j > 0 && isDigit(text[j-1]) {
		j--
	}
	return j == 0 || !isWordByte(text[j-1]) && text[j-1] != ':' && text[j-1] != '.'
}

// gradeStar is the length of the grade's star at [pos, end) ("A*", the
// top grade of GCSEs and A-levels, and the A* search algorithm), with
// its plural's "s" ("three A*s": 2), or 0: a capital A alone before it
// (no letter or digit before the A) and after it the text's end, no
// letter or digit, an "s" ending the word, or another grade ("A*A*A").
// "A*B" (a product) and "DATA*" are no grade.
func gradeStar(text string, pos, end int) int {
	if pos < 1 || text[pos-1] != 'A' || pos >= 2 && isWordByte(text[pos-2]) {
		return 0
	}
	switch {
	case end == len(text) || !isWordByte(text[end]) && text[end] != '*':
		return end - pos
	case text[end] == 's' && (end+1 == len(text) || !isWordByte(text[end+1])):
		return end - pos + 1
	case text[end] == 'A' && (end+1 == len(text) || !isWordByte(text[end+1]) || text[end+1] == '*'):
		return end - pos
	}
	return 0
}

// starRating is the word of a rating's stars for the "*" at [pos, end)
// after one digit from 1 to 5 (a word boundary before it): "star" before a
// noun rated so ("a 5* hotel", starredNouns), "stars" ("star" after 1)
// after a verb of rating ("Rated 4* by critics", "I gave it 5*"); "" for
// anything else ("Only 5* left" is a footnote's).
func starRating(text string, pos, end int) string {
	if pos < 1 || text[pos-1] < '1' || text[pos-1] > '5' || pos >= 2 && isWordByte(text[pos-2]) {
		return ""
	}
	if starredNouns[strings.ToLower(nextWord(text, end))] {
		return "star"
	}
	pw, at := prevWordAt(text, pos-1)
	pw = strings.ToLower(pw)
	if pw == "it" || pw == "them" {
		pw = strings.ToLower(prevWord(text, at))
	}
	if ratingVerbs[pw] {
		if text[pos-1] == '1' {
			return "star"
		}
		return "stars"
	}
	return ""
}

// starredNouns are rated in stars ("a 5* hotel"); ratingVerbs give the
// stars ("rated 4*", "gave it 5*").
var (
	starredNouns = setOf(strings.Fields(`hotel hotels rating ratings review reviews resort resorts restaurant
		restaurants service accommodation movie film book app product general`), false)
	ratingVerbs = setOf(strings.Fields(`rated rate rates rating gave give gives given got gets`), false)
)

// cricketText reports whether the text speaks of cricket: a word only
// cricket uses (wicketWords), or balls faced ("82* off 53 balls").
func (sc *scanner) cricketText() bool {
	return sc.hasWord(wicketWords) || sc.hasWord(ballsWords)
}

// ballsWords say the balls a batter faced.
var ballsWords = setOf([]string{"balls"}, false)

// tildeApart reads a ~ between two numbers ("3~5 days", "5 ~ 10
// people") as a range's "to" 0.8, "tilde" 0.2 ("five approximately ten
// people" was first), and a ~ standing apart before no number ("x ~ y",
// "the ~ key", "X ~ N(0, 1)") by its name, "tilde", 0.65 between two
// terms beside "approximately" 0.35 (relationBetweenTerms), 0.85
// elsewhere beside the unsaid sign's 0.15 (a stray mark: "cup , ~ st
// Albans"): the context-free readings made it unsaid 0.67 ("x y", "the
// key"). Google TN says "tilde" for its tildes (2 of 2 on the fresh
// sample's study half: "decreased to ~ 50 nm", "cup , ~ st Albans"); the
// one before a number keeps the before_number readings. Hand-set.
func (sc *scanner) tildeApart(pos, end int) ([]alt, bool) {
	text := sc.text
	i, j := backOverSpaces(text, pos), skipSpaces(text, end)
	var d dist
	switch {
	case i > 0 && isDigit(text[i-1]) && j < len(text) && isDigit(text[j]):
		d.add("to", 0.8)
		d.add("tilde", 0.2)
	case pos > 0 && text[pos-1] != ' ' || end < len(text) && text[end] != ' ' || sc.contextHolds("before_number", pos, end):
		return nil, false
	case relationBetweenTerms(text, pos, end):
		d.add("tilde", 0.65)
		d.add("approximately", 0.35)
	default:
		d.add("tilde", 0.85)
		d.addAlt(alt{spoken: "", prob: 0.15, literal: true})
	}
	return d.done(), true
}

// termAt reports whether a formula's term starts at i: a number, a
// lone letter (a variable, no word after it) or an opening bracket.
func termAt(text string, i int) bool {
	if i >= len(text) {
		return false
	}
	switch c := text[i]; {
	case isDigit(c) || c == '(':
		return true
	case isWordStartByte(c):
		return i+1 == len(text) || !isWordByte(text[i+1])
	}
	return false
}

// variableBefore reports whether a lone letter (no letter, digit or
// apostrophe before it) or a closing bracket ends right before pos,
// spaces between.
func variableBefore(text string, pos int) bool {
	i := backOverSpaces(text, pos)
	if i == 0 {
		return false
	}
	c := text[i-1]
	if c == ')' || c == ']' {
		return true
	}
	return isWordStartByte(c) && (i == 1 || !isWordByte(text[i-2]) && text[i-2] != '\'')
}

// determinerNamesSign reports whether the sign at [pos, end) stands
// apart (a space on each side) right after an article or a determiner
// ("Put a * next to it", "Type a / between them", "the | key"): a noun,
// the sign named, no mark to leave unsaid.
func determinerNamesSign(text string, pos, end int) bool {
	if pos < 2 || text[pos-1] != ' ' || end < len(text) && text[end] != ' ' || termAt(text, skipSpaces(text, end)) {
		// Before a term the "a" is a variable: "a / b", "a * 2".
		return false
	}
	if nw := strings.ToLower(nextWord(text, end)); signDeterminers[nw] || spelledCardinal(nw) {
		// "one / two bedroom flats", "this / that", "a / an": two
		// alternatives, the sign between them as between any two
		// words (unsaid 0.95, "slash", "or"; "one slash two" was 1
		// with e24d3bdd).
		return false
	}
	// In lower case: "AN / FPS" is a radar's name, "the value of A /
	// A _ t" a variable (Google TN leaves both signs unsaid).
	return signDeterminers[prevWord(text, pos)]
}

// signDeterminers before a sign standing apart make it a noun.
var signDeterminers = setOf(strings.Fields(`a an the this that each every one single another`), false)

// signNames name the signs whose readings may all be unsaid.
var signNames = map[rune]string{'|': "pipe", '*': "asterisk", '/': "slash"}

// namedSign gives a sign named as a noun its name (signNames: "put a
// next to it" was 0.4 for "Put a * next to it", "type a between them"
// 0.95 for "Type a / between them", "type a or between them" 0.02), or
// drops the unsaid readings of another.
func namedSign(r rune, alts []alt) []alt {
	if name, ok := signNames[r]; ok {
		return single(name)
	}
	var d dist
	for _, a := range alts {
		if a.spoken != "" {
			d.addAlt(a)
		}
	}
	if out := d.done(); len(out) > 0 {
		return out
	}
	return alts
}

// headingHashes returns the length of a run of two to six #s that opens
// the text or a line and a space follows: a Markdown heading's marks
// ("## Installation"). A lone # there may be a tokenized hashtag ("#
// Selfie") and is left to the other readings.
func headingHashes(text string, pos int) int {
	if pos > 0 && text[pos-1] != '\n' {
		return 0
	}
	n := 0
	for pos+n < len(text) && text[pos+n] == '#' {
		n++
	}
	if n < 2 || n > 6 || pos+n >= len(text) || text[pos+n] != ' ' {
		return 0
	}
	return n
}

// directiveHash reports whether the # at [pos, end) opens a C
// preprocessor's directive written against it ("#include", "#define",
// "#ifdef"): a space, a bracket, a backquote or nothing before it, and a
// space, "<", a quote or the end after the directive's word.
func directiveHash(text string, pos, end int) bool {
	if pos > 0 && strings.IndexByte(" \n(`", text[pos-1]) < 0 {
		return false
	}
	w := nextWord(text, end)
	if !preprocessorDirectives[w] || !strings.HasPrefix(text[end:], w) {
		return false
	}
	k := end + len(w)
	return k == len(text) || strings.IndexByte(" <\"`", text[k]) >= 0
}

// preprocessorDirectives are the C preprocessor's directives.
var preprocessorDirectives = setOf(strings.Fields(`include define undef ifdef ifndef endif elif pragma import`), false)

// hashtagNamed reports whether the # at pos, against a word after it,
// follows the word "hashtag" or "hashtags" ("the hashtag #MeToo",
// "hashtags #AI and #ML": only the first follows it). Against a number
// the sign is the number's ("The hashtag #1 trend", "the hashtag number
// one trend"; "the hashtag one trend" was the reading), as "# 1" is
// "number one" in Google TN's sentences.
func hashtagNamed(text string, pos, end int) bool {
	if end >= len(text) || !isWordStartByte(text[end]) || pos == 0 || text[pos-1] != ' ' {
		return false
	}
	pw := strings.ToLower(prevWord(text, pos))
	return pw == "hashtag" || pw == "hashtags"
}

// articleBeforeApprox reports whether the lone "a" before the ≈ at [pos,
// end) is the article of the quantity the sign opens ("with a ≈ 5 km
// increase", "a ≈ 20 % drop": "a approximately equals five kilometers
// increase" was the reading): a word before the "a", and after the sign
// a number, a unit or a percent sign if any, then a lower-case word that
// is no conjunction or preposition (a variable's relation ends there:
// "where a ≈ 1.5 and b ≈ 2", "with a ≈ 2.5 AU" keep "approximately
// equals").
func (sc *scanner) articleBeforeApprox(pos, end int) bool {
	text := sc.text
	i := backOverSpaces(text, pos)
	if i < 2 || text[i-1] != 'a' || text[i-2] != ' ' || prevWord(text, i-1) == "" {
		return false
	}
	j := skipSpaces(text, end)
	if j >= len(text) || !isDigit(text[j]) {
		return false
	}
	for j < len(text) && (isDigit(text[j]) || text[j] == '.' || text[j] == ',') {
		j++
	}
	j = skipSpaces(text, j)
	if j < len(text) && text[j] == '%' {
		j++
	} else if _, l := sc.unitAt(j); l > 0 && boundaryAt(text, j+l) {
		j += l
	}
	if !lowerWordFollows(text, j) {
		return false
	}
	return !relationEnds[nextWord(text, j)]
}

// relationEnds are the words that end a relation's term: "where a ≈ 1.5
// and b ≈ 2".
var relationEnds = setOf(strings.Fields(`and or but then so if when while where for in at of to on by with as than
	which that is are was were`), false)

// letterEmoticonEnd returns the end of a face drawn with a colon or a
// semicolon, an optional nose ("-") and one of the letters D, P, p, O, o
// at pos (":D", ";-P", ":O"), or 0: after a space or the text's start,
// and before the end, a space or a closing mark (. , ! ?). "Note:D" and
// ":Data" are none.
func letterEmoticonEnd(text string, pos int) int {
	if pos > 0 && text[pos-1] != ' ' {
		return 0
	}
	i := pos + 1
	if i < len(text) && text[i] == '-' {
		i++
	}
	if i >= len(text) || strings.IndexByte("DPpOo", text[i]) < 0 {
		return 0
	}
	i++
	if i < len(text) && strings.IndexByte(" .,!?", text[i]) < 0 {
		return 0
	}
	return i
}

// menuPathAlts returns the readings of a menu path's ">" (menuPathAt):
// unsaid, a pause between the items, 0.6, or "then" 0.4 (hand-set).
func menuPathAlts() []alt {
	return []alt{{spoken: "", prob: 0.6, literal: true}, {spoken: "then", prob: 0.4}}
}

// menuPathAt reports whether the ">" at pos separates the items of a
// path through menus or pages: spaced on both sides, a word of two
// letters or more against it on each side, and another ">" so spaced
// before or after it with only words and spaces between, a chain of
// three items or more ("Settings > General > About"). A single ">"
// ("File > Save", "Messi > Ronaldo"), a relation between numbers or
// variables ("x > 5", "a > b > c") and ">=", "->", ">>" keep theirs.
func menuPathAt(text string, pos int) bool {
	if !menuSeparatorAt(text, pos) {
		return false
	}
	for _, dir := range [...]int{-1, 1} {
		k := pos + dir
		for k >= 0 && k < len(text) && (isWordStartByte(text[k]) || text[k] == ' ' || text[k] == '\'' || text[k] == '&') {
			k += dir
		}
		if k >= 0 && k < len(text) && text[k] == '>' && k != pos && menuSeparatorAt(text, k) {
			return true
		}
	}
	return false
}

// menuSeparatorAt reports whether the ">" at k stands alone between two
// words of two letters or more, one space on each side, neither of them
// "then" (which the ">" read "then" would repeat).
func menuSeparatorAt(text string, k int) bool {
	if text[k] != '>' || k < 3 || k+3 >= len(text) || text[k-1] != ' ' || text[k+1] != ' ' {
		return false
	}
	return isWordStartByte(text[k-2]) && isWordStartByte(text[k-3]) && isWordStartByte(text[k+2]) && isWordStartByte(text[k+3]) &&
		!strings.EqualFold(prevWord(text, k), "then") && !strings.EqualFold(nextWord(text, k+1), "then") // "then then"
}

// keypadVerbs before a lone # make it the telephone's key.
var keypadVerbs = setOf(strings.Fields(`press presses pressing pressed hit then dial enter key`), false)

// symbol handles one non-letter, non-digit rune.
func (sc *scanner) symbol(pos int, r rune, size int) (int, error) {
	end := pos + size
	if r == '<' || heartGlyphs[r] {
		if hend, alts, ok := sc.heartEmoticon(pos); ok {
			sc.add(oneSeg(Symbol, pos, hend, alts))
			return hend, nil
		}
	}
	if alts, ok := sc.signNamedBeforeNoun(pos, end); ok {
		sc.add(oneSeg(Symbol, pos, end, alts))
		return end, nil
	}
	if r == '$' && dollarBeforeName(sc.text, pos, end) {
		sc.add(oneSeg(Symbol, pos, end, single("dollar")))
		return end, nil
	}
	if r == '>' && menuPathAt(sc.text, pos) {
		// "Tap Settings > General > About", "Home > Products > Shoes":
		// a path through menus or pages, said as its items with a
		// pause or "then" ("settings greater than general greater than
		// about" was the only reading). Hand-set: Google TN's sentences
		// have no ">".
		sc.add(oneSeg(Symbol, pos, end, menuPathAlts()))
		return end, nil
	}
	switch r {
	case '<', '-', '=', '>', '!', '+':
		for _, a := range asciiSymbols {
			if strings.HasPrefix(sc.text[pos:], a.written) {
				if a.written == "<-" && pos+2 < len(sc.text) && (isDigit(sc.text[pos+2]) || sc.text[pos+2] == '.') {
					break // "x<-5": less than minus five
				}
				if alts, ok := sc.symbolReadings(a.as, pos, pos+len(a.written)); ok {
					sc.add(oneSeg(Symbol, pos, pos+len(a.written), alts))
					return pos + len(a.written), nil
				}
			}
		}
	}
	if r == '/' {
		if wend, alts, ok := countPerTime(sc.text, pos); ok {
			sc.add(oneSeg(Measure, pos, wend, alts))
			return wend, nil
		}
	}
	if r == '/' && multiBuyAt(sc.text, pos) {
		// "2/$7", "3/$10": a shop's price for so many items, "two for
		// seven dollars" 0.85, as the shelf tag is read ("two seven
		// dollars" was 0.95, the slash unsaid). Hand-set (verb95):
		// Google TN's sentences hold no such price.
		sc.addSlashSaid(pos, end, "for", 0.85, 0.05, 0.1)
		return end, nil
	}
	if r == '/' && sc.measuresConvertedAt(pos) {
		// "Bake at 180°C/350°F.", "10 km/6 mi": one amount in two
		// systems of units, the slash said as "or" ("one hundred
		// eighty degrees celsius three hundred fifty degrees
		// fahrenheit" was 0.88, the slash unsaid as between two
		// terms). Hand-set: Google TN's sentences have no slash
		// between two measures; its convention, unsaid, keeps a share.
		sc.addSlashSaid(pos, end, "or", 0.6, 0.2, 0.2)
		return end, nil
	}
	if r == '/' && sc.decimalOverMeasure(pos) {
		// "Memory at 12.4/16 GB", "Used 3.5/8 GB": an amount used of a
		// whole, a decimal before the slash and a number with its unit
		// after it, "twelve point four out of sixteen gigabytes" or
		// "slash" ("twelve point four sixteen gigabytes" was 0.93, the
		// slash unsaid as between two terms, verb78). Hand-set: Google
		// TN's sentences have no such slash (their "10.1002 / 14356007"
		// are DOIs, spaced, with no unit); its convention, unsaid,
		// keeps a share.
		sc.addSlashSaid(pos, end, "out of", 0.45, 0.35, 0.2)
		return end, nil
	}
	if r == '/' && ordinalsJoinedAt(sc.text, pos) {
		// "3rd/4th grade", "the 1st/2nd floor", "1st/2nd of May": two
		// ordinals joined, alternatives or a pair, the slash said as
		// "or" or "slash" ("the third fourth grade" was 0.95, the slash
		// unsaid as between two words; "the first the second of may":
		// ordinalSlashBefore). Hand-set: Google TN's sentences have no
		// ordinal before a slash.
		sc.addSlashSaid(pos, end, "or", 0.45, 0.35, 0.2)
		return end, nil
	}
	if r == '/' || r == '~' || r == '.' {
		if m, ok := sc.unixPath(pos); ok {
			sc.add(m)
			return m.end, nil
		}
	}
	if (r == '&' || r == '|') && end < len(sc.text) && sc.text[end] == byte(r) && (end+1 == len(sc.text) || sc.text[end+1] != byte(r)) {
		// "if (a && b)", "x || y": the logical operators are said once,
		// "and", "or" ("a and and b", "x y" were the readings: each sign
		// read alone). Hand-set: Google TN's sentences have none.
		said := "and"
		if r == '|' {
			said = "or"
		}
		sc.add(oneSeg(Symbol, pos, end+1, single(said)))
		return end + 1, nil
	}
	if r == '~' && end < len(sc.text) && sc.text[end] == '/' && (pos == 0 || !isWordByte(sc.text[pos-1])) && (end+1 == len(sc.text) || !isWordByte(sc.text[end+1]) && sc.text[end+1] != '.') {
		// "Type ~/ in the terminal": the home directory alone, no path
		// after it (unixPath reads "~/.bashrc"), its tilde and slash said
		// ("type in the terminal" was first: both signs' context-free
		// readings are unsaid).
		sc.add(oneSeg(Symbol, pos, end+1, single("tilde slash")))
		return end + 1, nil
	}
	if r == '~' {
		if alts, ok := sc.tildeApart(pos, end); ok {
			sc.add(oneSeg(Symbol, pos, end, alts))
			return end, nil
		}
	}
	if r == '.' && leadingDotName(sc.text, pos) {
		// ".NET", "the .env file", "save as .csv": a name's leading dot
		// is said ("runs on net six" before).
		sc.add(oneSeg(Symbol, pos, end, single("dot")))
		return end, nil
	}
	if r == '#' {
		if m, ok := sc.hexColour(pos); ok {
			sc.add(m)
			return m.end, nil
		}
		if hashtagOfDigits(sc.text, pos, end) {
			// "#2024goals", "#100DaysOfCode": a hashtag whose word
			// opens with a number, the sign the hashtag's (its
			// context-free readings, as "#ThrowbackThursday"'s), no
			// number sign ("number twenty twenty four goals" was first
			// at 0.92). Hand-set: Google TN's sentences have none.
			if alts := sc.freeReadings("#"); len(alts) > 0 {
				sc.add(oneSeg(Symbol, pos, end, alts))
				return end, nil
			}
		}
		if sc.hashtagOfCapitals(pos, end) {
			// "Trending: #WWDC24 and #Apple", "#COP28 opens today
			// #climate": capitals and a number after the sign, in a
			// post that tags or follows elsewhere, are a hashtag's word
			// ("number w w d c twenty four" was 0.61, verb78); "Order
			// #ABC123", "#A1234" elsewhere keep the number sign.
			// Hand-set: Google TN's sentences have none.
			if alts := sc.freeReadings("#"); len(alts) > 0 {
				sc.add(oneSeg(Symbol, pos, end, alts))
				return end, nil
			}
		}
		if n := headingHashes(sc.text, pos); n > 0 {
			// "## Installation", "### Usage": a heading's marks, as
			// Markdown writes them, unsaid ("hash tag hash tag
			// installation" was the reading).
			sc.add(oneSeg(Symbol, pos, pos+n, []alt{{spoken: "", prob: 1, literal: true}}))
			return pos + n, nil
		}
		if directiveHash(sc.text, pos, end) {
			// "#include <stdio.h>", "Use #define for constants": a
			// preprocessor's directive, its sign "hash" or "pound" as
			// programmers say it ("hash tag include" was first).
			var d dist
			d.add("hash", 0.6)
			d.add("pound", 0.4)
			sc.add(oneSeg(Symbol, pos, end, d.done()))
			return end, nil
		}
		if hashtagNamed(sc.text, pos, end) {
			// "the hashtag #MeToo": the word says the sign already ("the
			// hashtag hash tag me too" was the reading, "hashtag
			// hashtag" the second), unsaid as "Copyright ©" is.
			sc.add(oneSeg(Symbol, pos, end, []alt{{spoken: "", prob: 1, literal: true}}))
			return end, nil
		}
		if keypadHash(sc.text, pos, end) {
			// "Press # to confirm", "press *1 then #": the telephone's
			// key, "pound" as North American operators say it, "hash"
			// as British ones do ("hash tag", the hashtag's reading, was
			// first). Hand-set: Google TN's sentences have none.
			var d dist
			d.add("pound", 0.6)
			d.add("hash", 0.4)
			sc.add(oneSeg(Symbol, pos, end, d.done()))
			return end, nil
		}
		if spacedNoteHash(sc.text, pos, end) {
			// "C # .", "C # and F # are languages": the note's sharp
			// (a programming language's name) as tokenized text writes
			// "C#." ("c number", "c hash tag" were the readings), the
			// after_note readings alone.
			if alts, ok := sc.symbolReadings("#", pos, end); ok {
				sc.add(oneSeg(Symbol, pos, end, alts))
				return end, nil
			}
		}
		if alts, ok := sc.hashBeforeLetter(pos, end); ok {
			sc.add(oneSeg(Symbol, pos, end, alts))
			return end, nil
		}
		if alts, ok := sc.hashClosingLabel(pos, end); ok {
			sc.add(oneSeg(Symbol, pos, end, alts))
			return end, nil
		}
		if alts, ok := sc.hashApartBeforeWord(pos, end); ok {
			sc.add(oneSeg(Symbol, pos, end, alts))
			return end, nil
		}
		if i := skipSpaces(sc.text, end); wordRunBefore(sc.text, pos) >= 2 && i > end && i < len(sc.text) && isDigit(sc.text[i]) {
			// "Order# 12345678", "MLS# 12345678": a label's number sign
			// written against its word, a space before the number, is
			// "number", as "Order #12345678" is read ("m l s hash twelve
			// million ..." was 0.78, verb82's list). Hand-set: Google
			// TN's sentences have none.
			var d dist
			d.add("number", 0.85)
			d.add("hash", 0.1)
			d.add("pound", 0.05)
			sc.add(oneSeg(Symbol, pos, end, d.done()))
			return end, nil
		}
		if wordRunBefore(sc.text, pos) >= 2 && (end == len(sc.text) || !isDigit(sc.text[end])) {
			// "dfsd#sfgsfd", "#mytext#": a hash after a word (no note's
			// letter: "C#" is sharp) opens no hashtag, "hash" ("hash
			// tag", the hashtag's reading, was first). Hand-set: Google
			// TN's sentences have none; NeMo's test cases say "hash".
			var d dist
			d.add("hash", 0.85)
			d.add("pound", 0.15)
			sc.add(oneSeg(Symbol, pos, end, d.done()))
			return end, nil
		}
	}
	if r == '<' {
		// A markup tag, also against a word: "go<noise/>home".
		if m, ok := matchTag(sc, pos); ok {
			sc.add(m)
			return m.end, nil
		}
	}
	if _, sup := superscriptDigits[r]; sup || r == '^' || r == '⁻' {
		if m, ok := sc.power(pos); ok {
			sc.add(m)
			return m.end, nil
		}
	}
	if n := commandFlag(sc.text, pos); n > 0 {
		// "git checkout -b main", "ls --all": a command's option, its
		// dashes said ("checkout b main" before); hand-set.
		said := "dash"
		if n == 2 {
			said = "dash dash"
		}
		sc.add(oneSeg(Symbol, pos, pos+n, single(said)))
		return pos + n, nil
	}
	if r == '-' && gradeMinus(sc.text, pos) {
		sc.add(oneSeg(Symbol, pos, end, single("minus")))
		return end, nil
	}
	if r == '-' || r == '–' || r == '—' {
		if alts, ok := sc.rangeDash(pos, end); ok {
			sc.add(oneSeg(Range, pos, end, alts))
			return end, nil
		}
	}
	if r == '_' || r == '*' {
		if n := emphasisMark(sc.text, pos); n > 0 {
			// "_very_", "*Note*", "**bold**": emphasis in Project
			// Gutenberg's and Markdown's plain text, unsaid ("underscore
			// very underscore" before); "snake_case", "2*3" keep theirs.
			sc.add(oneSeg(Symbol, pos, pos+n, []alt{{spoken: "", prob: 1, literal: true}}))
			return pos + n, nil
		}
	}
	if r == '*' && starCode(sc.text, pos) {
		// "Dial *67", "press *69": a telephone's star key before a
		// service code ("asterisk sixty seven" before); hand-set.
		var d dist
		d.add("star", 0.9)
		d.add("asterisk", 0.1)
		sc.add(oneSeg(Symbol, pos, end, d.done()))
		return end, nil
	}
	if n := gradeStar(sc.text, pos, end); r == '*' && n > 0 {
		// "an A* in Maths", "three A*s at A-level", "A* search": the
		// top grade of British exams and the search algorithm, said "A
		// star" ("an a in maths" was 0.85, a footnote's mark unsaid,
		// "three a times s" 0.75, verb86's list). Hand-set: Google TN's
		// sentences have no asterisk.
		var d dist
		if n > end-pos {
			d.add("stars", 0.9)
			d.add("asterisk s", 0.1)
		} else {
			d.add("star", 0.9)
			d.add("asterisk", 0.1)
		}
		sc.add(oneSeg(Symbol, pos, pos+n, d.done()))
		return pos + n, nil
	}
	if r == '*' && footnoteStar(sc.text, pos, end) {
		// "$99* (see terms)", "Only 5* left", "Free shipping*": a
		// footnote's mark written against what it marks and a space,
		// punctuation or the end after it, unsaid ("ninety nine
		// dollars times see terms" was 0.75, "five asterisk left"
		// 0.6, verb78); a batter's score in a sentence of cricket,
		// "82*", is not out; a rating of one to five ("a 5* hotel",
		// "rated 4*") is its stars (starRating). Hand-set: Google TN's
		// sentences have no asterisk.
		var d dist
		if isDigit(sc.text[pos-1]) && sc.cricketText() {
			d.add("not out", 0.8)
			d.addAlt(alt{spoken: "", prob: 0.2, literal: true})
		} else if star := starRating(sc.text, pos, end); star != "" {
			// "a 5* hotel", "Rated 4* by critics", "I gave it 5*": a
			// rating's stars ("a five hotel" was this rule's first
			// reading, "five asterisk hotel" 0.6 before it).
			d.add(star, 0.85)
			d.add("asterisk", 0.15)
		} else {
			d.addAlt(alt{spoken: "", prob: 0.85, literal: true})
			d.add("asterisk", 0.15)
		}
		sc.add(oneSeg(Symbol, pos, end, d.done()))
		return end, nil
	}
	if r == '*' && relationBetweenTerms(sc.text, pos, end) && termAt(sc.text, skipSpaces(sc.text, end)) {
		// "a * b", "2 * 3 = 6", "f(x) * 2": a product's sign between two
		// terms, "times" 0.75 ("a asterisk b" 0.6 was first, "two
		// asterisk three" tied with "times"), the sign's name 0.25.
		// Hand-set: Google TN's sentences have no asterisk between terms.
		var d dist
		d.add("times", 0.75)
		d.add("asterisk", 0.25)
		sc.add(oneSeg(Symbol, pos, end, d.done()))
		return end, nil
	}
	if r == '%' && variableBefore(sc.text, pos) && termAt(sc.text, skipSpaces(sc.text, end)) {
		// "return a % b", "(i + 1) % n": the remainder's operator
		// between a variable (or a bracket) and a term, "mod" ("a
		// percent b" was the only reading; after a number the sign stays
		// the percent: "50 % 3" is tokenized "50%"). Hand-set: Google
		// TN's sentences have none.
		var d dist
		d.add("mod", 0.6)
		d.add("modulo", 0.3)
		d.add("percent", 0.1)
		sc.add(oneSeg(Symbol, pos, end, d.done()))
		return end, nil
	}
	if (r == '§' || r == '¶') && strings.HasPrefix(sc.text[end:], string(r)) {
		// "§§ 12-14", "¶¶ 3-5": the sign doubled is the plural ("section
		// section" before).
		plural := "paragraphs"
		if r == '§' {
			plural = "sections"
		}
		sc.add(oneSeg(Symbol, pos, end+size, single(plural)))
		return end + size, nil
	}
	if r == '©' && strings.EqualFold(prevWord(sc.text, pos), "copyright") {
		// "Copyright © 2024": the sign repeats the word ("copyright
		// copyright" before) and is unsaid.
		sc.add(oneSeg(Symbol, pos, end, []alt{{spoken: "", prob: 1, literal: true}}))
		return end, nil
	}
	if r == '&' && etCetera(sc.text, pos) {
		// "&c.", older books' "etc." ("bread, cheese, &c."): it was "and
		// c". Hand-set: Google TN's sentences have none.
		sc.add(oneSeg(Abbreviation, pos, pos+2, single("et cetera")))
		return pos + 2, nil
	}
	if r == ':' || r == ';' {
		if e := letterEmoticonEnd(sc.text, pos); e > 0 {
			// "I love it :D", "Just kidding :P", "Wow :O": a face drawn
			// with a letter is unsaid, as ":)" is ("i love it d", the
			// letter said, was the only reading). Hand-set: Google TN's
			// sentences have none.
			sc.add(oneSeg(Symbol, pos, e, []alt{{spoken: "", prob: 1, literal: true}}))
			return e, nil
		}
	}
	if r == ':' && scriptureColon(sc.text, pos) {
		// "Matthew 5:3-12", "Genesis 1:1": chapter and verse, the colon
		// unsaid (it was "five to three", a ratio).
		sc.add(oneSeg(Symbol, pos, end, []alt{{spoken: "", prob: 1, literal: true}}))
		return end, nil
	}
	if r == ':' && standardYearColon(sc.text, pos) {
		// "ISO 9001:2015", "IEC 62368-1:2018": a standard and the year of
		// its edition, the colon unsaid 0.7 or "colon" 0.3 ("nine
		// thousand one to twenty fifteen", a ratio's, was the reading,
		// verb103). Hand-set: Google TN's readable sentences hold none.
		var d dist
		d.addAlt(alt{spoken: "", prob: 0.7, literal: true})
		d.add("colon", 0.3)
		sc.add(oneSeg(Symbol, pos, end, d.done()))
		return end, nil
	}
	if r == ':' && labelColon(sc.text, pos) {
		// "Step 2: 3 cups of flour": a heading's colon, unsaid (labelColon).
		sc.add(oneSeg(Symbol, pos, end, []alt{{spoken: "", prob: 1, literal: true}}))
		return end, nil
	}
	if r == ':' && sc.gameScoreColon(pos, end) {
		// "The final score was 25:61", "won 3:1": a game's score, said
		// with the colon unsaid ("twenty five sixty one", "three one";
		// 0.08 before) nearly as often as with "to" ("won twenty eight
		// to twenty five"), 0.45 and 0.55; hand-set: Google TN's colons
		// between numbers (citations, ratios) are "to", none in a game.
		var d dist
		d.add("to", 0.55)
		d.addAlt(alt{spoken: "", prob: 0.45, literal: true})
		sc.add(oneSeg(Symbol, pos, end, d.done()))
		return end, nil
	}
	if r == '×' {
		i := skipSpaces(sc.text, end)
		if powerOfTenAt(sc.text, i) {
			// "3 × 10^8 m/s": scientific notation, "times", as after
			// an x (multiply; "by" was as likely).
			var d dist
			d.add("times", 0.9)
			d.add("by", 0.1)
			sc.add(oneSeg(Symbol, pos, end, d.done()))
			return end, nil
		}
		if sc.lengthBySign(pos, i) {
			// "77 cm × 53 cm", "77 × 53 cm": a length by a length, "by"
			// as after an x ("times" and "by" were 0.5 each, the
			// symbol's weights). Hand-set: Google TN's sentences have no
			// ×.
			var d dist
			d.add("by", 0.8)
			d.add("times", 0.2)
			sc.add(oneSeg(Symbol, pos, end, d.done()))
			return end, nil
		}
		if strings.Contains(sc.text, "=") && relationBetweenTerms(sc.text, pos, end) && letterTermBefore(sc.text, pos) {
			// "V = I × R", "F = m × a": a product of variables in a
			// formula, "times" ("by" tied with it at 0.40, verb85's
			// list). Hand-set: Google TN's sentences have no ×.
			var d dist
			d.add("times", 0.85)
			d.add("by", 0.15)
			sc.add(oneSeg(Symbol, pos, end, d.done()))
			return end, nil
		}
	}
	if r == '≈' && relationBetweenTerms(sc.text, pos, end) && !sc.articleBeforeApprox(pos, end) {
		// "a ≈ b", "π ≈ 3.14": a relation between two terms, said as
		// "=" is ("equals" 0.8, "is equal to" 0.2): "approximately
		// equals", "is approximately equal to" ("a approximately b" was
		// the reading). Before a number alone ("≈ 5 km", "is ≈ 5 km") it
		// keeps "approximately". Hand-set: Google TN's sentences have no
		// ≈.
		var d dist
		d.add("approximately equals", 0.8)
		d.add("is approximately equal to", 0.2)
		sc.add(oneSeg(Symbol, pos, end, d.done()))
		return end, nil
	}
	if r == '$' && priceDecadeAfter(sc.text, pos, end) {
		// "in the $40s", "the low $20s per share": a price in its tens,
		// "in the forties", the sign unsaid ("in the dollar forties"
		// 0.6, "dollars forties" 0.4 were the readings); the sign's
		// word keeps 0.2. Hand-set: Google TN's sentences have none.
		var d dist
		d.addAlt(alt{spoken: "", prob: 0.8, literal: true})
		d.add("dollar", 0.2)
		sc.add(oneSeg(Symbol, pos, end, d.done()))
		return end, nil
	}
	if alts, ok := sc.symbolReadings(string(r), pos, end); ok {
		if determinerNamesSign(sc.text, pos, end) {
			alts = namedSign(r, alts)
		}
		sc.add(oneSeg(Symbol, pos, end, alts))
		return end, nil
	}
	if r == '★' || r == '☆' {
		// A rating: "★★★★", "★★★☆☆" is "four stars", "three stars".
		filled, i := 0, pos
		for i < len(sc.text) {
			c, n := utf8.DecodeRuneInString(sc.text[i:])
			if c == '★' {
				filled++
			} else if c != '☆' {
				break
			}
			i += n
		}
		unit := " stars"
		if filled == 1 {
			unit = " star"
		}
		if r == '★' && filled == 1 && i == end && pos > 0 && isDigit(sc.text[pos-1]) {
			// "4.5★", "5★ hotel": the star is the unit of the number
			// before it ("four point five one star" before).
			k := pos
			for k > 0 && (isDigit(sc.text[k-1]) || sc.text[k-1] == '.') {
				k--
			}
			word := "stars"
			if sc.text[k:pos] == "1" {
				word = "star"
			}
			alts := single(word)
			if word == "stars" && attributiveUnit(sc.text, k, i) {
				// "a 5★ hotel", "a 4.5★ rating": between "a" and a noun
				// the star is singular first, the plural second, as a
				// spaced unit's ("a 420 km long canal";
				// indefiniteUnitPluralWeight): "a five stars hotel" was
				// the only reading.
				var d dist
				d.add("star", 1-indefiniteUnitPluralWeight)
				d.add("stars", indefiniteUnitPluralWeight)
				alts = d.done()
			}
			sc.add(oneSeg(Symbol, pos, i, alts))
			return i, nil
		}
		sc.add(oneSeg(Symbol, pos, i, single(cardinalWords(itoa(filled), false)+unit)))
		return i, nil
	}
	switch {
	case isLayoutSymbol(r):
		// Bullets, boxes and check marks lay a text out; nothing is
		// said ("■ , gradual improvement" was rejected).
		sc.add(match{end: end, segs: []segment{{class: Punct, start: pos, end: end, punct: true}}})
		return end, nil
	case unicode.IsPunct(r) || r < 0x80 && !unicode.IsControl(r) || unicode.Is(unicode.Sk, r):
		// ASCII symbols the style does not name (` ^) and modifier
		// symbols are typographic, not words.
		sc.add(match{end: end, segs: []segment{{class: Punct, start: pos, end: end, punct: true}}})
		return end, nil
	case unicode.IsSymbol(r):
		return 0, &Error{Offset: pos, Kind: "symbol", Reason: fmt.Sprintf("cannot verbalize symbol %q (%U)", r, r)}
	case unicode.IsControl(r):
		return 0, &Error{Offset: pos, Kind: "control", Reason: fmt.Sprintf("control character %U", r)}
	case unicode.IsNumber(r):
		return 0, &Error{Offset: pos, Kind: "number_character", Reason: fmt.Sprintf("cannot verbalize number character %q (%U)", r, r)}
	default:
		return 0, &Error{Offset: pos, Kind: "character", Reason: fmt.Sprintf("cannot verbalize character %q (%U)", r, r)}
	}
}

// nameParticles are the lower-case particles that open a surname ("de
// Gaulle", "von Moltke", "van Buren", "de la Rey"): a title before one
// stands before a name.
var nameParticles = map[string]bool{"de": true, "da": true, "di": true, "du": true, "del": true, "della": true,
	"der": true, "den": true, "van": true, "von": true, "la": true, "le": true, "dos": true, "das": true, "ter": true}

// leadingDotName reports whether the period at pos opens a name: after
// the text's start, a space, a bracket or a quote, and before letters
// that run to a word's end (".NET", ".gitignore", ".tar.gz"). An
// ellipsis, a decimal (".5") and tokenized text's " . " are no names.
func leadingDotName(text string, pos int) bool {
	if pos > 0 && !strings.ContainsRune(" (\"'`", rune(text[pos-1])) {
		return false
	}
	j := asciiLettersEnd(text, pos+1)
	if j == pos+1 || j < len(text) && (isDigit(text[j]) || text[j] == '_' || text[j] == '-' || text[j] >= utf8.RuneSelf) {
		return false
	}
	// A full stop typed before the next sentence's first word, its space
	// on the wrong side ("He left .Then he came", "fine .And you?",
	// "hello .so what" were "dot then", "dot and", "dot so"): a
	// capitalized word, or a lower-case one that opens sentences, is no
	// name (".NET", ".Net", ".env", ".help" are).
	name := text[pos+1 : j]
	if pos > 0 && text[pos-1] == ' ' && !nameSlotBefore(text, pos-1) {
		if lowerSentenceOpeners[name] {
			return false
		}
		if name[0] <= 'Z' && len(name) > 1 && isLowerASCIIWord(name[1:]) && !genericTLD[strings.ToLower(name)] {
			return false
		}
	}
	return true
}

// nameSlotBefore reports whether the space at sp follows what a sentence
// goes on from, so that a dot after it opens a name: a full stop already
// typed ("reduced. .Mac's price" was "reduced mac's price" since
// e227187), a determiner or a preposition ("a .Mac account", "on .Mac").
func nameSlotBefore(text string, sp int) bool {
	k := backOverSpaces(text, sp)
	if k > 0 && strings.IndexByte(".!?", text[k-1]) >= 0 {
		return true
	}
	w := strings.ToLower(prevWord(text, sp+1))
	return determiners[w] || dotNamePrepositions[w]
}

// dotNamePrepositions before a dot and a word make it a name (".Mac",
// ".Net").
var dotNamePrepositions = setOf(strings.Fields(`on in for with to of from by at via use using into`), false)

// commandFlag returns the number of dashes (1 or 2) opening a command's
// option at pos: after a space, a lower-case word of letters, digits and
// hyphens against them, and a space or the end after it, in a sentence
// with a command before ("-b", "--all", "--dry-run"); 0 otherwise.
func commandFlag(text string, pos int) int {
	if text[pos] != '-' || pos == 0 || text[pos-1] != ' ' {
		return 0
	}
	n := 1
	if pos+1 < len(text) && text[pos+1] == '-' {
		n = 2
	}
	j := pos + n
	if j >= len(text) || text[j] < 'a' || text[j] > 'z' {
		return 0
	}
	for j < len(text) && (text[j] >= 'a' && text[j] <= 'z' || isDigit(text[j]) || text[j] == '-') {
		j++
	}
	if j < len(text) && text[j] != ' ' || text[j-1] == '-' {
		return 0
	}
	if !commandBefore(text, pos) && !optionWords[nextWord(text, j)] || closingDashAfter(text, j) {
		return 0
	}
	return n
}

// optionWords after a dash's word make it a command's option whatever
// comes before ("Use grep with the -i flag", "takes a -r argument" lost
// their dash when a word of prose stood between the command and it).
var optionWords = setOf(strings.Fields(`flag flags option options switch switches argument arguments parameter
	parameters`), false)

// commandBefore reports whether a command word stands among the five
// words before pos with only a command's words between (its subcommand,
// arguments, other options: "git checkout -b", "docker run -it --rm",
// "npm install express --save"); a word of prose between, or a
// sentence's punctuation, ends the command ("make the best of it
// --these", "install it -probably" were said "dash dash", "dash").
func commandBefore(text string, pos int) bool {
	end := pos
	for n := 0; n < 5; n++ {
		end = backOverSpaces(text, end)
		start := end
		for start > 0 && text[start-1] != ' ' {
			start--
		}
		if start == end {
			return false
		}
		w := text[start:end]
		if strings.IndexByte(",;:!?.)", w[len(w)-1]) >= 0 {
			return false
		}
		lw := strings.ToLower(w)
		if commandWords[lw] {
			return true
		}
		if proseWords[lw] {
			return false
		}
		end = start
	}
	return false
}

// closingDashAfter reports whether a word ends in a dash after j, as the
// second dash of a parenthesis does ("commit -every single time- to",
// "the python -an enormous snake- swallowed").
func closingDashAfter(text string, j int) bool {
	for k := j; k+1 < len(text); k++ {
		if text[k] == '-' && isWordStartByte(text[k-1]) && !isWordStartByte(text[k+1]) && !isDigit(text[k+1]) {
			return true
		}
	}
	return false
}

// proseWords between a command word and a dash make the dash prose's.
var proseWords = setOf(strings.Fields(`the a an of it its to and or but is was are were be been this that these
	those he she we they i you me him her them us his their our my your so as if then than which who what when
	where why how not no all best work`), false)

// commandWords before an option make its dash said (of three letters
// or more: textHasWord skips shorter words).
var commandWords = setOf(strings.Fields(`git npm pip pip3 apt yum brew docker kubectl mkdir grep
	curl wget tar ssh python python3 node cargo make cmake gcc install checkout commit push pull clone
	chmod chown sudo itnprep`), false)

// gradeMinus reports whether the hyphen at pos is a letter grade's minus:
// against a lone capital A-D or F, with no word or number after it, and
// a word that gives grades before the letter or "grade" or "average"
// after it ("an A- in history" was "an a in history", the minus dropped
// as punctuation; "B+" already said "plus"). Elsewhere a capital and a
// hyphen are a compound's first half ("A- and B-sides"), unsaid.
func gradeMinus(text string, pos int) bool {
	if pos < 1 || !strings.ContainsRune("ABCDF", rune(text[pos-1])) || pos >= 2 && (isWordStartByte(text[pos-2]) || isDigit(text[pos-2]) || text[pos-2] == '.') {
		return false
	}
	if e := pos + 1; e < len(text) && (isWordStartByte(text[e]) || isDigit(text[e]) || text[e] == '-') {
		return false
	}
	if gradeWords[strings.ToLower(prevWord(text, pos-1))] {
		return true
	}
	switch strings.ToLower(nextWord(text, pos+1)) {
	case "grade", "grades", "average", "student", "students":
		return true
	}
	return false
}

// gradeWords are the words before a letter grade.
var gradeWords = setOf(strings.Fields(`a an got get gets getting earned earn earns received receive receives
	grade grades graded scored score gave give gives solid straight mostly`), false)

// isLayoutSymbol reports the symbols that lay a text out and are never
// said: geometric shapes used as bullets (■ □ ▪ ● ○ ◆ ▶ ►, U+25A0-U+25FF),
// check marks and ballot boxes (✓ ✔ ✗ ✘ ☐ ☑ ☒), dingbat bullets (❖ ➢ ➤).
func isLayoutSymbol(r rune) bool {
	switch {
	case r >= 0x25A0 && r <= 0x25FF:
		return true
	case r == '✓' || r == '✔' || r == '✗' || r == '✘' || r == '☐' || r == '☑' || r == '☒' || r == '❖' || r == '➢' || r == '➤':
		return true
	}
	return false
}

// scriptureBooks are the books of the Bible (and the Quran's surah) as
// written before a chapter and verse.
var scriptureBooks = map[string]bool{"Genesis": true, "Exodus": true, "Leviticus": true, "Numbers": true,
	"Deuteronomy": true, "Joshua": true, "Judges": true, "Ruth": true, "Samuel": true, "Kings": true,
	"Chronicles": true, "Ezra": true, "Nehemiah": true, "Esther": true, "Job": true, "Psalm": true, "Psalms": true,
	"Proverbs": true, "Ecclesiastes": true, "Isaiah": true, "Jeremiah": true, "Lamentations": true, "Ezekiel": true,
	"Daniel": true, "Hosea": true, "Joel": true, "Amos": true, "Obadiah": true, "Jonah": true, "Micah": true,
	"Nahum": true, "Habakkuk": true, "Zephaniah": true, "Haggai": true, "Zechariah": true, "Malachi": true,
	"Matthew": true, "Mark": true, "Luke": true, "John": true, "Acts": true, "Romans": true, "Corinthians": true,
	"Galatians": true, "Ephesians": true, "Philippians": true, "Colossians": true, "Thessalonians": true,
	"Timothy": true, "Titus": true, "Philemon": true, "Hebrews": true, "James": true, "Peter": true, "Jude": true,
	"Revelation": true, "Revelations": true, "Sirach": true, "Maccabees": true, "Tobit": true, "Surah": true, "Sura": true}

// gameScoreColon reports whether the colon at pos..end stands between two
// numbers of one to three digits (a space on either side or none) in a
// sentence of games (gameWords) and of no ratio (ratioWords): a score.
// A chain of colons ("2:1:0") is none. A clock's colon never reaches
// it (the time matcher reads "3:10" first); "25:61", "3:1" do.
func (sc *scanner) gameScoreColon(pos, end int) bool {
	i := backOverSpaces(sc.text, pos)
	if pos-i > 1 || digitRunBefore(sc.text, i) == 0 {
		return false
	}
	j := end
	if j < len(sc.text) && sc.text[j] == ' ' {
		j++
	}
	n := 0
	for j+n < len(sc.text) && isDigit(sc.text[j+n]) {
		n++
	}
	if n == 0 || n > 3 || !boundaryAt(sc.text, j+n) || j+n < len(sc.text) && (sc.text[j+n] == ':' || (sc.text[j+n] == '.' || sc.text[j+n] == ',') && isDigitAt(sc.text, j+n+1)) {
		return false
	}
	return sc.hasWord(gameWords) && !sc.hasWord(ratioWords)
}

// digitRunBefore returns how many digits end at i (one to three, after a
// boundary that is no colon either), or 0.
func digitRunBefore(text string, i int) int {
	if k, ok := numberRunBefore(text, i, 1, 3); ok && (k == 0 || text[k-1] != ':') {
		return i - k
	}
	return 0
}

// numberRunBefore returns where the run of digits ending at i begins, and
// whether it is a number of lo to hi digits of its own: at the text's
// start or after a byte that opens no word and is no decimal point or
// thousands comma ("in 1013 hPa", not "v1013", "1.013", "2,013"). The one
// check of digitRunBefore, spacedThousandsAt, barometricBefore and
// countTimesBefore.
func numberRunBefore(text string, i, lo, hi int) (int, bool) {
	k := digitsStart(text, i)
	n := i - k
	return k, n >= lo && n <= hi && (k == 0 || !isWordStartByte(text[k-1]) && text[k-1] != '.' && text[k-1] != ',')
}

// digitsStart returns where the run of digits ending at i begins (i itself
// when text[i-1] is no digit): the one backward walk that labelColon,
// scriptureColon and the other number guards share.
func digitsStart(text string, i int) int {
	for i > 0 && isDigit(text[i-1]) {
		i--
	}
	return i
}

// digitsEnd returns where the run of digits starting at i ends (i itself
// when text[i] is no digit or i is the text's end): digitsStart's forward
// twin, the walk over a number's digits the scanners share.
func digitsEnd(text string, i int) int {
	for i < len(text) && isDigit(text[i]) {
		i++
	}
	return i
}

// decimalDigitsEnd is digitsEnd over a number with decimal points in it
// ("1.5", "10.25"): a point counts only with a digit after it, so the
// sentence's full stop after "2." ends the number.
func decimalDigitsEnd(text string, i int) int {
	for i < len(text) && (isDigit(text[i]) || text[i] == '.' && i+1 < len(text) && isDigit(text[i+1])) {
		i++
	}
	return i
}

func isDigitAt(text string, i int) bool { return i < len(text) && isDigit(text[i]) }

// gameWords name a game's result: a colon between numbers in their
// sentence is a score.
var gameWords = setOf(strings.Fields(`score scores scored won win wins beat beats lost lose loses defeated
	defeat defeats victory draw drew final match game games halftime half-time scoreline`), false)

// scriptureColon reports whether the colon at pos joins a chapter and a
// verse after a book's name: digits on both sides, the book right before
// the chapter ("Matthew 5:3", "1 Corinthians 13:4").
func scriptureColon(text string, pos int) bool {
	if pos == 0 || pos+1 >= len(text) || !isDigit(text[pos-1]) || !isDigit(text[pos+1]) {
		return false
	}
	start := digitsStart(text, pos)
	if start == 0 || text[start-1] != ' ' {
		return false
	}
	if pw := prevWord(text, start); scriptureBooks[pw] {
		return true
	} else if _, numbered := numberedBooks[pw]; numbered && scriptureAbbrevs[pw] != "" && numberedBookBefore(text, start-1-len(pw)) {
		return true // "1 Kgs 17:1"
	} else if scriptureAbbrevs[pw] != "" && !scriptureAbbrevNames[pw] && start-1-len(pw) >= 0 && text[start-1-len(pw):start-1] == pw && scriptureVersesAfter(text, start) {
		return true // "Ps 23:1-6", the book's period left out
	}
	return scriptureAbbrevs[wordBeforeDot(text, start)] != ""
}

// scriptureAbbrevs are the books of the Bible (and Apocrypha) as
// abbreviated before a chapter, with a period: "Matt. 5:3", "Gen. i. 1",
// "1 Cor. 13". Many are other abbreviations elsewhere (Gen., Col., Rev.,
// Mt., Ps.), so they are the book only before a chapter and verse
// (scriptureRefAfter).
var scriptureAbbrevs = map[string]string{"Gen": "genesis", "Exod": "exodus", "Ex": "exodus", "Lev": "leviticus",
	"Num": "numbers", "Deut": "deuteronomy", "Josh": "joshua", "Judg": "judges", "Sam": "samuel", "Kgs": "kings",
	"Chron": "chronicles", "Chr": "chronicles", "Neh": "nehemiah", "Esth": "esther", "Ps": "psalm", "Psa": "psalm",
	"Pss": "psalms", "Prov": "proverbs", "Eccl": "ecclesiastes", "Eccles": "ecclesiastes", "Isa": "isaiah",
	"Jer": "jeremiah", "Lam": "lamentations", "Ezek": "ezekiel", "Dan": "daniel", "Hos": "hosea", "Obad": "obadiah",
	"Mic": "micah", "Nah": "nahum", "Hab": "habakkuk", "Zeph": "zephaniah", "Hag": "haggai", "Zech": "zechariah",
	"Mal": "malachi", "Matt": "matthew", "Mt": "matthew", "Mk": "mark", "Lk": "luke", "Jn": "john", "Rom": "romans",
	"Cor": "corinthians", "Gal": "galatians", "Eph": "ephesians", "Phil": "philippians", "Col": "colossians",
	"Thess": "thessalonians", "Tim": "timothy", "Tit": "titus", "Philem": "philemon", "Heb": "hebrews",
	"Jas": "james", "Pet": "peter", "Rev": "revelation", "Macc": "maccabees", "Sir": "sirach", "Tob": "tobit"}

// scriptureRefAfter reports whether a chapter and verse follow i (after
// a book's abbreviation and its period): "5:3", a lower-case Roman
// chapter and its period or comma before the verse ("v. 3", older books'
// form), or after a numbered book ("1 Cor. 13") a chapter alone.
func scriptureRefAfter(text string, i int, numbered bool) bool {
	for i < len(text) && text[i] == ' ' {
		i++
	}
	j := digitsEnd(text, i)
	if j > i {
		return numbered || j+1 < len(text) && text[j] == ':' && isDigit(text[j+1]) && !clockAfterColon(text, j+1)
	}
	for j < len(text) && strings.IndexByte("ivxlc", text[j]) >= 0 {
		j++
	}
	if j == i || j+1 >= len(text) || text[j] != '.' && text[j] != ',' || parseRoman(strings.ToUpper(text[i:j])) == 0 {
		return false
	}
	j++
	for j < len(text) && text[j] == ' ' {
		j++
	}
	return j < len(text) && isDigit(text[j])
}

// clockAfterColon reports whether the digits at i, after a colon, are a
// clock's minutes rather than a verse: a leading zero, or am, pm or
// "sharp" after them ("Meet Gen. 5:00 sharp", "Rev. 5:30 pm" were
// "genesis", "revelation").
func clockAfterColon(text string, i int) bool {
	if text[i] == '0' {
		return true
	}
	i = digitsEnd(text, i)
	for i < len(text) && text[i] == ' ' {
		i++
	}
	for _, w := range [...]string{"am", "pm", "a.m", "p.m", "sharp"} {
		if len(text)-i >= len(w) && strings.EqualFold(text[i:i+len(w)], w) && boundaryAt(text, i+len(w)) {
			return true
		}
	}
	return false
}

// scriptureRomanChapter reports whether the lower-case numeral w at pos
// is a chapter after a book of the Bible ("Matt. v. 3", "Genesis i. 1"):
// its period or comma and a verse follow.
func scriptureRomanChapter(text string, pos int, w string) bool {
	e := pos + len(w)
	if e >= len(text) || text[e] != '.' && text[e] != ',' {
		return false
	}
	if scriptureAbbrevs[wordBeforeDot(text, pos)] == "" && !scriptureBooks[prevWord(text, pos)] {
		return false
	}
	return scriptureRefAfter(text, pos, false)
}

// symbolReadings looks a symbol up in the style, choosing the readings
// whose context holds around pos..end (contextual readings win over
// context-free ones).
func (sc *scanner) symbolReadings(sym string, pos, end int) ([]alt, bool) {
	rs, ok := sc.st.Symbols[sym]
	if !ok {
		return nil, false
	}
	return sc.contextReadings(rs, pos, end, true)
}

func (sc *scanner) contextReadings(rs []Reading, pos, end int, silentLiteral bool) ([]alt, bool) {
	var ctx, free, ordinal dist
	for _, r := range rs {
		a := alt{spoken: r.Spoken, prob: r.Weight, literal: silentLiteral && r.Spoken == ""}
		switch {
		case r.Context == "":
			free.addAlt(a)
		case !sc.contextHolds(r.Context, pos, end):
		case r.Context == "after_ordinal" || r.Context == "before_letter":
			ordinal.addAlt(a)
		default:
			ctx.addAlt(a)
		}
	}
	// "2nd St. Bridge": after an ordinal the readings for that context
	// alone apply (before_name and after_name both hold there); so
	// before a lone letter ("Ste. A" a suite, not "saint a").
	if alts := ordinal.done(); len(alts) > 0 {
		return alts, true
	}
	if alts := ctx.done(); len(alts) > 0 {
		return alts, true
	}
	alts := free.done()
	return alts, len(alts) > 0
}

// romanNumberAt reports whether a Roman numeral of two letters or more,
// of I, V, X and L in one case, stands at i as a word ("No. iv", "No.
// XII"); a lone "I" after "No." is the pronoun ("No. I think so").
func romanNumberAt(text string, i int) bool {
	j := i
	for j < len(text) && strings.IndexByte("IVXLivxl", text[j]) >= 0 {
		j++
	}
	w := text[i:j]
	if len(w) < 2 || !boundaryAt(text, j) || w != strings.ToLower(w) && w != strings.ToUpper(w) || romanLookingWords[w] {
		return false
	}
	return parseRoman(strings.ToUpper(w)) > 0
}

// pageAbbreviation reports whether w is "p." or "pp.": before a Roman
// numeral Google TN keeps their letters ("p . ix" is "p ix"; "page ix"
// took 0.04 of that gold once a Roman numeral counted as a number).
func pageAbbreviation(w string) bool {
	w = strings.TrimRight(w, ". ")
	return w == "p" || w == "pp" || w == "P" || w == "PP"
}

// patentFollows reports whether a patent's number or the words that come
// after "Pat." (No., pending, Appl.) start at i.
func patentFollows(text string, i int) bool {
	if isDigit(text[i]) {
		return true
	}
	switch strings.ToLower(nextWord(text, i)) {
	case "no", "nos", "pending", "appl", "app", "pub", "application", "applications", "office":
		return true
	}
	return false
}

// clockBefore reports whether pw, the number before pos, is a clock's
// hour or minutes: one or two digits, 1-12 or after a colon ("at 9 est.",
// "9-5 est.", "8:00 est."); an hour of 1-12 needs a clock's word before
// it, another hour's dash or, when closes is set, nothing after the zone
// but the clause's end.
func clockBefore(text string, pos int, pw string, closes bool) bool {
	if len(pw) > 2 || !allDigits(pw) {
		return false
	}
	i := strings.LastIndex(text[:pos], pw)
	if i > 0 && (text[i-1] == ':' || text[i-1] == '$' || text[i-1] == '.' || text[i-1] == ',') {
		return text[i-1] == ':'
	}
	n := atoiSmall(pw)
	if n < 1 || n > 12 {
		return false
	}
	// An hour needs a clock's word before it or another hour's dash
	// ("at 9 est.", "9-5 est."): "The cost was 5 est. per unit", "The
	// population is 12 est. million" are estimates.
	if i > 1 && text[i-1] == '-' && isDigit(text[i-2]) {
		return true
	}
	w := strings.ToLower(prevWord(text, i))
	return closes || clockPrepositions[w] || w == "to" || w == "and" || w == "till" || w == "through"
}

// zoneClosesClause reports whether only the clause's end, a slash or
// bracket before another zone, or a word of when (daily, tonight) follows
// a zone's abbreviation ending at end: "Kickoff is 8 est.", "Doors open 7
// est. / 6 ct." name a time, where an estimate is followed by what it
// estimates ("5 est. per unit", "12 est. million").
func zoneClosesClause(text string, end int) bool {
	i := skipSpaces(text, end)
	return i == len(text) || strings.IndexByte(",;:!?()/", text[i]) >= 0 || zoneWhenWords[strings.ToLower(nextWord(text, end))]
}

// otherZoneNear reports whether a time zone's abbreviation other than the
// one at [pos, end) starts within 40 bytes either side of it ("8 est. / 7
// ct.", "9 ET / 8 CT."): the zones of one time told twice.
func otherZoneNear(text string, pos, end int) bool {
	return zoneWordIn(text, max(0, pos-40), pos) || zoneWordIn(text, end, min(len(text), end+40))
}

// zoneWordIn reports whether a whole run of 2-4 ASCII letters of text
// starting in [lo, hi) is one of timeZoneWords.
func zoneWordIn(text string, lo, hi int) bool {
	return anyASCIIWord(text, lo, hi, func(i, j int) bool {
		return j-i >= 2 && j-i <= 4 && timeZoneWords[strings.ToLower(text[i:j])]
	})
}

// anyASCIIWord reports whether f holds for some whole run of ASCII
// letters text[i:j] that starts in [lo, hi) (a run begun before lo is not
// one; a run may end past hi).
func anyASCIIWord(text string, lo, hi int, f func(i, j int) bool) bool {
	for i := lo; i < hi; {
		if !isWordStartByte(text[i]) || i > 0 && isWordStartByte(text[i-1]) {
			i++
			continue
		}
		j := i
		for j < len(text) && isWordStartByte(text[j]) {
			j++
		}
		if f(i, j) {
			return true
		}
		i = j
	}
	return false
}

// timeZoneWords are the North American and other zones' abbreviations a
// schedule writes beside a central time (style.json's time_zones, which a
// style file may change, less "ct" itself).
var timeZoneWords = setOf(strings.Fields(`est edt et cst cdt mst mdt mt pst pdt pt gmt utc bst cet akst hst`), false)

// zoneWhenWords after a zone say when ("Opens 9 est. daily" was "nine
// estimated daily").
var zoneWhenWords = setOf(strings.Fields(`daily nightly weekly weekdays weekends tonight today tomorrow sharp`), false)

func (sc *scanner) contextHolds(ctx string, pos, end int) bool {
	text := sc.text
	switch ctx {
	case "tokenized":
		// Read only by the abbreviation's tokenized form
		// (tokenizedReadings), never as a context of its dotted form.
		return false
	case "before_number":
		i := skipSpaces(text, end)
		// An amount counts too: "~$5", "<€10".
		for _, cur := range []string{"$", "€", "£", "¥"} {
			if strings.HasPrefix(text[i:], cur) {
				i += len(cur)
				break
			}
		}
		if i < len(text) && pageAbbreviation(text[pos:end]) {
			// "pp. xii-xv": a range of a book's front matter, read as
			// numbers (romanPageRange), is pages too ("p p twelve to
			// fifteen" was the reading); a lone "p . ix" keeps "p".
			if _, _, _, k := lowerRomanRange(text, i); k > 0 {
				return true
			}
		}
		return i < len(text) && (isDigit(text[i]) || codeWithDigit(text[i:]) || romanNumberAt(text, i) && !pageAbbreviation(text[pos:end]))
	case "before_year":
		// "(Fed. Cir. 2019)": a year of four digits, its number ending
		// there ("Cir. 2019.5", "Cir. 2019:30" are no year).
		i := skipSpaces(text, end)
		if i+4 > len(text) || text[i] != '1' && text[i] != '2' || !isDigit(text[i+1]) || !isDigit(text[i+2]) || !isDigit(text[i+3]) {
			return false
		}
		if y := atoiSmall(text[i : i+4]); y < 1000 || y > 2099 || !boundaryAt(text, i+4) {
			return false
		}
		j := i + 4
		return !(j+1 < len(text) && (text[j] == '.' || text[j] == ',' || text[j] == ':' || text[j] == '/') && isDigit(text[j+1])) &&
			!houseNumberBefore(text, pos)
	case "between_numbers":
		i := skipSpaces(text, end)
		j := backOverSpaces(text, pos)
		return i < len(text) && isDigit(text[i]) && j > 0 && isDigit(text[j-1])
	case "after_note":
		// "C#", "F# minor": a note's letter written against the sign,
		// alone, and nothing word-like after it; or tokenized apart
		// (spacedNoteHash: "C # .").
		return pos >= 1 && text[pos-1] >= 'A' && text[pos-1] <= 'G' && (pos == 1 || !isWordStartByte(text[pos-2]) && !isDigit(text[pos-2])) &&
			(end == len(text) || !isWordStartByte(text[end]) && !isDigit(text[end])) || spacedNoteHash(text, pos, end)
	case "before_name":
		// A word that opens sentences after the period is no name
		// where a name stands before: "lived at 1428 Elm St. It was a
		// strange place" ("elm saint" was the reading). "promoted to
		// Col. The ceremony" keeps the title; a lone capital stays an
		// initial ("Dr. A. Smith").
		nw, nwEnd := nextWordAt(text, end)
		for nameParticles[nw] {
			// "Gen. de Gaulle", "Col. de la Rey": a surname's particles
			// before its capital ("gen de gaulle" was the reading).
			nw, nwEnd = nextWordAt(text, nwEnd)
		}
		if quadrantWords[nw] && quadrantCloses(text, nwEnd) {
			// "500 Main St NW,", "K St SE.": an address's quadrant
			// closing it is no name ("main saint n w" 0.53 was first).
			return false
		}
		return nw != "" && isCapitalized(nw) && !(len(nw) > 1 && sentenceOpeners[nw] && text[end-1] == '.' && sc.contextHolds("after_name", pos, end))
	case "after_name":
		pw := prevWord(text, pos)
		if pw != "" && isDigit(pw[0]) && strings.EqualFold(text[pos:end], "est.") && clockBefore(text, pos, pw, zoneClosesClause(text, end)) {
			// "at 9 est.", "Mon-Fri 9-5 est.", "Kickoff is 8 est.": the
			// time zone after a clock's hour, no estimate.
			return false
		}
		return pw != "" && (isCapitalized(pw) || isDigit(pw[0]))
	case "before_letter":
		// "Ste. A", "Ste. B-200": a lone capital letter follows.
		i := skipSpaces(text, end)
		return i < len(text) && text[i] >= 'A' && text[i] <= 'Z' && (i+1 == len(text) || !isWordStartByte(text[i+1]) && !isDigit(text[i+1]) && text[i+1] != '.')
	case "mid_sentence":
		// The abbreviation's period ends no sentence: a lower-case word,
		// a number or a sign follows, or another abbreviation ("Max.
		// Temp. 30"). "up to the max.", "as a temp." and "I love Max."
		// are the words.
		i := skipSpaces(text, end)
		if text[pos:end] == "Bart." && sc.afterCity(pos) {
			// "Sir Walter Scott, Bart.": after a name and its comma the
			// baronet, ending the text too ("bart" was the reading).
			return true
		}
		if i == len(text) {
			return false
		}
		if text[pos:end] == "Pat." && !patentFollows(text, i) {
			// "I met Pat. she was nice", "Aunt Pat. and Uncle Joe": the
			// name, in text whose sentences open in lower case ("patent"
			// was the reading).
			return false
		}
		if c := text[i]; c >= 'A' && c <= 'Z' {
			nw := nextWord(text, end)
			return strings.HasPrefix(text[i+len(nw):], ".")
		}
		if strings.EqualFold(text[pos:end], "Fed.") {
			// "federal" only in a citation, before another abbreviation
			// ("Fed. Cir.", "Fed. Reg.", "Fed. R. Civ. P."): "the Fed.,
			// the ECB", "the Fed. chairman", "Amer. Fed. of Teachers" (a
			// federation) and "fed. up" were "federal". Before a
			// government, abbreviated or not, it is the federal one
			// ("the fed. gov't" was "the fed gov't").
			k := i
			for k < len(text) && text[k] != ' ' {
				k++
			}
			nw := strings.ToLower(strings.TrimRight(text[i:k], ".,;:"))
			return nw == "government" || nw == "governments" || strings.HasPrefix(apostropheAbbreviation(nw), "government")
		}
		r, _ := utf8.DecodeRuneInString(text[i:])
		return !strings.ContainsRune(".!?\"'”’)]", r)
	case "after_number":
		// "pp. 100 ff. and 200 ff.", "p. 12 ff. for the proof": right
		// after a number, whatever follows ("the ff. notes" keeps its
		// letters) but a plural noun it names with the number: "Play 5
		// ff. notes" counts notes ("five and following notes" was the
		// reading).
		pw := prevWord(text, pos)
		return pw != "" && isDigit(pw[len(pw)-1]) && !countsNounAfter(text, end)
	case "closing_number":
		// "Open 1-5 May incl.", "pages 10-20 incl.": after a number or a
		// month, nothing but punctuation after it.
		pw := prevWord(text, pos)
		_, month := monthIndex[strings.ToLower(pw)]
		return pw != "" && (isDigit(pw[len(pw)-1]) || month) && nextWord(text, end) == ""
	case "after_ordinal":
		pw := strings.ToLower(prevWord(text, pos))
		suffix := strings.TrimLeft(pw, "0123456789")
		if strings.HasPrefix(strings.ToLower(text[pos:end]), "st") && sc.saintFollows(end) {
			// "her 3rd St. Patrick's Day", "his 2nd St. Andrews title":
			// a saint's name follows, no street.
			return false
		}
		if suffix == "d" && suffix != pw && (ordinalSuffixFits(pw[:len(pw)-1], "nd") || ordinalSuffixFits(pw[:len(pw)-1], "rd")) {
			// Older books' "the 3d inst.", "the 22d ult."
			return true
		}
		return suffix != pw && (suffix == "st" || suffix == "nd" || suffix == "rd" || suffix == "th")
	}
	return false
}

// houseNumberBefore reports whether the abbreviation at pos ends a
// street's address: one to three capitalized words after a house number
// ("12 Elm Cir.", "40 Oak Hill Cir."). A year after it starts the next
// sentence ("12 Elm Cir. 2019 was ..." was "elm circuit", the citation's
// "Cir. 2019").
func houseNumberBefore(text string, pos int) bool {
	at := pos
	for n := 0; n < 3; n++ {
		w := prevWord(text, at)
		if w == "" || !isCapitalized(w) {
			return false
		}
		at = wordStartBefore(text, at)
		if pw := prevWord(text, at); pw != "" && allDigits(pw) && (n > 0 || len(w) > 1) {
			return len(pw) <= 6
		}
	}
	return false
}

// saintFollows reports whether a saint's name follows end: a possessive
// ("St. Patrick's", "St. John's") or a given name (a monarch's, or one of
// saintNames: "St. Louis", "St. Andrews").
func (sc *scanner) saintFollows(end int) bool {
	nw := nextWord(sc.text, end)
	if nw == "" || !isCapitalized(nw) {
		return false
	}
	i := strings.Index(sc.text[end:], nw) + end + len(nw)
	if strings.HasPrefix(sc.text[i:], "'s") || strings.HasPrefix(sc.text[i:], "’s") {
		return true
	}
	lw := strings.ToLower(nw)
	return sc.st.regnal[lw] || saintNames[lw] || strings.HasSuffix(lw, "s") && (sc.st.regnal[lw[:len(lw)-1]] || saintNames[lw[:len(lw)-1]])
}

// saintNames are saints' names after "St." that are no monarch's
// (regnal_names holds Louis, John, Andrew, Paul, Peter ...).
var saintNames = setOf(strings.Fields(`patrick petersburg kitts lucia helena augustine albans ives moritz tropez
	denis germain cloud lawrence thomas luke mark matthew bernard valentine barbara cecilia clair croix
	eustatius maarten vincent pancras jude anthony agnes bartholomew bride brigid columba cuthbert david
	dunstan giles hilda jerome kilda leonard margaret mungo ninian swithun teresa ursula neots austell
	bees asaph gallen blasien pölten gotthard jean marys johns pauls peters`), false)

// hashtagOfDigits reports whether the # at [pos, end), after a space or
// the text's start, opens a hashtag whose word begins with a number: one
// to four digits, then against them a word of three letters or more that
// ends the token ("#2024goals", "#100DaysOfCode"). "#1st", "#3rd" (an
// ordinal's two letters), "#5" and "#1A" keep the number sign.
func hashtagOfDigits(text string, pos, end int) bool {
	if pos > 0 && text[pos-1] != ' ' {
		return false
	}
	j := digitsEnd(text, end)
	if j == end || j-end > 4 {
		return false
	}
	k := j
	for k < len(text) && (text[k] >= 'a' && text[k] <= 'z' || text[k] >= 'A' && text[k] <= 'Z') {
		k++
	}
	return k-j >= 3 && boundaryAt(text, k) && (k == len(text) || !isDigit(text[k]))
}

// hashtagOfCapitals reports whether the # at [pos, end), after a space or
// the text's start, opens two to eight capitals and one to four digits
// ending the token ("#WWDC24", "#COP28", "#GOT7") in a social post: the
// text has another hashtag of letters ("#Apple"), an @handle or a word of
// posting (socialPostWords), and no noun of codes comes before it
// ("Ticket #INC2024 closed; ping @ops" keeps the number sign).
func (sc *scanner) hashtagOfCapitals(pos, end int) bool {
	text := sc.text
	if pos > 0 && text[pos-1] != ' ' {
		return false
	}
	k := end
	for k < len(text) && isUpperASCII(text[k]) {
		k++
	}
	if k-end < 2 || k-end > 8 || codeNounsBeforeHash[strings.ToLower(prevWord(text, pos))] {
		return false
	}
	j := digitsEnd(text, k)
	if j == k || j-k > 4 || !boundaryAt(text, j) {
		return false
	}
	for i := 0; i+1 < len(text); i++ {
		if i != pos && (text[i] == '#' || text[i] == '@') && (i == 0 || text[i-1] == ' ') && isWordStartByte(text[i+1]) {
			return true
		}
	}
	return sc.hasWord(socialPostWords)
}

// codeNounsBeforeHash name what a code after # numbers ("Ticket
// #INC2024", "Order #ABC123"): the sign is the number sign there.
var codeNounsBeforeHash = setOf(strings.Fields(`ticket tickets order orders issue issues item items case cases invoice
	ref reference bug bugs pr incident request job id account no number unit room model part sku`), false)

// socialPostWords make capitals and digits after # a hashtag.
var socialPostWords = setOf(strings.Fields(`trending trends tweet tweets tweeted retweet retweets hashtag hashtags
	follow followers posted repost instagram twitter tiktok threads`), false)

// freeReadings are the context-free readings of the symbol sym (the
// hashtag's for "#"), its contexts' left out.
func (sc *scanner) freeReadings(sym string) []alt {
	var d dist
	for _, r := range sc.st.Symbols[sym] {
		if r.Context == "" {
			d.addAlt(alt{spoken: r.Spoken, prob: r.Weight, literal: r.Spoken == ""})
		}
	}
	return d.done()
}

// hashtagWords splits a CamelCase hashtag after # into its words
// (ThrowbackThursday -> Throwback Thursday); nil when w does not follow a
// # or has no second capitalized word (#Artemis, #NASA). The # may stand
// before digits the word is written against ("#100DaysOfCode").
func hashtagWords(text string, pos int, w string) []string {
	if pos == 0 || len(w) < 4 || w[0] < 'A' || w[0] > 'Z' {
		return nil
	}
	if h := pos - 1; text[h] != '#' {
		for h >= 0 && isDigit(text[h]) {
			h--
		}
		if h < 0 || h == pos-1 || text[h] != '#' || !hashtagOfDigits(text, h, h+1) {
			return nil
		}
	}
	var parts []string
	start := 0
	upper := func(c byte) bool { return c >= 'A' && c <= 'Z' }
	lower := func(c byte) bool { return c >= 'a' && c <= 'z' }
	for i := 1; i < len(w); i++ {
		c := w[i]
		switch {
		case !upper(c) && !lower(c):
			return nil
		case upper(c) && lower(w[i-1]):
			parts = append(parts, w[start:i])
			start = i
		case lower(c) && i >= 2 && upper(w[i-1]) && upper(w[i-2]) && i-1 > start:
			// "NBAFinals": the capitals before "Finals" are a word of
			// their own.
			parts = append(parts, w[start:i-1])
			start = i - 1
		}
	}
	parts = append(parts, w[start:])
	// "Mc" starts a name, no word of its own ("#McDonalds" was "mc
	// donalds", "#JohnMcCain" "john mc cain").
	for i := 0; i+1 < len(parts); i++ {
		if parts[i] == "Mc" {
			parts[i] += parts[i+1]
			parts = append(parts[:i+1], parts[i+2:]...)
		}
	}
	if len(parts) < 2 {
		return nil
	}
	for i, p := range parts {
		if len(p) >= 2 && isAllUpper(p) {
			parts[i] = spellLetters(p)
		}
	}
	return parts
}

// flatKey reports whether w is a note with a flat written as a b (Bb,
// Eb): before "major" or "minor", or Bb, Eb after "in" or "of" ("in
// Bb", "the key of Eb").
func flatKey(w, prev, next string) bool {
	if len(w) != 2 || w[1] != 'b' || w[0] < 'A' || w[0] > 'G' {
		return false
	}
	switch strings.ToLower(next) {
	case "major", "minor":
		return true
	}
	switch strings.ToLower(prev) {
	case "in", "of":
		return w == "Bb" || w == "Eb"
	}
	return false
}

// codeWithDigit reports whether s opens with a model or part code:
// capitals, then digits, dashes and capitals up to a space or the end,
// at least one digit among them ("Model No. WH-1000XM5" was "model no w
// h ...": "number" is said before such a code as before a number). The
// sentence's period may end it ("Model No. XJ-2000." was "model no x j
// two thousand" 0.997); a period with a letter or a digit after it goes
// on into something else ("No. A1.5").
func codeWithDigit(s string) bool {
	digit := false
	i := 0
	for i < len(s) && (s[i] >= 'A' && s[i] <= 'Z' || isDigit(s[i]) || s[i] == '-') {
		digit = digit || isDigit(s[i])
		i++
	}
	return digit && i >= 2 && s[0] >= 'A' && s[0] <= 'Z' &&
		(i == len(s) || !isWordStartByte(s[i]) && (s[i] != '.' || i+1 == len(s) || !isWordByte(s[i+1])))
}

// symbolWord reads single letters the style lists as symbols (Greek
// letters by name: "Τ Ο Δ" -> "tau omicron delta"; word() keeps the
// articles among Greek words before this).
func (sc *scanner) symbolWord(w string) ([]alt, bool) {
	if utf8.RuneCountInString(w) != 1 {
		return nil, false
	}
	rs, ok := sc.st.Symbols[w]
	if !ok {
		return nil, false
	}
	var d dist
	for _, r := range rs {
		d.add(r.Spoken, r.Weight)
	}
	alts := d.done()
	return alts, len(alts) > 0
}

// greekVariable reads a Greek letter written against one Latin letter, a
// formula's product or difference of variables ("πr²", "Δx", "Δt"), as
// the letter's name and the variable's letter: "pi r", "delta x" (the
// word was kept as written, "the area is πr squared", a Greek letter in
// the spoken side). The micro and ohm signs' letters (μ, Μ, Ω: "μm",
// "Ωm") are units, left to the units. Hand-set: Google TN's sentences
// have no Greek letter against a Latin one but a unit's ("μm").
func (sc *scanner) greekVariable(w string) ([]alt, bool) {
	if len(w) < 3 || w[0] < utf8.RuneSelf {
		return nil, false
	}
	r, size := utf8.DecodeRuneInString(w)
	if size != len(w)-1 || !isWordStartByte(w[size]) || !unicode.Is(unicode.Greek, r) || r == 'μ' || r == 'Μ' || r == 'Ω' {
		return nil, false
	}
	name, ok := sc.symbolWord(w[:size])
	if !ok {
		return nil, false
	}
	return product(name, single(strings.ToLower(w[size:]))), true
}

// greekOneLetterWords are Greek letters that are also words.
var greekOneLetterWords = map[string]bool{"Ο": true, "ο": true, "Η": true, "η": true, "Ω": true, "ω": true}

// nonLatinWord reports whether w is a word of two or more letters none of
// which is Latin (Greek, Cyrillic, ...); marks may follow the letters.
func nonLatinWord(w string) bool {
	letters := 0
	for _, r := range w {
		switch {
		case unicode.Is(unicode.Mn, r):
		case unicode.IsLetter(r) && !unicode.Is(unicode.Latin, r):
			letters++
		default:
			return false
		}
	}
	return letters >= 2
}

// phoneLabelWords are the short labels of a telephone number and the
// words they shorten (phoneNumberAfterLabel); "pH" and "Ph." (a doctor's
// "Ph. D.") are none.
var phoneLabelWords = map[string]string{"Ph": "phone", "PH": "phone", "ph": "phone", "Tel": "telephone", "TEL": "telephone",
	"Mob": "mobile", "MOB": "mobile"}

// phoneNumberAfterLabel reports whether a telephone number follows the
// label ending at end, a colon, a period or none between, then a space: a "+", a
// bracket or a digit opening a run of digits, spaces, dashes, dots and
// brackets that holds seven to fifteen digits ("555-1234", "(555)
// 123-4567", "+44 20 7946 0958"). "PH 7.2" (two digits) is none.
func phoneNumberAfterLabel(text string, end int) bool {
	i := end
	if i < len(text) && (text[i] == ':' || text[i] == '.') {
		i++
	}
	if i >= len(text) || text[i] != ' ' {
		return false
	}
	i = skipSpaces(text, i)
	if i >= len(text) || !isDigit(text[i]) && text[i] != '+' && text[i] != '(' {
		return false
	}
	n := 0
	for ; i < len(text) && n <= 15; i++ {
		c := text[i]
		if isDigit(c) {
			n++
			continue
		}
		if c == '.' && (i+1 >= len(text) || !isDigit(text[i+1])) || strings.IndexByte(" -.()+", c) < 0 {
			break
		}
	}
	return n >= 7 && n <= 15
}

// phoneExtension reads "x" or "ext" after a telephone number and before
// the extension's digits ("555-1234 x12", "(555) 123-4567, ext 204") as
// "extension"; it was "by" or "times", a multiplication, and "ext" was
// said as written. Hand-set: Google TN's sentences have none.
func (sc *scanner) phoneExtension(pos, end int, w string) ([]alt, bool) {
	if !extensionMarks[w] {
		return nil, false
	}
	k := len(sc.segs) - 1
	for k >= 0 && sc.segs[k].class == Punct && sc.text[sc.segs[k].start:sc.segs[k].end] == "," {
		k--
	}
	if k >= 2 && sc.segs[k].class == Plain && listJoiners[sc.text[sc.segs[k].start:sc.segs[k].end]] &&
		strings.Trim(sc.text[sc.segs[k].end:pos], " ") == "" && (sc.segs[k-1].class == Cardinal || sc.segs[k-1].class == Digits) &&
		sc.segs[k-2].class == Telephone && extensionMarks[sc.text[sc.segs[k-2].start:sc.segs[k-2].end]] {
		// "x 12 or x 13": a second extension after the first ("or x
		// thirteen" before).
		k -= 2
		pos = sc.segs[k].end
	}
	if k < 0 || sc.segs[k].class != Telephone || strings.Trim(sc.text[sc.segs[k].end:pos], " ,") != "" {
		return nil, false
	}
	i := skipSpaces(sc.text, end)
	if i >= len(sc.text) || !isDigit(sc.text[i]) {
		return nil, false
	}
	var d dist
	d.add("extension", 0.9)
	d.add(strings.ToLower(w), 0.1)
	return d.done(), true
}

// extensionMarks are the words phoneExtension reads as "extension";
// listJoiners join a second extension to the first.
var (
	extensionMarks = setOf(strings.Fields(`x X ext Ext EXT`), false)
	listJoiners    = setOf(strings.Fields(`or and`), false)
)

// multiply reads x between numbers (2x8, 2 x 8).
func (sc *scanner) multiply(pos, end int, w string) ([]alt, bool) {
	if w != "x" && w != "X" {
		return nil, false
	}
	j := backOverSpaces(sc.text, pos)
	i := skipSpaces(sc.text, end)
	if alts, ok := countTimesWord(sc.text, j, pos, end, i, w); ok {
		return alts, true
	}
	if j == 0 || i >= len(sc.text) || !isDigit(sc.text[i]) {
		return nil, false
	}
	if !isDigit(sc.text[j-1]) {
		n := len(sc.segs)
		if n >= 2 && sc.segs[n-1].class == Punct && sc.segs[n-1].end == j && j-sc.segs[n-1].start == 1 && sc.text[j-1] == '.' {
			// "12 ft. x 15 ft.": the unit's abbreviation point stands
			// between ("twelve feet x fifteen feet" was the reading).
			n--
			j--
		}
		if n == 0 || sc.segs[n-1].class != Measure || sc.segs[n-1].end != j {
			return nil, false
		}
		if !sc.measureAt(i) {
			// "5 kg x 3", "100 kg x 5 reps": three of them, "times"
			// ("x" was the reading: x was read only between numbers);
			// after a length a dimension whose unit is left out ("a 4 m
			// x 3 room"), "by" first. Hand-set.
			var d dist
			if a := sc.segs[n-1].alts; len(a) > 0 && lengthUnitWords[a[0].spoken[strings.LastIndexByte(a[0].spoken, ' ')+1:]] {
				d.add("by", 0.6)
				d.add("times", 0.25)
				d.add("x", 0.15)
				return d.done(), true
			}
			d.add("times", 0.85)
			d.add("x", 0.15)
			return d.done(), true
		}
		// "12 ft x 15 ft", "3 m x 4 m": a measure by a measure, "by"
		// ("twelve feet x fifteen feet" was the reading: x read only
		// after a digit). Hand-set; Google TN reads "914 x 15 m" with
		// "by".
		var d dist
		d.add("by", 0.8)
		d.add("x", 0.1)
		d.add("times", 0.1)
		return d.done(), true
	}
	var d dist
	if powerOfTenAt(sc.text, i) {
		// "11 x 10^9/L", "3 x 10⁸ m/s": scientific notation, "times"
		// ("by" was first, as in dimensions). Hand-set.
		d.add("times", 0.9)
		d.add("x", 0.1)
		return d.done(), true
	}
	if w == "X" && j == pos && i == end && modelCodeBefore(sc.text, j) {
		// "KDL-55X900", "UN65X900": a capital X inside a model's code
		// of capitals and digits is its letter ("fifty five by nine
		// hundred" was 0.48, verb82's list). Hand-set: Google TN's
		// sentences have none (verb90).
		d.add("x", 0.85)
		d.add("by", 0.15)
		return d.done(), true
	}
	if dimensionPair(sc.text, j, i) {
		// "a 2 x 4", "some 2x4 lumber", "a 4x4 truck", "the 4x100m
		// relay": a size or a make, "by" ("times" was 0.2). Hand-set:
		// Google TN's sentences have none.
		d.add("by", 0.85)
		d.add("x", 0.12)
		d.add("times", 0.03)
		return d.done(), true
	}
	if sc.countOfPackages(j, i) {
		// "2 x 400g tins", "6 x 330ml cans": so many packages of a
		// weight or a volume, "times" ("two by four hundred grams
		// tins" was first, 0.49). Hand-set: Google TN's sentences have
		// none.
		d.add("times", 0.7)
		d.add("x", 0.25)
		d.add("by", 0.05)
		return d.done(), true
	}
	for _, r := range []string{"by", "x", "times"} {
		d.add(r, sc.st.w("multiply", r))
	}
	return d.done(), true
}

// modelCodeBefore reports whether the digits ending at j follow a
// capital, right against them or a dash between ("KDL-55", "UN65").
func modelCodeBefore(text string, j int) bool {
	k := j
	for k > 0 && isDigit(text[k-1]) {
		k--
	}
	if k == j || k == 0 {
		return false
	}
	if text[k-1] == '-' {
		k--
	}
	return k > 0 && text[k-1] >= 'A' && text[k-1] <= 'Z'
}

// countTimesWord reads a lower-case "x" at [pos, end), one space after a
// number standing alone (ending at j) and one space before a lower-case
// word of two letters or more (at i), as a multiple's sign, not the
// letter: "times" 0.85, "x" 0.15 ("Take 3 x daily", "2 x faster", "2 x
// the price"; "take three x daily" was 1.0). A single letter after it
// ("2 x y") is algebra's and keeps the letter; so do capitals or a
// capitalized word after it ("2 x AA batteries", a listing's count),
// whose unsaid "x" lowered the check half's top-1 by a sentence (verb76),
// and the capital "X" of a model ("the 747 X family", Google TN's
// "seven hundred forty seven X"). Hand-set.
func countTimesWord(text string, j, pos, end, i int, w string) ([]alt, bool) {
	if w != "x" || j == 0 || j != pos-1 || i != end+1 || i >= len(text) || !isDigit(text[j-1]) || text[i] < 'a' || text[i] > 'z' {
		return nil, false
	}
	k := j
	for k > 0 && (isDigit(text[k-1]) || text[k-1] == '.' || text[k-1] == ',') {
		k--
	}
	if k > 0 && text[k-1] != ' ' && text[k-1] != '(' {
		return nil, false // "A4 x", "v2 x": a code's digit
	}
	if next, e := nextWordAt(text, i); len(next) < 2 || e < len(text) && isDigit(text[e]) {
		return nil, false
	}
	var d dist
	d.add("times", 0.85)
	d.add("x", 0.15)
	return d.done(), true
}

// countOfPackages reports whether the x between the number ending at j
// and the text at i counts packages: a whole number of one or two digits
// standing alone before it, a weight or a volume after it ("400g", "330
// ml": packageUnitWords) and a noun after that ("tins", "cans",
// "bags"), in no sentence of a race ("4 x 100m relay" is "by").
func (sc *scanner) countOfPackages(j, i int) bool {
	text := sc.text
	s := digitsStart(text, j)
	if s == j || j-s > 2 || s > 0 && text[s-1] != ' ' || text[s] == '0' {
		return false
	}
	m, ok := matchMeasure(sc, i)
	if !ok || len(m.segs) == 0 || m.segs[0].class != Measure || len(m.segs[0].alts) == 0 {
		return false
	}
	a := m.segs[0].alts[0].spoken
	if !packageUnitWords[a[strings.LastIndexByte(a, ' ')+1:]] || !nounAfterAmount(text, m.end) {
		return false
	}
	return !sc.raceSentence()
}

// packageUnitWords are the weights and volumes a package is sold by
// ("3 x 500 MW plants" keeps "by").
var packageUnitWords = setOf(strings.Fields(`gram grams kilogram kilograms milligram milligrams ounce ounces pound
	pounds liter liters litre litres milliliter milliliters millilitre millilitres centiliter centiliters gallon
	gallons pint pints quart quarts`), false)

// dimensionPair reports whether the whole numbers ending at j and
// starting at i, an x between them, name a size rather than a product: a
// determiner before the first ("a 2x4", "the 4x100m relay", "some 2 x 4")
// or a noun of lumber, vehicles or grids after the second ("2x4 lumber",
// "4x4 truck", "2x4s"). An equation ("the 3 x 5 = 15") is none.
func dimensionPair(text string, j, i int) bool {
	s := digitsStart(text, j)
	k := digitsEnd(text, i)
	if s == j || s > 0 && text[s-1] != ' ' || k < len(text) && text[k] == '.' || equalsAfterNumber(text, i) {
		return false
	}
	if k+1 == len(text) && text[k] == 's' || k+1 < len(text) && text[k] == 's' && !isWordStartByte(text[k+1]) {
		return true // "2x4s"
	}
	if k < len(text) && text[k] == ' ' && dimensionNouns[nextWord(text, k)] {
		return true
	}
	return determiners[strings.ToLower(prevWord(text, s))] || strings.EqualFold(prevWord(text, s), "some")
}

// dimensionNouns after a pair of numbers with an x make it a size or a
// make ("2x4 lumber", "a 4x4 truck", "a 3 x 3 grid").
var dimensionNouns = setOf(strings.Fields(`lumber board boards stud studs post posts beam beams timber timbers plank
	planks joist joists truck trucks pickup pickups vehicle vehicles drive grid grids matrix matrices tile tiles
	photo photos print prints frame frames rug rugs card cards sheet sheets panel panels`), false)

// lengthUnitWords end a length's reading: x after one is a dimension's
// "by".
var lengthUnitWords = setOf(strings.Fields(`foot feet inch inches yard yards meter meters metre metres centimeter
	centimeters centimetre centimetres millimeter millimeters millimetre millimetres kilometer kilometers kilometre
	kilometres mile miles`), false)

// priceDecadeAfter reports whether the "$" at [pos, end) stands before
// the tens of a price written as a decade (two digits, the second 0, and
// "s": "$40s") after "the" or a word of where in them ("low", "mid",
// "high", "upper", "lower", or one of them joined by a hyphen: "the
// mid-$30s", "the low-$40s").
func priceDecadeAfter(text string, pos, end int) bool {
	if end+3 > len(text) {
		return false
	}
	if !isDigit(text[end]) || text[end] == '0' || text[end+1] != '0' || text[end+2] != 's' || !boundaryAt(text, end+3) {
		return false
	}
	if pos > 0 && text[pos-1] == '-' {
		// "the mid-$30s", "the low-$40s".
		return whereInDecade[strings.ToLower(prevWord(text, pos-1))]
	}
	w := strings.ToLower(prevWord(text, pos))
	return pos > 0 && text[pos-1] == ' ' && (w == "the" || whereInDecade[w])
}

// whereInDecade are the words of where in a decade a price stands ("the
// low $20s", "the mid-$30s").
var whereInDecade = setOf(strings.Fields(`low mid high upper lower`), false)

// lengthBySign reports whether the multiplication sign at pos stands
// between a length or a number (the segment before it, past spaces) and a
// length written at i: a dimension, "77 cm × 53 cm", "77 × 53 cm".
func (sc *scanner) lengthBySign(pos, i int) bool {
	n := len(sc.segs)
	// A sign at the end of the text has nothing after it: the matchers
	// read text[i] ("The room is 3 m ×" panicked, fuzz9).
	if n == 0 || i >= len(sc.text) || sc.segs[n-1].end != backOverSpaces(sc.text, pos) {
		return false
	}
	switch last := sc.segs[n-1]; last.class {
	case Measure:
		if !lengthReading(last.alts) {
			return false
		}
	case Cardinal, Decimal:
	default:
		return false
	}
	for _, m := range []matcher{matchFeetInches, matchInches, matchFeet, matchMeasure} {
		if x, ok := m(sc, i); ok && len(x.segs) > 0 && x.segs[0].class == Measure {
			return lengthReading(x.segs[0].alts)
		}
	}
	return false
}

// lengthReading reports whether a measure's first reading ends with a
// unit of length.
func lengthReading(alts []alt) bool {
	if len(alts) == 0 {
		return false
	}
	s := alts[0].spoken
	return lengthUnitWords[s[strings.LastIndexByte(s, ' ')+1:]]
}

// measureAt reports whether a measure (a number and its unit, feet and
// inches too) is written at i.
func (sc *scanner) measureAt(i int) bool {
	if i >= len(sc.text) {
		return false // the matchers read text[i] (fuzz9)
	}
	for _, m := range []matcher{matchFeetInches, matchInches, matchFeet, matchMeasure} {
		if x, ok := m(sc, i); ok && len(x.segs) > 0 && x.segs[0].class == Measure {
			return true
		}
	}
	return false
}

// powerOfTenAt reports whether a power of ten is written at i: "10^9",
// "10⁹", "10^-3".
func powerOfTenAt(text string, i int) bool {
	if !strings.HasPrefix(text[i:], "10") || i+2 >= len(text) {
		return false
	}
	if text[i+2] == '^' {
		return true
	}
	r, _ := utf8.DecodeRuneInString(text[i+2:])
	_, sup := superscriptDigits[r]
	return sup || r == '⁻'
}

// doseCourse reports whether the x at [pos, end) gives a course's length
// after a dose: a dose's unit, a route or a frequency before it
// (doseWordBefore, roman.go) and a number of days,
// weeks or months after it ("5 mg PO BID x 7 days", "1 tab daily x 2
// weeks").
func doseCourse(text string, pos, end int, w string) bool {
	if w != "x" {
		return false
	}
	if !doseWordBefore(text, pos) {
		return false
	}
	i := skipSpaces(text, end)
	j := digitsEnd(text, i)
	if j == i || j-i > 3 {
		return false
	}
	switch strings.ToLower(nextWord(text, j)) {
	case "day", "days", "week", "weeks", "wk", "wks", "month", "months", "doses":
		return true
	}
	return false
}

// starCode reports whether the "*" at pos begins a telephone service
// code: digits against it, after a verb of dialing ("Dial *67", "press
// *69", "enter *72").
func starCode(text string, pos int) bool {
	if pos+1 >= len(text) || !isDigit(text[pos+1]) || pos > 0 && !isSpaceBefore(text, pos) {
		return false
	}
	pw := strings.ToLower(prevWord(text, pos))
	return dialWords[pw] || keypadWords[pw]
}

// keypadWords come before a code typed on a telephone's keypad.
var keypadWords = setOf(strings.Fields(`press pressed presses pressing enter entered punch key keyed type`), false)

// countPerTime reads the slash at pos between a count of things and a
// unit of time or a share ("3 times/day", "7 days/week", "2 sessions/wk",
// "350 cal/serving") as "per" the unit ("three times day" was the
// reading, the slash unsaid as between two words): a number, one space, a
// word of letters against the slash, and a unit after it (perCountUnits,
// written short or in full, singular). It returns the end of the unit and
// its readings: "per" 0.85, "slash" 0.15, hand-set (Google TN's sentences
// have none; a unit's own per-unit, "10 mg/day", is the measure's).
func countPerTime(text string, pos int) (int, []alt, bool) {
	ws := pos
	for ws > 0 && isWordStartByte(text[ws-1]) {
		ws--
	}
	if ws == pos || ws < 2 || text[ws-1] != ' ' || !isDigit(text[ws-2]) {
		return 0, nil, false
	}
	we := pos + 1
	for we < len(text) && isWordStartByte(text[we]) {
		we++
	}
	unit, ok := perCountUnits[text[pos+1:we]]
	if !ok || we < len(text) && (isDigit(text[we]) || text[we] == '/') {
		return 0, nil, false
	}
	if timeWords[text[ws:pos]] && !oneBefore(text, ws-1) {
		// "Level 2 day/night cycle", "a 5 month/year view": a unit of
		// time in the singular after a number other than one is no
		// count of things but one of a pair of words ("two day per
		// night" was the reading; fin3); "1 day/week" is a count.
		return 0, nil, false
	}
	var d dist
	d.add("per "+unit, 0.85)
	d.add("slash "+unit, 0.15)
	return we, d.done(), true
}

// oneBefore reports whether the number ending at end is 1, no digit,
// decimal point or comma before it.
func oneBefore(text string, end int) bool {
	return end >= 1 && text[end-1] == '1' && (end == 1 || !isDigit(text[end-2]) && text[end-2] != '.' && text[end-2] != ',')
}

// timeWords are the units of time written in full, singular.
var timeWords = setOf(strings.Fields(`day week month year hour night minute`), false)

// perCountUnits are the units countPerTime reads after a slash, by their
// written forms: of time, and a recipe's or a meal's share ("350
// cal/serving" was "calories serving").
var perCountUnits = map[string]string{"day": "day", "week": "week", "month": "month", "year": "year", "hour": "hour",
	"night": "night", "minute": "minute", "wk": "week", "yr": "year", "mo": "month", "hr": "hour", "min": "minute",
	"d": "day", "serving": "serving", "portion": "portion", "person": "person"}

// decimalOverMeasure reports whether the slash at pos stands between a
// decimal written against it ("12.4/") and a whole number against it and
// a unit after the number, spaced or not ("/16 GB", "/8GB").
func (sc *scanner) decimalOverMeasure(pos int) bool {
	text := sc.text
	if pos < 3 || pos+2 >= len(text) || !isDigit(text[pos-1]) || !isDigit(text[pos+1]) {
		return false
	}
	i := pos - 1
	for i > 0 && isDigit(text[i-1]) {
		i--
	}
	if i < 2 || text[i-1] != '.' || !isDigit(text[i-2]) {
		return false
	}
	j := digitsEnd(text, pos+1)
	if j < len(text) && text[j] == '.' && j+1 < len(text) && isDigit(text[j+1]) {
		j = digitsEnd(text, j+1)
	}
	if j < len(text) && text[j] == ' ' {
		j++
	}
	w, e := nextWordAt(text, j)
	if w == "" || e != j+len(w) {
		return false
	}
	_, ok := sc.st.Units[w]
	return ok && len(w) >= 2
}

// multiBuyAt reports whether the slash at pos stands between a count of
// one or two digits and a price in dollars, pounds or euros against it
// ("2/$7", "10/$10"): not after a decimal, a date's or a fraction's
// digits ("1/2/$3") or a letter.
func multiBuyAt(text string, pos int) bool {
	if pos+2 >= len(text) || text[pos+1] != '$' && !strings.HasPrefix(text[pos+1:], "£") && !strings.HasPrefix(text[pos+1:], "€") {
		return false
	}
	s := pos
	for s > 0 && isDigit(text[s-1]) {
		s--
	}
	if n := pos - s; n < 1 || n > 2 || text[s] == '0' || s > 0 && (isWordByte(text[s-1]) || strings.IndexByte("./,-$", text[s-1]) >= 0) {
		return false
	}
	p := pos + 2
	if text[pos+1] != '$' {
		p = pos + 1 + len("£")
		if strings.HasPrefix(text[pos+1:], "€") {
			p = pos + 1 + len("€")
		}
	}
	return p < len(text) && isDigit(text[p])
}

// addSlashSaid adds the slash from pos to end said as word ("or" between
// two alternatives, "for" in a multi-buy, "out of" before a whole) at
// pWord, "slash" at pSlash, and unsaid (as written, as between two terms:
// Google TN's convention) at pUnsaid.
func (sc *scanner) addSlashSaid(pos, end int, word string, pWord, pSlash, pUnsaid float64) {
	var d dist
	d.add(word, pWord)
	d.add("slash", pSlash)
	d.addAlt(alt{spoken: "", prob: pUnsaid, literal: true})
	sc.add(oneSeg(Symbol, pos, end, d.done()))
}

// measuresConvertedAt reports whether the slash at pos joins one amount
// given in two systems of units: a number and its unit right before it
// and a number with its unit right after it, one unit metric and the
// other imperial, of one kind (convertedUnitKinds: "180°C/350°F", "10
// km/6 mi", "90 kg/198 lb", "60 mph/100 km/h"), or a mass and a volume, a
// recipe's ("2 cups/250 g", "1 cup/240 ml"); "100 m/50 m", "1 l/1000 ml",
// "5 km/30 min" (a pace), "5 kg/10 dollars" and "km/h" are no such pair.
// The two amounts must be about one (convertedAmounts): "5 mg/1 tsp" is a
// dose per teaspoon ("five milligrams or one teaspoon" was first).
func (sc *scanner) measuresConvertedAt(pos int) bool {
	p, ok := measurePairAt(sc.text, pos)
	if !ok || p.before.imperial == p.after.imperial {
		return false
	}
	kb, ka := p.before.kind, p.after.kind
	if kb != ka && (kb == "length" || ka == "length" || kb == "temperature" || ka == "temperature" || kb == "speed" || ka == "speed") {
		return false
	}
	return !p.amounts || convertedAmounts(p)
}

// measurePair is a number and a unit of convertedUnitKinds on each side of
// a slash; amounts says whether both numbers were read (nb, na).
type measurePair struct {
	before, after convertedUnit
	nb, na        float64
	amounts       bool
}

// measurePairAt reads the measures on both sides of the slash at pos
// ("5 mg/1 tsp": 5 of mg, 1 of tsp); ok false where either is no number
// with a unit of convertedUnitKinds.
func measurePairAt(text string, pos int) (measurePair, bool) {
	end := backOverSpaceOnce(text, pos)
	before := unitTokenEndingAt(text, end)
	if before == "" {
		return measurePair{}, false
	}
	i := backOverSpaceOnce(text, end-len(before))
	if i == 0 || !isDigit(text[i-1]) {
		return measurePair{}, false
	}
	start := skipSpaceOnce(text, pos+1)
	after := unitTokenAfterNumber(text, start)
	kb, okb := convertedUnitKinds[before]
	ka, oka := convertedUnitKinds[after]
	if !okb || !oka {
		return measurePair{}, false
	}
	p := measurePair{before: kb, after: ka}
	j := i
	for j > 0 && (isDigit(text[j-1]) || text[j-1] == ',' || text[j-1] == '.') {
		j--
	}
	k := start
	for k < len(text) && (isDigit(text[k]) || text[k] == ',' || text[k] == '.') {
		k++
	}
	nb, errb := strconv.ParseFloat(strings.ReplaceAll(text[j:i], ",", ""), 64)
	na, erra := strconv.ParseFloat(strings.ReplaceAll(text[start:k], ",", ""), 64)
	// A fraction or a range before ("1/2 cup/120 ml", "2-3 cups/...")
	// leaves the amount unread: the kinds decide alone.
	p.amounts = errb == nil && erra == nil && nb > 0 && na > 0 && (j == 0 || text[j-1] != '/' && text[j-1] != '-')
	p.nb, p.na = nb, na
	return p, true
}

// convertedAmounts reports whether the pair's two amounts are one amount
// in two units: of one kind within a factor of 1.5 ("10 km/6 mi": 10 and
// 9.7 km; conversions are rounded), temperatures within 5 degrees Celsius
// and a twentieth, and a mass and a volume at a density a kitchen's
// ingredients have, 0.1 to 3 grams a milliliter ("2 cups/250 g": 0.53;
// "5 mg/1 tsp", 0.001, is a dose per teaspoon).
func convertedAmounts(p measurePair) bool {
	b, a := p.nb*p.before.scale, p.na*p.after.scale
	switch {
	case p.before.kind == "temperature" && p.after.kind == "temperature":
		c := func(u convertedUnit, n float64) float64 {
			if u.imperial {
				return (n - 32) * 5 / 9
			}
			return n
		}
		cb, ca := c(p.before, p.nb), c(p.after, p.na)
		return math.Abs(cb-ca) <= 5+0.05*math.Max(math.Abs(cb), math.Abs(ca))
	case p.before.kind == p.after.kind:
		return b <= 1.5*a && a <= 1.5*b
	case p.before.kind == "mass":
		return b >= 0.1*a && b <= 3*a
	default:
		return a >= 0.1*b && a <= 3*b
	}
}

// slashJoinsNoConversion reports whether the slash at pos stands between
// a metric and an imperial measure whose amounts are no conversion of one
// another ("5 mg/1 tsp"): a quantity per a quantity, as "2.5 mg/3 mL".
func slashJoinsNoConversion(text string, pos int) bool {
	p, ok := measurePairAt(text, pos)
	return ok && p.amounts && !convertedAmounts(p)
}

// unitTokenEndingAt returns the unit written at the end of a measure
// ending at end: a degree sign and its scale's letter ("°C"), or the
// letters before end ("km", "lb").
func unitTokenEndingAt(text string, end int) string {
	i := end
	for i > 0 && isWordStartByte(text[i-1]) {
		i--
	}
	if i == end {
		return ""
	}
	if strings.HasSuffix(text[:i], "°") && end-i == 1 {
		return "°" + text[i:end]
	}
	if text[i:end] == "h" && strings.HasSuffix(text[:i], "km/") {
		return "km/h"
	}
	return text[i:end]
}

// unitTokenAfterNumber returns the unit after the number starting at i
// (one space allowed between), as unitTokenEndingAt writes it; "" where
// no number starts at i or no unit ends at a word's boundary after it.
func unitTokenAfterNumber(text string, i int) string {
	j := i
	for j < len(text) && (isDigit(text[j]) || (text[j] == '.' || text[j] == ',') && j > i && j+1 < len(text) && isDigit(text[j+1])) {
		j++
	}
	if j == i {
		return ""
	}
	j = skipSpaceOnce(text, j)
	deg := strings.HasPrefix(text[j:], "°")
	if deg {
		j += len("°")
	}
	k := j
	for k < len(text) && isWordStartByte(text[k]) {
		k++
	}
	if text[j:k] == "km" && strings.HasPrefix(text[k:], "/h") && (k+2 == len(text) || !isWordByte(text[k+2])) {
		return "km/h"
	}
	if k == j || k < len(text) && (isDigit(text[k]) || text[k] == '/') {
		return ""
	}
	if deg {
		if k-j != 1 {
			return ""
		}
		return "°" + text[j:k]
	}
	return text[j:k]
}

// systemUnits are the units whose system is known, by their singular
// name (style.json's): their quantity (temperature, length, mass, volume,
// speed), whether they are imperial or US rather than metric, and their
// size in the quantity's unit of reference. The one source of both
// convertedUnitKinds (a pair of amounts around a slash) and imperialUnit
// (a quantity after a slash, no rate): the two tables each said which
// units are imperial, the pound, ounce, cup, spoons, gallon, pint and
// quart in both.
var systemUnits = map[string]convertedUnit{
	"degree celsius": {"temperature", false, 1}, "degree fahrenheit": {"temperature", true, 1},
	"millimeter": {"length", false, 0.001}, "centimeter": {"length", false, 0.01}, "meter": {"length", false, 1}, "kilometer": {"length", false, 1000},
	"inch": {"length", true, 0.0254}, "foot": {"length", true, 0.3048}, "yard": {"length", true, 0.9144}, "mile": {"length", true, 1609.34},
	"milligram": {"mass", false, 0.001}, "gram": {"mass", false, 1}, "kilogram": {"mass", false, 1000},
	"pound": {"mass", true, 453.59}, "ounce": {"mass", true, 28.35}, "stone": {"mass", true, 6350.29},
	"milliliter": {"volume", false, 1}, "liter": {"volume", false, 1000},
	"cup": {"volume", true, 236.6}, "teaspoon": {"volume", true, 4.93}, "tablespoon": {"volume", true, 14.79}, "fluid ounce": {"volume", true, 29.57},
	"gallon": {"volume", true, 3785.4}, "pint": {"volume", true, 473.2}, "quart": {"volume", true, 946.4},
	"mile per hour": {"speed", true, 0.44704}, "kilometer per hour": {"speed", false, 0.27778},
}

// convertedUnitTokens are the written units an amount is given in twice
// ("180°C/350°F", "10 km/6 mi", "2 cups/250 g"), each with its unit's
// name in systemUnits; a stone and a fluid ounce have no token here.
var convertedUnitTokens = map[string]string{
	"°C": "degree celsius", "°F": "degree fahrenheit",
	"mm": "millimeter", "cm": "centimeter", "m": "meter", "km": "kilometer",
	"in": "inch", "ft": "foot", "yd": "yard", "mi": "mile", "miles": "mile", "mile": "mile", "inches": "inch", "feet": "foot",
	"mg": "milligram", "g": "gram", "kg": "kilogram", "lb": "pound", "lbs": "pound", "oz": "ounce",
	"ml": "milliliter", "mL": "milliliter", "l": "liter", "L": "liter",
	"cup": "cup", "cups": "cup", "tsp": "teaspoon", "tbsp": "tablespoon", "gal": "gallon", "pt": "pint", "qt": "quart",
	"mph": "mile per hour", "km/h": "kilometer per hour", "kph": "kilometer per hour",
}

// convertedUnitKinds are convertedUnitTokens with their units' facts:
// by quantity and system, one side metric, the other imperial or US.
var convertedUnitKinds = func() map[string]convertedUnit {
	m := make(map[string]convertedUnit, len(convertedUnitTokens))
	for tok, name := range convertedUnitTokens {
		if u, ok := systemUnits[name]; ok { // every one is (TestConvertedUnitsAreSystemUnits)
			m[tok] = u
		}
	}
	return m
}()

// convertedUnit is a unit of convertedUnitKinds: its quantity, its system
// and its size in the quantity's unit of reference (meters, grams,
// milliliters, meters a second; degrees are converted apart).
type convertedUnit struct {
	kind     string
	imperial bool
	scale    float64
}

// markModelAfter reports whether a model's mark follows "Mk" ending at
// end: a Roman numeral up to X after a space (or a period and a space),
// or, for "Mk" in title case (digits), one or two digits against it or
// after a space, then a boundary.
func markModelAfter(text string, end int, titleCase bool) bool {
	i := end
	if i < len(text) && text[i] == '.' {
		i++
	}
	if titleCase && i == end && i < len(text) && isDigit(text[i]) {
		k := digitsEnd(text, i)
		return k-i <= 2 && boundaryAt(text, k)
	}
	if i >= len(text) || text[i] != ' ' {
		return false
	}
	i++
	if titleCase && i < len(text) && isDigit(text[i]) {
		k := digitsEnd(text, i)
		return k-i <= 2 && boundaryAt(text, k)
	}
	k := i
	for k < len(text) && strings.IndexByte("IVX", text[k]) >= 0 {
		k++
	}
	return k > i && k-i <= 4 && boundaryAt(text, k) && romanMarks[text[i:k]]
}

// romanMarks are the Roman numerals a model's mark is written with.
var romanMarks = setOf(strings.Fields(`I II III IV V VI VII VIII IX X`), false)

// matchEngineersCode reads the numbers engineers say in pairs as they
// say a model's (pairWords): a Request for Comments' three or four digits
// after "RFC" ("RFC 2616" was "r f c two thousand six hundred sixteen"
// 0.99; "twenty six sixteen" 0.6, digit by digit 0.15, the count 0.25),
// and an ASTM designation's letter and three or four digits after "ASTM"
// ("ASTM D638" was "a s t m d six hundred thirty eight"; "d six thirty
// eight" 0.6, "d six three eight" 0.2, the count 0.2). A round thousand
// ("RFC 1000") keeps the count first, as pairsSaid says; two digits
// ("ASTM A36", "a thirty six"), a number with a part or a year after a
// dash, a point or a colon ("RFC 822-01", "ASTM D638-14") and the other
// bodies' numbers ("ISO 9001", "nine thousand one", "IEEE 754") keep their
// readings. Hand-set: Google TN's sentences have none (verb105).
func matchEngineersCode(sc *scanner, pos int) (match, bool) {
	text := sc.text
	c := text[pos]
	var letter string
	i := pos
	switch {
	case isDigit(c):
		// "RFC 2616", "RFC2616", "rfc 2616".
		k := pos
		if k > 0 && text[k-1] == ' ' {
			k--
		}
		if k < 3 || !(text[k-3:k] == "RFC" || text[k-3:k] == "rfc") || k > 3 && isWordStartByte(text[k-4]) {
			return match{}, false
		}
	case c >= 'A' && c <= 'G':
		// An ASTM designation's letter: "ASTM D638", "ASTM E1354".
		if pos < 5 || text[pos-5:pos] != "ASTM " || pos > 5 && isWordStartByte(text[pos-6]) || pos+1 >= len(text) || !isDigit(text[pos+1]) {
			return match{}, false
		}
		letter = strings.ToLower(text[pos : pos+1])
		i = pos + 1
	default:
		return match{}, false
	}
	j := digitsEnd(text, i)
	if j-i < 3 || j-i > 4 || text[i] == '0' || !boundaryAt(text, j) {
		return match{}, false
	}
	if j+1 < len(text) && (text[j] == '-' || text[j] == '.' || text[j] == ':' || text[j] == '/') && isDigit(text[j+1]) {
		return match{}, false
	}
	digits := text[i:j]
	var d dist
	if !pairsSaid(digits) {
		d.addAll(sc.cardinalAlts(digits, true), 0.8)
		d.addAll(sc.digitAlts(digits, 1), 0.2)
	} else {
		count := 0.25
		if letter != "" {
			count = 0.2
		}
		d.add(pairWords(digits), 0.6)
		d.addAll(sc.digitAlts(digits, 1), 0.4-count)
		d.addAll(sc.cardinalAlts(digits, true), count)
	}
	if letter != "" {
		return oneSeg(Digits, pos, j, product(single(letter), d.done())), true
	}
	return oneSeg(Digits, pos, j, d.done()), true
}

// standardBodies are the codes of the bodies whose standards are written
// with their edition's year after a colon ("ISO 9001:2015").
var standardBodies = setOf(strings.Fields(`ISO IEC EN BS DIN ANSI ASTM IEEE NFPA CSA JIS UL AS NZS ASME API SAE ETSI ITU
	IPC JEDEC`), false)

// standardYearColon reports whether the colon at pos stands between a
// standard's number (digits, with a part after a dash or a point: "62368-1",
// "27001") after a standards body's code and a year of 1900-2099 ("ISO
// 9001:2015", "ISO/IEC 17025:2017", "IEC 62368-1:2018").
func standardYearColon(text string, pos int) bool {
	if pos+5 > len(text) || pos == 0 || !isDigit(text[pos-1]) || !(text[pos+1] == '1' && text[pos+2] == '9' || text[pos+1] == '2' && text[pos+2] == '0') ||
		!isDigit(text[pos+3]) || !isDigit(text[pos+4]) || !boundaryAt(text, pos+5) {
		return false
	}
	i := pos
	for i > 0 && (isDigit(text[i-1]) || (text[i-1] == '-' || text[i-1] == '.') && i >= 2 && isDigit(text[i-2])) {
		i--
	}
	if i == 0 || text[i-1] != ' ' || !isDigit(text[i]) {
		return false
	}
	return standardBodies[prevWord(text, i)]
}
