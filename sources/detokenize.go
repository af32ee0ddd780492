package sources

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/itnprep/itnprep/internal/textfold"
)

// closesLeft: closing punctuation and clitics (textfold.Clitic: 's, n't,
// 're, in any letter case) attach to the token before, and so does a
// token of sentence marks alone ("?!", "!!", "….", "?..."), as each of
// its marks does by itself: "wait …. ." was "wait ….", the marks apart
// from the word they end.
func closesLeft(tok string) bool {
	switch tok {
	case ".", ",", ";", ":", "!", "?", ")", "]", "}", "%", "''", "...", "…", "”", "’":
		return true
	}
	return textfold.Clitic(tok) || sentenceMarks(tok)
}

// sentenceMarks reports a token made only of the marks that end a sentence
// or a clause (. , ; : ! ? …), at least two of them.
func sentenceMarks(tok string) bool {
	if utf8.RuneCountInString(tok) < 2 {
		return false
	}
	for _, r := range tok {
		switch r {
		case '.', ',', ';', ':', '!', '?', '…':
		default:
			return false
		}
	}
	return true
}

// opensRight: the token after an opening bracket, $, # or an opening PTB
// quote (two backquotes) attaches to it.
func opensRight(tok string) bool {
	switch tok {
	case "(", "[", "{", "$", "``", "#", "“", "‘":
		return true
	}
	return false
}

// detokenQuote writes a PTB quote token, opening (two backquotes) or
// closing (two apostrophes), as the straight double quote written text
// has: --detokenize gives text as a writer types it, and no writer puts
// two backquotes before a word and two apostrophes after it (both were
// kept, in every position). Only whole tokens: a word holding two
// apostrophes stays as it is.
func detokenQuote(tok string) string {
	if tok == "``" || tok == "''" {
		return `"`
	}
	return tok
}

