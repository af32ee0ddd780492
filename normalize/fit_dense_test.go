package normalize

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/testutil"
	"github.com/itnprep/itnprep/sources"
)

// fitStyleDense is FitStyle as it was before the sparse evaluation (commit
// 5f72f47): every iteration re-verbalizes every used pair for every
// weight. It is kept, in a test file only, as the reference the fast
// FitStyle must reproduce bit for bit (TestFitStyleMatchesDense).
func fitStyleDense(base *Style, pairs []FitPair, opts FitOptions) (*Style, FitReport, error) {
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
	base = base.withoutWordReadings()
	rep := FitReport{Pairs: len(pairs)}
	// Parameters: every (distribution, reading) but the pinned ones, in
	// sorted order, then every reading of a symbol or abbreviation with two
	// readings or more (& "and" vs "ampersand", Mr. "mister" vs "mr"): the
	// lexicons' weights are distributions too.
	var params []param
	for _, d := range sortedKeys(base.Distributions) {
		pinned := setOf(base.Distributions[d].Pinned, false)
		for _, r := range sortedKeys(base.Distributions[d].Weights) {
			if base.Distributions[d].Weights[r] > 0 && !pinned[r] {
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
			s.Distributions[k] = Distribution{Doc: d.Doc, Weights: w, Pinned: d.Pinned}
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
		rep.Weights = append(rep.Weights, FittedWeight{Distribution: p.name(), Reading: p.readingName(), Base: p.get(base), Fitted: p.get(s)})
	}
	sort.SliceStable(rep.Weights, func(a, b int) bool {
		x, y := rep.Weights[a], rep.Weights[b]
		if x.Distribution != y.Distribution {
			return x.Distribution < y.Distribution
		}
		return x.Reading < y.Reading
	})
	// The learned words are counted as Fit counts them (the weights above
	// were fitted without the base's).
	s.WordReadings = countWordReadings(New(base, Options{}), used)
	rep.Words = len(s.WordReadings)
	return s, rep, nil
}

// TestFitStyleMatchesDense checks that the sparse evaluation of FitStyle
// (each weight's finite difference re-verbalizes only the pairs whose
// readings consult its group) fits the same style, bit for bit, and the
// same report as the full evaluation it replaced, whatever its number of
// goroutines (Threads): on the repository's
// style-fit sample, on pairs with lexicon readings, and (when the shared
// corpus is present) on the first 150 sentences of Google TN with the
// hand-set base (1 and 3 workers: the summation lanes change with them).
func TestFitStyleMatchesDense(t *testing.T) {
	type fitCase struct {
		name  string
		base  *Style
		pairs []FitPair
		opts  FitOptions
	}
	handset, err := os.ReadFile("testdata/style-handset.json")
	if err != nil {
		t.Fatal(err)
	}
	hs, err := ParseStyle(handset)
	if err != nil {
		t.Fatal(err)
	}
	sample := readFitPairs(t, filepath.Join("..", "testdata", "stylefit", "sample.jsonl"), 0)
	cases := []fitCase{
		{"sample, default base, 5 threads", nil, sample, FitOptions{Iterations: 15, Threads: 5}},
		{"sample, hand-set base, 1 worker", hs, sample, FitOptions{Iterations: 6, Workers: 1, Prior: 0.25}},
		{"lexicon pairs", nil, []FitPair{
			{Written: "Tom & Jerry", Spoken: "tom and jerry", Count: 4},
			{Written: "salt & pepper", Spoken: "salt and pepper", Count: 2},
			{Written: "Dr. Smith came", Spoken: "doctor smith came", Count: 3},
			{Written: "In 2012 it rained.", Spoken: "in two thousand twelve it rained", Count: 1},
			{Written: "It cost $5.50 on 11/09/2009.", Spoken: "it cost five dollars fifty cents on november ninth two thousand nine", Count: 1},
		}, FitOptions{Iterations: 10, Workers: 1}},
	}
	// Weights whose log-weight θ does not come back from θ + ε - ε in
	// floating point (θ just below a power of two), and whose exp(θ)
	// then differs: the full evaluation's later styles carried that drift,
	// and so must the sparse one's.
	const driftingWeight = 1.6471
	drifting := DefaultStyle()
	for _, d := range []string{"year", "cardinal"} {
		for r := range drifting.Distributions[d].Weights {
			drifting.Distributions[d].Weights[r] = driftingWeight
		}
	}
	if err := drifting.prepare(); err != nil {
		t.Fatal(err)
	}
	if x := math.Log(driftingWeight); x+1e-3-1e-3 == x || math.Exp(x+1e-3-1e-3) == driftingWeight {
		t.Fatal("the drifting weight does not drift: the case tests nothing")
	}
	cases = append(cases, fitCase{"sample, drifting base weights", drifting, sample, FitOptions{Iterations: 5}})
	gtn := func(t *testing.T) []FitPair {
		return readFitPairs(t, testutil.SharedFile(t, "corpora/gtn/GoogleTN.first2000.jsonl"), 150)
	}
	cases = append(cases,
		fitCase{"GTN 1-150, hand-set base, 3 workers, 1 thread", hs, nil, FitOptions{Iterations: 4, Workers: 3, Threads: 1, Prior: 0.25}},
		fitCase{"GTN 1-150, hand-set base, 1 worker", hs, nil, FitOptions{Iterations: 3, Workers: 1, Prior: 0.25}})
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.pairs == nil {
				c.pairs = gtn(t)
			}
			checkSameFit(t, c.base, c.pairs, c.opts)
		})
	}
}

