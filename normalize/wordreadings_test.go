package normalize

import (
	"encoding/json"
	"maps"
	"math"
	"strings"
	"testing"
)

// probOfSpoken is the probability v gives spoken as a reading of written.
func probOfSpoken(t *testing.T, v *Verbalizer, written, spoken string) float64 {
	t.Helper()
	p, err := v.ProbOf(written, spoken)
	if err != nil {
		t.Fatalf("%q: %v", written, err)
	}
	return p
}

// A word the corpus read is read as it read it: the rules spell an
// unknown sayable capitals word as often as not (UPA), the learned counts
// move the split to (spelled + α·q) / (n + α), q the rules' own split.
// A British spelling learned kept is kept.
func TestLearnedWordsDecideTheirReading(t *testing.T) {
	rules := rulesStyle() // without the word lexicon, which reads UPA as Google TN did
	rules.WordReadings = nil
	vr := New(rules, Options{})
	text := "The UPA met."
	spelled, said := "the u p a met", "the upa met"
	ps, pw := probOfSpoken(t, vr, text, spelled), probOfSpoken(t, vr, text, said)
	if ps <= 0 || pw <= 0 {
		t.Fatalf("the rules give UPA spelled %g, said %g: both should be readings", ps, pw)
	}
	q := ps / (ps + pw)
	for _, c := range []struct {
		spelled, said int
		prior         float64
	}{
		{0, 2, 0},
		{1, 0, 0},
		{3, 1, 2},
	} {
		learned := DefaultStyle()
		learned.WordReadings = map[string]map[string]int{"UPA": {"u p a": c.spelled, "upa": c.said}}
		learned.WordReadingsPrior = c.prior
		v := New(learned, Options{})
		alpha := c.prior
		if alpha == 0 {
			alpha = DefaultWordReadingsPrior
		}
		want := (float64(c.spelled) + alpha*q) / (float64(c.spelled+c.said) + alpha)
		gs, gw := probOfSpoken(t, v, text, spelled), probOfSpoken(t, v, text, said)
		if math.Abs(gs-want*(ps+pw)) > 1e-12 || math.Abs(gw-(1-want)*(ps+pw)) > 1e-12 {
			t.Errorf("%+v: spelled %g said %g, want %g and %g", c, gs, gw, want*(ps+pw), (1-want)*(ps+pw))
		}
		best, err := v.Best(text)
		if err != nil {
			t.Fatal(err)
		}
		if wantBest := map[bool]string{true: spelled, false: said}[c.spelled > c.said]; best.Spoken != wantBest {
			t.Errorf("%+v: best %q, want %q", c, best.Spoken, wantBest)
		}
	}
	// A British spelling the rules Americanize first, learned as kept.
	rules2 := New(rules, Options{})
	if b, _ := rules2.Best("The theatre opened."); b.Spoken != "the theater opened" {
		t.Fatalf("the rules read %q: the test needs a spelling they Americanize", b.Spoken)
	}
	kept := DefaultStyle()
	kept.WordReadings = map[string]map[string]int{"theatre": {"theatre": 1}}
	if b, _ := New(kept, Options{}).Best("The theatre opened."); b.Spoken != "the theatre opened" {
		t.Errorf("theatre learned kept: best %q", b.Spoken)
	}
	// The key is the word as written: "Upa" learns nothing from "UPA".
	learned := rulesStyle()
	learned.WordReadings = map[string]map[string]int{"Upa": {"upa": 5}}
	if got := probOfSpoken(t, New(learned, Options{}), text, spelled); got != ps {
		t.Errorf("Upa's counts moved UPA: spelled %g, rules %g", got, ps)
	}
}

