package normalize

import (
	"context"
	"errors"
	"fmt"
	"maps"
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
	// CorpusWordsOnly makes the fitted style's learned words those its
	// pairs read (and a base's that replaces the default's: a base with
	// WordReadingsReplace) only, marked WordReadingsReplace, so that the
	// default's, learned from Google TN, are not read into it.
	CorpusWordsOnly bool
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
	// Words is the number of distinct words whose reading the used pairs
	// decided (the fitted style's word_readings).
	Words int
}

// FittedWeight is one reading's weight before and after fitting.
type FittedWeight struct {
	Distribution, Reading string
	Base, Fitted          float64
	// Observations is the count-weighted number of used pairs whose
	// readings consult the weight: the data behind its move. On few of
	// them the prior is what holds a weight (a report says so).
	Observations int
}

// FitProgress is how far FitStyle has come, for a progress display.
type FitProgress struct {
	// Stage is "pairs" (examining each pair: can it inform the weights,
	// and which weights do its readings consult), "iterations" (the
	// weight updates) or "final" (scoring the rounded style). Done counts
	// pairs, iterations and pairs of it.
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
	f, err := NewFitter(base, opts)
	if err != nil {
		return nil, FitReport{Pairs: len(pairs)}, err
	}
	exams := make([]FitExam, len(pairs))
	errs := make([]error, len(pairs))
	if err := f.each(ctx, "pairs", len(pairs), func(k int) { exams[k], errs[k] = f.Examine(pairs[k]) }); err != nil {
		return nil, FitReport{Pairs: len(pairs)}, err
	}
	if err := errors.Join(errs...); err != nil {
		return nil, FitReport{Pairs: len(pairs)}, err
	}
	return f.Fit(ctx, pairs, exams)
}

// A Fitter is FitStyle in two steps, so that a pipeline can run the first
// on its workers: Examine tells what one pair can say about the weights
// (run it on each pair, anywhere, in any order), Fit runs the iterations
// over the examined pairs. A Fitter is immutable and safe for concurrent
// use.
type Fitter struct {
	base *Style
	// baseWords are the base style's learned words, which the fitted
	// style keeps for the words its own pairs do not read (Fit).
	baseWords map[string]map[string]int
	opts      FitOptions
	params    []param
	theta0    []float64
	// groups of weights (a distribution, a lexicon entry), and the probes
	// Examine verbalizes a pair under: each group's weights moved, and
	// each weight of a group of two or more moved alone.
	groups      [][]int
	v0          *Verbalizer
	probesOnce  sync.Once
	probesErr   error
	groupProbes []*Verbalizer
	paramProbes []*Verbalizer
	// checkProbes have every weight moved, each by a different amount:
	// Split checks its pieces under them.
	checkProbes []*Verbalizer
}

// FitUse says what a pair can do for the fit.
type FitUse uint8

const (
	// FitSkipped: no ambiguous token (or a count <= 0), nothing to learn.
	FitSkipped FitUse = iota
	// FitUncovered: no reading gives the gold.
	FitUncovered
	// FitUsed: the pair informs the weights.
	FitUsed
)

// FitExam is what Examine found for one pair: its use and, for a used
// pair, the weights its readings consult (indices into the Fitter's
// weights, increasing).
type FitExam struct {
	Use     FitUse
	Weights []int32
}

