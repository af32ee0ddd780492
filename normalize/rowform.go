package normalize

import "unicode/utf8"

// RowForm is variant x of written as a row gives it: x's spoken side and
// spans with their byte offsets counted in code points of written and of
// the spoken side (CodePointSpans), and, unless the verbalizer keeps the
// written punctuation (KeepCasePunct), the spoken side's typographic
// apostrophes written as ASCII ones (ASRApostrophes), in the text and in
// each span. One form for prep's verbalize stage (transforms) and
// itnprep verbalize (Stream), which each wrote these steps out.
func (v *Verbalizer) RowForm(written string, x Variant) (spoken string, spans []Span) {
	spans = CodePointSpans(written, x.Spoken, x.Spans)
	spoken = x.Spoken
	if !v.opts.KeepCasePunct {
		// One code point for one: the offsets stay as counted.
		spoken = ASRApostrophes(spoken)
		for j := range spans {
			spans[j].Spoken = ASRApostrophes(spans[j].Spoken)
		}
	}
	return spoken, spans
}

// CodePointSpans is spans with their byte offsets into written and spoken
// counted in code points instead ([] for none, never nil), as a dataset
// row's spans and Python's str index them. The spans come in text order,
// so each side is counted once, from one offset to the next (runeCursor):
// counting from the start for every offset cost a document of N bytes
// with S spans N x S (a 240 KB Wikipedia-like record with 15,000 spans
// took 15 s).
func CodePointSpans(written, spoken string, spans []Span) []Span {
	out := make([]Span, len(spans))
	w, sp := runeCursor{s: written}, runeCursor{s: spoken}
	for i, s := range spans {
		s.WrittenStart, s.WrittenEnd = w.at(s.WrittenStart), w.at(s.WrittenEnd)
		s.SpokenStart, s.SpokenEnd = sp.at(s.SpokenStart), sp.at(s.SpokenEnd)
		out[i] = s
	}
	return out
}

// runeOffset is the number of code points in s before byte offset byteOff
// (clamped to s).
func runeOffset(s string, byteOff int) int {
	byteOff = max(0, min(byteOff, len(s)))
	return utf8.RuneCountInString(s[:byteOff])
}

// runeCursor gives runeOffset(s, off) for offsets that mostly rise,
// counting only the bytes since the previous offset. An offset before the
// previous one starts again from 0, and one inside a multi-byte character
// is counted from the start without moving the cursor, so every answer is
// runeOffset's.
type runeCursor struct {
	s     string
	b     int // byte offset reached, always at a character boundary
	runes int // code points in s[:b]
}

func (c *runeCursor) at(off int) int {
	off = max(0, min(off, len(c.s)))
	if off < len(c.s) && !utf8.RuneStart(c.s[off]) {
		return runeOffset(c.s, off)
	}
	if off < c.b {
		c.b, c.runes = 0, 0
	}
	c.runes += utf8.RuneCountInString(c.s[c.b:off])
	c.b = off
	return c.runes
}
