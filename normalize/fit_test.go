package normalize

import (
	"context"
	"encoding/json"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// TestFitStyleMovesTowardData fits on pairs whose gold always takes one
// reading of the year distribution and checks that the fitted style
// prefers it, that the likelihood rose, that weights the data never
// exercises keep their base value, and that the style file round-trips
// through ParseStyle.
func TestFitStyleMovesTowardData(t *testing.T) {
	var pairs []FitPair
	for _, y := range []string{"2010", "2011", "2014", "2015", "2017", "2019"} {
		// Google-TN-like gold: "two thousand ten", not "twenty ten".
		pr := FitPair{Written: "In " + y + " it rained.", Count: 3}
		vs, err := testV.Variants(pr.Written, MaxVariants)
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range vs {
			if len(v.Spans) == 1 && len(v.Spans[0].Spoken) > 12 && v.Spans[0].Spoken[:12] == "two thousand" && !containsWord(v.Spans[0].Spoken, "and") {
				pr.Spoken = v.Spoken
				break
			}
		}
		if pr.Spoken == "" {
			t.Fatalf("%q: no 'two thousand' reading", pr.Written)
		}
		pairs = append(pairs, pr)
	}
	pairs = append(pairs, FitPair{Written: "plain words only", Spoken: "plain words only", Count: 1},
		FitPair{Written: "In 2012 it rained.", Spoken: "not a reading at all", Count: 1})
	s, rep, err := FitStyle(nil, pairs, FitOptions{Iterations: 8, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Used != 6 || rep.Uncovered != 1 || rep.Observations != 18 {
		t.Errorf("report: used %d uncovered %d observations %d, want 6, 1, 18", rep.Used, rep.Uncovered, rep.Observations)
	}
	if !(rep.LogLikAfter > rep.LogLikBefore) {
		t.Errorf("log-likelihood %.4f -> %.4f did not rise", rep.LogLikBefore, rep.LogLikAfter)
	}
	fw := s.Distributions["year"].Weights
	if !(fw["thousand21"] > fw["pair21"]) {
		t.Errorf("fitted year weights thousand21 %.3f pair21 %.3f: the data's reading should win", fw["thousand21"], fw["pair21"])
	}
	base := DefaultStyle()
	for _, w := range rep.Weights {
		if w.Distribution == "money" && w.Fitted != base.Distributions["money"].Weights[w.Reading] {
			t.Errorf("money/%s moved %.4f -> %.4f with no money in the data", w.Reading, w.Base, w.Fitted)
		}
	}
	b, err := s.DistributionsJSON()
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseStyle(b)
	if err != nil {
		t.Fatalf("fitted style does not parse: %v", err)
	}
	if got := back.Distributions["year"].Weights["thousand21"]; got != fw["thousand21"] {
		t.Errorf("round trip: thousand21 %v, want %v", got, fw["thousand21"])
	}
	var generic map[string]any
	if err := json.Unmarshal(b, &generic); err != nil || generic["distributions"] == nil {
		t.Errorf("style file is not the --style shape: %v", err)
	}
	if got, _ := New(back, Options{}).Best("In 2016 it rained."); got.Spoken != "in two thousand sixteen it rained" {
		t.Errorf("fitted style reads 2016 as %q", got.Spoken)
	}
}

func containsWord(s, w string) bool {
	for _, f := range strings.Fields(s) {
		if f == w {
			return true
		}
	}
	return false
}

// TestFitStyleLexiconWeights: the readings of a symbol are fitted like a
// distribution's (Google TN says "&" as "and", never "ampersand"), the
// report lists them, and the style file carries the changed entry only,
// which ParseStyle reads back to the same weights.
func TestFitStyleLexiconWeights(t *testing.T) {
	var pairs []FitPair
	for _, s := range []string{"Tom & Jerry", "salt & pepper", "R & D", "Smith & Sons"} {
		pairs = append(pairs, FitPair{Written: s, Spoken: strings.Replace(strings.ToLower(s), "&", "and", 1), Count: 2})
	}
	pairs[2].Spoken = "r and d"
	base := DefaultStyle()
	weight := func(s *Style, spoken string) float64 {
		total, w := 0.0, 0.0
		for _, r := range s.Symbols["&"] {
			total += r.Weight
			if r.Spoken == spoken {
				w = r.Weight
			}
		}
		return w / total
	}
	if weight(base, "and") >= 0.99 {
		t.Fatalf("base style already gives & 'and' %.3f", weight(base, "and"))
	}
	s, rep, err := FitStyle(base, pairs, FitOptions{Iterations: 10, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	if got := weight(s, "and"); got <= weight(base, "and") {
		t.Errorf("& 'and' share %.3f did not rise from %.3f", got, weight(base, "and"))
	}
	listed := false
	for _, w := range rep.Weights {
		listed = listed || w.Distribution == "symbol &" && w.Reading == "and" && w.Fitted != w.Base
	}
	if !listed {
		t.Errorf("report does not list the fitted symbol weight")
	}
	b, err := s.DistributionsJSON()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"symbols"`) || strings.Contains(string(b), `"abbreviations"`) {
		t.Errorf("style file should carry the changed symbol only:\n%s", b)
	}
	back, err := ParseStyle(b)
	if err != nil {
		t.Fatal(err)
	}
	if weight(back, "and") != weight(s, "and") {
		t.Errorf("round trip: & 'and' %.4f, want %.4f", weight(back, "and"), weight(s, "and"))
	}
}

// TestFitterInTwoSteps checks the split a pipeline uses: pairs examined
// one by one (as workers do, here in reverse order), only the used ones
// handed to Fit with the others counted by the caller, fit the same style
// and report as FitStyle.
func TestFitterInTwoSteps(t *testing.T) {
	pairs := readFitPairs(t, filepath.Join("..", "testdata", "stylefit", "sample.jsonl"), 0)
	pairs = append(pairs, FitPair{Written: "plain words only", Spoken: "plain words only", Count: 1},
		FitPair{Written: "In 2012 it rained.", Spoken: "not a reading at all", Count: 1})
	opts := FitOptions{Iterations: 6}
	want, wantRep, err := FitStyle(nil, pairs, opts)
	if err != nil {
		t.Fatal(err)
	}
	f, err := NewFitter(nil, opts)
	if err != nil {
		t.Fatal(err)
	}
	exams := make([]FitExam, len(pairs))
	for k := len(pairs) - 1; k >= 0; k-- {
		if exams[k], err = f.Examine(pairs[k]); err != nil {
			t.Fatal(err)
		}
	}
	var used []FitPair
	var usedExams []FitExam
	uncovered := 0
	for k, ex := range exams {
		switch ex.Use {
		case FitUsed:
			if len(ex.Weights) == 0 {
				t.Errorf("%q: used, but depends on no weight", pairs[k].Written)
			}
			used, usedExams = append(used, pairs[k]), append(usedExams, ex)
		case FitUncovered:
			uncovered++
		}
	}
	got, rep, err := f.Fit(context.Background(), used, usedExams)
	if err != nil {
		t.Fatal(err)
	}
	rep.Pairs, rep.Uncovered = len(pairs), uncovered
	wb, _ := want.DistributionsJSON()
	gb, _ := got.DistributionsJSON()
	if string(wb) != string(gb) || !reflect.DeepEqual(rep, wantRep) {
		t.Errorf("two steps fit another style or report:\n%+v\n%+v", rep, wantRep)
	}
	if wantRep.Used == 0 || uncovered == 0 || len(used) == len(pairs)-uncovered {
		t.Errorf("the case tests nothing: used %d, uncovered %d, skipped %d", wantRep.Used, uncovered, len(pairs)-uncovered-len(used))
	}
	if _, _, err := f.Fit(context.Background(), used, usedExams[:1]); err == nil {
		t.Error("Fit took fewer exams than pairs")
	}
}

// TestFittedWeightObservations: each fitted weight carries the
// count-weighted used pairs whose readings consult it (the data behind its
// move, which style fit's report shows and warns on when small); a weight
// no pair consults has none.
func TestFittedWeightObservations(t *testing.T) {
	pairs := []FitPair{{Written: "It opened in 2010 .", Spoken: "it opened in twenty ten", Count: 4}}
	_, rep, err := FitStyle(nil, pairs, FitOptions{Iterations: 3})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]int{}
	for _, w := range rep.Weights {
		got[w.Distribution+"/"+w.Reading] = w.Observations
	}
	if got["year/pair21"] != 4 || got["money/major_minor"] != 0 {
		t.Errorf("observations: year/pair21 %d (want 4), money/major_minor %d (want 0)", got["year/pair21"], got["money/major_minor"])
	}
}
