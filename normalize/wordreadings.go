package normalize

import (
	"fmt"
	"strings"
)

// WordCounts is how often a corpus spelled a word letter by letter and how
// often it said it as the word, counted by Fitter.Fit over the gold pairs
// where only one of the two gives the gold.
type WordCounts struct {
	Spelled int `json:"spelled"`
	Said    int `json:"said"`
}

// DefaultWordReadingsPrior is the strength, in observations, of the prior
// that a word's learned counts are smoothed toward: the split the style's
// rules give a word of its kind. Chosen on the development set (lines
// 2,001-7,551 of NeMo's GoogleTN.json) with counts from Google TN
// sentences 1-1,000 (docs/STYLE-FIT.md, "Words the corpus has read").
const DefaultWordReadingsPrior = 0.1

// learnedLetters moves the spelled-versus-said split of a capitalized or
// unknown word's readings (a Letters segment of the word w: "UPA" said or
// "u p a" spelled) to what the style's word_readings learned of w from a
// corpus, when it learned anything. Google TN's own classifier decides by
// the word, not by its shape: on the 7,551 sentences of NeMo's file no
// word of 11,386 read both ways was read both ways, so a word the corpus
// has read is best read as it read it, and the rules (letters.go) decide
// only the words it has not seen.
//
// The split is the posterior mean of a beta prior centred on the rules'
// split q with strength α (word_readings_prior): P(spelled) = (spelled +
// α·q) / (spelled + said + α), the additive smoothing toward a backoff
// estimate of the language-modelling literature. The mass of the other
// readings (a state's name after a comma) is kept.
func (sc *scanner) learnedLetters(w string, alts []alt) []alt {
	if len(sc.st.WordReadings) == 0 {
		return alts
	}
	c, ok := sc.st.WordReadings[w]
	if !ok || c.Spelled+c.Said == 0 {
		return alts
	}
	sp, sa := spelledAndSaid(alts, spellLetters(w), sc.plain(w))
	if sp < 0 || sa < 0 {
		return alts
	}
	mass := alts[sp].prob + alts[sa].prob
	q := alts[sp].prob / mass
	alpha := sc.st.wordPrior()
	p := (float64(c.Spelled) + alpha*q) / (float64(c.Spelled+c.Said) + alpha)
	var d dist
	for i, a := range alts {
		switch i {
		case sp:
			a.prob = mass * p
		case sa:
			a.prob = mass * (1 - p)
		}
		d.addAlt(a)
	}
	return d.done()
}

// spelledAndSaid returns the indices in alts of the word spelled letter by
// letter and of the word said as written (-1 when absent).
func spelledAndSaid(alts []alt, spelled, said string) (int, int) {
	sp, sa := -1, -1
	for i, a := range alts {
		switch {
		case a.literal:
		case a.class == Plain && a.spoken == said:
			sa = i
		case a.class != Plain && a.spoken == spelled:
			sp = i
		}
	}
	return sp, sa
}

func (s *Style) wordPrior() float64 {
	if s.WordReadingsPrior > 0 {
		return s.WordReadingsPrior
	}
	return DefaultWordReadingsPrior
}

// checkWordReadings refuses negative counts and a negative prior.
func (s *Style) checkWordReadings() error {
	if s.WordReadingsPrior < 0 || s.WordReadingsPrior != s.WordReadingsPrior {
		return fmt.Errorf("style: word_readings_prior %v is not a positive number", s.WordReadingsPrior)
	}
	for _, w := range sortedKeys(s.WordReadings) {
		if c := s.WordReadings[w]; c.Spelled < 0 || c.Said < 0 {
			return fmt.Errorf("style: word_readings %q has a negative count", w)
		}
	}
	return nil
}

// countWordReadings counts, over the pairs (with their counts), the
// Letters segments of one word whose gold takes only the spelled reading
// or only the said one (aliveStates: some derivation reaching the whole
// gold goes through it), keyed by the word as scanned. v's weights do not
// matter: which readings apply, and where they lead, does not depend on
// them.
func countWordReadings(v *Verbalizer, pairs []FitPair) (map[string]WordCounts, error) {
	out := map[string]WordCounts{}
	for _, p := range pairs {
		if p.Count <= 0 {
			continue
		}
		// Scanned in its reading form, so that the key is the word as the
		// scanner sees it (full-width letters folded).
		folded, _ := readingForm(p.Written)
		segs, err := v.scanFolded(folded)
		if err != nil {
			continue
		}
		want := Comparable(p.Spoken)
		alive := aliveStates(segs, want)
		if alive == nil {
			continue
		}
		for k := range segs {
			sg := &segs[k]
			if sg.punct || sg.class != Letters || len(sg.alts) < 2 {
				continue
			}
			w := folded[sg.start:sg.end]
			if strings.ContainsAny(w, " \t") {
				continue
			}
			sp, sa := spelledAndSaid(sg.alts, spellLetters(w), strings.ToLower(w))
			if sp < 0 || sa < 0 {
				continue
			}
			viable := func(a alt) bool {
				for _, pos := range alive[k] {
					if j, ok := advance(sg, a, want, pos); ok && containsInt(alive[k+1], j) {
						return true
					}
				}
				return false
			}
			spelled, said := viable(sg.alts[sp]), viable(sg.alts[sa])
			if spelled == said {
				continue
			}
			c := out[w]
			if spelled {
				c.Spelled += p.Count
			} else {
				c.Said += p.Count
			}
			out[w] = c
		}
	}
	return out, nil
}
