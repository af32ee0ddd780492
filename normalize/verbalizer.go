package normalize

import (
	"container/heap"
	"crypto/sha256"
	"encoding/binary"
	"math"
	"math/rand/v2"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/itnprep/itnprep/internal/textfold"
)

// Class names a semiotic class: the kind of written token a span came from.
type Class string

// The semiotic classes. Plain words and punctuation get no span.
const (
	Plain        Class = "plain"
	Punct        Class = "punct"
	Cardinal     Class = "cardinal"
	Ordinal      Class = "ordinal"
	Decimal      Class = "decimal"
	Fraction     Class = "fraction"
	Money        Class = "money"
	Measure      Class = "measure"
	Date         Class = "date"
	Time         Class = "time"
	Year         Class = "year"
	Telephone    Class = "telephone"
	Digits       Class = "digits"
	Electronic   Class = "electronic"
	Letters      Class = "letters"
	Abbreviation Class = "abbreviation"
	Roman        Class = "roman"
	Symbol       Class = "symbol"
	Range        Class = "range"
)

// Span ties a written token to its spoken words in one variant. Offsets
// are byte offsets into the written text and into Variant.Spoken (Go
// string indexing, half-open: Written == text[WrittenStart:WrittenEnd]).
type Span struct {
	Class        Class  `json:"class"`
	Written      string `json:"written"`
	Spoken       string `json:"spoken"`
	WrittenStart int    `json:"written_start"`
	WrittenEnd   int    `json:"written_end"`
	SpokenStart  int    `json:"spoken_start"`
	SpokenEnd    int    `json:"spoken_end"`
}

// Variant is one spoken form of a written sentence. Prob is its
// probability under the house style: the product of the chosen reading of
// every token, summed over the derivations giving the same string (among
// those enumerated). Spans cover the verbalized tokens only (not plain
// words or punctuation), in order.
type Variant struct {
	Spoken string  `json:"spoken"`
	Prob   float64 `json:"prob"`
	Spans  []Span  `json:"spans"`
}

// Options changes how the spoken text is rendered.
type Options struct {
	// KeepCasePunct keeps plain words' case and the written punctuation,
	// for training punctuation and truecasing models. Verbalized tokens are
	// lower case either way. The default is lower case, no punctuation.
	KeepCasePunct bool
}

// MaxVariants bounds Variants when asked for all of them: a sentence with
// many ambiguous tokens has exponentially many verbalizations.
const MaxVariants = 4096

// Verbalizer turns written English into spoken forms under a house style.
// It is immutable after New and safe for concurrent use.
type Verbalizer struct {
	style *Style
	opts  Options
	// years keeps bareYearAlts' readings of the 4-digit numbers 1000-2099
	// by digits and weights (yearKey; at most 1,100 numbers times the
	// style's few weight pairs): the same every time for one style, and
	// worked out again at each bare number they were most of a scan of
	// "1832.".
	years *sync.Map
	// cardinals keeps cardinalAlts' readings of numbers of up to four
	// digits by digits and grouping (cardinalKey; at most 22,220): the
	// same every time for one style, asked at every such number by the
	// number's, money's and a measure's readings.
	cardinals *sync.Map
	// saidSpelledTrace, set by tests only, is told of each token a
	// said-or-spelled model weighs (saidspelled.go): the class and the
	// token. TestSaidSpelledModelIsTheFit collects its data so.
	saidSpelledTrace func(class, w string)
	// lexiconTrace, set by tests only, is told of each capitalized or
	// unknown word whose readings the word lexicon may move (lexicon.go):
	// the rules' branch and the word. TestWordLexiconIsTheCount counts
	// it so.
	lexiconTrace func(kind, w string)
}

// New returns a verbalizer for style (nil: DefaultStyle) and options.
func New(style *Style, opts Options) *Verbalizer {
	if style == nil {
		style = DefaultStyle()
	}
	return &Verbalizer{style: style, opts: opts, years: new(sync.Map), cardinals: new(sync.Map)}
}

