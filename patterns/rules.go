package patterns

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"
	"unicode"
)

// Separator splits a mismatch sequence into its written side (before) and
// its spoken side (after): {x y} -> {z} is [x, y, "|", z].
const Separator = "|"

// Rule kinds.
const (
	Removal   = "removal"   // written but not pronounced: remove from the written text
	Fixed     = "fixed"     // a stable written -> spoken mapping: legitimate, kept
	Ambiguous = "ambiguous" // neither: reported for a person to look at
)

// Mapping is one spoken side seen for a written side.
type Mapping struct {
	Spoken  []string `json:"spoken"`
	Support int      `json:"support"`
}

// Example is one mismatch sequence supporting a rule.
type Example struct {
	Written []string `json:"written"`
	Spoken  []string `json:"spoken"`
}

// Rule is one line of the rules JSONL that a person reviews: set Approved
// to true to have the pipeline apply it (only approved removal rules change
// data).
type Rule struct {
	Kind    string   `json:"kind"`
	Written []string `json:"written"`
	// Spoken is the dominant mapping of a fixed rule, empty otherwise.
	Spoken []string `json:"spoken"`
	// Support is the number of mismatches whose written side contains
	// Written (as a gapped subsequence): the support of [Written..., "|"].
	Support int `json:"support"`
	// Deletions counts the supporting mismatches whose spoken side is
	// empty: the written fragment went unsaid with nothing in its place.
	Deletions int `json:"deletions"`
	// Confidence: for a removal, 1 - (support of the strongest spoken
	// mapping) / Support, the share of occurrences with no consistent
	// spoken counterpart; for fixed and ambiguous, (support of the
	// strongest mapping) / Support.
	Confidence float64 `json:"confidence"`
	// Mappings are the strongest spoken sides (support descending).
	Mappings []Mapping `json:"mappings,omitempty"`
	// MaxSpan is the widest stretch of written tokens an occurrence of
	// Written covered in the mined data, gaps included; ApplyRemovals
	// matches within it, so a gapped rule like [ "[", "illustration", "]" ]
	// also removes the caption between the brackets.
	MaxSpan  int       `json:"max_span"`
	Examples []Example `json:"examples"`
	Approved bool      `json:"approved"`
}

// DeriveOptions tune DeriveRules.
type DeriveOptions struct {
	// RemovalShare r: a written side is a removal when no spoken mapping
	// reaches r times its support. Default 0.1.
	RemovalShare float64
	// DominanceShare d: a written side is a fixed mapping when its
	// strongest spoken mapping reaches d times its support and every
	// mapping incompatible with it (neither a subsequence nor a
	// supersequence of it) stays below d times the strongest. Default 0.5.
	DominanceShare float64
	// DeletionShare: a removal also needs at least this share of its
	// occurrences to be pure deletions (empty spoken side), which is how
	// "the top pattern has an empty spoken side" is read here; it keeps
	// words that ASR noise replaces by ever different words out of the
	// removals. Default 0.5.
	DeletionShare float64
	Examples      int // example sequences per rule; default 3
	Mappings      int // mappings listed per rule; default 5
}

func (o *DeriveOptions) defaults() {
	if o.RemovalShare <= 0 {
		o.RemovalShare = 0.1
	}
	if o.DominanceShare <= 0 {
		o.DominanceShare = 0.5
	}
	if o.DeletionShare <= 0 {
		o.DeletionShare = 0.5
	}
	if o.Examples <= 0 {
		o.Examples = 3
	}
	if o.Mappings <= 0 {
		o.Mappings = 5
	}
}

type group struct {
	written  []string
	support  int // of [written..., "|"]
	mappings []Mapping
}

// DeriveRules groups mined patterns (from mismatch sequences, see
// Separator) by their written side and classifies each group:
//
//   - the group's top pattern is [w..., "|"] (empty spoken side): by
//     anti-monotonicity no [w..., "|", s...] can have a higher support;
//   - removal: no spoken mapping reaches RemovalShare * top, and at least
//     DeletionShare of the occurrences are pure deletions;
//   - fixed: one mapping dominates (see DominanceShare);
//   - ambiguous: the rest.
//
// Groups that are not closed are dropped: when a written side w' one item
// longer than w contains w and has the same support, every occurrence of w
// is inside an occurrence of w', so the longer rule says it all. Patterns
// with an empty written side (insertions) cannot be rules and are ignored.
// db is the mined sequence database: it supplies examples and spans.
// Rules come out by kind (removal, fixed, ambiguous), then support
// descending, then written side.
func DeriveRules(db *Database, results []Result, opt DeriveOptions) []Rule {
	return Derive(db, results, opt).Rules
}

