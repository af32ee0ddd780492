package normalize

import (
	"container/heap"
	"crypto/sha256"
	"encoding/binary"
	"math/rand/v2"
	"sort"
	"strings"
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
}

// New returns a verbalizer for style (nil: DefaultStyle) and options.
func New(style *Style, opts Options) *Verbalizer {
	if style == nil {
		style = DefaultStyle()
	}
	return &Verbalizer{style: style, opts: opts}
}

// Style returns the house style in use.
func (v *Verbalizer) Style() *Style { return v.style }

// Variants returns the most probable verbalizations of text, most
// probable first, at most max of them (max <= 0 or above MaxVariants:
// MaxVariants). Ties are broken by the order of the readings in each
// token's distribution, so the output is deterministic. It returns an
// error saying why when text cannot be verbalized (invalid UTF-8, control
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
	rng := rand.New(rand.NewPCG(sampleSeed(seed, id, variantIndex)))
	choice := make([]int, len(segs))
	p := 1.0
	for i := range segs {
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
	out.Prob = p
	return out, nil
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
	want := strings.Fields(Comparable(spoken))
	reach := make([]bool, len(want)+1)
	reach[0] = true
	next := make([]bool, len(want)+1)
	for _, sg := range segs {
		if sg.punct {
			continue
		}
		for i := range next {
			next[i] = false
		}
		any := false
		for _, a := range sg.alts {
			var words []string
			if !a.literal {
				words = strings.Fields(Comparable(a.spoken))
			}
			for i, ok := range reach {
				if !ok || i+len(words) > len(want) {
					continue
				}
				match := true
				for j, w := range words {
					if want[i+j] != w {
						match = false
						break
					}
				}
				if match {
					next[i+len(words)] = true
					any = true
				}
			}
		}
		if !any {
			return false, nil
		}
		reach, next = next, reach
	}
	return reach[len(want)], nil
}

// Comparable is the form in which spoken texts are compared: lower case,
// apostrophes deleted, other punctuation and symbols turned into spaces,
// runs of spaces collapsed.
func Comparable(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	space := true
	for _, r := range strings.ToLower(s) {
		switch {
		case r == '\'' || r == '’':
			continue
		case isWordRune(r) || (r >= '0' && r <= '9'):
			b.WriteRune(r)
			space = false
		default:
			if !space {
				b.WriteByte(' ')
				space = true
			}
		}
	}
	return strings.TrimRight(b.String(), " ")
}

// render builds the spoken text and spans of one derivation.
func (v *Verbalizer) render(text string, segs []segment, choice []int) Variant {
	var b strings.Builder
	var spans []Span
	prevWord := false
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
			}
		}
		if sg.class != Plain && sg.class != Punct {
			if openGroup != sg.group || len(spans) == 0 {
				cls := sg.class
				if a.class != "" {
					cls = a.class
				}
				spans = append(spans, Span{Class: cls, WrittenStart: sg.start, SpokenStart: -1})
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
			if !v.opts.KeepCasePunct || sg.spaceBefore || (word && prevWord) {
				b.WriteByte(' ')
			}
		}
		start := b.Len()
		b.WriteString(out)
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
			// A token read as nothing (a silent dash) sits at the point
			// where it would have been said.
			sp.SpokenStart, sp.SpokenEnd = spokenPointBefore(spans, i), spokenPointBefore(spans, i)
		}
		sp.Spoken = spoken[sp.SpokenStart:sp.SpokenEnd]
	}
	return Variant{Spoken: spoken, Spans: spans}
}

func spokenPointBefore(spans []Span, i int) int {
	for j := i - 1; j >= 0; j-- {
		if spans[j].SpokenStart >= 0 {
			return spans[j].SpokenEnd
		}
	}
	return 0
}

// kbest enumerates derivations in order of probability. Only tokens with
// more than one reading are choice points; a state is the vector of
// chosen reading indexes, expanded by incrementing positions at or after
// the last one incremented, which reaches every vector exactly once from
// a parent at least as probable.
func (v *Verbalizer) kbest(text string, segs []segment, max int) []Variant {
	var points []int
	base := 1.0
	for i := range segs {
		if len(segs[i].alts) > 1 {
			points = append(points, i)
		} else {
			base *= segs[i].alts[0].prob
		}
	}
	choice := make([]int, len(segs))
	h := &stateHeap{}
	start := &kstate{idx: make([]int, len(points)), prob: base, last: 0}
	for k, i := range points {
		_ = k
		start.prob *= segs[i].alts[0].prob
	}
	heap.Push(h, start)
	var out []Variant
	seen := map[string]int{}
	budget := 4*max + 64
	for h.Len() > 0 && len(out) < max && budget > 0 {
		budget--
		st := heap.Pop(h).(*kstate)
		for k, i := range points {
			choice[i] = st.idx[k]
		}
		vr := v.render(text, segs, choice)
		if j, dup := seen[vr.Spoken]; dup {
			out[j].Prob += st.prob
		} else {
			vr.Prob = st.prob
			seen[vr.Spoken] = len(out)
			out = append(out, vr)
		}
		for k := st.last; k < len(points); k++ {
			alts := segs[points[k]].alts
			if st.idx[k]+1 >= len(alts) {
				continue
			}
			nidx := append([]int(nil), st.idx...)
			nidx[k]++
			p := st.prob / alts[st.idx[k]].prob * alts[nidx[k]].prob
			heap.Push(h, &kstate{idx: nidx, prob: p, last: k})
		}
	}
	// Merged duplicates may have overtaken earlier variants.
	sort.SliceStable(out, func(a, b int) bool { return out[a].Prob > out[b].Prob })
	return out
}

type kstate struct {
	idx  []int
	prob float64
	last int
}

type stateHeap []*kstate

func (h stateHeap) Len() int { return len(h) }
func (h stateHeap) Less(a, b int) bool {
	if h[a].prob != h[b].prob {
		return h[a].prob > h[b].prob
	}
	x, y := h[a].idx, h[b].idx
	for i := range x {
		if x[i] != y[i] {
			return x[i] < y[i]
		}
	}
	return false
}
func (h stateHeap) Swap(a, b int) { h[a], h[b] = h[b], h[a] }
func (h *stateHeap) Push(x any)   { *h = append(*h, x.(*kstate)) }
func (h *stateHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}