// Style returns the house style in use.
func (v *Verbalizer) Style() *Style { return v.style }

// Variants returns the most probable verbalizations of text, most
// probable first, at most max of them (max <= 0 or above MaxVariants:
// MaxVariants). Ties are broken by the order of the readings in each
// token's distribution, so the output is deterministic. It returns an
// *Error saying why when text cannot be verbalized (invalid UTF-8, control
// characters, symbols the style cannot say).
func (v *Verbalizer) Variants(text string, max int) ([]Variant, error) {
	segs, err := v.scan(text)
	if err != nil {
		return nil, err
	}
	if max <= 0 || max > MaxVariants {
		max = MaxVariants
	}
	return v.kbest(text, segs, max), nil
}

// Best returns the single most probable verbalization.
func (v *Verbalizer) Best(text string) (Variant, error) {
	vs, err := v.Variants(text, 1)
	if err != nil {
		return Variant{}, err
	}
	return vs[0], nil
}

// Sample draws one verbalization from the same distribution as Variants,
// with a generator seeded from (seed, id, variantIndex) only, so a record
// gets the same draw on any machine and in any order. Prob is the
// probability of the drawn derivation.
func (v *Verbalizer) Sample(text string, seed uint64, id string, variantIndex int) (Variant, error) {
	segs, err := v.scan(text)
	if err != nil {
		return Variant{}, err
	}
	return v.sample(text, segs, seed, id, variantIndex), nil
}

// SampleN draws variants 0..n-1 of a record, each exactly as
// Sample(text, seed, id, i) would, scanning the text once. Draws are
// independent, so two may be the same string; a pipeline wanting K
// distinct variants can use Variants instead.
func (v *Verbalizer) SampleN(text string, seed uint64, id string, n int) ([]Variant, error) {
	segs, err := v.scan(text)
	if err != nil {
		return nil, err
	}
	out := make([]Variant, n)
	for i := range out {
		out[i] = v.sample(text, segs, seed, id, i)
	}
	return out, nil
}

func (v *Verbalizer) sample(text string, segs []segment, seed uint64, id string, variantIndex int) Variant {
	rng := rand.New(rand.NewPCG(sampleSeed(seed, id, variantIndex)))
	choice := make([]int, len(segs))
	p := 1.0
	for i := range segs {
		if f := segs[i].follows; f > 0 {
			choice[i] = choice[f-1] // a repeated word, read as before (ties.go)
			continue
		}
		alts := segs[i].alts
		if len(alts) > 1 {
			u := rng.Float64()
			k := len(alts) - 1
			acc := 0.0
			for j, a := range alts {
				acc += a.prob
				if u < acc {
					k = j
					break
				}
			}
			choice[i] = k
		}
		p *= alts[choice[i]].prob
	}
	out := v.render(text, segs, choice)
	out.Prob = reportedProb(p)
	return out
}

// reportedProb keeps a derivation's probability positive. A sentence with
// thousands of ambiguous tokens multiplies thousands of probabilities below
// one, which underflows float64 to 0 (found by FuzzVerbalize on 4,000 '#'
// symbols); such a variant is reported with the smallest positive float
// instead, so "prob > 0" holds for every row. Every probability float64 can
// represent is returned unchanged.
func reportedProb(p float64) float64 {
	if p <= 0 {
		return math.SmallestNonzeroFloat64
	}
	return p
}

// sampleSeed hashes the run seed, record id and variant index into the
// two PCG words. The id is length-prefixed so ("a", 1) and ("a\x00", ...)
// cannot collide by concatenation.
func sampleSeed(seed uint64, id string, variantIndex int) (uint64, uint64) {
	h := sha256.New()
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], seed)
	h.Write(b[:])
	binary.LittleEndian.PutUint64(b[:], uint64(len(id)))
	h.Write(b[:])
	h.Write([]byte(id))
	binary.LittleEndian.PutUint64(b[:], uint64(int64(variantIndex)))
	h.Write(b[:])
	sum := h.Sum(nil)
	return binary.LittleEndian.Uint64(sum[:8]), binary.LittleEndian.Uint64(sum[8:16])
}

