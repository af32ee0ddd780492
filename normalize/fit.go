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
	// weight (default 2). Larger keeps the fit nearer the hand-set style;
	// a weight the data never exercises stays where it was.
	Prior float64
	// Workers evaluating pairs in parallel (default 2).
	Workers int
}

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

// FitStyle estimates the weights of base's distributions from gold
// (written, spoken) pairs and returns a new style with them (lexicons and
// everything else unchanged).
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
		opts.Prior = 2
	}
	if opts.Workers <= 0 {
		opts.Workers = 2
	}
	rep := FitReport{Pairs: len(pairs)}
	// Parameters: every (distribution, reading), in sorted order.
	type param struct{ dist, reading string }
	var params []param
	for _, d := range sortedKeys(base.Distributions) {
		for _, r := range sortedKeys(base.Distributions[d].Weights) {
			if base.Distributions[d].Weights[r] > 0 {
				params = append(params, param{d, r})
			}
		}
	}
	theta0 := make([]float64, len(params))
	for i, p := range params {
		theta0[i] = math.Log(base.Distributions[p.dist].Weights[p.reading])
	}
	build := func(theta []float64) (*Style, error) {
		s := *base
		s.Distributions = make(map[string]Distribution, len(base.Distributions))
		for k, d := range base.Distributions {
			w := make(map[string]float64, len(d.Weights))
			for r, x := range d.Weights {
				w[r] = x
			}
			s.Distributions[k] = Distribution{Doc: d.Doc, Weights: w}
		}
		for i, p := range params {
			s.Distributions[p.dist].Weights[p.reading] = math.Exp(theta[i])
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
	s, err := build(theta)
	if err != nil {
		return nil, rep, err
	}
	obs := float64(max(rep.Observations, 1))
	rep.LogLikBefore = loglik(s) / obs
	for it := 0; it < opts.Iterations && len(used) > 0; it++ {
		base := loglik(s)
		g := make([]float64, len(params))
		for i := range params {
			theta[i] += eps
			si, err := build(theta)
			theta[i] -= eps
			if err != nil {
				return nil, rep, err
			}
			g[i] = (loglik(si)-base)/eps - opts.Prior*(theta[i]-theta0[i])
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
		if s, err = build(theta); err != nil {
			return nil, rep, err
		}
	}
	// Round to four significant digits so the style file reads well; the
	// likelihood reported is that of the rounded style.
	for i := range theta {
		w, _ := strconv.ParseFloat(strconv.FormatFloat(math.Exp(theta[i]), 'g', 4, 64), 64)
		theta[i] = math.Log(w)
	}
	if s, err = build(theta); err != nil {
		return nil, rep, err
	}
	rep.LogLikAfter = loglik(s) / obs
	for i, p := range params {
		rep.Weights = append(rep.Weights, FittedWeight{p.dist, p.reading, math.Exp(theta0[i]), s.Distributions[p.dist].Weights[p.reading]})
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

// DistributionsJSON returns a style file (the shape --style accepts) that
// overrides the distributions only, with the fitted weights and each
// distribution's doc.
func (s *Style) DistributionsJSON() ([]byte, error) {
	out := struct {
		Doc           string                  `json:"doc"`
		Distributions map[string]Distribution `json:"distributions"`
	}{Doc: s.Doc, Distributions: s.Distributions}
	b, err := jsonMarshalIndent(out)
	if err != nil {
		return nil, fmt.Errorf("style: %w", err)
	}
	return b, nil
}
