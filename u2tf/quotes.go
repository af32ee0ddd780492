package u2tf

import (
	"slices"
	"strings"
	"unicode"
)

// isQuoteMark reports whether r is a double quotation mark: the marks
// StripQuotes removes. Single quotes stay: at a word's edge they are as
// often apostrophes (students', '90s, rock 'n' roll).
func isQuoteMark(r rune) bool {
	switch r {
	case '"', '\u201c', '\u201d', '\u201e', '\u201f', '«', '»':
		return true
	}
	return false
}

// stripQuotes removes the double quotation marks at the edges of the
// written words (in a word's leading run of marks, and in its trailing run
// after its last letter or digit, so `savages."` keeps its period), except
// a mark right after a digit in a word that opened with none (an inch or
// second mark, 6"; "1984" is a quoted number), drops the words
// left empty, and moves the spans' written offsets (code points) to the
// text without them. Quotation marks are never said and the classifier
// predicts none (punct_quote), so a written text that quotes a title or a
// word becomes rows of the same text unquoted, as the Universal-2-TF
// paper's cleaning removes what the models cannot produce, instead of a
// reject. written is single-space separated (Derive checked it).
func stripQuotes(written string, spans []Span) (string, []Span) {
	return stripMarks(written, spans, true, false)
}

// isOpenBracket reports whether r opens a round, square or curly bracket.
func isOpenBracket(r rune) bool { return r == '(' || r == '[' || r == '{' }

// isBracketMark reports whether r is a round, square or curly bracket.
func isBracketMark(r rune) bool { return strings.ContainsRune("()[]{}", r) }

// areaCode reports whether the word of rs at [start, end) is a bracketed
// number, "(555)", before a word starting with a digit ("(555) 123-4567"):
// a telephone number's formatting, which the span model writes, not an
// aside.
func areaCode(rs []rune, start, end int) bool {
	if end-start < 3 || rs[start] != '(' || rs[end-1] != ')' || end+1 >= len(rs) || !unicode.IsDigit(rs[end+1]) {
		return false
	}
	for _, r := range rs[start+1 : end-1] {
		if !unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

// stripMarks is stripQuotes for the marks asked: double quotation marks
// (quotes) and brackets (brackets: an opening one in a word's leading run,
// a closing one in its trailing run, the bracketed text kept, since a
// pair's spoken side says it; a bracketed number before a number, "(555)
// 123-4567", stays).
func stripMarks(written string, spans []Span, quotes, brackets bool) (string, []Span) {
	strip := func(r rune) bool { return quotes && isQuoteMark(r) || brackets && isBracketMark(r) }
	if !strings.ContainsFunc(written, strip) {
		return written, spans
	}
	rs := []rune(written)
	keep := make([]bool, len(rs))
	for i := range keep {
		keep[i] = true
	}
	for start := 0; start < len(rs); {
		end := start
		for end < len(rs) && rs[end] != ' ' {
			end++
		}
		if brackets && areaCode(rs, start, end) {
			start = end + 1
			continue
		}
		if marksOnly(rs[start:end]) {
			// A word of marks alone ("(", ")", `"`, tokenized text): every
			// mark asked for goes, a closing bracket too.
			for k := start; k < end; k++ {
				if strip(rs[k]) {
					keep[k] = false
				}
			}
		}
		// Leading marks: before the first letter or digit.
		i := start
		opened := false
		for i < end && !unicode.IsLetter(rs[i]) && !unicode.IsDigit(rs[i]) {
			switch {
			case quotes && isQuoteMark(rs[i]):
				keep[i] = false
				opened = true
			case brackets && isOpenBracket(rs[i]):
				keep[i] = false
			}
			i++
		}
		// Trailing marks: after the last letter or digit.
		j := end
		for j > i && !unicode.IsLetter(rs[j-1]) && !unicode.IsDigit(rs[j-1]) {
			j--
		}
		for k := j; k < end; k++ {
			// 6" is an inch mark; "1984" a quoted number.
			inch := k == j && j > start && unicode.IsDigit(rs[j-1]) && !opened
			switch {
			case quotes && isQuoteMark(rs[k]) && !inch:
				keep[k] = false
			case brackets && strings.ContainsRune(")]}", rs[k]) && !slices.ContainsFunc(rs[i:j], isOpenBracket):
				// f(x) closes a bracket of its own: formatting, kept.
				keep[k] = false
			}
		}
		// A word of marks alone left empty: drop the space before it (or
		// after it, at the start).
		empty := true
		for k := start; k < end; k++ {
			if keep[k] {
				empty = false
				break
			}
		}
		if empty && end > start {
			switch {
			case start > 0:
				keep[start-1] = false
			case end < len(rs):
				keep[end] = false
			}
		}
		start = end + 1
	}
	// Dropping the space before each emptied word leaves single spaces
	// between the words kept; what is left at the ends is trimmed below.
	newAt := make([]int, len(rs)+1)
	var b strings.Builder
	n := 0
	for i, r := range rs {
		newAt[i] = n
		if keep[i] {
			b.WriteRune(r)
			n++
		}
	}
	newAt[len(rs)] = n
	kept := b.String()
	out := strings.TrimSpace(kept)
	lead := len(kept) - len(strings.TrimLeft(kept, " ")) // spaces: one byte, one code point
	size := len([]rune(out))
	if len(spans) == 0 {
		return out, spans
	}
	at := func(i int) int { return min(max(newAt[i]-lead, 0), size) }
	moved := make([]Span, len(spans))
	for k, sp := range spans {
		moved[k] = sp
		// Offsets outside the text are left for Derive to reject.
		if sp.WrittenStart >= 0 && sp.WrittenEnd <= len(rs) && sp.WrittenStart <= sp.WrittenEnd {
			moved[k].WrittenStart, moved[k].WrittenEnd = at(sp.WrittenStart), at(sp.WrittenEnd)
		}
	}
	return out, moved
}

// marksOnly reports whether a word holds no letter and no digit.
func marksOnly(w []rune) bool {
	for _, r := range w {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return false
		}
	}
	return true
}
