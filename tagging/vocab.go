package tagging

import (
	"fmt"
	"sort"
	"strings"

	"github.com/itnprep/itnprep/dataset"
)

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

// DefaultVocabCoverage is derive tagger's --vocab-coverage: the kept
// fragments cover this share of fragment occurrences.
const DefaultVocabCoverage = 0.999

// CoverageSize is how many of the sorted entries it takes to cover at
// least the given share of all occurrences (the paper keeps the most
// frequent fragments; DefaultVocabCoverage is itnprep's default).
func CoverageSize(sorted []VocabEntry, coverage float64) int {
	counts := make([]int64, len(sorted))
	var total int64
	for i, e := range sorted {
		counts[i] = e.Count
		total += e.Count
	}
	// versions verify checks the manifest's size_99 and size_99.9 with
	// the same function over the kept fragments.
	n, _ := dataset.CoverageSize(counts, total, coverage)
	return n
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

// VocabCap says what kept a tag vocabulary at kept of the distinct
// fragments its split (--vocab-split) produced, and what keeps more: the
// vocabulary already held every fragment of the split (then only more rows
// of that split, or rows more like the rejected ones, help), --vocab-size
// capped it (maxSize > 0 and reached), or --vocab-coverage did. A distinct
// count below 0 is unknown (a version published before its manifest
// recorded it): the options set are named then. The tag_oov advice said
// "too few train rows" whatever the split and "raise --vocab-coverage"
// when --vocab-size had capped the vocabulary, or when it already kept
// every fragment (qa40, 2026-11-30).
func VocabCap(split string, coverage float64, maxSize, distinct, kept int64) string {
	more := fmt.Sprintf("only more %s rows (a parent with more, a larger share of them), or rows more like the rejected ones, add fragments", split)
	switch {
	case distinct >= 0 && kept >= distinct:
		return fmt.Sprintf("the vocabulary keeps all %d distinct fragments the %s split produced: %s", distinct, split, more)
	case distinct >= 0 && maxSize > 0 && kept >= maxSize:
		return fmt.Sprintf("--vocab-size %d kept %d of the %d distinct fragments of the %s split: raise it (0: no cap)", maxSize, kept, distinct, split)
	case distinct >= 0:
		return fmt.Sprintf("--vocab-coverage %g kept %d of the %d distinct fragments of the %s split: raise it (1 keeps every one)", coverage, kept, distinct, split)
	}
	var levers []string
	if maxSize > 0 {
		levers = append(levers, fmt.Sprintf("--vocab-size %d caps it (0: no cap)", maxSize))
	}
	if coverage < 1 {
		levers = append(levers, fmt.Sprintf("--vocab-coverage %g keeps the fragments covering that share (1 keeps every one)", coverage))
	}
	if len(levers) == 0 {
		return fmt.Sprintf("the vocabulary keeps every fragment the %s split produced: %s", split, more)
	}
	return fmt.Sprintf("the vocabulary is counted on the %s split, where %s; else %s", split, strings.Join(levers, " and "), more)
}

// TagOOVHint is the refusal's remedy for a derive rejected mostly as
// tag_oov, from its options (the first reject's reason says what capped
// the vocabulary, VocabCap): it names the split the vocabulary is counted
// on and only the options that can keep more.
func TagOOVHint(split string, coverage float64, maxSize int64) string {
	return "rows need fragment tags the vocabulary counted on the --vocab-split " + split + " rows does not keep: " + VocabCap(split, coverage, maxSize, -1, 0)
}