// NewFitter lists base's weights (nil: the default style) and makes the
// probes Examine needs. opts' zero values take the defaults.
func NewFitter(base *Style, opts FitOptions) (*Fitter, error) {
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
	// The weights are fitted without the base's learned words: they are
	// the rules' estimate for the words a corpus has not read, and the
	// words the fit's own pairs read would otherwise teach them nothing
	// (Fit counts those words afresh).
	baseWords := base.WordReadings
	if opts.CorpusWordsOnly && !base.WordReadingsReplace {
		baseWords = nil // the default's, merged into the base
	}
	base = base.withoutWordReadings()
	f := &Fitter{base: base, baseWords: baseWords, opts: opts}
	// Parameters: every (distribution, reading) but the pinned ones (set
	// by hand, kept as they are), in sorted order, then
	// every reading of a symbol or abbreviation with two readings or more
	// (& "and" vs "ampersand", Mr. "mister" vs "mr"): the lexicons' weights
	// are distributions too.
	for _, d := range sortedKeys(base.Distributions) {
		pinned := setOf(base.Distributions[d].Pinned, false)
		for _, r := range sortedKeys(base.Distributions[d].Weights) {
			if base.Distributions[d].Weights[r] > 0 && !pinned[r] {
				f.params = append(f.params, param{lexicon: lexNone, dist: d, reading: r})
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
					f.params = append(f.params, param{lexicon: kind, dist: k, reading: r.Spoken, context: r.Context, index: i})
				}
			}
		}
	}
	f.theta0 = make([]float64, len(f.params))
	for i, p := range f.params {
		f.theta0[i] = math.Log(p.get(base))
	}
	// Group the weights by what a reading consults: a distribution's
	// weights are renormalized together, a lexicon entry's readings too.
	groupIndex := map[[2]string]int{}
	for i, p := range f.params {
		key := [2]string{strconv.Itoa(p.lexicon), p.dist}
		g, ok := groupIndex[key]
		if !ok {
			g = len(f.groups)
			groupIndex[key] = g
			f.groups = append(f.groups, nil)
		}
		f.groups[g] = append(f.groups[g], i)
	}
	f.v0 = New(base, Options{})
	return f, nil
}

// makeProbes makes the verbalizers Examine verbalizes pairs under, once:
// a Fitter that only fits (the pairs examined elsewhere) never needs them.
func (f *Fitter) makeProbes() error {
	// probe returns a verbalizer whose weights are the base's but for
	// members, each moved by a different amount (so that no
	// renormalization can cancel the moves).
	probe := func(members []int) (*Verbalizer, error) {
		moved := append([]float64(nil), f.theta0...)
		for k, i := range members {
			moved[i] += 0.01 * float64(k+1)
		}
		s, err := f.build(moved, nil)
		if err != nil {
			return nil, err
		}
		return New(s, Options{}), nil
	}
	f.groupProbes = make([]*Verbalizer, len(f.groups))
	f.paramProbes = make([]*Verbalizer, len(f.params))
	all, reversed := make([]int, len(f.params)), make([]int, len(f.params))
	for i := range all {
		all[i], reversed[len(all)-1-i] = i, i
	}
	for _, order := range [][]int{all, reversed} {
		v, err := probe(order)
		if err != nil {
			return err
		}
		f.checkProbes = append(f.checkProbes, v)
	}
	for g, members := range f.groups {
		var err error
		if f.groupProbes[g], err = probe(members); err != nil {
			return err
		}
		for _, i := range members {
			if len(members) == 1 {
				f.paramProbes[i] = f.groupProbes[g]
			} else if f.paramProbes[i], err = probe([]int{i}); err != nil {
				return err
			}
		}
	}
	return nil
}

// weightAt is the weight build gives parameter i under theta: the base's
// own value at θ_base (bit for bit), exp(θ) elsewhere.
func (f *Fitter) weightAt(theta []float64, i int) float64 {
	if theta[i] == f.theta0[i] {
		return f.params[i].get(f.base)
	}
	return math.Exp(theta[i])
}

// build makes the style with weights exp(θ), or exactly the weights given
// (the rounded ones at the end). Only what a changed weight lives in is
// copied: the distributions and lexicon entries of the weights that differ
// from the base's (θ_base gives the base's own value, weightAt), and the
// lexicon maps holding such entries; the rest, and the tables read from
// the style's lists and its lexicons' keys (prepareTables), are the
// base's, shared and never written. A probe (makeProbes: one per group of
// weights and one per weight of a group, about 480 on the default style)
// moves a few weights; each copied every distribution and lexicon entry
// and built every table afresh, most of a Fitter's fixed 60 MB
// (docs/BENCHMARKS.md).
func (f *Fitter) build(theta, exact []float64) (*Style, error) {
	base, params := f.base, f.params
	s := *base
	weight := func(i int) float64 {
		if exact != nil {
			return exact[i]
		}
		return f.weightAt(theta, i)
	}
	dists := map[string]bool{}
	entries := [2]map[string]bool{{}, {}} // by lexSymbols, lexAbbreviations
	for i, p := range params {
		if exact == nil && theta[i] == f.theta0[i] {
			continue // the base's value, in the base's maps
		}
		if p.lexicon == lexNone {
			dists[p.dist] = true
		} else {
			entries[p.lexicon][p.dist] = true
		}
	}
	if len(dists) > 0 {
		s.Distributions = make(map[string]Distribution, len(base.Distributions))
		for k, d := range base.Distributions {
			if dists[k] {
				d = Distribution{Doc: d.Doc, Weights: maps.Clone(d.Weights), Pinned: d.Pinned}
			}
			s.Distributions[k] = d
		}
	}
	if len(entries[lexSymbols]) > 0 {
		s.Symbols = copyMoved(base.Symbols, entries[lexSymbols])
	}
	if len(entries[lexAbbreviations]) > 0 {
		s.Abbreviations = copyMoved(base.Abbreviations, entries[lexAbbreviations])
	}
	for i, p := range params {
		if exact != nil || theta[i] != f.theta0[i] {
			p.set(&s, weight(i))
		}
	}
	if err := s.prepareWeights(); err != nil {
		return nil, err
	}
	return &s, nil
}

