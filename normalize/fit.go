package normalize

import (
	"context"
	"fmt"
	"math"
	"reflect"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"sync"
	"sync/atomic"
)

// FitPair is one observation for FitStyle: a written text, its gold
// spoken form (compared as Comparable) and how many times it was seen.
type FitPair struct {
	Written string
	Spoken  string
	Count   int
}

// FitOptions tunes FitStyle. Zero values take the defaults.
type FitOptions struct {
	// Iterations of the weight update (default 40).
	Iterations int
	// Prior is the strength of the smoothing prior: a Gaussian on every
	// log-weight centred on the base style's, with precision Prior per
	// weight (default DefaultFitPrior). Larger keeps the fit nearer the
	// hand-set style; a weight the data never exercises stays where it
	// was.
	Prior float64
	// Workers is the number of lanes the log-likelihood is summed in
	// (lane w adds pairs w, w+Workers, ...; then the lanes are added),
	// default 2. The fitted weights depend on it in their last bits; it
	// was the number of goroutines evaluating pairs when the evaluation
	// was split that way, and keeps that summation order so that styles
	// fitted before are fitted again bit for bit.
	Workers int
	// Threads is the number of goroutines verbalizing pairs (default
	// GOMAXPROCS). It does not change the result.
	Threads int
	// Progress, when set, is told how far the fit has come. It may be
	// called from several goroutines at once.
	Progress func(FitProgress)
}

// DefaultFitPrior is the prior precision chosen by two-fold cross
// validation on Google TN sentences 1-1,000 (fit on one half, held-out
// mean log P(gold) on the other): 2 gave -0.357, 0.5 -0.327, 0.25 -0.324,
// 0.1 -0.327 (docs/STYLE-FIT.md). Weaker priors fit the training half
// better and the other half worse.
const DefaultFitPrior = 0.25

// FitReport says what FitStyle saw and did.
type FitReport struct {
	// Pairs is the number of distinct pairs given, Used those with an
	// ambiguous reading whose gold the base style can produce, Uncovered
	// those whose gold no reading gives (they cannot inform weights).
	Pairs, Used, Uncovered int
	// Observations is the count-weighted number of used pairs.
	Observations int
	// LogLikBefore and LogLikAfter are the count-weighted mean log P(gold)
	// over the used pairs under the base and the fitted style.
	LogLikBefore, LogLikAfter float64
	// Weights lists every distribution weight, base and fitted.
	Weights []FittedWeight
}

// FittedWeight is one reading's weight before and after fitting.
type FittedWeight struct {
	Distribution, Reading string
	Base, Fitted          float64
}

// FitProgress is how far FitStyle has come, for a progress display.
type FitProgress struct {
	// Stage is "pairs" (finding the pairs that can inform the weights),
	// "dependencies" (finding the weights each pair's readings consult),
	// "iterations" (the weight updates) or "final" (scoring the rounded
	// style). Done counts pairs, pairs, iterations and pairs of it.
	Stage       string
	Done, Total int
	// LogLik is the mean log P(gold) over the used pairs before the
	// iteration Done+1 (stage "iterations" only).
	LogLik float64
}