// detokenizer decides, token by token, whether a token joins the one
// before it. Raw GTN writes the straight double quote " for both ends of
// a quotation, so which end a " is depends on the ones before it: the
// first opens (the next token joins it), the second closes (it joins the
// token before), and so on; `He said " hi " .` becomes `He said "hi".`.
// NeMo's GoogleTN.json writes both ends as two backquotes (“), which
// are paired the same way unless a PTB closing quote (”) closes them:
// `that “ stylus “ is` was `that “stylus “is` (the second “ read as
// an opening quote, joined to the word after it).
//
// GTN's tokenizer also split words joined by a slash or a hyphen, which
// writers type without spaces: `his / her`, `POW / MIA`, `1 / 32nd`
// (a fraction nobody spaces) and `HIV- AIDS`, `MS- DOS`, `CN- 235s` (the
// hyphen kept on the first part). A lone "/" between a letter or digit
// and a letter or digit joins both (`his/her`); a token ending in a
// hyphen after a letter or digit joins the next token that begins with
// one (`HIV-AIDS`), unless that is "and", "or", "to" or "nor": a
// suspended hyphen (`pre- and post-war`) keeps its space. A slash beside
// other marks (`Bits / / News`, `/ j /`) and a dash standing alone
// (`1957 - 1974`, an en dash or a spaced dash in the source) are left.
// A lone hyphen after a number joins both sides when a lower-case word
// of a compound adjective follows it (compoundAfterNumber): `18 - year
// old` is `18-year old`, `32 - bit` `32-bit`; a range or a score
// (`1990 - 1995`, `3 - 1`, `2005 - present`), a capital and a function
// word after the hyphen keep its spaces.
//
// A phonemic transcription between two lone slashes (`emphatic / r / and`,
// `before / j / ,`, `/ r ˤ /`: linguistics articles) is written as
// linguists write it, `emphatic /r/ and`, `/rˤ/`: the slashes join the
// transcription and not the words around it (it was `emphatic/r/and`, one
// word the u2tf span model learnt to write). plan finds those slashes.
//
// A period after a token that ends in one is not written: `at 5 p.m. .`
// is `at 5 p.m.`, as written English ends a sentence on an abbreviation
// (it was `p.m..`). Three or more lone periods in a row are a spaced
// ellipsis, which writers type so (`wait . . .`, the style of many
// publishers and of legal text): it is kept as written, its periods
// apart, none left out (it was `wait.`, the ellipsis read as a period
// and two periods after it). The ellipsis character and curly quotes attach as
// their ASCII forms do: `wait …` is `wait…`, `“ yes ”` is `“yes”`, and a
// period after the ellipsis is left out as after `...` (`wait … .` is
// `wait…`).
//
// Lone single quotes (') are read in pairs as double quotes are, but a
// lone one is also a possessive's or an elision's apostrophe: planQuotes
// decides which from the sentence's quotes (`a kind of ' error term '` is
// `a kind of 'error term'`, `the boys ' school` `the boys' school`).
//
// A dotted abbreviation GTN's tokenizer split letter by letter is written
// whole: `the U . S . delegate` is `the U.S. delegate`, `e . g .` is
// `e.g.`, and initials join as AP style writes them (`J . R . R .` is
// `J.R.R.`). It was `U. S.`, and the u2tf span model learnt to write
// both `U. S.` and `U.S.`. A letter joins a letter-and-period before it
// only when a period follows it: `plan B . I think` keeps its space.
// A group of a capital and a lower-case letter joins such a run too,
// when the run holds a letter alone (abbrGroup): `Ph . D .` is `Ph.D.`,
// `M . Sc .` `M.Sc.`, as written (it was `Ph. D.`); a title before an
// initial (`Mr . J . Smith`), two such groups with no letter alone (`Op .
// Cit .`), capitals (`the US . A . Smith`) and a word of three letters or
// more after initials (`n . d . Web .`, a bibliography's "no date. Web.")
// keep their space, and a sentence ending on the abbreviation keeps its
// one period (`in the U . S . The` is `in the U.S. The`).
type detokenizer struct {
	prevOpens  bool // the previous token opens: the next one joins it
	prevAlnum  bool // the previous token ends in a letter or digit
	prevDigit  bool // the previous token ends in a digit
	prevPeriod bool // the previous token written ends in a period
	// drop says the token joins took is not written: a period after a
	// token that ends in one ("p.m. ." is "p.m.", as written English
	// ends a sentence on an abbreviation; it was "p.m..").
	drop        bool
	inQuote     bool // a " has opened and not closed yet
	inBackquote bool // a `` has opened and not closed yet
	// prevGroup: the previous token's abbrGroup; prevGroupDot: it is a
	// "." after a group; runLetter: the run of groups and periods the
	// previous group ends holds a letter alone. A dotted abbreviation's
	// groups join (`U . S .` is `U.S.`, `Ph . D .` `Ph.D.`; it was `U. S.`).
	prevGroup    abbrKind
	prevGroupDot bool
	runLetter    bool
	// roles marks the tokens of phonemic transcriptions and spaced
	// ellipses (plan), nil when the text has none; at is the index of the
	// next token joins takes.
	roles []tokenRole
	at    int
}

// tokenRole is a token's part in a phonemic transcription between slashes
// or in a spaced ellipsis.
type tokenRole uint8

const (
	roleNone   tokenRole = iota
	phonOpen             // the opening slash: joins what opens it, the next token joins it
	phonInner            // the transcription: joins the token before
	phonClose            // the closing slash: joins the transcription
	spacedDot            // a period of a spaced ellipsis: written apart, never left out
	quoteOpen            // a single quote that opens (or '87's apostrophe): the next token joins it
	quoteClose           // a single quote that closes, or a possessive's apostrophe: joins the token before
)

// plan reads the text's tokens, in the order joins will take them, for the
// phonemic transcriptions between lone slashes: one to three tokens of
// lower-case and IPA letters, modifier letters and combining marks, one
// of them a letter alone or holding a character beyond ASCII (`/ r /`,
// `/ kæt /`), not after a letter or digit alone (`x / y / z` stays
// `x/y/z`; after a mark, `sounds , / r /`, it is one). `his / her / own` is no transcription (`his/her/own`).
//
// It also finds the spaced ellipses: runs of three or more "." tokens.
func (d *detokenizer) plan(toks []string) {
	d.roles, d.at = nil, 0
	for i := 0; i < len(toks); {
		j := i
		for j < len(toks) && toks[j] == "." {
			j++
		}
		if j-i >= spacedEllipsisDots {
			for k := i; k < j; k++ {
				d.setRole(len(toks), k, spacedDot)
			}
		}
		i = max(j, i+1)
	}
	planQuotes(d, toks)
	for i := 0; i < len(toks); i++ {
		if toks[i] != "/" || (i > 0 && loneAlnum(toks[i-1])) {
			continue
		}
		end, ipa := -1, false
		for j := i + 1; j < len(toks) && j <= i+4; j++ {
			if toks[j] == "/" {
				end = j
				break
			}
			if !phonetic(toks[j]) {
				break
			}
			ipa = ipa || utf8.RuneCountInString(toks[j]) == 1 || strings.IndexFunc(toks[j], func(r rune) bool { return r > unicode.MaxASCII }) >= 0
		}
		if end < i+2 || !ipa {
			continue
		}
		d.setRole(len(toks), i, phonOpen)
		d.setRole(len(toks), end, phonClose)
		for k := i + 1; k < end; k++ {
			d.setRole(len(toks), k, phonInner)
		}
		i = end
	}
}

