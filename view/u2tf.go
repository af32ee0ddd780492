package view

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/itnprep/itnprep/dataset"
)

// u2tfView is one row of a u2tf version (dataset.U2TFRow) as the rows
// page shows it, read as a tagger row is: a classifier row's tokens each
// with its labels under it (its case, and the mark after it when there is
// one), the tokens the span model rewrites (itn 1) marked; a span row's
// input with its span marked, beside the written form the span model is
// to give. Shown column by column, as the schema has them, a token and its
// labels stood in four JSON lists side by side, a token's labels found by
// counting commas.
type u2tfView struct {
	R                   dataset.U2TFRow
	Words               []word
	Before, Span, After string // a span row's input around <span> ... </span>
	Color               string // the marked tokens' colour
	Problems            []string
}

// u2tfITN is the class the marked tokens carry on the page (data-class).
const u2tfITN = "itn"

func newU2TFView(r dataset.U2TFRow) u2tfView {
	v := u2tfView{R: r, Color: colorOf(u2tfITN)}
	if r.Kind == dataset.U2TFSpan {
		v.cutSpan()
		return v
	}
	for name, n := range map[string]int{"punct": len(r.Punct), "case": len(r.Case), "itn": len(r.ITN)} {
		if n != len(r.Tokens) {
			v.Problems = append(v.Problems, fmt.Sprintf("%d tokens but %d %s labels", len(r.Tokens), n, name))
		}
	}
	slices.Sort(v.Problems) // the map's order is not fixed
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
		if i < len(r.ITN) && r.ITN[i] == 1 {
			w.Class, w.Color = u2tfITN, v.Color
		}
		v.Words = append(v.Words, w)
	}
	return v
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