// each runs fn(0..n-1) on opts.Threads goroutines (fn writes only its own
// slots, so the order of the calls does not matter) and counts them for
// the progress display under stage; it stops early, with ctx's error, once
// ctx is done.
func (f *Fitter) each(ctx context.Context, stage string, n int, fn func(k int)) error {
	var next, done atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < min(f.opts.Threads, n); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ctx.Err() == nil {
				k := int(next.Add(1) - 1)
				if k >= n {
					return
				}
				fn(k)
				if d := done.Add(1); stage != "" && (d%64 == 0 || d == int64(n)) {
					f.report(FitProgress{Stage: stage, Done: int(d), Total: n})
				}
			}
		}()
	}
	wg.Wait()
	return ctx.Err()
}

func (f *Fitter) report(p FitProgress) {
	if f.opts.Progress != nil {
		f.opts.Progress(p)
	}
}

// Examine tells what p can say about the weights: nothing (no ambiguous
// token), nothing reachable (no reading gives its gold), or, for a used
// pair, which weights it depends on. It verbalizes p under the base style
// and under a probe per group of weights; a pair whose segments come out
// different under a group's probe depends on the group, and then, weight
// by weight, on those of the group whose own probe changes them.
func (f *Fitter) Examine(p FitPair) (FitExam, error) {
	segs, use, err := f.ambiguousSegments(p)
	if err != nil || use != FitUsed {
		return FitExam{Use: use}, err
	}
	if pr, _ := f.v0.ProbOf(p.Written, p.Spoken); pr <= 0 {
		return FitExam{Use: FitUncovered}, nil
	}
	ex := FitExam{Use: FitUsed}
	differs := func(v *Verbalizer) bool {
		moved, err := v.scan(p.Written)
		return err != nil || !reflect.DeepEqual(moved, segs)
	}
	for g, members := range f.groups {
		if !differs(f.groupProbes[g]) {
			continue
		}
		for _, i := range members {
			if len(members) == 1 || differs(f.paramProbes[i]) {
				ex.Weights = append(ex.Weights, int32(i))
			}
		}
	}
	slices.Sort(ex.Weights)
	return ex, nil
}

// ambiguousSegments is where Examine and Split start: the base style's
// segments of p's written text when p can inform the fit (use FitUsed);
// otherwise nil and why not: FitSkipped for a count <= 0 or no token with
// more than one reading, FitUncovered for a text the verbalizer cannot
// read. The probes are made on the first call.
func (f *Fitter) ambiguousSegments(p FitPair) ([]segment, FitUse, error) {
	f.probesOnce.Do(func() { f.probesErr = f.makeProbes() })
	if f.probesErr != nil {
		return nil, FitSkipped, f.probesErr
	}
	if p.Count <= 0 {
		return nil, FitSkipped, nil
	}
	segs, err := f.v0.scan(p.Written)
	if err != nil {
		return nil, FitUncovered, nil
	}
	for i := range segs {
		if len(segs[i].alts) > 1 {
			return segs, FitUsed, nil
		}
	}
	return nil, FitSkipped, nil
}

