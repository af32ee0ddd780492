package eval

import (
	"unicode"
	"unicode/utf8"
)

// Tokenization selects how hyp, ref and src are cut into words before the
// word-level metrics (WER, class WERs, I-WER) are computed.
type Tokenization int

const (
	// TokenizeWhitespace splits on white space and keeps everything else,
	// case included: GTN-style references already carry punctuation as
	// separate tokens, and this is what jiwer, Kaldi and the anchor's "ws"
	// mode do.
	TokenizeWhitespace Tokenization = iota
	// TokenizePunct also makes every Unicode punctuation (P*) or symbol
	// (S*) character a token of its own, for outputs that attach
	// punctuation to words ("Steuern." -> "Steuern" "."). It equals the
	// reference implementation's "punct" mode, without lower-casing.
	TokenizePunct
)

// String returns the flag spelling ("ws" or "punct").
func (t Tokenization) String() string {
	if t == TokenizePunct {
		return "punct"
	}
	return "ws"
}

// ParseTokenization maps the flag spelling to a Tokenization.
func ParseTokenization(s string) (Tokenization, bool) {
	switch s {
	case "ws", "whitespace", "":
		return TokenizeWhitespace, true
	case "punct":
		return TokenizePunct, true
	}
	return 0, false
}

// isPySpace is Python's str.isspace for one character. Go's unicode.IsSpace
// lacks U+001C..U+001F, which Python's split() treats as separators;
// jiwer and sacrebleu both split the Python way.
func isPySpace(r rune) bool {
	if r < utf8.RuneSelf {
		return asciiSpace[r]
	}
	return unicode.IsSpace(r)
}

var asciiSpace = func() (t [utf8.RuneSelf]bool) {
	for _, c := range "\t\n\v\f\r \x1c\x1d\x1e\x1f" {
		t[c] = true
	}
	return t
}()

// appendFields appends the white-space separated fields of s to dst, as
// Python's str.split() with no argument. The fields are substrings of s.
func appendFields(dst []string, s string) []string {
	start := -1
	for i := 0; i < len(s); {
		c := s[i]
		var r rune
		size := 1
		if c < utf8.RuneSelf {
			r = rune(c)
		} else {
			r, size = utf8.DecodeRuneInString(s[i:])
		}
		if isPySpace(r) {
			if start >= 0 {
				dst = append(dst, s[start:i])
				start = -1
			}
		} else if start < 0 {
			start = i
		}
		i += size
	}
	if start >= 0 {
		dst = append(dst, s[start:])
	}
	return dst
}

// isPunctOrSymbol reports whether r's general category starts with P or S.
func isPunctOrSymbol(r rune) bool {
	if r < utf8.RuneSelf {
		return asciiPS[r]
	}
	return unicode.IsPunct(r) || unicode.IsSymbol(r)
}

var asciiPS = func() (t [utf8.RuneSelf]bool) {
	for c := rune(0); c < utf8.RuneSelf; c++ {
		t[c] = unicode.IsPunct(c) || unicode.IsSymbol(c)
	}
	return t
}()

// appendPunctTokens appends the tokens of s under TokenizePunct: white
// space separates, and each P*/S* character is a token by itself.
func appendPunctTokens(dst []string, s string) []string {
	start := -1
	for i := 0; i < len(s); {
		c := s[i]
		var r rune
		size := 1
		if c < utf8.RuneSelf {
			r = rune(c)
		} else {
			r, size = utf8.DecodeRuneInString(s[i:])
		}
		switch {
		case isPySpace(r):
			if start >= 0 {
				dst = append(dst, s[start:i])
				start = -1
			}
		case isPunctOrSymbol(r):
			if start >= 0 {
				dst = append(dst, s[start:i])
				start = -1
			}
			dst = append(dst, s[i:i+size])
		default:
			if start < 0 {
				start = i
			}
		}
		i += size
	}
	if start >= 0 {
		dst = append(dst, s[start:])
	}
	return dst
}

// Tokenize splits s into word tokens under t. It is what every word-level
// metric of this package sees.
func Tokenize(s string, t Tokenization) []string {
	if t == TokenizePunct {
		return appendPunctTokens(nil, s)
	}
	return appendFields(nil, s)
}

func appendTokens(dst []string, s string, t Tokenization) []string {
	if t == TokenizePunct {
		return appendPunctTokens(dst, s)
	}
	return appendFields(dst, s)
}

// forEachField calls fn with each white-space separated field of b, split
// as Python's str.split() does.
func forEachField(b []byte, fn func([]byte)) {
	start := -1
	for i := 0; i < len(b); {
		c := b[i]
		var r rune
		size := 1
		if c < utf8.RuneSelf {
			r = rune(c)
		} else {
			r, size = utf8.DecodeRune(b[i:])
		}
		if isPySpace(r) {
			if start >= 0 {
				fn(b[start:i])
				start = -1
			}
		} else if start < 0 {
			start = i
		}
		i += size
	}
	if start >= 0 {
		fn(b[start:])
	}
}
