package patterns

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/itnprep/itnprep/align"
)

// Token is one alignment token with its byte span in the original text.
type Token = align.Token

// TokenizeOffsets tokenizes text exactly as the aligner does (align.Tokenize,
// with Python's lower-casing), with
// each token's byte span, so a match on tokens can be cut out of the
// original text.
func TokenizeOffsets(text string) []Token { return align.Tokenize(text) }

// ApplyRemovals removes from a written text every occurrence of each rule's
// written side and returns the new text and, per rule, how many fragments
// it removed. Rules apply in order, each to the result of the previous.
// An occurrence starts at a token equal to the rule's first token and takes
// the rest of the rule's tokens leftmost, in order, within MaxSpan tokens
// of the start (MaxSpan 0 = contiguous); occurrences do not overlap. The
// byte range from the first to the last matched token is cut, and the
// whitespace around the cut collapsed to one space (none at the text's
// edges). The kind and approval of the rules are the caller's business:
// pass ApprovedRemovals' result.
func ApplyRemovals(text string, rules []Rule) (string, []int) {
	hits := make([]int, len(rules))
	var toks []Token // re-tokenized only after a cut
	tokenized := false
	for ri, rule := range rules {
		if len(rule.Written) == 0 {
			continue
		}
		span := max(rule.MaxSpan, len(rule.Written))
		if !tokenized {
			toks, tokenized = TokenizeOffsets(text), true
		}
		var cuts [][2]int
		for i := 0; i < len(toks); i++ {
			if toks[i].Text != rule.Written[0] {
				continue
			}
			j, last := 1, i
			for p := i + 1; p < len(toks) && p < i+span && j < len(rule.Written); p++ {
				if toks[p].Text == rule.Written[j] {
					j++
					last = p
				}
			}
			if j < len(rule.Written) {
				continue
			}
			cuts = append(cuts, [2]int{toks[i].Start, toks[last].End})
			hits[ri]++
			i = last
		}
		if len(cuts) > 0 {
			text, tokenized = cut(text, cuts), false
		}
	}
	return text, hits
}

// cut removes the given ascending, disjoint byte ranges and mends the
// whitespace at each seam: one space stays when the cut touched whitespace
// on either side, unless the text goes on with closing punctuation
// ("word [x]." -> "word."); none at the start or end of the text.
func cut(text string, ranges [][2]int) string {
	var b strings.Builder
	prev := 0
	for k, r := range ranges {
		left := strings.TrimRightFunc(text[prev:r[0]], unicode.IsSpace)
		spaced := len(left) < r[0]-prev
		b.WriteString(left)
		rest := strings.TrimLeftFunc(text[r[1]:], unicode.IsSpace)
		spaced = spaced || len(rest) < len(text)-r[1]
		prev = len(text) - len(rest)
		nextIsCut := k+1 < len(ranges) && ranges[k+1][0] == prev
		if b.Len() > 0 && rest != "" && spaced && !nextIsCut && !closing(rest) {
			b.WriteByte(' ')
		}
	}
	b.WriteString(text[prev:])
	return b.String()
}

func closing(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return strings.ContainsRune(".,;:!?…", r) || unicode.In(r, unicode.Pe, unicode.Pf)
}
