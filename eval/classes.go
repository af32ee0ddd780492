package eval

import (
	"unicode"
	"unicode/utf8"
)

// Class is one of the token classes of Suter & Novak's class WERs.
type Class int

const (
	ClassCopy   Class = iota // Copy Word: every character in a-z
	ClassUpper               // Uppercase Word: at least one upper-case character
	ClassDigit               // Digit: at least one digit
	ClassPunct               // Punctuation
	ClassSymbol              // Symbol
	NumClasses
)

var classNames = [NumClasses]string{"Copy Word", "Uppercase Word", "Digit", "Punctuation", "Symbol"}
var classKeys = [NumClasses]string{"copy", "upper", "digit", "punct", "symbol"}

// Name is the row label of the papers' table.
func (c Class) Name() string { return classNames[c] }

// tokens says which tokens the class holds under o, for the table's
// TOTAL COUNTS column ("reference " + tokens).
func (c Class) tokens(o Options) string {
	switch c {
	case ClassCopy:
		return "words of a-z only"
	case ClassUpper:
		return "words with an upper-case letter"
	case ClassDigit:
		return "words with a digit"
	case ClassPunct:
		if o.Punct == DefinitionAnchor {
			return "tokens of . , : ; ! / ? - only"
		}
		return `tokens , ; : . ? ! / - ( ) "`
	case ClassSymbol:
		if o.Symbol == DefinitionAnchor {
			return "tokens with a symbol ($ % & + = # @ ...)"
		}
		return "tokens % & ° § + EUR CHF USD GBP m mm cm km m2 m3 km2 l dl ml g kg"
	}
	return ""
}

// Key is the short name used in JSON output.
func (c Class) Key() string { return classKeys[c] }

// Definition chooses between the class definitions of Suter & Novak 2019
// (the reproduction's character sets) and the anchor definitions (eval/doc.go), where the
// two differ; see doc.go.
type Definition int

const (
	DefinitionPaper Definition = iota
	DefinitionAnchor
)

// String returns the flag spelling.
func (d Definition) String() string {
	if d == DefinitionAnchor {
		return "anchor"
	}
	return "paper"
}

// ParseDefinition maps "paper" or "anchor" to a Definition.
func ParseDefinition(s string) (Definition, bool) {
	switch s {
	case "paper", "":
		return DefinitionPaper, true
	case "anchor":
		return DefinitionAnchor, true
	}
	return 0, false
}

// paperPunct is the reproduction's punctuation set ,;:.?!/-()" ; a token
// belongs to the class when it is one of these characters.
var paperPunct = map[string]bool{",": true, ";": true, ":": true, ".": true, "?": true,
	"!": true, "/": true, "-": true, "(": true, ")": true, `"`: true}

// paperSymbols is the reproduction's symbol list; a token belongs to the
// class when it is one of these strings exactly.
var paperSymbols = map[string]bool{"%": true, "&": true, "°": true, "§": true, "+": true,
	"EUR": true, "CHF": true, "USD": true, "GBP": true, "m": true, "mm": true, "cm": true,
	"km": true, "m2": true, "m3": true, "km2": true, "l": true, "dl": true, "ml": true,
	"g": true, "kg": true}

// anchorPunctChar is the anchor definitions' punctuation set . , : ; ! / ? -
func anchorPunctChar(r rune) bool {
	switch r {
	case '.', ',', ':', ';', '!', '/', '?', '-':
		return true
	}
	return false
}

// pyDigitExtra lists the characters outside Nd for which Python's
// str.isdigit is true (Numeric_Type=Digit: superscripts, circled digits...),
// generated with CPython 3.11 (Unicode 14.0). "At least one digit" is read
// the Python way so that the anchor and this package agree.
var pyDigitExtra = &unicode.RangeTable{
	R16: []unicode.Range16{
		{0xb2, 0xb3, 1}, {0xb9, 0xb9, 1}, {0x1369, 0x1371, 1}, {0x19da, 0x19da, 1},
		{0x2070, 0x2070, 1}, {0x2074, 0x2079, 1}, {0x2080, 0x2089, 1}, {0x2460, 0x2468, 1},
		{0x2474, 0x247c, 1}, {0x2488, 0x2490, 1}, {0x24ea, 0x24ea, 1}, {0x24f5, 0x24fd, 1},
		{0x24ff, 0x24ff, 1}, {0x2776, 0x277e, 1}, {0x2780, 0x2788, 1}, {0x278a, 0x2792, 1},
	},
	R32: []unicode.Range32{
		{0x10a40, 0x10a43, 1}, {0x10e60, 0x10e68, 1}, {0x11052, 0x1105a, 1}, {0x1f100, 0x1f10a, 1},
	},
	LatinOffset: 3,
}

func isPyDigit(r rune) bool {
	if r < utf8.RuneSelf {
		return r >= '0' && r <= '9'
	}
	return unicode.IsDigit(r) || unicode.Is(pyDigitExtra, r)
}

