package align

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/itnprep/itnprep/internal/roman"
	"github.com/itnprep/itnprep/internal/textcut"
	"github.com/itnprep/itnprep/internal/unsaid"
)

// Rule names one alignment-cleaning rule. Drop rules reject the whole
// pair; edit rules cut fragments out of it.
type Rule uint8

const (
	// RuleMinRatio drops a pair whose difflib ratio is below MinRatio.
	RuleMinRatio Rule = iota
	// RuleSymbols drops a pair whose remaining mismatches contain a
	// punctuation or symbol character outside AllowedSymbols.
	RuleSymbols
	// RuleTrimStart cuts a mismatch at the start of the pair (a cut that
	// begins mid-sentence on one side, "read by ..." intros), sparing the
	// reading next to the kept text that NumbersMatch's check accepts.
	RuleTrimStart
	// RuleTrimEnd cuts a mismatch at the end of the pair.
	RuleTrimEnd
	// RuleWrittenOnly cuts written text with no spoken counterpart (a
	// delete opcode: footnotes, page numbers, text not read aloud).
	RuleWrittenOnly
	// RuleSpokenOnly cuts spoken words with no written counterpart (an
	// insert opcode: fillers, ASR noise).
	RuleSpokenOnly
	// RuleEmpty drops a pair that cleaning left without words (tokens
	// other than punctuation and symbols) on a side, or that had none.
	RuleEmpty
	// RuleNumberMismatch cuts, from both sides, an interior replacement
	// whose written side holds a number or a symbol the verbalizer reads
	// ("17", "$", "%") and whose spoken side is no reading of it ("found
	// 17 of them" / "found the others"): kept, it would teach an ITN model
	// to write "17" for "the others". See CleanConfig.CutNumberMismatch.
	RuleNumberMismatch
	// RuleWordMismatch cuts, from both sides, an interior replacement of
	// plain words whose written side holds an English word the spoken side
	// does not say nor render ("The old woman sat." / "the old man sat":
	// a misreading, misprint or misrecognition): kept, it would teach an
	// ITN model to write "woman" for "man". Joined words, abbreviations,
	// numerals in capitals and spelling variants are spared (unsaid.Word,
	// the check u2tf's word_mismatch reject shares). See
	// CleanConfig.CutWordMismatch.
	RuleWordMismatch
	// NumRules is the number of rules, for sizing RuleCounts.
	NumRules
)

var ruleNames = [...]string{
	RuleMinRatio:       "min_ratio",
	RuleSymbols:        "symbols",
	RuleTrimStart:      "trim_start",
	RuleTrimEnd:        "trim_end",
	RuleWrittenOnly:    "written_only",
	RuleSpokenOnly:     "spoken_only",
	RuleEmpty:          "empty",
	RuleNumberMismatch: "number_mismatch",
	RuleWordMismatch:   "word_mismatch",
}

// String is the rule's stable name, fit for counter names and reject rows.
func (r Rule) String() string {
	if int(r) < len(ruleNames) {
		return ruleNames[r]
	}
	return "invalid"
}

// Drops reports whether the rule rejects whole pairs.
func (r Rule) Drops() bool { return r == RuleMinRatio || r == RuleSymbols || r == RuleEmpty }

// RuleCounts counts rule hits, indexed by Rule: 1 for a drop rule that
// rejected the pair, the number of fragments cut for an edit rule. Clean
// returns one per call, so a caller (a Beam DoFn) adds them to its own
// counters; the package keeps no global state.
type RuleCounts [NumRules]int

// Add adds o into c.
func (c *RuleCounts) Add(o RuleCounts) {
	for i, n := range o {
		c[i] += n
	}
}

// DefaultAllowedSymbols are the punctuation and symbol characters a kept
// mismatch may contain: the set the Libriheavy recipe keeps
// (docs/libriheavy.md: ASCII !"$&',.:;? and £°′) plus - % / which ITN
// needs for ranges, percentages, fractions and dates.
const DefaultAllowedSymbols = `!"$%&',-./:;?£°′`

