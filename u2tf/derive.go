package u2tf

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/itnprep/itnprep/align"
	"github.com/itnprep/itnprep/internal/textcut"
	"github.com/itnprep/itnprep/internal/textfold"
	"github.com/itnprep/itnprep/internal/unsaid"
)

// Span is a known correspondence between a written and a spoken range of a
// pair, in code points, half-open (dataset.Span's offsets).
type Span struct {
	WrittenStart, WrittenEnd int
	SpokenStart, SpokenEnd   int
}

// Options configure Derive.
type Options struct {
	// Left and Right are the context tokens a span row's input carries on
	// each side of the span (the paper uses "some left and right context";
	// 2 and 2 by default).
	Left, Right int
	// MaxSpanTokens rejects pairs with a span of more spoken tokens than
	// this (a long non-equal region is an alignment failure, not an
	// entity the span model should learn); 0 means no limit.
	MaxSpanTokens int
	// MaxTokens rejects pairs of more spoken tokens or written words than
	// this (too_long): the word matcher that aligns a pair without spans
	// (difflib, autojunk off) takes time up to cubic in its length on
	// repetitive text, whose words each occur many times: one short
	// sentence repeated took 0.05 s at 1,024 tokens, 0.35 s at 2,048, 3.4 s
	// at 4,096 and 32 s at 8,192 (BenchmarkDeriveUnspannedGrowth,
	// 2026-11-30, two shared cores), so one long document would hold a
	// worker for minutes; text whose words rarely repeat took 1 ms at 1,024
	// tokens and 0.13 s at 8,192. A sentence or a transcript segment is far
	// below the cap. 0 means no limit.
	MaxTokens int
	// StripQuotes removes double quotation marks at the written words'
	// edges (not an inch mark after a digit) before deriving, instead of
	// rejecting the pair (punct_quote): the rows are those of the text
	// unquoted (stripQuotes).
	StripQuotes bool
	// StripBrackets removes brackets at the written words' edges (the
	// bracketed words kept: the spoken side says them; not a telephone
	// number's "(555) 123-4567") before deriving, instead of rejecting
	// the pair (punct_bracket): the classifier predicts no brackets.
	StripBrackets bool
	// ReplaceMarks rewrites sentence marks the classifier does not predict
	// (! : ; …) at the written words' edges into marks it predicts, or
	// drops them, before deriving, instead of rejecting the pair
	// (punct_exclamation, punct_colon, ...): the Universal-2-TF paper's
	// cleaning makes ! a period (Appendix A). Its form is
	// ParseMarkReplacements's: "exclamation=period,colon=comma".
	ReplaceMarks string
	// CollapseMarks merges a run of sentence marks at a word's end into
	// the strongest one ("August,," "logic,." "Really?!"), as the paper's
	// cleaning replaces multiple consecutive marks with a single instance,
	// instead of rejecting the pair (punct_multiple).
	CollapseMarks bool
}

// DefaultMaxTokens is the default cap on a pair's tokens (Options.MaxTokens).
const DefaultMaxTokens = 1024

// DefaultOptions: two context tokens each side, spans of at most 32 tokens
// (long enough for spelled-out telephone and card numbers), pairs of at
// most DefaultMaxTokens tokens.
func DefaultOptions() Options {
	return Options{Left: 2, Right: 2, MaxSpanTokens: 32, MaxTokens: DefaultMaxTokens}
}

// Validate reports options Derive cannot work with.
func (o Options) Validate() error {
	if o.Left < 0 || o.Right < 0 {
		return fmt.Errorf("--context must not be negative, got %d,%d", o.Left, o.Right)
	}
	if o.MaxSpanTokens < 0 {
		return fmt.Errorf("--max-span-tokens must not be negative, got %d", o.MaxSpanTokens)
	}
	if o.MaxTokens < 0 {
		return fmt.Errorf("--max-tokens must not be negative, got %d", o.MaxTokens)
	}
	if _, err := ParseMarkReplacements(o.ReplaceMarks); err != nil {
		return fmt.Errorf("--replace-marks: %v", err)
	}
	return nil
}

// SpanRow is one training pair of the span model.
type SpanRow struct {
	Index  int    // the span's position among the classifier row's spans
	Start  int    // first token of the span in the classifier row
	End    int    // one past its last token
	Kind   string // KindITN or KindMixed
	Input  string // SpanInput of the span
	Output string // the span's written form (without the mark after it)
}

// Example is what one pair yields: the classifier row (Tokens with its
// three label lists) and the rows of its spans, in token order.
type Example struct {
	Tokens []string
	Punct  []string
	Case   []string
	ITN    []int8
	Spans  []SpanRow
	// Cleaned says which of the options' cleanings, each on its own, would
	// change the pair's written text (0 without cleanings), for the
	// version's counts.
	Cleaned Cleanings
}

// Cleanings is a set of the written-text cleanings Options ask for
// (StripQuotes, StripBrackets, ReplaceMarks, CollapseMarks).
type Cleanings uint8

// The cleanings, in CleaningNames order.
const (
	CleanedQuotes Cleanings = 1 << iota
	CleanedBrackets
	CleanedMarks
	CleanedCollapse
)

// CleaningNames names the cleanings as the version's config does, in
// Cleanings bit order.
var CleaningNames = []string{"strip_quotes", "strip_brackets", "replace_marks", "collapse_marks"}

