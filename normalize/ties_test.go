package normalize

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestRepeatedWordReadTheSameWay checks the tie of a repeated word
// (ties.go): every variant, sample and accepted reading reads "NASA" (a
// Letters word, said or spelled) and "colour" (a British spelling) the same
// way at each occurrence, the distribution still sums to 1, the gold
// reading gets the word's probability once, not its square, and ProbOf
// agrees with the enumeration.
func TestRepeatedWordReadTheSameWay(t *testing.T) {
	v := New(nil, Options{})
	for _, c := range []struct {
		text, word, said, spelled string
	}{
		{"NASA said NASA would fly.", "NASA", "nasa said nasa would fly", "n a s a said n a s a would fly"},
		{"The colour of the colour.", "colour", "the color of the color", "the colour of the colour"},
	} {
		vs, err := v.Variants(c.text, MaxVariants)
		if err != nil {
			t.Fatal(err)
		}
		total := 0.0
		got := map[string]float64{}
		for _, x := range vs {
			total += x.Prob
			got[x.Spoken] = x.Prob
		}
		if len(vs) != 2 || got[c.said] == 0 || got[c.spelled] == 0 {
			t.Errorf("%q: variants %v, want exactly %q and %q", c.text, got, c.said, c.spelled)
		}
		if math.Abs(total-1) > 1e-12 {
			t.Errorf("%q: variants sum to %v, want 1", c.text, total)
		}
		// The word's own distribution, read alone: the tied sentence
		// gives each reading that probability once.
		alone, err := v.Variants(c.word, 2)
		if err != nil || len(alone) != 2 {
			t.Fatalf("%q alone: %v %v", c.word, alone, err)
		}
		for _, x := range vs {
			p, _ := v.ProbOf(c.text, x.Spoken)
			if math.Abs(p-x.Prob) > 1e-12 {
				t.Errorf("%q: ProbOf(%q) = %v, variant says %v", c.text, x.Spoken, p, x.Prob)
			}
		}
		if a, b := got[c.said]+got[c.spelled], alone[0].Prob+alone[1].Prob; math.Abs(a-b) > 1e-12 {
			t.Errorf("%q: tied readings sum to %v, the word alone's to %v", c.text, a, b)
		}
		// Mixed readings are not readings of the sentence.
		saidWords, spelledWords := strings.Fields(c.said), strings.Fields(c.spelled)
		var mixed string
		if c.word == "NASA" {
			mixed = "nasa said n a s a would fly"
		} else {
			mixed = strings.Join(append(saidWords[:3:3], spelledWords[3:]...), " ")
		}
		if p, _ := v.ProbOf(c.text, mixed); p != 0 {
			t.Errorf("%q: ProbOf(mixed %q) = %v, want 0", c.text, mixed, p)
		}
		if ok, _ := v.Accepts(c.text, mixed); ok {
			t.Errorf("%q: Accepts(mixed %q)", c.text, mixed)
		}
		if ok, _ := v.Accepts(c.text, c.spelled); !ok {
			t.Errorf("%q: does not accept %q", c.text, c.spelled)
		}
		for i := range 200 {
			x, err := v.Sample(c.text, 7, "id", i)
			if err != nil {
				t.Fatal(err)
			}
			if x.Spoken != c.said && x.Spoken != c.spelled {
				t.Fatalf("%q: sample %d is %q, mixing readings", c.text, i, x.Spoken)
			}
		}
	}
}

// TestBritishSpellingTiedInAnyCaseAndPossessive: a British spelling is
// tied to its capitalized and possessive forms (tieKey), as the style
// learns them under one key; a capitalized word is not tied to another
// case of it.
func TestBritishSpellingTiedInAnyCaseAndPossessive(t *testing.T) {
	v := New(nil, Options{})
	for text, want := range map[string][]string{
		"The colour's colour was fine.": {"the color's color was fine", "the colour's colour was fine"},
		"Centre of the centre.":         {"center of the center", "centre of the centre"},
	} {
		vs, err := v.Variants(text, MaxVariants)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		total := 0.0
		for _, x := range vs {
			got = append(got, x.Spoken)
			total += x.Prob
			if p, _ := v.ProbOf(text, x.Spoken); math.Abs(p-x.Prob) > 1e-12 {
				t.Errorf("%q: ProbOf(%q) = %v, variant says %v", text, x.Spoken, p, x.Prob)
			}
		}
		slices.Sort(got)
		if !slices.Equal(got, want) || math.Abs(total-1) > 1e-12 {
			t.Errorf("%q: variants %q (sum %v), want %q", text, got, total, want)
		}
	}
	if p, _ := v.ProbOf("The colour's colour was fine.", "the colour's color was fine"); p != 0 {
		t.Errorf("a possessive read apart from its word: ProbOf %v, want 0", p)
	}
	if vs, _ := v.Variants("NASA and Nasa.", MaxVariants); len(vs) != 4 {
		t.Errorf("NASA and Nasa: %d variants, want 4 (two words, each said or spelled)", len(vs))
	}
}