// CleanConfig switches and tunes the cleaning rules. The zero value
// switches every rule off; DefaultCleanConfig is the recommended start.
type CleanConfig struct {
	// Autojunk is difflib's autojunk for the alignment.
	Autojunk bool

	// CheckRatio enables RuleMinRatio: drop when ratio < MinRatio. The
	// ratio is difflib's over the alignment's own tokens, punctuation
	// included, as the seed project's recipe computed it: a ratio over
	// words only judges another alignment than the one the rules cut by,
	// and on the Libriheavy sample it let LibriVox announcements through
	// (docs/libriheavy.md, "Why the ratio counts punctuation").
	CheckRatio bool
	MinRatio   float64
	// NumbersMatch, with a number check (SetNumberCheck; without one it
	// changes nothing), counts a written number read as words as matching
	// for RuleMinRatio: a replace opcode whose written side has a token
	// with a digit and otherwise only digits, abbreviations written with
	// their period, punctuation and symbols, whose spoken side is only
	// words without digits, and whose spoken side the check accepts as a
	// reading of the written one ("3." / "three", "$5" / "five dollars",
	// "2nd" / "second", "No. 7" / "number seven"). Without it a
	// short pair whose only difference is the number an ITN model must
	// learn ("Chapter 3." / "chapter three", ratio 0.4) falls below 0.6.
	// A pair with another mismatch of more than three words, other than
	// at a trimmed edge, gets no credit (a misalignment its numbers must
	// not hide). Such an opcode at an edge is also spared from
	// RuleTrimStart and RuleTrimEnd, and those cut only the part of an
	// edge mismatch beyond the written and spoken words next to the kept
	// text that the check reads as each other, numbers or not ("said he.
	// Mr." / "mister" loses "said he."; see edgeReading). The similarity
	// reported (CleanResult.Ratio) stays difflib's.
	NumbersMatch bool

	// TrimEdges enables RuleTrimStart and RuleTrimEnd: a non-equal opcode
	// at the start or end is cut from both sides.
	TrimEdges bool

	// RemoveWrittenOnly enables RuleWrittenOnly on delete opcodes, cut
	// from the original written text (case and punctuation kept).
	RemoveWrittenOnly bool
	// KeepPunct protects written punctuation, which is never spoken, so
	// that cleaning does not strip the very punctuation an ITN model must
	// learn to write: delete fragments made only of punctuation are not
	// cut (by any rule), and a cut spares the sentence punctuation
	// (SentencePunct) at its edges that belongs to kept text: both edges
	// of a written-only cut ("London [1], and" -> "London, and"), the
	// leading edge of an end trim ("at last. 12" -> "at last.").
	KeepPunct bool

	// RemoveSpokenOnly enables RuleSpokenOnly on insert opcodes.
	RemoveSpokenOnly bool

	// CutNumberMismatch enables RuleNumberMismatch, with a number check
	// (SetNumberCheck; without one it changes nothing): a replace opcode
	// that the edge rules and RemoveWrittenOnly leave, whose written side
	// has a token with a digit or one of ReadSymbols, is kept only when
	// the check reads its spoken side as the written one, whole or in part
	// (see numberMismatch); otherwise the part that is no reading is cut
	// from both sides. Other replacements (OCR errors, word swaps) are
	// kept as before: a plain word is read only as itself, so the check
	// cannot tell a misreading from a misprint there. It does not depend on
	// NumbersMatch, one switch per rule: with NumbersMatch off the check
	// still decides this cut, as it does with it on (the ratio test, the
	// edge trims and the stray page numbers then ignore readings), and its
	// answer is always used, so no check is asked in vain. A caller that
	// wants no reading at all switches both off and gives no check
	// (prep libriheavy's --numbers-match=false --cut-number-mismatch=false).
	CutNumberMismatch bool

	// CutWordMismatch enables RuleWordMismatch: an interior replace opcode
	// that the other rules keep, whose written side (its sentence marks at
	// the edges aside) writes a plain English word that is no word of its
	// spoken side, nor those words joined, abbreviated or spelt another
	// way (unsaid.Word), is cut from both sides. A written side with a
	// digit, read symbol or roman numeral is the number rule's, never
	// this one's. It needs no number check.
	CutWordMismatch bool

	// CheckSymbols enables RuleSymbols: a mismatch that survives the edits
	// and holds a punctuation or symbol character not in AllowedSymbols
	// rejects the pair (OCR debris such as "b@rn", footnote brackets).
	CheckSymbols   bool
	AllowedSymbols string
}

// DefaultCleanConfig follows the Libriheavy recipe (docs/libriheavy.md):
// ratio below 0.6 dropped, edges trimmed, unspoken written text
// cut (punctuation spared), spoken-only words kept, written numbers the
// transcript does not read cut, mismatches with symbols outside
// DefaultAllowedSymbols dropped.
func DefaultCleanConfig() CleanConfig {
	return CleanConfig{
		Autojunk:          true,
		CheckRatio:        true,
		MinRatio:          0.6,
		NumbersMatch:      true,
		TrimEdges:         true,
		RemoveWrittenOnly: true,
		KeepPunct:         true,
		RemoveSpokenOnly:  false,
		CutNumberMismatch: true,
		CutWordMismatch:   true,
		CheckSymbols:      true,
		AllowedSymbols:    DefaultAllowedSymbols,
	}
}

// SentencePunct is the punctuation KeepPunct spares at the edges of cuts.
const SentencePunct = ",.;:!?"

// Edit is one cut made by a rule: the opcode it came from and the
// original text removed from each side.
type Edit struct {
	Rule    Rule
	Op      Opcode
	Written string
	Spoken  string
}

// CleanResult is the outcome of cleaning one pair.
type CleanResult struct {
	// Written and Spoken are the cleaned texts (the inputs when dropped).
	Written, Spoken string
	// Ratio is difflib's ratio of the input pair.
	Ratio float64
	// Edits lists the cuts, in opcode order; empty when dropped.
	Edits []Edit
	// Dropped is set when a drop rule rejected the pair; DropRule says
	// which and Reason says why in words.
	Dropped  bool
	DropRule Rule
	Reason   string
	// Hits counts the rules that fired on this pair.
	Hits RuleCounts
}

// Cleaner applies a CleanConfig to pairs. It reuses its buffers (the
// result included), so it is not safe for concurrent use; give each
// goroutine or DoFn instance its own.
type Cleaner struct {
	cfg        CleanConfig
	al         *Aligner
	allowASCII [utf8.RuneSelf]bool
	allowRest  []rune
	res        CleanResult
	action     []Rule   // per opcode: the cutting rule, or NumRules to keep
	cut        []Opcode // per opcode: the part of it that action cuts
	wCuts      [][2]int
	sCuts      [][2]int
	buf        []byte
	reads      func(written, spoken string) bool
	answers    []answer // the check's answers for this pair (ask)
	plain      *Aligner // without autojunk, for autojunkHint
	said       []string // the spoken words of a replacement, for wordMismatch
}

// answer is one answer of the number check: whether spoken reads written.
type answer struct {
	written, spoken string
	ok              bool
}

// SetNumberCheck sets the check NumbersMatch and CutNumberMismatch use:
// whether spoken is a reading of written (a verbalizer's). It must be a
// function of its two texts: Clean asks it once per pair about each, and
// uses that answer wherever the same question comes up again. Nil, the
// default, switches both off.
func (c *Cleaner) SetNumberCheck(reads func(written, spoken string) bool) { c.reads = reads }