// single is the cleaning of c's one kind k alone.
func (c markCleaning) single(k Cleanings) markCleaning {
	switch k {
	case CleanedQuotes:
		return markCleaning{quotes: c.quotes}
	case CleanedBrackets:
		return markCleaning{brackets: c.brackets}
	case CleanedMarks:
		return markCleaning{replace: c.replace, dash: c.dash, dashes: c.dashes, said: c.said, keepDash: c.keepDash}
	default:
		return markCleaning{collapse: c.collapse}
	}
}

// cleanedBy reports which of c's cleanings, each alone, change written.
func (c markCleaning) cleanedBy(written string) Cleanings {
	var out Cleanings
	for k := CleanedQuotes; k <= CleanedCollapse; k <<= 1 {
		if s := c.single(k); s.active() {
			if got, _ := stripMarks(written, nil, s); got != written {
				out |= k
			}
		}
	}
	return out
}

// Outputs returns the span outputs in span order, as Realize takes them.
func (e *Example) Outputs() []string {
	out := make([]string, len(e.Spans))
	for i, s := range e.Spans {
		out[i] = s.Output
	}
	return out
}

// Realize is Realize applied to the example's own labels and outputs.
func (e *Example) Realize() (string, error) {
	return Realize(e.Tokens, e.Punct, e.Case, e.ITN, e.Outputs())
}

// Reject says why a pair cannot become rows: Rule is one of Rules.
type Reject struct {
	Rule   string
	Reason string
}

func (r *Reject) Error() string { return r.Rule + ": " + r.Reason }

// reject is a Reject whose reason quotes each text it is given with %q (a
// word, a span, its output) cut to textcut.QuoteLimit bytes and "…": a
// reason is one line a person reads, and a written word of 100,000
// characters made one of 100,000 (fuzz10). The %s texts are the rules'
// own words (where, why), and numbers are formatted as given.
func reject(rule, format string, args ...any) *Reject {
	arg := 0
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		i++
		for i < len(format) && strings.IndexByte("+-# 0123456789.", format[i]) >= 0 {
			i++
		}
		if i == len(format) || format[i] == '%' {
			continue
		}
		if format[i] == 'q' && arg < len(args) {
			if s, ok := args[arg].(string); ok {
				args[arg] = textcut.Quote(s)
			}
		}
		arg++
	}
	return &Reject{Rule: rule, Reason: fmt.Sprintf(format, args...)}
}

// Deriver derives examples; it reuses its buffers and aligner between
// pairs and is not safe for concurrent use.
type Deriver struct {
	opts   Options
	clean  markCleaning
	al     *align.Aligner
	words  []word
	toks   []token
	keys   []string
	tstrs  []string
	segs   []segment
	anchor []segment
	// replaced: the marks the cleaning replaced and where they were in
	// the written text, by code-point position in the cleaned written
	// text (cleanMarks).
	replaced map[int]replacement
	// dashInSpan: the position in the written text of a dash the cleaning
	// replaced inside an ITN span, when label rejected the pair for it;
	// -1 otherwise.
	dashInSpan int
	// keptDashes: the positions in the written text (without its hidden
	// characters) of the dashes the last Derive left as written inside
	// ITN spans (markCleaning.keepDash); nil when none.
	keptDashes map[int]bool
}

// maxKeptDashes bounds the dashes Derive leaves inside spans, one more
// derivation each.
const maxKeptDashes = 4

// NewDeriver returns a Deriver with opts.
func NewDeriver(opts Options) (*Deriver, error) {
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	opts.ReplaceMarks, _ = ParseMarkReplacements(opts.ReplaceMarks) // canonical; Validate checked it
	// autojunk off: difflib's heuristic drops frequent tokens of long
	// sequences (200+), which would misalign long documents.
	return &Deriver{opts: opts, clean: opts.cleaning(), al: align.NewAligner(false)}, nil
}

// segment pairs spoken tokens [i1, i2) with written words [j1, j2): a plain
// word (one token, one word, equal keys) or a span.
type segment struct {
	i1, i2, j1, j2 int
	plain          bool
}

// Derive builds the classifier row and span rows of one pair. written keeps
// case and punctuation; spoken is the spoken form (its case and punctuation,
// if any, are dropped: tokens are ASR tokens); spans, when known, anchor the
// ITN spans and the rest is aligned. It returns a Reject when the pair
// cannot be expressed exactly.
//
// A dash word that --replace-marks dash=... made a comma or a period
// inside an ITN span ("KTVO - TV" said "k t v o t v", "August 16, 1859 -
// August 7, 1939": neighbouring entities are one span) stays as written,
// the entity's formatting, as a dash between numbers does: the pair is
// derived again with it kept. It was a punct_dash reject (a clause's mark
// replaced inside the span), where the pair derived without the flag was
// kept.
func (d *Deriver) Derive(written, spoken string, spans []Span) (Example, *Reject) {
	written = foldFixedSpaces(written)
	if strings.Join(strings.Fields(written), " ") != written {
		return Example{}, reject(RuleWhitespace, "the written side has leading, trailing or repeated white space, or a tab or line break")
	}
	written, spans = dropHidden(written, spans)
	d.toks = spokenTokens(spoken, d.toks[:0])
	var kept map[int]bool
	for {
		ex, rj := d.derive(written, spoken, spans, kept)
		if rj == nil || d.dashInSpan < 0 || len(kept) >= maxKeptDashes || kept[d.dashInSpan] {
			d.keptDashes = kept
			return ex, rj
		}
		if kept == nil {
			kept = map[int]bool{}
		}
		kept[d.dashInSpan] = true
	}
}

