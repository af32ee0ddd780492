package normalize

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"sync"
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
	// Workers evaluating pairs in parallel (default 2).
	Workers int
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
// differences of ProbOf (one re-verbalization per weight and pair), and
// the update is resilient backpropagation (Rprop: a step per weight that
// grows while its gradient keeps its sign and halves when it flips),
// which needs no learning rate. The Gaussian prior is the smoothing: a
// reading seen rarely moves little, one never exercised keeps its base
// weight, and no weight reaches zero, so coverage never drops.
//
// Pairs whose gold no reading of the base style gives, and pairs with no
// ambiguous token, carry no information about the weights and are
// skipped (counted in the report). The result is deterministic for the
// same inputs: pairs are visited in a fixed order and sums are taken in
// that order.
func FitStyle(base *Style, pairs []FitPair, opts FitOptions) (*Style, FitReport, error) {
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
	// build makes the style with weights exp(θ), or exactly the weights
	// given (the rounded ones at the end); a weight at its base value is
	// the base's, bit for bit.
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
			switch {
			case exact != nil:
				p.set(&s, exact[i])
			case theta[i] == theta0[i]:
				p.set(&s, p.get(base))
			default:
				p.set(&s, math.Exp(theta[i]))
			}
		}
		s.curKeys, s.perUnitKeys = nil, nil
		if err := s.prepare(); err != nil {
			return nil, err
		}
		return &s, nil
	}
	// Keep the pairs that can inform the weights.
	v0 := New(base, Options{})
	var used []FitPair
	for _, p := range pairs {
		if p.Count <= 0 {
			continue
		}
		segs, err := v0.scan(p.Written)
		if err != nil {
			rep.Uncovered++
			continue
		}
		ambiguous := false
		for i := range segs {
			if len(segs[i].alts) > 1 {
				ambiguous = true
				break
			}
		}
		if !ambiguous {
			continue
		}
		if pr, _ := v0.ProbOf(p.Written, p.Spoken); pr <= 0 {
			rep.Uncovered++
			continue
		}
		used = append(used, p)
		rep.Observations += p.Count
	}
	rep.Used = len(used)
	// loglik returns the count-weighted sum of log P(gold) under style s.
	loglik := func(s *Style) float64 {
		v := New(s, Options{})
		parts := make([]float64, opts.Workers)
		var wg sync.WaitGroup
		for w := 0; w < opts.Workers; w++ {
			wg.Add(1)
			go func(w int) {
				defer wg.Done()
				sum := 0.0
				for i := w; i < len(used); i += opts.Workers {
					p, _ := v.ProbOf(used[i].Written, used[i].Spoken)
					sum += float64(used[i].Count) * math.Log(math.Max(p, 1e-300))
				}
				parts[w] = sum
			}(w)
		}
		wg.Wait()
		total := 0.0
		for _, x := range parts {
			total += x
		}
		return total
	}
	theta := append([]float64(nil), theta0...)
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
	obs := float64(max(rep.Observations, 1))
	rep.LogLikBefore = loglik(s) / obs
	// A weight whose change moves no pair's likelihood at the start is a
	// reading no pair's tokens can take; it never will (which readings
	// apply depends on the text, not the weights), so it is left at its
	// base value, where the prior holds it, without re-verbalizing the
	// pairs for it every iteration.
	active := make([]bool, len(params))
	for i := range active {
		active[i] = true
	}
	for it := 0; it < opts.Iterations && len(used) > 0; it++ {
		base := loglik(s)
		g := make([]float64, len(params))
		for i := range params {
			if !active[i] {
				continue
			}
			theta[i] += eps
			si, err := build(theta, nil)
			theta[i] -= eps
			if err != nil {
				return nil, rep, err
			}
			li := loglik(si)
			if it == 0 && li == base {
				active[i] = false
				continue
			}
			g[i] = (li-base)/eps - opts.Prior*(theta[i]-theta0[i])
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
	}
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
	rep.LogLikAfter = loglik(s) / obs
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
