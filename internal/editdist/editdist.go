package editdist

// Distance is the Levenshtein distance of a and b over bytes (insertions,
// deletions and substitutions cost 1), or limit when it is at least limit
// (the search stops as soon as every path is that long); limit <= 0: no
// limit.
func Distance(a, b string, limit int) int {
	if limit > 0 {
		if d := len(a) - len(b); d >= limit || -d >= limit {
			return limit
		}
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		low := cur[0]
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			low = min(low, cur[j])
		}
		if limit > 0 && low >= limit {
			return limit
		}
		prev, cur = cur, prev
	}
	if limit > 0 {
		return min(prev[len(b)], limit)
	}
	return prev[len(b)]
}