// derive is Derive with the dash words at the positions of kept left as
// written by the cleaning.
func (d *Deriver) derive(written, spoken string, spans []Span, kept map[int]bool) (Example, *Reject) {
	d.replaced, d.dashInSpan = nil, -1
	var cleaned Cleanings
	if d.clean.active() {
		clean := d.clean.forSpoken(d.toks, written)
		clean.keepDash = kept
		var out string
		out, spans, d.replaced = cleanMarks(written, spans, clean)
		if out != written {
			cleaned = clean.cleanedBy(written)
		}
		written = out
	}
	if written == "" || len(d.toks) == 0 {
		return Example{}, reject(RuleEmpty, "no written words or no spoken tokens")
	}
	d.words = writtenWords(written, d.words[:0])
	if m := d.opts.MaxTokens; m > 0 && (len(d.toks) > m || len(d.words) > m) {
		return Example{}, reject(RuleTooLong, "%d spoken tokens, %d written words (more than %d, --max-tokens)", len(d.toks), len(d.words), m)
	}
	for k := range d.words {
		d.words[k].keepAbbrevPeriod(k == len(d.words)-1)
		d.words[k].setKey()
	}
	d.keys = d.keys[:0]
	for _, w := range d.words {
		d.keys = append(d.keys, w.key)
	}
	d.tstrs = d.tstrs[:0]
	for _, t := range d.toks {
		d.tstrs = append(d.tstrs, t.text)
	}
	if rj := d.segment(written, spoken, spans); rj != nil {
		return Example{}, rj
	}
	ex, rj := d.label(written)
	if rj != nil {
		return Example{}, rj
	}
	got, err := ex.Realize()
	if err != nil {
		return Example{}, reject(RuleRealization, "%v", err)
	}
	if got != written {
		return Example{}, reject(RuleRealization, "labels realize %q", got)
	}
	ex.Cleaned = cleaned
	return ex, nil
}

// foldFixedSpaces writes the no-break, thin and other fixed-width spaces
// of written (Unicode's space separators other than the space: U+00A0,
// U+2000-U+200A, U+202F, U+205F, U+3000, ...) as spaces. They separate
// words wherever the model's text is split on white space (Python's
// str.split, the u2tf tokenizer), so "5\u00a0km" is two words there; and
// prep's cleaning (basic/collapse_whitespace) makes them spaces in every
// other corpus, so a GTN token's "€1\u00a0200" was a whitespace reject
// where a text row's passed. One character for one keeps the spans'
// code-point offsets.
func foldFixedSpaces(written string) string {
	if !strings.ContainsFunc(written, isFixedSpace) {
		return written
	}
	return strings.Map(func(r rune) rune {
		if isFixedSpace(r) {
			return ' '
		}
		return r
	}, written)
}

// dropHidden removes from written the invisible characters that every
// written-only prep's cleaning removes (textfold.IsHidden, clean's
// basic/remove_invisible: soft hyphen, zero-width space, word joiner, byte
// order mark, bidirectional marks) and moves the spans' offsets with them.
// The spoken side says them as nothing and splits no word at them
// (sources.ASRForm), the tagger reads them as nothing (its target has
// "5000" for "5\u200b000"), and a formatting model must not learn to write
// them: the span of "5\u200b000" said "five thousand" wrote "5\u200b000",
// and "Call\u200b me" made "call" an ITN span written "Call\u200b". A word
// of them alone goes with the space before it (or after it, first), so no
// space is left doubled. Zero-width joiners and non-joiners stay, as
// clean keeps them (emoji sequences and scripts need them), but for one
// beside an ASCII letter or digit, which no script or emoji sequence
// needs: "zero\u200dwidth", spoken "zerowidth", was an ITN span the span
// model was to learn to write with the joiner in it (qa93), where the
// tagger's target reads it as nothing.
func dropHidden(written string, spans []Span) (string, []Span) {
	if !strings.ContainsFunc(written, func(r rune) bool { return textfold.IsHidden(r) || r == 0x200C || r == 0x200D }) {
		return written, spans
	}
	rs := []rune(written)
	asciiAlnum := func(i int) bool {
		if i < 0 || i >= len(rs) || rs[i] >= utf8.RuneSelf {
			return false
		}
		c := byte(rs[i])
		return 'a' <= c|0x20 && c|0x20 <= 'z' || '0' <= c && c <= '9'
	}
	newAt := make([]int, len(rs)+1)
	out := make([]rune, 0, len(rs))
	for i, r := range rs {
		newAt[i] = len(out)
		switch {
		case textfold.IsHidden(r), (r == 0x200C || r == 0x200D) && (asciiAlnum(i-1) || asciiAlnum(i+1)):
		case r == ' ' && (len(out) == 0 || out[len(out)-1] == ' '):
		default:
			out = append(out, r)
		}
	}
	newAt[len(rs)] = len(out)
	if n := len(out); n > 0 && out[n-1] == ' ' {
		out = out[:n-1]
	}
	if len(spans) == 0 {
		return string(out), spans
	}
	return string(out), moveSpans(spans, newAt, 0, out)
}

// isFixedSpace reports a space separator (Unicode Zs) other than the
// space itself: the no-break, fixed-width and thin spaces the verbalizer
// reads between digit groups and before units (textfold.IsFixedSpace,
// shared with normalize/), and the two that set does not hold, the Ogham
// space mark U+1680 and the ideographic space U+3000. They must differ:
// the model's text is split on every one of them (Python's str.split, the
// u2tf tokenizer), so a written side that kept U+3000 would be split where
// its realization is not; the verbalizer's set is about where web text
// writes a space inside a number or a measure, which U+3000 never is, and
// widening it would change what normalize/ reads.
func isFixedSpace(r rune) bool { return textfold.IsFixedSpace(r) || r == 0x1680 || r == 0x3000 }