// Accepts reports whether spoken, compared as Comparable, is one of the
// verbalizations of text (all of them, not only the first MaxVariants).
// Conformance tests use it to ask "is the reference among Variants".
func (v *Verbalizer) Accepts(text, spoken string) (bool, error) {
	segs, err := v.scan(text)
	if err != nil {
		return false, err
	}
	return acceptsSegments(segs, spoken), nil
}

// acceptsSegments is Accepts on a text already scanned (Accepts and
// Acceptor share it).
func acceptsSegments(segs []segment, spoken string) bool {
	return acceptsSegmentsWith(new(reach), segs, spoken)
}

// acceptsSegmentsWith is acceptsSegments following the derivations in r,
// whose storage it reuses (an Acceptor's, asked many times).
func acceptsSegmentsWith(r *reach, segs []segment, spoken string) bool {
	want := Comparable(spoken)
	ok := false
	tiedAssignments(segs, func(fixed []int) bool {
		ok = acceptsFixed(r, segs, want, fixed)
		return !ok
	})
	return ok
}

// acceptsFixed is Accepts with the segments fixed[i] >= 0 held to that
// reading (one joint assignment of the tied words; nil: none), r's
// storage reused.
func acceptsFixed(r *reach, segs []segment, want string, fixed []int) bool {
	r.reset(want)
	for i := range segs {
		if !r.advance(i, &segs[i], fixed) {
			return false
		}
	}
	return r.complete()
}

// reach follows the derivations of a text's segments, in order, through
// the spoken text want (Comparable). It holds the byte positions of want
// that some derivation of the segments so far ends at. Words are matched
// with a space between segments, a clitic written against the previous
// token ("29th's") too: Comparable makes its apostrophe a word boundary.
// seen[j] == i+1 marks j as in next for segment i: a run of thousands of
// marks read silent or said ("____...") keeps thousands of positions, and
// a search of next for each made one sentence take seconds (a
// FuzzVerbalize hang).
type reach struct {
	want        string
	reach, next []int
	seen        []int32
}

// reset starts r over on want, before any segment, reusing its storage
// (up to maxKeptReach bytes of want): an Acceptor follows one reach per
// question, and a fresh one was an eighth of the check's allocations.
func (r *reach) reset(want string) {
	r.want = want
	r.reach = append(r.reach[:0], 0)
	r.next = r.next[:0]
	if cap(r.seen) > len(want) && cap(r.seen) <= maxKeptReach {
		r.seen = r.seen[:len(want)+1]
		clear(r.seen)
	} else {
		r.seen = make([]int32, len(want)+1)
	}
}

// maxKeptReach bounds the seen marks a reach reuses: a longer spoken
// text gets storage of its own, which the next question lets go.
const maxKeptReach = 4096

// advance reads segment i, sg (held to reading fixed[i] when fixed is not
// nil and fixed[i] >= 0), and reports whether a derivation goes on past
// it: once none does, want is no reading of the text, whatever follows.
func (r *reach) advance(i int, sg *segment, fixed []int) bool {
	if sg.punct {
		return true
	}
	want, seen := r.want, r.seen
	next := r.next[:0]
	for ai, a := range sg.alts {
		if fixed != nil && fixed[i] >= 0 && fixed[i] != ai {
			continue
		}
		c := ""
		if !a.literal {
			c = Comparable(a.spoken)
		}
		for _, pos := range r.reach {
			j, ok := advanceOver(want, pos, c)
			if !ok {
				continue
			}
			if seen[j] != int32(i+1) {
				seen[j] = int32(i + 1)
				next = append(next, j)
			}
		}
	}
	r.next = next
	if len(next) == 0 {
		return false
	}
	r.reach, r.next = next, r.reach
	return true
}

// complete reports whether a derivation of the segments read so far ends
// at the end of want.
func (r *reach) complete() bool { return containsInt(r.reach, len(r.want)) }

func containsInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// Comparable is the form in which spoken texts are compared: lower case,
// punctuation and symbols turned into spaces, runs of spaces collapsed.
// An apostrophe is a word boundary too, and a clitic n't a word of its
// own ("don't" is "do nt"), so that a clitic compares the same however
// it is spaced: "mike's" (written text, the GTN readers' spoken side,
// which joins clitics: sources.GTNSpokenForm), "mike 's" (Google TN's
// tokens, its gold spoken side, the verbalizer's reading of tokenized
// text) and "mike s" (versions prepared before the readers joined them)
// are all "mike s"; "don't", "do n't" are "do nt". Apostrophes were
// deleted ("mike's" was "mikes", "mike 's" was "mike s"), so the one
// clitic spaced two ways compared as two readings.
func Comparable(s string) string {
	if comparableAlready(s) {
		return s
	}
	return comparableCopy(s)
}

// comparableCopy is Comparable building its form.
func comparableCopy(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	space, lastN := true, false
	lower := strings.ToLower(s)
	for i, r := range lower {
		switch {
		case isWordRune(r) || (r >= '0' && r <= '9'):
			if r == 'n' && !space && apostropheNT(lower[i+1:]) {
				// The n of n't starts a word of its own: "don't" is "do
				// nt" as "do n't" is.
				b.WriteByte(' ')
			}
			b.WriteRune(r)
			space, lastN = false, r == 'n'
		case (r == '\'' || r == '’') && !space && lastN && cliticNT(lower[i+utf8.RuneLen(r):]):
			// n't's apostrophe: the t follows as the next letter.
		default:
			if !space {
				b.WriteByte(' ')
				space = true
			}
		}
	}
	return strings.TrimRight(b.String(), " ")
}

// comparableAlready reports whether s is its own Comparable form: ASCII
// lower-case letters and digits in words one space apart, which is what
// the verbalizer's readings mostly are. Comparable returns such a text as
// it is, without building a copy: align's number check compares every
// reading of a scanned text so, and the copies were a quarter of a check.
func comparableAlready(s string) bool {
	space := true
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= 'a' && c <= 'z' || c >= '0' && c <= '9':
			space = false
		case c == ' ' && !space:
			space = true
		default:
			return false
		}
	}
	return !space || s == ""
}

// apostropheNT reports whether s opens with the apostrophe and the t of
// n't (cliticNT).
func apostropheNT(s string) bool {
	for _, ap := range [...]string{"'", "’"} {
		if rest, ok := strings.CutPrefix(s, ap); ok {
			return cliticNT(rest)
		}
	}
	return false
}

// cliticNT reports whether rest, the text after the apostrophe of "n't",
// is its t ending the word: a t not followed by a letter or digit.
func cliticNT(rest string) bool {
	if rest == "" || rest[0] != 't' {
		return false
	}
	r, _ := utf8.DecodeRuneInString(rest[1:])
	return !isWordRune(r) && !(r >= '0' && r <= '9')
}