// The fit counts the words its pairs read one way only, and the style file
// it writes carries them back.
func TestFitCountsWordReadings(t *testing.T) {
	pairs := []FitPair{
		{Written: "The UPA met.", Spoken: "the upa met", Count: 2},
		{Written: "The EPA met.", Spoken: "the e p a met", Count: 1},
		{Written: "The EPA and the UPA met.", Spoken: "the e p a and the upa met", Count: 1},
		{Written: "The theatre and the colour.", Spoken: "the theatre and the color", Count: 1},
		// No reading gives this gold: nothing is learned from it.
		{Written: "The ZQX met.", Spoken: "the zed met", Count: 4},
	}
	base := DefaultStyle()
	fitted, rep, err := FitStyle(base, pairs, FitOptions{Iterations: 2})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]map[string]int{"UPA": {"upa": 3}, "EPA": {"e p a": 2}, "theatre": {"theatre": 1}, "colour": {"color": 1}}
	// The fitted style has the base's words and the ones the pairs read;
	// the report counts the latter.
	if len(fitted.WordReadings) != len(overlayWords(base.WordReadings, want)) || rep.Words != len(want) {
		t.Errorf("learned %d words (report %d), want the base's %d and %v", len(fitted.WordReadings), rep.Words, len(base.WordReadings), want)
	}
	for w, c := range want {
		if !maps.Equal(fitted.WordReadings[w], c) {
			t.Errorf("%s: %v, want %v", w, fitted.WordReadings[w], c)
		}
	}
	b, err := fitted.DistributionsJSON()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"word_readings"`) {
		t.Fatalf("the style file has no word_readings:\n%s", b)
	}
	back, err := ParseStyle(b)
	if err != nil {
		t.Fatal(err)
	}
	for w, c := range want {
		if !maps.Equal(back.WordReadings[w], c) {
			t.Errorf("read back %s: %v, want %v", w, back.WordReadings[w], c)
		}
	}
	best, err := New(back, Options{}).Best("The UPA and the EPA met.")
	if err != nil {
		t.Fatal(err)
	}
	if best.Spoken != "the upa and the e p a met" {
		t.Errorf("with the fitted style: %q", best.Spoken)
	}
}

func TestParseStyleRefusesNegativeWordCounts(t *testing.T) {
	for _, in := range []string{
		`{"word_readings": {"UPA": {"u p a": -1, "upa": 0}}}`,
		`{"word_readings": {"UPA": {"": 1}}}`,
		// revn19: a reading in capitals or a word with a space would
		// never apply (readings are looked up in lower case, words as
		// the scanner cuts them).
		`{"word_readings": {"UPA": {"U P A": 3}}}`,
		`{"word_readings": {"New York": {"new york": 1}}}`,
		`{"word_readings": {"": {"upa": 1}}}`,
		`{"word_readings_prior": -0.5}`,
	} {
		if _, err := ParseStyle([]byte(in)); err == nil || !strings.Contains(err.Error(), "word_readings") {
			t.Errorf("%s: error %v, want one naming word_readings", in, err)
		}
	}
}

// TestFitKeepsBaseWords checks that a fit keeps the learned words of its
// base that its pairs do not read (a style fitted on one corpus, refitted
// on another, keeps the first corpus's words, as it keeps its lexicons),
// that a word the pairs read takes their counts, and that the style file
// written (only the words that differ from the default's) reads back to
// the same words.
func TestFitKeepsBaseWords(t *testing.T) {
	base := DefaultStyle()
	base.WordReadings = overlayWords(base.WordReadings, map[string]map[string]int{
		"ZORBA": {"z o r b a": 5}, // not in the pairs: kept
		"UPA":   {"u p a": 4},     // read said by the pairs: theirs
	})
	pairs := []FitPair{{Written: "The UPA met.", Spoken: "the upa met", Count: 2}}
	fitted, rep, err := FitStyle(base, pairs, FitOptions{Iterations: 2})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Words != 1 {
		t.Errorf("report counts %d words learned, want 1 (UPA)", rep.Words)
	}
	want := map[string]map[string]int{"ZORBA": {"z o r b a": 5}, "UPA": {"upa": 2}}
	for w, c := range want {
		if !maps.Equal(fitted.WordReadings[w], c) {
			t.Errorf("fitted %s: %v, want %v", w, fitted.WordReadings[w], c)
		}
	}
	for w, c := range DefaultStyle().WordReadings {
		if w != "UPA" && !maps.Equal(fitted.WordReadings[w], c) {
			t.Errorf("fitted lost the default's %s %v", w, c)
			break
		}
	}
	b, err := fitted.DistributionsJSON()
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		WordReadings map[string]map[string]int `json:"word_readings"`
	}
	if err := json.Unmarshal(b, &file); err != nil {
		t.Fatal(err)
	}
	if len(file.WordReadings) != len(want) {
		t.Errorf("style file lists %d words, want only the %d that differ from the default's: %v", len(file.WordReadings), len(want), file.WordReadings)
	}
	back, err := ParseStyle(b)
	if err != nil {
		t.Fatal(err)
	}
	if !maps.EqualFunc(back.WordReadings, fitted.WordReadings, maps.Equal) {
		t.Errorf("read back: %d words, fitted %d", len(back.WordReadings), len(fitted.WordReadings))
	}
	best, err := New(back, Options{}).Best("ZORBA and the UPA met.")
	if err != nil {
		t.Fatal(err)
	}
	if best.Spoken != "z o r b a and the upa met" {
		t.Errorf("read back verbalizes %q, want the base's ZORBA spelled and the pairs' UPA said", best.Spoken)
	}
}

// TestBritishSpellingLearnedInAnyCase checks wordKey: a British spelling's
// learned reading is counted and looked up in lower case, so "Programme"
// at a sentence's start is read as "programme" was read elsewhere, while a
// capitalized word keeps its case as its key (US is not us).
func TestBritishSpellingLearnedInAnyCase(t *testing.T) {
	rules := DefaultStyle()
	rules.WordReadings = nil
	pairs := []FitPair{
		{Written: "The programme ran.", Spoken: "the programme ran", Count: 1},
		{Written: "Programme notes.", Spoken: "programme notes", Count: 1},
	}
	counts := countWordReadings(New(rules, Options{}), pairs)
	if got := counts["programme"]; !maps.Equal(got, map[string]int{"programme": 2}) || counts["Programme"] != nil {
		t.Errorf("counted %v, want programme kept twice under one lower-case key", counts)
	}
	learned := *rules
	learned.WordReadings = map[string]map[string]int{"programme": {"programme": 3}}
	v := New(&learned, Options{})
	for _, text := range []string{"Programme notes.", "The programme ran."} {
		best, err := v.Best(text)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(best.Spoken, "programme") {
			t.Errorf("%q: best %q, want the learned British spelling kept", text, best.Spoken)
		}
	}
	if wordKey(Letters, "US") != "US" || wordKey(Spelling, "Colour") != "colour" {
		t.Errorf("wordKey: Letters keeps case, Spelling folds it")
	}
}

// TestCorpusWordsOnly checks word_readings_replace: a style file with it
// has only its own learned words (not the default's, learned from Google
// TN), `{"word_readings_replace": true}` alone has none, a fit with
// CorpusWordsOnly writes such a file with only its pairs' words, and the
// style round-trips through Marshal and DistributionsJSON.
func TestCorpusWordsOnly(t *testing.T) {
	def := DefaultStyle()
	if len(def.WordReadings) == 0 {
		t.Fatal("the default style has no learned words to drop")
	}
	none, err := ParseStyle([]byte(`{"word_readings_replace": true}`))
	if err != nil {
		t.Fatal(err)
	}
	if len(none.WordReadings) != 0 {
		t.Errorf("word_readings_replace alone kept %d words, want none", len(none.WordReadings))
	}
	own, err := ParseStyle([]byte(`{"word_readings_replace": true, "word_readings": {"ZORBA": {"z o r b a": 2}}}`))
	if err != nil {
		t.Fatal(err)
	}
	if len(own.WordReadings) != 1 || !maps.Equal(own.WordReadings["ZORBA"], map[string]int{"z o r b a": 2}) {
		t.Errorf("replacing style has words %v, want ZORBA alone", own.WordReadings)
	}
	merged, err := ParseStyle([]byte(`{"word_readings": {"ZORBA": {"z o r b a": 2}}}`))
	if err != nil {
		t.Fatal(err)
	}
	if len(merged.WordReadings) != len(def.WordReadings)+1 {
		t.Errorf("merging style has %d words, want the default's %d and ZORBA", len(merged.WordReadings), len(def.WordReadings))
	}
	b, err := own.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseStyle(b)
	if err != nil || !maps.EqualFunc(back.WordReadings, own.WordReadings, maps.Equal) || !back.WordReadingsReplace {
		t.Errorf("Marshal round trip: %v replace=%v (%v)", back.WordReadings, back.WordReadingsReplace, err)
	}

	pairs := []FitPair{{Written: "The UPA met.", Spoken: "the upa met", Count: 2}}
	for _, c := range []struct {
		name string
		base *Style
		want map[string]map[string]int
	}{
		{"default base", def, map[string]map[string]int{"UPA": {"upa": 2}}},
		{"replacing base", own, map[string]map[string]int{"UPA": {"upa": 2}, "ZORBA": {"z o r b a": 2}}},
	} {
		fitted, _, err := FitStyle(c.base, pairs, FitOptions{Iterations: 2, CorpusWordsOnly: true})
		if err != nil {
			t.Fatal(err)
		}
		if !fitted.WordReadingsReplace || !maps.EqualFunc(fitted.WordReadings, c.want, maps.Equal) {
			t.Errorf("%s: fitted words %v (replace %v), want %v", c.name, fitted.WordReadings, fitted.WordReadingsReplace, c.want)
		}
		file, err := fitted.DistributionsJSON()
		if err != nil {
			t.Fatal(err)
		}
		read, err := ParseStyle(file)
		if err != nil {
			t.Fatal(err)
		}
		if !maps.EqualFunc(read.WordReadings, c.want, maps.Equal) {
			t.Errorf("%s: style file read back has %d words, want %v", c.name, len(read.WordReadings), c.want)
		}
	}
}

// TestFitLearnsNoSilentWordReading: Google TN leaves "U.S" out of a case
// citation ("63 U.S . 1 44" -> "sixty three one forty four") and the
// verbalizer has that silent reading, but a silent reading is no word's
// reading and a style with one does not load: a fit of NeMo's
// GoogleTN.json lines 2,001-7,551 wrote "U.S": {"": 2} and "style fit"
// failed (reading "" has count 2).
func TestFitLearnsNoSilentWordReading(t *testing.T) {
	pairs := []FitPair{
		{Written: "Hale v . Gaines , 63 U.S . 1 44 ( 1859 ) .", Spoken: "Hale v . Gaines , sixty three one forty four ( eighteen fifty nine ) .", Count: 1},
		{Written: "Oneida County , 414 U.S . 6 61 ( 1974 ) .", Spoken: "Oneida County , four hundred fourteen six sixty one ( nineteen seventy four ) .", Count: 1},
		{Written: "after moving to the U.S . , found herself", Spoken: "after moving to the u s , found herself", Count: 1},
	}
	fitted, _, err := FitStyle(DefaultStyle(), pairs, FitOptions{Iterations: 2})
	if err != nil {
		t.Fatal(err)
	}
	for w, rs := range fitted.WordReadings {
		for r := range rs {
			if strings.TrimSpace(r) == "" {
				t.Errorf("learned a silent reading of %q: %v", w, rs)
			}
		}
	}
	b, err := fitted.DistributionsJSON()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ParseStyle(b); err != nil {
		t.Fatalf("the fitted style does not load: %v", err)
	}
}
