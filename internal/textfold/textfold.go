package textfold

import (
	"html"
	"strings"
	"unicode/utf8"
)

// CharRefAt decodes an HTML character reference at the start of s
// ("&amp;", "&#39;", "&#x2014;", "&nbsp;") and returns what it stands for
// with the reference's length, or "", 0. The ';' is required, within 12
// bytes of the '&': "AT&T" and "R&D" are no references.
func CharRefAt(s string) (string, int) {
	if s == "" || s[0] != '&' {
		return "", 0
	}
	end := strings.IndexByte(s[:min(len(s), 12)], ';')
	if end < 2 {
		return "", 0
	}
	// One reference only: a name or a number between & and ; ("&&nbsp;"
	// is an ampersand and then a reference, and decoding it whole
	// mapped both to the first byte).
	for i := 1; i < end; i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '#' && i == 1) {
			return "", 0
		}
	}
	if s[1] == '#' && !numericRef(s[2:end]) {
		// "&#0900A0;": a number is decimal digits or x and hexadecimal
		// ones; Go's decoder reads "&#0900" and keeps "A0;" as written,
		// which the reference's span then swallowed (found by
		// FuzzVerbalize, its input kept in normalize's corpus).
		return "", 0
	}
	ref := s[:end+1]
	dec := html.UnescapeString(ref)
	if dec == ref || !utf8.ValidString(dec) || dec != ";" && strings.HasSuffix(dec, ";") {
		// "&amp1;": a name the decoder knows without its ';' ("&1;").
		return "", 0
	}
	return dec, len(ref)
}

// numericRef reports whether n, what follows "&#", is a character's
// number: decimal digits, or x and hexadecimal digits.
func numericRef(n string) bool {
	if n != "" && (n[0] == 'x' || n[0] == 'X') {
		n = n[1:]
		return n != "" && strings.Trim(n, "0123456789abcdefABCDEF") == ""
	}
	return n != "" && strings.Trim(n, "0123456789") == ""
}

// HasCharRef reports whether s holds an HTML character reference.
func HasCharRef(s string) bool {
	for i := strings.IndexByte(s, '&'); i >= 0; {
		if _, l := CharRefAt(s[i:]); l > 0 {
			return true
		}
		j := strings.IndexByte(s[i+1:], '&')
		if j < 0 {
			return false
		}
		i += 1 + j
	}
	return false
}

