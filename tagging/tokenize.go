package tagging

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/itnprep/itnprep/internal/textfold"
)

// Token is one written-side token of the granular alignment (Antonova et al.
// 2022, section 2.2): an alphabetic run, a single digit or a single other
// character. Start and End carry the paper's "_" marks: the token opens or
// closes a space-free written chunk, which the realization uses to glue the
// chunk's fragments back together.
type Token struct {
	Text       string
	Start, End bool
	// Glued marks a chunk's first token whose chunk touches the one before
	// it in the written text ("7th": "th" after "7"), so a tag holding
	// both writes them without a boundary; chunks apart ("1990 .") keep
	// theirs ("90__._"), which the realization spaces.
	Glued bool
}

// String is the token as it appears in a tag: "_" + text if it starts a
// chunk, + "_" if it ends one.
func (t Token) String() string {
	var b strings.Builder
	t.appendTo(&b)
	return b.String()
}

func (t Token) appendTo(b *strings.Builder) {
	if t.Start {
		b.WriteByte('_')
	}
	b.WriteString(t.Text)
	if t.End {
		b.WriteByte('_')
	}
}

// Tokenize splits written text into the paper's tokens: every maximal
// alphabetic run is one token (or one token per letter when splitLetters is
// set, as NeMo does for letters, electronic and plain spans, whose spoken
// side spells them out), every other non-space character is a token of its
// own; each alphabetic run and each run of non-alphabetic, non-space
// characters is a chunk whose first token carries the start mark and whose
// last token carries the end mark. "jan 30,2005" -> _jan_ _3 0 , 2 0 0 5_.
// Letters are what unicode.IsLetter says (Python's str.isalpha, which
// NeMo's tokenizer uses, agrees on letters; combining marks stay with the
// letters they follow so that no token starts with one).
func Tokenize(written string, splitLetters bool) []Token {
	var out []Token
	i := 0
	spaceBefore := false
	for i < len(written) {
		r, n := utf8.DecodeRuneInString(written[i:])
		if unicode.IsSpace(r) {
			i += n
			spaceBefore = true
			continue
		}
		if textfold.IsUnspoken(r) {
			// Nothing, and no boundary either: no token, no split word, as
			// the spoken side's ASR form reads them ("x\u200by" is the one
			// token "xy"; it was "x", "\u200b", "y").
			i += n
			continue
		}
		first := len(out)
		if isAlpha(r) {
			j := i + n
			for j < len(written) {
				r2, n2 := utf8.DecodeRuneInString(written[j:])
				if !isAlpha(r2) && !unicode.IsMark(r2) && !textfold.IsUnspoken(r2) {
					break
				}
				j += n2
			}
			run := stripInvisible(written[i:j])
			if splitLetters {
				out = appendChars(out, run)
			} else {
				out = append(out, Token{Text: run})
			}
			i = j
		} else {
			j := i
			for j < len(written) {
				r2, n2 := utf8.DecodeRuneInString(written[j:])
				if unicode.IsSpace(r2) || isAlpha(r2) || textfold.IsUnspoken(r2) {
					break
				}
				j += n2
			}
			out = appendChars(out, written[i:j])
			i = j
		}
		out[first].Start = true
		out[first].Glued = first > 0 && !spaceBefore
		out[len(out)-1].End = true
		spaceBefore = false
	}
	return out
}

// appendChars adds one token per character, keeping combining marks with
// the character before them.
func appendChars(out []Token, s string) []Token {
	i := 0
	for i < len(s) {
		_, n := utf8.DecodeRuneInString(s[i:])
		j := i + n
		for j < len(s) {
			r2, n2 := utf8.DecodeRuneInString(s[j:])
			if !unicode.IsMark(r2) {
				break
			}
			j += n2
		}
		out = append(out, Token{Text: s[i:j]})
		i = j
	}
	return out
}

func isAlpha(r rune) bool { return unicode.IsLetter(r) }

// JoinTokens concatenates tokens into one tag fragment, as the paper joins
// the written tokens aligned to one spoken word: "_2" + "0" -> "_20".
func JoinTokens(toks []Token) string {
	var b strings.Builder
	for _, t := range toks {
		t.appendTo(&b)
	}
	return b.String()
}