// TestTiesBounded checks that a sentence of many repeated words ties only
// as many as maxTiedAssignments allows and that the distribution stays one:
// variants sum to 1 and ProbOf agrees with them.
func TestTiesBounded(t *testing.T) {
	v := New(nil, Options{})
	words := []string{"ZORB", "KWIX", "FLIM", "DRAX", "PLOV", "GRUN", "VESK", "TWAL"}
	var b strings.Builder
	for _, w := range words {
		fmt.Fprintf(&b, "%s and %s. ", w, w)
	}
	text := strings.TrimSpace(b.String())
	segs, err := v.scan(text)
	if err != nil {
		t.Fatal(err)
	}
	joint, tied, untied := 1, 0, 0
	for i := range segs {
		switch {
		case leads(segs, i):
			joint *= len(segs[i].alts)
			tied++
		case segs[i].follows == 0 && learnedClass(segs[i].class) && len(segs[i].alts) > 1:
			untied++
		}
	}
	if tied == 0 || joint > maxTiedAssignments || tied == len(words) {
		t.Fatalf("%d tied groups (joint %d), want some but not all %d under %d", tied, joint, len(words), maxTiedAssignments)
	}
	vs, err := v.Variants(text, MaxVariants)
	if err != nil {
		t.Fatal(err)
	}
	if len(vs) >= MaxVariants {
		t.Fatalf("%d variants: too many to sum", len(vs))
	}
	total := 0.0
	for _, x := range vs {
		total += x.Prob
	}
	if math.Abs(total-1) > 1e-9 {
		t.Errorf("variants sum to %v, want 1", total)
	}
	for _, x := range vs[:min(len(vs), 50)] {
		p, _ := v.ProbOf(text, x.Spoken)
		if math.Abs(p-x.Prob) > 1e-12 {
			t.Errorf("ProbOf(%q) = %v, variant says %v", x.Spoken, p, x.Prob)
		}
	}
}

// TestSplitKeepsTiedWordsInOnePiece checks that the fit's Split does not
// cut between a word and its tied repetition (their tie is one factor)
// and that the pieces still multiply to the sentence's probability.
func TestSplitKeepsTiedWordsInOnePiece(t *testing.T) {
	f, err := NewFitter(nil, FitOptions{})
	if err != nil {
		t.Fatal(err)
	}
	v := New(DefaultStyle(), Options{})
	written := "KWIX closed in 2016 and the plain words here are many and KWIX reopened in 1999."
	spoken := "kwix closed in twenty sixteen and the plain words here are many and kwix reopened in nineteen ninety nine"
	ps, err := f.Split(FitPair{Written: written, Spoken: spoken, Count: 1})
	if err != nil {
		t.Fatal(err)
	}
	if ps.Use != FitUsed || ps.Whole {
		t.Fatalf("use %v whole %v: want verified pieces", ps.Use, ps.Whole)
	}
	holding := 0
	sum := 0.0
	for _, q := range ps.Pieces {
		if strings.Count(q.Written, "KWIX") == 2 {
			holding++
		}
		p, _ := v.ProbOf(q.Written, q.Spoken)
		sum += math.Log(p)
	}
	if holding != 1 {
		t.Errorf("pieces %+v: want one piece holding both KWIX", ps.Pieces)
	}
	whole, _ := v.ProbOf(written, spoken)
	if math.Abs(sum-math.Log(whole)) > 1e-12 {
		t.Errorf("pieces' log P %v, sentence's %v", sum, math.Log(whole))
	}
}

