package normalize

import (
	"fmt"
	"strings"
)

// ReadingProb is one spoken form of a single token with its probability.
type ReadingProb struct {
	Spoken string  `json:"spoken"`
	Prob   float64 `json:"prob"`
}

// ClassReadings reads one written token as the given class, whatever the
// context would make of it, most probable first: Cardinal ("1,234",
// "-5"), Ordinal ("21" or "21st"), Year ("1905"), Decimal ("3.14"),
// Digits ("0042"), Fraction ("3/4"), Roman ("XIV", as a cardinal). The
// num2words parity check and the numbers benchmark use it.
func (v *Verbalizer) ClassReadings(class Class, written string) ([]ReadingProb, error) {
	sc := &scanner{v: v, st: v.style, text: written}
	var alts []alt
	bad := func() ([]ReadingProb, error) {
		return nil, fmt.Errorf("%q is not a %s", written, class)
	}
	if written == "" {
		return bad()
	}
	switch class {
	case Cardinal:
		if written[0] == '-' {
			m, ok := matchNumber(sc, 0)
			if !ok || m.end != len(written) || strings.Contains(written, ".") {
				return bad()
			}
			alts = m.segs[0].alts
			break
		}
		n, ok := parseNumber(written, 0)
		if !ok || n.point || n.end != len(written) || n.intPart == "" {
			return bad()
		}
		alts = sc.cardinalAlts(n.intPart, n.grouped)
	case Ordinal:
		n, ok := parseNumber(written, 0)
		if !ok || n.point {
			return bad()
		}
		if rest := written[n.end:]; rest != "" && !(parseOrdinalSuffix(written, n.end) == 2 && len(rest) == 2) {
			return bad()
		}
		alts = sc.ordinalAlts(n.intPart)
	case Year:
		if !allDigits(written) || len(written) > 4 || written[0] == '0' {
			return bad()
		}
		alts = sc.yearAlts(atoiSmall(written))
	case Decimal:
		n, ok := parseNumber(written, 0)
		if !ok || !n.point || n.end != len(written) {
			return bad()
		}
		alts = sc.decimalAlts(n.intPart, n.frac)
	case Digits:
		if !allDigits(written) {
			return bad()
		}
		alts = sc.digitAlts(written, 1)
	case Fraction:
		m, ok := sc.mixedFraction(0)
		if !ok || m.end != len(written) {
			return bad()
		}
		alts = m.segs[0].alts
	case Roman:
		val := parseRoman(written)
		if val == 0 {
			return bad()
		}
		alts = single(cardinalWords(itoa(val), false))
	default:
		return nil, fmt.Errorf("ClassReadings does not support class %s", class)
	}
	if len(alts) == 0 {
		return bad()
	}
	out := make([]ReadingProb, len(alts))
	for i, a := range alts {
		out[i] = ReadingProb{Spoken: a.spoken, Prob: a.prob}
	}
	return out, nil
}

// CardinalWords is the fast path for the most probable cardinal reading
// of a non-negative integer under the american style ("one hundred
// twenty three"), appended to dst. It allocates nothing beyond dst's
// growth; the numbers benchmark measures it against num2words.
func CardinalWords(dst []byte, n uint64) []byte {
	var buf [20]byte
	i := len(buf)
	if n == 0 {
		i--
		buf[i] = '0'
	}
	for n > 0 {
		i--
		buf[i] = byte('0' + n%10)
		n /= 10
	}
	return appendCardinal(dst, string(buf[i:]), andNone)
}