// setRole marks the token at i, of n, with role r; roles is made on the
// first mark, so a text with none costs no slice.
func (d *detokenizer) setRole(n, i int, r tokenRole) {
	if d.roles == nil {
		d.roles = make([]tokenRole, n)
	}
	d.roles[i] = r
}

// quoteKind is what the tokens around a lone single quote (') say it can
// be.
type quoteKind uint8

const (
	qNone    quoteKind = iota // no part in quotes: an elision (`Baha ' i`, `3 ' s`, `Rock ' n ' Roll`)
	qOpen                     // after the start or an opening mark, before a word: opens
	qClose                    // after a word or a closing mark, before a mark or the end: closes
	qBetween                  // between a word (or , . ) and a word: either
	qPlural                   // after a word ending in s, before a word: a plural's possessive or either
	qDropG                    // after a word ending in -in, before a word or mark: a dropped g (Rollin')
)

// planQuotes finds the parts lone single quotes (') play: GTN's tokenizer
// split a quotation in single quotes (`a kind of ' error term '`), a
// plural's possessive (`the boys ' school`), a dropped g (`Rollin '`) and
// a year's apostrophe (`of ' 45`), and --detokenize kept them all spaced
// (Google TN fit 1-1,000 and NeMo GTN 2,001-7,551: 82 sentences, 42 with
// a quotation, 34 with a possessive; Proteno's study sample 74, 64 with a
// quotation). Reading the sentence's quotes in order, a quote not
// inside a quotation opens one when the quotes after it, up to the next
// that can only open, are odd in number and the first of them can close
// (`Society ' Ukraine ' popularised`, `the ' Gille ' or ' Gylle dynasty '
// (`); otherwise after a plural it is the possessive's apostrophe (`boys'
// school ... girls' school`), after a word in -in a dropped g, before two
// digits a year's apostrophe (`'45`, `'00s`), and before a mark or at the
// end a closing quote whose opening the sentence does not hold. Inside a
// quotation, a quote after a word or a mark closes it. A quote before a
// letter alone (`Baha ' i`, `3 ' s`, `' n`) or after one it follows is an
// elision, and a sentence with two quotes side by side (`' '`, a double
// quote so written) keeps all its single quotes as they are.
func planQuotes(d *detokenizer, toks []string) {
	var at []int
	for i, t := range toks {
		if t == "'" {
			if i+1 < len(toks) && toks[i+1] == "'" {
				return
			}
			at = append(at, i)
		}
	}
	if len(at) == 0 {
		return
	}
	kinds := make([]quoteKind, len(at))
	for k, i := range at {
		kinds[k] = quoteKindAt(toks, i)
	}
	open := false
	for k, i := range at {
		kind := kinds[k]
		if kind == qNone {
			continue
		}
		if open {
			if kind != qOpen {
				d.setRole(len(toks), i, quoteClose)
				open = false
			}
			continue
		}
		if kind != qClose && kind != qDropG && quoteOpens(kind, kinds[k+1:]) {
			d.setRole(len(toks), i, quoteOpen)
			open = true
			continue
		}
		switch {
		case i+1 < len(toks) && yearAfterApostrophe(toks[i+1]):
			d.setRole(len(toks), i, quoteOpen)
		case kind == qPlural || kind == qDropG || kind == qClose && loneCloseJoins(toks[i-1]):
			d.setRole(len(toks), i, quoteClose)
		}
	}
}

