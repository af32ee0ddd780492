// Package clean owns itnprep's heuristic text cleaning: a small engine of
// named, switchable, configurable and counted rules, the two rule sets that
// ship with it, and the ITN selection flags.
//
// A rule has a name, a description, a kind (Edit rewrites text, Drop rejects
// the record with a reason), the side of a (written, spoken) pair it looks at,
// and documented parameters with defaults. A Set applies its enabled rules in
// order and returns a Result: the cleaned texts, or the dropping rule and its
// reason, plus the names of the rules that fired. Hits are returned, not kept
// in package state, so a Beam DoFn turns them into counters and a manifest
// into per-rule counts, and a plain loop sums them with Counts.
//
// The shipped sets:
//
//   - Transcript (TranscriptRules): the transcript-formatting heuristics of
//     Universal-2-TF 2024 (Appendix A), between a coarse and a fine
//     proportion filter, as the paper's three-step pipeline runs them.
//   - Book (BookRules): the Libriheavy book-text rules (docs/libriheavy.md;
//     corpus: Kang et al. 2024): removal of page numbers, editorial notes and footnote markers,
//     optional accent folding, white-space collapsing, the character policy
//     (bad ASCII and allowed set), and lower-casing of the ASR transcript.
//
// Configuration is JSON, strict about names and types:
//
//	{"rules": {"exclamation_to_period": {"enabled": false},
//	           "fine_filter": {"params": {"max_upper_ratio": 0.5}}}}
//
// Rules and parameters not mentioned keep their defaults; Set.Config returns
// the complete effective configuration for a manifest, and Set.Describe the
// rules with their documentation for a dataset card. The defaults are listed
// in RULES.md next to this file (kept in sync by a test).
//
// ITNFlags tells whether a written text holds what inverse text
// normalization is about (digits, roman numerals, all-capital words), so a
// pipeline can select those pairs.
//
// Everything here is plain Go on strings: deterministic, safe for concurrent
// use, and total on arbitrary (even invalid) UTF-8.
package clean
