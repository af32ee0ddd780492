package roman

import "strings"

var (
	values  = []int{1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1}
	symbols = []string{"M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"}
)

// Format returns the canonical upper-case roman numeral of n (14: XIV,
// 1990: MCMXC), subtractive pairs included; "" for n <= 0.
func Format(n int) string {
	var b strings.Builder
	for i, v := range values {
		for n >= v {
			b.WriteString(symbols[i])
			n -= v
		}
	}
	return b.String()
}

// Parse returns the value of a canonical upper-case roman numeral (XIV,
// not IIII, IC or xiv), or 0: Format's inverse.
func Parse(s string) int {
	if s == "" || len(s) > 15 {
		return 0
	}
	n := 0
	for i := 0; i < len(s); i++ {
		v := value(s[i])
		if v == 0 {
			return 0
		}
		if i+1 < len(s) && value(s[i+1]) > v {
			n -= v
		} else {
			n += v
		}
	}
	if n <= 0 || n > 3999 || Format(n) != s {
		return 0
	}
	return n
}

func value(c byte) int {
	switch c {
	case 'I':
		return 1
	case 'V':
		return 5
	case 'X':
		return 10
	case 'L':
		return 50
	case 'C':
		return 100
	case 'D':
		return 500
	case 'M':
		return 1000
	}
	return 0
}