// segment fills d.segs: given spans as anchors, the gaps aligned, then
// neighbouring spans merged.
func (d *Deriver) segment(written, spoken string, spans []Span) *Reject {
	d.anchor = d.anchor[:0]
	wlen, slen := utf8.RuneCountInString(written), utf8.RuneCountInString(spoken)
	for _, sp := range spans {
		if sp.WrittenStart < 0 || sp.WrittenStart > sp.WrittenEnd || sp.WrittenEnd > wlen ||
			sp.SpokenStart < 0 || sp.SpokenStart > sp.SpokenEnd || sp.SpokenEnd > slen {
			return reject(RuleSpanRange, "span written [%d,%d) spoken [%d,%d) outside texts of %d and %d code points",
				sp.WrittenStart, sp.WrittenEnd, sp.SpokenStart, sp.SpokenEnd, wlen, slen)
		}
		j1, j2 := d.wordRange(sp.WrittenStart, sp.WrittenEnd)
		i1, i2 := d.tokenRange(sp.SpokenStart, sp.SpokenEnd)
		if j1 == j2 && i1 == i2 {
			continue // covers only spaces or punctuation the tokens skip
		}
		d.anchor = append(d.anchor, segment{i1: i1, i2: i2, j1: j1, j2: j2})
	}
	sort.SliceStable(d.anchor, func(a, b int) bool {
		if d.anchor[a].j1 != d.anchor[b].j1 {
			return d.anchor[a].j1 < d.anchor[b].j1
		}
		return d.anchor[a].i1 < d.anchor[b].i1
	})
	// Merge anchors that share a word or a token (two spans in one written
	// word, as "5km"), then require both orders to agree.
	merged := d.anchor[:0]
	for _, a := range d.anchor {
		if n := len(merged); n > 0 {
			p := &merged[n-1]
			if a.j1 < p.j2 || (a.i1 < p.i2 && a.i2 > p.i1) {
				p.i1, p.i2 = min(p.i1, a.i1), max(p.i2, a.i2)
				p.j2 = max(p.j2, a.j2)
				continue
			}
			if a.i1 < p.i2 {
				return reject(RuleNonMonotonic, "span %q comes after %q in the written text but before it in the spoken text",
					d.wordText(written, a.j1, a.j2), d.wordText(written, p.j1, p.j2))
			}
		}
		merged = append(merged, a)
	}
	d.anchor = merged

	d.segs = d.segs[:0]
	pi, pj := 0, 0
	for _, a := range d.anchor {
		d.alignGap(pi, a.i1, pj, a.j1)
		if a.i2-a.i1 == a.j2-a.j1 && slices.Equal(d.keys[a.j1:a.j2], d.tstrs[a.i1:a.i2]) {
			for k := 0; k < a.i2-a.i1; k++ {
				d.segs = append(d.segs, segment{i1: a.i1 + k, i2: a.i1 + k + 1, j1: a.j1 + k, j2: a.j1 + k + 1, plain: true})
			}
		} else {
			d.segs = append(d.segs, a)
		}
		pi, pj = a.i2, a.j2
	}
	d.alignGap(pi, len(d.toks), pj, len(d.words))

	d.mergeSpans()
	for d.bridge() {
		d.mergeSpans()
	}
	d.absorbMonths()
	return nil
}

// months are the written month names (and their abbreviations) that join
// a neighbouring span: "16 August 1987" and "January 22, 2001" are one
// date for the span model, not a number, a plain word and a year.
var months = map[string]bool{
	"january": true, "february": true, "march": true, "april": true, "may": true, "june": true, "july": true,
	"august": true, "september": true, "october": true, "november": true, "december": true,
	"jan.": true, "feb.": true, "mar.": true, "apr.": true, "jun.": true, "jul.": true, "aug.": true,
	"sep.": true, "sept.": true, "oct.": true, "nov.": true, "dec.": true,
}

// absorbMonths turns a plain month word next to a span into part of it.
func (d *Deriver) absorbMonths() {
	changed := false
	for k := range d.segs {
		s := &d.segs[k]
		if !s.plain {
			// A span may hold no written word (j1 == len(words) for
			// spoken words after the last): only plain words are looked at.
			continue
		}
		w := &d.words[s.j1]
		if first, _ := utf8.DecodeRuneInString(w.core); !months[w.key] || w.bad != "" || !unicode.IsUpper(first) {
			continue
		}
		// Not across a sentence end: "in 2010. January was cold" keeps
		// its month a plain word.
		if (k > 0 && !d.segs[k-1].plain && !d.endsSentence(d.segs[k-1].j2-1)) ||
			(k+1 < len(d.segs) && !d.segs[k+1].plain && !d.endsSentence(s.j1)) {
			s.plain, changed = false, true
		}
	}
	if changed {
		d.mergeSpans()
	}
}

// mergeSpans joins neighbouring spans into one: the classifier groups
// neighbouring ITN tokens, so the data must too, up to a sentence's end
// (SpanRanges): a span whose last word ends a sentence ("$5." of "It cost
// $5. 10 people came.") stays apart from the span after it.
func (d *Deriver) mergeSpans() {
	out := d.segs[:0]
	for _, s := range d.segs {
		if n := len(out); n > 0 && !s.plain && !out[n-1].plain && !d.endsSentence(out[n-1].j2-1) {
			out[n-1].i2, out[n-1].j2 = s.i2, s.j2
			continue
		}
		out = append(out, s)
	}
	d.segs = out
}