// render builds the spoken text and spans of one derivation.
func (v *Verbalizer) render(text string, segs []segment, choice []int) Variant {
	var b strings.Builder
	var spans []Span
	// silentAt[i] is where span i would have been said: the end of the
	// spoken text when it opened. A span read as nothing (a silent dash,
	// "/" as a separator) sits there, after the words before it.
	var silentAt []int
	prevWord := false
	endsWord := false // the spoken text ends in a letter or digit
	openGroup := -1
	for i := range segs {
		sg := &segs[i]
		a := &sg.alts[choice[i]]
		out, word := a.spoken, true
		if sg.punct || a.literal {
			if !v.opts.KeepCasePunct {
				out = ""
			} else {
				out, word = text[sg.start:sg.end], false
				if sg.form != "" {
					out = sg.form
				}
			}
		}
		// The reading's class decides the span: a letters token said as
		// the word it is reads as Plain (dist.addWritten) and gets none.
		cls := sg.class
		if a.class != "" {
			cls = a.class
		}
		if cls != Plain && cls != Punct {
			if openGroup != sg.group || len(spans) == 0 {
				spans = append(spans, Span{Class: cls, WrittenStart: sg.start, SpokenStart: -1})
				silentAt = append(silentAt, b.Len())
				openGroup = sg.group
			}
			sp := &spans[len(spans)-1]
			sp.WrittenEnd = sg.end
		} else {
			openGroup = -1
		}
		if out == "" {
			continue
		}
		if b.Len() > 0 {
			// "29th's": a clitic written against the token stays
			// attached. One tokenized text splits off ("Orem 's", "does
			// n't": Google TN's tokens) joins the word said before it,
			// "orem's", "doesn't", as the GTN readers write the spoken
			// side (sources.GTNSpokenForm) and as it is said: "orem 's"
			// and "does n't" were words nobody says. With
			// KeepCasePunct the written spacing stays.
			clitic := !sg.spaceBefore && (out[0] == '\'' || strings.HasPrefix(out, "’")) ||
				sg.spaceBefore && endsWord && !v.opts.KeepCasePunct && textfold.Clitic(out)
			if !clitic && (!v.opts.KeepCasePunct || sg.spaceBefore || (word && prevWord)) {
				b.WriteByte(' ')
			}
		}
		start := b.Len()
		b.WriteString(out)
		last, _ := utf8.DecodeLastRuneInString(out)
		endsWord = isWordRune(last) || last >= '0' && last <= '9'
		if openGroup >= 0 {
			sp := &spans[len(spans)-1]
			if sp.SpokenStart < 0 {
				sp.SpokenStart = start
			}
			sp.SpokenEnd = b.Len()
		}
		prevWord = word
	}
	spoken := b.String()
	for i := range spans {
		sp := &spans[i]
		sp.Written = text[sp.WrittenStart:sp.WrittenEnd]
		if sp.SpokenStart < 0 {
			sp.SpokenStart, sp.SpokenEnd = silentAt[i], silentAt[i]
		}
		sp.Spoken = spoken[sp.SpokenStart:sp.SpokenEnd]
	}
	return Variant{Spoken: spoken, Spans: spans}
}

// kbest enumerates derivations in order of probability. Only tokens with
// more than one reading are choice points, sorted by how close their
// second reading comes to their first. A state changes a few choice points
// away from their best reading (kept sparse, since long texts have
// thousands of points); its children bump the last changed point's
// reading, extend to the next point, or shift the change to the next
// point. Every state has exactly one parent, and no child is more probable
// than its parent, so popping the most probable state first enumerates in
// order with at most three pushes per pop.
func (v *Verbalizer) kbest(text string, segs []segment, max int) []Variant {
	var points []int
	base := 1.0
	tied := false
	for i := range segs {
		if segs[i].follows > 0 {
			tied = true
			continue // a tied repetition follows its first occurrence
		}
		base *= segs[i].alts[0].prob
		if len(segs[i].alts) > 1 {
			points = append(points, i)
		}
	}
	ratio := func(k int) float64 { a := segs[points[k]].alts; return a[1].prob / a[0].prob }
	sort.SliceStable(points, func(a, b int) bool {
		ra, rb := segs[points[a]].alts[1].prob/segs[points[a]].alts[0].prob, segs[points[b]].alts[1].prob/segs[points[b]].alts[0].prob
		return ra > rb
	})
	choice := make([]int, len(segs))
	h := &stateHeap{}
	heap.Push(h, &kstate{prob: base})
	var out []Variant
	seen := map[string]int{}
	budget := 4*max + 64
	var prev []kchange
	for h.Len() > 0 && len(out) < max && budget > 0 {
		budget--
		st := heap.Pop(h).(*kstate)
		for _, c := range prev {
			choice[points[c.point]] = 0
		}
		for _, c := range st.changes {
			choice[points[c.point]] = c.index
		}
		prev = st.changes
		if tied {
			followLeaders(segs, choice)
		}
		vr := v.render(text, segs, choice)
		if j, dup := seen[vr.Spoken]; dup {
			out[j].Prob += st.prob
		} else {
			vr.Prob = reportedProb(st.prob)
			seen[vr.Spoken] = len(out)
			out = append(out, vr)
		}
		n := len(st.changes)
		last := -1
		if n > 0 {
			last = st.changes[n-1].point
		}
		// bump: the last changed point takes its next reading.
		if n > 0 {
			c := st.changes[n-1]
			alts := segs[points[c.point]].alts
			if c.index+1 < len(alts) {
				ch := append(append([]kchange(nil), st.changes[:n-1]...), kchange{c.point, c.index + 1})
				heap.Push(h, &kstate{changes: ch, prob: st.prob / alts[c.index].prob * alts[c.index+1].prob})
			}
		}
		if last+1 < len(points) {
			// extend: the next point takes its second reading.
			ch := append(append([]kchange(nil), st.changes...), kchange{last + 1, 1})
			heap.Push(h, &kstate{changes: ch, prob: st.prob * ratio(last+1)})
			// shift: a just-extended change moves one point on.
			if n > 0 && st.changes[n-1].index == 1 {
				ch := append(append([]kchange(nil), st.changes[:n-1]...), kchange{last + 1, 1})
				heap.Push(h, &kstate{changes: ch, prob: st.prob / ratio(last) * ratio(last+1)})
			}
		}
	}
	// Merged duplicates may have overtaken earlier variants.
	sort.SliceStable(out, func(a, b int) bool { return out[a].Prob > out[b].Prob })
	return out
}

