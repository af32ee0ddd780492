package textdamage

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// cp1252High maps Windows-1252's bytes 0x80-0x9F to their characters; 0 for
// the five it leaves undefined (0x81 0x8D 0x8F 0x90 0x9D), which a Latin-1
// reading, or Python's errors="ignore"/"replace" aside, gives as the C1
// controls U+0081... of the same number.
var cp1252High = [32]rune{
	0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
	0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
}

// cp1252Byte is the byte Windows-1252 (or Latin-1, for the C1 controls)
// writes r as, ok false for a character it has none for.
func cp1252Byte(r rune) (byte, bool) {
	switch {
	case r < 0x80:
		return byte(r), true
	case r >= 0xA0 && r <= 0xFF, r >= 0x80 && r <= 0x9F:
		return byte(r), true
	}
	for i, c := range cp1252High {
		if c == r && c != 0 {
			return byte(0x80 + i), true
		}
	}
	return 0, false
}

// mojibakeAt reports whether text[i:] begins with the characters a UTF-8
// character becomes when its bytes are read as Windows-1252 or Latin-1
// ("é" as "Ã©", "’" as "â€™", "ü" as "Ã¼", "€" as "â‚¬", 😀 as "ðŸ˜€"): a
// lead byte's character (Â-ô) and then as many continuation bytes'
// characters (€ ‚ ƒ ... ¿) as the lead says, which together decode to one
// character. It returns that character and the sequence's length in bytes
// of text. A two-byte sequence counts only when what it decodes to is a
// letter or sign of Latin-1, or a letter of Latin Extended-A/B, Greek,
// Cyrillic, Hebrew or Arabic: "É»" (a word in capitals closing a French
// quotation) decodes to an IPA letter, "ß“" (German „Fuß“) to an N'Ko
// one, and neither is text that was mojibake.
func mojibakeAt(text string, i int) (orig rune, n int) {
	r0, s0 := utf8.DecodeRuneInString(text[i:])
	lead, ok := cp1252Byte(r0)
	if !ok || lead < 0xC2 || lead > 0xF4 {
		return 0, 0
	}
	want := 1
	switch {
	case lead >= 0xF0:
		want = 3
	case lead >= 0xE0:
		want = 2
	}
	var seq [4]byte
	seq[0] = lead
	j := i + s0
	for k := 1; k <= want; k++ {
		if j >= len(text) {
			return 0, 0
		}
		r, s := utf8.DecodeRuneInString(text[j:])
		b, ok := cp1252Byte(r)
		if !ok || b < 0x80 || b > 0xBF {
			return 0, 0
		}
		seq[k] = b
		j += s
	}
	r, size := utf8.DecodeRune(seq[:want+1])
	if size != want+1 { // invalid (U+FFFD itself, "ï¿½", is 3 bytes)
		return 0, 0
	}
	switch {
	case want >= 2:
		if !unicode.IsGraphic(r) && r != 0xFEFF { // ï»¿: a byte-order mark
			return 0, 0
		}
	case lead <= 0xC3:
		if r < 0xA0 {
			return 0, 0
		}
	case !unicode.IsLetter(r) || !(r >= 0x100 && r <= 0x24F || r >= 0x370 && r <= 0x52F || r >= 0x5D0 && r <= 0x5EA || r >= 0x620 && r <= 0x64A):
		return 0, 0
	}
	return r, j - i
}

// The rules of damaged text, as the readers name their rejects
// (parse/mojibake, parse/replacement_character in prep; verbalize's kind).
const (
	Mojibake    = "mojibake"
	Replacement = "replacement_character"
)

// NULByte and NULByteReason name a line holding a NUL byte, as every
// reader names it: the prep line reader (rule parse/nul_byte) and the
// streaming verbalize (kind nul_byte; it said "control character
// U+0000", and of a JSON line "invalid JSON"). The caller puts the file
// and line before the reason.
const (
	NULByte       = "nul_byte"
	NULByteReason = "NUL byte in line"
)

// Why says what is wrong with a record's text (field names it:
// "written", "spoken") when it holds mojibake or U+FFFD, "" otherwise: the
// rule (Mojibake, Replacement) and the reason, which names the sequence,
// where it is and the repair, but not the file and line: the caller puts
// those before it.
func Why(text, field string) (rule, why string) {
	if plainASCIIString(text) {
		return "", ""
	}
	char := 0
	for i := 0; i < len(text); {
		char++
		if orig, n := mojibakeAt(text, i); n > 0 {
			seq, what, twice := text[i:i+n], string(orig), ""
			// Read back so twice, "é" is "ÃƒÂ©": the first reading's
			// characters are themselves a sequence ("Ã©").
			for c := 2; c <= 4; c++ {
				once, k := unmojibake(text, i, c)
				if again, k2 := unmojibake(once, 0, 1); k2 == len(once) {
					seq, what, twice = text[i:k], again, ", twice (its UTF-8 read back so, written again as UTF-8 and read back so again)"
					break
				}
			}
			return Mojibake, fmt.Sprintf("mojibake in the %s text: %q (at character %d) is %q written as UTF-8 and read back as Windows-1252 or Latin-1%s: published, its pieces would be read as words and signs (café's \"Ã©\" said \"ã copyright\", didn't's \"â€™\" said \"â euro\"); repair the file first: ftfy FILE -o FIXED (pip install ftfy) mends such lines, and a file wholly so is undone by iconv -f UTF-8 -t WINDOWS-1252 FILE > FIXED",
				field, seq, char, what, twice)
		}
		r, s := utf8.DecodeRuneInString(text[i:])
		if r == unicode.ReplacementChar && s == 3 {
			return Replacement, fmt.Sprintf("U+FFFD (the replacement character, �) in the %s text at character %d: a program that read this text before met bytes that were not UTF-8 (text of another encoding read as UTF-8) and put it for what it could not read, so the line has lost characters, which cannot be told back from it; read the source again in its own encoding (iconv -f WINDOWS-1252 -t UTF-8 converts a Windows-1252 file), or drop such lines", field, char)
		}
		i += s
	}
	return "", ""
}

// unmojibake reads the up to max characters that sequences of mojibake
// (mojibakeAt) give from text[i:], one after another, and the end of the
// last.
func unmojibake(text string, i, max int) (string, int) {
	var b strings.Builder
	for c := 0; c < max; c++ {
		o, m := mojibakeAt(text, i)
		if m == 0 {
			break
		}
		b.WriteRune(o)
		i += m
	}
	return b.String(), i
}

// plainASCIIString: s is all ASCII (nearly every line of an English
// corpus), so holds neither mojibake nor U+FFFD.
func plainASCIIString(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