// FitStyle estimates the weights of base's distributions, and of the
// readings of its symbols and abbreviations that have more than one (&
// "and" or "ampersand"), from gold (written, spoken) pairs and returns a
// new style with them (everything else unchanged).
//
// The estimator is maximum a posteriori on the log-weights θ: it
// maximizes Σ count·log P_θ(spoken | written) − Prior/2·Σ(θ − θ_base)²,
// where P_θ is exactly what ProbOf computes (the sum over every
// derivation giving the gold words). The verbalizer's readings are code
// that mixes and renormalizes weights per token, so the likelihood has no
// closed-form maximum; its gradient in each log-weight is taken by finite
// differences of ProbOf, and the update is resilient backpropagation
// (Rprop: a step per weight that grows while its gradient keeps its sign
// and halves when it flips), which needs no learning rate. The Gaussian
// prior is the smoothing: a reading seen rarely moves little, one never
// exercised keeps its base weight, and no weight reaches zero, so
// coverage never drops.
//
// A pair's probability depends only on the weights its tokens' readings
// consult: a sentence with one year and nothing else ambiguous on the
// year distribution, not on money's. So before iterating, each pair is
// verbalized once per group of weights (a distribution, a lexicon entry)
// with that group's weights moved, and a difference in any reading's
// probability marks the pair as depending on the group. A finite
// difference in one weight then re-verbalizes only the pairs that depend
// on its group and reuses every other pair's log-probability, so the work
// per pair and iteration is bounded by the weights its own tokens use,
// not by the size of the style or of the corpus. The sums are taken over
// the same terms in the same order as a full re-verbalization would
// (lane w of opts.Workers adds pairs w, w+Workers, ...), so the fitted
// weights are the same bits (fit_dense_test.go keeps the full evaluation
// as the reference).
//
// Pairs whose gold no reading of the base style gives, and pairs with no
// ambiguous token, carry no information about the weights and are
// skipped (counted in the report). The result is deterministic for the
// same inputs: pairs are visited in a fixed order and sums are taken in
// that order.
func FitStyle(base *Style, pairs []FitPair, opts FitOptions) (*Style, FitReport, error) {
	return FitStyleContext(context.Background(), base, pairs, opts)
}

