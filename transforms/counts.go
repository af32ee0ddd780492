package transforms

import "sort"

// sortedCounts turns a count map into parallel slices in key order, the
// form that travels through Beam and keeps manifests deterministic.
func sortedCounts(m map[string]int64) ([]string, []int64) {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	vals := make([]int64, len(keys))
	for i, k := range keys {
		vals[i] = m[k]
	}
	return keys, vals
}