// Derivation is what Derive found: the rules, and the written fragments
// made only of punctuation that would have been removals.
type Derivation struct {
	Rules []Rule
	// PunctuationOnly counts the written sides made only of punctuation
	// (Unicode P*: . , " ...). Punctuation is never spoken, so its absence
	// from the spoken side is what every correct pair shows, not text that
	// went unsaid: as a removal it would strip the punctuation a
	// formatting model must learn to restore, and as a fixed or ambiguous
	// rule it only echoes its neighbours ("mr ." -> "mister"). They are
	// not proposed as rules of any kind.
	PunctuationOnly int
	// PunctuationSupport is their summed support; PunctuationExamples
	// the strongest few (support descending).
	PunctuationSupport  int
	PunctuationExamples [][]string
}

// Derive is DeriveRules with the count of punctuation-only fragments it
// left out (see Derivation).
func Derive(db *Database, results []Result, opt DeriveOptions) Derivation {
	items := make([][]byte, db.NumItems())
	for i := range items {
		items[i] = []byte(db.Item(int32(i)))
	}
	d, _ := DeriveStream(func(add func(seq [][]byte)) error {
		var toks [][]byte
		for i := range db.Len() {
			toks = toks[:0]
			for _, it := range db.Seq(i) {
				toks = append(toks, items[it])
			}
			add(toks)
		}
		return nil
	}, results, opt)
	return d
}

// Sequences hands every mismatch sequence to add as its tokens' bytes, in
// order (ScanJSONL's form: a file read line by line; a Database); an error
// stops it. add does not keep seq.
type Sequences func(add func(seq [][]byte)) error

