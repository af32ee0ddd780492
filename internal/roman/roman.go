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
