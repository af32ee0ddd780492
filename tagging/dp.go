package tagging

import (
	"math"
	"strings"
)

// wordMemo is one remembered word score of the alignment program.
type wordMemo struct {
	s       float64
	ok, set bool
}

type step struct {
	pi, pj int  // previous state
	swap   bool // the two words before this state swapped their fragments
	k      int  // where a swapped pair's runs meet
}

// Pruning the program (bestAlignment): a span of fewer states than
// pruneMinStates is aligned by the full program, and a longer one (a long
// unmatched run of a sentence without spans: up to --max-words words and
// units, a million states) first by a beam that keeps, per word, the
// states within beamWidth of that word's best, whose score is a lower
// bound of the best alignment's; the exact program then drops each state
// whose score plus the most the remaining words can add falls short of
// that bound by more than pruneMargin. No state of a best alignment is
// dropped, and every dropped candidate of a kept state is worse than its
// best by more than the margin (far above the 1e-9 ties are judged at),
// so the result is the full program's, only without the states that
// cannot lead to it.
const (
	pruneMinStates = 4096
	beamWidth      = 8.0
	pruneMargin    = 1e-6
	// maxSwapRun is the longest run a swapped word takes.
	maxSwapRun = 4
	// memoRun is the longest run whose score is remembered per word: the
	// swaps ask again for the runs the plain steps scored.
	memoRun = 4
)

// bestAlignment is the monotone dynamic program of alignUnits: word i
// takes units[j:k] (possibly none), every unit goes to exactly one word,
// in order, maximizing the sum of word scores; two neighbouring words may
// also take two neighbouring runs in swapped order. It returns the best
// score, the units each word took and which words swapped with the next.
// The states of words already done are kept only as back pointers over
// the units they reached, and the scores of three words at a time, so
// time and memory follow the states reached, not words x units.
func bestAlignment(units []unit, words []string) (float64, []unitRange, []bool) {
	return bestAlignmentPruned(units, words, (len(words)+1)*(len(units)+1) >= pruneMinStates)
}

// bestAlignmentPruned is bestAlignment with the pruning asked for or not.
func bestAlignmentPruned(units []unit, words []string, prune bool) (float64, []unitRange, []bool) {
	m, n := len(words), len(units)
	if m == 0 {
		return 0, nil, nil
	}
	p := newAlignProgram(units, words)
	lower := math.Inf(-1)
	if prune {
		if s, ok := p.run(math.Inf(-1), true); ok {
			lower = s
		}
	}
	score, ok := p.run(lower, false)
	ranges := make([]unitRange, m)
	swapped := make([]bool, m)
	if !ok {
		// No alignment (more units than the words can take): word 0
		// holds them all, as the full table's zero back pointer had it.
		ranges[0] = unitRange{0, n}
		return score, ranges, swapped
	}
	i, j := m, n
	for i > 0 {
		st := p.backAt(i, j)
		if st.swap {
			// word pi took units [k:j], word pi+1 took [pj:k].
			ranges[st.pi] = unitRange{st.k, j}
			ranges[st.pi+1] = unitRange{st.pj, st.k}
			swapped[st.pi] = true
		} else {
			ranges[st.pi] = unitRange{st.pj, j}
		}
		i, j = st.pi, st.pj
	}
	return score, ranges, swapped
}

// alignProgram holds what both runs of the program share.
type alignProgram struct {
	units []unit
	words []string
	full  string
	off   []int
	// breaks[k] counts the digit breaks before unit k (digitBreak): a run
	// units[j:k] crosses one when breaks[k-1] > breaks[j].
	breaks []int
	// rest[i] is the most words i.. can score: 5 for a word written in
	// the span as itself (scoreExact), else 4 (scoreLexicon, the best of
	// the other scores).
	rest []float64
	// rows[i] is word i's back pointers over the units [lo, lo+len).
	rows []backRow
	// val, bk, lo, hi: the scores and back pointers of three words
	// at a time (word i at i%3) and the units each has reached.
	val    [3][]float64
	bk     [3][]step
	lo, hi [3]int
	// memo: the remembered short-run scores of two words at a time,
	// and the entries set, to clear them for the word after next.
	memo [2][]wordMemo
	set  [2][]int
}

type backRow struct {
	lo   int
	back []step
}

