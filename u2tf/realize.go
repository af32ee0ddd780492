package u2tf

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Punctuation labels: the mark appended after a token. The paper's
// classifier predicts only these three marks and "none" (section 3.1; it
// names exclamation marks as future work).
const (
	PunctNone     = "O"
	PunctPeriod   = "."
	PunctComma    = ","
	PunctQuestion = "?"
)

// Casing labels. Cap upper-cases the token's first character, Upper every
// character; Mixed hands the token to the span model (McDonald, iPhone,
// students').
const (
	CaseLower = "lower"
	CaseCap   = "cap"
	CaseUpper = "upper"
	CaseMixed = "mixed"
)

// Span kinds.
const (
	KindITN   = "itn"   // a run of neighbouring tokens with ITN label 1
	KindMixed = "mixed" // one token with casing label mixed outside ITN runs
)

// SpanOpen and SpanClose delimit the span inside a span row's input, so the
// span model sees its context but knows what to rewrite. Tokens never
// contain '<' or '>', so the markers cannot be confused with words.
const (
	SpanOpen  = "<span>"
	SpanClose = "</span>"
)

// PunctLabels and CaseLabels list the label sets in a fixed order (for
// cards, vocabularies and model heads).
var (
	PunctLabels = []string{PunctNone, PunctPeriod, PunctComma, PunctQuestion}
	CaseLabels  = []string{CaseLower, CaseCap, CaseUpper, CaseMixed}
)

// Range is one span over token indices [Start, End).
type Range struct {
	Start, End int
	Kind       string // KindITN or KindMixed
}

// SpanRanges groups labels into the spans the span model rewrites, in token
// order, as the paper's inference does: neighbouring tokens with ITN label
// 1 form one ITN span, which ends at a token whose punctuation label ends a
// sentence (. or ?); a token labelled mixed outside an ITN span is a span
// of its own. Casing labels inside ITN spans are ignored.
//
// A span stops at a sentence end because the paper's punctuation label is
// the mark appended after its token (section 3.1) and the span model
// writes an entity (section 3.2): "It cost $5. 10 people came." is the span
// "five dollars" -> "$5" with the period after "dollars" and the span
// "ten" -> "10", not one span "five dollars ten" -> "$5. 10", which taught
// the punctuation head "no mark" at a sentence end and the span model to
// end a sentence (Derive keeps to it; a sentence end inside one span is
// rejected, RuleSpanSentence). A comma does not end a span: it is an
// entity's formatting as often ("March 3, 2022"). punct may be nil (no
// sentence ends known: ITN runs alone).
func SpanRanges(punct, casing []string, itn []int8) []Range {
	var out []Range
	for i := 0; i < len(itn); {
		switch {
		case itn[i] == 1:
			j := i + 1
			for j < len(itn) && itn[j] == 1 && !EndsSentence(punct, j-1) {
				j++
			}
			out = append(out, Range{Start: i, End: j, Kind: KindITN})
			i = j
		case i < len(casing) && casing[i] == CaseMixed:
			out = append(out, Range{Start: i, End: i + 1, Kind: KindMixed})
			i++
		default:
			i++
		}
	}
	return out
}

// EndsSentence reports whether token i's punctuation label ends a sentence
// (. or ?), where an ITN span stops (SpanRanges); false when punct has no
// entry i.
func EndsSentence(punct []string, i int) bool {
	return i < len(punct) && (punct[i] == PunctPeriod || punct[i] == PunctQuestion)
}

// SpanInput is the span model's input for tokens[r.Start:r.End]: up to left
// tokens before it, SpanOpen, the span, SpanClose, up to right tokens after
// it, joined by single spaces.
func SpanInput(tokens []string, r Range, left, right int) string {
	lo := max(0, r.Start-max(0, left))
	hi := min(len(tokens), r.End+max(0, right))
	parts := make([]string, 0, hi-lo+2)
	parts = append(parts, tokens[lo:r.Start]...)
	parts = append(parts, SpanOpen)
	parts = append(parts, tokens[r.Start:r.End]...)
	parts = append(parts, SpanClose)
	parts = append(parts, tokens[r.End:hi]...)
	return strings.Join(parts, " ")
}