// TestTiesGreedyUnderTheBound checks which words are tied in sentences of
// 8 and of 40 repeated words (the second past the linear search's
// manyWords, so the map takes over): each repetition follows its own
// word's first occurrence, and a repeated word is left untied exactly
// when tying it would take the joint assignments past the bound.
func TestTiesGreedyUnderTheBound(t *testing.T) {
	v := New(nil, Options{})
	for _, n := range []int{8, 40} {
		var b strings.Builder
		for i := range n {
			w := "ZQ" + strings.Map(func(r rune) rune { return 'A' + (r - '0') }, strconv.Itoa(100+i))
			fmt.Fprintf(&b, "%s and %s. ", w, w)
		}
		text := strings.TrimSpace(b.String())
		segs, err := v.scan(text)
		if err != nil {
			t.Fatal(err)
		}
		first := map[string]int{}
		joint, tied, untied := 1, 0, 0
		for i := range segs {
			sg := &segs[i]
			if sg.punct || !learnedClass(sg.class) || len(sg.alts) < 2 {
				if sg.follows != 0 || leads(segs, i) {
					t.Fatalf("n=%d: %q tied but not a learned word", n, text[sg.start:sg.end])
				}
				continue
			}
			w := text[sg.start:sg.end]
			j, seen := first[w]
			if !seen {
				first[w] = i
				continue
			}
			wantTie := leads(segs, j) || joint*len(segs[j].alts) <= maxTiedAssignments
			if wantTie && !leads(segs, j) {
				t.Fatalf("n=%d: %q's first occurrence does not lead", n, w)
			}
			if leads(segs, j) && sg.follows != j+1 {
				t.Errorf("n=%d: %q follows %d, want %d", n, w, sg.follows, j+1)
			}
			if !leads(segs, j) && sg.follows != 0 {
				t.Errorf("n=%d: %q tied past the bound", n, w)
			}
			if leads(segs, j) && !seenLead(segs, j, i) {
				joint *= len(segs[j].alts)
				tied++
			}
			if !leads(segs, j) {
				untied++
			}
		}
		if tied == 0 || untied == 0 {
			t.Errorf("n=%d: %d tied and %d untied words, want some of each", n, tied, untied)
		}
		if joint > maxTiedAssignments {
			t.Errorf("n=%d: joint assignments %d above %d", n, joint, maxTiedAssignments)
		}
	}
}

// seenLead reports whether some segment before i already follows leader j.
func seenLead(segs []segment, j, i int) bool {
	for k := j + 1; k < i; k++ {
		if segs[k].follows == j+1 {
			return true
		}
	}
	return false
}

// leads reports whether a later segment follows segment j.
func leads(segs []segment, j int) bool { return slices.Contains(tieLeaders(segs), j) }

// TestClockTimesReadInOneStyle checks the tie of a sentence's times
// (tieClockStyles): "9am to 5pm" is "a m ... p m" or "am ... pm", never
// one of each, and o'clock at both or neither; the distribution stays one
// and gives the consistent reading the first time's probability, as ProbOf
// does; times whose readings do not line up stay apart.
func TestClockTimesReadInOneStyle(t *testing.T) {
	v := New(nil, Options{})
	alone, err := v.Variants("9am", MaxVariants)
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{"Open 9am to 5pm daily.", "We open at 9 a.m. and close at 5 p.m.", "Open 8:00am, 10:00am or 6:00pm."} {
		vs, err := v.Variants(text, MaxVariants)
		if err != nil {
			t.Fatal(err)
		}
		if len(vs) != len(alone) {
			t.Errorf("%q: %d variants, want the %d of one time", text, len(vs), len(alone))
		}
		total := 0.0
		for i, x := range vs {
			total += x.Prob
			spelled, said, oclock := 0, 0, 0
			words := strings.Fields(x.Spoken)
			for k, w := range words {
				switch {
				case w == "m" && k > 0 && (words[k-1] == "a" || words[k-1] == "p"):
					spelled++
				case w == "am" || w == "pm":
					said++
				case w == "o'clock":
					oclock++
				}
			}
			times := spelled + said
			if (spelled != 0 && spelled != times) || (oclock != 0 && oclock != times) {
				t.Errorf("%q: variant %q mixes styles (%d spelled, %d said, %d o'clock of %d times)", text, x.Spoken, spelled, said, oclock, times)
			}
			if i < len(alone) && math.Abs(x.Prob-alone[i].Prob) > 1e-12 {
				t.Errorf("%q: variant %q has %v, the time alone's reading %q %v", text, x.Spoken, x.Prob, alone[i].Spoken, alone[i].Prob)
			}
			if p, _ := v.ProbOf(text, x.Spoken); math.Abs(p-x.Prob) > 1e-12 {
				t.Errorf("%q: ProbOf(%q) = %v, variant says %v", text, x.Spoken, p, x.Prob)
			}
		}
		if math.Abs(total-1) > 1e-12 {
			t.Errorf("%q: variants sum to %v", text, total)
		}
		if p, _ := v.ProbOf(text, "open nine a m to five pm daily"); text == "Open 9am to 5pm daily." && p != 0 {
			t.Errorf("%q: the mixed reading has P %v", text, p)
		}
	}
	// "9:30am" offers no o'clock, "5pm" does: their clocks stay apart,
	// their suffixes are tied (clockSegments), in every variant.
	for _, text := range []string{"Open 9:30am to 5pm daily.", "Open 9am to 5:30pm.", "at 10:15 a.m., 9 p.m. and 11:45 p.m. EST"} {
		checkSuffixTie(t, v, text)
	}
}

