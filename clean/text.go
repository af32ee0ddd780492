package clean

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/itnprep/itnprep/internal/textfold"
)

// Small text helpers shared by the rule sets. They work on UTF-8 strings and
// tolerate invalid bytes (each decodes as U+FFFD of width 1), so no rule can
// panic on arbitrary input.

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

func isEndMark(r rune) bool { return r == '.' || r == '?' || r == '!' }

func isOpenQuote(r rune) bool { return r == '"' || r == '\u201c' || r == '\'' || r == '\u2018' }

// prevRune returns the rune ending just before byte offset i, and its start.
func prevRune(s string, i int) (rune, int) {
	if i <= 0 {
		return utf8.RuneError, -1
	}
	r, w := utf8.DecodeLastRuneInString(s[:i])
	return r, i - w
}

// prevNonSpace returns the last non-space rune before byte offset i and its
// start, or (0, -1) at the start of the text.
func prevNonSpace(s string, i int) (rune, int) {
	for i > 0 {
		r, w := utf8.DecodeLastRuneInString(s[:i])
		i -= w
		if !unicode.IsSpace(r) {
			return r, i
		}
	}
	return 0, -1
}

// wordEnd returns the end of the run of letters starting at i.
func wordEnd(s string, i int) int {
	for i < len(s) {
		r, w := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsLetter(r) {
			break
		}
		i += w
	}
	return i
}

// atWordStart reports whether byte offset i does not continue a word.
func atWordStart(s string, i int) bool {
	r, _ := prevRune(s, i)
	return i == 0 || !(isWordRune(r) || r == '\'' || r == '\u2019')
}

// upperFirst upper-cases the rune at byte offset i.
func upperFirst(b *strings.Builder, s string, i int) int {
	r, w := utf8.DecodeRuneInString(s[i:])
	b.WriteRune(unicode.ToUpper(r))
	return i + w
}

func isTitleWord(w string) bool {
	r, n := utf8.DecodeRuneInString(w)
	if !unicode.IsUpper(r) {
		return false
	}
	for _, c := range w[n:] {
		if unicode.IsUpper(c) {
			return false
		}
	}
	return true
}

func hasUpper(w string) bool {
	for _, c := range w {
		if unicode.IsUpper(c) {
			return true
		}
	}
	return false
}

func allUpperLetters(w string) bool {
	n := 0
	for _, c := range w {
		if !unicode.IsLetter(c) {
			continue
		}
		if !unicode.IsUpper(c) {
			return false
		}
		n++
	}
	return n > 0
}

// lowerFold builds a case-insensitive word lookup.
func lowerSet(words []string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[strings.ToLower(w)] = true
	}
	return m
}

// runeSet is a set of runes with an ASCII fast path.
type runeSet struct {
	ascii [128]bool
	other map[rune]bool
}

func newRuneSet(chars string) *runeSet {
	rs := &runeSet{other: map[rune]bool{}}
	for _, r := range chars {
		rs.add(r)
	}
	return rs
}

func (rs *runeSet) add(r rune) {
	if r < 128 && r >= 0 {
		rs.ascii[r] = true
		return
	}
	rs.other[r] = true
}

func (rs *runeSet) has(r rune) bool {
	if r < 128 && r >= 0 {
		return rs.ascii[r]
	}
	return rs.other[r]
}

// collapseSpace turns every run of Unicode white space into one ASCII space
// and trims both ends.
func collapseSpace(s string) string { return collapseSpaceKeeping(s, false) }

// collapseSpaceKeeping is collapseSpace, but with keepGroups a no-break or
// thin space that groups the digits of a number ("€1\u00a0200",
// "299\u2009792\u2009458": French and SI style's thousands separator,
// textfold.GroupSpaceAt) is kept: the verbalizer after the basic rules
// reads it as one number, where an ordinary space makes two ("€1 200" was
// "one euro two hundred"), and the tagger and u2tf derives read it as the
// space it is, as in a GTN token. (The book and transcript sets, which
// compare two sides or keep text ASCII, collapse it as before.)
func collapseSpaceKeeping(s string, keepGroups bool) string {
	clean := true
	prevSpace := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			clean = false
			break
		}
		sp := c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
		if sp && (c != ' ' || prevSpace) {
			clean = false
			break
		}
		prevSpace = sp
	}
	if clean && (len(s) == 0 || s[len(s)-1] != ' ') {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	pending := false
	chainEnd, grouped := 0, false // the digit groups GroupSpaceAt last read
	for i, r := range s {
		if unicode.IsSpace(r) {
			if keepGroups && textfold.IsFixedSpace(r) {
				if i >= chainEnd {
					grouped, chainEnd = textfold.GroupSpaceAt(s, i)
				}
				if grouped && i < chainEnd {
					b.WriteRune(r)
					continue
				}
			}
			pending = b.Len() > 0
			continue
		}
		if pending {
			b.WriteByte(' ')
			pending = false
		}
		b.WriteRune(r)
	}
	return b.String()
}

// describeRune shows a character in a drop reason unambiguously.
func describeRune(r rune) string { return fmt.Sprintf("%q (U+%04X)", r, r) }