// endsSentence reports whether written word j carries a sentence's end, a
// period (not an abbreviation's: keepAbbrevPeriod) or a question mark, its
// token's punctuation label that ends a span (EndsSentence); false for j
// outside the words (a span of spoken words alone).
func (d *Deriver) endsSentence(j int) bool {
	return j >= 0 && j < len(d.words) && (d.words[j].mark == PunctPeriod || d.words[j].mark == PunctQuestion)
}

// sentenceEndAt returns the first word of words [j1, j2) that ends a
// sentence, -1 when none.
func (d *Deriver) sentenceEndAt(j1, j2 int) int {
	for j := max(j1, 0); j < j2; j++ {
		if d.endsSentence(j) {
			return j
		}
	}
	return -1
}

// sentenceEndIn reports whether a word of words [j1, j2) ends a sentence.
func (d *Deriver) sentenceEndIn(j1, j2 int) bool { return d.sentenceEndAt(j1, j2) >= 0 }

// bridgeWords is how many plain words a one-sided mismatch may reach across
// to join the nearest span. Entities whose spoken order differs from the
// written one ("fifteenth march two thousand" -> "March 15th, 2024", "the
// fifteenth of march" -> "March 15") align as a word spoken but not
// written (or written but not spoken) next to a matched word and a
// replaced one; the whole region is one span the span model rewrites.
const bridgeWords = 2

// bridge merges the first one-sided segment (insert or delete) that has
// another span within bridgeWords plain words with the nearest such span,
// the words between included. It reports whether it merged.
func (d *Deriver) bridge() bool {
	for k, s := range d.segs {
		if s.plain || (s.i1 != s.i2 && s.j1 != s.j2) {
			continue
		}
		if s.i1 == s.i2 && !d.wordsHaveWordRune(s.j1, s.j2) {
			continue // written punctuation alone: rejected by its class
		}
		best := -1
		for dist := 1; dist <= bridgeWords+1 && best < 0; dist++ {
			for _, m := range []int{k + dist, k - dist} {
				if m >= 0 && m < len(d.segs) && !d.segs[m].plain {
					best = m
					break
				}
			}
		}
		if best < 0 {
			continue
		}
		lo, hi := min(k, best), max(k, best)
		if d.sentenceEndIn(d.segs[lo].j1, d.segs[hi].j2-1) {
			continue // a span stops at a sentence end (mergeSpans)
		}
		merged := segment{i1: d.segs[lo].i1, i2: d.segs[hi].i2, j1: d.segs[lo].j1, j2: d.segs[hi].j2}
		d.segs = append(append(d.segs[:lo], merged), d.segs[hi+1:]...)
		return true
	}
	return false
}

// alignGap aligns tokens [i1, i2) with words [j1, j2) and appends their
// segments: equal keys are plain words, every non-equal opcode a span.
func (d *Deriver) alignGap(i1, i2, j1, j2 int) {
	switch {
	case i1 == i2 && j1 == j2:
		return
	case i1 == i2 || j1 == j2:
		d.segs = append(d.segs, segment{i1: i1, i2: i2, j1: j1, j2: j2})
		return
	}
	d.al.AlignTokens(d.keys[j1:j2], d.tstrs[i1:i2])
	for _, op := range align.SlideRepeats(d.al.Opcodes(), d.tstrs[i1:i2]) {
		// Opcodes run over a = written keys, b = spoken tokens.
		if op.Tag == align.Equal {
			for k := 0; k < op.I2-op.I1; k++ {
				d.segs = append(d.segs, segment{i1: i1 + op.J1 + k, i2: i1 + op.J1 + k + 1, j1: j1 + op.I1 + k, j2: j1 + op.I1 + k + 1, plain: true})
			}
			continue
		}
		d.segs = append(d.segs, segment{i1: i1 + op.J1, i2: i1 + op.J2, j1: j1 + op.I1, j2: j1 + op.I2})
	}
}

// wordRange returns the words overlapping the code-point range [s, e); an
// empty range sits before the first word starting at or after s.
func (d *Deriver) wordRange(s, e int) (int, int) {
	j1 := sort.Search(len(d.words), func(k int) bool { return d.words[k].rend > s })
	if s == e {
		j1 = sort.Search(len(d.words), func(k int) bool { return d.words[k].rstart >= s })
		return j1, j1
	}
	j2 := sort.Search(len(d.words), func(k int) bool { return d.words[k].rstart >= e })
	return j1, max(j1, j2)
}

func (d *Deriver) tokenRange(s, e int) (int, int) {
	i1 := sort.Search(len(d.toks), func(k int) bool { return d.toks[k].end > s })
	if s == e {
		i1 = sort.Search(len(d.toks), func(k int) bool { return d.toks[k].start >= s })
		return i1, i1
	}
	i2 := sort.Search(len(d.toks), func(k int) bool { return d.toks[k].start >= e })
	return i1, max(i1, i2)
}

func (d *Deriver) wordText(written string, j1, j2 int) string {
	if j1 >= j2 {
		return ""
	}
	return written[d.words[j1].start:d.words[j2-1].end]
}