// DeriveStream is Derive over sequences read once, in order, from seqs:
// the mismatches are never held together, so its memory is the patterns,
// the rules' trie and their few examples, however many mismatches there
// are (mine-pairs derives its rules after a pipeline that may have mined
// millions). It returns what Derive(db, ...) returns for a Database of the
// same sequences, byte for byte once written.
func DeriveStream(seqs Sequences, results []Result, opt DeriveOptions) (Derivation, error) {
	opt.defaults()
	var d Derivation
	groups := map[string]*group{}
	key := func(w []string) string { return strings.Join(w, "\x00") }
	var order []string
	for _, r := range results {
		i := slices.Index(r.Pattern, Separator)
		if i <= 0 || slices.Contains(r.Pattern[i+1:], Separator) {
			continue
		}
		k := key(r.Pattern[:i])
		g := groups[k]
		if g == nil {
			g = &group{written: r.Pattern[:i]}
			groups[k] = g
			order = append(order, k)
		}
		if i == len(r.Pattern)-1 {
			g.support = r.Support
		} else {
			g.mappings = append(g.mappings, Mapping{Spoken: r.Pattern[i+1:], Support: r.Support})
		}
	}
	sort.Strings(order) // no map order in the output

	// Closedness: mark every w that is w' minus one item with equal support.
	open := map[string]bool{}
	for _, k := range order {
		g := groups[k]
		if g.support == 0 || len(g.written) < 2 {
			continue
		}
		for d := range g.written {
			sub := slices.Concat(g.written[:d], g.written[d+1:])
			if h := groups[key(sub)]; h != nil && h.support == g.support {
				open[key(sub)] = true
			}
		}
	}

	var kept []*group
	for _, k := range order {
		if g := groups[k]; g.support > 0 && !open[k] {
			kept = append(kept, g) // else [w, "|"] was cut by maxlen, or w is not closed
		}
	}
	for _, g := range kept {
		sort.SliceStable(g.mappings, func(i, j int) bool {
			a, b := g.mappings[i], g.mappings[j]
			if a.Support != b.Support {
				return a.Support > b.Support
			}
			if len(a.Spoken) != len(b.Spoken) {
				return len(a.Spoken) > len(b.Spoken) // the fullest reading first
			}
			return slices.Compare(a.Spoken, b.Spoken) < 0
		})
	}

	// One pass over the data gathers everything a rule needs, whatever its
	// kind turns out to be: per kept group, the pure deletions containing
	// [w, "|"] (deletions counter, fed only sequences ending in "|"), and
	// examples and the written span of [w, "|"] and, for a group with
	// mappings, examples of [w, "|", its strongest spoken side] (a fixed
	// rule's). Each candidate's counts do not depend on the others in the
	// trie, so this equals counting each kind's candidates apart.
	written := make([][]string, len(kept))
	cands := make([][]string, 0, 2*len(kept))
	fixedCand := make([]int, len(kept))
	for i, g := range kept {
		written[i] = append(slices.Clone(g.written), Separator)
		cands = append(cands, written[i])
	}
	for i, g := range kept {
		fixedCand[i] = -1
		if len(g.mappings) > 0 {
			fixedCand[i] = len(cands)
			cands = append(cands, append(slices.Clone(written[i]), g.mappings[0].Spoken...))
		}
	}
	dels := NewOccurrenceCounter(written, 0)
	occ := NewOccurrenceCounter(cands, opt.Examples)
	err := seqs(func(seq [][]byte) {
		if len(seq) > 0 && string(seq[len(seq)-1]) == Separator {
			dels.AddBytes(seq)
		}
		occ.AddBytes(seq)
	})
	if err != nil {
		return Derivation{}, err
	}
	deletions := dels.Stats().Supports
	spans := occ.Stats().PrefixSpan

	var rules []Rule
	var punct []*group
	var exampleOf []int // per rule: its candidate in occ
	for gi, g := range kept {
		r := Rule{Written: g.written, Spoken: []string{}, Support: g.support, Deletions: deletions[gi], MaxSpan: spans[gi]}
		best := 0
		if len(g.mappings) > 0 {
			best = g.mappings[0].Support
		}
		ex := gi
		switch {
		case punctuationOnly(g.written):
			d.PunctuationOnly++
			d.PunctuationSupport += g.support
			punct = append(punct, g)
			continue
		case float64(best) < opt.RemovalShare*float64(g.support) &&
			float64(r.Deletions) >= opt.DeletionShare*float64(g.support):
			r.Kind = Removal
			r.Confidence = 1 - float64(best)/float64(g.support)
		case float64(best) >= opt.DominanceShare*float64(g.support) && dominates(g.mappings, opt.DominanceShare):
			r.Kind = Fixed
			r.Spoken = g.mappings[0].Spoken
			r.Confidence = float64(best) / float64(g.support)
			ex = fixedCand[gi]
		default:
			r.Kind = Ambiguous
			r.Confidence = float64(best) / float64(g.support)
		}
		r.Mappings = g.mappings[:min(len(g.mappings), opt.Mappings)]
		rules = append(rules, r)
		exampleOf = append(exampleOf, ex)
	}
	for i := range rules {
		for _, s := range occ.ExampleSeqs(exampleOf[i]) {
			rules[i].Examples = append(rules[i].Examples, splitMismatch(s))
		}
	}
	kindRank := map[string]int{Removal: 0, Fixed: 1, Ambiguous: 2}
	sort.SliceStable(rules, func(i, j int) bool {
		a, b := rules[i], rules[j]
		if a.Kind != b.Kind {
			return kindRank[a.Kind] < kindRank[b.Kind]
		}
		if a.Support != b.Support {
			return a.Support > b.Support
		}
		return slices.Compare(a.Written, b.Written) < 0
	})
	d.Rules = rules
	sort.SliceStable(punct, func(i, j int) bool {
		if punct[i].support != punct[j].support {
			return punct[i].support > punct[j].support
		}
		return slices.Compare(punct[i].written, punct[j].written) < 0
	})
	for _, g := range punct[:min(len(punct), 5)] {
		d.PunctuationExamples = append(d.PunctuationExamples, g.written)
	}
	return d, nil
}

// punctuationOnly reports whether every character of every token is
// punctuation: Unicode's P*, and the grave and acute accents that stand for
// quotes and apostrophes in tokenized text (GTN's PTB opening quote, two
// grave accents, Unicode Sk): mine-pairs proposed removing it as if it were
// a word.
func punctuationOnly(written []string) bool {
	for _, tok := range written {
		if tok == "" {
			return false
		}
		for _, c := range tok {
			if !unicode.IsPunct(c) && c != '`' && c != '\u00b4' {
				return false
			}
		}
	}
	return len(written) > 0
}

