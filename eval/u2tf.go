package eval

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Universal-2-TF's own figures (AssemblyAI 2024, section 5.1), computed
// with I-WER/NI-WER (MetricITN) into Counts.U2TFITNErrors/U2TFITNRef and
// Counts.MixedErrors/MixedRef:
//
//   - its I-WER: Sunkara et al.'s I-WER over the sentences with case folded
//     and punctuation removed first (U2TFFold of src, hyp and ref), so that
//     a capitalized or punctuated word ("It", "McDonald.") is no ITN word
//     and its casing or mark no ITN error, as Sunkara et al.'s count makes
//     them;
//   - its M-WER: "similar to I-WER, but WER is computed over mixed-case
//     words in the reference" (MixedCase), punctuation removed at the
//     words' edges (U2TFStrip), case kept: the input is the reference with
//     each mixed-case word replaced by a mark no word equals, so those
//     words, and only they, are the ones counted.
//
// Both split words at white space whatever Options.Tokenize says (the
// paper's words), Python's white space as every word count of this
// package (appendFields: str.split, which jiwer and sacrebleu call), and
// are what a u2tf run's run.json records (trainer.PaperIWER,
// trainer.MixedWER).

// U2TFFold lower-cases s and strips the punctuation (Unicode P*) at the
// edges of each of its words, dropping a word of punctuation alone: "It
// cost $5." -> "it cost $5". Marks inside a word are the written form's
// ("7:20", "3.5", "www.bbc.co.uk", "don't") and stay. Its words are split
// where Python's str.split splits them, as the I-WER that reads them
// does: with Go's strings.Fields, "$5.\x1cThen" (U+001C is white space to
// Python, not to Go) was one word whose inner period stayed, and the
// I-WER then split it into "$5." and "then", a mark the fold had to
// remove.
func U2TFFold(s string) string { return edgeStrip(s, true) }

// U2TFStrip is U2TFFold with case kept: "We met McDonald." -> "We met
// McDonald".
func U2TFStrip(s string) string { return edgeStrip(s, false) }

func edgeStrip(s string, lower bool) string {
	return strings.Join(appendEdgeStripped(nil, s, lower), " ")
}

// appendEdgeStripped appends the words of U2TFFold(s) (lower) or
// U2TFStrip(s) to dst. Word i of one is word i of the other lower-cased:
// lower-casing maps no character into or out of Unicode P*, nor into
// white space.
func appendEdgeStripped(dst []string, s string, lower bool) []string {
	start := len(dst)
	dst = appendFields(dst, s)
	out := dst[:start]
	for _, w := range dst[start:] {
		if lower {
			w = strings.ToLower(w)
		}
		if w = strings.TrimFunc(w, unicode.IsPunct); w != "" {
			out = append(out, w)
		}
	}
	return out
}

// MixedCase reports whether w is a mixed-case word: not lower case,
// capitalized nor all capitals (McDonald, iPhone, eBay's; u2tf's casing
// label mixed).
func MixedCase(w string) bool {
	low := strings.ToLower(w)
	if w == low || w == strings.ToUpper(w) {
		return false
	}
	r, n := utf8.DecodeRuneInString(low)
	return w != string(unicode.ToUpper(r))+low[n:]
}

// mixedMark stands in the M-WER's input for a reference word it counts:
// no word equals it, so the word is an ITN word there.
const mixedMark = "\ue000"

// u2tfWords sets the words Universal-2-TF's I-WER, M-WER and casing F1
// share: the reference's and the hypothesis's with the marks at their
// edges removed, case kept (U2TFStrip's; lower-cased, U2TFFold's), split
// once for the three.
func (sc *Scorer) u2tfWords(r *Record, identical bool) {
	sc.stripRef = appendEdgeStripped(sc.stripRef[:0], r.Ref, false)
	if identical {
		sc.stripHyp = append(sc.stripHyp[:0], sc.stripRef...)
	} else {
		sc.stripHyp = appendEdgeStripped(sc.stripHyp[:0], r.Hyp, false)
	}
}

// internWords appends the sentence ids of words to dst, lower-cased when
// fold (U2TFFold's words from U2TFStrip's).
func (sc *Scorer) internWords(dst []int32, words []string, fold bool) []int32 {
	for _, w := range words {
		if fold {
			w = strings.ToLower(w)
		}
		dst = append(dst, sc.word(w, false))
	}
	return dst
}

// appendLower appends words lower-cased to dst (strings.ToLower: a word
// without an upper-case letter is itself, no allocation).
func appendLower(dst, words []string) []string {
	for _, w := range words {
		dst = append(dst, strings.ToLower(w))
	}
	return dst
}