func (d *Deriver) wordsHaveWordRune(j1, j2 int) bool {
	for _, w := range d.words[j1:j2] {
		if hasWordRune(w.text) {
			return true
		}
	}
	return false
}

func hasWordRune(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0
}

// label turns the segments into the classifier row and span rows.
func (d *Deriver) label(written string) (Example, *Reject) {
	n := len(d.toks)
	ex := Example{
		Tokens: make([]string, n), Punct: make([]string, n), Case: make([]string, n), ITN: make([]int8, n),
	}
	for i, t := range d.toks {
		ex.Tokens[i] = t.text
		ex.Punct[i] = PunctNone
		ex.Case[i] = CaseLower
	}
	var outputs []string
	for _, s := range d.segs {
		if s.plain {
			w, t := &d.words[s.j1], d.toks[s.i1].text
			if w.bad != "" {
				return Example{}, reject(w.bad, "word %q: punctuation %q the classifier cannot predict", w.text, w.lead+w.trail)
			}
			if w.mark != "" {
				ex.Punct[s.i1] = w.mark
			}
			c := casing(w.core, t)
			ex.Case[s.i1] = c
			if c == CaseMixed {
				outputs = append(outputs, w.core)
			}
			continue
		}
		text := d.wordText(written, s.j1, s.j2)
		switch {
		case s.i1 == s.i2 && !hasWordRune(text):
			if text != "" && strings.Trim(text, ".,? ") == "" {
				// A mark the classifier has a label for, but no word
				// to put it on: GTN's tokenized "works , really" or a
				// sentence opening with one. It said the classifier
				// "cannot predict" a comma (qa80).
				where := "stands apart from the word before it, a space between (GTN's tokenized marks: prep gtn --detokenize joins them)"
				if s.j1 == 0 {
					where = "opens the sentence, before any word"
				}
				return Example{}, reject(RulePunctDetached, "written %q %s: the classifier labels the mark at a word's end, and no word carries this one", text, where)
			}
			return Example{}, reject(punctRule(text), "written %q is punctuation the classifier cannot predict", text)
		case s.i1 == s.i2:
			return Example{}, reject(RuleUnspokenWritten, "written %q has no spoken counterpart", text)
		case s.j1 == s.j2 && fillersOnly(d.tstrs[s.i1:s.i2]):
			// "the lamps were lit uh early" for a book's "the lamps were
			// lit early" (Libriheavy: an ASR transcript against its
			// book): an ITN span the span model writes as nothing, which
			// Realize drops (as the tagger's rows make the filler
			// <DELETE>).
			for i := s.i1; i < s.i2; i++ {
				ex.ITN[i] = 1
			}
			outputs = append(outputs, "")
			continue
		case s.j1 == s.j2:
			return Example{}, reject(RuleUnwrittenSpoken, "spoken %q has no written counterpart", strings.Join(d.tstrs[s.i1:s.i2], " "))
		}
		if d.opts.MaxSpanTokens > 0 && s.i2-s.i1 > d.opts.MaxSpanTokens {
			return Example{}, reject(RuleSpanTooLong, "span of %d spoken tokens (> %d): %q -> %q", s.i2-s.i1, d.opts.MaxSpanTokens,
				strings.Join(d.tstrs[s.i1:s.i2], " "), text)
		}
		last := &d.words[s.j2-1]
		out := strings.TrimSuffix(text, last.mark)
		if k := d.movedPeriod(s.j1, s.j2); k >= 0 {
			p, w := d.words[k-1].core, d.words[k].core
			return Example{}, reject(RulePunctOther, "span %q -> %q: %q holds the period of %q, moved onto the number (%q for %q)",
				strings.Join(d.tstrs[s.i1:s.i2], " "), text, w, p, p+" "+w, p+". "+w[1:])
		}
		if r, why := checkOutput(out, last.abbrev, d.tstrs[s.i2-1] == "minus"); r != "" {
			return Example{}, reject(r, "span %q -> %q: %s: punctuation the models cannot produce", strings.Join(d.tstrs[s.i1:s.i2], " "), text, why)
		}
		if r, j, rep := d.replacedInSpan(s.j1, s.j2); r != "" {
			if isDash(rep.mark) {
				d.dashInSpan = rep.from
			}
			return Example{}, reject(r, "span %q -> %q: the %q after %q was %q, a clause's mark replaced inside the span (the span model would learn to write it between two entities)",
				strings.Join(d.tstrs[s.i1:s.i2], " "), text, d.words[j].mark, d.words[j].core, string(rep.mark))
		}
		// After replacedInSpan: a mark the cleaning wrote is
		// rejected by its own class, whose hint names the flag.
		if j := d.sentenceEndAt(s.j1, s.j2-1); j >= 0 {
			return Example{}, reject(RuleSpanSentence, "span %q -> %q: %q ends a sentence inside it (a span stops at a sentence end, whose mark the punctuation head predicts; the alignment cannot tell which spoken words are each sentence's)",
				strings.Join(d.tstrs[s.i1:s.i2], " "), text, d.words[j].text)
		}
		if w := unsaid.Word(out, d.tstrs[s.i1:s.i2]); w != "" {
			return Example{}, reject(RuleWordMismatch, "span %q -> %q: %q is no word said there nor an abbreviation of one (a misreading, misprint or misrecognition the span model would learn to write)",
				strings.Join(d.tstrs[s.i1:s.i2], " "), text, w)
		}
		for i := s.i1; i < s.i2; i++ {
			ex.ITN[i] = 1
		}
		if last.mark != "" {
			ex.Punct[s.i2-1] = last.mark
		}
		outputs = append(outputs, out)
	}
	ranges := SpanRanges(ex.Punct, ex.Case, ex.ITN)
	if len(ranges) != len(outputs) {
		return Example{}, reject(RuleRealization, "%d spans for %d outputs", len(ranges), len(outputs))
	}
	ex.Spans = make([]SpanRow, len(ranges))
	for k, r := range ranges {
		ex.Spans[k] = SpanRow{
			Index: k, Start: r.Start, End: r.End, Kind: r.Kind,
			Input: SpanInput(ex.Tokens, r, d.opts.Left, d.opts.Right), Output: outputs[k],
		}
	}
	return ex, nil
}

