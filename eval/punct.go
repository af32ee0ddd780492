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
}

// Add accumulates o into c.
func (c *PERCounts) Add(o PERCounts) {
	c.Correct += o.Correct
	c.Sub += o.Sub
	c.Del += o.Del
	c.Ins += o.Ins
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
			ids = append(ids, sc.intern(s[start:end]))
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
func (sc *Scorer) perSentence(ref, hyp string, identical bool) PERCounts {
	if identical {
		// Every mark is aligned with itself.
		var c PERCounts
		for _, r := range ref {
			if perMark(r) >= 0 {
				c.Correct++
			}
		}
		return c
	}
	r, rm := sc.perTokens(sc.perR[:0], sc.perRM[:0], ref)
	h, hm := sc.perTokens(sc.perH[:0], sc.perHM[:0], hyp)
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
		return c
	}
	R, H := len(r), len(h)
	W := H + 1
	cells := (R + 1) * W
	if cells > maxAlignCells {
		// Not reachable for real sentences; count every mark as an error
		// rather than fail the run.
		c.Del, c.Ins = refMarks, hypMarks
		return c
	}
	a := &sc.al
	if cap(a.dir) < cells {
		a.dir = make([]uint8, cells)
	}
	dir := a.dir[:cells]
	if cap(a.row0) < W {
		a.row0 = make([]int32, W)
		a.row1 = make([]int32, W)
	}
	prev, cur := a.row0[:W], a.row1[:W]
	const (
		cor = iota
		sub
		ins
		del
	)
	for j := 0; j <= H; j++ {
		prev[j] = int32(j)
		dir[j] = ins
	}
	for i := 1; i <= R; i++ {
		cur[0] = int32(i)
		drow := dir[i*W : i*W+W]
		drow[0] = del
		for j := 1; j <= H; j++ {
			if r[i-1] == h[j-1] {
				cur[j] = prev[j-1]
				drow[j] = cor
				continue
			}
			s, in, d := prev[j-1]+1, cur[j-1]+1, prev[j]+1
			best := min(s, in, d)
			cur[j] = best
			switch best {
			case s:
				drow[j] = sub
			case in:
				drow[j] = ins
			default:
				drow[j] = del
			}
		}
		prev, cur = cur, prev
	}
	var subOf, subTo, correct [3]int64
	i, j := R, H
	for i > 0 || j > 0 {
		switch dir[i*W+j] {
		case cor:
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
		case sub:
			i--
			j--
		case ins:
			j--
		default:
			i--
		}
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
	for m := 0; m < 3; m++ {
		c.Correct += correct[m]
		c.Sub += subOf[m]
		c.Del += refCount[m] - correct[m] - subOf[m]
		c.Ins += hypCount[m] - correct[m] - subTo[m]
	}
	return c
}

// stripPunct removes Unicode punctuation (P*) and normalizes white space to
// single spaces, the text on which the capitalization CER is computed.
func appendStripPunct(dst []int32, s string) []int32 {
	space := false
	for _, r := range s {
		if unicode.IsPunct(r) {
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