// quoteOpens reports whether a quote of kind opens a quotation, given the
// kinds of the quotes after it: up to the next that can only open, they
// are odd in number and the first can close it (after a plural, only
// when the quote is not after one itself: `the boys ' school ... the girls
// ' school` are two possessives, `the ' Silent Raids ' .` a quotation).
func quoteOpens(kind quoteKind, after []quoteKind) bool {
	n := 0
	for _, k := range after {
		if k == qOpen {
			break
		}
		if k != qNone {
			n++
		}
	}
	if n%2 == 0 {
		return false
	}
	for _, k := range after {
		if k != qNone {
			return k == qClose || k == qBetween || k == qDropG || k == qPlural && kind != qPlural
		}
	}
	return false
}

// quoteKindAt is the kind of the lone single quote toks[i].
func quoteKindAt(toks []string, i int) quoteKind {
	prev, next := "", ""
	if i > 0 {
		prev = toks[i-1]
	}
	if i+1 < len(toks) {
		next = toks[i+1]
	}
	if r, size := utf8.DecodeRuneInString(next); size == len(next) && unicode.IsLower(r) && r != 'a' {
		return qNone // `Baha ' i`, `3 ' s`, `' n`; `' a lively adventure '` is a quotation
	}
	if r, size := utf8.DecodeRuneInString(prev); size == len(prev) && unicode.IsLower(r) && i > 1 && toks[i-2] == "'" {
		return qNone // the second quote of `Rock ' n ' Roll`
	}
	nr, _ := utf8.DecodeRuneInString(next)
	wordAfter := isAlnum(nr) || next == "("
	pr, _ := utf8.DecodeLastRuneInString(prev)
	switch {
	case isAlnum(pr):
		switch {
		case len(prev) >= 4 && strings.HasSuffix(prev, "in") && (wordAfter || next == "" || !isAlnum(nr)):
			return qDropG
		case !wordAfter:
			return qClose
		case (pr == 's' || pr == 'S') && !textfold.Clitic(prev):
			return qPlural // not after 's: `Takita 's ' Departures '` opens
		}
		return qBetween
	case prev == "" || opensRight(prev) || prev == `"` || prev == ":" || prev == ";" || prev == "-" || prev == "—" || prev == "–":
		if wordAfter {
			return qOpen
		}
		return qNone
	case closesLeft(prev):
		if wordAfter {
			return qBetween
		}
		return qClose
	}
	return qNone
}

// loneCloseJoins reports whether a closing quote the sentence opens
// nowhere joins prev, the token before it: a possessive at a clause's end
// (`the Jones ' .`), a minute's mark (`17 '`) or a quotation's end after
// its mark (`roots . '`); after another word a token was lost (`was
// called the ' .`) and the quote keeps its space.
func loneCloseJoins(prev string) bool {
	r, _ := utf8.DecodeLastRuneInString(prev)
	return r == 's' || r == 'S' || unicode.IsDigit(r) || closesLeft(prev)
}

// yearAfterApostrophe reports a year written by its last two digits
// (`'45`, `'87`) or a decade so (`'00s`).
func yearAfterApostrophe(tok string) bool {
	tok = strings.TrimSuffix(tok, "s")
	return len(tok) == 2 && tok[0] >= '0' && tok[0] <= '9' && tok[1] >= '0' && tok[1] <= '9'
}

// loneAlnum reports a token of one letter or digit (the x of `x / y /
// z`). A lone mark before a slash (`sounds , / r /`, `( / r / )`) is no
// word: it counted as one, and `, / r / and / l / ,` was `, / r/and /l/,`.
func loneAlnum(tok string) bool {
	r, size := utf8.DecodeRuneInString(tok)
	return size == len(tok) && isAlnum(r)
}

// abbrKind is what a token can be in a dotted abbreviation GTN's
// tokenizer split at its periods.
type abbrKind uint8

const (
	abbrNone   abbrKind = iota
	abbrLetter          // a letter alone: the U and S of `U . S .`
	abbrShort           // a capital and a lower-case letter, no title: the Ph of `Ph . D .`
)

// abbrGroup is tok's abbrKind. A title that abbreviates a word before a
// name (`Mr . J . Smith`, `Dr . A . Jones`, `St . J . Perse`) is none:
// its period is its own, the initials after it another abbreviation.
func abbrGroup(tok string) abbrKind {
	r, size := utf8.DecodeRuneInString(tok)
	if size == len(tok) {
		if unicode.IsLetter(r) {
			return abbrLetter
		}
		return abbrNone
	}
	if !unicode.IsUpper(r) || utf8.RuneCountInString(tok) != 2 {
		return abbrNone
	}
	for _, c := range tok[size:] {
		if !unicode.IsLower(c) {
			return abbrNone
		}
	}
	if titleBeforeName[tok] {
		return abbrNone
	}
	return abbrShort
}

