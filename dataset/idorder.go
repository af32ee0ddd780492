package dataset

import "strings"

// IDLess orders row ids as people number lines: runs of digits by their
// value (file:2 before file:10, #v2 before #v10), the rest as strings;
// ids equal so (file:01, file:1) by their strings. It is the order of
// the input's lines for ids made of a file and a line (prep text's, prep
// gtn's), where the shards keep string order (file:1, file:10, file:2):
// versions diff lists its first rows by it and view pages through a
// version's rows in it.
func IDLess(a, b string) bool {
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		if isDigit(a[i]) && isDigit(b[j]) {
			ei, ej := i, j
			for ei < len(a) && isDigit(a[ei]) {
				ei++
			}
			for ej < len(b) && isDigit(b[ej]) {
				ej++
			}
			da, db := strings.TrimLeft(a[i:ei], "0"), strings.TrimLeft(b[j:ej], "0")
			if len(da) != len(db) {
				return len(da) < len(db)
			}
			if da != db {
				return da < db
			}
			i, j = ei, ej
			continue
		}
		if a[i] != b[j] {
			return a[i] < b[j]
		}
		i++
		j++
	}
	if len(a)-i != len(b)-j {
		return len(a)-i < len(b)-j
	}
	return a < b
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }
