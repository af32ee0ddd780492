// Package align is itnprep's Ratcliff/Obershelp engine: it gives exactly
// the answers of CPython 3.11's difflib.SequenceMatcher(None, a, b,
// autojunk) on token sequences, many times faster, and the
// alignment-based cleaning of noisy (written, spoken) pairs.
//
// What it owns:
//
//   - Matcher: difflib over int32 token ids, bit for bit (matching blocks,
//     opcodes, ratio, quick_ratio, real_quick_ratio, autojunk's popular
//     elements, find_longest_match's tie-breaking, block merging). Its
//     index of b is slice-based with generation stamps, so nothing is
//     cleared or allocated per pair in steady state.
//   - Interner: token strings to dense ids, reset per pair in O(1).
//   - Tokenizer: the alignment tokenization (Python's lower(); white
//     space splits; every Unicode punctuation or symbol character is a
//     token), keeping byte offsets into the original text.
//   - Aligner: tokenize + intern + match for one pair, the hot path.
//   - Fragment: the mismatches (non-equal opcodes) that patterns/ mines,
//     and their mining sequences written + "|" + spoken.
//   - Cleaner: the switchable, counted cleaning rules of the Libriheavy
//     recipe (docs/libriheavy.md; corpus: Kang et al. 2024, "Libriheavy"):
//     minimum ratio, edge trimming,
//     written-only and spoken-only cuts on the original text, cuts of
//     written numbers the transcript does not read (number_mismatch,
//     judged by a reading check the caller gives: the verbalizer's),
//     cuts of plain English words the transcript does not say
//     (word_mismatch, judged by internal/unsaid, u2tf's check too),
//     symbol checks. Counts come back per call (RuleCounts), never in globals,
//     so a Beam DoFn can turn them into counters.
//   - AlignJSONL: `itnprep align`'s stream, pair lines in, one line of
//     opcodes out per pair, a line that is no usable pair quarantined
//     (internal/quarantine) and a file that is not JSON lines refused as
//     prep refuses it (sources.NotJSONLines).
//
// The package is plain Go on strings and slices: no Beam, no randomness,
// no dependence on map order, no file opened (AlignJSONL streams the
// reader and writers its caller gives). Matchers, Aligners and Cleaners
// reuse buffers and are not safe for concurrent use; make one per
// goroutine.
package align
