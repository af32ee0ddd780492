package normalize

import (
	"strings"
	"unicode/utf8"
)

// signNamedBeforeNoun reads a sign standing apart (the text's start or
// a space before it, a space after it, no amount against it) before a
// noun that names a written sign ("The $ sign", "the € symbol", "Type
// the & symbol", "Hit the ~ key"): the sign is named. A currency's sign
// by its currency's singular ("dollar"; "dollars", the lone $'s second
// reading at 0.4, was said of "the $ sign" too: Google TN names a lone $
// in the singular, "$ X / tC" "dollar x", 2 of 2 on the development
// set); another sign after an article or a determiner by its name
// (signNounNames: "the and symbol" was 0.98 for "the & symbol", "the
// sign means minus" 1 for "The - sign means minus", "the character" for
// "the ; character", "the is equal to sign" 0.2). Hand-set: no sign
// before such a noun in Google TN's sentences.
func (sc *scanner) signNamedBeforeNoun(pos, end int) ([]alt, bool) {
	text := sc.text
	if pos > 0 && text[pos-1] != ' ' || end >= len(text) || text[end] != ' ' {
		return nil, false
	}
	i := skipSpaces(text, end)
	nw := nextWord(text, end)
	if !strings.HasPrefix(text[i:], nw) || !signNouns[strings.ToLower(nw)] {
		return nil, false
	}
	if c, ok := sc.st.Currencies[text[pos:end]]; ok && c.Singular != "" && c.Prefix == "" {
		return single(c.Singular), true
	}
	names, ok := signNounNames[text[pos:end]]
	if !ok || !signDeterminers[strings.ToLower(prevWord(text, pos))] {
		return nil, false
	}
	var d dist
	for _, n := range names {
		d.add(n.spoken, n.prob)
	}
	return d.done(), true
}

// signNouns name a written sign after it: "the $ sign", "the € symbol",
// "the $ key", "a £ character".
var signNouns = setOf(strings.Fields(`sign signs symbol symbols key keys character characters glyph glyphs icon
	icons button buttons`), false)

// signNounNames name the signs whose readings before a noun naming a
// sign are wrong or unsaid: "&" is "and" between words, "-" a dash
// unsaid, "=" "is equal to" in a relation, punctuation unsaid.
var signNounNames = map[string][]alt{
	"&":  {{spoken: "ampersand", prob: 1}},
	"=":  {{spoken: "equals", prob: 0.7}, {spoken: "equal", prob: 0.3}},
	"~":  {{spoken: "tilde", prob: 1}},
	"-":  {{spoken: "minus", prob: 0.6}, {spoken: "dash", prob: 0.25}, {spoken: "hyphen", prob: 0.15}},
	":":  {{spoken: "colon", prob: 1}},
	";":  {{spoken: "semicolon", prob: 1}},
	",":  {{spoken: "comma", prob: 1}},
	"'":  {{spoken: "apostrophe", prob: 1}},
	"\"": {{spoken: "quote", prob: 0.6}, {spoken: "double quote", prob: 0.4}},
	"!":  {{spoken: "exclamation mark", prob: 0.6}, {spoken: "exclamation point", prob: 0.4}},
	"?":  {{spoken: "question mark", prob: 1}},
	"`":  {{spoken: "backtick", prob: 1}},
	"_":  {{spoken: "underscore", prob: 1}},
}

// dollarBeforeName reports whether the $ at [pos, end) names a variable
// or a quantity after it: against a letter ("$HOME", "$x", "$PATH": a
// shell's or PHP's variable) or apart before a lone capital ("$ X / tC"),
// where Google TN says "dollar" (2 of 2, the development set; "dollars",
// the lone $'s second reading, had 0.4). An amount is money's, read
// before this.
func dollarBeforeName(text string, pos, end int) bool {
	if text[pos:end] != "$" || end >= len(text) {
		return false
	}
	if isWordStartByte(text[end]) {
		return pos == 0 || !isWordByte(text[pos-1])
	}
	nw := nextWord(text, end)
	return text[end] == ' ' && len(nw) == 1 && nw[0] >= 'A' && nw[0] <= 'Z' && strings.HasPrefix(text[end+1:], nw)
}