// titleBeforeName are the titles of two letters that English abbreviates
// before a name or a number, with a period of their own (`Mr. J. Smith`,
// `No. 5`): never a group of an abbreviation such as `Ph.D.`.
var titleBeforeName = map[string]bool{
	"Mr": true, "Ms": true, "Dr": true, "St": true, "Mt": true, "Ft": true, "Jr": true, "Sr": true,
	"Lt": true, "Fr": true, "Br": true, "No": true, "Op": true, "Co": true,
}

// spacedEllipsisDots is how many "." tokens in a row make a spaced
// ellipsis (plan): two are a period doubled by the tokenizer ("The end .
// ." is "The end.").
const spacedEllipsisDots = 3

// planTokens is plan for raw GTN's tokens, read through col; a sentence
// without a lone slash, a lone single quote or a spaced ellipsis costs no
// slice.
func planTokens(d *detokenizer, toks []gtnToken, col func([2]int32) string) {
	d.roles, d.at = nil, 0
	dots := 0
	for i := range toks {
		w := col(toks[i].written)
		if w == "." {
			dots++
		} else {
			dots = 0
		}
		if w == "/" || w == "'" || dots == spacedEllipsisDots {
			written := make([]string, len(toks))
			for k := range toks {
				written[k] = col(toks[k].written)
			}
			d.plan(written)
			return
		}
	}
}

// phonetic reports a token of a phonemic transcription: lower-case
// letters (IPA's among them), modifier letters (ˤ ː ˈ) and combining
// marks only.
func phonetic(tok string) bool {
	for _, r := range tok {
		if !unicode.IsLower(r) && !unicode.In(r, unicode.Lm, unicode.Mn) && !(r >= 0x0250 && r <= 0x02FF) {
			return false
		}
	}
	return tok != ""
}

// joins reports whether tok attaches to the previous token (false for the
// first) and takes tok in; next is the token after it ("" at the end).
func (d *detokenizer) joins(tok, next string) bool {
	role := roleNone
	if d.at < len(d.roles) {
		role = d.roles[d.at]
	}
	d.at++
	d.drop = tok == "." && d.prevPeriod && role == roleNone
	if d.drop {
		d.prevGroup, d.prevGroupDot = abbrNone, false
		return true
	}
	var j, abbr bool
	g := abbrGroup(tok)
	switch role {
	case phonOpen, quoteOpen:
		j, d.prevOpens = d.prevOpens, true
	case phonInner, phonClose, quoteClose:
		j, d.prevOpens = true, false
	case spacedDot:
		j, d.prevOpens = d.prevOpens, false
	default:
		// A group joins the run before it when a period follows it
		// and the run, with it, holds a letter alone.
		abbr = d.prevGroupDot && g != abbrNone && next == "." && (g == abbrLetter || d.runLetter)
		j = d.join(tok, next) || abbr
	}
	if g != abbrNone {
		d.runLetter = g == abbrLetter || abbr && d.runLetter
	}
	d.prevGroupDot = tok == "." && d.prevGroup != abbrNone
	d.prevGroup = g
	r, _ := utf8.DecodeLastRuneInString(tok)
	// An ellipsis ends in periods, so the period after it is left out as
	// after "...": "wait … ." is "wait…", as "wait ... ." is "wait..."
	// (it was "wait….").
	d.prevAlnum, d.prevPeriod = isAlnum(r), r == '.' || r == '…'
	d.prevDigit = unicode.IsDigit(r)
	return j
}