// replacedInSpan returns the reject rule of a mark a replacement wrote
// after a word of words [j1, j2) other than the last, that word and the
// replacement (the mark replaced and where it was); "" when none.
// Neighbouring ITN spans are one span for the classifier (mergeSpans), so
// `He bought a PC; Dr. Smith` said "... p c doctor smith" has the span
// "p c doctor", and semicolon=period made its output "PC. Dr.": the
// span model would learn to end a sentence inside an entity. Such a pair
// is a reject by the replaced mark's class, as without the cleaning; a
// full-width comma, period or question mark written as itself is the
// same mark and stays.
func (d *Deriver) replacedInSpan(j1, j2 int) (string, int, replacement) {
	for j := j1; j < j2-1; j++ {
		w := &d.words[j]
		if w.mark == "" {
			continue
		}
		if rep, ok := d.replaced[w.rend-1]; ok {
			if _, same := wideAsPredicted[rep.mark]; !same {
				return punctRule(string(rep.mark)), j, rep
			}
		}
	}
	return "", 0, replacement{}
}

// fillers are the hesitation words an ASR transcript writes and a book or
// a cleaned text does not (Universal-2-TF's cleaning removes them,
// Appendix A).
var fillers = map[string]bool{"uh": true, "um": true, "er": true, "erm": true, "uhm": true, "ah": true, "eh": true, "hmm": true, "mm": true}

// fillersOnly reports whether every token is a filler.
func fillersOnly(toks []string) bool {
	for _, t := range toks {
		if !fillers[t] {
			return false
		}
	}
	return len(toks) > 0
}

// movedPeriod returns the first word of words [j1, j2) that is a decimal
// written without its zero (.12) after a word that takes an abbreviation
// period (p, c, d, Cal: one letter, or abbreviationCore), -1 when none:
// GTN's "p .12", "c .1400", "d .1934" are "p. 12", "c. 1400", "d. 1934"
// with the period moved, read "p point one two", which would teach the
// span model a page number as a decimal. A decimal after any other word
// (an .878 fielding percentage, a .22 rifle: "a" and "I" are words) is
// one (checkOutput).
func (d *Deriver) movedPeriod(j1, j2 int) int {
	for k := max(j1, 1); k < j2; k++ {
		w, prev := d.words[k].text, &d.words[k-1]
		if len(w) < 2 || w[0] != '.' || w[1] < '0' || w[1] > '9' || prev.trail != "" || prev.abbrev {
			continue
		}
		c := strings.ToLower(prev.core)
		if c == "a" || c == "i" {
			continue // a .22 rifle: a word, not an initial
		}
		if utf8.RuneCountInString(c) == 1 && unicode.IsLetter(rune(c[0])) || abbreviations[c] || c == "pp" || c == "cal" {
			return k
		}
	}
	return -1
}

// casing is the casing label that turns token into core: lower, cap or
// upper when one of them produces it exactly, mixed otherwise.
func casing(core, tok string) string {
	switch core {
	case tok:
		return CaseLower
	case capFirst(tok):
		return CaseCap
	case strings.ToUpper(tok):
		return CaseUpper
	}
	return CaseMixed
}

// clauseDash returns the first dash in out that joins two letters as a
// clause's dash, not a hyphen: two hyphens or more ("--", Project
// Gutenberg's em dash) or an em dash; "" when none. Libriheavy's book
// texts write it so: `He turned--slowly--and looked` / "he turned slowly
// and looked" made the span "turned slowly and" -> "turned--slowly--and",
// teaching the span model to write dashes between plain words (pairs2).
// An en dash (Mason–Dixon) and a dash between digits (1990--1995) stay.
func clauseDash(out string) string {
	rs := []rune(out)
	for i := 1; i < len(rs); i++ {
		j := i
		for j < len(rs) && (rs[j] == '-' || rs[j] == '—') {
			j++
		}
		if j == i || j == len(rs) || !unicode.IsLetter(rs[i-1]) || !unicode.IsLetter(rs[j]) {
			continue
		}
		if d := string(rs[i:j]); d != "-" {
			return d
		}
		i = j
	}
	return ""
}