// Fit runs the estimator over pairs examined by Examine (exams[k] is
// pairs[k]'s), in the order given, which must be the same for the same
// result: FitStyle's. The report counts the pairs given; a caller that
// dropped unused pairs before sets Pairs and Uncovered itself.
func (f *Fitter) Fit(ctx context.Context, pairs []FitPair, exams []FitExam) (*Style, FitReport, error) {
	rep := FitReport{Pairs: len(pairs)}
	if len(exams) != len(pairs) {
		return nil, rep, fmt.Errorf("fit: %d pairs, %d exams", len(pairs), len(exams))
	}
	r := &fitRun{Fitter: f, ctx: ctx, paramPairs: make([][]int32, len(f.params))}
	for k, p := range pairs {
		switch exams[k].Use {
		case FitUncovered:
			rep.Uncovered++
		case FitUsed:
			for _, i := range exams[k].Weights {
				if int(i) < 0 || int(i) >= len(f.params) {
					return nil, rep, fmt.Errorf("fit: pair %d depends on weight %d of %d: examined by another Fitter?", k, i, len(f.params))
				}
				r.paramPairs[i] = append(r.paramPairs[i], int32(len(r.used)))
			}
			r.used = append(r.used, p)
			rep.Observations += p.Count
		}
	}
	rep.Used = len(r.used)
	s, err := r.run(&rep)
	if err != nil {
		return nil, rep, err
	}
	// The words the pairs read one way only, counted once the weights
	// are fitted (the counts do not depend on the weights), over the
	// base's: a word the pairs read takes their counts, and the base's
	// other words stay, as its lexicons' entries do.
	counted := countWordReadings(f.v0, r.used)
	rep.Words = len(counted)
	s.WordReadings = overlayWords(f.baseWords, counted)
	s.WordReadingsReplace = f.base.WordReadingsReplace || f.opts.CorpusWordsOnly
	s.noLexicon = false // the fitted style reads the lexicon unless its words replace the default's
	return s, rep, nil
}

// fitEps is the step of the finite differences, in log-weight.
const fitEps = 1e-3

// fitRun is one Fit: the used pairs, the weights each depends on, and the
// iterate.
type fitRun struct {
	*Fitter
	ctx        context.Context
	used       []FitPair
	paramPairs [][]int32 // per weight, the used pairs depending on it, in order
	theta      []float64 // the iterate θ
	curTheta   []float64 // the θ that s was built from
	cur        []float64 // s's weights
	s          *Style    // the style of the iterate
	logp       []float64 // log P(gold) of each used pair under s
	active     []bool    // weights still tried
	step       []float64 // Rprop's step per weight
	prevG      []float64 // Rprop's last gradient per weight
	mark       []bool    // scratch of affected
	slot       []int32   // scratch of gradient: 1 + index of a moved pair's value
}

// run fits: the likelihood of the base, the iterations, the rounded
// style and its likelihood, and the report's weights.
func (r *fitRun) run(rep *FitReport) (*Style, error) {
	n, np := len(r.used), len(r.params)
	r.theta = append([]float64(nil), r.theta0...)
	r.curTheta = append([]float64(nil), r.theta...)
	r.cur = make([]float64, np)
	for i := range r.cur {
		r.cur[i] = r.weightAt(r.theta, i)
	}
	r.logp, r.mark, r.slot = make([]float64, n), make([]bool, n), make([]int32, n)
	r.step, r.prevG, r.active = make([]float64, np), make([]float64, np), make([]bool, np)
	for i := range r.step {
		r.step[i] = 0.5
		r.active[i] = true
	}
	all := make([]int32, n)
	for j := range all {
		all[j] = int32(j)
	}
	var err error
	if r.s, err = r.build(r.theta, nil); err != nil {
		return nil, err
	}
	if err := r.score(r.s, all, r.logp); err != nil {
		return nil, err
	}
	obs := float64(max(rep.Observations, 1))
	rep.LogLikBefore = r.total(r.cached) / obs
	for it := 0; it < r.opts.Iterations && n > 0; it++ {
		baseLL := r.total(r.cached)
		r.report(FitProgress{Stage: "iterations", Done: it, Total: r.opts.Iterations, LogLik: baseLL / obs})
		g, err := r.gradient(it, baseLL)
		if err != nil {
			return nil, err
		}
		r.rprop(g)
		if err := r.advance(); err != nil {
			return nil, err
		}
	}
	r.report(FitProgress{Stage: "iterations", Done: r.opts.Iterations, Total: r.opts.Iterations, LogLik: r.total(r.cached) / obs})
	// Round to four significant digits so the style file reads well; the
	// likelihood reported is that of the rounded style.
	rounded := make([]float64, np)
	for i := range r.theta {
		if r.theta[i] == r.theta0[i] {
			rounded[i] = r.params[i].get(r.base)
			continue
		}
		rounded[i], _ = strconv.ParseFloat(strconv.FormatFloat(math.Exp(r.theta[i]), 'g', 4, 64), 64)
	}
	s, err := r.build(r.theta, rounded)
	if err != nil {
		return nil, err
	}
	if err := r.score(s, all, r.logp); err != nil {
		return nil, err
	}
	r.report(FitProgress{Stage: "final", Done: n, Total: n})
	rep.LogLikAfter = r.total(r.cached) / obs
	for i, p := range r.params {
		seen := 0
		for _, j := range r.paramPairs[i] {
			seen += r.used[j].Count
		}
		rep.Weights = append(rep.Weights, FittedWeight{Distribution: p.name(), Reading: p.readingName(), Base: p.get(r.base), Fitted: p.get(s), Observations: seen})
	}
	sort.SliceStable(rep.Weights, func(a, b int) bool {
		x, y := rep.Weights[a], rep.Weights[b]
		if x.Distribution != y.Distribution {
			return x.Distribution < y.Distribution
		}
		return x.Reading < y.Reading
	})
	return s, nil
}

