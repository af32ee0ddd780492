package tagging

import (
	"regexp"
	"slices"
	"strings"
)

// numericDate matches a numeric date of two or three fields ("25/12/2020",
// "2024-06-30", "31.12.1999", "12/25"): each field's digits, each
// separator, and the sentence's mark a found span of detokenized text
// holds after it ("11/10/2008."), which rides with the last field.
var numericDate = regexp.MustCompile(`^(\d{1,4})([/.-])(\d{1,4})(?:([/.-])(\d{1,4}))?([.,;:]?)$`)

// dateOrders are the field orders a numeric date may be said in (0 =
// the first written field): every permutation but the written one.
var dateOrders = map[int][][]int{
	2: {{1, 0}},
	3: {{1, 0, 2}, {0, 2, 1}, {2, 1, 0}, {1, 2, 0}, {2, 0, 1}},
}

// maxReorderMarks bounds the movement marks tried on one reordered date.
const maxReorderMarks = 3

// reorderedDate tags a numeric date said in another order than written:
// "25/12/2020" said "december twenty fifth twenty twenty" (month first),
// "12/25/2020" said "the twenty fifth of december twenty twenty" (day
// first). Each field keeps the separator after it; the fields are aligned
// in the spoken order (the same monotone program, so every word explains
// its fragment), then movement marks (">", "<", and "<<" when the word
// before the span is a <SELF> anchor) are placed so that NeMo's
// realization writes the fields back in the written order:
// "12/> _2> 5/ 20 20_" realizes "25/12/2020". The fewest marks win, the
// first found among as many, so the tags are deterministic. false when no
// order aligns or no marks restore it (a year said last of an ISO date:
// NeMo's single left-to-right pass moves one token right at a time, and
// "<<" reverses the tokens it moves, so a three-word year cannot be put
// back in front).
func reorderedDate(written string, words []string, anchored bool) ([]string, bool) {
	m := numericDate.FindStringSubmatch(written)
	if m == nil {
		return nil, false
	}
	toks := Tokenize(written, false)
	if len(toks) != len(written) { // one token per byte: digits and separators
		return nil, false
	}
	// Field k is its digits and the separator after it (a two-field
	// date has neither m[4] nor m[5]); the match is the whole text, so
	// the fields cover every token.
	var bounds [][2]int
	pos := 0
	for _, g := range []string{m[1] + m[2], m[3] + m[4], m[5]} {
		if g == "" {
			break
		}
		bounds = append(bounds, [2]int{pos, pos + len(g)})
		pos += len(g)
	}
	bounds[len(bounds)-1][1] += len(m[6]) // the sentence's mark, with the last field
	for _, order := range dateOrders[len(bounds)] {
		units := make([]unit, 0, len(toks))
		for _, k := range order {
			units = appendUnits(units, toks[bounds[k][0]:bounds[k][1]])
		}
		r := alignUnits(units, words)
		if len(r.unexplained) > 0 {
			continue
		}
		if tags, ok := restoreOrder(r.tags, words, written, anchored); ok {
			return tags, true
		}
		// A word that took only a separator ("of" taking "/") blocks
		// the swap across it; give the separator to the fragment before.
		if joined, ok := joinSeparators(r.tags); ok {
			if tags, ok := restoreOrder(joined, words, written, anchored); ok {
				return tags, true
			}
		}
	}
	return nil, false
}

// joinSeparators moves the separators ("/", "-", ".") that open a
// fragment to the end of the fragment before it (a word left with none
// becomes <DELETE>): "6" "/_5/" -> "6/" "_5/", "15" "/" -> "15/"
// <DELETE>. The fragments still write the same text in the same order,
// but a field and its separator now move together. false when nothing
// moved.
func joinSeparators(tags []string) ([]string, bool) {
	out := append([]string(nil), tags...)
	prev := -1
	for i, t := range out {
		if t == Self || t == Delete {
			continue
		}
		rest := strings.TrimLeft(t, "/.-")
		if rest != t && prev >= 0 {
			out[prev] += t[:len(t)-len(rest)]
			out[i] = rest
			if rest == "" {
				out[i] = Delete
				continue
			}
		}
		prev = i
	}
	return out, !slices.Equal(out, tags)
}

// restoreOrder finds the fewest movement marks on the fragment tags that
// make the realization of the words write want; the span is realized
// between two <SELF> words (the one before only when anchored), as it
// will be in its sentence.
func restoreOrder(tags, words []string, want string, anchored bool) ([]string, bool) {
	var cand []int
	for i, t := range tags {
		if t != Self && t != Delete && swapOf(t) == swapNone {
			cand = append(cand, i)
		}
	}
	marks := []string{MarkShortRight, MarkShortLeft}
	if anchored {
		marks = append(marks, MarkLongLeft)
	}
	lw := make([]string, 0, len(words)+2)
	lt := make([]string, 0, len(words)+2)
	off := 0
	if anchored {
		lw, lt, off = append(lw, "a"), append(lt, Self), 1
	}
	lw = append(lw, words...)
	lt = append(lt, tags...)
	lw, lt = append(lw, "z"), append(lt, Self)
	realizes := func() bool {
		got, err := Realize(lw, lt)
		if err != nil {
			return false
		}
		got = strings.TrimSuffix(got, "z")
		if anchored {
			got = strings.TrimPrefix(got, "a")
		}
		return SameIgnoringSpaces(got, want)
	}
	var try func(from, left int) bool
	try = func(from, left int) bool {
		if left == 0 {
			return realizes()
		}
		for c := from; c < len(cand); c++ {
			i := cand[c] + off
			for _, mk := range marks {
				lt[i] = tags[cand[c]] + mk
				if try(c+1, left-1) {
					return true
				}
			}
			lt[i] = tags[cand[c]]
		}
		return false
	}
	for n := 1; n <= maxReorderMarks && n <= len(cand); n++ {
		if try(0, n) {
			return append([]string(nil), lt[off:off+len(tags)]...), true
		}
	}
	return nil, false
}