func checkSameFit(t *testing.T, base *Style, pairs []FitPair, opts FitOptions) {
	t.Helper()
	want, wantRep, err := fitStyleDense(base, pairs, opts)
	if err != nil {
		t.Fatalf("dense: %v", err)
	}
	got, gotRep, err := FitStyle(base, pairs, opts)
	if err != nil {
		t.Fatal(err)
	}
	wb, _ := want.DistributionsJSON()
	gb, _ := got.DistributionsJSON()
	if string(wb) != string(gb) {
		t.Errorf("style files differ:\n%s\n%s", wb, gb)
	}
	// The dense estimator does not tell which pairs consult a weight;
	// TestFittedWeightObservations checks FitStyle's counts.
	for i := range gotRep.Weights {
		gotRep.Weights[i].Observations = 0
	}
	if !reflect.DeepEqual(wantRep, gotRep) {
		t.Errorf("reports differ:\n%+v\n%+v", wantRep, gotRep)
	}
	if wantRep.Used == 0 {
		t.Error("no pair used: the case tests nothing")
	}
}

// readFitPairs reads NeMo GTN JSONL ({"text", "gt_normalized"}) as
// (written, spoken) pairs, skipping lines that do not parse, the first
// max lines (0: all).
func readFitPairs(t *testing.T, path string, max int) []FitPair {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []FitPair
	for i, line := range strings.Split(string(b), "\n") {
		if max > 0 && i >= max {
			break
		}
		var rec struct {
			Text         string `json:"text"`
			GTNormalized string `json:"gt_normalized"`
		}
		if json.Unmarshal([]byte(line), &rec) != nil || rec.Text == "" {
			continue
		}
		out = append(out, FitPair{Written: rec.Text, Spoken: rec.GTNormalized, Count: 1})
	}
	return out
}

// gtnFitHalf reads sentences 1-1,000 of the shared Google TN sample as
// style fit reads NeMo GTN JSONL (sources.ParseNeMoGTN), distinct pairs
// counted and sorted: the input the shipped style was fitted on. It skips
// when the shared corpus is absent.
func gtnFitHalf(tb testing.TB) []FitPair {
	tb.Helper()
	path := testutil.SharedFile(tb, "corpora/gtn/GoogleTN.first2000.jsonl")
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	counts := map[[2]string]int{}
	_, err = sources.ParseNeMoGTN(path, f, "fit", sources.GTNOptions{MaxLines: 1000}, sources.Sink{
		Pair:   func(p dataset.Pair) { counts[[2]string{p.Written, p.Spoken}]++ },
		Reject: func(dataset.Reject) {},
	})
	if err != nil {
		tb.Fatal(err)
	}
	return sortedFitPairs(counts)
}