// FitStyleContext is FitStyle that stops soon after ctx is done (between
// two verbalizations of a pair), returning ctx's error and no style.
func FitStyleContext(ctx context.Context, base *Style, pairs []FitPair, opts FitOptions) (*Style, FitReport, error) {
	if base == nil {
		base = DefaultStyle()
	}
	if opts.Iterations <= 0 {
		opts.Iterations = 40
	}
	if opts.Prior <= 0 {
		opts.Prior = DefaultFitPrior
	}
	if opts.Workers <= 0 {
		opts.Workers = 2
	}
	if opts.Threads <= 0 {
		opts.Threads = runtime.GOMAXPROCS(0)
	}
	report := func(p FitProgress) {
		if opts.Progress != nil {
			opts.Progress(p)
		}
	}
	rep := FitReport{Pairs: len(pairs)}
	// Parameters: every (distribution, reading), in sorted order, then
	// every reading of a symbol or abbreviation with two readings or more
	// (& "and" vs "ampersand", Mr. "mister" vs "mr"): the lexicons' weights
	// are distributions too.
	var params []param
	for _, d := range sortedKeys(base.Distributions) {
		for _, r := range sortedKeys(base.Distributions[d].Weights) {
			if base.Distributions[d].Weights[r] > 0 {
				params = append(params, param{lexicon: lexNone, dist: d, reading: r})
			}
		}
	}
	for kind, lex := range []map[string][]Reading{lexSymbols: base.Symbols, lexAbbreviations: base.Abbreviations} {
		for _, k := range sortedKeys(lex) {
			positive := 0
			for _, r := range lex[k] {
				if r.Weight > 0 {
					positive++
				}
			}
			if positive < 2 {
				continue
			}
			for i, r := range lex[k] {
				if r.Weight > 0 {
					params = append(params, param{lexicon: kind, dist: k, reading: r.Spoken, context: r.Context, index: i})
				}
			}
		}
	}
	theta0 := make([]float64, len(params))
	for i, p := range params {
		theta0[i] = math.Log(p.get(base))
	}
	// weightAt is the weight build gives parameter i under theta: the
	// base's own value at θ_base (bit for bit), exp(θ) elsewhere.
	weightAt := func(theta []float64, i int) float64 {
		if theta[i] == theta0[i] {
			return params[i].get(base)
		}
		return math.Exp(theta[i])
	}
	// build makes the style with weights exp(θ), or exactly the weights
	// given (the rounded ones at the end).
	build := func(theta, exact []float64) (*Style, error) {
		s := *base
		s.Distributions = make(map[string]Distribution, len(base.Distributions))
		for k, d := range base.Distributions {
			w := make(map[string]float64, len(d.Weights))
			for r, x := range d.Weights {
				w[r] = x
			}
			s.Distributions[k] = Distribution{Doc: d.Doc, Weights: w}
		}
		s.Symbols = copyLexicon(base.Symbols)
		s.Abbreviations = copyLexicon(base.Abbreviations)
		for i, p := range params {
			if exact != nil {
				p.set(&s, exact[i])
			} else {
				p.set(&s, weightAt(theta, i))
			}
		}
		s.curKeys, s.perUnitKeys = nil, nil
		if err := s.prepare(); err != nil {
			return nil, err
		}
		return &s, nil
	}
	// each runs f(0..n-1) on opts.Threads goroutines (f writes only its
	// own slots, so the order of the calls does not matter) and counts
	// them for the progress display under stage; it stops early, with
	// ctx's error, once ctx is done.
	each := func(stage string, n int, f func(k int)) error {
		var next, done atomic.Int64
		var wg sync.WaitGroup
		for w := 0; w < min(opts.Threads, n); w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for ctx.Err() == nil {
					k := int(next.Add(1) - 1)
					if k >= n {
						return
					}
					f(k)
					if d := done.Add(1); stage != "" && (d%64 == 0 || d == int64(n)) {
						report(FitProgress{Stage: stage, Done: int(d), Total: n})
					}
				}
			}()
		}
		wg.Wait()
		return ctx.Err()
	}
	// Keep the pairs that can inform the weights.
	v0 := New(base, Options{})
	const (
		pairSkipped = iota
		pairUncovered
		pairUsed
	)
	verdict := make([]uint8, len(pairs))
	if err := each("pairs", len(pairs), func(k int) {
		p := pairs[k]
		if p.Count <= 0 {
			return
		}
		segs, err := v0.scan(p.Written)
		if err != nil {
			verdict[k] = pairUncovered
			return
		}
		ambiguous := false
		for i := range segs {
			if len(segs[i].alts) > 1 {
				ambiguous = true
				break
			}
		}
		if !ambiguous {
			return
		}
		if pr, _ := v0.ProbOf(p.Written, p.Spoken); pr <= 0 {
			verdict[k] = pairUncovered
			return
		}
		verdict[k] = pairUsed
	}); err != nil {
		return nil, rep, err
	}
	var used []FitPair
	for k, p := range pairs {
		switch verdict[k] {
		case pairUncovered:
			rep.Uncovered++
		case pairUsed:
			used = append(used, p)
			rep.Observations += p.Count
		}
	}
	rep.Used = len(used)
	n := len(used)

	// Group the weights by what a reading consults: a distribution's
	// weights are renormalized together, a lexicon entry's readings too.
	var groups [][]int
	groupIndex := map[[2]string]int{}
	for i, p := range params {
		key := [2]string{strconv.Itoa(p.lexicon), p.dist}
		g, ok := groupIndex[key]
		if !ok {
			g = len(groups)
			groupIndex[key] = g
			groups = append(groups, nil)
		}
		groups[g] = append(groups[g], i)
	}
	// probe returns a verbalizer whose weights are the base's but for
	// members, each moved by a different amount (so that no
	// renormalization can cancel the moves).
	probe := func(members []int) (*Verbalizer, error) {
		moved := append([]float64(nil), theta0...)
		for k, i := range members {
			moved[i] += 0.01 * float64(k+1)
		}
		s, err := build(moved, nil)
		if err != nil {
			return nil, err
		}
		return New(s, Options{}), nil
	}
	// Which weights does each pair depend on? First by group (a pair
	// whose segments come out different under a group's probe depends on
	// the group), then, within the groups it depends on, weight by weight.
	groupProbes := make([]*Verbalizer, len(groups))
	paramProbes := make([]*Verbalizer, len(params))
	for g, members := range groups {
		var err error
		if groupProbes[g], err = probe(members); err != nil {
			return nil, rep, err
		}
		for _, i := range members {
			if len(members) == 1 {
				paramProbes[i] = groupProbes[g]
			} else if paramProbes[i], err = probe([]int{i}); err != nil {
				return nil, rep, err
			}
		}
	}
	pairParams := make([][]int32, n)
	if err := each("dependencies", n, func(j int) {
		segs, err0 := v0.scan(used[j].Written)
		differs := func(v *Verbalizer) bool {
			moved, err := v.scan(used[j].Written)
			return err != nil || err0 != nil || !reflect.DeepEqual(moved, segs)
		}
		for g, members := range groups {
			if !differs(groupProbes[g]) {
				continue
			}
			for _, i := range members {
				if len(members) == 1 || differs(paramProbes[i]) {
					pairParams[j] = append(pairParams[j], int32(i))
				}
			}
		}
	}); err != nil {
		return nil, rep, err
	}
	// paramPairs[i] lists, in order, the pairs depending on weight i.
	paramPairs := make([][]int32, len(params))
	for j, is := range pairParams {
		for _, i := range is {
			paramPairs[i] = append(paramPairs[i], int32(j))
		}
	}
	pairParams = nil

	// total is Σ count·log P(gold) with logp(j) the log-probability of
	// used pair j, summed as the full evaluation did: lane w adds pairs w,
	// w+Workers, ... in order, then the lanes are added in order. Float
	// addition is not associative; this order makes the fitted weights the
	// same bits whichever pairs were re-verbalized.
	total := func(logp func(j int) float64) float64 {
		t := 0.0
		for w := 0; w < opts.Workers; w++ {
			sum := 0.0
			for j := w; j < n; j += opts.Workers {
				sum += float64(used[j].Count) * logp(j)
			}
			t += sum
		}
		return t
	}
	logOf := func(p float64) float64 { return math.Log(math.Max(p, 1e-300)) }
	// affected lists, in order, the pairs depending on any of the changed
	// weights; mark is scratch, false between calls.
	mark := make([]bool, n)
	affected := func(changed []int) []int32 {
		if len(changed) == 1 {
			return paramPairs[changed[0]]
		}
		var out []int32
		for _, i := range changed {
			for _, j := range paramPairs[i] {
				if !mark[j] {
					mark[j] = true
					out = append(out, j)
				}
			}
		}
		for _, j := range out {
			mark[j] = false
		}
		slices.Sort(out)
		return out
	}
	// cur holds the weights of s, the style of the current iterate, and
	// curTheta the θ it was built from; logp the used pairs'
	// log-probabilities under it.
	theta := append([]float64(nil), theta0...)
	curTheta := append([]float64(nil), theta...)
	cur := make([]float64, len(params))
	for i := range cur {
		cur[i] = weightAt(theta, i)
	}
	// changedFrom lists the weights that differ under theta from cur.
	changedFrom := func(theta []float64) []int {
		var out []int
		for i := range theta {
			if theta[i] != curTheta[i] && weightAt(theta, i) != cur[i] {
				out = append(out, i)
			}
		}
		return out
	}
	logp := make([]float64, n)
	// score sets into[k] to the log-probability of pair js[k] under s.
	score := func(s *Style, js []int32, into []float64) error {
		v := New(s, Options{})
		return each("", len(js), func(k int) {
			p, _ := v.ProbOf(used[js[k]].Written, used[js[k]].Spoken)
			into[k] = logOf(p)
		})
	}
	all := make([]int32, n)
	for j := range all {
		all[j] = int32(j)
	}
	step := make([]float64, len(params))
	prevG := make([]float64, len(params))
	for i := range step {
		step[i] = 0.5
	}
	const eps = 1e-3
	s, err := build(theta, nil)
	if err != nil {
		return nil, rep, err
	}
	if err := score(s, all, logp); err != nil {
		return nil, rep, err
	}
	cached := func(j int) float64 { return logp[j] }
	obs := float64(max(rep.Observations, 1))
	rep.LogLikBefore = total(cached) / obs
	// A weight whose change moves no pair's likelihood in the first
	// iteration is a reading no pair's tokens can take, and never will
	// (which readings apply depends on the text, not the weights), so it
	// is left at its base value, where the prior holds it.
	active := make([]bool, len(params))
	for i := range active {
		active[i] = true
	}
	slot := make([]int32, n) // 1 + index into a weight's moved values, 0: not moved
	type task struct{ param, k int32 }
	for it := 0; it < opts.Iterations && n > 0; it++ {
		baseLL := total(cached)
		report(FitProgress{Stage: "iterations", Done: it, Total: opts.Iterations, LogLik: baseLL / obs})
		// The styles with one weight moved by ε, made in order: θ_i + ε - ε
		// need not be θ_i in floating point, and a weight's style carries
		// the earlier weights as they came back (changedFrom sees it), as
		// the full evaluation did.
		tried := make([]bool, len(params))
		verbs := make([]*Verbalizer, len(params))
		pairsOf := make([][]int32, len(params))
		for i := range params {
			if !active[i] {
				continue
			}
			if err := ctx.Err(); err != nil {
				return nil, rep, err
			}
			theta[i] += eps
			si, err := build(theta, nil)
			pairsOf[i] = affected(changedFrom(theta))
			theta[i] -= eps
			if err != nil {
				return nil, rep, err
			}
			tried[i], verbs[i] = true, New(si, Options{})
		}
		// Re-verbalize, pair by pair, what the moved weights touch.
		tasks := make([][]task, n)
		vals := make([][]float64, len(params))
		for i, js := range pairsOf {
			vals[i] = make([]float64, len(js))
			for k, j := range js {
				tasks[j] = append(tasks[j], task{int32(i), int32(k)})
			}
		}
		if err := each("", n, func(j int) {
			for _, t := range tasks[j] {
				p, _ := verbs[t.param].ProbOf(used[j].Written, used[j].Spoken)
				vals[t.param][t.k] = logOf(p)
			}
		}); err != nil {
			return nil, rep, err
		}
		g := make([]float64, len(params))
		for i := range params {
			if !tried[i] {
				continue
			}
			li := baseLL
			if js := pairsOf[i]; len(js) > 0 {
				for k, j := range js {
					slot[j] = int32(k + 1)
				}
				li = total(func(j int) float64 {
					if k := slot[j]; k > 0 {
						return vals[i][k-1]
					}
					return logp[j]
				})
				for _, j := range js {
					slot[j] = 0
				}
			}
			if it == 0 && li == baseLL {
				active[i] = false
				continue
			}
			g[i] = (li-baseLL)/eps - opts.Prior*(theta[i]-theta0[i])
		}
		for i := range theta {
			switch {
			case g[i]*prevG[i] > 0:
				step[i] = math.Min(step[i]*1.2, 2)
			case g[i]*prevG[i] < 0:
				step[i] = math.Max(step[i]*0.5, 1e-4)
				prevG[i] = 0
				continue
			}
			if math.Abs(g[i]) < 1e-9 {
				prevG[i] = 0
				continue
			}
			theta[i] += math.Copysign(step[i], g[i])
			theta[i] = math.Max(math.Min(theta[i], theta0[i]+12), theta0[i]-12)
			prevG[i] = g[i]
		}
		if s, err = build(theta, nil); err != nil {
			return nil, rep, err
		}
		js := affected(changedFrom(theta))
		moved := make([]float64, len(js))
		if err := score(s, js, moved); err != nil {
			return nil, rep, err
		}
		for k, j := range js {
			logp[j] = moved[k]
		}
		for i := range theta {
			cur[i] = weightAt(theta, i)
		}
		copy(curTheta, theta)
	}
	report(FitProgress{Stage: "iterations", Done: opts.Iterations, Total: opts.Iterations, LogLik: total(cached) / obs})
	// Round to four significant digits so the style file reads well; the
	// likelihood reported is that of the rounded style.
	rounded := make([]float64, len(theta))
	for i := range theta {
		if theta[i] == theta0[i] {
			rounded[i] = params[i].get(base)
			continue
		}
		rounded[i], _ = strconv.ParseFloat(strconv.FormatFloat(math.Exp(theta[i]), 'g', 4, 64), 64)
	}
	if s, err = build(theta, rounded); err != nil {
		return nil, rep, err
	}
	if err := score(s, all, logp); err != nil {
		return nil, rep, err
	}
	report(FitProgress{Stage: "final", Done: n, Total: n})
	rep.LogLikAfter = total(cached) / obs
	for _, p := range params {
		rep.Weights = append(rep.Weights, FittedWeight{p.name(), p.readingName(), p.get(base), p.get(s)})
	}
	sort.SliceStable(rep.Weights, func(a, b int) bool {
		x, y := rep.Weights[a], rep.Weights[b]
		if x.Distribution != y.Distribution {
			return x.Distribution < y.Distribution
		}
		return x.Reading < y.Reading
	})
	return s, rep, nil
}

