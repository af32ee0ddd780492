// Package u2tf owns the training rows of the Universal-2-TF two-stage text
// formatter (Universal-2-TF 2024, sections 3.1 and 3.2): from one (written,
// spoken) pair it builds
//
//   - a classifier row: the spoken tokens (lower case, no punctuation, as an
//     ASR system emits them) with three label lists of the same length:
//     Punct (the mark appended after the token: O . , ?), Case (lower, cap =
//     first letter upper, upper = all letters upper, mixed = left to the
//     span model) and ITN (1 when the token belongs to a span the span model
//     rewrites);
//   - span rows: each span the span model rewrites (a run of ITN tokens, or
//     one mixed-case token), as its input (the span with left and right
//     context tokens, the span between SpanOpen and SpanClose) and its output
//     (the formatted written text of the span);
//
// and the realization that inverts them: Realize applies the labels to the
// tokens and replaces each span by its output. Derive keeps a pair only when
// Realize gives back the pair's written text byte for byte; anything the two
// models cannot express (punctuation the paper does not predict such as
// ; ! : ( and quotes, GTN's space-separated punctuation, written words with
// no spoken counterpart, crossing spans) is a Reject with a rule and a
// reason, so a pipeline counts it. Options can first clean the written
// text as the paper's Appendix A does (StripQuotes, StripBrackets,
// ReplaceMarks: ! made a period, CollapseMarks: one mark for a run), so such
// a pair becomes the rows of its cleaned text instead of a reject.
//
// Where the pair's spans are known (verbalizer-made pairs, GTN's classed
// form) they anchor the ITN spans; the rest of the pair, or all of it when
// spans are absent (NeMo's sentence-level GTN), is aligned word by word with
// align's Ratcliff/Obershelp matcher (difflib's algorithm) and every
// non-equal opcode becomes an ITN span. A span stops at a sentence's end (a
// token labelled . or ?): given spans split there, and one aligned span
// holding a sentence's end is a reject (RuleSpanSentence).
//
// The trainer's inference uses the same two functions a model's predictions
// need: SpanRanges (which tokens form the spans, from predicted labels:
// punctuation, casing and ITN) and
// Realize (the formatted text, from labels and the span model's outputs),
// with SpanInput building the span model's input.
//
// The package is plain Go on strings and slices: no Beam, no I/O, no
// randomness. A Deriver reuses an align.Aligner and is not safe for
// concurrent use; make one per goroutine or DoFn instance.
package u2tf
