package align

import (
	"unicode"
	"unicode/utf8"
)

// Token is one alignment token: its lower-cased text and the byte range
// [Start, End) it came from in the original string, so that cleaning can
// cut the original (cased, punctuated) text rather than the tokens.
type Token struct {
	Text       string
	Start, End int
}

// ASCII classes, matching Python's str.isspace and the P*/S* categories.
const (
	clsWord  = 0
	clsSpace = 1
	clsPunct = 2
)

var asciiClass [128]uint8

func init() {
	for c := 0; c < 128; c++ {
		r := rune(c)
		switch {
		case isSpace(r):
			asciiClass[c] = clsSpace
		case unicode.IsPunct(r) || unicode.IsSymbol(r):
			asciiClass[c] = clsPunct
		}
	}
}

// isSpace is Python's str.isspace: Go's White_Space set plus the
// information separators U+001C..U+001F, which Python counts as
// whitespace (bidi class B/S) and Go does not.
func isSpace(r rune) bool {
	return unicode.IsSpace(r) || (r >= 0x1c && r <= 0x1f)
}

// lowerCacheLimit bounds the cache of lower-cased token strings; it is
// cleared when full, so memory stays bounded on any corpus.
const lowerCacheLimit = 1 << 16

// Tokenizer splits text for alignment: Python's str.lower(), then white
// space separates tokens and every Unicode
// punctuation (P*) or symbol (S*) character is a token of its own.
//
// Lower-casing follows Python's full mapping where it differs from Go's
// simple one: U+0130 becomes "i\u0307" and capital sigma becomes final
// sigma at the end of a word. Invalid UTF-8 bytes (which Python would never
// see) become U+FFFD, a symbol token. Remaining differences are those of
// the Unicode table versions (Python 3.11: 14.0, Go: 15.0).
//
// A Tokenizer reuses its buffers and caches the lower-cased forms of
// tokens, so tokenizing allocates nothing in steady state. It is not safe
// for concurrent use.
type Tokenizer struct {
	toks  []Token
	buf   []byte
	cache map[string]string
}

// Tokenize returns the tokens of s. Token texts are substrings of s or
// cached strings, safe to keep; the returned slice is reused by the next
// call.
func (t *Tokenizer) Tokenize(s string) []Token {
	t.toks = t.appendTokens(t.toks[:0], s)
	return t.toks
}

// appendTokens appends the tokens of s to toks (Tokenize, without the
// copy the Aligner made of each side's tokens).
func (t *Tokenizer) appendTokens(toks []Token, s string) []Token {
	start := -1      // start of the current word token, -1 when none
	changed := false // whether lower-casing changes the current word
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch asciiClass[c] {
			case clsSpace:
				if start >= 0 {
					toks = t.emitWord(toks, s, start, i, changed)
					start = -1
				}
			case clsPunct:
				if start >= 0 {
					toks = t.emitWord(toks, s, start, i, changed)
					start = -1
				}
				toks = append(toks, Token{s[i : i+1], i, i + 1})
			default:
				if start < 0 {
					start, changed = i, false
				}
				// The rest of an ASCII run of the word at once.
				for {
					if 'A' <= c && c <= 'Z' {
						changed = true
					}
					i++
					if i == len(s) {
						break
					}
					if c = s[i]; c >= utf8.RuneSelf || asciiClass[c] != clsWord {
						break
					}
				}
				continue
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			if start >= 0 {
				toks = t.emitWord(toks, s, start, i, changed)
				start = -1
			}
			toks = append(toks, Token{"\uFFFD", i, i + 1})
			i++
			continue
		}
		switch {
		case isSpace(r):
			if start >= 0 {
				toks = t.emitWord(toks, s, start, i, changed)
				start = -1
			}
		default:
			lr := unicode.ToLower(r)
			if unicode.IsPunct(lr) || unicode.IsSymbol(lr) {
				if start >= 0 {
					toks = t.emitWord(toks, s, start, i, changed)
					start = -1
				}
				text := s[i : i+size]
				if lr != r {
					text = t.intern(utf8.AppendRune(t.buf[:0], lr))
				}
				toks = append(toks, Token{text, i, i + size})
			} else {
				if start < 0 {
					start, changed = i, false
				}
				if lr != r || r == 'İ' {
					changed = true
				}
			}
		}
		i += size
	}
	if start >= 0 {
		toks = t.emitWord(toks, s, start, len(s), changed)
	}
	return toks
}

func (t *Tokenizer) emitWord(toks []Token, s string, start, end int, changed bool) []Token {
	text := s[start:end]
	if changed {
		text = t.intern(appendLower(t.buf[:0], s, start, end))
	}
	return append(toks, Token{text, start, end})
}

// intern returns a string equal to b, from the cache when possible, so
// that recurring capitalised words cost no allocation.
func (t *Tokenizer) intern(b []byte) string {
	t.buf = b
	if s, ok := t.cache[string(b)]; ok {
		return s
	}
	if t.cache == nil || len(t.cache) >= lowerCacheLimit {
		if t.cache == nil {
			t.cache = make(map[string]string)
		}
		clear(t.cache)
	}
	s := string(b)
	t.cache[s] = s
	return s
}

// appendLower lower-cases the word s[start:end] as Python does. Sigma's
// final form depends on the letters around it in the whole string, so the
// context is s, not just the word.
func appendLower(dst []byte, s string, start, end int) []byte {
	for i := start; i < end; {
		c := s[i]
		if c < utf8.RuneSelf {
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			dst = append(dst, c)
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch r {
		case 'İ': // full lower case mapping: i + combining dot above
			dst = append(dst, "i\u0307"...)
		case 'Σ':
			if finalSigma(s, i) {
				dst = append(dst, "ς"...)
			} else {
				dst = append(dst, "σ"...)
			}
		default:
			dst = utf8.AppendRune(dst, unicode.ToLower(r))
		}
		i += size
	}
	return dst
}

// finalSigma implements Unicode's Final_Sigma condition as CPython does:
// a cased letter before (skipping case-ignorables) and none after.
func finalSigma(s string, i int) bool {
	j := i
	before := false
	for j > 0 {
		r, size := utf8.DecodeLastRuneInString(s[:j])
		j -= size
		if caseIgnorable(r) {
			continue
		}
		before = cased(r)
		break
	}
	if !before {
		return false
	}
	j = i + len("Σ")
	for j < len(s) {
		r, size := utf8.DecodeRuneInString(s[j:])
		j += size
		if caseIgnorable(r) {
			continue
		}
		return !cased(r)
	}
	return true
}

func cased(r rune) bool {
	return unicode.In(r, unicode.Lu, unicode.Ll, unicode.Lt, unicode.Other_Lowercase, unicode.Other_Uppercase)
}

func caseIgnorable(r rune) bool {
	switch r {
	case '\'', '.', ':', '^', '`', 0x00B7, 0x0387, 0x05F4, 0x2018, 0x2019, 0x2024, 0x2027,
		0xFE13, 0xFE52, 0xFE55, 0xFF07, 0xFF0E, 0xFF1A:
		return true
	}
	return unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf, unicode.Lm, unicode.Sk)
}

// Tokenize is a convenience wrapper around a fresh Tokenizer; use a
// Tokenizer for repeated calls.
func Tokenize(s string) []Token {
	var t Tokenizer
	return t.Tokenize(s)
}

// Texts returns the token texts, appended to dst.
func Texts(dst []string, toks []Token) []string {
	for _, tk := range toks {
		dst = append(dst, tk.Text)
	}
	return dst
}
