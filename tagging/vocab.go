package tagging

import "sort"

// VocabEntry is one fragment tag and how often the vocabulary split used it.
type VocabEntry struct {
	Tag   string
	Count int64
}

// SortVocab orders entries by count, most frequent first, ties by tag, so
// the kept set never depends on the order counts arrived in.
func SortVocab(v []VocabEntry) {
	sort.Slice(v, func(i, j int) bool {
		if v[i].Count != v[j].Count {
			return v[i].Count > v[j].Count
		}
		return v[i].Tag < v[j].Tag
	})
}

// CoverageSize is how many of the sorted entries it takes to cover at
// least the given share of all occurrences (the paper keeps the most
// frequent fragments; 0.999 is itnprep's default).
func CoverageSize(sorted []VocabEntry, coverage float64) int {
	var total int64
	for _, e := range sorted {
		total += e.Count
	}
	if total == 0 {
		return 0
	}
	need := coverage * float64(total)
	var sum int64
	for i, e := range sorted {
		sum += e.Count
		if float64(sum) >= need-1e-9 {
			return i + 1
		}
	}
	return len(sorted)
}

// SelectVocab sorts the counted fragments and keeps the fewest most
// frequent ones covering coverage of the occurrences, at most maxSize
// (0: no cap). It returns every entry sorted and the number kept.
func SelectVocab(counts map[string]int64, coverage float64, maxSize int) (sorted []VocabEntry, kept int) {
	sorted = make([]VocabEntry, 0, len(counts))
	for t, c := range counts {
		sorted = append(sorted, VocabEntry{Tag: t, Count: c})
	}
	SortVocab(sorted)
	kept = CoverageSize(sorted, coverage)
	if maxSize > 0 && kept > maxSize {
		kept = maxSize
	}
	return sorted, kept
}

// IsFragment reports whether a tag is a written fragment (not <SELF> or
// <DELETE>): the tags the vocabulary counts.
func IsFragment(tag string) bool { return tag != Self && tag != Delete }
