package view

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/u2tf"
)

// u2tfView is one row of a u2tf version (dataset.U2TFRow) as the rows
// page shows it, read as a tagger row is: a classifier row's tokens each
// with its labels under it (its case, and the mark after it when there is
// one), the tokens the span model rewrites marked, each by its span's kind
// (u2tf.SpanRanges: a run of itn 1 tokens, or a mixed-case token outside
// one); a span row's input with its span marked in its kind's colour,
// beside the written form the span model is to give. Shown column by
// column, as the schema has them, a token and its labels stood in four
// JSON lists side by side, a token's labels found by counting commas.
type u2tfView struct {
	R                   dataset.U2TFRow
	Words               []word
	Before, Span, After string // a span row's input around <span> ... </span>
	Kind                string // a span row's span kind: itn or mixed
	Color               string // a span row's mark's colour
	Title               string // a span row's mark's tooltip
	Problems            []string
	// spanKinds are the span kinds, in span order, of classifier row
	// kindsOf (this row, or the one its span row follows on the page),
	// which its span rows (span_index) take when they follow it.
	spanKinds []string
	kindsOf   string
}

// The classes the marked tokens carry on the page (data-class): the kinds
// of span the span model rewrites. A mixed-case token ("iphone" ->
// "iPhone", itn 0, case mixed) is one: it was left unmarked on the
// classifier row while its span row showed it (qa75).
const (
	u2tfITN   = u2tf.KindITN
	u2tfMixed = u2tf.KindMixed
)

// u2tfTitles are the marked tokens' tooltips, by span kind.
var u2tfTitles = map[string]string{
	u2tfITN:   "itn 1: the span model writes it",
	u2tfMixed: "case mixed: the span model writes it (its casing is no label's)",
}

// newU2TFView lays out r; prev is the row shown before it on the page (nil
// for the first), whose span kinds a span row of the same classifier row
// takes its own from.
func newU2TFView(r dataset.U2TFRow, prev *u2tfView) u2tfView {
	v := u2tfView{R: r}
	if r.Kind == dataset.U2TFSpan {
		v.cutSpan()
		v.Kind, v.spanKinds = spanRowKind(r, v.Span, prev)
		if v.spanKinds != nil {
			v.kindsOf = r.ClassifierID
		}
		v.Color, v.Title = colorOf(v.Kind), u2tfTitles[v.Kind]
		return v
	}
	for name, n := range map[string]int{"punct": len(r.Punct), "case": len(r.Case), "itn": len(r.ITN)} {
		if n != len(r.Tokens) {
			v.Problems = append(v.Problems, fmt.Sprintf("%d tokens but %d %s labels", len(r.Tokens), n, name))
		}
	}
	slices.Sort(v.Problems) // the map's order is not fixed
	itn := make([]int8, len(r.ITN))
	for i, x := range r.ITN {
		itn[i] = int8(x)
	}
	kinds := make([]string, len(r.Tokens))
	v.kindsOf = r.ID
	for _, sp := range u2tf.SpanRanges(r.Punct, r.Case, itn) {
		v.spanKinds = append(v.spanKinds, sp.Kind)
		for i := sp.Start; i < sp.End && i < len(kinds); i++ {
			kinds[i] = sp.Kind
		}
	}
	for i, tok := range r.Tokens {
		w := word{Word: tok}
		var tag []string
		if i < len(r.Case) {
			tag = append(tag, r.Case[i])
		}
		if i < len(r.Punct) && r.Punct[i] != "O" {
			tag = append(tag, r.Punct[i])
		}
		w.Tag = strings.Join(tag, " ")
		if k := kinds[i]; k != "" {
			w.Class, w.Color, w.Title = k, colorOf(k), u2tfTitles[k]
		}
		v.Words = append(v.Words, w)
	}
	return v
}

// spanRowKind is a span row's kind: its classifier row's span_index-th
// span's, when that row was shown just before it; else, alone on the page
// (a text filter matched it, or a page begins with it), mixed when its span
// is one token and its output that token in other letter case (the
// derive marks a token itn when no casing gives its written form), itn
// otherwise.
func spanRowKind(r dataset.U2TFRow, span string, prev *u2tfView) (kind string, kinds []string) {
	if prev != nil && prev.kindsOf == r.ClassifierID {
		if i := int(r.SpanIndex); i >= 0 && i < len(prev.spanKinds) {
			return prev.spanKinds[i], prev.spanKinds
		}
	}
	if !strings.Contains(span, " ") && span != r.Output && strings.EqualFold(span, r.Output) {
		return u2tfMixed, nil
	}
	return u2tfITN, nil
}

// cutSpan cuts a span row's input at its <span> and </span> marks; an
// input without them in order is shown whole, with the problem.
func (v *u2tfView) cutSpan() {
	in := v.R.Input
	i := strings.Index(in, "<span>")
	j := strings.Index(in, "</span>")
	if i < 0 || j < i {
		v.Before = in
		v.Problems = append(v.Problems, "input without <span> ... </span>")
		return
	}
	v.Before, v.Span, v.After = in[:i], strings.TrimSpace(in[i+len("<span>"):j]), in[j+len("</span>"):]
	if n, want := len(strings.Fields(v.Span)), int(v.R.SpanEnd-v.R.SpanStart); n != want {
		v.Problems = append(v.Problems, fmt.Sprintf("%d span tokens but span_start %d, span_end %d", n, v.R.SpanStart, v.R.SpanEnd))
	}
}

func u2tfReader(f filter) visitFunc {
	return func(r io.ReaderAt, size, from int64, visit func(int64, any) bool) error {
		return dataset.ScanRows(r, size, from, func(i int64, u *dataset.U2TFRow) bool {
			if f.Q != "" && !containsFold(u.ID, f.Q) && !containsFold(strings.Join(u.Tokens, " "), f.Q) &&
				!containsFold(u.Input, f.Q) && !containsFold(u.Output, f.Q) {
				return true
			}
			return visit(i, *u)
		})
	}
}

// spanTokens names a span's tokens as a reader counts them, from 1 and the
// last included: span_start and span_end count from 0 with the end
// excluded, so 'tokens 4 to 9' (june ... eight of 'the museum opened on june
// third nineteen ninety eight') read as six tokens from the fourth, 'on',
// and the one-token 'iphone' of 'my iphone' as 'tokens 1 to 2'.
func spanTokens(start, end int32) string {
	switch {
	case end <= start:
		return "no token"
	case end == start+1:
		return fmt.Sprintf("token %d", end)
	}
	return fmt.Sprintf("tokens %d to %d", start+1, end)
}
