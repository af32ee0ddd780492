package normalize

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// defaultStyleJSON is the built-in house style. It is data, not code,
// because the target format differs per team: a team overrides it with
// --style instead of patching the verbalizer.
//
//go:embed data/style.json
var defaultStyleJSON []byte

// Style is a house style: the distribution of every class over its named
// readings and the lexicons the classes draw on. Load one with
// DefaultStyle or ParseStyle.
type Style struct {
	Doc           string                  `json:"doc"`
	Distributions map[string]Distribution `json:"distributions"`
	Units         map[string]Unit         `json:"units"`
	Currencies    map[string]Currency     `json:"currencies"`
	// PerUnits are units read only after a slash ("$1/d", "12/wk"), where
	// they cannot be mistaken for a letter or a word.
	PerUnits map[string]Unit `json:"per_units"`
	// MoneyScales maps a scale word written after an amount ("$2 bn") to
	// its spoken form.
	MoneyScales map[string]string `json:"money_scales"`
	// Abbreviations maps a written abbreviation, with its period, to its
	// readings. A reading with a Context applies only there; readings
	// without one apply when no contextual reading does.
	Abbreviations map[string][]Reading `json:"abbreviations"`
	// AbbreviationDotOptional lists abbreviations (without period) also
	// expanded when written without it ("Mr Smith", "vs").
	AbbreviationDotOptional []string `json:"abbreviation_dot_optional"`
	// AcronymsAsWords are all-caps tokens said as words (NASA), not spelled.
	AcronymsAsWords []string `json:"acronyms_as_words"`
	// Initialisms are all-caps tokens spelled though the pronouncing
	// dictionary or the names list has them as words (CIA, DEA).
	Initialisms []string `json:"initialisms"`
	// SpelledInURLs are letter runs inside emails and URLs usually spelled.
	SpelledInURLs []string `json:"spelled_in_urls"`
	// WordsInURLs are letter runs inside emails and URLs always said as
	// words (com, gmail).
	WordsInURLs []string `json:"words_in_urls"`
	TimeZones   []string `json:"time_zones"`
	// USStates maps two-letter state codes to names, read as names in
	// address context (", CA").
	USStates map[string]string `json:"us_states"`
	// RomanKeywords are words after which a roman numeral is a cardinal
	// (Chapter XIV), matched case-insensitively.
	RomanKeywords []string `json:"roman_keywords"`
	// RegnalNames are names of monarchs and popes, after which a roman
	// numeral is "the eighth" (Henry VIII, Benedict XVI); after other
	// names Google TN mostly reads a cardinal (Crocodile Dundee II).
	RegnalNames []string             `json:"regnal_names"`
	Symbols     map[string][]Reading `json:"symbols"`
	// WordReadings are how a corpus read words the rules read more than
	// one way (UPA said "upa", EPA spelled "e p a", colour Americanized
	// "color": Letters and Spelling segments), counted per reading by
	// style fit (Fitter.Fit); a word listed is read as the corpus read it,
	// smoothed toward the rules' distribution with strength
	// WordReadingsPrior (0: DefaultWordReadingsPrior). Keys are the words
	// as written, case and all (a British spelling in lower case:
	// wordKey); readings are spoken forms, lower case.
	WordReadings      map[string]map[string]int `json:"word_readings,omitempty"`
	WordReadingsPrior float64                   `json:"word_readings_prior,omitempty"`
	// WordReadingsReplace, in a style file, makes its word_readings the
	// style's only learned words instead of merging them over the
	// default's (learned from Google TN sentences 1-1,000): a style fitted
	// on a corpus with another house style need not read those words as
	// Google TN did; nor does it read the words of the word lexicon
	// (lexicon.go), counted on more of Google TN's sentences. `style fit
	// --corpus-words-only` writes it.
	WordReadingsReplace bool `json:"word_readings_replace,omitempty"`
	// WordLexiconMinCount is the fewest observations of a word in the
	// word lexicon (lexicon.go) that may put first a reading the rules put
	// second (0: DefaultWordLexiconMinCount, 2). 1 lets a word Google TN
	// read once be read as it read it, quirks and all ("WHO" said, "JSON"
	// spelled): for data that should match Google TN's house style rather
	// than how people say the word; a word seen fewer times only raises
	// the reading it saw (guardLexicon).
	WordLexiconMinCount int `json:"word_lexicon_min_count,omitempty"`

	// noLexicon leaves the word lexicon (lexicon.go) unread: the style a
	// fit moves the weights of (withoutWordReadings).
	noLexicon bool
	// lexicon, set by tests only, is read in place of the shipped word
	// lexicon (cross-validation counts one on part of the data).
	lexicon map[string]map[string]map[string]int

	// Lookup sets built by prepare.
	acronymWords map[string]bool
	initialisms  map[string]bool
	spelledURL   map[string]bool
	wordURL      map[string]bool
	timeZones    map[string]bool
	romanKW      map[string]bool
	regnal       map[string]bool
	dotOptional  map[string]string // lower-case bare form -> key with period
	abbrevLower  map[string]string // lower-case key -> key
	unitLower    map[string]string
	maxUnitLen   int
	curKeys      []string  // longest first, so US$ wins over $
	curFirst     [256]bool // the first bytes of curKeys
	curAnywhere  bool      // an empty key in curKeys
	perUnitKeys  []string  // longest first
	// Weights of the hot number paths, looked up once: cardinal and
	// cardinal_long readings, and the zero styles.
	cardW [2]cardinalWeights
	zeroW [3]float64
}