// ApplyCase renders one token with a casing label other than mixed.
func ApplyCase(token, label string) (string, error) {
	switch label {
	case CaseLower:
		return token, nil
	case CaseCap:
		return capFirst(token), nil
	case CaseUpper:
		return strings.ToUpper(token), nil
	}
	return "", fmt.Errorf("casing label %q cannot be applied to a token (want lower, cap or upper)", label)
}

// capFirst upper-cases the first character, as the paper's "cap" label
// does; the rest is kept.
func capFirst(s string) string {
	r, w := utf8.DecodeRuneInString(s)
	if w == 0 {
		return s
	}
	u := unicode.ToUpper(r)
	if u == r {
		return s
	}
	return string(u) + s[w:]
}

func punctMark(label string) (string, error) {
	switch label {
	case PunctNone:
		return "", nil
	case PunctPeriod, PunctComma, PunctQuestion:
		return label, nil
	}
	return "", fmt.Errorf("punctuation label %q (want O . , ?)", label)
}

// periodAfterPeriod reports whether mark is a period and text already ends
// with one: a span output that ends in an abbreviation's period (the span
// model writes "U.S." and "p.m." whole inside a sentence) at a sentence's
// end takes no second one, as English writes one period there ("in the
// U.S." not "in the U.S.."); the classifier's period after it is the
// abbreviation's. Derive never gives such a pair (it writes a sentence-final
// abbreviation's output without its period, "p.m", and rejects "U.S.."), so
// it concerns a model's predictions alone.
func periodAfterPeriod(text, mark string) bool {
	return mark == PunctPeriod && strings.HasSuffix(text, PunctPeriod)
}

// Realize is the formatted text of a classifier row: each token gets its
// casing and its punctuation mark; each span of SpanRanges is replaced by
// the matching element of outputs (in span order) followed by the mark of
// its last token; words are joined by single spaces. A span output is
// trimmed of white space at its edges, and an empty one writes no word
// (its mark joins the word before; at the start of the text, where there
// is none, the mark is dropped), so a model's empty or padded output
// leaves no double space; a period after an output that ends in one (an
// abbreviation's, "U.S.") is not written twice (periodAfterPeriod). It is
// the inference step of the two-stage model
// and Derive's exactness check (Derive never keeps an empty or padded
// output: checkOutput rejects them).
func Realize(tokens, punct, casing []string, itn []int8, outputs []string) (string, error) {
	n := len(tokens)
	if len(punct) != n || len(casing) != n || len(itn) != n {
		return "", fmt.Errorf("label lists of %d, %d and %d entries for %d tokens", len(punct), len(casing), len(itn), n)
	}
	ranges := SpanRanges(punct, casing, itn)
	if len(ranges) != len(outputs) {
		return "", fmt.Errorf("%d spans but %d span outputs", len(ranges), len(outputs))
	}
	var b strings.Builder
	word := func(s, label string) error {
		mark, err := punctMark(label)
		if err != nil {
			return err
		}
		if s == "" {
			// An empty span output (a span model may drop a filler):
			// no word and no space; its mark joins the word before,
			// and with no word before (the text's first span) it has
			// nothing to follow and is dropped (". paid ..." else).
			if b.Len() > 0 && !periodAfterPeriod(b.String(), mark) {
				b.WriteString(mark)
			}
			return nil
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(s)
		if !periodAfterPeriod(s, mark) {
			b.WriteString(mark)
		}
		return nil
	}
	k := 0
	for i := 0; i < n; {
		if k < len(ranges) && ranges[k].Start == i {
			r := ranges[k]
			if err := word(strings.TrimSpace(outputs[k]), punct[r.End-1]); err != nil {
				return "", fmt.Errorf("token %d: %w", r.End-1, err)
			}
			k++
			i = r.End
			continue
		}
		if itn[i] != 0 {
			return "", fmt.Errorf("token %d: ITN label %d (want 0 or 1)", i, itn[i])
		}
		t, err := ApplyCase(tokens[i], casing[i])
		if err != nil {
			return "", fmt.Errorf("token %d: %w", i, err)
		}
		if err := word(t, punct[i]); err != nil {
			return "", fmt.Errorf("token %d: %w", i, err)
		}
		i++
	}
	return b.String(), nil
}