// heartEmoticon reads "<3" (or "<33", "<333"), the heart drawn in
// text, standing apart: after a subject's pronoun and before a word it
// is the verb ("I <3 NY", "we <3 pizza": "love" 0.85, "heart" 0.15;
// "i less than three n y" was the reading); after a word, with nothing
// but the end of the text, a punctuation mark or another heart after
// it, it closes a message ("Thanks <3", "See you soon <3 <3": "heart"
// 0.6, unsaid 0.4, as ":)" is unsaid). A relation keeps its sign: a
// variable or a number before it ("x <3", "if n <3 then", "i <3;"), a
// sentence of code (=, ;, brackets) for a lower-case "i". It returns the
// heart's end and its readings. Hand-set: Google TN's sentences (the fit
// half, the development set, the fresh sample's study half) have no
// "<3".
//
// A heart's glyph (♥, ❤, ♡, with or without its emoji selector; a run of
// up to three) is read as "<3" is, in any sentence: it is no relation
// ("I ♥ NY" was rejected as a symbol the verbalizer has no reading for).
func (sc *scanner) heartEmoticon(pos int) (int, []alt, bool) {
	text := sc.text
	glyph := heartGlyphsEnd(text, pos)
	if glyph < 0 && text[pos] != '<' || pos > 0 && text[pos-1] != ' ' {
		return 0, nil, false
	}
	end := glyph
	if glyph < 0 {
		end = pos + 1
		for end < len(text) && text[end] == '3' && end-pos <= 3 {
			end++
		}
		if end == pos+1 {
			return 0, nil, false
		}
	}
	if end < len(text) && (isDigit(text[end]) || text[end] == '.' && end+1 < len(text) && isDigit(text[end+1]) || isWordStartByte(text[end])) {
		return 0, nil, false
	}
	pw := prevWord(text, pos)
	closed := false
	if heartBefore(text, pos) {
		pw = "heart" // "See you soon <3 <3": a heart after a heart
	} else if pw == "" {
		// "Thanks!!! <3", "Love you. <3": a message's closing marks,
		// one to three, right after a word, then the heart, which
		// closes the message as after the word ("less than three"
		// was the only reading). The word's guards hold: "5! <3" is a
		// factorial's relation.
		k := backOverSpaces(text, pos)
		j := k
		for j > 0 && k-j < 3 && strings.IndexByte(".!?", text[j-1]) >= 0 {
			j--
		}
		if j < k && j < pos {
			pw, closed = prevWord(text, j), true
		}
	}
	if pw == "" || len(pw) == 1 && pw != "I" && pw != "i" || isDigit(pw[len(pw)-1]) {
		return 0, nil, false // "x <3", "5 <3", "a <3"
	}
	if glyph < 0 && strings.ContainsAny(text, "=;(){}[]") {
		return 0, nil, false // code or a formula: "for (i = 0; i <3; i++)"
	}
	var d dist
	i := skipSpaces(text, end)
	switch {
	case !closed && heartSubjects[strings.ToLower(pw)] && i > end && i < len(text) && isWordStartByte(text[i]) && !relationEnds[strings.ToLower(nextWord(text, i))]:
		d.add("love", 0.85)
		d.add("heart", 0.15)
	case i == len(text) || strings.IndexByte(".,!?", text[i]) >= 0 || strings.HasPrefix(text[i:], "<3") || strings.HasPrefix(text[i:], ":") || heartGlyphsEnd(text, i) > 0:
		if len(pw) == 1 {
			return 0, nil, false // "if i <3" ... a lone letter closes no message
		}
		d.add("heart", 0.6)
		d.addAlt(alt{spoken: "", prob: 0.4, literal: true})
	default:
		return 0, nil, false
	}
	return end, d.done(), true
}

// heartSubjects are the pronouns before a heart read as "love".
var heartSubjects = setOf(strings.Fields(`i we you they u`), false)

// heartBefore reports whether a heart and spaces stand right before pos:
// "<3" to "<333", or a run of one to three heart glyphs as
// heartGlyphsEnd reads one (each with or without its emoji selector),
// with a space or the text's start before it. One rule for both forms:
// "See you soon <33 <33" and "See you soon ♥♥ ♥♥" both close a message
// (the glyphs' second run was rejected, heartBefore knowing one glyph
// only).
func heartBefore(text string, pos int) bool {
	i := backOverSpaces(text, pos)
	if i == pos {
		return false
	}
	j := i
	for n := 0; n < 3 && j > 0; n++ {
		r, size := utf8.DecodeLastRuneInString(text[:j])
		k := j - size
		if r == '\uFE0F' {
			r, size = utf8.DecodeLastRuneInString(text[:k])
			k -= size
		}
		if !heartGlyphs[r] {
			break
		}
		j = k
	}
	if j < i {
		return (j == 0 || text[j-1] == ' ') && heartGlyphsEnd(text, j) == i
	}
	for j > 0 && text[j-1] == '3' && i-j < 3 {
		j--
	}
	return j < i && j > 0 && text[j-1] == '<' && (j == 1 || text[j-2] == ' ')
}

// heartGlyphs are the hearts a text draws with one character.
var heartGlyphs = map[rune]bool{'♥': true, '❤': true, '♡': true}

// heartGlyphsEnd returns the end of a run of one to three heart glyphs
// at pos, each with or without the emoji's variation selector (U+FE0F),
// or -1.
func heartGlyphsEnd(text string, pos int) int {
	end := -1
	for n := 0; n < 3 && pos < len(text); n++ {
		r, size := utf8.DecodeRuneInString(text[pos:])
		if !heartGlyphs[r] {
			break
		}
		pos += size
		if strings.HasPrefix(text[pos:], "\uFE0F") {
			pos += len("\uFE0F")
		}
		end = pos
	}
	return end
}
