package normalize

import (
	"math"
	"reflect"
	"strings"
)

// FitPieces is what Split makes of one sentence pair: its use (as Examine
// would classify the whole pair) and, for a used pair, the pieces whose
// log-probabilities add up to the pair's.
type FitPieces struct {
	Use FitUse
	// Pieces are (written span with its context, the gold words it
	// takes) pairs, each with the sentence's count, in sentence order.
	// Whole is set when no split could be verified and the one piece is
	// the pair itself.
	Pieces []FitPair
	Whole  bool
}

// fitMargins are the context margins Split tries, in segments on each
// side of a piece's ambiguous tokens, before giving up and keeping the
// whole sentence: the readings that depend on their context look one or
// two words away ("the 21st", "in 1509", "Henry VIII"; "80 feet ( 24 m )"
// is one piece anyway, both numbers being ambiguous).
var fitMargins = []int{1, 3}

// Split cuts a used sentence pair into independent pieces, so that a
// corpus's pairs can be counted per distinct piece ("in 1984" -> "in
// nineteen eighty four") instead of per distinct sentence: a sentence's
// probability is a product over its ambiguous tokens wherever the gold
// words between them are fixed, so log P(gold | sentence) is the sum of
// its pieces' and the fit's objective, Σ count·log P, is unchanged by
// counting pieces instead of sentences (up to the rounding of the sums).
// The memory and the work of the fit then grow with the number of
// distinct pieces, which grows far slower than the number of sentences.
//
// A piece is a run of tokens around one or more ambiguous tokens, with
// margin tokens of context on each side, cut where the alignment of the
// sentence's readings to the gold words has a single state (every
// derivation that reaches the gold passes the same word there), and taken
// with the gold words between the cuts. A cut is used only when it is
// verified: the piece's own text, verbalized alone, must give the same
// readings with the same probabilities as inside the sentence, under the
// base style and under two probes with every weight moved by a different
// amount (so a reading that consults another weight in context, "other"
// vs "after a word" roman numerals, shows), and the pieces'
// log-probabilities must add up to the sentence's under each. Otherwise a
// wider margin is tried, and at last the whole sentence is the one piece.
//
// Use is FitSkipped or FitUncovered exactly when Examine would say so of
// the whole pair (no pieces then).
func (f *Fitter) Split(p FitPair) (FitPieces, error) {
	segs, use, err := f.ambiguousSegments(p)
	if err != nil || use != FitUsed {
		return FitPieces{Use: use}, err
	}
	want := Comparable(p.Spoken)
	alive := aliveStates(segs, want)
	if alive == nil {
		return FitPieces{Use: FitUncovered}, nil
	}
	whole := FitPieces{Use: FitUsed, Pieces: []FitPair{p}, Whole: true}
	// The factors: tokens with more than one reading. A token with one
	// reading whose probability is not exactly 1 would be a factor the
	// whole-pair Examine does not see as ambiguous: keep such sentences
	// whole.
	var factors []int
	for i := range segs {
		if segs[i].punct {
			continue
		}
		switch {
		case len(segs[i].alts) > 1:
			factors = append(factors, i)
		case len(segs[i].alts) == 1 && segs[i].alts[0].prob != 1:
			return whole, nil
		}
	}
	if len(factors) == 0 {
		return whole, nil
	}
	for _, m := range fitMargins {
		windows := mergeTiedWindows(segs, pieceWindows(segs, alive, factors, m))
		if len(windows) == 1 && windows[0] == [2]int{0, len(segs)} {
			break
		}
		if pieces, ok := f.verifyPieces(p, segs, want, alive, windows); ok {
			return FitPieces{Use: FitUsed, Pieces: pieces}, nil
		}
	}
	return whole, nil
}

// aliveStates runs the forward algorithm's alignment (ProbOf's, positions
// only: which readings apply does not depend on the weights) and keeps,
// before each segment k and at the end (k = len(segs)), the positions in
// want from which some derivation reaches the end of want. nil: none does
// (the gold is no reading).
func aliveStates(segs []segment, want string) [][]int {
	reach := make([][]int, len(segs)+1)
	reach[0] = []int{0}
	step := func(sg *segment, from []int, keep func(int) bool) []int {
		var out []int
		for _, pos := range from {
			for _, a := range sg.alts {
				j, ok := advance(sg, a, want, pos)
				if ok && keep(j) {
					out = append(out, pos)
					break
				}
			}
		}
		return out
	}
	for k := range segs {
		sg := &segs[k]
		if sg.punct {
			reach[k+1] = reach[k]
			continue
		}
		var next []int
		for _, pos := range reach[k] {
			for _, a := range sg.alts {
				if j, ok := advance(sg, a, want, pos); ok && !containsInt(next, j) {
					next = append(next, j)
				}
			}
		}
		if len(next) == 0 {
			return nil
		}
		reach[k+1] = next
	}
	if !containsInt(reach[len(segs)], len(want)) {
		return nil
	}
	alive := make([][]int, len(segs)+1)
	alive[len(segs)] = []int{len(want)}
	for k := len(segs) - 1; k >= 0; k-- {
		if segs[k].punct {
			alive[k] = alive[k+1]
			continue
		}
		after := alive[k+1]
		alive[k] = step(&segs[k], reach[k], func(j int) bool { return containsInt(after, j) })
	}
	return alive
}

