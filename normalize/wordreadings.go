package normalize

import (
	"fmt"
	"maps"
	"strings"
)

// DefaultWordReadingsPrior is the strength, in observations, of the prior
// that a word's learned counts are smoothed toward: the distribution the
// style's rules give the word's readings. Chosen on the development set
// (lines 2,001-7,551 of NeMo's GoogleTN.json) with counts from Google TN
// sentences 1-1,000 and development lines 1-3,000 (docs/STYLE-FIT.md,
// "Words the corpus has read").
const DefaultWordReadingsPrior = 0.1

// learnedReadings moves the distribution over the readings of one word w
// (a Letters segment: "UPA" said or "u p a" spelled; a Spelling one:
// "colour" kept or "color") to what the style's word_readings learned of
// w from a corpus, when it learned anything. Google TN's own classifier
// decides by the word, not by its shape: in the 7,551 sentences of NeMo's
// file none of the 11,386 words read one way only somewhere is read the
// other way elsewhere, and none of the 88 British spellings is both kept
// and Americanized, so a word the corpus has read is best read as it read
// it, and the rules (letters.go, spelling.go) decide only the words it
// has not seen.
//
// The distribution is the posterior mean of a Dirichlet prior centred on
// the rules' distribution q with strength α (word_readings_prior):
// P(r) = (n_r + α·q_r) / (N + α), N the word's counts over the readings
// the rules offer here: additive smoothing toward a backoff estimate, as
// in language modelling. A reading the corpus never took keeps α·q_r /
// (N + α), so it stays a variant.
//
// A capitalized or unknown word the style does not list takes Google TN's
// counts from the word lexicon (lexicon.go) the same way, those of the
// words the rules read in the same branch, kind (letters' first weight,
// or the rule's name), unless the style's words replace the default's,
// as guardLexicon lets it (a word seen once does not decide; accent names
// and vowelless capitals said are not read out); a reading a context rule
// decided has no branch (kind "") and reads none.
func (sc *scanner) learnedReadings(c Class, kind, w string, alts []alt) []alt {
	if len(alts) < 2 {
		return alts
	}
	counts, ok := sc.st.WordReadings[wordKey(c, w)]
	if !ok && c == Spelling {
		// A style fitted before British spellings were keyed in lower
		// case lists "Theatre" as written.
		counts, ok = sc.st.WordReadings[w]
	}
	if c == Letters && sc.v != nil && sc.v.lexiconTrace != nil {
		sc.v.lexiconTrace(kind, w)
	}
	fromLexicon := false
	if !ok && c == Letters && sc.st.readsLexicon() {
		counts, ok = sc.st.lexiconWords()[kind][w]
		fromLexicon = ok
	}
	if !ok {
		return alts
	}
	alpha := sc.st.wordPrior()
	if fromLexicon {
		if counts, alpha = guardLexicon(w, counts, alts, alpha, sc.st.lexiconMinCount()); counts == nil {
			return alts
		}
	}
	n := 0
	for _, a := range alts {
		n += counts[strings.ToLower(a.spoken)]
	}
	if n == 0 {
		return alts
	}
	var d dist
	for _, a := range alts {
		a.prob = (float64(counts[strings.ToLower(a.spoken)]) + alpha*a.prob) / (float64(n) + alpha)
		d.addAlt(a)
	}
	return d.done()
}

// withoutWordReadings returns s, or a shallow copy of it without learned
// words, its own or the word lexicon's, when it has some (the style whose
// weights a fit moves).
func (s *Style) withoutWordReadings() *Style {
	if len(s.WordReadings) == 0 && !s.readsLexicon() {
		return s
	}
	stripped := *s
	stripped.WordReadings = nil
	stripped.noLexicon = true
	return &stripped
}

func (s *Style) wordPrior() float64 {
	if s.WordReadingsPrior > 0 {
		return s.WordReadingsPrior
	}
	return DefaultWordReadingsPrior
}