// dominates reports whether the first (strongest) mapping leaves every
// incompatible mapping below share times its own support. Mappings that
// are parts of it ("nineteen" of "nineteen sixty nine") or extend it are
// the same reading, not competitors.
func dominates(ms []Mapping, share float64) bool {
	top := ms[0]
	for _, m := range ms[1:] {
		if isSubseq(m.Spoken, top.Spoken) || isSubseq(top.Spoken, m.Spoken) {
			continue
		}
		if float64(m.Support) >= share*float64(top.Support) {
			return false
		}
	}
	return true
}

func isSubseq(p, s []string) bool {
	j := 0
	for _, x := range s {
		if j < len(p) && p[j] == x {
			j++
		}
	}
	return j == len(p)
}

func splitMismatch(seq []string) Example {
	i := slices.Index(seq, Separator)
	if i < 0 {
		return Example{Written: seq, Spoken: []string{}}
	}
	return Example{Written: seq[:i], Spoken: seq[i+1:]}
}

// WriteRules writes one rule per line.
func WriteRules(w io.Writer, rules []Rule) error {
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	for _, r := range rules {
		if err := enc.Encode(r); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// ReadRules reads a rules JSONL file (as written by WriteRules and edited
// by a reviewer). Errors name the input and line.
func ReadRules(r io.Reader, name string) ([]Rule, error) {
	var rules []Rule
	err := scanLines(r, name, func(line int, b []byte) error {
		var rule Rule
		dec := json.NewDecoder(strings.NewReader(string(b)))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&rule); err != nil {
			return fmt.Errorf("%s:%d: invalid rule JSON: %v", name, line, err)
		}
		switch {
		case rule.Kind != Removal && rule.Kind != Fixed && rule.Kind != Ambiguous:
			return fmt.Errorf("%s:%d: unknown rule kind %q (want removal, fixed or ambiguous)", name, line, rule.Kind)
		case len(rule.Written) == 0:
			return fmt.Errorf("%s:%d: rule with an empty written side", name, line)
		case rule.MaxSpan != 0 && rule.MaxSpan < len(rule.Written):
			return fmt.Errorf("%s:%d: max_span %d shorter than the written side (%d tokens)", name, line, rule.MaxSpan, len(rule.Written))
		}
		rules = append(rules, rule)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return rules, nil
}

// ErrNoApprovedRules is returned by ApprovedRemovals for a file that
// approves nothing, which is almost always a review not yet done.
var ErrNoApprovedRules = errors.New("no approved removal rules")

// ApprovedRemovals keeps the approved removal rules, in file order. A file
// without one is ErrNoApprovedRules saying what the file holds instead:
// "no approved removal rules" alone, after a review that approved every
// one of a mine-pairs run's fixed rules, read as a fault of the file.
func ApprovedRemovals(rules []Rule) ([]Rule, error) {
	var out []Rule
	removals, approvedOther := 0, 0
	for _, r := range rules {
		switch {
		case r.Kind == Removal && r.Approved:
			out = append(out, r)
		case r.Kind == Removal:
			removals++
		case r.Approved:
			approvedOther++
		}
	}
	switch {
	case len(out) > 0:
		return out, nil
	// One is one ("its 1 approved rule is"; it said "its 1 approved
	// rules are" of a mine-pairs result's one fixed rule, approved).
	case removals == 1:
		return nil, fmt.Errorf("%w: its 1 removal rule is not approved (review it with itnprep view, or set \"approved\": true on it to apply it)", ErrNoApprovedRules)
	case removals > 0:
		return nil, fmt.Errorf("%w: none of its %d removal rules is approved (review them with itnprep view, or set \"approved\": true on those to apply)", ErrNoApprovedRules, removals)
	case approvedOther == 1:
		return nil, fmt.Errorf("%w: it holds no removal rule; its 1 approved rule is fixed or ambiguous, which changes no data (only removal rules are applied: the run needs no --rules)", ErrNoApprovedRules)
	case approvedOther > 0:
		return nil, fmt.Errorf("%w: it holds no removal rule; its %d approved rules are fixed or ambiguous, which change no data (only removal rules are applied: the run needs no --rules)", ErrNoApprovedRules, approvedOther)
	case len(rules) > 0:
		return nil, fmt.Errorf("%w: it holds no removal rule, only fixed or ambiguous ones, which change no data (the run needs no --rules)", ErrNoApprovedRules)
	}
	return nil, fmt.Errorf("%w: it holds no rule", ErrNoApprovedRules)
}