type cardinalWeights struct{ american, britishAnd, britishLast, hundreds, pairs, digits float64 }

// Distribution is one class's weights over its named readings, with the
// documentation of what each reading is.
type Distribution struct {
	Doc     string             `json:"doc"`
	Weights map[string]float64 `json:"weights"`
	// Pinned names readings whose weights were set by hand after review
	// and that `style fit` keeps as they are (FitStyle fits the others):
	// where the fitting data hold too few cases to move them and other
	// studied data say more (docs/STYLE-FIT.md "Pinned weights").
	Pinned []string `json:"pinned,omitempty"`
}

// Unit is a measurement unit's spoken forms. Ambiguous units (s, m, in)
// are also read literally, since "80 s" may be a letter. AttachedOnly
// units are units only when written against the number ("5in", "4x"), not
// after a space ("5 in the morning").
type Unit struct {
	Singular     string `json:"singular"`
	Plural       string `json:"plural"`
	Ambiguous    bool   `json:"ambiguous,omitempty"`
	AttachedOnly bool   `json:"attached_only,omitempty"`
	// Also is a second spoken form, the same in singular and plural,
	// that Google TN uses beside the name: cm3 is "c c" as often as
	// "cubic centimeters". Weighted by measure also_name / also.
	Also string `json:"also,omitempty"`
}

// Currency is a currency's spoken forms. Prefix is said before the amount
// ("US $5" -> "us five dollars").
type Currency struct {
	Singular      string `json:"singular"`
	Plural        string `json:"plural"`
	MinorSingular string `json:"minor_singular,omitempty"`
	MinorPlural   string `json:"minor_plural,omitempty"`
	Prefix        string `json:"prefix,omitempty"`
}

// Reading is one weighted spoken form of a lexicon entry. Context is
// "" (anywhere), "before_name" (a capitalized word follows), "after_name"
// (a capitalized word or number precedes), "before_number",
// "between_numbers", "after_note" (a note's letter A-G written against
// it: "C#"), "after_ordinal" (an ordinal precedes: "2nd St."; these
// readings alone apply there), "before_letter" (a lone capital letter
// follows: "Ste. A"; these readings alone apply there), "mid_sentence"
// (the period ends no sentence: "max. 20", "Max. Temp." but not "up to
// the max."), "closing_number" (after a number or a month, only
// punctuation after it: "1-5 May incl."), "after_number" (right after a
// number, whatever follows: "pp. 100 ff. and 200 ff.") or "before_year" (a year
// 1000-2099 follows and ends its number: "Fed. Cir. 2019", not "Cir. 5
// pm") or "tokenized" (the abbreviation written apart from its period,
// as tokenized text has it: "eds ."; these readings alone apply there,
// in place of the abbreviation_form weights, and never to "eds.").
// ParseStyle refuses any other context.
type Reading struct {
	Spoken  string  `json:"spoken"`
	Weight  float64 `json:"weight"`
	Context string  `json:"context,omitempty"`
}

// readingContexts are the contexts a Reading may name (contextHolds): a
// style file with any other (a typo, "before_numbers") is refused, since
// its reading would silently never apply.
var readingContexts = map[string]bool{"": true, "before_name": true, "after_name": true,
	"before_number": true, "between_numbers": true, "after_note": true, "after_ordinal": true,
	"before_letter": true, "mid_sentence": true, "closing_number": true, "after_number": true, "before_year": true, "tokenized": true}

func knownContexts() string {
	var ks []string
	for k := range readingContexts {
		if k != "" {
			ks = append(ks, k)
		}
	}
	sort.Strings(ks)
	return strings.Join(ks, ", ")
}

// DefaultStyle returns a fresh copy of the embedded house style.
func DefaultStyle() *Style {
	s, err := ParseStyle(nil)
	if err != nil {
		panic("normalize: embedded style is invalid: " + err.Error())
	}
	return s
}