// The lexicons whose reading weights FitStyle fits beside the
// distributions.
const (
	lexNone = iota - 1
	lexSymbols
	lexAbbreviations
)

// param is one weight FitStyle fits: a distribution's reading (lexicon
// lexNone), or reading number index of a symbol's or abbreviation's
// entry dist.
type param struct {
	lexicon                int
	dist, reading, context string
	index                  int
}

func (p param) lex(s *Style) map[string][]Reading {
	if p.lexicon == lexSymbols {
		return s.Symbols
	}
	return s.Abbreviations
}

func (p param) get(s *Style) float64 {
	if p.lexicon == lexNone {
		return s.Distributions[p.dist].Weights[p.reading]
	}
	return p.lex(s)[p.dist][p.index].Weight
}

// set changes the weight in s, whose maps must be s's own copies.
func (p param) set(s *Style, w float64) {
	if p.lexicon == lexNone {
		s.Distributions[p.dist].Weights[p.reading] = w
		return
	}
	p.lex(s)[p.dist][p.index].Weight = w
}

// name and readingName label the weight in reports: "cardinal" /
// "american", "symbol &" / "and", "abbreviation Dr." / "doctor
// (before_name)".
func (p param) name() string {
	switch p.lexicon {
	case lexSymbols:
		return "symbol " + p.dist
	case lexAbbreviations:
		return "abbreviation " + p.dist
	}
	return p.dist
}

