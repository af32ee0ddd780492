package clean

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Flags marks what makes a written text interesting for inverse text
// normalization: the parts a spoken transcript would render differently.
// A model trained on all of Libriheavy (Kang et al. 2024) learns little
// number formatting because few pairs contain any (docs/libriheavy.md);
// selecting flagged pairs fixes the mix.
type Flags uint8

const (
	// FlagDigits: the text contains a decimal digit ("1969", "$1", "3rd").
	FlagDigits Flags = 1 << iota
	// FlagRoman: the text contains a roman numeral ("Chapter XIV",
	// "Henry VIII", "Book I").
	FlagRoman
	// FlagAllCaps: the text contains an all-capital word of two or more
	// letters that is not a roman numeral ("NASA", "CHAPTER").
	FlagAllCaps
)

var flagNames = [...]struct {
	f    Flags
	name string
}{{FlagDigits, "digits"}, {FlagRoman, "roman"}, {FlagAllCaps, "allcaps"}}

// Names lists the set flags in a fixed order (digits, roman, allcaps), the
// form stored in a dataset's flags column.
func (f Flags) Names() []string {
	var out []string
	for _, n := range flagNames {
		if f&n.f != 0 {
			out = append(out, n.name)
		}
	}
	return out
}

func (f Flags) String() string { return strings.Join(f.Names(), ",") }

var romanRe = regexp.MustCompile(`^M{0,4}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})$`)

// romanContext are the words after which a single-letter numeral (I, V, X)
// is a number rather than a pronoun or an initial.
var romanContext = map[string]bool{
	"chapter": true, "book": true, "part": true, "volume": true, "vol": true, "act": true,
	"scene": true, "section": true, "canto": true, "letter": true, "article": true,
	"appendix": true, "lecture": true, "psalm": true, "no": true, "plate": true, "stave": true,
}

// romanWords are all-capital words that parse as roman numerals but are
// much more often words or abbreviations.
var romanWords = map[string]bool{
	"MIX": true, "DID": true, "MID": true, "DIM": true, "LID": true, "CD": true, "DC": true,
	"MD": true, "CV": true, "MC": true, "MM": true, "CC": true, "LI": true, "XL": true,
	"MI": true, "DI": true, "CI": true,
}

// ITNFlags inspects a written text. Roman numerals are recognised as
// all-capital valid numerals after a word like Chapter or Book, or of two or
// more letters elsewhere (except a few common words such as MIX or CD); all-capital words are the remaining capitals-only words of two or
// more letters.
func ITNFlags(written string) Flags {
	var f Flags
	prev := ""
	for i := 0; i < len(written); {
		r, w := utf8.DecodeRuneInString(written[i:])
		if unicode.IsDigit(r) {
			f |= FlagDigits
			i += w
			continue
		}
		if !unicode.IsLetter(r) {
			i += w
			continue
		}
		e := wordEnd(written, i)
		word := written[i:e]
		if isRomanToken(word, prev) {
			f |= FlagRoman
		} else if utf8.RuneCountInString(word) >= 2 && allUpperLetters(word) {
			f |= FlagAllCaps
		}
		prev = word
		i = e
	}
	return f
}

func isRomanToken(word, prev string) bool {
	if !allUpperLetters(word) || !romanRe.MatchString(word) {
		return false
	}
	if romanContext[strings.ToLower(prev)] {
		return true
	}
	return len(word) > 1 && !romanWords[word]
}