// checkOutput returns the reject rule for a span output holding
// punctuation that is not part of a formatted entity, "" when it is fine,
// and which mark it is and where (the reject's reason names it: "span ...
// -> "ISBN 1 -.": punctuation the models cannot produce" left a user to
// find the mark). Inside an entity, commas, periods, colons, slashes and
// dashes are formatting (1,000 / 10:30 / 2-3), and so are ' and " right
// after a digit (feet and inches, 5' 6"); quotes, ! ; and ellipses never
// are; brackets must be balanced and must not wrap the whole span. A dash
// ending the span is the span's when its last spoken word says it
// (saidMinus: a rating, BBB- / "triple b minus", A- / "a minus"), a
// mark the classifier cannot predict otherwise.
func checkOutput(out string, abbrev, saidMinus bool) (rule, why string) {
	if out == "" || strings.TrimSpace(out) != out {
		// "1935 ." : the span's mark stands alone after it
		return RulePunctDetached, "a mark stands apart from the span's words, a space before it (GTN's tokenized marks: prep gtn --detokenize joins them)"
	}
	if strings.Contains(out, "...") || strings.ContainsRune(out, '…') {
		return RulePunctEllipsis, "an ellipsis inside it"
	}
	prev := rune(0)
	for _, r := range out {
		switch {
		case r == '!' || r == '¡':
			return RulePunctExclaim, fmt.Sprintf("%q inside it", string(r))
		case r == ';':
			return RulePunctSemicolon, `";" inside it`
		case r == '"' && unicode.IsDigit(prev):
			// an inch or second mark (5' 6", 3'30"): formatting, not a quote
		case r == '"' || r == '`' || r == '\u201c' || r == '\u201d' || r == '\u201e' || r == '«' || r == '»' || r == '¿':
			return RulePunctQuote, fmt.Sprintf("%q inside it", string(r))
		}
		prev = r
	}
	if i := strings.IndexFunc(out, isWideMark); i >= 0 {
		r, _ := utf8.DecodeRuneInString(out[i:])
		return punctRule(out), fmt.Sprintf("%q, a full-width mark, inside it", string(r)) // 94： 501
	}
	if d := clauseDash(out); d != "" {
		return RulePunctDash, fmt.Sprintf("%q joins two words, a clause's dash (no hyphen), which the classifier does not predict (--replace-marks dash= rewrites only a dash standing between spaces)", d)
	}
	for _, f := range strings.Fields(out) {
		if !hasWordRune(f) && strings.Trim(f, ".,?") == "" {
			// "5 ," : a mark standing alone
			return RulePunctDetached, fmt.Sprintf("%q stands apart from the word before it, a space between (GTN's tokenized marks: prep gtn --detokenize joins them)", f)
		}
	}
	first, fw := utf8.DecodeRuneInString(out)
	next, _ := utf8.DecodeRuneInString(out[fw:])
	if (first == '\'' || first == '\u2018') && !unicode.IsDigit(next) {
		return RulePunctQuote, fmt.Sprintf("it opens with %q, a quote", string(first))
	}
	// '99, ’90s: an apostrophe for an elided century, not a quote ('5' is one)
	elided := (first == '\'' || first == '\u2019') && unicode.IsDigit(next) && !strings.HasSuffix(out, "'") && !strings.HasSuffix(out, "\u2019")
	// .878, .22: a decimal written without its zero (a batting average, a
	// calibre), said "point eight seven eight"; not a mark starting the span.
	decimal := first == '.' && unicode.IsDigit(next)
	if (isCloser(first) && !elided && !decimal) || first == '¿' {
		return punctRule(string(first)), fmt.Sprintf("it opens with %q", string(first))
	}
	var stack []rune
	closes := map[rune]rune{')': '(', ']': '[', '}': '{'}
	for i, r := range out {
		switch r {
		case '(', '[', '{':
			stack = append(stack, r)
		case ')', ']', '}':
			if len(stack) == 0 || stack[len(stack)-1] != closes[r] {
				return RulePunctBracket, fmt.Sprintf("%q closes no bracket it opened", string(r))
			}
			stack = stack[:len(stack)-1]
			if len(stack) == 0 && i == len(out)-1 && strings.ContainsRune("([{", first) && balancedPrefixEnds(out) {
				return RulePunctBracket, "brackets wrap the whole span" // "(1990)"
			}
		}
	}
	if len(stack) > 0 {
		return RulePunctBracket, fmt.Sprintf("%q opens a bracket it does not close", string(stack[len(stack)-1]))
	}
	lastR, _ := utf8.DecodeLastRuneInString(out)
	switch {
	case lastR == ':':
		return RulePunctColon, `it ends in ":"`
	case isDash(lastR) && !saidMinus:
		return RulePunctDash, fmt.Sprintf("it ends in %q, which no word says (a rating's \"minus\" says one)", string(lastR))
	case lastR == ',' || lastR == '?':
		return RulePunctMultiple, fmt.Sprintf("it ends in %q before the mark the classifier labels", string(lastR))
	case lastR == '.' && !abbrev:
		return RulePunctMultiple, `it ends in ".", which is no abbreviation's, before the mark the classifier labels`
	case lastR == '\'' && endsWithDigitThenMark(out):
		// a foot or minute mark (30', 6'): formatting, not a quote
	case lastR == '\u2019' || lastR == '\'':
		f := strings.Fields(out)
		if !apostropheEnds(strings.TrimRight(f[len(f)-1], "'\u2019")) {
			return RulePunctQuote, fmt.Sprintf("it ends in %q, a closing quote", string(lastR))
		}
	}
	return "", ""
}

// endsWithDigitThenMark reports whether out ends in a digit and one mark.
func endsWithDigitThenMark(out string) bool {
	_, n := utf8.DecodeLastRuneInString(out)
	r, _ := utf8.DecodeLastRuneInString(out[:len(out)-n])
	return unicode.IsDigit(r)
}

// balancedPrefixEnds reports whether the bracket opened by out's first
// character closes only at its last character.
func balancedPrefixEnds(out string) bool {
	depth := 0
	for i, r := range out {
		switch r {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
			if depth == 0 {
				return i == len(out)-1
			}
		}
	}
	return false
}