// DecodeCharRefs replaces every character reference of s (CharRefAt) by
// what it stands for; s itself when it has none.
func DecodeCharRefs(s string) string {
	if !HasCharRef(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	last := 0
	for i := 0; i < len(s); {
		j := strings.IndexByte(s[i:], '&')
		if j < 0 {
			break
		}
		i += j
		if dec, l := CharRefAt(s[i:]); l > 0 {
			b.WriteString(s[last:i])
			b.WriteString(dec)
			i += l
			last = i
			continue
		}
		i++
	}
	b.WriteString(s[last:])
	return b.String()
}

// FullWidthASCII returns the ASCII character a full-width form (U+FF01-
// U+FF5E: "１", "Ａ", "％") stands for, and a space for the ideographic
// space (U+3000), as NFKC folds them; ok is false for any other rune.
func FullWidthASCII(r rune) (byte, bool) {
	switch {
	case r >= 0xFF01 && r <= 0xFF5E:
		return byte(r - 0xFEE0), true
	case r == 0x3000:
		return ' ', true
	}
	return 0, false
}

// IsHidden reports the invisible characters web text hides inside words
// and numbers and that nothing needs: the soft hyphen, zero-width space,
// word joiner and byte order mark, and the bidirectional marks, embeddings,
// overrides and isolates (U+200E, U+200F, U+202A-U+202E, U+2066-U+2069)
// that Wikipedia text keeps around names and coordinates ("RTL \u200fmark"
// was a written side a formatting model would learn to write). (Zero-width
// joiners and non-joiners are not among them: emoji sequences and some
// scripts need them.)
func IsHidden(r rune) bool {
	switch {
	case r == 0xAD || r == 0x200B || r == 0x2060 || r == 0xFEFF:
		return true
	case r == 0x200E || r == 0x200F || r >= 0x202A && r <= 0x202E || r >= 0x2066 && r <= 0x2069:
		return true
	}
	return false
}

// IsUnspoken reports the characters that are nothing when text is said:
// IsHidden's and the zero-width non-joiner and joiner (U+200C, U+200D),
// which say nothing either. The verbalizer's reading form, the ASR form of
// a spoken side and the tagger's tokens all drop them and split no word at
// them ("x\u200by" is "xy", "5\u200b000" is "5000").
func IsUnspoken(r rune) bool {
	return IsHidden(r) || r == 0x200C || r == 0x200D
}

// Ligature returns the letters a Latin typographic ligature (U+FB00-U+FB06:
// "ﬁ", "ﬂ", "ﬀ", "ﬃ", "ﬄ", "ﬅ", "ﬆ") stands for, as NFKC folds them; ok is
// false for any other rune. Text extracted from PDFs and typeset books
// keeps them inside words ("the ﬁrst ﬂoor").
func Ligature(r rune) (string, bool) {
	switch r {
	case 0xFB00:
		return "ff", true
	case 0xFB01:
		return "fi", true
	case 0xFB02:
		return "fl", true
	case 0xFB03:
		return "ffi", true
	case 0xFB04:
		return "ffl", true
	case 0xFB05, 0xFB06:
		return "st", true
	}
	return "", false
}

// GroupSpaceAt reports whether the fixed space at i (IsFixedSpace: a
// no-break, narrow no-break or thin space) groups the digits of one
// number, as French and SI style write thousands ("1 200", "12 345 678"
// with U+00A0, U+202F or U+2009): one to three digits before the first
// such space, no digit, letter, point or comma before them, exactly
// three digits after each space of the chain (a fixed space after the
// last group, before a unit, ends the chain), and after the last group
// neither a digit nor a decimal comma ("1 234,56 €" is left to the
// European amount, which reads its spaces: "1,234,56" would be no number).
// A chain with any other group ("01 23 45 67", a French telephone
// number) is not grouped. An ordinary space is never a separator here:
// "Call 1 800 555 1234", "in 2 000 cases" are too often two numbers.
//
// chainEnd is where the chain's last group ends: every fixed space of a
// chain has the chain's answer, so a caller asks once a chain (asked at
// each space, a chain of n groups read its groups n times: "1 234 567
// ..." of 16,000 groups took 240 times the time of 1,000).
func GroupSpaceAt(text string, i int) (grouped bool, chainEnd int) {
	if i == 0 || !isDigit(text[i-1]) {
		return false, i
	}
	// On over the groups after i to the chain's end: each exactly three
	// digits.
	grouped = true
	k := i
	for {
		r, size := utf8.DecodeRuneInString(text[k:])
		if !IsFixedSpace(r) {
			break
		}
		d := k + size
		for d < len(text) && isDigit(text[d]) {
			d++
		}
		if d == k+size {
			// A fixed space after the last group ("1 200 €", French
			// style's space before a unit) is no group's: the chain
			// ends before it. It ungrouped the whole chain, and
			// "1\u00a0200\u00a0km" was two numbers, "one two hundred".
			break
		}
		if d-k-size != 3 {
			grouped = false
		}
		k = d
	}
	chainEnd = k
	if k == i || k < len(text) && text[k] == ',' && k+1 < len(text) && isDigit(text[k+1]) {
		grouped = false
	}
	if !grouped {
		return false, chainEnd
	}
	// Back over the groups before i to the number's first: the groups
	// between two spaces are three digits, the first one to three.
	for end := i; ; {
		k := end
		for k > 0 && isDigit(text[k-1]) {
			k--
		}
		if k == end {
			return false, chainEnd
		}
		r, size := utf8.DecodeLastRuneInString(text[:k])
		if k > size && IsFixedSpace(r) && isDigit(text[k-size-1]) {
			if end-k != 3 {
				return false, chainEnd
			}
			end = k - size
			continue
		}
		if end-k > 3 || k > 0 && (isASCIILetter(text[k-1]) || text[k-1] == '.' || text[k-1] == ',') {
			return false, chainEnd
		}
		return true, chainEnd
	}
}

// IsFixedSpace reports the no-break, fixed-width and thin spaces
// (U+00A0, U+2000-U+200A, U+202F, U+205F) that web text writes where a
// space goes ("5\u00a0km") or between digit groups ("1\u00a0200").
func IsFixedSpace(r rune) bool {
	return r == 0xA0 || r >= 0x2000 && r <= 0x200A || r == 0x202F || r == 0x205F
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
