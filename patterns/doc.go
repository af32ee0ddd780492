// Package patterns owns exact frequent sequential pattern mining over token
// sequences (PrefixSpan with pseudo-projection), exact support recounting of
// candidate patterns (the second pass of distributed SON mining), and the
// turning of mined alignment-mismatch patterns into reviewable cleaning
// rules that the Libriheavy pipeline applies.
//
// Semantics follow ../shared/anchors/prefixspan_anchor.py (and PrefixSpan-py,
// SPMF PrefixSpan on single-item itemsets): a pattern occurs in a sequence
// when it is a (not necessarily contiguous) subsequence of it; its support is
// the number of input sequences it occurs in, each counted once; every
// pattern with MinLen <= len <= MaxLen and support >= MinSupport is
// reported, sorted by support descending and then by the pattern as a list
// of strings (byte-wise string order, a proper prefix first). The mismatch
// separator "|" is an ordinary item.
//
// The package is plain Go: no Beam, no goroutines, no map-order dependence.
package patterns