func newAlignProgram(units []unit, words []string) *alignProgram {
	m, n := len(words), len(units)
	p := &alignProgram{units: units, words: words, rows: make([]backRow, m+1), rest: make([]float64, m+1)}
	// Every run's text is a substring of the whole span's text: no run
	// is built twice (the program asks for O(words x run length) of them
	// per unit reached).
	p.full = content(units)
	p.off = make([]int, n+1)
	for i, u := range units {
		p.off[i+1] = p.off[i] + len(content(u1(u)))
	}
	p.breaks = make([]int, n)
	for k := 1; k < n; k++ {
		p.breaks[k] = p.breaks[k-1]
		if digitBreak(units, k) {
			p.breaks[k]++
		}
	}
	var most map[string]float64
	if distinct := distinctWords(words); (m+1)*(n+1) >= pruneMinStates && len(distinct)*8 <= m {
		// Few distinct words (a long run of numbers, silent words):
		// each one's best over every run it can take is worth finding,
		// since a word that writes nothing here ("the", a word nobody
		// wrote) would otherwise count as 4 and keep the states the
		// bound is meant to drop.
		most = make(map[string]float64, len(distinct))
		for _, w := range distinct {
			if !likelyWrites(w) {
				most[w] = p.mostOf(w)
			}
		}
	}
	for i := m - 1; i >= 0; i-- {
		best := scoreLexicon
		if strings.Contains(p.full, words[i]) {
			best = scoreExact
		}
		if s, ok := most[words[i]]; ok && repeatWords[words[i]] == 0 {
			best = s
		}
		p.rest[i] = p.rest[i+1] + best
	}
	for b := range p.val {
		p.val[b] = make([]float64, n+1)
		p.bk[b] = make([]step, n+1)
	}
	for b := range p.memo {
		p.memo[b] = make([]wordMemo, (n+1)*(memoRun+1))
	}
	return p
}

func (p *alignProgram) sub(j, k int) string { return p.full[p.off[j]:p.off[k]] }

// score is word i's score for units[j:k], remembered for short runs. A
// run that crosses a digit break (digitBreak) explains nothing.
func (p *alignProgram) score(i, j, k int) (float64, bool) {
	if k-j > 1 && p.breaks[k-1] > p.breaks[j] {
		return scoreUnexplain - 0.1*float64(p.off[k]-p.off[j]), false
	}
	if k-j > memoRun {
		return wordScoreAt(p.words, i, p.sub(j, k))
	}
	slot := i % 2
	x := j*(memoRun+1) + k - j
	e := &p.memo[slot][x]
	if !e.set {
		e.s, e.ok = wordScoreAt(p.words, i, p.sub(j, k))
		e.set = true
		p.set[slot] = append(p.set[slot], x)
	}
	return e.s, e.ok
}

// digitBreak reports whether units[k] opens a chunk of digits written
// apart from the digits that end units[k-1] ("60 2": "0", then "2"). One
// word's fragment never holds both: their content ran together ("02")
// and "two" wrote "0__2_", a leading zero taken from the number before,
// in Google TN's "state route 60 2" said "state route six two" (the "0"
// said by no word; 3 rows of the Kaggle GTN study half). A group of
// three digits is no break: it goes on the number before it, grouped by a
// space ("1 000 000" or its no-break spaces said "one million": "million"
// writes "000 000"; the row was non_monotonic).
func digitBreak(units []unit, k int) bool {
	t, prev := units[k].tok, units[k-1].tok.Text
	return t.Start && !t.Glued && !units[k].solo && !units[k-1].solo && t.Text != "" && prev != "" &&
		isDigitByte(t.Text[0]) && isDigitByte(prev[len(prev)-1]) && !thousandsGroup(units, k)
}

// thousandsGroup reports whether units[k:] open with a chunk of exactly
// three digits ("000" of "1 000 000").
func thousandsGroup(units []unit, k int) bool {
	if k+3 > len(units) {
		return false
	}
	for i := k; i < k+3; i++ {
		t := units[i].tok
		if units[i].solo || len(t.Text) != 1 || !isDigitByte(t.Text[0]) || i > k && t.Start {
			return false
		}
	}
	return units[k+2].tok.End
}

func (p *alignProgram) relax(i, j int, s float64, st step) {
	b := i % 3
	if s > p.val[b][j]+1e-9 {
		p.val[b][j] = s
		p.bk[b][j] = st
		p.lo[b] = min(p.lo[b], j)
		p.hi[b] = max(p.hi[b], j)
	}
}

func (p *alignProgram) backAt(i, j int) step {
	r := p.rows[i]
	if j < r.lo || j >= r.lo+len(r.back) {
		return step{} // not reached: as the full table's zero entry
	}
	return r.back[j-r.lo]
}