// NewCleaner returns a Cleaner for cfg.
func NewCleaner(cfg CleanConfig) *Cleaner {
	c := &Cleaner{cfg: cfg, al: NewAligner(cfg.Autojunk)}
	for _, r := range cfg.AllowedSymbols {
		if r < utf8.RuneSelf {
			c.allowASCII[r] = true
		} else {
			c.allowRest = append(c.allowRest, r)
		}
	}
	return c
}

// Config returns the Cleaner's configuration.
func (c *Cleaner) Config() CleanConfig { return c.cfg }

// Aligner exposes the alignment of the last pair (opcodes, tokens,
// fragments).
func (c *Cleaner) Aligner() *Aligner { return c.al }

const keep = NumRules

// Clean aligns written with spoken and applies the enabled rules. The
// result is reused by the next call; copy what you keep (its strings are
// safe to keep).
func (c *Cleaner) Clean(written, spoken string) *CleanResult {
	res := &c.res
	*res = CleanResult{Written: written, Spoken: spoken, Edits: res.Edits[:0]}
	clear(c.answers)
	c.answers = c.answers[:0]
	c.al.Align(written, spoken)
	res.Ratio = c.al.Ratio()
	ops := c.al.Opcodes()
	aT, bT := c.al.WrittenTokens(), c.al.SpokenTokens()
	if c.cfg.CheckRatio && res.Ratio < c.cfg.MinRatio {
		r := res.Ratio
		if c.cfg.NumbersMatch && c.reads != nil {
			r = c.numberRatio(written, spoken, ops, aT, bT)
		}
		if r < c.cfg.MinRatio {
			counted := ""
			if r != res.Ratio {
				counted = fmt.Sprintf(" (%.3f counting written numbers read as words as matching)", r)
			}
			return c.drop(RuleMinRatio, fmt.Sprintf("ratio %.3f%s below %.3g", res.Ratio, counted, c.cfg.MinRatio)+noWordHint(written, spoken, aT, bT)+c.autojunkHint(written, spoken, bT))
		}
	}
	c.action = grow(c.action, len(ops))
	c.cut = grow(c.cut, len(ops))
	for k, op := range ops {
		act, cut, kept := keep, op, op
		switch {
		case op.Tag == Equal:
		case op.Tag == Delete && c.cfg.KeepPunct && punctOnly(aT[op.I1:op.I2]):
		case c.cfg.TrimEdges && (k == 0 || k == len(ops)-1) && c.numberReads(written, spoken, op, aT, bT):
		case c.cfg.TrimEdges && k == 0:
			act = RuleTrimStart
			if len(ops) > 1 {
				cut, kept = c.edgeReading(written, spoken, op, aT, bT, true)
			}
		case c.cfg.TrimEdges && k == len(ops)-1:
			act = RuleTrimEnd
			cut, kept = c.edgeReading(written, spoken, op, aT, bT, false)
		case op.Tag == Delete && c.cfg.RemoveWrittenOnly:
			act = RuleWrittenOnly
		case op.Tag == Replace:
			if c.cfg.RemoveWrittenOnly {
				if sc, kp, ok := c.strayNumbers(written, spoken, op, aT, bT); ok {
					act, cut, kept = RuleWrittenOnly, sc, kp
					break
				}
			}
			if c.cfg.CutNumberMismatch {
				act, cut, kept = c.numberMismatch(written, spoken, op, aT, bT)
			}
			if act == keep && c.cfg.CutWordMismatch && c.wordMismatch(written, op, aT, bT) {
				act, cut, kept = RuleWordMismatch, op, Opcode{Tag: op.Tag, I1: op.I1, I2: op.I1, J1: op.J1, J2: op.J1}
			}
		case op.Tag == Insert && c.cfg.RemoveSpokenOnly:
			act = RuleSpokenOnly
		}
		if cut.I1 == cut.I2 && cut.J1 == cut.J2 {
			act = keep // the whole edge mismatch is a reading
		}
		c.action[k], c.cut[k] = act, cut
		if (act == keep || kept != op) && op.Tag != Equal && c.cfg.CheckSymbols {
			if r, bad := c.badSymbol(written, aT[kept.I1:kept.I2]); bad {
				return c.drop(RuleSymbols, fmt.Sprintf("symbol %q in written mismatch %q", r, textcut.Quote(span(written, aT[kept.I1:kept.I2]))))
			}
			if r, bad := c.badSymbol(spoken, bT[kept.J1:kept.J2]); bad {
				return c.drop(RuleSymbols, fmt.Sprintf("symbol %q in spoken mismatch %q", r, textcut.Quote(span(spoken, bT[kept.J1:kept.J2]))))
			}
		}
	}
	c.wCuts, c.sCuts = c.wCuts[:0], c.sCuts[:0]
	wCut, sCut := 0, 0
	for k := range ops {
		act, op := c.action[k], c.cut[k]
		if act == keep {
			continue
		}
		e := Edit{Rule: act, Op: op}
		i1, i2 := op.I1, op.I2
		if c.cfg.KeepPunct {
			if act != RuleTrimStart {
				for i1 < i2 && isSentencePunct(aT[i1].Text) {
					i1++
				}
			}
			if act == RuleWrittenOnly || act == RuleNumberMismatch || act == RuleWordMismatch {
				for i2 > i1 && isSentencePunct(aT[i2-1].Text) {
					i2--
				}
				i2 = cutAbbreviationPoint(written, aT, i1, i2, op.I2)
				// The mark spared after the cut repeats the one before
				// it, which ends the sentence already: "THE VOYAGE OF THE
				// MARGARET. By D. Dunmore. CHAPTER I." kept "MARGARET..
				// CHAPTER I." (pairs2).
				if i2 > i1 && i2+1 == op.I2 && i1 > 0 && isSentencePunct(aT[i2].Text) && aT[i1-1].Text == aT[i2].Text {
					i2 = op.I2
				}
			}
		}
		if i2 > i1 {
			e.Written = span(written, aT[i1:i2])
			c.wCuts = append(c.wCuts, [2]int{aT[i1].Start, aT[i2-1].End})
			wCut += words(aT[i1:i2])
		}
		if op.J2 > op.J1 {
			e.Spoken = span(spoken, bT[op.J1:op.J2])
			c.sCuts = append(c.sCuts, [2]int{bT[op.J1].Start, bT[op.J2-1].End})
			sCut += words(bT[op.J1:op.J2])
		}
		res.Edits = append(res.Edits, e)
	}
	if wa, wb := words(aT), words(bT); wCut == wa || sCut == wb {
		return c.drop(RuleEmpty, fmt.Sprintf("no words left (written %d of %d cut, spoken %d of %d cut)", wCut, wa, sCut, wb))
	}
	for _, e := range res.Edits {
		res.Hits[e.Rule]++
	}
	if len(c.wCuts) > 0 {
		c.buf = cutRanges(c.buf[:0], written, c.wCuts)
		res.Written = string(c.buf)
	}
	if len(c.sCuts) > 0 {
		c.buf = cutRanges(c.buf[:0], spoken, c.sCuts)
		res.Spoken = string(c.buf)
	}
	return res
}

