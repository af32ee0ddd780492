package normalize

import (
	"reflect"
	"testing"
)

// preparedCopy is what Fitter.build made before it shared the base's
// tables: every lexicon entry copied, the weights set, then the whole
// style prepared.
func preparedCopy(t *testing.T, f *Fitter, theta []float64) *Style {
	t.Helper()
	s := *f.base
	s.Distributions = make(map[string]Distribution, len(f.base.Distributions))
	for k, d := range f.base.Distributions {
		w := make(map[string]float64, len(d.Weights))
		for r, x := range d.Weights {
			w[r] = x
		}
		s.Distributions[k] = Distribution{Doc: d.Doc, Weights: w, Pinned: d.Pinned}
	}
	s.Symbols = copyLexicon(f.base.Symbols)
	s.Abbreviations = copyLexicon(f.base.Abbreviations)
	for i, p := range f.params {
		p.set(&s, f.weightAt(theta, i))
	}
	s.curKeys, s.perUnitKeys = nil, nil
	if err := s.prepare(); err != nil {
		t.Fatal(err)
	}
	return &s
}

// TestFitterBuildIsAPreparedStyle: a style the Fitter builds (a probe, an
// iteration's style, the fitted one) is the style copied whole and
// prepared afresh, field for field (unexported tables too), though it
// shares with the base its tables and what its weights leave as they
// were; building styles leaves the base's weights as they were.
func TestFitterBuildIsAPreparedStyle(t *testing.T) {
	f, err := NewFitter(nil, FitOptions{})
	if err != nil {
		t.Fatal(err)
	}
	before := preparedCopy(t, f, f.theta0)
	lexicon, dist := -1, -1
	for i, p := range f.params {
		if p.lexicon != lexNone && lexicon < 0 {
			lexicon = i
		}
		if p.lexicon == lexNone && dist < 0 {
			dist = i
		}
	}
	if lexicon < 0 || dist < 0 {
		t.Fatalf("the default style's weights: want a lexicon's and a distribution's")
	}
	cases := map[string]func(i int) float64{
		"none moved":           func(int) float64 { return 0 },
		"all moved":            func(i int) float64 { return 0.01 * float64(1+i%7) },
		"one lexicon weight":   func(i int) float64 { return map[bool]float64{true: 0.01}[i == lexicon] },
		"one distribution's":   func(i int) float64 { return map[bool]float64{true: -0.3}[i == dist] },
		"every seventh weight": func(i int) float64 { return map[bool]float64{true: 0.2}[i%7 == 3] },
	}
	for name, shift := range cases {
		theta := append([]float64(nil), f.theta0...)
		for i := range theta {
			theta[i] += shift(i)
		}
		got, err := f.build(theta, nil)
		if err != nil {
			t.Fatal(err)
		}
		if want := preparedCopy(t, f, theta); !reflect.DeepEqual(got, want) {
			t.Fatalf("%s: the built style differs from the one prepared whole", name)
		}
		if reflect.ValueOf(got.abbrevLower).UnsafePointer() != reflect.ValueOf(f.base.abbrevLower).UnsafePointer() {
			t.Errorf("%s: the built style made its own abbreviation table", name)
		}
	}
	exact := make([]float64, len(f.params))
	for i := range exact {
		exact[i] = 0.5
	}
	got, err := f.build(f.theta0, exact)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range f.params {
		if w := p.get(got); w != 0.5 {
			t.Fatalf("exact weights: %s %s is %v, want 0.5", p.name(), p.readingName(), w)
		}
	}
	if !reflect.DeepEqual(preparedCopy(t, f, f.theta0), before) {
		t.Error("building styles changed the base's weights")
	}
}

// BenchmarkFitterProbes: a Fitter of the default style and its probes
// (makeProbes: one style per group of weights and per weight of a group);
// B/op is what they allocate, most of it kept while the Fitter lives.
func BenchmarkFitterProbes(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		f, err := NewFitter(nil, FitOptions{})
		if err != nil {
			b.Fatal(err)
		}
		if err := f.makeProbes(); err != nil {
			b.Fatal(err)
		}
		if len(f.paramProbes) == 0 {
			b.Fatal("no probes")
		}
	}
}