func (r *fitRun) cached(j int) float64 { return r.logp[j] }

// total is Σ count·log P(gold) with logp(j) the log-probability of used
// pair j, summed as the full evaluation did: lane w adds pairs w,
// w+Workers, ... in order, then the lanes are added in order. Float
// addition is not associative; this order makes the fitted weights the
// same bits whichever pairs were re-verbalized.
func (r *fitRun) total(logp func(j int) float64) float64 {
	t := 0.0
	for w := 0; w < r.opts.Workers; w++ {
		sum := 0.0
		for j := w; j < len(r.used); j += r.opts.Workers {
			sum += float64(r.used[j].Count) * logp(j)
		}
		t += sum
	}
	return t
}

// affected lists, in order, the pairs depending on any of the changed
// weights.
func (r *fitRun) affected(changed []int) []int32 {
	if len(changed) == 1 {
		return r.paramPairs[changed[0]]
	}
	var out []int32
	for _, i := range changed {
		for _, j := range r.paramPairs[i] {
			if !r.mark[j] {
				r.mark[j] = true
				out = append(out, j)
			}
		}
	}
	for _, j := range out {
		r.mark[j] = false
	}
	slices.Sort(out)
	return out
}

// changedFrom lists the weights that differ under theta from s's.
func (r *fitRun) changedFrom(theta []float64) []int {
	var out []int
	for i := range theta {
		if theta[i] != r.curTheta[i] && r.weightAt(theta, i) != r.cur[i] {
			out = append(out, i)
		}
	}
	return out
}

// score sets into[k] to the log-probability of used pair js[k] under s.
func (r *fitRun) score(s *Style, js []int32, into []float64) error {
	v := New(s, Options{})
	return r.each(r.ctx, "", len(js), func(k int) {
		p, _ := v.ProbOf(r.used[js[k]].Written, r.used[js[k]].Spoken)
		into[k] = math.Log(math.Max(p, 1e-300))
	})
}

