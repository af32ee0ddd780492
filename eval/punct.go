package eval

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// PERMarks are the punctuation marks of Universal-2-TF's punctuation error
// rate: comma, period, question mark.
const PERMarks = ",.?"

// PERCounts are the per-mark operation counts of NeMo's
// OccurancePunctuationErrorRate (the implementation of Meister et al.'s
// PER that Universal-2-TF follows), summed over marks and sentences.
type PERCounts struct {
	Correct int64 `json:"correct"`
	Sub     int64 `json:"sub"`
	Del     int64 `json:"del"`
	Ins     int64 `json:"ins"`
	// Per mark, in PERMarks order (, . ?): the reference's and the
	// hypotheses' marks and those PER's alignment matched with the same
	// mark, whose F1 is Universal-2-TF's Table 4 (MarkF1).
	RefMarks     [3]int64 `json:"ref_marks"`
	HypMarks     [3]int64 `json:"hyp_marks"`
	CorrectMarks [3]int64 `json:"correct_marks"`
}

// Add accumulates o into c.
func (c *PERCounts) Add(o PERCounts) {
	c.Correct += o.Correct
	c.Sub += o.Sub
	c.Del += o.Del
	c.Ins += o.Ins
	for m := range c.RefMarks {
		c.RefMarks[m] += o.RefMarks[m]
		c.HypMarks[m] += o.HypMarks[m]
		c.CorrectMarks[m] += o.CorrectMarks[m]
	}
}

// MarkF1 is the F1 of mark m (an index into PERMarks) on PER's alignment,
// Universal-2-TF's Table 4 (its first stage's periods, commas and question
// marks): a mark aligned with the same mark is a true positive, every
// other reference mark a miss and every other hypothesis mark a false
// alarm, so F1 = 2 correct / (reference marks + hypothesis marks); nil
// where neither side has the mark.
func (c PERCounts) MarkF1(m int) *float64 {
	return f1(c.CorrectMarks[m], c.RefMarks[m], c.HypMarks[m])
}

// f1 is 2 tp / (ref + hyp), nil when both are 0.
func f1(tp, ref, hyp int64) *float64 {
	if ref+hyp == 0 {
		return nil
	}
	v := 2 * float64(tp) / float64(ref+hyp)
	return &v
}

// Errors is S + D + I; Total adds the correct marks (NeMo's denominator).
func (c PERCounts) Errors() int64 { return c.Sub + c.Del + c.Ins }
func (c PERCounts) Total() int64  { return c.Correct + c.Sub + c.Del + c.Ins }

func isPyWord(r rune) bool {
	if r < utf8.RuneSelf {
		return r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r == '_'
	}
	return unicode.IsLetter(r) || unicode.IsNumber(r) || unicode.Is(pyDigitExtra, r)
}

func perMark(r rune) int32 {
	switch r {
	case ',':
		return 0
	case '.':
		return 1
	case '?':
		return 2
	}
	return -1
}

// perMask is the id every punctuation token is masked to for the DP; word
// ids are non-negative interned ids.
const perMask = -1

// perTokens tokenizes as NeMo does, re.findall(r"[\w']+|[,.?]"): runs of
// word characters and apostrophes, and single marks; everything else is
// dropped. Words are interned; marks become perMask and their mark index
// goes to marks (parallel, -1 for words).
func (sc *Scorer) perTokens(ids, marks []int32, s string) ([]int32, []int32) {
	start := -1
	flush := func(end int) {
		if start >= 0 {
			ids = append(ids, sc.memo(s[start:end]))
			marks = append(marks, -1)
			start = -1
		}
	}
	for i, r := range s {
		if isPyWord(r) || r == '\'' {
			if start < 0 {
				start = i
			}
			continue
		}
		flush(i)
		if m := perMark(r); m >= 0 {
			ids = append(ids, perMask)
			marks = append(marks, m)
		}
	}
	flush(len(s))
	return ids, marks
}