// autojunkHint says, for a pair dropped by RuleMinRatio, when difflib's
// autojunk is the cause: with it on, a spoken side of 200 tokens or more
// leaves each token that makes more than 1% of it out of the index, so a
// text that is mostly one repeated word ("la la la ...", a refrain, a
// count) finds no match to start from, and a near copy gets a ratio near
// 0. When the pair has such tokens and its ratio without autojunk reaches
// MinRatio, the hint gives that ratio with the flag that switches autojunk
// off (prep libriheavy's --autojunk=false), first, so that the summary's
// reason cut at 200 bytes keeps them, and names the token; else it is
// empty. It aligns the pair again, once, only for such a drop.
func (c *Cleaner) autojunkHint(written, spoken string, bT []Token) string {
	first, kinds, n := c.al.Matcher().Popular()
	if first < 0 || first >= len(bT) {
		return ""
	}
	if c.plain == nil {
		c.plain = NewAligner(false)
	}
	c.plain.Align(written, spoken)
	r := c.plain.Ratio()
	if r < c.cfg.MinRatio {
		return ""
	}
	what := fmt.Sprintf("%q", textcut.Quote(bT[first].Text))
	if kinds > 1 {
		what = fmt.Sprintf("%d tokens (%q, ...)", kinds, textcut.Quote(bT[first].Text))
	}
	return fmt.Sprintf(", %.3f with --autojunk=false: difflib's autojunk left %s (%d of the %d spoken tokens) out of its index, as it does each token over 1%% of a spoken side of 200 tokens or more, so no match could start on it", r, what, n, len(bT))
}

// ask is the number check's answer, asked once per pair: the ratio
// credit, the edges, the stray page numbers and number_mismatch ask
// about the same spans (an interior number's reading when the ratio is
// low, a three-variant row's repeats), and a check is a verbalizer scan
// or, kept, a match against one. The check is a function of its two
// texts (SetNumberCheck), so its answer is the same.
// Only the first maxAnswers are kept, so a pair with many questions (a
// long replacement's parts) does not pay a long search for each.
func (c *Cleaner) ask(written, spoken string) bool {
	for _, a := range c.answers {
		if a.written == written && a.spoken == spoken {
			return a.ok
		}
	}
	ok := c.reads(written, spoken)
	if len(c.answers) < maxAnswers {
		c.answers = append(c.answers, answer{written, spoken, ok})
	}
	return ok
}

// maxAnswers bounds the answers ask keeps for a pair.
const maxAnswers = 16

func (c *Cleaner) drop(r Rule, reason string) *CleanResult {
	res := &c.res
	res.Dropped, res.DropRule, res.Reason = true, r, reason
	res.Edits = res.Edits[:0]
	res.Hits = RuleCounts{}
	res.Hits[r] = 1
	return res
}

// numberRatio is difflib's ratio with the tokens of every number opcode
// the check reads (numberReads) counted as matching on both sides. A pair
// with another mismatch of more than maxInteriorWords words on a side,
// other than at an edge that TrimEdges cuts, gets no credit: that is a
// misalignment (a LibriVox announcement the alignment ran through), which
// the numbers it also holds must not hide.
func (c *Cleaner) numberRatio(written, spoken string, ops []Opcode, aT, bT []Token) float64 {
	total := len(aT) + len(bT)
	if total == 0 {
		return 1
	}
	m := 0
	for k, op := range ops {
		switch {
		case op.Tag == Equal:
			m += op.I2 - op.I1 + op.J2 - op.J1
		case c.numberReads(written, spoken, op, aT, bT):
			m += op.I2 - op.I1 + op.J2 - op.J1
		case c.cfg.TrimEdges && (k == 0 || k == len(ops)-1):
		case words(aT[op.I1:op.I2]) > maxInteriorWords || words(bT[op.J1:op.J2]) > maxInteriorWords:
			return c.al.Ratio()
		}
	}
	return float64(m) / float64(total)
}

// maxInteriorWords is the longest mismatch (in words on a side) that
// numberRatio lets a pair keep and still credit its numbers.
const maxInteriorWords = 3

