package normalize

import (
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

// widthFolded returns text with full-width forms folded to ASCII and, when
// anything was folded, back: for each byte offset of the folded text (and
// its end), the offset in text where that byte's character starts. back
// is nil when text has nothing to fold (the common case costs one scan).
func widthFolded(text string) (string, []int) {
	i := strings.IndexFunc(text, isFullWidth)
	if i < 0 {
		return text, nil
	}
	var b strings.Builder
	b.Grow(len(text))
	back := make([]int, 0, len(text)+1)
	for pos, r := range text {
		if r == utf8.RuneError {
			// Invalid UTF-8 is scan's to report, at its own offset: fold
			// nothing.
			if _, size := utf8.DecodeRuneInString(text[pos:]); size == 1 {
				return text, nil
			}
		}
		n := b.Len()
		switch {
		case r >= 0xFF01 && r <= 0xFF5E:
			b.WriteByte(byte(r - 0xFEE0))
		case r == 0x3000:
			b.WriteByte(' ')
		case r == 0x2212:
			b.WriteByte('-')
		case r >= 0x2080 && r <= 0x2089:
			b.WriteByte(byte('0' + r - 0x2080))
		case r >= 0x2160 && r <= 0x217F:
			b.WriteString(romanNumeralForms[r-0x2160])
		default:
			b.WriteRune(r)
		}
		for k := n; k < b.Len(); k++ {
			back = append(back, pos)
		}
	}
	back = append(back, len(text))
	return b.String(), back
}

func isFullWidth(r rune) bool {
	return r >= 0xFF01 && r <= 0xFF5E || r == 0x3000 || r >= 0x2160 && r <= 0x217F || r == 0x2212 || r >= 0x2080 && r <= 0x2089
}

// romanNumeralForms are U+2160-U+217F's NFKC forms, capitals then small.
var romanNumeralForms = [32]string{
	"I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "L", "C", "D", "M",
	"i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii", "l", "c", "d", "m",
}