// ParseStyle returns the default style overridden by the JSON in data
// (nil for none). Maps are merged key by key (a distribution replaces the
// default one of that class as a whole), lists are replaced. A
// distribution given in data names exactly the readings of the default
// one, a weight of 0 dropping a reading: a reading it lacks (a style file
// written by an older itnprep, before the reading existed) or one the
// verbalizer does not know (a typo) is an error naming them, since
// either would silently change what is read.
func ParseStyle(data []byte) (*Style, error) {
	s := &Style{}
	if err := json.Unmarshal(defaultStyleJSON, s); err != nil {
		return nil, fmt.Errorf("embedded style: %w", err)
	}
	var def map[string]Distribution
	if len(bytes.TrimSpace(data)) > 0 {
		def = s.Distributions
		s.Distributions = make(map[string]Distribution, len(def))
		for n, d := range def {
			s.Distributions[n] = d
		}
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.DisallowUnknownFields()
		if err := dec.Decode(s); err != nil {
			return nil, fmt.Errorf("style: %w", err)
		}
		if s.WordReadingsReplace {
			// Decoding merged the file's words over the default's;
			// keep the file's alone.
			var own struct {
				WordReadings map[string]map[string]int `json:"word_readings"`
			}
			if err := json.Unmarshal(data, &own); err != nil {
				return nil, fmt.Errorf("style: %w", err)
			}
			s.WordReadings = own.WordReadings
		}
	}
	if err := s.prepare(); err != nil {
		return nil, err
	}
	if def != nil {
		if err := checkReadingNames(s.Distributions, def); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// Marshal returns the style as JSON that ParseStyle turns back into the
// same style, so a pipeline can ship a loaded style to its workers.
func (s *Style) Marshal() ([]byte, error) {
	return json.Marshal(s)
}

// checkReadingNames checks that every distribution names the readings of the
// default one of its class, and that no distribution is of a class the
// default lacks.
func checkReadingNames(got, def map[string]Distribution) error {
	for _, n := range sortedKeys(got) {
		d, ok := def[n]
		if !ok {
			return fmt.Errorf("style: unknown distribution %s (known: %s)", n, strings.Join(sortedKeys(def), ", "))
		}
		var missing, unknown []string
		for _, r := range sortedKeys(d.Weights) {
			if _, ok := got[n].Weights[r]; !ok {
				missing = append(missing, r)
			}
		}
		for _, r := range sortedKeys(got[n].Weights) {
			if _, ok := d.Weights[r]; !ok {
				unknown = append(unknown, r)
			}
		}
		if len(unknown) > 0 {
			return fmt.Errorf("style: distribution %s: unknown reading %s (known: %s)", n, strings.Join(unknown, ", "), strings.Join(sortedKeys(d.Weights), ", "))
		}
		if len(missing) > 0 {
			return fmt.Errorf("style: distribution %s lacks reading %s: give every reading of the class a weight (0 drops it), or refit the file with this version's itnprep style fit", n, strings.Join(missing, ", "))
		}
	}
	return nil
}

// checkReadings checks a table of readings (the abbreviations', the
// symbols'), in sorted order of its keys: every weight a number not below
// 0, every context a known one. what names the table's entries in the
// error.
func checkReadings(what string, table map[string][]Reading) error {
	for _, k := range sortedKeys(table) {
		for _, r := range table[k] {
			if r.Weight < 0 || r.Weight != r.Weight {
				return fmt.Errorf("style: %s %q has invalid weight %v", what, k, r.Weight)
			}
			if !readingContexts[r.Context] {
				return fmt.Errorf("style: %s %q: unknown context %q (known: %s)", what, k, r.Context, knownContexts())
			}
		}
	}
	return nil
}

func (s *Style) prepare() error {
	if err := s.prepareWeights(); err != nil {
		return err
	}
	if err := s.checkWordReadings(); err != nil {
		return err
	}
	s.prepareTables()
	return nil
}

// prepareWeights checks the style's weights (its distributions', symbols'
// and abbreviations') and derives the tables read from them (cardW,
// zeroW): all that a change of weights alone changes (Fitter.build).
func (s *Style) prepareWeights() error {
	// Keys are visited in sorted order so that the error reported for a
	// bad style does not depend on map order.
	for _, n := range sortedKeys(s.Distributions) {
		d := s.Distributions[n]
		total := 0.0
		for _, r := range sortedKeys(d.Weights) {
			w := d.Weights[r]
			if w < 0 || w != w {
				return fmt.Errorf("style: distribution %s: reading %s has invalid weight %v", n, r, w)
			}
			total += w
		}
		if total <= 0 {
			return fmt.Errorf("style: distribution %s has no positive weight", n)
		}
		for _, r := range d.Pinned {
			if _, ok := d.Weights[r]; !ok {
				return fmt.Errorf("style: distribution %s: pinned reading %s has no weight", n, r)
			}
		}
	}
	if err := checkReadings("abbreviation", s.Abbreviations); err != nil {
		return err
	}
	if err := checkReadings("symbol", s.Symbols); err != nil {
		return err
	}
	for i, class := range []string{"cardinal", "cardinal_long"} {
		w := s.Distributions[class].Weights
		s.cardW[i] = cardinalWeights{w["american"], w["british_and"], w["british_last"], w["hundreds"], w["pairs"], w["digits"]}
	}
	for i, z := range []string{"zero", "oh", "o"} {
		s.zeroW[i] = s.w("zero", z)
	}
	return nil
}

// prepareTables derives the lookup tables read from the style's lists and
// its lexicons' keys (never from a weight).
func (s *Style) prepareTables() {
	s.acronymWords = setOf(s.AcronymsAsWords, false)
	s.initialisms = setOf(s.Initialisms, false)
	s.spelledURL = setOf(s.SpelledInURLs, true)
	s.wordURL = setOf(s.WordsInURLs, true)
	s.timeZones = setOf(s.TimeZones, true)
	s.romanKW = setOf(s.RomanKeywords, true)
	s.regnal = setOf(s.RegnalNames, true)
	s.abbrevLower = map[string]string{}
	for k := range s.Abbreviations {
		// Keys differing only in case: the smallest wins, whatever the
		// map order.
		lk := strings.ToLower(k)
		if prev, ok := s.abbrevLower[lk]; !ok || k < prev {
			s.abbrevLower[lk] = k
		}
	}
	s.perUnitKeys = s.perUnitKeys[:0]
	for k := range s.PerUnits {
		s.perUnitKeys = append(s.perUnitKeys, k)
	}
	sort.Slice(s.perUnitKeys, func(i, j int) bool {
		a, b := s.perUnitKeys[i], s.perUnitKeys[j]
		if len(a) != len(b) {
			return len(a) > len(b)
		}
		return a < b
	})
	s.dotOptional = map[string]string{}
	for _, k := range s.AbbreviationDotOptional {
		if key, ok := s.abbrevLower[strings.ToLower(k)+"."]; ok {
			s.dotOptional[strings.ToLower(k)] = key
		}
	}
	s.curKeys = s.curKeys[:0]
	for k := range s.Currencies {
		s.curKeys = append(s.curKeys, k)
	}
	sort.Slice(s.curKeys, func(i, j int) bool {
		if len(s.curKeys[i]) != len(s.curKeys[j]) {
			return len(s.curKeys[i]) > len(s.curKeys[j])
		}
		return s.curKeys[i] < s.curKeys[j]
	})
	s.curFirst = [256]bool{}
	for _, k := range s.curKeys {
		if k == "" {
			// An empty key starts anywhere (and at the end).
			for b := range s.curFirst {
				s.curFirst[b] = true
			}
			s.curAnywhere = true
			continue
		}
		s.curFirst[k[0]] = true
	}
	s.unitLower = map[string]string{}
	s.maxUnitLen = 0
	for k := range s.Units {
		if len(k) > s.maxUnitLen {
			s.maxUnitLen = len(k)
		}
		lk := strings.ToLower(k)
		// Only units of two letters or more fold case: "M" and "m" differ;
		// so do those of caseExactUnits.
		if len(k) >= 2 && !caseExactUnits[k] {
			if prev, ok := s.unitLower[lk]; !ok || k < prev {
				s.unitLower[lk] = k
			}
		}
	}
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func setOf(xs []string, lower bool) map[string]bool {
	m := make(map[string]bool, len(xs))
	for _, x := range xs {
		if lower {
			x = strings.ToLower(x)
		}
		m[x] = true
	}
	return m
}

// w returns the weight of a reading of a class, 0 when absent.
func (s *Style) w(class, reading string) float64 {
	return s.Distributions[class].Weights[reading]
}

// caseExactUnits are units read only as written: "HPA" in capitals is
// the hypothalamic-pituitary-adrenal axis ("the 2 HPA axis" was "two
// hectopascals axis"), "MPC" a monetary policy committee ("All 9 MPC
// members" was "nine megaparsecs members"); "Nm" (newton meters) keeps
// "NM" folding to nanomolar as before it joined. "gm" and "gms" (grams,
// as Indian English writes them) are lower case only: "5 GM plants" are
// General Motors'.
var caseExactUnits = map[string]bool{"hPa": true, "Mpc": true, "kpc": true, "Nm": true, "gm": true, "gms": true}

// lookupUnit finds a unit by exact spelling, then case-folded.
func (s *Style) lookupUnit(u string) (Unit, bool) {
	if x, ok := s.Units[u]; ok {
		return x, true
	}
	if k, ok := s.unitLower[strings.ToLower(u)]; ok {
		return s.Units[k], true
	}
	return Unit{}, false
}

func jsonMarshalIndent(v any) ([]byte, error) {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}