// checkWordReadings refuses negative counts, empty readings, readings not
// in lower case, empty words or words with a space, and a negative prior:
// learnedReadings looks a reading up in lower case and the scanner's
// words have no space, so such an entry would silently never apply.
func (s *Style) checkWordReadings() error {
	if s.WordReadingsPrior < 0 || s.WordReadingsPrior != s.WordReadingsPrior {
		return fmt.Errorf("style: word_readings_prior %v is not a positive number", s.WordReadingsPrior)
	}
	if s.WordLexiconMinCount < 0 {
		return fmt.Errorf("style: word_lexicon_min_count %d is negative (0 is the default, %d; 1 lets one observation decide)", s.WordLexiconMinCount, DefaultWordLexiconMinCount)
	}
	// Every style load checks the words; only a bad style pays for the
	// sort that makes its error the same whatever the map order.
	badWord := func(w string) bool { return w == "" || strings.ContainsAny(w, " \t\n") }
	badReading := func(r string, n int) bool { return r == "" || n < 0 || r != strings.ToLower(r) }
	bad := func(w string) bool {
		if badWord(w) {
			return true
		}
		for r, n := range s.WordReadings[w] {
			if badReading(r, n) {
				return true
			}
		}
		return false
	}
	for w := range s.WordReadings {
		if !bad(w) {
			continue
		}
		for _, w := range sortedKeys(s.WordReadings) {
			if badWord(w) {
				return fmt.Errorf("style: word_readings %q: want a word as written, without spaces", w)
			}
			for _, r := range sortedKeys(s.WordReadings[w]) {
				if badReading(r, s.WordReadings[w][r]) {
					return fmt.Errorf("style: word_readings %q: reading %q has count %d (want a non-empty reading in lower case and a count >= 0)", w, r, s.WordReadings[w][r])
				}
			}
		}
	}
	return nil
}

// wordKey is the key word_readings lists a word of class c under: a
// capitalized or unknown word as written (US is not us, NASA not Nasa),
// a British spelling in lower case, since whether it is kept does not
// depend on its case ("Programme" at a sentence's start is read as
// "programme" elsewhere: of the 10 British spellings the fit half and the
// development set read in two cases, 9 are read the same way in both).
func wordKey(c Class, w string) string {
	if c == Spelling {
		return strings.ToLower(w)
	}
	return w
}

// learnedClass reports whether a segment of class c is one whose readings
// the style learns per word: capitalized and unknown words (spelled or
// said) and British spellings (kept or Americanized).
func learnedClass(c Class) bool { return c == Letters || c == Spelling }

// countWordReadings counts, over the pairs (with their counts), the
// segments of one word of a learned class whose gold goes through exactly
// one of their readings (aliveStates: some derivation reaching the whole
// gold passes through it), keyed by the word as scanned (wordKey) and the reading's
// spoken form, lower case. v's weights do not matter: which readings
// apply, and where they lead, does not depend on them.
func countWordReadings(v *Verbalizer, pairs []FitPair) map[string]map[string]int {
	return countReadingsOf(v, pairs, func(c Class, w string) (string, bool) { return wordKey(c, w), learnedClass(c) })
}

// countReadingsOf is countWordReadings with the segments' keys given by
// key (false: not counted).
func countReadingsOf(v *Verbalizer, pairs []FitPair, key func(c Class, w string) (string, bool)) map[string]map[string]int {
	out := map[string]map[string]int{}
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
			if sg.punct || !learnedClass(sg.class) || len(sg.alts) < 2 {
				continue
			}
			w := folded[sg.start:sg.end]
			if strings.ContainsAny(w, " \t") {
				continue
			}
			key, ok := key(sg.class, w)
			if !ok {
				continue
			}
			taken := -1
			for i, a := range sg.alts {
				if !readingAlive(sg, a, want, alive[k], alive[k+1]) {
					continue
				}
				if taken >= 0 {
					taken = -2 // two readings reach the gold: no evidence
					break
				}
				taken = i
			}
			if taken < 0 {
				continue
			}
			if strings.TrimSpace(sg.alts[taken].spoken) == "" {
				// A silent reading (Google TN leaves "U.S" out of a case
				// citation, "63 U.S . 1 44") is the context's doing, not the
				// word's reading; a style does not load with one.
				continue
			}
			if out[key] == nil {
				out[key] = map[string]int{}
			}
			out[key][strings.ToLower(sg.alts[taken].spoken)] += p.Count
		}
	}
	return out
}

// readingAlive reports whether reading a of sg leads from a position alive
// before it to one alive after it.
func readingAlive(sg *segment, a alt, want string, before, after []int) bool {
	for _, pos := range before {
		if j, ok := advance(sg, a, want, pos); ok && containsInt(after, j) {
			return true
		}
	}
	return false
}

// overlayWords returns base's learned words with over's in place of those
// over has (nil when both are empty); neither map is changed.
func overlayWords(base, over map[string]map[string]int) map[string]map[string]int {
	if len(base) == 0 {
		if len(over) == 0 {
			return nil
		}
		return over
	}
	out := make(map[string]map[string]int, len(base)+len(over))
	maps.Copy(out, base)
	maps.Copy(out, over)
	return out
}

// changedWords is the learned words of mine that def does not have with
// the same counts (nil when none): what a style file must list for
// ParseStyle, which merges its words over def's, to give mine back.
func changedWords(mine, def map[string]map[string]int) map[string]map[string]int {
	var out map[string]map[string]int
	for w, c := range mine {
		if d, ok := def[w]; ok && maps.Equal(c, d) {
			continue
		}
		if out == nil {
			out = map[string]map[string]int{}
		}
		out[w] = c
	}
	return out
}
