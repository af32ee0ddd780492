// Package patterns owns exact frequent sequential pattern mining over token
// sequences (PrefixSpan with pseudo-projection), exact support recounting of
// candidate patterns (the second pass of distributed SON mining), and the
// turning of mined alignment-mismatch patterns into reviewable cleaning
// rules that the Libriheavy pipeline applies.
//
// # Mining
//
// Semantics follow PrefixSpan (Pei et al. 2001) as PrefixSpan-py and SPMF
// implement it on single-item itemsets: a pattern occurs in a sequence
// when it is a (not necessarily contiguous) subsequence of it; its support is
// the number of input sequences it occurs in, each counted once; every
// pattern with MinLen <= len <= MaxLen and support >= MinSupport is
// reported, sorted by support descending and then by the pattern as a list
// of strings (byte-wise string order, a proper prefix first). The mismatch
// separator "|" is an ordinary item. Sequences longer than the length cap
// are skipped, not truncated, and counted (Database.Skipped).
//
// Mine streams patterns in pattern order; its memory is the projected
// databases on the current depth-first path. SortedWriter turns that stream
// into the sorted output with bounded memory (spilling sorted runs to
// temporary files past a limit). The output line format, `[support,
// ["a", "b"]]`, is byte-identical to Python's json.dumps(...,
// ensure_ascii=False). ResolveMinSupport turns --minsup (a count, or a
// share of the sequences) into the count mined at, and
// MinSupportAboveSequences says when that count is more than the sequences,
// so that no pattern could be frequent.
//
// # Rules
//
// DeriveRules classifies the written sides of mined mismatch patterns
// (written... "|" spoken...) as removal, fixed or ambiguous (see its
// comment for the definitions). WriteRules writes them as JSONL, one Rule
// per line:
//
//	{"kind":"removal","written":["[","pg","]"],"spoken":[],"support":204,"deletions":204,
//	 "confidence":1,"mappings":[],"max_span":4,"examples":[{"written":["[","pg","12","]"],"spoken":[]}],
//	 "approved":false}
//
// A reviewer sets "approved": true on the removal rules to apply. The
// Libriheavy pipeline reads the file with ReadRules, keeps
// ApprovedRemovals, and calls ApplyRemovals on each written text (a pure
// function: alignment tokenization with byte offsets, leftmost in-order
// match within max_span tokens, the matched byte range cut from the
// original text), summing the per-rule hit counts for the manifest.
// WriteReport renders the rules as a Markdown review report.
//
// The package is plain Go: no Beam, no goroutines, no map-order dependence.
package patterns