// gradient is the gradient of the log-posterior at the iterate, by a
// forward difference per active weight, re-verbalizing only the pairs
// the moved weight touches. In the first iteration a weight whose move
// changes no pair's likelihood is a reading no pair's tokens can take,
// and never will (which readings apply depends on the text, not the
// weights): it is left at its base value, where the prior holds it.
func (r *fitRun) gradient(it int, baseLL float64) ([]float64, error) {
	np := len(r.params)
	// The styles with one weight moved by ε, made in order: θ_i + ε - ε
	// need not be θ_i in floating point, and a weight's style carries the
	// earlier weights as they came back (changedFrom sees it), as the full
	// evaluation did.
	verbs := make([]*Verbalizer, np)
	pairsOf := make([][]int32, np)
	for i := range r.params {
		if !r.active[i] {
			continue
		}
		if err := r.ctx.Err(); err != nil {
			return nil, err
		}
		r.theta[i] += fitEps
		si, err := r.build(r.theta, nil)
		pairsOf[i] = r.affected(r.changedFrom(r.theta))
		r.theta[i] -= fitEps
		if err != nil {
			return nil, err
		}
		verbs[i] = New(si, Options{})
	}
	// Re-verbalize, pair by pair, what the moved weights touch.
	type task struct{ param, k int32 }
	tasks := make([][]task, len(r.used))
	vals := make([][]float64, np)
	for i, js := range pairsOf {
		vals[i] = make([]float64, len(js))
		for k, j := range js {
			tasks[j] = append(tasks[j], task{int32(i), int32(k)})
		}
	}
	if err := r.each(r.ctx, "", len(r.used), func(j int) {
		for _, t := range tasks[j] {
			p, _ := verbs[t.param].ProbOf(r.used[j].Written, r.used[j].Spoken)
			vals[t.param][t.k] = math.Log(math.Max(p, 1e-300))
		}
	}); err != nil {
		return nil, err
	}
	g := make([]float64, np)
	for i := range r.params {
		if verbs[i] == nil {
			continue
		}
		li := baseLL
		if js := pairsOf[i]; len(js) > 0 {
			for k, j := range js {
				r.slot[j] = int32(k + 1)
			}
			li = r.total(func(j int) float64 {
				if k := r.slot[j]; k > 0 {
					return vals[i][k-1]
				}
				return r.logp[j]
			})
			for _, j := range js {
				r.slot[j] = 0
			}
		}
		if it == 0 && li == baseLL {
			r.active[i] = false
			continue
		}
		g[i] = (li-baseLL)/fitEps - r.opts.Prior*(r.theta[i]-r.theta0[i])
	}
	return g, nil
}

// rprop moves each weight by its own step in the direction of its
// gradient's sign; the step grows while the sign holds and halves when it
// flips.
func (r *fitRun) rprop(g []float64) {
	theta, theta0, step, prevG := r.theta, r.theta0, r.step, r.prevG
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
}

// advance makes the iterate's style and re-scores the pairs whose weights
// changed.
func (r *fitRun) advance() error {
	var err error
	if r.s, err = r.build(r.theta, nil); err != nil {
		return err
	}
	js := r.affected(r.changedFrom(r.theta))
	moved := make([]float64, len(js))
	if err := r.score(r.s, js, moved); err != nil {
		return err
	}
	for k, j := range js {
		r.logp[j] = moved[k]
	}
	for i := range r.theta {
		r.cur[i] = r.weightAt(r.theta, i)
	}
	copy(r.curTheta, r.theta)
	return nil
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
	return copyMoved(m, nil)
}

// copyMoved copies a lexicon deeply enough to change the weights of the
// entries in moved (nil: every entry); the other entries' readings are
// m's, shared.
func copyMoved(m map[string][]Reading, moved map[string]bool) map[string][]Reading {
	out := make(map[string][]Reading, len(m))
	for k, rs := range m {
		if moved == nil || moved[k] {
			rs = append([]Reading(nil), rs...)
		}
		out[k] = rs
	}
	return out
}

// DistributionsJSON returns a style file (the shape --style accepts) that
// overrides the distributions, with the fitted weights and each
// distribution's doc, the symbol and abbreviation entries whose weights
// differ from the default style's (a style file replaces an entry's list
// of readings as a whole), and the learned words whose counts differ from
// the default's (a style file's words are merged over the default's word
// by word, so the file read back reads every word of s as s does).
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
		Doc           string                    `json:"doc"`
		Distributions map[string]Distribution   `json:"distributions"`
		Symbols       map[string][]Reading      `json:"symbols,omitempty"`
		Abbreviations map[string][]Reading      `json:"abbreviations,omitempty"`
		WordReadings  map[string]map[string]int `json:"word_readings,omitempty"`
		WordPrior     float64                   `json:"word_readings_prior,omitempty"`
		WordsReplace  bool                      `json:"word_readings_replace,omitempty"`
		LexiconMin    int                       `json:"word_lexicon_min_count,omitempty"`
	}{Doc: s.Doc, Distributions: s.Distributions, Symbols: changed(s.Symbols, def.Symbols),
		Abbreviations: changed(s.Abbreviations, def.Abbreviations), WordReadings: changedWords(s.WordReadings, def.WordReadings),
		WordPrior: s.WordReadingsPrior, WordsReplace: s.WordReadingsReplace, LexiconMin: s.WordLexiconMinCount}
	if s.WordReadingsReplace {
		// Read back, the file's words are the style's only ones.
		out.WordReadings = s.WordReadings
	}
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
