package textcut

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

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

// QuoteLimit is the most bytes of a record's text, span or field that a
// reject's reason quotes (Quote): a reason is one line a person reads in
// `versions head --rejects`, view and the card, and a written word of
// 100,000 characters made a reason of 100,000 (fuzz10).
const QuoteLimit = 120

// Quote is s as a reason quotes it: s itself when it is QuoteLimit bytes
// or shorter, else its Prefix of QuoteLimit bytes and "…", so that a
// reason stays readable whatever the input and a reader sees it was cut.
func Quote(s string) string {
	if len(s) <= QuoteLimit {
		return s
	}
	return Prefix(s, QuoteLimit) + "…"
}

// List is names joined with ", ", the first n of them and "and K more"
// when there are more ("a.txt, b.txt, c.txt and 4 more"): a message that
// names the files or entries it speaks of stays one line whatever their
// number. The publication step and the run's notes had a copy each, the
// CLI a third, and jsonline.ListFields its own wording. With n 0 it is the
// count alone ("5 more"; it began with a stray " and ").
func List(names []string, n int) string {
	if len(names) <= n {
		return strings.Join(names, ", ")
	}
	if n <= 0 {
		return fmt.Sprintf("%d more", len(names))
	}
	return fmt.Sprintf("%s and %d more", strings.Join(names[:n], ", "), len(names)-n)
}

// Plural is one when n is 1, else many: the noun of a count a message
// gives ("1 file", "3 files", "0 files"). The pipelines' notes and the
// CLI's had a copy each.
func Plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