// numberOp reports whether op replaces a written number with spoken
// words: on the written side at least one token with a digit and
// otherwise only such tokens, abbreviations written with their period
// ("No. 7", "p. 12", "Vol. 3": the number as a book writes it, which the
// check reads as a whole, "number seven"), punctuation and symbols
// ("$5.", "3rd", "1,000"); on the spoken side only word tokens without
// digits. A plain word beside a number is no part of it: "went 17" /
// "when seventeen" is a misprint or a mishearing, never credited.
func numberOp(op Opcode, aT, bT []Token) bool {
	if op.Tag != Replace {
		return false
	}
	digit := false
	for k := op.I1; k < op.I2; k++ {
		t := aT[k]
		switch {
		case strings.ContainsAny(t.Text, "0123456789"):
			digit = true
		case words([]Token{t}) == 1 && !abbreviationAt(aT, k, op.I2):
			return false
		}
	}
	if !digit {
		return false
	}
	for _, t := range bT[op.J1:op.J2] {
		if words([]Token{t}) != 1 || strings.ContainsAny(t.Text, "0123456789") {
			return false
		}
	}
	return true
}

// abbreviationAt reports whether aT[k] is a word of letters written with
// a period against it, within the tokens before end: an abbreviation
// ("No.", "Vol.").
func abbreviationAt(aT []Token, k, end int) bool {
	if k+1 >= end || aT[k+1].Text != "." || aT[k+1].Start != aT[k].End {
		return false
	}
	for _, r := range aT[k].Text {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// numberReads reports whether op is a number opcode whose spoken side the
// number check accepts as a reading of its written side, alone or with
// the matching words beside it (readsInContext): "4, 1863." / "fourth
// eighteen sixty three" is a reading after "July" only, and without that
// context "Gen. Grant took Vicksburg on July 4, 1863." / "general grant
// took vicksburg on july fourth eighteen sixty three", the verbalizer's
// own reading, was dropped at ratio 0.476.
func (c *Cleaner) numberReads(written, spoken string, op Opcode, aT, bT []Token) bool {
	return c.cfg.NumbersMatch && c.reads != nil && numberOp(op, aT, bT) &&
		c.readsInContext(written, spoken, op, aT, bT)
}

// Longest edge reading edgeReading looks for, in tokens on each side:
// "St. Paul's", "$2,500" on the written side; "two million five hundred
// thousand dollars" on the spoken one.
const (
	maxReadingWritten = 6
	maxReadingSpoken  = 10
)

// edgeReading splits an edge opcode that RuleTrimStart (start) or
// RuleTrimEnd cuts into the part to cut and the part to keep: the
// written tokens next to the kept text that the spoken tokens next to it
// read, as the number check accepts ("Mr." / "mister", "$5" / "five
// dollars"). A cut that begins mid-sentence in the book text ("said he.
// Mr. Smith" / "mister smith") then loses only the words the audio does
// not cover, not the abbreviation or number the transcript reads in full,
// which is the very example ITN needs. The longest written part wins,
// then the longest spoken one. Without a reading, without a check
// (NumbersMatch off), or for an edge that is not a Replace (one side
// empty: nothing read), the whole opcode is cut and the kept part is
// empty.
func (c *Cleaner) edgeReading(written, spoken string, op Opcode, aT, bT []Token, start bool) (cut, kept Opcode) {
	cut = op
	if start {
		kept = Opcode{Tag: op.Tag, I1: op.I2, I2: op.I2, J1: op.J2, J2: op.J2}
	} else {
		kept = Opcode{Tag: op.Tag, I1: op.I1, I2: op.I1, J1: op.J1, J2: op.J1}
	}
	if !c.cfg.NumbersMatch || c.reads == nil || op.Tag != Replace {
		return cut, kept
	}
	// The reading lies next to the kept text: at the end of a start edge.
	r, ok := c.readingAt(written, spoken, op, aT, bT, !start, hasWords, true)
	if !ok {
		return cut, kept
	}
	if start {
		cut = Opcode{Tag: op.Tag, I1: op.I1, I2: r.I1, J1: op.J1, J2: r.J1}
	} else {
		cut = Opcode{Tag: op.Tag, I1: r.I2, I2: op.I2, J1: r.J2, J2: op.J2}
	}
	cut.Tag = tagOf(cut)
	return cut, r
}

// readingAt finds the longest run of written tokens at the start
// (atStart) or the end of op, beginning with no sentence punctuation and
// accepted by take, that the check reads as a run of spoken words at the
// same end; the longest written run wins, then the longest spoken one.
// The whole of op on both sides is a candidate only when whole is true.
// edgeReading and partReading share it.
func (c *Cleaner) readingAt(written, spoken string, op Opcode, aT, bT []Token, atStart bool, take func([]Token) bool, whole bool) (Opcode, bool) {
	for n := min(op.I2-op.I1, maxReadingWritten); n > 0; n-- {
		i1, i2 := op.I1, op.I1+n
		if !atStart {
			i1, i2 = op.I2-n, op.I2
		}
		w := aT[i1:i2]
		if !take(w) || isSentencePunct(w[0].Text) {
			continue
		}
		for m := min(op.J2-op.J1, maxReadingSpoken); m > 0; m-- {
			j1, j2 := op.J1, op.J1+m
			if !atStart {
				j1, j2 = op.J2-m, op.J2
			}
			if !whole && n == op.I2-op.I1 && m == op.J2-op.J1 {
				continue
			}
			s := bT[j1:j2]
			if !spokenWords(s) || !literalMayRead(written, aT, i1, s[0].Text) ||
				!c.ask(span(written, w), span(spoken, s)) {
				continue
			}
			return Opcode{Tag: Replace, I1: i1, I2: i2, J1: j1, J2: j2}, true
		}
	}
	return Opcode{}, false
}

// hasWords reports whether toks hold a word (readingAt's take for an
// edge: any reading, "Mr." / "mister").
func hasWords(toks []Token) bool { return words(toks) > 0 }

// strayNumbers finds, in an interior Replace, bare numbers the reader did
// not say beside a reading the transcript does say: a page number or a
// running head's number after a number or a roman numeral ("in 1840. 133
// The house" / "in eighteen forty the house", "chapter XII. 99 Then" /
// "chapter twelve then"). difflib makes the reading and the page number
// one replacement, which was kept whole, "133" and all, where a page
// number between two words is a deletion that RuleWrittenOnly cuts. It
// returns the numbers as a cut of the written side only and the reading
// as the part kept, when the written side is the reading then bare
// numbers (sentence punctuation between them, which the cut spares), or
// bare numbers then the reading, and the check reads the reading as the
// whole spoken side.
func (c *Cleaner) strayNumbers(written, spoken string, op Opcode, aT, bT []Token) (cut, kept Opcode, ok bool) {
	if !c.cfg.NumbersMatch || c.reads == nil || op.Tag != Replace || !spokenWords(bT[op.J1:op.J2]) {
		return op, op, false
	}
	stray := func(t Token) bool { return bareNumber(t.Text) || isSentencePunct(t.Text) }
	sp := span(spoken, bT[op.J1:op.J2])
	// The reading, then the numbers: each boundary within the stray run
	// at the end (the reading may end in a number itself, "1840").
	for i := op.I2 - 1; i > op.I1 && op.I2-i <= maxStrayTokens && stray(aT[i]); i-- {
		if hasBareNumber(aT[i:op.I2]) && words(aT[op.I1:i]) > 0 && c.ask(span(written, aT[op.I1:i]), sp) {
			return Opcode{Tag: Delete, I1: i, I2: op.I2, J1: op.J2, J2: op.J2}, Opcode{Tag: Replace, I1: op.I1, I2: i, J1: op.J1, J2: op.J2}, true
		}
	}
	// The numbers, then the reading.
	for i := op.I1 + 1; i < op.I2 && i-op.I1 <= maxStrayTokens && stray(aT[i-1]); i++ {
		if hasBareNumber(aT[op.I1:i]) && words(aT[i:op.I2]) > 0 && c.ask(span(written, aT[i:op.I2]), sp) {
			return Opcode{Tag: Delete, I1: op.I1, I2: i, J1: op.J1, J2: op.J1}, Opcode{Tag: Replace, I1: i, I2: op.I2, J1: op.J1, J2: op.J2}, true
		}
	}
	return op, op, false
}

// ReadSymbols are the symbol characters the verbalizer reads as words
// ("$5" / "five dollars", "50%" / "fifty percent"), which make a written
// mismatch one that CutNumberMismatch checks, as a digit does.
const ReadSymbols = "$£%°′&"

// readable reports whether toks hold a token with an ASCII digit or one
// of ReadSymbols, or a roman numeral (romanNumeral): written text a
// transcript says as words of its own.
func readable(written string, toks []Token) bool {
	for _, t := range toks {
		if strings.ContainsAny(t.Text, "0123456789"+ReadSymbols) || romanNumeral(written, t) {
			return true
		}
	}
	return false
}

// romanNumeral reports whether t is written as a canonical roman numeral
// in capitals other than "I" (the pronoun): "CHAPTER IX." said "chapter
// eleven" was kept whole, a row teaching an ITN model to write IX for
// eleven, since only digits and symbols made a replacement the number
// check's (pairs2). "V" and "X" alone count ("CHAPTER V."); an all-capital
// word that happens to be a numeral ("MIX" / "mixed") is asked too, and is
// cut only when the spoken side is no reading of it, as any other.
func romanNumeral(written string, t Token) bool {
	w := written[t.Start:t.End]
	return w != "I" && roman.Parse(w) > 0
}

// numberMismatch decides an interior replace opcode for
// CutNumberMismatch: it returns the rule and the part of op to cut (keep
// and an empty cut when nothing is cut) and the part kept. A written
// side without a digit, read symbol or roman numeral (readable), or one the check reads as the
// whole spoken side, is kept. Otherwise a reading at its start or its
// end is looked for, as edgeReading does at a pair's edges: written
// tokens holding a digit or symbol that the check reads as the spoken
// tokens at the same end ("$5 for" / "five dollars four": "$5" read,
// "for" / "four" a misprint). Then the rest is a written-only remainder
// (cut as RuleWrittenOnly when RemoveWrittenOnly is on), a spoken-only
// one (kept, as spoken-only words are by default), a plain-word
// replacement (kept) or another number the transcript does not read
// (cut as RuleNumberMismatch). Without any reading the whole opcode is
// cut: "17 of them" / "the others".
func (c *Cleaner) numberMismatch(written, spoken string, op Opcode, aT, bT []Token) (act Rule, cut, kept Opcode) {
	none := Opcode{Tag: op.Tag, I1: op.I1, I2: op.I1, J1: op.J1, J2: op.J1}
	if c.reads == nil || op.Tag != Replace || !readable(written, aT[op.I1:op.I2]) || c.readsInContext(written, spoken, op, aT, bT) {
		return keep, none, op
	}
	for _, start := range [2]bool{true, false} {
		r, ok := c.partReading(written, spoken, op, aT, bT, start)
		if !ok {
			continue
		}
		rest := Opcode{I1: r.I2, I2: op.I2, J1: r.J2, J2: op.J2}
		if !start {
			rest = Opcode{I1: op.I1, I2: r.I1, J1: op.J1, J2: r.J1}
		}
		rest.Tag = tagOf(rest)
		switch {
		case rest.I1 == rest.I2 || rest.J1 == rest.J2 && !c.cfg.RemoveWrittenOnly,
			rest.J1 == rest.J2 && c.cfg.KeepPunct && punctOnly(aT[rest.I1:rest.I2]):
			return keep, none, op
		case rest.J1 == rest.J2:
			return RuleWrittenOnly, rest, r
		case !readable(written, aT[rest.I1:rest.I2]):
			return keep, none, op
		}
		return RuleNumberMismatch, rest, r
	}
	return RuleNumberMismatch, op, none
}

// wordMismatch reports whether the replace opcode op writes a plain
// English word its spoken side does not say (RuleWordMismatch). A written
// side holding a digit, read symbol or roman numeral is the number rule's
// (readable), whose answer stands; sentence marks at its edges are left
// out, as the cut spares them.
func (c *Cleaner) wordMismatch(written string, op Opcode, aT, bT []Token) bool {
	if op.Tag != Replace || readable(written, aT[op.I1:op.I2]) {
		return false
	}
	i1, i2 := op.I1, op.I2
	for i1 < i2 && isSentencePunct(aT[i1].Text) {
		i1++
	}
	for i2 > i1 && isSentencePunct(aT[i2-1].Text) {
		i2--
	}
	if i1 == i2 {
		return false
	}
	c.said = Texts(c.said[:0], bT[op.J1:op.J2])
	return unsaid.Word(span(written, aT[i1:i2]), c.said) != ""
}

// maxContext is how many matching words on each side of a replacement
// readsInContext lends the check.
const maxContext = 2

// readsInContext reports whether the check reads op's spoken side as its
// written side, alone or with up to maxContext matching tokens before and
// after it on both sides: a number's reading may hang on its neighbour,
// "28" / "twenty eighth" is a reading only after "August", "7" /
// "seventh" only in "March 7, 1829". The spans are tried with the words
// before first ("August 28" before "28 and"): where a context reads, it
// is mostly the word before (a month), and the answer is the same in any
// order, since each span's is the check's own.
func (c *Cleaner) readsInContext(written, spoken string, op Opcode, aT, bT []Token) bool {
	before, after := 0, 0
	for before < maxContext && op.I1-before > 0 && op.J1-before > 0 && aT[op.I1-before-1].Text == bT[op.J1-before-1].Text {
		before++
	}
	for after < maxContext && op.I2+after < len(aT) && op.J2+after < len(bT) && aT[op.I2+after].Text == bT[op.J2+after].Text {
		after++
	}
	for a := 0; a <= after; a++ {
		for b := 0; b <= before; b++ {
			if c.ask(span(written, aT[op.I1-b:op.I2+a]), span(spoken, bT[op.J1-b:op.J2+a])) {
				return true
			}
		}
	}
	return false
}

// partReading finds the longest run of written tokens at the start (or
// the end) of op, holding a digit, read symbol or roman numeral, that the check reads as
// a run of spoken words at the same end (readingAt). The whole of op on
// both sides is no candidate (numberMismatch tried it).
func (c *Cleaner) partReading(written, spoken string, op Opcode, aT, bT []Token, start bool) (Opcode, bool) {
	return c.readingAt(written, spoken, op, aT, bT, start, func(toks []Token) bool { return readable(written, toks) }, false)
}

// maxStrayTokens bounds the run of numbers and punctuation strayNumbers
// looks at ("133 134" of a running head and the marks between).
const maxStrayTokens = 4

// bareNumber reports whether tok is a page number as books print them:
// one to four ASCII digits and nothing else.
func bareNumber(tok string) bool {
	if len(tok) == 0 || len(tok) > 4 {
		return false
	}
	for i := 0; i < len(tok); i++ {
		if tok[i] < '0' || tok[i] > '9' {
			return false
		}
	}
	return true
}

func hasBareNumber(toks []Token) bool {
	for _, t := range toks {
		if bareNumber(t.Text) {
			return true
		}
	}
	return false
}

// spokenWords reports whether toks are all words without digits, as a
// transcript's reading is.
func spokenWords(toks []Token) bool {
	for _, t := range toks {
		if words([]Token{t}) != 1 || strings.ContainsAny(t.Text, "0123456789") {
			return false
		}
	}
	return true
}

// literalMayRead is a cheap filter before the number check: a written
// part that begins with a plain word (letters only, not all capitals,
// no abbreviation point after it) is read literally, so its spoken part
// must begin with that same word. Anything else (a number, a symbol,
// "Mr.", a roman numeral "IV") may be read otherwise, and the check
// decides.
func literalMayRead(written string, aT []Token, i int, firstSpoken string) bool {
	t := aT[i]
	for _, r := range t.Text {
		if !unicode.IsLetter(r) {
			return true
		}
	}
	if i+1 < len(aT) && aT[i+1].Text == "." && aT[i+1].Start == t.End {
		return true
	}
	if orig := written[t.Start:t.End]; strings.ToUpper(orig) == orig {
		return true
	}
	return t.Text == firstSpoken
}

// tagOf is the opcode tag of a range pair: Replace, Delete (spoken side
// empty) or Insert (written side empty).
func tagOf(op Opcode) Tag {
	switch {
	case op.J1 == op.J2:
		return Delete
	case op.I1 == op.I2:
		return Insert
	}
	return Replace
}

// span is the original text covered by a non-empty token run.
func span(s string, toks []Token) string {
	if len(toks) == 0 {
		return ""
	}
	return s[toks[0].Start:toks[len(toks)-1].End]
}

// noWordHint says which side of a pair holds no word, only punctuation
// or symbols (`...` / `uh`, a Libriheavy cut whose book text is a row
// of dots or a dash), for a min_ratio reason: "ratio 0.000 below 0.6"
// alone sent the user looking for what did not match (qa83). "" when
// both sides hold words.
func noWordHint(written, spoken string, aT, bT []Token) string {
	switch {
	case words(aT) == 0 && len(aT) > 0:
		return fmt.Sprintf(": the written side holds no word, only punctuation or symbols (%q)", textcut.Prefix(written, 40))
	case words(bT) == 0 && len(bT) > 0:
		return fmt.Sprintf(": the spoken side holds no word, only punctuation or symbols (%q)", textcut.Prefix(spoken, 40))
	}
	return ""
}

// words counts the tokens that are not punctuation or symbols.
func words(toks []Token) int {
	n := 0
	for _, t := range toks {
		r, size := utf8.DecodeRuneInString(t.Text)
		if size != len(t.Text) || !(unicode.IsPunct(r) || unicode.IsSymbol(r)) {
			n++
		}
	}
	return n
}

// cutAbbreviationPoint widens a cut of tokens i1..i2 (before the
// punctuation it keeps, which runs to end) over a period written against
// the cut word when another mark follows it: that period is the cut
// abbreviation's ("2s. 6d., which" / "which" kept "It cost him., which"),
// while the comma after it is the sentence's. A period alone is kept as
// the sentence's end ("paid 6d." / "paid."), unless the cut word is a
// title written before a name (titleAbbreviations), whose period never
// ends a sentence: "under Gen. Grant took" / "under grant took" kept
// "under. Grant took", where a trim at either edge cut "Gen." whole.
// Nor is a period before a word in lower case, which no sentence
// begins with: "A loaf cost 4d. in those days." / "a loaf cost fourpence
// in those days" kept "A loaf cost. in those days." (pairs2).
func cutAbbreviationPoint(written string, aT []Token, i1, i2, end int) int {
	if i2 > i1 && i2 < end && aT[i2].Text == "." && aT[i2].Start == aT[i2-1].End &&
		(i2+1 < end && isSentencePunct(aT[i2+1].Text) || titleAbbreviations[aT[i2-1].Text] ||
			i2+1 == end && end < len(aT) && startsLower(written[aT[end].Start:aT[end].End])) {
		return i2 + 1
	}
	return i2
}

// startsLower reports whether s begins with a lower-case letter.
func startsLower(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsLower(r)
}

// titleAbbreviations are the titles a book abbreviates before a name
// (tokens in lower case): their period is the abbreviation's, never a
// sentence's end. "St." is not one (Elm St. ends sentences), nor "No.".
var titleAbbreviations = map[string]bool{
	"mr": true, "mrs": true, "messrs": true, "dr": true, "gen": true, "col": true, "capt": true, "lt": true,
	"maj": true, "sgt": true, "cpl": true, "adm": true, "gov": true, "sen": true, "rev": true, "prof": true,
	"hon": true, "pres": true, "supt": true, "brig": true, "cmdr": true, "lieut": true,
}

func isSentencePunct(tok string) bool {
	return len(tok) == 1 && strings.IndexByte(SentencePunct, tok[0]) >= 0
}

func punctOnly(toks []Token) bool {
	for _, t := range toks {
		r, _ := utf8.DecodeRuneInString(t.Text)
		if len(t.Text) != utf8.RuneLen(r) || !unicode.IsPunct(r) {
			return false
		}
	}
	return true
}

// badSymbol finds the first punctuation or symbol character of the
// original text under toks that is not allowed.
func (c *Cleaner) badSymbol(s string, toks []Token) (rune, bool) {
	for _, t := range toks {
		for _, r := range s[t.Start:t.End] {
			if r < utf8.RuneSelf {
				if asciiClass[r] == clsPunct && !c.allowASCII[r] {
					return r, true
				}
				continue
			}
			if (unicode.IsPunct(r) || unicode.IsSymbol(r)) && !containsRune(c.allowRest, r) {
				return r, true
			}
		}
	}
	return 0, false
}

func containsRune(rs []rune, r rune) bool {
	for _, x := range rs {
		if x == r {
			return true
		}
	}
	return false
}

// cutRanges appends s without the byte ranges cuts (sorted, disjoint) and
// repairs the white space around each cut so words neither fuse nor gain
// doubled or dangling spaces: "a [1] b" -> "a b", "1969 [1], have" ->
// "1969, have", a cut at either end takes the space next to it along.
func cutRanges(dst []byte, s string, cuts [][2]int) []byte {
	pos := 0
	for _, c := range cuts {
		st, en := c[0], c[1]
		ws := st
		for ws > 0 {
			r, size := utf8.DecodeLastRuneInString(s[:ws])
			if !isSpace(r) {
				break
			}
			ws -= size
		}
		we := en
		for we < len(s) {
			r, size := utf8.DecodeRuneInString(s[we:])
			if !isSpace(r) {
				break
			}
			we += size
		}
		switch {
		case ws == 0 || we == len(s):
			st, en = ws, we
		case ws < st && we > en:
			st = ws
		case ws < st:
			// Space before, a character right after: drop the space only
			// when punctuation follows ("1969 [1], have"), else keep it
			// so the words stay apart ("foo [1]bar" -> "foo bar").
			if r, _ := utf8.DecodeRuneInString(s[en:]); unicode.IsPunct(r) {
				st = ws
			}
		}
		st = max(st, pos)
		if st > pos {
			dst = append(dst, s[pos:st]...)
		}
		pos = max(pos, en)
	}
	return append(dst, s[pos:]...)
}

// String renders an edit for logs and tests.
func (e Edit) String() string {
	return fmt.Sprintf("%s %s [%d:%d]->[%d:%d] %q|%q", e.Rule, e.Op.Tag, e.Op.I1, e.Op.I2, e.Op.J1, e.Op.J2, e.Written, e.Spoken)
}