// isPyUpper is Python's str.isupper for one character: the Uppercase
// property, Lu plus Other_Uppercase (Roman numerals, circled capitals).
func isPyUpper(r rune) bool {
	if r < utf8.RuneSelf {
		return r >= 'A' && r <= 'Z'
	}
	return unicode.IsUpper(r) || unicode.Is(unicode.Other_Uppercase, r)
}

// isPyAlnum is Python's str.isalnum for one character.
func isPyAlnum(r rune) bool {
	if r < utf8.RuneSelf {
		return r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
	}
	return unicode.IsLetter(r) || unicode.IsNumber(r) || unicode.Is(pyDigitExtra, r)
}

// Character flags of asciiFlags: what classBits asks of each byte.
const (
	fLower       = 1 << iota // a-z
	fUpper                   // A-Z
	fDigit                   // 0-9
	fAnchorPunct             // the anchor's punctuation . , : ; ! / ? -
	fAnchorSym               // none of: anchor punctuation, alphanumeric, apostrophe
	fPaperPunct              // Suter & Novak 2019's punctuation , ; : . ? ! / - ( ) "
)

var asciiFlags = func() (t [utf8.RuneSelf]uint8) {
	for c := rune(0); c < utf8.RuneSelf; c++ {
		var f uint8
		if c >= 'a' && c <= 'z' {
			f |= fLower
		}
		if isPyUpper(c) {
			f |= fUpper
		}
		if isPyDigit(c) {
			f |= fDigit
		}
		if anchorPunctChar(c) {
			f |= fAnchorPunct
		} else if !isPyAlnum(c) && c != '\'' {
			f |= fAnchorSym
		}
		if paperPunct[string(c)] {
			f |= fPaperPunct
		}
		t[c] = f
	}
	return t
}()

// classBits returns the set of classes tok belongs to (bit c for Class c).
// It runs for every distinct word of every sentence, so ASCII words (all
// but a few) take a table-driven path; classBitsRunes is the definition.
func classBits(tok string, punct, symbol Definition) uint8 {
	all, anyf := uint8(0xff), uint8(0)
	for i := 0; i < len(tok); i++ {
		c := tok[i]
		if c >= utf8.RuneSelf {
			return classBitsRunes(tok, punct, symbol)
		}
		f := asciiFlags[c]
		all &= f
		anyf |= f
	}
	if tok == "" {
		return 0
	}
	var bits uint8
	if all&fLower != 0 {
		bits |= 1 << ClassCopy
	}
	if anyf&fUpper != 0 {
		bits |= 1 << ClassUpper
	}
	if anyf&fDigit != 0 {
		bits |= 1 << ClassDigit
	}
	if punct == DefinitionAnchor && all&fAnchorPunct != 0 || punct == DefinitionPaper && len(tok) == 1 && all&fPaperPunct != 0 {
		bits |= 1 << ClassPunct
	}
	if symbol == DefinitionAnchor && anyf&fAnchorSym != 0 || symbol == DefinitionPaper && len(tok) <= 3 && paperSymbols[tok] {
		bits |= 1 << ClassSymbol
	}
	return bits
}

// classBitsRunes is classBits character by character, for any token.
func classBitsRunes(tok string, punct, symbol Definition) uint8 {
	if tok == "" {
		return 0
	}
	var bits uint8
	copyWord, anyUpper, anyDigit := true, false, false
	anchorPunct, anchorSymbol := true, false
	for _, r := range tok {
		if r < 'a' || r > 'z' {
			copyWord = false
		}
		if isPyUpper(r) {
			anyUpper = true
		}
		if isPyDigit(r) {
			anyDigit = true
		}
		if !anchorPunctChar(r) {
			anchorPunct = false
			if !isPyAlnum(r) && r != '\'' && r != '\u2019' {
				anchorSymbol = true
			}
		}
	}
	if copyWord {
		bits |= 1 << ClassCopy
	}
	if anyUpper {
		bits |= 1 << ClassUpper
	}
	if anyDigit {
		bits |= 1 << ClassDigit
	}
	if punct == DefinitionAnchor && anchorPunct || punct == DefinitionPaper && paperPunct[tok] {
		bits |= 1 << ClassPunct
	}
	if symbol == DefinitionAnchor && anchorSymbol || symbol == DefinitionPaper && paperSymbols[tok] {
		bits |= 1 << ClassSymbol
	}
	return bits
}

// ClassesOf lists the classes a token belongs to under Suter & Novak
// 2019's definitions, in Class order.
func ClassesOf(tok string) []Class {
	bits := classBits(tok, DefinitionPaper, DefinitionPaper)
	var out []Class
	for c := Class(0); c < NumClasses; c++ {
		if bits&(1<<c) != 0 {
			out = append(out, c)
		}
	}
	return out
}
