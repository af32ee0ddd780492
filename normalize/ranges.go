package normalize

import "unicode/utf8"

// numericClasses are the classes a range can join.
var numericClasses = map[Class]bool{
	Cardinal: true, Decimal: true, Money: true, Measure: true, Time: true,
	Year: true, Date: true, Ordinal: true, Fraction: true,
}

// rangeDash reads a dash between two numbers (10-15, 1980 - 1986,
// $5-$10, 5pm-7pm) as "to" and its alternatives.
func (sc *scanner) rangeDash(pos, end int) ([]alt, bool) {
	if len(sc.segs) == 0 {
		return nil, false
	}
	last := sc.segs[len(sc.segs)-1]
	if !numericClasses[last.class] {
		return nil, false
	}
	// A spaced em dash ("the 1990s — 50% of ...") sets off a clause; it
	// is punctuation, not a range, whatever stands on either side.
	if sc.text[pos:end] == "—" && (pos > 0 && sc.text[pos-1] == ' ' || end < len(sc.text) && sc.text[end] == ' ') {
		return nil, false
	}
	// Only spaces may lie between the number and the dash.
	for i := last.end; i < pos; i++ {
		if sc.text[i] != ' ' {
			return nil, false
		}
	}
	i := end
	for i < len(sc.text) && sc.text[i] == ' ' {
		i++
	}
	if i >= len(sc.text) {
		return nil, false
	}
	r, _ := utf8.DecodeRuneInString(sc.text[i:])
	if !(r >= '0' && r <= '9') && r != '$' && r != '£' && r != '€' && r != '¥' && r != '\'' {
		return nil, false
	}
	st := sc.st
	var d dist
	for _, k := range []string{"to", "through", "dash", "minus"} {
		d.add(k, st.w("range", k))
	}
	d.addAlt(alt{spoken: "", prob: st.w("range", "silent"), literal: true})
	return d.done(), true
}
