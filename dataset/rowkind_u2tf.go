package dataset

import (
	"encoding/binary"
	"strconv"
	"strings"
)

// KindU2TF names the rows of `itnprep derive u2tf`.
const KindU2TF = "u2tf"

// Values of U2TFRow.Kind: the two models of Universal-2-TF (2024) train on
// the two kinds of row of one version.
const (
	U2TFClassifier = "classifier" // a row of the token classifier
	U2TFSpan       = "span"       // a row of the span seq2seq model
)

// U2TFRow is one training row of Universal-2-TF's two-stage formatter
// (Universal-2-TF 2024, sections 3.1 and 3.2): a classifier row (Kind
// "classifier") or a span row (Kind "span"). Columns other tools read (the
// contract); the columns of the other kind are empty:
//
//   - every row: `id`, `split` (the parent row's), `kind`;
//   - classifier rows: `id` is the parent row's id; `tokens` (the spoken
//     tokens: lower case, no punctuation), and three label lists of the
//     same length: `punct` (the mark after the token: O . , ?), `case`
//     (lower, cap, upper, mixed) and `itn` (1 when the token is in a span
//     the span model rewrites, else 0);
//   - span rows: `id` is the classifier row's id + "#s" + the span index;
//     `input` (up to L tokens left, <span>, the span's tokens, </span>, up
//     to R tokens right), `output` (the span's written form), `row_id` (the
//     classifier row's id), `span_index` (the span's position among the
//     row's spans, from 0) and `span_start`/`span_end` (its token range in
//     the classifier row, end exclusive).
//
// Realization (u2tf.Realize) of a classifier row with the outputs of its
// span rows in span_index order gives the parent's written text exactly.
type U2TFRow struct {
	ID    string `parquet:"id" json:"id"`
	Split string `parquet:"split" json:"split"`
	Kind  string `parquet:"kind" json:"kind"`

	Tokens []string `parquet:"tokens,list" json:"tokens,omitempty"`
	Punct  []string `parquet:"punct,list" json:"punct,omitempty"`
	Case   []string `parquet:"case,list" json:"case,omitempty"`
	ITN    []int32  `parquet:"itn,list" json:"itn,omitempty"`

	Input  string `parquet:"input" json:"input,omitempty"`
	Output string `parquet:"output" json:"output,omitempty"`
	// ClassifierID is the `row_id` column: the classifier row's id.
	ClassifierID string `parquet:"row_id" json:"row_id,omitempty"`
	SpanIndex    int32  `parquet:"span_index" json:"span_index"`
	SpanStart    int32  `parquet:"span_start" json:"span_start"`
	SpanEnd      int32  `parquet:"span_end" json:"span_end"`
}

// U2TFSpanID is the id of the k-th span row of classifier row id: the
// classifier row's id and "#s<k>", so span rows sort right after their
// classifier row.
func U2TFSpanID(rowID string, k int) string {
	return rowID + "#s" + strconv.Itoa(k)
}

// GroupKey is the id a row is sharded by: a span row goes to the shard of
// its classifier row, so a shard holds whole parent rows.
func (r U2TFRow) GroupKey() string {
	if r.Kind == U2TFSpan {
		return r.ClassifierID
	}
	return r.ID
}

// RowID is the row's id.
func (r U2TFRow) RowID() string { return r.ID }

// RowSplit is the row's split.
func (r U2TFRow) RowSplit() string { return r.Split }

// AppendU2TFRow appends r's binary form (the sink's run format, see
// rowbinary.go) to b.
func AppendU2TFRow(b []byte, r *U2TFRow) []byte {
	b = appendStr(b, r.ID)
	b = appendStr(b, r.Split)
	b = appendStr(b, r.Kind)
	b = appendStrs(b, r.Tokens)
	b = appendStrs(b, r.Punct)
	b = appendStrs(b, r.Case)
	b = binary.AppendUvarint(b, uint64(len(r.ITN)))
	for _, v := range r.ITN {
		b = binary.AppendVarint(b, int64(v))
	}
	b = appendStr(b, r.Input)
	b = appendStr(b, r.Output)
	b = appendStr(b, r.ClassifierID)
	b = binary.AppendVarint(b, int64(r.SpanIndex))
	b = binary.AppendVarint(b, int64(r.SpanStart))
	return binary.AppendVarint(b, int64(r.SpanEnd))
}

// DecodeU2TFRow overwrites *r with the row AppendU2TFRow wrote into b.
func DecodeU2TFRow(b []byte, r *U2TFRow) error {
	d := rowDecoder{s: string(b)}
	r.ID = d.str()
	r.Split = d.str()
	r.Kind = d.str()
	r.Tokens = d.strs()
	r.Punct = d.strs()
	r.Case = d.strs()
	r.ITN = nil
	if n := d.uvarint(); n > 0 && d.err == nil {
		if n > uint64(len(d.s)) {
			return errShortRow
		}
		r.ITN = make([]int32, n)
		for i := range r.ITN {
			r.ITN[i] = int32(d.varint())
		}
	}
	r.Input = d.str()
	r.Output = d.str()
	r.ClassifierID = d.str()
	r.SpanIndex = int32(d.varint())
	r.SpanStart = int32(d.varint())
	r.SpanEnd = int32(d.varint())
	return d.done()
}

// CompareU2TFRows orders u2tf rows by id, then by the whole row, a total
// order (ids repeat when a parent's ids do).
func CompareU2TFRows(a, b *U2TFRow) int {
	if c := strings.Compare(a.ID, b.ID); c != 0 {
		return c
	}
	return strings.Compare(canonical(a), canonical(b))
}

func init() {
	RegisterRowKind[U2TFRow](KindU2TF, "`id`, `split`, `kind` (`classifier` or `span`); classifier rows: `tokens` (spoken tokens) and the label lists `punct` (`O . , ?`), `case` (`lower cap upper mixed`), `itn` (0/1), one per token; "+
		"span rows: `input` (context, `<span>` span `</span>`, context), `output` (the span's written form), `row_id` (the classifier row's id), `span_index`, `span_start`, `span_end` (its position in the classifier row's tokens)")
}