// run runs the program once: beam keeps, per word, the states within
// beamWidth of its best; lower drops the states that cannot reach it
// (see pruneMinStates). It returns the score of the last word at the
// last unit and whether that state was reached.
func (p *alignProgram) run(lower float64, beam bool) (float64, bool) {
	m, n := len(p.words), len(p.units)
	for b := range p.val {
		for j := range p.val[b] {
			p.val[b][j] = math.Inf(-1)
		}
		p.lo[b], p.hi[b] = n+1, -1
	}
	for b := range p.memo {
		p.clearMemo(b)
	}
	p.val[0][0] = 0
	p.lo[0], p.hi[0] = 0, 0
	units := p.units
	for i := 0; i <= m; i++ {
		b := i % 3
		lo, hi := p.lo[b], p.hi[b]
		row := backRow{lo: lo}
		if hi >= lo {
			row.back = append([]step(nil), p.bk[b][lo:hi+1]...)
		}
		p.rows[i] = row
		if i == m {
			break
		}
		if i > 0 {
			p.clearMemo((i + 1) % 2) // word i-1's: word i+1 takes its place
		}
		floor := math.Inf(-1)
		if beam {
			for j := lo; j <= hi; j++ {
				floor = max(floor, p.val[b][j])
			}
			floor -= beamWidth
		}
		if !math.IsInf(lower, -1) {
			floor = max(floor, lower-p.rest[i]-pruneMargin)
		}
		for j := lo; j <= hi; j++ {
			cur := p.val[b][j]
			if math.IsInf(cur, -1) || cur < floor {
				continue
			}
			for k := j; k <= n && k-j <= maxTokensPerWord; k++ {
				if k > j && units[k-1].solo && k-j > 1 {
					break
				}
				if k > j+1 && units[j].solo {
					break
				}
				s, _ := p.score(i, j, k)
				p.relax(i+1, k, cur+s, step{pi: i, pj: j})
			}
			if i+1 < m {
				p.swaps(i, j, cur)
			}
		}
		for j := lo; j <= hi; j++ {
			p.val[b][j] = math.Inf(-1)
		}
		p.lo[b], p.hi[b] = n+1, -1
	}
	s := p.val[m%3][n]
	return s, !math.IsInf(s, -1)
}

// swaps relaxes the states where words i and i+1 take two neighbouring
// runs from unit j on in swapped order.
func (p *alignProgram) swaps(i, j int, cur float64) {
	units, n := p.units, len(p.units)
	for k := j + 1; k <= n && k-j <= maxSwapRun; k++ {
		if units[k-1].solo {
			break
		}
		for l := k + 1; l <= n && l-k <= maxSwapRun; l++ {
			if units[l-1].solo {
				break
			}
			if hasDigit(p.sub(j, k)) && hasDigit(p.sub(k, l)) {
				continue // digits are never said out of order
			}
			s1, ok1 := p.score(i, k, l)
			s2, ok2 := p.score(i+1, j, k)
			if !ok1 || !ok2 || s1 < minSwapEvidence || s2 < minSwapEvidence {
				continue
			}
			p.relax(i+2, l, cur+s1+s2-costSwap, step{pi: i, pj: j, swap: true, k: k})
		}
	}
}

func (p *alignProgram) clearMemo(slot int) {
	for _, x := range p.set[slot] {
		p.memo[slot][x] = wordMemo{}
	}
	p.set[slot] = p.set[slot][:0]
}

// likelyWrites reports a word of the lexicon (a number word, a unit, a
// symbol's name), which likely writes some run for the most it can
// (scoreLexicon): not worth its runs' scores for the bound.
func likelyWrites(w string) bool {
	_, u := unitWords[w]
	_, t := tensWords[w]
	_, o := ordinalWords[w]
	_, l := lexicon[w]
	return u || t || o || l || scaleZeros[w] > 0
}

// distinctWords lists the words once each, in order of first use.
func distinctWords(words []string) []string {
	seen := make(map[string]bool, len(words))
	var out []string
	for _, w := range words {
		if !seen[w] {
			seen[w] = true
			out = append(out, w)
		}
	}
	return out
}

// mostOf is the most word w can score on a run of the span's units (none
// included), as wordScoreAt scores it: the runs a plain step or a swap
// may give it, and the scores wordScoreAt gives from its neighbours or
// from a power or a percent sign it cuts (at most scoreImplied).
func (p *alignProgram) mostOf(w string) float64 {
	units, n := p.units, len(p.units)
	best, _ := wordScore(w, "")
	if strings.ContainsAny(p.full, "%²³") {
		best = max(best, scoreImplied)
	}
	for j := 0; j < n; j++ {
		for k := j + 1; k <= n && k-j <= maxTokensPerWord; k++ {
			if units[k-1].solo && k-j > 1 || k > j+1 && units[j].solo {
				break
			}
			if s, _ := wordScore(w, p.sub(j, k)); s > best {
				best = s
			}
		}
	}
	return best
}