// checkSuffixTie checks that text's times with am/pm say it in one style
// in every variant, that the variants are a distribution ProbOf and
// Accepts read alike, and that each variant has the probability of its
// free choices alone: the first time's suffix and each clock or zone
// reading as the time alone gives it (Variants of the time with its
// suffix spelled, over that suffix's probability).
func checkSuffixTie(t *testing.T, v *Verbalizer, text string) {
	t.Helper()
	vs, err := v.Variants(text, MaxVariants)
	if err != nil {
		t.Fatal(err)
	}
	total, oclock := 0.0, false
	for _, x := range vs {
		total += x.Prob
		spelled, said := 0, 0
		want, times := 1.0, 0
		for _, sp := range x.Spans {
			if sp.Class != Time {
				continue
			}
			times++
			words := strings.Fields(sp.Spoken)
			oclock = oclock || slices.Contains(words, "o'clock")
			alone, err := v.Variants(sp.Written, MaxVariants)
			if err != nil {
				t.Fatal(err)
			}
			var p, suffix float64
			for _, a := range alone {
				if a.Spoken == sp.Spoken {
					p = a.Prob
				}
				if aw := strings.Fields(a.Spoken); !slices.Contains(aw, "am") && !slices.Contains(aw, "pm") {
					suffix += a.Prob
				}
			}
			if slices.Contains(words, "am") || slices.Contains(words, "pm") {
				said++
				suffix = 1 - suffix
			} else {
				spelled++
			}
			if times > 1 {
				p /= suffix // a later time's suffix follows the first's
			}
			want *= p
		}
		if spelled > 0 && said > 0 {
			t.Errorf("%q: variant %q mixes a m and am", text, x.Spoken)
		}
		if math.Abs(x.Prob-want) > 1e-12 {
			t.Errorf("%q: variant %q has P %v, its times' free choices %v", text, x.Spoken, x.Prob, want)
		}
		if p, _ := v.ProbOf(text, x.Spoken); math.Abs(p-x.Prob) > 1e-12 {
			t.Errorf("%q: ProbOf(%q) = %v, variant says %v", text, x.Spoken, p, x.Prob)
		}
		if ok, _ := v.Accepts(text, x.Spoken); !ok {
			t.Errorf("%q: Accepts(%q) false", text, x.Spoken)
		}
	}
	if math.Abs(total-1) > 1e-12 {
		t.Errorf("%q: variants sum to %v", text, total)
	}
	if !oclock {
		t.Errorf("%q: no variant says o'clock: the clocks that do not line up were tied", text)
	}
}

// TestRangeEndsReadInOneScale checks the tie of a range's ends grouped the
// Indian way (tieRangeScales): both in lakhs and crores or both in
// millions, in every variant, a distribution ProbOf and Accepts read
// alike, the mixed reading given nothing.
func TestRangeEndsReadInOneScale(t *testing.T) {
	v := New(nil, Options{})
	for _, c := range []struct{ text, mixed string }{
		{"Rs. 10,00,000 - 20,00,000", "ten lakh rupees to two million"},
		{"Rs. 10,00,000 to Rs. 20,00,000", "one million rupees to twenty lakh rupees"},
		{"between 10,00,000 and 20,00,000 people", "between ten lakh and two million people"},
		{"10,00,000 to 20,00,000 to 30,00,000", "ten lakh to twenty lakh to three million"},
		{"Rs. 5,00,00,000 – 10,00,00,000", "five crore rupees to one hundred million"},
	} {
		checkTiedDistribution(t, v, c.text, c.mixed, func(spoken string) bool {
			lakhs := strings.Contains(spoken, "lakh") || strings.Contains(spoken, "crore")
			return lakhs == strings.Contains(spoken, "million")
		})
	}
}