// perSentence ports NeMo's compute_operation_amounts: a unit-cost DP over
// the masked token lists whose pointer is recorded forward (equal masked
// tokens: correct; otherwise the cheapest of substitution, insertion,
// deletion, preferred in that order), walked back from the end; a masked
// match between two different marks is a substitution; deletions and
// insertions are whatever remains of each mark's count.
func (sc *Scorer) perSentence(rec *Record, refWords, hypWords []int32, identical bool) (PERCounts, error) {
	ref, hyp := rec.Ref, rec.Hyp
	if identical {
		// Every mark is aligned with itself.
		var c PERCounts
		for _, r := range ref {
			if m := perMark(r); m >= 0 {
				c.Correct++
				c.RefMarks[m]++
				c.HypMarks[m]++
				c.CorrectMarks[m]++
			}
		}
		return c, nil
	}
	var r, rm, h, hm []int32
	if sc.canDerive(ref) {
		r, rm = sc.perTokensOf(sc.perR[:0], sc.perRM[:0], refWords)
	} else {
		r, rm = sc.perTokens(sc.perR[:0], sc.perRM[:0], ref)
	}
	if sc.canDerive(hyp) {
		h, hm = sc.perTokensOf(sc.perH[:0], sc.perHM[:0], hypWords)
	} else {
		h, hm = sc.perTokens(sc.perH[:0], sc.perHM[:0], hyp)
	}
	sc.perR, sc.perRM, sc.perH, sc.perHM = r, rm, h, hm
	var refMarks, hypMarks int64
	for _, m := range rm {
		if m >= 0 {
			refMarks++
		}
	}
	for _, m := range hm {
		if m >= 0 {
			hypMarks++
		}
	}
	var c PERCounts
	if refMarks+hypMarks == 0 {
		return c, nil
	}
	// NeMo's pointer at a cell with equal tokens is "correct", so a common
	// suffix is walked diagonally whatever precedes it: align it directly.
	var subOf, subTo, correct [3]int64
	R, H := len(r), len(h)
	for R > 0 && H > 0 && r[R-1] == h[H-1] {
		if r[R-1] == perMask {
			if rm[R-1] == hm[H-1] {
				correct[rm[R-1]]++
			} else {
				subOf[rm[R-1]]++
				subTo[hm[H-1]]++
			}
		}
		R--
		H--
	}
	if R > 0 && H > 0 {
		// Symbols must be non-negative for the DP: shift ids by one so
		// that the mask (-1) becomes 0.
		a := &sc.al
		x := a.scratchA[:0]
		for _, id := range r[:R] {
			x = append(x, id+1)
		}
		y := a.scratchB[:0]
		for _, id := range h[:H] {
			y = append(y, id+1)
		}
		a.scratchA, a.scratchB = x, y
		if err := a.columns(x, y); err != nil {
			return c, err
		}
		i, j := R, H
		for i > 0 && j > 0 {
			if r[i-1] == h[j-1] {
				if r[i-1] == perMask {
					if rm[i-1] == hm[j-1] {
						correct[rm[i-1]]++
					} else {
						subOf[rm[i-1]]++
						subTo[hm[j-1]]++
					}
				}
				i--
				j--
				continue
			}
			s, in, d := a.cell(i-1, j-1)+1, a.cell(i, j-1)+1, a.cell(i-1, j)+1
			switch min(s, in, d) {
			case s:
				i--
				j--
			case in:
				j--
			default:
				i--
			}
		}
		// What remains (i == 0 or j == 0) is pure insertions or deletions,
		// which the counts below derive.
	}
	var refCount, hypCount [3]int64
	for _, m := range rm {
		if m >= 0 {
			refCount[m]++
		}
	}
	for _, m := range hm {
		if m >= 0 {
			hypCount[m]++
		}
	}
	c.RefMarks, c.HypMarks, c.CorrectMarks = refCount, hypCount, correct
	for m := 0; m < 3; m++ {
		c.Correct += correct[m]
		c.Sub += subOf[m]
		c.Del += refCount[m] - correct[m] - subOf[m]
		c.Ins += hypCount[m] - correct[m] - subTo[m]
	}
	return c, nil
}

// stripPunct removes Unicode punctuation (P*) and normalizes white space to
// single spaces, the text on which the capitalization CER is computed.
func appendStripPunct(dst []int32, s string) []int32 {
	space := false
	for _, r := range s {
		if r < utf8.RuneSelf {
			if asciiPunct[r] {
				continue
			}
		} else if unicode.IsPunct(r) {
			continue
		}
		if isPySpace(r) {
			space = true
			continue
		}
		if space && len(dst) > 0 {
			dst = append(dst, ' ')
		}
		space = false
		dst = append(dst, r)
	}
	return dst
}

// StripPunct is the text the CER row compares: punctuation removed, white
// space collapsed.
func StripPunct(s string) string {
	var b strings.Builder
	for _, r := range appendStripPunct(nil, s) {
		b.WriteRune(r)
	}
	return b.String()
}

var asciiPunct = func() (t [utf8.RuneSelf]bool) {
	for c := rune(0); c < utf8.RuneSelf; c++ {
		t[c] = unicode.IsPunct(c)
	}
	return t
}()