// join is joins but for prevAlnum, which joins sets from tok after it:
// every case here reads the previous token's.
func (d *detokenizer) join(tok, next string) bool {
	switch tok {
	case `"`, "``":
		open := &d.inQuote
		if tok == "``" {
			open = &d.inBackquote
		}
		if *open || next == "" {
			// A quote that ends the sentence closes a quotation, whatever
			// the quotes before it: nothing is after it to open. NeMo's
			// GoogleTN.json ends a sentence whose quotation began in the
			// one before with a lone ``: `wicked intent . ``` was
			// `wicked intent. "`.
			*open, d.prevOpens = false, false
			return true
		}
		j := d.prevOpens
		*open, d.prevOpens = true, true
		return j
	case "''":
		d.inBackquote = false
	case "/":
		if r, _ := utf8.DecodeRuneInString(next); d.prevAlnum && isAlnum(r) {
			d.prevOpens = true
			return true
		}
	case "-":
		if d.prevDigit && compoundAfterNumber(next) {
			d.prevOpens = true
			return true
		}
	}
	j := d.prevOpens || closesLeft(tok)
	d.prevOpens = opensRight(tok) || hyphenOpens(tok, next) || currencyOpens(tok, next)
	return j
}

// currencyOpens reports whether tok is a currency sign written before its
// amount (£, €, ¥, ₹, ₩ and the others of Unicode's Sc class but ¢, which
// follows its number) and next begins with a digit: `€ 5` is `€5`, as
// written English writes it and as Google TN's own sentences do (`£900
// million`, `£20m`: NeMo GTN 2,001-7,551, 3 of 3, none spaced). Only $
// joined before (opensRight), and `€ 5`, `£ 20`, `¥ 300` stayed spaced
// (2026-11-30, qa40). A sign before a word (`the € sign`) keeps its space.
func currencyOpens(tok, next string) bool {
	r, n := utf8.DecodeRuneInString(tok)
	if n != len(tok) || r == '¢' || !unicode.Is(unicode.Sc, r) {
		return false
	}
	nr, _ := utf8.DecodeRuneInString(next)
	return unicode.IsDigit(nr)
}

// hyphenOpens reports whether tok is the first part of a hyphenated word
// GTN's tokenizer split after the hyphen ("HIV-" before "AIDS"): it ends
// in a hyphen after a letter or digit, and next begins with a letter or
// digit and is not the word after a suspended hyphen ("pre- and post-").
func hyphenOpens(tok, next string) bool {
	if len(tok) < 2 || tok[len(tok)-1] != '-' {
		return false
	}
	before, _ := utf8.DecodeLastRuneInString(tok[:len(tok)-1])
	first, _ := utf8.DecodeRuneInString(next)
	if !isAlnum(before) || !isAlnum(first) {
		return false
	}
	switch strings.ToLower(next) {
	case "and", "or", "to", "nor":
		return false
	}
	return true
}

// compoundAfterNumber reports whether next, after a number and a spaced
// hyphen, is the word of a compound adjective GTN's tokenizer split
// (`18 - year old`, `32 - bit`, `25 - yard line`, `3 - manifold`: writers
// type `18-year`): a word of two or more lower-case letters that is no
// function word (`2T - 1 - a thermal ...` is a dash before an
// apposition) and no word that ends a range (`1990 - present`) or says a
// score (`3 - nil`). A range or a score of numbers (`1990 - 1995`,
// `3 - 1`), a capital after the hyphen (`1949 - The`, a dash between a
// title's parts) and a word before the number keep their spaces.
func compoundAfterNumber(next string) bool {
	if utf8.RuneCountInString(next) < 2 {
		return false
	}
	for _, r := range next {
		if !unicode.IsLower(r) {
			return false
		}
	}
	return !notCompoundWord[next]
}

// notCompoundWord are the lower-case words a spaced hyphen after a number
// does not join: English function words (a dash before a clause or an
// apposition) and the words that end a range or say a score.
var notCompoundWord = map[string]bool{
	"an": true, "the": true, "and": true, "or": true, "nor": true, "but": true, "yet": true, "so": true,
	"to": true, "of": true, "in": true, "on": true, "at": true, "by": true, "for": true, "from": true,
	"with": true, "as": true, "into": true, "than": true, "then": true, "if": true, "when": true,
	"while": true, "where": true, "which": true, "who": true, "whom": true, "whose": true, "that": true,
	"this": true, "these": true, "those": true, "is": true, "was": true, "are": true, "were": true,
	"be": true, "been": true, "has": true, "had": true, "have": true, "it": true, "its": true,
	"he": true, "she": true, "we": true, "they": true, "his": true, "her": true, "their": true,
	"our": true, "not": true, "no": true, "all": true, "some": true, "both": true, "each": true,
	"present": true, "now": true, "today": true, "date": true, "nil": true,
}

func isAlnum(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
