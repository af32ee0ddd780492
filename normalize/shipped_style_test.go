package normalize

import (
	"fmt"
	"maps"
	"os"
	"sort"
	"strconv"
	"testing"
)

// TestShippedStyleIsTheFit refits the shipped style the way
// docs/STYLE-FIT.md says it was made (sentences 1-1,000 of the shared Google
// TN sample, the hand-set base normalize/testdata/style-handset.json, 30
// iterations, prior 0.25) and checks that every weight of
// normalize/data/style.json is the fit's: distributions, abbreviations and
// symbols, but the weights fitted on the three samples a session may read
// (threeSampleWeights; TestThreeSampleWeightsAreTheFit checks those). The shipped file keeps its own layout and lexicons; only its
// weights come from the fit, so a reader changed without a refit, or a
// weight copied by hand, fails here.
func TestShippedStyleIsTheFit(t *testing.T) {
	pairs := gtnFitHalf(t)
	fitted, _, err := FitStyle(handsetBase(t), pairs, FitOptions{Iterations: 30, Prior: 0.25})
	if err != nil {
		t.Fatal(err)
	}
	shipped := DefaultStyle()
	var diffs []string
	for name, fd := range fitted.Distributions {
		sd, ok := shipped.Distributions[name]
		if !ok {
			diffs = append(diffs, "distribution "+name+" is not in style.json")
			continue
		}
		for r, w := range fd.Weights {
			if fromThreeSamples(name, r) {
				// Fitted on the three samples: TestThreeSampleWeightsAreTheFit.
				continue
			}
			if sw, ok := sd.Weights[r]; !ok || sw != w {
				diffs = append(diffs, name+"."+r+": style.json "+ftoa(sw)+", fit "+ftoa(w))
			}
		}
		for r := range sd.Weights {
			if _, ok := fd.Weights[r]; !ok {
				diffs = append(diffs, name+"."+r+": in style.json, not in the fit")
			}
		}
	}
	for name := range shipped.Distributions {
		if _, ok := fitted.Distributions[name]; !ok {
			diffs = append(diffs, "distribution "+name+" is not in the fit")
		}
	}
	lexicon := func(kind string, fit, ship map[string][]Reading) {
		for key, readings := range fit {
			sr := ship[key]
			if len(sr) != len(readings) {
				diffs = append(diffs, kind+" "+key+": readings differ in number")
				continue
			}
			for i, r := range readings {
				if sr[i].Spoken != r.Spoken || sr[i].Context != r.Context || sr[i].Weight != r.Weight {
					diffs = append(diffs, kind+" "+key+" "+r.Spoken+": style.json "+ftoa(sr[i].Weight)+", fit "+ftoa(r.Weight))
				}
			}
		}
	}
	lexicon("abbreviation", fitted.Abbreviations, shipped.Abbreviations)
	lexicon("symbol", fitted.Symbols, shipped.Symbols)
	// The learned words: the ones the fit half read one way only, no
	// more and no fewer.
	for w, c := range fitted.WordReadings {
		if sc, ok := shipped.WordReadings[w]; !ok || !maps.Equal(sc, c) {
			diffs = append(diffs, fmt.Sprintf("word_readings %q: style.json %v, fit %v", w, sc, c))
		}
	}
	for w := range shipped.WordReadings {
		if _, ok := fitted.WordReadings[w]; !ok {
			diffs = append(diffs, fmt.Sprintf("word_readings %q: in style.json, not in the fit", w))
		}
	}
	sort.Strings(diffs)
	for i, d := range diffs {
		if i == 20 {
			t.Errorf("... and %d more", len(diffs)-20)
			break
		}
		t.Error(d)
	}
	if len(diffs) > 0 {
		t.Log("refit with the shipped command in docs/STYLE-FIT.md and copy its weights into normalize/data/style.json")
	}
}

// handsetBase is the base the shipped style is fitted from:
// normalize/testdata/style-handset.json merged over the default, without
// the default's learned words (the fit keeps a base's words, so with them
// a check could not see a word the fit no longer learns).
func handsetBase(t *testing.T) *Style {
	t.Helper()
	handset, err := os.ReadFile("testdata/style-handset.json")
	if err != nil {
		t.Fatal(err)
	}
	base, err := ParseStyle(handset)
	if err != nil {
		t.Fatal(err)
	}
	base.WordReadings = nil
	return base
}

func ftoa(f float64) string { return strconv.FormatFloat(f, 'g', -1, 64) }
