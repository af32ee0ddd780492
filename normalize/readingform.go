package normalize

import (
	"strings"
	"unicode/utf8"

	"github.com/itnprep/itnprep/internal/textfold"
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
	if !hasFold(text) && !textfold.HasCharRef(text) && !hasSpacedThousands(text) && !hasSpacedCharRef(text) {
		return text, nil
	}
	var b strings.Builder
	b.Grow(len(text))
	back := make([]int, 0, len(text)+1)
	// chainEnd and chainGrouped: the chain of digit groups and fixed
	// spaces textfold.GroupSpaceAt last read, and its answer.
	chainEnd, chainGrouped := 0, false
	for pos := 0; pos < len(text); {
		r, size := utf8.DecodeRuneInString(text[pos:])
		if r == utf8.RuneError && size == 1 {
			// Invalid UTF-8 is scan's to report, at its own offset: fold
			// nothing.
			return text, nil
		}
		n := b.Len()
		if r == ',' && spacedThousandsAt(text, pos) {
			// "$2, 000", "14, 000 jurisdictions": the space after a
			// thousands separator is dropped.
			b.WriteByte(',')
			back = append(back, pos)
			pos += 2
			continue
		}
		if textfold.IsFixedSpace(r) {
			if pos >= chainEnd {
				chainGrouped, chainEnd = textfold.GroupSpaceAt(text, pos)
			}
			if chainGrouped && pos < chainEnd {
				// "€1 200", "12 345 people": a no-break or thin space
				// grouping thousands, as French and SI style write
				// them, is read as the comma it stands for (it was
				// "one euro two hundred": two numbers).
				b.WriteByte(',')
				back = append(back, pos)
				pos += size
				continue
			}
		}
		if c, l := spacedCharRefAt(text, pos); l > 0 {
			// "a & lt; b", "x & gt ; 0": a reference a tokenizer split
			// ("a and l t b" was the reading).
			b.WriteByte(c)
			size = l
		} else if dec, l := textfold.CharRefAt(text[pos:]); l > 0 {
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

// hasSpacedCharRef reports whether text has a character reference split
// after its ampersand (spacedCharRefAt).
func hasSpacedCharRef(text string) bool {
	for k := 0; ; {
		i := strings.Index(text[k:], "& ")
		if i < 0 {
			return false
		}
		if _, l := spacedCharRefAt(text, k+i); l > 0 {
			return true
		}
		k += i + 2
	}
}

// spacedCharRefAt reads the HTML remnant at i that a tokenizer split
// after its ampersand, "& lt;", "& gt ;", "& amp;", "& quot;" (web text
// run through a word tokenizer): the character it stands for and the
// remnant's length, or 0 when there is none at i. Only these four names,
// and only with their semicolon: "R & D; then" is no reference.
func spacedCharRefAt(text string, i int) (byte, int) {
	if text[i] != '&' || i+1 >= len(text) || text[i+1] != ' ' {
		return 0, 0
	}
	j := skipSpaces(text, i+1)
	k := j
	for k < len(text) && text[k] >= 'a' && text[k] <= 'z' {
		k++
	}
	var c byte
	switch text[j:k] {
	case "lt":
		c = '<'
	case "gt":
		c = '>'
	case "amp":
		c = '&'
	case "quot":
		c = '"'
	default:
		return 0, 0
	}
	for k < len(text) && text[k] == ' ' {
		k++
	}
	if k >= len(text) || text[k] != ';' {
		return 0, 0
	}
	return c, k + 1 - i
}

// hasSpacedThousands reports whether text has a thousands separator
// followed by a space (spacedThousandsAt).
func hasSpacedThousands(text string) bool {
	for k := 0; ; {
		i := strings.Index(text[k:], ", ")
		if i < 0 {
			return false
		}
		if spacedThousandsAt(text, k+i) {
			return true
		}
		k += i + 2
	}
}

// spacedThousandsAt reports whether the comma at i is a thousands
// separator with a space after it, as transcripts of speeches write
// amounts ("$2, 000 a month", "nearly 1, 600 americans", "14, 000 local
// jurisdictions" were "two dollars o o o", "one six hundred", "fourteen o
// o o"): one to three digits (no other number's, no decimal's) before it,
// exactly three after the space, and an amount's sign before the number,
// or the group "000", or a group ending in "00" where no list of numbers
// or date goes before ("in 1999, 500 people", "May 5, 500 marched",
// "Items 1, 2, 3 and 4, 500 more" stay two numbers) and no word that
// numbers a part, a place or a stage ("In round 3, 100 players
// remained", "At age 5, 100 percent", "Chapter 3, 100 years later" were
// "three thousand one hundred", "five thousand one hundred": the fold
// leaves no other reading), or a list going on after it (listGoesOn).
func spacedThousandsAt(text string, i int) bool {
	if i+5 > len(text) || text[i] != ',' || text[i+1] != ' ' || !isDigit(text[i+2]) || !isDigit(text[i+3]) || !isDigit(text[i+4]) ||
		i+5 < len(text) && (isDigit(text[i+5]) || isWordStartByte(text[i+5])) {
		return false
	}
	j, ok := numberRunBefore(text, i, 1, 3)
	if !ok {
		return false
	}
	if j > 0 && text[j-1] == '-' {
		// "20, 000-30, 000", "$7-8, 000": the second amount of a range,
		// whose first is a number; "ISBN 0-12, 345" is none.
		return j > 1 && isDigit(text[j-2]) && text[i+2:i+5] == "000"
	}
	for _, cur := range [...]string{"$", "£", "€", "¥"} {
		if strings.HasSuffix(text[:j], cur) {
			return true
		}
	}
	group := text[i+2 : i+5]
	if group == "000" {
		return true
	}
	if group[1:] != "00" || shortUnitAfter(text, i+5) {
		return false
	}
	before := strings.TrimRight(text[:j], " ")
	if strings.HasSuffix(before, ",") || strings.HasSuffix(before, "and") && strings.Contains(before, ", ") {
		return false
	}
	pw := strings.ToLower(prevWord(text, j))
	if _, month := monthIndex[pw]; month {
		return false
	}
	return !partWords[pw] && !labelWords[pw] && !stageWords[pw] && !listGoesOn(text, i+5)
}

// shortUnitAfter reports whether a metric unit written short follows
// at k after one space ("Pack of 12, 500 ml each" was "twelve thousand
// five hundred milliliters", the fold leaving no other reading): a
// writer who abbreviates the unit groups thousands without a space, and
// the transcripts whose amounts this fold reads spell their units out
// ("14, 500 kilometers"). The abbreviations are decimalCommaWords' of
// at most three letters, in lower case; a group of "000" still folds
// ("2, 000 km" is no list's).
func shortUnitAfter(text string, k int) bool {
	if k >= len(text) || text[k] != ' ' {
		return false
	}
	w, e := nextWordAt(text, k)
	return len(w) <= 3 && decimalCommaWords[w] && (e == len(text) || !isWordStartByte(text[e]))
}

// listGoesOn reports whether a list of numbers goes on at k, after a
// group: "and" or "or" and a number ("Scores were 3, 100 and 5"), or a
// comma and a number that is no group of three digits ("5, 200, 31"; "1,
// 600, 000" is one amount).
func listGoesOn(text string, k int) bool {
	rest := text[k:]
	for _, c := range [...]string{" and ", " or "} {
		if strings.HasPrefix(rest, c) {
			return len(rest) > len(c) && isDigit(rest[len(c)])
		}
	}
	if !strings.HasPrefix(rest, ", ") {
		return false
	}
	n := 0
	for n < len(rest)-2 && isDigit(rest[2+n]) {
		n++
	}
	return n > 0 && n != 3
}

// stageWords number a stage, an age or a rank ("round 3", "age 5"), or
// give a score or a place ("He scored 21, 100 yards" was "twenty one
// thousand one hundred yards"), where a comma and a round hundred after
// the number start another number.
var stageWords = setOf(strings.Fields(`round rounds age aged ages day days week weeks game games stage stages
	lap laps hole holes phase episode season grade act verse rank ranked number no level step
	scored scores scoring placed finished`), false)

// writeFolded writes r as it is read.
func writeFolded(b *strings.Builder, r rune) {
	if c, ok := textfold.FullWidthASCII(r); ok {
		b.WriteByte(c)
		return
	}
	switch {
	case textfold.IsFixedSpace(r):
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
	case textfold.IsUnspoken(r):
		// Soft hyphens and zero-width spaces inside a word or number
		// ("inter\u00adnational", "5\u200b000") are not read: they split
		// it ("inter national", "five o o o").
	case isEmojiSelector(r):
		// A variation selector says how the symbol before it is drawn,
		// nothing more: "Done ✔️ next" was "done \ufe0f next" (the
		// check read as nothing, the selector taken for a word's mark),
		// "word\ufe0f" kept it in the spoken side.
	default:
		b.WriteRune(r)
	}
}

// hasFold reports whether text has a character folds folds:
// strings.IndexFunc(text, folds) >= 0, an ASCII byte passed over
// without decoding (folds folds none: the forms it folds are all past
// U+009F), as the texts align's number check asks about mostly are.
func hasFold(text string) bool {
	for i := 0; i < len(text); {
		if text[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(text[i:])
		if folds(r) {
			return true
		}
		i += size
	}
	return false
}

// folds reports whether the reading form changes r.
func folds(r rune) bool {
	_, fullWidth := textfold.FullWidthASCII(r)
	return fullWidth || r >= 0x2160 && r <= 0x217F || r == 0x2212 || r >= 0x2080 && r <= 0x2089 || textfold.IsFixedSpace(r) ||
		textfold.IsUnspoken(r) || isEmojiSelector(r)
}

// isEmojiSelector reports the text and emoji presentation selectors
// (U+FE0E, U+FE0F).
func isEmojiSelector(r rune) bool { return r == 0xFE0E || r == 0xFE0F }

// romanNumeralForms are U+2160-U+217F's NFKC forms, capitals then small.
var romanNumeralForms = [32]string{
	"I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "L", "C", "D", "M",
	"i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii", "l", "c", "d", "m",
}
