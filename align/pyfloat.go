package align

import (
	"math"
	"strconv"
	"strings"
)

// AppendPyRepr appends Python's repr() of f: the shortest digits that
// round-trip, in fixed notation when the decimal point falls within the
// digits' reach (decimal exponent in [-4, 16)) and with ".0" on integral
// values, else in exponent notation ("1e-05", "1.5e+16"). JSON written
// this way matches Python's json.dumps byte for byte.
func AppendPyRepr(dst []byte, f float64) []byte {
	switch {
	case math.IsNaN(f):
		return append(dst, "nan"...)
	case math.IsInf(f, 1):
		return append(dst, "inf"...)
	case math.IsInf(f, -1):
		return append(dst, "-inf"...)
	}
	var tmp [32]byte
	e := strconv.AppendFloat(tmp[:0], f, 'e', -1, 64)
	k := strings.LastIndexByte(string(e), 'e')
	exp, _ := strconv.Atoi(string(e[k+1:]))
	if exp < -4 || exp >= 16 {
		return append(dst, e...)
	}
	start := len(dst)
	dst = strconv.AppendFloat(dst, f, 'f', -1, 64)
	for _, c := range dst[start:] {
		if c == '.' {
			return dst
		}
	}
	return append(dst, ".0"...)
}

// PyRepr is AppendPyRepr as a string.
func PyRepr(f float64) string { return string(AppendPyRepr(nil, f)) }
