package textcut

import "unicode/utf8"

// Prefix is the longest prefix of s of at most n bytes that ends on a
// character boundary: s itself when it is n bytes or shorter, else s cut
// at n bytes, moved back to the start of the character the cut fell in.
// The caller says that it was cut ("...", the whole length), as its
// message needs. n must be 0 or more. Bytes that are not UTF-8 (0x80-0xBF
// without a character's first byte before them) move the cut back as a
// character's continuation would, with the byte before them, so such a
// run may leave fewer bytes than it needs to, or none.
func Prefix[T ~string | ~[]byte](s T, n int) T {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}