func (p param) readingName() string {
	if p.context != "" {
		return p.reading + " (" + p.context + ")"
	}
	return p.reading
}

// copyLexicon copies a lexicon deeply enough to change its weights.
func copyLexicon(m map[string][]Reading) map[string][]Reading {
	out := make(map[string][]Reading, len(m))
	for k, rs := range m {
		out[k] = append([]Reading(nil), rs...)
	}
	return out
}

// DistributionsJSON returns a style file (the shape --style accepts) that
// overrides the distributions, with the fitted weights and each
// distribution's doc, and the symbol and abbreviation entries whose
// weights differ from the default style's (a style file replaces an
// entry's list of readings as a whole).
func (s *Style) DistributionsJSON() ([]byte, error) {
	def := DefaultStyle()
	changed := func(mine, theirs map[string][]Reading) map[string][]Reading {
		out := map[string][]Reading{}
		for k, rs := range mine {
			if !sameReadings(rs, theirs[k]) {
				out[k] = rs
			}
		}
		if len(out) == 0 {
			return nil
		}
		return out
	}
	out := struct {
		Doc           string                  `json:"doc"`
		Distributions map[string]Distribution `json:"distributions"`
		Symbols       map[string][]Reading    `json:"symbols,omitempty"`
		Abbreviations map[string][]Reading    `json:"abbreviations,omitempty"`
	}{Doc: s.Doc, Distributions: s.Distributions, Symbols: changed(s.Symbols, def.Symbols),
		Abbreviations: changed(s.Abbreviations, def.Abbreviations)}
	b, err := jsonMarshalIndent(out)
	if err != nil {
		return nil, fmt.Errorf("style: %w", err)
	}
	return b, nil
}

func sameReadings(a, b []Reading) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
