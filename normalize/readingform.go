package normalize

import (
	"html"
	"strings"
	"unicode/utf8"
)

// Full-width forms (U+FF01-U+FF5E: "１２３", "ＡＢＣ", "％") are the ASCII
// characters typeset at the width of a CJK ideograph; text copied from
// Chinese, Japanese or Korean pages carries them inside English
// sentences ("I paid １２３ dollars"). They are read as the ASCII
// characters they stand for, as NFKC folds them, and so are the
// ideographic space (U+3000) and the Roman numeral characters (U+2160-
// U+217F: "Chapter Ⅻ" is "Chapter XII"). The minus sign (U+2212, as
// Wikipedia writes "−5 °C") is read as the hyphen-minus, a sign where a
// sign can be, which NFKC leaves alone; subscript digits ("H₂O", "CO₂")
// as the digits NFKC gives them. (Superscript digits are exponents,
// power.go, or a unit's power, unitAt: not folded.) The written side is never changed: spans
// keep byte offsets into the text as given, so a span's Written is the
// full-width token itself.

// readingForm returns text with full-width forms (and the others above)
// folded to ASCII and HTML character references decoded ("it&#39;s",
// "Tom &amp; Jerry", "5&nbsp;km", as text scraped from the web carries
// them: they were read "it and number thirty nine s"), and, when anything
// was folded, back: for each byte offset of the folded text (and its
// end), the offset in text where that byte's character (or reference)
// starts. back is nil when text has nothing to fold (the common case
// costs a scan or two).
func readingForm(text string) (string, []int) {
	if strings.IndexFunc(text, isFullWidth) < 0 && !hasCharRef(text) {
		return text, nil
	}
	var b strings.Builder
	b.Grow(len(text))
	back := make([]int, 0, len(text)+1)
	for pos := 0; pos < len(text); {
		r, size := utf8.DecodeRuneInString(text[pos:])
		if r == utf8.RuneError && size == 1 {
			// Invalid UTF-8 is scan's to report, at its own offset: fold
			// nothing.
			return text, nil
		}
		n := b.Len()
		if dec, l := charRefAt(text[pos:]); r == '&' && l > 0 {
			for _, d := range dec {
				writeFolded(&b, d)
			}
			size = l
		} else {
			writeFolded(&b, r)
		}
		for k := n; k < b.Len(); k++ {
			back = append(back, pos)
		}
		pos += size
	}
	back = append(back, len(text))
	return b.String(), back
}

// writeFolded writes r as it is read.
func writeFolded(b *strings.Builder, r rune) {
	switch {
	case r >= 0xFF01 && r <= 0xFF5E:
		b.WriteByte(byte(r - 0xFEE0))
	case r == 0x3000 || r == 0xA0 || r >= 0x2000 && r <= 0x200A || r == 0x202F || r == 0x205F:
		// No-break, thin and other fixed-width spaces ("5 km", as
		// Wikipedia writes a unit): a space, so units and amounts are
		// read as with one ("5 km" was "five k m").
		b.WriteByte(' ')
	case r == 0x2212:
		b.WriteByte('-')
	case r >= 0x2080 && r <= 0x2089:
		b.WriteByte(byte('0' + r - 0x2080))
	case r >= 0x2160 && r <= 0x217F:
		b.WriteString(romanNumeralForms[r-0x2160])
	case isInvisible(r):
		// Soft hyphens and zero-width spaces inside a word or number
		// ("inter\u00adnational", "5\u200b000") are not read: they split
		// it ("inter national", "five o o o").
	default:
		b.WriteRune(r)
	}
}

// isInvisible reports the invisible characters text carries inside words:
// the soft hyphen, zero-width space, zero-width (non-)joiner, word joiner
// and byte order mark.
func isInvisible(r rune) bool {
	return r == 0xAD || r >= 0x200B && r <= 0x200D || r == 0x2060 || r == 0xFEFF
}

// charRefAt decodes an HTML character reference at the start of s ("&amp;",
// "&#39;", "&#x2014;", "&nbsp;") and returns it with its length, or "", 0.
// The ';' is required: "AT&T" and "R&D" are no references.
func charRefAt(s string) (string, int) {
	end := strings.IndexByte(s[:min(len(s), 12)], ';')
	if end < 2 {
		return "", 0
	}
	ref := s[:end+1]
	dec := html.UnescapeString(ref)
	if dec == ref || !utf8.ValidString(dec) {
		return "", 0
	}
	return dec, len(ref)
}

// hasCharRef reports whether text holds an HTML character reference.
func hasCharRef(text string) bool {
	for i := strings.IndexByte(text, '&'); i >= 0; {
		if _, l := charRefAt(text[i:]); l > 0 {
			return true
		}
		j := strings.IndexByte(text[i+1:], '&')
		if j < 0 {
			return false
		}
		i += 1 + j
	}
	return false
}

func isFullWidth(r rune) bool {
	return r >= 0xFF01 && r <= 0xFF5E || r == 0x3000 || r >= 0x2160 && r <= 0x217F || r == 0x2212 || r >= 0x2080 && r <= 0x2089 ||
		r == 0xA0 || r >= 0x2000 && r <= 0x200A || r == 0x202F || r == 0x205F || isInvisible(r)
}

// romanNumeralForms are U+2160-U+217F's NFKC forms, capitals then small.
var romanNumeralForms = [32]string{
	"I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "L", "C", "D", "M",
	"i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii", "l", "c", "d", "m",
}