// sortedFitPairs turns counted (written, spoken) pairs into FitStyle's
// input in a fixed order (written, then spoken), so that a fit over a map's
// counts is the same fit every run.
func sortedFitPairs(counts map[[2]string]int) []FitPair {
	pairs := make([]FitPair, 0, len(counts))
	for k, n := range counts {
		pairs = append(pairs, FitPair{Written: k[0], Spoken: k[1], Count: n})
	}
	sort.Slice(pairs, func(a, c int) bool {
		if pairs[a].Written != pairs[c].Written {
			return pairs[a].Written < pairs[c].Written
		}
		return pairs[a].Spoken < pairs[c].Spoken
	})
	return pairs
}

// BenchmarkFitStyleGTN fits a style as the shipped one was fitted
// (sentences 1-1,000 of the shared Google TN sample read as style fit reads
// NeMo GTN JSONL, sources.ParseNeMoGTN, distinct pairs counted and sorted;
// the hand-set base; 30 iterations; prior 0.25), with the full evaluation
// the fit used before (dense, the reference), with FitStyle (sparse) and
// with FitStyle on the pairs' distinct pieces (Fitter.Split, as the
// pipeline counts them), and logs each style file's sha256: they must be
// equal, and equal to what
// `itnprep style fit` writes for the same input (scripts/bench-stylefit.sh
// runs both). ITNPREP_FIT_ITERATIONS changes the iterations.
func BenchmarkFitStyleGTN(b *testing.B) {
	pairs := gtnFitHalf(b)
	handset, err := os.ReadFile("testdata/style-handset.json")
	if err != nil {
		b.Fatal(err)
	}
	base, err := ParseStyle(handset)
	if err != nil {
		b.Fatal(err)
	}
	opts := FitOptions{Iterations: 30, Prior: 0.25}
	if s := os.Getenv("ITNPREP_FIT_ITERATIONS"); s != "" {
		if opts.Iterations, err = strconv.Atoi(s); err != nil {
			b.Fatal(err)
		}
	}
	sums := map[string]string{}
	// pieces: the pairs cut by Fitter.Split and counted per distinct
	// piece, as style fit's pipeline does, then fitted sparse.
	onPieces := func(base *Style, pairs []FitPair, opts FitOptions) (*Style, FitReport, error) {
		f, err := NewFitter(base, opts)
		if err != nil {
			return nil, FitReport{}, err
		}
		pieces, whole := splitPairs(b, f, pairs)
		b.Logf("pieces: %d distinct pairs -> %d distinct pieces (%d pairs kept whole)", len(pairs), len(pieces), whole)
		return FitStyle(base, pieces, opts)
	}
	for _, impl := range []struct {
		name string
		fit  func(*Style, []FitPair, FitOptions) (*Style, FitReport, error)
	}{{"dense", fitStyleDense}, {"sparse", FitStyle}, {"pieces", onPieces}} {
		b.Run(impl.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				s, rep, err := impl.fit(base, pairs, opts)
				if err != nil {
					b.Fatal(err)
				}
				js, err := s.DistributionsJSON()
				if err != nil {
					b.Fatal(err)
				}
				sums[impl.name] = fmt.Sprintf("%x", sha256.Sum256(js))
				b.Logf("%s: %d distinct pairs, %d used, %d iterations: style.json sha256 %s", impl.name, rep.Pairs, rep.Used, opts.Iterations, sums[impl.name])
			}
		})
	}
	for _, impl := range []string{"sparse", "pieces"} {
		if sums[impl] != "" && sums["dense"] != "" && sums["dense"] != sums[impl] {
			b.Errorf("the %s fit's style (%s) differs from the dense one's (%s)", impl, sums[impl], sums["dense"])
		}
	}
}