// srcDiffersFolded reports whether the folded words of src differ from the
// reference's (sc.stripRef lower-cased, which it sets sc.foldRef to): only
// then has the reference an ITN word. Where they differ, it sets sc.uSrc
// and sc.uRef to their ids. Every sentence the casing F1 scores passes
// here first (u2tfCounts, or caseCounts itself), so caseCounts reads the
// folded reference words from sc.foldRef: a capitalised reference word was
// lower-cased for this comparison, again for its id, and again for its
// casing class (fin2).
func (sc *Scorer) srcDiffersFolded(src string) bool {
	sc.foldSrc = appendEdgeStripped(sc.foldSrc[:0], src, true)
	sc.foldRef = appendLower(sc.foldRef[:0], sc.stripRef)
	if slices.Equal(sc.foldSrc, sc.foldRef) {
		return false
	}
	sc.uSrc = sc.internWords(sc.uSrc[:0], sc.foldSrc, false)
	sc.uRef = sc.internWords(sc.uRef[:0], sc.foldRef, false)
	return true
}

// u2tfCounts adds Universal-2-TF's I-WER and M-WER counts of r to c, on
// the words of u2tfWords. An input equal to its reference has no ITN word,
// so no ITN error (itnSplit): such a count is 0 of 0 without aligning,
// which spares every sentence without a mixed-case word the M-WER's two
// alignments.
func (sc *Scorer) u2tfCounts(c *Counts, r *Record) error {
	var err error
	if sc.srcDiffersFolded(r.Src) {
		sc.uHyp = sc.internWords(sc.uHyp[:0], sc.stripHyp, true)
		if c.U2TFITNErrors, c.U2TFITNRef, err = sc.itnWords(); err != nil {
			return err
		}
		// The casing F1 reads the same words and alignments (caseCounts);
		// the M-WER's itnWords below reuses uEdits and isITN, so the
		// buffers change hands.
		sc.fold.edits, sc.uEdits = sc.uEdits, sc.fold.edits
		sc.fold.itn, sc.isITN = sc.isITN[:len(sc.uRef)], sc.fold.itn
		sc.fold.aligned = true
	}
	if !slices.ContainsFunc(sc.stripRef, MixedCase) {
		return nil
	}
	// The M-WER's input is the reference with each mixed-case word
	// replaced by mixedMark.
	sc.uRef = sc.internWords(sc.uRef[:0], sc.stripRef, false)
	sc.uSrc = sc.uSrc[:0]
	for i, w := range sc.stripRef {
		id := sc.uRef[i]
		if MixedCase(w) {
			id = sc.word(mixedMark, false)
		}
		sc.uSrc = append(sc.uSrc, id)
	}
	sc.uHyp = sc.internWords(sc.uHyp[:0], sc.stripHyp, false)
	c.MixedErrors, c.MixedRef, err = sc.itnWords()
	return err
}

// itnWords is Sunkara et al.'s I-WER of one sentence given as the word ids
// sc.uSrc, sc.uRef and sc.uHyp: its errors on ITN words and its ITN words.
func (sc *Scorer) itnWords() (errs, words int64, err error) {
	edits, _, err := sc.al.align(sc.uRef, sc.uHyp)
	if err != nil {
		return 0, 0, err
	}
	// The aligner's buffer is reused by itnSplit's src/ref alignment.
	sc.uEdits = append(sc.uEdits[:0], edits...)
	var c Counts
	c.countEdits(sc.uEdits)
	if err := sc.itnSplit(&c, sc.uSrc, sc.uRef, sc.uEdits); err != nil {
		return 0, 0, err
	}
	return c.ITNErrors, c.ITNRef, nil
}

// Casing classes of CaseCounts, in order: Universal-2-TF's Table 5 has
// lower case, acronyms (all capitals) and capital case (first letter
// upper); mixed case (McDonald, iPhone), which its span model writes, is
// the fourth. Their keys are u2tf's casing labels.
const (
	CaseLower = iota
	CaseCap
	CaseUpper
	CaseMixed
	numCaseClasses
)

// CaseKeys names the casing classes as u2tf's labels do.
var CaseKeys = [numCaseClasses]string{"lower", "cap", "upper", "mixed"}

