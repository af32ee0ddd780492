package u2tf

import (
	"fmt"
	"slices"
	"strings"
)

// MaxSpanTokensBin is the last bin of Counts.SpanTokens: spans of this many
// tokens or more.
const MaxSpanTokensBin = 10

// Counts are the label distributions of a set of examples: what the
// classifier's three heads and the span model will see (for a card, and
// for a trainer's class weights). Slices are indexed in PunctLabels,
// CaseLabels, ITN value (0, 1) and span-kind (SpanKinds) order; counts add,
// so per-bundle Counts merge in any order.
type Counts struct {
	Rows          int64   // classifier rows
	RowsWithSpans int64   // classifier rows with at least one span
	Tokens        int64   // tokens over all classifier rows
	Punct         []int64 // tokens per punctuation label
	Case          []int64 // tokens per casing label
	ITN           []int64 // tokens with ITN label 0 and 1
	Spans         []int64 // span rows per kind
	// SpanTokens[n-1] counts spans of n tokens; the last bin holds spans
	// of MaxSpanTokensBin tokens or more.
	SpanTokens []int64
	// Cleaned counts, per cleaning (CleaningNames order), the rows whose
	// written text that cleaning alone changes; CleanedRows those any of
	// them changes.
	Cleaned     []int64
	CleanedRows int64
}

// SpanKinds lists the span kinds in Counts.Spans order.
var SpanKinds = []string{KindITN, KindMixed}

func (c *Counts) init() {
	if c.Punct == nil {
		c.Punct = make([]int64, len(PunctLabels))
		c.Case = make([]int64, len(CaseLabels))
		c.ITN = make([]int64, 2)
		c.Spans = make([]int64, len(SpanKinds))
		c.SpanTokens = make([]int64, MaxSpanTokensBin)
		c.Cleaned = make([]int64, len(CleaningNames))
	}
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

// Add counts one example. Labels outside the label sets are an error (the
// deriver never makes them; a row read back from elsewhere may).
func (c *Counts) Add(tokens, punct, casing []string, itn []int8, spans []Range) error {
	c.init()
	if len(punct) != len(tokens) || len(casing) != len(tokens) || len(itn) != len(tokens) {
		return fmt.Errorf("label lists of %d, %d and %d entries for %d tokens", len(punct), len(casing), len(itn), len(tokens))
	}
	c.Rows++
	c.Tokens += int64(len(tokens))
	for i := range tokens {
		p, k := indexOf(PunctLabels, punct[i]), indexOf(CaseLabels, casing[i])
		if p < 0 || k < 0 || itn[i] < 0 || itn[i] > 1 {
			return fmt.Errorf("token %d: labels %q %q %d outside the label sets", i, punct[i], casing[i], itn[i])
		}
		c.Punct[p]++
		c.Case[k]++
		c.ITN[itn[i]]++
	}
	if len(spans) > 0 {
		c.RowsWithSpans++
	}
	for _, r := range spans {
		k := indexOf(SpanKinds, r.Kind)
		if k < 0 {
			return fmt.Errorf("span kind %q", r.Kind)
		}
		c.Spans[k]++
		c.SpanTokens[min(r.End-r.Start, MaxSpanTokensBin)-1]++
	}
	return nil
}

// AddExample counts a derived example.
func (c *Counts) AddExample(ex *Example) error {
	ranges := make([]Range, len(ex.Spans))
	for i, s := range ex.Spans {
		ranges[i] = Range{Start: s.Start, End: s.End, Kind: s.Kind}
	}
	if err := c.Add(ex.Tokens, ex.Punct, ex.Case, ex.ITN, ranges); err != nil {
		return err
	}
	if ex.Cleaned != 0 {
		c.CleanedRows++
		for i := range CleaningNames {
			if ex.Cleaned&(1<<i) != 0 {
				c.Cleaned[i]++
			}
		}
	}
	return nil
}

// Merge adds o into c.
func (c *Counts) Merge(o Counts) {
	c.init()
	c.Rows += o.Rows
	c.RowsWithSpans += o.RowsWithSpans
	c.Tokens += o.Tokens
	c.CleanedRows += o.CleanedRows
	for _, p := range [][2][]int64{{c.Punct, o.Punct}, {c.Case, o.Case}, {c.ITN, o.ITN}, {c.Spans, o.Spans}, {c.SpanTokens, o.SpanTokens}, {c.Cleaned, o.Cleaned}} {
		for i := range min(len(p[0]), len(p[1])) {
			p[0][i] += p[1][i]
		}
	}
}

// SpanRows is the number of spans (span rows) counted.
func (c *Counts) SpanRows() int64 {
	var n int64
	for _, v := range c.Spans {
		n += v
	}
	return n
}

// TSV renders the counts as "head<TAB>label<TAB>count" lines, every label
// listed (zeros too) in a fixed order: heads punct, case, itn, span_kind,
// span_tokens (labels 1..9 and 10+), then totals (rows, rows_with_spans,
// tokens, span_rows).
func (c *Counts) TSV() string {
	c.init()
	var b strings.Builder
	put := func(head string, labels []string, v []int64) {
		for i, l := range labels {
			fmt.Fprintf(&b, "%s\t%s\t%d\n", head, l, v[i])
		}
	}
	put("punct", PunctLabels, c.Punct)
	put("case", CaseLabels, c.Case)
	put("itn", []string{"0", "1"}, c.ITN)
	put("span_kind", SpanKinds, c.Spans)
	put("span_tokens", SpanTokenBins(), c.SpanTokens)
	put("total", []string{"rows", "rows_with_spans", "tokens", "span_rows"}, []int64{c.Rows, c.RowsWithSpans, c.Tokens, c.SpanRows()})
	return b.String()
}

// CleaningTSV renders the cleaning counts in TSV's form: "cleaned<TAB>NAME
// <TAB>rows" per cleaning asked for (names: the config's), then
// "cleaned<TAB>rows<TAB>N" for rows any changed. A version derived without
// cleanings has no such lines (its labels file, and so its id, are as
// before).
func (c *Counts) CleaningTSV(asked []string) string {
	c.init()
	var b strings.Builder
	for i, name := range CleaningNames {
		if slices.Contains(asked, name) {
			fmt.Fprintf(&b, "cleaned\t%s\t%d\n", name, c.Cleaned[i])
		}
	}
	if b.Len() > 0 {
		fmt.Fprintf(&b, "cleaned\trows\t%d\n", c.CleanedRows)
	}
	return b.String()
}

// Asked lists the cleanings o asks for, by CleaningNames.
func (o Options) Asked() []string {
	var out []string
	for i, on := range []bool{o.StripQuotes, o.StripBrackets, o.ReplaceMarks != "", o.CollapseMarks} {
		if on {
			out = append(out, CleaningNames[i])
		}
	}
	return out
}

// SpanTokenBins names Counts.SpanTokens' bins: "1" ... "9", "10+".
func SpanTokenBins() []string {
	out := make([]string, MaxSpanTokensBin)
	for i := range out {
		out[i] = fmt.Sprint(i + 1)
	}
	out[len(out)-1] += "+"
	return out
}
