package dataset

import (
	"encoding/binary"
	"strings"
)

// AppendTaggerRow appends r's binary form (the sink's run format, see
// rowbinary.go) to b.
func AppendTaggerRow(b []byte, r *TaggerRow) []byte {
	b = appendStr(b, r.ID)
	b = appendStr(b, r.Split)
	b = appendStr(b, r.Input)
	b = appendStrs(b, r.Tags)
	b = appendStr(b, r.Target)
	b = binary.AppendUvarint(b, uint64(len(r.Semiotic)))
	for _, s := range r.Semiotic {
		b = appendStr(b, s.Class)
		b = binary.AppendVarint(b, int64(s.Start))
		b = binary.AppendVarint(b, int64(s.End))
	}
	return b
}

// DecodeTaggerRow overwrites *r with the row AppendTaggerRow wrote into b.
func DecodeTaggerRow(b []byte, r *TaggerRow) error {
	d := rowDecoder{s: string(b)}
	r.ID = d.str()
	r.Split = d.str()
	r.Input = d.str()
	r.Tags = d.strs()
	r.Target = d.str()
	r.Semiotic = nil
	if n := d.uvarint(); n > 0 && d.err == nil {
		if n > uint64(len(d.s)) {
			return errShortRow
		}
		r.Semiotic = make([]SemioticSpan, n)
		for i := range r.Semiotic {
			r.Semiotic[i].Class = d.str()
			r.Semiotic[i].Start = int32(d.varint())
			r.Semiotic[i].End = int32(d.varint())
		}
	}
	return d.done()
}

// CompareTaggerRows orders tagger rows by id, then by the whole row, a
// total order (ids repeat when a parent's ids do).
func CompareTaggerRows(a, b *TaggerRow) int {
	if c := strings.Compare(a.ID, b.ID); c != 0 {
		return c
	}
	return strings.Compare(canonical(a), canonical(b))
}