// CaseCounts are the casing classes of the input's words that the
// reference and the hypothesis both keep: per class, the reference's words,
// the hypothesis's and those of the same class on both sides. Words with no
// cased letter (numbers) have no class. It is Universal-2-TF's Table 5 read
// from sentences. The paper scores its first stage's casing label of each
// input word (section 3.1: one label per token of the spoken input; section
// 5.3, Table 5: F1 per class); a sentence gives that label where the input
// word is in the reference as it is, case and edge marks aside (not one of
// the Universal-2-TF I-WER's ITN words: "doctor" written "Dr." is the span
// model's, as are "15th" and "U.S."), and the hypothesis keeps it (a word
// it drops or rewrites is a word error, which WER and I-WER count, with no
// casing decision to read). A sentence without src has no input word, so
// none (as the I-WER, which makes every word of it an ITN word).
type CaseCounts struct {
	Ref     [numCaseClasses]int64 `json:"ref"`
	Hyp     [numCaseClasses]int64 `json:"hyp"`
	Correct [numCaseClasses]int64 `json:"correct"`
}

// Add accumulates o into c.
func (c *CaseCounts) Add(o CaseCounts) {
	for k := range c.Ref {
		c.Ref[k] += o.Ref[k]
		c.Hyp[k] += o.Hyp[k]
		c.Correct[k] += o.Correct[k]
	}
}

// F1 is class k's F1: 2 correct / (reference + hypothesis words of the
// class); nil where neither side has one.
func (c CaseCounts) F1(k int) *float64 { return f1(c.Correct[k], c.Ref[k], c.Hyp[k]) }

// CaseClass is w's casing class (CaseLower ... CaseMixed) as u2tf's
// labels read it (lower, then first letter upper, then all capitals, else
// mixed), -1 when w has no cased letter.
func CaseClass(w string) int {
	return caseClass(w, "")
}

// caseClass is CaseClass(w) given low, w lower-cased, or "" to have it
// lower-cased here.
func caseClass(w, low string) int {
	if strings.IndexFunc(w, func(r rune) bool { return unicode.IsUpper(r) || unicode.IsLower(r) }) < 0 {
		return -1
	}
	if low == "" {
		low = strings.ToLower(w)
	}
	r, n := utf8.DecodeRuneInString(low)
	switch w {
	case low:
		return CaseLower
	case string(unicode.ToUpper(r)) + low[n:]:
		return CaseCap
	case strings.ToUpper(w):
		return CaseUpper
	}
	return CaseMixed
}

// caseCounts is the CaseCounts of one record: its reference and
// hypothesis words of u2tfWords (marks at their edges removed), aligned
// case-folded, each pair of equal words that is an input word (the src's,
// folded: not a Universal-2-TF ITN word) compared by class. The alignments
// are the Universal-2-TF I-WER's where u2tfCounts made them (sc.fold),
// else its own.
func (sc *Scorer) caseCounts(r *Record, identical bool) (CaseCounts, error) {
	var c CaseCounts
	ref, hyp := sc.stripRef, sc.stripHyp
	// itn marks the reference words that are no input word; nil where
	// every one is (src equal to ref once folded).
	var itn []bool
	switch {
	case sc.fold.aligned:
		itn = sc.fold.itn
	case sc.opts.computes(MetricITN):
		// u2tfCounts found src equal to ref once folded.
	case sc.srcDiffersFolded(r.Src):
		// I-WER skipped: the src/ref alignment of its itnSplit.
		sedits, _, err := sc.al.align(sc.uSrc, sc.uRef)
		if err != nil {
			return c, err
		}
		if cap(sc.fold.itn) < len(ref) {
			sc.fold.itn = make([]bool, len(ref))
		}
		itn = sc.fold.itn[:len(ref)]
		for i := range itn {
			itn[i] = true
		}
		for _, e := range sedits {
			if e.Op == OpMatch {
				itn[e.Hyp] = false
			}
		}
	}
	// srcDiffersFolded ran for this sentence (above, or in u2tfCounts):
	// sc.foldRef holds ref lower-cased.
	if identical {
		for i, w := range ref {
			if k := caseClass(w, sc.foldRef[i]); k >= 0 && (itn == nil || !itn[i]) {
				c.Ref[k]++
				c.Hyp[k]++
				c.Correct[k]++
			}
		}
		return c, nil
	}
	edits := sc.fold.edits
	if !sc.fold.aligned {
		sc.uRef = sc.internWords(sc.uRef[:0], sc.foldRef, false)
		sc.uHyp = sc.internWords(sc.uHyp[:0], hyp, true)
		var err error
		if edits, _, err = sc.al.align(sc.uRef, sc.uHyp); err != nil {
			return c, err
		}
	}
	for _, e := range edits {
		if e.Op != OpMatch || (itn != nil && itn[e.Ref]) {
			continue
		}
		kr, kh := caseClass(ref[e.Ref], sc.foldRef[e.Ref]), CaseClass(hyp[e.Hyp])
		if kr >= 0 {
			c.Ref[kr]++
		}
		if kh >= 0 {
			c.Hyp[kh]++
		}
		if kr >= 0 && kr == kh {
			c.Correct[kr]++
		}
	}
	return c, nil
}