// kchange sets choice point number point (in sorted order) to reading
// index.
type kchange struct{ point, index int }

type kstate struct {
	changes []kchange // increasing point order
	prob    float64
}

type stateHeap []*kstate

func (h stateHeap) Len() int { return len(h) }

// Less orders by probability, then by the dense reading-index vectors in
// lexicographic order, so ties pop deterministically.
func (h stateHeap) Less(a, b int) bool {
	if h[a].prob != h[b].prob {
		return h[a].prob > h[b].prob
	}
	x, y := h[a].changes, h[b].changes
	for i := 0; i < len(x) && i < len(y); i++ {
		if x[i] == y[i] {
			continue
		}
		if x[i].point != y[i].point {
			// The one changing an earlier point is larger there.
			return x[i].point > y[i].point
		}
		return x[i].index < y[i].index
	}
	return len(x) < len(y)
}
func (h stateHeap) Swap(a, b int) { h[a], h[b] = h[b], h[a] }
func (h *stateHeap) Push(x any)   { *h = append(*h, x.(*kstate)) }
func (h *stateHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// ProbOf returns the probability the verbalizer gives spoken (compared as
// Comparable) as the reading of text: the sum over every derivation whose
// words are spoken's, not only the first MaxVariants. It is Accepts with
// probabilities carried through the same left-to-right alignment (the
// forward algorithm over the segment lattice), which calibration
// measurements use for mean P(gold). 0 means spoken is not a reading.
func (v *Verbalizer) ProbOf(text, spoken string) (float64, error) {
	segs, err := v.scan(text)
	if err != nil {
		return 0, err
	}
	want := Comparable(spoken)
	total := 0.0
	tiedAssignments(segs, func(fixed []int) bool {
		total += probOfFixed(segs, want, fixed)
		return true
	})
	return total, nil
}

// probOfFixed is ProbOf's forward pass with the segments fixed[i] >= 0
// held to that reading (one joint assignment of the tied words; nil:
// none). A tied repetition's reading adds no factor: its first
// occurrence's probability is the tie's.
func probOfFixed(segs []segment, want string, fixed []int) float64 {
	type state struct {
		pos  int
		prob float64
	}
	reach := []state{{0, 1}}
	var next []state
	for i := range segs {
		sg := &segs[i]
		if sg.punct {
			continue
		}
		next = next[:0]
		for ai, a := range sg.alts {
			if fixed != nil && fixed[i] >= 0 && fixed[i] != ai {
				continue
			}
			factor := a.prob
			if sg.follows > 0 {
				factor = 1
			}
			c := ""
			if !a.literal {
				c = Comparable(a.spoken)
			}
			for _, st := range reach {
				j, ok := advanceOver(want, st.pos, c)
				if !ok {
					continue
				}
				p := st.prob * factor
				merged := false
				for k := range next {
					if next[k].pos == j {
						next[k].prob += p
						merged = true
						break
					}
				}
				if !merged {
					next = append(next, state{j, p})
				}
			}
		}
		if len(next) == 0 {
			return 0
		}
		reach, next = next, reach
	}
	for _, st := range reach {
		if st.pos == len(want) {
			return st.prob
		}
	}
	return 0
}

// DefaultVariantFloor is the share of the most probable reading's
// probability a variant after a record's first must reach to be drawn
// (SampleDistinctFloor): a record whose readings are one likely one and a
// tail of unlikely ones ("250 people": "two hundred fifty" 0.97, "two five
// o" 0.025) gives one row for --samples 2, not the likely one and an
// implausible one its distinctness forced.
const DefaultVariantFloor = 0.05

// SampleDistinct draws up to k verbalizations of a record that are all
// different strings: sampling without replacement from the distribution
// of Variants. Draw i is Sample's generator seeded from (seed, id, a draw
// counter), and a string already drawn is drawn again until a new one
// comes, which is exactly sampling from the distribution conditioned on
// the strings not yet drawn. A record with fewer than k verbalizations
// gets all of them (most probable first), and after 16k draws without
// k distinct strings the rest are the most probable ones not yet drawn,
// so the result is deterministic and bounded. Prob is each derivation's
// probability, so the Probs of one record sum to at most 1.
func (v *Verbalizer) SampleDistinct(text string, seed uint64, id string, k int) ([]Variant, error) {
	return v.SampleDistinctFloor(text, seed, id, k, 0)
}

// SampleDistinctFloor is SampleDistinct drawing the variants after the
// first only among readings at least floor times as probable as the most
// probable one (0: any reading), so a record may give fewer than k. The
// first draw is SampleDistinct's: a single sample stays a sample of the
// whole distribution.
func (v *Verbalizer) SampleDistinctFloor(text string, seed uint64, id string, k int, floor float64) ([]Variant, error) {
	segs, err := v.scan(text)
	if err != nil {
		return nil, err
	}
	if k <= 0 {
		return nil, nil
	}
	top := v.kbest(text, segs, k)
	least := 0.0
	if floor > 0 && len(top) > 0 {
		least = floor * top[0].Prob
	}
	// The support is smaller than k: all of it that reaches the floor.
	if len(top) < k {
		out := top[:0:0]
		for i, x := range top {
			if i == 0 || x.Prob >= least {
				out = append(out, x)
			}
		}
		return out, nil
	}
	out := make([]Variant, 0, k)
	seen := make(map[string]bool, k)
	for draw := 0; len(out) < k && draw < 16*k; draw++ {
		x := v.sample(text, segs, seed, id, draw)
		if seen[x.Spoken] || len(out) > 0 && x.Prob < least {
			continue
		}
		seen[x.Spoken] = true
		out = append(out, x)
	}
	if len(out) < k {
		for _, x := range v.kbest(text, segs, 2*k) {
			if len(out) == k {
				break
			}
			if !seen[x.Spoken] && x.Prob >= least {
				seen[x.Spoken] = true
				out = append(out, x)
			}
		}
	}
	return out, nil
}

// advanceOver matches the comparable reading c at byte i of want (the gold
// spoken text): at the start or after one space. A clitic written against
// the previous token ("29th's") is a word of its own too, as Comparable
// makes an apostrophe a word boundary. It returns the position after the
// match; an empty c (a literal reading) matches nothing and leaves i where
// it is.
func advanceOver(want string, i int, c string) (int, bool) {
	switch {
	case c == "":
		return i, true
	case i == 0:
		return len(c), strings.HasPrefix(want, c)
	default:
		return i + 1 + len(c), strings.HasPrefix(want[i:], " "+c)
	}
}