// advance is ProbOf's step of reading a of sg at position pos of want.
func advance(sg *segment, a alt, want string, pos int) (int, bool) {
	c := ""
	if !a.literal {
		c = Comparable(a.spoken)
	}
	return advanceOver(want, pos, c)
}

// pieceWindows returns the segment ranges [start, end) of the pieces: each
// factor with margin segments on each side, widened to cuts where a single
// alignment state is alive, overlapping ranges merged, in order.
func pieceWindows(segs []segment, alive [][]int, factors []int, margin int) [][2]int {
	clean := func(k int) bool { return len(alive[k]) == 1 }
	var out [][2]int
	for _, fi := range factors {
		a, b := max(fi-margin, 0), min(fi+margin+1, len(segs))
		for !clean(a) {
			a--
		}
		for !clean(b) {
			b++
		}
		if n := len(out); n > 0 && a < out[n-1][1] {
			out[n-1][1] = max(out[n-1][1], b)
			continue
		}
		out = append(out, [2]int{a, b})
	}
	return out
}

// mergeTiedWindows joins the windows from a tied word's first occurrence
// to its repetitions (ties.go) into one: the tie makes them one factor, so
// a cut between them would not add up and the sentence would be kept
// whole.
func mergeTiedWindows(segs []segment, windows [][2]int) [][2]int {
	find := func(k int) int {
		for i, w := range windows {
			if w[0] <= k && k < w[1] {
				return i
			}
		}
		return -1
	}
	for k := range segs {
		f := segs[k].follows
		if f == 0 {
			continue
		}
		a, b := find(f-1), find(k)
		if a < 0 || b < 0 || a == b {
			continue
		}
		windows[a][1] = windows[b][1]
		windows = append(windows[:a+1], windows[b+1:]...)
	}
	return windows
}

// verifyPieces makes the pieces of windows and checks them (see Split).
func (f *Fitter) verifyPieces(p FitPair, segs []segment, want string, alive [][]int, windows [][2]int) ([]FitPair, bool) {
	pieces := make([]FitPair, len(windows))
	for i, w := range windows {
		text := p.Written[segs[w[0]].start:segs[w[1]-1].end]
		from, to := alive[w[0]][0], alive[w[1]][0]
		gold := want[from:to]
		if from > 0 {
			gold = strings.TrimPrefix(gold, " ")
		}
		if gold == "" || Comparable(gold) != gold || strings.TrimSpace(text) != text {
			return nil, false
		}
		pieces[i] = FitPair{Written: text, Spoken: gold, Count: p.Count}
	}
	vs := append([]*Verbalizer{f.v0}, f.checkProbes...)
	for n, v := range vs {
		full := segs
		if n > 0 {
			var err error
			if full, err = v.scan(p.Written); err != nil {
				return nil, false
			}
		}
		whole, _ := v.ProbOf(p.Written, p.Spoken)
		if whole <= 0 {
			return nil, false
		}
		sum := 0.0
		for i, w := range windows {
			got, err := v.scan(pieces[i].Written)
			if err != nil || !sameSegments(got, full[w[0]:w[1]]) {
				return nil, false
			}
			pr, _ := v.ProbOf(pieces[i].Written, pieces[i].Spoken)
			if pr <= 0 {
				return nil, false
			}
			sum += math.Log(pr)
		}
		if lw := math.Log(whole); math.Abs(sum-lw) > 1e-9*math.Max(1, math.Abs(lw)) {
			return nil, false
		}
	}
	return pieces, true
}

// sameSegments compares a piece's segments with the sentence's for the
// same tokens: the same readings with the same probabilities, classes and
// spacing (offsets and group numbers relative to the first; the first
// token's space before it cannot be the same and does not change a
// derivation at the start of the gold).
func sameSegments(got, want []segment) bool {
	if len(got) != len(want) {
		return false
	}
	for i := range got {
		g, w := got[i], want[i]
		if g.class != w.class || g.punct != w.punct || g.end-g.start != w.end-w.start ||
			g.start-got[0].start != w.start-want[0].start || g.group-got[0].group != w.group-want[0].group ||
			(i > 0 && g.spaceBefore != w.spaceBefore) || !reflect.DeepEqual(g.alts, w.alts) {
			return false
		}
	}
	return true
}
